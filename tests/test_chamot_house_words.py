"""Chamot's house words (H4: "the players may add house words"; issue 14, point 1): typed on
their own screen opened from the set-up, checked as the rules check them, kept with the
settings, handed to the game (its saves and record carry them), and `deboule sim --game chamot
--house-words`."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from deboule.games.chamot.house_words import added, removed
from deboule.games.chamot.match import ChamotMatch, ManualClock, MatchError, refusal
from deboule.rules.chamot.actions import Place, Turn
from deboule.rules.chamot.cards import JOKER, MIN_LETTERS
from deboule.rules.chamot.folding import MAX_HOUSE_WORDS, MAX_WORD
from deboule.rules.core import IllegalAction
from deboule.shell.settings import Settings, SettingsError, load_settings, save_settings

ROOT = Path(__file__).resolve().parents[1]


def house_word_for(match: ChamotMatch) -> tuple[int, str]:
    """A row and a made-up word (no word of the lexicon) that the card in hand would complete
    there: the row's letters, the card's, then "qzx"."""
    card = MIN_LETTERS[match.state.hand]
    assert card != JOKER
    for row, cards in enumerate(match.state.rows):
        pattern = cards.pattern()
        if JOKER not in pattern:
            word = pattern + card + "qzx"
            assert not match.state.lexicon.is_word(word)
            return row, word
    raise AssertionError("every row holds a joker")


# ---------------------------------------------------------------------------- the pure part
def test_house_words_are_folded_and_bad_ones_refused_with_the_reason():
    words, folded = added((), "Déblâmer")
    assert (words, folded) == (("deblamer",), "deblamer")  # H4: accents and case ignored
    assert added(words, "Cœur")[0] == ("coeur", "deblamer")  # œ = oe, kept sorted
    for bad in ("ab", "t3st", "deux mots", "é-", ""):
        with pytest.raises(IllegalAction) as caught:
            added(words, bad)
        assert caught.value.code == "bad_house_word"
        assert "au moins 3" in refusal(caught.value, "fr")
        assert "at least 3" in refusal(caught.value, "en")
    with pytest.raises(IllegalAction) as twice:
        added(words, "DEBLAMER")
    assert "déjà" in refusal(twice.value, "fr")
    full = tuple(f"mot{chr(97 + i // 26)}{chr(97 + i % 26)}" for i in range(MAX_HOUSE_WORDS))
    with pytest.raises(IllegalAction):
        added(full, "encore")
    assert removed(("coeur", "deblamer"), "coeur") == ("deblamer",)


def test_house_words_persist_with_the_settings_and_a_bad_value_is_ignored_with_a_reason(
        tmp_path):
    path = tmp_path / "settings.json"
    settings = Settings(chamot_house_words=["Déblâmer", "chamot"])
    assert settings.chamot_house_words == ("chamot", "deblamer")
    save_settings(settings, path)
    assert json.loads(path.read_text())["chamot_house_words"] == ["chamot", "deblamer"]
    assert load_settings(path) == (settings, None)  # a restart finds them
    for bad in ("chamot", ["ab"], [3], ["mot"] * (MAX_HOUSE_WORDS + 1)):
        with pytest.raises(SettingsError):
            Settings(chamot_house_words=bad)
    data = settings.to_dict()
    data["chamot_house_words"] = ["chamot", "x1"]
    path.write_text(json.dumps(data))
    loaded, reason = load_settings(path)
    assert loaded == Settings() and reason is not None  # the defaults, and why
    assert "x1" in reason.text("fr") and reason.text("en").startswith("Settings ignored")
    assert list(tmp_path.glob("settings.json.*.refused"))


def test_a_word_only_in_the_house_list_is_accepted_and_saves_and_records_carry_it():
    plain = ChamotMatch(["human", "expert"], seed=0, turn_seconds=None, clock=ManualClock())
    plain.human_action(Turn())
    row, word = house_word_for(plain)
    with pytest.raises(MatchError) as refused:  # without it, the word is no word
        plain.human_action(Place(row, word))
    assert "lexique" in str(refused.value)
    match = ChamotMatch(["human", "expert"], seed=0, turn_seconds=None, clock=ManualClock(),
                        house_words=[word.upper()])
    match.human_action(Turn())
    before = len(match.state.rows[row].mins)
    match.human_action(Place(row, word))
    assert len(match.state.rows[row].mins) == before + 1
    save = match.to_save()
    assert save["options"]["house_words"] == [word]
    resumed = ChamotMatch.from_save(json.loads(json.dumps(save)))
    assert resumed.state.to_dict() == match.state.to_dict()
    assert resumed.state.lexicon.is_word(word)
    record = json.loads(json.dumps(match.record()))
    assert record["options"]["rules"]["house_words"] == [word]
    # a replay plays the humans' inputs again, every other play made again: the same lexicon
    again = ChamotMatch.from_save({"format": 1, "seats": record["seats"], "seed": record["seed"],
                                   "options": record["options"]["rules"], "turn_seconds": None,
                                   "inputs": record["inputs"]}, regenerate=True)
    assert again.state.to_dict()["actions"] == record["actions"]


# ---------------------------------------------------------------------------- deboule sim
def _sim(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "deboule.cli", "sim", "--game", "chamot", *args],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)


def test_the_sim_takes_house_words_into_the_game_and_its_record(tmp_path):
    path = tmp_path / "game.json"
    done = _sim("--house-words", "Zorglûb, chamot", "--seed", "2", "--quiet",
                "--record", str(path))
    assert done.returncode == 0, done.stderr
    record = json.loads(path.read_text())
    assert record["options"]["rules"]["house_words"] == ["chamot", "zorglub"]
    again = subprocess.run([sys.executable, "-m", "deboule.cli", "replay", str(path), "--quiet"],
                           cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert again.returncode == 0, again.stderr


@pytest.mark.parametrize("words", ["ab", "chamot,x2y", "chamot,,mot", "a" * 60_000],
                         ids=["short", "digit", "empty", "60000-letters"])
def test_a_bad_house_word_in_the_sim_is_one_line_in_french_and_english(words):
    done = _sim("--house-words", words)
    assert done.returncode == 2 and done.stdout == ""
    assert "Traceback" not in done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1
    assert "mot de la maison" in lines[0] and "house word" in lines[0]


# ---------------------------------------------------------------------------- the window
@pytest.fixture(scope="module")
def window(tmp_path_factory) -> dict:
    tmp = tmp_path_factory.mktemp("house_words")
    env = dict(os.environ, DEBOULE_CONFIG_DIR=str(tmp / "config"),
               DEBOULE_DATA_DIR=str(tmp / "data"), PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, __file__], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=300)
    if proc.returncode != 0:
        pytest.fail(f"window scenario failed:\n{proc.stdout}\n{proc.stderr}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_keys_on_the_set_up_open_the_house_words_and_a_bad_word_is_refused(window):
    assert window["opened"] == "HouseWordsScreen"
    assert "au moins 3" in window["refused_note"] and window["after_refusal"] == []
    assert window["after_adding"] == sorted([window["word"], "chamot"])
    assert window["after_removing"] == [window["word"]]  # Suppr on the focused "chamot"
    assert window["setup_line"] == "Mots de la maison : 1"
    assert window["on_disk"] == [window["word"]]  # a restart of the settings finds it


def test_house_words_added_by_keys_reach_the_game_and_are_accepted_in_play(window):
    assert window["game_house_words"] == [window["word"]]
    assert window["row_after"] == window["row_before"] + 1
    assert window["message"] == ""
    assert window["saved_house_words"] == [window["word"]]


def test_the_house_words_screen_fits_every_window_size(window):
    for size, seen in window["drawn"].items():
        assert seen["overlaps"] == [] and seen["outside"] == [], size
        assert seen["focused"] == ["▶ Nouveau mot : x2_"], size
        assert "au moins 3" in " ".join(seen["note"]), size


def test_a_pasted_page_is_cut_to_the_cap_refused_and_esc_leaves(window):
    pasted = window["pasted"]
    assert pasted["typed"] == MAX_WORD
    # the line keeps the word's last letters in view (the whole word is wider than the line)
    assert pasted["entry"].startswith("Nouveau mot : …œ") and pasted["entry"].endswith("œ_")
    assert "au plus 30 lettres" in pasted["note"]
    assert pasted["left"] and pasted["house_words"] == 16  # nothing added


def _scenario() -> dict:
    from deboule.files.saves import read_save
    from deboule.games.chamot.screen import ChamotScreen
    from deboule.screens.menus import SetupScreen
    from deboule.shell.settings import Settings, load_settings
    from deboule.shell.window import GameApp

    # the game the set-up's defaults start (you and an expert bot, seed 0): its first card
    preview = ChamotMatch(["human", "expert"], seed=0, turn_seconds=None)
    preview.human_action(Turn())
    row, word = house_word_for(preview)

    app = GameApp(headless=True, settings=Settings(window=(960, 540), quality="low"))
    from pyglet.window import key  # after the headless switch (pyglet reads it once)

    def press(*symbols: int) -> None:
        for symbol in symbols:
            app.window.dispatch_event("on_key_press", symbol, 0)
            app.frame(1 / 60)

    def type_text(text: str) -> None:
        app.window.dispatch_event("on_text", text)
        app.frame(1 / 60)

    setup = SetupScreen(app, "chamot")
    app.push(setup)
    app.frame(1 / 60)
    press(*[key.DOWN] * 5, key.LEFT)  # the thinking time: none (15 s wraps round to "off")
    press(key.DOWN, key.ENTER)  # "Mots de la maison : 0"
    house = app.screen
    out: dict = {"opened": type(house).__name__, "word": word}
    type_text("ab")
    press(key.ENTER)
    out["refused_note"] = house.note[0] if house.note else ""
    out["after_refusal"] = list(app.settings.chamot_house_words)
    press(key.BACKSPACE, key.BACKSPACE)
    type_text(word.upper())
    press(key.ENTER)
    type_text("Chamot")
    press(key.ENTER)
    out["after_adding"] = list(app.settings.chamot_house_words)
    focus = 1 + sorted([word, "chamot"]).index("chamot")
    press(*[key.DOWN] * focus, key.DELETE)
    out["after_removing"] = list(app.settings.chamot_house_words)
    press(key.ESCAPE)
    assert app.screen is setup
    out["setup_line"] = setup.menu.item("house_words").label()
    out["on_disk"] = list(load_settings()[0].chamot_house_words)
    press(key.DOWN, key.DOWN, key.ENTER)  # past the seed, "Commencer"
    game = app.screen
    assert isinstance(game, ChamotScreen), type(game)
    out["game_house_words"] = list(game.match.state.options.house_words)
    press(key.SPACE)
    out["row_before"] = len(game.match.state.rows[row].mins)
    press(key._1 + row)
    type_text(word)
    press(key.ENTER)
    out["row_after"] = len(game.match.state.rows[row].mins)
    out["message"] = game.message
    out["saved_house_words"] = read_save()[1]["options"]["house_words"]
    out["drawn"] = _drawn_at_every_size(app)
    out["pasted"] = _pasted(app)
    return out


def _pasted(app) -> dict:
    """A page of text pasted in the box (issue 32: a 60,000-letter word froze the screen, Esc
    ignored): the box keeps 30 characters, Entrée refuses the word over the cap, Échap leaves."""
    from pyglet.window import key

    house = app.screen
    house.typed = ""
    app.window.dispatch_event("on_text", "œ" * 60_000)  # 30 kept; "oe" 30 times: 60 letters
    app.frame(1 / 60)
    out = {"typed": len(house.typed), "entry": house.menu.items[0].text("fr")}
    for symbol in (key.ENTER, key.ESCAPE):
        app.window.dispatch_event("on_key_press", symbol, 0)
        app.frame(1 / 60)
        if symbol == key.ENTER:
            out["note"] = house.note[0] if house.note else ""
    out["left"] = app.screen is not house
    out["house_words"] = len(app.settings.chamot_house_words)
    return out


def _drawn_at_every_size(app) -> dict:
    """The house words' screen with a long list and a refusal shown, drawn at several window
    sizes: every text's box inside the window, no two overlapping, the focus shown."""
    from deboule.games.chamot.house_words import HouseWordsScreen
    from deboule.screens.layout import overlaps, window_rect
    from deboule.shell.window import GameApp

    app.settings = app.settings.with_(chamot_house_words=tuple(
        f"motmaison{chr(97 + i)}" for i in range(16)))
    screen = HouseWordsScreen(app)
    app.push(screen)
    screen.on_text("x2")
    screen.command("entry")
    real, out = GameApp.size, {}
    for size in ((960, 540), (1280, 720), (1600, 900), (2560, 1440)):
        GameApp.size = property(lambda self, size=size: size)
        app.draw()
        labels = app.text.last_frame
        out[f"{size[0]}x{size[1]}"] = {
            "overlaps": overlaps((f"{region}:{text}", box) for region, box, text in labels),
            "outside": [text for _, box, text in labels
                        if not box.inside(window_rect(*size), 1.0)],
            "focused": [text for region, _, text in labels
                        if region == "items" and text.startswith("▶")],
            "note": [text for region, _, text in labels if region == "note"]}
    GameApp.size = real
    return out


if __name__ == "__main__":
    print(json.dumps(_scenario()))
