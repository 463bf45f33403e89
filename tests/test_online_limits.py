"""A room server one client cannot block (deboule/online/limits.py): each attack is tried, bounded
in count and time, on the loopback only (the attackers from other loopback addresses,
127.0.0.2 and up, so that an address's limits are told from everyone's), and an honest client
on 127.0.0.1 is still served within its normal latency. Expiry and rates run on a clock the
test steps, never on real waiting; timeouts are only nets."""

from __future__ import annotations

import json
import os
import resource
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus, WebSocketException
from websockets.sync.client import connect

from deboule.cli import main
from deboule.online.client import Client, ClientError
from deboule.online.limits import Limits, TokenBucket, address_key, connection_caps
from deboule.online.protocol import ROOM_CODE_LETTERS, VERSION
from deboule.online.server import ServerThread
from tests.online_support import Raw, wait_until

NET = 30.0  # a net against a hang

ROOT = Path(__file__).resolve().parent.parent
LOBBY = {"game": "chamot", "args": {"players": 2, "seed": 1}, "seats": ["open", "open"],
         "autostart": False}


class FakeClock:
    """A clock the test steps."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


class From(Raw):
    """A raw connection from another loopback address (an attacker's)."""

    def __init__(self, url: str, source: str = "127.0.0.2", hello: bool = True) -> None:
        self.ws = connect(url, open_timeout=NET, max_size=None, ping_interval=None,
                          source_address=(source, 0), legacy=True)
        self.got: list[dict[str, Any]] = []
        self.pending: list[dict[str, Any]] = []
        if hello:
            self.send({"type": "hello", "v": VERSION, "name": "attacker"})
            self.expect("welcome")


def serve(limits: Limits, clock: Any = time.monotonic) -> tuple[ServerThread, str]:
    thread = ServerThread(limits=limits, clock=clock)
    return thread, f"ws://127.0.0.1:{thread.start()}"


class Honest:
    """An honest client on 127.0.0.1 with a room of its own, whose round trip (a request,
    its answer) is measured before the attack: `served()` after it must be within a
    generous multiple of that (a net, not a figure of this machine)."""

    def __init__(self, url: str) -> None:
        self.raw = Raw(url)
        self.raw.send({"type": "create", **LOBBY})
        self.code = self.raw.expect("room")["room"]
        self.normal = statistics.median(self.round_trip() for _ in range(5))

    def round_trip(self) -> float:
        start = time.perf_counter()
        self.raw.send({"type": "report"})  # answered at once: no room of its own is over
        self.raw.expect("refused")
        return time.perf_counter() - start

    def served(self) -> float:
        latency = self.round_trip()
        assert latency < max(50 * self.normal, 1.0), (latency, self.normal)
        return latency


def refused_with(raw: Raw, key_words: str) -> dict[str, Any]:
    refused = raw.expect("refused")
    assert key_words in refused["en"], refused
    assert refused["fr"] != refused["en"] and "Traceback" not in refused["fr"] + refused["en"]
    return refused


# ---------------------------------------------------------------------------- rooms
def test_lobby_rooms_expire_and_a_full_server_serves_again():
    """2,000 lobby rooms from one client were never cleaned up: now a room not started goes
    after `lobby_seconds` (its host still connected), or `lobby_empty_seconds` after everyone
    left it; the person waiting in one is told why."""
    clock = FakeClock()
    limits = Limits(max_rooms=40, rooms_per_connection=0, rooms_per_address=0)
    thread, url = serve(limits, clock)
    try:
        attacker = From(url)
        for _ in range(39):
            attacker.send({"type": "create", **LOBBY})
            attacker.expect("room")
        honest = Honest(url)  # the 40th room
        attacker.send({"type": "create", **LOBBY})
        refused_with(attacker, "rooms")
        waiting = Raw(url)
        waiting.send({"type": "join", "room": honest.code, "kind": "human"})
        waiting.expect("joined")
        clock.advance(limits.lobby_seconds + 1)
        thread.call(thread.rooms.tidy)
        assert thread.call(lambda: len(thread.rooms.rooms)) == 0
        closed = waiting.closed_by_server()
        assert closed["code"] == "expired" and "started" in closed["en"]
        attacker.send({"type": "create", **LOBBY})  # the server holds rooms again
        attacker.expect("room")
        # nobody connected to a room that waits: it goes after lobby_empty_seconds
        attacker.close()
        wait_until(lambda: thread.call(lambda: thread.rooms.connections) == 1, timeout=NET)
        thread.call(thread.rooms.tidy)
        clock.advance(limits.lobby_empty_seconds - 1)
        thread.call(thread.rooms.tidy)
        assert thread.call(lambda: len(thread.rooms.rooms)) == 1
        clock.advance(2)
        thread.call(thread.rooms.tidy)
        assert thread.call(lambda: len(thread.rooms.rooms)) == 0
        honest.raw.send({"type": "create", **LOBBY})
        honest.raw.expect("room")
    finally:
        thread.stop()


def test_rooms_per_connection_and_per_address_are_capped():
    limits = Limits()
    thread, url = serve(limits)
    try:
        honest = Honest(url)
        attackers = [From(url) for _ in range(5)]
        for _ in range(limits.rooms_per_connection):
            attackers[0].send({"type": "create", **LOBBY})
            attackers[0].expect("room")
        attackers[0].send({"type": "create", **LOBBY})
        refused_with(attackers[0], "open rooms")
        made = limits.rooms_per_connection
        for attacker in attackers[1:]:
            for _ in range(limits.rooms_per_connection):
                attacker.send({"type": "create", **LOBBY})
                kind = attacker.expect_any(("room", "refused"))["type"]
                made += kind == "room"
        assert made == limits.rooms_per_address
        attackers[-1].send({"type": "create", **LOBBY})
        refused_with(attackers[-1], "your address")
        honest.served()
        honest.raw.send({"type": "create", **LOBBY})  # another address: its own count
        honest.raw.expect("room")
    finally:
        thread.stop()


# ---------------------------------------------------------------------------- connections
def test_a_connection_that_never_says_hello_is_closed():
    limits = Limits(hello_seconds=0.5)
    thread, url = serve(limits)
    try:
        honest = Honest(url)
        silent = [From(url, f"127.0.0.{2 + i % 4}", hello=False) for i in range(12)]
        bare = []  # TCP only: not even the WebSocket handshake
        for i in range(12):
            sock = socket.create_connection(("127.0.0.1", thread.port), timeout=NET,
                                            source_address=(f"127.0.0.{2 + i % 4}", 0))
            bare.append(sock)
        deadline = time.monotonic() + NET
        for raw in silent:  # (not even a pong: it reads, and says nothing)
            closed = json.loads(raw.ws.recv(timeout=NET))
            while closed["type"] == "ping" and time.monotonic() < deadline:
                closed = json.loads(raw.ws.recv(timeout=NET))
            assert closed["code"] == "hello" and "hello" in closed["en"]
            with pytest.raises(ConnectionClosed):
                raw.ws.recv(timeout=NET)
        for sock in bare:
            assert sock.recv(1024) == b""  # the server closed it
            sock.close()
        wait_until(lambda: thread.call(lambda: thread.rooms.gate.open) == 1, timeout=NET)
        honest.served()
    finally:
        thread.stop()


def test_past_the_server_wide_cap_a_connection_is_refused_with_a_reason(capfd):
    limits = Limits(max_connections=24, connections_per_address=0)
    thread, url = serve(limits)
    try:
        honest = Honest(url)
        attackers = []
        refusals = []
        for i in range(60):
            try:
                attackers.append(From(url, f"127.0.0.{2 + i % 8}"))
            except InvalidStatus as exc:
                refusals.append(exc.response)
        assert len(attackers) == 23 and len(refusals) == 37
        assert all(r.status_code == 503 for r in refusals)
        body = refusals[0].body.decode()
        assert "serveur plein" in body and "server full" in body
        honest.served()  # the one already in is still served
        late = Client(url)
        with pytest.raises(ClientError) as refused:
            late.connect()
        assert "server full" in refused.value.phrase.both()
        for attacker in attackers:
            attacker.close()
        wait_until(lambda: thread.call(lambda: thread.rooms.gate.open) == 1, timeout=NET)
        late.connect()
        late.close()
        honest.served()
    finally:
        thread.stop()
    err = capfd.readouterr().err
    assert "Traceback" not in err and len(err.splitlines()) < 10


def test_connections_per_address_and_their_rate():
    clock = FakeClock()
    limits = Limits(connections_per_address=6, connection_rate=1.0, connection_burst=8.0)
    thread, url = serve(limits, clock)
    try:
        honest = Honest(url)
        kept = [From(url) for _ in range(6)]
        with pytest.raises(InvalidStatus) as too_many:
            From(url)
        assert too_many.value.response.status_code == 429
        assert b"too many connections from your address" in too_many.value.response.body
        for raw in kept:
            raw.close()
        wait_until(lambda: thread.call(lambda: thread.rooms.gate.open) == 1, timeout=NET)
        From(url).close()  # the 7th and 8th new connections of the burst (a refused one
        From(url).close()  # took none)
        with pytest.raises(InvalidStatus) as too_fast:
            From(url)
        assert b"too many new connections" in too_fast.value.response.body
        honest.served()
        Raw(url).close()  # another address: its own rate
        clock.advance(1.0)
        From(url).close()  # a second later: one more
    finally:
        thread.stop()


def test_the_fd_limit_is_kept_without_a_traceback_storm(tmp_path):
    """`deboule serve` under an open-file limit of 200: a flood of 300 connections (TCP only,
    WebSocket without hello, and with hello) from eight addresses. The server holds fewer
    connections than its files allow, refuses the rest with a reason, logs a few lines and
    no traceback, and an honest client is served throughout."""
    fds = 200
    if resource.getrlimit(resource.RLIMIT_NOFILE)[0] < 600:
        pytest.skip("this test process may not open 300 sockets")
    err_path = tmp_path / "err.txt"

    def low_limit() -> None:
        resource.setrlimit(resource.RLIMIT_NOFILE, (fds, fds))

    with err_path.open("w") as err:
        server = subprocess.Popen(
            [sys.executable, "-m", "deboule.cli", "serve", "--port", "0", "--hello-seconds", "2"],
            cwd=ROOT, stdout=subprocess.PIPE, stderr=err, text=True, preexec_fn=low_limit,
            env={**os.environ, "PYTHONUNBUFFERED": "1"})
    opened: list[Any] = []
    try:
        listening = server.stdout.readline()
        port = int(listening.split("ws://127.0.0.1:")[1].split()[0])
        cap_line = server.stdout.readline()
        cap, _ = connection_caps(Limits(), fds)
        assert f"{cap}" in cap_line and f"{fds}" in cap_line
        url = f"ws://127.0.0.1:{port}"
        honest = Honest(url)
        refused = dropped = 0
        for i in range(300):
            source = f"127.0.0.{2 + i % 8}"
            try:
                if i % 3 == 0:
                    opened.append(socket.create_connection(("127.0.0.1", port), timeout=NET,
                                                           source_address=(source, 0)))
                else:
                    opened.append(From(url, source, hello=i % 3 == 2))
            except InvalidStatus as exc:  # refused with its reason
                assert b"server full" in exc.response.body or b"address" in exc.response.body
                refused += 1
            except (WebSocketException, OSError, AssertionError):  # past a hard cap: dropped
                dropped += 1
        assert refused > 0 and refused + dropped + len(opened) == 300
        honest.served()
        for item in opened:
            item.close()
        opened.clear()
        late = Client(url)
        wait_until(lambda: _connects(late), timeout=NET)
        honest.served()
    finally:
        for item in opened:
            item.close()
        server.kill()
        server.communicate()
    log = err_path.read_text()
    assert "Traceback" not in log and "Too many open files" not in log
    assert len(log) < 4000 and len(log.splitlines()) < 30, log[-2000:]


def _connects(client: Client) -> bool:
    try:
        client.connect()
    except ClientError:
        return False
    client.close()
    return True


# ---------------------------------------------------------------------------- rates
def test_messages_per_address_are_limited():
    clock = FakeClock()
    limits = Limits(message_rate=10.0, message_burst=30.0)
    thread, url = serve(limits, clock)
    try:
        honest = Honest(url)
        flooders = [From(url) for _ in range(3)]  # 3 hellos spent
        closed = 0
        for flooder in flooders:
            try:
                for _ in range(20):
                    flooder.send({"type": "report"})
            except ConnectionClosed:
                pass
        for flooder in flooders:  # 20 answers, or its close (the address's 30th message)
            answers = 0
            try:
                while answers < 20:
                    message = flooder.recv()
                    answers += message["type"] == "refused"
                    if message["type"] == "closed":
                        assert "from your address" in message["en"]
                        closed += 1
                        break
            except ConnectionClosed:
                pass
        assert closed >= 2  # (a flooder's pongs count too)
        late = From(url, hello=False)  # the address's burst is spent: even its hello
        late.send({"type": "hello", "v": VERSION})
        assert "from your address" in late.closed_by_server()["en"]
        honest.served()
    finally:
        thread.stop()


def test_room_code_guesses_are_limited():
    clock = FakeClock()
    limits = Limits(guess_rate=0.5, guess_burst=10.0)
    thread, url = serve(limits, clock)
    try:
        honest = Honest(url)
        guesser = From(url)
        wrong = "".join(ROOM_CODE_LETTERS[i % 5] for i in range(8))
        assert wrong != honest.code
        for _ in range(10):
            guesser.send({"type": "watch", "room": wrong})
            refused_with(guesser, "no room")
        guesser.send({"type": "watch", "room": honest.code})  # even the right one, unread
        refused_with(guesser, "unknown room codes")
        guesser.send({"type": "resume", "room": honest.code, "token": "x" * 32, "last_seq": 0})
        refused_with(guesser, "unknown room codes")
        honest.served()
        clock.advance(2.0)  # one more guess
        guesser.send({"type": "watch", "room": wrong})
        refused_with(guesser, "no room")
        guesser.send({"type": "watch", "room": wrong})
        refused_with(guesser, "unknown room codes")
    finally:
        thread.stop()


# ---------------------------------------------------------------------------- outboxes
def test_a_spectator_leaving_leaves_every_room_and_watches_a_few_at_most():
    limits = Limits(rooms_per_connection=0, rooms_per_address=0)
    thread, url = serve(limits)
    try:
        honest = Honest(url)
        host = Raw(url)
        codes = []
        for _ in range(limits.watch_per_connection + 1):
            host.send({"type": "create", **LOBBY})
            codes.append(host.expect("room")["room"])
        spectator = From(url)
        for code in codes[:-1]:
            spectator.send({"type": "watch", "room": code})
            spectator.expect("lobby")
        spectator.send({"type": "watch", "room": codes[-1]})
        refused_with(spectator, "watching")

        def watched() -> int:
            return sum(len(r.spectators) for r in thread.rooms.rooms.values())

        assert thread.call(watched) == limits.watch_per_connection
        spectator.close()
        wait_until(lambda: thread.call(watched) == 0, timeout=NET)
        honest.served()
    finally:
        thread.stop()


def test_a_reader_that_does_not_read_is_dropped_not_buffered():
    """A spectator of an ended room asks for its report (the record, every throw's motion)
    again and again and never reads (its socket's buffer small): the server holds at most
    `outbox_bytes` (and one message) for it, then drops it; an honest client is served."""
    limits = Limits(outbox_bytes=64 * 1024)
    thread, url = serve(limits)
    try:
        host = Raw(url)
        host.send({"type": "create", "game": "cul-de-chouette",
                   "args": {"players": 2, "seed": 4}, "seats": ["novice", "novice"]})
        code = host.expect("room")["room"]
        host.send({"type": "start"})
        room = thread.rooms.rooms[code]
        wait_until(lambda: room.status == "over", timeout=NET)
        honest = Honest(url)
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 2048)
        sock.bind(("127.0.0.2", 0))
        sock.connect(("127.0.0.1", thread.port))
        slow = connect(url, sock=sock, max_size=None, ping_interval=None, max_queue=1,
                       legacy=True)
        slow.send(json.dumps({"type": "hello", "v": VERSION}))
        slow.send(json.dumps({"type": "watch", "room": code}))
        report = len(json.dumps({"result": room.result, "lines": room.report,
                                 "record": room.record}))
        assert report > 4096
        most = 0

        def queued() -> int:  # what the server holds for its spectators, not yet sent
            return sum(sum(len(t or "") for t in conn.pending) +
                       sum(len(t or "") for t in list(conn.outbox))
                       for conn in room.spectators)

        for _ in range(150):
            try:
                slow.send(json.dumps({"type": "report"}))
            except ConnectionClosed:  # dropped: its socket reset
                break
            most = max(most, thread.call(queued))
        wait_until(lambda: thread.call(lambda: len(room.spectators)) == 0, timeout=NET)
        assert most <= limits.outbox_bytes + report + 1024, (most, report)
        honest.served()
        slow.close()
    finally:
        thread.stop()


