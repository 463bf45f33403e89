"""PettingZoo environments over the four games, for game-AI research (docs/api.md, "Agents
and environments"). Needs the `rl` extra: `pip install 'deboule[rl]'`.

    env(name, seed=0, options=None, ...)   # a PettingZoo AEC environment, by registry name

Cul de Chouette, L'Enculette and Chamot: deboule/rl/discrete.py (integer actions with a mask,
deboule/rl/actions.py). Le Déboulé: deboule/rl/throws.py (a continuous throw; `physics=False`
for the rules-only mode). Evaluating bots: deboule/rl/evaluate.py.
"""

from __future__ import annotations

from typing import Any

from deboule.registry import by_name
from deboule.rl.discrete import DiscreteGameEnv
from deboule.rl.throws import DebouleEnv

DISCRETE = ("cul-de-chouette", "enculette", "chamot")


def env(name: str, seed: int = 0, options: Any = None, **kwargs: Any):
    """A PettingZoo AEC environment for the game registered as `name`; `options` are the
    game's own (its `STATE.new(options)`); `seed` seeds every chance outcome. Le Déboulé takes
    `physics=False` for its rules-only mode."""
    game = by_name(name)
    if game is None:
        raise ValueError(f"jeu inconnu / unknown game {str(name)[:40]!r}")
    if name in DISCRETE:
        return DiscreteGameEnv(game, seed=seed, options=options, **kwargs)
    if name == "deboule":
        return DebouleEnv(game, seed=seed, options=options, **kwargs)
    raise ValueError(f"pas d'environnement pour / no environment for {name!r}")
