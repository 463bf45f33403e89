"""What the renderer builds on the CPU once, kept on disk between launches (issue 35, point 4).

The wood grain, the felt and the face atlas (value noise and anti-aliased glyphs in numpy), the
pieces' meshes and the tables' static meshes (thousands of small numpy calls) cost 0.7-1 s of the
window's start on the 2-core machine of docs/rendering.md ("Start time"), every launch, for
arrays that are the same every time; the table tops baked by a shader (bake.py), another 0.6 s,
are the same on the same GL driver. They are built once and saved as `.npz` files in the user's
cache directory (DEBOULE_CACHE_DIR, else platformdirs' user cache, as Chamot's lexicon index);
later launches load them in milliseconds, bit for bit what a build gives (`.npz` keeps every
byte of every array).

A file's name holds a digest of everything the arrays are made from: the source of the modules
that build them, the assets they read (table sizes, face layout), the shaders that bake the
table tops, and numpy's version (its random generators and rounding). Any change to those makes
a new name, so a stale file is never read. A file that cannot be read (missing, truncated,
foreign) is built again; one that cannot be written (read-only disk, no space) is simply not
kept: the game works as without it.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import io
import os
import tempfile
import time
import zipfile
from collections.abc import Callable
from importlib.resources import files
from pathlib import Path
from typing import TypeVar

import numpy as np

import deboule.physics.tables
import deboule.spatial
from deboule.render import furniture, meshes
from deboule.render.faces import face_table
from deboule.render.furniture import Surface, TableScene
from deboule.render.textures import face_atlas, felt_texture, wood_texture
from deboule.rules.core.regular_file import read_regular

FORMAT = 1  # bump when the layout of the files changes
STALE_SECONDS = 3600.0  # files of another digest older than this are removed (_prune)
# the largest file (a 2048x1024 baked table top) is about 11 MB; arrays are stored uncompressed
MAX_FILE_BYTES = 128 * 2**20
MAX_ARRAYS_BYTES = 256 * 2**20
Arrays = dict[str, np.ndarray]
T = TypeVar("T")


def cache_dir() -> Path:
    """DEBOULE_CACHE_DIR, else the user's cache directory (what Chamot's lexicon uses too)."""
    # loaded on first use, not with this module: platformdirs (2 ms)
    import platformdirs

    return Path(os.environ.get("DEBOULE_CACHE_DIR") or platformdirs.user_cache_dir("deboule"))


def _sources() -> list[Path]:
    """The files the prebuilt arrays are made from (the render package, spatial, the tables'
    sizes; the assets and the shaders are hashed apart, as package data)."""
    render = Path(__file__).resolve().parent
    found = sorted(render.glob("*.py"))
    found += sorted(Path(deboule.spatial.__file__).resolve().parent.glob("*.py"))
    found.append(Path(deboule.physics.tables.__file__).resolve())
    return found


@functools.cache
def digest() -> str:
    """A short digest of every input of the prebuilt arrays (see the module's docstring)."""
    hasher = hashlib.sha256(f"{FORMAT} numpy {np.__version__}".encode())
    for path in _sources():
        hasher.update(path.name.encode())
        hasher.update(path.read_bytes())
    for package, suffixes in (("deboule.data.assets", (".json",)),
                               ("deboule.data.shaders", (".frag", ".vert", ".glsl"))):
        folder = files(package)
        for name in sorted(entry.name for entry in folder.iterdir()
                           if entry.name.endswith(suffixes)):
            hasher.update(name.encode())
            hasher.update((folder / name).read_bytes())
    return hasher.hexdigest()[:16]


def cache_path(name: str) -> Path:
    return cache_dir() / f"render-{name}-{digest()}.npz"


def _read(path: Path) -> Arrays | None:
    """The arrays of the file at `path`, read through the project's safe reader
    (deboule/rules/core/regular_file.py: a regular file of at most MAX_FILE_BYTES, so a FIFO there
    cannot block the start and a symlink to /dev/zero cannot fill the memory), its arrays
    together at most MAX_ARRAYS_BYTES as the archive declares them; None (built again) else."""
    try:
        raw = read_regular(path, MAX_FILE_BYTES)
        with zipfile.ZipFile(io.BytesIO(raw)) as archive:
            if sum(member.file_size for member in archive.infolist()) > MAX_ARRAYS_BYTES:
                return None
        with np.load(io.BytesIO(raw), allow_pickle=False) as data:
            return {key: data[key] for key in data.files}
    except Exception:  # noqa: BLE001 - missing, truncated, foreign, not a file: built again
        return None


def _write(path: Path, arrays: Arrays) -> None:
    """Save atomically (a temporary file renamed): two launches at once never see half a file."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=path.stem, suffix=".tmp")
        try:
            with os.fdopen(handle, "wb") as out:
                np.savez(out, **arrays)
            os.replace(temporary, path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
        _prune(path.parent)
    except OSError:  # read-only, full or missing disk: not kept, built again next launch
        pass


def _prune(folder: Path) -> None:
    """Remove the files of other digests (an older version of the game) written more than
    STALE_SECONDS ago: ~25 MB each. Recent ones stay, for another checkout or version run at
    the same time (each would otherwise build again at every launch)."""
    now = time.time()
    for other in folder.glob("render-*.npz"):
        if digest() not in other.name:
            with contextlib.suppress(OSError):  # gone already, or not ours to remove
                if now - other.stat().st_mtime > STALE_SECONDS:
                    other.unlink()


def cached(name: str, build: Callable[[], Arrays], use: Callable[[Arrays], T],
           keep: bool = True) -> T:
    """`use(build())`, with `build()`'s arrays from the cache when a file of this name and
    digest is there (else built and saved). The same arrays either way, bit for bit
    (tests/test_start_time.py). A file `use` cannot read (a key missing, a wrong shape) is
    built again. `keep=False`: built, nothing read or written (what the window does not
    draw: the headless renderer of tests and tools, which may build a table of their own)."""
    if not keep:
        return use(build())
    path = cache_path(name)
    arrays = _read(path)
    if arrays:
        try:
            return use(arrays)
        except (KeyError, ValueError, TypeError, IndexError):
            pass
    arrays = build()
    _write(path, arrays)
    return use(arrays)


# ---------------------------------------------------------------- what the renderer prebuilds


def _textures() -> Arrays:
    return {"wood": wood_texture(), "felt": felt_texture(), "atlas": face_atlas()}


def textures(keep: bool = True) -> Arrays:
    """The wood grain tile, the felt and the face atlas (deboule/render/textures.py)."""
    return cached("textures", _textures, lambda arrays: {
        key: _checked(arrays[key], np.uint8, 3) for key in ("wood", "felt", "atlas")}, keep)


PIECE_KEYS = ("deboule", "numbered", "tower", "cylinder")


def _piece_meshes(bevel: int, turns: int) -> Arrays:
    faces = face_table()
    return {
        "deboule": meshes.rounded_cube(faces["deboule"], segments=bevel),
        "numbered": meshes.rounded_cube(faces["numbered"], segments=bevel),
        "tower": furniture.tower_mesh(turns),
        "cylinder": meshes.cylinder(1.0, 1.0, segments=28),
    }


def piece_meshes(bevel: int, turns: int, keep: bool = True) -> Arrays:
    """The pieces' meshes at this detail (segments of a die's rounded edge, turns of a tower),
    by the renderer's keys: "deboule", "numbered", "tower" (turned), "cylinder"."""
    return cached(f"pieces-{bevel}-{turns}", lambda: _piece_meshes(bevel, turns),
                  lambda arrays: {key: _checked(arrays[key], np.float32, 2) for key in PIECE_KEYS},
                  keep)


