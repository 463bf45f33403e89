"""Le Déboulé in deboule.rl: a PettingZoo AEC environment, whose main action is continuous: a throw.

Every seat's action is a `Box` of four numbers in [0, 1]:
    [choice, x, y, speed]
- at a throw (the roll-off, a déboule, a relance): `choice` picks the piece among those the
  rules allow (floor(choice * n)), `x` and `y` the point of the table aimed at (x along the
  table from the réglette to the far end, y across it from right to left), `speed` the hand's
  speed factor from 0.6 (stops short) to 1.4 (hits through). The hand itself (start along the
  réglette, spin, lift) is drawn from the env's seeded generator, as the bots' hands are
  (deboule.physics.Throw.towards);
- at a decision (towers, effects, keep or rethrow, a put-back...): `choice` picks the legal
  action floor(choice * n) of the rules' list; x, y and speed are unused.
The observation is a dict: `observation` (the seat's float vector, deboule/rl/tensor.py),
`decision_mask` (the legal decisions' ids, the contract's `action_list`; all zero at a
throw) and `throw` (1 at a throw).

`physics=True` (the default) plays each throw in MuJoCo through the game's own match
(deboule/games/deboule/match.py, every seat a "human" fed by the env): the aim decides where
the piece lands. `physics=False` is the rules-only mode, about nine times faster
(bench/rl_steps.py): the chosen piece lands where the game's stand-in for the physics puts
it (a random spot, on a piece, or out: deboule/rules/deboule/chance.py), so the aim does not
matter; for work on the decisions and for tests.
"""

from __future__ import annotations

import json
import random
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from deboule.rl.tensor import observation_tensor
from deboule.rules.core import CHANCE, ChanceRequest
from deboule.rules.deboule.chance import HALF_WIDTH, LENGTH

OBSERVATION_LENGTH = 1024
THROWS = True  # seats throw (deboule.rl.evaluate shows a policy `decision_mask` and `throw`)
SEEDED_OPTIONS = True  # the rules' options take a seed (the table's set-up)
THROW_KINDS = ("roll_off", "throw")
SPEEDS = (0.6, 1.4)
MAX_STEPS = 5_000


def _index(choice: float, count: int) -> int:
    return min(count - 1, max(0, int(float(choice) * count)))


def make_env(game: Any, seed: int = 0, options: Any = None, **kwargs: Any) -> DebouleEnv:
    return DebouleEnv(game, seed=seed, options=options, **kwargs)


