"""The `deboule` command: `play`, `sim`, `replay`, `bench`.

Each subcommand imports its module lazily so that a headless `sim` never loads OpenGL. Every
argument is checked before anything runs: a bad value, an unknown name, an unreadable or
unwritable path gets one line in French and English on the standard error and exit status 2,
never a traceback, and nothing is written (issue 12).
"""

from __future__ import annotations

import argparse
import errno
import importlib
import inspect
import os
import pkgutil
import re
import stat
import sys
from pathlib import Path

from deboule import registry
from deboule.games.game_options import OptionRefused
from deboule.online import net_address
from deboule.replays.records import (
    MAX_SEED,  # the one seed range: --seed, and what a record may hold
)
from deboule.replays.sims import sim_options
from deboule.rules.core import IllegalAction
from deboule.rules.core.bots import check_seat, names_bot_spec, own_bot
from deboule.rules.core.errors import DataUnavailable
from deboule.rules.core.ranges import said
from deboule.text.i18n import Phrase, Refusal
from deboule.text.terminal import escape_tracebacks, say_lines, warn

LANGS = ("fr", "en")
EXIT_USAGE = 2
EXIT_DATA = 1  # data the game needs is missing (a damaged installation)


class CliError(Refusal):
    """A bad command line: one line in French and English, exit status 2."""


# ---------------------------------------------------------------------------- parsing
# argparse's own messages (Python 3.11+), put in French and English
_ARGPARSE_MESSAGES = (
    (re.compile(r"unrecognized arguments: (?P<args>.*)"), "cli.unrecognized"),
    (re.compile(r"the following arguments are required: (?P<args>.*)"), "cli.missing"),
    (re.compile(r"argument (?P<arg>[^:]+): invalid choice: (?P<value>.*?) "
                r"\(choose from (?P<choices>.*)\)"), "cli.invalid_choice"),
    (re.compile(r"argument (?P<arg>[^:]+): expected (?:one|at least one) argument"),
     "cli.expected_value"),
    (re.compile(r"argument (?P<arg>[^:]+): (?P<detail>.*)"), "cli.bad_argument"),
)


def argparse_refusal(message: str) -> CliError:
    """argparse's error `message` in French and English."""
    if message == "the following arguments are required: command":
        return CliError("cli.no_command")
    for pattern, key in _ARGPARSE_MESSAGES:
        found = pattern.fullmatch(message)
        if found:
            return CliError(key, **found.groupdict())
    return CliError("cli.bad_arguments", detail=message)


