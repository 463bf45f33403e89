"""The window's start (issue 35, point 4): the main menu's first frame loads nothing the menu does
not need (the warm-up loads it after), and what the renderer keeps on disk (deboule/render/
prebuilt.py) is what it builds, bit for bit, whatever state the cache is in. The time itself is
measured by bench/start.py, not here (no wall-clock thresholds in tests)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from deboule.render import furniture, prebuilt

ROOT = Path(__file__).resolve().parent.parent

# what the menu's first frame must not import: the games' rules and bots, MuJoCo and the physics
# world, scipy, Chamot's lexicon, the audio drivers
DEFERRED = ("mujoco", "scipy", "deboule.physics.world", "deboule.rules.deboule",
            "deboule.rules.cul_de_chouette", "deboule.rules.enculette", "deboule.rules.chamot",
            "marisa_trie", "wordfreq", "spylls",
            "pyglet.media", "deboule.games.deboule.screen")

MENU = """
import json, sys
from deboule.shell.settings import Settings
from deboule.shell.window import GameApp
app = GameApp(headless=True, settings=Settings(quality="low", window=(960, 540)))
app.frame()
first = sorted(m for m in sys.modules if m.split(".")[0] in %(roots)r or m in %(deferred)r)
for step in app.warm_up_steps():
    step()
after = sorted(m for m in sys.modules if m.split(".")[0] in %(roots)r or m in %(deferred)r)
print(json.dumps({"first": first, "after": after, "menu": type(app.screen).__name__}))
app.quit()
"""


def _run(code: str, home: Path) -> dict:
    env = dict(os.environ, DEBOULE_CONFIG_DIR=str(home / "config"),
               DEBOULE_DATA_DIR=str(home / "data"), DEBOULE_CACHE_DIR=str(home / "cache"),
               PYTHONPATH=str(ROOT))
    env.pop("DISPLAY", None)
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr[-3000:]
    return json.loads(result.stdout.strip().splitlines()[-1])


def _loaded(modules: list[str]) -> list[str]:
    return sorted({name for name in modules for deferred in DEFERRED
                   if name == deferred or name.startswith(deferred + ".")})


def test_the_menus_first_frame_defers_what_it_does_not_need_and_the_warm_up_loads_it(tmp_path):
    roots = sorted({name.split(".")[0] for name in DEFERRED})
    seen = _run(MENU % {"roots": roots, "deferred": DEFERRED}, tmp_path)
    assert seen["menu"] == "MainMenu"
    assert _loaded(seen["first"]) == []
    # after the first frame: the sounds, and the default game's rules its table imports
    assert "pyglet.media" in seen["after"]
    assert "deboule.rules.deboule" in seen["after"]


# ---------------------------------------------------------------- what is kept on disk


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("DEBOULE_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache"


def _scene_equal(a, b) -> None:
    assert (a.name, a.surfaces, a.room_centre, a.floor_z, a.top_z) == \
        (b.name, b.surfaces, b.room_centre, b.floor_z, b.top_z)
    assert a.baked.keys() == b.baked.keys()
    for key in a.baked:
        assert a.baked[key].dtype == b.baked[key].dtype
        assert np.array_equal(a.baked[key], b.baked[key])
    for field in ("prelit", "casters", "room"):
        assert getattr(a, field).dtype == getattr(b, field).dtype
        assert np.array_equal(getattr(a, field), getattr(b, field))


@pytest.mark.parametrize("table", sorted(furniture.SCENES))
def test_a_table_kept_on_disk_is_the_one_built(cache, table):
    built = furniture.SCENES[table]()
    first = prebuilt.table_scene(table)  # built and saved
    assert prebuilt.cache_path(f"scene-{table}").exists()
    again = prebuilt.table_scene(table)  # read back
    _scene_equal(first, built)
    _scene_equal(again, built)


def test_textures_and_pieces_kept_on_disk_are_the_ones_built(cache):
    from deboule.render import meshes
    from deboule.render.faces import face_table
    from deboule.render.textures import face_atlas, felt_texture, wood_texture

    for _ in range(2):  # built and saved, then read back
        images = prebuilt.textures()
        for key, image in (("wood", wood_texture()), ("felt", felt_texture()),
                           ("atlas", face_atlas())):
            assert images[key].dtype == image.dtype and np.array_equal(images[key], image)
        pieces = prebuilt.piece_meshes(3, 18)
        faces = face_table()
        built = {"deboule": meshes.rounded_cube(faces["deboule"], segments=3),
                 "numbered": meshes.rounded_cube(faces["numbered"], segments=3),
                 "tower": furniture.tower_mesh(18),
                 "cylinder": meshes.cylinder(1.0, 1.0, segments=28)}
        for key in prebuilt.PIECE_KEYS:
            assert np.array_equal(pieces[key], built[key])
    assert prebuilt.cache_path("textures").exists()


@pytest.mark.parametrize("damage", [b"", b"not a numpy file", "wrong keys"])
def test_a_damaged_file_is_built_again(cache, damage):
    path = prebuilt.cache_path("scene-deboule")
    path.parent.mkdir(parents=True, exist_ok=True)
    if damage == "wrong keys":
        np.savez(path, other=np.zeros(3))
    else:
        path.write_bytes(damage)
    _scene_equal(prebuilt.table_scene("deboule"), furniture.deboule_scene())
    with np.load(path) as data:  # written again, whole
        assert "prelit" in data.files


def test_an_unwritable_cache_changes_nothing(tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("DEBOULE_CACHE_DIR", str(blocker / "cache"))
    _scene_equal(prebuilt.table_scene("deboule"), furniture.deboule_scene())
    assert not (blocker / "cache").exists()


def test_files_of_another_version_are_removed_once_old(cache):
    cache.mkdir()
    old = cache / "render-scene-deboule-0123456789abcdef.npz"
    recent = cache / "render-scene-tray-fedcba9876543210.npz"
    for path in (old, recent):
        np.savez(path, x=np.zeros(1))
    os.utime(old, (1.0, 1.0))  # written long ago
    prebuilt.table_scene("deboule")  # a new file written: the folder is tidied
    assert not old.exists()
    assert recent.exists()  # another checkout's, in use now: kept
    assert prebuilt.cache_path("scene-deboule").exists()


WINDOW = """
import json, sys
import numpy as np
from deboule.shell.settings import Settings
from deboule.shell.window import GameApp
shots = []
for _ in range(2):  # empty cache (GL builds the mipmaps), then the levels read back from disk
    app = GameApp(headless=True, settings=Settings(quality="high", window=(960, 540)))
    for _ in range(2):
        app.frame()
    shots.append(app.screenshot())
    app.quit()
print(json.dumps({"same": bool(np.array_equal(*shots)), "mean": float(shots[0].mean())}))
"""


def test_the_window_draws_the_same_from_the_disk_as_when_it_built_everything(tmp_path):
    seen = _run(WINDOW, tmp_path)
    assert seen["mean"] > 5.0  # a drawn menu, not a black frame
    assert seen["same"]
    kept = sorted(path.name for path in (tmp_path / "cache").glob("render-*.npz"))
    # the table, its baked top and the textures with their mip levels, the pieces
    for name in ("render-scene-deboule-", "render-baked-deboule-top-2048x1024-",
                 "render-texture-wood-512x512-", "render-texture-atlas-512x384-",
                 "render-pieces-3-18-"):
        assert any(kept_name.startswith(name) for kept_name in kept), (name, kept)
