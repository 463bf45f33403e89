"""Every game's state behaves like a value (issue 46 point 6), over every game of the registry
and any other engine tests/test_conformance.py runs:

- `==` is "the same game": a state equals its copy and its save restored, and no longer equals
  it once either plays on; a state is not hashable (it changes as it is played);
- `repr` is short and says the game, whose turn it is and the score, never a dump;
- `copy()` costs the same however long the game has gone on: the memory a copy holds grows by a
  few pointers per action played (the actions and events are shared), measured with tracemalloc
  (bytes, not seconds: the machine's speed plays no part);
- `observation()` is bounded: its JSON does not grow with the length of the game.
"""

from __future__ import annotations

import importlib
import json
import random
import tracemalloc
from typing import Any

import pytest
from test_conformance import CASES, ENGINES, Engine, new_state, step

from deboule.rules.core import TERMINAL, GameState

# Per rules package: options under which a random game lasts a few thousand actions (a game
# not listed plays its defaults, and is measured as far as it goes).
LONG_OPTIONS: dict[str, dict[str, Any]] = {
    "deboule": {"players": 2, "target": 1000},
    "cul_de_chouette": {"players": 3, "variant": "kaamelott", "start_scores": [0, 0, 0]},
    "enculette": {"players": 3, "broc": 1000},
    "chamot": {"players": 4},
}
ENGINE_IDS = {"ids": lambda engine: engine.package}
REPR_MAX = 100  # characters: a line of a log, not a dump
# What a copy may hold per action played: a pointer to it and to each of its few events in the
# copy's own lists (a deep copy held 200-840 bytes per action).
COPY_BYTES_PER_ACTION = 64


def play_to(engine: Engine, state: GameState, actions: int, rng: random.Random) -> GameState:
    while len(state.history) < actions and not state.is_over:
        step(engine, state, rng)
    return state


def long_state(engine: Engine, actions: int, seed: int = 1) -> GameState:
    state = engine.state.new(LONG_OPTIONS.get(engine.package))
    return play_to(engine, state, actions, random.Random(seed))


@pytest.mark.parametrize(("engine", "index"), CASES)
def test_a_state_equals_its_copy_and_its_restored_save_until_one_plays_on(engine, index):
    rng = random.Random(300 + index)
    state = new_state(engine, index)
    assert state == state.copy() and not state.history
    checked = 0
    while True:
        if rng.random() < 0.1 or state.is_over:
            twin = state.copy()
            # restoring replays the whole game: the first time and at the end
            restored = engine.state.from_dict(json.loads(json.dumps(state.to_dict()))) \
                if checked == 0 or state.is_over else twin.copy()
            assert twin == state and restored == state and state == twin
            assert not (twin != state)
            with pytest.raises(TypeError):
                hash(state)
            if not state.is_over:
                step(engine, twin, random.Random(rng.random()))
                assert twin != state and state != twin and restored == state
            checked += 1
        if state.is_over:
            break
        step(engine, state, rng)
    assert checked >= 3
    assert state != new_state(engine, index) and state != object()


@pytest.mark.parametrize(("engine", "index"), CASES)
def test_repr_is_short_and_says_the_game_whose_turn_and_the_score(engine, index):
    rng = random.Random(500 + index)
    state = new_state(engine, index)
    while True:
        text = repr(state)
        assert len(text) <= REPR_MAX, text
        assert text.startswith(f"<{engine.state.GAME}: ") and text.endswith(" actions>")
        assert f"{len(state.history)} actions" in text
        who = state.current_player()
        if who == TERMINAL:
            assert "over, won by " in text
        elif who >= 0:
            assert f"seat {who} to play" in text
        assert state.score_line() and state.score_line() in text
        if state.is_over:
            break
        for _ in range(rng.randrange(1, 30)):
            if not state.is_over:
                step(engine, state, rng)


@pytest.mark.parametrize("engine", ENGINES, **ENGINE_IDS)
def test_a_copy_costs_the_same_however_long_the_game(engine):
    """The bytes a copy holds, early and deep into a long game: the difference is a few
    pointers per action played, not a copy of each action and event."""
    held = []
    for actions in (100, 400):
        state = long_state(engine, actions)
        tracemalloc.start()
        try:
            before = tracemalloc.get_traced_memory()[0]
            twin = state.copy()
            held.append((len(state.history), tracemalloc.get_traced_memory()[0] - before))
        finally:
            tracemalloc.stop()
        assert twin == state
    (early, early_bytes), (late, late_bytes) = held
    assert late > early
    per_action = (late_bytes - early_bytes) / (late - early)
    assert per_action <= COPY_BYTES_PER_ACTION, f"{per_action:.0f} bytes per action"


@pytest.mark.parametrize("engine", ENGINES, **ENGINE_IDS)
def test_an_observation_does_not_grow_with_the_game(engine):
    """Every seat's observation, as JSON, early in a long game and four times as far on. The
    choices open to the seat now (`legal`) are left out: their number follows the position (Cul
    de Chouette's bets go up to a score), not the length of the game."""
    def largest(state: GameState) -> int:
        return max(len(json.dumps({k: v for k, v in state.observation(p).items()
                                   if k != "legal"})) for p in range(state.num_players))

    rng = random.Random(7)
    state = engine.state.new(LONG_OPTIONS.get(engine.package))
    early = max(largest(play_to(engine, state, n, rng)) for n in range(150, 300, 30))
    if state.is_over:
        pytest.fail("the long options end too soon to measure")
    late = max(largest(play_to(engine, state, n, rng)) for n in range(1050, 1200, 30))
    assert len(state.history) >= 1050 or state.is_over
    assert late <= 1.25 * early + 1024, (early, late)


@pytest.mark.parametrize("engine", ENGINES, **ENGINE_IDS)
def test_every_game_exports_its_state_class_by_name(engine):
    """`from deboule.rules.<game> import *` brings `STATE` (the registry reads it) in every game."""
    package = importlib.import_module(f"deboule.rules.{engine.package}")
    assert "STATE" in package.__all__ and package.STATE is engine.state
    assert all(hasattr(package, name) for name in package.__all__)
