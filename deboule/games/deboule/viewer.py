"""Le Déboulé's record played back in the window ("Revoir une partie", deboule/screens/playback.py).

The feed is a `DebouleMatch` whose every seat is a "human" nobody plays: the record's inputs are
handed to it one by one, a throw launched and advanced frame by frame exactly as the window
advances a throw (whole 1 ms steps, read at rest), so the game ends where `deboule replay`
(`DebouleMatch.from_save`) ends it, bit for bit. Table moves (new round, chapeau, bascule...)
are nobody's decision: they are carried out as soon as no throw rolls (RC3).
"""

from __future__ import annotations

from deboule.games.deboule.hud import DebouleHud
from deboule.games.deboule.match import DebouleMatch, Seat
from deboule.games.deboule.measure import measure, top_down_pose
from deboule.games.deboule.record import _deboule_seats
from deboule.games.deboule.screen import CAMERAS, DebouleScreen
from deboule.match_base import MatchError
from deboule.replays.records import final_state
from deboule.replays.replay_base import ReplayError
from deboule.screens.base import GOLD, GREY
from deboule.screens.hud import Line


class DebouleFeed:
    """A Déboulé record fed step by step (an input each: a throw or a decision)."""

    def __init__(self, record: dict, names: list[str], lang: str = "fr") -> None:
        options = record["options"]
        seats = _deboule_seats(record.get("seats"))
        if options.get("players", len(seats)) != len(seats):
            raise ReplayError(f"{len(seats)} seats for {options.get('players')!r} players")
        self.inputs = record["inputs"]
        self.steps = 0
        self.measured = 0  # rounds whose measurement was shown: the table is then cleared
        # every seat "human": nobody's bot plans, nobody waits for a pace; the names stay
        self.match = DebouleMatch([Seat("human", name=name) for name in names],
                                  seed=record["seed"], teams=bool(options.get("teams", False)),
                                  target=options.get("target", 21), lang=lang,
                                  headless=True)

    def moving(self) -> bool:
        return self.match.flight is not None

    def animate(self, dt: float) -> None:
        if self.match.flight is not None:
            self.match.update(dt)  # the window's own advance: whole 1 ms steps, read at rest
        if self.match.flight is None and not self.holding():
            self.match.settle_requests()

    def land(self) -> None:
        self.match.settle()
        if not self.holding():
            self.match.settle_requests()

    def holding(self) -> bool:
        """A round has just ended: the table stays as it lay, to be measured (as the window
        holds it for the players), until `release`."""
        return len(self.match.game.round_results) > self.measured

    def measured_round(self):
        """The result of the round being measured, or None."""
        return self.match.game.round_results[-1] if self.holding() else None

    def release(self) -> None:
        """The measurement is over: the table moves for the next round."""
        self.measured = len(self.match.game.round_results)
        if self.match.flight is None:
            self.match.settle_requests()

    def next_step(self) -> bool:
        if self.steps >= len(self.inputs) or self.match.flight is not None:
            return False
        match = self.match
        self.release()
        entry = self.inputs[self.steps]
        try:
            match.feed(entry)  # a throw launched (the frames bring it to rest), or a decision
        except MatchError as exc:
            raise ReplayError(f"input {self.steps}: {exc.text('en')}") from exc
        self.steps += 1
        return True

    def round(self) -> int:
        """The round being played, or measured once it has ended."""
        played = len(self.match.game.round_results)
        return max(1, played) if self.match.over or self.holding() else played + 1

    def final(self) -> dict:
        self.release()
        return final_state(self.match.game.scores, self.match.world.poses())

    def screen(self, app) -> DebouleWatchScreen:
        return DebouleWatchScreen(app, self.match, self)

    def close(self) -> None:
        self.match.close()


def feed(record: dict, lang: str = "fr") -> DebouleFeed:
    # loaded on first use, not with this module: the screens
    from deboule.screens.playback import seat_names

    return DebouleFeed(record, seat_names(record, lang), lang)


def keyframe_feed(record: dict, lang: str = "fr"):
    """An online record made with another engine, watched from its keyframes (issue 33,
    deboule/screens/keyframe_feed.py): the match's rules state is the record's rules' log."""
    # loaded on first use, not with this module: the screens, the records, the shell
    from deboule.screens.keyframe_feed import KeyframeFeed

    def install(match: DebouleMatch, state) -> None:
        match.game = state

    def round_of(state) -> int:
        played = len(state.round_results)
        return played if state.is_over else played + 1

    return KeyframeFeed(feed(record, lang), record, install, round_of,
                        lambda app, fed: DebouleWatchScreen(app, fed.match, fed))


class DebouleWatchScreen(DebouleScreen):
    """The Déboulé table drawn for a record played back: its cameras (C, the mouse's orbit),
    its HUD; no saves, no aim, no choices (nobody plays)."""

    cameras = CAMERAS
    viewer_lines = None  # () -> (state, keys): the viewer's lines, in place of the game's keys

    def __init__(self, app, match: DebouleMatch, feed) -> None:
        super().__init__(app, match)
        self.feed = feed
        self.hud = DebouleWatchHud(self)
        self.towers_choice = []  # the next round's towers are nobody's choice: no rings
        match.world.impacts()  # heard while the steps before a jump were made at once: not now

    def update(self, dt: float) -> None:
        """The camera and the sounds only: the feed moves the match."""
        self.clock += dt
        for impact in self.match.world.impacts():
            self.app.sound.impact(impact.a, impact.b, impact.speed)
        width, height = self.app.size
        result = self.feed.measured_round()
        if result is None:
            self.measuring = None
        elif self.measuring is None or self.measuring.result is not result:
            self.measuring = measure(self.match.world.state(), self.match.game.layout, result)
        if self.measuring is not None:  # the measured pieces framed from above, as in play

            rig = self.view.director.rig
            rig.cut_to(top_down_pose(self.measuring.points(), (width, height),
                                     self.hud.regions()["view"]))
            rig.update(dt)
            return
        self.view.update(dt, self.match.world.poses(), mode=self.camera_mode, aiming=False,
                         rolling=self.match.flight is not None, orbit=tuple(self.orbit),
                         lateral=0.0, aspect=width / max(height, 1), window=(width, height),
                         free=self.hud.view())  # close-ups above the HUD, as in play

    def next_camera(self) -> None:
        self.camera_mode = CAMERAS[(CAMERAS.index(self.camera_mode) + 1) % len(CAMERAS)]

    def throw_request(self):
        return None

    def choices(self) -> list:
        return []

    def choosing_towers(self) -> bool:
        return False

    def autosave(self) -> None:
        """A record played back is never saved."""

    def closing(self) -> None:
        self.scene_cache.release()


class DebouleWatchHud(DebouleHud):
    """The Déboulé's HUD with the viewer's state and keys where the player's keys go."""

    def prompt_lines(self) -> list[Line]:
        if self.screen.viewer_lines is None:
            return super().prompt_lines()
        state, keys = self.screen.viewer_lines()
        return [Line(state, 15, GOLD, bold=True, max_lines=2), Line(keys, 12, GREY, max_lines=3)]
