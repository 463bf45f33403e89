"""The layout module (deboule/screens/layout.py): rectangles, the HUD scale, wrapping and shortening
text to a width. Pure: no window (the text is measured by a stand-in, 7 px a character)."""

from __future__ import annotations

import pytest

from deboule.screens.layout import (
    ELLIPSIS,
    Rect,
    fit_lines,
    font_size,
    line_height,
    overlaps,
    shorten,
    stack,
    ui_scale,
    window_rect,
    wrap,
)


def measure(text: str) -> float:
    return 7.0 * len(text)


def test_rectangles_cut_into_strips_that_tile_the_original():
    window = window_rect(1000, 620)
    top, rest = window.cut_top(100)
    left, middle = rest.cut_left(300)
    bottom, middle = middle.cut_bottom(80)
    right, middle = middle.cut_right(200)
    parts = [top, left, bottom, right, middle]
    assert sum(p.w * p.h for p in parts) == pytest.approx(1000 * 620)
    assert overlaps((str(i), p) for i, p in enumerate(parts)) == []
    assert all(p.inside(window) for p in parts)
    assert top == Rect(0, 520, 1000, 100)
    assert middle == Rect(300, 80, 500, 440)


def test_a_strip_never_takes_more_than_the_rectangle_holds():
    strip, rest = Rect(0, 0, 100, 50).cut_top(80)
    assert strip == Rect(0, 0, 100, 50) and rest.h == 0 and rest.empty


def test_intersection_needs_shared_area_not_a_shared_edge():
    a = Rect(0, 0, 10, 10)
    assert not a.intersects(Rect(10, 0, 5, 5))  # touching
    assert a.intersects(Rect(9, 9, 5, 5))
    assert not Rect(0, 0, 10, 10).inside(Rect(1, 0, 20, 20))
    assert a.contains(0, 0) and not a.contains(10, 5)
    assert a.inset(2) == Rect(2, 2, 6, 6)


def test_the_scale_follows_the_height_and_a_narrow_window():
    assert ui_scale(1280, 720) == pytest.approx(1.0, abs=0.2)
    assert ui_scale(2560, 1440) > 1.8
    assert ui_scale(960, 600) < ui_scale(1280, 720) < ui_scale(1600, 900)
    assert ui_scale(300, 1440) == pytest.approx(0.72)  # never unreadably small
    assert font_size(14, 0.5) >= 9
    assert line_height(20) > 20 * 4 / 3 * 1.17  # the font's ink fits in a line


def test_text_is_wrapped_at_words_to_the_width():
    lines = wrap("Cliquez derrière la réglette, glissez et relâchez pour lancer", 140, measure)
    assert len(lines) > 1
    assert all(measure(line) <= 140 for line in lines)
    assert " ".join(lines) == "Cliquez derrière la réglette, glissez et relâchez pour lancer"


def test_what_does_not_fit_in_the_lines_allowed_ends_with_an_ellipsis():
    text = "un deux trois quatre cinq six sept huit neuf dix onze douze"
    lines = fit_lines(text, 70, measure, max_lines=2)
    assert len(lines) == 2 and lines[-1].endswith(ELLIPSIS)
    assert all(measure(line) <= 70 for line in lines)
    assert fit_lines("court", 70, measure, max_lines=2) == ["court"]
    assert fit_lines("a\nb", 70, measure) == ["a", "b"]


def test_shortening_keeps_whole_words_then_letters():
    assert shorten("Dernier lancer : 4-5-6", 1000, measure) == "Dernier lancer : 4-5-6"
    cut = shorten("Dernier lancer : 4-5-6", 100, measure)
    assert cut == "Dernier" + ELLIPSIS
    assert shorten("Anticonstitutionnellement", 50, measure).endswith(ELLIPSIS)
    assert measure(shorten("Anticonstitutionnellement", 50, measure)) <= 50


def test_rows_are_stacked_from_the_top_and_stay_inside():
    rows = stack(Rect(0, 0, 100, 50), [20, 20, 20], gap=2)
    assert rows[0] == Rect(0, 30, 100, 20)
    assert rows[1].top == 28
    assert all(r.inside(Rect(0, 0, 100, 50)) for r in rows)
    assert rows[2].h < 20


def test_only_window_sizes_that_fit_the_screen_are_offered():
    from deboule.screens.menus import window_sizes
    from deboule.shell.settings import WINDOW_SIZES
    from deboule.shell.window import fitting_size

    assert window_sizes((1920, 1080))[-1] == (1920, 1080)
    assert (2560, 1440) not in window_sizes((1920, 1080))
    assert window_sizes((1000, 620)) == ((960, 540),)
    assert window_sizes((800, 600)) == (min(WINDOW_SIZES),)  # never an empty list
    assert window_sizes(None) == WINDOW_SIZES
    # at launch, a saved size larger than the screen opens at the largest that fits
    assert fitting_size((1920, 1080), (1600, 900)) == (1600, 900)
    assert fitting_size((1280, 720), (1000, 620)) == (960, 540)
    assert fitting_size((1280, 720), None) == (1280, 720)
