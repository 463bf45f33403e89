"""Per-seat views (issue 33): `GameState.seat_view(player)` and `from_seat_view(view, rng)`, over
every game of the registry as tests/test_conformance.py plays them (quick options, few seeds).

- a view is JSON, and holds nothing its seat may not know: L'Enculette's dice under a cup the
  seat did not look at, Chamot's piles, maj. pile, box, another's card in hand and corbeilles
  below their tops (checked against the true cards), no deck order;
- two states that differ only in another seat's secret give that seat byte-identical views;
- the state rebuilt from a view gives that seat the same legal actions, the same observation,
  the same player to act, and every bot level the same choice (reseeded alike; Cul de Chouette's
  race presses and Bévues too);
- truncated, wrong-typed and hostile views are IllegalAction, nothing else.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from test_conformance import CASES, ENGINES, Engine, new_state, step
from test_contract_conformance import TWINS

from deboule.rules.core import SIMULTANEOUS, GameState, IllegalAction
from deboule.rules.core import bots as protocol

CHECK_RATE = 0.12  # positions checked along a random game
MAX_CHECKS = 14  # per game: enough decisions of every kind, a few seconds per game
OPEN_CHECKS = 6  # an open game's view is its save, rebuilt by replaying: fewer suffice


def roundtrip(data: Any) -> Any:
    return json.loads(json.dumps(data))


def canonical(view: dict[str, Any]) -> str:
    return json.dumps(view, sort_keys=True)


def rebuild(state: GameState, view: dict[str, Any], seed: int) -> GameState:
    return type(state).from_seat_view(roundtrip(view), random.Random(seed),
                                      **lexicon_of(state))


def lexicon_of(state: GameState) -> dict[str, Any]:
    """Chamot's states are rebuilt with their own lexicon (a test's tiny one, or French)."""
    return {"lexicon": state.lexicon} if state.GAME == "chamot" else {}


class Walk:
    """A random game (tests/test_conformance.step), with what the checks need of its past:
    which Tasse each L'Enculette shake went to, and every Chamot card some event showed."""

    def __init__(self, engine: Engine, index: int, seed: int, rate: float = CHECK_RATE,
                 most: int | None = None) -> None:
        self.engine, self.state = engine, new_state(engine, index)
        self.rng = random.Random(seed)
        self.rate = rate
        self.most = most or (OPEN_CHECKS if self.state.OPEN_INFORMATION else MAX_CHECKS)
        self.shake_cup: dict[int, int] = {}  # L'Enculette: history index -> Tasse
        self.surfaced: set[int] = set()  # Chamot: min. cards named by an event
        self.maj_shuffles: set[int] = set()  # Chamot: history indices of the maj. pile's shuffles

    def positions(self) -> Iterator[GameState]:
        state, checks = self.state, 0
        while not state.is_over:
            if checks < self.most and self.rng.random() < self.rate:
                checks += 1
                yield state
            self.step()
        yield state

    def step(self) -> None:
        state = self.state
        cup = getattr(state, "current_cup", None)
        if state.GAME != "chamot":
            action = step(self.engine, state, self.rng)
            if action.KIND == "dice_shaken":
                self.shake_cup[len(state.history) - 1] = cup
            return
        twin = state.copy()  # chosen on a copy, applied here for its events
        action = step(self.engine, twin, random.Random(self.rng.random()))
        request = state.chance_request()
        if action.KIND == "shuffle" and request.info["pile"] == "maj":
            self.maj_shuffles.add(len(state.history))
        events = state.apply(action)
        for event in events:
            if event.kind not in ("maj_drawn", "removed"):  # those name maj. or played cards
                self.surfaced.update(cards_named(event.to_dict()))


def cards_named(data: dict[str, Any]) -> list[int]:
    named = [data["card"]] if isinstance(data.get("card"), int) else []
    cards = data.get("cards")
    return named + [c for c in cards if isinstance(c, int)] if isinstance(cards, list) else named


# -- what a view must not hold ---------------------------------------------------------------------

