"""Issue 30 point 3: nothing covers what the player must see.

The effects menu sat on the die just thrown and on the towers it could target, and close-ups
put the die or the cochondé under the HUD's bottom band. Now the camera frames what matters in
the part of the window the HUD leaves free (deboule/games/deboule/hud.py `regions()["view"]`,
deboule.render.camera `fit_pose`), so that the panels never cover it.

Two levels, at every window size the HUD is laid out for (tests/test_hud_layout.py SIZES):
the director's close-up where a throw stopped (pure), and the real Déboulé screen (headless
window, its 3D draw stubbed: only where things land on screen matters) at a decision about a
Chapeau, where the thrown die, the cochondé and every piece the Chapeau may target are
projected through the screen's camera and checked against every panel the HUD lays.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest

from deboule.screens.layout import Rect, window_rect
from tests.headless_app import headless_app
from tests.test_hud_layout import SIZES

PIECE_RADIUS = 0.012  # metres: a déboule's half side (a tower is about as wide)


def _disc(camera, position, size) -> Rect:
    """The square of pixels (pyglet's, from the bottom left) a piece at `position` covers."""
    x, y, _ = (float(v) for v in position)
    (cx, cy), (ex, ey) = camera.project([(x, y, 0.0), (x + PIECE_RADIUS, y, 0.0)], size)
    reach = max(2.0, float(np.hypot(ex - cx, ey - cy)))
    return Rect(float(cx) - reach, size[1] - float(cy) - reach, 2 * reach, 2 * reach)


# ------------------------------------------------------------------ the close-up (pure)
@pytest.mark.parametrize("size", SIZES)
def test_a_closeup_shows_the_die_and_the_cochonde_above_the_hud(size):
    """A die knocks the cochondé 22 cm down the table and both stop. The old close-up, a
    12 cm circle round their middle filling the window, put the die under the bottom band
    (1280×720: its centre 22 px below the band's top edge) and the cochondé
    near the top one: now both lie in the free view, large enough to read."""
    from deboule.games.deboule.hud import regions
    from deboule.render.camera import ThrowDirector

    view = regions(*size, sides=3)["view"]
    die, cochonde = np.array([0.58, -0.05, 0.011]), np.array([0.80, 0.02, 0.007])
    director = ThrowDirector(aspect=size[0] / size[1])
    frame = {"window": size, "free": view, "cochonde": cochonde}
    for k in range(20):  # they roll in from the near end, then stop
        back = np.array([0.02 * (k - 19), 0.0, 0.0])
        director.update(1 / 30, "auto", aiming=False, rolling=True,
                        moving=[die + back, cochonde + back],
                        velocities=[(0.6, 0.0, 0.0)] * 2, **frame)
    director.update(1 / 30, "auto", aiming=False, rolling=False, **frame)
    assert director.in_closeup
    for _ in range(30):  # the glide to the close-up (0.9 s at most)
        director.update(1 / 30, "auto", aiming=False, rolling=False, **frame)
    assert director.in_closeup and director.rig.settled
    camera = director.camera
    for name, position in (("die", die), ("cochondé", cochonde)):
        disc = _disc(camera, position, size)
        assert disc.inside(view), (name, disc, view, size)
        assert disc.w > 0.02 * size[1], (name, "too small to read", disc, size)


# ------------------------------------------------------------------ a decision, on the screen
@pytest.fixture(scope="module")
def app(tmp_path_factory) -> Iterator[Any]:
    """The game's window, headless, its 3D draw stubbed, its files in a temporary folder."""
    with headless_app(tmp_path_factory.mktemp("covers"), (1280, 720)) as app:
        app.renderer.render = lambda *args, **kwargs: None  # where things go, not their pixels
        yield app


@pytest.fixture(scope="module")
def chapeau(app) -> Iterator[Any]:
    """Two humans, the opening played for real; the second player's die rests 16 cm before
    the cochondé, then the first player's lands showing a Chapeau: the menu offers to hat
    the opposing die or the nearest free tower (D8)."""
    from deboule.games.deboule.match import DebouleMatch, Seat
    from deboule.games.deboule.screen import DebouleScreen
    from deboule.shell.flick import keyboard_throw
    from tests.test_deboule_screen_wiring import _arranged_throw, _face_up, _to_a_deboule_throw

    match = DebouleMatch([Seat("human", name="A"), Seat("human", name="B")], seed=1,
                         headless=True, pace=0.0)
    screen = DebouleScreen(app, match)
    app.push(screen)
    app.frame()
    _to_a_deboule_throw(app, screen)
    flat, hat = _face_up("blank"), _face_up("chapeau")
    landing = {"cochonde": ((0.85, 0.0, 0.007), (1.0, 0.0, 0.0, 0.0)),
               screen.current_piece(): ((0.55, 0.12, 0.011), flat)}
    _arranged_throw(screen, landing, keyboard_throw(0.0, 0.3, 0.0, 0.0))
    _to_a_deboule_throw(app, screen, player=1)
    landing[screen.current_piece()] = ((0.69, 0.04, 0.011), flat)
    _arranged_throw(screen, landing, keyboard_throw(0.0, 0.3, 0.0, 0.0))
    _to_a_deboule_throw(app, screen, player=0)
    mine = screen.current_piece()
    landing[mine] = ((0.62, -0.10, 0.011), hat)
    _arranged_throw(screen, landing, keyboard_throw(0.0, 0.3, 0.0, 0.0))
    yield screen
    app.pop()


def _settle(screen) -> None:
    director = screen.view.director
    for _ in range(200):
        screen.update(1 / 30)
        if director.rig.settled and not director.in_closeup:
            return
    raise AssertionError("the camera never came to rest")


@pytest.mark.parametrize("size", SIZES)
def test_the_effects_menu_covers_neither_the_die_nor_its_targets(app, chapeau, size,
                                                                 monkeypatch):
    from deboule.rules.deboule import Chapeauter, EffectRequest
    from deboule.shell.window import GameApp

    screen = chapeau
    request = screen.match.pending
    assert isinstance(request, EffectRequest) and request.chapeau_targets, request
    targets = {action.target for action in screen.choices() if isinstance(action, Chapeauter)}
    assert any(t.startswith("tower") for t in targets) and any(
        not t.startswith("tower") for t in targets), targets  # a tower and a die
    monkeypatch.setattr(GameApp, "size", property(lambda self: size))
    _settle(screen)
    camera, poses = screen.camera(), screen.match.world.poses()
    panels = [box for box, _ in screen.hud.panels()]
    assert any(box.w < 0.6 * size[0] for box in panels), "the menu is not shown"
    window = window_rect(*size)
    for name in sorted({request.piece, "cochonde", *targets}):
        disc = _disc(camera, poses[name][0], size)
        assert disc.inside(window), (name, disc, size)
        covered = [box for box in panels if box.intersects(disc)]
        assert covered == [], (name, disc, covered, size)


@pytest.mark.parametrize("size", SIZES)
def test_the_menu_and_the_result_move_off_the_pieces_in_their_column(size):
    """A tower seen where the round's result (top of its column) or the menu (middle) would
    sit: the panel goes down its column and covers no piece."""
    from deboule.games.deboule.hud import regions

    plain = regions(*size, measuring=True)["measure"]
    tower = (plain.centre_x, plain.top - 4)
    moved = regions(*size, measuring=True, avoid=[tower])["measure"]
    assert plain.contains(*tower) and not moved.contains(*tower)
    menu = regions(*size, choices=3)["choices"]
    die = (menu.centre_x, menu.centre_y)
    moved = regions(*size, choices=3, avoid=[die, (menu.x + 2, menu.top - 2)])["choices"]
    assert menu.contains(*die) and not moved.contains(*die)
    assert moved.inside(window_rect(*size))


# ------------------------------------------------------------------ L'Enculette
@pytest.mark.parametrize("size", SIZES)
def test_l_enculette_s_panels_cover_neither_the_tasse_nor_its_dice(app, size, monkeypatch):
    """The announcement's menu beside the lifted cup (the dice in everyone's view): no region
    of the HUD, nor any text it draws, lies over a die, the cup or the saucer. (Cul de
    Chouette draws its tray in a viewport of its own, a region that overlaps no other:
    tests/test_hud_layout.py.)"""
    from pyglet.window import key

    from deboule.games.enculette.screen import EnculetteScreen
    from deboule.shell.window import GameApp

    screen = EnculetteScreen.new(app, ["human", "expert", "novice", "regular"], seed=3)
    app.push(screen)
    try:
        screen.on_key(key.SPACE, 0)
        for _ in range(300):
            if not screen.match.busy():
                break
            screen.update(0.05)
        screen.on_key(key.P, 0)
        monkeypatch.setattr(GameApp, "size", property(lambda self: size))
        app.draw()
        view = screen.views()[0]
        points = [pose[0] for pose in view.dice.values()] + [view.cup[0], view.saucer[0]]
        assert len(points) >= 4
        camera = screen.camera()
        boxes = [box for box in screen.hud.regions().values()] + [
            box for _, box, _ in app.text.last_frame]
        for position in points:
            disc = _disc(camera, position, size)
            assert disc.inside(window_rect(*size))
            assert [box for box in boxes if box.intersects(disc)] == [], (position, size)
    finally:
        app.pop()


def _cup_outline(camera, pose, size) -> Rect:
    """The rectangle of pixels (pyglet's, from the bottom left) round the whole cup at `pose`:
    its wall's rim at the saucer and at its top (the cup stands upside down: its top is its
    bottom), as drawn, raised while its server peeks."""
    from deboule.physics.cup import CupSpec
    from deboule.spatial import quat_to_mat

    spec = CupSpec()
    radius = spec.cup_inner_radius + spec.cup_wall
    turn, at = np.asarray(quat_to_mat(pose[1]), dtype=float), np.asarray(pose[0], dtype=float)
    rim = [(radius * np.cos(a), radius * np.sin(a), h)
           for a in np.linspace(0.0, 2 * np.pi, 24, endpoint=False)
           for h in (0.0, spec.cup_height + spec.cup_wall)]
    pixels = camera.project([at + turn @ np.asarray(p) for p in rim], size)
    left, right = float(pixels[:, 0].min()), float(pixels[:, 0].max())
    top, bottom = float(pixels[:, 1].min()), float(pixels[:, 1].max())
    return Rect(left, size[1] - bottom, right - left, bottom - top)


def test_l_enculette_s_peek_banner_covers_no_piece(app, monkeypatch):
    """"Sous la Tasse : 5 et 3 → 53" while the server peeks (the cup drawn raised) lies over
    neither the cup, the saucer nor a die (it crossed the top of the raised cup at 960×540 and
    1280×720), nor over another text of the HUD: one peek, drawn at every size."""
    from pyglet.window import key

    from deboule.games.enculette.screen import EnculetteScreen
    from deboule.shell.window import GameApp

    screen = EnculetteScreen.new(app, ["human", "expert", "novice", "regular"], seed=3)
    app.push(screen)
    try:
        screen.on_key(key.SPACE, 0)
        for _ in range(300):
            if not screen.match.busy():
                break
            screen.update(0.05)
        screen.on_key(key.P, 0)
        assert screen.peek_faces() is not None
        for size in SIZES:
            monkeypatch.setattr(GameApp, "size", property(lambda self, size=size: size))
            app.draw()
            banner = [box for region, box, _ in app.text.last_frame if region == "dice"]
            assert banner, ("the peek banner is drawn", size)
            view, camera = screen.views()[0], screen.camera()
            pieces = [_cup_outline(camera, view.cup, size),
                      _disc(camera, view.saucer[0], size)] + [
                _disc(camera, pose[0], size) for pose in view.dice.values()]
            others = [box for region, box, _ in app.text.last_frame if region != "dice"]
            for box in banner:
                assert box.inside(window_rect(*size))
                assert [piece for piece in pieces if piece.intersects(box)] == [], size
                assert [other for other in others if other.intersects(box)] == [], size
    finally:
        app.pop()
