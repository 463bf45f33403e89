"""C1: the two presets, toggles and parameters."""

import pytest

from deboule.rules.cul_de_chouette import Variant, VariantError
from deboule.rules.cul_de_chouette.variant import OPTIONAL_RULES


def test_default_is_kaamelott_with_every_optional_rule():
    v = Variant.preset()
    assert v.name == "kaamelott"
    assert all(getattr(v, rule) for rule in OPTIONAL_RULES)


def test_c1_table():
    k, i = Variant.preset("kaamelott"), Variant.preset("iruo")
    assert (k.turn_order, i.turn_order) == ("counter_clockwise", "clockwise")
    # Sirotage bet: stake 5 paid when betting, 25 back / +25 or -5
    assert (k.bet_stake, k.bet_win, k.bet_stake_upfront) == (5, 25, True)
    assert (i.bet_stake, i.bet_win, i.bet_stake_upfront) == (5, 25, False)
    assert dict(k.grelottine_coefficients) == {
        "CHOUETTE_VELUTE": 8, "SUITE": 14, "CUL_DE_CHOUETTE": 16, "SIROP_GRELOT": 20,
        "VELUTE": 25, "CHOUETTE": 33}
    assert dict(i.grelottine_coefficients) == {
        "CHOUETTE_VELUTE": 8, "CUL_DE_CHOUETTE": 16, "VELUTE": 25, "CHOUETTE": 33}
    assert (k.civet_side_bets, i.civet_side_bets) == (False, True)
    assert k.eliminate_at_or_below == -343
    assert i.eliminate_at_or_below == -31  # "en dessous de -30"
    assert (k.chouette_velute_tie, i.chouette_velute_tie) == (
        "a_six_takes", "single_six_else_thrower")
    assert not i.bleu_rouge and not i.banque and i.sirotage and i.civet and i.achat_de_de


def test_unknown_preset_and_option_are_refused():
    with pytest.raises(VariantError):
        Variant.preset("dark-souls")
    with pytest.raises(VariantError):
        Variant.preset("iruo", pelicans=3)


@pytest.mark.parametrize("changes", [
    {"bevue_penalty": 51}, {"bevue_penalty": -1}, {"turn_order": "sideways"},
    {"win_score": 300, "cap_score": 320}, {"sirotage": "yes"}, {"cap_score": 33.2},
    {"grelottine_coefficients": {"PELICAN": 10}},
])
def test_bad_parameters_are_refused(changes):
    with pytest.raises(VariantError):
        Variant.preset("kaamelott", **changes)


def test_banque_needs_every_other_rule():
    with pytest.raises(VariantError, match="Banque"):
        Variant.preset("kaamelott", achat_de_de=False)
    assert not Variant.preset("kaamelott", banque=False, achat_de_de=False).achat_de_de


def test_round_trip_and_replace():
    v = Variant.preset("iruo", bevue_penalty=30)
    assert Variant.from_dict(v.to_dict()) == v
    assert v.replace(bevue_penalty=20).bevue_penalty == 20


def test_cul_de_chouette_only_grelottine():
    v = Variant.preset("kaamelott", grelottine_cdc_only=True)
    assert v.allowed_challenges() == ("CUL_DE_CHOUETTE",)
