"""The rest of the contract (issue 31 point 3), over every game as tests/test_conformance.py
runs it: what a seat sees (`observation`), how a game ends (`Result`), the one event type,
copies, malformed actions, and positions set up with `from_position`.

- every seat's observation is JSON and its own; hidden information (L'Enculette's dice under a
  cup, Chamot's card in hand and corbeilles) never reaches another seat: two states that differ
  only in it give that seat the same observation;
- `result()` reads the same way in every game: `ranking` best first by `standings` (higher is
  better whatever the game's unit), `winners` among the best;
- `apply` returns `deboule.rules.core.Event`s whose `to_dict()` is JSON;
- `copy()` is equal and independent; `is_legal` agrees with `apply`;
- malformed actions (fields of the wrong type) are IllegalAction, the state unchanged;
- a position set up with `from_position` saves and replays from that position.
"""

from __future__ import annotations

import dataclasses
import json
import random
import typing
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_conformance import (
    CASES,
    ENGINES,
    Engine,
    _codec,
    comparable,
    fingerprint,
    new_state,
    play,
    step,
)

from deboule.rules.core import CHANCE, Event, GameState, IllegalAction

OPEN_GAMES = ("deboule", "cul_de_chouette")  # no hidden information at all
OWN_KEYS = {"seat", "legal", "side"}  # what an open game's observation may tell one seat only


def observations(state: GameState) -> list[dict[str, Any]]:
    return [state.observation(p) for p in range(state.num_players)]


def walk(engine: Engine, state: GameState, rng: random.Random, check) -> None:
    """Random play to the end, `check(state, events)` after every action."""
    steps = 0
    while not state.is_over:
        before = len(state.history)
        action = step_with_events(engine, state, rng)
        check(state, action)
        assert len(state.history) == before + 1
        steps += 1
        assert steps < 6_000


def step_with_events(engine: Engine, state: GameState, rng: random.Random) -> list:
    """One random step (as test_conformance.step), returning what `apply` returned."""
    twin = random.Random(rng.random())
    copy = state.copy()
    action = step(engine, copy, twin)  # choose on a copy, then apply here to see the events
    return state.apply(action)


@pytest.mark.parametrize(("engine", "index"), CASES)
def test_observations_are_json_and_open_games_show_every_seat_the_same(engine, index):
    state = new_state(engine, index)
    rng = random.Random(20 + index)
    seen = [0]

    def check(state: GameState, events) -> None:
        if rng.random() > 0.2 and not state.is_over:
            return
        views = observations(state)
        for view in views:
            assert json.loads(json.dumps(view)) == view, "an observation is plain JSON"
            if engine.package in OPEN_GAMES:
                shared = {k: v for k, v in view.items() if k not in OWN_KEYS}
                assert shared == {k: v for k, v in views[0].items() if k not in OWN_KEYS}
        seen[0] += 1

    check(state, [])
    walk(engine, state, rng, check)
    assert seen[0] > 3
    for bad in (-1, state.num_players, True, "0", None):
        with pytest.raises(IllegalAction):
            state.observation(bad)


def _enculette_twins() -> tuple[GameState, GameState]:
    from deboule.rules.enculette import DiceShaken, State
    one, two = State.new({"players": 3}), State.new({"players": 3})
    one.apply(DiceShaken((6, 4)))
    two.apply(DiceShaken((2, 1)))
    return one, two


def _chamot_twins(hand: tuple[str, str], corbeille: tuple[str, str]
                  ) -> tuple[GameState, GameState]:
    """Seat 0 turns its top card (hand[0] in one game, hand[1] in the other: seed D6, "sans la
    dévoiler"); seat 1's corbeille hides corbeille[0] or [1] under the same top ('e')."""
    from chamot_support import LEXICON

    from deboule.rules.chamot.actions import Turn
    from deboule.rules.chamot.cards import MAJ_LETTERS, MIN_LETTERS
    from deboule.rules.chamot.state import ChamotState

    def card(letter: str) -> int:
        return MIN_LETTERS.index(letter)

    rows = [(MAJ_LETTERS.index(m), []) for m in "tec"]
    games = []
    for top, hidden in zip(hand, corbeille, strict=True):
        state = ChamotState.from_position({"players": 2}, LEXICON, rows=rows,
                                          piles=[[card("s"), card(top)], [card("o")]],
                                          corbeilles=[[], [card(hidden), card("e")]])
        state.apply(Turn())
        games.append(state)
    return games[0], games[1]


