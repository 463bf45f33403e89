"""House rules, family "scoring" (issue 34): declarations only (no import of the rules' modules,
which import this package: the rules themselves live in modules of their own)."""

from __future__ import annotations

from typing import Any

from rules.cul_de_chouette.house.option import HouseOption

# the options (one per Variant field of this family, in the order the options screen shows)
OPTIONS: tuple[HouseOption, ...] = ()
# new shouts: id -> the words shouted (French, the game's words; races like the others, C3)
SHOUTS: dict[str, str] = {}
# log texts of this family's events (rules.cul_de_chouette.messages), French first
TEMPLATES: dict[str, dict[str, str]] = {"fr": {}, "en": {}}


def check(variant: Any) -> None:
    """Refuse (VariantError) a combination of this family's options that cannot be played."""
