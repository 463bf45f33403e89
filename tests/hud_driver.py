"""Draws every screen of the window in many states at several window sizes (headless EGL window,
run in a subprocess by tests/test_hud_layout.py: pyglet's headless switch is process-wide) and
prints, as JSON, every text drawn: its region, its box and its words.

The 3D scene is not drawn (the renderer is stubbed): only where the text goes is looked at, and
that depends on the window size and the game's state, not on the pixels of the table. The
window's size is set by replacing GameApp.size (a headless window cannot be resized)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

SIZES = ((960, 600), (1000, 620), (1280, 720), (1600, 900), (2560, 1440))
INFO: dict[str, dict] = {}  # what a state knows beyond its texts (for the tests)
LONG_MESSAGE = ("Geste trop lent : le lancer part de derrière la réglette, glissez plus vite "
                "puis relâchez")


def _app(lang: str = "fr"):
    from deboule.shell.settings import Settings
    from deboule.shell.window import GameApp

    app = GameApp(headless=True, settings=Settings(window=(960, 540), quality="low", lang=lang))
    app.renderer.render = lambda *args, **kwargs: None  # text only: no 3D
    from deboule.render.porcelain import PorcelainPainter

    PorcelainPainter.paint = lambda *args, **kwargs: None
    return app


def _size(app, size) -> None:
    from deboule.shell.window import GameApp

    GameApp.size = property(lambda self: size)


# ---------------------------------------------------------------------------- states
def menus(app):
    from deboule.screens.menus import (
        ConfirmScreen,
        MainMenu,
        PauseScreen,
        SettingsScreen,
        SetupScreen,
    )
    from deboule.screens.rules_screen import RulesScreen

    main = app.screens[0]
    yield "main", main
    from deboule.text.i18n import tr

    app.push(ConfirmScreen(app, tr("menu.quit_question", app.settings.lang), "menu.quit_yes",
                           "menu.quit_no",
                           lambda: None, below=main))
    yield "confirm", app.screen
    app.pop()
    from deboule.text.i18n import Phrase

    app.push(ConfirmScreen(app, Phrase("menu.offer_resume", game="Cul de Chouette"),
                           "menu.offer_yes", "menu.offer_no", lambda: None, below=main))
    yield "offer_resume", app.screen
    app.pop()
    for game in ("deboule", "cdc", "enculette"):
        app.push(SetupScreen(app, game))
        yield f"setup_{game}", app.screen
        app.pop()
    app.push(SettingsScreen(app))
    yield "settings", app.screen
    app.pop()
    rules = RulesScreen(app)
    app.push(rules)
    for game in ("deboule", "cdc", "enculette", "chamot"):
        rules.menu.item("game").select(game)
        rules.scroll = 0.0
        yield f"rules_{game}", rules
    rules.menu.item("game").select("deboule")
    rules.scroll = 1e9  # the end of the page (clamped when drawn)
    yield "rules_deboule_end", rules
    app.pop()
    from deboule.games.cul_de_chouette.options import CdcOptions, CdcOptionsScreen

    app.push(CdcOptionsScreen(app, CdcOptions.preset("kaamelott"), players=4))
    yield "cdc_options", app.screen
    from deboule.games.cul_de_chouette.house_options import CdcHouseOptionsScreen

    app.push(CdcHouseOptionsScreen(app.screen))  # issue 34: the rules of other tables' page
    yield "cdc_house_options", app.screen
    app.pop()
    app.pop()
    assert isinstance(app.screen, MainMenu)
    from deboule.games.deboule.screen import DebouleScreen

    game = DebouleScreen.new(app, ["human", "expert"], seed=1)
    app.push(game)
    app.push(PauseScreen(app, game))
    yield "pause", app.screen
    app.pop()
    app.pop()


def deboule(app):
    from pyglet.window import key

    from deboule.games.deboule.match import DebouleMatch, Seat
    from deboule.games.deboule.screen import DebouleScreen
    from deboule.rules.deboule import Basculer, Chapeauter, Dechole, ForceRelance, PutBack, Renounce

    screen = DebouleScreen.new(app, ["human", "expert", "novice", "human"], seed=1,
                                options={"teams": True})
    app.push(screen)
    yield "deboule_rolloff", screen
    screen.message = LONG_MESSAGE
    yield "deboule_message", screen
    screen.message = ""
    choices = [Chapeauter("blue-1"), Basculer("far"), Basculer("near"), Basculer("left"),
               Basculer("right"), ForceRelance("yellow-2"), Dechole("green-1"),
               PutBack("red-2"), Renounce()]
    screen.choices = lambda: choices
    yield "deboule_choices", screen
    del screen.choices
    screen.choosing_towers = lambda: True
    yield "deboule_towers", screen
    del screen.choosing_towers
    app.pop()
    # a bots' game seen from the window: thinking, then the measurement of its first round
    bots = DebouleScreen(app, DebouleMatch([Seat("bot", "novice", "Bot débutant"),
                                            Seat("bot", "novice", "Bot débutant")], seed=3,
                                           headless=True, pace=0.01,
                                           lang=app.settings.lang))
    app.push(bots)
    yield "deboule_bot", bots
    for _ in range(20000):
        if bots.measuring is not None:
            break
        bots.update(0.05)
    assert bots.measuring is not None, "no round was measured"
    for _ in range(40):
        bots.update(0.05)  # the camera glides down
    yield "deboule_measure", bots
    from deboule.render.camera import CameraPose

    pose = CameraPose.from_camera(bots.camera())
    view = bots.hud.regions()["view"]
    width, height = app.size
    pixels = bots.camera().project([(*m.start, 0.0) for m in bots.measuring.pieces]
                                   + [(*bots.measuring.cochonde, 0.0)], (width, height))
    for _ in range(600):  # a minute: the measurement waits for the player, no timer
        bots.update(0.1)
    waited = bots.measuring is not None
    counted = [m.piece for m in bots.measuring.pieces if m.counted] if waited else []
    shown, hold = bots.measuring, bots.match.hold
    bots.on_key(key.ENTER, 0)
    after_enter = bots.measuring is None
    bots.measuring, bots.match.hold = shown, hold  # the same measurement again, for a click
    from pyglet.window import mouse

    bots.on_mouse_press(width // 2, height // 2, mouse.RIGHT, 0)
    kept_by_right = bots.measuring is not None
    bots.on_mouse_press(width // 2, height // 2, mouse.LEFT, 0)
    INFO["deboule_measure_click"] = {"kept_by_right": kept_by_right,
                                     "after_click": bots.measuring is None}
    INFO["deboule_measure"] = {
        "pitch": pose.pitch, "size": [width, height],
        "view": [view.x, view.y, view.w, view.h],
        "pieces": [[float(x), float(height - y)] for x, y in pixels],
        "counted": counted,
        "waited": waited, "after_enter": after_enter}
    app.pop()
    # a game to 5 points, not 21: over all the same, in one round instead of four
    finished = DebouleMatch([Seat("bot", "novice"), Seat("bot", "novice")], seed=3,
                            headless=True, target=5)
    finished.play_out()
    over = DebouleScreen(app, DebouleMatch.from_save(finished.to_save(), headless=True,
                                                     lang=app.settings.lang))
    app.push(over)
    yield "deboule_over", over
    app.pop()


def cdc(app):
    from test_cdc_screen import _bet_record, _near_the_end, _scripted_record

    from deboule.games.cul_de_chouette.screen import CdcScreen

    screen = CdcScreen.new(app, ["human", "expert", "novice", "regular"], seed=4)
    app.push(screen)
    yield "cdc_throw", screen
    screen.note = (LONG_MESSAGE, LONG_MESSAGE)
    screen.aims[0] = {"angle": 6.0, "power": 0.5, "lateral": 0.2}
    screen.armed = (len(screen.match.entries), 0)
    yield "cdc_aimed", screen
    app.pop()
    for name, record in (("cdc_menu", _scripted_record(["human", "human"], [(3, 3), (5,)])),
                         ("cdc_race", _scripted_record(["human", "expert", "expert"],
                                                       [(1, 1), (2,)])),
                         ("cdc_timer", _bet_record()),
                         ("cdc_near_end", _near_the_end())):
        screen = CdcScreen.from_save(app, record)
        app.push(screen)
        yield name, screen
        _cdc_info(name, screen)
        app.pop()
    from deboule.games.cul_de_chouette.match import CdcMatch, ManualClock

    match = CdcMatch(["novice", "expert", "regular", "novice", "expert", "novice"], seed=5,
                     clock=ManualClock())
    match.play_out()
    over = CdcScreen(app, match)
    app.push(over)
    yield "cdc_over", over
    app.pop()


def _cdc_info(name: str, screen) -> None:
    """The full texts of the prompt and of the last throw (drawn wrapped, never cut)."""
    from deboule.games.cul_de_chouette.explanations import explanation_line
    from deboule.games.cul_de_chouette.hud import last_throw
    from deboule.games.cul_de_chouette.prompts import prompt_text
    from deboule.text.i18n import tr

    match = screen.match
    decider = match.human_to_decide()
    last = last_throw(match.state, "fr")
    node = match.node
    meaning = explanation_line(node.prompt, "fr", match.state.variant, race=node.kind == "race")
    INFO[name] = {
        "prompt": prompt_text(match.state, decider, "fr") if decider is not None else None,
        "last": tr("cdc.last", "fr", text=last) if last else None,
        # what the question or the race means (issue 48), drawn under it
        "meaning": meaning if decider is not None or node.kind == "race" else None}


def enculette(app):
    from pyglet.window import key

    from deboule.games.enculette.match import EnculetteMatch
    from deboule.games.enculette.screen import EnculetteScreen
    from deboule.rules.enculette import Options

    screen = EnculetteScreen.new(app, ["human", "expert", "novice", "regular", "novice",
                                       "expert", "regular", "novice"], seed=3)
    app.push(screen)
    yield "enc_shake", screen
    screen.on_key(key.SPACE, 0)
    for _ in range(300):
        if not screen.match.busy():
            break
        screen.update(0.05)
    screen.on_key(key.P, 0)
    yield "enc_announce", screen
    screen.message = LONG_MESSAGE
    for _ in range(12):
        screen.on_key(key.DOWN, 0)
    yield "enc_announce_scrolled", screen
    app.pop()
    hot = EnculetteScreen.new(app, ["human", "human", "novice"], seed=1)
    app.push(hot)
    yield "enc_handover", hot
    app.pop()
    end = EnculetteScreen(app, EnculetteMatch(["novice", "regular"], seed=4,
                                              options=Options(broc=2), lang=app.settings.lang))
    end.match.set_headless(True)
    end.match.run_bots()
    app.push(end)
    yield "enc_over", end
    app.pop()


def chamot(app):
    """Chamot's table: the set-up, a turn with a card held, a word being typed (refused then
    accepted), hot seat, the end."""
    from pyglet.window import key

    from deboule.games.chamot.plan import Plan
    from deboule.games.chamot.screen import ChamotScreen
    from deboule.screens.menus import SetupScreen

    app.push(SetupScreen(app, "chamot"))
    yield "setup_chamot", app.screen
    app.pop()
    screen = ChamotScreen.new(app, ["human", "expert", "regular", "novice"], seed=3)
    app.push(screen)
    yield "chamot_start", screen
    screen.on_key(key.SPACE, 0)
    yield "chamot_holding", screen
    state = screen.match.state
    row = next((r for r in range(3)
                if Plan("place", "hand", row=r).suggestion(state)), 0)
    screen.on_key(key._1 + row, 0)
    screen.on_text("zzq")
    yield "chamot_typing", screen
    screen.on_key(key.ENTER, 0)
    screen.message = LONG_MESSAGE
    yield "chamot_refused", screen
    app.pop()
    hot = ChamotScreen.new(app, ["human", "human", "novice"], seed=1)
    app.push(hot)
    yield "chamot_hot_seat", hot
    app.pop()
    end = ChamotScreen.new(app, ["novice", "expert"], seed=2, options={"short": True})
    end.match.play_out()
    app.push(end)
    yield "chamot_over", end
    app.pop()


def run(lang: str = "fr", sizes: tuple[tuple[int, int], ...] = SIZES) -> dict:
    app = _app(lang)
    app.frame()
    out = {}
    for states in (menus, deboule, cdc, enculette, chamot):
        for name, screen in states(app):
            assert app.screen is screen, name
            for size in sizes:
                _size(app, size)
                app.draw()
                out[f"{name}@{size[0]}x{size[1]}"] = [
                    [region, [box.x, box.y, box.w, box.h], text]
                    for region, box, text in app.text.last_frame]
            _size(app, (1280, 720))
    return {"labels": out, "info": INFO}


if __name__ == "__main__":
    # optional: a language and the window sizes (tests/test_words.py: English at one size)
    # hud_driver.py [fr|en] [1280x720 ...]
    chosen = tuple(tuple(int(v) for v in arg.split("x")) for arg in sys.argv[2:]) or SIZES
    print(json.dumps(run(sys.argv[1] if len(sys.argv) > 1 else "fr", chosen)))
