"""A random agent and a greedy agent play Chamot through its PettingZoo environment, then the
random agent meets the game's novice bot in `deboule.rl.evaluate` (needs the `rl` extra:
`pip install 'deboule[rl]'`).

The env numbers each seat's legal actions (`action_mask` marks them) and plays the chance
points itself; the greedy agent looks one step ahead on a copy of the rules state and plays
the action after which its own count of cards left is lowest (Chamot's score: fewest wins),
ties drawn at random.

Run it:

    python docs/examples/rl_agents.py
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np

from deboule import rl
from deboule.rl.evaluate import evaluate

OPTIONS = {"players": 2, "short": True}


def random_agent(rng: random.Random):
    """Any legal id, drawn from `rng`: `agent(env, name, observation) -> id`."""
    def act(env: Any, name: str, observation: dict) -> int:
        return rng.choice(np.flatnonzero(observation["action_mask"]).tolist())
    return act


def greedy_agent(rng: random.Random):
    """The legal id after which this seat holds the fewest cards (ties drawn from `rng`)."""
    def act(env: Any, name: str, observation: dict) -> int:
        seat = env.possible_agents.index(name)

        def cards_left(action_id: int) -> int:
            after = env.state.copy()
            after.apply(after.id_to_action(seat, action_id))
            return after.observation(seat)["players"][seat]["cards_left"]

        ids = np.flatnonzero(observation["action_mask"]).tolist()
        left = {action_id: cards_left(action_id) for action_id in ids}
        return rng.choice([i for i in ids if left[i] == min(left.values())])
    return act


def play(env: Any, seed: int, agents: dict[str, Any]) -> tuple[str, ...]:
    """One game through the AEC loop; the agents that won."""
    env.reset(seed=seed)
    for name in env.agent_iter():
        observation, reward, terminated, truncated, info = env.last()
        env.step(None if terminated or truncated else agents[name](env, name, observation))
    return tuple(f"seat_{seat}" for seat in env.state.result().winners)


def main(games: int = 4) -> None:
    env = rl.env("chamot", seed=0, options=OPTIONS)
    greedy_wins = 0
    for game in range(games):  # the greedy agent sits at seat 0, then seat 1, then 0...
        greedy_seat = f"seat_{game % 2}"
        rng = random.Random(game)
        agents = {name: greedy_agent(rng) if name == greedy_seat else random_agent(rng)
                  for name in env.possible_agents}
        greedy_wins += greedy_seat in play(env, game, agents)
    print(f"greedy against random through the env: {greedy_wins} of {games} games won")

    rng = random.Random(1)

    def random_policy(observation: dict, seat: int) -> int:  # evaluate's policy: (obs, seat)
        return rng.choice(np.flatnonzero(observation["action_mask"]).tolist())

    evaluate("chamot", [random_policy, "novice"], games=10, seed=1, options=OPTIONS)


if __name__ == "__main__":
    main()
