"""Each of the four games played to its end from the browser seat, in Debian's headless
chromium: the page (seat 1), a window's seat (the window's own Session, seat 2) and a bot of
the server (seat 3), short games (Cul de Chouette to 60, Le Déboulé to 3, L'Enculette's broc
of 6, Chamot's short game). Each side plays the first thing offered (a throw, the first
button; the page's Chamot words are the rules' own suggestions, typed in its word box).
Prints, per game, whether the room and the page ended, the page's last prompt, its errors and
the time; a screenshot of the page at the end in OUT (default /tmp).

    .venv/bin/python -m bench.web_games [GAME ...] [--out DIR]
"""

from __future__ import annotations

import dataclasses
import sys
import time
from pathlib import Path
from typing import Any

from bench.web_seat import CHROMIUM, FLAGS
from deboule.online.server import ServerThread
from deboule.online.session import Session
from deboule.shell.flick import keyboard_throw

GAMES = {"cul-de-chouette": {}, "deboule": {}, "enculette": {"preset": "broc=6"},
         "chamot": {"preset": "short"}}
NET = 900.0  # seconds a game may take at most here
READY = "() => { const a = window.deboule; return !!(a.table && a.decoding === 0 && " \
        "!a.player.moving()) }"
OTHERS = "#actions button:not(.throw):not(.race):not(.piece):not(.turn):not(.peek):not(.word)"


def shorten() -> None:
    """Short games on this process's server (as the online tests shorten them)."""
    import deboule.games.deboule.sim as deboule_sim
    from deboule.rules.cul_de_chouette.variant import Variant

    made = Variant.preset.__func__

    def preset(cls: Any, name: str = "kaamelott", **changes: Any) -> Variant:
        variant = made(cls, name, **changes)
        return dataclasses.replace(variant, win_score=60, cap_score=min(variant.cap_score, 59))

    Variant.preset = classmethod(preset)
    deboule_sim.TARGET = 3


def window_acts(session: Session, game: str, done: dict[str, Any]) -> None:
    """The window's seat: a throw when its throw is awaited, else its first legal action."""
    session.poll()
    state = session.rules_state()
    if state is None or state.is_over or done.get("window") == len(state.history):
        if game == "cul-de-chouette" and state is not None and state.node.kind == "race" \
                and session.race_nonce and done.get("race") != session.race_nonce:
            done["race"] = session.race_nonce
            session.press()
        return
    seat, length = session.seat, len(state.history)
    if game == "deboule":
        from deboule.rules.deboule import RollOffRequest, ThrowRequest

        req = state.pending
        if seat in getattr(req, "players", ()):
            done["window"] = length
            if isinstance(req, RollOffRequest | ThrowRequest):
                piece = "cochonde" if isinstance(req, RollOffRequest) else req.pieces[0]
                session.throw(piece, keyboard_throw(0.0, 0.3, 0.0, 0.0))
            elif session.legal:
                session.decide(session.legal[0])
    elif game == "cul-de-chouette":
        node = state.node
        if node.kind == "chance" and node.roller == seat:
            done["window"] = length
            session.throw()
        elif node.kind == "decision" and node.players[0] == seat:
            done["window"] = length
            if node.prompt == "pre_roll":
                session.throw()
            else:
                session.decide(session.legal[0])
        elif node.kind == "race" and session.race_nonce and \
                done.get("race") != session.race_nonce:
            done["race"] = session.race_nonce
            session.press()
    elif game == "enculette" and state.is_chance_node() and state.cup().server == seat:
        done["window"] = length
        session.throw()
    elif seat in session.deciders and session.legal:
        done["window"] = length
        session.decide(session.legal[0])


def browser_acts(page: Any, game: str, rooms: ServerThread, code: str,
                 done: dict[str, Any]) -> None:
    """The page's player: the race's button, the throw, a Chamot word, else the first button."""
    if not page.evaluate(READY):
        return
    at = page.evaluate("() => window.deboule.at")
    if done.get("page") == at and time.monotonic() - done.get("page_time", 0.0) < 6:
        return
    race = page.locator("#actions button.race:not([disabled])")
    throw = page.locator("#actions button.throw")
    word = page.locator("#actions button.word")
    others = page.locator(OTHERS)
    if race.count():
        race.click()
    elif throw.count():
        throw.click()
    elif game == "chamot" and word.count() and play_a_word(page, rooms, code, word):
        pass
    elif others.count():
        others.first.click()
    else:
        return
    done["page"], done["page_time"] = at, time.monotonic()


def play_a_word(page: Any, rooms: ServerThread, code: str, word: Any) -> bool:
    room = rooms.rooms.rooms[code]
    legal = rooms.call(lambda: [a for a in room.match.state.legal_actions()
                                if a.KIND == "place" and a.source == "hand"])
    offered = page.evaluate("() => window.deboule.table.actions")
    rows = [a["action"].get("row") for a in offered if a["word"]]
    for action in legal:
        if action.row in rows:
            word.nth(rows.index(action.row)).click()
            page.fill("#word", action.word.upper())
            page.click("#wordsend")
            return True
    return False


def play(browser: Any, rooms: ServerThread, game: str, out: Path) -> None:
    start = time.monotonic()
    port = rooms.port
    session = Session.connect(f"ws://127.0.0.1:{port}", "Fenêtre")
    code = session.create(game, ["open", "open", "regular"], {"players": 3, **GAMES[game]},
                          autostart=True)
    session.join(code, 1)
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.goto(f"http://127.0.0.1:{port}/{code}")
    done: dict[str, Any] = {}
    room = None
    while time.monotonic() - start < NET:
        window_acts(session, game, done)
        browser_acts(page, game, rooms, code, done)
        room = rooms.rooms.rooms[code]
        if page.evaluate("() => window.deboule.over") and room.status == "over":
            break
        page.wait_for_timeout(40)
    page.wait_for_timeout(800)
    page.screenshot(path=str(out / f"web-end-{game}.png"))
    print(f"{game}: room {room.status if room else '?'}, page over "
          f"{page.evaluate('() => window.deboule.over')}, "
          f"«{page.locator('#prompt').inner_text()[:80]}», page errors {errors}, "
          f"{time.monotonic() - start:.0f} s", flush=True)
    context.close()
    session.close()


def main() -> None:
    from playwright.sync_api import sync_playwright

    args = sys.argv[1:]
    out = Path(args[args.index("--out") + 1]) if "--out" in args else Path("/tmp")
    chosen = [a for a in args if a in GAMES] or list(GAMES)
    shorten()
    rooms = ServerThread()
    rooms.start()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        for game in chosen:
            play(browser, rooms, game, out)
        browser.close()
    rooms.stop()


if __name__ == "__main__":
    main()
