"""Shared fixtures. The repository root is importable (physics, rules, game are top-level)."""

import sys
import types
from pathlib import Path

# This directory is a namespace package ("from tests.realwindow import ..."), which any regular
# top-level "tests" package in site-packages would shadow: spylls' wheel ships one (Chamot's
# lexicon needs spylls). Bind the name to this directory before any test module imports it.
_HERE = str(Path(__file__).resolve().parent)
if _HERE not in list(getattr(sys.modules.get("tests"), "__path__", [])):
    _package = types.ModuleType("tests")
    _package.__path__ = [_HERE]
    sys.modules["tests"] = _package
