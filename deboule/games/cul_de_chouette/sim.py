"""`deboule sim --game cul-de-chouette`: a whole game of bots on the window's own match
(`CdcMatch`, headless: a manual clock, no pauses), printed line by line.

The dice are the match's physics dice tray, thrown by the bots' hands; bots answer every
decision and race as in the window. Same seed, same game: the match draws every throw and bot
choice from generators seeded from --seed. `--join LEVEL ROUNDS` asks for a bot from the pause
menu once ROUNDS rounds are played (C6). --record FILE writes the match's record
(`CdcMatch.record()`, deboule/replays/records.py), which `deboule replay FILE` checks.
`readable_faces` stays for the replay of records written by the sim's former loop.
"""

from __future__ import annotations

from collections.abc import Callable

from deboule.games.cul_de_chouette import GAME
from deboule.games.cul_de_chouette.match import CdcMatch
from deboule.games.cul_de_chouette.sim_preset import PRESET_CHECK
from deboule.match_base import HUMAN, MatchError, is_bot_object
from deboule.replays.sims import SimRefused, finish, sim_options
from deboule.rules.core import IllegalAction
from deboule.rules.core.bots import check_seat
from deboule.rules.cul_de_chouette.bots import LEVELS
from deboule.rules.cul_de_chouette.state import MAX_PLAYERS
from deboule.shell.progress import bar
from deboule.text.i18n import tr
from deboule.text.terminal import warn

DEFAULT_LEVELS = ("expert", "regular", "novice", "regular")
STEP_SECONDS = 0.05  # the manual clock's step (play_out's)
MAX_STEPS = 2_000_000  # a guard against a rules loop, as play_out's


def readable_faces(outcome, ids) -> tuple[int, ...] | None:
    """The faces of the dice `ids` when all rest in the tray on a face, else None (CDC-D1)."""
    faces = [outcome.pieces[pid].pips for pid in ids]
    if all(isinstance(f, int) and 1 <= f <= 6 for f in faces) and all(
        outcome.pieces[pid].in_play for pid in ids
    ):
        return tuple(faces)
    return None


def _levels(args, players: int, seats: list | None = None) -> list:
    if seats is not None:
        levels = list(seats)
        if len(levels) != players:
            raise ValueError(f"--bots needs {players} levels, got {len(levels)}")
    elif args.bots:
        levels = [s.strip() for s in args.bots.split(",") if s.strip()]
        if len(levels) != players:
            raise ValueError(f"--bots needs {players} levels, got {len(levels)}")
    else:
        levels = [DEFAULT_LEVELS[i % len(DEFAULT_LEVELS)] for i in range(players)]
    # a level or a bot of one's own, package.module:Name (deboule/rules/core/bots.py); seats given
    # by an online room may also be people (HUMAN: their inputs come through the room)
    try:
        return [level if is_bot_object(level) or (seats is not None and level == HUMAN)
                else check_seat(level, tuple(LEVELS)) for level in levels]
    except IllegalAction as exc:
        raise ValueError(f"{exc}; known levels: {sorted(LEVELS)}") from None


def _teams(players: int):
    """Doublette partners sit opposite each other: seats i and i + n/2."""
    if players < 4 or players % 2:
        raise ValueError("--teams needs an even number of players, at least 4")
    half = players // 2
    return [(i, i + half) for i in range(half)]


def _lang(args) -> str:
    return "en" if getattr(args, "lang", "fr") == "en" else "fr"


def seat_levels(args) -> list[str]:
    """Each seat's level as `build_match` reads --bots (the default cycle without it)."""
    return [str(level) for level in _levels(args, int(args.players))]


def build_match(args, seats: list | None = None) -> CdcMatch:
    """The match `run` plays for `args` (`--players`, `--bots`, `--preset`, `--teams`,
    `--rule`, `--seed`, `--lang`), checked as `run` checks them (SimRefused: the line `run`
    warns); `seats` given: these seats (levels, bound levels, bots of one's own) instead of
    `--bots`'. Built by the game's one constructor (`GAME.new_match`)."""
    lang = _lang(args)
    try:
        players = int(args.players)
        options = sim_options(GAME, args)
        levels = _levels(args, players, seats)
        if options.get("teams"):
            _teams(players)
        # every seat named as the sim names it (its number and level)
        return GAME.new_match(options, levels, seed=args.seed, headless=True, lang=lang,
                              names=[None] * players)
    except (ValueError, MatchError) as exc:
        reason = exc.text(lang) if isinstance(exc, MatchError) else str(exc)
        raise SimRefused(tr("cli.error", lang, reason=reason)) from None


def play(match: CdcMatch, args, on_step: Callable[[CdcMatch], None] | None = None) -> CdcMatch:
    """The loop `run` plays: `--join LEVEL ROUNDS` asks for a bot once ROUNDS rounds are played
    (C6), then the match steps on its manual clock to the end; `on_step(match)` after each
    step."""
    if getattr(args, "join", None):
        level, after_rounds = args.join
        while not match.over and match.state.rounds < after_rounds:
            match.step(STEP_SECONDS)
            if on_step is not None:
                on_step(match)
        if not match.over:
            match.joins.ask(level)  # C6: seated as soon as the rules let a newcomer in
    for _ in range(MAX_STEPS):  # play_out's own steps, with on_step after each
        if match.over:
            break
        match.step(STEP_SECONDS)
        if on_step is not None:
            on_step(match)
    else:
        raise RuntimeError("the match did not end")
    return match


def report_lines(match: CdcMatch, args, lang: str, record_path=None) -> list[str]:
    """Every line `run` prints for `match` played, in order: the game told (not with --quiet),
    the scores and the winners (none names the record)."""
    state = match.state
    lines = [] if args.quiet else list(state.log_lines(lang))
    lines.append(tr("cdc.sim.scores", lang))
    for seat in range(state.n_players):
        lines.append(tr("cdc.sim.score", lang, name=state.names[seat], score=state.score(seat)))
    winners = ", ".join(state.names[p] for p in state.winners) or tr("cdc.sim.nobody", lang)
    throws = sum(1 for entry in match.entries if "throw" in entry)
    lines.append(tr("cdc.sim.winner", lang, names=winners, turns=state.turns, throws=throws))
    return lines


def run(args, out=None) -> int:
    """Entry point of `deboule sim --game cul-de-chouette`: build_match + play + the record +
    report_lines (deboule/replays/sims.py)."""
    lang = _lang(args)
    try:
        match = build_match(args)
    except SimRefused as exc:
        warn(exc.line)
        return 2
    win_score = match.variant.win_score
    # a bar on a terminal (the leader's points towards the target) when the game is not printed
    with bar(win_score, "Cul de Chouette", " pts", prints_lines=not args.quiet) as shown:
        def advance(played: CdcMatch) -> None:
            state = played.state
            leader = max(state.score(p) for p in range(state.n_players))
            if leader != shown.n:
                shown.n = max(0, min(win_score, leader))
                shown.refresh()

        play(match, args, on_step=advance)
    return finish(match, lambda where: report_lines(match, args, lang, where),
                  getattr(args, "record", None) or None, out)


def cli_facts() -> dict:
    """What `deboule sim --game cul-de-chouette` accepts: players, bot levels, presets, teams."""
    # presets: the names, and the check of a name, house options written name=value, or both
    # (deboule/games/cul_de_chouette/sim_preset.py)
    return {"players": (2, MAX_PLAYERS), "levels": tuple(LEVELS), "presets": PRESET_CHECK,
            "teams": lambda n: n >= 4 and n % 2 == 0, "teams_rule": "cli.teams.cdc",
            "joins": True}