# name: (two states that differ in one seat's secret only, that seat)
TWINS = {
    "enculette-dice": (_enculette_twins, 0),  # the server looked under the cup
    "chamot-hand": (lambda: _chamot_twins(("p", "r"), ("a", "a")), 0),
    "chamot-corbeille": (lambda: _chamot_twins(("p", "p"), ("a", "u")), 1),
}


@pytest.mark.parametrize("name", sorted(TWINS))
def test_hidden_information_reaches_no_other_seat(name):
    """Two states that differ only in what one seat may know: every other seat sees the same;
    the seat that knows sees the difference (the dice it looked at, the card it holds, its own
    corbeille)."""
    make, knower = TWINS[name]
    one, two = make()
    assert one.observation(knower) != two.observation(knower)
    others = [p for p in range(one.num_players) if p != knower]
    assert others and all(one.observation(p) == two.observation(p) for p in others)


def test_the_enculette_dice_stay_hidden_while_the_game_goes_on():
    """The same answers after two different shakes: until a cup is lifted, the seats that did
    not look see the same game."""
    from deboule.rules.enculette.actions import Doubt, Reveal51
    one, two = _enculette_twins()
    rng = random.Random(4)
    for _ in range(12):
        moves = [a for a in one.legal_actions() if not isinstance(a, Doubt | Reveal51)]
        if not moves or one.current_player() == CHANCE:
            break
        action = rng.choice(moves)
        one.apply(action)
        two.apply(action)
        for seat in range(one.num_players):
            if not any(seat in cup.seen_by for cup in one.cups + two.cups):
                assert one.observation(seat) == two.observation(seat)


@pytest.mark.parametrize(("engine", "index"), CASES)
def test_results_rank_best_first_the_same_way_in_every_game(engine, index):
    state = new_state(engine, index)
    play(engine, state, random.Random(40 + index))
    result = state.result()
    assert result.unit and isinstance(result.higher_is_better, bool)
    standing = dict(zip(range(state.num_players), result.standings, strict=True))
    ranked = [standing[p] for p in result.ranking]
    assert ranked == sorted(ranked, reverse=True), "ranking: best first"
    assert result.winners and set(result.winners) <= set(result.ranking)
    assert result.ranking[0] in result.winners
    assert all(standing[p] == max(ranked) for p in result.winners), "winners are the best"
    assert json.loads(json.dumps(result.to_dict())) == result.to_dict()


@pytest.mark.parametrize(("engine", "index"), CASES)
def test_apply_returns_the_one_event_type(engine, index):
    state = new_state(engine, index)
    kinds: set[str] = set()

    def check(state: GameState, events) -> None:
        assert isinstance(events, list)
        for event in events:
            assert type(event) is Event and isinstance(event.kind, str)
            data = event.to_dict()
            assert json.loads(json.dumps(data)) == data and data["kind"] == event.kind
            kinds.add(event.kind)

    walk(engine, state, random.Random(60 + index), check)
    assert len(kinds) >= 3


def seen(state: GameState, whole: bool) -> tuple:
    """What a copy must equal and leave alone: the moves played (the record is made of them:
    equal histories are equal records), what the contract and every seat see; with `whole`,
    the whole record too (`comparable`: its JSON costs as much as the game is long, a long Cul
    de Chouette spent a minute of CI on it at every copy)."""
    return (state.history, fingerprint(state), observations(state),
            comparable(state) if whole else None)


COPIES_SAVED_WHOLE = 10  # one copy in ten (and the first) is also compared record to record


@pytest.mark.parametrize(("engine", "index"), CASES)
def test_copies_are_equal_and_independent(engine, index):
    rng = random.Random(80 + index)
    state = new_state(engine, index)
    copies = 0
    while not state.is_over:
        if rng.random() < 0.15:
            whole = copies % COPIES_SAVED_WHOLE == 0
            twin = state.copy()
            before = seen(state, whole)
            assert seen(twin, whole) == before
            moves = [a for p in state.deciders() for a in state.legal_actions(p)]
            moves += [a for a, _ in state.chance_outcomes()][:5]
            for action in moves[:8]:
                assert state.is_legal(action), action
            assert seen(state, whole) == before
            seed = rng.randrange(1000)
            for _ in range(3):  # the copy goes on alone
                if twin.is_over:
                    break
                step(engine, twin, random.Random(seed))
            assert seen(state, whole) == before, "playing on the copy changed the original"
            copies += 1
        step(engine, state, rng)
    assert copies >= 2


# -- malformed actions ----------------------------------------------------------------------------