class BilingualParser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are one line in French and English on the standard error
    and exit status 2 (not the usage and an English line); the benchmarks use it too. Whatever
    else argparse prints (the help, the usage) goes through deboule/text/terminal.py, escaped, as
    every line the program prints (issue 32, point 4)."""

    def error(self, message: str):
        warn(Phrase("cli.error", reason=argparse_refusal(message)).both())
        raise SystemExit(EXIT_USAGE)

    def _print_message(self, message: str, file=None) -> None:  # argparse's one writer
        if message:
            say_lines(message, file)


def build_parser() -> argparse.ArgumentParser:
    parser = BilingualParser(prog=registry.PROGRAM, description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True, parser_class=BilingualParser)

    play = sub.add_parser("play", help="open the game window (headless bot match without display)")
    play.add_argument("--lang", default=None, help="fr or en (default: the settings' language)")
    play.add_argument("--resume", action="store_true", help="resume the last saved game")
    play.add_argument("--online", default=None, metavar="ws://HOST:PORT",
                      help="open on a seat of a room of this server (deboule serve)")
    play.add_argument("--room", default=None, help="the room's code (with --online)")
    play.add_argument("--seat", default=None, help="the seat to take, 1 to 16 (default: any)")
    play.add_argument("--name", default=None, help="your name in the room")
    play.add_argument("--watch", action="store_true", help="watch the room (no seat)")

    sim = sub.add_parser("sim", help="play a whole game of bots headless and print it")
    sim.add_argument("--game", default=registry.DEFAULT.name, help=", ".join(registry.NAMES))
    sim.add_argument("--players", default="2")
    sim.add_argument("--bots", default=None, help="comma-separated bot levels, one per player")
    sim.add_argument("--preset", default=None, help="rule preset (kaamelott, iruo, tables, douce)")
    sim.add_argument("--teams", action="store_true", help="4 players in two teams (Le Déboulé)")
    sim.add_argument("--seed", default="0")
    sim.add_argument("--record", default=None, help="where to write the game record (JSON)")
    sim.add_argument("--join", default=None,
                     help="Cul de Chouette: a bot joins the game in progress after ROUND rounds "
                          "and sings the Sloubi: LEVEL@ROUND (e.g. expert@3)")
    sim.add_argument("--house-words", default=None,
                     help="Chamot: house words added to the lexicon, comma-separated (H4)")
    sim.add_argument("--rule", action="append", default=None, metavar="NAME=VALUE",
                     help="any option of the game, repeatable (docs/options.md): e.g. "
                          "target=11, broc=5, short=on, bevue_penalty=20")
    sim.add_argument("--quiet", action="store_true")
    sim.add_argument("--lang", default="fr", help="fr or en")
    sim.add_argument("--online", default=None, metavar="ws://HOST:PORT",
                     help="every seat a client of this room server (deboule serve)")

    serve = sub.add_parser("serve", help="run a room server for online games")
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on")
    serve.add_argument("--port", default="8765")
    serve.add_argument("--data", default=None,
                       help="folder where rooms are saved (a restarted server resumes them)")
    importlib.import_module("deboule.online.limits").add_options(serve)

    replay = sub.add_parser("replay", help="replay a game record headless and check it")
    replay.add_argument("file", help="a game record (JSON) written by sim or play")
    replay.add_argument("--quiet", action="store_true")
    replay.add_argument("--watch", action="store_true",
                        help="play it back in the game window instead (Revoir une partie)")
    replay.add_argument("--bots", default=None, metavar="PKG.MOD:NAME[,...]",
                        help="bots of one's own the record names, to import now (a record's "
                             "own names are never imported)")

    bench = sub.add_parser("bench", help="run a benchmark and print figures")
    bench.add_argument("name", nargs="?", default="physics", help="physics, soak, ...")
    bench.add_argument("options", nargs=argparse.REMAINDER,
                       help="the benchmark's own options (see `python -m bench.NAME -h`)")
    return parser


# ---------------------------------------------------------------------------- checking
def _choice(value: str, choices, what: str) -> str:
    if value not in choices:
        raise CliError("cli.unknown_name", what=what, value=_shown(value),
                       choices=", ".join(choices))
    return value


def _shown(value: object) -> str:
    text = str(value)
    return text if len(text) <= 40 else text[:39] + "…"


def _integer(text: str, option: str, low: int, high: int) -> int:
    """The integer `text`, from `low` to `high` (`option` names it: "seed" or "players")."""
    what = Phrase(f"cli.option.{option}")
    if not re.fullmatch(r"[+-]?[0-9]{1,19}", text.strip()):
        raise CliError("cli.not_integer", what=what, value=_shown(text), low=low, high=high)
    value = int(text)
    if not low <= value <= high:
        raise CliError("cli.not_integer", what=what, value=_shown(text), low=low, high=high)
    return value


def check_sim(args) -> None:
    """Check and normalise `deboule sim`'s arguments (CliError when one is bad)."""
    game = _choice(args.game, registry.NAMES, "--game")
    entry = registry.by_name(game)
    args.lang = _choice(args.lang, LANGS, "--lang")
    rules = entry.cli_facts()
    args.players = players = _players(args.players, entry, rules)
    args.seed = _integer(args.seed, "seed", 0, MAX_SEED)
    if args.bots is not None:
        levels = [_seat(part.strip(), rules["levels"]) for part in args.bots.split(",")]
        if len(levels) == 1:
            levels *= players
        if len(levels) != players:
            raise CliError("cli.bots_count", got=len(levels), n=players)
        args.bots = ",".join(levels)
    if args.teams and not rules["teams"](players):
        raise CliError(rules["teams_rule"], n=players)
    if args.preset is not None:
        _check_preset(entry, args.preset, rules["presets"], players)
    if args.join is not None:
        args.join = _check_join(entry, args.join, rules)
    if args.house_words is not None and not rules.get("house_words", False):
        raise CliError("cli.no_house_words", game=entry.title)
    if args.rule:
        _check_rules(entry, args, players)
    if args.record is not None:
        check_writable(args.record, "--record")


