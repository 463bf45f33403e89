"""Shared fixtures. The repository root is importable (physics, rules, game are top-level)."""

import sys
import types
from pathlib import Path

import pyglet
import pytest

# This directory is a namespace package ("from tests.realwindow import ..."), which any regular
# top-level "tests" package in site-packages would shadow: spylls' wheel ships one (Chamot's
# lexicon needs spylls). Bind the name to this directory before any test module imports it.
_HERE = str(Path(__file__).resolve().parent)
if _HERE not in list(getattr(sys.modules.get("tests"), "__path__", [])):
    _package = types.ModuleType("tests")
    _package.__path__ = [_HERE]
    sys.modules["tests"] = _package


# As the game sets it before its window (deboule/shell/window.py): moderngl's reads leave GL errors
# that pyglet would raise. pyglet reads the option when pyglet.gl is first imported, and a test
# module that imports the game's screens at its top (with `pyglet.options["headless"]`) imports it
# before any GameApp: every later GL test of that worker then raised GLException (0x1282).
pyglet.options["debug_gl"] = False


def pytest_collection_modifyitems(config, items):
    """Each test is marked `window`, `gl`, `physics` by what its module uses (tests/markers.py
    reads the module's source and what it imports): `make test-fast` leaves them out. A new test
    module is marked with no one doing anything; a marker set by hand stays. Only when `-m`
    selects by markers: reading every module's imports costs each worker 2.4 s of CPU before
    its first test, for nothing in a run of the whole suite (`make test`)."""
    import pytest

    from tests.markers import markers_for

    if not config.getoption("markexpr", ""):
        return
    for item in items:
        path = Path(str(item.fspath)).resolve()
        if path.parent != Path(_HERE) or not path.name.startswith("test_"):
            continue
        for name in sorted(markers_for(path)):
            item.add_marker(getattr(pytest.mark, name))


@pytest.hookimpl(optionalhook=True)  # a hook of pytest-xdist (`-n 2`), there when it is
def pytest_xdist_make_scheduler(config, log):
    """Under `-n` with xdist's default `--dist load`: the tests of a module that makes a set-up
    once for them run on one worker (tests/scheduling.py), not on both."""
    if config.getvalue("dist") != "load":
        return None  # another --dist asked for by name
    from tests.scheduling import SharedSetupScheduling

    return SharedSetupScheduling(config, log)


def pytest_ignore_collect(collection_path, config):
    """With `-m`, a test module whose markers leave all its tests out is not even imported
    (`make test-fast`: each xdist worker would import and collect every module, a good part
    of two minutes on a loaded machine)."""
    expression = config.getoption("markexpr", "")
    path = Path(collection_path).resolve()
    if not expression or path.parent != Path(_HERE) or not path.name.startswith("test_") \
            or path.suffix != ".py":
        return None
    try:
        from _pytest.mark.expression import Expression  # pytest's own -m parser

        compiled = Expression.compile(expression)
    except Exception:  # noqa: BLE001 - not sure: collect it, pytest will deselect it
        return None
    from tests.markers import MARKERS, markers_for

    marks = markers_for(path)
    # left out whatever other markers a test of it carries by hand
    for others in (False, True):
        def matcher(name, /, others=others, **_):
            return name in marks or (others and name not in MARKERS)

        if compiled.evaluate(matcher):
            return None
    return True
