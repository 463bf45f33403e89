"""Scenarios driving "Revoir une partie" in the real game window, headless (EGL); run one per
process by tests/test_replay_view.py (pyglet's headless switch is process-wide). Each prints
JSON. The records are written beforehand by the test into the data directory's records/."""

from __future__ import annotations

import json
import sys

from game.replay import first_difference


def _app():
    from game.window import GameApp

    return GameApp(headless=True)


def _press(app, symbol, times: int = 1) -> None:
    for _ in range(times):
        app.window.dispatch_event("on_key_press", symbol, 0)
        app.frame()


def _focus(app, item: str) -> None:
    from pyglet.window import key

    for _ in range(len(app.screen.menu.items) + 1):
        if app.screen.menu.current.key == item:
            return
        _press(app, key.DOWN)
    raise AssertionError(f"no line {item!r} in the menu")


def _open_list(app):
    """Main menu -> "Revoir une partie", as a player would."""
    from pyglet.window import key

    app.frame()
    _focus(app, "watch_again")
    _press(app, key.ENTER)
    return app.screen


def _open(app):
    """Enter on a record: the list says it is getting it ready, then the viewer is shown."""
    from pyglet.window import key

    listing = app.screen
    _press(app, key.ENTER)
    said = listing.subtitle()
    for _ in range(10):
        if app.screen is not listing or listing.opening is None:
            break
        app.frame()
    return said


def _to_end(app, viewer, limit: int = 20_000) -> int:
    """Frames (1/10 s at the viewer's top speed) until the record has been played through."""
    for frame in range(limit):
        if viewer.playback.ended:
            return frame
        app.frame(1 / 10)
    raise AssertionError("the record never ended")


def play_all() -> dict:
    """Every record on the list opened in turn and played to its end at the top speed."""
    app = _app()
    from pyglet.window import key

    listing = _open_list(app)
    out = {"screen": type(listing).__name__, "lines": [i.text() for i in listing.menu.items],
           "games": {}}
    for index, listed in enumerate(listing.listed):
        _focus(app, f"record:{index}")
        said = _open(app)
        viewer = app.screen
        _press(app, key.PLUS, 5)  # ×1 -> ×8
        frames = _to_end(app, viewer)
        final = viewer.playback.feed.final()
        out["games"][listed.record["game"]] = {
            "viewer": type(viewer).__name__, "inner": type(viewer.inner).__name__,
            "said": said,
            "frames": frames, "speed": viewer.playback.speed,
            "steps": viewer.playback.feed.steps, "planned": viewer.playback.plan.steps,
            "difference": first_difference(listed.record["final"], final),
            "scores": final["scores"], "status": viewer.status_line(),
            "drawn": [text for _, _, text in app.text.last_frame],
        }
        _press(app, key.ESCAPE)
        out["games"][listed.record["game"]]["back"] = type(app.screen).__name__
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
    for _ in range(120):  # four seconds: nothing moves while paused
        app.frame(1 / 30)
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
    for _ in range(playback.plan.round_starts[1]):
        _press(app, key.N)
    app.frame(1 / 30)
    out["held"] = [playback.feed.holding(), viewer.inner.measuring is not None,
                   playback.round(), [t for _, _, t in app.text.last_frame]]
    _press(app, key.N)
    out["after_hold"] = [playback.feed.holding(), viewer.inner.measuring is None,
                         playback.round()]
    _press(app, key.SPACE)  # play again, to the end
    _press(app, key.PLUS, 3)
    for _ in range(20_000):
        if playback.ended:
            break
        app.frame(1 / 10)
    out["end"] = first_difference(viewer.record["final"], playback.feed.final())
    out["end_text"] = viewer.status_line()
    return out


def refused() -> dict:
    """The newest record does not replay: choosing it says so, and the list stays."""
    app = _app()
    from pyglet.window import key

    listing = _open_list(app)
    _open(app)
    out = {"screen": type(app.screen).__name__, "notices": app.current_notices(),
           "subtitle": listing.subtitle()}
    app.settings = app.settings.with_(lang="en")
    out["notices_en"] = app.current_notices()
    _press(app, key.DOWN)
    _open(app)  # the next one replays
    out["next"] = type(app.screen).__name__
    return out


def empty_list() -> dict:
    app = _app()
    from pyglet.window import key

    listing = _open_list(app)
    out = {"lines": [i.key for i in listing.menu.items], "subtitle": listing.subtitle()}
    _press(app, key.ENTER)  # "Retour"
    out["back"] = type(app.screen).__name__
    return out


if __name__ == "__main__":
    print(json.dumps(globals()[sys.argv[1]]()))
