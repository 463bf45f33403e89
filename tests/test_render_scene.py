"""Headless renders of the Déboulé table and the dice tray (EGL, llvmpipe).

Each check projects a known 3D point with the same camera matrices the renderer uses and reads
the rendered colour there, with a control render that lacks the piece.
"""

import math

import numpy as np
import pytest
from PIL import Image

from deboule.render import (
    AimArrow,
    Drawable,
    HeadlessRenderer,
    SceneError,
    behind_throw_camera,
    drawables_from_poses,
    highlight_for,
    render_png,
    top_camera,
)
from deboule.render.demo import deboule_demo_drawables, repere, tray_demo_drawables
from deboule.render.probe import colour_fraction, luminance
from deboule.render.renderer import LIGHT_DIR

SIZE = (1280, 720)
TOP = top_camera(SIZE[0] / SIZE[1])


@pytest.fixture(scope="module")
def headless():
    renderer = HeadlessRenderer()
    yield renderer
    renderer.release()


def top_pixel(camera, drawable, size=SIZE):
    x, y, z = drawable.position
    return camera.project((x, y, z + drawable.size / 2), size)[0]


def test_table_render_is_a_lit_wooden_table(headless):
    image = headless.image([], TOP, size=SIZE)
    assert image.shape == (720, 1280, 3)
    assert image.std() > 10  # not a blank frame
    centre = image[300:420, 500:780].reshape(-1, 3).astype(float).mean(axis=0)
    assert centre[0] > centre[1] > centre[2] > 40  # wood: warm, red > green > blue
    corner = image[:5, :5].reshape(-1, 3).mean(axis=0)
    # the tavern's floor beyond the table: dim, darker than the lit table
    assert corner @ (0.2126, 0.7152, 0.0722) < 0.6 * (centre @ (0.2126, 0.7152, 0.0722))


@pytest.mark.parametrize("camera_name", ["top", "behind"])
def test_each_piece_shows_its_colour_where_it_projects(headless, camera_name):
    camera = TOP if camera_name == "top" else behind_throw_camera()
    radius = 5 if camera_name == "top" else 3
    items = deboule_demo_drawables()
    full = headless.image(items, camera, size=SIZE)
    empty = headless.image([d for d in items if d.kind == "tower"], camera, size=SIZE)
    checked = 0
    for item in items:
        if item.kind == "tower":
            continue
        pixel = top_pixel(camera, item)
        assert 0 <= pixel[0] < SIZE[0] and 0 <= pixel[1] < SIZE[1]
        here = colour_fraction(full, pixel, radius, item.colour)
        assert here > 0.15, f"{item.id} not seen at {pixel}: {here:.2f}"
        assert colour_fraction(empty, pixel, radius, item.colour) == 0.0
        checked += 1
    assert checked == 9  # eight déboules and the cochondé


def test_pieces_move_with_their_pose(headless):
    die = Drawable("deboule", 0.022, "blue", (0.5, 0.1, 0.011))
    moved = Drawable("deboule", 0.022, "blue", (0.9, -0.15, 0.011))
    image = headless.image([moved], TOP, size=SIZE)
    assert colour_fraction(image, top_pixel(TOP, moved), 5, "blue") > 0.25
    assert colour_fraction(image, top_pixel(TOP, die), 5, "blue") == 0.0


def test_tower_shadow_falls_away_from_the_light(headless):
    x, y = repere(4)
    tower = Drawable("tower", 0.015, "wood", (x, y, 0.03), height=0.06)
    away = -LIGHT_DIR[:2] / np.linalg.norm(LIGHT_DIR[:2])
    offset = 0.015 + 0.015
    shadow_pt = (x + away[0] * offset, y + away[1] * offset, 0.0)
    lit_pt = (x - away[0] * offset, y - away[1] * offset, 0.0)
    with_tower = headless.image([tower], TOP, size=SIZE)
    without = headless.image([], TOP, size=SIZE)
    shadow_px, lit_px = TOP.project([shadow_pt, lit_pt], SIZE)
    assert luminance(with_tower, shadow_px) < 0.7 * luminance(without, shadow_px)
    assert luminance(with_tower, lit_px) == pytest.approx(luminance(without, lit_px), rel=0.05)


def test_renders_are_deterministic(headless):
    items = deboule_demo_drawables()
    first = headless.image(items, behind_throw_camera(), size=(640, 360))
    second = headless.image(items, behind_throw_camera(), size=(640, 360))
    assert np.array_equal(first, second)


