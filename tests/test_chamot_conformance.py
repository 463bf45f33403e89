"""Chamot's own checks over random play (the contract itself, for every game, is
tests/test_conformance.py: save/restore, replay, same seed, bad saves): with the French lexicon,
Chamot's card invariants hold at every step, malformed Chamot moves are refused with the state
unchanged, and the result counts the cards left."""

from __future__ import annotations

import random

import pytest
from chamot_support import all_cards
from test_chamot_rules import snapshot

from deboule.rules.chamot.actions import (
    CODEC,
    Blocked,
    Discard,
    Load,
    Move,
    Place,
    Remove,
    Shuffle,
    Turn,
)
from deboule.rules.chamot.cards import JOKER, MAJ_DECK, MIN_DECK
from deboule.rules.chamot.chance import sample_outcome
from deboule.rules.chamot.french import french_lexicon
from deboule.rules.chamot.state import ChamotState
from deboule.rules.core import CHANCE, TERMINAL, IllegalAction

WORDS = ["top", "epee", "zz", "camp", "", "Épée", "x" * 60, "tordu", "abaca"]


def step(state: ChamotState, rng: random.Random) -> None:
    if state.current_player() == CHANCE:
        state.apply(sample_outcome(state.chance_request(), rng))
    else:
        state.apply(rng.choice(state.legal_actions()))


def random_action(rng: random.Random, players: int):
    kind = rng.randrange(9)
    row, target = rng.randrange(-1, 4), rng.randrange(-1, players + 1)
    word = rng.choice(WORDS)
    return [Turn(), Discard(), Blocked(), Place(row, word, rng.choice(["hand", "corbeille"])),
            Move(row, rng.randrange(-1, 4), rng.randrange(3), word), Remove(row, word),
            Load(target, rng.choice(["hand", "corbeille", "row"]), rng.choice([None, row])),
            Shuffle(tuple(rng.sample(range(MIN_DECK), 3))), Turn()][kind]


def check_invariants(state: ChamotState) -> None:
    mins, majs = all_cards(state)
    assert mins == list(range(MIN_DECK))  # every min. somewhere, once
    if state.awaiting is None or state.awaiting[0] != "maj":
        assert majs == list(range(MAJ_DECK))
    for pattern in state.row_patterns():
        assert pattern.count(JOKER) <= 1  # H4: one joker per row
        assert pattern == "" or state.lexicon.is_prefix(pattern)  # H4: a row begins a word


@pytest.mark.parametrize(("seed", "players", "short"), [(1, 2, False), (2, 3, False),
                                                        (3, 4, False), (4, 2, True)])
def test_random_play_to_the_end(seed, players, short):
    lexicon = french_lexicon()
    rng = random.Random(seed)
    state = ChamotState.new({"players": players, "short": short}, lexicon)
    steps = 0
    while not state.is_over:
        who = state.current_player()
        assert state.deciders() == ((who,) if who >= 0 else ())
        if who >= 0:
            assert state.chance_request() is None
            actions = state.legal_actions()
            assert actions and all(state.legal_actions(p) == [] for p in range(players)
                                   if p != who)
            if steps % 5 == 0:  # every listed action is accepted
                for action in actions:
                    state.copy().apply(action)
        for _ in range(3):  # random actions: refused with the state unchanged, or legal
            trial, before = state.copy(), snapshot(state)
            try:
                trial.apply(random_action(rng, players))
            except IllegalAction as error:
                assert error.code and snapshot(trial) == before
        step(state, rng)
        if state.dealt:
            check_invariants(state)
        steps += 1
        assert steps < 20_000
    assert state.current_player() == TERMINAL and state.legal_actions() == []
    result = state.result()
    assert result.winners and sorted(result.ranking) == list(range(players))
    assert result.scores == tuple(float(state.cards_left(p)) for p in range(players))
    assert state.end_reason in ("out_of_cards", "idle", "turn_limit")


@pytest.mark.parametrize("bad", [{"game": "chamot", "options": {"players": 9}},
                                 {"game": "chamot", "actions": [{"type": "turn"}]},
                                 {"game": "chamot", "actions": [{"type": "fly"}]},
                                 {"game": "chamot", "actions": "turn"}])
def test_bad_saves_refused(bad):
    with pytest.raises(IllegalAction):
        ChamotState.from_dict(bad, french_lexicon())


def test_codec_round_trip():
    for action in (Turn(), Place(1, "épée", "corbeille"), Move(0, 2, 1, "emploi"),
                   Remove(2, "camp"), Load(1, "row", 0), Load(2), Discard(), Blocked(),
                   Shuffle((3, 1, 2))):
        assert CODEC.from_dict(action.to_dict()) == action
