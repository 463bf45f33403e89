"""House rules other Cul de Chouette programs play, each an option of `Variant` (issue 34).

Each family module declares its options (`HouseOption`: the `Variant` field, the choices with
the rule off first, its value in the `tables` preset, its source), its new shouts, its log texts
and a `check(variant)`; the rules themselves are in modules of their own, hooked into the turn
script (flow.py, effects.py, challenges.py). docs/rules-cul-de-chouette.md, "Variants of other
tables", lists them with their sources and the readings chosen where sources disagree.
"""

from __future__ import annotations

from typing import Any

from deboule.rules.core.ranges import Range, check_int
from deboule.rules.cul_de_chouette.house import civet, jarret, others, scoring, sirop
from deboule.rules.cul_de_chouette.house.option import HouseOption, VariantError

FAMILIES = (scoring, sirop, civet, jarret, others)
OPTIONS: tuple[HouseOption, ...] = tuple(o for family in FAMILIES for o in family.OPTIONS)
BY_NAME: dict[str, HouseOption] = {o.name: o for o in OPTIONS}
SHOUTS: dict[str, str] = {k: v for family in FAMILIES for k, v in family.SHOUTS.items()}
TEMPLATES: dict[str, dict[str, str]] = {
    lang: {k: v for family in FAMILIES for k, v in family.TEMPLATES[lang].items()}
    for lang in ("fr", "en")
}
# the `tables` preset's house rules: the common ones on (docs: why each)
TABLES: dict[str, Any] = {o.name: o.tables for o in OPTIONS}


def check(variant: Any) -> None:
    """Every family's checks, then each option's value among its choices and its needs on."""
    for option in OPTIONS:
        value = getattr(variant, option.name)
        if option.span is not None:
            check_int(option.name, value, {option.name: Range(*option.span)}, VariantError)
        elif not option.allows(value):
            raise VariantError(f"{option.name}: {value!r} is not one of {list(option.choices)}")
        if value != option.off:
            # a need is an optional rule (a bool) or another house option (its off value)
            missing = [n for n in option.needs if (getattr(variant, n) == BY_NAME[n].off
                                                   if n in BY_NAME else not getattr(variant, n))]
            if missing:
                raise VariantError(f"{option.name} needs {missing}")
    for family in FAMILIES:
        family.check(variant)


__all__ = ["BY_NAME", "OPTIONS", "SHOUTS", "TABLES", "TEMPLATES", "HouseOption", "check"]
