"""The one match layer (issue 31 point 1) over the four games, through the base class only
(deboule/match_base.py): every match derives from `Match`; seats are levels or a program's own bot
object (asked with `act(state, player)`); `feed` takes a saved entry as it was first played; a
headless `play_out` ends; save, restore and record come back to the same game; no human to act
means no legal actions; a refusal is a `deboule.text.i18n.Refusal` in French and English. Also: Cul
de Chouette's match, joins, race and saving form no import cycle, not even for type checkers."""

from __future__ import annotations

import ast
import json
import random
from pathlib import Path
from types import SimpleNamespace

import pytest

from deboule.games.cul_de_chouette.inputs import RacePress
from deboule.match_base import Decision, Match, MatchError
from deboule.registry import GAMES
from deboule.replays.replay_base import plain
from deboule.text.i18n import Refusal

ROOT = Path(__file__).resolve().parent.parent
ENTRIES = [pytest.param(entry, id=entry.name) for entry in GAMES]
# quick games per registry name: (level seats, new() options)
QUICK = {
    "deboule": (["novice", "expert"], {"options": {"target": 3}}),
    "cul-de-chouette": (["novice", "novice"], {"options": {"preset": "iruo"}}),
    "enculette": (["novice", "regular"], {"options": {"broc": 4}}),
    "chamot": (["novice", "regular"], {"options": {"short": True}}),
}
# whose input log holds every input, the bots' included (else the humans' only: the bots play
# again from the seed between them)
EVERY_INPUT = {"deboule": True, "cul-de-chouette": True, "enculette": False, "chamot": False}


class ProgramBot:
    """A program's own bot: nothing but `act(state, player)` (deboule/rules/core/bots.py's
    protocol). It picks a random legal action; asked for Le Déboulé's throw, it throws its first
    piece from the keyboard's aim."""

    name = "program"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.asked = 0

    def act(self, state, player: int):
        from deboule.rules.deboule import RollOffRequest, ThrowRequest

        self.asked += 1
        request = getattr(state, "pending", None)
        if isinstance(request, RollOffRequest | ThrowRequest):
            from deboule.shell.flick import keyboard_throw

            throw = keyboard_throw(self.rng.uniform(-8, 8), self.rng.uniform(0.3, 0.6), 0.0,
                                   self.rng.uniform(-0.5, 0.5))
            if isinstance(request, RollOffRequest):
                return throw
            return SimpleNamespace(piece=request.pieces[0], throw=throw)
        return self.rng.choice(state.legal_actions(player))


def test_every_game_has_quick_options_here():
    assert {entry.name for entry in GAMES} <= set(QUICK), "add the new game to QUICK"


@pytest.mark.parametrize("entry", ENTRIES)
def test_every_match_derives_from_the_base_class(entry):
    cls = entry.match_class()
    assert issubclass(cls, Match) and cls.GAME == entry.package
    assert not getattr(cls, "__abstractmethods__", None)  # nothing left abstract


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_headless_match_of_levels_and_a_bot_object_plays_out(entry):
    cls = entry.match_class()
    levels, options = QUICK[entry.name]
    bot = ProgramBot(seed=3)
    match = cls.new([levels[0], bot], seed=5, headless=True, **options)
    try:
        assert match.headless and not match.over
        assert match.legal_actions() == []  # no human at the table
        match.play_out()
        assert match.over and match.state.is_over
        assert bot.asked > 0  # the program's bot played its seat
        assert match.legal_actions() == []
    finally:
        match.close()


@pytest.mark.parametrize("entry", ENTRIES)
def test_save_restore_and_record_come_back_to_the_same_game(entry):
    cls = entry.match_class()
    levels, options = QUICK[entry.name]
    match = cls.new(levels, seed=6, headless=True, **options)
    match.play_out()
    saved = json.loads(json.dumps(match.to_save()))
    again = cls.from_save(saved, headless=True)
    assert again.headless and again.over
    assert again.state.to_dict() == match.state.to_dict()
    record = json.loads(json.dumps(match.record()))
    assert "controller" not in record["options"]  # one replay path per game needs no flag
    from deboule.replays.replay import replay_record

    assert replay_record(record) == record["final"]
    if entry.name != "deboule":  # the window's records written before the flag was dropped
        older = {**record, "options": {**record["options"], "controller": "window"}}
        assert replay_record(older) == record["final"]
    match.close()
    again.close()


