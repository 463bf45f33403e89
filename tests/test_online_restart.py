"""Issue 45, point 3: every game survives `kill -9` of its server. A real server process
(`deboule serve --data DIR` with the tests' short games: tests/short_server.py) on 127.0.0.1,
its port chosen by the system, bot clients (deboule/online/sim.py's SeatThread) through the
in-process proxy (tests/netproxy.py) that follows the server to its new port. The server is
killed with SIGKILL at moments drawn from a seeded generator: a bot client just asked to
decide ("mid-decision"), to press in a race ("mid-race", Cul de Chouette), or just after it
answered a throw ("mid-throw": the server is simulating it), then started again on the same
folder; the clients come back with their tokens, and the game ends with the very lines of the
local `deboule sim`. `DEBOULE_RESTART_RUNS=N` plays N seeds per game (one by default: CI).

Then the server's files as an attacker writes them: each bad room file is set aside with its
reason on the server's standard error, and the good room beside it goes on."""

from __future__ import annotations

import contextlib
import json
import os
import random
import signal
import socket
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest

from deboule import registry
from deboule.online.sim import SeatThread
from tests.netproxy import Proxy
from tests.online_support import (
    NET,
    Raw,
    Recording,
    create_room,
    finish,
    local_lines,
    report_of,
    seat_threads,
    wait_until,
)
from tests.short_server import shorten

ROOT = Path(__file__).resolve().parent.parent
RUNS = int(os.environ.get("DEBOULE_RESTART_RUNS", "1"))  # seeds per game
KILLS = 2  # server kills per game
# (a small game's `deboule sim` arguments but the seed, each seat's level, the moments to kill)
GAMES: dict[str, tuple[dict[str, Any], list[str], tuple[str, ...]]] = {
    "deboule": ({"players": 2, "bots": "novice,regular"}, ["novice", "regular"],
                ("call:act", "answer:act")),
    "cul-de-chouette": ({"players": 2, "bots": "expert,novice"}, ["expert", "novice"],
                        ("call:act", "call:reaction_ms", "answer:act")),
    "enculette": ({"players": 2, "bots": "expert,novice", "preset": "broc=5"},
                  ["expert", "novice"], ("call:act", "answer:act")),
    "chamot": ({"players": 2, "bots": "expert,regular", "preset": "short"},
               ["expert", "regular"], ("call:act", "answer:act")),
}
FIRST_SEED = 11


def free_port() -> int:
    """A port the system chooses (bound to 0, then let go for the server to take)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def listening(port: int) -> bool:
    with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), 1.0):
        return True
    return False


class ServerProcess:
    """`deboule serve` in a process of its own (its standard error kept in `err`), forked by
    the module's `python tests/short_server.py --fork` (its imports made once for all)."""

    def __init__(self, servers: Servers, data: Path, err: Path) -> None:
        self.err, self.port = err, free_port()
        self.pid = servers.fork(["--port", str(self.port), "--data", str(data)], err)
        try:  # it listens once every room file was read (a connection accepted: no clock)
            wait_until(lambda: listening(self.port) or not self.alive())
            assert self.alive(), err.read_text()
        except BaseException:
            self.kill()
            raise

    def alive(self) -> bool:
        try:
            os.kill(self.pid, 0)
        except ProcessLookupError:  # (the forking process reaps its children at once)
            return False
        return True

    def kill(self) -> None:
        """SIGKILL: no handler runs, nothing is saved on the way out."""
        if self.alive():
            os.kill(self.pid, signal.SIGKILL)
        wait_until(lambda: not self.alive())


