"""N seeded games between any bots, on the rules alone by default, and each player's share of
wins with a 95% confidence interval (OpenSpiel's `evaluate_bots`); with `physics=True`, whole
headless matches of the game with its dice and throws in MuJoCo.

A player is one of:
- a level of the game's own bots ("novice", "regular", "expert": `Game.bot(level, seed)`,
  a fresh one each game, seeded from the game's seed);
- a bot object: anything with `act(state, seat)` (deboule.rules.core.bots), answering on the
  rules state as in a match;
- a policy: any other callable, `policy(observation, seat) -> action id`, given what the
  PettingZoo env would give that seat (`{"observation": tensor, "action_mask": ...}`; for Le
  Déboulé `decision_mask` and `throw`, and at a throw the id picks the piece among those
  allowed). A trained agent plugs in here.

Players change seats from game to game (game g puts player i at seat (i + g) mod n), so no
player keeps the first turn. Chance outcomes come from the game's own `sample_outcome` with a
generator seeded by (seed, game): the same call gives the same games bit for bit. Rules alone
(no physics): Le Déboulé's throws land where its stand-in for the physics puts the chosen piece
(deboule/rules/deboule/chance.py). At a point where several seats may act (a shout race), one
of them is drawn from the same generator, as in the env.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from deboule.registry import by_name
from deboule.rl.tensor import observation_tensor
from deboule.rules.core import CHANCE, SIMULTANEOUS, ChanceRequest

MAX_STEPS = 20_000  # a game that has not ended then is an error, not a draw
Z95 = 1.959964  # the normal quantile of a two-sided 95% interval


@dataclass(frozen=True)
class Share:
    """One player's wins over the games: the share and its Wilson 95% interval."""

    player: str
    wins: int
    games: int

    @property
    def share(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.games)

    def line(self) -> str:
        low, high = self.interval
        return (f"{self.player}: wins {self.share:.3f} [{low:.3f}, {high:.3f}] "
                f"({self.wins} of {self.games} games)")


