"""Benchmark of the room server (issue 33, point 4): what one `deboule serve` process holds.

The server is the installed package's own `deboule serve --host 127.0.0.1 --port 0`, started
as a process of its own, so that the clients' work does not count in its memory. This process
then keeps `--rooms` rooms of four bot clients playing at once (each seat a network client of
its own, the very seat `deboule sim --online` runs: deboule/online/sim.py's `SeatThread` with
deboule/online/bot_seat.py); a room whose game ends is replaced by a new one (the next seed), so
the load stays even. Once every room has begun, it measures for `--seconds`:

- throws per second: the `motion` events (one per throw that moved the dice: the room sends
  each throw's pose keyframes, deboule/physics/keyframes.py) the rooms sent in the window;
- latency from an input to the event it causes on the OTHER clients: a bot client's answer to
  a decision (`act`) is stamped when it is sent; the first `view` whose history is longer than
  the one the question was asked at is stamped as it arrives at each of the three other
  clients of the room (their reader threads, before any queue). Decisions (an action of the
  rules) and throws (the server then simulates the throw to rest) are told apart; p50 and p99;
- the server's CPU (from /proc), as a share of one core: capacity per core follows;
- memory per room: the server's resident memory (RSS) at its peak during the run, less its RSS
  once it has imported the game and checked a first room, over the rooms it was given (the
  server keeps a finished room: its seats' tokens, its report and its record);
- bytes per throw: the `motion` message's size, and every byte the server sent the four
  clients of a room (views, motions, questions, pings) over the throws of that room.

All clients live in this process and share its two cores with the server on a small machine:
the figures are a floor of what the server holds. Linux only for the server's RSS and CPU
(read from /proc: no new dependency for two numbers); elsewhere they are printed as n/a.

Run: `.venv/bin/python -m bench.online [--rooms 4] [--game cul-de-chouette] [--seconds 30]
[--level LEVEL] [--seed 0]` or `deboule bench online ...` (a bad option is one line in French
and English, exit status 2).
"""

from __future__ import annotations

import json
import os
import platform
import queue
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
from websockets.exceptions import WebSocketException

from bench._options import BenchParser
from deboule import registry
from deboule.online.client import Client, ClientError
from deboule.online.protocol import VERSION
from deboule.online.room import IDLE_TICK
from deboule.online.sim import SeatThread
from deboule.online.text import phrase
from deboule.text.terminal import say, warn

SEATS = 4  # bot clients per room
DEFAULT_LEVEL = {"deboule": "novice"}  # Le Déboulé's regular and expert practise many throws
START_SECONDS = 120.0  # the longest the server may take to listen, or the rooms to begin
THROW_KEYFRAMES = 8  # a throw rolls for a quarter of a second at least (30 keyframes a second)
GRACE_SECONDS = 10.0  # after the window: the views of the answers sent in it may still come
LISTENING = re.compile(r"ws://[^:\s]+:(\d+)")


# ---------------------------------------------------------------------------- the server
# every client of the bench is on 127.0.0.1, one host creating every room: the server's limits
# per address and per connection (deboule/online/limits.py) would count them as one attacker
BENCH_LIMITS = ["--connections-per-address", "0", "--rooms-per-connection", "0",
                "--rooms-per-address", "0", "--connection-burst", "100000",
                "--message-rate", "1000000", "--message-burst", "1000000"]


def serve_command() -> list[str]:
    """The installed `deboule` command beside this interpreter (else its module, the same
    code): `deboule serve` on a port the system chooses, its per-address limits lifted
    (BENCH_LIMITS) when it has them."""
    script = shutil.which("deboule", path=str(Path(sys.executable).parent))
    program = [script] if script else [sys.executable, "-m", "deboule.cli"]
    limits = BENCH_LIMITS if _has_limits(program) else []
    return [*program, "serve", "--host", "127.0.0.1", "--port", "0", *limits]


