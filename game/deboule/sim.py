"""`deboule sim --game deboule`: a whole match of bots on the real physics world, headless.

Prints every throw, effect and score round by round (French by default), and writes the game
record (JSON, the format of game/records.py: every throw with its physics parameters and every
decision; `deboule replay` checks it) to --record, or without it to
`<tmp>/deboule-records/deboule-<n>p-seed<seed>.json`.
Same seed, same match, bit for bit: every random number comes from numpy Generators spawned
from the seed.
"""

from __future__ import annotations

import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from game.records import (
    RECORD_FORMAT,
    RECORD_VERSION,
    final_state,
    poses_digest,
    write_record_or_say,
)
from physics import Throw, World
from rules.deboule import (
    DebouleGame,
    KinematicRequest,
    MatchOptions,
    Observed,
    RollOff,
    RollOffRequest,
    TableObs,
    Thrown,
    ThrowRequest,
)
from rules.deboule.actions import DIRECTIONS
from rules.deboule.bots import Aim, DebouleBot, level_names
from rules.deboule.messages import render, side_name

MAX_ACTIONS = 20_000  # a guard against a rules/physics loop, far above any real match
DEFAULT_TOWERS = (0, 2, 6, 8)


def to_throw(aim: Aim) -> Throw:
    return Throw(aim.position, aim.velocity, aim.spin, aim.orientation)


class WorldSimulator:
    """The duck-typed simulator the bots use (rules never import physics)."""

    def __init__(self, world: World) -> None:
        self.world = world

    def copy(self) -> WorldSimulator:
        return WorldSimulator(self.world.copy())

    def _obs(self, outcome) -> TableObs:
        return TableObs.from_outcome(outcome)

    def throw(self, piece: str, aim: Aim) -> TableObs:
        return self._obs(self.world.throw(piece, to_throw(aim)))

    def place_on(self, piece: str, target: str) -> TableObs:
        return self._obs(self.world.place_on(piece, target))

    def tip(self, piece: str, direction: str) -> TableObs:
        return self._obs(self.world.tip(piece, direction))

    def erect(self, tower: str) -> TableObs:
        return self._obs(self.world.erect(tower))

    def remove(self, piece: str) -> TableObs:
        return self._obs(self.world.remove(piece))

    def new_round(self, towers: tuple[int, ...]) -> TableObs:
        return self._obs(self.world.new_round(towers=towers))

    def state(self) -> TableObs:
        return self._obs(self.world.state())

    def feasible_tips(self, piece: str) -> tuple[str, ...]:
        return tuple(d for d in DIRECTIONS if self.world.can_tip(piece, d)[0])


@dataclass
class MatchReport:
    game: DebouleGame
    lines: list[str] = field(default_factory=list)
    decision_seconds: list[float] = field(default_factory=list)  # bot throw decisions
    decision_levels: list[str] = field(default_factory=list)
    # every throw (piece + physics parameters) and every decision, in the format of
    # game.deboule.match.DebouleMatch.inputs, so a record replays on the window's controller
    inputs: list[dict] = field(default_factory=list)
    world: World | None = None
    # where the pieces rested after each throw (game.records.poses_digest), as the window's
    # controller notes them: the record's `settled`
    settled: list[str] = field(default_factory=list)


def make_bots(levels: list[str], seed: int) -> tuple[list[DebouleBot], np.random.Generator]:
    streams = np.random.SeedSequence(seed).spawn(len(levels) + 1)
    bots = [DebouleBot(level, np.random.default_rng(s)) for level, s in zip(levels, streams,
                                                                             strict=False)]
    return bots, np.random.default_rng(streams[-1])


