"""Tamper run (issue 32, "a record cannot lie"): a small record of each game, every field altered
one at a time, each altered record checked by the one verifier
(`deboule.replays.replay.check_record`).

A record of each game is made as `deboule sim --record` makes it (2 bot players, short targets),
then each scalar leaf is changed (+1 on an integer, one ulp on a float, another type, a string
lengthened, a boolean flipped; the seed +1, 2**63 and -1; each seat to every other seat name),
each list entry duplicated and deleted, each object key deleted. Per game it prints how many
alterations were tried, caught at the first differing step (the verifier's line names the input,
throw or step where the altered record first differs from the one written, or the field),
caught only by the record's digest (a change no replay sees), caught at another step than the
first, and missed (status 0), with examples.

Run: `python -m bench.tamper [--games deboule,chamot] [--sample N] [--seed 0]` (or `deboule bench
tamper`); `--sample N` checks N alterations per game drawn with --seed (the CI-sized form,
tests/test_tamper_records.py), the default checks them all. Exit status 1 when one is missed.
"""

from __future__ import annotations

import copy
import math
import random
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench._options import BenchParser
from deboule import registry

# the record's header: played again from, so a change there shows at the first input that
# differs (or nowhere: the digest); no step of its own to name
HEADER = ("format", "version", "game", "options", "seed", "seats")
LISTS = {"inputs": "entrée {n} / input {n}", "settled": "lancer {n} / throw {n}",
         "actions": "étape / step {n}", "history": "étape / step {n}"}
NOT_ALTERED = ("engine",)  # not the game's: another machine's record keeps its own stamp
SEAT_NAMES = ("human", "novice", "regular", "expert")
EXAMPLES = 3  # examples shown per kind of outcome


# ---------------------------------------------------------------------------- the records
def deboule_record(seed: int) -> dict:
    from deboule.games.deboule.sim import build_record, play_match

    levels = ["novice", "regular"]
    return build_record(play_match(2, levels, seed=seed, target=3), levels)


def cdc_record(seed: int) -> dict:
    """The sim's record (`CdcMatch.record()`, played by `step` as
    deboule/games/cul_de_chouette/sim.py does) of a game to 60 points."""
    from deboule.games.cul_de_chouette.match import CdcMatch
    from deboule.games.cul_de_chouette.sim import STEP_SECONDS
    from deboule.rules.cul_de_chouette import Variant

    rules = {**Variant.preset("kaamelott").to_dict(), "win_score": 60, "cap_score": 50}
    levels = ["novice", "regular"]
    match = CdcMatch(levels, seed=seed, preset=Variant.from_dict(rules), headless=True,
                     names=["Bot 1 (novice)", "Bot 2 (regular)"])
    while not match.over:
        match.step(STEP_SECONDS)
    return match.record()


def enculette_record(seed: int) -> dict:
    from deboule.games.enculette.match import EnculetteMatch
    from deboule.rules.enculette import Options

    match = EnculetteMatch(["novice", "regular"], seed=seed, headless=True,
                           options=Options(broc=4))
    match.run_bots()
    record = match.record()
    match.close()
    return record


def chamot_record(seed: int) -> dict:
    from deboule.games.chamot.match import ChamotMatch

    match = ChamotMatch(["novice", "regular"], seed=seed, short=True)
    match.play_out()
    return match.record()


MAKERS: dict[str, Callable[[int], dict]] = {
    "deboule": deboule_record, "cul-de-chouette": cdc_record, "enculette": enculette_record,
    "chamot": chamot_record}


def written(record: dict) -> dict:
    """`record` as `write_record` writes it (its engine's stamp and digest), read back."""
    from deboule.replays.records import load_record, write_record

    with tempfile.TemporaryDirectory() as folder:
        return load_record(write_record(Path(folder) / "record.json", record))


