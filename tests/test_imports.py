"""The shape of the code's imports: every module imports, no import cycles anywhere (a function's
lazy import counts; `if TYPE_CHECKING:` imports do not), and the layers stay apart: deboule/spatial/
(rotations) imports none of ours; deboule/rules/ is pure (no physics, no game, one game's rules
never import another's, deboule.rules.core imports no game); deboule/physics/ knows nothing of rules
or game; and no game package under deboule/ imports another game's (the shared shell is for all of
them)."""

from __future__ import annotations

import functools
import importlib

import pytest

from deboule import registry
from tests.import_graph import import_graph, layer_of, module_paths, strongly_connected

PACKAGES = ("deboule", "bench")
GAME_PACKAGES = tuple(entry.package for entry in registry.GAMES)
MODULES = module_paths(PACKAGES)


@functools.cache
def graph() -> dict[str, set[str]]:
    """What runs: a block under `if TYPE_CHECKING:` is for type checkers only. Read when a test
    asks (once), not at collection: each pytest worker imports this module to collect it."""
    return import_graph(MODULES, type_checking=False)


def test_the_cycle_finder_finds_a_cycle():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert strongly_connected(graph) == [["a", "b", "c"]]
    assert strongly_connected({"a": {"b"}, "b": set()}) == []


def test_no_import_cycles():
    assert strongly_connected(graph()) == []


def test_layers_stay_apart():
    wrong = []
    for module, imported in graph().items():
        top, sub = layer_of(module)
        for target in imported:
            t_top, t_sub = layer_of(target)
            if top == "spatial" and t_top != "spatial":
                wrong.append((module, target))
            if top == "rules" and (t_top not in ("rules", "spatial") or (
                    t_top == "rules" and t_sub not in (sub, "core", None) and sub is not None)):
                wrong.append((module, target))  # pure rules, one game's own
            if top == "physics" and t_top in ("rules", "game"):
                wrong.append((module, target))
            if top == "game" and sub in GAME_PACKAGES and t_top == "game" and \
                    t_sub in GAME_PACKAGES and t_sub != sub:
                wrong.append((module, target))  # a game imports another game's package
    assert wrong == []


@pytest.mark.parametrize("module", sorted(m for m in MODULES if not m.startswith("bench.")))
def test_every_module_imports(module):
    importlib.import_module(module)
