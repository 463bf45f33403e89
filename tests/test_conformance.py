"""One conformance test for every game (as OpenSpiel runs its API tests over every game): the
rules engines of the registry's games (deboule.registry.GAMES), and any other engine under
deboule/rules/ that exposes a `STATE` (Chamot, before its window exists), on the common contract
(deboule.rules.core.GameState).

For each game, from several seeds, with chance outcomes handed in without physics (the game's
`deboule.rules.<package>.chance.sample_outcome`, or its `chance_outcomes()` when finite):
- random legal play reaches the end; who decides is always consistent (a seat, CHANCE with a
  request, SIMULTANEOUS with its deciders, TERMINAL at the end);
- every action tried out of turn (actions seen earlier in the game, another game's action) is
  either accepted as legal or refused with IllegalAction, the state unchanged;
- save -> restore (through JSON) -> the same continuation, to the same end;
- record -> replay gives the identical game, and the same seed gives the same game;
- integer actions (OpenSpiel's): every decider's ids lie below `num_distinct_actions()`, each
  id's action is accepted by the rules, and id <-> action <-> string go round; `returns()` is
  zero until the end, then +1 for the winners and -1 for the others.
The per-game tests (tests/test_<game>_*.py) keep what only one game has.
"""

from __future__ import annotations

import dataclasses
import importlib
import json
import random
from pathlib import Path
from typing import Any

import pytest

from deboule.registry import GAMES
from deboule.rules.core import CHANCE, SIMULTANEOUS, TERMINAL, Action, GameState, IllegalAction

ROOT = Path(__file__).resolve().parent.parent
MAX_STEPS = 6_000  # far above a quick game of any of them; reaching it is a failure

# Quick games: short targets, small brocs, a short deck. A game not listed plays its defaults.
OPTIONS: dict[str, list[Any]] = {
    "deboule": [{"players": 2, "target": 7, "seed": 1}, {"players": 3, "target": 7, "seed": 2},
                {"players": 4, "teams": True, "target": 7, "seed": 3}],
    "cul_de_chouette": [{"players": 3, "start_scores": [290, 300, 310]},
                        {"players": 2, "variant": "iruo", "start_scores": [300, 320]},
                        {"players": 4, "variant": "kaamelott", "teams": [[0, 2], [1, 3]],
                         "start_scores": [300, 310]}],
    "enculette": [{"players": 3, "broc": 10}, {"players": 2, "broc": 8, "blind_reshake": True},
                  {"players": 4, "cups": 2, "broc": 12, "refill_rule": True}],
    "chamot": [{"players": 2, "short": True}, {"players": 3, "short": True}],
}


@dataclasses.dataclass(frozen=True)
class Engine:
    package: str
    state: type[GameState]
    sample: Any  # sample_outcome(request, rng)


def _engines() -> list[Engine]:
    packages = [entry.package for entry in GAMES]
    for path in sorted((ROOT / "deboule" / "rules").iterdir()):
        if (path / "__init__.py").exists() and path.name not in packages and path.name != "core":
            if hasattr(importlib.import_module(f"deboule.rules.{path.name}"), "STATE"):
                packages.append(path.name)
    return [Engine(p, importlib.import_module(f"deboule.rules.{p}").STATE,
                   importlib.import_module(f"deboule.rules.{p}.chance").sample_outcome)
            for p in packages]


ENGINES = _engines()
CASES = [pytest.param(engine, index, id=f"{engine.package}-{index}")
         for engine in ENGINES for index in range(len(OPTIONS.get(engine.package, [None])))]


@dataclasses.dataclass(frozen=True)
class Foreign(Action):
    """An action of no game: every engine must refuse it."""

    KIND = "foreign"


def new_state(engine: Engine, index: int) -> GameState:
    return engine.state.new(OPTIONS.get(engine.package, [None])[index])


def chance_outcome(engine: Engine, state: GameState, rng: random.Random) -> Action:
    outcomes = state.chance_outcomes()
    if outcomes:
        actions, weights = zip(*outcomes, strict=True)
        return rng.choices(actions, weights)[0]
    request = state.chance_request()
    assert request is not None
    return engine.sample(request, rng)


