"""Issue 13, point 4: what a moving camera saves. While the camera glides the soft silhouettes
are not drawn; at quality "low" the 3D frame is drawn at half the window's size and each pixel
doubled on the way up (deboule.render.renderer.MOVING_SCALE), and what is sized in window pixels
(the cochondé's badge) keeps its size; when the camera stops, the full frame comes back."""

from __future__ import annotations

import numpy as np
import pytest

from deboule.render import Drawable
from deboule.render.camera import behind_throw_camera
from deboule.render.headless import HeadlessRenderer
from deboule.render.renderer import MOVING_SCALE
from deboule.render.scene import quat_axis_up
from tests.test_real_window_moving import doubled_share


@pytest.fixture(scope="module")
def headless():
    renderer = HeadlessRenderer(quality="high")
    yield renderer
    renderer.release()


def _programs_used(headless, camera_moving: bool) -> set[str]:
    """The programs each piece mesh is drawn with in one frame."""
    used: set[str] = set()
    renderer = headless.renderer
    meshes = [*renderer.meshes.values(), *renderer.moving_meshes.values()]
    originals = {id(mesh): mesh.render for mesh in meshes}
    for mesh in meshes:
        def spy(program, instances=None, _mesh=mesh):
            used.add(program)
            return originals[id(_mesh)](program, instances)
        mesh.render = spy
    try:
        die = Drawable("deboule", 0.022, "red", (0.6, 0.0, 0.011), quat_axis_up("+z"), id="r")
        with headless.ctx:
            target = headless.target((320, 180))
            headless.renderer.render(target.framebuffer, [die], behind_throw_camera(),
                                     camera_moving=camera_moving)
    finally:
        for mesh in meshes:
            del mesh.render
    return used


def test_the_soft_silhouettes_are_left_out_while_the_camera_moves(headless):
    assert headless.renderer.soft_edges
    assert "shell" in _programs_used(headless, camera_moving=False)
    moving = _programs_used(headless, camera_moving=True)
    assert "shell" not in moving and "lit" in moving


def test_the_badge_keeps_its_size_in_window_pixels_in_a_smaller_frame(headless):
    overlays = headless.renderer.overlays
    cochonde = Drawable("cochonde", 0.014, "pink", (0.75, 0.05, 0.007), quat_axis_up("+z"),
                        id="cochonde")
    camera = behind_throw_camera()

    def badge_side(size, pixel_scale):
        with headless.ctx:
            overlays.draw_badge(cochonde, (1.0, 0.6, 0.7), camera, size, pixel_scale)
            x0, y0, x1, y1 = overlays.badge_prog["u_rect"].value
        return (x1 - x0) / 2 * size[0]  # frame pixels

    # a small window: the badge is at its least size, 22 window pixels
    full = badge_side((480, 270), 1.0)
    half = badge_side((240, 135), 0.5)
    assert full == pytest.approx(22.0)
    assert half / 0.5 == pytest.approx(full)  # 11 frame pixels, doubled on the way up


def _deboule_app(quality: str):
    from deboule.games.deboule.screen import DebouleScreen
    from deboule.shell.settings import Settings
    from deboule.shell.window import GameApp

    app = GameApp(headless=True, settings=Settings(window=(960, 540), quality=quality))
    screen = DebouleScreen.new(app, ["expert", "expert"], seed=1)
    app.push(screen)
    screen.camera_mode = "orbit"
    return app, screen


def _turn(app, screen, frames: int) -> None:
    for _ in range(frames):
        screen.orbit[0] += 4.0
        app.frame()


@pytest.mark.parametrize("quality", ["low", "high"])
def test_a_turning_camera_draws_the_frame_scaled_as_the_quality_says(quality):
    app, screen = _deboule_app(quality)
    try:
        app.frame()
        _turn(app, screen, 4)
        assert screen.view.camera_moving
        scale, _ = MOVING_SCALE[quality]
        moving = app.screenshot()
        table_share = (moving[..., 0].astype(int) - moving[..., 2] > 35).mean()
        assert table_share > 0.3, "the table is not drawn while the camera turns"
        if scale < 1.0:
            assert screen.scene_cache.moving >= 3
            assert doubled_share(moving) > 0.97
        else:
            assert screen.scene_cache.moving == 0
            assert doubled_share(moving) < 0.8
        for _ in range(240):  # let the camera ease to a stop
            app.frame()
            if not screen.view.camera_moving:
                break
        assert not screen.view.camera_moving
        app.frame()
        assert doubled_share(app.screenshot()) < 0.8, "the full-size frame did not come back"
    finally:
        app.quit()