def _scene_arrays(name: str) -> Arrays:
    scene = furniture.SCENES[name]()
    arrays: Arrays = {"prelit": scene.prelit, "casters": scene.casters, "room": scene.room,
                      "name": np.array(scene.name),
                      "room_centre": np.array(scene.room_centre, dtype=np.float64),
                      "levels": np.array([scene.floor_z, scene.top_z], dtype=np.float64)}
    for key, mesh in scene.baked.items():
        surface = scene.surfaces[key]
        arrays[f"baked.{key}"] = mesh
        arrays[f"surface.{key}.recipe"] = np.array(surface.recipe)
        arrays[f"surface.{key}.rect"] = np.array(surface.rect, dtype=np.float64)
        arrays[f"surface.{key}.size"] = np.array(surface.size, dtype=np.int64)
    return arrays


def _scene(arrays: Arrays):
    baked = {key.removeprefix("baked."): _checked(mesh, np.float32, 2)
             for key, mesh in arrays.items() if key.startswith("baked.")}
    surfaces = {key: Surface(str(arrays[f"surface.{key}.recipe"]),
                             tuple(float(v) for v in arrays[f"surface.{key}.rect"]),
                             tuple(int(v) for v in arrays[f"surface.{key}.size"]))
                for key in baked}
    centre = arrays["room_centre"]
    floor_z, top_z = (float(v) for v in arrays["levels"])
    return TableScene(str(arrays["name"]), baked, surfaces,
                      _checked(arrays["prelit"], np.float32, 2),
                      _checked(arrays["casters"], np.float32, 2),
                      _checked(arrays["room"], np.float32, 2),
                      (float(centre[0]), float(centre[1])), floor_z, top_z)


