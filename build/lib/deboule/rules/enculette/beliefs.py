"""What a bot infers from public events: each opponent's habits and the likely roll under a cup.

Only public events are read (announcements, responses and the faces of lifted cups), so the
inference is open to any player at the table.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .hierarchy import ENCULETTE, HIERARCHY, ROLL_PROBABILITY, probability_at_least, rank, read_roll

ROLL_ODDS: tuple[float, ...] = tuple(float(ROLL_PROBABILITY[v]) for v in HIERARCHY)  # by rank
# Before any evidence, a bluff goes this many steps above what had to be beaten: mostly one.
BLUFF_STEP_PRIOR: dict[int, float] = {1: 3.0, 2: 1.0, 3: 0.5}
BLUFF_STEP_PRIOR_REST = 0.1
DOUBT_BUCKET = 3  # announcements are grouped by three ranks to learn doubt habits faster


def prior_doubt(value: int) -> float:
    """Before any evidence: the less likely a roll reaches `value`, the likelier a lift."""
    if value == ENCULETTE:
        return 1.0  # nothing beats it: its receiver always lifts
    return min(0.95, max(0.05, 1.25 * (1.0 - float(probability_at_least(value))) - 0.2))


@dataclass
class Profile:
    """What a bot remembers about one opponent."""

    could_tell_truth: int = 0  # their own lifted rolls that beat what they had received
    overbids: int = 0  # ... announced higher than the roll anyway
    exact: int = 0  # true lifted announcements equal to the roll
    under: int = 0  # true lifted announcements below the roll
    bluff_steps: dict[int, int] = field(default_factory=dict)  # steps of their revealed lies
    doubt_excess: dict[int, float] = field(default_factory=dict)  # lifts minus prior, by bucket
    answered: dict[int, int] = field(default_factory=dict)  # announcements answered, by bucket

    @property
    def boldness(self) -> float:
        """Chance they overbid when they need not (Beta(1, 4) prior: 1/5)."""
        return (self.overbids + 1) / (self.could_tell_truth + 5)

    @property
    def exactness(self) -> float:
        """Chance a true announcement of theirs is exactly the roll (Beta(4, 1) prior)."""
        return (self.exact + 4) / (self.exact + self.under + 5)

    def bluff_step_chance(self, steps: int) -> float:
        """Chance that a bluff of theirs goes exactly `steps` above its starting point."""
        weight = self.bluff_steps.get(steps, 0) + BLUFF_STEP_PRIOR.get(steps, BLUFF_STEP_PRIOR_REST)
        total = sum(self.bluff_steps.values()) + sum(BLUFF_STEP_PRIOR.values()) + (
            BLUFF_STEP_PRIOR_REST * (len(HIERARCHY) - 1 - len(BLUFF_STEP_PRIOR)))
        return weight / total

    def doubt_rate(self, value: int, shrink: float = 4.0) -> float:
        """Chance they lift an announcement of `value`: the prior, corrected by their record."""
        if value == ENCULETTE:
            return 1.0
        bucket = rank(value) // DOUBT_BUCKET
        excess = self.doubt_excess.get(bucket, 0.0) / (self.answered.get(bucket, 0) + shrink)
        return min(0.98, max(0.02, prior_doubt(value) + excess))


class OpponentModel:
    """Reads the public events once each, in order, and keeps a `Profile` per seat and the
    announcement made on each Tasse's dice (`origin`)."""

    def __init__(self, players: int) -> None:
        self.profiles = [Profile() for _ in range(players)]
        self.read = 0  # events read, numbered from the game's first
        self.origins: dict[int, tuple[int, int, int | None, bool] | None] = {}

    def grow(self, players: int) -> None:
        """Make room for players who joined during the game."""
        while len(self.profiles) < players:
            self.profiles.append(Profile())

    def update(self, events: Sequence[Mapping[str, Any]], start: int = 0) -> None:
        """Read `events`, the game's events numbered `start` on (an observation's recent ones,
        or all of them): those read before are skipped; events that went by unread are lost
        (a bot's `act` catches up first: deboule.rules.enculette.bots)."""
        if start + len(events) < self.read:  # a new game: start again
            self.profiles = [Profile() for _ in self.profiles]
            self.read = 0
            self.origins = {}
        for event in events[max(0, self.read - start):]:
            kind = event["kind"]
            if kind in ("believed", "passed", "doubted"):
                # A pass event carries the announcement it answered as its floor.
                answered = event["floor"] if kind == "passed" else event["value"]
                if answered != ENCULETTE:
                    profile = self.profiles[event["player"]]
                    bucket = rank(answered) // DOUBT_BUCKET
                    lifted = 1.0 if kind == "doubted" else 0.0
                    profile.answered[bucket] = profile.answered.get(bucket, 0) + 1
                    profile.doubt_excess[bucket] = (
                        profile.doubt_excess.get(bucket, 0.0) + lifted - prior_doubt(answered))
            if kind == "doubted":
                self._judge(event)
            self._follow_origin(event)
        self.read = max(self.read, start + len(events))

    def origin(self, cup: int) -> tuple[int, int, int | None, bool] | None:
        """(author, value, floor, blind) of the last announcement made on this Tasse's dice,
        None once they were shaken again, lifted, shown or believed."""
        return self.origins.get(cup)

    def _follow_origin(self, event: Mapping[str, Any]) -> None:
        cup = event.get("cup")
        if cup is None:
            return
        if event["kind"] == "announced":
            self.origins[cup] = (event["player"], event["value"], event.get("floor"),
                                 bool(event.get("blind")))
        elif event["kind"] in ("shaken", "doubted", "revealed_51", "believed"):
            self.origins[cup] = None

    def _judge(self, event: Mapping[str, Any]) -> None:
        """Learn from a lifted cup how its server announces (only if they saw the roll)."""
        if event.get("blind") or event.get("author") != event["server"]:
            return  # blind or passed unseen: the server did not know the roll
        profile = self.profiles[event["server"]]
        real, said = rank(read_roll(*event["faces"])), rank(event["value"])
        floor = -1 if event.get("floor") is None else rank(event["floor"])
        if real > floor:
            profile.could_tell_truth += 1
        if real >= said:
            if real == said:
                profile.exact += 1
            else:
                profile.under += 1
            return
        start = floor if real <= floor else real
        if real > floor:
            profile.overbids += 1
        steps = said - start
        profile.bluff_steps[steps] = profile.bluff_steps.get(steps, 0) + 1


