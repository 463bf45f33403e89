"""llvmpipe's raster threads each kept on a core of their own (deboule/render/threads.py): found by
name in /proc, pinned one to a core in their order, and nothing done for a hardware GPU, on one
core, or for a thread that ended meanwhile."""

from __future__ import annotations

import os

import pytest

from deboule.render import threads
from deboule.render.threads import pin_raster_threads, raster_threads


def _tasks(tmp_path, names: dict[str, str | None]):
    """A fake /proc/self/task: a directory per thread id, with its name in `comm` (None: no
    `comm`, as for a thread that ended while being listed)."""
    for tid, name in names.items():
        entry = tmp_path / tid
        entry.mkdir()
        if name is not None:
            (entry / "comm").write_text(name + "\n")
    return tmp_path


@pytest.fixture
def affinity(monkeypatch):
    """Two cores, and every sched_setaffinity call recorded instead of made."""
    calls: list[tuple[int, set[int]]] = []
    monkeypatch.setattr(threads.os, "sched_getaffinity", lambda pid: {0, 1}, raising=False)
    monkeypatch.setattr(threads.os, "sched_setaffinity",
                        lambda pid, cores: calls.append((pid, set(cores))), raising=False)
    return calls


def test_the_raster_threads_are_found_by_name_in_their_order(tmp_path):
    tasks = _tasks(tmp_path, {"123": "llvmpipe-1", "124": "python", "125": "llvmpipe-0",
                              "126": None, "127": "llvmpipe-x", "notatid": "llvmpipe-2"})
    assert raster_threads(tasks) == [(0, 125), (1, 123)]
    assert raster_threads(tmp_path / "missing") == []


def test_each_raster_thread_goes_on_a_core_of_its_own(tmp_path, affinity):
    tasks = _tasks(tmp_path, {"20": "llvmpipe-0", "21": "llvmpipe-1", "22": "llvmpipe-2",
                              "23": "python"})
    pinned = pin_raster_threads("llvmpipe (LLVM 15.0.6, 256 bits)", tasks)
    # in their order, round the cores when there are more threads than cores
    assert affinity == [(20, {0}), (21, {1}), (22, {0})]
    assert pinned == {20: 0, 21: 1, 22: 0}


def test_a_thread_that_ended_is_passed_over(tmp_path, monkeypatch):
    tasks = _tasks(tmp_path, {"30": "llvmpipe-0", "31": "llvmpipe-1"})
    made = []

    def set_affinity(pid, cores):
        if pid == 30:
            raise ProcessLookupError(3, "No such process")
        made.append((pid, set(cores)))

    monkeypatch.setattr(threads.os, "sched_getaffinity", lambda pid: {2, 5}, raising=False)
    monkeypatch.setattr(threads.os, "sched_setaffinity", set_affinity, raising=False)
    assert pin_raster_threads("llvmpipe", tasks) == {31: 5}
    assert made == [(31, {5})]


@pytest.mark.parametrize("renderer", ["NVIDIA GeForce RTX 3060/PCIe/SSE2",
                                      "Mesa Intel(R) UHD Graphics 620 (KBL GT2)"])
def test_nothing_is_pinned_for_a_hardware_gpu(tmp_path, affinity, renderer):
    tasks = _tasks(tmp_path, {"40": "llvmpipe-0", "41": "llvmpipe-1"})
    assert pin_raster_threads(renderer, tasks) == {}
    assert affinity == []


def test_nothing_is_pinned_on_one_core(tmp_path, affinity, monkeypatch):
    monkeypatch.setattr(threads.os, "sched_getaffinity", lambda pid: {3}, raising=False)
    tasks = _tasks(tmp_path, {"50": "llvmpipe-0"})
    assert pin_raster_threads("llvmpipe", tasks) == {}
    assert affinity == []


def test_the_game_pins_its_own_raster_threads(tmp_path, monkeypatch):
    """Once the app's GL context is made: with llvmpipe on two cores or more (CI has no GPU),
    every raster thread of the process is on one core, and two threads of one index share
    none; with a hardware GPU or on one core, nothing is pinned."""
    from deboule.shell.settings import Settings
    from deboule.shell.window import GameApp

    monkeypatch.setenv("DEBOULE_CONFIG_DIR", str(tmp_path))
    app = GameApp(headless=True, settings=Settings(window=(960, 540)))
    try:
        cores = sorted(os.sched_getaffinity(0))
        if "llvmpipe" not in app.ctx.info["GL_RENDERER"] or len(cores) < 2:
            assert app.pinned_raster_threads == {}
            return
        found = raster_threads()
        assert found, "llvmpipe runs raster threads"
        assert set(app.pinned_raster_threads) <= {tid for _, tid in found}
        for index, tid in found:
            assert os.sched_getaffinity(tid) == {cores[index % len(cores)]}
        # the main thread is left free
        assert os.sched_getaffinity(0) == set(cores)
    finally:
        app.quit()
