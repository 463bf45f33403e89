"""Scenarios driving "Revoir une partie" in the real game window, headless (EGL); run in a
subprocess by tests/test_replay_view.py (pyglet's headless switch is process-wide): one
scenario (`driver.py SCENARIO`), or several in turn in one process, each with its own window
and data directory (`driver.py batch '[["SCENARIO", "HOME"], ...]'`: Python's start, the
imports and the glyphs drawn once). Each prints JSON. The records are written beforehand by the
test into the data directory's records/.

The list is looked for, a record read and its verdict asked in background threads (issue 32):
the scenarios draw frames until each is done (`_until`), never for a set time."""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
import traceback

from deboule.replays.replay import first_difference

# waiting (for a background thread, a record played through, a pause), one update in four is
# drawn, and the last: drawing every update cost most of these scenarios' CPU, and a frame
# drawn every 2 ms while a thread checks a record took the CPU that thread needed
DRAWN_WHILE_WAITING = 4
# a record played through at the top speed: one update in sixteen is drawn (still several in
# each game, and the last, whose texts the tests read): the draws were most of play_all's CPU
DRAWN_WHILE_PLAYING = 16
# between two updates while a background thread works: polled every 2 ms, the window's updates
# and draws took most of the CPU (and the interpreter) that thread needed
POLL_SECONDS = 0.02

_opened: list = []  # the windows a scenario opened, closed after it in a batch


def _app():
    from deboule.shell.window import GameApp

    app = GameApp(headless=True)
    _opened.append(app)
    return app


def _tick(app, dt: float = 1 / 60, draw: bool = True) -> None:
    """One update of the window's screen, drawn (`app.frame`) or not."""
    if draw:
        app.frame(dt)
    else:
        app.window.dispatch_events()
        app.tick(dt)


def _wait(app, frames: int, dt: float, drawn_every: int = DRAWN_WHILE_WAITING) -> None:
    """`frames` updates, drawn one in `drawn_every` and the last."""
    for n in range(1, frames + 1):
        _tick(app, dt, n % drawn_every == 0 or n == frames)


def _press(app, symbol, times: int = 1, draw: bool = True) -> None:
    """A key pressed, then one update, drawn (or not, when the next frame drawn tells)."""
    for _ in range(times):
        app.window.dispatch_event("on_key_press", symbol, 0)
        _tick(app, draw=draw)


def _focus(app, item: str) -> None:
    from pyglet.window import key

    for _ in range(len(app.screen.menu.items) + 1):
        if app.screen.menu.current.key == item:
            return
        _press(app, key.DOWN)
    raise AssertionError(f"no line {item!r} in the menu")


def _until(app, done, what: str, frames: int = 30_000) -> int:
    """Draw frames until `done()` (a background thread has finished): the frames it took. The
    bound (ten minutes and more) is a net against a hang, not a measure of speed."""
    for frame in range(frames):
        if done():
            app.frame()  # what is read next was drawn
            return frame
        _tick(app, draw=frame % DRAWN_WHILE_WAITING == 0)
        time.sleep(POLL_SECONDS)
    raise AssertionError(f"never done: {what}")


def _open_list(app):
    """Main menu -> "Revoir une partie", as a player would, and the list looked for."""
    from pyglet.window import key

    app.frame()
    _focus(app, "watch_again")
    _press(app, key.ENTER)
    listing = app.screen
    _until(app, lambda: listing.looking is None, "the list")
    return listing


def _open(app):
    """Enter on a record: the list says it is reading it, then the viewer is shown."""
    from pyglet.window import key

    listing = app.screen
    _press(app, key.ENTER)
    said = listing.subtitle()
    _until(app, lambda: app.screen is not listing or listing.opening is None, "the opening")
    return said


def _to_end(app, viewer, limit: int = 20_000) -> int:
    """Frames (1/10 s at the viewer's top speed) until the record has been played through."""
    for frame in range(limit):
        if viewer.playback.ended:
            app.frame(1 / 10)  # what is read next was drawn
            return frame
        _tick(app, 1 / 10, draw=frame % DRAWN_WHILE_PLAYING == 0)
    raise AssertionError("the record never ended")


def _verdict(app, viewer) -> str:
    """The viewer's line once deboule.replays.replay.check_record has answered."""
    _until(app, lambda: viewer.verdict is not None, "the verdict")
    return viewer.status_line()


