"""The import graph of our own modules, for the tests that hold the code's shape
(tests/test_imports.py: layers and cycles over every package; tests/test_structure.py: cycles
within deboule/ and deboule/physics/, counting type checkers' imports too): one reading of the
imports and one cycle finder for both."""

from __future__ import annotations

import ast
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


LOWER_LAYERS = ("rules", "physics", "spatial", "data")


def layer_of(module: str) -> tuple[str, str | None]:
    """(layer, part) of one of our modules: `rules`, `physics`, `spatial` (deboule.rules.<part>,
    ...), `game` for the program above them (deboule.games.<game> with the game as its part,
    the shell's deboule.<package> with that package), or the top folder (`bench`, `tests`)."""
    parts = module.split(".")
    if parts[0] != "deboule":
        return parts[0], parts[1] if len(parts) > 1 else None
    if len(parts) == 1:
        return "game", None
    if parts[1] in LOWER_LAYERS:
        return parts[1], parts[2] if len(parts) > 2 else None
    if parts[1] == "games":
        return "game", parts[2] if len(parts) > 2 else None
    return "game", parts[1]


def program_paths(root: Path = ROOT) -> dict[str, Path]:
    """The program above the rules and the physics: every module of deboule/ but its lower
    layers (deboule/rules/, deboule/physics/, deboule/spatial/, deboule/data/)."""
    return {module: path for module, path in module_paths(("deboule",), root).items()
            if layer_of(module)[0] == "game"}


def module_paths(packages: Iterable[str], root: Path = ROOT) -> dict[str, Path]:
    """Every module under `packages` by its dotted name (a package by its own name)."""
    modules = {}
    for package in packages:
        for path in sorted((root / package).rglob("*.py")):
            parts = list(path.relative_to(root).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            modules[".".join(parts)] = path
    return modules


def imported_names(module: str, path: Path, type_checking: bool = True) -> set[str]:
    """Every dotted name `module` imports, at its top or inside a function (relative imports
    made absolute); `type_checking=False` leaves out `if TYPE_CHECKING:` blocks (never run)."""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    names: set[str] = set()

    def visit(node: ast.AST) -> None:
        if not type_checking and isinstance(node, ast.If) and \
                "TYPE_CHECKING" in ast.unparse(node.test):
            return
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package
                for _ in range(node.level - 1):
                    anchor = anchor.rpartition(".")[0]
                base = f"{anchor}.{base}" if base else anchor
            names.update(f"{base}.{alias.name}" for alias in node.names)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    return names


def import_graph(modules: dict[str, Path], type_checking: bool = True) -> dict[str, set[str]]:
    """module -> the modules of `modules` it imports (a name inside a module counts as that
    module; `from deboule.screens import base` as deboule.screens.base)."""

    def owner(name: str) -> str | None:
        while name and name not in modules:
            name = name.rpartition(".")[0]
        return name or None

    graph = {}
    for module, path in modules.items():
        found = {owner(name) for name in imported_names(module, path, type_checking)}
        graph[module] = {m for m in found if m is not None and m != module}
    return graph


def strongly_connected(graph: dict[str, set[str]]) -> list[list[str]]:
    """The import cycles: strongly connected components of more than one module, each sorted,
    in sorted order (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        work = [(root, iter(sorted(graph[root])))]
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
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
    return sorted(found)
