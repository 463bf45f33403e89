"""`deboule serve` with the online tests' short games, in a process of its own (a real server
that a test kills with SIGKILL: tests/test_online_restart.py). Run as
`python tests/short_server.py --port 0 --data DIR`: Cul de Chouette to `CDC_WIN` points and
Le Déboulé to `DEBOULE_TARGET`, as the test's local sim plays them."""

from __future__ import annotations

import faulthandler
import signal
import sys
import types
from pathlib import Path
from types import SimpleNamespace

ROOT = Path(__file__).resolve().parent.parent

DEBOULE_TARGET = 2  # Le Déboulé's match points in these tests (21 in a real game)


def shorten(patch: object) -> None:
    """The short games: `patch.setattr(obj, name, value)` (pytest's monkeypatch, or plain
    setattr in the server's process)."""
    from tests.online_support import shorten_cul_de_chouette, shorten_deboule

    shorten_cul_de_chouette(patch)
    shorten_deboule(patch, DEBOULE_TARGET)


def main(argv: list[str]) -> int:
    from deboule.cli import main as cli

    faulthandler.register(signal.SIGUSR1)  # a test that waits too long gets every stack
    shorten(SimpleNamespace(setattr=setattr))
    return cli(["serve", *argv])


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))  # the checkout's deboule/ and tests/, as tests/conftest.py
    tests = types.ModuleType("tests")  # binds them (spylls ships a "tests" package)
    tests.__path__ = [str(ROOT / "tests")]
    sys.modules["tests"] = tests
    sys.exit(main(sys.argv[1:]))
