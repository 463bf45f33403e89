"""`deboule sim --game chamot`: a whole game of bots through the window's own loop
(`ChamotMatch.play_out`), printed move by move, its record written on request.
`--house-words mot1,mot2` adds house words (H4) to the lexicon for the game (kept in its
record's options, so `deboule replay` uses the same lexicon); a bad one is refused before the
game with one line in French and English."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TextIO

from deboule.games.chamot import GAME
from deboule.games.chamot.match import ChamotMatch, MatchError
from deboule.games.chamot.words import event_line, player_name
from deboule.games.game_options import OptionRefused
from deboule.replays.sims import SimRefused, finish, sim_options
from deboule.rules.chamot.bots import LEVELS
from deboule.rules.chamot.options import Options
from deboule.text.i18n import Phrase, level_word, tr, tr_count
from deboule.text.terminal import warn

DEFAULT_LEVELS = ("expert", "regular", "novice", "regular")
PRESETS = ("normal", "short")  # seed E: the short game uses 48 min.


def _lang(args: Any) -> str:
    return "en" if getattr(args, "lang", "fr") == "en" else "fr"


def seat_levels(args: Any) -> list[str]:
    """Each seat's level as `build_match` reads --bots (the defaults without it)."""
    return [s.strip() for s in args.bots.split(",")] if args.bots else \
        list(DEFAULT_LEVELS[:int(args.players)])


def build_match(args: Any, seats: list | None = None) -> ChamotMatch:
    """The match `run` plays for `args` (`--players`, `--bots`, `--seed`, `--preset`,
    `--house-words`, `--rule`), checked as `run` checks them (SimRefused: the line `run`
    warns); `seats` given: these seats (levels, bound levels, bots of one's own) instead of
    `--bots`'. Built by the game's one constructor (`GAME.new_match`)."""
    players = int(args.players)
    if seats is None:
        seats = args.bots.split(",") if args.bots else list(DEFAULT_LEVELS[:players])
    try:
        options = sim_options(GAME, args)
        return GAME.new_match(options, list(seats), seed=int(args.seed), lang=_lang(args))
    except MatchError as exc:
        house = getattr(exc, "rules_refusal", None)
        if isinstance(exc, OptionRefused) and house is not None:  # H4's own line
            code, params = house
            raise SimRefused(Phrase("cli.error", reason=Phrase(
                f"chamot.refusal.{code}", **params)).both()) from None
        raise SimRefused(tr("cli.error", _lang(args), reason=exc.message(_lang(args)))) from None


def play(match: ChamotMatch, args: Any,
         on_step: Callable[[ChamotMatch], None] | None = None) -> ChamotMatch:
    """The loop `run` plays: the window's own (`ChamotMatch.play_out`); `on_step(match)` once
    it is over (the game is quick: no bar)."""
    match.play_out()
    if on_step is not None:
        on_step(match)
    return match


def report_lines(match: ChamotMatch, args: Any, lang: str, record_path: Any = None
                 ) -> list[str]:
    """Every line `run` prints for `match` played, in order: the header and the moves (not with
    --quiet), the cards left and the winners (none names the record)."""
    lines: list[str] = []
    players = len(match.seats)
    if not args.quiet:
        lines.append(tr("chamot.sim.header", lang, n=players, bots=", ".join(
            level_word(seat, lang) for seat in match.seats), seed=args.seed))
        lines.extend(line for line in map(lambda event: event_line(event, lang), match.events)
                     if line)
    for seat in range(players):
        lines.append(tr_count("chamot.sim.cards_left", match.state.cards_left(seat), lang,
                              name=player_name(seat, lang)))
    winners = ", ".join(player_name(p, lang) for p in match.state.result().winners)
    lines.append(tr("chamot.sim.winner", lang, names=winners, turns=match.state.turns))
    return lines


def run(args: Any, out: TextIO | None = None) -> int:
    """Entry point of `deboule sim --game chamot`: build_match + play + the record +
    report_lines (deboule/replays/sims.py)."""
    try:
        match = build_match(args)
        play(match, args)
    except SimRefused as exc:
        warn(exc.line)
        return 2
    except MatchError as exc:
        warn(tr("cli.error", _lang(args), reason=exc.message(_lang(args))))
        return 2
    return finish(match, lambda where: report_lines(match, args, _lang(args), where),
                  getattr(args, "record", None) or None, out)


def house_words(text: str | None) -> tuple[str, ...]:
    """`--house-words` ("mot1,mot2"): the words folded (H4), checked as the rules check them
    (IllegalAction, code bad_house_word, naming the first bad word)."""
    if text is None:
        return ()
    words = [part.strip() for part in text.split(",")]
    return Options.from_dict({"house_words": words}).house_words


def cli_facts() -> dict:
    """What `deboule sim --game chamot` accepts: 2 to 4 players (seed A), the bot levels, the
    short game as a preset, no teams, house words (H4; the other games have none and refuse
    `--house-words`)."""
    return {"players": (2, 4), "levels": tuple(LEVELS), "presets": PRESETS,
            "teams": lambda n: False, "teams_rule": "cli.teams.chamot", "house_words": True}
