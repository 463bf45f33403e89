"""Rules-only matches (issue 46 point 6, deboule/rules_match.py), over every game of the registry:
`Match.new(seats, seed, rules_only=True, **options)` plays on the rules alone, no physics world
ever made; chance outcomes come from the rules' own chance model, seeded by the match's seed
(same seed, same game bit for bit; another seed, another game); a save comes back
(`RulesMatch.from_save`) as the same game; a human seat decides through `feed(Decision(...))`
and its inputs replay."""

from __future__ import annotations

import json
import random

import pytest

import deboule.physics.world
from deboule.match_base import Decision, Match, MatchError
from deboule.registry import GAMES
from deboule.rules_match import RulesMatch

# per game: bot seats and quick options
QUICK = {
    "deboule": (["novice", "regular"], {"target": 3}),
    "cul-de-chouette": (["novice", "regular", "expert"], {"preset": "iruo"}),
    "enculette": (["novice", "regular", "expert"], {"broc": 6}),
    "chamot": (["novice", "regular"], {"short": True}),
}
ENTRIES = [pytest.param(entry, id=entry.name) for entry in GAMES]


@pytest.fixture
def no_physics(monkeypatch):
    """Any physics world made fails the test."""
    def refuse(*args, **kwargs):
        raise AssertionError("a physics world was made")

    monkeypatch.setattr(deboule.physics.world.World, "__init__", refuse)


def options_of(name: str) -> tuple[list[str], dict]:
    seats, options = QUICK[name]
    return list(seats), dict(options)


def test_every_game_has_quick_options_here():
    assert {entry.name for entry in GAMES} <= set(QUICK), "add the new game to QUICK"


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_rules_only_bot_game_ends_without_physics_and_is_the_same_for_the_same_seed(
        entry, no_physics):
    seats, options = options_of(entry.name)

    def game(seed: int) -> Match:
        match = entry.match_class().new(seats, seed=seed, rules_only=True, options=options)
        assert isinstance(match, RulesMatch) and isinstance(match, Match)
        assert match.state.GAME == entry.name and match.legal_actions() == []
        match.play_out()
        assert match.over and match.state.is_over
        return match

    first = game(5)
    # the game's one constructor builds the same rules-only match from the same mapping
    same = entry.new_match(options, seats, seed=5, rules_only=True)
    same.play_out()
    assert isinstance(same, RulesMatch) and same.state == first.state
    assert json.dumps(first.state.to_dict()) == json.dumps(game(5).state.to_dict())
    assert first.state.to_dict() != game(6).state.to_dict()
    again = RulesMatch.from_save(json.loads(json.dumps(first.to_save())))
    assert again.state == first.state and again.over
    record = json.loads(json.dumps(first.record()))
    assert record["rules_only"] and record["state"] == first.state.to_dict()


def test_a_human_decides_and_the_save_replays_the_decisions(no_physics):
    match = RulesMatch.new(["human", "regular", "novice"], seed=3, game="enculette",
                           options={"broc": 5})
    assert match.state.options.broc == 5
    decided = 0
    while not match.over:
        match.step(0.1)
        legal = match.legal_actions()
        if legal:
            match.feed(Decision(legal[decided % len(legal)]))
            decided += 1
    assert decided >= 3 and len(match.to_save()["inputs"]) == decided
    again = RulesMatch.from_save(json.loads(json.dumps(match.to_save())))
    assert again.state == match.state
    with pytest.raises(MatchError):
        RulesMatch.from_save({"format": "rules-only match", "game": "chess"})
    with pytest.raises(MatchError):
        match.feed(Decision(legal[0]))  # the game is over


def test_a_human_in_a_shout_race_may_press_until_the_next_step(no_physics):
    """Cul de Chouette: the bots press at their reaction times; a human among the race's
    players is offered the race until the next step, which closes it (the race's clock)."""
    from deboule.rules.cul_de_chouette import Press
    match = RulesMatch.new(["human", "expert", "novice"], seed=2, game="cul-de-chouette")
    choose = random.Random(0)
    offered = pressed = 0
    for _ in range(2000):
        if match.over:
            break
        match.step(0.1)
        presses = [a for a in match.legal_actions() if isinstance(a, Press)]
        if presses:
            offered += 1
            if offered % 2:  # one race in two the human presses; the others close unpressed
                match.feed(Decision(presses[0]))
                pressed += 1
            continue
        legal = match.legal_actions()
        if legal:
            match.feed(Decision(choose.choice(legal)))
    assert match.over and offered >= 2 and pressed >= 1
    played = [a for a in match.state.history if isinstance(a, Press)]
    assert sum(a.player == 0 for a in played) == pressed  # the human's presses, all played
    assert any(a.player != 0 for a in played)  # and the bots' at their reaction times
