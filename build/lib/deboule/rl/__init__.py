"""PettingZoo environments over the registry's games, for game-AI research (docs/api.md,
"Agents and environments"). Needs the `rl` extra: `pip install 'deboule[rl]'`.

    env(name, seed=0, options=None, ...)   # a PettingZoo AEC environment, by registry name

Each game says how in its own `rl` module (deboule/games/<game>/rl.py, reached through its
`Game`): the discrete games build deboule/rl/discrete.py's environment (integer actions with a
mask), Le Déboulé its own (a continuous throw; `physics=False` for the rules-only mode).
Evaluating bots: deboule/rl/evaluate.py.
"""

from __future__ import annotations

from typing import Any

from deboule.registry import by_name


def env(name: str, seed: int = 0, options: Any = None, **kwargs: Any):
    """A PettingZoo AEC environment for the game registered as `name`; `options` are the
    game's own (its `STATE.new(options)`); `seed` seeds every chance outcome. Le Déboulé takes
    `physics=False` for its rules-only mode."""
    game = by_name(name)
    if game is None:
        raise ValueError(f"jeu inconnu / unknown game {str(name)[:40]!r}")
    module = game.rl_module()
    if module is None:
        raise ValueError(f"pas d'environnement pour ce jeu / no environment for {name!r}")
    return module.make_env(game, seed=seed, options=options, **kwargs)
