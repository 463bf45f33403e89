"""The benchmarks' command lines: their counts and seeds checked before anything runs.

A count below its least value (`--matches -1`, `--jobs 0`) used to reach the benchmark and end
in a ZeroDivisionError or an empty pool: here it gets one line in French and English and exit
status 2, as every bad argument of the `deboule` command does (deboule/cli.py). The module's name
starts with an underscore so `deboule bench` does not list it as a benchmark.
"""

from __future__ import annotations

import re
from typing import Any, NoReturn

from deboule.cli import EXIT_USAGE, MAX_SEED, BilingualParser, CliError
from deboule.text.i18n import Phrase

COUNT_MAX = 10**6  # more than any run finishes in a day: a typo, not a wish


class BenchParser(BilingualParser):
    """A BilingualParser whose integer options are declared with their range (`add_count`,
    `add_seed`) and checked by `parse_args`: a value out of range or not an integer is one line
    in French and English and exit status 2."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._ranges: dict[str, tuple[str, int, int]] = {}  # dest: (flag, low, high)

    def add_integer(self, flag: str, default: int | None, low: int, high: int,
                    help: str | None = None, group: Any = None) -> None:
        """An integer option from `low` to `high`; a default of None: left out, not checked.
        `group`: an argument group of this parser (a mutually exclusive one) to add it to."""
        action = (group or self).add_argument(flag, default=default, help=help, metavar="N")
        self._ranges[action.dest] = (flag, low, high)

    def add_count(self, flag: str, default: int, low: int = 1, high: int = COUNT_MAX,
                  help: str | None = None) -> None:
        """A count: from 1 (or `low` = 0 where 0 has a meaning, such as "never") to `high`."""
        self.add_integer(flag, default, low, high, help)

    def add_seed(self, flag: str, default: int = 0, help: str | None = None) -> None:
        """A seed: an integer from 0, as `deboule sim --seed` takes."""
        self.add_integer(flag, default, 0, MAX_SEED, help)

    def parse_args(self, args=None, namespace=None):  # argparse's own signature
        parsed = super().parse_args(args, namespace)
        for dest, (flag, low, high) in self._ranges.items():
            if getattr(parsed, dest) is not None:
                setattr(parsed, dest, self._integer(getattr(parsed, dest), flag, low, high))
        return parsed

    def _integer(self, value: object, flag: str, low: int, high: int) -> int:
        # argparse hands the text as typed (no `type=`), so "x", "1.5" and "-1" are all told
        # apart here, in both languages, rather than in argparse's English
        text = str(value).strip()
        if re.fullmatch(r"[+-]?[0-9]{1,19}", text) and low <= int(text) <= high:
            return int(text)
        shown = text if len(text) <= 40 else text[:39] + "…"
        self._refuse(CliError("cli.not_integer", what=flag, value=shown, low=low, high=high))

    def _refuse(self, error: CliError) -> NoReturn:
        from deboule.text.terminal import warn

        warn(Phrase("cli.error", reason=error).both())
        raise SystemExit(EXIT_USAGE)
