"""Every option every game's schema names (`Game.option_names()`), set to a value other than its
default, reaches the match through each way a match is made: `Match.new(options=...)`, `deboule
sim --rule NAME=VALUE`, a save resumed, a sim record read by the record viewer, and an online
room's `create` message (docs/options.md). Cheap: the options of a game go in a few mappings
the schema accepts together, and nothing is played (each match is read at its start)."""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from typing import Any

import pytest

from deboule import registry
from deboule.games.game_options import OptionRefused
from deboule.rules.cul_de_chouette.house import BY_NAME as HOUSE_OPTIONS
from deboule.rules.cul_de_chouette.variant import PRESETS, Variant
from deboule.rules.enculette.options import DIRECTIONS
from tests.online_support import Raw, serving, wait_until

NAMES = [entry.name for entry in registry.GAMES]
PLAYERS = 4  # every game seats four, and the teams of Le Déboulé and the Doublette need them


def _cdc_read(match) -> dict[str, Any]:
    return {"preset": match.variant.name, "teams": match.teams is not None,
            **match.variant.to_dict()}


# how a match of each game shows the options it plays with (a mapping of the schema's names)
READ: dict[str, Callable[[Any], dict[str, Any]]] = {
    "deboule": lambda match: {"teams": match.game.options.teams,
                              "target": match.game.options.target},
    "cul-de-chouette": _cdc_read,
    "enculette": lambda match: match.state.options.to_dict(),
    "chamot": lambda match: match.state.options.to_dict(),
}


def _defaults(entry) -> dict[str, Any]:
    checked = entry.check_options({}, PLAYERS)
    if entry.name == "cul-de-chouette":  # the schema fills the preset; the variant has the rest
        checked = {**Variant.preset(checked["preset"]).to_dict(), **checked}
    return checked


def _candidates(entry, name: str, default: Any) -> list[Any]:
    """Values of `name` other than its default, the likeliest accepted first."""
    if isinstance(default, bool):
        return [not default]
    if isinstance(default, int):
        span = entry.option_ranges().get(name)
        values = [default + 1, default - 1]
        return [v for v in values if span is None or span.low <= v <= span.high]
    if isinstance(default, list):
        return [[*default, "zigouigoui"]] if not default else [[default[0] + 1, *default[1:]]]
    if isinstance(default, dict):
        first = next(iter(default))
        return [{**default, first: default[first] + 1}]
    if name == "preset":
        return [p for p in PRESETS if p != default]
    if name == "direction":
        return [d for d in DIRECTIONS if d != default]
    known: list[Any] = []
    if name in HOUSE_OPTIONS:
        known += list(HOUSE_OPTIONS[name].choices)
    known += [preset.get(name) for preset in PRESETS.values()]
    if name == "turn_order":
        known += ["clockwise", "counter_clockwise"]
    if name == "chouette_velute_tie":
        known += ["a_six_takes", "single_six_else_thrower"]
    if name == "sloubi_rounding":
        known += ["trunc", "round"]
    return [v for v in dict.fromkeys(known) if v is not None and v != default]


def _accepted(entry, options: dict[str, Any]) -> bool:
    try:
        entry.check_options(options, PLAYERS)
    except OptionRefused:
        return False
    return True


def _non_default(entry, name: str, default: Any) -> dict[str, Any]:
    """A mapping setting `name` to another value than its default, with the options that value
    needs (a house rule's `needs`); the schema accepts it."""
    # a rule another one needs is switched off on a preset where that other one is off
    bases = [{}] + ([{"preset": p} for p in PRESETS if p != "kaamelott"]
                    if entry.name == "cul-de-chouette" and name != "preset" else [])
    for base in bases:
        for value in _candidates(entry, name, default):
            given = {**base, name: value}
            for need in getattr(HOUSE_OPTIONS.get(name), "needs", ()):
                if need in HOUSE_OPTIONS:
                    given[need] = HOUSE_OPTIONS[need].choices[1]
                else:
                    given[need] = True
            if _accepted(entry, given):
                return given
    raise AssertionError(f"{entry.name}: no value other than {default!r} of {name} is accepted")


