"""Issue 49: aribautg's Contre-Sirop as a house option (`contre_sirop_reading` "aribautg").
Source: aribautg/cul-de-chouette js/ui/RulesPanel.js, "Contre-Sirop — Si Sirop raté + pas de
mise réussie. « J'apprécie les fruits au sirop ! »" (GAME_DESIGN.md says the same; its game code
plays no Contre-Sirop, js/utils/constants.js only lists its points, 1/5 of the Cul de Chouette
tried, as CDC-S3): the Contre-Sirop's race opens on a lost Sirotage only when no bet was right.
"""

from __future__ import annotations

import pytest

from deboule.rules.cul_de_chouette import BetBird, Pass, Siroter, Variant, VariantError
from deboule.rules.cul_de_chouette.scripted import Script, variant_with


def lost_sirotage(reading="aribautg", bird="linotte", die=1) -> Script:
    """Seat 0 sirotes a Chouette of 5; seat 1 bets on `bird`; the die shows `die`."""
    v = variant_with(["sirotage", "contre_sirop"], turn_order="clockwise",
                     contre_sirop_reading=reading)
    s = Script(3, v, scores=[100, 100, 100])
    s.throw((5, 5), 2).act(Siroter(0))
    s.act(BetBird(1, bird), Pass(2)).dice(die)
    return s


def test_a_right_bet_on_the_lost_sirotage_means_no_contre_sirop():
    s = lost_sirotage(die=1)
    assert s.node.prompt != "contre_sirop" and s.events("contre_sirop_none")
    assert s.events("bet_won")[-1]["player"] == 1


def test_no_right_bet_the_contre_sirop_race_opens_and_pays_a_fifth():
    s = lost_sirotage(die=3)
    assert s.node.prompt == "contre_sirop"
    s.race({2: 300})
    assert [e for e in s.events("race_won") if e["race"] == "contre_sirop"][-1]["points"] == 18


def test_the_seeds_contre_sirop_opens_even_after_a_right_bet():
    s = lost_sirotage("off", die=1)
    assert s.node.prompt == "contre_sirop" and not s.events("contre_sirop_none")


def test_presets_leave_it_off_and_it_needs_the_contre_sirop():
    for name in ("kaamelott", "iruo", "tables"):
        assert Variant.preset(name).contre_sirop_reading == "off"
    with pytest.raises(VariantError):
        Variant.preset("iruo", contre_sirop_reading="aribautg")  # iruo: no Contre-Sirop
    with pytest.raises(VariantError):
        Variant.preset("kaamelott", contre_sirop_reading="bogus")
