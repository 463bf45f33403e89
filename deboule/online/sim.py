"""`deboule sim --online ws://HOST:PORT`: a bot game where every seat is a client of its own.

The command makes a room on the server with the sim's own arguments, every seat open; one
client per seat joins it as a bot of the seat's level (deboule/online/bot_seat.py) and answers the
room's questions with its own bot; the command watches the room as a spectator, and once the
game is over asks for its report: the lines the local `deboule sim` prints for the same
arguments (the server's match played them, through the game's `sim.report_lines`), and the
record, written where `--record` says (else where the local sim writes it).
"""

from __future__ import annotations

import threading
from typing import Any

from deboule import registry
from deboule.online.bot_seat import BotSeat
from deboule.online.client import BACK, LOST, Client, ClientError
from deboule.replays.records import write_record_or_say
from deboule.replays.sims import sim_options
from deboule.text.terminal import say, warn

GAME_SECONDS = 3600.0  # the longest a sim game may take (a net for a server that hangs)


def seat_levels(sim: Any, args: Any) -> list[str]:
    """Each seat's bot level, as the local sim reads `--bots` (its own default without it)."""
    if hasattr(sim, "seat_levels"):
        return list(sim.seat_levels(args))
    if args.bots:
        return [level.strip() for level in args.bots.split(",")]
    return [sim.cli_facts()["levels"][-1]] * int(args.players)


def room_options(entry: Any, sim: Any, args: Any) -> dict[str, Any]:
    """The game's options the local sim plays with (`--preset`, `--teams`, `--house-words`,
    `--rule`): the room's, one mapping (the sim's own `match_options` where it has one)."""
    if hasattr(sim, "match_options"):
        return dict(sim.match_options(args))
    return sim_options(entry, args)


def room_args(sim: Any, args: Any) -> dict[str, Any]:
    """The sim's other arguments a room is made with (as `deboule sim` reads them)."""
    fields = {"players": int(args.players), "bots": args.bots, "seed": int(args.seed),
              "lang": args.lang or "fr", "quiet": bool(args.quiet)}
    path = record_path(sim, args)
    if path is not None:
        fields["record"] = str(path)
    return fields


def record_path(sim: Any, args: Any) -> Any:
    """Where the local sim writes the record (its own default where it has one)."""
    return sim.record_path(args) if hasattr(sim, "record_path") else args.record


class SeatThread(threading.Thread):
    """One seat's client: joins as a bot (or, with the seat's `token`, comes back to it) and
    answers until the game is over."""

    def __init__(self, url: str, room: str, seat: int, level: str, entry: Any,
                 token: str | None = None) -> None:
        super().__init__(name=f"seat-{seat}", daemon=True)
        self.url, self.room, self.seat, self.level, self.entry = url, room, seat, level, entry
        self.token = token
        self.client = Client(url, name=f"bot {seat + 1}")
        self.error: BaseException | None = None
        self.done = threading.Event()
        self.joined = threading.Event()

    def run(self) -> None:
        try:
            self.client.connect()
            if self.token is not None:
                self.client.room, self.client.token = self.room, self.token
                self.client.send("resume", room=self.room, token=self.token, last_seq=0)
                self.joined.set()
            else:
                self.client.send("join", room=self.room, seat=self.seat, kind="bot",
                                 level=self.level)
            host = BotSeat(self.client, self.entry)
            while not self.done.is_set():
                message = self.client.next(timeout=0.5)
                if message is None:
                    continue
                kind = message["type"]
                if kind == "joined":
                    self.joined.set()
                elif kind == LOST:
                    if not self.client.reconnect():
                        raise ClientError(message["reason"]) if not isinstance(
                            message["reason"], str) else RuntimeError(message["reason"])
                elif kind in ("over", "closed"):
                    break
                elif kind == "refused":
                    self.error = RuntimeError(message.get("en"))
                elif kind != BACK:
                    host.handle(message)
        except BaseException as exc:  # noqa: BLE001 -- said by the command
            self.error = exc
        finally:
            self.joined.set()
            self.client.close()


def run(args: Any) -> int:
    """Entry point of `deboule sim --online` (deboule/cli.py checked the arguments)."""
    lang = "en" if args.lang == "en" else "fr"
    entry = registry.by_name(args.game)
    sim = entry.sim()
    try:
        host = Client(args.online, name="sim")
        host.connect()
        levels = seat_levels(sim, args)
        host.send("create", game=entry.name, args=room_args(sim, args),
                  options=room_options(entry, sim, args),
                  seats=["open"] * len(levels), autostart=True, away_seconds=60.0,
                  replay=True)  # the local sim's own seeds: its lines, bit for bit
        room = host.wait_for("room")["room"]
        host.send("watch", room=room)
        seats = [SeatThread(args.online, room, i, level, entry) for i, level in
                 enumerate(levels)]
        for seat in seats:
            seat.start()
        over = host.wait_for("over", GAME_SECONDS, resume=True)
        host.send("report")
        report = host.wait_for("report", GAME_SECONDS, resume=True,
                               again=lambda: host.send("report"))
    except ClientError as exc:
        warn(exc.phrase.both())
        return 2
    finally:
        for seat in locals().get("seats", []):
            seat.done.set()
    del over
    for line in report.get("lines", {}).get(lang, []):
        say(str(line))
    record = report.get("record")
    path = record_path(sim, args)
    if record is not None and path is not None:
        if not write_record_or_say(path, record):
            return 2
    host.close()
    return 0