def enculette_hidden(walk: Walk, state: Any, seat: int, view: dict[str, Any]) -> int:
    """The faces of every shake now under a cup `seat` did not look at are null in its view;
    the faces it shows are the true ones. Returns how many hidden shakes were checked."""
    actions = view["state"]["actions"]
    true = state.to_dict()["actions"]
    for index, item in enumerate(actions):
        if item["type"] == "dice_shaken" and item["faces"] is not None:
            assert item == true[index]
    hidden = 0
    for cup in state.cups:
        if cup.dice is None or seat in cup.seen_by:
            continue
        under = max(i for i, c in walk.shake_cup.items() if c == cup.index)
        assert true[under]["faces"] == list(cup.dice)
        assert actions[under]["faces"] is None, "dice under a cup the seat did not look at"
        hidden += 1
    return hidden


def chamot_visible(state: Any, seat: int) -> tuple[set[int], set[int]]:
    """The min. and maj. cards `seat` sees on the true table."""
    mins = {c for row in state.rows for c in row.mins} | set(state.min_corbeille)
    mins |= {c[-1] for c in state.corbeilles if c} | set(state.corbeilles[seat])
    if state.hand is not None and seat == state.current:
        mins.add(state.hand)
    majs = {row.maj for row in state.rows if row.maj is not None} | set(state.maj_corbeille)
    return mins, majs


def chamot_hidden(walk: Walk, state: Any, seat: int, view: dict[str, Any]) -> int:
    """Exactly the cards `seat` sees are named in its view; piles, box, maj. pile, another's
    hand and the corbeilles below their tops are null; no deck order is sent."""
    table = view["state"]
    assert set(table) == {"options", "lexicon", "position"}, "no history of deck orders"
    position = table["position"]
    if position is None:
        assert not state.dealt
        return 0
    mins, majs = chamot_visible(state, seat)
    places = [*position["piles"], *position["corbeilles"], position["hand"], position["boxed"]]
    named = [c for cards in places for c in cards if c is not None]
    named += [c for _, row in position["rows"] for c in row] + position["min_corbeille"]
    assert sorted(named) == sorted(mins)
    assert {m for m, _ in position["rows"] if m is not None} | set(position["maj_corbeille"]) \
        == majs
    assert all(c is None for pile in position["piles"] for c in pile)
    assert all(c is None for c in position["maj_pile"] + position["boxed"])
    for other, corbeille in enumerate(position["corbeilles"]):
        if other != seat:
            assert all(c is None for c in corbeille[:-1])
    hidden = [c for cards in state.piles for c in cards] + list(state.boxed)
    hidden += [c for p, cards in enumerate(state.corbeilles) if p != seat for c in cards[:-1]]
    if state.hand is not None and seat != state.current:
        hidden.append(state.hand)
    assert not set(hidden) & set(named), "a card hidden from the seat is in its view"
    return len(hidden)


def open_game(walk: Walk, state: GameState, seat: int, view: dict[str, Any]) -> int:
    """The whole state but the match's seed (the server's: docs/online.md); Le Déboulé's
    view holds the turn orders drawn from it instead (deboule/rules/deboule/views.py)."""
    expected = roundtrip(state.to_dict())
    assert view["state"]["options"]["seed"] in (None, 0)
    expected["options"] = {**expected["options"], "seed": view["state"]["options"]["seed"]}
    shown = {k: v for k, v in view["state"].items() if k != "orders"}
    assert state.OPEN_INFORMATION and shown == expected
    return 0


HIDDEN: dict[str, Callable[[Walk, Any, int, dict[str, Any]], int]] = {
    "enculette": enculette_hidden, "chamot": chamot_hidden,
    "deboule": open_game, "cul_de_chouette": open_game,
}


@pytest.mark.parametrize(("engine", "index"), CASES)
def test_a_view_is_json_holds_only_what_its_seat_may_know_and_rebuilds_its_game(engine, index):
    walk = Walk(engine, index, 300 + index)
    checked = hidden = 0
    for number, state in enumerate(walk.positions()):
        for seat in range(state.num_players):
            view = state.seat_view(seat)
            assert roundtrip(view) == view, "a view is plain JSON"
            assert (view["game"], view["version"], view["seat"]) == \
                (state.GAME, state.VERSION, seat)
            hidden += HIDDEN[engine.package](walk, state, seat, view)
            if state.OPEN_INFORMATION and seat != number % state.num_players:
                continue  # an open game's views differ by their seat only: one seat rebuilt
            rebuilt = rebuild(state, view, seed=seat)
            assert rebuilt.current_player() == state.current_player()
            assert rebuilt.deciders() == state.deciders()
            assert rebuilt.legal_actions(seat) == state.legal_actions(seat)
            assert rebuilt.observation(seat) == state.observation(seat)
            assert canonical(rebuilt.seat_view(seat)) == canonical(view)
            checked += 1
    assert checked >= (2 if state.OPEN_INFORMATION else 2 * state.num_players)
    assert state.OPEN_INFORMATION or hidden > 0, "no hidden card or die was ever checked"


