"""L'Enculette's physics Tasses as the match and the sim use them: a shake's motion and the
dice it leaves (EC-S1), the seed's streams (the dice, then one per seat), the Tasses' poses for
records. The match (deboule/games/enculette/match.py) and the sim (deboule/games/enculette/sim.py)
build on it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from deboule.rules.core.bots import is_bot, is_bot_spec, seat_bot
from deboule.rules.enculette import (
    LEVELS,
    DiceShaken,
    Doubt,
    EnculetteError,
    Faute,
    make_bot,
)
from deboule.rules.enculette.actions import Action, Reveal51
from deboule.rules.enculette.fautes import FauteKind


class SimError(EnculetteError):
    """Bad arguments for the headless game (bot levels, preset, seed)."""


# EC-S1: a shake lasts half a second of hand motion (the physics' fairness holds at this length and
# a whole game stays a few seconds of simulation).
SHAKE_SECONDS = 0.5


@dataclass(frozen=True)
class Shake:
    """What a shake left under the cup: the faces of the dice still in the Tasse (piece order)
    and the dice that escaped it (`Outcome.out`)."""

    faces: tuple[int, ...]
    escaped: frozenset[str] = frozenset()


def dropped_faute(shake: Shake, server: int, cup: int) -> Faute | None:
    """EC-F1: a die escaping the Tasse during the shake is the shaker's faute grave (seed: "Tomber
    un ustensile de jeu (dé, tasse, sous-tasse)."); the dice are picked up and shaken again."""
    if not shake.escaped:
        return None
    return Faute(server, FauteKind.DROPPED_UTENSIL.value, cup)


def shake_action(shake: Shake, server: int, cup: int) -> Action:
    """The rules action a settled shake gives: the faces read from the physics, or the faute."""
    faute = dropped_faute(shake, server, cup)
    if faute is not None:
        return faute
    if len(shake.faces) != 2:
        raise SimError(f"a shake with no die out must show two faces, not {shake.faces!r}")
    return DiceShaken(shake.faces)  # type: ignore[arg-type]


def reveals_dice(action: Action) -> bool:
    """EC-L1: a doubt lifts the cup; a revealed 51 is shown publicly: both lift the physics cup."""
    return isinstance(action, Doubt | Reveal51)


