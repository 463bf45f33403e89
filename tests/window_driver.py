"""Scenarios that drive the real game window headless (EGL), in a process of their own since
pyglet's headless switch is process-wide: one scenario (`window_driver.py NAME [ARG...]`), or
several one after the other (`window_driver.py --many`, a JSON list of runs on stdin), as
tests/test_window.py runs them: the interpreter, the imports and EGL are started once. Prints
JSON."""

from __future__ import annotations

import json
import sys
import time

import numpy as np


def _app():
    from deboule.shell.window import GameApp

    return GameApp(headless=True)


def _press(app, symbol, times: int = 1) -> None:
    for _ in range(times):
        app.window.dispatch_event("on_key_press", symbol, 0)
        app.frame()


def _start_deboule(app) -> None:
    from pyglet.window import key

    _press(app, key.ENTER)  # "Jouer au Déboulé"
    setup = app.screen
    while setup.menu.current.key != "start":
        _press(app, key.DOWN)
    _press(app, key.ENTER)


def _settle(app, limit: int = 2000) -> int:
    """Frames until the throw in progress has landed."""
    for frame in range(limit):
        app.frame(1 / 30)
        if app.screen.match.flight is None:
            return frame
    raise AssertionError("the throw never came to rest")


def _run_until(app, done, dt: float, net: bool = True) -> None:
    """Updates of `dt` seconds of game time until `done()`, drawn ten times a second of real
    time. The bots think on threads or in a process of their own and pause on the wall clock,
    as long as the machine makes them (a fixed number of frames failed on a loaded machine):
    drawing every update meanwhile cost the CPU, not the bots; a short sleep between updates
    leaves their threads the interpreter. After 120 s, a net only: an AssertionError (`net`),
    else the caller sees the state it did not reach."""
    deadline = time.monotonic() + 120
    drawn = 0.0
    while not done():
        if time.monotonic() >= deadline:
            assert not net, "the bots never answered"
            return
        if time.monotonic() - drawn >= 0.1:
            app.frame(dt)
            drawn = time.monotonic()
        else:
            app.window.dispatch_events()
            app.tick(dt)
            time.sleep(0.002)


def _focus(app, item: str, direction: int | None = None) -> None:
    """Press Down (or `direction`) until the menu's focus is on `item`, as a player would."""
    from pyglet.window import key

    for _ in range(len(app.screen.menu.items) + 1):
        if app.screen.menu.current.key == item:
            return
        _press(app, direction or key.DOWN)
    raise AssertionError(f"no line {item!r} in the menu")


def menus() -> dict:
    app = _app()  # first: pyglet must know it is headless before pyglet.window is imported
    from pyglet.window import key

    app.frame()
    first = app.screen.menu.current.key
    _focus(app, "settings")  # down the main menu, line by line, to "Réglages"
    focused = app.screen.menu.current.key
    _press(app, key.ENTER)
    settings_screen = type(app.screen).__name__
    _press(app, key.RIGHT)  # language: fr -> en
    lang = app.settings.lang
    _press(app, key.DOWN, 5)  # volume, quality, window, fullscreen, colour-blind-safe colours
    colour_item = app.screen.menu.current.key
    _press(app, key.RIGHT)
    colour_safe = [app.settings.colour_safe, app.renderer.colour_safe]
    _press(app, key.ESCAPE)
    back = type(app.screen).__name__
    title = app.screen.menu.items[0].text()
    _focus(app, "deboule", key.UP)
    _start_deboule(app)
    game_screen = type(app.screen).__name__
    pending = type(app.screen.match.pending).__name__
    seats = ["human" if s.kind == "human" else s.level for s in app.screen.match.seats]
    return {"first": first, "focused": focused, "settings_screen": settings_screen,
            "lang": lang, "colour_item": colour_item, "colour_safe": colour_safe, "back": back,
            "title": title, "game_screen": game_screen,
            "pending": pending, "seats": seats}