# -- another seat's secret -----------------------------------------------------------------------

@pytest.mark.parametrize("name", sorted(TWINS))
def test_set_up_twins_give_every_other_seat_the_same_view(name):
    """The positions test_contract_conformance sets up (dice under a cup, a card in hand, a
    corbeille below its top): the seats that do not know see byte-identical views."""
    make, knower = TWINS[name]
    one, two = make()
    assert canonical(one.seat_view(knower)) != canonical(two.seat_view(knower))
    for seat in range(one.num_players):
        if seat != knower:
            assert canonical(one.seat_view(seat)) == canonical(two.seat_view(seat))


def enculette_twin(walk: Walk, state: Any) -> tuple[GameState, set[int]] | None:
    """The game with other faces under the current Tasse, and the seats that did not look."""
    cup = state.cup()
    if cup.dice is None:
        return None
    under = max(i for i, c in walk.shake_cup.items() if c == cup.index)
    data = state.to_dict()
    a, b = data["actions"][under]["faces"]
    data["actions"][under]["faces"] = [a % 6 + 1, b]
    blind = set(range(state.num_players)) - set(cup.seen_by)
    return type(state).from_dict(data), blind


def swap_cards(walk: Walk, x: int, y: int) -> GameState:
    """The same game with min. cards x and y swapped in every min. deck order dealt (the deal
    and the corbeilles' shuffles; the maj. pile's shuffles are of maj. cards)."""
    state = walk.state
    data = state.to_dict()
    swap = {x: y, y: x}
    for index, item in enumerate(data["actions"]):
        key = {"deal": "min_order", "shuffle": "order"}.get(item["type"])
        if key and index not in walk.maj_shuffles:
            item[key] = [swap.get(c, c) for c in item[key]]
    return type(state).from_dict(data, **lexicon_of(state))


def chamot_twin(walk: Walk, state: Any) -> tuple[GameState, set[int]] | None:
    """The game with two never-shown min. of the piles or the box swapped (no seat knows
    them), or with another card in the current player's hand (only they know it)."""
    unseen = sorted({c for pile in state.piles for c in pile} | set(state.boxed))
    unseen = [c for c in unseen if c not in walk.surfaced]
    if len(unseen) < 2 or state.awaiting is not None:
        return None
    if state.hand is not None and walk.rng.random() < 0.5:
        try:
            twin = swap_cards(walk, state.hand, unseen[0])
        except IllegalAction:  # the card in hand had been on the table before: not a secret
            return None
        others = {p for p in range(state.num_players) if p != state.current}
        return twin, {p for p in others if twin.observation(p) == state.observation(p)}
    x, y = walk.rng.sample(unseen, 2)
    return swap_cards(walk, x, y), set(range(state.num_players))


TWIN_MAKERS = {"enculette": enculette_twin, "chamot": chamot_twin}
HIDDEN_GAMES = [case for case in CASES if case.values[0].package in TWIN_MAKERS]


@pytest.mark.parametrize(("engine", "index"), HIDDEN_GAMES)
def test_another_seats_secret_never_changes_a_view(engine, index):
    walk = Walk(engine, index, 500 + index)
    compared = 0
    for state in walk.positions():
        made = TWIN_MAKERS[engine.package](walk, state)
        if made is None:
            continue
        twin, unaware = made
        assert canonical(twin.to_dict()) != canonical(state.to_dict()), "a real difference"
        for seat in unaware:
            assert canonical(twin.seat_view(seat)) == canonical(state.seat_view(seat))
            compared += 1
    assert compared > 0


# -- bots think alike on the rebuilt state -------------------------------------------------------

