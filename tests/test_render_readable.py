"""What the player reads on the table, checked where the player reads it (the audit's points 1
to 3; test_render_look.py checks the materials one by one, close up):

- the colour-blind-safe set gives each déboule colour a pattern of its own (stripes, dots,
  checks, plain: told apart in the rendered face, not only in the table of ids) and keeps four
  distinct hues, yellow included, for normal and for colour-deficient vision;
- the symbol on a déboule's top face, and the cochondé's pips and number, stand out from the
  face in the game's own cameras (the director's thrower view and top view, 1280×720);
- the aim arrow is as long as a throw of that power really rolls: fresh throws simulated now,
  not the numbers the arrow reads.

Renders are headless (EGL, llvmpipe), at quality high (the game's default), one context for
the module.
"""

from __future__ import annotations

import colorsys
import itertools
import math
from collections.abc import Iterator

import numpy as np
import pytest

from deboule.render import Drawable, HeadlessRenderer
from deboule.render.camera import Camera
from deboule.render.faces import face_table
from deboule.render.meshes import FACE_FRAMES
from deboule.render.scene import quat_axis_up
from deboule.render.table_view import DebouleView
from deboule.render.textures import glyph_mask
from deboule.spatial import quat_to_mat, up_axis
from tests.badge_reader import read_badge

SIZE = (1280, 720)
LUMA = np.array([0.2126, 0.7152, 0.0722])
COLOURS = ("red", "blue", "green", "yellow")
SYMBOLS = ("fleche", "chapeau", "arc", "losange")
DEBOULE, COCHONDE = 0.022, 0.014  # edges (m), as the physics has them


@pytest.fixture(scope="module")
def headless() -> Iterator[HeadlessRenderer]:
    renderer = HeadlessRenderer(quality="high")
    yield renderer
    renderer.renderer.colour_safe = False
    renderer.release()


def _game_camera(mode: str) -> Camera:
    """The Déboulé screen's camera in a mode the player picks with C ('behind': the thrower's
    view, 'top': the whole table from above), through the screen's own DebouleView and
    director, at rest, in a 16:9 window."""
    view = DebouleView()
    for _ in range(300):
        view.update(1 / 60, {}, mode=mode, aiming=True, rolling=False,
                    orbit=(200.0, 40.0, 1.4), lateral=0.0, aspect=SIZE[0] / SIZE[1])
        if view.director.rig.settled and not view.camera_moving:
            return view.camera
    raise AssertionError(f"the {mode} camera never came to rest")


@pytest.fixture(scope="module")
def cameras() -> dict[str, Camera]:
    return {"thrower": _game_camera("behind"), "top": _game_camera("top")}


def _face_up(kind: str, face: object, yaw: float = 0.0) -> tuple[float, ...]:
    faces = face_table()["deboule" if kind == "deboule" else "numbered"]
    return quat_axis_up(next(axis for axis, f in faces.items() if f == face), yaw)


def _linear_luma(pixels: np.ndarray) -> np.ndarray:
    """Relative luminance of screen pixels (the renderer's gamma 2.0 undone, RENDERING R3)."""
    return (np.asarray(pixels, dtype=float) / 255.0) ** 2 @ LUMA


def _contrast(a: float, b: float) -> float:
    """WCAG contrast ratio of two relative luminances."""
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


