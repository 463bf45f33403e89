"""Le Déboulé's keys and mouse in the window: the camera, the towers' choice, the aim keys, the
decisions' menu, the mouse flick and clicks on pieces. A part of
deboule.games.deboule.screen.DebouleScreen (its `act` and `throw` give the moves to the match)."""

from __future__ import annotations

import math
import time

import numpy as np

from deboule.rules.deboule import ChooseTowers
from deboule.screens.base import key_name
from deboule.screens.keys import apply_aim, menu_step
from deboule.shell.flick import DEBOULE_FLICK, FlickError, flick_to_throw, keyboard_throw
from deboule.spatial.exact import norm

CAMERAS = ("auto", "behind", "top", "orbit")


class DebouleInput:
    """DebouleScreen's input handlers (deboule/games/deboule/screen.py holds its state and its
    moves)."""

    def on_key(self, symbol: int, modifiers: int) -> None:
        # pyglet.window needs a display: imported once the window is open
        from pyglet.window import key

        name = key_name(symbol)
        if self.measuring is not None and name in ("enter", "space", "escape"):
            self.end_measurement()  # Esc too: the measurement is not a menu to leave
            return
        if name == "escape":
            if self.match.over:
                self.leave()
                return
            # loaded on first use: the rules' core, every game, a game's modules (7 ms)
            from deboule.screens.menus import PauseScreen

            self.app.push(PauseScreen(self.app, self))
            return
        if symbol == key.C:
            self.camera_mode = CAMERAS[(CAMERAS.index(self.camera_mode) + 1) % len(CAMERAS)]
            return
        if self.match.over:
            if name == "enter":
                self.leave()
            return
        if self.choosing_towers():
            self.tower_key(symbol, name)
        elif self.throw_request() is not None:
            self.aim_key(symbol, name, bool(modifiers & key.MOD_SHIFT))
        else:
            self.choice_key(name)

    def leave(self) -> None:
        # loaded on first use: the rules' core, every game, a game's modules (7 ms)
        from deboule.screens.menus import MainMenu

        self.app.pop()
        if not self.app.screens:
            self.app.push(MainMenu(self.app))

    def tower_key(self, symbol: int, name: str | None) -> None:
        # pyglet.window needs a display: imported once the window is open
        from pyglet.window import key

        digits = {getattr(key, f"_{n}"): n - 1 for n in range(1, 10)}
        digits.update({getattr(key, f"NUM_{n}"): n - 1 for n in range(1, 10)})
        if symbol in digits:
            index = digits[symbol]
            if index in self.towers_choice:
                self.towers_choice.remove(index)
            elif len(self.towers_choice) < 4:
                self.towers_choice.append(index)
        elif name == "enter":
            self.act(ChooseTowers(tuple(sorted(self.towers_choice))))

    def aim_key(self, symbol: int, name: str | None, shift: bool = False) -> None:
        """The one key scheme (deboule.screens.keys), with A/E for the spin and Tab for the
        piece."""
        # pyglet.window needs a display: imported once the window is open
        from pyglet.window import key

        self.aim_from_table()  # a key before the first update changes the table's aim
        aim = self.aim
        if apply_aim(aim, name, shift):
            return
        if symbol == key.A:
            aim["spin"] = min(1.0, aim["spin"] + 0.25)
        elif symbol == key.E:
            aim["spin"] = max(-1.0, aim["spin"] - 0.25)
        elif name == "tab":
            self.piece_index += 1
        elif name in ("space", "enter"):
            throw = keyboard_throw(aim["angle"], aim["power"], aim["spin"], aim["lateral"])
            self.throw(throw)

    def choice_key(self, name: str | None) -> None:
        actions = self.choices()
        if not actions:
            return
        if name in ("up", "down"):
            self.focus = menu_step(name, self.focus, len(actions))
        elif name in ("enter", "space"):
            self.act(actions[self.focus % len(actions)])

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        # pyglet.window needs a display: imported once the window is open
        from pyglet.window import mouse

        if self.measuring is not None:
            if button == mouse.LEFT:
                self.end_measurement()
            return
        if button == mouse.LEFT and self.throw_request() is not None:
            self.samples = [(self.clock_now(), x, self.app.size[1] - 1 - y)]
        elif button == mouse.LEFT and self.choices():
            self.click_piece(x, y)

    def on_mouse_drag(self, x, y, dx, dy, buttons, modifiers) -> None:
        # pyglet.window needs a display: imported once the window is open
        from pyglet.window import mouse

        if buttons & mouse.LEFT and self.samples:
            self.samples.append((self.clock_now(), x, self.app.size[1] - 1 - y))
        elif buttons & mouse.RIGHT:
            self.orbit[0] -= dx * 0.3
            self.orbit[1] = float(np.clip(self.orbit[1] + dy * 0.3, 5.0, 85.0))
            self.camera_mode = "orbit"

    def clock_now(self) -> float:
        """Wall clock for flick samples (tests may replace it)."""
        return time.perf_counter()

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> None:
        # pyglet.window needs a display: imported once the window is open
        from pyglet.window import mouse

        if button != mouse.LEFT or not self.samples:
            return
        samples = self.samples + [(self.clock_now(), x, self.app.size[1] - 1 - y)]
        self.samples = []
        try:
            throw = flick_to_throw(samples, self.camera(), self.app.size, settings=DEBOULE_FLICK)
        except FlickError as exc:
            self.say(exc.message(self.lang))
            return
        self.throw(throw)
        if self.match.flight is not None:  # thrown: if it leaves the table, the player is told why
            self.flicked = (self.match.flight.piece, norm(throw.velocity))

    def on_mouse_scroll(self, x, y, scroll_x, scroll_y) -> None:
        self.orbit[2] = float(np.clip(self.orbit[2] - scroll_y * 0.1, 0.4, 3.0))
        self.camera_mode = "orbit"

    def click_piece(self, x: int, y: int) -> None:
        """Choose the legal action aimed at the piece nearest the click (targets, towers)."""
        camera = self.camera()
        size = self.app.size
        poses = self.match.world.poses()
        best, best_distance = None, 40.0  # pixels
        for i, action in enumerate(self.choices()):
            target = getattr(action, "target", None) or getattr(action, "piece", None)
            if not isinstance(target, str) or target not in poses:
                continue
            px, py = camera.project([poses[target][0]], size)[0][:2]
            distance = math.hypot(px - x, py - (size[1] - 1 - y))  # project() is top-left
            if distance < best_distance:
                best, best_distance = i, distance
        if best is not None:
            self.focus = best
            self.act(self.choices()[best])
