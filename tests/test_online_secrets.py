"""No client can compute another seat's hidden cards or dice from what it is sent (issue 45,
point 1; deboule/online/secrecy.py).

A small game of each of the four games on a real server, every client through the in-process
proxy (tests/netproxy.py) so that every byte each one received is decoded from the link's log:
a person's seat (a raw client that comes and goes with its token, its seat played by the
server's bot while it is away), a bot client's seat (`deboule sim --online`'s SeatThread) and a
spectator. The room is made without a seed, as the window makes it. Then, as an attacker would:
- every number the client received, every run of digits in its strings, and what the games'
  own bot-seed formulas give back from them (`seed * 1000 + seat + 1`, `seed * 10 + seat`), is
  tried as the room's seed: none is the seed the server drew;
- the match is rebuilt from every seed and every argument the client was told (`joined`'s
  args, each `bot` message's seed) and its save -- which fixes every deal, every die under the
  cup and every throw's noise -- compared with the server's match rebuilt from its true seed:
  none reproduces it.

L'Enculette gives a client nothing even if its bot seeds were sent unblinded: its match splits
the room's seed with numpy's SeedSequence (deboule/games/enculette/tasses.py, `seat_streams`):
child 0 drives the dice under the Tasses, child k + 1 gives seat k's bot its seed, one 32-bit
word of that child's hash. Unlike Cul de Chouette's `seed * 1000 + seat + 1`, Chamot's
`seed * 10 + seat` or Le Déboulé's SeedSequence child (whose `entropy` is the room's seed),
nothing undoes it: about 2**31 room seeds of 63 bits give each word, each with other dice, and a
client holds only its own seat's word (L'Enculette reseeds no bot and sends no world in its
calls). So the test below passes for L'Enculette under that bug, rightly;
`test_an_enculette_bot_seed_does_not_fix_the_dice` shows why.
"""

from __future__ import annotations

import argparse
import json
import re
import threading
from collections.abc import Callable
from typing import Any

import pytest

from deboule import registry
from deboule.online.server import ServerThread
from tests.netproxy import Proxy, websocket_messages
from tests.online_support import (
    NET,
    SMALL,
    Raw,
    finish,
    hurry,
    seat_threads,
    shorten_cul_de_chouette,
    wait_until,
)

# made as the window makes a room: with no seed
GAMES = {**{game: ({k: v for k, v in args.items() if k != "seed"}, levels)
            for game, (args, levels) in SMALL.items()},
         "deboule": ({"players": 2, "bots": "novice,novice"}, ["novice", "novice"])}
