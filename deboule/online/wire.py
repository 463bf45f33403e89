"""What a remote bot's answers look like on the wire, and back (docs/online.md).

A bot answers with an action of its game (the game's `CODEC` reads it back and checks every
field), a physics `Throw`, a plain number or nothing, or one of its game's own frozen
dataclasses made of those (Le Déboulé's `ThrowPlan`): found by name in the game's
`deboule.rules.<package>.bots` module only, never imported from a name the client sends.
"""

from __future__ import annotations

import dataclasses
import math
from typing import Any

import numpy as np

from deboule import registry
from deboule.games.game import Game
from deboule.physics.types import Throw, ThrowError
from deboule.rules.core import Action, IllegalAction


class WireError(ValueError):
    """A bot's answer that is not one of ours."""


def game_of(rules_package: str) -> Game:
    """The registry's game whose rules are `rules_package`."""
    found = next((game for game in registry.GAMES if game.rules == rules_package), None)
    if found is None:
        raise WireError(f"no game's rules are {rules_package[:60]!r}")
    return found


def codec_of(rules_package: str) -> Any:
    """The game's ActionCodec (`Game.codec`)."""
    return game_of(rules_package).codec()


def encode(value: Any) -> Any:
    """A bot's answer as JSON."""
    if value is None or isinstance(value, bool | str):
        return value
    if isinstance(value, int | float):
        return value
    if isinstance(value, Action):
        return {"action": value.to_dict()}
    if isinstance(value, Throw):
        return {"throw": value.to_dict()}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {"dataclass": type(value).__name__,
                "fields": {f.name: encode(getattr(value, f.name))
                           for f in dataclasses.fields(value)}}
    if isinstance(value, tuple | list):
        return {"tuple": [encode(v) for v in value]}
    raise WireError(f"cannot send a {type(value).__name__}")


def decode(data: Any, rules_package: str, depth: int = 0) -> Any:
    """A bot's answer read back (WireError: anything else)."""
    if depth > 4:
        raise WireError("too deep")
    if data is None or isinstance(data, bool | str):
        return data
    if isinstance(data, int | float):
        if isinstance(data, float) and not math.isfinite(data):
            raise WireError("not a finite number")
        return data
    if not isinstance(data, dict) or len(data) not in (1, 2):
        raise WireError("not an answer")
    try:
        if set(data) == {"action"}:
            return codec_of(rules_package).from_dict(data["action"])
        if set(data) == {"throw"}:
            return Throw.from_dict(data["throw"])
    except (IllegalAction, ThrowError, TypeError, ValueError) as exc:
        raise WireError(str(exc)[:120]) from None
    if set(data) == {"tuple"} and isinstance(data["tuple"], list) and len(data["tuple"]) <= 8:
        return tuple(decode(v, rules_package, depth + 1) for v in data["tuple"])
    if set(data) == {"dataclass", "fields"}:
        return _dataclass(data, rules_package, depth)
    raise WireError("not an answer")


def _dataclass(data: dict, rules_package: str, depth: int) -> Any:
    name, fields = data["dataclass"], data["fields"]
    bots = game_of(rules_package).bots_module()
    cls = getattr(bots, name, None) if isinstance(name, str) and name.isidentifier() else None
    if (not isinstance(cls, type) or not dataclasses.is_dataclass(cls)
            or cls.__module__ != bots.__name__ or not isinstance(fields, dict)):
        raise WireError(f"unknown answer {str(name)[:40]!r}")
    known = {f.name for f in dataclasses.fields(cls)}
    if set(fields) - known:
        raise WireError(f"unknown fields of {name}")
    values = {k: decode(v, rules_package, depth + 1) for k, v in fields.items()}
    try:
        return cls(**values)
    except TypeError as exc:
        raise WireError(str(exc)[:120]) from None


def encode_seed(seed: Any) -> Any:
    """A bot's seed as JSON: an int, a string, or numpy's SeedSequence (Le Déboulé's streams)."""
    if isinstance(seed, bool):
        raise WireError("a seed is not a bool")
    if isinstance(seed, int | str):
        return seed
    entropy = getattr(seed, "entropy", None)
    if isinstance(entropy, int):
        return {"entropy": entropy, "spawn_key": [int(k) for k in seed.spawn_key],
                "pool_size": int(seed.pool_size)}
    raise WireError(f"cannot send a seed of type {type(seed).__name__}")


def decode_seed(data: Any) -> Any:
    """A seed read back (WireError: anything else)."""
    if isinstance(data, bool):
        raise WireError("a seed is not a bool")
    if isinstance(data, int | str):
        return data
    if (isinstance(data, dict) and set(data) == {"entropy", "spawn_key", "pool_size"}
            and isinstance(data["entropy"], int) and 0 <= data["entropy"] < 2**256
            and isinstance(data["spawn_key"], list) and len(data["spawn_key"]) <= 8
            and all(isinstance(k, int) and 0 <= k < 2**32 for k in data["spawn_key"])
            and data["pool_size"] in (4, 8)):
        return np.random.SeedSequence(data["entropy"], spawn_key=tuple(data["spawn_key"]),
                                      pool_size=data["pool_size"])
    raise WireError("not a seed")