def _has_limits(program: list[str]) -> bool:
    """Whether this `deboule serve` has the limits' options (a server from before them, run
    for a before/after comparison, has not)."""
    try:
        said = subprocess.run([*program, "serve", "--help"], capture_output=True, text=True,
                              timeout=60).stdout
    except (OSError, subprocess.TimeoutExpired):
        return False
    return "--rooms-per-connection" in said


def process_rss(pid: int) -> int | None:
    """A process's resident memory in bytes (Linux /proc; None elsewhere)."""
    try:
        text = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return None
    found = re.search(r"^VmRSS:\s+(\d+)\s+kB", text, re.MULTILINE)
    return int(found.group(1)) * 1024 if found else None


def process_cpu(pid: int) -> float | None:
    """A process's CPU seconds, user and system (Linux /proc; None elsewhere)."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = text[text.rindex(")") + 2:].split()  # after the command's name, which may hold spaces
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class ServerProcess:
    """`deboule serve` in a process of its own; `start()` returns its ws:// address."""

    def __init__(self) -> None:
        self.errors = tempfile.TemporaryFile(mode="w+")
        self.process: subprocess.Popen | None = None
        self.lines: queue.Queue[str | None] = queue.Queue()

    def start(self) -> str:
        env = {**os.environ, "PYTHONUNBUFFERED": "1"}
        self.process = subprocess.Popen(serve_command(), stdout=subprocess.PIPE,
                                        stderr=self.errors, text=True, env=env)
        threading.Thread(target=self._read, daemon=True, name="serve-out").start()
        deadline = time.monotonic() + START_SECONDS
        while time.monotonic() < deadline:
            try:
                line = self.lines.get(timeout=0.5)
            except queue.Empty:
                continue
            if line is None:
                break
            found = LISTENING.search(line)
            if found:
                return f"ws://127.0.0.1:{found.group(1)}"
        self.errors.seek(0)
        reason = (self.errors.read().strip().splitlines() or ["no address said"])[-1]
        self.stop()
        raise RuntimeError(reason[:200])

    def _read(self) -> None:
        assert self.process is not None and self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(line)
        self.lines.put(None)

    @property
    def pid(self) -> int:
        assert self.process is not None
        return self.process.pid

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.errors.close()


# ---------------------------------------------------------------------------- what is measured
@dataclass
class Answer:
    """A bot client's answer to a decision, waiting for the view it causes elsewhere."""

    at: int  # the history's length the question was asked at
    sent: float
    throw: bool  # a throw (the server simulates it) rather than an action of the rules
    waiting: set[int]  # the other seats that have not seen its view yet


