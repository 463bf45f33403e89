"""The one bot protocol of every game: `act(state, player)`, three levels, optional hooks.

A bot is any object with an `act` method:

    class Bot(Protocol):
        def act(self, state, player: int) -> Any: ...

`act` returns what seat `player` does now on `state` (the game's state on the common contract,
`deboule.rules.core.GameState`): one of `state.legal_actions(player)` at a decision; in Le Déboulé,
when the rules await that seat's throw (a roll-off or a `ThrowRequest`), the game's throw plan
(`deboule.rules.deboule.bots.ThrowPlan`: which piece, and the hand's aim). A fair bot reads only
what its seat may see (`state.observation(player)` where the game has it); the built-in bots do.

Each game builds its own bots with `deboule.rules.<game>.make_bot(level, seed)`, `level` one of
`LEVELS` in every game; the names of older versions (`casual`) are read through `level_name`. A seat
may also be a bot of one's own, `package.module:Name`, when the person names it at that moment
(`deboule sim --bots`): `own_bot` imports it then, and that name is that bot for the rest of
the run (`named_now`; the seat, an `OwnBot`, is a str equal to the name); `seat_bot` calls
`Name()` (no arguments) to make each seat's bot; see docs/examples/custom_bot.py. A name read
from a file (a record's, a save's or a room's seats, a setting) that nobody named is only a
name: nothing here imports or calls it (`seat_bot` and `check_seat` refuse it, code
`bot_not_named`). Dice,
shakes and deck orders are thrown by the match's hand (seeded by the match), never asked of a
bot: only Le Déboulé's throws are a player's choice.

What a match needs besides `act` is read only through the helpers below, never from a bot's
attributes; each has a default, so a bot object that has only `act` plays any seat of any game:

    helper                                   the bot's optional method   default
    reaction_ms(bot, state, player, shout)   reaction_ms(...)            act's press, 800 ms
    blunder(bot, state, player)              blunder(state, player)      no wrong shout
    reseed(bot, key)                         reseed(key)                 nothing
    save_state(bot) / load_state(bot, data)  save_state() / load_state() None / nothing
    lend_simulator(bot, simulator)           use_simulator(simulator)    nothing

`reseed` gives a bot a fresh, reproducible start for one decision (a match that must replay the
same decision whatever happened before, such as Cul de Chouette's window, names the moment);
`save_state`/`load_state` carry a bot's memory through a save or a thinking process (JSON-ready
data); `lend_simulator` hands a physics game's bot a live view of the table to practise throws
on (Le Déboulé: `deboule.games.deboule.simulator.WorldSimulator`, see
deboule/rules/deboule/bots.py).

A seat may carry a binder: `BoundLevel(level, binder)` is its level (a str equal to it, written
as the plain level in names, saves and records) whose bot, once `seat_bot` has made it as for
the plain level (same level, same seed), is handed to `binder(level, seed, bot)`; whatever that
returns takes the seat. An online room binds each remote seat so (issue 33): the proxy it returns
asks the seat's own client, which runs the same bot on its own copy of the state. A proxy
exposes the optional methods its bot has and no others (`HOOKS`, `hooks_of`): the helpers below
test them with hasattr.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable
from typing import Any, Protocol, runtime_checkable

from deboule.rules.core.errors import IllegalAction

LEVELS: tuple[str, ...] = ("novice", "regular", "expert")
# names of older versions, still read from saves, records, command lines and settings
OLD_LEVEL_NAMES: dict[str, str] = {"casual": "regular"}  # Le Déboulé until issue 31
# When a bot without its own reaction time presses in a shout race: a regular player's median
# choice reaction (Cul de Chouette's "regular" level, docs/rules-cul-de-chouette.md "Bots").
DEFAULT_REACTION_MS = 800


# the optional methods a bot may have, read by the helpers below (`act` is the one required)
HOOKS: tuple[str, ...] = ("reaction_ms", "blunder", "reseed", "save_state", "load_state",
                          "use_simulator")


@runtime_checkable
class Bot(Protocol):
    """What every seat's bot has: `act(state, player)` (see the module's text)."""

    def act(self, state: Any, player: int) -> Any: ...


class BoundLevel(str):
    """A seat's level (or `package.module:Name`) that carries a binder: equal to its level as a
    str everywhere, and `seat_bot` returns `binder(level, seed, bot)` for the bot it makes (see
    the module's text). String methods (`strip`, `lower`...) return the plain level: the binder
    goes only where the seat itself goes."""

    binder: Callable[[str, Any, Any], Any]

    def __new__(cls, level: str, binder: Callable[[str, Any, Any], Any]) -> BoundLevel:
        if not callable(binder):
            raise TypeError(f"a BoundLevel's binder is callable, not {binder!r}")
        bound = super().__new__(cls, level)
        bound.binder = binder
        return bound

    def __getnewargs__(self) -> tuple[str, Callable[[str, Any, Any], Any]]:  # copy, pickle
        return str(self), self.binder

    @property
    def level(self) -> str:
        """The plain level (a str), as names, saves and records write it."""
        return str(self)


def plain(seat: Any) -> Any:
    """`seat` without a binder: a BoundLevel's plain level, anything else as it is."""
    return str(seat) if isinstance(seat, BoundLevel) else seat


def level_name(name: str) -> str:
    """`name` as today's level name: an older name mapped (`casual` -> `regular`), any other
    name as it is (the game's `make_bot` refuses one it does not know); a BoundLevel stays bound
    (to the level mapped)."""
    mapped = OLD_LEVEL_NAMES.get(name, name)
    if isinstance(name, BoundLevel) and not isinstance(mapped, BoundLevel):
        return BoundLevel(mapped, name.binder)
    return mapped


def is_bot(seat: Any) -> bool:
    """True for a bot object (anything with a callable `act`), not for a level name."""
    return callable(getattr(seat, "act", None))


# package.module:Name, each part a Python name
BOT_SPEC = re.compile(r"[A-Za-z_]\w*(\.[A-Za-z_]\w*)*:[A-Za-z_]\w*(\.[A-Za-z_]\w*)*")


def names_bot_spec(text: Any) -> bool:
    """True for a text that has the form of a bot of one's own, `package.module:Name` (a
    level has no colon): only a name, nothing is loaded."""
    return isinstance(text, str) and ":" in text


class OwnBot(str):
    """A seat that is a bot of one's own the person named at this moment (the command line's
    `--bots pkg.mod:Name`): equal to its name as a str everywhere (records and saves write the
    name), and it carries what `own_bot` loaded, so that `seat_bot` makes each seat's bot
    without importing anything. A plain str, such as one read from a file, is never one; string
    methods return plain strs."""

    factory: Callable[[], Any]

    def __new__(cls, spec: str, factory: Callable[[], Any]) -> OwnBot:
        made = super().__new__(cls, spec)
        made.factory = factory
        return made

    def __getnewargs__(self) -> tuple[str, Callable[[], Any]]:  # copy, pickle
        return str(self), self.factory

    def make(self) -> Any:
        """A fresh bot for one seat: `Name()`, refused as `load_bot` refuses."""
        return _made(str(self), self.factory)


# the bots of one's own the person named in this run (`own_bot`, called by the command line
# only), by name: a seat naming one of these is that bot wherever the name comes from (the
# command line's text read again by a sim, the record it writes); any other name is only a name
_NAMED: dict[str, OwnBot] = {}


def named_now(seat: Any) -> OwnBot | None:
    """The bot of one's own `seat` is, when the person named it in this run (`own_bot`), else
    None (a `package.module:Name` read from a file and named by nobody: only a name)."""
    if isinstance(seat, OwnBot):
        return seat
    return _NAMED.get(str(seat)) if isinstance(seat, str) else None


def forget_named_bots() -> None:
    """Forget the bots of one's own named in this run (a new run, or a test)."""
    _NAMED.clear()


def is_bot_spec(seat: Any) -> bool:
    """True for a seat that is a bot of one's own the person named in this run (`named_now`);
    a `package.module:Name` string nobody named (read from a file) is not one: every check
    refuses it as an unknown level, and nothing imports it."""
    return named_now(seat) is not None


def _factory(spec: str) -> Callable[[], Any]:
    """What `spec` names, imported (only ever for a name the person gives at that moment:
    `own_bot`); IllegalAction as `load_bot` says."""
    if not BOT_SPEC.fullmatch(spec):
        raise IllegalAction(f"{spec!r} is not package.module:Name", code="bot_spec",
                            spec=spec, detail="")
    module_name, _, attribute = spec.partition(":")
    try:
        target: Any = importlib.import_module(module_name)
    except Exception as exc:  # noqa: BLE001 - any failure of someone else's module is reported
        raise IllegalAction(f"cannot import {module_name}: {exc}", code="bot_module",
                            spec=spec, detail=f"{type(exc).__name__}: {exc}") from None
    for part in attribute.split("."):
        if not hasattr(target, part):
            raise IllegalAction(f"{module_name} has no {attribute}", code="bot_name",
                                spec=spec, detail=attribute)
        target = getattr(target, part)
    if not callable(target):
        raise IllegalAction(f"{spec} cannot be called", code="not_a_bot", spec=spec, detail="")
    return target


def _made(spec: str, factory: Callable[[], Any]) -> Any:
    try:
        bot = factory()
    except Exception as exc:  # noqa: BLE001 - as above
        raise IllegalAction(f"{spec}() failed: {exc}", code="bot_failed", spec=spec,
                            detail=f"{type(exc).__name__}: {exc}") from None
    if not is_bot(bot):
        raise IllegalAction(f"{spec}() has no act(state, player)", code="not_a_bot", spec=spec,
                            detail="")
    return bot


def load_bot(spec: str) -> Any:
    """The bot `spec` names (`package.module:Name`): `Name()` from that module. Only for a name
    the person gives at that moment (the command line), never one read from a file. A bad spec
    raises IllegalAction with a code the shell translates (`cli.bot_spec`, `cli.bot_module`,
    `cli.bot_name`, `cli.bot_failed`, `cli.not_a_bot`) and `spec`, `detail`."""
    return _made(spec, _factory(spec))


def own_bot(spec: str) -> OwnBot:
    """The seat of a bot of one's own the person names now (`--bots pkg.mod:Name`): loaded and
    made once to check it (IllegalAction as `load_bot`), kept as an `OwnBot`."""
    factory = _factory(spec)
    _made(spec, factory)
    own = _NAMED[spec] = OwnBot(spec, factory)
    return own


def not_named(seat: str) -> IllegalAction:
    """The refusal of a `package.module:Name` seat that was not named at this moment (read
    from a file): it is never imported."""
    return IllegalAction(f"{seat[:80]!r} names a bot of one's own, which is loaded only when "
                         "named on the command line", code="bot_not_named", spec=seat[:80],
                         detail="")


def seat_bot(seat: Any, make_bot: Callable[[str, Any], Any], seed: Any) -> Any:
    """The bot of a seat: a bot object as it is, an `OwnBot` made (`OwnBot.make`), a level name
    (an older one mapped) made by the game's `make_bot(level, seed)`; for a BoundLevel, that bot
    handed to its binder with the plain level and the seed (the binder's answer takes the seat).
    A plain `package.module:Name` string (from a file) is refused (`not_named`), never
    imported."""
    if is_bot(seat):
        return seat
    own = named_now(seat)
    if own is not None:
        bot = own.make()
    elif names_bot_spec(seat):
        raise not_named(str(seat))
    else:
        bot = make_bot(str(level_name(seat)), seed)
    if isinstance(seat, BoundLevel):
        return seat.binder(str(level_name(seat)), seed, bot)
    return bot


def hooks_of(bot: Any) -> tuple[str, ...]:
    """The optional methods of `HOOKS` that `bot` has (what a proxy of it must expose, and no
    more: the helpers below read a bot's abilities with hasattr)."""
    return tuple(name for name in HOOKS if _hook(bot, name) is not None)


def check_seat(seat: str, levels: tuple[str, ...] | list[str]) -> str:
    """A seat checked: a level (an older name mapped) among `levels`, or a bot of one's own
    named at this moment (an `OwnBot`). IllegalAction otherwise: `bot_not_named` for a plain
    `package.module:Name` string (nothing imported), `unknown_level` for any other."""
    own = named_now(seat)
    if own is not None:
        return own
    if names_bot_spec(seat):
        raise not_named(str(seat))
    level = level_name(seat)
    if level not in levels:
        raise IllegalAction(f"unknown bot level {seat!r}", code="unknown_level", spec=seat,
                            detail=", ".join(levels))
    return level


def _hook(bot: Any, name: str):
    hook = getattr(bot, name, None)
    return hook if callable(hook) else None


def reaction_ms(bot: Any, state: Any, player: int, shout: str) -> int | None:
    """When `bot` presses `shout` in the open race, in ms from its opening (None: no press).

    Without its own `reaction_ms`, the bot is asked `act(state, player)`: an answer that is a
    press (an action with `t_ms`) presses at its `t_ms`, or at DEFAULT_REACTION_MS when the press
    carries no time (the legal presses are listed with 0); any other answer (None) is no press."""
    hook = _hook(bot, "reaction_ms")
    if hook is not None:
        return hook(state, player, shout)
    answer = bot.act(state, player)
    t_ms = getattr(answer, "t_ms", None)
    if t_ms is None:
        return None
    return int(t_ms) if t_ms > 0 else DEFAULT_REACTION_MS


def blunder(bot: Any, state: Any, player: int) -> Any | None:
    """A wrong shout `bot` makes after a throw (Cul de Chouette's Bévue), or None."""
    hook = _hook(bot, "blunder")
    return None if hook is None else hook(state, player)


def reseed(bot: Any, key: str) -> None:
    """Start `bot`'s random choices afresh from `key` (the match names the moment); a bot
    without randomness, or without `reseed`, is left as it is."""
    hook = _hook(bot, "reseed")
    if hook is not None:
        hook(key)


def save_state(bot: Any) -> Any | None:
    """`bot`'s memory as JSON-ready data (None: it keeps none worth saving)."""
    hook = _hook(bot, "save_state")
    return None if hook is None else hook()


def load_state(bot: Any, data: Any) -> None:
    """Give `bot` back the memory `save_state` returned (None: nothing to give back)."""
    hook = _hook(bot, "load_state")
    if hook is not None and data is not None:
        hook(data)


def lend_simulator(bot: Any, simulator: Any) -> None:
    """Let a physics game's bot practise throws on `simulator` (a live view of the table it
    copies before throwing); a bot that plans without one is left as it is."""
    hook = _hook(bot, "use_simulator")
    if hook is not None:
        hook(simulator)