def play_all() -> dict:
    """Every record on the list opened in turn and played to its end at the top speed."""
    app = _app()
    from pyglet.window import key

    listing = _open_list(app)
    out = {"screen": type(listing).__name__, "lines": [i.text() for i in listing.menu.items],
           "games": {}}
    for index in range(len(listing.listed)):
        _focus(app, f"record:{index}")
        said = _open(app)
        viewer = app.screen
        _press(app, key.PLUS, 5)  # ×1 -> ×8
        frames = _to_end(app, viewer)
        _verdict(app, viewer)
        final = viewer.playback.feed.final()
        game = viewer.record["game"]
        out["games"][game] = {
            "viewer": type(viewer).__name__, "inner": type(viewer.inner).__name__,
            "said": said,
            "frames": frames, "speed": viewer.playback.speed,
            "steps": viewer.playback.feed.steps, "planned": viewer.playback.plan.steps,
            "difference": first_difference(viewer.record["final"], final),
            "scores": final["scores"], "status": viewer.status_line(),
            "drawn": [text for _, _, text in app.text.last_frame],
        }
        _press(app, key.ESCAPE)
        out["games"][game]["back"] = type(app.screen).__name__
    return out


def controls() -> dict:
    """Pause, speed, step, jump and camera on the first record of the list (Le Déboulé)."""
    app = _app()
    from pyglet.window import key

    _open_list(app)
    _open(app)  # the newest record
    viewer = app.screen
    playback = viewer.playback
    out: dict = {"game": viewer.record["game"], "rounds": playback.plan.rounds,
                 "round_starts": list(playback.plan.round_starts)}
    _press(app, key.SPACE)
    paused_steps = playback.feed.steps
    _wait(app, 120, 1 / 30, DRAWN_WHILE_PLAYING)  # four seconds: nothing moves while paused
    out["paused"] = [playback.paused, paused_steps, playback.feed.steps]
    out["paused_text"] = viewer.status_line()
    french = app.settings
    app.settings = french.with_(lang="en")
    out["paused_text_en"] = viewer.status_line()
    out["keys_en"] = viewer.lines()[1]
    app.settings = french
    _press(app, key.N)
    out["after_step"] = [playback.feed.steps, playback.feed.moving(), playback.paused]
    _press(app, key.N)
    out["after_two_steps"] = playback.feed.steps
    speeds = []
    for symbol in (key.PLUS, key.PLUS, key.MINUS, key.MINUS, key.MINUS, key.MINUS, key.MINUS):
        _press(app, symbol)
        speeds.append(playback.speed)
    out["speeds"] = speeds
    out["speed_text"] = viewer.status_line()
    _press(app, key.PLUS, 2)  # back to ×1
    cameras = []
    for _ in range(len(viewer.inner.cameras)):
        _press(app, key.C)
        cameras.append(viewer.camera())
    out["cameras"] = cameras
    last = playback.plan.rounds
    _press(app, getattr(key, f"_{min(last, 9)}"))
    out["jump_last"] = [playback.round(), playback.feed.steps,
                        playback.plan.round_starts[min(last, 9) - 1]]
    _press(app, key.LEFT)
    out["left"] = [playback.round(), playback.feed.steps]
    _press(app, key.RIGHT)
    out["right"] = [playback.round(), playback.feed.steps]
    out["inner_match_is_the_feed's"] = viewer.inner.match is playback.feed.match
    _press(app, key._1)  # round 1, then N until its last throw: the table held, measured
    _press(app, key.N, playback.plan.round_starts[1], draw=False)
    app.frame(1 / 30)  # drawn: what the table held shows
    out["held"] = [playback.feed.holding(), viewer.inner.measuring is not None,
                   playback.round(), [t for _, _, t in app.text.last_frame]]
    _press(app, key.N)
    out["after_hold"] = [playback.feed.holding(), viewer.inner.measuring is None,
                         playback.round()]
    _press(app, key.SPACE)  # play again, to the end
    _press(app, key.PLUS, 3)
    for frame in range(20_000):
        if playback.ended:
            break
        _tick(app, 1 / 10, draw=frame % DRAWN_WHILE_PLAYING == 0)
    out["end"] = first_difference(viewer.record["final"], playback.feed.final())
    out["end_text"] = _verdict(app, viewer)
    return out


def refused() -> dict:
    """The newest record does not replay: choosing it says so, and the list stays."""
    app = _app()
    listing = _open_list(app)
    _open(app)
    out = {"screen": type(app.screen).__name__, "notices": app.current_notices(),
           "subtitle": listing.subtitle(), "lines": [i.text() for i in listing.menu.items]}
    app.settings = app.settings.with_(lang="en")
    out["notices_en"] = app.current_notices()
    _focus(app, "record:1")
    _open(app)  # the next one replays
    out["next"] = type(app.screen).__name__
    return out


def big_list() -> dict:
    """The list of big records (issue 32: ten 8 MiB records froze the window and kept 650 MB):
    the memory Python allocated, at its peak, while the list was looked for and shown."""
    import tracemalloc

    app = _app()
    app.frame()
    tracemalloc.start()
    listing = _open_list(app)
    app.frame()
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return {"lines": [i.text() for i in listing.menu.items], "peak": peak,
            "subtitle": listing.subtitle()}


