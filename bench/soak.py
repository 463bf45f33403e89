"""Soak run: many seeded bot games of each game, headless, in one process.

Prints, per game, the games played, the exceptions (target 0), the records that replayed
identically, the seeds played twice whose output (the whole printed game and its record) was
identical, and games per minute; then the process's resident memory (RSS) at the start, after
one warm-up game of each kind, and at the end (target: flat after the warm-up), each measured
once the freed C heap is handed back to the system (`settled_rss_mb`), and as glibc held it.
Le Déboulé uses cheap bots and a lower target score so the whole run takes minutes.
Each row plays its own game: `one_game` returns the game its record names, and a row whose
record names another game is counted as an exception (the "chamot" row once played
L'Enculette).

Run: `python -m bench.soak [--games 100] [--seed 0] [--target 7] [--broc 30]
[--replay-every 5] [--repeat 30]` or `deboule bench soak` (defaults). A CI-sized soak of the
four games runs in tests/test_soak.py.
"""

from __future__ import annotations

import contextlib
import ctypes
import gc
import io
import json
import resource
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace

from bench._options import BenchParser
from deboule import registry

GAMES = registry.NAMES
REPLAYABLE = GAMES
DEBOULE_LEVELS = ("novice", "regular")  # the cheap bots: expert plans by simulating many throws
# L'Enculette's broc (gorgées), the game's own default (deboule/rules/enculette/options.py)
BROC = 30


@dataclass(frozen=True)
class Played:
    """One soak game: the game its record names (a registry name) and its output (the printed
    game and its record)."""

    game: str
    output: str


@dataclass
class Tally:
    played: int = 0
    exceptions: int = 0
    replays_checked: int = 0
    replays_identical: int = 0
    repeats_checked: int = 0  # the same seed played twice in the run
    repeats_identical: int = 0
    seconds: float = 0.0
    errors: list[str] = field(default_factory=list)


def rss_mb() -> float:
    """Resident set size now (Linux /proc), else the peak from getrusage."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 1024 if sys.platform != "darwin" else peak / 2**20


def settled_rss_mb() -> tuple[float, float]:
    """(RSS after a garbage collection, RSS once the C heap's free memory is handed back to the
    system): the first holds what glibc keeps of freed memory for reuse (its high-water mark,
    which wanders by tens of MB from game to game), the second what the process still uses
    (glibc's `malloc_trim`; elsewhere both are the same)."""
    gc.collect()
    before = rss_mb()
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None).malloc_trim(0)
    return before, rss_mb()


def sim_args(seed: int, players: int, bots: str, record: str | None) -> SimpleNamespace:
    return SimpleNamespace(players=players, bots=bots, preset=None, teams=False, seed=seed,
                           record=record, quiet=True, lang="fr")


def _record_text(record: Path | None, write: Callable[[Path], None]) -> str:
    """Write the game's record to `record` (kept for the replay check) or to a temporary file
    (removed), and return its text: the record holds every input and the final poses, so two
    identical texts are two identical games, bit for bit."""
    if record is not None:
        write(record)
        return record.read_text(encoding="utf-8")
    with tempfile.TemporaryDirectory(prefix="deboule-soak-") as folder:
        path = Path(folder) / "record.json"
        write(path)
        return path.read_text(encoding="utf-8")


def _played(printed: str, record_text: str) -> Played:
    """The game as played: the game its record names, and the printed game with its record."""
    game = json.loads(record_text).get("game")
    return Played(game if isinstance(game, str) else repr(game), printed + record_text)


def play_deboule(seed: int, target: int, record: Path | None) -> Played:
    from deboule.games.deboule.sim import build_record, play_match
    from deboule.replays.records import write_record

    levels = [DEBOULE_LEVELS[(seed + k) % 2] for k in range(2)]
    lines: list[str] = []
    report = play_match(2, levels, seed=seed, target=target, emit=lines.append)
    if not report.game.is_over:
        raise RuntimeError(f"Déboulé seed {seed} did not end")
    text = _record_text(record, lambda path: write_record(path, build_record(report, levels)))
    return _played("\n".join(lines) + "\n", text)


def play_cdc(seed: int, record: Path | None) -> Played:
    from deboule.games.cul_de_chouette import sim as sim_cdc

    players = 2 + seed % 3
    bots = ",".join(("novice", "regular", "expert")[(seed + k) % 3] for k in range(players))
    out = io.StringIO()

    def write(path: Path) -> None:
        args = sim_args(seed, players, bots, str(path))
        args.quiet = False  # the whole game's text is compared between two runs
        status = sim_cdc.run(args, out=out)
        if status != 0:
            raise RuntimeError(f"Cul de Chouette seed {seed} exited {status}")

    return _played(out.getvalue(), _record_text(record, write))


