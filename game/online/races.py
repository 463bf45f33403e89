"""Shout races over the network (docs/online.md, "Races").

A person's press is timed from when their screen showed the race, wherever they are. The
server knows when it opened the race (`opened`, on the match's clock), when the press arrived,
and the client's round trip (`rtt`, measured by its pings). The opening took about half a round
trip to reach the client and the press half a round trip to come back, so the press's reaction
time as the server measures it is `arrival - opened - rtt` (the round trip counted up to
`RTT_CAP`: a worse link is not made good beyond that). The client also says what it measured
itself (`elapsed_ms`, from the moment it drew the race): that is kept unless it claims to be
faster than the server's measure by more than `TOLERANCE` (a link's jitter), in which case the
server's measure is used. A 150 ms link is thus no handicap, and no client can claim a press
before its link allows.

When the race starts is the game's (Cul de Chouette: when every person's window drew it, its
`seen` message placed back half a round trip by `seen_time`; docs/online.md).
"""

from __future__ import annotations

from typing import Any

RTT_CAP = 0.400  # seconds of round trip taken off at most
TOLERANCE = 0.080  # seconds a claimed reaction may beat the server's measure by (jitter)


def reaction_seconds(arrival: float, opened: float, rtt: float | None, claimed: float) -> float:
    """The reaction kept for a press (see the module's text), ≥ 0 and never after arrival."""
    since_open = max(0.0, arrival - opened)
    measured = max(0.0, since_open - min(max(rtt or 0.0, 0.0), RTT_CAP))
    kept = claimed if claimed >= measured - TOLERANCE else measured
    return max(0.0, min(kept, since_open))


def seen_time(match: Any, message: dict[str, Any], rtt: float | None,
              now_on_room_clock: float) -> float:
    """When a window drew the open race, on the match's clock: its message's arrival less half
    a round trip (`RTT_CAP` at most)."""
    arrival = match.clock() - max(0.0, now_on_room_clock - message["received"])
    return arrival - min(max(rtt or 0.0, 0.0), RTT_CAP) / 2


def press_time(match: Any, message: dict[str, Any], rtt: float | None,
               now_on_room_clock: float) -> float | None:
    """A press on the match's clock (None: now, no race open)."""
    races = getattr(match, "races", None)
    opened = races.opened_at() if races is not None else None
    if opened is None:
        return None
    arrival = match.clock() - max(0.0, now_on_room_clock - message["received"])
    return opened + reaction_seconds(arrival, opened, rtt, message["elapsed_ms"] / 1000.0)