# ---------------------------------------------------------------------------- the parts
def test_token_bucket_and_addresses():
    clock = FakeClock()
    bucket = TokenBucket(2.0, 4.0, clock)
    assert [bucket.spend() for _ in range(5)] == [True] * 4 + [False]
    clock.advance(1.0)
    assert [bucket.spend() for _ in range(3)] == [True, True, False]
    assert address_key("::ffff:10.0.0.1") == "10.0.0.1"
    assert address_key("2001:db8::1") == address_key("2001:db8::ffff") == "2001:db8::/64"
    cap, hard = connection_caps(Limits(), 1024)
    assert cap < hard < 1024 - 32
    assert connection_caps(Limits(max_connections=100), 1024)[0] == 100
    assert connection_caps(Limits(max_connections=5000), 1024)[0] == cap


@pytest.mark.parametrize("option", [["--max-rooms", "many"], ["--hello-seconds", "0"],
                                    ["--message-rate", "-1"], ["--outbox-bytes", "1.5"]])
def test_a_bad_limit_option_is_one_line_and_exit_2(option, capsys):
    assert main(["serve", "--port", "0", *option]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and option[0] in err[0] and "invalide" in err[0] and "invalid" in err[0]


def test_a_member_watching_another_room_still_plays_in_its_own():
    """Watching is not joining: a member's inputs go to its own room whatever it watches."""
    thread, url = serve(Limits())
    try:
        host = Raw(url)
        codes = []
        for _ in range(2):
            host.send({"type": "create", **LOBBY})
            codes.append(host.expect("room")["room"])
        member = From(url)
        member.send({"type": "join", "room": codes[0], "seat": 0, "kind": "human"})
        member.expect("joined")
        member.send({"type": "watch", "room": codes[1]})
        while member.expect("lobby")["room"] != codes[1]:  # (its own room's, first)
            pass
        own, other = thread.rooms.rooms[codes[0]], thread.rooms.rooms[codes[1]]
        assert thread.call(lambda: own.members[0].conn.room) is own
        assert thread.call(lambda: len(other.spectators)) == 1
        member.close()
        wait_until(lambda: thread.call(lambda: len(other.spectators)) == 0, timeout=NET)
        assert thread.call(lambda: own.members[0].conn) is None  # away, its seat kept
    finally:
        thread.stop()
