"""Issue 32, points 4 and 5: every line the program prints goes through deboule/text/terminal.py, so
no raw terminal escape reaches the terminal from any user-given argument, and a display that
cannot be opened is one line, not pyglet's traceback.

- a scan of the source (AST): no module of deboule/, deboule/rules/ or deboule/physics/ prints or
writes to the
  standard streams but deboule/text/terminal.py (and the allow-list below, each with its reason);
- `deboule` run for real with escapes in every argument the user gives;
- `DISPLAY=:987 deboule play` and `deboule replay --watch`: one line, no traceback.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCANNED = ("deboule",)
HELPER = "deboule/text/terminal.py"
STREAMS = {"stdout", "stderr", "__stdout__", "__stderr__"}
# calls that print to a standard stream behind the helper's back
PRINTING_CALLS = {("warnings", "warn"), ("traceback", "print_exc"),
                  ("traceback", "print_exception"), ("traceback", "print_stack"),
                  ("pprint", "pprint"), ("os", "write")}
# (module, what it names) -> why it may: the line still goes through deboule/text/terminal.py
ALLOWED = {
    ("deboule/replays/replay.py", "sys.stdout"): "picks the stream say() prints the verdict on "
                                      "(stdout when identical, else stderr)",
    ("deboule/replays/replay.py", "sys.stderr"): "the same choice of stream for say()",
}


def offences(source: str) -> list[str]:
    """What in `source` prints or writes to a standard stream without deboule/text/terminal.py."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id == "print":
            found.append("print()")
        elif isinstance(node, ast.Attribute) and node.attr in STREAMS \
                and isinstance(node.value, ast.Name) and node.value.id == "sys":
            found.append(f"sys.{node.attr}")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and isinstance(node.func.value, ast.Name) \
                and (node.func.value.id, node.func.attr) in PRINTING_CALLS:
            if node.func.attr == "write" and not (
                    node.args and isinstance(node.args[0], ast.Constant)
                    and node.args[0].value in (1, 2)):
                continue  # os.write to a pipe of its own (the thinker's), not a terminal
            found.append(f"{node.func.value.id}.{node.func.attr}()")
        elif isinstance(node, ast.Import | ast.ImportFrom):
            names = [alias.name for alias in node.names] if isinstance(node, ast.Import) \
                else [node.module or ""]
            if any(name.split(".")[0] == "logging" for name in names):
                found.append("logging")
    return found


def test_the_scan_finds_each_way_of_printing():
    sample = ("import sys, os, logging\nimport warnings\nprint('x')\nsys.stderr.write('x')\n"
              "f(file=sys.__stdout__)\nwarnings.warn('x')\nos.write(2, b'x')\nos.write(fd, b'')\n")
    assert sorted(offences(sample)) == sorted(
        ["logging", "print()", "sys.stderr", "sys.__stdout__", "warnings.warn()", "os.write()"])


def test_only_the_terminal_module_prints():
    seen: dict[tuple[str, str], int] = {}
    for package in SCANNED:
        for path in sorted((ROOT / package).rglob("*.py")):
            name = path.relative_to(ROOT).as_posix()
            if name == HELPER:
                continue
            for what in offences(path.read_text(encoding="utf-8")):
                seen[(name, what)] = seen.get((name, what), 0) + 1
    outside = sorted(key for key in seen if key not in ALLOWED)
    assert outside == [], "print through deboule.text.terminal.say/warn instead"
    assert sorted(seen) == sorted(ALLOWED), "an allowed exception no longer needed: remove it"


# ---------------------------------------------------------------------------- end to end
# an OSC title sequence, a bell, a clear-screen CSI, a C1 CSI (U+009B) and a raw 0x9b byte
HOSTILE = b"ab\x1b]0;X\x07c\xc2\x9bd\x1b[2Je\x9b"
RAW = (b"\x1b", b"\x07", b"\x9b")


def deboule(args: list, tmp_path: Path, **env: str) -> subprocess.CompletedProcess:
    """`deboule ARGS` (bytes allowed: argv as the shell gives it), its data in tmp_path."""
    environment = {key: value for key, value in os.environ.items()
                   if key not in ("DISPLAY", "WAYLAND_DISPLAY")}
    environment.update(DEBOULE_DATA_DIR=str(tmp_path / "data"),
                       DEBOULE_CONFIG_DIR=str(tmp_path / "config"),
                       TMPDIR=str(tmp_path), **env)
    command = [sys.executable, "-m", "deboule.cli", *args]
    return subprocess.run(command, cwd=ROOT, env=environment, capture_output=True, timeout=300)


def assert_escaped(done: subprocess.CompletedProcess, echoed: bool = True) -> str:
    output = done.stdout + done.stderr
    for byte in RAW:
        assert byte not in output, (byte, output)
    text = output.decode("utf-8")
    assert "Traceback" not in text
    if echoed:  # the hostile text was told, escaped (not silently dropped)
        assert "\\x1b" in text, text
    return text


def hostile_record_path(tmp_path: Path) -> bytes:
    return os.fsencode(tmp_path) + b"/" + HOSTILE + b".json"


