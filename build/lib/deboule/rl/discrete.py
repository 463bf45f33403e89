"""A PettingZoo AEC environment over a game whose actions are all discrete (Cul de Chouette,
L'Enculette, Chamot), built from the registry's `Game`: its state class, its chance supplier
(outcomes drawn from the env's seeded generator, no physics), its action codec.

Integer actions are the contract's (deboule.rules.core.GameState): id `i` is the i-th action
of the state's `action_list(seat)` (the rules' `legal_actions(seat)` in their order, expanded
where the rules leave a value free, extended with the table's own events: each game's
rules/<game>/action_ids.py says how). The same state always gives the same list, so an id
means one action in a given state; `NUM_DISTINCT_ACTIONS` bounds every state's list
(`Discrete(NUM_DISTINCT_ACTIONS)`), and `action_mask` marks the first `len(action_list)` ids.

Agents are "seat_0" .. "seat_{n-1}". Chance points are played by the env itself; at a
simultaneous point (a shout race, several deciders) the env picks which decider acts next
with its seeded generator. Observations are dicts: `observation`, the seat's float vector
(deboule/rl/tensor.py), and `action_mask`, the seat's legal ids (deboule/rl/actions.py);
`observe_json(agent)` gives the seat's JSON observation itself. Rewards come at the end only:
the state's `returns()` (+1 each winner, -1 each other seat, 0 for all when every seat won).
"""

from __future__ import annotations

import json
import random
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from deboule.rl.tensor import observation_tensor
from deboule.rules.core import CHANCE, SIMULTANEOUS

MAX_STEPS = 20_000  # a game still going then is cut (truncation), never in practice


class DiscreteGameEnv(AECEnv):
    """One discrete game as an AEC environment (see the module's text)."""

    metadata = {"render_modes": ["ansi"], "name": "deboule_discrete_v0", "is_parallelizable": False}

    def __init__(self, game: Any, observation_length: int, seed: int = 0, options: Any = None,
                 render_mode: str | None = None, max_steps: int = MAX_STEPS) -> None:
        super().__init__()
        self.game = game
        self.metadata = dict(self.metadata, name=f"deboule_{game.package}_v0")
        self.state_class = game.state_class()
        self.sample_outcome = game.chance_supplier()
        self.codec = game.codec()
        self.options = options
        self.render_mode = render_mode
        self.max_steps = max_steps
        self.size = self.state_class.NUM_DISTINCT_ACTIONS
        self.length = observation_length
        self._seed = seed
        players = self.state_class.new(options).num_players
        self.possible_agents = [f"seat_{i}" for i in range(players)]
        self.action_spaces = {a: spaces.Discrete(self.size) for a in self.possible_agents}
        self.observation_spaces = {a: spaces.Dict({
            "observation": spaces.Box(-np.inf, np.inf, (self.length,), np.float32),
            "action_mask": spaces.Box(0, 1, (self.size,), np.int8),
        }) for a in self.possible_agents}
        self.state: Any = None

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    # -- the game ------------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        if seed is not None:
            self._seed = seed
        self.rng = random.Random(self._seed)
        self.state = self.state_class.new(self.options)
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict] = {a: {} for a in self.agents}
        self.steps = 0
        self._offers: dict[int, list[Any]] = {}
        self._advance()

    def _advance(self) -> None:
        """Play chance points, then select the seat to act (or end the game)."""
        self._offers = {}
        # chance points, and a race that waits for its clock alone (no seat may act)
        while not self.state.is_over and (self.state.current_player() == CHANCE or (
                self.state.current_player() == SIMULTANEOUS and not self.state.deciders())):
            self.state.apply(self.sample_outcome(self.state.chance_request(), self.rng))
        if self.state.is_over or self.steps >= self.max_steps:
            over = self.state.is_over
            returns = self.state.returns()
            for seat, agent in enumerate(self.possible_agents):
                self.rewards[agent] = returns[seat]
                self.terminations[agent] = over
                self.truncations[agent] = not over
            self.agent_selection = self.agents[0]
            return
        who = self.state.current_player()
        if who == SIMULTANEOUS:
            who = self.rng.choice(sorted(self.state.deciders()))
        self.agent_selection = self.possible_agents[who]

    def offers(self, seat: int) -> list[Any]:
        """The actions seat `seat` may take now, indexed by their ids."""
        if seat not in self._offers:
            actions = self.state.action_list(seat) if self._acting(seat) else []
            if len(actions) > self.size:
                raise RuntimeError(f"{self.game.name}: {len(actions)} actions offered, more "
                                   f"than the {self.size} ids of the encoding")
            self._offers[seat] = actions
        return self._offers[seat]

    def resync(self) -> None:
        """Go on from `self.state` as it stands, after a program played it directly (a Chamot
        word other than the listed example, a table event the env does not offer)."""
        self._advance()

    def _acting(self, seat: int) -> bool:
        return (not self.state.is_over
                and self.agent_selection == self.possible_agents[seat])

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        seat = self.possible_agents.index(agent)
        actions = self.offers(seat)
        index = int(action)
        if not 0 <= index < len(actions):
            raise ValueError(f"action {index} is not legal for {agent} "
                             f"({len(actions)} legal ids) / action illégale")
        self._cumulative_rewards[agent] = 0.0
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self.state.apply(actions[index])
        self.steps += 1
        self._advance()
        self._accumulate_rewards()

    # -- what a seat sees ------------------------------------------------------------------
    def observe(self, agent: str) -> dict[str, np.ndarray]:
        seat = self.possible_agents.index(agent)
        mask = np.zeros(self.size, dtype=np.int8)
        mask[:len(self.offers(seat))] = 1
        return {"observation": observation_tensor(self.state.observation(seat), self.length),
                "action_mask": mask}

    def observe_json(self, agent: str) -> dict[str, Any]:
        """The seat's JSON observation (the rules' own, what the online rooms send it)."""
        return self.state.observation(self.possible_agents.index(agent))

    def action_string(self, agent: str, action: int) -> str:
        """Id `action` of `agent` now, as the action's JSON (the codec's spelling)."""
        chosen = self.offers(self.possible_agents.index(agent))[int(action)]
        return self.state.action_to_string(chosen)

    def action_id(self, agent: str, text: str) -> int:
        """The id of the action written `text` (JSON) for `agent` now; ValueError if none."""
        wanted = self.state.action_from_string(text)
        actions = self.offers(self.possible_agents.index(agent))
        if wanted not in actions:
            raise ValueError(f"{text[:80]} is not offered to {agent} now")
        return actions.index(wanted)

    def render(self) -> str | None:
        if self.render_mode != "ansi":
            return None
        return json.dumps(self.observe_json(self.agent_selection), ensure_ascii=False)

    def close(self) -> None:
        pass
