"""Online rooms through a bad network (issue 33, point 2): a real server on 127.0.0.1 (port 0),
real bot clients (deboule/online/sim.py's SeatThread), and between them the in-process proxy of
tests/netproxy.py (latency, jitter, cuts, half-open links, a server that moves).

Every test waits for messages and states (tests/online_support.py's `wait_until`, a room's
`status`), never for a wall-clock threshold; the games are small (Cul de Chouette to a low
score, Chamot's short game), so CI stays short."""

from __future__ import annotations

import json
import threading
from typing import Any

import pytest

from deboule.online import server as server_module
from deboule.online.client import BACK
from deboule.online.delta import patch
from deboule.online.server import ServerThread
from deboule.online.store import RoomStore
from tests.netproxy import Proxy, websocket_messages
from tests.online_support import (
    NET,
    SMALL,
    Recording,
    create_room,
    events,
    finish,
    local_lines,
    report_of,
    seat_threads,
    shorten_cul_de_chouette,
    wait_until,
)


@pytest.fixture
def short_cdc(monkeypatch):
    shorten_cul_de_chouette(monkeypatch)


@pytest.fixture
def server():
    thread = ServerThread()
    thread.start()
    yield thread
    thread.stop()


def url_of(address: tuple[str, int]) -> str:
    return f"ws://{address[0]}:{address[1]}"


def seqs_of(seen: list[dict[str, Any]]) -> list[int]:
    return [seq for seq, _ in events(seen)]


def assert_same_events(seats: list[Any]) -> list[tuple[int, str]]:
    """Every member got the same numbered events, each once, in order, none missing."""
    first = events(seats[0].client.inbox.seen)
    for seat in seats:
        got = events(seat.client.inbox.seen)
        assert got == first, f"seat {seat.seat} got another event sequence"
    seqs = [seq for seq, _ in first]
    assert seqs == list(range(seqs[0], seqs[0] + len(seqs))), "a gap or a repeat"
    assert first[-1][1] == "over"
    return first


def open_views(seen: list[dict[str, Any]]) -> list[Any]:
    """The whole views a member rebuilt from its view deltas, one per `view` event."""
    views, view = [], None
    for message in seen:
        if message["type"] == "view":
            view = patch(view, message["view"], bool(message.get("full")))
            views.append(view)
    return views


def test_four_bot_clients_at_100_ms_play_the_local_game(server, monkeypatch):
    """Four clients at 100 ms ± 20 ms play a Cul de Chouette game of four, races included:
    the same lines as the local sim, the same events for all, the same views (an open game)."""
    shorten_cul_de_chouette(monkeypatch, win=40)  # each question costs a round trip here
    args = {"players": 4, "bots": "expert,regular,novice,expert", "seed": 1}
    with Proxy(("127.0.0.1", server.port), latency=0.1, jitter=0.02, seed=3) as proxy:
        url = url_of(proxy.address)
        code = create_room(url, "cul-de-chouette", args, ["open"] * 4)
        seats = seat_threads(url, code, "cul-de-chouette", args["bots"].split(","))
        finish(seats)
        assert server.rooms.rooms[code].status == "over"
        report = report_of(url, code)
    assert report["lines"]["fr"] == local_lines("cul-de-chouette", args)
    assert_same_events(seats)
    races = [m for seat in seats for m in seat.client.inbox.seen
             if m["type"] == "call" and m["method"] == "reaction_ms"]
    assert races, "no race was asked of the clients"
    views = [open_views(seat.client.inbox.seen) for seat in seats]
    assert len(views[0]) > 10
    for seat_views in views[1:]:  # an open game: each seat sees what every other sees
        assert [strip_seat(v) for v in seat_views] == [strip_seat(v) for v in views[0]]


def strip_seat(view: Any) -> Any:
    """A view without the fields that name whose it is."""
    if isinstance(view, dict):
        return {k: v for k, v in view.items() if k not in ("seat", "viewer")}
    return view


CUTS = ("motion", "call")  # seat 0's link is cut right after its 3rd of these, in this order
CUT_AT = 3


