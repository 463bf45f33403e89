"""The physics API a program uses (issue 31, point 4): aim a throw at a point of the table
(`Throw.towards`, the one aiming the bots use too), read the face on top of any die (one `Face`
type), and worlds composed of a core and per-game parts."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest

from deboule.physics import Face, Throw, ThrowError, World
from deboule.physics.cup import Tasse
from deboule.physics.kinematics import TableActions

EMPTY_TABLE_TARGETS = ((0.3, -0.1), (0.45, 0.12), (0.6, 0.0), (0.7, 0.05), (0.8, -0.2))


# ------------------------------------------------------------------------------ aiming
@pytest.mark.parametrize("piece", ["red-1", "cochonde"])
def test_a_plain_throw_towards_a_point_rests_near_it_on_an_empty_table(piece):
    for target in EMPTY_TABLE_TARGETS:
        world = World.deboule(seed=0, towers=())
        throw = Throw.towards(world, piece, target)
        rest = world.throw(piece, throw).pieces[piece]
        assert rest.in_play, target
        assert math.dist(rest.position[:2], target) < 0.03, (target, rest.position)


def test_a_person_s_hand_scatters_around_the_target_and_is_drawn_from_the_rng():
    world = World.deboule(seed=0, towers=())
    first = Throw.towards(world, "blue-1", (0.7, 0.0), rng=np.random.default_rng(4))
    again = Throw.towards(world, "blue-1", (0.7, 0.0), rng=np.random.default_rng(4))
    other = Throw.towards(world, "blue-1", (0.7, 0.0), rng=np.random.default_rng(5))
    assert first == again and first != other
    assert first.spin != (0.0, 0.0, 0.0) and first.orientation != (1.0, 0.0, 0.0, 0.0)
    rests = []
    rng = np.random.default_rng(11)
    for _ in range(6):
        world = World.deboule(seed=0, towers=())
        rest = world.throw("blue-1", Throw.towards(world, "blue-1", (0.7, 0.0), rng=rng))
        rests.append(rest.pieces["blue-1"].position[:2])
    centre = np.mean(rests, axis=0)
    assert math.dist(centre, (0.7, 0.0)) < 0.1, rests


def test_speed_factor_and_start_y_shape_the_throw():
    world = World.deboule(seed=0, towers=())
    plain = Throw.towards(world, "red-1", (0.7, 0.0))
    harder = Throw.towards(world, "red-1", (0.7, 0.0), speed_factor=1.3)
    assert harder.velocity[0] == pytest.approx(1.3 * plain.velocity[0])
    aside = Throw.towards(world, "red-1", (0.7, 0.0), start_y=0.1)
    assert aside.position[1] == 0.1 and aside.velocity[1] < 0  # heads back to the middle
    world.check_throws({"red-1": aside})  # from the throwing zone of D3


@pytest.mark.parametrize("bad", [
    dict(piece="tower-1"), dict(piece="purple-9"), dict(target="far"),
    dict(target=(0.7, float("nan"))), dict(target=(0.7,)), dict(speed_factor=0),
    dict(speed_factor=True), dict(rng=42), dict(start_y="left"),
])
def test_a_bad_aim_is_refused_with_a_throw_error_and_changes_nothing(bad):
    world = World.deboule(seed=0)
    before = world.poses(in_play_only=False)
    options = {k: v for k, v in bad.items() if k not in ("piece", "target")}
    with pytest.raises(ThrowError):
        Throw.towards(world, bad.get("piece", "red-1"), bad.get("target", (0.7, 0.0)), **options)
    assert world.poses(in_play_only=False) == before


def test_only_the_deboule_table_is_aimed_at():
    with pytest.raises(ThrowError, match="Déboulé"):
        Throw.towards(World.dice_tray(3), "die-1", (0.1, 0.0))


def test_the_bots_aim_through_the_same_throw_towards():
    """The Déboulé bots' simulator hands them physics' own aiming: a bot's planned throw is a
    physics Throw made by Throw.towards with the bot's random stream."""
    from test_deboule_support import start_2p

    from deboule.games.deboule.simulator import WorldSimulator, make_bots
    from deboule.rules.deboule import ThrowRequest

    world = World.deboule(seed=3)
    sim = WorldSimulator(world)
    assert sim.towards("red-1", (0.7, 0.0), np.random.default_rng(2), 1.1) == Throw.towards(
        world, "red-1", (0.7, 0.0), rng=np.random.default_rng(2), speed_factor=1.1)
    bots, _ = make_bots(["novice", "expert"], seed=8)
    assert isinstance(bots[0].roll_off_aim(sim), Throw)
    game, _ = start_2p()
    assert isinstance(game.pending, ThrowRequest)
    for bot in bots:
        plan = bot.plan_throw(game, WorldSimulator(World.deboule(seed=3, towers=())))
        assert isinstance(plan.aim, Throw) and plan.piece in game.pending.pieces


