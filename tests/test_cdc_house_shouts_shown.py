"""Issue 34: every race the rules may open — the seed texts' and the house rules' new shouts
(house.SHOUTS, merged into actions.SHOUTS and messages.SHOUT_TEXT) — is shown to a person by
its words, in French and English (the HUD's race line and key lines: deboule/games/cul_de_chouette/
hud.py `draw_race` through prompts.shout_text), never by its identifier; the race key path
(race.py) answers any race kind with the pressing player's shout."""

from __future__ import annotations

import re

from deboule.games.cul_de_chouette.prompts import shout_text
from deboule.rules.cul_de_chouette import house
from deboule.rules.cul_de_chouette.actions import SHOUTS

IDENTIFIER = re.compile(r"[a-z]+_[a-z_]+")


def test_every_shout_has_words_in_both_languages():
    assert set(house.SHOUTS) <= set(SHOUTS)
    for shout in SHOUTS:
        for lang in ("fr", "en"):
            words = shout_text(shout, lang)
            assert words != shout and not IDENTIFIER.search(words), (shout, lang, words)


def test_the_english_text_keeps_the_words_and_drops_the_french_space():
    for shout in SHOUTS:
        french, english = shout_text(shout, "fr"), shout_text(shout, "en")
        assert english.replace(" ", "") == french.replace(" ", "")
        assert not re.search(r"\s[!?:;]", english), english


def test_a_shout_without_words_would_be_caught():
    assert IDENTIFIER.search(shout_text("a_shout_nobody_declared", "fr"))
