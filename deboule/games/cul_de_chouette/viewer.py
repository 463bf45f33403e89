"""Cul de Chouette's record played back in the window ("Revoir une partie",
deboule/screens/playback.py).

The feed is a `CdcMatch` that is never updated (its bots, races and timers never act): the
record's inputs are handed to it one by one, a throw advanced in the window's own 1 ms steps and
read at rest. A window's record is fed as `CdcMatch.from_save` feeds it (the dice not thrown
picked up, each throw read back bit for bit); a sim's record as `deboule replay` replays it
(deboule/games/cul_de_chouette/record.py: the rules built from its options, the dice not thrown left
where they lie). Either way the end is the replay's, bit for bit.
"""

from __future__ import annotations

from deboule.games.cul_de_chouette.hud import CdcHud
from deboule.games.cul_de_chouette.match import CdcMatch
from deboule.games.cul_de_chouette.record import is_window_record
from deboule.games.cul_de_chouette.saving import replay_action
from deboule.games.cul_de_chouette.screen import CdcScreen
from deboule.games.cul_de_chouette.tray import DICE
from deboule.physics import Throw
from deboule.replays.records import final_state
from deboule.replays.replay_base import ReplayError, record_seats
from deboule.rules.cul_de_chouette import Game, Variant
from deboule.screens.base import GOLD, GREY
from deboule.screens.hud import Line

CAMERAS = ("angled", "top")


class CdcFeed:
    """A Cul de Chouette record fed step by step (an input each: a throw, an action, a join)."""

    def __init__(self, record: dict) -> None:
        options = record["options"]
        seats = record_seats(record)
        # a window's record (its entries replayed as `from_save` replays them) or a sim's
        # (the rules built from its options): the shape of its options tells them apart
        self.window = is_window_record(record)
        self.inputs = record["inputs"]
        self.steps = 0
        if self.window:
            self.match = CdcMatch(seats, seed=record["seed"],
                                  preset=Variant.from_dict(options.get("variant")),
                                  names=options.get("names"), teams=options.get("teams"),
                                  headless=True)
        else:
            game = Game.from_dict(options)
            self.match = CdcMatch(seats, seed=record["seed"], preset=game.variant,
                                  names=list(game.names), teams=game.teams,
                                  headless=True)
            self.match.state = game.new_state()  # the rules exactly as the sim built them
        # as in `from_save`: no shouts planned for bots, no autosave, no blunders looked for
        self.match.replaying = True

    def moving(self) -> bool:
        return self.match.flight is not None

    def animate(self, dt: float) -> None:
        if self.match.flight is not None:
            self.match.advance_flight(dt)  # the window's own advance: 1 ms steps, read at rest

    def land(self) -> None:
        self.match.settle()

    def holding(self) -> bool:
        return False  # nothing is held between two steps

    def release(self) -> None:
        """Nothing is held."""

    def next_step(self) -> bool:
        match = self.match
        if self.steps >= len(self.inputs) or match.flight is not None:
            return False
        entry = self.inputs[self.steps]
        if not isinstance(entry, dict) or len(entry) != 1:
            raise ReplayError(f"input {self.steps}: one key, not {entry!r:.80}")
        if "throw" in entry:
            self._throw(entry["throw"])
        elif self.window:
            match.feed(entry)  # a decision or a join, as `from_save` feeds it
        elif "action" in entry:
            replay_action(match, entry["action"])
        else:
            raise ReplayError(f"input {self.steps}: unknown keys {sorted(entry)}")
        self.steps += 1
        return True

    def _throw(self, data: dict) -> None:
        match = self.match
        if not isinstance(data, dict) or any(pid not in DICE for pid in data):
            raise ReplayError(f"input {self.steps}: unknown dice in {data!r:.80}")
        if self.window:
            match.feed({"throw": data})  # launched: the frames bring it to rest
            return
        if match.node.kind != "chance":
            raise ReplayError(f"input {self.steps}: a throw where the game expects a "
                              f"{match.node.kind}")
        throws = {str(pid): Throw.from_dict(t) for pid, t in data.items()}
        match.world.launch_many(throws)
        match.start_flight(throws)

    def round(self) -> int:
        return self.match.state.rounds + (0 if self.match.over else 1) or 1

    def final(self) -> dict:
        state = self.match.state
        return final_state([state.score(p) for p in range(state.n_players)],
                           self.match.world.poses())

    def screen(self, app) -> CdcWatchScreen:
        return CdcWatchScreen(app, self.match)

    def close(self) -> None:
        self.match.close()


def feed(record: dict, lang: str = "fr") -> CdcFeed:
    return CdcFeed(record)


def keyframe_feed(record: dict, lang: str = "fr"):
    """An online record made with another engine, watched from its keyframes (issue 33,
    deboule/screens/keyframe_feed.py): the match's rules state is the record's rules' log."""
    # loaded on first use, not with this module: the screens, the records, the shell
    from deboule.screens.keyframe_feed import KeyframeFeed

    def install(match: CdcMatch, state) -> None:
        match.state = state

    def round_of(state) -> int:
        return state.rounds + (0 if state.is_over else 1)

    return KeyframeFeed(feed(record, lang), record, install, round_of,
                        lambda app, fed: CdcWatchScreen(app, fed.match))


class CdcWatchScreen(CdcScreen):
    """The dice tray drawn for a record played back: both views (C), the score sheet and the
    log; no saves, no aim, no prompts (nobody plays)."""

    cameras = CAMERAS
    viewer_lines = None  # () -> (state, keys): the viewer's lines, in place of the game's keys

    def __init__(self, app, match: CdcMatch) -> None:
        clock = match.clock
        super().__init__(app, match)
        match.on_change = None  # never saved
        match.clock = clock  # the feed's clock: no race runs on the wall clock
        self.keys = {}
        self.hud = CdcWatchHud(self)
        match.world.impacts()  # heard while the steps before a jump were made at once: not now

    def update(self, dt: float) -> None:
        """The camera's glide and the sounds only: the feed moves the match."""
        self.eased.update(dt)
        for impact in self.match.world.impacts():
            self.app.sound.impact(impact.a, impact.b, impact.speed)

    def next_camera(self) -> None:
        self.camera_mode = CAMERAS[(CAMERAS.index(self.camera_mode) + 1) % len(CAMERAS)]

    def autosave(self) -> None:
        """A record played back is never saved."""

    def closing(self) -> None:
        """Nothing to save."""


class CdcWatchHud(CdcHud):
    """Cul de Chouette's HUD with the viewer's state and keys where the player's keys go."""

    def t(self, text_id: str, /, **values) -> str:
        if text_id == "keys" and self.screen.viewer_lines is not None:
            return self.screen.viewer_lines()[0]  # the state, always shown (throws included)
        return super().t(text_id, **values)

    def draw_prompt(self, box) -> None:
        """Between throws: the state and the viewer's keys (nobody is asked anything)."""
        if self.screen.viewer_lines is None:
            super().draw_prompt(box)
            return
        state, keys = self.screen.viewer_lines()
        self.hud.block(box, [Line(state, 15, GOLD, bold=True, max_lines=2),
                             Line(keys, 12, GREY, max_lines=3)], "prompt")