AWAY = 0.2  # s: the person's seat is played by the server's bot this soon after it left
STAY = 1.0  # s of the room's clock the person stays at most when it is not its decision
RETURNS = 4  # times the person comes back with its token (then the bot plays its seat to the end)
INVERSES = (lambda v: v, lambda v: v // 1000, lambda v: (v - 1) // 1000,
            lambda v: (v - 2) // 1000, lambda v: v // 10, lambda v: (v - 1) // 10)


@pytest.fixture
def server(monkeypatch):
    import deboule.games.chamot.match as chamot_match
    import deboule.games.cul_de_chouette.match as cdc_match
    import deboule.games.enculette.match as enculette_match
    from tests.online_support import shorten_deboule

    shorten_deboule(monkeypatch, 1)
    # the bots play without the pause that lets a person follow them (what is sent is the same)
    monkeypatch.setattr(chamot_match, "BOT_DELAY", 0.0)
    monkeypatch.setattr(enculette_match, "BOT_DELAY", 0.0)
    monkeypatch.setattr(cdc_match, "BOT_DECISION_PAUSE", 0.0)
    monkeypatch.setattr(cdc_match, "BOT_THROW_PAUSE", 0.0)
    shorten_cul_de_chouette(monkeypatch, win=30)  # a short game: every kind of message all the same
    thread = ServerThread()
    thread.start()
    yield thread
    thread.stop()


def url_of(address: tuple[str, int]) -> str:
    return f"ws://{address[0]}:{address[1]}"


class ComingAndGoing(threading.Thread):
    """A person's seat: joins, stays until it is its turn (or STAY passed on the room's
    `clock`), leaves, and comes back with its token once the server's bot has played for it
    (or the game is over), RETURNS times or until the game is over. `played()` is the server's
    count of inputs its bots played for people away, `ended()` whether the room's game is
    over."""

    def __init__(self, url: str, room: str, played: Callable[[], int],
                 ended: Callable[[], bool], clock: Callable[[], float]) -> None:
        super().__init__(daemon=True, name="person")
        self.url, self.room = url, room
        self.played, self.ended, self.clock = played, ended, clock
        self.over = threading.Event()
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            raw = Raw(self.url)
            raw.send({"type": "join", "room": self.room, "kind": "human", "seat": 0})
            joined = raw.expect("joined")
            token, last = joined["token"], 0
            for visit in range(RETURNS + 1):
                last = self.stay(raw, last)
                before = self.played()
                raw.close()
                if self.over.is_set():
                    return
                if visit == RETURNS:  # gone for good: the server's bot ends its game
                    return
                wait_until(lambda before=before: self.played() > before or self.ended()
                           or self.over.is_set())
                raw = Raw(self.url)
                raw.send({"type": "resume", "room": self.room, "token": token,
                          "last_seq": last})
        except BaseException as exc:  # noqa: BLE001 -- said by the test
            self.error = exc

    def stay(self, raw: Raw, last: int) -> int:
        until = self.clock() + STAY
        while self.clock() < until:
            try:
                message = raw.recv(timeout=0.05)
            except TimeoutError:
                continue
            last = max(last, message.get("seq") or 0)
            if message["type"] in ("over", "closed"):
                self.over.set()
                return last
            if message["type"] == "view" and 0 in (message.get("deciders") or []):
                return last  # its turn: it leaves, the server's bot plays for it
        return last


def numbers_in(data: Any) -> set[int]:
    """Every integer in a message: its numbers, and every run of digits in its strings."""
    if isinstance(data, bool):
        return set()
    if isinstance(data, int):
        return {data}
    if isinstance(data, float):
        return {int(data)} if data.is_integer() else set()
    if isinstance(data, str):
        return {int(run) for run in re.findall(r"\d{1,20}", data)}
    if isinstance(data, dict):
        return set().union(*(numbers_in(k) | numbers_in(v) for k, v in data.items())) \
            if data else set()
    if isinstance(data, list):
        return set().union(*(numbers_in(v) for v in data)) if data else set()
    return set()


def sim_args(game: str, args: dict[str, Any], levels: list[Any], seed: Any
             ) -> argparse.Namespace:
    """The local sim's arguments for a room's `args`, its seats' `levels` and `seed`."""
    defaults = {"game": registry.by_name(game).name, "players": len(levels), "bots": None,
                "preset": None, "teams": False, "record": None, "join": None,
                "house_words": None, "quiet": True, "lang": "fr"}
    return argparse.Namespace(**{**defaults, **args, "seed": seed})


def match_save(game: str, args: dict[str, Any], levels: list[str], seed: Any) -> str:
    """The save of the match the local sim builds with these arguments and this seed: its
    deals, dice and throws follow from it."""
    built = registry.by_name(game).sim().build_match(sim_args(game, args, levels, seed),
                                                     list(levels))
    match = getattr(built, "match", built)
    try:
        return json.dumps(match.to_save(), sort_keys=True, default=str)
    finally:
        match.close()


def told(messages: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], set[Any]]:
    """The room's arguments a client was told, and every seed it was given."""
    args = [m["args"] for m in messages if m["type"] == "joined" and isinstance(
        m.get("args"), dict)]
    seeds: set[Any] = {m["seed"] for m in messages if m["type"] == "bot"
                       and isinstance(m.get("seed"), int)}
    for m in messages:
        if m["type"] == "bot" and isinstance(m.get("seed"), dict):
            seeds.add(m["seed"].get("entropy"))
    return args, {s for s in seeds if isinstance(s, int)}


