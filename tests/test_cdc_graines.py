"""The Graines, a house rule of aribautg/cul-de-chouette (`graines`, deboule/rules/cul_de_chouette/
house/graines.py): its rules panel, js/ui/RulesPanel.js, "Graines — Se lever → « Je ne mange pas
de graines ! » sinon Bévue". aribautg has no spec file: the panel's line is the case translated
here (got up with the words: nothing; without: a Bévue). Getting up is `StandUp`, taken at any
moment, outside the turn's script; bots get up now and then (house/graines_bots.py), through the
sim's match as in the window and the rooms."""

from __future__ import annotations

import argparse
import json
import random
from types import SimpleNamespace

import pytest

from deboule.games.cul_de_chouette.sim import build_match, play
from deboule.games.cul_de_chouette.sim_preset import parse_preset
from deboule.rules.core import IllegalAction
from deboule.rules.cul_de_chouette import State, Variant, VariantError
from deboule.rules.cul_de_chouette.actions import Press, StandUp, action_from_dict
from deboule.rules.cul_de_chouette.house import graines_bots
from deboule.rules.cul_de_chouette.scripted import Script, variant_with


def table(**changes) -> Script:
    v = variant_with(["bevue", "sirotage"], turn_order="clockwise", graines=True, **changes)
    return Script(3, v, scores=[50, 50, 50])


def unchanged(s: Script) -> tuple:
    return (s.scores(), len(s.state.events), len(s.state.actions), s.node.prompt)


def test_the_option_is_off_in_the_three_presets_and_needs_the_bevue():
    for name in ("kaamelott", "iruo", "tables"):
        assert Variant.preset(name).graines is False
        assert Variant.preset(name, graines=True).graines is True
    with pytest.raises(VariantError, match="graines needs"):
        variant_with(["sirotage"], graines=True)
    with pytest.raises(VariantError):
        Variant.preset("kaamelott", graines="yes")


def test_aribautg_panel_standing_up_with_the_words_costs_nothing():
    # "Se lever → « Je ne mange pas de graines ! »": said, nothing else happens
    s = table()
    before = s.node
    s.act(StandUp(1, True))
    assert s.scores() == [50, 50, 50] and s.node is before
    assert s.state.log_lines("fr")[-1] == (
        "Joueur 2 se lève de table : « Je ne mange pas de graines ! »")
    assert s.state.events[-1].kind == "graines"


def test_aribautg_panel_standing_up_without_the_words_is_a_bevue():
    # "... sinon Bévue": C3's Bévue, its penalty as the table sets it; the turn goes on
    s = table(bevue_penalty=25)
    s.act(StandUp(2, False))
    assert s.scores() == [50, 50, 25] and s.node.prompt == "pre_roll"
    bevue = s.events("bevue")[-1]
    assert (bevue["player"], bevue["code"], bevue["penalty"]) == (2, "graines", 25)
    assert "levé de table sans « Je ne mange pas de graines ! »" in s.state.log_lines("fr")[-2]
    assert "got up from the table without" in s.state.log_lines("en")[-2]
    s.throw((2, 2), 5).act(StandUp(0, False))  # at a decision (the Sirotage offered): the same
    assert s.node.prompt == "siroter" and s.score(0) == 25


def test_one_gets_up_during_a_race_and_the_race_goes_on():
    s = table()
    s.throw((3, 4), 5)  # a Suite: "Grelotte ça picote !"
    assert s.node.kind == "race"
    s.act(StandUp(1, True))
    assert s.node.kind == "race" and s.node.race.waiting  # still open, nobody pressed
    s.race({0: 100, 1: 200, 2: 300})
    assert s.node.kind != "race"


def test_refused_rises_change_nothing():
    s = variant_with(["bevue"], turn_order="clockwise")
    off = Script(3, s, scores=[50, 50, 50])
    before = unchanged(off)
    with pytest.raises(IllegalAction, match="Graines"):
        off.act(StandUp(0, False))  # the option off: not a move at all (no Bévue either)
    assert unchanged(off) == before
    s = table()
    s.act(StandUp(0, True))
    before = unchanged(s)
    for rise in (StandUp(0, True), StandUp(0, False)):  # already up: the table has not moved
        with pytest.raises(IllegalAction, match="already up"):
            s.act(rise)
        assert not s.state.is_legal(rise)
    assert unchanged(s) == before
    s.act(StandUp(1, True))  # another player may get up meanwhile
    s.throw((1, 3), 6)  # the table moves: up again
    s.act(StandUp(0, False))
    assert s.score(0) == 40
    with pytest.raises(IllegalAction):
        s.act(StandUp(7, True))  # no such seat