def cut_after(kind: str, item: dict[str, Any]) -> bool:
    return item.get("type") == kind and (kind == "motion" or item.get("method") == "act")


def event_log(member: Any) -> list[tuple[int, str]]:
    """The (seq, type) of the numbered events the server's room kept for a member (its log,
    what a resume sends again from), in order."""
    return [(seq, json.loads(text)["type"]) for seq, private, text in member.history
            if not private]


@pytest.fixture(scope="module")
def cut_game():
    """One game of two bot clients where seat 0's link is cut twice, through the proxy: right
    after the 3rd throw's `motion` reached it, then right after the 3rd `call` asking it to
    throw since it came back (each cut in the client's reading thread, at once). What each
    client got, the cuts, the proxy's links, the resumes, the server's room and the report.

    The first cut must leave the client events to get again, whatever the timing: the server's
    next event after that motion (the dice's view, published at once) could otherwise already
    sit in the client's socket and be read after the cut, and a resume that sends nothing
    again proves nothing. So the room holds that event until the link is cut, and the client's
    reading thread (it reconnects once that thread ends) waits until the room has published
    it: it crosses no link the client reads, only the resume can give it. (After the `call`
    cut nothing is missed: the room waits for that answer; the call itself comes again.)"""
    args = {"players": 2, "bots": "expert,novice", "seed": 2}
    with pytest.MonkeyPatch.context() as patch:
        shorten_cul_de_chouette(patch)
        server = ServerThread()
        server.start()
        try:
            with Proxy(("127.0.0.1", server.port), latency=0.02, jitter=0.01, seed=5) as proxy:
                url = url_of(proxy.address)
                code = create_room(url_of(("127.0.0.1", server.port)), "cul-de-chouette",
                                   args, ["open", "open"])
                room = server.rooms.rooms[code]
                cuts: dict[str, dict[str, Any]] = {}
                seen: list[dict[str, Any]] = []
                motion_cut = threading.Event()
                published = {"motion": 0}
                resumes: list[tuple[int, int]] = []  # (the client's last_seq, the room's seq)
                publish, resume = room.publish, room.resume

                def held_publish(kind: str, per_seat: Any) -> None:
                    if published["motion"] == CUT_AT:  # the event right after that motion
                        assert motion_cut.wait(NET), "the link was never cut"
                    publish(kind, per_seat)
                    published[kind] = published.get(kind, 0) + 1

                def recorded_resume(conn: Any, token: str, last_seq: int) -> Any:
                    resumes.append((last_seq, room.seq))
                    return resume(conn, token, last_seq)

                room.publish, room.resume = held_publish, recorded_resume

                class CutAfter(Recording):
                    def put(self, item: Any, block: bool = True,
                            timeout: float | None = None) -> None:
                        super().put(item, block, timeout)
                        kind = next((k for k in CUTS if k not in cuts), None)
                        if kind is None or not cut_after(kind, item):
                            return
                        seen.append(item)
                        if len(seen) == CUT_AT:  # mid-game
                            # its link now: the proxy's first, then the one it came back on
                            # (the last: no other client connects meanwhile)
                            link = proxy.links[-1] if cuts else proxy.links[0]
                            had = events(self.seen)[-1][0]  # the last event it got
                            cuts[kind] = {"item": item, "had": had}
                            seen.clear()
                            link.cut()  # at once, in the client's reading thread
                            if kind == "motion":
                                motion_cut.set()
                                wait_until(lambda: room.seq > had)

                seats = seat_threads(url, code, "cul-de-chouette", ["expert"], inbox=CutAfter)
                seats[0].joined.wait()  # seat 0 is the proxy's first link
                seats += seat_threads(url, code, "cul-de-chouette", ["novice"], first=1)
                try:
                    finish(seats)
                    report, failure = report_of(url, code), None
                except AssertionError as exc:  # said by the tests, after what the clients got
                    report, failure = None, exc
            local = local_lines("cul-de-chouette", args)
        finally:
            server.stop()
    return {"seats": seats, "cuts": cuts, "links": len(proxy.links), "report": report,
            "local": local, "resumes": resumes, "room": room, "failure": failure}


