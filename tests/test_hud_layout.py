"""Issue 10: a HUD that never overlaps, laid out at any window size, with no internal names on
screen.

Two levels. The games' regions (deboule/games/<game>/hud.py `regions()`, pure) are checked at many
sizes and states: inside the window, never overlapping. Then every screen is drawn in many states at
five window sizes (tests/hud_driver.py, headless, run in a subprocess) and every text drawn is
looked at: its box lies inside the window, no two boxes intersect, the text grows with the
window's height, and the French UI shows no identifier, no English and no internal value.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from deboule.screens.layout import Rect, overlaps, window_rect

ROOT = Path(__file__).resolve().parents[1]
SIZES = ((960, 540), (960, 600), (1000, 620), (1280, 720), (1366, 768), (1600, 900),
         (1920, 1080), (2560, 1440), (1280, 1024), (2560, 1080))


def _check(regions: dict[str, Rect], size) -> None:
    window = window_rect(*size)
    for name, rect in regions.items():
        assert rect.inside(window), f"{name} {rect} outside the window {size}"
        assert rect.w > 20 and rect.h > 10, f"{name} {rect} is too small at {size}"
    assert overlaps(regions.items()) == [], f"overlapping regions at {size}"


@pytest.mark.parametrize("size", SIZES)
def test_the_deboule_regions_fit_and_never_overlap(size):
    from deboule.games.deboule.hud import regions

    for sides in (2, 3, 4):
        for choices in (0, 1, 4, 9):
            _check(regions(*size, sides=sides, choices=choices), size)
        _check(regions(*size, sides=sides, measuring=True), size)
        _check(regions(*size, sides=sides, over=True), size)


@pytest.mark.parametrize("size", SIZES)
def test_the_cul_de_chouette_regions_fit_and_never_overlap(size):
    from deboule.games.cul_de_chouette.hud import regions

    _check(regions(*size), size)


@pytest.mark.parametrize("size", SIZES)
def test_the_enculette_regions_fit_and_never_overlap(size):
    from deboule.games.enculette.hud import regions

    for seats in range(2, 9):
        _check(regions(*size, seats=seats), size)


def test_the_overlap_check_can_fail():
    assert overlaps([("a", Rect(0, 0, 10, 10)), ("b", Rect(5, 5, 10, 10))]) == [("a", "b")]
    with pytest.raises(AssertionError):
        _check({"a": Rect(0, 0, 100, 100), "b": Rect(50, 50, 100, 100)}, (960, 600))
    with pytest.raises(AssertionError):
        _check({"a": Rect(900, 0, 100, 100)}, (960, 600))


# ------------------------------------------------------------------ every screen, drawn
@pytest.fixture(scope="module")
def drawn(drawn_all) -> dict:
    return drawn_all["labels"]


@pytest.fixture(scope="module")
def drawn_all(tmp_path_factory) -> dict:
    tmp = tmp_path_factory.mktemp("hud")
    env = dict(os.environ, DEBOULE_CONFIG_DIR=str(tmp / "config"),
               DEBOULE_DATA_DIR=str(tmp / "data"), PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, str(ROOT / "tests" / "hud_driver.py")], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-4000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


@pytest.fixture(scope="module")
def info(drawn_all) -> dict:
    return drawn_all["info"]


def _boxes(labels):
    return [(region, Rect(*box), text) for region, box, text in labels]


def test_every_screen_and_state_was_drawn_at_every_size(drawn):
    from tests.hud_driver import SIZES as DRAWN_SIZES

    states = {key.split("@")[0] for key in drawn}
    assert len(states) >= 30
    for state in states:
        for width, height in DRAWN_SIZES:
            labels = drawn[f"{state}@{width}x{height}"]
            assert len(labels) >= 3, f"{state} at {width}x{height} shows almost nothing"


MENUS = ("main", "confirm", "offer_resume", "setup_deboule", "setup_cdc", "setup_enculette",
         "settings", "rules_deboule", "cdc_options", "cdc_house_options", "pause",
         "deboule_choices", "cdc_menu", "cdc_timer", "enc_announce", "enc_announce_scrolled")


def test_the_focused_line_of_every_menu_is_shown(drawn):
    from tests.hud_driver import SIZES as DRAWN_SIZES

    for state in MENUS:
        for width, height in DRAWN_SIZES:
            texts = [text for region, _, text in drawn[f"{state}@{width}x{height}"]
                     if region in ("items", "choices", "menu")]
            assert sum(text.startswith("▶") for text in texts) == 1, (state, width, texts)


def test_no_text_leaves_the_window(drawn):
    outside = []
    for key, labels in drawn.items():
        width, height = (int(v) for v in key.split("@")[1].split("x"))
        window = window_rect(width, height)
        outside += [(key, region, text) for region, box, text in _boxes(labels)
                    if not box.inside(window, slack=1.0)]
    assert outside == []


def test_no_two_texts_overlap(drawn):
    found = []
    for key, labels in drawn.items():
        boxes = _boxes(labels)
        for i, (region_a, a, text_a) in enumerate(boxes):
            for region_b, b, text_b in boxes[i + 1:]:
                if a.intersects(b):
                    found.append((key, f"{region_a}: {text_a}", f"{region_b}: {text_b}"))
    assert found == []


def test_the_measured_distances_are_shown_beside_the_round_result(drawn):
    for width, height in ((960, 600), (2560, 1440)):
        labels = _boxes(drawn[f"deboule_measure@{width}x{height}"])
        distances = [(box, text) for region, box, text in labels if region == "distances"]
        result = [box for region, box, _ in labels if region == "measure"]
        assert len(distances) >= 2 and result
        assert all(re.fullmatch(r"(✓ )?\d+,\d cm", text) for _, text in distances)
        assert any(text.startswith("✓") for _, text in distances)  # the valid déboules
        assert not any("réfléchit" in text for _, _, text in labels)


def test_the_measurement_looks_down_on_the_pieces_and_waits_for_the_player(drawn, info):
    """Issue 10 point 6: straight down on the cochondé and the measured pieces, all of them in
    the part of the window no panel covers; it stays until Enter (a minute went by)."""
    m = info["deboule_measure"]
    assert m["pitch"] == pytest.approx(90.0)
    view = Rect(*m["view"])
    assert len(m["pieces"]) >= 3
    for x, y in m["pieces"]:
        assert view.contains(x, y), (x, y, view)
    width, height = m["size"]
    panels = [box for region, box, _ in _boxes(drawn[f"deboule_measure@{width}x{height}"])
              if region != "distances"]
    for x, y in m["pieces"]:
        assert not any(box.contains(x, y) for box in panels)
    assert m["waited"] and m["counted"] and m["after_enter"]
    click = info["deboule_measure_click"]  # a left click ends it too; another button does not
    assert click["kept_by_right"] and click["after_click"]


def test_the_cul_de_chouette_prompt_and_last_throw_are_wrapped_not_cut(drawn, info):
    """Issue 10 point 7: every word of the question and of "Dernier lancer" is on screen, at
    every size (wrapped onto more lines where the window is narrow)."""
    from tests.hud_driver import SIZES as DRAWN_SIZES

    checked = 0
    for state in ("cdc_menu", "cdc_timer", "cdc_near_end", "cdc_race"):
        for key in ("prompt", "last"):
            full = info[state][key]
            if not full:
                continue
            for width, height in DRAWN_SIZES:
                shown = " ".join(text for _, _, text in drawn[f"{state}@{width}x{height}"])
                assert all(word in shown.split() for word in full.split()), \
                    (state, width, full)
                checked += 1
    assert checked >= 20
    for width, height in DRAWN_SIZES:  # the countdown is never cut either
        timer = [text for region, _, text in drawn[f"cdc_timer@{width}x{height}"]
                 if region == "timer"]
        assert timer and not any(text.endswith("…") for text in timer), (width, timer)


def test_the_cul_de_chouette_question_says_what_it_means_at_every_size(drawn, info):
    """Issue 48: under a decision, a bet and a race, its one line of "what this means"
    (deboule/games/cul_de_chouette/explanations.py) is drawn whole in the prompt's region."""
    from tests.hud_driver import SIZES as DRAWN_SIZES

    states = ("cdc_menu", "cdc_timer", "cdc_race")
    for state in states:
        meaning = info[state]["meaning"]
        assert meaning, state
        for width, height in DRAWN_SIZES:
            shown = " ".join(text for region, _, text in drawn[f"{state}@{width}x{height}"]
                             if region == "prompt")
            assert all(word in shown.split() for word in meaning.split()), \
                (state, width, meaning, shown)