@dataclass
class Tracker:
    """What every client saw, stamped as it arrived (the clients' reader threads)."""

    start: float = float("inf")  # the measuring window
    end: float = float("inf")
    lock: threading.Lock = field(default_factory=threading.Lock)
    asked: dict[tuple[str, int], tuple[int, str]] = field(default_factory=dict)
    pending: dict[str, list[Answer]] = field(default_factory=lambda: defaultdict(list))
    latency: dict[str, list[float]] = field(
        default_factory=lambda: {"decision": [], "throw": []})
    begun: set[str] = field(default_factory=set)  # rooms whose first view arrived
    throws: dict[str, int] = field(default_factory=lambda: defaultdict(int))  # a room's
    throws_in_window: int = 0
    moves: int = 0  # shorter motions: a die set down, a piece tipped (their bytes counted)
    throw_bytes: list[int] = field(default_factory=list)  # each throw's motion messages
    motion_total: int = 0  # bytes of every motion message (seat 0's copies)
    # seat 0's motion messages since its last view, (bytes, keyframes) each: a throw's until
    # the view of its result (one message per step of the room's match: several for a throw
    # of Cul de Chouette's dice, whose match steps 50 ms at a time, one in Le Déboulé's)
    moving: dict[str, list[tuple[int, int]]] = field(default_factory=lambda: defaultdict(list))
    seen_at: dict[str, int] = field(default_factory=dict)  # seat 0's last view's history length

    kind_bytes: dict[str, int] = field(default_factory=lambda: defaultdict(int))  # every seat

    def in_window(self, t: float) -> bool:
        return self.start <= t <= self.end

    def heard(self, room: str, seat: int, message: dict[str, Any], t: float) -> None:
        kind = message.get("type")
        # the very text the server sent (its encoding: compact JSON, ASCII)
        size = len(json.dumps(message, separators=(",", ":"), allow_nan=False))
        with self.lock:
            self.kind_bytes[str(kind)] += size
            if kind == "call":
                self.asked[(room, message["call"])] = (int(message.get("at", 0)),
                                                       str(message.get("method")))
            elif kind == "view":
                self.begun.add(room)
                at = int(message.get("at", 0))
                self.view_seen(room, seat, at, t)
                if seat == 0:  # each throw counted once: on seat 0's copy
                    self.throw_seen(room, at, t)
            elif kind == "motion" and seat == 0:
                motion = message.get("motion")
                frames = motion.get("frames", 0) if isinstance(motion, dict) else 0
                self.moving[room].append((size, int(frames)))
                self.motion_total += size

    def throw_seen(self, room: str, at: int, t: float) -> None:
        """A view after motions, its history longer: the pieces rested, the result known. A
        throw when they moved for THROW_KEYFRAMES keyframes or more, else a move."""
        moved, last = self.moving.get(room, []), self.seen_at.get(room, -1)
        if at <= last:  # the same history: the dice still roll
            return
        self.seen_at[room] = at
        if not moved:  # a decision, nothing moved
            return
        self.moving[room] = []
        if sum(frames for _, frames in moved) < THROW_KEYFRAMES:
            self.moves += 1
            return
        self.throws[room] += 1
        self.throws_in_window += self.in_window(t)
        self.throw_bytes.append(sum(size for size, _ in moved))

    def answered(self, room: str, seat: int, call: int, result: Any, t: float) -> None:
        with self.lock:
            at, method = self.asked.pop((room, call), (None, ""))
            if at is None or method != "act" or not self.in_window(t):
                return
            throw = not (isinstance(result, dict) and "action" in result)
            others = set(range(SEATS)) - {seat}
            self.pending[room].append(Answer(at, t, throw, others))

    def view_seen(self, room: str, seat: int, at: int, t: float) -> None:
        kept = []
        for answer in self.pending.get(room, []):
            if seat in answer.waiting and at > answer.at:
                answer.waiting.discard(seat)
                self.latency["throw" if answer.throw else "decision"].append(t - answer.sent)
            if answer.waiting:
                kept.append(answer)
        if room in self.pending:
            self.pending[room] = kept

    def measured(self) -> bool:
        """A latency seen in the window, and a throw in a game whose pieces move (every figure
        then has a value; Chamot's cards send no motion)."""
        with self.lock:
            moving = self.motion_total > 0
            return any(self.latency.values()) and (self.throws_in_window > 0 or not moving)

    def waiting(self, rooms: set[str]) -> int:
        """Answers of these rooms whose view some other client has not seen yet."""
        with self.lock:
            return sum(len(self.pending.get(room, [])) for room in rooms)


class StampedInbox(queue.Queue):
    """A client's inbox that stamps each message for the tracker as the reader thread puts it."""

    def __init__(self, tracker: Tracker, room: str, seat: int) -> None:
        super().__init__()
        self.tracker, self.room, self.seat = tracker, room, seat

    def put(self, item: Any, block: bool = True, timeout: float | None = None) -> None:
        if isinstance(item, dict):
            self.tracker.heard(self.room, self.seat, item, time.perf_counter())
        super().put(item, block, timeout)


class TimedClient(Client):
    """A seat's client whose answers are stamped as they are sent."""

    def __init__(self, url: str, tracker: Tracker, room: str, seat: int) -> None:
        super().__init__(url, name=f"bench {seat + 1}")
        self.tracker, self.room_code, self.seat = tracker, room, seat
        self.inbox = StampedInbox(tracker, room, seat)

    def send(self, kind: str, /, **fields: Any) -> bool:
        if kind == "answer":
            self.tracker.answered(self.room_code, self.seat, fields["call"], fields["result"],
                                  time.perf_counter())
        return super().send(kind, **fields)