class Servers:
    """The module's servers: each one forked by one process that made the imports."""

    def __init__(self) -> None:
        self.forking = subprocess.Popen(
            [sys.executable, str(ROOT / "tests" / "short_server.py"), "--fork"], cwd=ROOT,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def fork(self, argv: list[str], err: Path) -> int:
        """A new server's pid: `deboule serve` with `argv`, its standard error in `err`."""
        self.forking.stdin.write(json.dumps({"argv": argv, "err": str(err)}) + "\n")
        self.forking.stdin.flush()
        line = self.forking.stdout.readline()
        assert line, f"the forking process ended: {self.forking.wait(NET)}"
        return int(line)

    def start(self, data: Path, err: Path) -> ServerProcess:
        """A server on `data` (a folder of room files, made when missing), listening."""
        return ServerProcess(self, data, err)

    def close(self) -> None:
        self.forking.stdin.close()
        self.forking.wait(NET)


@pytest.fixture(scope="module")
def servers():
    made = Servers()
    yield made
    made.close()


class Killer:
    """Kills the server when the bot clients reach the chosen moments, in the client's own
    thread (at once: the message just arrived, the answer just left)."""

    def __init__(self, moments: list[tuple[str, int]]) -> None:
        self.moments = list(moments)  # (what, how many of them seen), in order
        self.counts: dict[str, int] = {}
        self.lock = threading.Lock()
        self.server: ServerProcess | None = None
        self.killed = threading.Event()
        self.done: list[str] = []

    def heard(self, what: str) -> None:
        with self.lock:
            self.counts[what] = self.counts.get(what, 0) + 1
            if not self.moments or self.killed.is_set():
                return
            wanted, count = self.moments[0]
            if what != wanted or self.counts[what] < count:
                return
            self.moments.pop(0)
            self.done.append(f"{what} #{self.counts[what]}")
            self.server.kill()
            self.killed.set()


def watched_seats(url: str, code: str, game: str, levels: list[str], killer: Killer
                  ) -> list[Any]:
    """The game's bot clients, each telling `killer` what it got and what it answered."""
    asked: dict[int, str] = {}

    def inbox_of(seat: int) -> type[Recording]:
        class Watched(Recording):
            def put(self, item: Any, block: bool = True, timeout: float | None = None) -> None:
                super().put(item, block, timeout)
                if item.get("type") == "call":
                    asked[seat] = str(item.get("method"))
                    killer.heard(f"call:{asked[seat]}")
        return Watched

    seats = []
    for seat, level in enumerate(levels):
        made = seat_threads(url, code, game, [level], first=seat, inbox=inbox_of(seat))
        client = made[0].client
        send = client.send

        def answering(kind: str, /, _send: Any = send, _seat: int = seat, **fields: Any
                      ) -> bool:
            sent = _send(kind, **fields)
            if kind == "answer":
                killer.heard(f"answer:{asked.get(_seat)}")
            return sent

        client.send = answering
        seats += made
    return seats


def play_with_kills(tmp_path: Path, servers: Servers, game: str, seed: int) -> None:
    """One game of `game` with `seed`, its server killed KILLS times (see the module's text)."""
    args, levels, kinds = GAMES[game]
    args = {**args, "seed": seed, "record": str(tmp_path / "record.json")}  # named in a line
    draw = random.Random(f"{game}/{seed}")  # the moments, the same for the same seed
    moments, counts = [], {}
    for _ in range(KILLS):
        kind = draw.choice(kinds)
        counts[kind] = counts.get(kind, 0) + draw.randint(1, 3)
        moments.append((kind, counts[kind]))
    killer = Killer(moments)
    data = tmp_path / "rooms"
    errors = [tmp_path / "server-0.err"]
    killer.server = servers.start(data, errors[0])
    started = [killer.server]
    try:
        with Proxy(("127.0.0.1", killer.server.port), seed=seed) as proxy:
            url = f"ws://{proxy.address[0]}:{proxy.address[1]}"
            code = create_room(url, game, args, ["open"] * len(levels))
            seats = watched_seats(url, code, game, levels, killer)
            while True:
                wait_until(lambda: killer.killed.is_set() or all(
                    not seat.is_alive() for seat in seats))
                if not killer.killed.is_set():
                    break
                errors.append(tmp_path / f"server-{len(errors)}.err")
                server = servers.start(data, errors[-1])  # the same folder
                started.append(server)
                proxy.set_target(("127.0.0.1", server.port))
                with killer.lock:
                    killer.server = server
                    killer.killed.clear()
            finish(seats)
            report = report_of(url, code)
    finally:
        for server in started:
            server.kill()
    log = "\n".join(path.read_text() for path in errors)
    assert len(killer.done) == KILLS, f"the game ended before its kills: {killer.done}"
    assert all(any(m["type"] == "over" for m in seat.client.inbox.seen) for seat in seats)
    assert "Traceback" not in log and "en échec" not in log, log
    assert report["lines"]["fr"] == local_lines(game, args), (killer.done, log)


@pytest.mark.parametrize("seed", range(FIRST_SEED, FIRST_SEED + RUNS))
@pytest.mark.parametrize("game", list(GAMES))
def test_a_game_killed_twice_ends_as_the_local_game(tmp_path, servers, monkeypatch, game,
                                                     seed):
    shorten(monkeypatch)
    play_with_kills(tmp_path, servers, game, seed)


# ---------------------------------------------------------------------- hostile room files
def saved_room(tmp_path: Path, servers: Servers) -> dict[str, Any]:
    """A good room file's data: a Chamot game of two bot clients, in play, killed mid-game."""
    args, levels, _ = GAMES["chamot"]
    args = {**args, "seed": 1}
    killer = Killer([("call:act", 2)])
    killer.server = servers.start(tmp_path / "made", tmp_path / "made.err")
    try:
        url = f"ws://127.0.0.1:{killer.server.port}"
        code = create_room(url, "chamot", args, ["open"] * len(levels))
        seats = watched_seats(url, code, "chamot", levels, killer)
        killer.killed.wait(NET)
    finally:
        killer.server.kill()
        for seat in seats:
            seat.done.set()
    path = tmp_path / "made" / f"room-{code}.json"
    data = json.loads(path.read_text())
    assert data["status"] == "playing" and data["answers"] is not None
    return data


def changed(data: dict[str, Any], **fields: Any) -> dict[str, Any]:
    return {**data, **fields}


def hostile_files(good: dict[str, Any]) -> dict[str, Any]:
    """File name -> what an attacker (or a broken disk) left there."""
    code = good["code"]
    other = "ABCDEFGH" if code != "ABCDEFGH" else "HGFEDCBA"
    member = good["members"][0]
    entry = {"bot": 0, "method": "act", "by": "client", "result": None}
    return {
        f"room-{other}.json": changed(good, code=other, match={"seats": 3}, answers=None),
        "room-evil.json": changed(good, code="../../evil"),
        f"room-{other[::-1]}.json": changed(good),  # another room's data: its code differs
        "room-CCCCCCCC.json": changed(good, code="CCCCCCCC",
                                      seats=["tests.evil:Bot", "open"]),
        "room-DDDDDDDD.json": changed(good, code="DDDDDDDD", members=[
            {**member, "kind": "bot", "level": "deboule.rules.core.bots:Evil"}]),
        "room-EEEEEEEE.json": changed(good, code="EEEEEEEE", seq=-1),
        "room-FFFFFFFF.json": changed(good, code="FFFFFFFF", game="../../etc/passwd"),
        "room-GGGGGGGG.json": changed(good, code="GGGGGGGG", answers={
            "entries": [{**entry, "method": "__init__"}], "states": {}}),
        "room-JJJJJJJJ.json": changed(good, code="JJJJJJJJ", answers={
            "entries": [{**entry, "bot": 7}], "states": {}}),  # fits no question: fails later
        "room-KKKKKKKK.json": changed(good, code="KKKKKKKK", members=[
            {**member, "token": "x\u202e" * 10}]),
        "room-MMMMMMMM.json": changed(good, code="MMMMMMMM", args={**good["args"],
                                                                    "players": 9}),
    }


def test_hostile_room_files_are_set_aside_and_the_others_go_on(tmp_path, servers, monkeypatch):
    """Each bad file is set aside (renamed `.refused`) with a line naming it and why, the
    one whose kept answers fit no question fails once played, said with its code, and is
    set aside too; the good room beside them ends as the local game."""
    shorten(monkeypatch)
    good = saved_room(tmp_path, servers)
    data = tmp_path / "rooms"
    data.mkdir()
    base = {"format": "deboule-room", "version": 1}
    bad = hostile_files(good)
    for name, content in bad.items():
        (data / name).write_text(json.dumps({**content, **base}), encoding="utf-8")
    (data / f"room-{good['code']}.json").write_text(json.dumps(good), encoding="utf-8")
    server = servers.start(data, tmp_path / "server.err")
    try:
        url = f"ws://127.0.0.1:{server.port}"
        args, levels, _ = GAMES["chamot"]
        entry = registry.by_name("chamot")
        resumed = [SeatThread(url, good["code"], member["seat"], levels[member["seat"]], entry,
                              token=member["token"]) for member in good["members"]]
        for seat in resumed:
            seat.client.inbox = Recording()
            seat.start()
        wait_until(lambda: not (data / "room-JJJJJJJJ.json").exists())
        finish(resumed)
        report = report_of(url, good["code"])
    finally:
        server.kill()
    err = (tmp_path / "server.err").read_text()
    assert "Traceback" not in err
    for name in bad:
        assert not (data / name).exists(), name
        assert list(data.glob(f"{name}.*.refused")), name
        assert name in err, name
    assert "JJJJJJJJ" in err and "en échec" in err and "failed" in err
    assert report["lines"]["fr"] == local_lines("chamot", {**args, "seed": 1})


# ---------------------------------------------------------------------- a room in its lobby
def test_a_room_in_its_lobby_survives_a_kill(tmp_path, servers):
    """A room made, a seat taken and a spectator watching, not started: after `kill -9` and a
    restart on the same folder the host comes back and starts it, the member and the spectator
    come back with their tokens."""
    data = tmp_path / "rooms"
    errors = [tmp_path / "server-0.err", tmp_path / "server-1.err"]
    started = [servers.start(data, errors[0])]
    try:
        with Proxy(("127.0.0.1", started[0].port), seed=3) as proxy:
            url = f"ws://{proxy.address[0]}:{proxy.address[1]}"
            host = Raw(url)
            host.send({"type": "create", "game": "chamot",
                       "args": {"players": 2, "preset": "short"},
                       "seats": ["open", "open"], "autostart": False})
            made = host.expect("room")
            code = made["room"]
            person = Raw(url)
            person.send({"type": "join", "room": code, "seat": 0, "kind": "human"})
            token = person.expect("joined")["token"]
            watcher = Raw(url)
            watcher.send({"type": "watch", "room": code})
            watch_token = watcher.expect("watching")["token"]
            started[0].kill()  # nothing started: the lobby as it was is all there is
            started.append(servers.start(data, errors[1]))
            proxy.set_target(("127.0.0.1", started[1].port))
            host, person, watcher = Raw(url), Raw(url), Raw(url)
            person.send({"type": "resume", "room": code, "token": token, "last_seq": 0})
            lobby = person.expect_any(("lobby", "refused"))
            assert lobby["type"] == "lobby", lobby  # not "no such room"
            assert lobby["status"] == "lobby"
            assert [seat["taken"] for seat in lobby["seats"]] == [True, False]
            watcher.send({"type": "resume", "room": code, "token": watch_token,
                          "last_seq": 0})
            watcher.expect("lobby")
            host.send({"type": "resume", "room": code, "token": made["host"], "last_seq": 0})
            host.send({"type": "start"})
            view = person.expect("view")
            assert view["full"] and view["view"]["seat"] == 0
            assert watcher.expect("view")["seq"] == view["seq"]
    finally:
        for server in started:
            server.kill()
    log = "\n".join(path.read_text() for path in errors)
    assert "Traceback" not in log, log


def test_a_room_just_started_is_saved_at_once_after_its_lobby(tmp_path):
    """The lobby's saves do not hold back the first save of the game (SAVE_EVERY counts
    between saves of a room in play): a kill right after the start resumes a game, not a
    lobby that nobody can start again."""
    from deboule.online.room import Room
    from deboule.online.store import RoomStore

    now = [100.0]
    store = RoomStore(tmp_path, clock=lambda: now[0])
    room = Room("ABCDEFGH", registry.by_name("chamot"), {"players": 2, "seed": 1},
                ["expert", "regular"], autostart=False)
    store.save(room, force=True)  # made (the server's lobby save)
    room.status = "playing"
    room.answer_log = None
    room.match = type("Saved", (), {"to_save": lambda self: {"seats": []}})()
    store.save(room)  # the first event of its game, at the same moment
    assert json.loads(store.path(room.code).read_text())["status"] == "playing"
    now[0] += 0.01
    room.seq = 5
    store.save(room)  # then at most every SAVE_EVERY
    assert json.loads(store.path(room.code).read_text())["seq"] == 0
