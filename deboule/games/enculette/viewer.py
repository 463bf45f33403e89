"""L'Enculette's record played back in the window ("Revoir une partie",
deboule/screens/playback.py).

The feed is an `EnculetteMatch` that is never left to its own bots' timing: each step is handed
to it, and its motion (the Tasse shaken, lifted, covered, turned over: already simulated, then
shown) is played by the viewer's clock.
- A sim's record: each input is redone as `deboule replay` redoes it (deboule/games/enculette/sim.py
  `replay_inputs`): a shake from its recorded generator state and length, a lift / cover / turn
  over, a decision. The Tasses are the replay's (the seed's dice stream).
- A window's record: the humans' inputs are fed where the humans acted, and the bots play again
  from the seed (`EnculetteMatch.from_save` does the same), one move a step.
"""

from __future__ import annotations

from deboule.games.enculette import GAME
from deboule.games.enculette.hud import EnculetteHud
from deboule.games.enculette.match import EnculetteMatch
from deboule.games.enculette.record import is_window_record
from deboule.games.enculette.screen import EnculetteScreen
from deboule.games.enculette.sim import dice_stream
from deboule.games.enculette.tasses import PhysicsTasses, shake_action, tasse_poses
from deboule.render.camera import EasedCamera
from deboule.replays.records import final_state
from deboule.replays.replay_base import ReplayError, record_seats
from deboule.rules.enculette import Options, action_from_dict

MOTIONS = {"lift": "lift", "cover": "cover", "turn_over": "turn"}
# the orbit camera's views (yaw, pitch, distance), C goes round them
CAMERAS = {"angled": (200.0, 40.0, 0.58), "side": (270.0, 30.0, 0.5),
           "top": (200.0, 85.0, 0.6), "close": (200.0, 55.0, 0.36)}


class EnculetteFeed:
    """An L'Enculette record fed step by step (a sim's input each; in a window's record a
    human's input or a bot's move each)."""

    def __init__(self, record: dict, lang: str = "fr") -> None:
        options = record["options"]
        seats = record_seats(record)
        self.window = is_window_record(record)
        self.inputs = record["inputs"]
        self.steps = 0
        self.used = 0  # inputs fed (a window's record: the humans' only)
        if self.window:
            rules = Options.from_dict(options.get("rules") or {})
            self.match = GAME.new_match(rules.to_dict(), seats, seed=record["seed"],
                                        headless=False, lang=lang,
                                        variant=options.get("variant", "classique"))
        else:
            if "players" in record and record["players"] != len(seats):
                raise ReplayError(f"{len(seats)} seats for {record['players']!r} players")
            self.match = GAME.new_match(Options.from_dict(options).to_dict(), seats,
                                        seed=record["seed"], headless=False, lang=lang)
            # the Tasses of `replay_inputs`: the seed's dice stream
            self.match.tasses = PhysicsTasses(dice_stream(record["seed"], len(seats)),
                                              self.match.state.options.cups)
            self.match.set_headless(False)

    def moving(self) -> bool:
        return self.match.busy()

    def animate(self, dt: float) -> None:
        if self.match.busy():  # never without a motion: the match's bots would act
            self.match.update(dt)

    def land(self) -> None:
        self.match.settle()

    def holding(self) -> bool:
        return False  # nothing is held between two steps

    def release(self) -> None:
        """Nothing is held."""

    def next_step(self) -> bool:
        match = self.match
        if match.busy() or match.over and (self.window or self.used >= len(self.inputs)):
            return False
        if self.window:
            seat = match.acting_seat()
            if match.seats[seat] != "human":
                match.bot_turn(seat)
            elif self.used < len(self.inputs):
                self._human(self.inputs[self.used])
                self.used += 1
            else:
                return False
        else:
            if self.used >= len(self.inputs):
                return False
            self._sim_input(self.inputs[self.used])
            self.used += 1
        self.steps += 1
        return True

    def _human(self, item: dict) -> None:
        if not isinstance(item, dict) or item.get("type") not in ("shake", "turn_over",
                                                                   "action"):
            kind = item.get("type") if isinstance(item, dict) else None
            raise ReplayError(f"input {self.used}: unknown input {kind!r}")
        self.match.feed(item)

    def _sim_input(self, entry: dict) -> None:
        """One input as `replay_inputs` redoes it (deboule/games/enculette/sim.py
        `_replay_input`)."""
        match, state, tasses = self.match, self.match.state, self.match.tasses
        if not isinstance(entry, dict) or len(entry) != 1:
            raise ReplayError(f"input {self.used}: one key, not {entry!r:.80}")
        (kind, data), = entry.items()
        if kind == "action":
            if state.is_over or state.is_chance_node():
                raise ReplayError("a decision where the game expects a shake or is over")
            match.apply(action_from_dict(data))
            return
        if not isinstance(data, dict) or not isinstance(data.get("cup"), int):
            raise ReplayError(f"a {kind!r} input names its Tasse: {{'cup': int, ...}}")
        if kind == "shake":
            if state.is_over or not state.is_chance_node():
                raise ReplayError("a shake where the game expects a decision or is over")
            cup = state.cup()
            if data["cup"] != cup.index:
                raise ReplayError(f"Tasse {data['cup']} shaken where the rules shake "
                                  f"{cup.index}")
            seconds = data.get("seconds")
            if isinstance(seconds, bool) or not isinstance(seconds, int | float):
                raise ReplayError(f"a shake lasts a number of seconds, not {seconds!r}")
            index, server, shaken = cup.index, cup.server, {}

            def shake() -> None:
                shaken["shake"] = tasses.shake(index, rng_state=data.get("rng"),
                                               seconds=float(seconds))

            match.move("shake", index, shake,
                        lambda: match.apply(shake_action(shaken["shake"], server, index)))
        elif kind in MOTIONS:
            cup = data["cup"]
            match.move(MOTIONS[kind], cup, lambda: getattr(tasses, kind)(cup))
        else:
            raise ReplayError(f"unknown input {kind!r} (shake, lift, cover, turn_over, action)")

    def round(self) -> int:
        """The exchange being played: one ends each time someone drinks."""
        drank = sum(1 for event in self.match.state.events if event.kind == "drank")
        return max(1, drank if self.match.over else drank + 1)

    def final(self) -> dict:
        return final_state(self.match.state.gorgees, tasse_poses(self.match.tasses))

    def screen(self, app) -> EnculetteWatchScreen:
        return EnculetteWatchScreen(app, self.match)

    def close(self) -> None:
        self.match.close()


