"""`make upgrade-check` (bench/upgrade_check.py): what it measures and how it says what moved.

Building the second environment needs the package index, so it is run by hand (docs/install.md,
"Upgrading a dependency"); here the figures it compares are measured on a few throws, and the
comparison is checked on figures that differ where an engine upgrade makes them differ."""

from __future__ import annotations

import copy

from bench.upgrade_check import ENGINE, _throw_figures, compare
from deboule.physics import World
from deboule.replays.records import ENGINE_PACKAGES


def _figures() -> dict:
    world = World.dice_tray(n=1, seed=0)
    tray = _throw_figures(world, "die-1", 6, seed=3)
    return {"engine": {"mujoco": "4.0.0", "numpy": "2.4.6", "machine": "x86_64"},
            "déboule": tray, "crowded table": tray, "tray die": tray,
            "sims": {"deboule seed 2": "abc (104 lines)"}}


def test_the_engine_packages_moved_are_those_the_records_stamp():
    assert set(ENGINE_PACKAGES) <= set(ENGINE)


def test_the_same_seeded_throws_give_the_same_figures():
    first = _throw_figures(World.dice_tray(n=1, seed=0), "die-1", 6, seed=3)
    again = _throw_figures(World.dice_tray(n=1, seed=0), "die-1", 6, seed=3)
    assert first == again
    assert sum(first["faces"].values()) + first["out"] == 6
    assert len(first["rests"]) == 16


def test_the_comparison_names_what_moved_and_by_how_much():
    before = _figures()
    assert not any("other" in line.lower() for line in compare(before, copy.deepcopy(before)))
    after = copy.deepcopy(before)
    after["engine"]["mujoco"] = "4.0.1"
    face = next(iter(after["tray die"]["faces"]))
    after["tray die"] = {**after["tray die"], "faces": {**after["tray die"]["faces"],
                                                         face: after["tray die"]["faces"][face]
                                                         + 1}, "rests": "0" * 16}
    after["sims"]["deboule seed 2"] = "def (104 lines)"
    lines = compare(before, after)
    assert "mujoco 4.0.0" in lines[0] and "mujoco 4.0.1" in lines[0]
    assert "tray die: other throws" in lines
    assert any(line.startswith(f"  face {face}: ") for line in lines)
    assert any("OTHER LINES" in line and "deboule seed 2" in line for line in lines)
