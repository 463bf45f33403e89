"""Every numeric option of every game has a range, checked by the game's one option check
wherever options are read (issue 32, point 3 and point 8's "a save with target 1e308 is
accepted"): below the least, above the most, huge, a fraction, a boolean, each refused in one line
naming the option and its range; both ends accepted. The ranges are the table of
docs/options.md."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from deboule.rules.core import IllegalAction
from deboule.rules.core.ranges import Range, said

ROOT = Path(__file__).resolve().parents[1]


def _deboule(name: str, value: Any) -> None:
    from deboule.rules.deboule.setup import MatchOptions

    MatchOptions.from_dict({"players": 4, "seed": 0, "target": 21, name: value})


def _cdc(name: str, value: Any) -> None:
    from deboule.rules.cul_de_chouette.state import Game
    from deboule.rules.cul_de_chouette.variant import Variant

    variant = Variant().to_dict()
    if name in ("cap_score", "start_scores"):
        variant["win_score"] = 10_000  # both are below the winning score
    if name == "win_score":
        variant["cap_score"] = 1  # C4's cap is below the winning score
    if name == "race_window_ms":
        variant["race_tie_ms"] = 0  # below the race's window
    if name == "race_tie_ms":
        variant["race_window_ms"] = 60_000  # below the race's window
    options: dict[str, Any] = {"players": 3, "seed": 0}
    if name == "grelottine_coefficients":
        variant[name] = {**variant[name], "SUITE": value}
    elif name == "soufflette_points":
        variant[name] = [50, 40, value]
    elif name == "start_scores":
        options[name] = [value, 0, 0]
    elif name in ("players", "seed"):
        options[name] = value
    else:
        variant[name] = value
    Game.from_dict({**options, "variant": variant})


def _enculette(name: str, value: Any) -> None:
    from deboule.rules.enculette.state import new_game

    if name == "players":
        new_game(value)
    else:
        new_game(16, {name: value})


def _chamot(name: str, value: Any) -> None:
    from deboule.rules.chamot.options import Options

    Options.from_dict({name: value})


def _ranges() -> dict[str, dict[str, Range]]:
    from deboule.rules.chamot.options import RANGES as CHAMOT
    from deboule.rules.cul_de_chouette.variant import RANGES as CDC
    from deboule.rules.deboule.setup import RANGES as DEBOULE
    from deboule.rules.enculette.options import RANGES as ENCULETTE

    return {"deboule": DEBOULE, "cul-de-chouette": CDC, "enculette": ENCULETTE,
            "chamot": CHAMOT}


BUILD = {"deboule": _deboule, "cul-de-chouette": _cdc, "enculette": _enculette,
         "chamot": _chamot}
# every numeric option of every game: a test below fails if a game's options gain a number that
# RANGES does not bound
NUMERIC = {
    "deboule": ("players", "seed", "target"),
    "cul-de-chouette": (
        "win_score", "cap_score", "bet_stake", "bet_win", "civet_max_stake",
        "grelottine_coefficients", "eliminate_at_or_below", "race_window_ms", "race_tie_ms",
        "bevue_penalty", "suite_penalty", "suite_penalty_step", "pelican_points",
        "bleu_rouge_base", "achat_cost", "soufflette_points", "soufflette_fail",
        "bank_interest_pct", "bank_fee_pct", "bank_first_unit", "raitournelle_min_sum",
        "sloubi_factor_pct", "sloubi_ms", "max_turns", "players", "seed", "start_scores"),
    "enculette": ("broc", "cups", "first_player", "players"),
    "chamot": ("players", "turn_limit"),
}
OPTIONS = [(game, name) for game, names in NUMERIC.items() for name in names]


def test_every_numeric_option_of_every_game_has_a_range():
    from dataclasses import fields

    from deboule.rules.chamot.options import Options as ChamotOptions
    from deboule.rules.cul_de_chouette.variant import Variant
    from deboule.rules.deboule.setup import MatchOptions
    from deboule.rules.enculette.options import Options as EnculetteOptions

    def numbers(cls) -> set[str]:
        return {f.name for f in fields(cls) if re.search(r"\bint\b", str(f.type))}

    found = {"deboule": numbers(MatchOptions), "cul-de-chouette": numbers(Variant) | {
        "players", "seed", "start_scores"}, "enculette": numbers(EnculetteOptions) | {"players"},
        "chamot": numbers(ChamotOptions)}
    ranges = _ranges()
    for game, names in found.items():
        assert names == set(NUMERIC[game]) == set(ranges[game]), game


def _bad_values(allowed: Range) -> list[Any]:
    return [allowed.low - 1, allowed.high + 1, 10**39, -10**39, float(allowed.low),
            allowed.low + 0.5, 1e308, float("nan"), True, str(allowed.low), None]


@pytest.mark.parametrize(("game", "name"), OPTIONS)
def test_a_value_out_of_its_range_is_refused_naming_the_option_and_its_range(game, name):
    allowed = _ranges()[game][name]
    for value in _bad_values(allowed):
        if name == "eliminate_at_or_below" and value is None:
            continue  # None: no elimination (kaamelott's "jamais")
        if name == "seed" and game == "cul-de-chouette" and value is None:
            continue  # a game without a kept seed
        with pytest.raises(IllegalAction) as refused:
            BUILD[game](name, value)
        error = refused.value
        assert error.code == "option_range", (name, value, error)
        french, english = said(error)
        assert f"option {name} : un nombre entier de {allowed.low} à {allowed.high}" in french
        assert f"option {name}: a whole number from {allowed.low} to {allowed.high}" in english
        assert "\n" not in str(error) and len(str(error)) < 240


@pytest.mark.parametrize(("game", "name"), OPTIONS)
def test_both_ends_of_a_range_are_accepted(game, name):
    allowed = _ranges()[game][name]
    for value in (allowed.low, allowed.high):
        BUILD[game](name, value)


# ---------------------------------------------------------------------------- where they are read
def test_the_command_line_refuses_a_broc_of_ten_billion_before_playing():
    import argparse

    from deboule.cli import CliError, check_sim

    def sim(preset: str) -> argparse.Namespace:
        return argparse.Namespace(game="enculette", lang="fr", players="3", seed="0", bots=None,
                                  teams=False, preset=preset, join=None, record=None,
                                  house_words=None, rule=None)

    # more digits than Python turns into a number, a fraction, nothing, a negative count
    for preset in ("broc=10000000000", "broc=" + "9" * 5000, "broc=40.5", "broc=", "cups=-1"):
        with pytest.raises(CliError) as refused:
            check_sim(sim(preset))
        line = str(refused.value)
        name = preset.split("=")[0]
        assert f"option {name} : un nombre entier de" in line, line
        assert f"option {name}: a whole number from" in line, line
        assert line.count(" / ") == 1 and "\n" not in line
    check_sim(sim("broc=1000"))  # the most is fine


def test_a_deboule_save_with_target_1e308_is_refused():
    from deboule.games.deboule.match import DebouleMatch, Seat
    from deboule.games.deboule.screen import DebouleScreen

    match = DebouleMatch([Seat("bot", "novice"), Seat("bot", "novice")], seed=3, headless=True)
    try:
        save = match.to_save()
    finally:
        match.close()
    for target in (1e308, 10**39, 0, "21", True):
        save["options"]["target"] = target
        with pytest.raises(ValueError) as refused:
            DebouleScreen.check_save(save)
        assert "target" in str(refused.value) and "1 to 1000" in str(refused.value)
    save["options"]["target"] = 21
    DebouleScreen.check_save(save)  # the save itself is fine


def test_a_chamot_save_or_record_with_players_1e6_or_turn_limit_0_is_refused():
    from deboule.games.chamot.match import ChamotMatch, MatchError

    match = ChamotMatch(["novice", "novice"], seed=1, headless=True)
    save = match.to_save()
    for name, value, shown in (("players", 10**6, "2 to 4"), ("turn_limit", 0, "1 to 10000"),
                               ("turn_limit", 10**9, "1 to 10000")):
        changed = {**save, "options": {**save["options"], name: value}}
        for regenerate in (False, True):  # a resume, a record's replay
            with pytest.raises(MatchError) as refused:
                ChamotMatch.from_save(changed, regenerate=regenerate)
            assert name in refused.value.text("en") and shown in refused.value.text("en")
            assert "whole" not in refused.value.text("fr")  # French in French


def _deboule_record() -> dict:
    from deboule.games.deboule.match import DebouleMatch, Seat

    match = DebouleMatch([Seat("bot", "novice"), Seat("bot", "novice")], seed=3, headless=True)
    try:
        return match.record()
    finally:
        match.close()


def _cdc_record(window: bool) -> dict:
    options: dict[str, Any] = {"variant": {"name": "kaamelott"}}
    if not window:  # `deboule sim`'s records count their players (the rules' Game.to_dict)
        options.update(players=2, seed=0)
    return {"game": "cul-de-chouette", "seed": 0, "seats": ["novice", "novice"],
            "options": options, "inputs": [], "settled": [], "actions": [], "final": {}}


def _chamot_record() -> dict:
    from deboule.games.chamot.match import ChamotMatch

    return ChamotMatch(["novice", "novice"], seed=1, headless=True).record()


def _enculette_record() -> dict:
    import json

    return json.loads((ROOT / "tests" / "data" / "enculette_sim_record_v1.json").read_text())


# a record of each game (and each kind of record), the option changed, the range named
RECORDS = [
    ("deboule", _deboule_record, ("options",), "target", 1e308, "1 to 1000"),
    ("cdc-sim", lambda: _cdc_record(False), ("options", "variant"), "win_score", 10**39,
     "2 to 10000"),
    ("cdc-window", lambda: _cdc_record(True), ("options", "variant"), "win_score", 10**39,
     "2 to 10000"),
    ("enculette", _enculette_record, ("options",), "broc", 10**10, "1 to 1000"),
    ("chamot-players", _chamot_record, ("options", "rules"), "players", 10**6, "2 to 4"),
    ("chamot-turn-limit", _chamot_record, ("options", "rules"), "turn_limit", 0, "1 to 10000"),
]


@pytest.mark.parametrize(("make", "where", "name", "value", "shown"),
                         [case[1:] for case in RECORDS], ids=[case[0] for case in RECORDS])
def test_a_record_with_an_option_out_of_range_does_not_replay(make, where, name, value, shown):
    """`deboule replay` and the window's viewer replay a record by building its game from the
    record's options (deboule.replays.replay.replay_record): the option class's own check refuses
    it."""
    from deboule.replays.replay import replay_record
    from deboule.replays.replay_base import ReplayError

    record = make()
    options = record
    for key in where:
        options = options[key]
    options[name] = value
    with pytest.raises(ReplayError) as refused:
        replay_record(record)
    assert name in str(refused.value) and shown in str(refused.value)


def test_the_command_line_reads_the_same_ranges():
    """The registry hands the command line each game's ranges (`option_ranges()`), and the
    players it accepts (cli_facts) are the rules' range."""
    from deboule import registry

    ranges = _ranges()
    for entry in registry.GAMES:
        assert entry.option_ranges() is ranges[entry.name], entry.name
        low, high = entry.cli_facts()["players"]
        allowed = ranges[entry.name]["players"]
        assert (low, high) == (allowed.low, allowed.high), entry.name


