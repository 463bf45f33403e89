"""An in-process TCP proxy that makes a network bad on purpose, for the online tests (issue 33).

The tests start a real server on 127.0.0.1 and real clients; the clients connect to this proxy
instead of the server, and the proxy forwards the bytes through a link the test controls:

    with Proxy(("127.0.0.1", server_port), latency=0.1, jitter=0.02, seed=3) as proxy:
        host, port = proxy.address              # where the clients connect
        ...
        link = proxy.wait_links(1)[0]           # the first client's connection
        link.cut()                              # it drops (both sides reset)
        assert not any("seat 2" in str(m) for m in websocket_messages(link))  # what it got

- Each accepted connection is a `Link` (`proxy.links`, in the order accepted). Each chunk read
  from one side reaches the other after latency ± jitter (a seeded `random.Random` per link and
  direction, so chunk n of a link always gets the same delay and never global state). A chunk
  never overtakes an earlier one: its delivery time is the later of the previous chunk's and
  now + delay, and one task per direction writes them in order.
- `link.cut()`: both sockets closed abruptly (a reset), bytes in flight lost: a connection that
  drops. `link.half_open()`: nothing flows either way any more, not even a close, yet neither
  socket is closed: a dead link that only the endpoints' pings or timeouts can find.
  `proxy.cut_all()`; `proxy.refuse(True)`: new connections are reset as soon as accepted (a
  server that is down), `refuse(False)` and they pass again.
- `drop_rate`: the chance, per forwarded chunk, that the link is cut there: when that chunk
  would have arrived, the link drops (the chunks before it arrive, it does not). TCP never
  loses bytes silently, so a lost packet that matters is a connection that drops. The draws
  come from their own seeded generator per link and direction: with the same seed and the same
  exchange, the same links are cut at the same chunk (`link.dropped_at`).
- `link.to_server` and `link.to_client` keep every byte each side sent over the link, delivered
  or not (a chunk lost in a cut or a half-open link was still sent: a check that a client never
  received another seat's hidden dice must count it). The websockets library compresses
  messages by default (permessage-deflate), so a word may not appear in the raw bytes:
  `websocket_messages(link)` decodes what the server sent toward the client, message by
  message, as the client reads it.
- `proxy.set_target(address)`: new links go there (a server restarted on another port), the
  clients keep the proxy's address. `proxy.set_latency(latency, jitter)`,
  `proxy.set_drop_rate(rate)`: for the chunks read from then on.
- A link's `state` (connecting, open, half-open, cut, closed), `chunks` and `delivered` (per
  direction: chunks read, bytes handed to the receiving socket), `dropped_at` (direction, chunk
  number), `wait_finished()` (both sockets closed).

Two facts of TCP a test must allow for: a client's connect completes in the kernel before the
proxy has accepted it (`proxy.wait_links(n)` waits for the proxy's side), and a reset destroys
what the receiver had not read yet, as a real drop does (wait for what a side must receive
before cutting its link). A side that sends into a half-open link is never blocked: the proxy
reads and logs its bytes, and delivers none.

The proxy runs its own asyncio loop in a daemon thread; every public method may be called from
any thread (the test's, or the proxy's own) and takes effect before it returns. Waits take a
generous timeout (`SETTLE`) that only stops a broken test from hanging: nothing here measures
the machine's speed.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import inspect
import random
import socket
import struct
import threading
from collections.abc import Callable
from typing import Any, NamedTuple

SETTLE = 30.0  # seconds: the longest a wait may take before the test is broken, not slow
CHUNK = 65536  # bytes read at most at once: one read is one chunk
QUEUE_CHUNKS = 1024  # chunks in flight per direction before the proxy stops reading that side
TO_SERVER, TO_CLIENT = "to_server", "to_client"
DIRECTIONS = (TO_SERVER, TO_CLIENT)

# a link's states
CONNECTING, OPEN, HALF_OPEN, CUT, CLOSED = "connecting", "open", "half-open", "cut", "closed"

DATA, EOF, DROP = "data", "end of file", "drop"  # what a parcel carries across a link


class Parcel(NamedTuple):
    """What one direction of a link delivers at `when` (the proxy loop's clock): a chunk, the
    sender's end of file, or the drop of the link (at chunk `number` of that direction)."""

    when: float
    kind: str
    data: bytes = b""
    number: int = 0


def _check_timing(latency: float, jitter: float) -> None:
    if latency < 0 or jitter < 0:
        raise ValueError(f"latency and jitter must be >= 0 (got {latency}, {jitter})")


def _check_rate(rate: float) -> None:
    if not 0.0 <= rate <= 1.0:
        raise ValueError(f"drop_rate must be within [0, 1] (got {rate})")


def _reset(writer: asyncio.StreamWriter) -> None:
    """Close a connection abruptly: SO_LINGER 0 makes the close send a reset (RST), as a link
    that drops does, instead of an orderly FIN the peer would read as a goodbye."""
    transport = writer.transport
    sock = transport.get_extra_info("socket")
    if sock is not None and not transport.is_closing():
        try:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        except OSError:
            pass  # already gone: aborting it below is all there is to do
    transport.abort()


class Link:
    """One client's connection through the proxy, and the server connection it was given."""

    def __init__(self, index: int, seed: int, proxy: Proxy,
                 client: tuple[asyncio.StreamReader, asyncio.StreamWriter]) -> None:
        self.index = index
        self.state = CONNECTING
        self.to_server = bytearray()  # every byte the client sent over this link
        self.to_client = bytearray()  # every byte the server sent over this link
        self.chunks = {TO_SERVER: 0, TO_CLIENT: 0}  # chunks read from each side
        # bytes handed to each side's socket (a reset may still destroy what it had not read)
        self.delivered = {TO_SERVER: 0, TO_CLIENT: 0}
        self.dropped_at: tuple[str, int] | None = None  # (direction, chunk number from 1)
        self._proxy = proxy
        self._client = client
        self._server: tuple[asyncio.StreamReader, asyncio.StreamWriter] | None = None
        # separate generators: a change of drop_rate or of timing never shifts the other draws
        self._delays = {d: random.Random(f"{seed}/{index}/{d}/delay") for d in DIRECTIONS}
        self._drops = {d: random.Random(f"{seed}/{index}/{d}/drop") for d in DIRECTIONS}
        self._ended = {d: False for d in DIRECTIONS}
        self._tasks: set[asyncio.Task[None]] = set()
        self._finished = threading.Event()

    def __repr__(self) -> str:
        return (f"Link({self.index}, {self.state}, to_server={len(self.to_server)} B, "
                f"to_client={len(self.to_client)} B)")

    # ------------------------------------------------------------------ public, any thread
    def cut(self) -> None:
        """The connection drops: both sides reset at once, what was in flight is lost."""
        self._proxy.call_in_loop(self._cut_now)

    def half_open(self) -> None:
        """The link dies silently: no byte and no close crosses it any more, in either
        direction, and both sockets stay open (only a ping or a timeout finds it)."""
        self._proxy.call_in_loop(self._half_open_now)

    @property
    def finished(self) -> bool:
        """True once both sockets are closed (cut, or both sides said goodbye)."""
        return self._finished.is_set()

    def wait_finished(self, timeout: float = SETTLE) -> bool:
        """Wait until both sockets are closed; False if they are still open after `timeout`."""
        return self._finished.wait(timeout)

    # ------------------------------------------------------------------ the proxy's loop
    async def run(self, target: tuple[str, int]) -> None:
        try:
            server = await asyncio.open_connection(*target)
        except OSError:  # the server is not there: the client is dropped like a refused one
            self._cut_now()
            return
        if self.state == CUT:  # cut while it connected
            _reset(server[1])
            return
        self._server = server
        if self.state == CONNECTING:  # (made half-open while it connected: it stays so)
            self.state = OPEN
        client_reader, client_writer = self._client
        server_reader, server_writer = server
        self._pump(TO_SERVER, client_reader, server_writer)
        self._pump(TO_CLIENT, server_reader, client_writer)

    def _pump(self, direction: str, reader: asyncio.StreamReader,
              writer: asyncio.StreamWriter) -> None:
        queue: asyncio.Queue[Parcel] = asyncio.Queue(QUEUE_CHUNKS)
        for job in (self._read(direction, reader, queue), self._deliver(direction, queue, writer)):
            task = asyncio.get_running_loop().create_task(job)
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

    async def _read(self, direction: str, reader: asyncio.StreamReader,
                    queue: asyncio.Queue[Parcel]) -> None:
        loop = asyncio.get_running_loop()
        log = self.to_server if direction == TO_SERVER else self.to_client
        previous = 0.0  # when the previous chunk is delivered: no chunk overtakes it
        while True:
            try:
                chunk = await reader.read(CHUNK)
            except OSError:  # the sender reset its side: the other side sees the drop too
                if self.state == OPEN:
                    self._cut_now()
                return
            if self.state not in (OPEN, HALF_OPEN):
                return
            latency, jitter = self._proxy.timing
            delay = max(0.0, latency + self._delays[direction].uniform(-jitter, jitter))
            previous = max(previous, loop.time() + delay)
            if not chunk:  # an orderly close, passed on after what is still in flight
                await queue.put(Parcel(previous, EOF))
                return
            log.extend(chunk)
            self.chunks[direction] += 1
            drop = self._drops[direction].random() < self._proxy.drop_rate
            if self.state == HALF_OPEN:
                continue  # sent into a dead link: kept in the log, never delivered
            if drop:  # the link dies when this chunk would arrive: the earlier ones do
                await queue.put(Parcel(previous, DROP, number=self.chunks[direction]))
                return
            await queue.put(Parcel(previous, DATA, chunk))

    async def _deliver(self, direction: str, queue: asyncio.Queue[Parcel],
                       writer: asyncio.StreamWriter) -> None:
        loop = asyncio.get_running_loop()
        while True:
            parcel = await queue.get()
            wait = parcel.when - loop.time()
            if wait > 0:
                await asyncio.sleep(wait)
            if self.state != OPEN:  # half-open: lost on the way; cut: this task is cancelled
                continue
            if parcel.kind == EOF:
                self._end(direction, writer)
                return
            if parcel.kind == DROP:
                self.dropped_at = (direction, parcel.number)
                self._cut_now()
                return
            writer.write(parcel.data)
            self.delivered[direction] += len(parcel.data)
            try:
                await writer.drain()
            except OSError:  # the receiver is gone: the sender sees the drop
                self._cut_now()
                return

    def _end(self, direction: str, writer: asyncio.StreamWriter) -> None:
        """One side closed its sending half: the other side reads its end of file; once both
        sides have, the link is closed."""
        self._ended[direction] = True
        try:
            if writer.can_write_eof():
                writer.write_eof()
            else:
                writer.close()
        except OSError:
            pass  # the receiver is already gone: nothing left to tell it
        if all(self._ended.values()):
            self.state = CLOSED
            self._close_sockets(abrupt=False)

    def _cut_now(self) -> None:
        if self.state in (CUT, CLOSED):
            return
        self.state = CUT
        self._close_sockets(abrupt=True)

    def _half_open_now(self) -> None:
        if self.state in (CONNECTING, OPEN):
            self.state = HALF_OPEN

    def close_now(self) -> None:
        """The proxy closes: the link drops like a cut one (called on the proxy's loop)."""
        self._cut_now()

    def _close_sockets(self, abrupt: bool) -> None:
        for pair in (self._client, self._server):
            if pair is None:
                continue
            if abrupt:
                _reset(pair[1])
            else:
                pair[1].close()
        current = asyncio.current_task()
        for task in list(self._tasks):
            if task is not current:
                task.cancel()
        self._finished.set()


class Proxy:
    """A TCP proxy on 127.0.0.1 (a free port) in front of `target`, with latency, jitter,
    drops and half-open links; see the module's docstring."""

    def __init__(self, target: tuple[str, int], latency: float = 0.0, jitter: float = 0.0,
                 seed: int = 0, drop_rate: float = 0.0) -> None:
        _check_timing(latency, jitter)
        _check_rate(drop_rate)
        self.target = target
        self.seed = seed
        self.timing = (latency, jitter)  # one tuple: a reader never sees half an update
        self.drop_rate = drop_rate
        self.links: list[Link] = []
        self.refused = 0  # connections reset at once while refusing
        self.address: tuple[str, int] | None = None
        self._refusing = False
        self._changed = threading.Condition()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._server: asyncio.Server | None = None
        self._closed = False

    # ------------------------------------------------------------------ life
    def start(self) -> tuple[str, int]:
        """Listen on 127.0.0.1 (a free port) and return that (host, port)."""
        if self._closed:
            raise RuntimeError("this proxy is closed; make a new one")
        if self.address is not None:
            return self.address
        loop = asyncio.new_event_loop()
        self._loop = loop
        self._thread = threading.Thread(target=loop.run_forever, name="netproxy", daemon=True)
        self._thread.start()
        self.address = self.call_in_loop(self._listen)
        return self.address

    def close(self) -> None:
        """Drop every link, stop listening and stop the loop's thread. Closing twice is fine."""
        if self._closed:
            return
        self._closed = True
        loop, thread = self._loop, self._thread
        if loop is None or thread is None:
            return
        asyncio.run_coroutine_threadsafe(self._shutdown(), loop).result(SETTLE)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(SETTLE)
        if not thread.is_alive():
            loop.close()

    def __enter__(self) -> Proxy:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------------ controls, any thread
    def set_latency(self, latency: float, jitter: float = 0.0) -> None:
        """The delay of every chunk read from now on (chunks in flight keep theirs)."""
        _check_timing(latency, jitter)
        self.timing = (latency, jitter)

    def set_target(self, target: tuple[str, int]) -> None:
        """Where new links connect from now on (a restarted server's new port); the links
        already open keep theirs."""
        self.target = target

    def set_drop_rate(self, rate: float) -> None:
        _check_rate(rate)
        self.drop_rate = rate

    def refuse(self, refusing: bool = True) -> None:
        """While refusing, every new connection is reset as soon as it is accepted (the server
        looks down); the links already open go on."""
        self._refusing = refusing

    def cut_all(self) -> None:
        """Every link drops at once."""
        def cut_every_link() -> None:
            for link in self.links:
                link.close_now()
        self.call_in_loop(cut_every_link)

    def wait_links(self, count: int, timeout: float = SETTLE) -> list[Link]:
        """The first `count` links, once that many connections have been accepted."""
        with self._changed:
            if not self._changed.wait_for(lambda: len(self.links) >= count, timeout):
                raise TimeoutError(f"{len(self.links)} connection(s) through the proxy, "
                                   f"{count} awaited")
            return self.links[:count]

    def call_in_loop(self, function: Callable[[], Any]) -> Any:
        """Run `function` (a plain function or a coroutine function) on the proxy's loop and
        return its result, from any thread."""
        loop = self._loop
        if loop is None:
            raise RuntimeError("the proxy is not started")

        async def call() -> Any:
            result = function()
            return await result if asyncio.iscoroutine(result) else result

        try:
            running = asyncio.get_running_loop()
        except RuntimeError:
            running = None
        on_loop = running is loop  # a callback of the proxy's own
        if on_loop or (self._closed and not loop.is_running()):  # nothing else runs on it
            if inspect.iscoroutinefunction(function):
                raise RuntimeError("a coroutine runs on the proxy's loop while it runs")
            return function()
        future: concurrent.futures.Future[Any] = asyncio.run_coroutine_threadsafe(call(), loop)
        return future.result(SETTLE)

    # ------------------------------------------------------------------ the proxy's loop
    async def _listen(self) -> tuple[str, int]:
        self._server = await asyncio.start_server(self._accept, "127.0.0.1", 0)
        host, port = self._server.sockets[0].getsockname()[:2]
        return str(host), int(port)

    async def _accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if self._refusing or self._closed:
            self.refused += 1
            _reset(writer)
            return
        with self._changed:
            link = Link(len(self.links), self.seed, self, (reader, writer))
            self.links.append(link)
            self._changed.notify_all()
        await link.run(self.target)

    async def _shutdown(self) -> None:
        if self._server is not None:
            self._server.close()
        for link in self.links:
            link.close_now()
        current = asyncio.current_task()
        tasks = [t for t in asyncio.all_tasks() if t is not current]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)


