"""Headless L'Enculette between bots: `deboule sim --game enculette --players N --seed S`.

The dice come from the physics: one MuJoCo Tasse (`World.cup`) per rules cup, shaken for every
shake and reshake, the faces read off the dice at rest. A doubt or a revealed 51 lifts the cup,
the next shake covers it again. A die that escapes the Tasse is the seed's faute grave "Tomber
un ustensile de jeu" (EC-F1). Same seed, same game, bit for bit. A scripted `DiceSource` (a
callable returning two faces) may stand in for the physics in tests.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TextIO

import numpy as np

from rules.enculette import (
    LEVELS,
    DiceShaken,
    Doubt,
    EnculetteError,
    Faute,
    OptionError,
    Options,
    State,
    make_bot,
    make_record,
    new_game,
    parse_option_string,
    read_roll,
    save_record,
)
from rules.enculette.actions import Action, Reveal51
from rules.enculette.fautes import FauteKind
from rules.enculette.text import MESSAGES, describe, player_name, value_text

DiceSource = Callable[[], tuple[int, int]]
Log = Callable[[str], None]

# Named option sets for `--preset` (items may be mixed with name=value pairs: "aveugle,broc=40").
PRESETS: dict[str, dict[str, Any]] = {
    "classique": {},
    "classic": {},
    "aveugle": {"blind_reshake": True},
    "blind": {"blind_reshake": True},
    "deux-tasses": {"cups": 2},
    "two-cups": {"cups": 2},
}
DEFAULT_LEVELS = ("expert", "regular", "novice")
MAX_ACTIONS = 1_000_000  # a guard only: every exchange ends within 21 raises (EN-T1)

HEADER = {
    "fr": "L'Enculette : {n} joueurs ({bots}), graine {seed}, broc de {broc} gorgées.",
    "en": "L'Enculette: {n} players ({bots}), seed {seed}, broc of {broc} gorgées.",
}
ERROR = {"fr": "erreur : {e}", "en": "error: {e}"}


class SimError(EnculetteError):
    """Bad arguments for the headless game (bot levels, preset, seed)."""


# EC-S1: a shake lasts half a second of hand motion (the physics' fairness holds at this length and
# a whole game stays a few seconds of simulation).
SHAKE_SECONDS = 0.5


@dataclass(frozen=True)
class Shake:
    """What a shake left under the cup: the faces of the dice still in the Tasse (piece order)
    and the dice that escaped it (`Outcome.out`)."""

    faces: tuple[int, ...]
    escaped: frozenset[str] = frozenset()


class Tasses(Protocol):
    """Where the dice come from: the physics Tasses, or a script standing in for them."""

    def shake(self, cup: int) -> Shake: ...

    def lift(self, cup: int) -> None: ...


def dropped_faute(shake: Shake, server: int, cup: int) -> Faute | None:
    """EC-F1: a die escaping the Tasse during the shake is the shaker's faute grave (seed: "Tomber
    un ustensile de jeu (dé, tasse, sous-tasse)."); the dice are picked up and shaken again."""
    if not shake.escaped:
        return None
    return Faute(server, FauteKind.DROPPED_UTENSIL.value, cup)


def shake_action(shake: Shake, server: int, cup: int) -> Action:
    """The rules action a settled shake gives: the faces read from the physics, or the faute."""
    faute = dropped_faute(shake, server, cup)
    if faute is not None:
        return faute
    if len(shake.faces) != 2:
        raise SimError(f"a shake with no die out must show two faces, not {shake.faces!r}")
    return DiceShaken(shake.faces)  # type: ignore[arg-type]


def reveals_dice(action: Action) -> bool:
    """EC-L1: a doubt lifts the cup; a revealed 51 is shown publicly: both lift the physics cup."""
    return isinstance(action, Doubt | Reveal51)


