"""The materials of the tables and pieces, each checked so that the test fails when the material
is taken away (an audit found that a plain stand-in passed every earlier test): the varnish's
highlight on the Déboulé top and where it is rubbed thin, the worn edges of the rails and the
front edge, the rails' rounded tops, the occlusion baked along the rails, the turned and
grained DéTours, the felt of the Cul de Chouette piste, L'Enculette's porcelain Tasse.

Most checks compare two pictures that differ only in what is tested (the same point seen where
it mirrors the lamp and from aside; the table built with and without a feature), so that the
wood's grain, which varies more than some of these effects, cancels out.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import numpy as np
import pytest

from deboule.games.enculette.match import TasseView
from deboule.physics.cup import CupSpec
from deboule.render import Drawable, HeadlessRenderer, bake, furniture, orbit_camera
from deboule.render.camera import Camera, top_camera
from deboule.render.furniture import tower_mesh
from deboule.render.lighting import LIGHT_DIR
from deboule.render.lighting import uniforms as light_uniforms
from deboule.render.porcelain import PorcelainPainter, tasse_parts
from deboule.render.probe import colour_mask

LUMA = np.array([0.2126, 0.7152, 0.0722])
# the baked Déboulé top's luminance, and its rows (y=) or columns (x=) for a world range
BakedTop = tuple[np.ndarray, Callable[..., slice]]
# render(camera, size) of the Tasse, and its parts' model matrices
Tasse = tuple[Callable[[Camera, tuple[int, int]], np.ndarray], dict[str, np.ndarray]]
# towards the lamp, on the table's plane
LAMP_XY = LIGHT_DIR[:2] / np.linalg.norm(LIGHT_DIR[:2])


@pytest.fixture(scope="module")
def headless() -> Iterator[HeadlessRenderer]:
    renderer = HeadlessRenderer(quality="high")
    yield renderer
    renderer.release()


@pytest.fixture(scope="module")
def deboule() -> furniture.TableScene:
    return furniture.deboule_scene()


def _luma(image: np.ndarray) -> np.ndarray:
    return image[..., :3].astype(np.float64) @ LUMA


def _pixels(camera: Camera, points: np.ndarray, size: tuple[int, int]) -> tuple[np.ndarray,
                                                                               np.ndarray]:
    """(rows, columns) of the pixels where world `points` (N, 3) project (all in the frame)."""
    projected = camera.project(points, size)
    assert np.all((projected >= 0) & (projected <= np.subtract(size, 1))), "out of the frame"
    pixels = np.round(projected).astype(int)
    return pixels[:, 1], pixels[:, 0]


def _disc(centre: tuple[float, float], radius: float, z: float = 0.0,
          steps: int = 15) -> np.ndarray:
    """World points filling a horizontal disc."""
    coords = np.linspace(-radius, radius, steps)
    xs, ys = np.meshgrid(coords, coords)
    keep = xs * xs + ys * ys <= radius * radius
    return np.column_stack([centre[0] + xs[keep], centre[1] + ys[keep],
                            np.full(keep.sum(), z)])


def _seen_from(point: tuple[float, float], direction: tuple[float, float, float],
               distance: float = 0.5, fov: float = 20.0) -> Camera:
    """A camera `distance` away from a point of the table top, along `direction`."""
    direction = np.asarray(direction, dtype=np.float64)
    eye = np.array([point[0], point[1], 0.0]) + distance * direction / np.linalg.norm(direction)
    return Camera(eye=tuple(eye), target=(point[0], point[1], 0.0), fov_y_deg=fov, near=0.05,
                  far=3.0)


def _rebuilt_table(cameras: dict[str, Camera], size: tuple[int, int]) -> dict[str, np.ndarray]:
    """The empty Déboulé table rendered by each camera by a renderer of its own, which builds
    the static scene from furniture and bake as they are (patched) now. (Freeing the shared
    renderer's table to build it again crashed llvmpipe once in CI: a fresh renderer goes
    through the lifecycle every other test uses.)"""
    with HeadlessRenderer(quality="high") as fresh:
        return {name: fresh.image([], camera, size=size) for name, camera in cameras.items()}


def _table_with_and_without(monkeypatch: pytest.MonkeyPatch, name: str, stand_in: Callable,
                            cameras: dict[str, Camera], size: tuple[int, int]
                            ) -> tuple[dict[str, np.ndarray], dict[str, np.ndarray]]:
    """(pictures of the table as built, pictures with furniture.`name` replaced by `stand_in`)."""
    built = _rebuilt_table(cameras, size)
    with monkeypatch.context() as patch:
        patch.setattr(furniture, name, stand_in)
        without = _rebuilt_table(cameras, size)
    return built, without


# ---------------------------------------------------------------- the varnished table top

SHEEN_SIZE = (320, 240)


def _sheen(headless: HeadlessRenderer, point: tuple[float, float]) -> float:
    """How much lighter a 1 cm disc of the table top looks from where it mirrors the lamp than
    from as far away, as high, a quarter turn aside (the baked wood is the same from both)."""
    mirror = (-LIGHT_DIR[0], -LIGHT_DIR[1], LIGHT_DIR[2])
    aside = (LIGHT_DIR[1], -LIGHT_DIR[0], LIGHT_DIR[2])
    means = []
    for direction in (mirror, aside):
        camera = _seen_from(point, direction)
        image = _luma(headless.image([], camera, size=SHEEN_SIZE))
        means.append(image[_pixels(camera, _disc(point, 0.01), SHEEN_SIZE)].mean())
    return float(means[0] - means[1])


def test_the_varnished_top_shines_where_it_mirrors_the_lamp(headless: HeadlessRenderer):
    """The varnish catches the lamp: seen where the top mirrors the lamp, the wood is much
    lighter than the same wood seen from aside. If this fails, the table looks like raw, matt
    wood from every angle: no glossy sheen moves over it as the camera moves."""
    for point in ((0.6, 0.0), (0.8, -0.1), (0.4, 0.1)):
        assert _sheen(headless, point) > 20.0, point


def test_the_varnish_is_rubbed_thin_at_the_throwing_end(headless: HeadlessRenderer,
                                                         baked_top: BakedTop):
    """Where the players lean and throw (the near end), the varnish is worn: its highlight is
    much weaker there than in the middle of the table, and the bared wood is paler. If this
    fails, the near end looks as freshly varnished as the rest: the table shows no use."""
    middle = _sheen(headless, (0.6, 0.0))
    near_end = _sheen(headless, (0.05, 0.0))
    assert 2.0 < near_end < 0.6 * middle, (near_end, middle)
    # the bared wood is paler, though the lamp's pool lights the near end less (the baked
    # texture, all six planks averaged: the grain cancels)
    luma, at = baked_top
    across = at(y=(-0.28, 0.28))
    assert luma[across, at(x=(0.02, 0.07))].mean() > luma[across, at(x=(0.25, 0.55))].mean() + 1.0


# ---------------------------------------------------------------- worn edges, rounded rails


def test_the_rounded_edges_are_worn_paler(monkeypatch: pytest.MonkeyPatch):
    """Hands rub the rounded edges of the rails and the table's front edge: the stain is paler
    there than on the flat faces. Compared with the same table built with no wear, the rounded
    edges are paler and nothing gets darker. If this fails, the rails and the front edge look
    like new wood, evenly stained, with no sign of hands."""
    tint = furniture.tint
    cameras = {"rail": Camera(eye=(0.45, -0.12, 0.10), target=(0.6, -0.3, 0.03), fov_y_deg=20.0,
                              near=0.02, far=3.0),
               "front": Camera(eye=(-0.15, 0.0, 0.10), target=(0.0, 0.0, -0.005),
                               fov_y_deg=20.0, near=0.02, far=3.0)}
    size = (320, 180)
    worn, unworn = _table_with_and_without(
        monkeypatch, "tint", lambda *args, wear=0.0, **kwargs: tint(*args, **kwargs),
        cameras, size)
    r = 0.006  # the rails' rounding (furniture.deboule_scene), 45° round it
    along = np.linspace(0.55, 0.68, 40)
    rail_edge = np.column_stack([along, np.full(40, -furniture.HALF_W - r + r * np.sqrt(0.5)),
                                 np.full(40, furniture.RAIL_H - r + r * np.sqrt(0.5))])
    nose = 0.008  # the front edge's bullnose (furniture._front_edge)
    across = np.linspace(-0.04, 0.04, 40)
    front_edge = np.column_stack([np.full(40, nose - nose * np.sqrt(0.5)), across,
                                  np.full(40, -nose + nose * np.sqrt(0.5))])
    for name, edge in (("rail", rail_edge), ("front", front_edge)):
        paler = _luma(worn[name]) - _luma(unworn[name])
        assert paler.min() > -1.0, name  # wear never darkens
        assert paler[_pixels(cameras[name], edge, size)].mean() > 8.0, name
    # the table top is not touched
    top = _disc((0.62, -0.28), 0.005)
    assert np.array_equal(worn["rail"][_pixels(cameras["rail"], top, size)],
                          unworn["rail"][_pixels(cameras["rail"], top, size)])


def _rail_sections(rails: np.ndarray) -> dict[str, np.ndarray]:
    """Each rail's cross-section: its vertices at one end, as (w, z, normal w, normal z), w the
    distance outwards from the rail's inner face (the end caps left out)."""
    pos, nrm = rails[:, :3].astype(np.float64), rails[:, 3:6].astype(np.float64)
    half_w, length = furniture.HALF_W, furniture.LENGTH
    eps = 1e-6
    near_end = pos[:, 0] < eps
    left = near_end & (pos[:, 1] > half_w - eps) & (np.abs(nrm[:, 0]) < 0.5)
    right = near_end & (pos[:, 1] < -half_w + eps) & (np.abs(nrm[:, 0]) < 0.5)
    far = ((np.abs(pos[:, 1] - half_w) < eps) & (pos[:, 0] > length - eps)
           & (np.abs(nrm[:, 1]) < 0.5))
    return {
        "left": np.column_stack([pos[left, 1] - half_w, pos[left, 2], nrm[left, 1],
                                 nrm[left, 2]]),
        "right": np.column_stack([-pos[right, 1] - half_w, pos[right, 2], -nrm[right, 1],
                                  nrm[right, 2]]),
        "far": np.column_stack([pos[far, 0] - length, pos[far, 2], nrm[far, 0], nrm[far, 2]]),
    }