def asked(state: GameState) -> list[int]:
    """The seats whose bot is asked now: the deciders, and Le Déboulé's throwers (its rules
    await a throw plan of them, deboule.rules.core.bots)."""
    seats = set(state.deciders())
    if state.GAME == "deboule":
        from deboule.rules.deboule import RollOffRequest, ThrowRequest
        pending = state.pending
        if isinstance(pending, RollOffRequest | ThrowRequest):
            seats |= set(pending.players)
    return sorted(seats)


def answers(engine: Engine, state: GameState, seat: int, level: str, key: str) -> list[str]:
    """What a fresh bot of `level` answers for `seat` on `state`, reseeded with `key`: its
    decision, and in Cul de Chouette its race presses and its Bévue."""
    import importlib

    make_bot = importlib.import_module(f"deboule.rules.{engine.package}").make_bot
    said = []
    if engine.package == "cul_de_chouette":
        from deboule.rules.cul_de_chouette.actions import SHOUTS
        for shout in SHOUTS if state.current_player() == SIMULTANEOUS else ():
            bot = make_bot(level, 7)
            protocol.reseed(bot, f"{key}-{shout}")
            said.append(repr(protocol.reaction_ms(bot, state, seat, shout)))
        bot = make_bot(level, 7)
        protocol.reseed(bot, f"{key}-blunder")
        said.append(repr(protocol.blunder(bot, state, seat)))
    if seat in asked(state):
        bot = make_bot(level, 7)
        protocol.reseed(bot, key)
        said.append(repr(bot.act(state, seat)))
    return said


@pytest.mark.parametrize(("engine", "index"), CASES)
def test_every_bot_level_chooses_alike_on_the_rebuilt_state(engine, index):
    walk = Walk(engine, index, 700 + index, rate=0.25, most=20)
    decisions = 0
    for state in walk.positions():
        seats = asked(state) or ([0] if engine.package == "cul_de_chouette" else [])
        for seat in seats:
            rebuilt = rebuild(state, state.seat_view(seat), seed=11 + seat)
            for level in protocol.LEVELS:
                key = f"views-{len(state.history)}-{seat}-{level}"
                mine = answers(engine, state, seat, level, key)
                assert answers(engine, rebuilt, seat, level, key) == mine, (level, seat)
                decisions += seat in asked(state)
    assert decisions >= 2 * len(protocol.LEVELS)


# -- refusals ------------------------------------------------------------------------------------

def _engine(package: str) -> Engine:
    return next(engine for engine in ENGINES if engine.package == package)


def _mid_view(engine: Engine, seat: int = 0) -> tuple[GameState, dict[str, Any]]:
    walk = Walk(engine, 0, 900)
    for state in walk.positions():
        if len(state.history) > 12 and not state.is_over:
            return state, roundtrip(state.seat_view(seat))
    return walk.state, roundtrip(walk.state.seat_view(seat))


def hostile_views(view: dict[str, Any], players: int) -> list[Any]:
    """Views no seat_view writes: truncated, wrong-typed, of another game, or lying."""
    other = "chamot" if view["game"] != "chamot" else "enculette"
    bad: list[Any] = [None, [], "view", 3, {}, {**view, "extra": 1},
                      {k: v for k, v in view.items() if k != "state"},
                      {**view, "game": other}, {**view, "version": view["version"] + 1},
                      {**view, "version": True}, {**view, "seat": -1}, {**view, "seat": True},
                      {**view, "seat": "0"}, {**view, "seat": players + 5},
                      {**view, "state": None}, {**view, "state": []}, {**view, "state": {}},
                      {**view, "state": {**view["state"], "game": other}}]
    state = view["state"]
    if "actions" in state:
        bad += [{**view, "state": {**state, "actions": None}},
                {**view, "state": {**state, "actions": [{"type": "nothing"}]}},
                {**view, "state": {**state, "actions": state["actions"][:-1] + [17]}}]
    if view["game"] == "enculette":
        shakes = [i for i, a in enumerate(state["actions"]) if a["type"] == "dice_shaken"]
        for faces in ([7, 1], ["a", 2], [1], {"x": 1}, [None, 3], True):
            actions = [dict(a) for a in state["actions"]]
            actions[shakes[0]]["faces"] = faces
            bad.append({**view, "state": {**state, "actions": actions}})
    if view["game"] == "chamot":
        position = state["position"]
        visible = next(iter(position["min_corbeille"] +
                            [c for _, row in position["rows"] for c in row]), 0)

        def lie(**changes: Any) -> dict[str, Any]:
            return {**view, "state": {**state, "position": {**position, **changes}}}

        bad += [lie(piles=position["piles"][:-1]), lie(piles="ab"), lie(piles=[[None]] * 2),
                lie(hand=[1, 2]), lie(hand=[None, None]), lie(hand=5),
                lie(boxed=position["boxed"] + [None]), lie(boxed=[visible] + position["boxed"]),
                lie(maj_pile=[0] * len(position["maj_pile"])),
                lie(maj_pile=[None] * 30), lie(rows=[[None, []]] * 3), lie(current=9),
                lie(turns=-1), lie(progress="yes"), lie(awaiting=["maj", 1]),
                lie(awaiting=["deck", 0]), lie(end={"winners": [], "reason": "idle"}),
                lie(end={"winners": [0], "reason": "boredom"}),
                lie(recent=[{"type": "deal", "min_order": [], "maj_order": []}]),
                lie(recent=[{"type": "move"}]), lie(lexicon=None), lie(options={}),
                {**view, "state": {**state, "options": {"players": 9}}},
                {**view, "state": {**state, "position": [1, 2]}}]
    return bad