# ---------------------------------------------------------------------------- alterations
@dataclass(frozen=True)
class Alteration:
    path: tuple  # keys and indices down to what is changed
    what: str  # how, in a few words
    change: Callable[[Any], Any] | None = None  # a leaf's new value; None: a list or key edit
    edit: str = ""  # "duplicate" / "delete" (a list entry or an object's key)

    def applied(self, record: dict) -> dict:
        altered = copy.deepcopy(record)
        *parents, last = self.path
        holder = altered
        for key in parents:
            holder = holder[key]
        if self.edit == "duplicate":
            holder.insert(last, copy.deepcopy(holder[last]))
        elif self.edit == "delete":
            del holder[last]
        else:
            holder[last] = self.change(holder[last])
        return altered

    def shown(self) -> str:
        return "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in self.path) + \
            f" {self.what}"


def leaf_changes(path: tuple, value: Any) -> Iterator[Alteration]:
    """The changes of one scalar value."""
    if path == ("seed",):
        yield Alteration(path, "+1", lambda v: v + 1)
        yield Alteration(path, "= 2**63", lambda v: 2**63)
        yield Alteration(path, "= -1", lambda v: -1)
        return
    if len(path) == 2 and path[0] == "seats":
        for name in SEAT_NAMES:
            if name != value:
                yield Alteration(path, f"= {name!r}", lambda v, n=name: n)
        return
    if isinstance(value, bool):
        yield Alteration(path, "negated", lambda v: not v)
    elif isinstance(value, int):
        yield Alteration(path, "+1", lambda v: v + 1)
        yield Alteration(path, "as a float", float)
    elif isinstance(value, float):
        yield Alteration(path, "+1 ulp", lambda v: math.nextafter(v, math.inf))
        yield Alteration(path, "as a string", repr)
    elif isinstance(value, str):
        yield Alteration(path, "lengthened", lambda v: v + "x")
    elif value is None:
        yield Alteration(path, "= 0", lambda v: 0)


def alterations(record: dict) -> list[Alteration]:
    """Every alteration of `record`, one at a time (see the module's text)."""
    found: list[Alteration] = []

    def walk(value: Any, path: tuple) -> None:
        if isinstance(value, dict):
            for key, item in value.items():
                if path or key not in NOT_ALTERED:
                    if path:  # a top-level key deleted is a record the reader refuses
                        found.append(Alteration((*path, key), "deleted", edit="delete"))
                    walk(item, (*path, key))
        elif isinstance(value, list):
            for index, item in enumerate(value):
                found.append(Alteration((*path, index), "duplicated", edit="duplicate"))
                found.append(Alteration((*path, index), "deleted", edit="delete"))
                walk(item, (*path, index))
        else:
            found.extend(leaf_changes(path, value))

    walk(record, ())
    return found


# ---------------------------------------------------------------------------- where it differs
def first_place(original: dict, altered: dict) -> str | None:
    """What the verifier's line must name for `altered`: the first input, throw or step where
    it differs from `original` (the lists in the verifier's order), "final", or the field;
    None for a header field (played again from: shown wherever the game parts from it)."""
    from deboule.replays.replay_base import same_bits

    for key in LISTS:
        a, b = original.get(key), altered.get(key)
        if isinstance(a, list) and isinstance(b, list):
            for index in range(max(len(a), len(b))):
                if index >= len(a) or index >= len(b) or not same_bits(a[index], b[index]):
                    return LISTS[key].format(n=index + 1)
    if not same_bits(original.get("final"), altered.get("final")):
        return "final"
    for key in [*original, *altered]:
        if key in HEADER:
            if not same_bits(original.get(key), altered.get(key)):
                return None
        elif not same_bits(original.get(key), altered.get(key)):
            return key
    return None


@dataclass
class Tally:
    tried: int = 0
    first: int = 0  # caught, named at the first differing step (or refused as unreadable)
    refused: int = 0  # of which refused when read (exit 2)
    digest: int = 0  # caught only by the digest
    elsewhere: int = 0  # caught, but named at another step
    missed: int = 0
    examples: dict[str, list[str]] = field(default_factory=dict)
    # per outcome but "first": how many by the record's field altered (options, seats...)
    fields: dict[str, dict[str, int]] = field(default_factory=dict)
    seconds: float = 0.0

    def note(self, kind: str, text: str, where: str) -> None:
        shown = self.examples.setdefault(kind, [])
        if len(shown) < EXAMPLES:
            shown.append(text)
        counts = self.fields.setdefault(kind, {})
        counts[where] = counts.get(where, 0) + 1


