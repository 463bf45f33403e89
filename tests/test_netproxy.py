"""The test proxy (tests/netproxy.py) that the online tests put between real clients and a real
server (issue 33): bytes in order and complete, delays of at least the latency, cut, half-open
and refused links, drops decided by the seed, and the logs of each direction's bytes.

Each test runs a small echo server and its clients on its own asyncio loop (asyncio.run); the
proxy runs on its own loop in its thread, as it does for the online tests. Times are only ever
lower bounds (the machine is loaded): a delay is at least the latency, never at most anything.
"""

from __future__ import annotations

import asyncio
import random
import socket
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

import pytest

from tests.netproxy import (
    CLOSED,
    CUT,
    HALF_OPEN,
    OPEN,
    SETTLE,
    TO_CLIENT,
    TO_SERVER,
    Proxy,
    websocket_messages,
)

QUIET = 0.2  # seconds a test waits to see that nothing happens (a dead link stays silent)


@dataclass
class Side:
    """The server's end of one connection."""

    writer: asyncio.StreamWriter
    received: bytearray = field(default_factory=bytearray)
    ended: asyncio.Event = field(default_factory=asyncio.Event)  # EOF or reset seen


class EchoServer:
    """Echoes every byte back; `secret:X\\n` is answered `secret-X\\n` instead (a seat's
    hidden dice, for the logs' test)."""

    def __init__(self) -> None:
        self.sides: list[Side] = []
        self.server: asyncio.Server | None = None

    async def start(self) -> tuple[str, int]:
        self.server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        host, port = self.server.sockets[0].getsockname()[:2]
        return host, port

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        side = Side(writer)
        self.sides.append(side)
        try:
            while chunk := await reader.read(65536):
                side.received.extend(chunk)
                if chunk.startswith(b"secret:"):
                    chunk = b"secret-" + chunk[len(b"secret:"):]
                writer.write(chunk)
                await writer.drain()
            writer.close()
        except OSError:
            pass
        finally:
            side.ended.set()

    async def close(self) -> None:
        """Stop listening and end every connection still served (none left pending)."""
        if self.server is not None:
            self.server.close()
        for side in self.sides:
            side.writer.transport.abort()
            await asyncio.wait_for(side.ended.wait(), SETTLE)


def run(body: Callable[[EchoServer], Awaitable[None]]) -> None:
    """Run `body(echo_server)` on a fresh loop, the echo server started."""
    async def main() -> None:
        server = EchoServer()
        await server.start()
        try:
            await body(server)
        finally:
            await server.close()
    asyncio.run(main())


async def connect(address: tuple[str, int]) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    return await asyncio.wait_for(asyncio.open_connection(*address), SETTLE)


async def round_trip(reader: asyncio.StreamReader, writer: asyncio.StreamWriter,
                     message: bytes) -> bytes:
    writer.write(message)
    await writer.drain()
    return await asyncio.wait_for(reader.readexactly(len(message)), SETTLE)


async def dropped(reader: asyncio.StreamReader) -> bool:
    """True when the connection ends (end of file or reset) before any more bytes come."""
    try:
        data = await asyncio.wait_for(reader.read(65536), SETTLE)
    except ConnectionResetError:
        return True
    return data == b""


async def turned_away(address: tuple[str, int]) -> bool:
    """True when a new connection is reset: during the connect itself, or at its first read
    (which of the two depends on when the reset lands)."""
    try:
        reader, writer = await connect(address)
    except ConnectionResetError:
        return True
    try:
        return await dropped(reader)
    finally:
        writer.close()


async def silent(reader: asyncio.StreamReader) -> bool:
    """True when nothing at all (no byte, no close) arrives for QUIET seconds."""
    try:
        await asyncio.wait_for(reader.read(65536), QUIET)
    except TimeoutError:
        return True
    return False


def server_port(server: EchoServer) -> tuple[str, int]:
    assert server.server is not None
    host, port = server.server.sockets[0].getsockname()[:2]
    return host, port