# ---------------------------------------------------------------------------- the rooms
@dataclass
class BenchRoom:
    code: str
    seats: list[SeatThread]

    def over(self) -> bool:
        return not any(seat.is_alive() for seat in self.seats)

    def bytes_received(self) -> int:
        return sum(seat.client.bytes_received for seat in self.seats)

    def errors(self) -> list[str]:
        return [str(seat.error)[:120] for seat in self.seats if seat.error is not None]

    def stop(self) -> None:
        for seat in self.seats:
            seat.done.set()


def room_args(level: str, seed: int) -> dict[str, Any]:
    return {"players": SEATS, "bots": ",".join([level] * SEATS), "seed": seed, "lang": "fr"}


def open_room(host: Client, url: str, entry: Any, level: str, seed: int,
              tracker: Tracker) -> BenchRoom:
    """A room of SEATS bot clients, each a network client of its own, playing at once."""
    host.send("create", game=entry.name, args=room_args(level, seed),
              seats=["open"] * SEATS, autostart=True, away_seconds=60.0)
    code = host.wait_for("room", timeout=START_SECONDS)["room"]
    seats = []
    for seat in range(SEATS):
        thread = SeatThread(url, code, seat, level, entry)
        thread.client = TimedClient(url, tracker, code, seat)
        thread.start()
        seats.append(thread)
    return BenchRoom(code, seats)


@dataclass
class Figures:
    """What `run` measured (the table `report` prints)."""

    game: str
    level: str
    rooms: int
    seconds: float
    rooms_made: int = 0
    games_over: int = 0
    throws_per_second: float = 0.0
    latency_ms: dict[str, tuple[float, float, int]] = field(default_factory=dict)
    server_cpu: float | None = None  # cores (1.0: one core all the time)
    client_cpu: float = 0.0
    rss_before: int | None = None
    rss_peak: int | None = None
    motion_bytes: tuple[float, int] = (0.0, 0)  # mean, largest
    bytes_per_throw: float = 0.0  # to a room's SEATS clients, every message and ping
    kind_per_throw: dict[str, float] = field(default_factory=dict)  # to one client, by kind
    errors: list[str] = field(default_factory=list)

    @property
    def memory_per_room(self) -> float | None:
        if self.rss_before is None or self.rss_peak is None or not self.rooms_made:
            return None
        return max(0, self.rss_peak - self.rss_before) / self.rooms_made


def percentiles(samples: list[float]) -> tuple[float, float, int]:
    """(p50, p99) in ms and the count; NaN when nothing was measured."""
    if not samples:
        return float("nan"), float("nan"), 0
    p50, p99 = np.percentile(np.asarray(samples) * 1000.0, [50, 99])
    return float(p50), float(p99), len(samples)


def warm_up(host: Client, entry: Any, level: str, seed: int) -> None:
    """A first room (never started) makes the server import the game and build (and check)
    one match: its memory from then on is what the rooms themselves take."""
    host.send("create", game=entry.name, args=room_args(level, seed), seats=["open"] * SEATS,
              autostart=False)
    host.wait_for("room", timeout=START_SECONDS)


