"""Actions as JSON, game records, replays, and invariants over random play."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from deboule.rules.enculette import (
    Announce,
    Believe,
    DiceShaken,
    Doubt,
        Faute,
    FauteKind,
    IllegalAction,
    PassUnseen,
    RecordError,
    Refill,
    Reshake,
    Reveal51,
    action_from_dict,
    make_record,
    new_game,
    replay,
)
from deboule.rules.enculette.actions import Back, Denounce, Join, TimeOut
from deboule.rules.enculette.events import EventKind
from deboule.rules.enculette.text import describe

ALL_ACTIONS = [
    DiceShaken((3, 5)), Announce(64, 1), Believe(), Doubt(), PassUnseen(22, 2), Reshake(),
    Reveal51(), Faute(1, "peeked", cup=0), Refill(2), Denounce(0, 1),
]


@pytest.mark.parametrize("action", ALL_ACTIONS, ids=lambda a: a.KIND)
def test_actions_round_trip_through_json(action):
    data = json.loads(json.dumps(action.to_dict()))
    assert data["type"] == action.KIND
    assert action_from_dict(data) == action


@pytest.mark.parametrize("bad", [
    {"type": "shout"}, {"value": 64}, {"type": "announce", "value": 64},
    {"type": "announce", "value": 64, "to": 1, "loudly": True}, {"type": "dice_shaken",
                                                                 "faces": [1, 9]},
    {"type": "announce", "value": 12, "to": 1}, "doubt", None,
])
def test_malformed_action_dicts_raise(bad):
    with pytest.raises(IllegalAction):
        action_from_dict(bad)


def scripted_game():
    state = new_game(3, {"blind_reshake": True, "broc": 4})
    for action in (DiceShaken((4, 6)), Announce(64, 1), Believe(), DiceShaken((1, 1)),
                   Announce(11, 2), PassUnseen(33, 0), Doubt(), Faute(1, "cheating"),
                   DiceShaken((2, 3)), Reshake(), DiceShaken((5, 1)), Announce(32, 0)):
        state.apply(action)
    return state


def test_record_replays_to_the_same_state():
    state = scripted_game()
    record = json.loads(json.dumps(make_record(state, seed=7)))
    assert record["seed"] == 7 and record["options"]["broc"] == 4
    again = replay(record)
    assert again.snapshot() == state.snapshot()
    assert again.gorgees == [0, 1, 1]  # player 2 passed a Docteur on a Teckel; 1 faute


def test_tampered_records_raise_record_errors():
    record = make_record(scripted_game())
    broken = dict(record, actions=record["actions"][:2] + [{"type": "believe"}] * 2)
    with pytest.raises(RecordError, match="action 3"):
        replay(broken)
    with pytest.raises(RecordError):
        replay(dict(record, game="chess"))
    with pytest.raises(RecordError):
        replay(dict(record, options={"broc": 30, "mystery": 1}))
    with pytest.raises(RecordError):
        replay({k: v for k, v in record.items() if k != "players"})


def dice_leak(view, state):
    """True if a view shows dice of a cup that its player has not seen."""
    for cup_view, cup in zip(view["cups"], state.cups, strict=True):
        if view["player"] not in cup.seen_by and cup_view["dice"] is not None:
            return True
    return False


@settings(max_examples=40, deadline=None, derandomize=True, database=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 5),
       blind=st.booleans(), cups=st.integers(1, 2))
def test_random_play_invariants(seed, players, blind, cups):
    """Random legal play with illegal attempts mixed in: illegal ones change nothing, gorgées
    only grow, the broc ends the game, views never leak hidden dice, and the record replays."""
    if players < 2 * cups:
        cups = 1
    rng = random.Random(seed)
    state = new_game(players, {"blind_reshake": blind, "cups": cups, "broc": 8})
    probes = [Doubt(), Believe(), Reshake(), Reveal51(), Announce(21, 0), PassUnseen(66, 1),
              DiceShaken((2, 2))]
    for _ in range(2000):
        if state.is_over:
            break
        legal = state.legal_actions() or [o for o, _ in state.chance_outcomes()]
        probe = rng.choice(probes)
        if probe not in legal:
            before = state.snapshot()
            with pytest.raises(IllegalAction):
                state.apply(probe)
            assert state.snapshot() == before
        if rng.random() < 0.05:  # a table event: it applies, or it raises and changes nothing
            seat = rng.randrange(state.players + 1)
            against = tuple(rng.sample(range(state.players), rng.randrange(state.players)))
            event = rng.choice([Faute(seat, rng.choice(list(FauteKind)).value, rng.randrange(2)),
                                TimeOut(seat, against, rng.random() < 0.3), Back(seat),
                                Join(against)])
            before = state.snapshot()
            try:
                state.apply(event)
            except IllegalAction:
                assert state.snapshot() == before
            if state.is_over:
                break
            legal = state.legal_actions() or [o for o, _ in state.chance_outcomes()]
        total = sum(state.gorgees)
        state.apply(rng.choice(legal))
        assert sum(state.gorgees) >= total
        for seat in range(state.players):
            assert not dice_leak(state.observation(seat), state)
    assert state.is_over
    assert sum(state.gorgees) >= 8 and state.winners()
    assert replay(make_record(state)).snapshot() == state.snapshot()


def game_with_every_event():
    state = new_game(4, {"blind_reshake": True, "refill_rule": True, "broc": 13})
    for action in (
        DiceShaken((1, 3)), Announce(31, 1), Doubt(),  # shaken, announced, doubted, drank
        Refill(1), Join(), TimeOut(3), DiceShaken((3, 1)), Announce(31, 2), Believe(),
        DiceShaken((2, 2)), Reshake(), DiceShaken((5, 1)), Announce(33, 4),  # blind
        Back(3), PassUnseen(44, 0), Doubt(),  # passed, a caught pass (4 answers for it)
        DiceShaken((1, 5)), Reveal51(),  # revealed 51: 4 and 0 drink
        Denounce(1, 4), Faute(2, "left_circle"), TimeOut(1, final=True),
        DiceShaken((3, 1)), Announce(31, 0), Doubt(),  # 4's first 31, lifted by 0
        DiceShaken((1, 3)), Announce(31, 2), Announce(31, 2),  # 0's second and third: void
    ):
        state.apply(action)
    return state


def test_record_with_joins_and_time_outs_replays():
    state = game_with_every_event()
    assert state.players == 5 and state.gone == {1} and state.is_over
    record = json.loads(json.dumps(make_record(state, seed=None)))
    assert record["players"] == 4  # the table it started with
    assert replay(record).snapshot() == state.snapshot()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_event_has_a_log_line_in_both_languages(lang):
    state = game_with_every_event()
    kinds = {event.kind.value for event in state.events}
    assert kinds == {kind.value for kind in EventKind}
    lines = [describe(event.to_dict(), lang, totals=state.gorgees, broc_left=0)
             for event in state.events]
    assert all(lines) and len(set(lines)) > 20
    if lang == "fr":
        assert "Joueur 5 entre dans le jeu." in lines
        assert any("dévoile un 51" in line for line in lines)
    with pytest.raises(ValueError):
        describe(state.events[0].to_dict(), "de")


def test_every_decision_has_a_button_label():
    from deboule.rules.enculette.text import describe_action

    state = new_game(3, {"blind_reshake": True})
    state.apply(DiceShaken((5, 1)))
    labels = {describe_action(a) for a in state.legal_actions()}
    assert "Annoncer « Teckel » (11) à Joueur 2" in labels
    assert "Annoncer « Enculette » (21) à Joueur 3" in labels
    assert {"Resecouer : annonce aveugle", "Dévoiler le 51 et l'offrir"} <= labels
    state.apply(Announce(11, 1))
    assert describe_action(PassUnseen(22, 2), "en") == "Pass unseen to Player 3, announcing " \
        "\"Les Flics\" (22)"  # English quotes (issue 30)
    assert describe_action(Doubt()) == "Douter : soulever la Tasse"
    with pytest.raises(ValueError):
        describe_action(Refill(0))
