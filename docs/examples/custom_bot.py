"""A bot of one's own for Cul de Chouette, played in a match against the game's expert.

A bot is any object with `act(state, player)` (deboule/rules/core/bots.py): it returns one of
`state.legal_actions(player)`. Nothing else is required: a shout race presses when `act`
answers the race's press (at a regular player's 800 ms,
`deboule.rules.core.bots.DEFAULT_REACTION_MS`), a bot without `blunder` never shouts for nothing,
and the dice are thrown by the match's hand.

Run it:

    python docs/examples/custom_bot.py            # a whole game, headless, then the scores

or seat it in any game's sim from the folder that holds this file:

    cd docs/examples && deboule sim --game cul-de-chouette --bots expert,custom_bot:CautiousBot

A seat named `package.module:Name` is made by calling `Name()` without arguments.
"""

from __future__ import annotations

from typing import Any

from deboule.rules.cul_de_chouette import Keep, Pass


class CautiousBot:
    """Never bets, never challenges, keeps the most dice it may: a Pass whenever one is allowed,
    else the largest Keep, else the first legal action (a throw, a press, an announcement)."""

    def act(self, state: Any, player: int) -> Any:
        legal = state.legal_actions(player)
        if Pass(player) in legal:
            return Pass(player)
        keeps = [action for action in legal if isinstance(action, Keep)]
        if keeps:
            return max(keeps, key=lambda keep: len(keep.faces))
        return legal[0]


def main(seed: int = 1) -> Any:
    """Play a whole game, the expert against `CautiousBot`, without a window; print and return
    the result (`deboule.rules.core.Result`)."""
    from deboule.games.cul_de_chouette.match import CdcMatch

    # a seat is "human", a level, or a bot object (or
    # deboule.rules.core.bots.own_bot("pkg.mod:Name"))
    match = CdcMatch.new(["expert", CautiousBot()], seed=seed, headless=True)
    match.play_out()
    result = match.state.result()
    for seat, score in enumerate(result.scores):
        print(f"seat {seat}: {score:g}")
    print(f"winners: {', '.join(str(seat) for seat in result.winners)}")
    return result


if __name__ == "__main__":
    main()