def many_refused() -> dict:
    """Unreadable files newer than the records: the records are listed all the same, and the
    refused files are named with why on a list of their own."""
    app = _app()
    from pyglet.window import key

    listing = _open_list(app)
    out = {"lines": [i.text() for i in listing.menu.items],
           "keys": [i.key for i in listing.menu.items], "subtitle": listing.subtitle()}
    _focus(app, "refused")
    _press(app, key.ENTER)
    refused = app.screen
    out["refused_screen"] = type(refused).__name__
    out["refused_lines"] = [i.text() for i in refused.menu.items]
    app.settings = app.settings.with_(lang="en")
    out["refused_lines_en"] = [i.text("en") for i in refused.menu.items]
    app.settings = app.settings.with_(lang="fr")
    _press(app, key.ESCAPE)
    out["back"] = type(app.screen).__name__
    return out


def verdicts() -> dict:
    """Every record on the list opened: the viewer's line once the verifier has answered, in
    French and in English, and the verdict of `deboule replay` on the same file."""
    from deboule.replays.replay import check_file

    app = _app()
    from pyglet.window import key

    listing = _open_list(app)
    out = {}
    for index, listed in enumerate(listing.listed):
        _focus(app, f"record:{index}")
        _open(app)
        viewer = app.screen
        french = _verdict(app, viewer)
        app.settings = app.settings.with_(lang="en")
        english = viewer.status_line()
        app.settings = app.settings.with_(lang="fr")
        out[listed.path.name] = {"fr": french, "en": english,
                                 "cli": list(check_file(listed.path))}
        _press(app, key.ESCAPE)
    return out


def in_the_background() -> dict:
    """Reading a record and checking it happen off the window's thread: held back here (the
    work waits for a signal), the window goes on drawing frames with a line of progress; Esc
    stops an opening and the list stays."""
    import threading

    from deboule.screens import replays

    release_read, release_check = threading.Event(), threading.Event()
    read, verify = replays.read_record, replays.check

    def held_read(path):
        release_read.wait(120)
        return read(path)

    def held_check(record, report=None):
        release_check.wait(120)
        return verify(record, report)

    replays.read_record, replays.check = held_read, held_check
    try:  # put back for the next scenario of a batch
        app = _app()
        from pyglet.window import key

        listing = _open_list(app)
        _press(app, key.ENTER)  # the newest record: its reading held
        for _ in range(5):
            app.frame()
        out = {"reading": listing.subtitle(), "still_list": app.screen is listing}
        _press(app, key.ESCAPE)  # stop it: the list stays, nothing opens
        release_read.set()
        for _ in range(5):
            app.frame()
        out["after_escape"] = [type(app.screen).__name__, listing.opening is None]
        _open(app)  # again, not held now
        viewer = app.screen
        for _ in range(5):
            app.frame()
        out["checking"] = viewer.status_line()
        app.settings = app.settings.with_(lang="en")
        out["checking_en"] = viewer.status_line()
        app.settings = app.settings.with_(lang="fr")
        release_check.set()
        out["verdict"] = _verdict(app, viewer)
        return out
    finally:
        release_read.set()  # a held job of a failed run ends at once
        release_check.set()
        replays.read_record, replays.check = read, verify


def empty_list() -> dict:
    app = _app()
    from pyglet.window import key

    listing = _open_list(app)
    out = {"lines": [i.key for i in listing.menu.items], "subtitle": listing.subtitle()}
    _press(app, key.ENTER)  # "Retour"
    out["back"] = type(app.screen).__name__
    return out


def _in_home(home: str) -> None:
    """The folders `drive` gives a subprocess of its own, for the next scenario of a batch."""
    os.environ["DEBOULE_CONFIG_DIR"] = os.path.join(home, "config")
    os.environ["DEBOULE_DATA_DIR"] = os.path.join(home, "data")
    os.environ["TMPDIR"] = os.path.join(home, "tmp")  # the Déboulé sim's default folder
    os.makedirs(os.environ["TMPDIR"], exist_ok=True)
    tempfile.tempdir = None  # read again from TMPDIR (the list's second folder)


def batch(runs: list[list[str]]) -> list[dict]:
    """Each [scenario, home] in turn, in its own window (closed after it): {"out": its JSON}
    or {"error": its traceback}, so that one failing scenario fails its own test only."""
    results = []
    for scenario, home in runs:
        _in_home(home)
        try:
            results.append({"out": globals()[scenario]()})
        except Exception:  # noqa: BLE001 - reported to the test that asked for this scenario
            results.append({"error": traceback.format_exc()})
        finally:
            from deboule.screens.background import stop_all

            while _opened:
                _opened.pop().quit()
            stop_all(timeout=None)  # no job of this scenario's left running into the next
    return results


if __name__ == "__main__":
    if sys.argv[1] == "batch":
        print(json.dumps(batch(json.loads(sys.argv[2]))))
    else:
        print(json.dumps(globals()[sys.argv[1]]()))
