"""The room server's limits: what one client, one address, or everyone together may hold.

A server on the net meets clients that want to block it: thousands of rooms, connections that
never speak, floods of messages or of guessed room codes, readers that never read. Each has a
bound here (`Limits`, every field an option of `deboule serve`, docs/online.md "Limits"):

- the connections: a server-wide cap below the open-file limit (raised at start where the
  system allows, `raise_fd_limit`), a cap per address, a rate of new connections per address;
  a connection past a cap is answered with an HTTP refusal whose body says why (French and
  English), and one far past it is dropped at once, before it costs a file for long;
- a connection that does not say `hello` within `hello_seconds` is closed;
- messages: a rate per address (every connection of that address together), beside each
  connection's own (deboule/online/server.py's `RATE`);
- room codes and tokens that name nothing (guesses): a rate per address;
- rooms: per connection and per address, the rooms not yet over that it created; a room not
  started within `lobby_seconds`, or that nobody is connected to for `lobby_empty_seconds`,
  goes;
- each connection's queue of messages to send is bounded (`outbox_bytes`): a reader too slow
  to keep up is dropped (its seat is away and comes back with its token), never buffered
  forever.

Every refusal is one line in French and English; the server's own log says each kind of refusal
at most once every `LOG_SECONDS`, with a count, never a traceback. Rates are token buckets on
an injectable clock (tests step it rather than wait).
"""

from __future__ import annotations

import argparse
import dataclasses
import ipaddress
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from deboule.online.text import phrase
from deboule.text.terminal import warn

Clock = Callable[[], float]

RESERVED_FDS = 64  # files the server needs beside its connections (saves, logs, libraries)
LOG_SECONDS = 60.0  # a kind of refusal is logged at most once in this time (with its count)
ADDRESSES_KEPT = 10_000  # addresses remembered at most (an idle one is forgotten first)
IPV6_PREFIX = 64  # an IPv6 client is its /64: one household's addresses are many


@dataclass(frozen=True)
class Limits:
    """Every bound of the server (docs/online.md "Limits"). 0 for a count: no cap."""

    max_connections: int = 0  # 0: from the open-file limit (below it, with room to refuse)
    connections_per_address: int = 32
    connection_rate: float = 5.0  # new connections a second per address, on average
    connection_burst: float = 40.0
    message_rate: float = 200.0  # messages a second per address, all its connections
    message_burst: float = 1000.0
    guess_rate: float = 0.5  # unknown room codes or tokens a second per address
    guess_burst: float = 10.0
    max_rooms: int = 2000
    rooms_per_connection: int = 4  # rooms not yet over that one connection created
    rooms_per_address: int = 16
    watch_per_connection: int = 4  # rooms one connection watches at once
    lobby_seconds: float = 1800.0  # a room not started after this goes
    lobby_empty_seconds: float = 120.0  # a room not started, nobody connected: goes after
    hello_seconds: float = 5.0  # from the TCP connection to its `hello`
    # bytes waiting to be sent to one connection: a resume sends a whole game's events at once
    outbox_bytes: int = 16 * 2**20
    trust_forwarded: bool = False  # the address is X-Forwarded-For's last (behind a proxy)


HELP = {
    "max_connections": "connections at most (default: below the open-file limit)",
    "connections_per_address": "connections at most from one address",
    "connection_rate": "new connections a second from one address, on average",
    "connection_burst": "new connections from one address at once",
    "message_rate": "messages a second from one address (all its connections)",
    "message_burst": "messages from one address at once",
    "guess_rate": "unknown room codes or tokens a second from one address",
    "guess_burst": "unknown room codes or tokens from one address at once",
    "max_rooms": "rooms at most on this server",
    "rooms_per_connection": "rooms not yet over one connection may have created",
    "rooms_per_address": "rooms not yet over one address may have created",
    "watch_per_connection": "rooms one connection may watch at once",
    "lobby_seconds": "seconds a room may wait to be started",
    "lobby_empty_seconds": "seconds a room not started may stay with nobody connected",
    "hello_seconds": "seconds a new connection has to say hello",
    "outbox_bytes": "bytes waiting for a slow reader before it is dropped",
    "trust_forwarded": "the client's address from X-Forwarded-For (behind a reverse proxy)",
}


