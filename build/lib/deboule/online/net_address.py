"""Network addresses given on the command line or typed in the window, checked before any socket
or codec sees them: a server's URL (`ws://host:port`) and a host to listen on.

What the operating system and the libraries would choke on is refused here with one line in
French and English (`AddressError`, a `Refusal`), never a traceback: a host the IDNA codec cannot
encode (`a..b`, a label over 63 letters, an undecodable byte from the terminal such as `\\xff`,
which Python keeps as a lone surrogate), a URL's port out of 1..65535, a control character, a URL of
another scheme. A host that is well formed but unknown is not refused here: resolving it is the
connection's job, and its failure is told there.
"""

from __future__ import annotations

import ipaddress
import re
from urllib.parse import urlsplit

from deboule.text.i18n import Phrase, Refusal

MAX_URL = 300  # characters
MAX_HOST = 253  # a DNS name's longest written form (RFC 1035), without the final dot
_LABEL = re.compile(r"(?!-)[A-Za-z0-9_-]{1,63}(?<!-)")
# what may follow the host in a URL (user, path, query): printable ASCII without spaces
_URL_REST = re.compile(r"[!-~]*")
SCHEMES = ("ws", "wss")
_SHOWN = 80  # characters of a refused value shown back


class AddressError(Refusal):
    """A refused address: one line in French and English."""


def shown(text: str) -> str:
    """`text` as it may be printed back: at most _SHOWN characters, a byte the terminal sent
    that is not UTF-8 as `\\xff`, control and other unprintable characters escaped."""
    try:
        raw = text[:_SHOWN].encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:  # a lone surrogate no terminal byte gives (\ud800)
        raw = text[:_SHOWN].encode("utf-8", "backslashreplace")
    text = raw.decode("utf-8", "backslashreplace")
    return "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii")
                   for c in text)


def host_problem(host: str) -> str | None:
    """Why `host` (a name or an IP address, without brackets) cannot be used, as a key of the
    translation tables' `address.host.*` lines; None when it can."""
    if not host:
        return "empty"
    if len(host) > MAX_HOST + 1:
        return "too_long"
    try:
        ipaddress.ip_address(host)
    except ValueError:
        pass
    else:
        return None
    if ":" in host or "%" in host:  # only an IPv6 address holds these, and this is none
        return "bad_ip"
    try:
        ascii_name = host.encode("idna").decode("ascii")
    except UnicodeError:  # an empty or over-long label, a lone surrogate, a forbidden character
        return "bad_name"
    labels = ascii_name[:-1].split(".") if ascii_name.endswith(".") else ascii_name.split(".")
    if len(ascii_name.rstrip(".")) > MAX_HOST or not all(map(_LABEL.fullmatch, labels)):
        return "bad_name"
    return None


def check_host(host: str, option: str = "--host", empty_allowed: bool = False) -> str:
    """A host to listen on or connect to (`option` names where it was given); `empty_allowed`:
    "" stands for every interface (`deboule serve --host ""`)."""
    if host == "" and empty_allowed:
        return host
    problem = host_problem(host)
    if problem is not None:
        raise AddressError("address.bad_host", option=option, value=shown(host),
                           why=_why(problem))
    return host


def check_url(url: str) -> str:
    """A room server's address, `ws://host:port` or `wss://host:port` (a path may follow), every
    part usable by the client; AddressError otherwise."""
    if not isinstance(url, str) or len(url) > MAX_URL or not url.isprintable():
        raise _bad_url(url if isinstance(url, str) else repr(url), "form")
    try:
        parts = urlsplit(url)  # ValueError: brackets that hold no IPv6 address
    except ValueError:
        raise _bad_url(url, "form") from None
    try:
        port = parts.port  # ValueError: not a number, or out of 0..65535
    except ValueError:
        raise _bad_url(url, "port") from None
    host = parts.hostname
    if parts.scheme not in SCHEMES:
        raise _bad_url(url, "scheme")
    if not host:
        raise _bad_url(url, "no_host")
    if port is None or not 1 <= port <= 65535:
        raise _bad_url(url, "port")
    problem = host_problem(host)
    if problem is not None:
        raise AddressError("address.bad_url_host", value=shown(url),
                           host=shown(host), why=_why(problem))
    rest = url[len(parts.scheme) + 3:].replace(parts.netloc, "", 1)
    user = parts.netloc.rpartition("@")[0]
    if not _URL_REST.fullmatch(rest + user):
        raise _bad_url(url, "rest")
    return url


def _bad_url(url: str, why: str) -> AddressError:
    return AddressError("address.bad_url", value=shown(url),
                        why=Phrase(f"address.url.{why}"))


def _why(problem: str) -> Phrase:
    return Phrase(f"address.host.{problem}")