JUNK = st.one_of(st.none(), st.booleans(), st.integers(-3, 200), st.floats(allow_nan=False),
                 st.text(max_size=6), st.lists(st.integers(-1, 7), max_size=4).map(tuple),
                 st.sampled_from(["opponent", "hand", "corbeille", "row", "red-1", "far"]))


def _field_types(cls) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _mid_game(engine: Engine, seed: int) -> GameState:
    state = new_state(engine, 0)
    rng = random.Random(seed)
    for _ in range(rng.randrange(5, 40)):
        if state.is_over:
            break
        step(engine, state, rng)
    return state


@pytest.mark.parametrize("engine", ENGINES, ids=lambda e: e.package)
@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(data=st.data())
def test_malformed_actions_are_refused_and_change_nothing(engine, data):
    state = _mid_game(engine, data.draw(st.integers(0, 3)))
    cls = data.draw(st.sampled_from(sorted(_codec(engine).kinds.values(), key=str)))
    fields = dataclasses.fields(cls)
    if not fields:
        return
    values = {f.name: data.draw(JUNK) for f in fields}
    try:
        action = cls(**values)
    except (IllegalAction, TypeError, ValueError):
        return  # an action whose own checks refuse it never reaches apply
    expected = state.is_legal(action)
    before = json.dumps(state.to_dict(), sort_keys=True), fingerprint(state)
    try:
        state.apply(action)
    except IllegalAction as error:
        assert not expected and error.code
        assert (json.dumps(state.to_dict(), sort_keys=True), fingerprint(state)) == before
    else:
        assert expected, f"{action} was played though is_legal said no"


# -- positions ------------------------------------------------------------------------------------

def _positions() -> dict[str, tuple[Any, list[Any]]]:
    """Per game: a position set up with from_position, and malformed ones refused."""
    from chamot_support import LEXICON

    from deboule.rules.chamot.cards import MAJ_LETTERS, MIN_LETTERS
    from deboule.rules.chamot.state import ChamotState
    from deboule.rules.cul_de_chouette import State as CdcState
    from deboule.rules.deboule import DebouleGame
    from deboule.rules.enculette import State as EnculetteState

    e = MIN_LETTERS.index("e")
    rows = [(MAJ_LETTERS.index(m), []) for m in "tec"]
    return {
        "deboule": (lambda **kw: DebouleGame.from_position({"players": 2, "target": 7}, **kw),
                    [{"scores": [6, 5]}], [{"scores": [7, 0]}, {"scores": [1]},
                                           {"scores": "12"}]),
        "cul_de_chouette": (
            lambda **kw: CdcState.from_position(
                {"players": 3, "variant": "kaamelott", "start_scores": [300, 310, 320]}, **kw),
            [{"starter": 2, "grelottines": [0], "banks": [5, 0, 0], "turns": 30}],
            [{"starter": 3}, {"grelottines": [7]}, {"banks": [1]}, {"turns": -1},
             {"starter": True}]),
        "enculette": (lambda **kw: EnculetteState.from_position({"players": 3, "broc": 12}, **kw),
                      [{"gorgees": [2, 0, 5]}], [{"gorgees": [1, 2]}, {"gorgees": [9, 9, 9]},
                                                 {"thirty_one_count": ["a", 0, 0]}]),
        "chamot": (lambda **kw: ChamotState.from_position({"players": 2, "short": True}, LEXICON,
                                                          **kw),
                   [{"piles": [[e + 1, e + 2, e + 3], [e + 4, e + 5]], "rows": rows}],
                   [{"piles": [[e], [e]], "rows": rows}, {"piles": [[e]], "rows": rows},
                    {"piles": [["x"], [e]], "rows": rows}, {"piles": [[], []], "rows": rows[:2]}]),
    }


@pytest.mark.parametrize("engine", ENGINES, ids=lambda e: e.package)
def test_a_position_set_up_plays_saves_and_replays_from_there(engine):
    make, good, bad = _positions()[engine.package]
    for position in good:
        state = make(**position)
        assert not state.history and not state.is_over
        saved = json.loads(json.dumps(state.to_dict()))
        assert saved["position"]
        play(engine, state, random.Random(9))
        replayed = type(state).from_dict(json.loads(json.dumps(state.to_dict())),
                                         **_lexicon(engine))
        assert comparable(replayed) == comparable(state)
        assert comparable(state.copy()) == comparable(state)
    for position in bad:
        with pytest.raises(IllegalAction):
            make(**position)


def _lexicon(engine: Engine) -> dict[str, Any]:
    if engine.package != "chamot":
        return {}
    from chamot_support import LEXICON
    return {"lexicon": LEXICON}
