"""The ranges of the games' numeric options (issue 32, point 3: every numeric option has a
documented range, docs/options.md).

Each game keeps its ranges in one mapping, `RANGES` (option name -> `Range`), next to its option
class, and its option class checks every value against it with `check_int`: the set-up, the
command line, the settings, the saves and the records all build their options through that class,
so one check refuses a broc of 10^10, a target of 1e308 or a winning score of 10^39 wherever it is
read. The command line reads the same mappings for its own messages (`deboule.cli`).

A refusal is the game's own error type (an `IllegalAction`) with the code `option_range`, the
option's name and its range as parameters (the window's tables word it: "refusal.option_range"),
and a message in French and English for the terminal.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from deboule.rules.core.errors import IllegalAction


@dataclass(frozen=True)
class Range:
    """Whole numbers from `low` to `high`, both included."""

    low: int
    high: int

    def __contains__(self, value: object) -> bool:
        return is_whole(value) and self.low <= value <= self.high  # type: ignore[operator]


def is_whole(value: object) -> bool:
    """An int that is no bool (JSON's true is no number of gorgées)."""
    return isinstance(value, int) and not isinstance(value, bool)


def shown(value: object) -> str:
    """`value` in a few characters: a huge integer as its order of magnitude (printing 10^5000
    in full is refused by Python and says nothing), anything else cut to 24 characters."""
    if is_whole(value) and abs(value) >= 10**18:  # type: ignore[arg-type]
        digits = int(abs(value).bit_length() * 0.30103)  # type: ignore[arg-type]
        return f"{'-' if value < 0 else ''}~10^{digits}"  # type: ignore[operator]
    text = repr(value)
    return text if len(text) <= 24 else text[:23] + "…"


def range_message(name: str, low: int, high: int, value: object) -> tuple[str, str]:
    """The line naming the option and its range, in French and in English."""
    return (f"option {name} : un nombre entier de {low} à {high}, pas {shown(value)}",
            f"option {name}: a whole number from {low} to {high}, not {shown(value)}")


def bilingual(error: type[IllegalAction], french: str, english: str, code: str,
              **params: Any) -> IllegalAction:
    """`error` whose message is "French / English" and whose params keep both halves (`fr`,
    `en`: `said` reads them back)."""
    return error(f"{french} / {english}", code=code, fr=french, en=english, **params)


def check_int(name: str, value: Any, ranges: dict[str, Range],
              error: type[IllegalAction] = IllegalAction) -> int:
    """`value` when it is a whole number in `ranges[name]`, else `error` (code `option_range`,
    with the option's name and range for the window's line)."""
    allowed = ranges[name]
    if value not in allowed:
        raise bilingual(error, *range_message(name, allowed.low, allowed.high, value),
                        code="option_range", option=name, low=allowed.low, high=allowed.high,
                        value=shown(value))
    return value


def check_all(values: dict[str, Any], ranges: dict[str, Range],
              error: type[IllegalAction] = IllegalAction) -> None:
    """`check_int` for every option of `values` that `ranges` names."""
    for name, value in values.items():
        if name in ranges:
            check_int(name, value, ranges, error)


def said(error: Exception) -> tuple[str, str]:
    """(French, English) of a refusal: the two halves of one made by `bilingual` (an option's
    range, a house words' cap), else its words as they are, for the games' bilingual wrappers
    (`MatchError.said(*said(error))`)."""
    params = getattr(error, "params", None) or {}
    french, english = params.get("fr"), params.get("en")
    if isinstance(french, str) and isinstance(english, str):
        return french, english
    return str(error), str(error)
