"""Graphics quality "auto" (deboule/render/governor.py): high until the camera's moving frames
show that high cannot keep 60 FPS, then low for the session, with a notice; a quality the
player chose is never changed."""

from __future__ import annotations

import pytest

from deboule.render.governor import MIN_FPS, WINDOW, FrameGovernor
from deboule.shell.settings import QUALITIES, Settings, SettingsError
from tests.test_render_moving import _deboule_app as _app  # headless app, Déboulé, orbit


def _feed(governor: FrameGovernor, fps: float, frames: int, moving: bool = True) -> list[int]:
    """The frames (their index) at which the governor said to step down."""
    return [i for i in range(frames) if governor.note(1.0 / fps, moving)]


def test_slow_moving_frames_step_down_once_when_the_window_is_full():
    governor = FrameGovernor()
    assert _feed(governor, 45.0, 3 * WINDOW) == [WINDOW - 1]
    assert governor.stepped_down


def test_frames_that_keep_up_or_a_still_view_never_step_down():
    governor = FrameGovernor()
    assert _feed(governor, 59.0, 5 * WINDOW) == []  # the game loop's ~59 with its jitter
    assert _feed(governor, 20.0, 5 * WINDOW, moving=False) == []  # still views are not judged
    assert governor.judged == WINDOW and not governor.stepped_down


def test_a_few_held_up_frames_do_not_step_down():
    # a bot's decision or a new log line holds one frame up: the median ignores it
    governor = FrameGovernor()
    said = [governor.note(0.4 if i % 10 == 0 else 1 / 60, True) for i in range(4 * WINDOW)]
    assert not any(said)


def test_the_threshold_is_the_median_frame():
    just_slow = FrameGovernor()
    just_fast = FrameGovernor()
    assert _feed(just_slow, MIN_FPS * 0.98, WINDOW) == [WINDOW - 1]
    assert _feed(just_fast, MIN_FPS * 1.02, WINDOW) == []


def test_bad_intervals_are_ignored_and_bad_settings_refused():
    governor = FrameGovernor()
    for bad in (float("nan"), float("inf"), -0.01, 0.0):
        assert governor.note(bad, True) is False
    assert governor.judged == 0
    with pytest.raises(ValueError):
        FrameGovernor(window=0)


def test_auto_is_a_setting_and_the_default():
    assert "auto" in QUALITIES and Settings().quality == "auto"
    assert Settings.from_dict(Settings(quality="auto").to_dict()).quality == "auto"
    with pytest.raises(SettingsError):
        Settings(quality="ultra")


def _frames(app, fps: float, frames: int, moving: bool, start: float = 100.0) -> float:
    now = start
    for _ in range(frames):
        app.note_frame(now, moving)
        now += 1.0 / fps
    return now


def test_auto_steps_the_window_down_to_low_with_a_notice_and_draws_on(monkeypatch, tmp_path):
    monkeypatch.setenv("DEBOULE_CONFIG_DIR", str(tmp_path))  # the settings chosen are saved
    app, screen = _app("auto")
    try:
        assert app.renderer.quality == "high"
        later = _frames(app, 30.0, WINDOW, moving=False)  # a slow still view: no change
        assert app.renderer.quality == "high" and not app.notices
        _frames(app, 45.0, WINDOW + 2, moving=True, start=later)
        assert app.renderer.quality == "low"
        assert app.settings.quality == "auto"  # the choice stays "auto"
        assert [m.key for m, _ in app.notices] == ["notice.quality_lowered"]
        assert "60" in app.current_notices()[0]
        screen.orbit[0] += 4.0
        app.frame()  # the new renderer draws the turning camera at half size
        assert screen.scene_cache.moving >= 1
        picture = app.screenshot()
        assert (picture[..., 0].astype(int) - picture[..., 2] > 35).mean() > 0.3  # the table
        # the player chooses high: high it is; back to auto: the session's verdict stands
        # (the renderer is built the frame after the one saying to wait: issue 30, point 10)
        app.apply_settings(app.settings.with_(quality="high"))
        app.frame()
        app.frame()
        assert app.renderer.quality == "high"
        app.apply_settings(app.settings.with_(quality="auto"))
        app.frame()
        app.frame()
        assert app.renderer.quality == "low"
    finally:
        app.quit()


@pytest.mark.parametrize(("rate", "lowered"), [(15.0, False), (10.0, True)])
def test_a_loop_capped_lower_is_judged_at_its_own_rate(monkeypatch, tmp_path, rate, lowered):
    """DEBOULE_FPS=15 (the real-window tests): frames at the loop's own 15 a second keep up;
    10 a second do not."""
    monkeypatch.setenv("DEBOULE_CONFIG_DIR", str(tmp_path))
    monkeypatch.setenv("DEBOULE_FPS", "15")
    app, _ = _app("auto")
    try:
        _frames(app, rate, WINDOW + 2, moving=True)
        assert (app.renderer.quality == "low") is lowered
    finally:
        app.quit()


def test_a_quality_the_player_chose_is_never_changed():
    app, _ = _app("high")
    try:
        _frames(app, 30.0, 3 * WINDOW, moving=True)
        assert app.renderer.quality == "high" and not app.notices
    finally:
        app.quit()
