"""The one match contract: what the window's screens, the sims, saves and replay call on every
game's controller (`game/<package>/match.py`).

A controller holds one game's rules state (`state`, rules.core.GameState) and its physics, and
answers what the rules wait for: a human's decisions and throws arrive through `human_action`
and `human_throw`, bots and the physics act in `update(dt)` (frame by frame for the window), and
`play_out()` runs the same loop headless to the end (the sims, replays and tests use it: one
loop per game for the window and the sim). A game in progress is saved with `to_save()` and
comes back with `from_save(data)` by replaying its inputs; `record()` is the game record of
game/records.py, replayed by `game.<package>.record.replay` (`deboule replay`).

    match = Match.new(["human", "expert"], seed=7, **game_options)
    while not match.over:
        match.update(dt)              # bots, physics, timers
        match.human_action(choice)    # one of match.legal_actions(), when it is a human's turn
    write_record(path, match.record())

What a throw is depends on the game, and so do `human_throw`'s arguments: Le Déboulé throws one
piece (`human_throw(piece, throw)`), Cul de Chouette a hand of dice (`human_throw(throw,
player=None)`), L'Enculette shakes the Tasse (`human_throw()`).
"""

from __future__ import annotations

from typing import Any, Protocol, Self, runtime_checkable

from rules.core import Action, GameState

# What a seat is in `new` and in saves: a human, or a bot of one of the game's levels.
HUMAN = "human"


@runtime_checkable
class Match(Protocol):
    """A game's controller (see the module's text)."""

    @property
    def state(self) -> GameState:
        """The rules state (rules.core contract)."""

    @property
    def over(self) -> bool:
        """True once the game has ended (a throw still rolling is not over)."""

    @classmethod
    def new(cls, seats: list[str], seed: int = 0, **options: Any) -> Self:
        """A new game: `seats` holds HUMAN or a bot level per place; `options` the game's own
        (Le Déboulé: teams, target; Cul de Chouette: preset, teams; L'Enculette: variant)."""

    def legal_actions(self) -> list[Action]:
        """The decisions open to the human who must act now ([] when no human must)."""

    def human_action(self, action: Action) -> None:
        """A human's decision; a refusal raises the controller's error (French and English)
        and changes nothing."""

    def human_throw(self, *args: Any, **kwargs: Any) -> None:
        """A human's throw (arguments per game, see the module's text)."""

    def update(self, dt: float) -> None:
        """Advance by `dt` seconds: rolling bodies, bots, timers."""

    def play_out(self) -> None:
        """Run the game to its end with no display (every seat a bot)."""

    def to_save(self) -> dict[str, Any]:
        """The game so far, as JSON data (saves, kill and resume)."""

    @classmethod
    def from_save(cls, data: Any, **options: Any) -> Self:
        """The game `to_save()` wrote, rebuilt by replaying its inputs."""

    def record(self) -> dict[str, Any]:
        """The game record (game/records.py)."""

    def close(self) -> None:
        """Let go of threads and worlds (the window closes the screen)."""