@pytest.mark.parametrize("after", CUTS)
def test_a_client_cut_mid_throw_comes_back_with_every_event(cut_game, after):
    """A client's link cut right after a throw's `motion` (or the `call` asking it to throw)
    reaches it: it reconnects with its token, gets every event it missed -- its events are, in
    order, each once, the ones the server's room logged for it, and the first after the cut
    follows the last before it --, and the game ends as the local one. (Both cuts happen in one
    game: cut_game.)"""
    seats, room = cut_game["seats"], cut_game["room"]
    assert after in cut_game["cuts"], f"no {after} to cut after"
    for seat in seats:  # the whole log: a resume that leaves out one event is seen here
        assert events(seat.client.inbox.seen) == event_log(room.members[seat.seat])
    assert cut_game["failure"] is None, cut_game["failure"]
    backs = [m for m in seats[0].client.inbox.seen if m["type"] == BACK]
    assert len(backs) >= CUTS.index(after) + 1, "never came back"
    assert cut_game["links"] > 3 + CUTS.index(after)
    assert_same_events([seats[0], seats[1]])
    cut = cut_game["cuts"][after]
    seen = seats[0].client.inbox.seen
    index = next(i for i, m in enumerate(seen) if m is cut["item"])
    after_cut = events(seen[index + 1:])
    assert after_cut and after_cut[0][0] == cut["had"] + 1, (cut["had"], after_cut[:3])
    last_seq, room_seq = cut_game["resumes"][CUTS.index(after)]
    assert last_seq == cut["had"]
    if after == "motion":  # it missed events, and the resume gave them
        assert room_seq > last_seq, "nothing to send again: the check proves nothing"
    else:  # nothing missed: the call it was asked comes again on the new link
        calls = [m for m in seen if m["type"] == "call" and m["call"] == cut["item"]["call"]]
        assert len(calls) == 2
    assert cut_game["report"]["lines"]["fr"] == cut_game["local"]


@pytest.mark.parametrize("game", ["chamot", "cul-de-chouette"])
def test_the_server_restarted_mid_game(tmp_path, short_cdc, game):
    """The server stops mid-game and a new one starts on the same folder (another port): the
    room is resumed from its save, the clients reconnect through the proxy with their tokens,
    and the game ends as the local one (each call carries the bot's random state)."""
    args, levels = SMALL[game]
    first = ServerThread(store=RoomStore(tmp_path))
    first.start()
    second = None
    with Proxy(("127.0.0.1", first.port), latency=0.01, jitter=0.005, seed=7) as proxy:
        url = url_of(proxy.address)
        code = create_room(url, game, args, ["open"] * len(levels))
        seats = seat_threads(url, code, game, levels)
        room = first.rooms.rooms[code]
        wait_until(lambda: room.status != "lobby" and (room.seq >= 6 or
                                                      room.status != "playing"))
        assert room.status == "playing", "the game ended before the restart"
        first.stop()
        room.thread.join(NET)  # the stopped server's room ends where it was: it does not
        assert not room.thread.is_alive() and room.status == "playing"  # play on, nor save
        second = ServerThread(store=RoomStore(tmp_path))
        assert second.rooms.store.resume_into(second.rooms) == 1
        proxy.set_target(("127.0.0.1", second.start()))
        try:
            finish(seats)
            resumed = second.rooms.rooms[code]
            assert resumed.status == "over"
            report = report_of(url, code)
        finally:
            second.stop()
    assert all(any(m["type"] == BACK for m in seat.client.inbox.seen) for seat in seats)
    assert report["lines"]["fr"] == local_lines(game, args)


