"""Cul de Chouette's options, one mapping (deboule/games/game_options.py): `preset` (the rule
text the table starts from: kaamelott, iruo, tables...), `teams` (the Doublette's two-player
teams, seats i and i + n/2) and any switch or number of the rules' `Variant`
(deboule/rules/cul_de_chouette/variant.py, its RANGES; the house rules of other tables
included), which the variant checks itself."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import fields
from typing import Any

from deboule.games.cul_de_chouette import rules_only as on_rules
from deboule.games.cul_de_chouette.match import CdcMatch
from deboule.games.cul_de_chouette.sim_preset import preset_changes
from deboule.games.game_options import (
    OptionRefused,
    bad_value,
    check_bool,
    check_names,
    refuse_other_args,
    seat_names,
    shown,
)
from deboule.match_base import HUMAN, seat_name
from deboule.rules.cul_de_chouette.variant import PRESETS, Variant, VariantError
from deboule.text.i18n import level_word, tr

TITLE = "Cul de Chouette"
VARIANT_NAMES = tuple(f.name for f in fields(Variant) if f.name not in ("name", "extra"))
NAMES = ("preset", "teams", *VARIANT_NAMES)


def check(options: Any, players: int | None = None) -> dict[str, Any]:
    """The mapping checked (OptionRefused): the preset one the game has, the variant it and
    the other options make one the rules accept, teams for an even number of at least 4."""
    given = check_names(TITLE, options, NAMES)
    preset = given.get("preset", "kaamelott")
    if not isinstance(preset, str) or preset not in PRESETS:
        raise OptionRefused("options.bad_value", game=TITLE, name="preset",
                            fr=f"{shown(preset)} ? {', '.join(PRESETS)}",
                            en=f"{shown(preset)}? {', '.join(PRESETS)}")
    check_bool(TITLE, given, "teams")
    rules = variant(given)
    if given.get("teams") and not rules.doublette:  # the match would refuse its teams
        raise OptionRefused("options.bad_value", game=TITLE, name="teams",
                            fr="les équipes demandent la règle de la Doublette",
                            en="teams need the Doublette rule")
    if given.get("teams") and players is not None and (players < 4 or players % 2):
        raise OptionRefused("options.bad_value", game=TITLE, name="teams",
                            fr="un nombre pair de joueurs, au moins 4",
                            en="an even number of players, at least 4")
    return {"preset": preset, "teams": bool(given.get("teams", False)),
            **{name: value for name, value in given.items() if name in VARIANT_NAMES}}


def variant(options: Mapping[str, Any]) -> Variant:
    """The rules' variant the options make (OptionRefused naming the refused option)."""
    changes = {name: value for name, value in options.items() if name in VARIANT_NAMES}
    try:
        return Variant.preset(options.get("preset", "kaamelott"), **changes)
    except (VariantError, TypeError) as exc:
        named = [name for name in changes if name in str(exc)]
        raise bad_value(TITLE, named[0] if named else "preset", exc) from None


def from_args(args: Mapping[str, Any]) -> dict[str, Any]:
    """`deboule sim`'s `--preset` (a preset, house options written name=value, or both:
    deboule/games/cul_de_chouette/sim_preset.py) and `--teams`."""
    refuse_other_args(TITLE, args, ("preset", "teams"))
    try:
        preset, changes = preset_changes(args.get("preset"))
    except VariantError as exc:
        raise bad_value(TITLE, "preset", exc) from None
    return {"preset": preset, "teams": bool(args.get("teams") or False), **changes}


def new_match(options: dict[str, Any], seats: list, *, seed: int = 0, names: Any = None,
              headless: bool | None = None, lang: str = "fr", rules_only: bool = False,
              **window: Any) -> Any:
    """A match of `seats` (HUMAN, a level, a BoundLevel or a bot object). `names` None: the
    match's own names ("Joueur n", "Bot n"); a list: each seat named as given, a None in it
    as the sim names that seat (its number and level; "Joueur n" for a person). `rules_only`:
    on the rules alone (deboule/games/cul_de_chouette/rules_only.py)."""
    players = len(seats)
    given = seat_names(names, players)
    shown_names = None if names is None else [
        given[i] or (tr("cdc.online.person", lang, n=i + 1) if seats[i] == HUMAN
                     else tr("cdc.sim.name", lang, n=i + 1,
                             level=level_word(seat_name(seats[i]), lang)))
        for i in range(players)]
    half = players // 2
    teams = [(i, i + half) for i in range(half)] if options["teams"] else None
    if rules_only:
        return on_rules.new(list(seats), seed=seed, preset=variant(options), teams=teams,
                            names=shown_names, **window)
    return CdcMatch(list(seats), seed=seed, preset=variant(options), teams=teams,
                    headless=True if headless is None else headless, names=shown_names,
                    **window)