def roll_posterior(value: int, floor: int | None, profile: Profile, blind: bool) -> list[float]:
    """P(each roll, by rank) given that a server who had to beat `floor` announced `value`.

    A roll equal to `value` is announced as is (exactness e); a higher roll may be under-announced
    (1 - e, spread over the values it allows); a roll at or below `floor` forces a bluff of the
    right number of steps; a roll in between is overbid with the server's boldness b.
    """
    if blind:
        return list(ROLL_ODDS)  # a blind announcer knows nothing: the dice alone decide
    said = rank(value)
    low = -1 if floor is None else rank(floor)
    e, b = profile.exactness, profile.boldness
    weights = []
    for real, odds in enumerate(ROLL_ODDS):
        if real == said:
            likelihood = e
        elif real > said:
            likelihood = (1.0 - e) / max(1, real - low - 1)
        elif real <= low:
            likelihood = profile.bluff_step_chance(said - low)
        else:
            likelihood = b * profile.bluff_step_chance(said - real)
        weights.append(odds * likelihood)
    total = sum(weights)
    return [w / total for w in weights] if total > 0 else list(ROLL_ODDS)


def chance_at_least(posterior: Sequence[float], value: int) -> float:
    """P(the roll reaches `value`) under a posterior by rank."""
    return sum(posterior[rank(value):])
