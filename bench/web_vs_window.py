"""Each of the four games played to its end by a browser, a real game window and a bot, on a
real room server: `deboule serve` on 127.0.0.1 (its own process), `deboule play --online URL
--room CODE --seat 2` in a real X window (a private Xvfb; tests/realwindow.py types its keys),
Debian's headless chromium (Playwright) on the room's link `http://127.0.0.1:PORT/CODE`, and a
bot of the server in the third seat. Screenshots of both the window and the page during play
and at the end go to OUT (default: deboule-web-vs-window in the temporary folder, never the
repository); their paths are
printed, to be looked at.

    .venv/bin/python -m bench.web_vs_window [GAME ...] [--out DIR]

The games are short, by the room's options (Cul de Chouette to 60, Le Déboulé to 3,
L'Enculette's broc of 6, Chamot's short game).
Who must act is read as a player would see it: for the public games (Cul de Chouette, Le
Déboulé) from a spectator of the room, for the hidden ones from the page's own table (whose
turn it is); the window is only sent keys (Space throws or shakes or turns a card, Enter takes
the menu's first line, A is its race key; Chamot: the card on row 1 with the word Tab offers,
else the card discarded), the page only clicks (as bench/web_games.py)."""

from __future__ import annotations

import importlib.util
import json
import os
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.web_games import browser_acts
from bench.web_seat import CHROMIUM, FLAGS
from deboule.online.session import Session
from deboule.text.terminal import say

ROOT = Path(__file__).resolve().parent.parent
# short games, as the room's options (docs/options.md): the server is `deboule serve` as shipped
GAMES = {"cul-de-chouette": {"win_score": 60, "cap_score": 59}, "deboule": {"target": 3},
         "enculette": {"broc": 6}, "chamot": {"short": True}}
NET = 900.0  # seconds a game may take at most here (a net, not a measure)
WINDOW_SEAT = 1  # `--seat 2`: the page takes the first open seat (0), the bot the third (2)


