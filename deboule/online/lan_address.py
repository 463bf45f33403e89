"""The address a host shares in a room's link when the server listens on every interface
(`deboule serve --host 0.0.0.0`, `::` or ""): not the wildcard, which no friend can reach, but
this machine's address on its network."""

from __future__ import annotations

import ipaddress
import socket
from collections.abc import Callable

WILDCARDS = ("0.0.0.0", "::", "")
# documentation addresses (RFC 5737, RFC 3849): never anyone's; a UDP socket's connect()
# only asks the system which of its addresses would reach them (no packet is sent)
PROBES = {socket.AF_INET: ("192.0.2.1", 9), socket.AF_INET6: ("2001:db8::1", 9)}


def lan_address(family: int = socket.AF_INET) -> str | None:
    """This machine's address on its network (the one its route out would use), or None when
    it has none (no network, only loopback or link-local addresses)."""
    try:
        with socket.socket(family, socket.SOCK_DGRAM) as probe:
            probe.connect(PROBES[family])
            address = str(probe.getsockname()[0])
    except OSError:
        return None
    try:
        ip = ipaddress.ip_address(address.split("%", 1)[0])
    except ValueError:
        return None
    if ip.is_loopback or ip.is_unspecified or ip.is_link_local:
        return None
    return address


def shared_host(host: str, find: Callable[[int], str | None] = lan_address) -> str | None:
    """The host for the link of a server listening on `host`: `host` itself, or for a wildcard
    this machine's network address (IPv4 first, then IPv6 for `::`), None when it has none."""
    if host not in WILDCARDS:
        return host
    families = [socket.AF_INET] + ([socket.AF_INET6] if host == "::" else [])
    for family in families:
        found = find(family)
        if found is not None:
            return found
    return None