def _top_face_coverage(die: Drawable, camera: Camera, grid: int = 160, flat: float = 0.8
                       ) -> tuple[np.ndarray, np.ndarray]:
    """The pixels (flat indices into an image of SIZE) that the die's top face covers, with the
    share of each pixel that the face atlas inks: the glyph's mask projected through the
    camera. Only pixels wholly inside the flat part of the face (the rounded edges left out)."""
    axis, _ = up_axis(quat_to_mat(die.quaternion))
    faces = face_table()["deboule" if die.kind == "deboule" else "numbered"]
    ink = glyph_mask(faces[axis], grid)  # rows: v from -1, columns: u from -1
    s = (np.arange(grid) + 0.5) / grid * 2.0 - 1.0
    sv, su = np.meshgrid(s, s, indexing="ij")
    normal, u, v = (np.asarray(a, dtype=float) for a in FACE_FRAMES[axis])
    local = 0.5 * die.size * (normal + su[..., None] * u + sv[..., None] * v)
    world = local.reshape(-1, 3) @ quat_to_mat(die.quaternion).T + np.asarray(die.position)
    pixels = np.floor(camera.project(world, SIZE)).astype(int)
    keys = pixels[:, 1] * SIZE[0] + pixels[:, 0]
    inner = ((np.abs(su) < flat) & (np.abs(sv) < flat)).ravel()
    index, inverse = np.unique(keys, return_inverse=True)
    count = np.bincount(inverse)
    coverage = np.bincount(inverse, weights=ink.ravel()) / count
    inside = np.bincount(inverse, weights=inner) / count > 0.999
    return index[inside], coverage[inside]


def _symbol_contrast(headless: HeadlessRenderer, die: Drawable, camera: Camera
                     ) -> tuple[float, int]:
    """(contrast between the inked and the bare pixels of the top face, inked pixels) of one
    die alone on the table, rendered at SIZE."""
    image = headless.image([die], camera, size=SIZE).reshape(-1, 3)
    index, coverage = _top_face_coverage(die, camera)
    ink, bare = image[index[coverage > 0.5]], image[index[coverage < 0.05]]
    assert len(bare) >= 5, "the top face is not seen"
    if len(ink) == 0:
        return 1.0, 0
    return _contrast(_linear_luma(ink).mean(), _linear_luma(bare).mean()), len(ink)


# ------------------------------------------------------------------ 1. the colour-safe set

# Machado, Oliveira & Fernandes (2009), severity 1: linear RGB as seen with each deficiency
DEFICIENCIES = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}


def _lab(linear_rgb: np.ndarray) -> np.ndarray:
    """CIELAB (D65) of a linear sRGB colour."""
    to_xyz = np.array([[0.4124, 0.3576, 0.1805], [0.2126, 0.7152, 0.0722],
                       [0.0193, 0.1192, 0.9505]])
    xyz = to_xyz @ np.clip(linear_rgb, 0.0, 1.0) / np.array([0.9505, 1.0, 1.089])
    f = np.where(xyz > 0.008856, np.cbrt(xyz), 7.787 * xyz + 16.0 / 116.0)
    return np.array([116.0 * f[1] - 16.0, 500.0 * (f[0] - f[1]), 200.0 * (f[1] - f[2])])


@pytest.fixture(scope="module")
def safe_faces(headless) -> dict[tuple[bool, str], np.ndarray]:
    """A blank face of each colour seen straight down from close by (80×80 pixels of its
    middle), with the colour-safe option off and on."""
    camera = Camera(eye=(0.6, 0.05, 0.322), target=(0.6, 0.05, 0.022), up=(0.0, 1.0, 0.0),
                    fov_y_deg=8.0, near=0.05, far=1.0)
    faces = {}
    try:
        for safe in (False, True):
            headless.renderer.colour_safe = safe
            for colour in COLOURS:
                die = Drawable("deboule", DEBOULE, colour, (0.6, 0.05, DEBOULE / 2),
                               _face_up("deboule", "blank"))
                image = headless.image([die], camera, size=(256, 256))
                faces[(safe, colour)] = image[88:168, 88:168].astype(float)
    finally:
        headless.renderer.colour_safe = False
    return faces


def _pattern_spectrum(face: np.ndarray) -> tuple[float, np.ndarray]:
    """(relative spread of the face's luminance, its unit spatial spectrum): a pattern's
    signature that does not depend on the colour it is printed on."""
    luma = _linear_luma(face)
    relative = luma / luma.mean() - 1.0
    spectrum = np.abs(np.fft.fft2(relative))
    spectrum[0, 0] = 0.0
    norm = np.linalg.norm(spectrum)
    return float(relative.std()), spectrum / max(norm, 1e-12)