def table_scene(name: str, keep: bool = True):
    """furniture.SCENES[name]()'s TableScene ("deboule", "tray"), its meshes prebuilt."""
    return cached(f"scene-{name}", lambda: _scene_arrays(name), _scene, keep)


def _checked(array: np.ndarray, dtype, dims: int) -> np.ndarray:
    """`array` if it is of `dtype` with `dims` dimensions (a file read back), else ValueError."""
    if array.dtype != dtype or array.ndim != dims:
        raise ValueError(f"prebuilt array of {array.dtype} {array.shape}")
    return array


def driver_digest(ctx) -> str:
    """A short digest of the GL driver (vendor, renderer, version): what a shader computes and
    how mipmaps are filtered may differ from one driver to another."""
    info = ctx.info
    driver = "|".join(str(info.get(key, "")) for key in ("GL_VENDOR", "GL_RENDERER",
                                                          "GL_VERSION"))
    return hashlib.sha256(driver.encode()).hexdigest()[:8]


def level_sizes(size: tuple[int, int]) -> list[tuple[int, int]]:
    """(width, height) of each mip level of a texture of `size`, down to 1 x 1 (GL's rule)."""
    width, height = size
    sizes = [(width, height)]
    while (width, height) != (1, 1):
        width, height = max(1, width // 2), max(1, height // 2)
        sizes.append((width, height))
    return sizes


Upload = Callable[[object, list[np.ndarray]], None]


def mipmapped(ctx, name: str, size: tuple[int, int], make: Callable[[], object],
              upload: Upload | None, keep: bool = True):
    """The RGBA8 texture `make()` gives (its mipmaps built by GL; the caller sets how it is
    sampled), kept on disk for this GL driver, every mip level as GL made it: at later launches
    level 0 is uploaded and the others given by `upload(texture, levels)`
    (context.upload_mip_levels: no mipmap blit for llvmpipe to compile) or, where there is no
    `upload` (a standalone context), built again by GL from the same level 0: the same texels
    either way."""
    sizes = level_sizes(size)
    made: list = []

    def build() -> Arrays:
        texture = make()
        made.append(texture)
        return {f"level{level}": np.frombuffer(texture.read(level=level), dtype=np.uint8)
                .reshape(height, width, 4) for level, (width, height) in enumerate(sizes)}

    def use(arrays: Arrays):
        if made:  # just made: that very texture
            return made[0]
        levels = [_checked(arrays[f"level{level}"], np.uint8, 3) for level in range(len(sizes))]
        if any(pixels.shape != (height, width, 4)
               for pixels, (width, height) in zip(levels, sizes, strict=True)):
            raise ValueError(f"mip levels of {[pixels.shape for pixels in levels]}")
        texture = ctx.texture(size, 4, levels[0].tobytes())
        if upload is None:
            texture.build_mipmaps()
        else:
            upload(texture, levels[1:])
        return texture

    width, height = size
    return cached(f"{name}-{width}x{height}-{driver_digest(ctx)}", build, use, keep)