def test_the_rails_have_rounded_tops(deboule: furniture.TableScene):
    """Both top edges of each rail are rounded (about 6 mm): no vertex at the square corner,
    the outline runs on a quarter circle there, its normals turn in steps. If this fails, the
    rails are square-cut planks with hard, sharp edges."""
    top, thick = furniture.RAIL_H, furniture.RAIL_T
    for name, section in _rail_sections(deboule.casters).items():
        w, z, nw, nz = (np.round(section[:, k], 7) for k in range(4))
        assert len(w) > 8, name
        flat_top = w[np.isclose(z, top)]
        inner_face = z[np.isclose(w, 0.0) & (z > 0.0)]
        outer_face = z[np.isclose(w, thick) & (z > 0.0)]
        for corner, radius_across, radius_down in (
                ("inner", flat_top.min(), top - inner_face.max()),
                ("outer", thick - flat_top.max(), top - outer_face.max())):
            assert 0.004 < radius_across < 0.008, (name, corner, radius_across)
            assert 0.004 < radius_down < 0.008, (name, corner, radius_down)
            radius = (radius_across + radius_down) / 2
            centre_w = radius if corner == "inner" else thick - radius
            on_arc = ((np.abs(w - centre_w) < radius) & (z > top - radius) & (z < top)
                      & ~np.isclose(w, 0.0) & ~np.isclose(w, thick))
            assert on_arc.sum() >= 3, (name, corner)  # the rounding, in several steps
            gap = np.hypot(w[on_arc] - centre_w, z[on_arc] - (top - radius)) - radius
            assert np.abs(gap).max() < 3e-4, (name, corner)
            # smooth normals turning from the face to the top: some halfway round
            halfway = on_arc & (nz > 0.5) & (nz < 0.9)
            assert halfway.any(), (name, corner)
            assert np.all(np.sign(nw[halfway]) == (-1 if corner == "inner" else 1)), name


