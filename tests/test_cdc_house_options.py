"""Issue 34: the rules of other tables on a page of their own, reached from the options screen.

Pure part: the line counting the house rules on, the family groups. Window part (a fresh
subprocess per window size, pyglet's headless switch being process-wide: this file runs itself
with `python tests/test_cdc_house_options.py <out_dir> <width>x<height>`): the set-up reaches
the options screen, its "Règles d'autres tables…" line opens the page; with the real house
rules and with some twenty fake ones in four families (named after real Variant fields, so
they can be changed), no label, value or help line is cut at 960×540 or 1280×720, no two texts
overlap, a change reaches the set-up, the reset brings the preset back. CDC_SHOTS=<dir> keeps
the screenshots.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SIZES = ((960, 540), (1280, 720))


# ---------------------------------------------------------------------------- pure
def test_the_house_rules_are_a_line_of_their_own_on_the_options_screen():
    from deboule.games.cul_de_chouette.options import HOUSE_CHOICES, ORDER

    listed = {name for _, names in ORDER for name in names}
    assert "house" in listed
    assert not set(HOUSE_CHOICES) & listed  # they are on their page, not in the long list


def test_every_house_option_is_in_its_familys_group():
    from deboule.games.cul_de_chouette.house_options import family_groups
    from deboule.rules.cul_de_chouette import house

    grouped = [o.name for _, options in family_groups() for o in options]
    assert grouped == [o.name for o in house.OPTIONS]
    keys = [family for family, _ in family_groups()]
    assert len(keys) == len(set(keys))


def test_the_count_of_house_rules_on_follows_the_variant():
    from deboule.games.cul_de_chouette.options import CdcOptions, house_rules_on
    from deboule.rules.cul_de_chouette import house

    assert house_rules_on(CdcOptions.preset("kaamelott")) == 0
    assert house_rules_on(CdcOptions.preset("iruo")) == 0
    tables = CdcOptions.preset("tables")
    assert house_rules_on(tables) == sum(o.tables != o.off for o in house.OPTIONS)


def test_every_family_heading_has_words_in_both_languages():
    from deboule.games.cul_de_chouette.house_options import TEXT, words
    from deboule.rules.cul_de_chouette import house

    assert set(TEXT["fr"]) == set(TEXT["en"])
    for family in house.FAMILIES:
        key = f"family.{family.__name__.rsplit('.', 1)[-1]}"
        assert key in TEXT["fr"], key
        assert words(key, "fr").startswith("— ") and words(key, "en").startswith("— ")


# ---------------------------------------------------------------------------- the window
@pytest.fixture(scope="module", params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def window(request, tmp_path_factory) -> dict:
    width, height = request.param
    tmp_path = tmp_path_factory.mktemp(f"house_{width}")
    env = dict(os.environ, DEBOULE_CONFIG_DIR=str(tmp_path / "config"),
               DEBOULE_DATA_DIR=str(tmp_path / "data"), PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, __file__, str(tmp_path), f"{width}x{height}"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    if proc.returncode != 0:
        pytest.fail(f"window scenario failed:\n{proc.stdout}\n{proc.stderr}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_the_options_line_opens_the_house_rules_page(window):
    assert window["house_line"].startswith("Règles d'autres tables…")
    assert window["house_screen"] == "CdcHouseOptionsScreen"
    assert window["back_on"] == "CdcOptionsScreen"


def test_the_options_summary_counts_the_house_rules_on(window):
    # the set-up's preset is kaamelott: none of the house rules on
    assert window["options_summary"].endswith(
        f", 0 d'autres tables sur {window['house_total']}")


def test_nothing_is_cut_on_either_page(window):
    assert window["options_cut"] == []
    assert window["house_cut"] == []
    assert window["fake_cut"] == []
    assert window["fake_lines"] >= 20  # the fake page scrolls like a full one
    assert window["long_label_cut"]  # the check sees a label too long for its line


def test_no_two_texts_overlap_and_every_text_is_inside(window):
    for state in ("house", "fake", "fake_end"):
        assert window[f"{state}_overlaps"] == [], state
        assert window[f"{state}_outside"] == [], state
        assert window[f"{state}_headings"] >= 1, state  # a family's heading is shown


def test_a_change_reaches_the_set_up_and_the_reset_brings_the_preset_back(window):
    assert window["changed"] == {"sirotage": False, "setup_sees_it": True}
    assert window["summary"].endswith("sur " + str(window["fake_total"]))
    assert window["after_reset"] is True


def test_tab_pages_by_family_and_letters_search_the_rules(window):
    """Issue 49, point 3: some forty lines, paged by family and searchable."""
    from deboule.games.cul_de_chouette.house_options import family_groups

    groups = family_groups()
    assert window["first_focus"] == groups[0][1][0].name
    assert window["tab_focus"] == groups[1][1][0].name  # the next family's first rule
    assert window["shift_tab_focus"] == groups[0][1][0].name
    assert window["search_focus"] == "civet_doubled"  # the first "civ" from the Sirop on
    assert window["search_note"].startswith("Recherche « civ »")
    assert window["search_cut"] == [] and window["search_overlaps"] == []
    focus, note = window["no_match"]
    assert focus == "civet_doubled" and note[1] is True and "zzz" in note[0]
    assert window["after_backspace"] == ["civ", "civet_doubled"]
    assert window["after_escape"] == ["CdcHouseOptionsScreen", "", None]  # the search cleared


def test_a_family_heading_counts_its_rules_on_and_a_search_ignores_accents():
    from deboule.games.cul_de_chouette.house_options import folded, words

    assert folded("Néant SOUFFLÉ") == "neant souffle"
    assert words("heading", "fr", family="Sirop", on=1, total=7) == "— Sirop · 1 sur 7 —"
    assert words("heading", "en", family="Sirop", on=1, total=7) == "— Sirop · 1 of 7 on —"


def test_the_focused_line_is_drawn_in_gold(window):
    assert window["gold_pixels"] > 200  # the focused line's words


# ---------------------------------------------------------------------------- scenario
FAKE_FAMILIES = {
    "scoring": ("sirotage", "contre_sirop", "civet_sirote", "bevue", "bevue_penalty"),
    "sirop": ("civet", "grelottine", "passe_grelot", "bleu_rouge", "boucliette"),
    "civet": ("achat_de_de", "doublette", "chante_sloubi", "turn_order",
              "chouette_velute_tie", "sloubi_rounding"),
    "jarret": ("grelottine_bets", "civet_side_bets", "grelottine_cdc_only",
               "eliminate_at_or_below"),
}


def fake_groups():
    from deboule.games.cul_de_chouette.options import CHOICES
    from deboule.rules.cul_de_chouette.house.option import HouseOption

    groups = []
    for family, names in FAKE_FAMILIES.items():
        options = []
        for name in names:
            choices = CHOICES.get(name, (True, False))
            options.append(HouseOption(name, tuple(choices), choices[0], "test/fake path"))
        groups.append((family, options))
    return groups


def _labels(app) -> list[tuple[str, tuple[float, float, float, float], str]]:
    return [(region, (box.x, box.y, box.w, box.h), text)
            for region, box, text in app.text.last_frame]


def _check_frame(app, out: dict, state: str, size) -> None:
    from deboule.screens.layout import Rect, overlaps, window_rect

    app.draw()
    labels = _labels(app)
    boxes = [(f"{text}#{i}", Rect(*box)) for i, (_, box, text) in enumerate(labels)]
    out[f"{state}_overlaps"] = overlaps(boxes)
    screen = window_rect(*size)
    out[f"{state}_outside"] = [name for name, box in boxes if not box.inside(screen)]
    out[f"{state}_headings"] = sum(text.startswith("— ") for _, _, text in labels)


def _shot(app, out_dir: Path, name: str):
    from PIL import Image

    image = app.screenshot()
    Image.fromarray(image).save(out_dir / f"{name}.png", compress_level=1)
    keep = os.environ.get("CDC_SHOTS")
    if keep:
        Image.fromarray(image).save(Path(keep) / f"cdc-{name}.png")
    return image


def run_window(out_dir: Path, size: tuple[int, int]) -> dict:
    import numpy as np

    from deboule.shell.settings import Settings
    from deboule.shell.window import GameApp

    app = GameApp(headless=True, settings=Settings(window=size))
    from pyglet.window import key

    from deboule.games.cul_de_chouette import options as options_module
    from deboule.games.cul_de_chouette.house_options import CdcHouseOptionsScreen, cut_texts
    from deboule.screens.menus import SetupScreen

    def press(symbol, times=1):
        for _ in range(times):
            app.window.dispatch_event("on_key_press", symbol, 0)
        app.frame(1 / 60)

    app.push(SetupScreen(app, "cdc"))
    setup = app.screen
    setup.menu.focus = [i.key for i in setup.menu.items].index("cdc_options")
    press(key.ENTER)
    options = app.screen
    from deboule.rules.cul_de_chouette import house

    out: dict = {"options_cut": cut_texts(options), "options_summary": options.variant_summary(),
                 "house_total": len(house.OPTIONS)}
    for _ in range(60):
        if options.menu.current.key == "house":
            break
        press(key.DOWN)
    out["house_line"] = options.menu.current.text("fr")
    press(key.ENTER)
    page = app.screen
    out["house_screen"] = type(page).__name__
    out["house_cut"] = cut_texts(page)
    _check_frame(app, out, "house", size)
    if out["house_headings"] == 0:  # no house rule merged yet: the page says so, no heading
        out["house_headings"] = int(any("Aucune règle" in t for _, _, t in _labels(app)))
    _shot(app, out_dir, f"house-{size[0]}")
    # issue 49, point 3: Tab pages by family, typed letters search, Esc clears the search first
    out["first_focus"] = page.menu.current.key
    press(key.TAB)
    out["tab_focus"] = page.menu.current.key
    app.window.dispatch_event("on_key_press", key.TAB, key.MOD_SHIFT)
    app.frame(1 / 60)
    out["shift_tab_focus"] = page.menu.current.key
    press(key.TAB)
    app.window.dispatch_event("on_text", "civ")
    app.frame(1 / 60)
    out["search_focus"] = page.menu.current.key
    out["search_note"] = page.note[0] if page.note else None
    out["search_cut"] = cut_texts(page)
    _check_frame(app, out, "search", size)
    out["search_headings"] = 1
    _shot(app, out_dir, f"house-search-{size[0]}")
    app.window.dispatch_event("on_text", "zzz")
    app.frame(1 / 60)
    out["no_match"] = (page.menu.current.key, page.note)
    press(key.BACKSPACE, 3)
    out["after_backspace"] = (page.query, page.menu.current.key)
    press(key.ESCAPE)
    out["after_escape"] = (type(app.screen).__name__, page.query, page.note)
    press(key.ESCAPE)
    out["back_on"] = type(app.screen).__name__

    fake = CdcHouseOptionsScreen(options, groups=fake_groups())
    app.push(fake)
    out["fake_lines"] = sum(1 for item in fake.menu.items if item.choices)
    out["fake_cut"] = cut_texts(fake)
    press(key.LEFT)  # the first line, the (fake) Sirotage: off
    out["changed"] = {"sirotage": fake.options.variant.sirotage,
                      "setup_sees_it": setup.extra["options"] is options.options
                      and not setup.extra["options"].variant.sirotage}
    out["summary"] = fake.variant_summary()
    out["fake_total"] = out["fake_lines"]
    _check_frame(app, out, "fake", size)
    image = _shot(app, out_dir, f"house-fake-{size[0]}").astype(int)
    gold = (image[..., 0] > 200) & (image[..., 1] > 150) & (image[..., 2] < 120)
    out["gold_pixels"] = int(np.count_nonzero(gold))
    for _ in range(60):  # down to the end: the page scrolls
        if fake.menu.current.key == "reset":
            break
        press(key.DOWN)
    _check_frame(app, out, "fake_end", size)
    _shot(app, out_dir, f"house-fake-end-{size[0]}")
    press(key.ENTER)  # the preset's house rules (here: the fake ones) back
    out["after_reset"] = fake.options.variant.sirotage and fake.note is None
    long = "Une règle au nom vraiment beaucoup trop long pour tenir sur sa ligne " * 2
    options_module.TEXT["fr"]["sirotage"], before = long, options_module.TEXT["fr"]["sirotage"]
    out["long_label_cut"] = cut_texts(fake)
    options_module.TEXT["fr"]["sirotage"] = before
    return out


if __name__ == "__main__":
    width, height = (int(v) for v in sys.argv[2].split("x"))
    print(json.dumps(run_window(Path(sys.argv[1]), (width, height)), default=str))


def test_house_rules_follow_the_rules_they_need_in_the_options():
    """CDCS-15 for the house rules: turning the Civet off at `tables` takes the Civet doublé
    with it (it was refused before); a house rule turned on brings what it needs, a seed rule
    or another house rule."""
    from deboule.games.cul_de_chouette.options import CdcOptions

    options = CdcOptions.preset("tables")
    assert options.variant.civet_doubled
    also = options.set("civet", False)
    assert not options.variant.civet and not options.variant.civet_doubled
    assert "civet_doubled" in also
    assert options.set("civet_doubled", True) == ["civet"] and options.variant.civet
    options = CdcOptions.preset("kaamelott")
    assert options.set("robobrol", True) == ["tichette"]
    assert options.variant.tichette and options.variant.robobrol
    options = CdcOptions.preset("iruo")
    assert "bleu_rouge" in options.set("jarret", "jarret") and options.variant.bleu_rouge