def test_highlight_ring_and_aim_arrow_overlays(headless):
    target = Drawable("deboule", 0.022, "blue", (0.6, 0.0, 0.011), id="blue-1")
    ring = highlight_for(target)
    aim = AimArrow((0.02, -0.1, 0.0), (1.0, 0.0), 1.0)
    plain = headless.image([target], TOP, size=SIZE)
    marked = headless.image([target], TOP, size=SIZE, highlights=[ring], aim=aim)
    ring_pt = (0.6 + 0.9 * ring.radius, 0.0, 0.0)
    ring_px = TOP.project(ring_pt, SIZE)[0]
    assert colour_fraction(marked, ring_px, 1, "yellow") > 0.5
    assert colour_fraction(plain, ring_px, 1, "yellow") == 0.0
    arrow_px = TOP.project((0.02 + 0.5 * aim.length, -0.1, 0.0), SIZE)[0]
    assert colour_fraction(marked, arrow_px, 2, "red") > 0.5
    assert colour_fraction(plain, arrow_px, 2, "red") == 0.0
    # the die itself is still drawn over its ring
    assert colour_fraction(marked, top_pixel(TOP, target), 5, "blue") > 0.25


def test_tray_with_pip_dice(headless):
    camera = top_camera(SIZE[0] / SIZE[1], table="tray")
    dice = tray_demo_drawables()
    image = headless.image(dice, camera, table="tray", size=SIZE)
    empty = headless.image([], camera, table="tray", size=SIZE)
    for die in dice:
        pixel = top_pixel(camera, die)
        assert colour_fraction(image, pixel, 6, "ivory") > 0.4
        assert colour_fraction(empty, pixel, 6, "ivory") == 0.0
    felt = empty[340:380, 600:680].reshape(-1, 3).astype(float).mean(axis=0)
    assert felt[1] > 1.5 * felt[0] and felt[1] > 1.5 * felt[2]  # green felt


def test_render_png_writes_the_same_pixels(headless, tmp_path):
    items = deboule_demo_drawables()
    path = render_png(tmp_path / "frame.png", items, camera=TOP, size=(320, 180),
                      headless=headless)
    saved = np.asarray(Image.open(path).convert("RGB"))
    assert np.array_equal(saved, headless.image(items, TOP, size=(320, 180)))


def test_plain_tuples_and_bad_scene_data(headless):
    tuples = [("deboule", 0.022, "green", (0.6, 0.0, 0.011), (1.0, 0.0, 0.0, 0.0)),
              ("tower", (0.015, 0.06), None, (0.8, 0.1, 0.03), (1.0, 0.0, 0.0, 0.0))]
    image = headless.image(tuples, TOP, size=SIZE)
    assert colour_fraction(image, TOP.project((0.6, 0.0, 0.022), SIZE)[0], 5, "green") > 0.25
    with pytest.raises(SceneError):
        headless.image([("cube", 0.02, "red", (0, 0, 0), (1, 0, 0, 0))], TOP)
    with pytest.raises(SceneError):
        headless.image([("deboule", 0.022, "red", (math.nan, 0, 0), (1, 0, 0, 0))], TOP)
    with pytest.raises(SceneError):
        headless.image([("deboule", 0.022, "mauve", (0, 0, 0), (1, 0, 0, 0))], TOP)
    with pytest.raises(SceneError):
        headless.image([], TOP, table="billiard")


def test_release_frees_and_refuses_further_frames():
    own = HeadlessRenderer(shadow_size=256)
    image = own.image([], TOP, size=(64, 36))
    assert image.shape == (36, 64, 3)
    renderer = own.renderer
    own.release()
    with pytest.raises(SceneError):
        renderer.render(None, [], TOP)
    renderer.release()  # twice is harmless


def test_world_after_a_random_throw_is_drawn_where_physics_put_it(headless):
    from deboule.physics.world import World

    world = World.deboule(seed=0)
    rng = np.random.default_rng(0)
    for piece_id in ("cochonde", "red-1", "blue-1"):
        world.throw(piece_id, world.random_throw(rng, piece_id))
    state = world.state()
    items = drawables_from_poses(world.pieces, state)
    in_play = {pid for pid, p in state.pieces.items() if p.in_play}
    assert {d.id for d in items} == in_play
    poses_items = drawables_from_poses(world.pieces, world.poses())
    assert [d.id for d in poses_items] == [d.id for d in items]
    image = headless.image(items, TOP, size=SIZE)
    cubes = [d for d in items if d.kind in ("deboule", "cochonde")]
    assert cubes, "at least one thrown piece stayed in play"
    for item in cubes:
        pixel = TOP.project(item.position, SIZE)[0]
        assert colour_fraction(image, pixel, 6, item.colour) > 0.2, item.id