# ---------------------------------------------------------------- occlusion along the rails


def _baked_top_luma(headless: HeadlessRenderer) -> np.ndarray:
    """Luminance of the Déboulé top's baked texture, row 0 on the table's -y side (baked first
    if need be)."""
    headless.image([], top_camera(), size=(64, 36))
    texture = next(texture for _, texture in headless.renderer.static["deboule"].surfaces)
    with headless.ctx:
        raw = texture.read()
    width, height = texture.size
    return _luma(np.frombuffer(raw, dtype=np.uint8).reshape(height, width, 4))


@pytest.fixture(scope="module")
def baked_top(headless: HeadlessRenderer, deboule: furniture.TableScene) -> BakedTop:
    """(luminance of the baked Déboulé top, a function giving its rows for y=(y0, y1) or its
    columns for x=(x0, x1) in world metres)."""
    luma = _baked_top_luma(headless)
    height, width = luma.shape
    x0, y0, x1, y1 = deboule.surfaces["top"].rect

    def at(x: tuple[float, float] | None = None, y: tuple[float, float] | None = None) -> slice:
        if x is not None:
            return slice(int((x[0] - x0) / (x1 - x0) * width),
                         int(np.ceil((x[1] - x0) / (x1 - x0) * width)))
        return slice(int((y[0] - y0) / (y1 - y0) * height),
                     int(np.ceil((y[1] - y0) / (y1 - y0) * height)))

    return luma, at