class PhysicsTasses:
    """One physics Tasse (`World.cup`, two dice) per rules cup, each with its own seeded stream.

    `shake` covers a lifted cup, rights an upturned Tasse and reloads dice that escaped, then
    shakes the real Tasse and reads the faces at rest. Every call is deterministic given the
    seed and the sequence of calls.
    """

    def __init__(self, seed: np.random.SeedSequence | int, cups: int = 1,
                 settled: list[str] | None = None) -> None:
        # loaded on first use, not with this module: MuJoCo, the physics (99 ms)
        from deboule.physics import World  # imported here: the rules-only tools need no MuJoCo

        if not isinstance(seed, np.random.SeedSequence):
            check_seed(seed)
            seed = np.random.SeedSequence(seed)
        if isinstance(cups, bool) or not isinstance(cups, int) or cups < 1:
            raise SimError(f"at least one Tasse is needed, not {cups!r}")
        streams = seed.spawn(cups)
        self.worlds = [World.cup(n=2, seed=int(s.generate_state(1)[0])) for s in streams]
        self.rngs = [np.random.default_rng(s) for s in streams]
        self.lifted = [False] * cups
        self.flipped = [False] * cups
        self.spilled = [False] * cups
        # When a list, every move is appended to it as a record input (see `replay_inputs`).
        self.journal: list[dict] | None = None
        # where the dice rested after each shake (deboule.replays.records.poses_digest of that
        # Tasse): the record's `settled`; a replay may hand its own list to see how far it got
        self.settled: list[str] = settled if settled is not None else []

    def _note(self, kind: str, cup: int, **data: Any) -> None:
        if self.journal is not None:
            self.journal.append({kind: {"cup": cup, **data}})

    def _check(self, cup: int) -> None:
        if isinstance(cup, bool) or not isinstance(cup, int) or not 0 <= cup < len(self.worlds):
            raise SimError(f"there is no Tasse {cup!r} (there are {len(self.worlds)})")

    def prepare(self, cup: int) -> None:
        """Make the Tasse ready to shake: cup down, right way up, both dice inside."""
        self._check(cup)
        world = self.worlds[cup]
        if self.flipped[cup]:
            world.turn_over()
            self.flipped[cup] = False
        if self.lifted[cup]:
            world.cover()
            self.lifted[cup] = False
        if self.spilled[cup]:
            world.load(self.rngs[cup])
            self.spilled[cup] = False

    def shake(self, cup: int, rng_state: dict | None = None,
              seconds: float = SHAKE_SECONDS) -> Shake:
        """Shake Tasse `cup`. The state of its generator before the shake (which draws the
        reload of escaped dice and the hand's motion) is journaled; `rng_state` sets it first
        (a replay), so a shake is redone bit for bit from its record input."""
        self._check(cup)
        rng = self.rngs[cup]
        if rng_state is not None:
            set_generator_state(rng, rng_state)
        self._note("shake", cup, seconds=seconds, rng=rng.bit_generator.state)
        self.prepare(cup)
        outcome = self.worlds[cup].shake(rng, seconds=seconds)
        # loaded on first use: the rules' core, every game, a game's modules (22 ms)
        from deboule.replays.records import poses_digest

        self.settled.append(poses_digest(self.worlds[cup].poses()))
        self.spilled[cup] = bool(outcome.out)
        return Shake(tuple(self.worlds[cup].dice_faces()), frozenset(outcome.out))

    def lift(self, cup: int) -> None:
        """Lift the cup off the saucer: the dice are shown to everyone."""
        self._check(cup)
        self._note("lift", cup)
        if self.flipped[cup]:
            self.worlds[cup].turn_over()
            self.flipped[cup] = False
        if not self.lifted[cup]:
            self.worlds[cup].lift_cup()
            self.lifted[cup] = True

    def cover(self, cup: int) -> None:
        self._check(cup)
        self._note("cover", cup)
        self._cover(cup)

    def _cover(self, cup: int) -> None:
        if self.lifted[cup]:
            self.worlds[cup].cover()
            self.lifted[cup] = False

    def turn_over(self, cup: int) -> None:
        """Turn the whole Tasse over in the hand (the physics decides the faces it shows)."""
        self._check(cup)
        self._note("turn_over", cup)
        self._cover(cup)
        self.worlds[cup].turn_over()
        self.flipped[cup] = not self.flipped[cup]


def seat_streams(seed: int, levels: Sequence[str]) -> tuple[list[np.random.SeedSequence], list]:
    """The seed's streams (0: the dice, 1..: one per seat) and a bot per seat of `levels`.

    The window's match builds its bots the same way, so that a game of bots in the window is the
    very game `deboule sim` plays with that seed.
    """
    check_seed(seed)
    streams = np.random.SeedSequence(seed).spawn(len(levels) + 1)
    bots = [
        seat_bot(level, make_bot, int(streams[seat + 1].generate_state(1)[0]))
        if level in LEVELS or is_bot(level) or is_bot_spec(level) else None
        for seat, level in enumerate(levels)
    ]
    return streams, bots


def check_seed(seed: object) -> None:
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise SimError(f"the seed is a non-negative integer, not {seed!r}")


def tasse_poses(tasses: PhysicsTasses) -> dict:
    """The dice poses of every Tasse, keyed `tasse0/die-1`... (the records' `final.poses`)."""
    return {f"tasse{i}/{pid}": pose for i, world in enumerate(tasses.worlds)
            for pid, pose in world.poses().items()}


def set_generator_state(rng: np.random.Generator, data: Any) -> None:
    """Set `rng` to a recorded `bit_generator.state`, checked first (a record is untrusted)."""
    current = rng.bit_generator.state
    words = data.get("state") if isinstance(data, dict) else None
    ok = (isinstance(data, dict) and set(data) == set(current)
          and data.get("bit_generator") == current["bit_generator"]
          and isinstance(words, dict) and set(words) == set(current["state"])
          and all(is_whole(v) and 0 <= v < 2**128 for v in words.values())
          and is_whole(data.get("has_uint32")) and data["has_uint32"] in (0, 1)
          and is_whole(data.get("uinteger")) and 0 <= data["uinteger"] < 2**32)
    if not ok:
        raise SimError(f"not a {current['bit_generator']} generator state: {data!r:.200}")
    try:
        rng.bit_generator.state = data
    except (ValueError, TypeError, OverflowError, KeyError) as exc:
        raise SimError(f"unusable generator state: {exc}") from exc


def is_whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