def _vertices_shaded(headless, camera_moving: bool) -> int:
    """Vertices of the piece meshes drawn lit in one frame of one die and one tower."""
    renderer = headless.renderer
    shaded = []
    meshes = {*renderer.meshes.values(), *renderer.moving_meshes.values()}
    originals = {id(mesh): mesh.render for mesh in meshes}
    for mesh in meshes:
        def spy(program, instances=None, _mesh=mesh):
            if program == "lit" and _mesh.instances:
                shaded.append(_mesh.vertex_count * _mesh.instances)
            return originals[id(_mesh)](program, instances)
        mesh.render = spy
    try:
        die = Drawable("deboule", 0.022, "red", (0.6, 0.0, 0.011), quat_axis_up("+z"), id="r")
        tower = Drawable("tower", 0.012, "wood", (0.7, 0.1, 0.03), height=0.06, id="tower-0")
        with headless.ctx:
            target = headless.target((320, 180))
            renderer.render(target.framebuffer, [die, tower], behind_throw_camera(),
                            camera_moving=camera_moving)
    finally:
        for mesh in meshes:
            del mesh.render
    return sum(shaded)


def test_high_draws_the_pieces_at_low_detail_only_while_the_camera_moves(headless):
    still, moving = _vertices_shaded(headless, False), _vertices_shaded(headless, True)
    assert moving < 0.7 * still
    assert _vertices_shaded(headless, False) == still  # its own detail is back when it stops
    low = HeadlessRenderer(quality="low")
    try:
        assert low.renderer.moving_meshes is low.renderer.meshes
    finally:
        low.release()


@pytest.mark.parametrize("side_panel", [False, True])
def test_the_hud_panels_laid_on_by_the_scale_up_look_as_the_hud_drew_them(side_panel):
    """At low, while the camera moves, the HUD's dark panels (its two bands across the window,
    and the choices beside the table when shown) go on in the scale-up's own pass (a third of
    the window not blended over again): the same pixels, to a unit."""
    from deboule.screens.layout import Rect

    app, screen = _deboule_app("low")
    try:
        if side_panel:  # the choices' box beside the table (its panel reaches 8 px wider)
            regions = screen.hud.regions
            screen.hud.regions = lambda: {**regions(), "choices": Rect(620.4, 150.3, 250, 200)}
        app.frame()
        _turn(app, screen, 4)
        assert screen.view.camera_moving
        app.draw()  # the same pose again, the panels laid on by the scale-up
        assert screen.panels_in_frame
        laid_on = app.screenshot().astype(int)
        tints = screen.hud.scale_up_tints()
        assert len(tints) == 2 + side_panel and all(box[3] > 20 for box, _ in tints)
        if side_panel:
            assert tints[2][0] == (614, 150, 262, 200)  # 8 px at 1280 x 720 are 6 here

        drawn_scene = screen.draw_scene

        def without_panels() -> None:  # the HUD draws them, as over a full-size frame
            tints_of = screen.hud.scale_up_tints
            screen.hud.scale_up_tints = lambda: []
            try:
                drawn_scene()
            finally:
                screen.hud.scale_up_tints = tints_of
            screen.panels_in_frame = False

        screen.draw_scene = without_panels
        app.draw()
        by_hud = app.screenshot().astype(int)
        height = by_hud.shape[0]
        difference = np.abs(laid_on - by_hud)
        assert difference.max() <= 2
        # and the bands are there: darker than the frame without any panel
        (_, first, _, count), _ = tints[1]  # the bottom band, rows from the bottom
        band = laid_on[height - (first + count):height - first]
        screen.hud.panels = lambda boxes=None: []  # neither pass lays them now
        app.draw()
        bare = app.screenshot().astype(int)[height - (first + count):height - first]
        assert band.mean() < bare.mean() - 20
    finally:
        app.quit()