# ------------------------------------------------------------------------------ faces
def test_every_die_shows_one_face_type_with_its_pips():
    deboule = World.deboule(seed=1)
    rng = np.random.default_rng(1)
    for pid in ("cochonde", "red-1", "green-2"):
        deboule.throw(pid, deboule.random_throw(rng, pid))
    tray = World.dice_tray(3, seed=2)
    tray.throw_many(tray.random_throws(rng, tray.piece_ids))
    cup = World.cup(2, seed=3)
    faces = []
    for world in (deboule, tray, cup):
        for pid, face in world.state().top_faces().items():
            if world.pieces[pid].kind == "tower":
                assert face is None
                continue
            assert isinstance(face, Face), (pid, face)
            faces.append((world.pieces[pid].kind, face))
    assert {kind for kind, _ in faces} == {"deboule", "cochonde", "die"}
    for kind, face in faces:
        if kind == "deboule":
            assert face.pips is None and face in ("fleche", "chapeau", "arc", "losange", "blank")
        else:
            assert face.pips in range(1, 7) and face == str(face.pips)
    assert cup.dice_faces() == tuple(cup.state().pieces[p].pips for p in cup.piece_ids)


def test_a_face_reads_from_the_face_table_and_refuses_anything_else():
    assert Face.of("losange") is Face.LOSANGE and Face.of(6) is Face.SIX
    assert json.dumps([Face.ARC, Face.FOUR]) == '["arc", "4"]'
    for bad in (7, "square", True, None, 2.0):
        with pytest.raises(ValueError):
            Face.of(bad)


def test_the_rules_read_the_faces_as_their_records_always_had_them():
    """TableObs keeps the cochondé's number as an int and a déboule's symbol as a plain str:
    saves and records written before the Face type read and write the very same JSON."""
    from deboule.rules.deboule import TableObs

    world = World.deboule(seed=1)
    rng = np.random.default_rng(6)
    for pid in ("cochonde", "red-1"):
        world.throw(pid, world.random_throw(rng, pid))
    outcome = world.state()
    obs = TableObs.from_outcome(outcome)
    cochonde, red = obs.pieces["cochonde"].top_face, obs.pieces["red-1"].top_face
    assert type(cochonde) is int and cochonde == outcome.pieces["cochonde"].pips
    assert type(red) is str and red == outcome.pieces["red-1"].top_face
    data = json.loads(json.dumps(obs.to_dict()))
    assert TableObs.from_dict(data) == obs


# ------------------------------------------------------------------------------ composition
def test_each_world_is_the_core_with_the_parts_of_its_game():
    deboule, tray, cup = World.deboule(seed=0), World.dice_tray(2, seed=0), World.cup(2, seed=0)
    assert set(deboule.parts) == {"table"} and set(tray.parts) == {"table"}
    assert set(cup.parts) == {"tasse"}
    # a part's verb is a method of World, found where it is written (no attribute hook)
    assert "__getattr__" not in vars(World)
    assert vars(World)["tip"].__wrapped__ is TableActions.tip
    assert vars(World)["shake"].__wrapped__ is Tasse.shake
    assert not any(pid.startswith("tower") for pid in World.deboule(towers=()).state().top_faces())
    from deboule.physics import ActionError

    with pytest.raises(ActionError, match="tasse"):
        deboule.turn_over()  # no Tasse on the Déboulé table
    with pytest.raises(ActionError, match="table"):
        cup.tip("die-1", "far")
    with pytest.raises(AttributeError):
        deboule.fly()


def test_a_copy_s_parts_act_on_the_copy():
    world = World.cup(2, seed=4)
    before = world.state()
    twin = world.copy()
    assert twin.parts["tasse"].world is twin
    twin.turn_over()
    assert world.state() == before and not world.parts["tasse"].flipped
    assert twin.parts["tasse"].flipped


def test_a_world_composed_from_fragments_of_its_own():
    """A program's own arena: the room, a bare felt and one pip die, composed like the games'
    (deboule.physics.model); the die thrown onto it comes to rest on it, a face up."""
    from deboule.physics.arenas import Arena
    from deboule.physics.model import Fragment, box, room
    from deboule.physics.tables import TraySpec, Zone, pip_dice, tray_pieces

    class Felt(Arena):
        name = "felt"

        def __init__(self) -> None:
            self.spec = TraySpec()
            self.pieces = tray_pieces(self.spec, 1)

        def fragments(self):
            felt = Fragment(statics=(box("table", (0, 0, -0.01), (0.5, 0.5, 0.01)),))
            return room(), felt, pip_dice(self.spec, self.pieces)

        def throw_zone(self, piece):
            return Zone((-0.4, 0.4), (-0.4, 0.4), (0.0, 0.3))

        def play_bounds(self):
            return -0.5, 0.5, -0.5, 0.5

        def random_throw(self, rng, piece):
            return Throw((0.0, 0.0, 0.05), (0.5, 0.0, 0.0))

    world = World(Felt(), seed=1)
    assert world.parts == {} and world.piece_ids == ("die-1",)
    die = world.throw("die-1", world.random_throw()).pieces["die-1"]
    assert die.in_play and die.resting_on == "table" and die.pips in range(1, 7)
    assert 0.0 < die.position[0] < 0.5
