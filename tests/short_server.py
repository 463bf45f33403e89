"""`deboule serve` with the online tests' short games, in a process of its own (a real server
that a test kills with SIGKILL: tests/test_online_restart.py). Run as
`python tests/short_server.py --port 0 --data DIR`: Cul de Chouette to `CDC_WIN` points and
Le Déboulé to `DEBOULE_TARGET`, as the test's local sim plays them.

`python tests/short_server.py --fork` makes the imports once (half a second of CPU, each time a
test started a server), then forks one such server per line it reads on its standard input (a
JSON object: "argv", the `serve` arguments, and "err", the file its standard error goes to)
and writes back its pid, one line each. Each is a process of its own that has served nothing
before, killed with SIGKILL as any; this process reaps each as soon as it ends (so a killed one
is gone at once, and its CPU counted with this process's children)."""

from __future__ import annotations

import contextlib
import faulthandler
import importlib
import json
import os
import signal
import sys
import traceback
import types
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace

ROOT = Path(__file__).resolve().parent.parent

DEBOULE_TARGET = 2  # Le Déboulé's match points in these tests (21 in a real game)
SERVE_IMPORTS = ("deboule.online.server", "deboule.online.store", "deboule.online.limits")


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
    if argv == ["--fork"]:
        return fork_servers(cli)
    return cli(["serve", *argv])


def fork_servers(cli: Callable[[list[str]], int]) -> int:
    """One server forked per line of standard input (see the module's text)."""
    for module in SERVE_IMPORTS:  # what `serve` imports, once for all
        importlib.import_module(module)
    signal.signal(signal.SIGCHLD, reap)
    for line in sys.stdin:
        order = json.loads(line)
        sys.stdout.flush()
        sys.stderr.flush()
        pid = os.fork()
        if pid == 0:
            code = 1
            try:
                signal.signal(signal.SIGCHLD, signal.SIG_DFL)
                err = os.open(order["err"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
                null = os.open(os.devnull, os.O_RDWR)
                for fd, to in ((null, 0), (null, 1), (err, 2)):
                    os.dup2(fd, to)
                code = cli(["serve", *order["argv"]])
            except BaseException:  # noqa: BLE001 -- said on its standard error
                traceback.print_exc()
            finally:
                sys.stderr.flush()
                os._exit(int(code or 0))
        print(pid, flush=True)
    return 0


def reap(*_: object) -> None:
    """Every forked server that ended, waited for."""
    with contextlib.suppress(ChildProcessError):
        while os.waitpid(-1, os.WNOHANG)[0]:
            pass


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))  # the checkout's deboule/ and tests/, as tests/conftest.py
    tests = types.ModuleType("tests")  # binds them (spylls ships a "tests" package)
    tests.__path__ = [str(ROOT / "tests")]
    sys.modules["tests"] = tests
    sys.exit(main(sys.argv[1:]))
