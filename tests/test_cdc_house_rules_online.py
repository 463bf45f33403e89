"""Issue 49: a room (deboule/online/server.py `create`, a saved room's file) takes the rules of
other tables as `deboule sim` does, in its preset text (`tables,lance_civet=on`: deboule/cul_de_
chouette/sim_preset.py), and refuses a bad one in one line without building anything."""

from __future__ import annotations

import argparse

import pytest

from deboule import registry
from deboule.games.cul_de_chouette.sim import build_match
from deboule.online.refusal import RoomRefusal
from deboule.online.room_args import room_options

ENTRY = registry.by_name("cul-de-chouette")
LEVELS = ENTRY.sim().cli_facts()["levels"]


def test_a_room_takes_house_options_in_its_preset_and_the_match_plays_them():
    preset = "tables,lance_civet=on,civet_bets=kize,neant_souffle=on,neant_souffle_ties=patmulot"
    room_options(ENTRY, {"players": 2, "preset": preset}, None, LEVELS)
    args = argparse.Namespace(players="2", bots="expert,novice", preset=preset, teams=False,
                              seed=4, lang="fr")
    match = build_match(args)
    try:
        variant = match.state.variant
        assert (variant.lance_civet, variant.civet_bets, variant.neant_souffle_ties) == (
            True, "kize", "patmulot")
    finally:
        match.close()


@pytest.mark.parametrize("preset", [
    "tables,lance_civet=maybe", "tables,no_such_rule=on", "tables,\x1b[31mred=on",
    "jarret_direct=on", "kaamelott,tables", "x" * 400,
    "tables," + ",".join(["lance_civet=on"] * 70),
])
def test_a_bad_house_option_refuses_the_room(preset):
    with pytest.raises(RoomRefusal) as refused:
        room_options(ENTRY, {"players": 2, "preset": preset}, None, LEVELS)
    reason = str(refused.value)
    assert "\x1b" not in reason and len(reason) < 400
