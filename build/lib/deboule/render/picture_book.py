"""Every picture of the illustrated rules by its id (the scenes of each game's
deboule/games/<package>/rules_pictures.py, found through the registry), built on demand: cheap, no
GL."""

from __future__ import annotations

import functools
from collections.abc import Callable

from deboule import registry
from deboule.render.illustrations import Picture


@functools.lru_cache(maxsize=1)
def catalogue() -> dict[str, Callable[[], Picture]]:
    """Every picture's id -> the function that builds it (built on demand: cheap, no GL)."""
    found: dict[str, Callable[[], Picture]] = {}
    for entry in registry.GAMES:
        for name, build in entry.rules_pictures().PICTURES.items():
            if name in found:
                raise KeyError(f"two pictures are called {name!r}")
            found[name] = build
    return found


@functools.lru_cache(maxsize=128)
def picture(name: str) -> Picture:
    """The picture called `name` (a KeyError for an unknown one)."""
    built = catalogue()[name]()
    if built.id != name:
        raise ValueError(f"picture {name!r} calls itself {built.id!r}")
    return built