def wilson(wins: int, games: int, z: float = Z95) -> tuple[float, float]:
    """Wilson's score interval of a share of `wins` in `games` (0, 1 when there are none)."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    low = 0.0 if wins == 0 else max(0.0, centre - half)  # the bounds exactly, not 1 - 1e-16
    high = 1.0 if wins == games else min(1.0, centre + half)
    return low, high


def player_name(player: Any) -> str:
    if isinstance(player, str):
        return player
    return getattr(player, "__name__", type(player).__name__)


def evaluate(name: str, players: Sequence[Any], games: int = 100, seed: int = 0,
             options: Any = None, out: Callable[[str], Any] | None = print,
             physics: bool = False) -> list[Share]:
    """Play `games` games of the game registered as `name` between `players` (one per seat;
    see the module's text) and return each player's share of wins, printing one line each
    through `out` (None: nothing printed). `physics`: each game a headless match of the game
    (`Game.match_class().new(seats, seed, headless=True, options=options)`, its dice and throws in
    MuJoCo), between bot levels and bot objects only (a policy needs the env's observation)."""
    game = by_name(name)
    if game is None:
        raise ValueError(f"jeu inconnu / unknown game {str(name)[:40]!r}")
    if physics:
        return _evaluate_with_physics(game, players, games, seed, options, out)
    state_class = game.state_class()
    sample = game.chance_supplier()
    spec = game.rl_module()  # the game's rl module: its tensor's length, whether seats throw
    wins = [0] * len(players)
    for index in range(games):
        rng = random.Random(f"{seed}:{index}")
        seats = [(i + index) % len(players) for i in range(len(players))]  # seat -> player
        agents = [_agent(game, spec, players[player], rng.randrange(2**32))
                  for player in seats]
        state = _new_state(state_class, spec, options, len(players), rng)
        _play(state, agents, sample, rng)
        for seat in state.result().winners:
            wins[seats[seat]] += 1
    return _shares(players, wins, games, out, f"{game.title}, {games} games, seed {seed}:")


def _evaluate_with_physics(game: Any, players: Sequence[Any], games: int, seed: int,
                           options: Any, out: Callable[[str], Any] | None) -> list[Share]:
    policies = [p for p in players if not isinstance(p, str) and not hasattr(p, "act")]
    if policies:
        raise ValueError("avec la physique, des niveaux ou des bots (act) seulement / with "
                         "physics, levels or bots (act) only")
    wins = [0] * len(players)
    for index in range(games):
        seats = [(i + index) % len(players) for i in range(len(players))]  # seat -> player
        match = game.match_class().new([players[p] for p in seats],
                                       seed=random.Random(f"{seed}:{index}").randrange(2**31),
                                       headless=True, options=dict(options or {}))
        match.play_out()
        for seat in match.state.result().winners:
            wins[seats[seat]] += 1
    return _shares(players, wins, games, out,
                   f"{game.title}, {games} games with physics, seed {seed}:")


def _shares(players: Sequence[Any], wins: list[int], games: int,
            out: Callable[[str], Any] | None, title: str) -> list[Share]:
    """Each player's share of wins, printed under `title` through `out` (None: nothing)."""
    shares = [Share(f"player {i} ({player_name(p)})", wins[i], games)
              for i, p in enumerate(players)]
    if out is not None:
        out(title)
        for share in shares:
            out("  " + share.line())
    return shares


def _new_state(state_class: type, spec: Any, options: Any, players: int,
               rng: random.Random) -> Any:
    chosen = dict(options) if options is not None else {}
    chosen.setdefault("players", players)
    if getattr(spec, "SEEDED_OPTIONS", False):  # the rules' own seed (Le Déboulé's table)
        chosen.setdefault("seed", rng.randrange(2**31))
    return state_class.new(chosen)


def _agent(game: Any, spec: Any, player: Any, seed: int) -> Callable[[Any, int], Any]:
    """`answer(state, seat)`: the player's action, or at a Le Déboulé throw the piece."""
    if isinstance(player, str):
        player = game.bot(player, seed)
    if hasattr(player, "act"):
        def by_bot(state: Any, seat: int) -> Any:
            answer = player.act(state, seat)
            return getattr(answer, "piece", answer)
        return by_bot
    if not callable(player):
        raise ValueError(f"un joueur est un niveau, un bot ou une politique / a player is a "
                         f"level, a bot or a policy, not {type(player).__name__}")

    def by_policy(state: Any, seat: int) -> Any:
        throw = _throw_request(state)
        ids = [] if throw is not None else state.legal_action_ids(seat)
        mask = np.zeros(state.num_distinct_actions(), dtype=np.int8)
        mask[:len(ids)] = 1
        tensor = observation_tensor(state.observation(seat), spec.OBSERVATION_LENGTH)
        observation = {"observation": tensor, "action_mask": mask}
        if getattr(spec, "THROWS", False):  # as the throwing game's env shows it
            observation = {"observation": observation["observation"], "decision_mask": mask,
                           "throw": np.array([throw is not None], dtype=np.int8)}
        chosen = int(player(observation, seat))
        if throw is not None:
            pieces = tuple(throw.info["pieces"])
            return pieces[min(max(chosen, 0), len(pieces) - 1)]
        return state.id_to_action(seat, chosen)
    return by_policy


def _throw_request(state: Any) -> ChanceRequest | None:
    request = state.chance_request()
    if request is not None and request.kind in ("roll_off", "throw"):
        return request
    return None


def _play(state: Any, agents: list[Callable[[Any, int], Any]], sample: Any,
          rng: random.Random) -> None:
    for _ in range(MAX_STEPS):
        if state.is_over:
            return
        who = state.current_player()
        throw = _throw_request(state) if who == CHANCE else None
        if throw is not None:  # Le Déboulé: the thrower picks the piece, the stand-in lands it
            thrower = throw.actor if throw.actor is not None else throw.info["players"][0]
            piece = agents[thrower](state, thrower)
            one = ChanceRequest(throw.kind, throw.actor, {**throw.info, "pieces": (piece,)})
            state.apply(sample(one, rng))
        elif who == CHANCE or (who == SIMULTANEOUS and not state.deciders()):
            state.apply(sample(state.chance_request(), rng))
        else:
            seat = who if who >= 0 else rng.choice(sorted(state.deciders()))
            state.apply(agents[seat](state, seat))
    raise RuntimeError(f"{state.GAME}: no end after {MAX_STEPS} steps")