def add_options(parser: argparse.ArgumentParser) -> None:
    """`deboule serve`'s options for the limits: `--max-rooms 500`, `--hello-seconds 3`..."""
    defaults = Limits()
    group = parser.add_argument_group("limits (docs/online.md)")
    for item in dataclasses.fields(Limits):
        option = "--" + item.name.replace("_", "-")
        default = getattr(defaults, item.name)
        if isinstance(default, bool):
            group.add_argument(option, action="store_true", help=HELP[item.name])
        else:
            group.add_argument(option, default=None, metavar="N",
                               help=f"{HELP[item.name]} (default {default})")


class LimitError(ValueError):
    """A limit's option that is not a number in its range (`phrase` says which)."""

    def __init__(self, said: Any) -> None:
        super().__init__(said.both())
        self.phrase = said


def from_args(args: Any, base: Limits | None = None) -> Limits:
    """The limits `deboule serve`'s options give (LimitError: one of them is bad)."""
    base = base or Limits()
    values: dict[str, Any] = {}
    for item in dataclasses.fields(Limits):
        given = getattr(args, item.name, None)
        if given is None or given is False:
            continue
        default = getattr(base, item.name)
        if isinstance(default, bool):
            values[item.name] = bool(given)
            continue
        kind = int if isinstance(default, int) else float
        try:
            value = kind(given)
            # a count may be 0 (no cap); a rate, a burst or a delay must be above 0
            ok = (value >= 0 if kind is int else value > 0) and value != float("inf")
        except (TypeError, ValueError, OverflowError):
            ok = False
        if not ok:
            option = "--" + item.name.replace("_", "-")
            shown = str(given)[:40].encode("unicode_escape").decode()
            raise LimitError(phrase("online.limit.bad_option", option=option, value=shown,
                                    reason="≥ 0" if kind is int else "> 0"))
        values[item.name] = value
    return dataclasses.replace(base, **values)


# ---------------------------------------------------------------------------- rates
@dataclass
class TokenBucket:
    """`rate` a second on average, `burst` at once; `clock` in seconds."""

    rate: float
    burst: float
    clock: Clock = time.monotonic
    allowance: float = field(default=-1.0)
    checked: float = field(default=0.0)

    def __post_init__(self) -> None:
        self.allowance, self.checked = self.burst, self.clock()

    def _refill(self) -> None:
        now = self.clock()
        self.allowance = min(self.burst, self.allowance + max(0.0, now - self.checked) * self.rate)
        self.checked = now

    def spend(self, amount: float = 1.0) -> bool:
        """Take `amount`; False (nothing taken) when the bucket has not that much."""
        self._refill()
        if self.allowance < amount:
            return False
        self.allowance -= amount
        return True

    def available(self) -> bool:
        self._refill()
        return self.allowance >= 1.0

    def full(self) -> bool:
        self._refill()
        return self.allowance >= self.burst


def address_key(host: str | None) -> str:
    """The address limits count by: an IPv4 address, an IPv6 address's /64 (IPv4 mapped in
    IPv6 as IPv4); anything else (a Unix socket, nothing) as it is."""
    if not host:
        return "-"
    try:
        ip = ipaddress.ip_address(host.strip().strip("[]"))
    except ValueError:
        return host[:64]
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.ip_network(f"{ip}/{IPV6_PREFIX}", strict=False))
    return str(ip)


@dataclass
class Address:
    """What one address holds and may still do."""

    connections: TokenBucket
    messages: TokenBucket
    guesses: TokenBucket
    open: int = 0  # connections open now (from the TCP accept)