@pytest.mark.parametrize("game", list(GAMES))
def test_no_client_can_compute_the_hidden_cards_or_dice(server, game):
    args, levels = GAMES[game]
    with Proxy(("127.0.0.1", server.port), seed=45) as proxy:
        url = url_of(proxy.address)
        host = Raw(url)  # link 0: the room's creator, then its spectator
        host.send({"type": "create", "game": game, "args": args,
                   "seats": ["open"] * len(levels), "away_seconds": AWAY})
        code = host.expect("room")["room"]
        room = server.rooms.rooms[code]
        hurry(room)  # a person at the table: the game in real time, but 4 times as fast
        host.send({"type": "watch", "room": code})
        spectator = threading.Thread(target=host.expect, args=("over",), daemon=True)
        spectator.start()  # reads all along (an unread socket stops answering pings)
        # link 1, then one link per return
        person = ComingAndGoing(url, code, lambda: room.stand_ins.moves,
                                lambda: room.status in ("over", "failed"), room.clock)
        person.start()
        wait_until(lambda: len(proxy.links) >= 2)
        wait_until(lambda: 0 in server.rooms.rooms[code].members)
        bots = seat_threads(url, code, game, levels[1:], first=1)
        finish(bots)
        spectator.join(timeout=NET)
        assert any(m["type"] == "over" for m in host.got), server.rooms.rooms[code].error
        person.over.set()
        person.join(timeout=NET)
        assert person.error is None, person.error
        host.close()
        room = server.rooms.rooms[code]
        assert room.status == "over", room.error
        for link in proxy.links:
            link.wait_finished(timeout=5.0)  # (bytes sent are logged, delivered or not)
        received = {i: [json.loads(raw) for raw in websocket_messages(link)]
                    for i, link in enumerate(proxy.links)}

    seed = room.args["seed"]  # drawn by the server (secrets): never sent
    truth = match_save(game, args, levels, seed)
    kinds = set()
    for index, messages in received.items():
        kinds |= {m["type"] for m in messages}
        candidates = set().union(*(numbers_in(m) for m in messages))
        tried = {inverse(value) for value in candidates for inverse in INVERSES}
        assert seed not in tried, f"link {index} can read the room's seed"
        args_told, seeds_told = told(messages)
        for told_args in args_told or [args]:
            for candidate in sorted(seeds_told | {told_args.get("seed", 0)})[:20]:
                rebuilt = match_save(game, {**args, **told_args}, levels, candidate)
                assert rebuilt != truth, f"link {index} rebuilt the match from {candidate}"
    # every kind of client was there and heard: a person, a bot client, a spectator
    assert {"joined", "view", "bot", "call", "over"} <= kinds
    assert len(received) >= 4