def keyboard_throw(picture: str = "/tmp/window_throw.png") -> dict:
    app = _app()
    from PIL import Image
    from pyglet.window import key

    app.frame()
    _start_deboule(app)
    screen = app.screen
    before = len(screen.match.game.events)
    _press(app, key.SPACE)
    rolling = screen.match.flight is not None
    frames = _settle(app)
    image = app.screenshot()
    Image.fromarray(image).save(picture)
    events = [e.kind for e in screen.match.game.events[before:]]
    return {"rolling": rolling, "frames": frames, "events": events,
            "inputs": len(screen.match.inputs), "std": float(image.std()),
            "mean": [float(v) for v in image.reshape(-1, 3).mean(axis=0)]}


def flick_throw() -> dict:
    app = _app()
    from pyglet.window import mouse

    app.frame()
    _start_deboule(app)
    screen = app.screen
    clock = iter(np.arange(0.0, 10.0, 0.016))
    screen.clock_now = lambda: float(next(clock))
    width, height = app.size
    x, y = width // 2, 40  # near the bottom of the thrower's view: behind the réglette
    app.window.dispatch_event("on_mouse_press", x, y, mouse.LEFT, 0)
    for step in range(1, 8):
        app.window.dispatch_event("on_mouse_drag", x + step, y + 12 * step, 1, 12, mouse.LEFT, 0)
    app.window.dispatch_event("on_mouse_release", x + 8, y + 96, mouse.LEFT, 0)
    app.frame()
    launched = screen.match.flight is not None
    message = screen.message
    _settle(app)
    throw = screen.match.inputs[0]["throw"] if screen.match.inputs else None
    return {"launched": launched, "message": message, "throw": throw,
            "events": [e.kind for e in screen.match.game.events]}


def save_and_resume() -> dict:
    app = _app()
    from pyglet.window import key

    app.frame()
    _start_deboule(app)
    screen = app.screen
    _press(app, key.SPACE)
    _settle(app)
    # let the bot answer too: it thinks on a thread of its own, which takes as long as the
    # machine makes it (a fixed number of frames failed on a loaded machine): wait for the
    # state, with a net only
    _run_until(app, screen.match.human_to_act, 1 / 10)
    inputs = screen.match.to_save()["inputs"]
    poses = {k: [list(p), list(q)] for k, (p, q) in screen.match.world.poses().items()}
    app.quit()
    from deboule.files.saves import read_save

    kind, data = read_save()
    from deboule.shell.window import GameApp

    again = GameApp(headless=True, resume=True)
    again.frame()
    resumed = again.screen
    return {"kind": kind, "saved_inputs": len(data["inputs"]), "inputs": len(inputs),
            "same_inputs": resumed.match.to_save()["inputs"] == inputs,
            "same_poses": {k: [list(p), list(q)] for k, (p, q)
                           in resumed.match.world.poses().items()} == poses,
            "screen": type(resumed).__name__}



