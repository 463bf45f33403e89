"""`deboule serve --host 0.0.0.0` (every interface): the room link it prints names an address a
friend can reach (this machine's on its network), never the wildcard; with none, it says where
to find it."""

from __future__ import annotations

import socket
import subprocess
import sys
from pathlib import Path

import pytest

from deboule.online import lan_address
from deboule.online.lan_address import shared_host

ROOT = Path(__file__).resolve().parent.parent


def test_a_wildcard_is_replaced_by_the_network_address():
    found = {socket.AF_INET: "10.1.2.3", socket.AF_INET6: "fd00::5"}
    assert shared_host("0.0.0.0", find=found.get) == "10.1.2.3"
    assert shared_host("", find=found.get) == "10.1.2.3"
    assert shared_host("::", find={socket.AF_INET6: "fd00::5"}.get) == "fd00::5"
    assert shared_host("0.0.0.0", find={}.get) is None  # no network: the caller says how
    assert shared_host("127.0.0.1", find=found.get) == "127.0.0.1"  # a named host stays
    assert shared_host("salle.example", find=found.get) == "salle.example"


class FakeSocket:
    def __init__(self, address):
        self.address = address

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def connect(self, where):
        if isinstance(self.address, OSError):
            raise self.address

    def getsockname(self):
        return (self.address, 40000)


@pytest.mark.parametrize(("address", "expected"), [
    ("192.168.1.20", "192.168.1.20"), ("127.0.1.1", None), ("169.254.3.4", None),
    (OSError(101, "Network is unreachable"), None)])
def test_the_network_address_is_never_loopback(monkeypatch, address, expected):
    monkeypatch.setattr(lan_address.socket, "socket", lambda *a: FakeSocket(address))
    assert lan_address.lan_address() == expected


def test_serve_on_every_interface_prints_a_reachable_link():
    server = subprocess.Popen([sys.executable, "-m", "deboule.cli", "serve", "--host", "0.0.0.0",
                               "--port", "0"], cwd=ROOT, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    try:
        lines = [server.stdout.readline() for _ in range(3)]  # waits for the server: no clock
    finally:
        server.kill()
        server.communicate()
    page = lines[2]
    assert "http://" in page and "0.0.0.0" not in page, lines
    host = page.split("http://", 1)[1].split("/", 1)[0].rsplit(":", 1)[0]
    assert host == (lan_address.lan_address() or "HOST")