# ------------------------------------------------------------------ bytes and delays
def test_bytes_arrive_in_order_and_complete_under_jitter():
    """Messages sent a few ms apart with a jitter wider than the gap: a proxy that slept each
    chunk on its own would deliver some before earlier ones."""
    state_before = random.getstate()

    async def body(server: EchoServer) -> None:
        with Proxy(server_port(server), latency=0.02, jitter=0.02, seed=5) as proxy:
            reader, writer = await connect(proxy.address)
            messages = [f"<{n:03d}>".encode() for n in range(40)]
            for message in messages:
                writer.write(message)
                await writer.drain()
                await asyncio.sleep(0.002)
            expected = b"".join(messages)
            assert await asyncio.wait_for(reader.readexactly(len(expected)), SETTLE) == expected
            # a large block: many chunks, each byte once and in place
            block = random.Random(1).randbytes(3_000_000)
            writer.write(block)
            assert await asyncio.wait_for(reader.readexactly(len(block)), SETTLE) == block
            link = proxy.links[0]
            assert link.chunks[TO_SERVER] > 1 and link.chunks[TO_CLIENT] > 1
            writer.close()

    run(body)
    assert random.getstate() == state_before  # the proxy's draws are its own


def test_each_chunk_waits_at_least_the_latency_and_set_latency_applies_while_running():
    async def body(server: EchoServer) -> None:
        with Proxy(server_port(server), latency=0.03, jitter=0.01, seed=2) as proxy:
            reader, writer = await connect(proxy.address)
            for n in range(3):
                started = time.monotonic()
                assert await round_trip(reader, writer, b"ping%d" % n) == b"ping%d" % n
                # there and back, each at least latency - jitter; no upper bound (loaded host)
                assert time.monotonic() - started >= 2 * (0.03 - 0.01)
            proxy.set_latency(0.08)
            started = time.monotonic()
            assert await round_trip(reader, writer, b"slower") == b"slower"
            assert time.monotonic() - started >= 2 * 0.08
            writer.close()

    run(body)


def test_an_orderly_close_crosses_the_proxy_after_the_bytes_in_flight():
    async def body(server: EchoServer) -> None:
        with Proxy(server_port(server), latency=0.02) as proxy:
            reader, writer = await connect(proxy.address)
            writer.write(b"last words")
            writer.write_eof()  # the client says goodbye: the server reads the end of file
            assert await asyncio.wait_for(reader.read(), SETTLE) == b"last words"
            link = proxy.links[0]
            assert link.wait_finished()
            assert link.state == CLOSED
            await asyncio.wait_for(server.sides[0].ended.wait(), SETTLE)
            assert bytes(server.sides[0].received) == b"last words"
            writer.close()

    run(body)


# ------------------------------------------------------------------ links that fail
def test_cut_resets_both_sides():
    async def body(server: EchoServer) -> None:
        with Proxy(server_port(server), latency=0.01) as proxy:
            reader, writer = await connect(proxy.address)
            assert await round_trip(reader, writer, b"hello") == b"hello"
            link = proxy.wait_links(1)[0]
            assert link.state == OPEN and not link.finished
            link.cut()
            assert link.state == CUT and link.finished
            with pytest.raises(ConnectionResetError):  # a reset, not a goodbye
                await asyncio.wait_for(reader.read(100), SETTLE)
            await asyncio.wait_for(server.sides[0].ended.wait(), SETTLE)
            link.cut()  # twice: nothing more happens
            writer.close()

    run(body)


def test_cut_all_drops_every_link():
    async def body(server: EchoServer) -> None:
        with Proxy(server_port(server)) as proxy:
            clients = [await connect(proxy.address) for _ in range(3)]
            for reader, writer in clients:
                assert await round_trip(reader, writer, b"hi") == b"hi"
            proxy.cut_all()
            assert [link.state for link in proxy.wait_links(3)] == [CUT] * 3
            for reader, writer in clients:
                assert await dropped(reader)
                writer.close()

    run(body)


