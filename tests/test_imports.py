"""The shape of the code's imports: every module imports, no import cycles anywhere (a function's
lazy import counts; `if TYPE_CHECKING:` imports do not), and the layers stay apart: spatial/
(rotations) imports none of ours; rules/ is pure (no physics, no game, one game's rules never
import another's, rules.core imports no game); physics/ knows nothing of rules or game; and no
game package under game/ imports another game's (the shared shell is for all of them)."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("spatial", "rules", "physics", "game", "bench")
GAME_PACKAGES = ("deboule", "cul_de_chouette", "enculette", "chamot")


def _modules() -> dict[str, Path]:
    modules = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            modules[".".join(parts)] = path
    return modules


MODULES = _modules()


def _owner(name: str) -> str | None:
    """The module of ours that `name` (a module, or a name inside one) belongs to."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def _imports(module: str, path: Path) -> set[str]:
    """Every module of ours that `module` imports, at its top or inside a function."""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            return  # for type checkers only: never run
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package
                for _ in range(node.level - 1):
                    anchor = anchor.rpartition(".")[0]
                base = f"{anchor}.{base}" if base else anchor
            names = [f"{base}.{alias.name}" for alias in node.names]
        else:
            names = []
        found.update(filter(None, map(_owner, names)))
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    found.discard(module)
    return found


GRAPH = {module: _imports(module, path) for module, path in MODULES.items()}


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_the_cycle_finder_finds_a_cycle():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert _cycles(graph) == [["a", "b", "c"]]
    assert _cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_cycles():
    assert _cycles(GRAPH) == []


def _layer(module: str) -> tuple[str, str | None]:
    parts = module.split(".")
    return parts[0], parts[1] if len(parts) > 1 else None


def test_layers_stay_apart():
    wrong = []
    for module, imported in GRAPH.items():
        top, sub = _layer(module)
        for target in imported:
            t_top, t_sub = _layer(target)
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
