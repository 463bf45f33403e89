"""Cul de Chouette rule options: the pure option set, and the screen reached from the set-up.

The window part runs in a fresh subprocess (pyglet's headless option is global): this file
runs itself with `python tests/test_cdc_options.py <out_dir>` and prints a JSON summary.
CDC_SHOTS=<dir> keeps copies of the screenshots to look at.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from deboule.games.cul_de_chouette.options import CHOICES, CdcOptions, OptionError
from deboule.rules.cul_de_chouette import Variant
from deboule.rules.cul_de_chouette.variant import OPTIONAL_RULES

ROOT = Path(__file__).resolve().parents[1]


def test_every_optional_rule_and_disputed_number_is_offered():
    from deboule.games.cul_de_chouette.options import ORDER

    listed = {name for _, names in ORDER for name in names}
    assert set(OPTIONAL_RULES) <= listed and "teams" in listed
    assert set(CHOICES) <= listed
    assert CHOICES["bevue_penalty"][0] == 5 and CHOICES["bevue_penalty"][-1] == 50  # C3, Kize's 5
    # every choice value is one the rules accept
    for name, values in CHOICES.items():
        for value in values:
            options = CdcOptions.preset("kaamelott")
            options.set(name, value)
            assert options.value(name) == value


def test_rule_dependencies_follow_a_change():
    options = CdcOptions.preset("kaamelott")
    assert sorted(options.set("sirotage", False)) == ["banque", "civet_sirote", "contre_sirop"]
    v = options.variant
    assert not (v.sirotage or v.contre_sirop or v.civet_sirote or v.banque)
    assert v.civet and v.grelottine  # what does not depend on the Sirotage stays
    assert sorted(options.set("contre_sirop", True)) == ["sirotage"]
    iruo = CdcOptions.preset("iruo")
    turned_on = iruo.set("banque", True)  # "que si toutes les autres sont appliquées"
    assert all(getattr(iruo.variant, r) for r in OPTIONAL_RULES)
    assert set(turned_on) == {"contre_sirop", "passe_grelot", "bleu_rouge", "doublette",
                              "chante_sloubi"}
    assert iruo.set("doublette", False) == ["banque"]
    iruo.set("teams", True)
    assert iruo.teams and iruo.variant.doublette
    assert "teams" in iruo.set("doublette", False) and not iruo.teams


def test_bad_options_are_refused_and_change_nothing():
    options = CdcOptions.preset("kaamelott")
    before = options.variant
    for name, value in (("bevue_penalty", 70), ("sirotage", "yes"), ("wizardry", True),
                        ("turn_order", "sideways"), ("eliminate_at_or_below", -5)):
        with pytest.raises(OptionError):
            options.set(name, value)
        assert options.variant == before and not options.teams
    assert isinstance(OptionError("x"), ValueError)


def test_grelottine_challenge_sets_and_teams_for_the_seats():
    options = CdcOptions.preset("kaamelott")
    options.set("grelottine_coefficients", "iruo")
    assert options.variant.allowed_challenges() == Variant.preset("iruo").allowed_challenges()
    assert options.changed_from("kaamelott")
    options.set("teams", True)
    assert options.teams_for(4) == [[0, 2], [1, 3]]  # partners opposite (CDC-T2)
    assert options.teams_for(2) is None and options.teams_for(3) is None


# ------------------------------------------------------------------ the window (subprocess)
@pytest.fixture(scope="module")
def window(tmp_path_factory) -> dict:
    tmp_path = tmp_path_factory.mktemp("cdc_options")
    env = dict(os.environ, DEBOULE_CONFIG_DIR=str(tmp_path / "config"),
               DEBOULE_DATA_DIR=str(tmp_path / "data"), PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, __file__, str(tmp_path)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    if proc.returncode != 0:
        pytest.fail(f"window scenario failed:\n{proc.stdout}\n{proc.stderr}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_set_up_to_options_by_keyboard_reaches_the_game(window):
    assert window["options_screen"] == "CdcOptionsScreen"
    assert window["focus_after_sirotage"] == "sirotage"
    assert window["setup_line"] == "Options des règles… (en équipes)"
    assert window["game_screen"] == "CdcScreen"
    variant = window["variant"]
    assert variant["sirotage"] is False and variant["banque"] is False  # toggled (and needs)
    assert variant["contre_sirop"] is False and variant["civet"] is True
    assert variant["bevue_penalty"] == 20  # two steps right from 10
    assert window["teams"] == [[0, 2], [1, 3]] and window["seats"] == [
        "human", "novice", "expert", "expert"]  # seat 2 as set up: a novice by default
    assert window["saved_variant"] == variant  # the autosave carries the chosen rules
    assert window["resumed_variant"] == variant and window["resumed_teams"] == window["teams"]
    assert window["dict_variant"] == variant and window["bad_variant_refused"]  # new(options=...)
    assert window["preset_reset"] is True  # another preset on the set-up: options start again
    assert window["text_pixels"] > 2000  # the options list is drawn


def _shot(app, out_dir: Path, name: str):
    from PIL import Image

    image = app.screenshot()
    Image.fromarray(image).save(out_dir / f"{name}.png", compress_level=1)
    keep = os.environ.get("CDC_SHOTS")
    if keep:
        Image.fromarray(image).save(Path(keep) / f"cdc-{name}.png")
    return image


def run_window(out_dir: Path) -> dict:
    import numpy as np

    from deboule.shell.settings import Settings
    from deboule.shell.window import GameApp

    app = GameApp(headless=True, settings=Settings(window=(960, 540)))  # first: headless
    from pyglet.window import key

    from deboule.files.saves import read_save
    from deboule.games.cul_de_chouette.screen import CdcScreen
    from deboule.screens.menus import SetupScreen

    def press(symbol, times=1):
        for _ in range(times):
            app.window.dispatch_event("on_key_press", symbol, 0)
        app.frame(1 / 60)

    press(key.DOWN)  # main menu: "Cul de Chouette"
    press(key.ENTER)
    setup = app.screen
    assert isinstance(setup, SetupScreen) and setup.game == "cdc"
    press(key.DOWN, 2)  # seat 3: "—" -> a bot expert (left from "none")
    press(key.LEFT)
    press(key.DOWN)
    press(key.LEFT)  # seat 4 too: four players
    press(key.DOWN)  # the preset: the gentle table first (issue 48)
    press(key.RIGHT)  # kaamelott
    press(key.RIGHT)  # iruo ...
    press(key.LEFT)  # ... and back to kaamelott
    press(key.DOWN)
    press(key.ENTER)  # "Options des règles…"
    options = app.screen
    out = {"options_screen": type(options).__name__,
           "focus_after_sirotage": options.menu.current.key}
    press(key.LEFT)  # Sirotage: off (the Contre-Sirop, Civet siroté and Banque with it)
    _shot(app, out_dir, "options")
    image = app.screenshot().astype(int)
    out["text_pixels"] = int(np.count_nonzero((image[..., 0] > 200) & (image[..., 1] > 200)))
    for _ in range(40):  # down to the Bévue price
        if options.menu.current.key == "bevue_penalty":
            break
        press(key.DOWN)
    press(key.RIGHT, 2)
    for _ in range(40):
        if options.menu.current.key == "teams":
            break
        press(key.DOWN)
    press(key.RIGHT)  # teams on
    _shot(app, out_dir, "options-teams")
    press(key.ESCAPE)
    out["setup_line"] = setup.menu.item("cdc_options").text()
    press(key.DOWN, 2)  # from the options line: seed, start
    press(key.ENTER)
    game = app.screen
    out["game_screen"] = type(game).__name__
    out["variant"] = game.match.variant.to_dict()
    out["teams"] = game.match.teams
    out["seats"] = game.match.seats
    app.frame(1 / 60)
    game.autosave()
    kind, data = read_save()
    out["saved_variant"] = data["match"]["variant"]
    resumed = CdcScreen.from_save(app, data)
    out["resumed_variant"] = resumed.match.variant.to_dict()
    out["resumed_teams"] = resumed.match.teams
    from deboule.games.cul_de_chouette.match import MatchError
    from deboule.games.cul_de_chouette.setup import options as setup_options

    chosen = setup_options(setup, 2)  # the options mapping the set-up's lines choose
    as_dict = CdcScreen.new(app, ["human", "novice"], seed=1, options=chosen)
    out["dict_variant"] = as_dict.match.variant.to_dict()
    try:
        CdcScreen.new(app, ["human", "novice"], options={**chosen, "bevue_penalty": 99})
        out["bad_variant_refused"] = False
    except MatchError:
        out["bad_variant_refused"] = True
    # a new set-up: options chosen, then another preset -> the options follow the preset
    app.push(SetupScreen(app, "cdc"))
    fresh = app.screen
    fresh.menu.focus = [i.key for i in fresh.menu.items].index("cdc_options")
    press(key.ENTER)
    press(key.LEFT)  # Sirotage off
    press(key.ESCAPE)
    changed = fresh.extra["options"] is not None and not fresh.extra["options"].variant.sirotage
    press(key.UP)
    press(key.RIGHT)  # another preset (kaamelott)
    out["preset_reset"] = changed and fresh.extra["options"] is None
    return out


if __name__ == "__main__":
    print(json.dumps(run_window(Path(sys.argv[1])), default=str))