def test_the_table_top_is_shaded_along_the_rails(headless: HeadlessRenderer, baked_top: BakedTop,
                                                  monkeypatch: pytest.MonkeyPatch):
    """Each rail hides part of the room's light from the wood at its foot. Under the same lamp
    (the baked texture holds no lamp shadows), the baked top is darker within a few millimetres
    of the far rail than 5 cm away (across the whole width: the grain cancels). Along the side
    rails the grain varies more than that shade, so the top is baked again with the room's light
    off: texel by texel, what the room's light adds (the wood's own colour cancels) is smaller
    next to each rail than 5 cm away. If this fails, the rails look pasted onto the table, with
    no shade where they meet it."""
    luma, at = baked_top
    length, half_w = furniture.LENGTH, furniture.HALF_W
    across, along = at(y=(-0.28, 0.28)), at(x=(0.15, 1.1))
    foot = luma[across, at(x=(length - 0.003, length))].mean()
    away = luma[across, at(x=(length - 0.06, length - 0.04))].mean()
    assert foot < 0.97 * away, (foot, away)
    lamp_only = {**light_uniforms(), "u_sky": (0.0, 0.0, 0.0)}
    with monkeypatch.context() as patch, HeadlessRenderer(quality="high") as fresh:
        patch.setattr(bake, "light_uniforms", lambda: lamp_only)
        lamp = _baked_top_luma(fresh)
    room = luma / np.maximum(lamp, 1.0)
    for rail, (near, far) in {
        "right": (room[at(y=(-half_w + 0.001, -half_w + 0.004)), along],
                  room[at(y=(-half_w + 0.05, -half_w + 0.07)), along]),
        "left": (room[at(y=(half_w - 0.004, half_w - 0.001)), along],
                 room[at(y=(half_w - 0.07, half_w - 0.05)), along]),
        "far": (room[across, at(x=(length - 0.004, length - 0.001))],
                room[across, at(x=(length - 0.07, length - 0.05))]),
    }.items():
        assert near.mean() < far.mean() - 0.025, (rail, near.mean(), far.mean())


