"""One bot protocol (issue 31 point 2, deboule/rules/core/bots.py): every game makes its bots with
`deboule.rules.<game>.make_bot(level, seed)` and the same three levels; each bot answers `act(state,
player)` with a legal action (or, in Le Déboulé, a throw plan) at every point of a played game;
a bot of one's own with only `act` plays a whole game of every game from `deboule sim`; the
older level names still read; a bad bot on the command line is one line in French and English."""

from __future__ import annotations

import importlib
import importlib.util
import random
import sys
from pathlib import Path
from typing import Any

import pytest

from deboule import cli, registry
from deboule.rules.core import CHANCE, IllegalAction
from deboule.rules.core import bots as protocol

GAMES = tuple(entry.package for entry in registry.GAMES)
TESTS = Path(__file__).resolve().parent
EXAMPLES = TESTS.parent / "docs" / "examples"


class Checked:
    """A bot that lets `inner` answer and checks the answer where it is asked: one of the
    legal actions, or an action of the game whose free part (a word, a stake, a song's times)
    the list does not spell out, which the game's `apply` then accepts or refuses
    (IllegalAction fails the test). The inner bot's hooks are read through it unchanged."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.answers = 0
        self.unlisted = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def act(self, state, player: int):
        answer = self.inner.act(state, player)
        legal = state.legal_actions(player)
        assert legal, f"seat {player} was asked with nothing to do"
        if answer not in legal:
            assert type(answer) in {type(action) for action in legal}, (answer, legal[:5])
            self.unlisted += 1
        self.answers += 1
        return answer


# ---------------------------------------------------------------------------- make_bot, levels
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("level", protocol.LEVELS)
def test_every_game_makes_its_bots_with_the_same_levels(game, level):
    package = importlib.import_module(f"deboule.rules.{game}")
    bot = package.make_bot(level, 3)
    assert isinstance(bot, protocol.Bot) and protocol.is_bot(bot)
    assert protocol.LEVELS == ("novice", "regular", "expert")


@pytest.mark.parametrize("game", GAMES)
def test_an_unknown_level_is_refused_by_every_game(game):
    package = importlib.import_module(f"deboule.rules.{game}")
    with pytest.raises(ValueError, match="grandmaster"):
        package.make_bot("grandmaster", 3)


def test_the_older_deboule_level_name_still_reads_from_saves_records_and_command_lines():
    from deboule.games.deboule.match import Seat
    from deboule.rules.deboule import make_bot

    assert protocol.level_name("casual") == "regular"
    assert make_bot("casual", 1).level.name == "regular"
    assert Seat.named("casual") == Seat("bot", "regular", "regular")  # a record's seat
    assert Seat(**{"kind": "bot", "level": "casual", "name": "casual"}).level == "regular"
    args = cli.build_parser().parse_args(["sim", "--game", "deboule", "--bots", "casual"])
    cli.check_sim(args)
    assert args.bots == "regular,regular"


def test_a_casual_bot_plays_the_same_game_as_a_regular_one():
    """The level kept its figures: an old record of a "casual" seat replays bit for bit."""
    from deboule.games.deboule.sim import play_match

    old = play_match(2, ["novice", "casual"], seed=6, target=2)
    new = play_match(2, ["novice", "regular"], seed=6, target=2)
    assert old.inputs == new.inputs and old.settled == new.settled


# ---------------------------------------------------------------------------- conformance
@pytest.mark.parametrize("level", protocol.LEVELS)
@pytest.mark.parametrize("seed", (1, 2))
def test_cul_de_chouette_bots_answer_every_point_of_a_game_legally(level, seed):
    from deboule.games.cul_de_chouette.match import CdcMatch
    from deboule.rules.cul_de_chouette import make_bot

    # the checked bots sit in a headless match as bot objects: every decision and race is theirs
    bots = [Checked(make_bot(level, seed * 1000 + seat)) for seat in range(3)]
    match = CdcMatch.new(bots, seed=seed, options={"preset": "iruo"},
                         headless=True)
    match.play_out()
    assert match.over and all(bot.answers > 0 for bot in bots)


@pytest.mark.parametrize("level", protocol.LEVELS)
@pytest.mark.parametrize("seed", (1, 2))
def test_enculette_bots_answer_every_point_of_a_game_legally(level, seed):
    from deboule.rules.enculette import DiceShaken, make_bot, new_game

    state = new_game(3, {"broc": 8})
    bots = [Checked(make_bot(level, seed * 10 + seat)) for seat in range(3)]
    dice = random.Random(seed)
    while not state.is_over:
        if state.current_player() == CHANCE:
            state.apply(DiceShaken((dice.randint(1, 6), dice.randint(1, 6))))
        else:
            player = state.current_player()
            state.apply(bots[player].act(state, player))
    assert all(bot.answers > 0 for bot in bots)


@pytest.mark.parametrize("level", protocol.LEVELS)
@pytest.mark.parametrize("seed", (1, 2))
def test_chamot_bots_answer_every_point_of_a_game_legally(level, seed):
    from deboule.rules.chamot import make_bot
    from deboule.rules.chamot.sim import play_out

    bots = [Checked(make_bot(level, seed * 10 + seat)) for seat in range(2)]
    report = play_out(2, seed=seed, levels=bots, options={"short": True})
    assert report.state.is_over and all(bot.answers > 0 for bot in bots)


def _check_deboule_answers(monkeypatch) -> list[str]:
    """Check every answer of every Déboulé bot: a throw plan of an awaited piece, else a legal
    action; at each point a bot of every level without a simulator (it throws by eye) answers
    as well. Returns the kinds of request answered."""
    from deboule.rules.deboule import RollOffRequest, ThrowPlan, ThrowRequest, make_bot
    from deboule.rules.deboule.bots import DebouleBot

    asked: list[str] = []
    act = DebouleBot.act

    def check(game, player: int, answer) -> None:
        req = game.pending
        if isinstance(req, RollOffRequest | ThrowRequest):
            assert isinstance(answer, ThrowPlan)
            assert answer.piece in (("cochonde",) if isinstance(req, RollOffRequest)
                                    else req.pieces)
        else:
            assert answer in game.legal_actions(player), (answer, req)

    def checked(bot, game, player: int):
        answer = act(bot, game, player)
        check(game, player, answer)
        asked.append(game.pending.kind)
        if bot.simulator is not None:  # the match's bot: every level by eye too, on the side
            for level in protocol.LEVELS:
                check(game, player, act(make_bot(level, len(asked)), game, player))
        return answer

    monkeypatch.setattr(DebouleBot, "act", checked)
    return asked


@pytest.mark.parametrize("seed", (1, 2))
def test_deboule_bots_answer_every_point_of_a_game_legally(seed, monkeypatch):
    from deboule.games.deboule.match import DebouleMatch

    asked = _check_deboule_answers(monkeypatch)
    match = DebouleMatch.new(["novice", "regular"], seed=seed, options={"target": 2},
                             headless=True)
    match.play_out()
    assert match.over
    assert {"roll_off", "choose_towers", "throw"} <= set(asked)


def test_the_deboule_expert_answers_the_first_points_legally(monkeypatch):
    from deboule.games.deboule.match import DebouleMatch

    asked = _check_deboule_answers(monkeypatch)
    match = DebouleMatch.new(["expert", "expert"], seed=3, options={"target": 2},
                             headless=True)
    while "throw" not in asked and not match.over:
        match.update(0.05)
    assert {"roll_off", "throw"} <= set(asked)


# ---------------------------------------------------------------------------- helpers' defaults
class OnlyAct:
    def __init__(self, answer: Any) -> None:
        self.answer = answer

    def act(self, state, player: int):
        return self.answer


def test_a_bot_with_only_act_gets_the_defaults_of_every_hook():
    from deboule.rules.cul_de_chouette import Press

    pressing, silent = OnlyAct(Press(0, "velute", 0)), OnlyAct(None)
    assert protocol.reaction_ms(pressing, None, 0, "velute") == protocol.DEFAULT_REACTION_MS
    assert protocol.reaction_ms(OnlyAct(Press(0, "velute", 350)), None, 0, "velute") == 350
    assert protocol.reaction_ms(silent, None, 0, "velute") is None
    assert protocol.blunder(pressing, None, 0) is None
    protocol.reseed(pressing, "key")
    protocol.lend_simulator(pressing, object())
    assert protocol.save_state(pressing) is None
    protocol.load_state(pressing, {"anything": 1})
    assert vars(pressing) == {"answer": Press(0, "velute", 0)}  # nothing was touched


def test_the_hooks_of_a_bot_are_read_through_the_helpers():
    from deboule.rules.cul_de_chouette import make_bot

    a, b = make_bot("expert", 1), make_bot("expert", 2)
    protocol.reseed(a, "cdc/1/0/5/decide")
    protocol.reseed(b, "cdc/1/0/5/decide")
    assert protocol.save_state(a) is None  # its memory is its reseeding, not a saved state
    assert [a.rng.random() for _ in range(3)] == [b.rng.random() for _ in range(3)]


# ---------------------------------------------------------------------------- one's own bot
@pytest.fixture
def own_bots(monkeypatch):
    """Run `deboule sim` from the tests' folder (its bots: tests/bot_examples.py), leaving
    the import path as it was."""
    monkeypatch.chdir(TESTS)
    monkeypatch.setattr(sys, "path", list(sys.path))
    for name in ("bot_examples", "custom_bot"):
        monkeypatch.delitem(sys.modules, name, raising=False)


@pytest.mark.parametrize("game", registry.NAMES)
def test_a_bot_with_only_act_plays_a_whole_game_of_every_game_in_the_sim(game, own_bots,
                                                                         capsys, tmp_path):
    # L'Enculette with a broc of three gorgées: its default broc took some twenty times as
    # long for the same kinds of turns (announces, doubts, lies caught, the broc emptied)
    short = ["--preset", "broc=3"] if game == "enculette" else []
    status = cli.main(["sim", "--game", game, "--players", "2", "--seed", "4", *short,
                       "--bots", "novice,bot_examples:LastLegal",
                       "--record", str(tmp_path / "game.json")])
    out, err = capsys.readouterr()
    assert status == 0, err
    assert "Traceback" not in err
    record = (tmp_path / "game.json").read_text()
    assert "bot_examples:LastLegal" in record  # the seat is named in the record


@pytest.mark.parametrize("spec, words", [
    ("no_such_module:Bot", ("impossible d'importer", "cannot import", "no_such_module")),
    ("bot_examples:Missing", ("n'a pas de Missing", "has no Missing")),
    ("bot_examples:NoAct", ("ne donne pas un bot", "does not make a bot")),
    ("bot_examples:broken", ("a échoué", "failed", "cannot be made")),
    ("not a:bot", ("ni un niveau ni un bot", "neither a level nor a bot")),
])
def test_a_bad_bot_of_ones_own_is_one_line_in_french_and_english(spec, words, own_bots, capsys):
    status = cli.main(["sim", "--game", "cul-de-chouette", "--bots", f"expert,{spec}"])
    out, err = capsys.readouterr()
    assert status == 2 and out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in err
    for word in words:
        assert word in lines[0]


def test_load_bot_refuses_with_a_code_the_shell_translates(own_bots):
    with pytest.raises(IllegalAction) as refused:
        protocol.load_bot("bot_examples:NoAct")
    assert refused.value.code == "not_a_bot"
    assert protocol.is_bot(protocol.load_bot("bot_examples:LastLegal"))


# ---------------------------------------------------------------------------- the example
def _example():
    sys.path.insert(0, str(EXAMPLES))
    spec = importlib.util.spec_from_file_location("custom_bot", EXAMPLES / "custom_bot.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["custom_bot"] = module
    spec.loader.exec_module(module)
    return module


def test_the_custom_bot_example_plays_a_whole_match(own_bots, capsys):
    example = _example()
    result = example.main(seed=2)
    assert result is not None and result.winners
    out = capsys.readouterr().out
    assert "winners:" in out


def test_the_custom_bot_example_sits_in_the_sim(own_bots, capsys, monkeypatch, tmp_path):
    monkeypatch.chdir(EXAMPLES)
    status = cli.main(["sim", "--game", "cul-de-chouette", "--seed", "3", "--quiet",
                       "--bots", "expert,custom_bot:CautiousBot", "--record",
                       str(tmp_path / "custom_bot.json")])
    out, err = capsys.readouterr()
    assert status == 0, err
    assert "custom_bot:CautiousBot" in out
