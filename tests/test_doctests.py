"""The examples in the docstrings of `deboule/rules/` and `deboule/physics/` run (issue 31, point
5): a docstring that shows code shows code that works. Every module of both packages is imported and
its doctests run; a module whose example breaks fails here with the doctest's own report."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

PACKAGES = ("deboule.rules", "deboule.physics")


def _modules() -> list[str]:
    names = []
    for package in PACKAGES:
        root = importlib.import_module(package)
        names.append(package)
        names += [info.name for info in pkgutil.walk_packages(root.__path__, f"{package}.")]
    return sorted(names)


MODULES = _modules()


def _examples(name: str) -> int:
    finder = doctest.DocTestFinder(exclude_empty=True)
    return sum(len(test.examples) for test in finder.find(importlib.import_module(name)))


@pytest.mark.parametrize("name", [n for n in MODULES if _examples(n)])
def test_the_module_s_examples_run(name: str) -> None:
    module = importlib.import_module(name)
    outcome = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE,
                              report=True, verbose=False)
    assert outcome.attempted > 0
    assert outcome.failed == 0, f"{name}: {outcome.failed} of {outcome.attempted} examples failed"


def test_both_packages_show_examples() -> None:
    """The public entry points carry runnable examples: the rules' contract and the physics."""
    with_examples = {".".join(name.split(".")[:2]) for name in MODULES if _examples(name)}
    assert with_examples == set(PACKAGES)
