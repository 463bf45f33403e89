"""deboule.rl.evaluate (issue 50): seeded games between a level, a bot object and a policy on
the rules alone, win shares with Wilson intervals, the same call giving the same figures."""

from __future__ import annotations

import random

import numpy as np
import pytest

from deboule.rl.evaluate import evaluate, wilson


def test_the_wilson_interval_is_the_textbook_one():
    low, high = wilson(5, 10)
    assert (round(low, 3), round(high, 3)) == (0.237, 0.763)
    assert wilson(0, 0) == (0.0, 1.0)
    low, high = wilson(10, 10)
    assert high == 1.0 and round(low, 3) == 0.722


class FirstChoice:
    """A bot object: the first legal action."""

    def act(self, state, player):
        return state.legal_actions(player)[0]


def random_policy(seed: int):
    rng = random.Random(seed)

    def policy(observation, seat):
        return rng.choice(np.flatnonzero(observation["action_mask"]).tolist())
    return policy


def test_the_expert_beats_a_random_policy_and_the_figures_repeat():
    lines: list[str] = []
    shares = evaluate("cul-de-chouette", ["expert", random_policy(1)], games=8, seed=3,
                      options={"players": 2}, out=lines.append)
    assert shares[0].wins > shares[1].wins and shares[0].games == 8
    assert lines[0] == "Cul de Chouette, 8 games, seed 3:" and len(lines) == 3
    again = evaluate("cul-de-chouette", ["expert", random_policy(1)], games=8, seed=3,
                     options={"players": 2}, out=None)
    assert again == shares


@pytest.mark.parametrize("name", ["enculette", "chamot", "deboule"])
def test_any_player_sits_in_every_game(name):
    options = {"deboule": {"players": 2, "target": 7},
               "chamot": {"players": 2, "short": True}}.get(name)
    policy = random_policy(2)
    if name == "deboule":  # decisions by mask, a throw's piece by its index
        rng = random.Random(2)

        def policy(observation, seat):
            ids = np.flatnonzero(observation["decision_mask"]).tolist()
            return rng.choice(ids) if ids else 0
    first = {"enculette": FirstChoice()}.get(name, "novice")  # a bot object, or a level
    shares = evaluate(name, [first, policy],
                      games=4, seed=1, options=options, out=None)
    assert sum(share.wins for share in shares) >= 4  # every game has a winner


def test_a_player_of_no_kind_is_one_clear_line():
    with pytest.raises(ValueError, match="a player is a level, a bot or a policy"):
        evaluate("enculette", [42, "novice"], games=1, out=None)


def test_with_physics_bots_play_whole_matches_in_mujoco(monkeypatch):
    from deboule.physics.world import World
    from deboule.rl.evaluate import evaluate

    made = []
    original = World.deboule.__func__

    def counted(cls, *args, **kwargs):
        made.append(1)
        return original(cls, *args, **kwargs)

    monkeypatch.setattr(World, "deboule", classmethod(counted))
    first = evaluate("deboule", ["novice", "regular"], games=2, seed=1, options={"target": 3},
                     physics=True, out=None)
    assert made, "no physics world was made"
    again = evaluate("deboule", ["novice", "regular"], games=2, seed=1, options={"target": 3},
                     physics=True, out=None)
    assert [s.wins for s in first] == [s.wins for s in again]  # same seed, same games
    assert sum(s.wins for s in first) >= 2
    with pytest.raises(ValueError, match="with physics"):
        evaluate("deboule", [lambda observation, seat: 0, "novice"], games=1, physics=True,
                 out=None)