def measure_waiting(game: str, rooms: int, seconds: float, seed: int
                    ) -> tuple[float | None, float | None]:
    """(server CPU in cores, RSS growth in bytes) per room of four people who do not play: the
    cost of a room waiting for people (its match stepped at the window's rate), on a server
    process of its own (a room whose people left goes on, and would weigh on other figures)."""
    entry = registry.by_name(game)
    level = entry.sim().cli_facts()["levels"][0]
    server = ServerProcess()
    url = server.start()
    host = Client(url, name="bench host")
    people: list[Client] = []
    try:
        host.connect()
        warm_up(host, entry, level, seed)
        rss_before = process_rss(server.pid)
        for number in range(rooms):
            host.send("create", game=entry.name, args={"players": SEATS, "seed": seed + number},
                      seats=["open"] * SEATS, autostart=True)
            code = host.wait_for("room", timeout=START_SECONDS)["room"]
            for seat in range(SEATS):
                person = Client(url, name=f"person {seat + 1}")
                people.append(person)
                person.connect()
                person.send("join", room=code, seat=seat, kind="human")
        for person in people:  # the game began: it waits for them
            person.wait_for("view", timeout=START_SECONDS)
        cpu_start, start = process_cpu(server.pid), time.perf_counter()
        time.sleep(seconds)
        cpu_end, end = process_cpu(server.pid), time.perf_counter()
        rss_after = process_rss(server.pid)
    finally:
        for person in people:
            person.close()
        host.close()
        server.stop()
    cpu = None if cpu_start is None or cpu_end is None else (cpu_end - cpu_start) / (end - start)
    memory = None if rss_before is None or rss_after is None else rss_after - rss_before
    return (None if cpu is None else cpu / rooms), (None if memory is None else memory / rooms)


def measure_idle(connections: int, seconds: float) -> tuple[int, float | None, float | None]:
    """(connections held, server CPU in cores, RSS growth in bytes per connection) for
    connections that said hello and then nothing (in no room), on a server process of their
    own. One asyncio loop here holds them all (a thread per client would weigh more than the
    server)."""
    import asyncio

    from websockets.asyncio.client import connect as connect_async

    server = ServerProcess()
    url = server.start()

    async def hold() -> tuple[int, float | None, float | None]:
        links = []
        try:
            rss_before = process_rss(server.pid)
            for _ in range(connections):
                try:
                    link = await connect_async(url, open_timeout=START_SECONDS)
                    await link.send(json.dumps({"type": "hello", "v": VERSION}))
                    await link.recv()
                    links.append(link)
                except (OSError, TimeoutError, WebSocketException):
                    break
            await asyncio.sleep(1.0)  # the server settles (its handshakes' buffers freed)
            cpu_start, start = process_cpu(server.pid), time.perf_counter()
            await asyncio.sleep(seconds)  # the clients' websockets answer the pings meanwhile
            cpu_end, end = process_cpu(server.pid), time.perf_counter()
            rss_after = process_rss(server.pid)
        finally:
            for link in links:
                await link.close()
        cpu = None if cpu_start is None or cpu_end is None else (cpu_end - cpu_start) / (
            end - start)
        held = len(links)
        memory = None if rss_before is None or rss_after is None or not held else (
            rss_after - rss_before) / held
        return held, cpu, memory

    try:
        return asyncio.run(hold())
    finally:
        server.stop()


