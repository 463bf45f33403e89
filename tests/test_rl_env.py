"""The PettingZoo environments of deboule.rl (issue 50) without physics: PettingZoo's own
`api_test` and `seed_test` for each game (Le Déboulé in its rules-only mode; with physics:
tests/test_rl_physics.py), the observation tensor that holds no other seat's secret (as the
seat views are tested: two states differing only in one seat's secret), and the integer
actions: their mask, their strings, the factored race presses, L'Enculette's denunciations.
Few cycles each: the whole module takes seconds."""

from __future__ import annotations

import json
import random

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test
from test_contract_conformance import TWINS

from deboule import rl
from deboule.registry import by_name
from deboule.rules.core import CHANCE
from deboule.rules.cul_de_chouette.action_ids import PRESS_TIMES

OPTIONS = {"cul-de-chouette": {"players": 3, "start_scores": [290, 300, 310]},
           "enculette": {"players": 3, "broc": 10},
           "chamot": {"players": 2, "short": True},
           "deboule": {"players": 2, "target": 7}}


def make(name: str, seed: int = 1):
    extra = {"physics": False} if name == "deboule" else {}
    return rl.env(name, seed=seed, options=OPTIONS[name], **extra)


@pytest.mark.parametrize("name", sorted(OPTIONS))
def test_pettingzoo_api_test_passes(name):
    api_test(make(name), num_cycles=60)


@pytest.mark.parametrize("name", sorted(OPTIONS))
def test_pettingzoo_seed_test_passes(name):
    seed_test(lambda: make(name), num_cycles=40)


def play_out(env, seed: int, policy) -> tuple[int, dict[str, float]]:
    """A whole game through the AEC loop; its steps and every seat's total reward."""
    env.reset(seed=seed)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    steps = 0
    for agent in env.agent_iter(max_iter=100_000):
        observation, reward, terminated, truncated, _ = env.last()
        totals[agent] += reward
        if terminated or truncated:
            env.step(None)
            continue
        env.step(policy(env, agent, observation))
        steps += 1
    return steps, totals


def random_policy(rng: random.Random):
    def act(env, agent, observation):
        if "action_mask" in observation:
            return rng.choice(np.flatnonzero(observation["action_mask"]).tolist())
        return np.array([rng.random() for _ in range(4)], dtype=np.float32)
    return act


@pytest.mark.parametrize("name", sorted(OPTIONS))
def test_a_whole_game_ends_with_the_winners_rewarded(name):
    env = make(name)
    steps, totals = play_out(env, 5, random_policy(random.Random(5)))
    result = env.state.result()
    assert steps > 5 and result is not None
    winners = {f"seat_{s}" for s in result.winners}
    if winners and len(winners) < len(totals):
        assert all(totals[a] == (1.0 if a in winners else -1.0) for a in totals), totals


@pytest.mark.parametrize("name", sorted(TWINS))
def test_the_tensor_holds_no_other_seats_secret(name):
    """Two states that differ only in one seat's secret: every other seat gets the same
    tensor, and the seat that knows gets another one (the tensor is not blind)."""
    build, knower = TWINS[name]
    one, two = build()
    game = one.GAME
    envs = []
    for state in (one, two):
        env = rl.env(game, seed=0, options=OPTIONS[game])
        env.reset()
        env.state = state  # the env observes the twin as it stands
        env._offers = {}
        envs.append(env)
    for seat, agent in enumerate(envs[0].possible_agents[:one.num_players]):
        first = envs[0].observe(agent)["observation"]
        second = envs[1].observe(agent)["observation"]
        if seat == knower:
            assert not np.array_equal(first, second)
        else:
            assert np.array_equal(first, second), (name, seat)
            assert envs[0].observe_json(agent) == envs[1].observe_json(agent)


@pytest.mark.parametrize("name", ["cul-de-chouette", "enculette", "chamot"])
def test_ids_mask_and_strings_agree(name):
    env = make(name)
    env.reset(seed=2)
    rng = random.Random(2)
    for _ in range(40):
        agent = env.agent_selection
        if env.terminations[agent]:
            break
        mask = env.observe(agent)["action_mask"]
        legal = np.flatnonzero(mask).tolist()
        bound = by_name(name).state_class().NUM_DISTINCT_ACTIONS
        assert legal == list(range(len(legal))) and len(mask) == bound
        for index in legal[:5]:
            text = env.action_string(agent, index)
            assert json.loads(text)["type"] and env.action_id(agent, text) == index
        with pytest.raises(ValueError):
            env.step(len(legal))
        env.step(rng.choice(legal))


def test_race_presses_are_offered_at_every_press_time():
    env = make("cul-de-chouette")
    rng = random.Random(3)
    for seed in range(20):
        env.reset(seed=seed)
        for _ in range(400):
            agent = env.agent_selection
            if env.terminations[agent]:
                break
            seat = env.possible_agents.index(agent)
            listed = env.state.legal_actions(seat)
            presses = [a for a in listed if a.KIND == "press"]
            if presses:
                offered = env.offers(seat)
                times = sorted(a.t_ms for a in offered if a.KIND == "press")
                assert times == sorted(PRESS_TIMES * len(presses))
                assert len(offered) == len(listed) + (len(PRESS_TIMES) - 1) * len(presses)
                return
            env.step(rng.randrange(len(env.offers(seat))))
    pytest.fail("no race in twenty games")


def test_enculette_offers_a_denunciation_the_rules_accept():
    """EN-R1: a seat that did not refill may be denounced; the rules list no table event,
    the env offers the legal ones to the seat acting."""
    env = rl.env("enculette", seed=1, options={"players": 3, "broc": 10, "refill_rule": True})
    rng = random.Random(4)
    for seed in range(30):
        env.reset(seed=seed)
        for _ in range(300):
            agent = env.agent_selection
            if env.terminations[agent]:
                break
            seat = env.possible_agents.index(agent)
            offered = env.offers(seat)
            extra = [a for a in offered if a.KIND in ("denounce", "refill")]
            assert all(env.state.is_legal(a) for a in extra)
            assert offered[:len(offered) - len(extra)] == env.state.legal_actions(seat)
            if any(a.KIND == "denounce" for a in extra):
                return
            env.step(rng.randrange(len(offered)))
    pytest.fail("no denunciation offered in thirty games")


def test_unknown_games_are_one_clear_line():
    with pytest.raises(ValueError, match="unknown game"):
        rl.env("belote")
    assert CHANCE == -1  # the env plays chance points itself: no agent is CHANCE
