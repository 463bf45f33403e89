"""Issue 10 point 5: what a refused move says comes from the translation tables, in the
player's language, with pieces named as the HUD names them (never "red-1")."""

from __future__ import annotations

import re

import pytest

from deboule.games.deboule.match import Refused
from deboule.rules.core import IllegalAction
from deboule.screens.base import refusal_text

IDENTIFIER = re.compile(r"\b[a-z]+[-_][a-z0-9_-]+\b")


@pytest.mark.parametrize("reason,piece", [("not_your_throw", None),
                                          ("not_your_decision", None),
                                          ("piece_not_now", "red-1"),
                                          ("piece_not_now", "cochonde")])
def test_the_deboule_controller_refuses_in_words_of_the_tables(reason, piece):
    error = Refused(reason, piece)
    french, english = refusal_text(error, "fr"), refusal_text(error, "en")
    assert french != english and "refused." not in french
    assert not IDENTIFIER.search(french) and not IDENTIFIER.search(english), (french, english)
    if piece == "red-1":
        assert "la rouge 1" in french and "red 1" in english


def test_a_rules_refusal_with_a_code_says_its_reason_in_the_player_language():
    error = IllegalAction("cannot chapeauter 'blue-2': ...", code="chapeau_no_target",
                          piece="blue-2")
    assert "chapeaute" in refusal_text(error, "fr")
    assert "cap" in refusal_text(error, "en")
    wrapped = ValueError("refused")  # a controller's error raised from the rules' one
    wrapped.__cause__ = error
    assert refusal_text(wrapped, "fr") == refusal_text(error, "fr")


def test_a_rules_refusal_without_a_known_code_says_the_general_line():
    error = IllegalAction("pieces ['red-1'] are not flat: aplatir them first (D5)")
    assert refusal_text(error, "fr") == "Coup refusé par les règles."
    assert refusal_text(error, "en") == "Move refused by the rules."


def test_the_rules_refusals_of_le_deboule_carry_the_codes_the_tables_translate():
    """A real refused effect: the rules' code reaches the player as the tables' line."""
    from deboule.rules.deboule.flow_turns import __file__ as flow
    from deboule.text.i18n import known

    codes = set(re.findall(r'code="([a-z_]+)"', open(flow, encoding="utf-8").read()))
    assert {"no_relance", "chapeau_no_target", "bascule_blocked", "force_no_target",
            "dechole_no_target", "piece_not_now"} <= codes
    assert all(known(f"refusal.{code}") for code in codes)


def test_cul_de_chouette_refuses_a_human_out_of_turn_in_words_of_the_tables():
    from deboule.games.cul_de_chouette.errors import MatchError
    from deboule.games.cul_de_chouette.match import CdcMatch, ManualClock
    from deboule.text.i18n import tr

    match = CdcMatch(["expert", "human"], seed=1, clock=ManualClock())
    with pytest.raises(MatchError) as refused:
        match.human_random_throw()  # the bot throws first
    assert refusal_text(refused.value, "fr") == tr("cdc.refused.no_throw_now", "fr")
    assert refusal_text(refused.value, "en") == tr("cdc.refused.no_throw_now", "en")


def test_lenculette_refuses_a_human_out_of_turn_in_words_of_the_tables():
    from deboule.games.enculette.match import EnculetteMatch, MatchError
    from deboule.text.i18n import tr

    match = EnculetteMatch(["expert", "human"], seed=1)
    with pytest.raises(MatchError) as refused:
        match.human_throw()
    assert refusal_text(refused.value, "fr") == tr("enc.refused.bot_turn", "fr", n=1)
    assert refusal_text(refused.value, "en") == tr("enc.refused.bot_turn", "en", n=1)