def test_each_colour_safe_deboule_has_a_pattern_of_its_own(headless, safe_faces):
    """Failing, a colour-blind player would see the same stripes (or no pattern) on two
    colours of déboules they cannot tell apart by colour: whose die is whose is lost."""
    signatures = {colour: _pattern_spectrum(safe_faces[(True, colour)]) for colour in COLOURS}
    spreads = {colour: round(spread, 3) for colour, (spread, _) in signatures.items()}
    plain = [colour for colour, spread in spreads.items() if spread < 0.03]
    patterned = [colour for colour, spread in spreads.items() if spread > 0.06]
    assert len(plain) <= 1 and len(patterned) == len(COLOURS) - len(plain), spreads
    for a, b in itertools.combinations(patterned, 2):
        likeness = float(np.sum(signatures[a][1] * signatures[b][1]))
        assert likeness < 0.8, f"{a} and {b} carry the same pattern ({likeness:.2f})"
    # and the option off: plain faces, as before
    for colour in COLOURS:
        assert _pattern_spectrum(safe_faces[(False, colour)])[0] < 0.03, colour
    # the renderer's own ids (deboule/data/shaders/piece.frag `pattern`): one per colour, none when
    # off
    dice = [Drawable("deboule", DEBOULE, colour, (0.5, 0.0, 0.011)) for colour in COLOURS]
    try:
        headless.renderer.colour_safe = True
        ids = headless.renderer._instance_rows(dice)[:, 22]
        headless.renderer.colour_safe = False
        off = headless.renderer._instance_rows(dice)[:, 22]
    finally:
        headless.renderer.colour_safe = False
    assert len(set(ids.tolist())) == len(COLOURS) and np.all(ids > 0) and np.all(off == 0)


def test_the_colour_safe_set_keeps_four_distinct_hues_in_the_top_view(headless, cameras):
    """Failing, two colour-safe colours (yellow included) would look alike on the table the
    player sees from above, for normal vision or with a colour-vision deficiency."""
    camera = cameras["top"]
    spots = {colour: (0.45 + 0.1 * k, 0.05) for k, colour in enumerate(COLOURS)}
    dice = [Drawable("deboule", DEBOULE, colour, (*spot, DEBOULE / 2),
                     _face_up("deboule", "blank"), id=colour) for colour, spot in spots.items()]
    try:
        headless.renderer.colour_safe = True
        image = headless.image(dice, camera, size=SIZE).astype(float)
    finally:
        headless.renderer.colour_safe = False
    means = {}
    for die in dice:
        index, _ = _top_face_coverage(die, camera, flat=0.7)
        means[die.id] = ((image.reshape(-1, 3)[index] / 255.0) ** 2).mean(axis=0)
    hues = {}
    for colour, linear in means.items():
        hue, saturation, _ = colorsys.rgb_to_hsv(*np.sqrt(linear))
        hues[colour] = hue * 360.0
        assert saturation > 0.45, f"{colour} is washed out ({saturation:.2f})"
    assert 40.0 <= hues["yellow"] <= 70.0, hues  # yellow still reads as yellow
    for a, b in itertools.combinations(COLOURS, 2):
        gap = abs((hues[a] - hues[b] + 180.0) % 360.0 - 180.0)
        assert gap >= 20.0, f"{a} and {b} hues only {gap:.0f}° apart: {hues}"
    for name, matrix in DEFICIENCIES.items():
        seen = {colour: _lab(np.asarray(matrix) @ linear) for colour, linear in means.items()}
        for a, b in itertools.combinations(COLOURS, 2):
            distance = float(np.linalg.norm(seen[a] - seen[b]))
            assert distance >= 10.0, f"{name}: {a} and {b} only ΔE {distance:.1f} apart"