def run(game: str, rooms: int, seconds: float, level: str, seed: int) -> Figures:
    """Start the server, keep `rooms` rooms playing, measure for `seconds` (see the module)."""
    entry = registry.by_name(game)
    figures = Figures(entry.name, level, rooms, seconds)
    tracker = Tracker()
    server = ServerProcess()
    url = server.start()
    host = Client(url, name="bench host")
    playing: list[BenchRoom] = []
    done: list[BenchRoom] = []
    try:
        host.connect()
        warm_up(host, entry, level, seed)
        figures.rss_before = process_rss(server.pid)
        next_seed = seed
        for _ in range(rooms):
            playing.append(open_room(host, url, entry, level, next_seed, tracker))
            next_seed += 1
        figures.rooms_made = rooms
        deadline = time.monotonic() + START_SECONDS
        while len(tracker.begun) < rooms and time.monotonic() < deadline:
            time.sleep(0.05)
        peak = process_rss(server.pid)
        cpu_start, client_start = process_cpu(server.pid), time.process_time()
        tracker.start = time.perf_counter()
        tracker.end = tracker.start + seconds
        last_chance = tracker.start + seconds + START_SECONDS
        while time.perf_counter() < tracker.end or (
                not tracker.measured() and time.perf_counter() < last_chance):
            if time.perf_counter() >= tracker.end:  # nothing yet (a very busy machine): longer
                tracker.end = time.perf_counter() + 0.5
            for room in [r for r in playing if r.over()]:
                playing.remove(room)
                done.append(room)
                playing.append(open_room(host, url, entry, level, next_seed, tracker))
                next_seed += 1
                figures.rooms_made += 1
            rss = process_rss(server.pid)
            peak = max(peak, rss) if peak is not None and rss is not None else None
            time.sleep(0.1)
        cpu_end, client_end = process_cpu(server.pid), time.process_time()
        grace = time.monotonic() + GRACE_SECONDS
        while tracker.waiting({r.code for r in playing if not r.over()}) and \
                time.monotonic() < grace:
            time.sleep(0.05)
    finally:
        for room in playing:
            room.stop()
        for room in playing:
            for seat in room.seats:
                seat.join(timeout=5)
        host.close()
        server.stop()
    seconds = figures.seconds = tracker.end - tracker.start
    if cpu_start is not None and cpu_end is not None:
        figures.server_cpu = (cpu_end - cpu_start) / seconds
    figures.client_cpu = (client_end - client_start) / seconds
    figures.rss_peak = peak
    figures.games_over = len(done)
    figures.throws_per_second = tracker.throws_in_window / seconds
    figures.latency_ms = {kind: percentiles(samples) for kind, samples in tracker.latency.items()}
    everyone = done + playing
    throws = sum(tracker.throws[room.code] for room in everyone)
    figures.motion_bytes = (tracker.motion_total / throws if throws else float("nan"),
                            max(tracker.throw_bytes or [0]))
    sent = sum(room.bytes_received() for room in everyone)
    figures.bytes_per_throw = sent / throws if throws else float("nan")
    if throws:
        kinds = tracker.kind_bytes
        groups = {"views": ("view",), "motions": ("motion",), "bot questions": ("call", "bot")}
        for name, members in groups.items():
            figures.kind_per_throw[name] = sum(kinds[k] for k in members) / throws / SEATS
        known = sum(figures.kind_per_throw.values())
        figures.kind_per_throw["the rest"] = max(0.0, sent / throws / SEATS - known)
    figures.errors = [error for room in everyone for error in room.errors()]
    return figures


# ---------------------------------------------------------------------------- the table
def machine() -> str:
    cores = os.cpu_count() or 0
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else cores
    load = "n/a"
    if hasattr(os, "getloadavg"):
        load = f"{os.getloadavg()[0]:.2f}"
    return (f"{cores} cores ({usable} usable), {platform.machine()} {platform.system()}, "
            f"Python {platform.python_version()}, load average {load} at the end")


def _mb(value: float | None) -> str:
    return "n/a" if value is None else f"{value / 2**20:.1f}"


