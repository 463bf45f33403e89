"""Chamot's record played back in the window ("Revoir une partie", deboule/screens/playback.py).

Chamot throws nothing: a record holds the humans' plays, and the bots and the decks make every
other play again from the seed (`ChamotMatch.from_save(..., regenerate=True)`, as `deboule
replay` does). The feed hands the match one play a step, a human's from the record or a bot's
own, and never lets its clock or its bots' pause decide when.
"""

from __future__ import annotations

from deboule.games.chamot import GAME
from deboule.games.chamot.hud import ChamotHud
from deboule.games.chamot.match import ChamotMatch
from deboule.games.chamot.screen import ChamotScreen
from deboule.replays.replay_base import ReplayError
from deboule.rules.chamot.actions import CODEC
from deboule.rules.chamot.options import Options
from deboule.rules.core import IllegalAction
from deboule.screens.base import GOLD, GREY
from deboule.screens.hud import Line


class ChamotFeed:
    """A Chamot record fed one play a step."""

    def __init__(self, record: dict) -> None:
        options = record["options"]
        rules = options.get("rules") or {}
        if not isinstance(rules, dict):
            raise ReplayError("the rules' options are an object")
        try:  # the rules' one check of the options: ranges, house words' caps (issue 32)
            checked = Options.from_dict(rules)
        except IllegalAction as exc:
            raise ReplayError(str(exc)) from None
        if not isinstance(record.get("seats"), list):
            raise ReplayError("the seats are a list")
        self.inputs = record["inputs"]
        self.steps = 0
        self.used = 0  # the humans' inputs fed
        self.match = GAME.new_match(
            {"short": checked.short, "house_words": list(checked.house_words),
             "turn_limit": checked.turn_limit}, record.get("seats"), seed=record["seed"],
            headless=True, turn_seconds=options.get("turn_seconds"))
        self.match.replaying = True  # never saved

    def moving(self) -> bool:
        return False  # a play is shown at once: cards have no physics

    def animate(self, dt: float) -> None:
        """Nothing moves by itself."""

    def land(self) -> None:
        """Nothing moves."""

    def holding(self) -> bool:
        return False  # nothing is held between two steps

    def release(self) -> None:
        """Nothing is held."""

    def next_step(self) -> bool:
        match = self.match
        seat = match.acting_seat()
        if match.over or seat is None:
            return False
        if match.seats[seat] != "human":
            match.bot_turn(seat)
        else:
            if self.used >= len(self.inputs):
                return False
            entry = self.inputs[self.used]
            if not isinstance(entry, dict) or entry.get("seat") != seat:
                raise ReplayError(f"input {self.used}: not that seat's turn")
            match.human_action(CODEC.from_dict(entry["action"]))
            self.used += 1
        self.steps += 1
        return True

    def round(self) -> int:
        return max(1, self.match.state.turns + (0 if self.match.over else 1))

    def final(self) -> dict:
        return self.match.final()

    def screen(self, app) -> ChamotWatchScreen:
        return ChamotWatchScreen(app, self.match)

    def close(self) -> None:
        self.match.close()


def feed(record: dict, lang: str = "fr") -> ChamotFeed:
    return ChamotFeed(record)


class ChamotWatchScreen(ChamotScreen):
    """The Chamot table drawn for a record played back (one view: the table from above);
    no saves, no plans, no hidden hand (nobody plays at the screen)."""

    cameras = ("top",)
    camera_mode = "top"
    viewer_lines = None  # () -> (state, keys): the viewer's lines, in place of the game's keys

    def __init__(self, app, match: ChamotMatch) -> None:
        super().__init__(app, match)
        self.hud = ChamotWatchHud(self)

    def update(self, dt: float) -> None:
        """Nothing: the feed moves the match."""

    def next_camera(self) -> None:
        """Chamot has one view."""

    def handover_pending(self) -> bool:
        return False

    def shown_seat(self) -> int | None:
        """The hand and corbeille of the seat playing now: a spectator sees every seat's."""
        return self.match.acting_seat()

    def on_key(self, symbol: int, modifiers: int) -> None:
        """Nobody plays."""

    def autosave(self) -> None:
        """A record played back is never saved."""

    def closing(self) -> None:
        """Nothing to save."""


class ChamotWatchHud(ChamotHud):
    """Chamot's HUD with the viewer's state and keys where the player's keys go."""

    def draw_prompt(self, lay) -> None:
        if self.screen.viewer_lines is None:
            super().draw_prompt(lay)
            return
        state, keys = self.screen.viewer_lines()
        self.hud.block(lay.prompt, [Line(state, 15, GOLD, bold=True, max_lines=2),
                                    Line(keys, 12, GREY, max_lines=3)], "prompt")