def websocket_messages(link: Link) -> list[str | bytes]:
    """Every WebSocket message the server sent toward the client over `link` (text as str,
    binary as bytes), in order, decompressed when the link negotiated permessage-deflate: the
    client's side of the handshake is read from `link.to_server` and replayed by the websockets
    library's own protocol (set up as its clients are by default). A message the log holds only
    part of (cut short by a drop) is left out; pings, pongs and the close frame too."""
    from websockets.client import ClientProtocol
    from websockets.extensions.permessage_deflate import enable_client_permessage_deflate
    from websockets.frames import Opcode
    from websockets.http11 import Request
    from websockets.streams import StreamReader
    from websockets.uri import parse_uri

    handshake = StreamReader()
    handshake.feed_data(bytes(link.to_server))
    parser = Request.parse(handshake.read_line)
    try:
        next(parser)
    except StopIteration as parsed:
        request: Request = parsed.value
    else:
        return []  # the client's handshake is not all there: nothing was a message yet
    uri = parse_uri(f"ws://{request.headers['Host']}{request.path}")
    client = ClientProtocol(uri, extensions=enable_client_permessage_deflate(None),
                            max_size=None)
    client.key = request.headers["Sec-WebSocket-Key"]  # the key the real client sent
    client.receive_data(bytes(link.to_client))
    if client.handshake_exc is not None:  # never an empty list that would hide a leak
        raise client.handshake_exc
    messages: list[str | bytes] = []
    parts: list[bytes] = []
    text = False
    for event in client.events_received():
        opcode = getattr(event, "opcode", None)
        if opcode in (Opcode.TEXT, Opcode.BINARY):
            parts, text = [event.data], opcode is Opcode.TEXT
        elif opcode is Opcode.CONT:
            parts.append(event.data)
        else:
            continue  # the handshake's response, a ping, a pong or the close
        if event.fin:
            data = b"".join(parts)
            messages.append(data.decode() if text else data)
    return messages