def batches(entry) -> list[dict[str, Any]]:
    """Every option of the game set to a non-default value, in as few mappings as the schema
    accepts together (each mapping's own names are the ones it sets off their defaults)."""
    defaults = _defaults(entry)
    grouped: list[dict[str, Any]] = []
    for name in entry.option_names():
        given = _non_default(entry, name, defaults[name])
        for group in grouped:
            if all(group.get(k, v) == v for k, v in given.items()) and \
                    _accepted(entry, {**group, **given}):
                group.update(given)
                break
        else:
            grouped.append(dict(given))
    return grouped


def _check(entry, given: dict[str, Any], match) -> None:
    expected = entry.check_options(given, PLAYERS)
    shown = READ[entry.name](match)
    wrong = {name: (shown.get(name), expected[name]) for name in given
             if shown.get(name) != expected[name]}
    assert not wrong, f"{entry.name}: options not as set (shown, set): {wrong}"


def _seats(entry) -> list[str]:
    return [entry.cli_facts()["levels"][0]] * PLAYERS


def _rule(value: Any) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    return json.dumps(value) if isinstance(value, list | dict) else str(value)


def _sim_match(entry, given: dict[str, Any]):
    args = argparse.Namespace(game=entry.name, players=PLAYERS, bots=None, preset=None,
                              teams=False, seed=1, record=None, join=None, house_words=None,
                              quiet=True, lang="fr",
                              rule=[f"{name}={_rule(value)}" for name, value in given.items()])
    built = entry.sim().build_match(args)
    return getattr(built, "match", built)


CASES = [pytest.param(entry, id=entry.name) for entry in registry.GAMES]


@pytest.mark.parametrize("entry", CASES)
def test_every_option_has_a_non_default_value_the_schema_takes(entry):
    names = [name for group in batches(entry) for name in group]
    assert set(entry.option_names()) <= set(names)


@pytest.mark.parametrize("entry", CASES)
def test_every_option_through_match_new_the_save_the_sim_and_the_record(entry):
    for given in batches(entry):
        match = entry.match_class().new(_seats(entry), seed=2, options=given, headless=True)
        try:
            _check(entry, given, match)
            saved = json.loads(json.dumps(match.to_save()))
        finally:
            match.close()
        resumed = entry.match_class().from_save(saved, headless=True)
        try:
            _check(entry, given, resumed)
        finally:
            resumed.close()
        played = _sim_match(entry, given)
        try:
            _check(entry, given, played)
            record = json.loads(json.dumps(played.record()))
        finally:
            played.close()
        viewed = entry.viewer().feed(record, "fr")
        try:
            _check(entry, given, viewed.match)
        finally:
            viewed.match.close()


@pytest.mark.parametrize("entry", CASES)
def test_an_option_given_as_a_keyword_of_its_own_is_refused_in_one_line(entry):
    """`Match.new(..., target=5)` and the like, the keywords of before the mapping: refused,
    naming the option to give in `options={...}` (docs/api.md), the rules-only match too."""
    (name, value), = list(batches(entry)[0].items())[:1]
    for extra in ({}, {"rules_only": True}):
        with pytest.raises(OptionRefused) as refused:
            entry.match_class().new(_seats(entry), seed=1, headless=True, **extra,
                                    **{name: value})
        french, english = refused.value.text("fr"), refused.value.text("en")
        assert name in french and name in english and "options=" in english
        assert "\n" not in french + english


@pytest.fixture(scope="module")
def server():
    with serving() as running:
        yield running


@pytest.mark.parametrize("entry", CASES)
def test_every_option_through_an_online_room(server, entry):
    """The `create` message's options (the "Créer une salle" screen sends the same mapping)."""
    thread, url = server
    for given in batches(entry):
        host = Raw(url)
        try:
            host.send({"type": "create", "game": entry.name, "args": {"players": PLAYERS},
                       "options": given, "seats": ["open", *_seats(entry)[1:]]})
            code = host.expect("room")["room"]
            host.send({"type": "join", "room": code, "kind": "human", "seat": 0})
            host.expect("joined")
            room = wait_until(lambda code=code: thread.rooms.rooms.get(code))
            _check(entry, given, wait_until(lambda room=room: room.match))
        finally:
            host.close()