def refused_files() -> dict:
    """Issue 16: a refused settings file and a refused autosave, at start with --resume: the
    window tells the player (from the translation tables), both files are set aside, the main
    menu shows with "Reprendre" disabled."""
    import os
    from pathlib import Path

    config, data = Path(os.environ["DEBOULE_CONFIG_DIR"]), Path(os.environ["DEBOULE_DATA_DIR"])
    config.mkdir(parents=True)
    data.mkdir(parents=True)
    (config / "settings.json").write_text('{"version": 1, "window": [100000, 100000]}')
    (data / "autosave.json").write_text('{"version": 1, "kind": {"evil": 1}, "data": {}}')
    from deboule.shell.window import GameApp

    app = GameApp(headless=True, resume=True)
    app.frame()
    image = app.screenshot().astype(float)
    french = app.current_notices()
    app.settings = app.settings.with_(lang="en")
    english = app.current_notices()
    height = image.shape[0]
    return {"screen": type(app.screen).__name__, "fr": french, "en": english,
            "resume_enabled": app.screen.menu.item("resume").enabled,
            "window": list(app.settings.window),
            "data": sorted(p.name for p in data.iterdir()),
            "config": sorted(p.name for p in config.iterdir()),
            "band": image[:20].mean(axis=(0, 1)).tolist(),
            "middle": image[height // 3: height // 2].mean(axis=(0, 1)).tolist()}


def partial_redraw() -> dict:
    """Frames drawn by redrawing only where pieces moved equal full redraws, pixel for pixel."""
    app = _app()
    from deboule.games.deboule.screen import DebouleScreen

    screen = DebouleScreen.new(app, ["expert", "expert"], seed=1)
    app.push(screen)
    world = screen.match.world
    placed = {"red-1": (0.55, -0.05), "red-2": (0.62, 0.06), "blue-1": (0.70, -0.12),
              "blue-2": (0.66, 0.16), "green-1": (0.80, 0.02), "cochonde": (0.68, 0.0)}
    for pid, (x, y) in placed.items():
        world.set_pose(pid, (x, y, world.pieces[pid].size / 2))
    world.settle()
    screen.camera_mode = "behind"
    rng = np.random.default_rng(3)
    world.launch("yellow-2", world.random_throw(rng, "yellow-2"))
    worst, frames = 0, 0
    while not world.at_rest() and frames < 90:
        world.advance(1 / 30)
        app.window.switch_to()
        screen.draw_scene()
        partial = app.screenshot().astype(int)
        screen.scene_cache.valid = False  # force a full redraw of the same state
        screen.draw_scene()
        full = app.screenshot().astype(int)
        worst = max(worst, int(np.abs(partial - full).max()))
        frames += 1
    cache = screen.scene_cache
    return {"frames": frames, "worst": worst, "partial": cache.partial, "full": cache.full}


def _keys(app, *symbols, modifiers: int = 0) -> None:
    for symbol in symbols:
        app.window.dispatch_event("on_key_press", symbol, modifiers)
        app.frame(1 / 60)


def key_scheme() -> dict:
    """Issue 10: the same keys mean the same thing in every game."""
    app = _app()
    from pyglet.window import key

    from deboule.games.cul_de_chouette.screen import CdcScreen
    from deboule.games.deboule.screen import DebouleScreen
    from deboule.games.enculette.screen import EnculetteScreen

    app.frame()
    presses = [key.LEFT, key.LEFT, key.UP]
    deboule = DebouleScreen.new(app, ["human", "expert"], seed=1)
    app.push(deboule)
    before = dict(deboule.aim)
    _keys(app, *presses)
    _keys(app, key.LEFT, modifiers=key.MOD_SHIFT)
    deboule_aim = {k: round(deboule.aim[k] - before[k], 4) for k in ("angle", "power",
                                                                     "lateral")}
    app.pop()
    cdc = CdcScreen.new(app, ["human", "expert"], seed=2)
    app.push(cdc)
    before = dict(cdc.aim_of(0))
    _keys(app, *presses)
    _keys(app, key.LEFT, modifiers=key.MOD_SHIFT)
    cdc_aim = {k: round(cdc.aim_of(0)[k] - before[k], 4) for k in ("angle", "power",
                                                                  "lateral")}
    app.pop()
    enculette = EnculetteScreen.new(app, ["human", "expert"], seed=3)
    app.push(enculette)
    _keys(app, key.SPACE)
    for _ in range(300):
        if not enculette.match.busy():
            break
        app.frame(0.05)
    entries = len(enculette.menu())
    _keys(app, key.UP)  # from the first line: round to the last, like every menu
    wrapped_up = enculette.focus
    _keys(app, key.DOWN)
    wrapped_down = enculette.focus
    rows = [row.text for row in enculette.hud.rows()]
    return {"deboule": deboule_aim, "cdc": cdc_aim, "entries": entries,
            "wrapped_up": wrapped_up, "wrapped_down": wrapped_down, "rows": rows}


def main_menu_keys() -> dict:
    """Issue 10: Esc on the main menu asks first; Enter on "Quitter" quits cleanly."""
    app = _app()
    from pyglet.window import key

    from deboule.screens.menus import ConfirmScreen, MainMenu

    app.frame()
    _keys(app, key.ESCAPE)
    asked = type(app.screen).__name__
    question = app.screen.title()
    _keys(app, key.ESCAPE)  # no: back to the menu
    back = type(app.screen).__name__
    _keys(app, key.UP)  # from the first line up: round to "Quitter"
    focused = app.screen.menu.current.key
    _keys(app, key.ENTER)
    app.frame()  # a frame after quitting must not reach a screen (the IndexError of issue 10)
    app.tick(1 / 60)
    quit_by_item = not app.running
    again = _app()
    again.frame()
    _keys(again, key.ESCAPE, key.ENTER)  # "Quitter" is the question's first answer
    return {"asked": asked, "question": question, "back": back, "focused": focused,
            "quit_by_item": quit_by_item, "quit_by_escape": not again.running,
            "classes": [ConfirmScreen.__name__, MainMenu.__name__]}


def message_clears() -> dict:
    """Issue 10: a message goes once it no longer applies (a refused gesture, then a throw)."""
    app = _app()
    from pyglet.window import key, mouse

    from deboule.games.cul_de_chouette.screen import CdcScreen
    from deboule.games.deboule.screen import DebouleScreen

    app.frame()
    found = {}
    for name, screen in (("deboule", DebouleScreen.new(app, ["human", "expert"], seed=1)),
                         ("cdc", CdcScreen.new(app, ["human", "expert"], seed=2))):
        app.push(screen)
        app.frame()
        # a press and a release at once: too short a gesture, refused with its reason
        width, height = app.size
        if name == "deboule":
            app.window.dispatch_event("on_mouse_press", width // 2, 40, mouse.LEFT, 0)
            app.window.dispatch_event("on_mouse_release", width // 2, 40, mouse.LEFT, 0)
        else:
            vx, vy, w, h = screen.tray_viewport()
            app.window.dispatch_event("on_mouse_press", vx + w // 4, vy + h // 2, mouse.LEFT, 0)
            app.window.dispatch_event("on_mouse_release", vx + w // 4, vy + h // 2,
                                      mouse.LEFT, 0)
        app.frame()
        refused = screen.message if name == "deboule" else screen.note_text()
        _keys(app, key.SPACE)  # a good throw
        app.frame()
        after = screen.message if name == "deboule" else screen.note_text()
        found[name] = {"refused": refused, "after": after}
        app.pop()
    return found


def resume_offer() -> dict:
    """Issue 10: launched with a saved game, the window offers to resume it."""
    app = _app()
    from pyglet.window import key

    app.frame()
    _start_deboule(app)
    _press(app, key.SPACE)
    _settle(app)
    app.quit()  # the game saves itself on closing
    from deboule.shell.window import GameApp

    again = GameApp(headless=True)
    offered = None
    for _ in range(600):  # the save is rebuilt in the background
        again.frame(1 / 30)
        if type(again.screen).__name__ == "ConfirmScreen":
            offered = again.screen.title()
            break
    _keys(again, key.ENTER)
    return {"offered": offered, "screen": type(again.screen).__name__}


def watch_bots() -> dict:
    """Issue 15: "Regarder les bots" from the main menu (Up, Up: it is the line before
    "Quitter"), each game in turn: the game starts with bots only and goes on by itself."""
    app = _app()  # first: pyglet must know it is headless before pyglet.window is imported
    from pyglet.window import key

    from deboule import registry
    from deboule.files.saves import slot_files

    app.frame()
    out = {}

    for index, entry in enumerate(registry.GAMES):
        _focus(app, "watch")
        _press(app, key.ENTER)
        watch = app.screen
        title = watch.title()
        _press(app, key.RIGHT, index)  # the game line: the index-th game
        while watch.menu.current.key != "start":
            _press(app, key.DOWN)
        _press(app, key.ENTER)
        game = app.screen
        match = game.match
        seats = [getattr(s, "kind", s) for s in match.seats]
        before = len(match.state.history)
        # the pauses the bots keep for people to follow, an eighth as long: the test is not
        # of them (on the wall clock in Cul de Chouette and Chamot, 0.7-0.9 s a move)
        if hasattr(match, "pace"):
            match.pace /= 8
        # the test reads how far they went (a net against a hang only)
        _run_until(app, lambda match=match, before=before: len(match.state.history) > before + 2,
                   1 / 30, net=False)
        app.frame(1 / 30)
        out[entry.key] = {"screen": type(game).__name__, "seats": seats,
                          "title": title, "advanced": len(match.state.history) - before,
                          "watched": getattr(game, "watched", False)}
        _press(app, key.ESCAPE)  # the pause menu
        out[entry.key]["leave"] = app.screen.menu.item("menu").text()  # says no "saved"
        app.screen.command("menu")  # back to the main menu (a game saves itself on closing)
        out[entry.key]["saves"] = len(slot_files())
    return out


def watch_measure() -> dict:
    """Issue 30, point 7: a watched Déboulé match of bots (as "Regarder les bots" starts it:
    `watched`, checked by watch_bots) shows a round's measurement and goes on by itself, with
    no key pressed; while a bot thinks, the status names its seat. Novice bots thinking in
    place, at a short pace: the first round ends soon in game time."""
    app = _app()  # first: pyglet must know it is headless before pyglet.window is imported
    from deboule.games.deboule.match import DebouleMatch, Seat
    from deboule.games.deboule.screen import DebouleScreen

    app.frame()
    game = DebouleScreen(app, DebouleMatch([Seat("bot", "novice", "Bot débutant"),
                                            Seat("bot", "novice", "Bot débutant")], seed=3,
                                           headless=True, pace=0.01))
    game.watched = True
    app.push(game)
    statuses: set[str] = set()
    for _ in range(20_000):  # game time, not the machine's: updates only, 0.05 s each
        statuses.update(game.status())
        game.update(0.05)
        if game.measuring is not None:
            break
    measured = game.measuring is not None
    prompt = [line.text for line in game.hud.prompt_lines()] if measured else []
    waited = 0.0
    while game.measuring is not None and waited < 60.0:
        game.update(0.05)
        waited += 0.05
    app.frame()
    return {"measured": measured, "waited": round(waited, 2), "after": game.measuring is None,
            "prompt": prompt, "statuses": sorted(statuses)}


def run_many(runs: list[dict]) -> dict:
    """Each run {"scenario", "config", "data", "args"} in turn, on its own configuration and
    data directories; its windows closed and its background jobs stopped before the next, so
    nothing of one reaches another. {scenario: its JSON, or {"error": the traceback}}."""
    import os
    import traceback

    import pyglet

    pyglet.options["headless"] = True  # before pyglet.window is imported (GameApp's module)
    from deboule.screens.background import stop_all
    from deboule.shell.window import GameApp

    opened: list[GameApp] = []
    init = GameApp.__init__

    def tracked_init(self, *args, **kwargs) -> None:
        opened.append(self)
        init(self, *args, **kwargs)

    GameApp.__init__ = tracked_init
    results = {}
    for run in runs:
        os.environ["DEBOULE_CONFIG_DIR"], os.environ["DEBOULE_DATA_DIR"] = run["config"], \
            run["data"]
        try:
            results[run["scenario"]] = globals()[run["scenario"]](*run.get("args", ()))
        except Exception:  # noqa: BLE001 - told to the scenario's own test
            results[run["scenario"]] = {"error": traceback.format_exc()}
        for app in opened:
            if app.renderer is not None:
                app.quit()
        opened.clear()
        stop_all(timeout=None)
    return results


if __name__ == "__main__":
    if sys.argv[1] == "--many":
        print(json.dumps(run_many(json.loads(sys.stdin.read()))))
    else:
        print(json.dumps(globals()[sys.argv[1]](*sys.argv[2:])))