def _check_rules(entry, args, players: int) -> None:
    """`--rule NAME=VALUE` (repeatable) with the game's other arguments: one mapping the
    game's options schema accepts (an unknown name is told with the known ones)."""
    try:
        entry.check_options(sim_options(entry, args), players)
    except OptionRefused as exc:
        raise CliError("options.cli", fr=exc.text("fr"), en=exc.text("en")) from None


def _players(text: str, entry, rules: dict) -> int:
    """`--players`: an integer in the game's own range (its `cli_facts()["players"]`), told
    with that range when it is not one (issue 32, point 8)."""
    low, high = rules["players"]
    if not re.fullmatch(r"[+-]?[0-9]{1,19}", text.strip()):
        raise CliError("cli.not_integer", what=Phrase("cli.option.players"), value=_shown(text),
                       low=low, high=high)
    players = int(text)
    if not low <= players <= high:
        raise CliError("cli.players", game=entry.title, low=low, high=high, n=_shown(players))
    return players


def _seat(text: str, levels) -> str:
    """One seat of `--bots`: a level (an older name such as "casual" read as today's) or a bot
    of one's own, `package.module:Name`, that loads (deboule/rules/core/bots.py). As `python -m` and
    uvicorn do, the current folder is searched for the module first."""
    if names_bot_spec(text) and os.getcwd() not in sys.path:
        sys.path.insert(0, os.getcwd())
    try:  # the person names it now: the one place a bot of one's own is imported
        return own_bot(text) if names_bot_spec(text) else check_seat(text, tuple(levels))
    except IllegalAction as exc:
        if exc.code == "unknown_level":
            raise CliError("cli.unknown_name", what="--bots", value=_shown(text),
                           choices=", ".join(levels)) from None
        raise CliError(f"cli.{exc.code}", spec=_shown(text),
                       detail=str(exc.params.get("detail", ""))[:160]) from None


def _check_join(entry, text: str, rules: dict) -> tuple[str, int]:
    """`--join LEVEL@ROUND`: a bot of LEVEL joins after ROUND complete rounds (C6)."""
    if not rules.get("joins"):
        raise CliError("cli.no_join", game=entry.title)
    level, _, rounds = text.partition("@")
    _choice(level.strip(), rules["levels"], "--join")
    return level.strip(), _integer(rounds or "?", "join_round", 1, 10_000)


def _check_preset(entry, preset: str, presets, players: int) -> None:
    """`presets` is None (the game has none), a tuple of names, or a function that raises
    ValueError for a preset it refuses (L'Enculette: names and name=value options)."""
    if presets is None:
        raise CliError("cli.no_preset", game=entry.title)
    if callable(presets):
        try:
            presets(preset, players)
        except ValueError as exc:
            french, english = said(exc)
            if french != english:  # an option's range: its line in each language (issue 32)
                raise CliError("cli.preset_range", fr=french, en=english) from None
            raise CliError("cli.bad_preset", detail=_shown(exc)) from None
        return
    _choice(preset, presets, "--preset")


def check_writable(text: str, option: str) -> Path:
    """A path a file can be written to: its folder exists and is writable, and it is not a
    folder or a special file. Nothing is created."""
    path = Path(text)
    folder = path.parent
    if not folder.is_dir():
        raise CliError("cli.no_folder", option=option, folder=str(folder))
    try:
        info = os.stat(path)
    except FileNotFoundError:
        info = None
    except OSError as exc:
        raise CliError("cli.unwritable", option=option, path=text,
                       reason=exc.strerror or type(exc).__name__) from None
    if info is not None and not stat.S_ISREG(info.st_mode):
        kind = "folder" if stat.S_ISDIR(info.st_mode) else "special"
        raise CliError(f"cli.not_a_file.{kind}", option=option, path=text)
    if not os.access(folder, os.W_OK | os.X_OK):
        raise CliError("cli.unwritable", option=option, path=text,
                       reason=_unwritable_reason(folder))
    return path


def _unwritable_reason(folder: Path) -> str:
    """Why `folder` refuses a new file: a read-only file system, else permissions."""
    try:
        read_only = bool(os.statvfs(folder).f_flag & os.ST_RDONLY)
    except (OSError, AttributeError):  # no statvfs on Windows
        read_only = False
    return os.strerror(errno.EROFS if read_only else errno.EACCES)