def mutations(value: Any, rng: random.Random, count: int) -> Iterator[Any]:
    """`value` with one nested field replaced by junk, `count` times."""
    junk = [None, True, -1, 10**12, 3.5, "x", [], {}, [None], {"type": "turn"}]
    for _ in range(count):
        copy = roundtrip(value)
        node, path = copy, []
        while isinstance(node, dict | list) and node and (not path or rng.random() < 0.75):
            key = rng.choice(sorted(node)) if isinstance(node, dict) else \
                rng.randrange(len(node))
            path.append((node, key))
            node = node[key]
        if path:
            parent, key = path[-1]
            parent[key] = rng.choice(junk)
            yield copy


@pytest.mark.parametrize("engine", ENGINES, ids=lambda e: e.package)
def test_malformed_views_are_refused_with_illegal_action_only(engine):
    state, view = _mid_view(engine)
    cls = type(state)
    for bad in hostile_views(view, state.num_players):
        with pytest.raises(IllegalAction):
            cls.from_seat_view(bad, random.Random(1), **lexicon_of(state))
    refused = 0
    for bad in mutations(view, random.Random(5), 60):
        try:
            cls.from_seat_view(bad, random.Random(1), **lexicon_of(state))
        except IllegalAction as error:
            assert str(error)
            refused += 1
    assert refused > 20
    assert canonical(cls.from_seat_view(view, random.Random(1), **lexicon_of(state)).seat_view(0)) \
        == canonical(view), "the hostile views changed nothing"
    for seat in (-1, state.num_players, True, "0", None):
        with pytest.raises(IllegalAction):
            state.seat_view(seat)


def test_a_chamot_view_rebuilds_a_maj_pile_awaiting_its_shuffle_and_the_turns_plays():
    """A word removed with the maj. pile empty: the row waits for the maj. corbeille's shuffle
    (H5, seed D4); every seat's view rebuilds that, with the removal among the turn's plays
    (the bots count them), and the maj. corbeille's cards (public) shown."""
    from chamot_support import table

    from deboule.rules.chamot.actions import Remove
    state = table(["ae", "sx"], rows=("Top", "E", "C"), maj_pile="", maj_corbeille="AB")
    state.apply(Remove(0, "top"))
    assert state.awaiting == ("maj", 0)
    for seat in range(state.num_players):
        view = state.seat_view(seat)
        position = view["state"]["position"]
        assert position["awaiting"] == ["maj", 0] and position["rows"][0][0] is None
        assert position["recent"] == [Remove(0, "top").to_dict()]
        rebuilt = rebuild(state, view, seed=seat)
        assert rebuilt.chance_request() == state.chance_request()
        assert rebuilt.observation(seat) == state.observation(seat)
        assert rebuilt.recent() == (Remove(0, "top"),)
        assert canonical(rebuilt.seat_view(seat)) == canonical(view)