def test_cached_shadow_map_follows_moving_pieces(headless):
    # the shadow pass is skipped when nothing moved: A, B, A must still give A's pixels
    scene_a = deboule_demo_drawables()
    scene_b = [d if d.kind != "tower" else
               Drawable("tower", d.size, d.colour, (d.position[0] - 0.05, d.position[1], 0.03),
                        height=d.height) for d in scene_a]
    first = headless.image(scene_a, TOP, size=(640, 360))
    moved = headless.image(scene_b, TOP, size=(640, 360))
    again = headless.image(scene_a, TOP, size=(640, 360))
    assert not np.array_equal(first, moved)
    assert np.array_equal(first, again)
    headless.renderer.invalidate_shadows()
    assert np.array_equal(first, headless.image(scene_a, TOP, size=(640, 360)))


def test_partial_shadow_pass_draws_only_pieces_over_its_box(headless):
    # one die moves: the shadow pass redraws the box round its old and new place with only the
    # pieces whose shadow falls there, and the map equals a full redraw of the new scene
    renderer = headless.renderer
    scene = deboule_demo_drawables()
    headless.image(scene, TOP, size=(320, 180))
    moved = [d if d.id != "red-1" else
             Drawable(d.kind, d.size, d.colour, (d.position[0] + 0.02, d.position[1] + 0.01,
                                                 d.position[2]), d.quaternion, id=d.id)
             for d in scene]
    headless.image(moved, TOP, size=(320, 180))
    drawn = sum(mesh.shadow_instances for mesh in renderer.meshes.values())
    assert 1 <= drawn < len(moved)
    with headless.ctx:
        partial = np.frombuffer(renderer.shadow_tex.read(), dtype=np.float32)
    renderer.invalidate_shadows()
    headless.image(moved, TOP, size=(320, 180))
    assert sum(mesh.shadow_instances for mesh in renderer.meshes.values()) == len(moved)
    with headless.ctx:
        full = np.frombuffer(renderer.shadow_tex.read(), dtype=np.float32)
    assert np.array_equal(partial, full)


def test_the_room_is_a_backdrop_drawn_first_without_depth(headless):
    # the room costs half as much drawn first as a plain fill: it must not write depth (the
    # pieces and the table drawn after it are all in front of it) and the table still shows
    renderer = headless.renderer
    static = renderer._static_scene("deboule")
    calls = []
    meshes = {"room": static.room, "rails": static.casters, "frame": static.prelit,
              **renderer.meshes}
    originals = {name: mesh.render for name, mesh in meshes.items()}
    target = headless.target((320, 180))
    for name, mesh in meshes.items():
        def spy(program, instances=None, _name=name):
            if program == "lit" and meshes[_name].instances:
                calls.append((_name, target.framebuffer.depth_mask))
            return originals[_name](program, instances)
        mesh.render = spy
    try:
        image = headless.image(deboule_demo_drawables(), TOP, size=(320, 180))
    finally:
        for mesh in meshes.values():
            del mesh.render
    assert calls[0] == ("room", False)
    assert all(mask for _, mask in calls[1:]) and "room" not in [n for n, _ in calls[1:]]
    centre = image[90, 160].astype(int)  # the table top in the middle of the top view
    assert centre.sum() > 200 and centre[0] > centre[2]  # lit wood, not the dark room


def test_a_piece_drawn_twice_then_thrown_leaves_no_shadow_where_it_lay(headless):
    """A relance shows the thrown die twice (where it lies and in the hand, one id): then thrown
    from the keyboard, it left its shadow where it had lain, with no piece (issue 48): the map
    kept one place per id, the hand's, so the box redrawn did not hold the die's old place."""
    from deboule.render.scene import in_hand

    renderer = headless.renderer
    scene = deboule_demo_drawables()
    die = next(d for d in scene if d.id == "red-1")
    hand = in_hand(die, (0.04, 0.0, 0.0))
    thrown = [d if d.id != "red-1" else
              Drawable(d.kind, d.size, d.colour, (0.12, -0.05, 0.03), d.quaternion, id=d.id)
              for d in scene]
    for frame in (scene, [*scene, hand], thrown):
        headless.image(frame, TOP, size=(320, 180))
    with headless.ctx:
        kept = np.frombuffer(renderer.shadow_tex.read(), dtype=np.float32)
    renderer.invalidate_shadows()
    headless.image(thrown, TOP, size=(320, 180))
    with headless.ctx:
        full = np.frombuffer(renderer.shadow_tex.read(), dtype=np.float32)
    assert np.array_equal(kept, full), f"{int(np.sum(kept != full))} texels differ"