class PhysicsTasses:
    """One physics Tasse (`World.cup`, two dice) per rules cup, each with its own seeded stream.

    `shake` covers a lifted cup, rights an upturned Tasse and reloads dice that escaped, then
    shakes the real Tasse and reads the faces at rest. Every call is deterministic given the
    seed and the sequence of calls.
    """

    def __init__(self, seed: np.random.SeedSequence | int, cups: int = 1) -> None:
        from physics import World  # imported here: the rules-only tools need no MuJoCo

        if not isinstance(seed, np.random.SeedSequence):
            check_seed(seed)
            seed = np.random.SeedSequence(seed)
        if isinstance(cups, bool) or not isinstance(cups, int) or cups < 1:
            raise SimError(f"at least one Tasse is needed, not {cups!r}")
        streams = seed.spawn(cups)
        self.worlds = [World.cup(n=2, seed=int(s.generate_state(1)[0])) for s in streams]
        self.rngs = [np.random.default_rng(s) for s in streams]
        self.lifted = [False] * cups
        self.flipped = [False] * cups
        self.spilled = [False] * cups

    def _check(self, cup: int) -> None:
        if isinstance(cup, bool) or not isinstance(cup, int) or not 0 <= cup < len(self.worlds):
            raise SimError(f"there is no Tasse {cup!r} (there are {len(self.worlds)})")

    def prepare(self, cup: int) -> None:
        """Make the Tasse ready to shake: cup down, right way up, both dice inside."""
        self._check(cup)
        world = self.worlds[cup]
        if self.flipped[cup]:
            world.turn_over()
            self.flipped[cup] = False
        if self.lifted[cup]:
            world.cover()
            self.lifted[cup] = False
        if self.spilled[cup]:
            world.load(self.rngs[cup])
            self.spilled[cup] = False

    def shake(self, cup: int) -> Shake:
        self.prepare(cup)
        outcome = self.worlds[cup].shake(self.rngs[cup], seconds=SHAKE_SECONDS)
        self.spilled[cup] = bool(outcome.out)
        return Shake(tuple(self.worlds[cup].dice_faces()), frozenset(outcome.out))

    def lift(self, cup: int) -> None:
        """Lift the cup off the saucer: the dice are shown to everyone."""
        self._check(cup)
        if self.flipped[cup]:
            self.worlds[cup].turn_over()
            self.flipped[cup] = False
        if not self.lifted[cup]:
            self.worlds[cup].lift_cup()
            self.lifted[cup] = True

    def cover(self, cup: int) -> None:
        self._check(cup)
        if self.lifted[cup]:
            self.worlds[cup].cover()
            self.lifted[cup] = False

    def turn_over(self, cup: int) -> None:
        """Turn the whole Tasse over in the hand (the physics decides the faces it shows)."""
        self._check(cup)
        self.cover(cup)
        self.worlds[cup].turn_over()
        self.flipped[cup] = not self.flipped[cup]


class ScriptedTasses:
    """A `DiceSource` callable dressed as Tasses: every shake gives its two faces."""

    def __init__(self, dice: DiceSource) -> None:
        self.dice = dice

    def shake(self, cup: int) -> Shake:
        return Shake(tuple(self.dice()))

    def lift(self, cup: int) -> None:
        return None


def numpy_dice(rng: np.random.Generator) -> DiceSource:
    """A dice source drawing two fair faces from an explicit numpy Generator."""

    def shake() -> tuple[int, int]:
        a, b = rng.integers(1, 7, size=2)
        return int(a), int(b)

    return shake


def seat_streams(seed: int, levels: Sequence[str]) -> tuple[list[np.random.SeedSequence], list]:
    """The seed's streams (0: the dice, 1..: one per seat) and a bot per seat of `levels`.

    The window's match builds its bots the same way, so that a game of bots in the window is the
    very game `deboule sim` plays with that seed.
    """
    check_seed(seed)
    streams = np.random.SeedSequence(seed).spawn(len(levels) + 1)
    bots = [
        make_bot(level, seat, random.Random(int(streams[seat + 1].generate_state(1)[0])))
        if level in LEVELS else None
        for seat, level in enumerate(levels)
    ]
    return streams, bots


def parse_levels(text: str | None, players: int) -> list[str]:
    """One bot level per player; by default expert, regular, novice, expert, ..."""
    if text is None:
        return [DEFAULT_LEVELS[i % len(DEFAULT_LEVELS)] for i in range(players)]
    levels = [part.strip() for part in text.split(",") if part.strip()]
    if len(levels) == 1:
        levels *= players
    if len(levels) != players:
        raise SimError(f"{players} players need {players} bot levels, not {len(levels)}")
    unknown = sorted(set(levels) - set(LEVELS))
    if unknown:
        raise SimError(f"unknown bot level(s) {unknown}; levels are {', '.join(LEVELS)}")
    return levels


