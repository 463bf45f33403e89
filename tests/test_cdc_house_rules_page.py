"""Issue 34: the illustrated rules page's section "Règles d'autres tables": each house rule with
`examples` (HouseOption) shows its dice, its name and its help line, French and English.

Pure part with fake house rules (the families' own land as they are merged); the window part
(a fresh subprocess: `python tests/test_cdc_house_rules_page.py`) puts fake rules on the real
Rules screen, scrolls to the section and looks at the pixels: the dice of each throw drawn, the
titles and lines shown, nothing overlapping. CDC_SHOTS=<dir> keeps the screenshot.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from deboule.rules.cul_de_chouette.house.option import HouseOption

ROOT = Path(__file__).resolve().parents[1]
FAKES = (
    HouseOption("fake_suite_velute", (False, True), True, "test/fake a.ts",
                examples=((1, 2, 3),)),
    HouseOption("fake_flan", (False, True), True, "test/fake b.js",
                examples=((2, 5, 6), (6, 5, 2))),
    HouseOption("fake_no_dice", (False, True), False, "test/fake c.js"),
)
WORDS = {"fr": {"fake_suite_velute": "Suite-Velute", "fake_flan": "Flan",
                "fake_no_dice": "Sans dés"},
         "en": {"fake_suite_velute": "Suite-Velute", "fake_flan": "Flan (custard)",
                "fake_no_dice": "No dice"}}
HELPS = {"fr": {"fake_suite_velute": "1-2-3 : le premier à crier « Velutée ! » garde la "
                                     "velute.",
                "fake_flan": "2-5-6 et « À Kadoc ! » : plus tard, un Flan retourne une "
                             "combinaison.",
                "fake_no_dice": "Une règle sans dés à montrer."},
         "en": {"fake_suite_velute": "1-2-3: the first to shout \"Velutée!\" keeps the velute.",
                "fake_flan": "2-5-6 and \"À Kadoc!\": later, a Flan turns a combination over.",
                "fake_no_dice": "A rule with no dice to show."}}


# ---------------------------------------------------------------------------- pure
def test_the_section_shows_the_house_rules_with_dice_only():
    from deboule.games.cul_de_chouette.rules_page import house_blocks

    blocks = house_blocks(FAKES, words=WORDS, helps=HELPS)
    assert [(b.kind, b.key) for b in blocks] == [
        ("heading", "cdc.h.house"), ("text", "cdc.house.text"),
        ("picture", "cdc.house.fake_suite_velute"), ("picture", "cdc.house.fake_flan")]
    assert house_blocks(FAKES[2:], words=WORDS, helps=HELPS) == ()  # nothing to show: no section
    no_words = {"fr": {}, "en": {}}
    assert house_blocks(FAKES, words=no_words, helps=HELPS) == ()


def test_each_rule_has_its_name_dice_and_line_in_both_languages():
    from deboule.games.cul_de_chouette.rules_page import house_words

    text = house_words(FAKES, words=WORDS, helps=HELPS)
    assert text["cdc.house.fake_flan.title"] == ("Flan — dés 2-5-6, 6-5-2",
                                                 "Flan (custard) — dice 2-5-6, 6-5-2")
    assert text["cdc.house.fake_suite_velute.text"] == (HELPS["fr"]["fake_suite_velute"],
                                                        HELPS["en"]["fake_suite_velute"])
    assert not any("fake_no_dice" in key for key in text)


def test_each_throw_is_a_row_of_dice_showing_its_faces():
    import numpy as np

    from deboule.games.cul_de_chouette.rules_pictures import house_pictures
    from deboule.render.illustrations import YAWS, face_up

    built = house_pictures(FAKES, words=WORDS, helps=HELPS)
    assert set(built) == {"cdc.house.fake_suite_velute", "cdc.house.fake_flan"}
    flan = built["cdc.house.fake_flan"]()
    dice = flan.panes[0].drawables
    assert len(dice) == 6
    upper = [d for d in dice if d.position[1] > 0]
    lower = [d for d in dice if d.position[1] < 0]
    assert len(upper) == len(lower) == 3  # two throws, two rows
    assert min(d.position[1] for d in upper) - max(d.position[1] for d in lower) > 0.01
    by_row = sorted(upper, key=lambda d: d.position[0]) + sorted(lower,
                                                                 key=lambda d: d.position[0])
    for row, throw in enumerate(((2, 5, 6), (6, 5, 2))):  # the first throw on top
        for k, value in enumerate(throw):
            assert np.allclose(by_row[3 * row + k].quaternion,
                               face_up("die", value, YAWS[k])), (row, k)


def test_every_real_house_rule_with_dice_is_on_the_page():
    from deboule.games.cul_de_chouette import rules_page, rules_pictures
    from deboule.rules.cul_de_chouette import house

    with_dice = [o.name for o in house.OPTIONS if o.examples]
    assert [o.name for o in rules_page.house_shown()] == with_dice  # words for each
    pictures = {b.key for b in rules_page.PAGE if b.kind == "picture"}
    assert {rules_page.HOUSE_PREFIX + n for n in with_dice} <= pictures
    assert {rules_page.HOUSE_PREFIX + n for n in with_dice} <= set(rules_pictures.PICTURES)


def test_the_section_lays_out_without_overlap():
    from deboule.games.cul_de_chouette.rules_page import house_blocks, house_words
    from deboule.games.cul_de_chouette.rules_pictures import house_pictures
    from deboule.screens.layout import Rect, fit_lines
    from deboule.screens.rules_pages import layout_page

    words = {**house_words(FAKES, words=WORDS, helps=HELPS),
             "cdc.h.house": ("Règles d'autres tables", "x"), "cdc.house.text": ("Texte.", "x")}
    built = {name: make() for name, make in house_pictures(FAKES, words=WORDS,
                                                           helps=HELPS).items()}

    def wrap(text, points, width):
        return fit_lines(text, width, lambda t: len(t) * points * 0.6, 10_000)

    for width, view in ((700.0, 400.0), (1200.0, 500.0)):
        page = layout_page(house_blocks(FAKES, words=WORDS, helps=HELPS), width, view, wrap,
                           lambda p: p * 1.7, lambda p: p, lambda k: words[k][0],
                           lambda n: (built[n].aspect, built[n].width))
        boxes = [r.box for r in page.rows] + [p.box for p in page.pictures]
        for i, a in enumerate(boxes):
            assert not any(a.intersects(b) for b in boxes[i + 1:]), (width, a)
        assert all(box.inside(Rect(0, -page.height - 0.5, width + 0.5, page.height + 1))
                   for box in boxes)


# ---------------------------------------------------------------------------- the window
@pytest.fixture(scope="module")
def window(tmp_path_factory) -> dict:
    tmp_path = tmp_path_factory.mktemp("house_page")
    env = dict(os.environ, DEBOULE_CONFIG_DIR=str(tmp_path / "config"),
               DEBOULE_DATA_DIR=str(tmp_path / "data"), PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, __file__, str(tmp_path)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    if proc.returncode != 0:
        pytest.fail(f"window scenario failed:\n{proc.stdout}\n{proc.stderr}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_the_rules_screen_shows_the_section_and_its_dice(window):
    assert "Règles d'autres tables" in window["texts"]
    assert "Flan — dés 2-5-6, 6-5-2" in window["texts"]
    assert window["house_headings"] == 1  # the fake rules replaced the real ones' section
    assert window["overlaps"] == []
    flan = window["pictures"]["cdc.house.fake_flan"]
    assert flan["std"] > 15  # a picture, not a flat frame
    assert flan["ivory_top"] > 0.02 and flan["ivory_bottom"] > 0.02  # a row of dice each
    velute = window["pictures"]["cdc.house.fake_suite_velute"]
    assert velute["std"] > 15 and velute["ivory_top"] + velute["ivory_bottom"] > 0.02


def run_window(out_dir: Path) -> dict:
    from PIL import Image

    from deboule.shell.settings import Settings
    from deboule.shell.window import GameApp

    app = GameApp(headless=True, settings=Settings(window=(1280, 720)))
    from deboule.games.cul_de_chouette import rules_page, rules_pictures
    from deboule.screens.layout import overlaps
    from deboule.screens.rules_screen import RulesScreen

    rules_page.TEXT.update(house_words_fake())
    house_keys = ("cdc.h.house", "cdc.house.text")
    page = [b for b in rules_page.PAGE
            if b.key not in house_keys and not b.key.startswith(rules_page.HOUSE_PREFIX)]
    rules_page.PAGE = (*page[:-2], *rules_page.house_blocks(FAKES, words=WORDS, helps=HELPS),
                       *page[-2:])
    rules_pictures.PICTURES.update(rules_pictures.house_pictures(FAKES, words=WORDS,
                                                                 helps=HELPS))
    screen = RulesScreen(app, "cdc")
    app.push(screen)
    app.draw()
    heading = next(r for r in screen.page().rows if r.text == "Règles d'autres tables")
    flan = next(p for p in screen.page().pictures if p.name.endswith("fake_flan"))
    out: dict = {"texts": [], "pictures": {}, "overlaps": [], "house_headings": sum(
        r.text == "Règles d'autres tables" for r in screen.page().rows)}
    for shot, top in (("rules-house", heading.box.top), ("rules-house-flan", flan.box.top)):
        screen.scroll = -top - 4
        for _ in range(12):  # one picture drawn a frame
            app.frame(1 / 60)
        app.draw()
        image = app.screenshot()
        Image.fromarray(image).save(out_dir / f"{shot}.png", compress_level=1)
        if os.environ.get("CDC_SHOTS"):
            Image.fromarray(image).save(Path(os.environ["CDC_SHOTS"]) / f"cdc-{shot}.png")
        out["texts"] = sorted({*out["texts"], *(t for _, _, t in app.text.last_frame)})
        boxes = [(f"{t}#{i}", b) for i, (_, b, t) in enumerate(app.text.last_frame)]
        out["overlaps"] += overlaps(boxes)
        out["pictures"].update(_dice_pixels(screen, image, rules_page.HOUSE_PREFIX))
    return out


def _dice_pixels(screen, image, prefix: str) -> dict:
    """For each house picture wholly in view: how varied it is, and the share of ivory (the
    dice) in its upper and lower halves."""
    height, area, out = image.shape[0], screen.content(), {}
    for name, box in screen.shown_pictures():
        if not name.startswith(prefix) or box.top > area.top + 1 or box.y < area.y - 1:
            continue
        crop = image[round(height - box.top):round(height - box.y),
                     round(box.x):round(box.right)].astype(int)
        ivory = crop.min(axis=2) > 170
        half = crop.shape[0] // 2
        out[name] = {"std": float(crop.std()), "ivory_top": float(ivory[:half].mean()),
                     "ivory_bottom": float(ivory[half:].mean())}
    return out


def house_words_fake() -> dict:
    from deboule.games.cul_de_chouette.rules_page import house_words

    return house_words(FAKES, words=WORDS, helps=HELPS)


if __name__ == "__main__":
    print(json.dumps(run_window(Path(sys.argv[1])), default=str))
