"""Every message a room sends, recorded in-process (no sockets): a seeded room of the server's
own bots, each seat also held by a member whose connection records what it is sent, and
spectators that come during the game and come back. Same seed, same code: the same messages,
byte for byte (tests/test_online_view_cost.py compares them across two ways of building the
views)."""

from __future__ import annotations

import dataclasses
import hashlib
from typing import Any

from deboule import registry
from deboule.match_base import ManualClock
from deboule.online.room import Member, Room

# (game, the sim's arguments of a short game, each seat's level)
GAMES: dict[str, tuple[dict[str, Any], list[str]]] = {
    "cul-de-chouette": ({"players": 3, "bots": "expert,novice,regular", "seed": 7},
                        ["expert", "novice", "regular"]),
    "enculette": ({"players": 3, "bots": "expert,novice,regular", "seed": 3, "preset": "broc=5"},
                  ["expert", "novice", "regular"]),
    "chamot": ({"players": 2, "bots": "expert,regular", "seed": 1, "preset": "short"},
               ["expert", "regular"]),
    "deboule": ({"players": 2, "bots": "novice,novice", "seed": 4}, ["novice", "novice"]),
}
STEP = 0.05  # s: the match's step (its manual clock)
MAX_STEPS = 200_000
SECRET = "00" * 32  # the room's blinding key, fixed: nothing of it reaches these seats


class Recorder:
    """A connection that keeps every text it is given."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.texts: list[str] = []

    def deliver(self, text: str) -> None:
        self.texts.append(text)

    def close_soon(self, reason: str) -> None:  # pragma: no cover - not asked here
        raise AssertionError(reason)


def short_games(monkeypatch: Any) -> None:
    """Short games of each (as tests/test_online_secrets.py makes them), Cul de Chouette with
    the Tichette by bidding on (its hidden dice: a view that hides then shows an action)."""
    from deboule.rules.cul_de_chouette.variant import Variant
    from tests.online_support import shorten_deboule

    shorten_deboule(monkeypatch, 6)
    made = Variant.preset.__func__

    def preset(cls: Any, name: str = "kaamelott", **changes: Any) -> Variant:
        variant = made(cls, name, **changes)
        return dataclasses.replace(variant, win_score=120, cap_score=min(variant.cap_score, 119),
                                   tichette=True, tichette_bidding=True)

    monkeypatch.setattr(Variant, "preset", classmethod(preset))


def record_room(game: str, on_event: Any = None) -> dict[str, list[str]]:
    """Every text the room of `game` (GAMES) sent, by recipient: `seat N` (a member at each
    seat), `spectator` (from the start), `late` (a spectator from the 5th view on, leaving at
    the 9th and coming back at the 12th with every event after the 8th), and `history` (what a
    spectator coming back from the start is sent). `on_event(room)` after each view event."""
    args, levels = GAMES[game]
    entry = registry.by_name(game)
    room = Room("TEST", entry, args, list(levels), autostart=False)
    room.secret = SECRET
    conns = {f"seat {seat}": Recorder(f"seat {seat}") for seat in range(len(levels))}
    for seat, level in enumerate(levels):
        room.members[seat] = Member(seat, "bot", level, f"bot {seat}", token=f"t{seat}",
                                    conn=conns[f"seat {seat}"])
    spectator, late = Recorder("spectator"), Recorder("late")
    room.spectators.append(spectator)
    conns["spectator"], conns["late"] = spectator, late
    views = [0]
    left_at = [0]

    def changed(room: Room) -> None:
        views[0] += 1
        if views[0] == 5:
            room.spectators.append(late)
        elif views[0] == 9:
            room.detach(late)
            left_at[0] = room.seq
        elif views[0] == 12:
            room.rewatch(late, "unused", left_at[0] - 1)
        if on_event is not None:
            on_event(room)

    room.on_change = changed
    room.status = "playing"
    play_stepped(room)
    texts = {name: conn.texts for name, conn in conns.items()}
    texts["history"] = [text for _, text in room.public_history]
    return texts


def play_stepped(room: Room) -> None:
    """The room's match built as `Room.run` builds it, then stepped STEP seconds at a time as
    `Room.play_with_people` steps it (on the match's manual clock: the same steps every run),
    every view and motion published after each step."""
    sim = room.entry.sim()
    args = room.namespace()
    room.built = sim.build_match(args, room.seat_objects())
    room.match = getattr(room.built, "match", room.built)
    match = room.match
    clock = getattr(match, "clock", None)
    if not callable(getattr(clock, "advance", None)):  # a match on the wall clock (Chamot's)
        clock = match.clock = ManualClock(clock() if callable(clock) else 0.0)
    room.attach_motion()
    room.publish_views(force=True)
    for _ in range(MAX_STEPS):
        if match.over:
            break
        if not match.headless:  # a headless match moves its manual clock itself
            clock.advance(STEP)
        match.step(STEP)
        room.after_step()
    assert room.match.over, "the game did not end"
    room.after_step()
    room.finish(sim, args)


def digest(texts: dict[str, list[str]]) -> str:
    """One SHA-256 of every recipient's texts, in order."""
    hashed = hashlib.sha256()
    for name in sorted(texts):
        hashed.update(name.encode())
        for text in texts[name]:
            hashed.update(b"\0" + text.encode())
    return hashed.hexdigest()