def play_enculette(seed: int, record: Path | None, broc: int = BROC) -> Played:
    from deboule.games.enculette import sim as sim_enculette

    players = 2 + seed % 4
    levels = [("novice", "regular", "expert")[(seed + k) % 3] for k in range(players)]
    out = io.StringIO()

    def write_sim(path: Path) -> None:
        args = sim_args(seed, players, ",".join(levels), str(path))
        args.quiet, args.preset = False, None if broc == BROC else f"broc={broc}"
        status = sim_enculette.run(args, out=out)
        if status != 0:
            raise RuntimeError(f"L'Enculette seed {seed} exited {status}")

    text = _record_text(record, write_sim)  # the match's record (EnculetteMatch.record)
    return _played(out.getvalue(), text)


def play_chamot(seed: int, record: Path | None) -> Played:
    from deboule.games.chamot import sim as sim_chamot

    players = 2 + seed % 3
    levels = [("novice", "regular", "expert")[(seed + k) % 3] for k in range(players)]
    out = io.StringIO()

    def write_sim(path: Path) -> None:
        args = sim_args(seed, players, ",".join(levels), str(path))
        args.quiet, args.preset = False, "short"  # the short deck: a soak plays many games
        status = sim_chamot.run(args, out=out)
        if status != 0:
            raise RuntimeError(f"Chamot seed {seed} exited {status}")

    text = _record_text(record, write_sim)  # the match's record (ChamotMatch.record)
    return _played(out.getvalue(), text)


# registry name -> play(seed, target, record, broc): each plays the game of its own name
PLAYERS: dict[str, Callable[[int, int, Path | None, int], Played]] = {
    "deboule": lambda seed, target, record, broc: play_deboule(seed, target, record),
    "cul-de-chouette": lambda seed, target, record, broc: play_cdc(seed, record),
    "enculette": lambda seed, target, record, broc: play_enculette(seed, record, broc),
    "chamot": lambda seed, target, record, broc: play_chamot(seed, record),
}


def one_game(game: str, seed: int, target: int, record: Path | None, broc: int = BROC) -> Played:
    """Play one seeded bot game of `game` (a registry name): the game its record names and its
    output (the printed game and its record). `target`: Le Déboulé's winning score; `broc`:
    L'Enculette's."""
    return PLAYERS[game](seed, target, record, broc)


def played_as(game: str, played: Played) -> str:
    """The output of a game the `game` row played; RuntimeError when its record names another
    game (the row would report games it never played)."""
    if played.game != game:
        raise RuntimeError(f"the {game} row played {played.game}")
    return played.output


def check_replay(record: Path) -> bool:
    from deboule.replays.replay import EXIT_IDENTICAL, check_file

    return check_file(record)[0] == EXIT_IDENTICAL