def test_titles_and_questions_are_never_cut(drawn):
    """A menu's title or a question (resume the saved game?) wraps; it is never shortened."""
    cut = [(key, text) for key, labels in drawn.items() for region, _, text in labels
           if region == "title" and text.endswith("…")]
    assert cut == []
    question = [text for region, _, text in drawn["offer_resume@960x600"] if region == "title"]
    assert "reprendre" in " ".join(question)


def test_the_key_lines_are_never_cut(drawn):
    """The keys a player may press are read whole, at every size."""
    cut = [(key, text) for key, labels in drawn.items() for region, _, text in labels
           if region == "keys" and text.endswith("…")]
    assert cut == []
    assert any(region == "keys" for labels in drawn.values() for region, _, _ in labels)


def test_chamot_is_drawn_in_every_state(drawn):
    for state in ("setup_chamot", "rules_chamot", "chamot_start", "chamot_holding",
                  "chamot_typing", "chamot_refused", "chamot_hot_seat", "chamot_over"):
        assert f"{state}@1280x720" in drawn, state


def test_text_grows_with_the_window_height(drawn):
    def title_height(key):
        return max(box.h for region, box, _ in _boxes(drawn[key]) if region == "title")

    small, large = title_height("main@1280x720"), title_height("main@2560x1440")
    assert large > 1.7 * small
    assert title_height("main@960x600") < small


