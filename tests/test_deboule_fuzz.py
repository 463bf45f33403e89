"""Random scripted matches: whatever legal path the players and the 'physics' take, the engine
always offers a way on, never accepts an inconsistent table, and replays its record exactly."""

from __future__ import annotations

import json
import random

import pytest
from test_deboule_support import snapshot

from deboule.rules.deboule import (
    DIRECTIONS,
    Basculer,
    Chapeauter,
    ChooseTowers,
    DebouleGame,
    Dechole,
    ForceRelance,
    GameOver,
    IllegalAction,
    KeepCochonde,
    KinematicRequest,
    MatchOptions,
    Observed,
    PutBack,
    Relance,
    Renounce,
    RollOff,
    RollOffRequest,
    Thrown,
    ThrowRequest,
)
from deboule.rules.deboule.scripted import TableBuilder
from deboule.rules.deboule.table import DEBOULE_FACES

STEP = {"far": (0.022, 0.0), "near": (-0.022, 0.0), "left": (0.0, 0.022), "right": (0.0, -0.022)}


class ScriptedPhysics:
    """A crude random stand-in for the physics, driven by a seeded random.Random."""

    def __init__(self, rnd: random.Random) -> None:
        self.rnd = rnd
        self.b = TableBuilder()

    def _drop_riders(self, pid: str) -> None:
        for other, p in list(self.b._pieces.items()):
            if p.in_play and p.resting_on == pid:
                x, y = p.footprint.centre
                self.b.place(other, x, y, p.top_face)

    def _random_rest(self, pid: str) -> None:
        rnd = self.rnd
        face = rnd.randint(1, 6) if pid == "cochonde" else rnd.choice(DEBOULE_FACES)
        self._drop_riders(pid)
        roll = rnd.random()
        if roll < 0.08:
            self.b.place(pid, 0.5, 0.0, face).out(pid)
            return
        if roll < 0.2 and pid != "cochonde":
            supports = [
                q for q, p in self.b._pieces.items()
                if p.in_play and q not in (pid, "cochonde") and not any(
                    r.in_play and r.resting_on == q for r in self.b._pieces.values())
            ]
            if supports:
                self.b.place(pid, face=face, on=rnd.choice(sorted(supports)))
                return
        self.b.place(pid, rnd.uniform(0.15, 1.15), rnd.uniform(-0.28, 0.28), face)

    def throw(self, piece: str) -> tuple[Thrown, bool]:
        rnd = self.rnd
        self._random_rest(piece)
        if piece != "cochonde" and rnd.random() < 0.05:  # knocks the cochondé to a new face
            c = self.b._pieces["cochonde"]
            if c.in_play:
                self.b.face("cochonde", rnd.randint(1, 6))
        if piece != "cochonde" and rnd.random() < 0.01:
            self.b.out("cochonde")  # void round (D11)
        if rnd.random() < 0.05:  # a tower falls (D10)
            tower = f"tower-{rnd.randint(0, 3)}"
            if self.b._pieces[tower].in_play:
                self._drop_riders(tower)
                x, y = self.b._pieces[tower].footprint.centre
                self.b.tower(tower, x + 0.03, y, fallen=True)
        tips = tuple(d for d in DIRECTIONS if rnd.random() < 0.6)
        return Thrown(piece, self.b.build(), tip_directions=tips), True

    def kinematic(self, req: KinematicRequest) -> Observed:
        rnd = self.rnd
        if req.op == "new_round":
            self.b = TableBuilder(req.towers)
        elif req.op == "place_on":
            p = self.b._pieces[req.piece]
            self._drop_riders(req.piece)
            self.b.place(req.piece, face=p.top_face, on=req.target)
        elif req.op == "tip":
            p = self.b._pieces[req.piece]
            self._drop_riders(req.piece)
            dx, dy = STEP[req.direction]
            x, y = p.footprint.centre
            self.b.place(req.piece, x + dx, y + dy, rnd.choice(DEBOULE_FACES))
        elif req.op == "remove":
            self._drop_riders(req.piece)
            self.b.remove(req.piece)
        elif req.op == "erect":
            x, y = self.b._pieces[req.piece].footprint.centre
            self.b.tower(req.piece, x, y)
        return Observed(self.b.build())


def play_random(options: MatchOptions, seed: int, max_actions: int = 4000) -> DebouleGame:
    rnd = random.Random(seed)
    game = DebouleGame(options)
    physics = ScriptedPhysics(rnd)
    for _ in range(max_actions):
        req = game.pending
        if isinstance(req, GameOver):
            break
        if isinstance(req, RollOffRequest):
            action = RollOff(rnd.choice([1, 2, 3, 4, 5, 6, None]))
        elif isinstance(req, ThrowRequest):
            action, _ = physics.throw(rnd.choice(req.pieces))
        elif isinstance(req, KinematicRequest):
            action = physics.kinematic(req)
        else:
            legal = game.legal_actions()
            assert legal, f"no way on from {req}"
            action = rnd.choice(legal)
        game.apply(action)
    return game


@pytest.mark.parametrize("players,teams", [(2, False), (3, False), (4, False), (4, True)])
@pytest.mark.parametrize("seed", [1, 2])
def test_random_matches_end_and_replay(players, teams, seed):
    options = MatchOptions(players=players, teams=teams, seed=seed, target=15)
    game = play_random(options, seed * 100 + players)
    assert game.is_over
    assert max(game.scores) >= 15
    replay = DebouleGame.from_dict(json.loads(json.dumps(game.to_dict())))
    assert snapshot(replay) == snapshot(game)
    kinds = {e.kind for e in game.events}
    assert "round_scored" in kinds


def test_random_illegal_choices_never_change_the_state():
    game = play_random(MatchOptions(players=2, seed=7, target=200), 7, max_actions=150)
    junk = [Relance(), Renounce(), KeepCochonde(), Chapeauter("cochonde"), Basculer("up"),
            ForceRelance("tower-0"), Dechole("red-1"), PutBack("green-2"),
            ChooseTowers((0, 0, 0, 0)), RollOff(9)]
    legal = game.legal_actions()
    for action in junk:
        if action in legal:
            continue
        before = snapshot(game)
        with pytest.raises(IllegalAction):
            game.apply(action)
        assert snapshot(game) == before
