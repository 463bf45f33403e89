"""Benchmark of Cul de Chouette's shout races for a person (issue 30, point 1): can they win?

A simulated person presses with a person's choice reaction time: ex-Gaussian, mu 620 ms,
sigma 90 ms, tau 240 ms (median 0.80 s, mean 0.86 s, 10 % of presses under 0.61 s and 10 % over
1.19 s; docs/rules-cul-de-chouette.md "Bots"), counted from the moment the race is drawn. Each
race is a Chouette Velute ("Pas mou le caillou !", the first to shout wins) thrown by the
person against one bot, run by the very code the window runs: `CdcMatch` with
`races.await_display()` as `CdcScreen` sets it, `races.shown()` where the HUD draws the race,
`match.update` every 1/60 s frame (the bots' planned presses, the 3 s window) and
`match.press` for the person's key at its time. The dice are scripted (the races are measured,
not the throws); a match goes on, race after race, until someone wins it, then the next seed.

Prints, against each bot level, the share of races the person won (first by 80 ms or more),
tied (closer than 80 ms, C3: settled by dice) and lost, and the medians of both sides' presses.
Goal: the person wins most races against novices and about half against regulars.

Run: `.venv/bin/python -m bench.races [--races 300] [--seed 0]` (a bad option is one line in
French and English, exit status 2). Same options, same figures: every draw is seeded.
"""

from __future__ import annotations

import random
import statistics
from collections import Counter
from dataclasses import dataclass, field

from bench._options import BenchParser
from deboule.games.cul_de_chouette.match import CdcMatch, ManualClock
from deboule.rules.cul_de_chouette import DiceRolled
from deboule.rules.cul_de_chouette.bots import LEVELS, ReactionTime, reaction_time_ms
from deboule.rules.cul_de_chouette.races import first_group
from deboule.rules.cul_de_chouette.scripted import variant_with

PERSON = ReactionTime(620.0, 90.0, 240.0)  # median 0.80 s, as a regular bot: about half
FRAME = 1.0 / 60.0  # s: the window's frame
RACE = "pas_mou_le_caillou"
PERSON_SEAT, BOT_SEAT = 0, 1
# the scripted dice: the person throws a Chouette Velute (2-2-4), the bot a Néant (1-4-6)
FACES = {("roll_off", PERSON_SEAT): (1,), ("roll_off", BOT_SEAT): (6,),
         ("chouettes", PERSON_SEAT): (2, 2), ("cul", PERSON_SEAT): (4,),
         ("chouettes", BOT_SEAT): (1, 4), ("cul", BOT_SEAT): (6,)}
MAX_STEPS = 10_000  # nodes in one match before giving up (never reached: a game ends)


@dataclass
class Tally:
    """Races against one level: outcomes and press times (ms)."""

    outcomes: Counter = field(default_factory=Counter)  # "won", "tied", "lost"
    person_ms: list[int] = field(default_factory=list)
    bot_ms: list[int] = field(default_factory=list)

    @property
    def races(self) -> int:
        return sum(self.outcomes.values())

    def share(self, outcome: str) -> float:
        return self.outcomes[outcome] / max(1, self.races)


def person_press_ms(rng: random.Random, window_ms: int) -> int | None:
    """The simulated person's press (ms from the race drawn), None if after the window."""
    t = reaction_time_ms(PERSON, rng)
    return t if t <= window_ms else None


def run_race(match: CdcMatch, clock: ManualClock, rng: random.Random, tally: Tally) -> None:
    """The open race as the window runs it: drawn, the frames, the person's key."""
    races = match.races
    window = match.race_open()
    races.shown(clock())  # the HUD drew the shout: the race's clock starts
    t0 = match.race_opened_at
    mine = person_press_ms(rng, match.race_window_ms())
    while match.race_open() is window:
        clock.advance(FRAME)
        if mine is not None and PERSON_SEAT in window.waiting and \
                (clock() - t0) * 1000 >= mine:
            match.press(PERSON_SEAT, at=t0 + mine / 1000)  # the key event's time
        if match.race_open() is window:  # else a frame now would let the next bot throw
            match.update(FRAME)
    presses = [e for e in match.state.events if e["type"] == "race_presses"][-1]
    times = dict((p, t) for p, t in presses["presses"])
    if presses["race"] != RACE:
        return
    if PERSON_SEAT in times:
        tally.person_ms.append(times[PERSON_SEAT])
    if BOT_SEAT in times:
        tally.bot_ms.append(times[BOT_SEAT])
    firsts = first_group(times, match.variant.race_tie_ms)  # C3: closer than 80 ms, a tie
    if firsts == [PERSON_SEAT]:
        tally.outcomes["won"] += 1
    elif PERSON_SEAT in firsts:
        tally.outcomes["tied"] += 1
    else:
        tally.outcomes["lost"] += 1


def play_match(level: str, seed: int, wanted: int, tally: Tally) -> None:
    """One game of the person against a bot of `level`, race after race, until it ends or
    `tally` holds `wanted` races."""
    clock = ManualClock()
    match = CdcMatch(["human", level], seed=seed, preset=variant_with((), turn_order="clockwise"),
                     clock=clock, pace=0.0, decision_timeout=None)
    match.races.await_display()  # as CdcScreen: a race starts when drawn
    rng = random.Random(f"bench.races/{level}/{seed}")
    for _ in range(MAX_STEPS):
        if match.over or tally.races >= wanted:
            return
        node = match.node
        if node.kind == "race":
            run_race(match, clock, rng, tally)
        elif node.kind == "chance":
            faces = FACES.get((node.prompt, node.roller), (3,) * node.n_dice)
            match.apply_scripted(DiceRolled(faces[:node.n_dice]))
        elif match.human_to_decide() is not None:
            match.human_action(match.decision_menu().press("enter"))
        else:
            clock.advance(FRAME)
            match.update(FRAME)  # a bot's decision (no pause at pace 0)
    raise RuntimeError(f"the match of seed {seed} did not end")


def race_shares(level: str, races: int, seed: int = 0) -> Tally:
    """`races` races of the simulated person against a bot of `level`, matches from `seed`."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}")
    tally = Tally()
    match_seed = seed
    while tally.races < races:
        play_match(level, match_seed, races, tally)
        match_seed += 1
    return tally


def _median_s(times: list[int]) -> str:
    return f"{statistics.median(times) / 1000:.2f} s" if times else "—"


def main(argv: list[str] | None = None) -> int:
    parser = BenchParser(description=__doc__.splitlines()[0])  # counts from 1, both languages
    parser.add_count("--races", 300, help="races against each level")
    parser.add_seed("--seed", 0, help="first match seed")
    args = parser.parse_args(argv)
    print(f"simulated person: ex-Gaussian reaction time mu {PERSON.mu_ms:g} ms, sigma "
          f"{PERSON.sigma_ms:g} ms, tau {PERSON.tau_ms:g} ms (median 0.80 s), from the race drawn")
    for level in LEVELS:
        tally = race_shares(level, args.races, args.seed)
        print(f"person vs {level}: won {tally.share('won'):.0%}, tied {tally.share('tied'):.0%}, "
              f"lost {tally.share('lost'):.0%} of {tally.races} races; median press: person "
              f"{_median_s(tally.person_ms)}, {level} {_median_s(tally.bot_ms)}; {level} "
              f"missed {tally.races - len(tally.bot_ms)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
