"""Window-free pieces of the desktop game: text, settings, menus, saves, sounds."""

from __future__ import annotations

import json

import numpy as np
import pytest

from deboule.files.saves import SaveError, read_save, write_save
from deboule.shell.menu import Item, Menu
from deboule.shell.settings import Settings, SettingsError, load_settings, save_settings
from deboule.shell.sound import knock, loudness, material_of, wav_bytes
from deboule.text import i18n

# A phrase a program gives whole in each language (deboule.text.i18n.Refusal.said): each language's
# template shows its own words, the only lines whose fields differ.
GIVEN_IN_EACH_LANGUAGE = {"refusal.said", "cli.preset_range", "options.cli"}


def test_every_ui_text_exists_in_french_and_english():
    i18n._load_game_tables()  # the games' own tables (deboule/games/<package>/text.py) too
    for key, (fr, en) in i18n._TEXT.items():
        assert fr and en, key
        if key in GIVEN_IN_EACH_LANGUAGE:
            assert (_fields(fr), _fields(en)) == (["fr"], ["en"]), key
            continue
        # a reason given in each language fills {fr} in French and {en} in English
        fr_fields = {"lang" if name == "fr" else name for name in _fields(fr)}
        en_fields = {"lang" if name == "en" else name for name in _fields(en)}
        assert fr_fields == en_fields, key
    assert i18n.tr("hud.turn", "fr", name="Anne") == "À Anne de lancer"
    assert i18n.tr("hud.turn", "en", name="Anne") == "Anne to throw"
    assert i18n.tr("no.such.key", "fr") == "no.such.key"


def _fields(text: str) -> list[str]:
    import string

    return [name for _, name, _, _ in string.Formatter().parse(text) if name]


def test_menu_navigation_skips_disabled_items_and_cycles_choices():
    menu = Menu([Item("a", lambda: "A"), Item("b", lambda: "B", enabled=False),
                 Item("c", lambda: "C", choices=(1, 2, 3)), Item("d", lambda: "D")])
    assert menu.current.key == "a"
    menu.press("down")
    assert menu.current.key == "c"  # b is disabled
    assert menu.press("right") == "changed:c" and menu.current.value == 2
    assert menu.press("left") == "changed:c" and menu.current.value == 1
    menu.press("down")
    assert menu.press("enter") == "d"
    menu.press("down")
    assert menu.current.key == "a"  # wraps around
    assert menu.press("escape") == "back"
    assert menu.click(1) is None  # disabled
    assert menu.click(3) == "d"


def test_settings_round_trip_and_bad_values_are_refused(tmp_path):
    path = tmp_path / "settings.json"
    settings = Settings(lang="en", volume=0.3, quality="low", window=(1600, 900),
                        colour_safe=True)
    save_settings(settings, path)
    assert load_settings(path) == (settings, None)
    for bad in ({"lang": "de"}, {"volume": 2.0}, {"quality": "ultra"}, {"window": (1, 1)},
                {"fullscreen": "yes"}, {"colour_safe": 1}):
        with pytest.raises(SettingsError):
            Settings(**bad)


@pytest.mark.parametrize("content", ['{"version": 1, "lang": "fr"', "not json",
                                     '{"version": 99}', '{"version": 1, "evil": "rm -rf"}',
                                     '[1, 2, 3]', '{"version": 1, "window": [100000, 100000]}'])
def test_a_bad_settings_file_gives_defaults_a_reason_and_is_set_aside(tmp_path, content):
    """Issue 16: the reason is told (French and English) and the file kept aside, byte for
    byte, as settings.json.<date>.refused, so that saving settings cannot overwrite it."""
    path = tmp_path / "settings.json"
    path.write_text(content)
    settings, reason = load_settings(path)
    assert settings == Settings() and reason
    assert reason.text("fr").startswith("Réglages ignorés")
    assert reason.text("en").startswith("Settings ignored")
    assert not path.exists()
    kept = list(tmp_path.glob("settings.json.*.refused"))
    assert len(kept) == 1 and kept[0].read_text() == content
    assert str(kept[0]) in reason.text("en")


def test_saves_round_trip_and_bad_files_are_refused_untouched(tmp_path):
    path = tmp_path / "autosave.json"
    write_save("deboule", {"inputs": [1, 2]}, path)
    assert read_save(path) == ("deboule", {"inputs": [1, 2]})
    good = path.read_text()
    for content in (good[: len(good) // 2], "{\x00}", json.dumps({"version": 2, "kind":
                    "deboule", "data": {}}), json.dumps({"version": 1, "kind": "os.system",
                                                         "data": {}}),
                    json.dumps({"version": True, "kind": "deboule", "data": {}})):
        path.write_text(content)
        with pytest.raises(SaveError):
            read_save(path)
        assert path.read_text() == content
    with pytest.raises(SaveError):
        read_save(tmp_path / "missing.json")


def test_impact_sounds_are_short_normalised_knocks_louder_when_faster():
    signal = knock("rail")
    assert 0.05 < len(signal) / 22050 < 1.0
    assert np.max(np.abs(signal)) == pytest.approx(1.0)
    assert np.abs(signal[:200]).mean() > 5 * np.abs(signal[-200:]).mean()  # it decays
    assert wav_bytes(signal)[:4] == b"RIFF"
    assert loudness(0.1) < loudness(1.0) < loudness(2.0) == loudness(5.0) == 1.0
    assert material_of("tower-2") == "tower" and material_of("red-1") == "die"
    assert material_of("rail") == "rail"
