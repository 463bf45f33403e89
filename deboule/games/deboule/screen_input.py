"""Le Déboulé's keys and mouse in the window: the camera, the towers' choice, the aim keys, the
decisions' menu, the mouse flick and clicks on pieces: functions given the screen,
deboule.games.deboule.screen.DebouleScreen (its `act` and `throw` give the moves to the match)."""

from __future__ import annotations

import math
import time
from typing import Any

import numpy as np

from deboule.rules.deboule import ChooseTowers
from deboule.screens.base import key_name
from deboule.screens.keys import apply_aim, menu_step
from deboule.shell.flick import DEBOULE_FLICK, FlickError, flick_to_throw, keyboard_throw
from deboule.spatial.exact import norm

CAMERAS = ("auto", "behind", "top", "orbit")


def on_key(screen: Any, symbol: int, modifiers: int) -> None:
    # pyglet.window needs a display: imported once the window is open
    from pyglet.window import key

    name = key_name(symbol)
    if screen.measuring is not None and name in ("enter", "space", "escape"):
        screen.end_measurement()  # Esc too: the measurement is not a menu to leave
        return
    if name == "escape":
        if screen.match.over:
            screen.leave()
            return
        # loaded on first use: the rules' core, every game, a game's modules (7 ms)
        from deboule.screens.menus import PauseScreen

        screen.app.push(PauseScreen(screen.app, screen))
        return
    if symbol == key.C:
        screen.camera_mode = CAMERAS[(CAMERAS.index(screen.camera_mode) + 1) % len(CAMERAS)]
        return
    if screen.match.over:
        if name == "enter":
            screen.leave()
        return
    if screen.choosing_towers():
        screen.tower_key(symbol, name)
    elif screen.throw_request() is not None:
        screen.aim_key(symbol, name, bool(modifiers & key.MOD_SHIFT))
    else:
        screen.choice_key(name)


def leave(screen: Any) -> None:
    # loaded on first use: the rules' core, every game, a game's modules (7 ms)
    from deboule.screens.menus import MainMenu

    screen.app.pop()
    if not screen.app.screens:
        screen.app.push(MainMenu(screen.app))


def tower_key(screen: Any, symbol: int, name: str | None) -> None:
    # pyglet.window needs a display: imported once the window is open
    from pyglet.window import key

    digits = {getattr(key, f"_{n}"): n - 1 for n in range(1, 10)}
    digits.update({getattr(key, f"NUM_{n}"): n - 1 for n in range(1, 10)})
    if symbol in digits:
        index = digits[symbol]
        if index in screen.towers_choice:
            screen.towers_choice.remove(index)
        elif len(screen.towers_choice) < 4:
            screen.towers_choice.append(index)
    elif name == "enter":
        screen.act(ChooseTowers(tuple(sorted(screen.towers_choice))))


def aim_key(screen: Any, symbol: int, name: str | None, shift: bool = False) -> None:
    """The one key scheme (deboule.screens.keys), with A/E for the spin and Tab for the
    piece."""
    # pyglet.window needs a display: imported once the window is open
    from pyglet.window import key

    screen.aim_from_table()  # a key before the first update changes the table's aim
    aim = screen.aim
    if apply_aim(aim, name, shift):
        return
    if symbol == key.A:
        aim["spin"] = min(1.0, aim["spin"] + 0.25)
    elif symbol == key.E:
        aim["spin"] = max(-1.0, aim["spin"] - 0.25)
    elif name == "tab":
        screen.piece_index += 1
    elif name in ("space", "enter"):
        throw = keyboard_throw(aim["angle"], aim["power"], aim["spin"], aim["lateral"])
        screen.throw(throw)


def choice_key(screen: Any, name: str | None) -> None:
    actions = screen.choices()
    if not actions:
        return
    if name in ("up", "down"):
        screen.focus = menu_step(name, screen.focus, len(actions))
    elif name in ("enter", "space"):
        screen.act(actions[screen.focus % len(actions)])


def on_mouse_press(screen: Any, x: int, y: int, button: int, modifiers: int) -> None:
    # pyglet.window needs a display: imported once the window is open
    from pyglet.window import mouse

    if screen.measuring is not None:
        if button == mouse.LEFT:
            screen.end_measurement()
        return
    if button == mouse.LEFT and screen.throw_request() is not None:
        screen.samples = [(screen.clock_now(), x, screen.app.size[1] - 1 - y)]
    elif button == mouse.LEFT and screen.choices():
        screen.click_piece(x, y)


def on_mouse_drag(screen: Any, x, y, dx, dy, buttons, modifiers) -> None:
    # pyglet.window needs a display: imported once the window is open
    from pyglet.window import mouse

    if buttons & mouse.LEFT and screen.samples:
        screen.samples.append((screen.clock_now(), x, screen.app.size[1] - 1 - y))
    elif buttons & mouse.RIGHT:
        screen.orbit[0] -= dx * 0.3
        screen.orbit[1] = float(np.clip(screen.orbit[1] + dy * 0.3, 5.0, 85.0))
        screen.camera_mode = "orbit"


def clock_now(screen: Any) -> float:
    """Wall clock for flick samples (tests may replace it)."""
    return time.perf_counter()


def on_mouse_release(screen: Any, x: int, y: int, button: int, modifiers: int) -> None:
    # pyglet.window needs a display: imported once the window is open
    from pyglet.window import mouse

    if button != mouse.LEFT or not screen.samples:
        return
    samples = screen.samples + [(screen.clock_now(), x, screen.app.size[1] - 1 - y)]
    screen.samples = []
    try:
        throw = flick_to_throw(samples, screen.camera(), screen.app.size, settings=DEBOULE_FLICK)
    except FlickError as exc:
        screen.say(exc.message(screen.lang))
        return
    screen.throw(throw)
    if screen.match.flight is not None:  # thrown: if it leaves the table, the player is told why
        screen.flicked = (screen.match.flight.piece, norm(throw.velocity))


def on_mouse_scroll(screen: Any, x, y, scroll_x, scroll_y) -> None:
    screen.orbit[2] = float(np.clip(screen.orbit[2] - scroll_y * 0.1, 0.4, 3.0))
    screen.camera_mode = "orbit"


def click_piece(screen: Any, x: int, y: int) -> None:
    """Choose the legal action aimed at the piece nearest the click (targets, towers)."""
    camera = screen.camera()
    size = screen.app.size
    poses = screen.match.world.poses()
    best, best_distance = None, 40.0  # pixels
    for i, action in enumerate(screen.choices()):
        target = getattr(action, "target", None) or getattr(action, "piece", None)
        if not isinstance(target, str) or target not in poses:
            continue
        px, py = camera.project([poses[target][0]], size)[0][:2]
        distance = math.hypot(px - x, py - (size[1] - 1 - y))  # project() is top-left
        if distance < best_distance:
            best, best_distance = i, distance
    if best is not None:
        screen.focus = best
        screen.act(screen.choices()[best])