def test_a_rise_is_never_a_legal_action_listed_and_the_record_replays_it():
    s = table()
    s.act(StandUp(1, False)).throw((2, 2), 5).act(StandUp(2, True))
    for seat in range(3):
        assert not any(isinstance(a, StandUp) for a in s.state.legal_actions(seat))
    data = json.loads(json.dumps(s.state.to_dict()))
    assert {"type": "stand_up", "player": 1, "graines": False} in data["actions"]
    again = State.from_dict(data)
    assert again.player_scores() == s.scores()
    assert [e.kind for e in again.events] == [e.kind for e in s.state.events]
    twin = s.state.copy()  # a copy replays the turn's actions, the rise among them
    assert twin.player_scores() == s.scores() and twin.node.prompt == s.node.prompt
    assert action_from_dict({"type": "stand_up", "player": 0, "graines": True}) == StandUp(0, True)
    with pytest.raises(IllegalAction):
        s.act(action_from_dict({"type": "stand_up", "player": 0, "graines": "yes"}))


class Draws:
    """A bot's generator giving these draws in turn."""

    def __init__(self, *values: float) -> None:
        self.values = list(values)

    def random(self) -> float:
        return self.values.pop(0)


def bot(level: str, *draws: float) -> SimpleNamespace:
    return SimpleNamespace(rng=Draws(*draws), level=SimpleNamespace(name=level))


def test_bots_get_up_now_and_then_and_a_novice_forgets_the_words():
    state = table().state
    assert graines_bots.stand_up(bot("novice", 0.5), state, 1) is None  # most throws: seated
    assert graines_bots.stand_up(bot("novice", 0.01, 0.1), state, 1) == StandUp(1, False)
    assert graines_bots.stand_up(bot("novice", 0.01, 0.3), state, 1) == StandUp(1, True)
    assert graines_bots.stand_up(bot("expert", 0.01, 0.0), state, 1) == StandUp(1, True)
    off = Script(3, variant_with(["bevue"], turn_order="clockwise")).state
    assert graines_bots.stand_up(bot("novice"), off, 1) is None  # no draw at all: rule off


def sim_args(preset: str, seed: int) -> argparse.Namespace:
    return argparse.Namespace(players="2", bots="novice,expert", preset=preset,
                              teams=False, seed=seed, lang="fr", join=None, quiet=True)


def test_the_sim_s_bots_play_the_graines_and_the_record_replays():
    from deboule.games.cul_de_chouette.match import CdcMatch

    assert parse_preset("tables,graines=on").graines is True
    match = build_match(sim_args("tables,graines=on", 5))
    try:
        play(match, sim_args("tables,graines=on", 5))
        rises = [a for a in match.state.actions if isinstance(a, StandUp)]
        assert match.over and rises
        assert any(not r.graines for r in rises) and any(r.graines for r in rises)
        forgot = [e for e in match.state.events if e.kind == "bevue" and e["code"] == "graines"]
        assert len(forgot) == sum(not r.graines for r in rises)
        assert not any(isinstance(a, Press) for a in rises)
        replayed = CdcMatch.from_save(match.to_save(), headless=True)
        assert replayed.state.player_scores() == match.state.player_scores()
    finally:
        match.close()


def test_random_rises_never_break_a_game():
    """Rises and forgotten words anywhere in a bot game: accepted or refused, never a crash;
    the game ends and replays."""
    from cdc_bot_games import play_out

    from deboule.rules.cul_de_chouette.bots import make_bot

    variant = Variant.preset("tables", graines=True, max_turns=80)
    state = State.new({"players": 3, "variant": variant.to_dict()})
    rng = random.Random(5)

    def rise(s: State) -> None:
        if not s.is_over and rng.random() < 0.1:
            action = StandUp(rng.randrange(3), rng.random() < 0.5)
            if s.is_legal(action):
                s.apply(action)

    bots = [make_bot(level, 7 + k) for k, level in enumerate(["expert", "novice", "regular"])]
    play_out(state, bots, random.Random(5), rise)
    assert state.is_over
    assert any(isinstance(a, StandUp) for a in state.actions)
    assert State.from_dict(state.to_dict()).player_scores() == state.player_scores()


def test_a_room_takes_the_graines_in_its_preset_text_and_refuses_a_bad_value():
    from deboule import registry
    from deboule.online.refusal import RoomRefusal
    from deboule.online.room_args import room_options

    entry = registry.by_name("cul-de-chouette")
    levels = entry.sim().cli_facts()["levels"]
    for preset in ("tables,graines=on", "kaamelott,graines=on", "iruo,graines=on"):
        room_options(entry, {"players": 2, "preset": preset}, None, levels)
        assert parse_preset(preset).graines is True
    for bad in ("tables,graines=maybe", "tables,graines=on,graines=off"):
        with pytest.raises(RoomRefusal):
            room_options(entry, {"players": 2, "preset": bad}, None, levels)