class AddressBook:
    """Every address's buckets and open connections, bounded: an address with nothing open and
    full buckets is forgotten first (it is as a new one)."""

    def __init__(self, limits: Limits, clock: Clock = time.monotonic) -> None:
        self.limits, self.clock = limits, clock
        self.addresses: dict[str, Address] = {}

    def get(self, key: str) -> Address:
        found = self.addresses.get(key)
        if found is None:
            if len(self.addresses) >= ADDRESSES_KEPT:
                self.prune()
            limits = self.limits
            found = Address(TokenBucket(limits.connection_rate, limits.connection_burst,
                                        self.clock),
                            TokenBucket(limits.message_rate, limits.message_burst, self.clock),
                            TokenBucket(limits.guess_rate, limits.guess_burst, self.clock))
            self.addresses[key] = found
        return found

    def prune(self) -> None:
        for key, address in list(self.addresses.items()):
            if address.open == 0 and address.connections.full() and \
                    address.messages.full() and address.guesses.full():
                del self.addresses[key]
        if len(self.addresses) >= ADDRESSES_KEPT:  # every one busy: the idlest go
            idle = sorted((a.open, k) for k, a in self.addresses.items())
            for _, key in idle[:len(idle) // 4]:
                if self.addresses[key].open == 0:
                    del self.addresses[key]


# ---------------------------------------------------------------------------- files
def raise_fd_limit() -> int | None:
    """Raise the soft open-file limit to the hard one where the system allows; the soft limit
    then (None: no such limit here, Windows)."""
    try:  # kept here (c): `resource` is absent on Windows
        import resource
    except ImportError:
        return None
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = hard if hard != resource.RLIM_INFINITY else max(soft, 65536)
    target = min(target, 1 << 20)
    if soft == resource.RLIM_INFINITY or target <= soft:
        return None if soft == resource.RLIM_INFINITY else soft
    try:
        resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
    except (ValueError, OSError):
        return soft
    return target


def fd_limit() -> int | None:
    """The soft open-file limit now (None: none known)."""
    try:  # kept here (c): `resource` is absent on Windows
        import resource
    except ImportError:
        return None
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    return None if soft == resource.RLIM_INFINITY else soft


def connection_caps(limits: Limits, fds: int | None) -> tuple[int, int]:
    """(cap, hard cap): past `cap` a new connection is refused with a reason; past the hard
    cap (an eighth more) it is dropped at once. Both stay below the open-file limit `fds`,
    less RESERVED_FDS for the server's own files."""
    ceiling = 10_000 if fds is None else max(8, (fds - RESERVED_FDS) * 8 // 9)
    cap = min(limits.max_connections or ceiling, ceiling)
    return cap, cap + max(4, cap // 8)


# ---------------------------------------------------------------------------- the log
def _warn(line: str) -> None:
    warn(line)


class ThrottledLog:
    """One line per kind of event at most every LOG_SECONDS, with how many there were."""

    def __init__(self, clock: Clock = time.monotonic, write: Callable[[str], None] | None = None
                 ) -> None:
        self.clock = clock
        self.write = write or _warn
        self.counts: dict[str, int] = {}
        self.said_at: dict[str, float] = {}

    def note(self, what: str) -> None:
        now = self.clock()
        self.counts[what] = self.counts.get(what, 0) + 1
        last = self.said_at.get(what)
        if last is not None and now - last < LOG_SECONDS:
            return
        count = self.counts.pop(what)
        seconds = 0 if last is None else round(now - last)
        self.said_at[what] = now
        self.write(phrase("online.limit.log", what=what, n=count, seconds=seconds).both())


# ---------------------------------------------------------------------------- connections
class Gate:
    """The connections' caps, counted from the TCP accept (`opened`/`closed`) to the opening
    handshake's verdict (`refusal`: a phrase, or None to let it in)."""

    def __init__(self, limits: Limits, fds: int | None, clock: Clock = time.monotonic,
                 log: ThrottledLog | None = None) -> None:
        self.limits = limits
        self.cap, self.hard_cap = connection_caps(limits, fds)
        self.book = AddressBook(limits, clock)
        self.log = log or ThrottledLog(clock)
        self.open = 0

    def opened(self, peer: str) -> bool:
        """A TCP connection accepted from `peer`; False: drop it now (far past a cap: the
        system's files are kept for the others)."""
        self.open += 1
        address = self.book.get(peer)
        address.open += 1
        per_address = self.limits.connections_per_address
        if self.open > self.hard_cap:
            self.log.note("connections past the hard cap, dropped")
            return False
        if per_address and not self.limits.trust_forwarded and \
                address.open > 2 * per_address + 4:
            self.log.note("connections past an address's hard cap, dropped")
            return False
        return True

    def closed(self, peer: str) -> None:
        self.open -= 1
        address = self.book.addresses.get(peer)
        if address is not None:
            address.open -= 1

    def refusal(self, connection: Any) -> tuple[int, Any] | None:
        """Why a connection is refused (an HTTP status and a phrase), or None to let it in.
        `connection.address` is the address it counts as; behind a proxy it is counted there
        too (`connection.counted_as`, let go by `closed`)."""
        limits = self.limits
        if self.open > self.cap:
            self.log.note("server full, connection refused")
            return 503, phrase("online.limit.server_full", n=self.cap)
        key = connection.address
        address = self.book.get(key)
        if key != connection.peer:
            address.open += 1
            connection.counted_as = key
        if limits.connections_per_address and address.open > limits.connections_per_address:
            self.log.note("too many connections from one address, refused")
            return 429, phrase("online.limit.address_connections",
                               n=limits.connections_per_address)
        if not address.connections.spend():
            self.log.note("new connections too fast from one address, refused")
            return 429, phrase("online.limit.connection_rate")
        return None

    def uncount(self, key: str) -> None:
        address = self.book.addresses.get(key)
        if address is not None:
            address.open -= 1


def gated_connection(gate: Gate) -> type:
    """websockets' server connection, counted by `gate` from its TCP accept to its end."""
    # kept here (b): at the top it would load websockets and asyncio into `deboule --help` (+61 ms)
    from websockets.asyncio.server import ServerConnection

    class GatedConnection(ServerConnection):
        peer = address = "-"
        counted_as: str | None = None
        counted = False

        def connection_made(self, transport: Any) -> None:
            super().connection_made(transport)
            self.peer = self.address = peer_key(transport)
            self.counted = True
            if not gate.opened(self.peer):
                transport.abort()

        def connection_lost(self, exc: Exception | None) -> None:
            if self.counted:
                self.counted = False
                gate.closed(self.peer)
                if self.counted_as is not None:
                    gate.uncount(self.counted_as)
            super().connection_lost(exc)

    return GatedConnection


def gate_request(gate: Gate) -> Callable[[Any, Any], Any]:
    """websockets' `process_request`: a refused connection gets its reason as the HTTP
    answer's body (French / English), and no WebSocket."""

    def process_request(connection: Any, request: Any) -> Any:
        connection.address = forwarded_key(request, connection.peer, gate.limits)
        refused = gate.refusal(connection)
        if refused is None:
            return None
        status, said = refused
        return connection.respond(status, said.both() + "\n")

    return process_request


def peer_key(transport: Any) -> str:
    peer = transport.get_extra_info("peername") if transport is not None else None
    host = peer[0] if isinstance(peer, tuple) and peer else None
    return address_key(host)


def forwarded_key(request: Any, peer: str, limits: Limits) -> str:
    """The address a connection counts as: its peer's, or behind a trusted reverse proxy the
    last address of X-Forwarded-For (the one the proxy itself added)."""
    if not limits.trust_forwarded or request is None:
        return peer
    header = request.headers.get("X-Forwarded-For", "")
    last = header.split(",")[-1].strip() if header else ""
    return address_key(last) if last else peer