class DebouleEnv(AECEnv):
    """Le Déboulé as an AEC environment (see the module's text)."""

    metadata = {"render_modes": ["ansi"], "name": "deboule_deboule_v0", "is_parallelizable": False}

    def __init__(self, game: Any, seed: int = 0, options: Any = None, physics: bool = True,
                 render_mode: str | None = None, max_steps: int = MAX_STEPS) -> None:
        super().__init__()
        self.game = game
        self.options = dict(options or {"players": 2, "target": 7})
        self.physics = physics
        self.render_mode = render_mode
        self.max_steps = max_steps
        self._seed = seed
        self.state_class = game.state_class()
        # the contract's bound on a state's decisions (its ids; throws have none)
        self.decisions_size = self.state_class.NUM_DISTINCT_ACTIONS
        self.sample_outcome = game.chance_supplier()
        players = int(self.options.get("players", 2))
        self.possible_agents = [f"seat_{i}" for i in range(players)]
        self.action_spaces = {a: spaces.Box(0.0, 1.0, (4,), np.float32)
                              for a in self.possible_agents}
        self.observation_spaces = {a: spaces.Dict({
            "observation": spaces.Box(-np.inf, np.inf, (OBSERVATION_LENGTH,), np.float32),
            "decision_mask": spaces.Box(0, 1, (self.decisions_size,), np.int8),
            "throw": spaces.Box(0, 1, (1,), np.int8),
        }) for a in self.possible_agents}
        self.state: Any = None
        self.match: Any = None

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    # -- the game ------------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        if seed is not None:
            self._seed = seed
        self.rng = random.Random(self._seed)
        self.hand = np.random.default_rng(self._seed)
        match_options = {k: v for k, v in self.options.items() if k != "players"}
        if self.physics:
            match_class = self.game.match_class()
            self.match = match_class.new(["human"] * len(self.possible_agents),
                                         seed=self._seed, headless=True,
                                         options=match_options)
            self.state = self.match.state
        else:
            self.state = self.state_class.new({**self.options, "seed": self._seed})
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict] = {a: {} for a in self.agents}
        self.steps = 0
        self._advance()

    def throw_request(self) -> ChanceRequest | None:
        """The throw awaited now from a seat (the roll-off, a déboule, a relance), or None."""
        request = self.state.chance_request()
        return request if request is not None and request.kind in THROW_KINDS else None

    def _advance(self) -> None:
        """Carry out the table moves the rules wait for, then select the seat to act."""
        while True:
            if self.physics:
                self.match.settle_requests()
            elif self.state.current_player() == CHANCE and self.throw_request() is None:
                self.state.apply(self.sample_outcome(self.state.chance_request(), self.rng))
                continue
            break
        if self.state.is_over or self.steps >= self.max_steps:
            over = self.state.is_over
            returns = self.state.returns()
            for seat, agent in enumerate(self.possible_agents):
                self.rewards[agent] = returns[seat]
                self.terminations[agent] = over
                self.truncations[agent] = not over
            self.agent_selection = self.agents[0]
            return
        self.agent_selection = self.possible_agents[self.state.pending.players[0]]

    def decisions(self) -> list[Any]:
        """The legal decisions of the seat to act, indexed by `choice` (none at a throw)."""
        if self.state.is_over or self.throw_request() is not None:
            return []
        actions = self.state.action_list(self.state.pending.players[0])
        if len(actions) > self.decisions_size:
            raise RuntimeError(f"{len(actions)} decisions, more than {self.decisions_size}")
        return actions

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        values = np.clip(np.asarray(action, dtype=np.float64).reshape(4), 0.0, 1.0)
        self._cumulative_rewards[agent] = 0.0
        self.rewards = dict.fromkeys(self.agents, 0.0)
        request = self.throw_request()
        if request is None:
            actions = self.decisions()
            chosen = actions[_index(values[0], len(actions))]
            (self.match.human_action if self.physics else self.state.apply)(chosen)
        else:
            self._throw(request, values)
        self.steps += 1
        self._advance()
        self._accumulate_rewards()

    def _throw(self, request: ChanceRequest, values: np.ndarray) -> None:
        pieces = tuple(request.info["pieces"])
        piece = pieces[_index(values[0], len(pieces))]
        if not self.physics:
            one = ChanceRequest(request.kind, request.actor, {**request.info, "pieces": (piece,)})
            self.state.apply(self.sample_outcome(one, self.rng))
            return
        edge = HALF_WIDTH - 0.03
        target = (0.15 + values[1] * (LENGTH - 0.25), -edge + values[2] * 2 * edge)
        speed = SPEEDS[0] + values[3] * (SPEEDS[1] - SPEEDS[0])
        # the match's own simulator aims as the bots do (deboule.physics.Throw.towards)
        throw = self.match.sim.towards(piece, target, self.hand, speed_factor=speed)
        self.match.human_throw(piece, throw)
        while self.match.flight is not None:
            self.match.step()

    # -- what a seat sees ------------------------------------------------------------------
    def observe(self, agent: str) -> dict[str, np.ndarray]:
        seat = self.possible_agents.index(agent)
        mask = np.zeros(self.decisions_size, dtype=np.int8)
        acting = agent == self.agent_selection and not self.state.is_over
        throw = acting and self.throw_request() is not None
        if acting and not throw:
            mask[:len(self.decisions())] = 1
        return {"observation": observation_tensor(self.state.observation(seat),
                                                  OBSERVATION_LENGTH),
                "decision_mask": mask, "throw": np.array([1 if throw else 0], dtype=np.int8)}

    def observe_json(self, agent: str) -> dict[str, Any]:
        """The seat's JSON observation (Le Déboulé is open: the whole table)."""
        return self.state.observation(self.possible_agents.index(agent))

    def render(self) -> str | None:
        if self.render_mode != "ansi":
            return None
        return json.dumps(self.observe_json(self.agent_selection), ensure_ascii=False)

    def close(self) -> None:
        pass