def test_the_hidden_tichette_dice_never_reach_a_client(server, monkeypatch):
    """Cul de Chouette's Tichette by bidding (deboule/rules/cul_de_chouette/house/tichage.py): the
    ticheur's three dice are rolled under the cup and stay hidden until the claim. Every byte
    each client got (three bot clients and a spectator, through the proxy) is decoded: every
    view it rebuilt from the deltas holds null for those faces until the view of the claim, and
    no `motion` (the dice's keyframes, whose poses show their faces) comes meanwhile, nor any
    bot question carrying the world's state."""
    from deboule.online.delta import patch
    from tests.online_streams import GAMES as SEEDED
    from tests.online_streams import short_games

    short_games(monkeypatch)  # the Tichette by bidding on
    args, levels = SEEDED["cul-de-chouette"]  # a seed whose game has a Tichette
    with Proxy(("127.0.0.1", server.port), seed=34) as proxy:
        url = url_of(proxy.address)
        host = Raw(url)  # link 0: the room's creator, then its spectator
        host.send({"type": "create", "game": "cul-de-chouette", "args": args,
                   "seats": ["open"] * len(levels), "replay": True})
        code = host.expect("room")["room"]
        host.send({"type": "watch", "room": code})
        spectator = threading.Thread(target=host.expect, args=("over",), daemon=True)
        spectator.start()
        wait_until(lambda: len(proxy.links) >= 1)
        bots = seat_threads(url, code, "cul-de-chouette", levels)
        finish(bots)
        spectator.join(timeout=NET)
        host.close()
        room = server.rooms.rooms[code]
        assert room.status == "over", room.error
        for link in proxy.links:
            link.wait_finished(timeout=5.0)
        received = [[json.loads(raw) for raw in websocket_messages(link)]
                    for link in proxy.links]
    state = room.match.state
    for index, messages in enumerate(received):
        view, hiding, shown = None, None, []
        for message in messages:
            if message["type"] == "view":
                view = patch(view, message["view"], bool(message.get("full")))
                actions = view["state"]["actions"]
                nulls = [i for i, item in enumerate(actions) if "faces" in item and
                         item["faces"] is None]
                assert len(nulls) <= 1, nulls  # one Tichette at a time
                if hiding is not None and nulls != [hiding]:  # the claim: shown, true
                    assert actions[hiding]["faces"] == list(state.history[hiding].faces)
                    shown.append(hiding)
                hiding = nulls[0] if nulls else None
            elif hiding is not None:
                assert message["type"] != "motion", f"link {index}: a motion while hidden"
                if message["type"] == "call":
                    assert message.get("world") is None, f"link {index}: the world while hidden"
        assert hiding is None and shown, f"link {index}: hidden dice {hiding}, shown {shown}"
    assert len(received) >= len(levels) + 1


# two room seeds for which L'Enculette's game hands seat 1's bot the same seed (found by a
# birthday search over 63-bit seeds): a client holding that bot seed cannot tell them apart
SAME_BOT_SEED = (4396583980853427252, 1821901107053137748)
SHAKES = 3  # the first shakes of each game, compared


def enculette_dice(seed: int) -> tuple[list[Any], list[tuple[int, ...]]]:
    """L'Enculette's game of GAMES' arguments played by the local sim with this seed: the seed
    its seat 1's bot was handed (what a room blinds before a bot client gets it, secrecy.py)
    and the faces of its first SHAKES shakes, in order."""
    from deboule.rules.core.bots import BoundLevel
    from deboule.rules.enculette.actions import DiceShaken

    args, levels = GAMES["enculette"]
    bot_seeds: list[Any] = []

    def bind(level: str, bot_seed: Any, bot: Any) -> Any:
        bot_seeds.append(bot_seed)
        return bot

    match = registry.by_name("enculette").sim().build_match(
        sim_args("enculette", args, levels, seed), [levels[0], BoundLevel(levels[1], bind)])
    try:
        shakes: list[tuple[int, ...]] = []
        while len(shakes) < SHAKES and match.acting_seat() is not None:  # as run_bots plays
            while match.motions:
                match.update(match.motions[0].duration)
            match.bot_turn(match.acting_seat())
            shakes = [a.faces for a in match.state.history if isinstance(a, DiceShaken)]
        return bot_seeds, shakes
    finally:
        match.close()


def test_an_enculette_bot_seed_does_not_fix_the_dice():
    """The one thing an unblinded L'Enculette room would tell a bot client of the seed, its
    bot's seed, is the same for two rooms whose dice under the Tasses differ: nothing a client
    computes from it gives the hidden dice (the module's text)."""
    (first_told, first_dice), (second_told, second_dice) = map(enculette_dice, SAME_BOT_SEED)
    assert first_told == second_told and len(first_told) == 1
    assert first_told[0] < 2**32  # a word of the seed's hash, not a formula of the seed
    assert len(first_dice) == len(second_dice) == SHAKES
    assert first_dice != second_dice
