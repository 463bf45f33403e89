"""Which of the suite's costly resources a test module uses, read from its source (conftest.py
marks its tests with them, so a new test module is marked with no one doing anything):

- `window`: the real game window under a private Xvfb (tests.realwindow, xdotool, Xvfb), or a
  real browser (tests.web_browser: the browser seat in headless chromium);
- `gl`: an OpenGL context (the game's window, headless or real; moderngl);
- `physics`: MuJoCo simulation (any module it reaches imports mujoco).

What a module reaches: the modules it imports, and through the project's packages what those
import, inside functions too (the project imports its heavy parts lazily). The rules never
import physics, so a rules test stays unmarked. A child process's script given as a string
counts as the module's code; a test that runs the game's commands in a child process is marked
by its words (`PYGLET_HEADLESS`, "play", "sim", Xvfb...)."""

from __future__ import annotations

import ast
import functools
import re
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MARKERS = ("window", "gl", "physics")
PACKAGES = ("deboule", "bench", "tests")

# words in a test module's source that mean a resource is used, in this process or a child
WINDOW_WORDS = re.compile(r"tests\.realwindow|tests\.web_browser|"
                          r"\bxserver\(|\bXvfb\b|\bxdotool\b|scripts/screenshots"
                          r"|\"screenshots\.py\"")
GL_WORDS = re.compile(r"\bGameApp\b|PYGLET_HEADLESS|headless_app|\bmoderngl\b|\bpyglet\b"
                      r"|deboule\.cli\", \"play|\"play\"|\"replay\"")
PHYSICS_WORDS = re.compile(r"\bmujoco\b|[\"']sim[\"']|-m[\"'], [\"']bench")
# modules whose import means the resource is used
GL_MODULES = ("moderngl", "deboule.shell.window", "tests.headless_app", "tests.window_driver")
PHYSICS_MODULES = ("mujoco",)


def _imports(tree: ast.AST, package: str) -> set[str]:
    """The modules a module imports anywhere in its code (its package given for relative
    imports): the project imports its heavy parts lazily, inside functions."""
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parts, base]) if base else ".".join(parts)
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


def _source_of(module: str) -> tuple[Path, str] | None:
    """A project module's file and its package name (None outside the project)."""
    if module.split(".")[0] not in PACKAGES:
        helper = ROOT / "tests" / f"{module}.py"  # a test module imports a helper by its name
        return (helper, "tests") if "." not in module and helper.is_file() else None
    path = ROOT.joinpath(*module.split("."))
    if (path / "__init__.py").is_file():
        return path / "__init__.py", module
    if path.with_suffix(".py").is_file():
        return path.with_suffix(".py"), module.rpartition(".")[0]
    return None


@functools.cache
def _direct(module: str) -> frozenset[str]:
    """What a project module imports (nothing for a module outside the project)."""
    found = _source_of(module)
    if found is None:
        return frozenset()
    path, package = found
    return frozenset(_imports(ast.parse(path.read_text(encoding="utf-8")), package))


@functools.cache
def _reach(module: str) -> frozenset[str]:
    """`module` and everything its imports reach, through the project's modules."""
    reached, todo = set(), [module]
    while todo:
        module = todo.pop()
        if module not in reached:
            reached.add(module)
            todo.extend(_direct(module) - reached)
    return frozenset(reached)


def _uses(reached: set[str], modules: tuple[str, ...]) -> bool:
    return any(name == m or name.startswith(m + ".") for name in reached for m in modules)


@functools.cache
def markers_for(path: Path) -> frozenset[str]:
    """The markers of the test module at `path`."""
    source = path.read_text(encoding="utf-8")
    tree = ast.parse(source)
    names = _imports(tree, "tests")
    for node in ast.walk(tree):  # a child process's script, given as a string
        if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and "import " in node.value:
            try:
                names |= _imports(ast.parse(textwrap.dedent(node.value)), "tests")
            except SyntaxError:
                pass
    reached = set().union(*(_reach(name) for name in names))
    marks = set()
    if WINDOW_WORDS.search(source):
        marks.add("window")
    if "window" in marks or GL_WORDS.search(source) or _uses(reached, GL_MODULES):
        marks.add("gl")
    if PHYSICS_WORDS.search(source) or _uses(reached, PHYSICS_MODULES):
        marks.add("physics")
    return frozenset(marks)
