"""A part's verb as a method of the world: `World.tip` is `TableActions.tip` called on the
world's table part, with the part's signature and docstring (help(World.tip) reads them)."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, Concatenate, ParamSpec, Protocol, TypeVar

from deboule.physics.types import ActionError

Args = ParamSpec("Args")
Result = TypeVar("Result")


class PartKind(Protocol):
    name: str  # its key in `World.parts`
    where: str  # which worlds have it, for the refusal


def part_verb(kind: type[PartKind], method: Callable[Concatenate[Any, Args], Result]
              ) -> Callable[Concatenate[Any, Args], Result]:
    """`method` of part `kind`, called on the world's part of that kind; a world without one
    refuses it (ActionError)."""

    @functools.wraps(method)
    def verb(world: Any, *args: Args.args, **kwargs: Args.kwargs) -> Result:
        part = world.parts.get(kind.name)
        if part is None:
            raise ActionError(f"{method.__name__}: this world has no {kind.name} part "
                              f"({kind.where})")
        return method(part, *args, **kwargs)

    return verb
