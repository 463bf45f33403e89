"""A record watched from its keyframes (issue 33): where the physics would differ.

An online game's record keeps every throw's motion as pose keyframes (`motions`,
deboule/replays/record_motions.py). On a machine whose engine is not the one that made the record
(its `engine` stamp differs: another MuJoCo rolls other faces from the same throws, docs/physics.md
P12), "Revoir une partie" does not simulate: a `KeyframeFeed` plays each motion as the online
clients do (`Motion.poses_at` at the frame rate), putting the pieces where the keyframes say on
the game's own world (which never steps), and the rules' state comes from the record's rules'
log (`RulesAlone`), played up to the step each motion ends at. One step is one motion; a last
step plays the rest of the log (the decisions after the last throw). The game's viewer module
(`keyframe_feed(record, lang)`) gives the match to draw, how its rules state is set on it, and
its watching screen; everything else is the same viewer (deboule/screens/playback.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from deboule.replays.record_motions import MOTIONS_KEY, decoded, rules_alone
from deboule.replays.records import final_state
from deboule.replays.replay import engine_note
from deboule.replays.replay_base import ReplayError


def from_keyframes(record: dict) -> bool:
    """Whether `record` is watched from its keyframes here: it has them and its engine stamp
    is not this machine's (deboule.replays.replay.engine_note)."""
    return MOTIONS_KEY in record and engine_note(record) is not None


class KeyframeFeed:
    """A record's motions played on `base`'s match (the game's own feed, never stepped), its
    rules state from the rules' log. `install(match, state)` sets the rules state the match's
    screen reads; `round_of(state)` the round being played (from 1); `make_screen(app, feed)`
    the game's watching screen drawing `feed.match`."""

    def __init__(self, base: Any, record: dict, install: Callable[[Any, Any], None],
                 round_of: Callable[[Any], int],
                 make_screen: Callable[[Any, KeyframeFeed], Any]) -> None:
        rules = rules_alone(record)
        if rules is None:
            raise ReplayError(f"{record.get('game')!r:.40}: no rules' log to show its state")
        self.base, self.match, self.rules = base, base.match, rules
        self.world = base.match.world
        self.motions = [motion for _, motion in decoded(record)]
        self.marks = [entry["actions"] for entry in record[MOTIONS_KEY]]
        self.round_of, self.make_screen = round_of, make_screen
        install(self.match, rules.state)
        self.steps = 0
        self.motion: Any = None  # the motion being played
        self.clock = 0.0  # seconds into it
        self.drawn: dict[str, Any] = {}  # the keyframes' poses last put on the world

    # ------------------------------------------------------------------ the Feed protocol
    def moving(self) -> bool:
        return self.motion is not None

    def animate(self, dt: float) -> None:
        if self.motion is None:
            return
        self.clock += dt
        if self.clock >= self.motion.duration:
            self.land()
        else:
            self.show(self.motion.poses_at(self.clock))

    def land(self) -> None:
        if self.motion is None:
            return
        self.clock = self.motion.duration
        self.show(self.motion.final_poses())
        self.motion = None
        self.rules.play_to(self.marks[self.steps - 1])

    def holding(self) -> bool:
        return False  # a round's measurement needs the physics' table: not held

    def release(self) -> None:
        """Nothing is held."""

    def measured_round(self) -> None:
        return None

    def next_step(self) -> bool:
        if self.motion is not None or self.steps > len(self.motions):
            return False
        if self.steps == len(self.motions):  # the rules' log after the last motion
            self.rules.play_to(None)
        else:
            self.motion, self.clock = self.motions[self.steps], 0.0
            self.show(self.motion.poses_at(0.0))
        self.steps += 1
        return True

    def round(self) -> int:
        return max(1, int(self.round_of(self.rules.state)))

    def final(self) -> dict:
        return final_state(self.rules.scores(), self.world.poses())

    def screen(self, app) -> Any:
        return self.make_screen(app, self)

    def close(self) -> None:
        self.base.close()

    # ------------------------------------------------------------------ drawing
    def show(self, poses: dict[str, Any]) -> None:
        """The pieces where `poses` puts them (the others out of play): the world is only
        where the screen reads them from, it never steps."""
        pieces = self.world.pieces
        for pid, (position, quaternion) in poses.items():
            if pid in pieces:
                self.world.put(pid, position, quaternion)
        for pid in self.world.in_play() - set(poses):
            self.world.remove(pid)
        self.world.kinematics()
        self.drawn = poses
