"""`deboule sim --game cul-de-chouette`: a whole game of bots on the window's own match
(`CdcMatch`, headless: a manual clock, no pauses), printed line by line.

The dice are the match's physics dice tray, thrown by the bots' hands; bots answer every
decision and race as in the window. Same seed, same game: the match draws every throw and bot
choice from generators seeded from --seed. `--join LEVEL ROUNDS` asks for a bot from the pause
menu once ROUNDS rounds are played (C6). --record FILE writes the match's record
(`CdcMatch.record()`, game/records.py), which `deboule replay FILE` checks.
`readable_faces` stays for the replay of records written by the sim's former loop.
"""

from __future__ import annotations

import sys

from game.cul_de_chouette.match import CdcMatch
from game.i18n import level_word, tr
from game.match_base import MatchError
from game.progress import bar
from game.records import write_record_or_say
from rules.core import IllegalAction
from rules.core.bots import check_seat
from rules.cul_de_chouette import Variant
from rules.cul_de_chouette.bots import LEVELS

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


def run(args, out=None) -> int:
    out = out or sys.stdout
    lang = "en" if getattr(args, "lang", "fr") == "en" else "fr"

    def seat_name(seat: int, level: str) -> str:
        return tr("cdc.sim.name", lang, n=seat + 1, level=level_word(level, lang))

    try:
        players = int(args.players)
        variant = Variant.preset(args.preset or "kaamelott")
        levels = _levels(args, players)
        teams = _teams(players) if getattr(args, "teams", False) else None
        match = CdcMatch(levels, seed=args.seed, preset=variant, teams=teams, headless=True,
                         names=[seat_name(i, levels[i]) for i in range(players)])
    except (ValueError, MatchError) as exc:
        reason = exc.text(lang) if isinstance(exc, MatchError) else str(exc)
        print(tr("cli.error", lang, reason=reason), file=sys.stderr)
        return 2
    if getattr(args, "join", None):
        level, after_rounds = args.join
        while not match.over and match.state.rounds < after_rounds:
            match.step(STEP_SECONDS)
        if not match.over:
            match.joins.ask(level)  # C6: seated as soon as the rules let a newcomer in
    state = match.state
    # a bar on a terminal (the leader's points towards the target) when the game is not printed
    with bar(variant.win_score, "Cul de Chouette", " pts", prints_lines=not args.quiet) as shown:
        def advance() -> None:
            leader = max(state.score(p) for p in range(state.n_players))
            if leader != shown.n:
                shown.n = max(0, min(variant.win_score, leader))
                shown.refresh()

        for _ in range(MAX_STEPS):  # play_out's own steps, with the bar moved after each
            if match.over:
                break
            match.step(STEP_SECONDS)
            advance()
        else:
            raise RuntimeError("the match did not end")
    if not args.quiet:
        for line in state.log_lines(lang):
            print(line, file=out)
    if args.record and not write_record_or_say(args.record, match.record()):
        return 2
    print(tr("cdc.sim.scores", lang), file=out)
    for seat in range(state.n_players):
        print(tr("cdc.sim.score", lang, name=state.names[seat], score=state.score(seat)),
              file=out)
    winners = ", ".join(state.names[p] for p in state.winners) or tr("cdc.sim.nobody", lang)
    throws = sum(1 for entry in match.entries if "throw" in entry)
    print(tr("cdc.sim.winner", lang, names=winners, turns=state.turns, throws=throws),
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
