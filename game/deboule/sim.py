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
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from game.deboule.match import DebouleMatch, Seat
from game.records import (
    RECORD_FORMAT,
    RECORD_VERSION,
    final_state,
    write_record_or_say,
)
from physics import World
from rules.core import IllegalAction
from rules.core.bots import check_seat
from rules.deboule import (
    DebouleGame,
    KinematicRequest,
    ThrowRequest,
)
from rules.deboule.bots import level_names
from rules.deboule.messages import side_name

MAX_ACTIONS = 20_000  # a guard against a rules/physics loop, far above any real match


@dataclass
class MatchReport:
    match: DebouleMatch
    lines: list[str] = field(default_factory=list)
    decision_seconds: list[float] = field(default_factory=list)  # bot throw decisions
    decision_levels: list[str] = field(default_factory=list)

    @property
    def game(self) -> DebouleGame:
        return self.match.game

    @property
    def inputs(self) -> list[dict]:
        """Every throw (piece + physics parameters) and every decision: the record's inputs."""
        return self.match.inputs

    @property
    def settled(self) -> list[str]:
        """Where the pieces rested after each throw (game.records.poses_digest)."""
        return self.match.settled

    @property
    def world(self) -> World:
        return self.match.world


def play_match(players: int = 2, levels: list[str] | None = None, seed: int = 0,
               teams: bool = False, lang: str = "fr",
               emit: Callable[[str], None] | None = None, target: int = 21,
               on_step: Callable[[DebouleGame], None] | None = None) -> MatchReport:
    """Play a whole match of bots on the window's controller, headless (`DebouleMatch.step`:
    one loop for both); `emit` receives each printed line."""
    levels = levels or ["expert"] * players
    if len(levels) != players:
        raise ValueError(f"give one bot level per player ({players}), got {len(levels)}")
    match = DebouleMatch([Seat("bot", level) for level in levels], seed=seed, teams=teams,
                         target=target, lang=lang, headless=True)
    report = MatchReport(match)

    def say(line: str) -> None:
        report.lines.append(line)
        if emit is not None:
            emit(line)

    printed = 0
    for _ in range(MAX_ACTIONS):
        if match.over:
            break
        req = match.pending
        match.step()
        for line in match.log[printed:]:
            say(line)
        printed = len(match.log)
        game = match.game
        moved = (isinstance(req, ThrowRequest) and req.purpose != "cochonde") or (
            isinstance(req, KinematicRequest) and req.op in ("place_on", "tip", "remove"))
        if moved and game.table is not None and not game.is_over:
            say(_closest_line(game, lang))
        if on_step is not None:
            on_step(game)
    else:
        raise RuntimeError("the match did not end: rules/physics loop")
    report.decision_levels = [level for level, _ in match.plan_seconds]
    report.decision_seconds = [seconds for _, seconds in match.plan_seconds]
    match.close()
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


def run(args) -> int:
    """Entry point of `deboule sim --game deboule`."""
    players = int(args.players)
    levels = (args.bots.split(",") if args.bots else ["expert"] * players)
    try:  # a level (an older name read as today's) or a bot of one's own, package.module:Name
        levels = [check_seat(lv.strip(), level_names()) for lv in levels]
    except IllegalAction as exc:
        print(f"bot refusé / bot refused: {exc}; niveaux / levels: {', '.join(level_names())}",
              file=sys.stderr)
        return 2
    if len(levels) != players:
        print(f"--bots doit donner un niveau par joueur ({players}) / one level per player",
              file=sys.stderr)
        return 2
    lang = getattr(args, "lang", "fr") or "fr"
    emit = None if args.quiet else print
    from game.progress import bar

    # a bar on a terminal (the leading side's points towards 21) when the game is not printed
    with bar(21, "Le Déboulé", " pts", prints_lines=emit is not None) as shown:
        def advance(game: DebouleGame) -> None:
            shown.n = min(21, max(game.scores))
            shown.refresh()

        report = play_match(players, levels, int(args.seed), bool(args.teams), lang, emit,
                            on_step=advance)
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