def check(original: dict, alteration: Alteration, tally: Tally) -> str:
    """Check one altered record with the verifier; count and return its outcome."""
    from deboule.replays.replay import EXIT_BAD_FILE, EXIT_IDENTICAL, MESSAGES, check_record

    tally.tried += 1
    try:
        altered = alteration.applied(original)
    except (IndexError, KeyError, TypeError):
        tally.tried -= 1
        return "skipped"
    status, message = check_record(altered, source="tampered")
    place = first_place(original, altered)
    if status == EXIT_IDENTICAL:
        kind = "missed"
    elif message == MESSAGES["digest"]:
        kind = "digest"
    elif status == EXIT_BAD_FILE or place is None or place in message:
        kind = "first"
        tally.refused += status == EXIT_BAD_FILE
    else:
        kind = "elsewhere"
    setattr(tally, kind, getattr(tally, kind) + 1)
    if kind != "first":
        tally.note(kind, f"{alteration.shown()} (first differs: {place}) -> {message[:300]}",
                   ".".join(str(p) for p in alteration.path[:3 if alteration.path[0] ==
                                                             "options" else 1]))
    return kind


def run_game(game: str, seed: int, sample: int | None, say: Callable[[str], None],
             progress: bool = False) -> Tally:
    """Make a record of `game`, alter it, check every (or `sample`) alteration."""
    original = written(MAKERS[game](seed))
    every = alterations(original)
    chosen = every if sample is None else random.Random(seed).sample(every, min(sample,
                                                                                 len(every)))
    tally = Tally()
    started = time.perf_counter()
    for done, alteration in enumerate(chosen, 1):
        check(original, alteration, tally)
        if progress and done % 50 == 0:
            say(f"  {game}: {done}/{len(chosen)}")
    tally.seconds = time.perf_counter() - started
    return tally


def report(results: dict[str, Tally], say: Callable[[str], None]) -> None:
    say(f"{'game':<16}{'tried':>7}{'first step':>12}{'(refused)':>11}{'digest only':>13}"
        f"{'elsewhere':>11}{'missed':>8}{'seconds':>9}")
    for game, t in results.items():
        say(f"{game:<16}{t.tried:>7}{t.first:>12}{t.refused:>11}{t.digest:>13}"
            f"{t.elsewhere:>11}{t.missed:>8}{t.seconds:>9.0f}")
    for game, t in results.items():
        for kind in ("missed", "elsewhere", "digest"):
            counts = t.fields.get(kind)
            if counts:
                say(f"  {game} {kind}, by field: " + ", ".join(
                    f"{where} {n}" for where, n in sorted(counts.items())))
            for example in t.examples.get(kind, ()):
                say(f"  {game} {kind}: {example}")


def main(argv: list[str] | None = None) -> int:
    parser = BenchParser(prog="python -m bench.tamper", description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(registry.NAMES),
                        help="the games, by their names, comma-separated")
    parser.add_count("--sample", 0, low=0, help="alterations checked per game (0: all)")
    parser.add_seed("--seed", 0, help="the games' seed and the sample's")
    args = parser.parse_args(argv)
    games = [g.strip() for g in args.games.split(",") if g.strip()]
    unknown = [g for g in games if g not in MAKERS]
    from deboule.text.terminal import say, warn

    if unknown:
        from deboule.cli import EXIT_USAGE, CliError
        from deboule.text.i18n import Phrase

        warn(Phrase("cli.error", reason=CliError("cli.unknown_name", what="--games",
                                                 value=unknown[0][:40],
                                                 choices=", ".join(MAKERS))).both())
        return EXIT_USAGE

    results = {}
    for game in games:
        results[game] = run_game(game, args.seed, args.sample or None, say, progress=True)
    report(results, say)
    return 1 if any(t.missed for t in results.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
