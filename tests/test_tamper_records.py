"""The tamper run in CI size (bench/tamper.py, issue 32 point 1): a small record of each game,
a seeded sample of its one-at-a-time alterations, each checked by the one verifier
(`deboule.replays.replay.check_record`). None may pass as identical; in the games whose records are
played again from their seed (Le Déboulé, Cul de Chouette), each is named at the first input, throw
or step where it differs, and the issue's own cases (a seed +1 or 2**63, `options.seed`, a seat, a
bot's throw one ulp off, a duplicated input) are among them."""

from __future__ import annotations

import math
import random

import pytest

from bench import tamper

SAMPLE = {"deboule": 16, "cul-de-chouette": 12, "enculette": 3, "chamot": 16}
# played again from their seed, seats and options: every alteration named where it first differs
STRICT = ("deboule", "cul-de-chouette")


# L'Enculette's seed 5 plays 17 steps, 6 cups shaken, its seed 1 45 steps, 15 shaken (each
# check replays every shake): the same kinds of steps, in less than half the time
SEEDS = {"deboule": 1, "cul-de-chouette": 1, "enculette": 5, "chamot": 1}


@pytest.fixture(scope="module")
def records() -> dict[str, dict]:
    return {game: tamper.written(tamper.MAKERS[game](SEEDS[game])) for game in SAMPLE}


def last_throw_index(record: dict) -> int:
    return max(i for i, entry in enumerate(record["inputs"]) if "throw" in entry)


def issue_cases(record: dict) -> list[tamper.Alteration]:
    """The alterations the issue found accepted: the seed +1 and 2**63, `options.seed` (Le
    Déboulé's), a seat, a bot's last throw one ulp off (it may land on the same bits), a
    duplicated input."""
    last = last_throw_index(record)
    throw = record["inputs"][last]["throw"]
    die = "position" if "position" in throw else next(iter(throw))
    path = ("inputs", last, "throw", "position", 1) if die == "position" else \
        ("inputs", last, "throw", die, "orientation", 0)
    cases = [tamper.Alteration(("seed",), "+1", lambda v: v + 1),
             tamper.Alteration(("seed",), "= 2**63", lambda v: 2**63),
             # another level at seat 0 (not the expert: its throws are the slow ones to plan)
             tamper.Alteration(("seats", 0), "another level",
                               lambda v: "novice" if v == "regular" else "regular"),
             tamper.Alteration(path, "+1 ulp", lambda v: math.nextafter(v, math.inf)),
             tamper.Alteration(("inputs", last), "duplicated", edit="duplicate")]
    if "seed" in record["options"]:
        cases.append(tamper.Alteration(("options", "seed"), "+1", lambda v: v + 1))
    return cases


@pytest.mark.parametrize("game", STRICT)
def test_every_alteration_is_named_at_its_first_differing_step(records, game):
    original = records[game]
    every = tamper.alterations(original)
    chosen = random.Random(32).sample(every, SAMPLE[game]) + issue_cases(original)
    tally = tamper.Tally()
    outcomes = [(a.shown(), tamper.check(original, a, tally)) for a in chosen]
    wrong = [(shown, kind) for shown, kind in outcomes if kind not in ("first", "digest")]
    assert not wrong, (wrong, tally.examples)
    # the issue's cases are all seen by the replay itself, none by the digest alone
    assert [kind for _, kind in outcomes[-len(issue_cases(original)):]] == \
        ["first"] * len(issue_cases(original)), tally.examples


@pytest.mark.parametrize("game", [g for g in SAMPLE if g not in STRICT])
def test_no_alteration_passes_as_identical(records, game):
    # L'Enculette and Chamot (no throws to nudge by one ulp): the sample, named at its first
    # differing step or (a field the replay cannot see) by the digest, none missed
    original = records[game]
    every = tamper.alterations(original)
    tally = tamper.Tally()
    outcomes = [(a.shown(), tamper.check(original, a, tally))
                for a in random.Random(32).sample(every, SAMPLE[game])]
    assert tally.missed == 0, tally.examples
    wrong = [(shown, kind) for shown, kind in outcomes if kind not in ("first", "digest")]
    assert not wrong, (wrong, tally.examples)


def test_the_tamper_run_prints_its_counts(capsys):
    assert tamper.main(["--games", "chamot", "--sample", "3", "--seed", "2"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].split() == ["game", "tried", "first", "step", "(refused)", "digest", "only",
                              "elsewhere", "missed", "seconds"]
    assert out[1].split()[:2] == ["chamot", "3"]