def test_a_half_open_link_the_server_bot_plays_the_seat(monkeypatch, short_cdc):
    """A link goes dead without a word (half-open): the server's keepalive notices, the seat
    is away, and after the room's away delay the server's own bot plays it; the game ends."""
    monkeypatch.setattr(server_module, "KEEPALIVE", 0.3)
    thread = ServerThread()
    thread.start()
    args, levels = SMALL["chamot"]
    try:
        with Proxy(("127.0.0.1", thread.port), seed=11) as proxy:
            url = url_of(proxy.address)
            code = create_room(url_of(("127.0.0.1", thread.port)), "chamot", args,
                               ["open", "open"], away_seconds=0.2)
            seats = seat_threads(url, code, "chamot", levels[:1])
            seats[0].joined.wait()
            link = proxy.wait_links(1)[0]
            room = thread.rooms.rooms[code]
            calls: list[int] = []

            class HalfOpenAfter(Recording):
                def put(self, item: Any, block: bool = True,
                        timeout: float | None = None) -> None:
                    super().put(item, block, timeout)
                    if item.get("type") == "call":
                        calls.append(item["call"])
                        if len(calls) == 2:
                            link.half_open()  # nothing flows any more, no close either

            seats[0].client.inbox.__class__ = HalfOpenAfter
            seats += seat_threads(url, code, "chamot", levels[1:], first=1)
            wait_until(lambda: len(calls) >= 2)
            # the answer to the second call was lost in the dead link: the room waits for
            # it until the server's keepalive finds the link dead and the seat away
            wait_until(lambda: room.members[0].conn is None or room.status != "playing")
            assert room.status == "playing" and room.members[0].away_since is not None
            wait_until(lambda: room.status != "playing")
            assert room.status == "over"
            for seat in seats:
                seat.done.set()
            finish(seats[1:])
            report = report_of(url, code)
    finally:
        thread.stop()
    # the server's bot is the seat's own bot, reseeded the same way: the local game
    assert report["lines"]["fr"] == local_lines("chamot", args)


def test_a_client_ahead_of_a_restarted_room_gets_its_events_again():
    """A restarted server's room numbers its events from its last save, which may be behind
    what a client saw before the restart: such a client gets every event since the restore
    (the first a whole view) instead of none until the numbers catch up."""
    from deboule import registry
    from deboule.online.room import Member, Room

    room = Room("ABCDEFGH", registry.by_name("chamot"), {"players": 2}, ["open", "open"])
    member = Member(0, "bot", "expert", "one")
    room.members[0] = member
    room.seq = 5  # as the save had it; the client saw up to 9 before the restart
    room.publish("view", lambda m: {"view": {"whole": True}, "full": True})
    room.publish("view", lambda m: {"view": {"whole": False}, "full": False})
    got: list[str] = []

    class Connection:
        deliver = got.append

    room.resume(Connection(), member.token, last_seq=9)
    assert [json.loads(text)["seq"] for text in got] == [6, 7]


def wire_views(link: Any) -> tuple[list[Any], list[dict[str, Any]]]:
    """What a client got over its link, decoded from the bytes (tests/netproxy.py): the whole
    views it rebuilt from the view deltas, and every other message."""
    views, view, others = [], None, []
    for raw in websocket_messages(link):
        message = json.loads(raw)
        if message["type"] == "view":
            view = patch(view, message["view"], bool(message.get("full")))
            views.append(view)
        else:
            others.append(message)
    return views, others


def keys_in(data: Any) -> set[str]:
    """Every mapping key anywhere in `data`."""
    if isinstance(data, dict):
        return set(data).union(*(keys_in(v) for v in data.values()))
    if isinstance(data, list):
        return set().union(*(keys_in(v) for v in data)) if data else set()
    return set()


def play_through_proxy(server: ServerThread, game: str) -> tuple[Any, list[Any]]:
    """A small all-bot-client game of `game`, each seat through the proxy (seat n on link n):
    the server's room once over, and each seat's link."""
    args, levels = SMALL[game]
    with Proxy(("127.0.0.1", server.port), seed=13) as proxy:
        url = url_of(proxy.address)
        code = create_room(url_of(("127.0.0.1", server.port)), game, args,
                           ["open"] * len(levels))
        seats = []
        for seat, level in enumerate(levels):
            seats += seat_threads(url, code, game, [level], first=seat)
            seats[-1].joined.wait()  # seat n on link n
        finish(seats)
        room = server.rooms.rooms[code]
        assert room.status == "over"
        links = proxy.wait_links(len(levels))
        for link in links:
            link.wait_finished()
    return room, links


