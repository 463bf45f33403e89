"""Property-based tests (hypothesis): the 332 cap, conservation of points, replays, refusals."""

import dataclasses
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deboule.rules.cul_de_chouette import (
    ChallengeGrelottine,
    ChallengeSoufflette,
    CloseRace,
    DiceRolled,
    Game,
    IllegalAction,
    Keep,
    Press,
    State,
    Throw,
    Variant,
    classify,
)
from deboule.rules.cul_de_chouette.actions import CODEC, SHOUTS
from deboule.rules.cul_de_chouette.scripted import Script, variant_with

CAP = 332
CAPPED_REASONS = {"bet", "grelottine", "soufflette", "civet", "withdraw", "raitournelle"}
FAST = settings(max_examples=20, derandomize=True, deadline=None,
                suppress_health_check=[HealthCheck.too_slow])


def random_game(seed: int, preset: str, scores, steps: int) -> State:
    """Random legal play: random dice, random presses, random decisions (Throw preferred)."""
    rng = random.Random(seed)
    state = Game(len(scores), Variant.preset(preset), start_scores=scores).new_state()
    for _ in range(steps):
        if state.is_over:
            break
        node = state.node
        if node.kind == "chance":
            state.apply(DiceRolled(tuple(rng.randint(1, 6) for _ in range(node.n_dice))))
        elif node.kind == "race":
            waiting = node.race.waiting
            if waiting and rng.random() < 0.8:
                p = rng.choice(waiting)
                state.apply(Press(p, node.race.shouts[p], rng.randint(0, 3000)))
            else:
                state.apply(CloseRace())
        else:
            player = node.players[0]
            options = state.legal_actions(player)
            throws = [a for a in options if isinstance(a, Throw)]
            if throws and rng.random() < 0.8:
                state.apply(throws[0])
            else:
                state.apply(rng.choice(options))
            if rng.random() < 0.02 and not state.is_over:
                state.apply(Press(rng.choice(state.order), rng.choice(SHOUTS), 100))  # a Bévue
    return state


scores_st = st.lists(st.integers(min_value=-50, max_value=340), min_size=2, max_size=4)


@FAST
@given(seed=st.integers(0, 10**6), preset=st.sampled_from(["kaamelott", "iruo"]),
       scores=scores_st)
def test_no_score_passes_332_outside_its_owners_turn(seed, preset, scores):
    scores = [min(x, 342) for x in scores]
    state = random_game(seed, preset, scores, 600)
    owner = None
    for event in state.events:
        if event["type"] == "turn":
            owner = event["player"]
        if event["type"] == "score" and event["delta"] > 0:
            player = event["player"]
            old = event["score"] - event["delta"]
            outside = owner is None or state.side_of[player] != state.side_of[owner]
            if outside or event["reason"] in CAPPED_REASONS:
                assert event["score"] <= max(old, CAP), event
    # and a win happens only on the winner's own turn (C4)
    if state.is_over and any(e["type"] == "game_over" and e["reason"] == "win"
                             for e in state.events):
        assert state.owner in state.winners or state.owner is None


@FAST
@given(seed=st.integers(0, 10**6), preset=st.sampled_from(["kaamelott", "iruo"]),
       scores=scores_st)
def test_records_replay_to_the_same_game(seed, preset, scores):
    scores = [min(x, 342) for x in scores]
    state = random_game(seed, preset, scores, 300)
    replay = State.from_dict(state.to_dict())
    assert replay.events == state.events
    assert replay.scores == state.scores and replay.node.prompt == state.node.prompt


@FAST
@given(seed=st.integers(0, 10**6), junk=st.lists(
    st.tuples(st.sampled_from(sorted(CODEC.kinds)), st.integers(-2, 8), st.integers(-5, 120)),
    min_size=1, max_size=8))
def test_refused_actions_change_nothing(seed, junk):
    state = random_game(seed, "kaamelott", [50, 50, 50], 80)
    for kind, player, number in junk:
        cls = CODEC.kinds[kind]
        fields = [f.name for f in dataclasses.fields(cls)]
        values = {"player": player, "faces": (number % 7, number % 5), "t_ms": number * 40,
                  "shout": "pelican", "amount": number, "stake": number, "target": number % 4,
                  "combination": "CHOUETTE", "with_sirotage": False, "bird": "alouette",
                  "values": (number,), "success": True, "name": "x",
                  "presses_ms": (number,), "mode": "bi",  # issue 34: UseJarret's
                  "tiche": number,  # issue 34: Tiche's (house/tichage.py)
                  "graines": number % 2 == 0}  # StandUp's (house/graines.py)
        action = cls(**{f: values[f] for f in fields})
        before = (list(state.scores), len(state.events), len(state.actions), state.node.prompt,
                  list(state.bank), list(state.has_grelottine))
        try:
            state.apply(action)
        except IllegalAction:
            after = (list(state.scores), len(state.events), len(state.actions),
                     state.node.prompt, list(state.bank), list(state.has_grelottine))
            assert after == before


faces3 = st.tuples(*(st.integers(1, 6),) * 3)


@FAST
@given(a=st.integers(-100, 330), b=st.integers(-100, 330), c=st.integers(1, 330),
       tries=st.lists(faces3, min_size=3, max_size=3))
def test_soufflette_conserves_points(a, b, c, tries):
    # the challenger and the challenged exchange 50/40/30 (or 30): nothing created or lost
    s = Script(3, variant_with(turn_order="clockwise"), scores=[a, b, c])
    s.throw((4, 2), 1).act(ChallengeSoufflette(0, 1))
    total = sum(s.scores())
    while s.owner == 0:
        node = s.node
        if node.kind == "chance":
            s.dice(*tries.pop(0)[: node.n_dice]) if tries else s.dice(*(6,) * node.n_dice)
        else:
            s.act(Keep(1, max((k.faces for k in s.state.legal_actions(1)), key=len)))
    capped = any(e["type"] == "score" and e["capped"] for e in s.state.events)
    if capped:
        assert sum(s.scores()) < total
    else:
        assert sum(s.scores()) == total


@FAST
@given(a=st.integers(1, 330), b=st.integers(1, 330), c=st.integers(1, 330),
       challenge=st.sampled_from(["CHOUETTE", "VELUTE", "CUL_DE_CHOUETTE", "SUITE",
                                  "CHOUETTE_VELUTE"]),
       throw=faces3)
def test_grelottine_stake_moves_between_the_two_players(a, b, c, challenge, throw):
    s = Script(3, variant_with(["grelottine"], turn_order="clockwise", grelottine_bets=False),
               scores=[a, b, c])
    s.state.has_grelottine[1] = True
    s.throw((1, 3), 6)  # Néant
    coefficient = s.state.variant.coefficient(challenge)
    stake = min(a, b) * coefficient // 100
    if stake < 1:
        return
    s.race({1: 200})
    if ChallengeGrelottine(1, challenge, stake) not in s.state.legal_actions(1):
        assert s.state.variant.coefficient(challenge) is None
        return
    s.act(ChallengeGrelottine(1, challenge, stake))
    total = sum(s.scores())
    s.dice(*throw[:2]).dice(throw[2])
    combination_points = classify(throw).thrower_points + classify(throw).race_points
    capped = any(e["type"] == "score" and e["capped"] for e in s.state.events)
    if not capped:
        assert sum(s.scores()) == total + combination_points
    assert s.score(2) == c