def test_the_docs_table_lists_every_range():
    """docs/options.md: one row per option, `| game | option | least | most |`."""
    text = (ROOT / "docs" / "options.md").read_text(encoding="utf-8")
    rows = {(game, name): (int(low.replace(" ", "").replace("−", "-")),
                           int(high.replace(" ", "").replace("−", "-")))
            for game, name, low, high in re.findall(
                r"^\| *([a-z-]+) *\| *`([a-z_]+)` *\| *([−\-0-9 ^]+?) *\| *([−\-0-9 ^]+?) *\|",
                text, re.M) if "^" not in low + high}
    for game, ranges in _ranges().items():
        for name, allowed in ranges.items():
            if name == "seed":
                assert re.search(rf"\| *{game} *\| *`seed` *\| *0 *\| *2\^63 − 1 *\|", text)
                continue
            assert rows.get((game, name)) == (allowed.low, allowed.high), (game, name)


def test_the_window_says_a_range_refusal_in_the_player_language():
    from deboule.screens.base import refusal_text

    with pytest.raises(IllegalAction) as refused:
        _enculette("broc", 10**10)
    assert refusal_text(refused.value, "fr") == \
        "Option broc : un nombre entier de 1 à 1000, pas 10000000000."
    assert refusal_text(refused.value, "en") == \
        "Option broc: a whole number from 1 to 1000, not 10000000000."
    with pytest.raises(IllegalAction) as refused:
        _cdc("win_score", 10**39)
    assert refusal_text(refused.value, "fr") == \
        "Option win_score : un nombre entier de 2 à 10000, pas ~10^39."