@pytest.mark.parametrize("args", [
    ["sim", "--game", "chamot", "--house-words", HOSTILE],
    ["sim", "--game", HOSTILE],
    ["sim", "--players", HOSTILE],
    ["sim", "--seed", HOSTILE],
    ["sim", "--bots", HOSTILE],
    ["sim", "--bots", b"novice," + HOSTILE],
    ["sim", "--bots", b"no_such_module_" + HOSTILE + b":Bot"],
    ["sim", "--game", "chamot", "--preset", HOSTILE],
    ["sim", "--game", "enculette", "--preset", HOSTILE],
    ["sim", "--game", "enculette", "--preset", b"broc=" + HOSTILE],  # told cut short
    ["sim", "--game", "cul-de-chouette", "--join", HOSTILE],
    ["sim", "--game", "cul-de-chouette", "--join", b"expert@" + HOSTILE],
    ["sim", "--lang", HOSTILE],
    ["sim", "--record", b"/no/such/" + HOSTILE + b"/r.json"],
    ["sim", b"--" + HOSTILE],
    ["play", "--lang", HOSTILE],
    ["replay", HOSTILE + b".json"],
    ["bench", HOSTILE],
    [HOSTILE],
], ids=lambda args: " ".join(a if isinstance(a, str) else "HOSTILE" for a in args)[:40])
def test_a_hostile_argument_is_told_escaped(args, tmp_path):
    done = deboule(args, tmp_path)
    assert done.returncode == 2
    text = assert_escaped(done, echoed=b"broc=" not in args[-1])
    assert len(text.strip().splitlines()) == 1, text


def test_a_hostile_record_path_is_written_and_told_escaped(tmp_path):
    path = hostile_record_path(tmp_path)
    done = deboule(["sim", "--game", "chamot", "--players", "2", "--record", path], tmp_path)
    assert done.returncode == 0, done.stderr
    assert_escaped(done, echoed=False)
    assert Path(os.fsdecode(path)).is_file()
    # unwritable: the record's folder is a file; the refusal names the path, escaped
    blocked = os.fsencode(tmp_path) + b"/" + HOSTILE + b".json/r.json"
    done = deboule(["sim", "--game", "chamot", "--record", blocked], tmp_path)
    assert done.returncode == 2 and "Traceback" not in done.stderr.decode()
    assert_escaped(done)
    # and the record at that path replays
    done = deboule(["replay", "--quiet", path], tmp_path)
    assert done.returncode == 0, done.stderr
    assert_escaped(done, echoed=False)


@pytest.fixture(scope="module")
def chamot_record(tmp_path_factory) -> bytes:
    """A Chamot game's record, made once by `deboule sim` for the tests that replay it."""
    folder = tmp_path_factory.mktemp("record")
    path = folder / "r.json"
    done = deboule(["sim", "--game", "chamot", "--players", "2", "--record", str(path)], folder)
    assert done.returncode == 0, done.stderr
    return path.read_bytes()


def test_a_hostile_record_replayed_is_told_escaped(tmp_path, chamot_record):
    import json

    path = tmp_path / "r.json"
    record = json.loads(chamot_record)
    record["game"] = HOSTILE.decode("utf-8", "surrogateescape").replace("\udc9b", "")
    path.write_text(json.dumps(record), encoding="utf-8")
    done = deboule(["replay", str(path)], tmp_path)
    assert done.returncode != 0
    assert_escaped(done)


def test_the_help_goes_through_the_helper(tmp_path):
    done = deboule(["sim", "--help"], tmp_path)
    assert done.returncode == 0
    assert b"--house-words" in done.stdout and done.stderr == b""


# ---------------------------------------------------------------------------- point 5
@pytest.mark.parametrize("variable, display", [
    ("DISPLAY", ":987"), ("DISPLAY", "ab\x1b]0;X\x07:1"),
    ("WAYLAND_DISPLAY", "wayland-987"),  # pyglet opens X displays only
])
def test_play_on_a_display_that_cannot_open_is_one_line(variable, display, tmp_path):
    done = deboule(["play"], tmp_path, **{variable: display})
    assert done.returncode != 0
    text = assert_escaped(done, echoed="\x1b" in display)
    lines = text.strip().splitlines()
    assert len(lines) == 1, text
    shown = display.replace("\x1b", "\\x1b").replace("\x07", "\\x07")
    assert f"{variable}={shown}" in lines[0]
    assert "sans fenêtre" in lines[0] and "headless" in lines[0]  # French and English


def test_replay_watch_on_a_display_that_cannot_open_is_one_line(tmp_path, chamot_record):
    path = tmp_path / "r.json"
    path.write_bytes(chamot_record)
    done = deboule(["replay", "--watch", str(path)], tmp_path, DISPLAY=":987")
    assert done.returncode != 0
    text = assert_escaped(done, echoed=False)
    lines = text.strip().splitlines()
    assert len(lines) == 1, text
    assert ":987" in lines[0] and "sans fenêtre" in lines[0] and "headless" in lines[0]


def test_an_unexpected_traceback_is_printed_escaped_too():
    """A bug's traceback may quote what the user gave: `deboule` prints it escaped."""
    code = ("import threading\nfrom deboule.text.terminal import escape_tracebacks\n"
            "escape_tracebacks()\n"
            "def fail():\n    raise ValueError('in a thread \\x1b]0;X\\x07')\n"
            "thread = threading.Thread(target=fail)\nthread.start()\nthread.join()\n"
            "raise ValueError('bad \\x1b[2J\\x9b name')\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          timeout=120)
    assert done.returncode == 1
    for byte in RAW:
        assert byte not in done.stderr
    text = done.stderr.decode("utf-8")
    assert "in a thread \\x1b]0;X\\x07" in text and "bad \\x1b[2J\\x9b name" in text
    assert text.count("Traceback") == 2
