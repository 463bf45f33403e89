"""What every game's `deboule sim` shares (deboule/games/<package>/sim.py): the three building
blocks' contract, the refusal of bad arguments, and the end of `run`.

Each game's sim module offers, besides `run(args)` and `cli_facts()`:

    match = build_match(args, seats=None)  # the match `run` plays (SimRefused: bad arguments)
    play(match, args, on_step=None)        # the loop `run` plays; on_step(match) after each step
    report_lines(match, args, lang, record_path=None) -> list[str]   # every line `run` prints
    match.record()                         # the game record `run` writes

`seats`, when given, replaces the levels `--bots` names: one seat object per player, such as a
`deboule.rules.core.bots.BoundLevel` whose bot an online room hands to a remote client (issue 33).
The lines naming the record's path come last and are left out without a path, so `run` prints the
others, writes the record, then prints those (`finish`). `run` is exactly
build_match + play + the record + report_lines, so a room that calls them prints the same lines.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from deboule.replays.records import write_record_or_say
from deboule.text.terminal import say


def sim_options(entry: Any, args: Any) -> dict[str, Any]:
    """The game's options mapping `deboule sim`'s arguments name: its own arguments
    (`--preset`, `--teams`, `--house-words`: `Game.options_from_args`) and every `--rule
    NAME=VALUE`, which wins over them (OptionRefused: a --rule not written NAME=VALUE)."""
    from deboule.games.game_options import parse_rules

    return {**entry.options_from_args(args), **parse_rules(getattr(args, "rule", None) or ())}


class SimRefused(ValueError):
    """Arguments a sim cannot play: `line` is the one line `run` warns (both languages, or the
    one --lang asks for), nothing was played."""

    def __init__(self, line: str) -> None:
        super().__init__(line)
        self.line = line


def finish(match: Any, lines: Callable[[str | Path | None], list[str]],
           record_path: str | Path | None, out: TextIO | None = None, printed: int = 0) -> int:
    """The end of `run`: the lines that do not name the record (those from `printed` on: a sim
    that prints while it plays has printed the first ones), the record written when there is a
    path (a failure told on the error stream: 2), then the lines that name it. `lines(path)` is
    the game's report_lines for that path (None: without the lines that name it)."""
    before = lines(None)
    for line in before[printed:]:
        say(line, out)
    if record_path is None:
        return 0
    if not write_record_or_say(record_path, match.record()):
        return 2
    for line in lines(record_path)[max(len(before), printed):]:
        say(line, out)
    return 0