def parse_preset(text: str | None) -> Options:
    """A preset name, name=value options, or both, comma-separated (unknown names raise)."""
    data: dict[str, Any] = {}
    for item in filter(None, (part.strip() for part in (text or "").split(","))):
        if "=" in item:
            data.update(parse_option_string(item))
        elif item in PRESETS:
            data.update(PRESETS[item])
        else:
            raise OptionError(f"unknown preset {item!r}; presets are {sorted(PRESETS)} "
                              "or name=value options")
    return Options.from_dict(data)


def check_seed(seed: object) -> None:
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise SimError(f"the seed is a non-negative integer, not {seed!r}")


def play(
    players: int,
    levels: Sequence[str],
    seed: int,
    options: Options | None = None,
    dice: DiceSource | None = None,
    log: Log | None = None,
    lang: str = "fr",
    tasses: Tasses | None = None,
) -> State:
    """Play a whole game of bots; `log` receives each line of the table talk.

    The dice come from `tasses` (default: the physics Tasses seeded from `seed`), or from the
    scripted `dice` callable if one is given.
    """
    check_seed(seed)
    state = new_game(players, options or Options())
    if len(levels) != players:
        raise SimError(f"{players} players need {players} bot levels, not {len(levels)}")
    streams, bots = seat_streams(seed, levels)
    if tasses is None:
        tasses = (ScriptedTasses(dice) if dice is not None
                  else PhysicsTasses(streams[0], state.options.cups))
    show_cup = state.options.cups > 1
    running = [0] * players  # gorgées as the log reaches each event
    for _ in range(MAX_ACTIONS):
        if state.is_terminal():
            break
        seen = len(state.events)
        player = state.current_player()
        if state.is_chance_node():
            cup = state.cup()
            action = shake_action(tasses.shake(cup.index), cup.server, cup.index)
        else:
            action = bots[player].choose(state.observation(player), state.legal_actions())
            if reveals_dice(action):
                tasses.lift(state.current_cup)
        state.apply(action)
        if log is not None:
            for event in state.events[seen:]:
                if event.kind == "drank":
                    running[event.player] += event.amount
                left = max(0, state.options.broc - sum(running))
                line = describe(event.to_dict(), lang, totals=running, broc_left=left,
                                show_cup=show_cup)
                if isinstance(action, DiceShaken) and event.kind == "shaken":
                    line += f" [{value_text(read_roll(*action.faces))}]"  # spectator's view
                log(line)
    if not state.is_terminal():
        raise SimError(f"the game did not end within {MAX_ACTIONS} actions")
    if log is not None:
        msg = MESSAGES[lang]
        scores = ", ".join(
            f"{player_name(p, lang)} : {g}" if lang == "fr" else f"{player_name(p, lang)}: {g}"
            for p, g in enumerate(state.gorgees)
        )
        log(msg["scores"].format(scores=scores))
        winners = state.winners()
        log(msg["winners"].format(s="s" if len(winners) > 1 else "",
                                  names=", ".join(player_name(p, lang) for p in winners)))
    return state


def run(args: Any, out: TextIO | None = None) -> int:
    """Entry point of `deboule sim --game enculette` (see game/cli.py for `args`)."""
    out = out or sys.stdout
    lang = getattr(args, "lang", "fr") or "fr"
    if lang not in HEADER:
        lang = "fr"
    try:
        if getattr(args, "teams", False):
            raise SimError("L'Enculette has no teams (--teams is for Le Déboulé)")
        check_seed(args.seed)
        options = parse_preset(args.preset)
        options.check_players(args.players)
        levels = parse_levels(args.bots, args.players)
        log = None if args.quiet else (lambda line: print(line, file=out))
        if log is not None:
            log(HEADER[lang].format(n=args.players, bots=", ".join(levels), seed=args.seed,
                                    broc=options.broc))
        state = play(args.players, levels, args.seed, options, log=log, lang=lang)
    except EnculetteError as error:
        print(ERROR[lang].format(e=error), file=sys.stderr)
        return 2
    if args.record:
        save_record(args.record, make_record(state, seed=args.seed, bots=levels, dice="physics",
                                             shake_seconds=SHAKE_SECONDS))
    return 0
