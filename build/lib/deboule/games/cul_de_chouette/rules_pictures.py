"""Cul de Chouette's pictures for the rules screen, with the real dice of the tray (the piste):
each combination, the two chouettes side by side and the cul a little apart; and each house
rule of other tables with dice to show (issue 34: its HouseOption's `examples`, one row of
dice a throw)."""

from __future__ import annotations

from collections.abc import Iterable

from deboule.games.cul_de_chouette import rules_optional
from deboule.games.cul_de_chouette.rules_page import HOUSE_PREFIX, house_shown
from deboule.render.illustrations import HALF, Pane, Picture, camera_at, dice
from deboule.rules.cul_de_chouette.house.option import HouseOption

SPREAD = (-0.032, -0.008, 0.030)  # the chouettes side by side, the cul a little apart
ROW_GAP = 0.026  # between two throws of a house rule's picture
MAX_THROWS = 3

COMBINATIONS = {
    "chouette": (4, 4, 2),
    "velute": (2, 3, 5),
    "chouette_velute": (3, 3, 6),
    "cul_de_chouette": (5, 5, 5),
    "suite": (3, 4, 5),
    "soufflette": (4, 2, 1),
    "neant": (1, 3, 6),
}


def combination(name: str) -> Picture:
    """The two chouettes side by side, the cul a little apart on their right."""
    items = dice(COMBINATIONS[name], SPREAD)
    camera = camera_at((0.0, 0.0, HALF), -90.0, 62.0, 0.125, 32.0)
    return Picture(f"cdc.{name}", (Pane("tray", items, camera),), aspect=1.8, width=0.36)


def house_rule(option: HouseOption) -> Picture:
    """A house rule's example throws, one row each (at most MAX_THROWS), the first on top."""
    throws = option.examples[:MAX_THROWS]
    rows = len(throws)
    items = tuple(die for k, throw in enumerate(throws)
                  for die in dice(throw, SPREAD, y=((rows - 1) / 2 - k) * ROW_GAP,
                                  prefix=f"die{k}"))
    camera = camera_at((0.0, 0.0, HALF), -90.0, 62.0, 0.125 + 0.05 * (rows - 1), 32.0)
    return Picture(HOUSE_PREFIX + option.name, (Pane("tray", items, camera),),
                   aspect=1.8 if rows == 1 else 1.4, width=0.36)


def house_pictures(options: Iterable[HouseOption] | None = None, **tables) -> dict:
    """Picture id -> builder, for each house rule the page shows."""
    shown = house_shown(**tables) if options is None else house_shown(options, **tables)
    return {HOUSE_PREFIX + o.name: (lambda o=o: house_rule(o)) for o in shown}


def other_rule(rule: str) -> Picture:
    """One of the texts' other rules (rules_optional.py): its dice, the chouettes side by side
    and the cul apart (only the chouettes when the cul is not thrown: bought, or the Banque's
    Raitournelle on the chouettes)."""
    values = rules_optional.DICE[rule]
    items = dice(values, SPREAD[:len(values)])
    camera = camera_at((0.0, 0.0, HALF), -90.0, 62.0, 0.125, 32.0)
    return Picture(rules_optional.PREFIX + rule, (Pane("tray", items, camera),), aspect=1.8,
                   width=0.36)


PICTURES = {f"cdc.{name}": (lambda name=name: combination(name)) for name in COMBINATIONS}
PICTURES.update(house_pictures())
PICTURES.update({rules_optional.PREFIX + rule: (lambda rule=rule: other_rule(rule))
                 for rule in rules_optional.DICE})