def report(figures: Figures) -> list[str]:
    """The table: one figure a row, its value, its unit (a value is a number; n/a only where
    /proc is missing)."""
    lat = figures.latency_ms
    cpu = figures.server_cpu
    rows = [
        ("rooms of 4 bot clients playing at once", f"{figures.rooms}", "rooms"),
        ("games finished in the window", f"{figures.games_over}", "games"),
        ("throws per second", f"{figures.throws_per_second:.1f}", "throws/s"),
    ]
    for kind in ("decision", "throw"):
        p50, p99, count = lat[kind]
        if count:
            rows += [(f"input -> view on the other clients, {kind}s, p50", f"{p50:.1f}", "ms"),
                     (f"input -> view on the other clients, {kind}s, p99", f"{p99:.1f}", "ms"),
                     (f"latency samples, {kind}s", f"{count}", "")]
    rows += [
        ("server CPU", "n/a" if cpu is None else f"{cpu * 100:.0f}", "% of one core"),
        ("server CPU per throw",
         "n/a" if cpu is None or not figures.throws_per_second
         else f"{cpu / figures.throws_per_second * 1000:.1f}", "ms"),
        ("clients' CPU (this process)", f"{figures.client_cpu * 100:.0f}", "% of one core"),
        ("server RSS before the rooms", _mb(figures.rss_before), "MB"),
        ("server RSS at its peak", _mb(figures.rss_peak), "MB"),
        (f"memory per room (growth / {figures.rooms_made} rooms made)",
         _mb(figures.memory_per_room), "MB"),
        ("motion bytes per throw (moves included)", f"{figures.motion_bytes[0]:.0f}", "bytes"),
        ("motion bytes of the largest throw", f"{figures.motion_bytes[1]}", "bytes"),
        ("bytes sent to a room's 4 clients per throw", f"{figures.bytes_per_throw:.0f}",
         "bytes"),
    ]
    rows += [(f"  to one client per throw: {name}", f"{value:.0f}", "bytes")
             for name, value in figures.kind_per_throw.items()]
    rows.append(("client errors", f"{len(figures.errors)}", ""))
    width = max(len(name) for name, _, _ in rows)
    lines = [f"online rooms: {figures.game}, bots {figures.level}, {figures.seconds:.1f} s "
             f"measured; server: deboule serve (its own process, protocol v{VERSION})",
             f"machine: {machine()}"]
    lines += [f"{name:<{width}}  {'n/a' if value == 'nan' else value:>8}  {unit}".rstrip()
              for name, value, unit in rows]
    if not lat["throw"][2]:
        lines.append("(no throw latency: this game's bots answer no throw; Cul de Chouette's "
                     "match throws for them, Chamot has none)")
    lines += [f"  error: {error}" for error in figures.errors[:5]]
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = BenchParser(prog="python -m bench.online", description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="cul-de-chouette", choices=registry.NAMES,
                        help="the rooms' game (default cul-de-chouette)")
    parser.add_count("--rooms", 4, high=500, help="rooms playing at once (default 4)")
    parser.add_count("--seconds", 30, high=86_400, help="seconds measured (default 30)")
    parser.add_argument("--level", default=None, help="the bots' level (default: the game's "
                        "middle level; novice for Le Déboulé, whose other bots practise)")
    parser.add_seed("--seed", 0, help="the first room's seed (the next rooms: +1 each)")
    parser.add_count("--waiting", 0, low=0, high=500, help="then this many rooms of four "
                     "people who do not play, on a server of their own: their cost (default 0)")
    parser.add_count("--idle", 0, low=0, high=20_000, help="then this many connections that "
                     "say hello and nothing else, on a server of their own: their cost "
                     "(default 0)")
    args = parser.parse_args(argv)
    entry = registry.by_name(args.game)
    levels = tuple(entry.sim().cli_facts()["levels"])
    level = args.level or DEFAULT_LEVEL.get(entry.name, levels[len(levels) // 2])
    if level not in levels:
        parser.error(f"--level: {level[:20]!r} ∉ {', '.join(levels)}")
    try:
        figures = run(entry.name, args.rooms, float(args.seconds), level, args.seed)
        for line in report(figures):
            say(line)
        if args.waiting:
            cpu, memory = measure_waiting(entry.name, args.waiting, float(args.seconds),
                                          args.seed)
            say(f"rooms of 4 people waiting (their game stepped {1 / IDLE_TICK:.0f} times a "
                f"second while they think),"
                f" {args.waiting} on a server of their own:")
            say(f"  server CPU per waiting room  {'n/a' if cpu is None else f'{cpu * 100:.2f}'}"
                f"  % of one core")
            say(f"  memory per waiting room      {_mb(memory)}  MB")
        if args.idle:
            held, cpu, memory = measure_idle(args.idle, float(args.seconds))
            say(f"connections that said hello and nothing else, {held} of {args.idle} held by "
                f"a server of their own:")
            say(f"  server CPU for all of them   {'n/a' if cpu is None else f'{cpu * 100:.1f}'}"
                f"  % of one core")
            say(f"  memory per connection        "
                f"{'n/a' if memory is None else f'{memory / 1024:.0f}'}  kB")
    except (RuntimeError, OSError, ClientError) as exc:
        reason = exc.phrase.both() if isinstance(exc, ClientError) else str(exc)
        warn(phrase("online.bench.failed", reason=reason[:300]).both())
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