def bench_names() -> list[str]:
    """The benchmarks: the modules of the bench package. It is not installed with the game
    (issue 31): a checkout's bench/ beside deboule/ is found, an installed copy has none."""
    try:  # kept here (c): bench/ is absent from an installed copy, found from a checkout
        import bench
    except ModuleNotFoundError:
        checkout = Path(__file__).resolve().parents[1]
        if not (checkout / "bench" / "__init__.py").is_file():
            raise CliError("cli.no_bench") from None
        sys.path.insert(0, str(checkout))  # an editable install maps only the game's packages
        import bench

    return sorted(m.name for m in pkgutil.iter_modules(bench.__path__)
                  if not m.name.startswith("_"))


def check_play(args: argparse.Namespace) -> None:
    """`play`'s options: --lang, and a room to join (--online with --room, a seat 1..16)."""
    if args.lang is not None:
        _choice(args.lang, LANGS, "--lang")
    if args.online is None:
        if args.room is not None or args.seat is not None or args.watch:
            raise CliError("cli.online_needed")
        return
    if not args.room or not re.fullmatch(r"[A-Za-z0-9]{8}", args.room):
        raise CliError("cli.room_code", value=_shown(args.room or ""))
    if args.seat is not None:
        args.seat = _integer(args.seat, "seat", 1, 16) - 1
    if args.name is not None and (len(args.name) > 40 or not args.name.isprintable()):
        raise CliError("cli.bad_name")


# ---------------------------------------------------------------------------- running
def main(argv: list[str] | None = None) -> int:
    if argv is None:  # the `deboule` command itself (tests calling main keep pytest's hooks)
        escape_tracebacks()
    try:
        args = build_parser().parse_args(sys.argv[1:] if argv is None else argv)
        if args.command == "sim":
            check_sim(args)
        elif args.command == "play":
            check_play(args)
        elif args.command == "bench":
            _choice(args.name, bench_names(), "bench")
        elif args.command == "serve":
            args.port = _integer(args.port, "port", 0, 65535)
            net_address.check_host(args.host, "--host", empty_allowed=True)
        elif args.command == "replay" and args.bots:
            for part in args.bots.split(","):  # named now: imported (never from the record)
                if not names_bot_spec(part.strip()):
                    raise CliError("cli.replay_bots", spec=_shown(part.strip()))
                _seat(part.strip(), ())
        if getattr(args, "online", None) is not None:
            net_address.check_url(args.online)
    except (CliError, net_address.AddressError) as error:
        warn(Phrase("cli.error", reason=error).both())
        return EXIT_USAGE
    except SystemExit as stop:  # --help, or a parsing error already told
        return stop.code if isinstance(stop.code, int) else EXIT_USAGE
    try:
        return _run(args)
    except DataUnavailable as missing:  # a damaged installation, a wrong DEBOULE_* path
        warn(Phrase("cli.error", reason=Phrase(f"data.{missing.code}", **missing.params)).both())
        return EXIT_DATA


def _run(args: argparse.Namespace) -> int:
    """The checked command, run."""
    if args.command == "sim" and args.online is not None:
        return int(importlib.import_module("deboule.online.sim").run(args) or 0)
    if args.command == "sim":
        module = registry.by_name(args.game).sim()
        return int(module.run(args) or 0)
    if args.command == "serve":
        return int(importlib.import_module("deboule.online.server").run(args) or 0)
    if args.command == "play":
        module = importlib.import_module("deboule.shell.app")
        return int(module.run(args) or 0)
    if args.command == "replay":
        # --watch: the game window's viewer (deboule/replays/watch.py); else the headless check
        name = "deboule.replays.watch" if args.watch else "deboule.replays.replay"
        module = importlib.import_module(name)
        return int(module.run(args) or 0)
    module = importlib.import_module(f"bench.{args.name}")
    if inspect.signature(module.main).parameters:  # it parses its own options (BilingualParser)
        try:
            return int(module.main(list(args.options)) or 0)
        except SystemExit as stop:
            return stop.code if isinstance(stop.code, int) else EXIT_USAGE
    if args.options:
        warn(Phrase("cli.error", reason=CliError("cli.unrecognized",
                                                 args=" ".join(args.options))).both())
        return EXIT_USAGE
    return int(module.main() or 0)


if __name__ == "__main__":
    sys.exit(main())
