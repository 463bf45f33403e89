"""A save carries the stamp of the engine that played it, as a record does (docs/physics.md P12,
P19): it is resumed by playing its moves again, bit for bit only on the same MuJoCo and numpy.
A save made with another engine still resumes, and the player is told, in both languages, that
the dice may have fallen otherwise; a save with this engine's stamp, or one written before
stamps, says nothing; a strange stamp is told, never a traceback."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pyglet
import pytest

from deboule.files.saves import load_game, read_save_entry, write_save
from deboule.replays.records import engine_stamp

pyglet.options["headless"] = True

TESTS = Path(__file__).resolve().parent
sys.path.insert(0, str(TESTS))

from test_saves import SCREENS, StandInApp, close  # noqa: E402


@pytest.fixture(scope="module")
def saved() -> dict:
    screen = SCREENS["cdc"](StandInApp())
    try:
        return screen.to_save()
    finally:
        close(screen)


@pytest.fixture
def data(tmp_path, monkeypatch) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setenv("DEBOULE_DATA_DIR", str(folder))
    return folder


def _stamped(path: Path, engine) -> None:
    payload = json.loads(path.read_text(encoding="utf-8"))
    if engine is None:
        payload.pop("engine")
    else:
        payload["engine"] = engine
    path.write_text(json.dumps(payload), encoding="utf-8")


def test_a_save_carries_this_engines_stamp(data, saved):
    write_save("cdc", saved, data / "autosave.json")
    payload = json.loads((data / "autosave.json").read_text(encoding="utf-8"))
    assert payload["engine"] == engine_stamp()
    assert read_save_entry(data / "autosave.json")[2] is None


@pytest.mark.parametrize("engine", [{**engine_stamp(), "mujoco": "4.0.1"},
                                    {"mujoco": "3.17.0", "numpy": "1.26.0", "machine": "arm64"},
                                    "4.0.1", ["x"], {"mujoco": "\x1b[2J"}])
def test_a_save_from_another_engine_resumes_and_says_so(data, saved, engine):
    save = data / "autosave.json"
    write_save("cdc", saved, save)
    _stamped(save, engine)
    app = StandInApp()
    screen = load_game(app)
    assert screen is not None and save.exists()  # resumed, not set aside
    try:
        (notice,) = app.notices
        french, english = notice.text("fr"), notice.text("en")
        assert french.startswith("Partie sauvegardée avec un autre moteur physique")
        assert english.startswith("Game saved with another physics engine")
        assert "\x1b" not in french and "\n" not in french
        if isinstance(engine, dict) and "numpy" in engine:
            assert f"mujoco {engine['mujoco']}" in french
    finally:
        close(screen)


@pytest.mark.parametrize("engine", ["same", None])
def test_a_save_of_this_engine_or_from_before_stamps_resumes_silently(data, saved, engine):
    save = data / "autosave.json"
    write_save("cdc", saved, save)
    _stamped(save, engine_stamp() if engine == "same" else None)
    app = StandInApp()
    screen = load_game(app)
    assert screen is not None
    try:
        assert app.notices == []
    finally:
        close(screen)
