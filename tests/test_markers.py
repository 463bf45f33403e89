"""The pytest markers window, gl and physics (issue 31 point 8) are set from what a test module
uses (tests/markers.py), so that a new module is marked with no one doing anything, and
`make test-fast` (-m "not window and not gl and not physics") leaves out what is slow."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from tests.markers import markers_for

HERE = Path(__file__).resolve().parent


@pytest.mark.parametrize(("module", "expected"), [
    ("test_real_window_moving.py", {"window", "gl"}),    # the real window's helper
    ("test_loop_updates.py", {"gl", "physics"}),         # the Déboulé's screen in a child
    ("test_physics_world.py", {"physics"}),              # physics.World, lazily from physics
    ("test_rules_core.py", set()),                       # the rules import no physics
    ("test_chamot_rules.py", set()),
])
def test_the_suite_s_modules_are_marked_by_what_they_use(module, expected):
    assert markers_for(HERE / module) == expected


# (the words are cut in two, joined when the test runs: whole, they would mark this module)
CHILD = 'SCRIPT = """\nimport pyg' + 'let\n"""\n'


@pytest.mark.parametrize(("source", "expected"), [
    # the game's window
    ("from deboule.shell.win" + "dow import Game" + "App\n", {"gl", "physics"}),
    ("from tests.real" + "window import RealWindow\n", {"window", "gl"}),
    # imported in a test, and reached through the game's modules: a match runs MuJoCo worlds
    ("def test_x():\n    from deboule.games.deboule.ma" + "tch import DebouleMatch\n", {"physics"}),
    ("import subprocess\nsubprocess.run(['python', '-m', 'deboule.cli', 's" + "im'])\n",
     {"physics"}),
    (CHILD, {"gl"}),
    ("from deboule.rules.cul_de_chouette im" + "port CdcState\n", set()),
])
def test_a_new_module_is_marked_with_no_one_doing_anything(tmp_path, source, expected):
    module = tmp_path / "test_new.py"
    module.write_text(source, encoding="utf-8")
    assert markers_for(module) == expected


def test_the_markers_are_set_on_the_collected_tests(request):
    """conftest.py's hook: this module uses none of them; the markers are registered."""
    assert not {mark.name for mark in request.node.iter_markers()} & {"window", "gl", "physics"}
    registered = "\n".join(request.config.getini("markers"))
    assert all(f"{name}:" in registered for name in ("window", "gl", "physics"))


@pytest.mark.parametrize(("expression", "expected"),
                         [("not window", {"window", "gl"}), ("", set())])
def test_the_hook_marks_the_tests_when_m_selects_by_markers(request, expression, expected):
    """Without `-m` (the whole suite) nothing reads the markers: the hook leaves the tests as
    they are."""
    hook = request.config.pluginmanager.get_plugin(str(HERE / "conftest.py"))

    class Config:
        def getoption(self, name, default=None):
            return expression if name == "markexpr" else default

    added = []
    item = SimpleNamespace(fspath=HERE / "test_real_window_moving.py",
                           add_marker=lambda mark: added.append(mark.name))
    hook.pytest_collection_modifyitems(Config(), [item])
    assert set(added) == expected