def play_match(players: int = 2, levels: list[str] | None = None, seed: int = 0,
               teams: bool = False, lang: str = "fr",
               emit: Callable[[str], None] | None = None, target: int = 21) -> MatchReport:
    """Play a whole match of bots; `emit` receives each printed line."""
    levels = levels or ["expert"] * players
    if len(levels) != players:
        raise ValueError(f"give one bot level per player ({players}), got {len(levels)}")
    game = DebouleGame(MatchOptions(players=players, teams=teams, seed=seed, target=target))
    sim = WorldSimulator(World.deboule(seed=seed, towers=DEFAULT_TOWERS))
    bots, _nature = make_bots(levels, seed)
    report = MatchReport(game, world=sim.world)

    def say(line: str) -> None:
        report.lines.append(line)
        if emit is not None:
            emit(line)

    seen = 0
    for _ in range(MAX_ACTIONS):
        if game.is_over:
            break
        req = game.pending
        bot = bots[req.players[0]]
        if isinstance(req, RollOffRequest):
            # the player rolls the cochondé on an empty table (towers do not matter here)
            scratch = sim.copy()
            scratch.new_round(())
            aim = bot.roll_off_aim()
            report.inputs.append({"throw": to_throw(aim).to_dict(), "piece": "cochonde"})
            obs = scratch.throw("cochonde", aim)
            report.settled.append(poses_digest(scratch.world.poses()))
            face = obs.pieces["cochonde"].top_face if obs.in_play("cochonde") else None
            game.apply(RollOff(face))
        elif isinstance(req, ThrowRequest):
            started = time.perf_counter()
            plan = bot.plan_throw(game, sim)
            if req.purpose != "cochonde":
                report.decision_seconds.append(time.perf_counter() - started)
                report.decision_levels.append(bot.level.name)
            report.inputs.append({"throw": to_throw(plan.aim).to_dict(), "piece": plan.piece})
            obs = sim.throw(plan.piece, plan.aim)
            report.settled.append(poses_digest(sim.world.poses()))
            tips = None
            if obs.in_play(plan.piece) and obs.pieces[plan.piece].top_face == "losange":
                tips = sim.feasible_tips(plan.piece)
            game.apply(Thrown(plan.piece, obs, tip_directions=tips))
        elif isinstance(req, KinematicRequest):
            game.apply(Observed(_kinematic(sim, req)))
        else:
            action = bot.decide(game, sim)
            game.apply(action)
            report.inputs.append({"action": action.to_dict()})
        events = game.events
        for event in events[seen:]:
            if event.kind in ("turn_order",):
                continue
            say(render(event, game.layout, lang))
        moved = (isinstance(req, ThrowRequest) and req.purpose != "cochonde") or (
            isinstance(req, KinematicRequest) and req.op in ("place_on", "tip", "remove"))
        if moved and game.table is not None and not game.is_over:
            say(_closest_line(game, lang))
        seen = len(events)
    else:
        raise RuntimeError("the match did not end: rules/physics loop")
    return report


def _closest_line(game: DebouleGame, lang: str) -> str:
    distances = game.side_distances()
    if not distances or min(distances) == float("inf"):
        return "   (aucune déboule valide)" if lang == "fr" else "   (no valid déboule)"
    side = min(range(len(distances)), key=lambda s: distances[s])
    name = side_name(game.layout, side, lang)
    cm = f"{100 * distances[side]:.1f}"
    if lang == "fr":
        return f"   plus proche : {name} à {cm.replace('.', ',')} cm"
    return f"   closest: {name} at {cm} cm"


def _kinematic(sim: WorldSimulator, req: KinematicRequest) -> TableObs:
    if req.op == "new_round":
        return sim.new_round(req.towers)
    if req.op == "place_on":
        return sim.place_on(req.piece, req.target)
    if req.op == "tip":
        return sim.tip(req.piece, req.direction)
    if req.op == "erect":
        return sim.erect(req.piece)
    if req.op == "remove":
        return sim.remove(req.piece)
    raise ValueError(f"unknown kinematic request {req.op!r}")


def run(args) -> int:
    """Entry point of `deboule sim --game deboule`."""
    players = int(args.players)
    levels = (args.bots.split(",") if args.bots else ["expert"] * players)
    levels = [lv.strip() for lv in levels]
    unknown = [lv for lv in levels if lv not in level_names()]
    if unknown:
        print(f"niveaux de bots inconnus / unknown bot levels: {unknown}; "
              f"choisir parmi / choose among: {', '.join(level_names())}", file=sys.stderr)
        return 2
    if len(levels) != players:
        print(f"--bots doit donner un niveau par joueur ({players}) / one level per player",
              file=sys.stderr)
        return 2
    lang = getattr(args, "lang", "fr") or "fr"
    emit = None if args.quiet else print
    report = play_match(players, levels, int(args.seed), bool(args.teams), lang, emit)
    game = report.game
    path = Path(args.record) if args.record else default_record_path(players, int(args.seed))
    if not write_record_or_say(path, build_record(report, levels)):
        return 2
    if args.quiet:
        print(f"winner={game.winner} scores={list(game.scores)} rounds={game.round_number} "
              f"record={path}")
    else:
        print(f"Partie enregistrée dans {path}")
    return 0


def build_record(report: MatchReport, seats: list[str]) -> dict:
    """The game record (game/records.py) of a match: `seats` holds 'human' or a bot level."""
    game = report.game
    rules_record = game.to_dict()
    return {
        "format": RECORD_FORMAT, "version": RECORD_VERSION, "game": "deboule",
        "options": rules_record["options"], "seed": game.options.seed, "seats": list(seats),
        "inputs": list(report.inputs), "settled": list(report.settled),
        "final": final_state(game.scores, report.world.poses() if report.world else {}),
        # the rules engine's own log (DebouleGame.from_dict replays it without physics)
        "actions": rules_record["actions"], "bots": [s for s in seats if s != "human"],
    }


def default_record_path(players: int, seed: int) -> Path:
    """R19: without --record the record goes to the system's temporary folder."""
    return Path(tempfile.gettempdir()) / "deboule-records" / f"deboule-{players}p-seed{seed}.json"


def cli_facts() -> dict:
    """What `deboule sim --game deboule` accepts: 2 to 4 players, teams with four (D1)."""
    from rules.deboule.bots import level_names

    return {"players": (2, 4), "levels": level_names(), "presets": None,
            "teams": lambda n: n == 4, "teams_rule": "cli.teams.deboule"}