def test_the_rails_inner_faces_are_darker_at_their_foot(monkeypatch: pytest.MonkeyPatch):
    """The rails' inner faces get less of the room's light low down, next to the table top:
    compared with the same rails built with no occlusion, their foot is darker and their top
    much less so. If this fails, the rails' faces are evenly lit down to the table, which makes
    them look flat and stuck on."""
    camera = Camera(eye=(0.6, 0.05, 0.03), target=(0.6, -0.3, 0.015), fov_y_deg=14.0,
                    near=0.02, far=3.0)
    size = (320, 180)
    built, bright = _table_with_and_without(
        monkeypatch, "_rail_occlusion", lambda points: np.ones(len(points)),
        {"rail": camera}, size)
    darker = _luma(bright["rail"]) - _luma(built["rail"])
    along = np.linspace(0.55, 0.65, 30)

    def face(z: float) -> np.ndarray:  # the right rail's inner face (it faces the lamp)
        return np.column_stack([along, np.full(30, -furniture.HALF_W), np.full(30, z)])

    foot = darker[_pixels(camera, face(0.003), size)].mean()
    high = darker[_pixels(camera, face(furniture.RAIL_H - 0.008), size)].mean()
    assert foot > 3.0 and foot > 2.0 * high, (foot, high)


# ---------------------------------------------------------------- the turned DéTours


def _turns(values: np.ndarray, threshold: float) -> list[str]:
    """The turning points ('max', 'min') of a sequence, ignoring swings under `threshold`."""
    turns: list[str] = []
    trend, extreme = 0, values[0]
    for value in values[1:]:
        if trend == 0:
            if abs(value - extreme) >= threshold:
                trend, extreme = (1 if value > extreme else -1), value
        elif trend * (value - extreme) > 0:
            extreme = value
        elif abs(value - extreme) >= threshold:
            turns.append("max" if trend == 1 else "min")
            trend, extreme = -trend, value
    return turns


def test_the_tower_is_turned_with_beads_and_necks():
    """Going up the DéTour, away from its end caps, the radius swells and narrows more than
    once (beads and necks of a piece turned on a lathe), by at least 4 % each time. If this
    fails, the towers are plain cylinders (or a single waist), not turned wood."""
    mesh = tower_mesh()
    z = np.round(mesh[:, 2].astype(np.float64), 6)
    radius = np.hypot(mesh[:, 0], mesh[:, 1])
    levels = np.unique(z[np.abs(z) < 0.45])  # between the base and the top's rims
    outline = np.array([radius[z == level].max() for level in levels])
    turns = _turns(outline, 0.04)
    assert turns.count("max") >= 2 and turns.count("min") >= 2, turns


def test_a_rendered_tower_shows_wood_grain(headless: HeadlessRenderer):
    """Up the tower's plain waist, lit and seen close, the brightness wavers with the wood's
    grain, beyond the shading's smooth change (a quadratic fit), and the wood is warm. If this
    fails, the towers look painted in one flat brown, not turned oak."""
    x, y, radius, height = 0.6, 0.0, 0.015, 0.06
    tower = Drawable("tower", radius, "wood", (x, y, height / 2), height=height)
    eye = (x + LAMP_XY[0] * 0.25, y + LAMP_XY[1] * 0.25, 0.035)
    camera = Camera(eye=eye, target=(x, y, 0.03), fov_y_deg=16.0, near=0.05, far=2.0)
    size = (256, 256)
    image = headless.image([tower], camera, size=size)
    luma = _luma(image)
    side = np.array([-LAMP_XY[1], LAMP_XY[0]])
    heights = height / 2 + np.linspace(-0.18, 0.06, 60) * height  # the waist (tower_profile)
    wavers, colours = [], []
    for turn in np.linspace(-0.5, 0.5, 5):  # lines up the side facing the camera
        out = LAMP_XY * np.cos(turn) + side * np.sin(turn)
        line = np.column_stack([x + out[0] * 0.79 * radius * np.ones(60),
                                y + out[1] * 0.79 * radius * np.ones(60), heights])
        pixels = _pixels(camera, line, size)
        values = luma[pixels]
        smooth = np.polyval(np.polyfit(heights, values, 2), heights)
        wavers.append((values - smooth).std())
        colours.append(image[pixels].astype(np.float64))
    assert np.mean(wavers) > 1.0, wavers
    wood = np.concatenate(colours).mean(axis=0)
    assert wood[0] > wood[1] > wood[2], wood