def test_half_open_carries_nothing_and_closes_nothing():
    async def body(server: EchoServer) -> None:
        with Proxy(server_port(server)) as proxy:
            reader, writer = await connect(proxy.address)
            assert await round_trip(reader, writer, b"alive") == b"alive"
            link = proxy.wait_links(1)[0]
            link.half_open()
            assert link.state == HALF_OPEN
            writer.write(b"into the void")
            await writer.drain()
            assert await silent(reader)  # the client's read times out: no echo, no close
            side = server.sides[0]
            assert bytes(side.received) == b"alive"  # nothing reached the server...
            assert not side.ended.is_set()  # ...which still sees its connection open
            # the log keeps what was sent into the dead link
            await asyncio.wait_for(_until(lambda: len(link.to_server) == 18), SETTLE)
            assert bytes(link.to_server) == b"aliveinto the void"
            writer.close()  # the client leaves: the server is not told
            await asyncio.sleep(QUIET)
            assert not side.ended.is_set() and not link.finished
            link.cut()  # the test ends the dead link: now the server sees it
            await asyncio.wait_for(side.ended.wait(), SETTLE)

    run(body)


def test_a_websockets_ping_finds_a_half_open_link_that_the_server_never_sees():
    """With the websockets library (the online game's): over a dead link a ping gets no pong,
    nothing else tells either side, and the server still believes its connection open."""
    from websockets.asyncio.client import connect as ws_connect
    from websockets.asyncio.server import serve
    from websockets.exceptions import ConnectionClosed
    from websockets.protocol import State

    async def main() -> None:
        server_sides = []

        async def echo(connection) -> None:
            server_sides.append(connection)
            try:
                async for message in connection:
                    await connection.send(message)
            except ConnectionClosed:
                pass  # the test cuts the dead link at its end

        async with serve(echo, "127.0.0.1", 0, ping_interval=None) as server:
            target = server.sockets[0].getsockname()[:2]
            with Proxy(target, latency=0.01, jitter=0.005, seed=4) as proxy:
                host, port = proxy.address
                async with ws_connect(f"ws://{host}:{port}", ping_interval=None,
                                      close_timeout=QUIET, open_timeout=SETTLE) as client:
                    await asyncio.wait_for(await client.ping(), SETTLE)  # alive: a pong
                    proxy.wait_links(1)[0].half_open()
                    pong = await client.ping()
                    with pytest.raises(TimeoutError):
                        await asyncio.wait_for(pong, QUIET)  # dead: no pong ever comes
                    await client.send("anyone?")
                    with pytest.raises(TimeoutError):
                        await asyncio.wait_for(client.recv(), QUIET)
                    assert client.state is State.OPEN  # nothing closed it...
                    await asyncio.wait_for(_until(lambda: server_sides), SETTLE)
                    assert server_sides[0].state is State.OPEN  # ...on either side
                    proxy.cut_all()  # the test ends the dead link

    asyncio.run(main())


def test_websocket_messages_decodes_what_the_server_sent_to_each_client():
    """The raw log of a compressed link may not hold a message's words; the decoder gives the
    messages back, each link its own, even for a link cut in the middle of a message."""
    from websockets.asyncio.client import connect as ws_connect
    from websockets.asyncio.server import serve
    from websockets.exceptions import ConnectionClosed

    hidden = {"1": "dice of seat 1: 3 5 " * 30, "2": "dice of seat 2: 6 6 " * 30}

    async def main() -> None:
        async def deal(connection) -> None:
            try:
                async for seat in connection:
                    await connection.send(hidden[seat])
                    await connection.send(b"\x00binary")
            except ConnectionClosed:
                pass

        async with serve(deal, "127.0.0.1", 0, ping_interval=None) as server:
            target = server.sockets[0].getsockname()[:2]
            with Proxy(target, latency=0.01, jitter=0.005, seed=6) as proxy:
                host, port = proxy.address
                for seat in hidden:
                    async with ws_connect(f"ws://{host}:{port}", ping_interval=None,
                                          open_timeout=SETTLE) as client:
                        await client.send(seat)
                        assert await asyncio.wait_for(client.recv(), SETTLE) == hidden[seat]
                        assert await asyncio.wait_for(client.recv(), SETTLE) == b"\x00binary"
                one, two = proxy.wait_links(2)
                assert one.wait_finished() and two.wait_finished()
                assert b"permessage-deflate" in one.to_client  # compressed by default...
                assert b"3 5 dice of seat 1" not in one.to_client  # ...words not in the bytes
                assert websocket_messages(one) == [hidden["1"], b"\x00binary"]
                assert websocket_messages(two) == [hidden["2"], b"\x00binary"]
                assert all("seat 2" not in m for m in websocket_messages(one) if isinstance(m, str))
                # a log that ends inside the second message: the first only
                del one.to_client[len(one.to_client) - 6:]
                assert websocket_messages(one)[:1] == [hidden["1"]]

    asyncio.run(main())


