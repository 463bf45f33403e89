"""Network arguments and addresses, typed as a hostile or careless player types them: a host the
IDNA codec cannot encode, a byte the terminal sent that is not UTF-8, a port out of range, a URL
of another scheme. Each is one line in French and English and a non-zero exit, never a
traceback, and nothing starts (deboule/online/net_address.py). `deboule play --online` without a
display says it cannot play online and plays nothing (it used to play a local bot match and exit
0)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from deboule.online.net_address import AddressError, check_host, check_url

ROOT = Path(__file__).resolve().parent.parent


def run_cli(*argv: str | bytes, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    """`python -m deboule.cli ARGV` as a shell would run it (bytes reach the program as they
    are)."""
    return subprocess.run([os.fsencode(sys.executable), b"-m", b"deboule.cli",
                           *(a if isinstance(a, bytes) else a.encode() for a in argv)],
                          cwd=ROOT, capture_output=True, timeout=120, env=env)


def one_bilingual_line(result: subprocess.CompletedProcess) -> str:
    err = result.stderr.decode("utf-8", "replace")
    assert result.returncode != 0, err
    assert "Traceback" not in err and "Error:" not in err.replace("error:", ""), err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert " / " in lines[0], lines[0]
    assert result.stdout == b"", result.stdout
    return lines[0]


BAD_ARGUMENTS = [
    # (argv, a word the line must hold) — each was a traceback or a silent start before
    (("serve", "--host", b"\xff", "--port", "0"), "\\xff"),
    (("serve", "--host", "a..b", "--port", "0"), "a..b"),
    (("serve", "--host", "x" * 64 + ".fr", "--port", "0"), "--host"),
    (("sim", "--online", "ws://a..b:1"), "a..b"),
    (("sim", "--online", b"ws://\xff:1"), "\\xff"),
    (("sim", "--online", "ws://" + "a" * 64 + ":1"), "ws://"),
    (("sim", "--online", "ws://[zz]:1"), "[zz]"),
    (("sim", "--online", "ws://127.0.0.1:0"), "65535"),
    (("sim", "--online", "ws://127.0.0.1:99999"), "65535"),
    (("sim", "--online", "http://127.0.0.1:1"), "ws://"),
    (("play", "--online", "ws://a..b:1", "--room", "ABCDEFGH"), "a..b"),
    (("play", "--online", b"ws://127.0.0.1:1/\xff", "--room", "ABCDEFGH"), "\\xff"),
]


@pytest.mark.parametrize(("argv", "shown"), BAD_ARGUMENTS)
def test_a_bad_network_argument_is_one_line_never_a_traceback(argv, shown):
    line = one_bilingual_line(run_cli(*argv))
    assert shown in line


def test_play_online_without_a_display_says_it_cannot_and_plays_nothing(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["XDG_DATA_HOME"] = str(tmp_path)  # a bot match would write its record under it
    line = one_bilingual_line(run_cli("play", "--online", "ws://127.0.0.1:1", "--room",
                                      "ABCDEFGH", env=env))
    assert "en ligne" in line and "online" in line
    assert not any(tmp_path.rglob("*")), "something was played"


@pytest.mark.parametrize("url", ["ws://127.0.0.1:8765", "wss://example.org:443/rooms",
                                 "ws://[::1]:1", "ws://café.fr:8765", "ws://localhost:65535"])
def test_good_urls_pass(url):
    assert check_url(url) == url


@pytest.mark.parametrize("host", ["0.0.0.0", "::", "127.0.0.1", "localhost", "fe80::1%eth0",
                                  "my-host.example.org."])
def test_good_hosts_pass(host):
    assert check_host(host) == host


@pytest.mark.parametrize("host", ["", "a..b", ".", "-a.fr", "\udcff", "\ud800", "a b", "1:2:3",
                                  "x" * 254, "a\x1b[31m"])
def test_bad_hosts_are_refused_in_both_languages(host):
    with pytest.raises(AddressError) as refused:
        check_host(host)
    french, english = refused.value.text("fr"), refused.value.text("en")
    assert "hôte" in french and "host" in english
    assert "\x1b" not in french + english


def test_the_window_refuses_the_same_urls():
    """The online screen checks its address through the client's check_url, the same rules."""
    from deboule.online.client import ClientError
    from deboule.online.client import check_url as client_check

    with pytest.raises(ClientError):
        client_check("ws://a..b:1")
    with pytest.raises(ClientError):
        client_check("ws://\udcff:1")
    with pytest.raises(ClientError):
        client_check("ws://\ud800.fr:1")