# ---------------------------------------------------------------- the felt of the piste


def _box_blur(values: np.ndarray, reach: int = 2) -> np.ndarray:
    total = np.zeros_like(values)
    for dy in range(-reach, reach + 1):
        for dx in range(-reach, reach + 1):
            total += np.roll(np.roll(values, dy, axis=0), dx, axis=1)
    return total / (2 * reach + 1) ** 2


def test_the_piste_is_green_felt_with_a_nap(headless: HeadlessRenderer):
    """Inside the Cul de Chouette piste, seen from above: green baize whose fibres and mottling
    make the brightness vary from pixel to pixel (what a 5-pixel blur takes away). If this
    fails, the piste is a flat green fill, like plastic or paint."""
    size = (640, 360)
    camera = top_camera(size[0] / size[1], table="tray")
    image = headless.image([], camera, table="tray", size=size)
    (left, top), (right, bottom) = np.round(camera.project([(-0.14, 0.09, 0.0),
                                                             (0.14, -0.09, 0.0)], size)).astype(int)
    felt = image[top:bottom, left:right]
    assert colour_mask(felt, "green").mean() > 0.95
    mean = felt.reshape(-1, 3).astype(np.float64).mean(axis=0)
    assert mean[1] > 1.5 * mean[0] and mean[1] > 1.5 * mean[2], mean
    luma = _luma(felt)
    fine = (luma - _box_blur(luma))[4:-4, 4:-4]
    assert np.abs(fine).mean() > 0.4


# ---------------------------------------------------------------- L'Enculette's Tasse


@pytest.fixture(scope="module")
def tasse(headless: HeadlessRenderer) -> Iterator[Tasse]:
    """(render(camera, size) -> picture of the Tasse at rest on the piste, as L'Enculette's
    screen draws it: cylinders by the renderer, painted over in porcelain; the Tasse's parts)."""
    spec = CupSpec()
    rest = ((0.0, 0.0, spec.rest_height), (1.0, 0.0, 0.0, 0.0))
    view = TasseView(rest, rest, {}, lifted=False)
    parts = dict(tasse_parts(view, spec))
    stand_ins = [Drawable("tower", float(np.linalg.norm(model[:3, 0])), (0.9, 0.9, 0.9),
                          tuple(model[:3, 3]), rest[1],
                          height=float(np.linalg.norm(model[:3, 2])), id=part)
                 for part, model in parts.items() if part != "handle"]
    with headless.ctx:
        painter = PorcelainPainter(headless.ctx)

    def render(camera: Camera, size: tuple[int, int]) -> np.ndarray:
        target = headless.draw(stand_ins, camera, table="tray", size=size)
        with headless.ctx:  # not around draw(): leaving its own `with` would drop the context
            target.framebuffer.use()
            painter.paint(camera, size, [view], spec)
            return target.read()

    yield render, parts
    with headless.ctx:
        painter.release()


def _on_part(model: np.ndarray, radius: float, z: float, angles: np.ndarray) -> np.ndarray:
    """World points of a Tasse part (unit cylinder, model matrix) at a local radius and
    height."""
    local = np.column_stack([radius * np.cos(angles), radius * np.sin(angles),
                             np.full(len(angles), z), np.ones(len(angles))])
    return (local @ model.T)[:, :3]