def check_who(state: GameState) -> int:
    """Who decides, and that every view of it agrees (the contract's invariants)."""
    who, deciders, request = state.current_player(), state.deciders(), state.chance_request()
    if who == TERMINAL:
        assert state.is_over and deciders == () and request is None
        assert state.legal_actions() == [] and state.result() is not None
    else:
        assert not state.is_over and state.result() is None
    if who == CHANCE:
        assert deciders == () and request is not None and state.is_chance_node()
    elif who == SIMULTANEOUS:
        assert deciders or request is not None  # a race may wait for its clock alone
    elif who >= 0:
        assert deciders == (who,) and request is None
        assert 0 <= who < state.num_players and state.legal_actions(who)
        assert state.legal_actions() == state.legal_actions(who)
        others = [p for p in range(state.num_players) if p != who]
        assert all(state.legal_actions(p) == [] for p in others)
    return who


def step(engine: Engine, state: GameState, rng: random.Random) -> Action:
    """One random legal move (or chance outcome); returns it once applied."""
    who = check_who(state)
    if who == CHANCE:
        action = chance_outcome(engine, state, rng)
    else:
        moves = [a for p in state.deciders() for a in state.legal_actions(p)]
        clock = state.chance_request() is not None  # a SIMULTANEOUS point's outside event
        if not moves or (clock and rng.random() < 0.3):
            action = chance_outcome(engine, state, rng)
        else:  # a kind first, then one of its actions: forty amounts to bet weigh as one pass
            kind = rng.choice(sorted({a.KIND for a in moves}))
            action = rng.choice([a for a in moves if a.KIND == kind])
    state.apply(action)
    return action


def fingerprint(state: GameState) -> tuple:
    """What the contract shows of a state, cheaply (the full comparison is the replay at the
    end: a refusal that changed anything hidden would make the replayed game differ)."""
    request = state.chance_request()
    history = state.history
    return (len(history), history[-1:], state.current_player(), state.deciders(),
            None if request is None else (request.kind, request.actor),
            [state.legal_actions(p) for p in state.deciders()], state.is_over)


def comparable(state: GameState) -> tuple:
    return (json.dumps(state.to_dict(), sort_keys=True), state.current_player(),
            state.deciders(), repr(state.result()))


def play(engine: Engine, state: GameState, rng: random.Random, probe: bool = False) -> int:
    """Random play to the end; with `probe`, actions seen earlier in the game are tried at every
    step: each is refused with the state unchanged, or accepted as a legal move."""
    seen: dict[str, Action] = {}
    steps = 0
    while not state.is_over:
        if probe:
            tries = rng.sample(sorted(seen), min(2, len(seen))) if seen else []
            for key in tries:
                before = fingerprint(state)
                try:
                    state.apply(seen[key])
                except IllegalAction as error:
                    assert str(error) and error.code
                    assert fingerprint(state) == before, f"refused {key} changed the state"
            if not state.is_over:
                before = fingerprint(state)
                with pytest.raises(IllegalAction):
                    state.apply(Foreign())
                assert fingerprint(state) == before
        if state.is_over:
            break
        action = step(engine, state, rng)
        if len(seen) < 80:
            seen.setdefault(repr(action)[:300], action)
        steps += 1
        assert steps < MAX_STEPS, "the game does not end"
    check_who(state)
    return steps


@pytest.mark.parametrize(("engine", "index"), CASES)
def test_random_legal_play_ends_and_replays(engine, index):
    rng = random.Random(100 + index)
    state = new_state(engine, index)
    assert state.current_player() != TERMINAL and state.num_players >= 2
    play(engine, state, rng, probe=True)
    result = state.result()
    seats = range(state.num_players)
    assert len(result.scores) == state.num_players
    assert set(result.winners) <= set(seats) and len(set(result.ranking)) == len(result.ranking)
    assert set(result.ranking) <= set(seats)
    # record -> replay: the identical game, through JSON
    saved = json.loads(json.dumps(state.to_dict()))
    assert saved["game"] == engine.state.GAME and saved["version"] == engine.state.VERSION
    replayed = engine.state.from_dict(saved)
    assert comparable(replayed) == comparable(state)
    assert replayed.history == state.history


@pytest.mark.parametrize(("engine", "index"), CASES)
def test_save_restore_continues_identically(engine, index):
    rng = random.Random(7 + index)
    state = new_state(engine, index)
    for _ in range(rng.randrange(20, 120)):
        if state.is_over:
            break
        step(engine, state, rng)
    saved = json.loads(json.dumps(state.to_dict()))
    restored = engine.state.from_dict(saved)
    assert restored.to_dict() == saved and fingerprint(restored) == fingerprint(state)
    copied = state.copy()
    assert fingerprint(copied) == fingerprint(state)
    seed = rng.randrange(10**6)
    for twin in (state, restored, copied):
        play(engine, twin, random.Random(seed))
    assert comparable(restored) == comparable(state) == comparable(copied)