def realwindow() -> Any:
    """tests/realwindow.py (the tests' own driver of a real window; `tests` is not a package
    importable from here: another distribution ships one)."""
    spec = importlib.util.spec_from_file_location("realwindow", ROOT / "tests" / "realwindow.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_server(log: Path) -> tuple[subprocess.Popen, int]:
    """`deboule serve --host 127.0.0.1`, once it listens."""
    port = free_port()
    with open(log, "w") as out:
        server = subprocess.Popen([sys.executable, "-m", "deboule.cli", "serve", "--host",
                                   "127.0.0.1", "--port", str(port)], cwd=ROOT, stdout=out,
                                  stderr=out)
    deadline = time.monotonic() + 60
    while "ws://127.0.0.1" not in log.read_text():
        assert server.poll() is None and time.monotonic() < deadline, log.read_text()
        time.sleep(0.1)
    return server, port


def low_quality(home: Path) -> None:
    """The window at low quality: a window, a browser and a server share two loaded cores."""
    from deboule.shell.settings import Settings

    settings = home / "config" / "settings.json"
    settings.parent.mkdir(parents=True, exist_ok=True)
    settings.write_text(json.dumps(Settings(quality="low").to_dict()))


class WindowPlayer:
    """The window's player: a key when its seat must act, as the table shows it; one key per
    state (the next waits until the state changed, or a few seconds: a key the window ignored,
    its dice still rolling, is typed again)."""

    def __init__(self, window: Any, game: str, spectator: Session | None) -> None:
        self.window, self.game, self.spectator = window, game, spectator
        self.last: tuple[Any, float] = (None, 0.0)
        self.race: Any = None
        self.keys = 0

    def key(self, *names: str) -> None:
        self.window.key(*names)
        self.keys += len(names)

    def act(self, page: Any) -> None:
        if not self.window.alive():
            return
        if self.spectator is not None:
            self.spectator.poll()
            state = self.spectator.rules_state()
            if state is None or state.is_over:
                return
            at = len(state.history)
            if self.game == "cul-de-chouette":
                self.cdc(state, at)
            else:
                self.deboule(state, at)
            return
        table = page.evaluate("() => window.deboule.table")
        if not table or table.get("over") or not table["players"][WINDOW_SEAT]["owner"]:
            return
        at = page.evaluate("() => window.deboule.at")
        if not self.fresh(at):
            return
        if self.game == "enculette":
            self.key("space")  # shakes when the cup is to be shaken, else the menu's first line
        else:
            self.chamot(page, at)

    def fresh(self, at: Any, again: float = 5.0) -> bool:
        """Whether the window has not acted on this state yet (or long enough ago)."""
        seen, when = self.last
        if seen == at and time.monotonic() - when < again:
            return False
        self.last = (at, time.monotonic())
        return True

    def cdc(self, state: Any, at: int) -> None:
        node = state.node
        if node.kind == "race":
            if self.race != at and WINDOW_SEAT in node.race.shouts:
                self.race = at
                time.sleep(1.0)  # the window's dice come to rest before its press counts
                self.spectator.poll()
                still = self.spectator.rules_state()
                if still is not None and still.node.kind == "race":  # a key after it: a Bévue
                    self.key("a")
        elif node.kind == "chance" and node.roller == WINDOW_SEAT and self.fresh(at):
            self.key("space")
        elif node.kind == "decision" and node.players[0] == WINDOW_SEAT and self.fresh(at):
            self.key("space" if node.prompt == "pre_roll" else "Return")

    def deboule(self, state: Any, at: int) -> None:
        if WINDOW_SEAT in getattr(state.pending, "players", ()) and self.fresh(at):
            self.key("Return")  # a throw by the keyboard's aim, or the menu's first line

    def chamot(self, page: Any, at: Any) -> None:
        """Turn a card; else the card on row 1 with the word Tab offers; else Escape and the
        card discarded: each tried until the page sees the state change."""
        for keys in (("space",), ("1", "Tab", "Return"), ("Escape", "d")):
            self.key(*keys)
            deadline = time.monotonic() + 3.0
            while time.monotonic() < deadline:
                if page.evaluate("() => window.deboule.at") != at:
                    return
                time.sleep(0.1)


def play(browser: Any, port: int, game: str, out: Path, module: Any) -> list[str]:
    start = time.monotonic()
    url = f"ws://127.0.0.1:{port}"
    host = Session.connect(url, "Hôte")
    code = host.create(game, ["open", "open", "regular"], {"players": 3}, autostart=True,
                       options=GAMES[game])
    spectator = None
    if game in ("cul-de-chouette", "deboule"):
        spectator = Session.connect(url, "Spectateur")
        spectator.watch(code)
        spectator.game = spectator.client.wait_for("lobby")["game"]
    shots: list[str] = []
    home = Path(tempfile.mkdtemp(prefix=f"i47-{game}-"))
    low_quality(home)
    with module.xserver("1280x720") as display, \
            module.RealWindow(display, home, "--online", url, "--room", code,
                                 "--seat", str(WINDOW_SEAT + 1), "--name", "Fenêtre") as window:
        context = browser.new_context(viewport={"width": 1280, "height": 800})
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        link = f"http://127.0.0.1:{port}/{code}"
        page.goto(link)
        player = WindowPlayer(window, game, spectator)
        done: dict[str, Any] = {}
        middle = False
        over = False
        while time.monotonic() - start < NET and window.alive():
            player.act(page)
            if game == "chamot":
                chamot_page_acts(page, done)
            else:
                browser_acts(page, game, None, code, done)
            at = page.evaluate("() => window.deboule.at") or 0
            if not middle and at >= 8:
                middle = True
                shots += snap(window, page, out, f"{game}-play")
            if page.evaluate("() => window.deboule.over"):
                over = True
                break
            page.wait_for_timeout(60)
        page.wait_for_timeout(2500)  # the last throw drawn on both
        shots += snap(window, page, out, f"{game}-end")
        page.wait_for_timeout(8000)  # the window's measure or last words, then its end
        shots += snap(window, page, out, f"{game}-final")
        said = page.locator("#prompt").inner_text()[:90]
        seen = page.evaluate("() => window.deboule.at")
        say(f"{game}: room {code}, link {link}, page over {over}, page at action {seen}, "
            f"window keys {player.keys}, window alive {window.alive()}, «{said}», "
            f"page errors {errors}, {time.monotonic() - start:.0f} s")
        context.close()
    for session in (host, spectator):
        if session is not None:
            session.close()
    return shots


def chamot_page_acts(page: Any, done: dict[str, Any]) -> None:
    """The page's Chamot player: with a card in hand, a word on the first row the lexicon has
    one for (typed in the page's word box), else a discard; without, turn a card."""
    from bench.web_games import READY

    if not page.evaluate(READY):
        return
    at = page.evaluate("() => window.deboule.at")
    if done.get("page") == at and time.monotonic() - done.get("page_time", 0.0) < 6:
        return
    table = page.evaluate("() => window.deboule.table")
    actions = (table or {}).get("actions") or []
    if not actions:
        return
    done["page"], done["page_time"] = at, time.monotonic()
    buttons = page.locator("#actions button")
    kinds = [a["action"].get("type") for a in actions]
    hand = (table.get("hand") or "").lower()
    for index, item in enumerate(actions):
        data = item["action"]
        if hand and data.get("type") == "place" and data.get("source") == "hand":
            row = table["rows"][data["row"]]["word"].lower().replace("?", "")
            found = lexicon().suggest(row + hand)
            if found:
                buttons.nth(index).click()
                page.fill("#word", found.upper())
                page.click("#wordsend")
                return
    for kind in ("turn", "discard"):
        if kind in kinds:
            buttons.nth(kinds.index(kind)).click()
            return
    buttons.nth([a["word"] for a in actions].index(False) if not all(
        a["word"] for a in actions) else 0).click()


_LEXICON: list[Any] = []


def lexicon() -> Any:
    if not _LEXICON:
        from deboule.rules.chamot.french import french_lexicon

        _LEXICON.append(french_lexicon())
    return _LEXICON[0]


def snap(window: Any, page: Any, out: Path, name: str) -> list[str]:
    """Screenshots of the window and the page; a window that closed says its last lines."""
    window_path, page_path = out / f"{name}-window.png", out / f"{name}-page.png"
    page.screenshot(path=str(page_path))
    if not window.alive():
        say(f"the window closed: {window.log.read_text()[-600:]}")
        return [str(page_path)]
    window.shot(window_path)
    return [str(window_path), str(page_path)]


def main() -> None:
    from playwright.sync_api import sync_playwright

    args = sys.argv[1:]
    out = Path(args[args.index("--out") + 1]) if "--out" in args else \
        Path(tempfile.gettempdir()) / "deboule-web-vs-window"
    out.mkdir(parents=True, exist_ok=True)
    chosen = [a for a in args if a in GAMES] or list(GAMES)
    module = realwindow()
    server, port = start_server(out / "server.log")
    shots: list[str] = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
            for game in chosen:
                shots += play(browser, port, game, out, module)
            browser.close()
    finally:
        server.terminate()
        server.wait(timeout=15)
    say("screenshots:")
    for shot in shots:
        say(shot)


if __name__ == "__main__":
    os.environ.setdefault("DEBOULE_LANG", "fr")
    main()