def _seen(camera: Camera, points: np.ndarray, cup: np.ndarray) -> np.ndarray:
    """Which points of the Tasse the camera sees: the cup does not stand in the way, a point on
    the cup's side faces the camera, and the handle (on the -y side) is left out."""
    centre, radius = cup[:3, 3], float(np.linalg.norm(cup[:3, 0]))
    half_height = float(np.linalg.norm(cup[:3, 2])) / 2
    eye = np.asarray(camera.eye)
    steps = np.linspace(0.02, 1.0, 200)[None, :, None]
    sight = points[:, None, :] + steps * (eye - points)[:, None, :]
    in_cup = ((np.hypot(sight[..., 0] - centre[0], sight[..., 1] - centre[1]) < 0.999 * radius)
              & (np.abs(sight[..., 2] - centre[2]) < half_height))
    out = points[:, :2] - centre[:2]
    to_eye = eye[:2] - points[:, :2]
    facing = (out * to_eye).sum(axis=1) / np.linalg.norm(out, axis=1) \
        / np.linalg.norm(to_eye, axis=1)
    on_side = np.abs(np.linalg.norm(out, axis=1) - radius) < 1e-6
    angle = np.degrees(np.arctan2(out[:, 1], out[:, 0]))
    return ~in_cup.any(axis=1) & (~on_side | (facing > 0.4)) & (np.abs(angle + 90.0) > 40.0)


def _porcelain_white(pixels: np.ndarray) -> np.ndarray:
    rgb = pixels.astype(np.float64)
    return (rgb.min(axis=-1) > 80) & (np.ptp(rgb, axis=-1) < 0.2 * rgb.max(axis=-1))


def test_the_tasse_is_white_porcelain_with_blue_bands(tasse: Tasse):
    """In L'Enculette's own view, the cup's side is white with a blue band round it near the
    saucer, and the saucer is white with a blue ring round its top. If this fails, the Tasse
    is a plain white (or grey) blob: the painted porcelain is gone."""
    render, parts = tasse
    size = (1280, 720)
    camera = orbit_camera((0.0, -0.01, 0.035), yaw_deg=200.0, pitch_deg=40.0,
                          distance=0.58)  # EnculetteScreen.orbit, as a game starts
    image = render(camera, size)
    angles = np.radians(np.arange(0.0, 360.0, 5.0))
    cup, saucer = parts["cup"], parts["saucer"]
    checks = [  # (part, local radius, local height, colour); bands: porcelain.PorcelainPainter
        (cup, 1.0, -0.355, "blue"), (cup, 1.0, -0.15, "white"), (cup, 1.0, 0.25, "white"),
        (saucer, 0.815, 0.5, "blue"), (saucer, 0.93, 0.5, "white"),
    ]
    for model, radius, z, colour in checks:
        points = _on_part(model, radius, z, angles)
        seen = points[_seen(camera, points, cup)]
        assert len(seen) >= 8
        pixels = image[_pixels(camera, seen, size)]
        share = (colour_mask(pixels, "blue") if colour == "blue"
                 else _porcelain_white(pixels)).mean()
        assert share > 0.9, (radius, z, colour, share)


def test_the_porcelain_glaze_glints_where_it_mirrors_the_lamp(tasse: Tasse):
    """Seen from opposite the lamp, the glazed saucer mirrors it: along its blue ring, the
    part that mirrors the lamp best is far lighter than the part that mirrors it least (a flat
    ring under one light, matt, would be even). On the white the lamp's glint cannot show: lit
    porcelain is already at full white. If this fails, the porcelain looks like matt plaster."""
    render, parts = tasse
    size = (640, 360)
    camera = orbit_camera((0.0, -0.01, 0.035), yaw_deg=225.0, pitch_deg=40.0, distance=0.4)
    image = render(camera, size)
    saucer = parts["saucer"]
    angles = np.radians(np.arange(0.0, 360.0, 5.0))
    ring = _on_part(saucer, 0.815, 0.5, angles)
    ring = ring[_seen(camera, ring, parts["cup"])]
    assert len(ring) >= 20
    to_eye = np.asarray(camera.eye) - ring
    half = LIGHT_DIR + to_eye / np.linalg.norm(to_eye, axis=1, keepdims=True)
    mirrors = half[:, 2] / np.linalg.norm(half, axis=1)  # n.h on the flat top
    order = np.argsort(mirrors)
    pixels = image[_pixels(camera, ring, size)]
    luma = _luma(pixels)
    glint, plain = luma[order[-3:]].mean(), luma[order[:3]].mean()
    assert glint > plain + 40.0, (glint, plain)
    assert colour_mask(pixels[order[:3]], "blue").all()  # the ring itself is there