# ------------------------------------------------------------------ 2. legible where it is read


@pytest.mark.parametrize("colour", COLOURS)
def test_each_symbol_stands_out_on_the_top_face_in_the_games_top_view(headless, cameras,
                                                                       colour):
    """Failing, a player deciding from the whole table seen from above (the view the game
    turns to for decisions, and C's 'top') could not tell a Flèche from a Chapeau, an Arc or
    a Losange on the face that counts."""
    camera = cameras["top"]
    for symbol, (spot, yaw) in zip(SYMBOLS, itertools.cycle((((0.48, 0.06), 20.0),
                                                             ((0.83, -0.11), -35.0))),
                                   strict=False):
        die = Drawable("deboule", DEBOULE, colour, (*spot, DEBOULE / 2),
                       _face_up("deboule", symbol, yaw))
        contrast, inked = _symbol_contrast(headless, die, camera)
        assert inked >= 20, f"{colour} {symbol}: {inked} inked pixels"
        assert contrast > 1.75, f"{colour} {symbol}: contrast {contrast:.2f}"


@pytest.mark.parametrize("colour", COLOURS)
def test_each_symbol_stands_out_on_the_top_face_in_the_throwers_view(headless, cameras,
                                                                     colour):
    """Failing, the thrower aiming from the near end would not make out the symbols of the
    déboules lying in the first half of the table, around the towers of the near repères.
    (Further down, the top face is a strip of a few pixels: there the game's close-up after
    a throw and the top view read it; test_render_look checks the close-up.)"""
    camera = cameras["thrower"]
    contrasts = []
    for spot in ((0.45, 0.05), (0.62, 0.0)):
        for symbol in SYMBOLS:
            die = Drawable("deboule", DEBOULE, colour, (*spot, DEBOULE / 2),
                           _face_up("deboule", symbol, 10.0))
            contrast, inked = _symbol_contrast(headless, die, camera)
            assert inked >= 5, f"{colour} {symbol} at {spot}: {inked} inked pixels"
            assert contrast > 1.25, f"{colour} {symbol} at {spot}: contrast {contrast:.2f}"
            contrasts.append(contrast)
    assert np.mean(contrasts) > 1.6, f"{colour}: {np.round(contrasts, 2)}"


def test_the_cochondes_pips_stand_out_in_the_games_top_view(headless, cameras):
    """Failing, the cochondé's number (the round's stake) could not be counted on the die
    itself from above."""
    camera = cameras["top"]
    for value in range(1, 7):
        die = Drawable("cochonde", COCHONDE, "pink", (0.78, -0.04, COCHONDE / 2),
                       _face_up("cochonde", value, 15.0 * value))
        contrast, inked = _symbol_contrast(headless, die, camera)
        assert inked >= 6, f"{value}: {inked} inked pixels"
        assert contrast > 1.7, f"{value}: contrast {contrast:.2f}"


def _badge_number(image: np.ndarray, camera: Camera, die: Drawable) -> tuple[int, dict]:
    """The number read in the badge above the die, and the scores (tests/badge_reader.py)."""
    x, y, z = die.position
    return read_badge(image, camera, (x, y, z + die.size), SIZE)


@pytest.mark.parametrize("view", ["top", "thrower"])
def test_the_cochondes_badge_reads_its_number_in_the_games_views(headless, cameras, view):
    """Failing, the enlarged top face drawn above the cochondé (its stake, R10) would show
    another number than the die's, or none, in the views the player plays in."""
    camera = cameras[view]
    for value in range(1, 7):
        die = Drawable("cochonde", COCHONDE, "pink", (0.78, -0.04, COCHONDE / 2),
                       _face_up("cochonde", value, 20.0), id="cochonde")
        image = headless.image([die], camera, size=SIZE, badges=("cochonde",))
        read, scores = _badge_number(image, camera, die)
        assert read == value, (value, scores)