@pytest.mark.parametrize("engine", ENGINES, ids=lambda e: e.package)
def test_same_seed_same_game(engine):
    def game(seed: int) -> dict:
        state = new_state(engine, 0)
        play(engine, state, random.Random(seed))
        return state.to_dict()

    assert game(3) == game(3) != game(4)


@pytest.mark.parametrize("engine", ENGINES, ids=lambda e: e.package)
def test_bad_saves_are_refused_with_illegal_action(engine):
    good = new_state(engine, 0).to_dict()
    name = engine.state.GAME
    bad = [None, [], "x", {**good, "game": "chess"}, {**good, "version": 99},
           {**good, "version": True}, {**good, "actions": "apply"},
           {**good, "actions": [{"type": "fly"}]}, {**good, "actions": [{"type": []}]},
           {**good, "actions": [17]}, {**good, "options": [1, 2]}, {"game": name, "actions": [
               {"type": kind} for kind in sorted(_codec(engine).kinds)]}]
    for data in bad:
        with pytest.raises(IllegalAction):
            engine.state.from_dict(data)


def _codec(engine: Engine):
    return importlib.import_module(f"deboule.rules.{engine.package}.actions").CODEC


@pytest.mark.parametrize("engine", ENGINES, ids=lambda e: e.package)
def test_actions_round_trip_through_their_codec(engine):
    """One way to key actions: `KIND` through deboule.rules.core.ActionCodec, for every action a
    game plays (chance outcomes included)."""
    state = new_state(engine, 0)
    play(engine, state, random.Random(5))
    codec = _codec(engine)
    kinds = set()
    for action in state.history:
        data = json.loads(json.dumps(action.to_dict()))
        assert data["type"] == action.KIND and codec.kinds[action.KIND] is type(action)
        assert codec.from_dict(data) == action
        kinds.add(action.KIND)
    assert len(kinds) >= 3
    with pytest.raises(IllegalAction):
        codec.from_dict({"type": "fly"})


def test_every_registry_game_has_a_conforming_engine():
    """Adding a game adds its rules' STATE and chance supplier (deboule/registry.py)."""
    for entry in GAMES:
        cls = entry.state_class()
        assert issubclass(cls, GameState) and cls.GAME == entry.name
        assert callable(entry.chance_supplier())
        assert entry.package in OPTIONS, f"give {entry.name} quick options here"


ID_CHECK_RATE = 0.25  # decision points whose ids are checked along a random game


def check_ids(state: GameState, rng: random.Random) -> int:
    """The contract's integer actions at this point, for every decider; ids checked."""
    checked = 0
    for seat in state.deciders():
        actions, ids = state.action_list(seat), state.legal_action_ids(seat)
        assert ids == list(range(len(actions))) and len(ids) <= state.num_distinct_actions()
        assert all(action in actions for action in state.legal_actions(seat))
        for index in rng.sample(ids, min(4, len(ids))):
            action = state.id_to_action(seat, index)
            assert state.action_id(seat, action) == index
            text = state.action_to_string(action)
            assert state.action_from_string(text) == action
            assert json.loads(text)["type"] == action.KIND
            assert state.is_legal(action), text
            checked += 1
        for bad in (len(ids), -1, True, "0", None):
            with pytest.raises(IllegalAction):
                state.id_to_action(seat, bad)
        with pytest.raises(IllegalAction):
            state.action_id(seat, Foreign())
    assert state.returns() == (0.0,) * state.num_players
    return checked


@pytest.mark.parametrize(("engine", "index"), CASES)
def test_integer_actions_and_returns(engine, index):
    rng = random.Random(31 + index)
    state = new_state(engine, index)
    assert state.num_distinct_actions() > 0, "the game bounds its ids (NUM_DISTINCT_ACTIONS)"
    checked, steps = 0, 0
    while not state.is_over:
        if state.deciders() and rng.random() < ID_CHECK_RATE:
            checked += check_ids(state, rng)
        step(engine, state, rng)
        steps += 1
        assert steps < MAX_STEPS, "the game does not end"
    assert checked > 5
    for bad in ("", "[]", "{", '{"type": "no such kind"}', 42):
        with pytest.raises(IllegalAction):
            engine.state.action_from_string(bad)
    returns, result = state.returns(), state.result()
    winners = set(result.winners)
    if 0 < len(winners) < state.num_players:
        assert returns == tuple(1.0 if s in winners else -1.0 for s in range(state.num_players))
    else:
        assert returns == (0.0,) * state.num_players