def test_new_links_follow_set_target_while_open_links_keep_theirs():
    """A server restarted on another port: the clients keep the proxy's address."""
    async def body(server: EchoServer) -> None:
        restarted = EchoServer()
        await restarted.start()
        with Proxy(server_port(server)) as proxy:
            old = await connect(proxy.address)
            assert await round_trip(*old, b"before") == b"before"
            proxy.set_target(server_port(restarted))
            new = await connect(proxy.address)
            assert await round_trip(*new, b"after") == b"after"
            assert await round_trip(*old, b"still") == b"still"
            assert [bytes(s.received) for s in server.sides] == [b"beforestill"]
            assert [bytes(s.received) for s in restarted.sides] == [b"after"]
            for _, writer in (old, new):
                writer.close()
        await restarted.close()

    run(body)


def test_refuse_resets_new_connections_until_lifted_and_spares_open_links():
    async def body(server: EchoServer) -> None:
        with Proxy(server_port(server)) as proxy:
            reader, writer = await connect(proxy.address)
            proxy.wait_links(1)  # accepted before the refusal starts
            proxy.refuse(True)
            assert await turned_away(proxy.address)
            assert await round_trip(reader, writer, b"still here") == b"still here"
            assert proxy.refused == 1 and len(proxy.links) == 1 and len(server.sides) == 1
            proxy.refuse(False)
            second_reader, second_writer = await connect(proxy.address)
            assert await round_trip(second_reader, second_writer, b"back") == b"back"
            assert len(proxy.links) == 2
            for each in (writer, second_writer):
                each.close()

    run(body)


def test_a_server_that_is_not_there_drops_the_client():
    with socket.socket() as probe:  # a port with nothing listening on it
        probe.bind(("127.0.0.1", 0))
        nowhere = probe.getsockname()[:2]

    async def body() -> None:
        with Proxy(nowhere) as proxy:
            assert await turned_away(proxy.address)
            link = proxy.wait_links(1)[0]
            assert link.wait_finished() and link.state == CUT

    asyncio.run(body())


# ------------------------------------------------------------------ drops by the seed
async def _lockstep(proxy: Proxy, links: int, messages: int) -> list[int]:
    """Each of `links` clients in turn exchanges up to `messages` messages one at a time; the
    number of echoes each received before its link dropped."""
    echoes = []
    for _ in range(links):
        reader, writer = await connect(proxy.address)
        received = 0
        for n in range(messages):
            try:
                writer.write(b"m%02d" % n)
                await writer.drain()
                answer = await asyncio.wait_for(reader.readexactly(3), SETTLE)
            except (asyncio.IncompleteReadError, ConnectionError):
                break
            assert answer == b"m%02d" % n
            received += 1
        echoes.append(received)
        writer.close()
    return echoes


def _dropped_links(seed: int, drop_rate: float, links: int = 6, messages: int = 8):
    outcome = {}

    async def body(server: EchoServer) -> None:
        with Proxy(server_port(server), seed=seed, drop_rate=drop_rate) as proxy:
            echoes = await _lockstep(proxy, links, messages)
            outcome["echoes"] = echoes
            outcome["dropped_at"] = [link.dropped_at for link in proxy.wait_links(links)]

    run(body)
    return outcome["echoes"], outcome["dropped_at"]


def test_drops_come_from_the_seed_chunk_by_chunk():
    echoes, dropped_at = _dropped_links(seed=11, drop_rate=0.05)
    assert _dropped_links(seed=11, drop_rate=0.05) == (echoes, dropped_at)  # same seed, same
    assert _dropped_links(seed=12, drop_rate=0.05)[1] != dropped_at  # another seed, other drops
    assert any(at is not None for at in dropped_at) and None in dropped_at
    for received, at in zip(echoes, dropped_at, strict=True):
        if at is None:
            assert received == 8
        else:  # the client got every echo before the dropped chunk, whichever way it went
            direction, chunk = at
            assert direction in (TO_SERVER, TO_CLIENT)
            assert received == chunk - 1


