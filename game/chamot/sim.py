"""`deboule sim --game chamot`: a whole game of bots through the window's own loop
(`ChamotMatch.play_out`), printed move by move, its record written on request.
`--house-words mot1,mot2` adds house words (H4) to the lexicon for the game (kept in its
record's options, so `deboule replay` uses the same lexicon); a bad one is refused before the
game with one line in French and English."""

from __future__ import annotations

import sys
from typing import Any, TextIO

from game.chamot.match import ChamotMatch, MatchError
from game.chamot.words import event_line, player_name
from game.i18n import Phrase, level_word, tr, tr_count
from game.records import write_record_or_say
from rules.chamot.options import Options
from rules.core import IllegalAction

DEFAULT_LEVELS = ("expert", "regular", "novice", "regular")
PRESETS = ("normal", "short")  # seed E: the short game uses 48 min.


def run(args: Any, out: TextIO | None = None) -> int:
    out = out or sys.stdout
    lang = "en" if getattr(args, "lang", "fr") == "en" else "fr"
    players = int(args.players)
    levels = args.bots.split(",") if args.bots else list(DEFAULT_LEVELS[:players])
    try:
        words = house_words(getattr(args, "house_words", None))
    except IllegalAction as exc:
        print(Phrase("cli.error", reason=Phrase(f"chamot.refusal.{exc.code}",
                                                **exc.params)).both(), file=sys.stderr)
        return 2
    try:
        match = ChamotMatch(levels, seed=int(args.seed), short=args.preset == "short",
                            house_words=words)
        match.play_out()
    except MatchError as exc:
        print(tr("cli.error", lang, reason=exc.message(lang)), file=sys.stderr)
        return 2
    if not args.quiet:
        print(tr("chamot.sim.header", lang, n=players, bots=", ".join(
            level_word(level, lang) for level in levels), seed=args.seed), file=out)
        for event in match.events:
            line = event_line(event, lang)
            if line:
                print(line, file=out)
    result = match.state.result()
    for seat in range(players):
        print(tr_count("chamot.sim.cards_left", match.state.cards_left(seat), lang,
                       name=player_name(seat, lang)), file=out)
    winners = ", ".join(player_name(p, lang) for p in result.winners)
    print(tr("chamot.sim.winner", lang, names=winners, turns=match.state.turns), file=out)
    if args.record and not write_record_or_say(args.record, match.record()):
        return 2
    return 0


def house_words(text: str | None) -> tuple[str, ...]:
    """`--house-words` ("mot1,mot2"): the words folded (H4), checked as the rules check them
    (IllegalAction, code bad_house_word, naming the first bad word)."""
    if text is None:
        return ()
    words = [part.strip() for part in text.split(",")]
    return Options.from_dict({"house_words": words}).house_words


def cli_facts() -> dict:
    """What `deboule sim --game chamot` accepts: 2 to 4 players (seed A), the bot levels, the
    short game as a preset, no teams."""
    from rules.chamot.bots import LEVELS

    return {"players": (2, 4), "levels": tuple(LEVELS), "presets": PRESETS,
            "teams": lambda n: False, "teams_rule": "cli.teams.chamot"}
