"""`deboule serve`: the room server (asyncio + the `websockets` library; docs/online.md).

One asyncio loop holds the connections; each room runs its match in a thread of its own
(deboule/online/room.py) and hands what it sends to the loop (`Connection.deliver`, thread-safe).
Every message a client sends is checked (deboule/online/protocol.py) before it is read: a
malformed, oversized or unknown message closes that client only, with its reason; a well-formed
one the game refuses (out of turn, illegal) is answered `refused` and the connection stays.
Each connection may send `RATE` messages a second (a burst of `BURST`). The server pings each
client every `PING_SECONDS` with its own clock (`ping`/`pong`): the round trip corrects race
presses (deboule/online/races.py); websockets' own keepalive finds a half-open link.
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import threading
import time
from pathlib import Path
from typing import Any

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from deboule import registry
from deboule.files.atomic import os_reason
from deboule.online.connection import RATE, Connection
from deboule.online.lan_address import shared_host
from deboule.online.limits import (
    Gate,
    LimitError,
    Limits,
    ThrottledLog,
    fd_limit,
    from_args,
    gate_request,
    gated_connection,
    raise_fd_limit,
)
from deboule.online.protocol import (
    MAX_CLIENT_FRAME,
    ROOM_CODE_LENGTH,
    ROOM_CODE_LETTERS,
    VERSION,
    ProtocolError,
    check_client,
    encode,
)
from deboule.online.refusal import RoomRefusal
from deboule.online.room import OPEN, Room
from deboule.online.room_args import room_options
from deboule.online.room_match import seat_names
from deboule.online.secrecy import draw_seed, public_args
from deboule.online.store import RoomStore
from deboule.online.text import phrase
from deboule.online.web_http import WebFiles, room_link, web_request
from deboule.online.web_table import WebTable
from deboule.text.i18n import tr_count
from deboule.text.terminal import say, warn

PING_SECONDS = 1.0
MAX_ROOMS = Limits.max_rooms
JANITOR_SECONDS = 1.0  # how often lobbies are checked for expiry and ended rooms let go
KEEP_ENDED = 600.0  # seconds an ended room stays for its members to ask for its report
KEEPALIVE = 5.0  # websockets' ping: a link silent for KEEPALIVE + KEEPALIVE is closed
# the closing handshake's wait: a dead link found by the keepalive never answers it, and its
# seat is away (its bot played by the server's) only once the connection is over
CLOSE_SECONDS = 1.0
# what the server said last (a `closed` message) may take this long to be sent, when it closes
DRAIN_SECONDS = 5.0
# No per-message deflate: its zlib contexts cost about 45 kB a connection, idle or not, for
# messages of a few hundred bytes (they would be 60 to 90 % smaller: docs/online.md, "The room
# server's figures"). The memory of many waiting people counts more than a game's kB a throw.
COMPRESSION = None


def room_code() -> str:
    """A room's code: ROOM_CODE_LENGTH letters easy to read aloud, ≥ 39 bits (secrets)."""
    return "".join(secrets.choice(ROOM_CODE_LETTERS) for _ in range(ROOM_CODE_LENGTH))