def test_drop_rate_zero_never_drops_and_one_drops_the_first_chunk():
    echoes, dropped_at = _dropped_links(seed=3, drop_rate=0.0, links=2)
    assert echoes == [8, 8] and dropped_at == [None, None]
    echoes, dropped_at = _dropped_links(seed=3, drop_rate=1.0, links=2)
    assert echoes == [0, 0] and dropped_at == [(TO_SERVER, 1)] * 2


def test_a_drop_lets_the_chunks_before_it_arrive():
    """The link drops when the dropped chunk would arrive: a chunk still in flight before it
    (the latency holds it) is delivered first."""
    async def body(server: EchoServer) -> None:
        with Proxy(server_port(server), latency=0.05) as proxy:
            reader, writer = await connect(proxy.address)
            link = proxy.wait_links(1)[0]
            writer.write(b"first")
            await writer.drain()
            await asyncio.wait_for(_until(lambda: link.chunks[TO_SERVER] == 1), SETTLE)
            proxy.set_drop_rate(1.0)  # the next chunk drops the link
            writer.write(b"second")
            await writer.drain()
            await asyncio.wait_for(_until(lambda: server.sides), SETTLE)  # it was accepted
            await asyncio.wait_for(server.sides[0].ended.wait(), SETTLE)
            assert link.wait_finished()
            # handed to the server's socket (what it reads of it is the kernel's affair: a
            # reset discards what a receiver has not read yet, as a real drop does)
            assert link.delivered[TO_SERVER] == len(b"first")
            assert link.dropped_at == (TO_SERVER, 2) and link.state == CUT
            assert bytes(link.to_server) == b"firstsecond"  # sent, though never delivered
            writer.close()

    run(body)


# ------------------------------------------------------------------ the logs
def test_each_link_logs_what_each_side_sent_and_nothing_of_the_others():
    async def body(server: EchoServer) -> None:
        with Proxy(server_port(server), latency=0.01, jitter=0.005) as proxy:
            first = await connect(proxy.address)
            second = await connect(proxy.address)
            assert await round_trip(*first, b"secret:A\n") == b"secret-A\n"
            assert await round_trip(*second, b"secret:B\n") == b"secret-B\n"
            # the server's answer sent into a link that then drops is logged too
            link_one, link_two = proxy.wait_links(2)
            first[1].write(b"secret:C\n")
            await first[1].drain()
            await asyncio.wait_for(_until(lambda: b"secret-C" in link_one.to_client), SETTLE)
            link_one.cut()
            assert bytes(link_one.to_server) == b"secret:A\nsecret:C\n"
            assert bytes(link_one.to_client).startswith(b"secret-A\n")
            assert bytes(link_two.to_server) == b"secret:B\n"
            assert bytes(link_two.to_client) == b"secret-B\n"
            assert b"secret-B" not in link_one.to_client and b"secret-A" not in link_two.to_client
            for _, writer in (first, second):
                writer.close()

    run(body)


async def _until(condition: Callable[[], bool]) -> None:
    while not condition():
        await asyncio.sleep(0.005)


# ------------------------------------------------------------------ life of the proxy
def test_close_is_idempotent_and_frees_the_port():
    async def body(server: EchoServer) -> None:
        proxy = Proxy(server_port(server))
        address = proxy.start()
        assert proxy.start() == address  # started once
        reader, writer = await connect(address)
        assert await round_trip(reader, writer, b"x") == b"x"
        proxy.close()
        proxy.close()
        assert await dropped(reader)  # its links dropped with it
        writer.close()
        with pytest.raises(ConnectionRefusedError):
            await connect(address)
        proxy.links[0].cut()  # after the close: nothing to do, and no error
        with pytest.raises(RuntimeError):
            proxy.start()

    run(body)
    Proxy(("127.0.0.1", 9)).close()  # never started: nothing to stop


def test_bad_settings_are_refused():
    with pytest.raises(ValueError):
        Proxy(("127.0.0.1", 9), latency=-0.1)
    with pytest.raises(ValueError):
        Proxy(("127.0.0.1", 9), drop_rate=1.5)
    proxy = Proxy(("127.0.0.1", 9), latency=0.05)
    with pytest.raises(ValueError):
        proxy.set_latency(0.01, jitter=-1)
    assert proxy.timing == (0.05, 0.0)  # a refused change changes nothing
