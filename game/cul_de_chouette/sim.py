"""`deboule sim --game cul-de-chouette`: a whole game of bots with physics dice, printed in French.

Dice come from the physics dice tray (two chouettes, then the cul); bots answer every decision
and race. Same seed, same game: the tray, the throws (numpy Generator) and every bot's
random.Random are all seeded from --seed. --record FILE writes the game record (game/records.py:
every physics throw and every other action), which `deboule replay FILE` checks.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

import numpy as np

from game.i18n import level_word, tr
from game.records import (
    RECORD_FORMAT,
    RECORD_VERSION,
    final_state,
    poses_digest,
    write_record_or_say,
)
from rules.core import IllegalAction
from rules.core.bots import check_seat, seat_bot
from rules.cul_de_chouette import DiceRolled, Game, Variant
from rules.cul_de_chouette.bots import LEVELS, make_bot
from rules.cul_de_chouette.driver import play

DEFAULT_LEVELS = ("expert", "regular", "novice", "regular")
SINGLE_DIE_PURPOSES = {"cul", "sirotage", "challenge_cul", "challenge_sirotage"}
MAX_RETHROWS = 20


class PhysicsDice:
    """Throws dice in the tray: random hand throws from a seeded Generator, faces read at rest."""

    def __init__(self, world, rng: np.random.Generator) -> None:
        self.world = world
        self.rng = rng
        self.throws = 0
        self.refused: list[str] = []  # throws the world refused (drawn again)
        # per roll, every throw the world simulated ({die: throw data}), the readable one last
        self.rolls: list[list[dict]] = []
        # where the dice rested after each throw (game.records.poses_digest): `settled`
        self.settled: list[str] = []

    def roll(self, n: int, purpose: str, roller: int) -> tuple[int, ...]:
        if n == 1 and purpose in SINGLE_DIE_PURPOSES:
            ids = ["die-3"]  # the cul: the two chouettes stay where they lie
        else:
            ids = [f"die-{k + 1}" for k in range(n)]
        attempts: list[dict] = []
        self.rolls.append(attempts)
        for _ in range(MAX_RETHROWS):
            throws = {pid: self.world.random_throw(self.rng, pid) for pid in ids}
            try:
                if len(ids) == 1:
                    outcome = self.world.throw(ids[0], throws[ids[0]])
                else:
                    outcome = self.world.throw_many(throws)
            except ValueError as exc:  # physics ThrowError: e.g. two hands' dice overlapping
                self.refused.append(str(exc))
                continue
            self.throws += 1
            attempts.append({pid: _throw_data(t) for pid, t in throws.items()})
            if hasattr(self.world, "poses"):  # test worlds have none
                self.settled.append(poses_digest(self.world.poses()))
            faces = readable_faces(outcome, ids)
            if faces is not None:
                return faces
            # CDC-D1: a die out of the tray or unreadable is thrown again
        raise RuntimeError(f"no readable throw of {ids} after {MAX_RETHROWS} tries")


def readable_faces(outcome, ids) -> tuple[int, ...] | None:
    """The faces of the dice `ids` when all rest in the tray on a face, else None (CDC-D1)."""
    faces = [outcome.pieces[pid].pips for pid in ids]
    if all(isinstance(f, int) and 1 <= f <= 6 for f in faces) and all(
        outcome.pieces[pid].in_play for pid in ids
    ):
        return tuple(faces)
    return None


def _throw_data(throw) -> dict:
    return throw.to_dict() if hasattr(throw, "to_dict") else throw  # test worlds use plain data


def record_inputs(actions, rolls: list[list[dict]]) -> list[dict]:
    """The record's inputs: each roll's physics throws in place of its DiceRolled (the faces
    are read again from the dice on replay), every other action as it is."""
    inputs: list[dict] = []
    rolled = iter(rolls)
    for action in actions:
        if isinstance(action, DiceRolled):
            inputs.extend({"throw": throws} for throws in next(rolled))
        else:
            inputs.append({"action": action.to_dict()})
    return inputs


def build_record(state, world, dice: PhysicsDice, seed: int, levels: list[str]) -> dict:
    """The game record (game/records.py) of a finished sim game."""
    poses = world.poses() if hasattr(world, "poses") else {}
    rules_record = state.to_dict()
    return {
        "format": RECORD_FORMAT, "version": RECORD_VERSION, "game": "cul-de-chouette",
        "options": rules_record["options"], "seed": seed, "seats": list(levels),
        "inputs": record_inputs(state.actions, dice.rolls), "settled": list(dice.settled),
        "final": final_state([state.score(p) for p in range(state.n_players)], poses),
        # kept for the rules engine alone (State.from_dict) and older readers
        "actions": rules_record["actions"], "bots": list(levels),
    }


def _levels(args, players: int) -> list[str]:
    if args.bots:
        levels = [s.strip() for s in args.bots.split(",") if s.strip()]
        if len(levels) != players:
            raise ValueError(f"--bots needs {players} levels, got {len(levels)}")
    else:
        levels = [DEFAULT_LEVELS[i % len(DEFAULT_LEVELS)] for i in range(players)]
    try:  # a level or a bot of one's own, package.module:Name (rules/core/bots.py)
        return [check_seat(level, tuple(LEVELS)) for level in levels]
    except IllegalAction as exc:
        raise ValueError(f"{exc}; known levels: {sorted(LEVELS)}") from None


def _teams(players: int):
    """Doublette partners sit opposite each other: seats i and i + n/2."""
    if players < 4 or players % 2:
        raise ValueError("--teams needs an even number of players, at least 4")
    half = players // 2
    return [(i, i + half) for i in range(half)]


def _default_world(seed: int):
    from physics.world import World

    return World.dice_tray(n=3, seed=seed)


def run(args, world_factory: Callable[[int], Any] | None = None, out=None) -> int:
    out = out or sys.stdout
    lang = "en" if getattr(args, "lang", "fr") == "en" else "fr"

    def seat_name(seat: int, level: str) -> str:
        return tr("cdc.sim.name", lang, n=seat + 1, level=level_word(level, lang))

    try:
        players = int(args.players)
        variant = Variant.preset(args.preset or "kaamelott")
        levels = _levels(args, players)
        teams = _teams(players) if getattr(args, "teams", False) else None
        game = Game(players, variant, teams=teams, seed=args.seed,
                    names=[seat_name(i, levels[i]) for i in range(players)])
    except ValueError as exc:
        print(f"erreur : {exc}", file=sys.stderr)
        return 2
    world = (world_factory or _default_world)(args.seed)
    dice = PhysicsDice(world, np.random.default_rng(args.seed))
    # each bot's own generator, derived from the game seed and its seat
    bots = [seat_bot(level, make_bot, args.seed * 1000 + seat + 1)
            for seat, level in enumerate(levels)]
    state = game.new_state()
    printed = 0

    from game.progress import bar

    shown = bar(variant.win_score, "Cul de Chouette", " pts", prints_lines=not args.quiet)

    def show() -> None:
        nonlocal printed
        leader = max(state.score(p) for p in range(state.n_players))
        shown.n = max(0, min(variant.win_score, leader))
        shown.refresh()
        if not args.quiet:
            for line in state.log_lines(lang, printed):
                print(line, file=out)
        printed = len(state.events)

    joins = []
    if getattr(args, "join", None):
        level, after_rounds = args.join
        seat = players  # C6: the newcomer takes the next seat
        joins.append((after_rounds, make_bot(level, args.seed * 1000 + seat + 1),
                      seat_name(seat, level)))
        levels = [*levels, level]
    play(state, bots, dice.roll, on_step=show, joins=joins)
    show()
    shown.close()
    if args.record:
        if not write_record_or_say(args.record,
                                   build_record(state, world, dice, args.seed, levels)):
            return 2
    print(tr("cdc.sim.scores", lang), file=out)
    for seat in range(state.n_players):
        print(tr("cdc.sim.score", lang, name=state.names[seat], score=state.score(seat)),
              file=out)
    winners = ", ".join(state.names[p] for p in state.winners) or tr("cdc.sim.nobody", lang)
    print(tr("cdc.sim.winner", lang, names=winners, turns=state.turns, throws=dice.throws),
          file=out)
    return 0


def cli_facts() -> dict:
    """What `deboule sim --game cul-de-chouette` accepts: players, bot levels, presets, teams."""
    from rules.cul_de_chouette.bots import LEVELS
    from rules.cul_de_chouette.state import MAX_PLAYERS
    from rules.cul_de_chouette.variant import PRESETS

    return {"players": (2, MAX_PLAYERS), "levels": tuple(LEVELS), "presets": tuple(PRESETS),
            "teams": lambda n: n >= 4 and n % 2 == 0, "teams_rule": "cli.teams.cdc",
            "joins": True}
