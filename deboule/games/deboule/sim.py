"""`deboule sim --game deboule`: a whole match of bots on the real physics world, headless.

Prints every throw, effect and score round by round (French by default), and writes the game
record (JSON, the format of deboule/replays/records.py: every throw with its physics parameters and
every decision; `deboule replay` checks it) to --record, or without it to the user's data folder,
`records/sims/deboule-<n>p-<seats>-seed<seed>-<digest>.json` (deboule/replays/sim_records.py: a name
of all that makes the game, so two runs of one command at once write the same game, each whole, and
two different games never share a name).
Same seed, same match, bit for bit: every random number comes from numpy Generators spawned
from the seed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from deboule.games.deboule import GAME
from deboule.games.deboule.match import DebouleMatch
from deboule.match_base import HUMAN, MatchError, is_bot_object
from deboule.physics import World
from deboule.replays.records import (
    RECORD_FORMAT,
    RECORD_VERSION,
    final_state,
)
from deboule.replays.sim_records import sim_record_path
from deboule.replays.sims import SimRefused, finish, sim_options
from deboule.rules.core import IllegalAction
from deboule.rules.core.bots import BoundLevel, check_seat, plain
from deboule.rules.deboule import (
    DebouleGame,
    KinematicRequest,
    ThrowRequest,
)
from deboule.rules.deboule.bots import level_names
from deboule.rules.deboule.messages import side_name
from deboule.shell.progress import bar
from deboule.text.terminal import say, warn

MAX_ACTIONS = 20_000  # a guard against a deboule/rules/physics loop, far above any real match
TARGET = 21  # the match's points (MatchOptions' default); tests shorten the CLI's match with it


@dataclass
class MatchReport:
    """The sim's match: the controller, the seats as records write them, and every line the
    sim prints as it plays (kept for `report_lines`)."""

    match: DebouleMatch
    seats: list[str] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)
    decision_seconds: list[float] = field(default_factory=list)  # bot throw decisions
    decision_levels: list[str] = field(default_factory=list)

    @property
    def game(self) -> DebouleGame:
        return self.match.game

    @property
    def state(self) -> DebouleGame:
        """The rules state (the match contract's name)."""
        return self.match.game

    @property
    def over(self) -> bool:
        return self.match.over

    @property
    def inputs(self) -> list[dict]:
        """Every throw (piece + physics parameters) and every decision: the record's inputs."""
        return self.match.inputs

    @property
    def settled(self) -> list[str]:
        """Where the pieces rested after each throw (deboule.replays.records.poses_digest)."""
        return self.match.settled

    @property
    def world(self) -> World:
        return self.match.world

    def record(self) -> dict:
        """The game record `run` writes (`build_record`)."""
        return build_record(self, self.seats)


def new_report(levels: list, seed: int = 0, teams: bool = False, lang: str = "fr",
               target: int = TARGET) -> MatchReport:
    """A match of bots ready to play: a level, a bot of one's own or a bound level
    (deboule.rules.core.bots.BoundLevel) per seat (a person's, an online room's, HUMAN); built
    by the game's one constructor (an option it refuses: OptionRefused)."""
    match = GAME.new_match({"teams": teams, "target": target}, list(levels), seed=seed,
                           headless=True, lang=lang)
    return MatchReport(match, [plain(seat.level) for seat in match.seats])


def play_report(report: MatchReport, lang: str = "fr",
                emit: Callable[[str], None] | None = None,
                on_step: Callable[[MatchReport], None] | None = None) -> MatchReport:
    """Play `report`'s match to its end on the window's controller, headless
    (`DebouleMatch.step`: one loop for both), keeping every line in `report.lines`; `emit`
    receives each line as it comes, `on_step` the report after each step."""
    match = report.match

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
            on_step(report)
    else:
        raise RuntimeError("the match did not end: deboule/rules/physics loop")
    report.decision_levels = [level for level, _ in match.plan_seconds]
    report.decision_seconds = [seconds for _, seconds in match.plan_seconds]
    match.close()
    return report


def play_match(players: int = 2, levels: list[str] | None = None, seed: int = 0,
               teams: bool = False, lang: str = "fr",
               emit: Callable[[str], None] | None = None, target: int = TARGET,
               on_step: Callable[[DebouleGame], None] | None = None) -> MatchReport:
    """Play a whole match of bots (`new_report` + `play_report`); `emit` receives each printed
    line, `on_step` the rules state after each step."""
    levels = levels or ["expert"] * players
    if len(levels) != players:
        raise ValueError(f"give one bot level per player ({players}), got {len(levels)}")
    report = new_report(levels, seed, teams, lang, target)
    step = None if on_step is None else (lambda played: on_step(played.game))
    return play_report(report, lang, emit, step)


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


def _lang(args) -> str:
    return getattr(args, "lang", "fr") or "fr"


def build_match(args, seats: list | None = None) -> MatchReport:
    """The match `run` plays for `args` (`--players`, `--bots`, `--seed`, `--teams`, `--rule`,
    `--lang`), checked as `run` checks them (SimRefused: the line `run` warns); `seats` given:
    these seats (levels, bound levels, bots of one's own) instead of `--bots`'. Built by the
    game's one constructor (`GAME.new_match`)."""
    players = int(args.players)
    if seats is None:
        seats = args.bots.split(",") if args.bots else ["expert"] * players
    try:  # a level (an older name read as today's) or a bot of one's own, package.module:Name
        seats = [seat if is_bot_object(seat) or seat == HUMAN else check_seat(
            seat if isinstance(seat, BoundLevel) else seat.strip(), level_names())
            for seat in seats]
    except IllegalAction as exc:
        raise SimRefused(f"bot refusé / bot refused: {exc}; niveaux / levels: "
                         f"{', '.join(level_names())}") from None
    if len(seats) != players:
        raise SimRefused(f"--bots doit donner un niveau par joueur ({players}) / one level per "
                         "player")
    try:
        match = GAME.new_match(match_options(args), seats, seed=int(args.seed), headless=True,
                               lang=_lang(args))
    except MatchError as exc:
        raise SimRefused(exc.phrase.both()) from None
    return built_around(match)


def match_options(args) -> dict:
    """The options mapping of `args`: `--teams`, the match's points (TARGET) and `--rule`."""
    return {"teams": False, "target": TARGET, **sim_options(GAME, args)}


def built_around(match: DebouleMatch) -> MatchReport:
    """The report around a match rebuilt from its save (an online room with people, resumed
    by a restarted server: deboule/online/room.py), as `build_match` makes one."""
    return MatchReport(match, [plain(seat.level) for seat in match.seats])


def play(report: MatchReport, args, on_step: Callable[[MatchReport], None] | None = None
         ) -> MatchReport:
    """The loop `run` plays (`play_report`), `on_step(report)` after each step."""
    return play_report(report, _lang(args), None, on_step)


def report_lines(report: MatchReport, args, lang: str,
                 record_path: str | Path | None = None) -> list[str]:
    """Every line `run` prints for `report` played, in order (`--quiet`: the one summary line,
    which names the record: none without `record_path`)."""
    game = report.game
    if args.quiet:
        if record_path is None:
            return []
        return [f"winner={game.winner} scores={list(game.scores)} rounds={game.round_number} "
                f"record={record_path}"]
    lines = list(report.lines)
    if record_path is not None:
        lines.append(f"Partie enregistrée dans {record_path}")
    return lines


def run(args) -> int:
    """Entry point of `deboule sim --game deboule`: build_match + play + the record +
    report_lines (deboule/replays/sims.py); the lines are printed as the match plays."""
    try:
        report = build_match(args)
    except SimRefused as exc:
        warn(exc.line)
        return 2
    lang = _lang(args)
    printed = 0
    # a bar on a terminal (the leading side's points towards 21) when the game is not printed
    target = report.game.options.target
    with bar(target, "Le Déboulé", " pts", prints_lines=not args.quiet) as shown:
        def advance(played: MatchReport) -> None:
            nonlocal printed
            if not args.quiet:
                for line in played.lines[printed:]:
                    say(line)
                printed = len(played.lines)
            shown.n = min(target, max(played.game.scores))
            shown.refresh()

        play(report, args, on_step=advance)
    path = record_path(args)
    return finish(report, lambda where: report_lines(report, args, lang, where), path,
                  printed=printed)


def record_path(args) -> Path:
    """Where `run` writes the record: --record, else the user's data folder, named by all that
    makes the game (R19; deboule/replays/sim_records.py)."""
    if args.record:
        return Path(args.record)
    return default_record_path(args)


def seat_levels(args) -> list[str]:
    """Each seat's level as `build_match` reads --bots (expert without it)."""
    return [s.strip() for s in args.bots.split(",")] if args.bots else \
        ["expert"] * int(args.players)


def build_record(report: MatchReport, seats: list[str]) -> dict:
    """The game record (deboule/replays/records.py) of a match: `seats` holds 'human' or a bot
    level."""
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


def default_record_path(args) -> Path:
    """R19: without --record the record goes to the user's data folder's `records/sims/`,
    under a name no other game shares (players, seats in order, seed, teams, target, engine)."""
    return sim_record_path("deboule", int(args.players), seat_levels(args), int(args.seed),
                           match_options(args))


def cli_facts() -> dict:
    """What `deboule sim --game deboule` accepts: 2 to 4 players, teams with four (D1)."""
    return {"players": (2, 4), "levels": level_names(), "presets": None,
            "teams": lambda n: n == 4, "teams_rule": "cli.teams.deboule"}
