"""A bot seat played by a network client (docs/online.md, "Bot clients").

The room builds the very match the local `deboule sim` builds; each seat a bot client took is a
`BoundLevel` (deboule/rules/core/bots.py), so the game makes that seat's level bot with the seed it
always gives it, and the room's binder wraps it in a `RemoteBot`. The client makes the same bot
from the same level and seed (told once, in a `bot` message), and the proxy forwards each of the
bot's questions to it: its decisions (`act`), Cul de Chouette's race presses and wrong shouts
(`reaction_ms`, `blunder`), each with the reseed keys the game gave since the last question and,
for a bot that practises on the table (Le Déboulé), the world's exact state. Its answer is read
back by the game's own codec and must be legal; a client that is away longer than the host's
delay, or answers with nonsense, is replaced for that question by the inner bot -- the same bot,
reseeded the same way, its random stream kept in step with the client's by the bot state each
answer carries (`save_state`), so a game a client left still ends as it would have.

The proxy exposes exactly the methods its inner bot has (deboule.rules.core.bots asks with hasattr).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

FORWARDED = ("act", "reaction_ms", "blunder")  # asked of the client
LOCAL = ("save_state", "load_state")  # kept by the inner bot (saves)


class Asker:
    """What a RemoteBot needs of its room: `ask(bot_id, method, args, reseeds, world)` returns the
    client's decoded answer, or raises LookupError when the inner bot must answer;
    `heard(bot_id, method, by_client, value)` hears who answered (the client: its answer;
    the inner bot: its state before it answered); `replayed(bot_id, method)` is the answer
    kept from before a restart (deboule/online/answer_log.py), None once the room plays live."""

    ask: Callable[..., Any]
    heard: Callable[..., None]
    replayed: Callable[..., Any]


def make_remote_bot(inner: Any, bot_id: int, asker: Any, check: Callable[[str, Any, tuple], bool],
                    blind: Callable[[str], str] | None = None) -> Any:
    """A proxy for `inner` (its own class, holding only the methods `inner` has). `blind`
    turns the game's reseed keys into the ones both the client and `inner` use (a key may name
    the match's seed: deboule/online/secrecy.py)."""
    namespace: dict[str, Any] = {}

    def forward(name: str) -> Callable[..., Any]:
        def call(self, *args: Any) -> Any:
            reseeds, self.reseeds = self.reseeds, []
            kept = self.asker.replayed(self.bot_id, name)  # a restarted room: the answer given
            if kept is not None:
                return kept.answer(self.inner, name, args)
            world = None
            if self.simulator is not None and hasattr(self.simulator, "world"):
                world = self.simulator.world
            known = None
            if callable(getattr(self.inner, "save_state", None)):
                known = self.inner.save_state()
            try:
                answer, bot_state = self.asker.ask(self.bot_id, name, args, reseeds, world,
                                                   known)
            except LookupError:  # away too long: the inner bot answers (the same bot)
                self.asker.heard(self.bot_id, name, False, known)
                return getattr(self.inner, name)(*args)
            if not self.check(name, answer, args):
                self.asker.heard(self.bot_id, name, False, known)
                return getattr(self.inner, name)(*args)
            if bot_state is not None and callable(getattr(self.inner, "load_state", None)):
                try:  # the inner bot's random stream follows the client's (a later takeover)
                    self.inner.load_state(bot_state)
                except (TypeError, ValueError, KeyError, AttributeError):
                    pass
            self.asker.heard(self.bot_id, name, True, answer)
            return answer
        call.__name__ = name
        return call

    for name in FORWARDED:
        if callable(getattr(inner, name, None)):
            namespace[name] = forward(name)
    if callable(getattr(inner, "reseed", None)):
        def reseed(self, key: str) -> None:
            key = blind(key) if blind is not None else key
            self.inner.reseed(key)
            self.reseeds.append(str(key))
        namespace["reseed"] = reseed
    if callable(getattr(inner, "use_simulator", None)):
        def use_simulator(self, simulator: Any) -> None:
            self.simulator = simulator
            self.inner.use_simulator(simulator)
        namespace["use_simulator"] = use_simulator
    for name in LOCAL:
        if callable(getattr(inner, name, None)):
            namespace[name] = (lambda n: lambda self, *a: getattr(self.inner, n)(*a))(name)

    def __init__(self) -> None:
        self.inner, self.bot_id, self.asker, self.check = inner, bot_id, asker, check
        self.reseeds: list[str] = []
        self.simulator = None

    namespace["__init__"] = __init__
    if hasattr(inner, "name"):
        namespace["name"] = property(lambda self: self.inner.name)
    if hasattr(inner, "level"):
        namespace["level"] = property(lambda self: self.inner.level)
    cls = type(f"Remote{type(inner).__name__}", (), namespace)
    return cls()