def test_enculette_dice_a_seat_did_not_see_never_reach_it(server):
    """L'Enculette: the faces of every shake a seat never saw are not in what its client
    received (its views rebuilt from the wire's bytes hold null there, every other message
    holds no faces at all, the dice never move in its motions); the true faces are the
    server's, in `room.match.state`."""
    from deboule.rules.enculette.actions import DiceShaken
    from deboule.rules.enculette.views import shakes_seen

    room, links = play_through_proxy(server, "enculette")
    state = room.match.state
    shakes = {i: a.faces for i, a in enumerate(state.history) if isinstance(a, DiceShaken)}
    for seat, link in enumerate(links):
        hidden = set(shakes) - shakes_seen(state, seat)
        assert hidden, f"seat {seat} saw every shake: nothing to check"
        views, others = wire_views(link)
        assert len(views) > 5
        last = views[-1]["state"]["actions"]
        assert len(last) == len(state.history)
        for view in views:
            actions = view["state"]["actions"]
            for index in hidden & set(range(len(actions))):
                assert actions[index]["faces"] is None, (seat, index, shakes[index])
        for index in set(shakes) - hidden:  # what it saw, it got (the check can fail)
            assert last[index]["faces"] == list(shakes[index])
        for message in others:
            assert "faces" not in keys_in(message), message["type"]
            if message["type"] == "motion":
                assert set(message["motion"]["pieces"]) <= {"cup", "saucer"}
            if message["type"] == "call":
                assert message["world"] is None


def test_chamot_cards_a_seat_may_not_see_never_reach_it(server):
    """Chamot: no client gets a card of the piles, the maj. pile, the box, another's hand or
    another's corbeille below its top card: its views rebuilt from the wire's bytes hold null
    there (as many as the server's true position holds), no other message holds a position."""
    room, links = play_through_proxy(server, "chamot")
    state = room.match.state
    for seat, link in enumerate(links):
        views, others = wire_views(link)
        positions = [v["state"]["position"] for v in views if v["state"]["position"]]
        assert len(positions) > 5
        for position in positions:
            for pile in position["piles"]:
                assert all(card is None for card in pile)
            for name in ("maj_pile", "boxed"):
                assert all(card is None for card in position[name])
            for owner, corbeille in enumerate(position["corbeilles"]):
                if owner != seat:
                    assert all(card is None for card in corbeille[:-1])
            if position["current"] != seat:
                assert all(card is None for card in position["hand"])
        last = positions[-1]  # the counts are the true ones: nothing left out, only hidden
        assert [len(p) for p in last["piles"]] == [len(p) for p in state.piles]
        assert [len(c) for c in last["corbeilles"]] == [len(c) for c in state.corbeilles]
        assert last["corbeilles"][seat] == list(state.corbeilles[seat])
        for message in others:
            assert not {"position", "piles", "hand"} & keys_in(message), message["type"]


def test_links_that_drop_now_and_then(server, short_cdc):
    """Links that drop at random (the proxy cuts a link at one chunk in fifty, its own seeded
    draws): the clients come back each time, every member gets the same events, none missing,
    and the game ends as the local one."""
    args = {"players": 2, "bots": "expert,novice", "seed": 2}
    with Proxy(("127.0.0.1", server.port), latency=0.005, jitter=0.002, seed=17,
               drop_rate=0.02) as proxy:
        url = url_of(proxy.address)
        code = create_room(url_of(("127.0.0.1", server.port)), "cul-de-chouette", args,
                           ["open", "open"])
        seats = seat_threads(url, code, "cul-de-chouette", args["bots"].split(","))
        finish(seats)
        dropped = [link for link in proxy.links if link.dropped_at is not None]
        proxy.set_drop_rate(0.0)
        report = report_of(url, code)
    assert dropped, "no link dropped: nothing was checked"
    assert_same_events(seats)
    assert report["lines"]["fr"] == local_lines("cul-de-chouette", args)
