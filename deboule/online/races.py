"""Shout races over the network (docs/online.md, "Races: the rule").

The rule: a person's press is timed from the moment the race was on **their** screen, and that
moment and the press are both measured by the server alone, from what it sends and when things
arrive -- never from a time a client states. When a race opens (`announce`), the room sends
every person a `race` message with a fresh random `nonce`; the dice of the throw that opened it
still play on the windows for `display` seconds (the last motion's length), so the race is on a
screen `display` plus the trip down after it was sent. The press arrives one trip up after the
person pressed. The server knows its own sending time, the arrival, and the person's round trip
(`RoundTrips`: the median of its last pings, each answered with the ping's own server nonce), so

    reaction = arrival - (sent + display) - round_trip        (the round trip at most RTT_CAP)

which is the person's reaction plus the link's jitter of that race (zero on average), whatever
the link's length: two people with equal reactions win equally often on any link.

What a client cannot do: claim a time (the press's `elapsed_ms` and the pong's `t` are not
read); shorten its round trip (a pong counts only with a nonce the server sent, after it was
sent); press for a race before it saw it (the press must carry the race's nonce, which comes
with it: another is refused), or before its screen could have shown it (a reaction below
`FALSE_START` is refused); gain by keeping quiet (`seen`, the window's word that it drew the
race, is not used for timing at all). What it can do: answer every ping late, from the start,
and pass for a longer link than it has; that gains at most its delay and never more than
`RTT_CAP` less its real round trip (docs/online.md, "What a client can and cannot do").
"""

from __future__ import annotations

import secrets
import statistics
from collections import OrderedDict, deque
from dataclasses import dataclass, field
from typing import Any

from deboule.online.refusal import RoomRefusal

RTT_CAP = 0.400  # seconds of round trip credited at most
PING_SAMPLES = 9  # round trips kept: their median is the link's
PINGS_OPEN = 4  # pings awaiting their pong at most (older nonces are forgotten)
FALSE_START = 0.0  # s: a press measured before the race was on the person's screen is refused
NONCE_BYTES = 12


class RoundTrips:
    """A connection's round trip, measured by the server only: each ping carries a nonce the
    server drew, its pong must echo it, and the time is the server's from sending to reading."""

    def __init__(self) -> None:
        self.open: OrderedDict[str, float] = OrderedDict()
        self.samples: deque[float] = deque(maxlen=PING_SAMPLES)

    def ping(self, now: float) -> str:
        """A new ping's nonce (sent at `now`)."""
        nonce = secrets.token_urlsafe(NONCE_BYTES)
        self.open[nonce] = now
        while len(self.open) > PINGS_OPEN:
            self.open.popitem(last=False)
        return nonce

    def pong(self, nonce: Any, now: float) -> bool:
        """A pong read at `now`: counted when it echoes an open ping's nonce (once)."""
        sent = self.open.pop(nonce, None) if isinstance(nonce, str) else None
        if sent is None:
            return False
        self.samples.append(max(0.0, now - sent))
        return True

    def value(self) -> float | None:
        """The link's round trip (seconds), None before the first pong."""
        return statistics.median(self.samples) if self.samples else None


@dataclass
class RaceCall:
    """An open race as the room announced it."""

    window: Any  # the match's race window (its identity: a new one is a new race)
    nonce: str
    sent: float  # room clock: when the `race` message left
    shown: float  # room clock: when its dice rested on a window with no link at all
    pressed: set[int] = field(default_factory=set)


def reaction(race: RaceCall, arrival: float, rtt: float | None) -> float:
    """A press's reaction (seconds) by the rule above."""
    return arrival - race.shown - min(max(rtt or 0.0, 0.0), RTT_CAP)


def announce(room: Any) -> None:
    """After a step of a room with people: a race that just opened gets its nonce, its clock
    (the match's, from when its dice rest on a window) and its `race` message to each person;
    a race that closed is forgotten."""
    races = getattr(room.match, "races", None)
    window = races.open() if hasattr(races, "start_at") else None
    if window is None:
        room.race = None
        return
    if room.race is not None and room.race.window is window:
        return
    display = max(0.0, room.motion_until - room.clock())
    open_race(room, window, display)
    races.start_at(room.match.clock() + display)


def open_race(room: Any, window: Any, display: float) -> RaceCall:
    """The room's race for `window`, its dice resting on a window `display` seconds from now:
    a fresh nonce, told to each person (a private message, sent again on resume)."""
    now = room.clock()
    room.race = race = RaceCall(window, secrets.token_urlsafe(NONCE_BYTES), now, now + display)
    for member in list(room.members.values()):
        if member.kind == "human":
            room.tell(member, "race", race=race.nonce)
    return race


def timed_press(room: Any, member: Any, message: dict[str, Any], arrival: float
                ) -> dict[str, Any]:
    """A press as it arrived (the loop thread): with a race open, it must carry that race's
    nonce, once, and come after the race was on the person's screen; its reaction is then
    measured (`reaction`). With none open it is a shout for nothing, at its arrival (C3).
    A refusal is a RoomRefusal (deboule/online/room.py)."""
    race = room.race
    message = {**message, "received": arrival}
    if race is None:
        return message
    if message.get("race") != race.nonce or member.seat in race.pressed:
        raise RoomRefusal("online.refusal.not_this_race")
    measured = reaction(race, arrival, member.rtt)
    if measured < FALSE_START:
        raise RoomRefusal("online.refusal.false_start")
    race.pressed.add(member.seat)
    room.race_log.append((race.nonce, member.seat, measured))
    return {**message, "reaction": measured}


def seen_time(match: Any, message: dict[str, Any], rtt: float | None,
              now_on_room_clock: float) -> float:
    """When a window said it drew the open race, on the match's clock (its arrival less half a
    round trip). Not used for a race's timing any more (see the module's text)."""
    arrival = match.clock() - max(0.0, now_on_room_clock - message["received"])
    return arrival - min(max(rtt or 0.0, 0.0), RTT_CAP) / 2


def press_time(match: Any, message: dict[str, Any], rtt: float | None,
               now_on_room_clock: float) -> float | None:
    """A press on the match's clock: the race's start plus its measured reaction; a press with
    no race open, at its arrival (None: now)."""
    races = getattr(match, "races", None)
    opened = races.opened_at() if races is not None else None
    if opened is None or "reaction" not in message:
        return None
    return opened + max(0.0, float(message["reaction"]))
