"""Chamot's house words are capped wherever they are read (issue 32, point 3): at most 30
letters a word and 200 words, refused in one line in French and English by the rules' check, in
the settings, a save, a record and `deboule sim --house-words`, before any word is folded (a
word of 60,000 letters froze the house-words screen for 3 min, 300,000 words a resume for
20-30 s). The screen's box is in tests/test_chamot_house_words.py (its window scenario)."""

from __future__ import annotations

import json
from itertools import product

import pytest

from deboule.games.chamot.match import ChamotMatch, MatchError
from deboule.games.chamot.sim import house_words
from deboule.rules.chamot.folding import MAX_HOUSE_WORDS, MAX_WORD
from deboule.rules.chamot.options import Options
from deboule.rules.core import IllegalAction
from deboule.shell.settings import Settings, SettingsError, load_settings

LONG = "a" * 60_000
# distinct made-up words of letters: 300,000 of them ("aaaa" ... in base 26)
MANY = ["".join(letters) for letters in product("abcdefghijklmnopqrstuvwxyz", repeat=4)][:300_000]


def _over_caps() -> list[tuple[list[str], str, str]]:
    """(words, French, English) of each cap exceeded."""
    return [([LONG], f"au plus {MAX_WORD} lettres", f"at most {MAX_WORD} letters"),
            (["a" * (MAX_WORD + 1)], "au plus 30 lettres", "at most 30 letters"),
            (["œ" * 16], "au plus 30 lettres", "at most 30 letters"),  # folds to 32 letters
            (MANY, f"plus de {MAX_HOUSE_WORDS} mots", f"than {MAX_HOUSE_WORDS} house words"),
            (MANY[:MAX_HOUSE_WORDS + 1], "plus de 200 mots", "than 200 house words")]


def test_the_rules_check_refuses_words_over_the_caps_and_takes_them_at_the_caps():
    for words, french, english in _over_caps():
        with pytest.raises(IllegalAction) as refused:
            Options.from_dict({"house_words": words})
        assert refused.value.code in ("house_word_too_long", "house_words_full")
        assert french in str(refused.value) and english in str(refused.value)
        assert len(str(refused.value)) < 240  # the word is not printed whole
    at_caps = ["a" * MAX_WORD, *MANY[:MAX_HOUSE_WORDS - 1]]
    assert len(Options.from_dict({"house_words": at_caps}).house_words) == MAX_HOUSE_WORDS


def test_the_settings_refuse_them_with_the_reason(tmp_path):
    path = tmp_path / "settings.json"
    for words, french, english in _over_caps():
        with pytest.raises(SettingsError) as refused:
            Settings(chamot_house_words=words)
        assert french in refused.value.text("fr") and english in refused.value.text("en")
        if len(words) > MAX_HOUSE_WORDS:
            continue  # 300,000 words do not fit in a settings file (64 KiB): refused as such
        path.write_text(json.dumps({**Settings().to_dict(), "chamot_house_words": words}))
        loaded, reason = load_settings(path)
        assert loaded == Settings() and reason is not None
        assert french in reason.text("fr") and english in reason.text("en")


@pytest.fixture(scope="module")
def save() -> dict:
    match = ChamotMatch(["novice", "novice"], seed=1, headless=True)
    return match.to_save()


@pytest.mark.parametrize("regenerate", [False, True], ids=["save", "record"])
def test_a_save_or_a_record_over_the_caps_is_refused(save, regenerate):
    """A resume (`from_save`) and a record's replay (`regenerate`:
    deboule/games/chamot/record.py)."""
    for words, french, english in _over_caps():
        changed = {**save, "options": {**save["options"], "house_words": words}}
        with pytest.raises(MatchError) as refused:
            ChamotMatch.from_save(changed, regenerate=regenerate)
        assert french in refused.value.text("fr") and english in refused.value.text("en")


def test_a_record_over_the_caps_is_refused_by_deboule_replay(save):
    from deboule.replays.replay import replay_record
    from deboule.replays.replay_base import ReplayError

    record = {"game": "chamot", "seed": save["seed"], "seats": save["seats"],
              "options": {"rules": {**save["options"], "house_words": MANY},
                          "turn_seconds": None}, "inputs": []}
    with pytest.raises(ReplayError) as refused:
        replay_record(record)
    assert "200" in str(refused.value)


def test_the_sim_s_house_words_are_capped():
    for words, _, english in _over_caps():
        with pytest.raises(IllegalAction) as refused:
            house_words(",".join(words))
        assert english in str(refused.value)
    with pytest.raises(IllegalAction) as refused:  # a terminal escape in a word too long
        house_words("ab\x1b]0;X\x07cd" + "a" * 40)
    assert "\x1b" not in str(refused.value) and "\x07" not in str(refused.value)
    assert "ab\\x1b]0;X\\x07cd" in str(refused.value)