def feed(record: dict, lang: str = "fr") -> EnculetteFeed:
    return EnculetteFeed(record, lang)


class EnculetteWatchScreen(EnculetteScreen):
    """The Tasse drawn for a record played back: the orbit's views (C, or the mouse), the
    ladder and the log; no saves, no menu, no peeking (nobody plays). A view chosen with C is
    reached by an eased transition, as every camera change in the game (deboule.render.camera);
    the mouse turns the orbit at once once the camera rests, and during the glide the glide goes
    on to where the mouse turned it, as the Déboulé's free camera does."""

    cameras = tuple(CAMERAS)
    viewer_lines = None  # () -> (state, keys): the viewer's lines, in place of the game's keys

    def __init__(self, app, match: EnculetteMatch) -> None:
        super().__init__(app, match)
        self.camera_mode = "angled"
        self.viewer = None
        self.hud = EnculetteWatchHud(self)
        self.eased = EasedCamera()
        match.take_sounds()  # heard while the steps before a jump were made at once: not now

    def update(self, dt: float) -> None:
        """The camera's glide and the sounds only: the feed moves the match."""
        self.eased.update(dt)
        self.match.lang = self.lang
        for a, b, speed in self.match.take_sounds():
            self.app.sound.impact(a, b, speed)

    def camera(self):
        goal = super().camera()  # the orbit's: a view chosen with C, or the mouse's
        if self.camera_mode == "orbit":  # only the mouse leads there: it turns the camera
            return self.eased.steer(goal)
        return self.eased.view(goal)  # a change of view glides

    def next_camera(self) -> None:
        names = tuple(CAMERAS)
        self.camera_mode = names[(names.index(self.camera_mode) + 1) % len(names)] \
            if self.camera_mode in names else names[0]
        self.orbit = list(CAMERAS[self.camera_mode])
        self.camera()  # the glide towards it starts now: the next frame has moved

    def on_mouse_drag(self, x, y, dx, dy, buttons, modifiers) -> None:
        super().on_mouse_drag(x, y, dx, dy, buttons, modifiers)
        self.camera_mode = "orbit"

    def on_mouse_scroll(self, x, y, scroll_x, scroll_y) -> None:
        super().on_mouse_scroll(x, y, scroll_x, scroll_y)
        self.camera_mode = "orbit"

    def handover_pending(self) -> bool:
        return False

    def peek_faces(self) -> tuple[int, int] | None:
        return None

    def menu(self) -> list:
        return []

    def autosave(self) -> None:
        """A record played back is never saved."""

    def closing(self) -> None:
        if self._painter is not None:
            self._painter.release()
            self._painter = None


class EnculetteWatchHud(EnculetteHud):
    """L'Enculette's HUD with the viewer's state and keys where the player's keys go."""

    def t(self, text_id: str, /, **values) -> str:
        if text_id == "keys" and self.screen.viewer_lines is not None:
            state, keys = self.screen.viewer_lines()
            return f"{state} — {keys}"
        return super().t(text_id, **values)
