"""`deboule sim --game cul-de-chouette --preset TEXT`: a preset name, house options written
name=value, or both, comma-separated (`tables,civet_bets=kize,sirop_own_bet=on`), so the sim
plays any rule of other tables (deboule/rules/cul_de_chouette/house/) as the options page offers it.

Only the house options are taken (their names: `house.BY_NAME`); a value is one of the option's
choices as the options page names them (`on`/`off` for a rule that is on or off), or a whole
number in its span. Anything else raises `VariantError` (a ValueError: the command line's one
refusal line), and the variant is checked as every other (`Variant`).
"""

from __future__ import annotations

from typing import Any

from deboule.rules.cul_de_chouette import house
from deboule.rules.cul_de_chouette.house.option import HouseOption
from deboule.rules.cul_de_chouette.variant import PRESETS, Variant, VariantError

BOOLEANS = {"on": True, "true": True, "yes": True, "off": False, "false": False, "no": False}
MAX_ITEMS = 64  # more than every house option once: a longer list is refused, not read


def parse_preset(text: str | None) -> Variant:
    """The variant `text` names (None or empty: kaamelott); raises VariantError."""
    preset, changes = preset_changes(text)
    return Variant.preset(preset, **changes)


def preset_changes(text: str | None) -> tuple[str, dict[str, Any]]:
    """The preset `text` names and its house options' values (VariantError: refused)."""
    items = [part.strip() for part in (text or "").split(",") if part.strip()]
    if len(items) > MAX_ITEMS:
        raise VariantError(f"at most {MAX_ITEMS} items")
    preset = "kaamelott"
    changes: dict[str, Any] = {}
    for index, item in enumerate(items):
        if "=" not in item:
            if index or item not in PRESETS:
                raise VariantError(f"{item[:12]!r}? kaamelott, iruo, tables, option=value")
            preset = item
            continue
        name, _, value = (part.strip() for part in item.partition("="))
        option = house.BY_NAME.get(name)
        if option is None:
            raise VariantError(f"{name[:16]!r}: no such house option")
        if name in changes:
            raise VariantError(f"{name}: given twice")
        changes[name] = option_value(option, value)
    return preset, changes


def option_value(option: HouseOption, text: str) -> Any:
    """The value of `option` written `text`: a choice by its name, or a number in its span."""
    if option.span is not None:
        if not text.lstrip("-").isdigit() or len(text) > 7:
            raise VariantError(f"{option.name}: a whole number {option.span[0]}..{option.span[1]}")
        return int(text)
    if all(isinstance(choice, bool) for choice in option.choices):
        if text.lower() not in BOOLEANS:
            raise VariantError(f"{option.name}: on or off")
        return BOOLEANS[text.lower()]
    for choice in option.choices:
        if text == str(choice):
            return choice
    raise VariantError(f"{option.name}: {'/'.join(str(c) for c in option.choices)}")


class NamedPresets(tuple):
    """`cli_facts()["presets"]`: the preset names (a tuple: the online room's set-up line lists
    them, deboule/screens/online_create.py) that is also the check deboule/cli.py calls for a
    --preset or a room's preset (a callable: name=value options pass too)."""

    def __call__(self, text: str, players: int) -> None:
        """ValueError (VariantError) when `text` is refused; `players` plays no part."""
        parse_preset(text)


PRESET_CHECK = NamedPresets(PRESETS)