def soak(games: int, first_seed: int, target: int, replay_every: int, repeat_first: int = 30,
         say: Callable[[str], None] = print,
         broc: int = BROC) -> tuple[dict[str, Tally], dict[str, float]]:
    """Play `games` seeds of each game; replay the record of every `replay_every`-th; play the
    first `repeat_first` seeds a second time and compare their outputs. A game whose record
    names another game than its row counts as an exception."""
    memory: dict[str, float] = {}
    memory["start_held"], memory["start"] = settled_rss_mb()
    tallies = {game: Tally() for game in GAMES}
    folder = Path(tempfile.mkdtemp(prefix="deboule-soak-"))
    from deboule.shell.progress import bar

    shown = bar(games * len(GAMES), "soak", " games")  # on a terminal only
    for index in range(games):
        seed = first_seed + index
        for game in GAMES:
            shown.update(1)
            tally = tallies[game]
            replay = game in REPLAYABLE and replay_every > 0 and index % replay_every == 0
            record = folder / f"{game}-{seed}.json" if replay else None
            started = time.perf_counter()
            try:
                output = played_as(game, one_game(game, seed, target, record, broc=broc))
                if record is not None:
                    tally.replays_checked += 1
                    tally.replays_identical += check_replay(record)
                    record.unlink()
                if index < repeat_first:  # played again the same way, record included
                    again_record = folder / f"{game}-{seed}-again.json" if replay else None
                    again = played_as(game, one_game(game, seed, target, again_record,
                                                      broc=broc))
                    if again_record is not None:
                        again_record.unlink()
                    tally.repeats_checked += 1
                    if again == output:
                        tally.repeats_identical += 1
                    elif len(tally.errors) < 3:
                        tally.errors.append(f"seed {seed}: a second run printed another game")
            except Exception:  # a soak counts every failure and goes on
                tally.exceptions += 1
                if len(tally.errors) < 3:
                    tally.errors.append(f"seed {seed}: {traceback.format_exc(limit=4)}")
            tally.seconds += time.perf_counter() - started
            tally.played += 1
        if index == 0:
            memory["warm_held"], memory["warm"] = settled_rss_mb()
        if (index + 1) % max(1, games // 10) == 0:
            held, settled = settled_rss_mb()
            memory["held_most"] = max(held, memory.get("held_most", 0.0))
            say(f"  ... {index + 1}/{games} of each game, RSS {settled:.1f} MB "
                f"(held by glibc for reuse: {held:.1f} MB)")
    memory["end_held"], memory["end"] = settled_rss_mb()
    memory["held_most"] = max(memory["end_held"], memory.get("held_most", 0.0))
    folder.rmdir() if not any(folder.iterdir()) else None
    shown.close()
    return tallies, memory


def report(tallies: dict[str, Tally], memory: dict[str, float],
           say: Callable[[str], None] = print) -> int:
    say(f"{'game':<17}{'played':>7}{'exceptions':>12}{'replays identical':>19}"
        f"{'repeats identical':>19}{'games/min':>11}")
    for game, t in tallies.items():
        per_minute = 60 * t.played / t.seconds if t.seconds else 0.0
        replays = f"{t.replays_identical}/{t.replays_checked}" if t.replays_checked else "-"
        repeats = f"{t.repeats_identical}/{t.repeats_checked}" if t.repeats_checked else "-"
        say(f"{game:<17}{t.played:>7}{t.exceptions:>12}{replays:>19}{repeats:>19}"
            f"{per_minute:>11.1f}")
    total = sum(t.played for t in tallies.values())
    seconds = sum(t.seconds for t in tallies.values())
    say(f"{'total':<17}{total:>7}{sum(t.exceptions for t in tallies.values()):>12}"
        f"{'':>19}{'':>19}{60 * total / seconds if seconds else 0.0:>11.1f}")
    warm = memory.get("warm", memory["start"])
    say(f"RSS start {memory['start']:.1f} MB, after warm-up {warm:.1f} MB, end "
        f"{memory['end']:.1f} MB (growth after warm-up {memory['end'] - warm:+.1f} MB)")
    if "held_most" in memory:
        say(f"  (the freed heap handed back to the system first; before that, as glibc holds "
            f"it for reuse: after warm-up {memory.get('warm_held', memory['start_held']):.1f} "
            f"MB, at most {memory['held_most']:.1f} MB when measured)")
    for game, t in tallies.items():
        for error in t.errors:
            say(f"--- {game} {error}")
    failed = any(t.exceptions or t.replays_identical != t.replays_checked
                 or t.repeats_identical != t.repeats_checked for t in tallies.values())
    return 1 if failed else 0


def main(argv: list[str] | None = None) -> int:
    parser = BenchParser(prog="bench.soak", description=__doc__.splitlines()[0])
    parser.add_count("--games", 100, help="games of each kind")
    parser.add_seed("--seed", 0, help="first seed")
    parser.add_count("--target", 7, high=1000, help="Déboulé winning score")
    parser.add_count("--broc", BROC, high=1000, help="L'Enculette's broc (gorgées)")
    parser.add_count("--replay-every", 5, low=0,
                     help="replay the record of every k-th game (0: never)")
    parser.add_count("--repeat", 30, low=0,
                     help="play the first N seeds twice and compare their outputs (0: none)")
    args = parser.parse_args(argv if argv is not None else [])
    print(f"soak: {args.games} seeded bot games of each game from seed {args.seed}, "
          f"Déboulé to {args.target} with {'/'.join(DEBOULE_LEVELS)} bots, L'Enculette's broc "
          f"of {args.broc}")
    print(f"replaying every {args.replay_every}th record, the first {args.repeat} seeds played "
          "twice")
    tallies, memory = soak(args.games, args.seed, args.target, args.replay_every, args.repeat,
                           broc=args.broc)
    return report(tallies, memory)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
