"""Scripted play for tests and tutorials: scripted dice, scripted presses, terse helpers."""

from __future__ import annotations

from deboule.rules.core import Event
from deboule.rules.cul_de_chouette.actions import Action, CloseRace, DiceRolled, Pass, Press, Throw
from deboule.rules.cul_de_chouette.state import Game, State
from deboule.rules.cul_de_chouette.variant import OPTIONAL_RULES, Variant


def variant_with(only=(), preset: str = "kaamelott", **changes) -> Variant:
    """A preset with every optional rule off except those in `only` (then `changes`)."""
    toggles = {rule: rule in only for rule in OPTIONAL_RULES}
    return Variant.preset(preset, **toggles, **changes)


class Script:
    """A state whose opening roll-off makes `starter` begin; then feed it dice and actions.
    With `position` (State.from_position's keywords: grelottines=(1,), banks=[100, 0, 0]...)
    the game is set up there instead, `starter` beginning without a roll-off."""

    def __init__(self, players: int = 3, variant: Variant | None = None, starter: int = 0,
                 scores=None, teams=None, **position) -> None:
        game = Game(players, variant or variant_with(turn_order="clockwise"), teams=teams,
                    start_scores=scores)
        if position:
            self.state: State = State.from_position(game, starter=starter, **position)
            return
        self.state = game.new_state()
        for seat in range(players):
            self.dice(1 if seat == starter else 6)

    @property
    def node(self):
        return self.state.node

    @property
    def owner(self) -> int:
        return self.state.owner

    def dice(self, *faces: int) -> Script:
        self.state.apply(DiceRolled(tuple(faces)))
        return self

    def act(self, *actions: Action) -> Script:
        for action in actions:
            self.state.apply(action)
        return self

    def throw(self, chouettes, cul=None) -> Script:
        """Throw for the current owner: the two chouettes, then the cul if given."""
        self.state.apply(Throw(self.owner))
        self.dice(*chouettes)
        if cul is not None:
            self.dice(cul)
        return self

    def race(self, presses: dict[int, int], close: bool = True) -> Script:
        """Press in time order; close the window if some eligible player did not press."""
        window = self.node.race
        assert window is not None, f"no race open (node {self.node.prompt})"
        for player, t in sorted(presses.items(), key=lambda kv: kv[1]):
            self.state.apply(Press(player, window.shouts[player], t))
        if close and self.node.kind == "race" and self.node.race is window:
            self.state.apply(CloseRace())
        return self

    def pass_all(self, prompt: str) -> Script:
        while self.node.kind == "decision" and self.node.prompt == prompt:
            self.state.apply(Pass(self.node.players[0]))
        return self

    def score(self, player: int) -> int:
        return self.state.score(player)

    def scores(self) -> list[int]:
        return self.state.player_scores()

    def events(self, kind: str) -> list[Event]:
        return [e for e in self.state.events if e.kind == kind]