IDENTIFIER = re.compile(r"\b[A-Za-z]+_[A-Za-z_]+\b")
# English words and internal values a French player must never read
FOREIGN = re.compile(r"\b(the|and|of|is|player|throw|refused|regular|casual|novice|human|"
                     r"kaamelott|iruo|classique_|aveugle_|shake|choose|yes|bet|stake|"
                     r"Refused|None|True|False)\b")


def test_the_french_screens_show_no_identifier_nor_english(drawn):
    texts = {text for labels in drawn.values() for _, _, text in labels}
    assert len(texts) > 200
    bad = sorted(t for t in texts if IDENTIFIER.search(t) or FOREIGN.search(t))
    assert bad == []


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_whole_cul_de_chouette_logs_in_french_show_no_identifier(seed):
    """Every event of bot games with every optional rule on, as the log shows it in French
    (score reasons, shouts, combinations...)."""
    from deboule.games.cul_de_chouette.match import CdcMatch, ManualClock
    from deboule.rules.cul_de_chouette import Variant
    from deboule.rules.cul_de_chouette.variant import OPTIONAL_RULES

    variant = Variant.preset("kaamelott")
    everything = Variant.from_dict({**variant.to_dict(),
                                    **{rule: True for rule in OPTIONAL_RULES}})
    match = CdcMatch(["expert", "regular", "novice", "expert"], seed=seed, preset=everything,
                     clock=ManualClock())
    match.play_out()
    lines = match.state.log_lines("fr")
    assert len(lines) > 50
    bad = sorted({line for line in lines if IDENTIFIER.search(line) or FOREIGN.search(line)})
    assert bad == []
