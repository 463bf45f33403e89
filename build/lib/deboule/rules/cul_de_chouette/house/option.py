"""One house rule of another Cul de Chouette program, as an option of `Variant` (issue 34)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from deboule.rules.core import IllegalAction


class VariantError(IllegalAction):
    """An unknown option or an out-of-range rule parameter (refused like any bad input).
    Defined here, not in variant.py, so that the house rules' checks raise it without
    importing variant.py (which imports them: an import cycle)."""

    def __init__(self, message: str, code: str = "bad_option", **params: Any) -> None:
        super().__init__(message, code, **params)


@dataclass(frozen=True)
class HouseOption:
    """A `Variant` field that switches on a rule other programs play.

    `choices` are the values the options screen offers, the first one being the rule off (the
    value of the `kaamelott` and `iruo` presets); where programs disagree, each reading is a
    choice named after its source. `tables` is its value in the `tables` preset. `source` names
    the repository and file that define it; `needs` the other options that must be on. A
    number with a range (`span`, inclusive) may take any value in it; `choices` are then only
    the values the options screen steps through. `examples` are dice that show it.
    """

    name: str
    choices: tuple[Any, ...]
    tables: Any
    source: str
    needs: tuple[str, ...] = ()
    span: tuple[int, int] | None = None
    # dice that show the variant on the illustrated rules page (rules_page.py): one or more
    # throws of three faces, e.g. ((1, 2, 3),) for the Suite-Velute; () when no dice show it
    examples: tuple[tuple[int, int, int], ...] = ()

    def allows(self, value: Any) -> bool:
        """The value is one of the choices (a bool is not taken for 0 or 1), or in the span."""
        if self.span is not None:
            low, high = self.span
            return isinstance(value, int) and not isinstance(value, bool) and (
                low <= value <= high)
        return any(value == c and type(value) is type(c) for c in self.choices)

    @property
    def off(self) -> Any:
        return self.choices[0]
