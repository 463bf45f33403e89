"""The answers a room's bot clients gave, kept with the room so that a restarted server plays
its game again exactly as it went (docs/online.md, "Rooms survive a restart").

A room whose seats are all bots runs the game's own `sim.play` loop, the same code as the local
`deboule sim`: with the same arguments, the only thing that can make it differ is what the bot
clients answered. So the room keeps, in order, who answered each question a remote bot was
asked: the client (its answer, as the wire carries it) or the server's own bot (the inner bot's
state just before it answered: a client away, or an answer refused). A restarted server builds
the match again with `Game.new_match` and plays it with `sim.play`; each question is answered
from the log, in order, until it is used up (`replayed`), then every bot's state as it was at
the save is given back (`states`) and the room asks its clients again. Nothing is sent to
anyone meanwhile; the first event after it is a whole view.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from deboule.online import wire

MAX_ENTRIES = 1_000_000  # far above any game's questions: a bound on what a file may hold
BY_CLIENT, BY_SERVER = "client", "server"


class ReplayError(ValueError):
    """A kept answer that does not fit the game played again (another bot, another question)."""


class Kept:
    """One kept answer, given back in place of the question (`answer`)."""

    def __init__(self, entry: Mapping[str, Any], rules: str, done: Callable[[], None]) -> None:
        self.entry, self.rules, self.done = entry, rules, done

    def answer(self, inner: Any, method: str, args: tuple) -> Any:
        """The answer given then: the client's, or the inner bot's again from its state."""
        try:
            if self.entry["by"] == BY_CLIENT:
                try:
                    return wire.decode(self.entry["result"], self.rules)
                except wire.WireError as exc:
                    raise ReplayError(f"kept answer unreadable: {exc}") from None
            known = self.entry.get("known")
            if known is not None and callable(getattr(inner, "load_state", None)):
                try:
                    inner.load_state(known)
                except (TypeError, ValueError, KeyError, AttributeError) as exc:
                    raise ReplayError(f"kept bot state unreadable: {exc}") from None
            return getattr(inner, method)(*args)
        finally:
            self.done()


class AnswerLog:
    """A room's kept answers (see the module's text). `entries` and `states` as `to_save`
    wrote them; the room checks them first (`check_saved`)."""

    def __init__(self, rules: str, entries: list[dict[str, Any]] | None = None,
                 states: Mapping[str, Any] | None = None) -> None:
        self.rules = rules
        self.entries: list[dict[str, Any]] = list(entries or [])
        self.states: dict[int, Any] = {int(k): v for k, v in (states or {}).items()}
        self.at = 0  # entries given back so far
        self.replaying = bool(self.entries)

    def record(self, bot_id: int, method: str, by_client: bool, value: Any) -> None:
        """Who answered a question asked live: the client (`value` its answer), or the
        server's bot (`value` its state before it answered)."""
        if self.replaying or len(self.entries) >= MAX_ENTRIES:
            return
        if by_client:
            self.entries.append({"bot": bot_id, "method": method, "by": BY_CLIENT,
                                 "result": wire.encode(value)})
        else:
            self.entries.append({"bot": bot_id, "method": method, "by": BY_SERVER,
                                 "known": value})

    def next(self, bot_id: int, method: str, ended: Callable[[dict[int, Any]], None]
             ) -> Kept | None:
        """The kept answer to this question, None once the log is used up. `ended(states)`
        once its last answer is given: the room gives each bot its state back and plays on."""
        if not self.replaying:
            return None
        entry = self.entries[self.at]
        if entry["bot"] != bot_id or entry["method"] != method:
            raise ReplayError(f"kept answer {self.at} is bot {entry['bot']}'s {entry['method']}, "
                              f"asked bot {bot_id}'s {method}")
        self.at += 1

        def done() -> None:
            if self.at == len(self.entries) and self.replaying:
                self.replaying = False
                ended(self.states)

        return Kept(entry, self.rules, done)

    def to_save(self, states: Mapping[int, Any]) -> dict[str, Any]:
        """The log and every bot's state now (`states`), for the room's file."""
        return {"entries": self.entries, "states": {str(k): v for k, v in states.items()}}


def check_saved(data: Any) -> None:
    """A saved log's shape (ValueError: not one). The answers themselves are read back by the
    game's own codec when they are given again, and a log that does not fit the game ends in
    a ReplayError: the room fails, said with its code."""
    if not isinstance(data, dict) or set(data) != {"entries", "states"}:
        raise ValueError("answers: not a log")
    entries, states = data["entries"], data["states"]
    if not isinstance(entries, list) or len(entries) > MAX_ENTRIES:
        raise ValueError("answers: entries")
    for entry in entries:
        if not isinstance(entry, dict) or not isinstance(entry.get("bot"), int) or \
                isinstance(entry.get("bot"), bool) or not 0 <= entry["bot"] < MAX_ENTRIES or \
                entry.get("method") not in ("act", "reaction_ms", "blunder"):
            raise ValueError("answers: an entry")
        if entry.get("by") == BY_CLIENT and set(entry) == {"bot", "method", "by", "result"}:
            continue
        if entry.get("by") == BY_SERVER and set(entry) == {"bot", "method", "by", "known"}:
            continue
        raise ValueError("answers: an entry")
    if not isinstance(states, dict) or not all(
            isinstance(k, str) and k.isdigit() and len(k) < 8 for k in states):
        raise ValueError("answers: states")
