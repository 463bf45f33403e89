"""One source of truth for the option ranges: what the rules' `RANGES` say (docs/options.md holds
them, tests/test_option_ranges.py checks the table), the command line accepts and every game's
controller plays; beyond, the command line refuses in one line in French and English. Cul de
Chouette and L'Enculette's controllers once kept a range of their own (2 to 8 players, refused in
French only by `deboule sim --players 9`) while the rules and the docs said 2 to 16. An option
given twice (`--preset broc=5,broc=6`) is refused, not read as its last value."""

from __future__ import annotations

import pytest

from deboule import cli, registry
from deboule.replays.sims import SimRefused


def sim_args(*argv: str):
    args = cli.build_parser().parse_args(["sim", *argv])
    cli.check_sim(args)
    return args


@pytest.mark.parametrize("name", registry.NAMES)
def test_every_game_plays_the_whole_range_the_rules_and_docs_give(name):
    entry = registry.by_name(name)
    allowed = entry.option_ranges()["players"]
    level = entry.cli_facts()["levels"][0]
    for players in (allowed.low, allowed.high):
        args = sim_args("--game", name, "--players", str(players), "--bots", level)
        try:
            entry.sim().build_match(args)
        except SimRefused as refused:
            pytest.fail(f"{name} with {players} players: {refused.line}")


@pytest.mark.parametrize("name", registry.NAMES)
def test_one_past_the_range_is_refused_in_both_languages(name, capsys):
    allowed = registry.by_name(name).option_ranges()["players"]
    for players in (allowed.low - 1, allowed.high + 1):
        assert cli.main(["sim", "--game", name, "--players", str(players)]) == cli.EXIT_USAGE
        out, err = capsys.readouterr()
        lines = err.strip().splitlines()
        assert out == "" and len(lines) == 1, err
        assert f"de {allowed.low} à {allowed.high}" in lines[0], lines[0]
        assert f"{allowed.low} to {allowed.high}" in lines[0], lines[0]


def test_the_controllers_refusal_is_the_rules_line_in_both_languages():
    """A controller given more seats than the rules allow (a room, a caller other than the
    command line) refuses with the rules' range, in French and English."""
    from deboule.games.cul_de_chouette.match import CdcMatch
    from deboule.games.enculette.match import EnculetteMatch
    from deboule.match_base import MatchError

    for make in (lambda seats: CdcMatch(seats, seed=1, headless=True),
                 lambda seats: EnculetteMatch(seats, seed=1, headless=True)):
        with pytest.raises(MatchError) as refused:
            make(["novice"] * 17)
        assert "de 2 à 16" in refused.value.text("fr"), refused.value.text("fr")
        assert "2 to 16" in refused.value.text("en"), refused.value.text("en")


@pytest.mark.parametrize("preset", ["broc=5,broc=6", "broc=5, broc=5", "cups=1,broc=9,cups=2"])
def test_an_option_given_twice_is_refused(preset, capsys):
    assert cli.main(["sim", "--game", "enculette", "--players", "4", "--preset",
                     preset]) == cli.EXIT_USAGE
    out, err = capsys.readouterr()
    lines = err.strip().splitlines()
    assert out == "" and len(lines) == 1, err
    assert "deux fois" in lines[0] and "twice" in lines[0], lines[0]


def test_the_rules_option_parser_refuses_a_name_given_twice():
    from deboule.rules.enculette import IllegalAction, parse_option_string

    with pytest.raises(IllegalAction) as refused:
        parse_option_string("broc=5,blind_reshake=true,broc=6")
    assert refused.value.code == "duplicate_option"
    assert parse_option_string("broc=5,cups=2") == {"broc": 5, "cups": 2}