# ------------------------------------------------------------------ 3. the aim's length

REACH_POWERS = (0.1, 0.2, 0.3)  # before the far rail: there the arrow shows where it stops


def _orientations(count: int, seed: int = 2024) -> list[tuple[float, ...]]:
    """The keyboard's own (upright), then `count` random ones that
    deboule/data/assets/throw_reach.json's builder never used."""
    rng = np.random.default_rng(seed)
    quats = rng.normal(size=(count, 4))
    quats /= np.linalg.norm(quats, axis=1, keepdims=True)
    return [(1.0, 0.0, 0.0, 0.0), *(tuple(float(q) for q in row) for row in quats)]


def _rolled(kind: str, power: float, orientation) -> tuple[float, float]:
    """(distance rolled, furthest x reached) of the keyboard's throw at `power`, straight down
    an empty table, simulated now in the game's physics (deboule.render.reach.roll_straight)."""
    from deboule.render.reach import roll_straight

    _, distance, furthest, _ = roll_straight(kind, power, orientation)
    return distance, furthest


def test_the_keyboards_launch_speeds_are_the_aims():
    """Failing, the arrow would be read at another speed than the throw the keys make."""
    from deboule.render.reach import POWERS, speed_for_power
    from deboule.shell.flick import keyboard_throw

    for kind in ("deboule", "cochonde"):
        for power in (*POWERS, 0.25, 0.55):
            speed = float(np.linalg.norm(keyboard_throw(0.0, power, 0.0, 0.0).velocity))
            assert speed_for_power(power, kind) == pytest.approx(speed, rel=1e-3), (kind, power)


@pytest.mark.parametrize("kind", ["deboule", "cochonde"])
def test_the_aim_is_as_long_as_fresh_throws_roll(kind):
    """Failing, the arrow the player aims with would promise a throw 20 % longer or shorter
    than the physics rolls it (a stale or mis-built deboule/data/assets/throw_reach.json, or a reach
    read wrongly): they would fall short of the cochondé or roll past it every time.

    Twenty-four throws a power (the keyboard's upright one and 23 random starting
    orientations), 0.1 to 0.3, as the screen aims them (DebouleView.aim): the median
    of rolled / arrow length is within 10 % over all of them, within 15 % at each power (the
    table holds the median of 25 orientations, deboule.render.reach.ORIENTATION_SEEDS)."""
    ratios: dict[float, list[float]] = {}
    for power in REACH_POWERS:
        arrow = DebouleView.aim((0.07, 0.0, 0.001), (1.0, 0.0), power, kind)
        assert not arrow.far_rail
        rolled = [_rolled(kind, power, q)[0] for q in _orientations(23)]
        kept = [d for d in rolled if math.isfinite(d)]
        assert len(kept) >= 0.8 * len(rolled)  # on an empty table these stay on it
        ratios[power] = [d / arrow.reach for d in kept]
    every = [r for values in ratios.values() for r in values]
    medians = {power: round(float(np.median(v)), 3) for power, v in ratios.items()}
    assert 0.9 <= np.median(every) <= 1.1, (np.median(every), medians)
    for power, median in medians.items():
        assert 0.85 <= median <= 1.15, (power, medians)


def test_the_aim_turns_red_where_throws_meet_the_far_rail():
    """Failing, the arrow would be drawn as a throw that stops on the table where the throw
    really hits the far rail and comes back (or red where it stops short)."""
    from deboule.physics.tables import DebouleTable

    far = DebouleTable.load().length
    for power, meets in ((0.2, False), (0.6, True)):
        arrow = DebouleView.aim((0.07, 0.0, 0.001), (1.0, 0.0), power)
        assert arrow.far_rail is meets, power
        reached = [_rolled("deboule", power, q)[1] + DEBOULE >= far for q in _orientations(4)]
        assert (sum(reached) >= 3) if meets else not any(reached), (power, reached)
