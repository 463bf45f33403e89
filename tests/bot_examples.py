"""Bots of one's own for the tests: objects with only `act(state, player)`
(deboule/rules/core/bots.py), named on the command line as `tests.bot_examples:Name`."""

from __future__ import annotations

from typing import Any

from deboule.rules.core.bots import Bot


class LastLegal:
    """The smallest bot of every game: the last legal action (in Chamot, turning a card and
    discarding it, so the game moves on); in Le Déboulé a throw at a point down the table when a
    throw is awaited of its seat."""

    def act(self, state: Any, player: int) -> Any:
        request = state.chance_request()
        if request is not None and request.actor == player and \
                request.kind in ("roll_off", "throw"):
            from deboule.rules.deboule import ThrowPlan

            # no physics here: the point it throws at, aimed by the match (Throw.towards)
            return ThrowPlan(request.info["pieces"][0], None, (0.7, 0.0))
        return state.legal_actions(player)[-1]


class NoAct:
    """Not a bot: it has no `act`."""


def broken() -> Bot:
    raise RuntimeError("this bot cannot be made")
