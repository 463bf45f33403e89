"""The lines the game prints for tests driving the real window (deboule/shell/frame_report.py): a
key is reported only in a frame drawn after an update that followed it, a new size in the first
frame of that size, characters typed counted apart, and nothing while nothing new is shown."""

from __future__ import annotations

from deboule.shell.frame_report import FrameReport, read_line, shown_line


def frame(report: FrameReport, size=(1280, 720), update: bool = True) -> None:
    """One frame of GameApp.run's loop: drawn, then its update, then swapped."""
    report.drawing(size)
    if update:
        report.updated()
    report.shown()


def test_a_key_is_reported_in_the_frame_after_the_update_that_followed_it():
    said: list[str] = []
    report = FrameReport(say=said.append)
    frame(report)
    assert said == [shown_line(0, 0, (1280, 720))]
    report.on_key_press(65293, 0)  # between two frames, as pyglet dispatches events
    frame(report)  # drawn before any update saw the key: it may not show it yet
    assert said == [shown_line(0, 0, (1280, 720))]
    frame(report)  # drawn after the update that followed the key
    assert said[-1] == shown_line(1, 0, (1280, 720))
    frame(report)
    frame(report)
    assert len(said) == 2  # nothing new shown: nothing said


def test_keys_without_an_update_are_not_reported_as_shown():
    said: list[str] = []
    report = FrameReport(say=said.append)
    report.on_key_press(32, 0)
    report.on_key_press(32, 0)
    for _ in range(3):
        frame(report, update=False)  # the game stopped updating (a screen closing)
    assert said == [shown_line(0, 0, (1280, 720))]


def test_characters_typed_are_counted_apart_from_the_keys_pressed():
    said: list[str] = []
    report = FrameReport(say=said.append)
    for key_press, text in ((65505, ""), (65, "A"), (98, "b")):  # Shift, a, b: "Ab"
        report.on_key_press(key_press, 0)
        if text:
            report.on_text(text)
    frame(report)
    frame(report)
    assert read_line(said[-1]) == (3, 2, (1280, 720))


def test_a_new_size_is_reported_with_the_first_frame_of_that_size():
    said: list[str] = []
    report = FrameReport(say=said.append)
    frame(report)
    frame(report, size=(1000, 620))
    frame(report, size=(1000, 620))
    assert [read_line(line) for line in said] == [(0, 0, (1280, 720)), (0, 0, (1000, 620))]


def test_only_whole_report_lines_are_read():
    assert read_line(shown_line(12, 4, (1600, 900))) == (12, 4, (1600, 900))
    for other in ("first frame after 1.2 s", "shown: keys 1", "shown: keys x, text 0, size 1x1",
                  "shown: keys 3, text 1, size 1600", "shown: keys 3, size 16x9", ""):
        assert read_line(other) is None


def test_the_report_is_made_only_when_the_tests_ask_for_it(monkeypatch):
    monkeypatch.delenv("DEBOULE_PRINT_FRAMES", raising=False)
    assert FrameReport.from_environment() is None
    monkeypatch.setenv("DEBOULE_PRINT_FRAMES", "1")
    assert isinstance(FrameReport.from_environment(), FrameReport)