@pytest.mark.parametrize("entry", ENTRIES)
def test_feeding_the_input_log_replays_the_game(entry):
    """A game with a human seat, its input log fed one entry at a time (`feed(entry)`, each
    throw brought to rest; where the log holds the humans' inputs only, the bots play between
    them): the same game again."""
    cls = entry.match_class()
    levels, options = QUICK[entry.name]
    rng = random.Random(2)
    match = cls.new(["human", levels[1]], seed=4, headless=True, **options)
    for _ in range(4000):
        if match.over or len(_inputs(match.to_save())) >= (20 if EVERY_INPUT[entry.name] else 6):
            break
        legal = match.legal_actions()
        if legal:
            match.feed(Decision(rng.choice(legal)))
        elif _human_throws(match):
            _throw(match)
        else:
            match.step(0.05)
    entries = _inputs(match.to_save())
    assert entries, "the human played nothing"
    fresh = cls.new(["human", levels[1]], seed=4, headless=True, **options)
    for entry_ in entries:
        if not EVERY_INPUT[entry.name]:
            _until_human(fresh)
        fresh.feed(json.loads(json.dumps(entry_)))
        fresh.settle()
    played, again = (plain(m.state.to_dict()["actions"]) for m in (match, fresh))
    common = min(len(played), len(again))
    assert common >= len(entries) and played[:common] == again[:common]
    if EVERY_INPUT[entry.name]:
        assert again == played[:len(again)]
    match.close()
    fresh.close()


def _inputs(save: dict) -> list:
    return save.get("inputs") if "inputs" in save else save["entries"]


def _human_throws(match) -> bool:
    throws = getattr(match, "human_to_throw", None) or getattr(match, "must_shake", None)
    if throws is not None:
        who = throws()  # a seat (0 is one) or a flag
        return who is not None and who is not False
    return bool(getattr(match, "human_to_act", lambda: False)()) and not match.legal_actions()


def _throw(match) -> None:
    from deboule.match_base import HandThrow

    if match.GAME == "deboule":
        from deboule.rules.deboule import ThrowRequest
        from deboule.shell.flick import keyboard_throw

        req = match.pending
        piece = req.pieces[0] if isinstance(req, ThrowRequest) else "cochonde"
        match.feed(HandThrow(keyboard_throw(0.0, 0.45, 0.0, 0.0), piece=piece))
    else:
        match.feed(HandThrow())  # Cul de Chouette: a random hand throw; L'Enculette: a shake
    match.settle()


def _until_human(match) -> None:
    """Let the bots and the physics go on until a human must act (or the game ends)."""
    for _ in range(20000):
        if match.over or match.legal_actions() or _human_throws(match):
            return
        match.step(0.05)
    raise AssertionError("no human turn came")


def test_le_deboule_offers_no_actions_while_a_bot_decides():
    """The contract: [] when no human must act, even when a bot is choosing (issue 31)."""
    from deboule.games.deboule.match import DebouleMatch
    from deboule.rules.deboule import KinematicRequest, ThrowRequest

    match = DebouleMatch.new(["novice", "novice"], seed=1, headless=True,
                             options={"target": 3})
    for _ in range(400):  # up to the first decision that is not a throw
        req = match.pending
        if not isinstance(req, KinematicRequest | ThrowRequest) and match.flight is None and \
                match.state.legal_actions():
            break
        match.step()
    assert match.state.legal_actions(), "no bot decision came"
    assert match.legal_actions() == []
    match.close()


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_refusal_is_a_refusal_in_french_and_english(entry):
    cls = entry.match_class()
    levels, options = QUICK[entry.name]
    match = cls.new(levels, seed=1, headless=True, **options)
    before = json.dumps(match.to_save(), sort_keys=True, default=str)
    with pytest.raises(Refusal) as refused:
        match.feed(Decision(object()))  # nobody human is to act: refused
    error = refused.value
    assert isinstance(error, MatchError)
    french, english = error.text("fr"), error.text("en")
    assert french and english and french != english
    assert json.dumps(match.to_save(), sort_keys=True, default=str) == before
    with pytest.raises(Refusal):
        match.feed(RacePress(0) if entry.name != "cul-de-chouette" else object())
    with pytest.raises(Refusal):
        cls.new(["human", "grandmaster"], seed=1, headless=True, **options)
    match.close()


def _imports_all(path: Path) -> set[str]:
    """Every module `path` imports, `if TYPE_CHECKING:` blocks included."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


def test_cul_de_chouette_s_match_parts_import_no_cycle_even_for_type_checkers():
    package = ROOT / "deboule" / "games" / "cul_de_chouette"
    modules = {f"deboule.games.cul_de_chouette.{p.stem}": p for p in package.glob("*.py")
               if p.stem != "__init__"}
    graph = {name: _imports_all(path) & set(modules) for name, path in modules.items()}

    def reaches(start: str, goal: str, seen: set[str]) -> bool:
        for nxt in graph[start]:
            if nxt == goal or (nxt not in seen and (seen.add(nxt) or reaches(nxt, goal, seen))):
                return True
        return False

    looped = sorted(name for name in graph if reaches(name, name, set()))
    assert looped == []


def test_the_shared_base_holds_only_the_inputs_every_game_shares():
    """A game's own kinds of input live in its package (deboule/games/<game>/inputs.py), not in
    the shared base, which dispatches only a decision, a hand throw and a log entry."""
    import dataclasses

    import deboule.match_base as base

    declared = {name for name, value in vars(base).items() if isinstance(value, type)
                and dataclasses.is_dataclass(value) and value.__module__ == base.__name__}
    assert declared == {"Decision", "HandThrow"}