class RoomServer:
    """The rooms and their connections. `store` (deboule/online/store.py) saves rooms as they
    change and brings them back when the server starts again."""

    def __init__(self, store: Any = None, max_rooms: int | None = None,
                 limits: Limits | None = None, clock: Any = time.monotonic,
                 fds: int | None = None) -> None:
        self.rooms: dict[str, Room] = {}
        self.store = store
        self.limits = limits or Limits()
        self.max_rooms = self.limits.max_rooms if max_rooms is None else max_rooms
        self.connections = 0
        self.clock = clock
        self.log = ThrottledLog(clock)
        self.gate = Gate(self.limits, fd_limit() if fds is None else fds, clock, self.log)
        # rooms not over: who created each (connection, address), when it was made, and since
        # when nobody is connected to it while it waits to start
        self.creators: dict[str, tuple[Connection, str]] = {}
        self.born: dict[str, float] = {}
        self.quiet_since: dict[str, float] = {}
        self.live: set[Connection] = set()  # the connections open now (pinged)

    # ------------------------------------------------------------------ the connection
    async def handler(self, ws: ServerConnection) -> None:
        conn = Connection(ws, asyncio.get_running_loop(), self.limits.outbox_bytes)
        conn.on_drop = lambda _: self.log.note("slow reader dropped")
        self.ping(conn)  # the first at once (the client's clock from the first moment)
        self.live.add(conn)
        hello_timer = conn.loop.call_later(self.limits.hello_seconds, self.hello_late, conn)
        self.connections += 1
        greeted = False
        try:
            async for raw in ws:
                if not conn.spend():
                    conn.close_soon(phrase("online.closed.protocol", reason=phrase(
                        "online.refusal.rate", rate=int(RATE))), "rate")
                    break
                if not self.gate.book.get(conn.address).messages.spend():
                    self.log.note("messages too fast from one address, closed")
                    conn.close_soon(phrase("online.closed.protocol", reason=phrase(
                        "online.limit.address_messages", rate=int(self.limits.message_rate))),
                        "rate")
                    break
                try:
                    message = check_client(raw)
                    if not greeted:
                        self.greet(conn, message)
                        greeted = conn.greeted = True
                        hello_timer.cancel()
                        continue
                    self.dispatch(conn, message)
                except ProtocolError as exc:
                    conn.close_soon(phrase("online.closed.protocol", reason=exc.phrase),
                                    "protocol")
                    break
                except RoomRefusal as exc:
                    if exc.key == "online.refusal.token":  # a guessed token
                        self.gate.book.get(conn.address).guesses.spend()
                    said = phrase(exc.key, **exc.values)
                    conn.deliver(encode("refused", code=exc.key, fr=said.text("fr"),
                                        en=said.text("en")))
            conn.flush()  # what was said to it meanwhile (its `closed`), now in its outbox
            writing = conn.writing
            if writing is not None:  # its last words go before the link is
                await asyncio.wait_for(asyncio.shield(writing), timeout=DRAIN_SECONDS)
        except (ConnectionClosed, TimeoutError):
            pass
        finally:
            self.connections -= 1
            self.live.discard(conn)
            conn.gone = True
            hello_timer.cancel()
            if conn.writing is not None:
                conn.writing.cancel()
            for room in conn.watching:  # a spectator leaves every room it watched
                if room is not conn.room:
                    room.detach(conn)
            if conn.room is not None:
                conn.room.detach(conn)

    def hello_late(self, conn: Connection) -> None:
        """A connection that did not say hello in time: closed (its file is the others')."""
        if not conn.greeted and not conn.gone:
            self.log.note("no hello in time, closed")
            conn.close_soon(phrase("online.closed.protocol", reason=phrase(
                "online.limit.hello", seconds=self.limits.hello_seconds)), "hello")

    def greet(self, conn: Connection, message: dict[str, Any]) -> None:
        if message["type"] != "hello":
            raise ProtocolError("online.refusal.hello_first")
        if message["v"] != VERSION:
            raise ProtocolError("online.refusal.version", got=message["v"], want=VERSION)
        conn.name = message.get("name", "")
        conn.web = message.get("client") == "web"  # a browser: its views come with a table
        conn.deliver(encode("welcome", v=VERSION, server=registry.PROGRAM,
                            games=[entry.name for entry in registry.GAMES]))

    def ping(self, conn: Connection) -> None:
        conn.deliver(encode("ping", t=conn.loop.time(),
                            n=conn.round_trips.ping(time.monotonic())))

    async def pinger(self) -> None:
        """Every connection pinged each PING_SECONDS, by one task for them all."""
        while True:
            await asyncio.sleep(PING_SECONDS)
            for conn in list(self.live):
                self.ping(conn)

    # ------------------------------------------------------------------ messages
    def dispatch(self, conn: Connection, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "pong":  # its `t` is the client's word: only the server's nonce counts
            if conn.round_trips.pong(message.get("n"), time.monotonic()) and \
                    conn.member is not None:
                conn.member.rtt = conn.round_trips.value()
            return
        handler = getattr(self, f"on_{kind}", None)
        if handler is None:  # hello twice
            raise ProtocolError("online.refusal.unknown_type", kind=kind)
        if kind in ("join", "watch", "resume"):
            self.guess(conn, message["room"])
        handler(conn, message)

    def guess(self, conn: Connection, code: str) -> None:
        """A room code named: refused unread once its address guessed too many codes (or
        tokens) that name nothing; a code that names nothing is one more guess."""
        guesses = self.gate.book.get(conn.address).guesses
        if not guesses.available():
            self.log.note("room codes guessed too fast from one address, refused")
            raise RoomRefusal("online.limit.guesses")
        if code not in self.rooms:
            guesses.spend()

    def tidy(self) -> None:
        """The janitor's round (every JANITOR_SECONDS): ended rooms let go (`reap`), rooms
        waiting to start too long or with nobody for too long closed, idle addresses
        forgotten."""
        self.reap()
        now = self.clock()
        limits = self.limits
        for code, room in list(self.rooms.items()):
            if room.status != "lobby":
                self.quiet_since.pop(code, None)
                continue
            born = self.born.setdefault(code, now)
            host = self.creators.get(code)
            if room.connected() or (host is not None and not host[0].gone):
                self.quiet_since.pop(code, None)
                quiet = now
            else:
                quiet = self.quiet_since.setdefault(code, now)
            if now - born >= limits.lobby_seconds or now - quiet >= limits.lobby_empty_seconds:
                self.expire(code, room)
        for table in (self.creators, self.born, self.quiet_since):
            for code in [c for c in table if c not in self.rooms]:
                del table[code]
        if len(self.gate.book.addresses) > 1000:
            self.gate.book.prune()

    def expire(self, code: str, room: Room) -> None:
        """A room that waited too long to start: closed, said to whoever is in it."""
        self.log.note("room not started in time, closed")
        del self.rooms[code]
        if self.store is not None:
            self.store.forget(code)
        said = phrase("online.limit.expired")
        with room.lock:
            conns = [m.conn for m in room.members.values() if m.conn is not None]
            conns += list(room.spectators)
        for conn in conns:
            conn.close_soon(said, "expired")
        room.stop()

    async def janitor(self) -> None:
        while True:
            await asyncio.sleep(JANITOR_SECONDS)
            self.tidy()

    def live_rooms(self, test: Any) -> int:
        """Rooms not over whose creator passes `test(connection, address)`."""
        return sum(1 for code, (conn, address) in self.creators.items()
                   if code in self.rooms and self.rooms[code].status in ("lobby", "playing")
                   and test(conn, address))

    def reap(self) -> None:
        """Let go of rooms whose game ended `KEEP_ENDED` seconds ago with nobody left in them
        (their record was offered to every member; a saved room's file goes too)."""
        now = time.monotonic()
        for code, room in list(self.rooms.items()):
            ended = room.ended_at
            if ended is not None and now - ended >= KEEP_ENDED and room.connected() == 0:
                del self.rooms[code]
                if self.store is not None:
                    self.store.forget(code)

    def on_create(self, conn: Connection, message: dict[str, Any]) -> None:
        self.reap()
        if len(self.rooms) >= self.max_rooms:
            raise RoomRefusal("online.refusal.rooms", rooms=len(self.rooms))
        per_conn, per_address = self.limits.rooms_per_connection, self.limits.rooms_per_address
        if per_conn and self.live_rooms(lambda c, _: c is conn) >= per_conn:
            self.log.note("rooms per connection at their cap, refused")
            raise RoomRefusal("online.limit.rooms_connection", n=per_conn)
        if per_address and self.live_rooms(lambda _, a: a == conn.address) >= per_address:
            self.log.note("rooms per address at their cap, refused")
            raise RoomRefusal("online.limit.rooms_address", n=per_address)
        entry = next((g for g in registry.GAMES if message["game"] in (g.name, g.key)), None)
        if entry is None:
            raise RoomRefusal("online.refusal.game", game=message["game"][:40],
                              games=", ".join(registry.NAMES))
        seats, args = message["seats"], dict(message.get("args") or {})
        facts = entry.sim().cli_facts()
        low, high = facts["players"]
        if not low <= len(seats) <= high:
            raise RoomRefusal("online.refusal.seats", reason=f"{len(seats)} ∉ {low}..{high}")
        bad = [s for s in seats if s != OPEN and s not in facts["levels"]]
        if bad:
            raise RoomRefusal("online.refusal.seats", reason=", ".join(bad)[:80])
        if args.setdefault("players", len(seats)) != len(seats):
            raise RoomRefusal("online.refusal.seats", reason="players ≠ seats")
        options = room_options(entry, args, message.get("options"), facts["levels"])
        args.setdefault("seed", draw_seed())  # never sent (deboule/online/secrecy.py)
        code = room_code()
        while code in self.rooms:
            code = room_code()
        room = Room(code, entry, args, seats, message.get("away_seconds", 30.0),
                    autostart=message.get("autostart", True), options=options)
        room.replay = bool(message.get("replay", False))
        try:  # the game builds its match once, before anyone sits: what it refuses is told
            match, _ = room.new_match(room.namespace())
            match.close()
        except Exception as exc:  # noqa: BLE001 -- any refusal of the game's own checks
            text = exc.text("fr") if hasattr(exc, "text") else str(exc)
            raise RoomRefusal("online.refusal.args", reason=text[:200]) from None
        if self.store is not None:
            room.on_change, room.on_failed = self.store.save, self.store.failed
        self.rooms[code] = room
        self.creators[code], self.born[code] = (conn, conn.address), self.clock()
        conn.host_of = room
        self.keep(room)
        conn.deliver(encode("room", **room.lobby(), host=room.host_token))

    def keep(self, room: Room) -> None:
        """A room in its lobby saved as it changes (its seats taken, the tokens given): a
        restarted server has it as it was, its host and members back with their tokens."""
        if self.store is not None and room.status == "lobby":
            self.store.save(room, force=True)

    def on_join(self, conn: Connection, message: dict[str, Any]) -> None:
        if conn.member is not None:
            raise RoomRefusal("online.refusal.already")
        room = self.room(message["room"])
        member = room.join(conn, message.get("seat"), message["kind"], message.get("level"),
                           conn.name)
        conn.room, conn.member = room, member
        if conn.web:
            member.web = WebTable(room.entry.name, member.seat)
        self.keep(room)
        conn.deliver(encode("joined", room=room.code, seat=member.seat, token=member.token,
                            game=room.entry.name, args=public_args(room.args),
                            options=room.options,
                            replay=room.replay, seats=room.seats))
        room.broadcast_lobby()
        if room.autostart and room.full():
            room.start()

    def on_watch(self, conn: Connection, message: dict[str, Any]) -> None:
        room = self.room(message["room"])
        if room not in conn.watching:
            if len(conn.watching) >= self.limits.watch_per_connection:
                raise RoomRefusal("online.limit.watching", n=self.limits.watch_per_connection)
            token = room.watch(conn)
            conn.watching.append(room)
            self.keep(room)
            conn.deliver(encode("watching", room=room.code, token=token))
            if conn.web:  # a browser draws the table now, not at the next event
                with room.lock:
                    if room.match is not None:
                        conn.deliver(encode("view", seq=room.seq, **room.spectator_view(conn)))
        if conn.member is None:  # a member's own room stays the one its inputs go to
            conn.room = room
        conn.deliver(encode("lobby", **room.lobby()))

    def on_resume(self, conn: Connection, message: dict[str, Any]) -> None:
        """A member back with its seat's token, a spectator with its own, the host with its
        own (in `token`, or in `host` beside another): as each was before the link dropped."""
        room = self.room(message["room"])
        token, host = message["token"], message.get("host")
        if room.is_host(token):
            conn.room = room
        elif room.is_watcher(token):
            if room not in conn.watching:  # so that it leaves this room too when it goes
                if len(conn.watching) >= self.limits.watch_per_connection:
                    raise RoomRefusal("online.limit.watching",
                                      n=self.limits.watch_per_connection)
                conn.watching.append(room)
            room.rewatch(conn, token, message["last_seq"])
            if conn.member is None:  # a member's own room stays the one its inputs go to
                conn.room = room
            conn.deliver(encode("lobby", **room.lobby()))
        else:
            if conn.web:  # set before the missed events are sent again
                member_of = next((m for m in room.members.values()
                                  if secrets.compare_digest(m.token, token)), None)
                if member_of is not None and member_of.web is None:
                    member_of.web = WebTable(room.entry.name, member_of.seat)
                    member_of.web.names = seat_names(room)
            member = room.resume(conn, token, message["last_seq"])
            conn.room, conn.member = room, member
            room.broadcast_lobby()
        if room.is_host(token) or (host is not None and room.is_host(host)):
            conn.host_of = room

    def on_start(self, conn: Connection, message: dict[str, Any]) -> None:
        room = conn.host_of or conn.room
        if room is None or conn.host_of is not room:
            raise RoomRefusal("online.refusal.not_host")
        room.start()

    def on_decide(self, conn: Connection, message: dict[str, Any]) -> None:
        self.member_room(conn).submit(conn.member, message)

    on_input = on_decide  # a game's own move (deboule/online/inputs.py)

    def on_answer(self, conn: Connection, message: dict[str, Any]) -> None:
        self.member_room(conn).answer(conn.member, message["call"], message["result"],
                                      message.get("state"))

    def on_report(self, conn: Connection, message: dict[str, Any]) -> None:
        room = conn.room
        if room is None:
            raise RoomRefusal("online.refusal.not_in_room")
        if room.status != "over":
            raise RoomRefusal("online.refusal.not_over")
        conn.deliver(encode("report", result=room.result, lines=room.report,
                            record=room.record))

    def on_leave(self, conn: Connection, message: dict[str, Any]) -> None:
        conn.close_soon(phrase("online.closed.protocol", reason="leave"), "left")

    def room(self, code: str) -> Room:
        room = self.rooms.get(code)
        if room is None:
            raise RoomRefusal("online.refusal.no_room", room=code)
        return room

    def member_room(self, conn: Connection) -> Room:
        if conn.room is None or conn.member is None:
            raise RoomRefusal("online.refusal.not_in_room")
        return conn.room

    def stop_rooms(self) -> None:
        for room in self.rooms.values():
            room.stop()


class ServerThread:
    """A server in a thread of its own with its own loop (tests, benchmarks, `deboule sim
    --online` with no server given): `start()` returns the port."""

    def __init__(self, host: str = "127.0.0.1", port: int = 0, store: Any = None,
                 limits: Limits | None = None, clock: Any = time.monotonic) -> None:
        self.host, self.port = host, port
        self.rooms = RoomServer(store, limits=limits, clock=clock)
        self.web = WebFiles()  # the browser seat's page, on the same port (web_http.py)
        self.loop: asyncio.AbstractEventLoop | None = None
        self.ready = threading.Event()
        self.thread = threading.Thread(target=self._run, name="room-server", daemon=True)
        self._stop: asyncio.Future | None = None
        self.error: BaseException | None = None

    def start(self) -> int:
        self.thread.start()
        self.ready.wait()
        if self.error is not None:
            raise self.error
        return self.port

    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except BaseException as exc:  # noqa: BLE001 -- said by start()
            self.error = exc
            self.ready.set()

    async def _main(self) -> None:
        self.loop = asyncio.get_running_loop()
        self._stop = self.loop.create_future()
        log = self.rooms.log
        # what asyncio itself reports (an accept that failed: no file left...): one line per
        # kind at most every minute, never a traceback per connection
        self.loop.set_exception_handler(
            lambda _, context: log.note(str(context.get("message", "?"))[:120]))
        gate = self.rooms.gate
        async with serve(self.rooms.handler, self.host, self.port,
                         max_size=MAX_CLIENT_FRAME, ping_interval=KEEPALIVE,
                         compression=COMPRESSION,
                         ping_timeout=KEEPALIVE, close_timeout=CLOSE_SECONDS,
                         open_timeout=self.rooms.limits.hello_seconds,
                         create_connection=gated_connection(gate),
                         process_request=web_request(self.web, gate_request(gate))) as server:
            self.port = server.sockets[0].getsockname()[1]
            janitor = asyncio.create_task(self.rooms.janitor())
            pinger = asyncio.create_task(self.rooms.pinger())
            self.ready.set()
            await self._stop
            janitor.cancel()
            pinger.cancel()
        self.rooms.stop_rooms()

    def call(self, function: Any, timeout: float = 30.0) -> Any:
        """`function()` run in the server's loop (tests: its rooms' state without a race)."""
        async def run() -> Any:
            return function()

        assert self.loop is not None
        return asyncio.run_coroutine_threadsafe(run(), self.loop).result(timeout)

    def stop(self) -> None:
        if self.loop is not None and self._stop is not None:
            with contextlib.suppress(RuntimeError):
                self.loop.call_soon_threadsafe(self._stop.set_result, None)
        self.thread.join(timeout=10)


def run(args: Any) -> int:
    """`deboule serve [--host H] [--port P] [--data DIR]` (until interrupted)."""
    try:
        limits = from_args(args)
    except LimitError as exc:
        warn(exc.phrase.both())
        return 2
    fds = raise_fd_limit()  # as many connections as the system lets this process hold
    store = None
    data = Path(args.data) if getattr(args, "data", None) else None
    if data is not None:
        try:
            store = RoomStore(data)
        except OSError as exc:
            warn(phrase("online.serve.no_data", data=str(data)[:200].encode(
                "unicode_escape").decode(), reason=os_reason(exc)).both())
            return 2
    server = ServerThread(args.host, int(args.port), store, limits)
    if store is not None:
        resumed = store.resume_into(server.rooms)
        if resumed:
            say(f"{tr_count('online.serve.resumed', resumed, 'fr', n=resumed)} / "
                f"{tr_count('online.serve.resumed', resumed, 'en', n=resumed)}")
        for path, reason in store.refused:
            warn(phrase("online.serve.refused_room", path=str(path)[-120:],
                        reason=reason[:160]).both())
    try:
        port = server.start()
    except OSError as exc:
        warn(phrase("online.serve.cannot_listen", host=args.host, port=args.port,
                    reason=exc.strerror or str(exc)).both())
        return 2
    say(phrase("online.serve.listening", host=args.host, port=port,
               data=str(data) if data else "-").both())
    say(phrase("online.limit.fd", n=server.rooms.gate.cap, fds=fds or "-").both())
    host = shared_host(args.host)  # listening everywhere: the address friends can reach
    if host is None:
        say(phrase("web.serve.page_where", link=room_link("HOST", port, "CODE")[:-4]).both())
    else:
        say(phrase("web.serve.page", link=room_link(host, port, "CODE")[:-4]).both())
    try:
        while server.thread.is_alive():
            server.thread.join(timeout=0.5)
    except KeyboardInterrupt:
        server.stop()
    return 0
