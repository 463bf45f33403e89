"""Issue 45, point 5: everyone comes back after a dropped link as a player does, with a token
and the last event seen: the host (its right to start the game), a spectator (every event it
missed, none twice), and `deboule sim --online`'s own clients (the spectator that waits for
the report, and the bot clients). A real server on 127.0.0.1 (one for the module), real
clients (deboule/online/client.py), their links cut by the in-process proxy (tests/netproxy.py).
"""

from __future__ import annotations

import contextlib
import io
import threading
from typing import Any

import pytest

from deboule.cli import main
from deboule.online.client import LOST, Client
from deboule.online.delta import patch
from deboule.online.server import ServerThread
from tests.netproxy import Proxy
from tests.online_support import (
    SMALL,
    Recording,
    finish,
    local_lines,
    seat_threads,
    shorten_cul_de_chouette,
    wait_until,
)


@pytest.fixture(scope="module")
def server():
    thread = ServerThread()
    thread.start()
    yield thread
    thread.stop()


def url_of(address: tuple[str, int]) -> str:
    return f"ws://{address[0]}:{address[1]}"


def recording_client(url: str) -> Client:
    client = Client(url, name="host")
    client.inbox = Recording()
    client.connect()
    return client


def back_after_lost(client: Client, times: int = 1) -> None:
    """Wait for the client to hear its link is lost (the `times`th time), then reconnect it
    (as the window's session and the sim do)."""
    wait_until(lambda: sum(m["type"] == LOST for m in client.inbox.seen) >= times)
    assert client.reconnect()


def event_seqs(seen: list[dict[str, Any]]) -> list[int]:
    return [m["seq"] for m in seen if isinstance(m.get("seq"), int)]


def views_of(seen: list[dict[str, Any]]) -> Any:
    view = None
    for message in seen:
        if message["type"] == "view":
            view = patch(view, message["view"], bool(message.get("full")))
    return view


@pytest.mark.parametrize("host_sits", [True, False])
def test_the_host_back_after_a_drop_may_still_start_the_game(server, host_sits):
    """A room made as the menu makes it (not started by itself): the host takes a seat (or
    watches), its link drops, it comes back, and its `start` is obeyed: the game is played."""
    args, levels = SMALL["chamot"]
    with Proxy(("127.0.0.1", server.port), seed=3) as proxy:
        host = recording_client(url_of(proxy.address))
        host.send("create", game="chamot", args=args, seats=["open"] * len(levels),
                  autostart=False)
        code = host.wait_for("room")["room"]
        if host_sits:
            host.send("join", room=code, seat=0, kind="human")
            host.wait_for("joined")
        else:
            host.send("watch", room=code)
            host.wait_for("watching")
        first = 1 if host_sits else 0
        seats = seat_threads(url_of(("127.0.0.1", server.port)), code, "chamot",
                             levels[first:], first=first)
        room = server.rooms.rooms[code]
        wait_until(room.full)
        proxy.wait_links(1)[0].cut()
        back_after_lost(host)
        wait_until(lambda: room.connected() == len(levels) + (0 if host_sits else 1))
        host.send("start")
        wait_until(lambda: room.status != "lobby" or any(
            m["type"] == "refused" for m in host.inbox.seen))
        refused = [m for m in host.inbox.seen if m["type"] == "refused"]
        assert not refused, refused
        if host_sits:  # a person's game: it waits for the host's moves (the server stops it)
            for seat in seats:
                seat.done.set()
        else:
            finish(seats)
        host.close()


def test_a_spectator_back_after_drops_gets_every_event_once(server):
    """A spectator whose link drops twice mid-game comes back with its token and the last
    event it saw: its events are numbered without a gap or a repeat, and the view it builds
    from them is the one a spectator that never dropped builds."""
    args, levels = SMALL["cul-de-chouette"]
    direct = url_of(("127.0.0.1", server.port))
    with Proxy(("127.0.0.1", server.port), latency=0.005, seed=5) as proxy:
        steady = recording_client(direct)
        steady.send("create", game="cul-de-chouette", args=args,
                    seats=["open"] * len(levels), autostart=True)
        code = steady.wait_for("room")["room"]
        steady.send("watch", room=code)
        watcher = recording_client(url_of(proxy.address))
        watcher.send("watch", room=code)
        watcher.wait_for("watching")
        cuts: list[int] = []

        def cut_twice() -> None:
            for at in (4, 25):
                wait_until(lambda at=at: len(event_seqs(watcher.inbox.seen)) >= at)
                proxy.links[-1].cut()
                cuts.append(at)
                back_after_lost(watcher, len(cuts))

        cutter = threading.Thread(target=cut_twice, daemon=True)
        cutter.start()
        seats = seat_threads(direct, code, "cul-de-chouette", levels)
        finish(seats)
        cutter.join(60)
        assert cuts == [4, 25], "the game ended before the cuts"
        wait_until(lambda: any(m["type"] == "over" for m in watcher.inbox.seen))
        wait_until(lambda: any(m["type"] == "over" for m in steady.inbox.seen))
        seqs = event_seqs(watcher.inbox.seen)
        assert seqs == list(range(1, len(seqs) + 1)), "a gap or a repeat"
        assert seqs == event_seqs(steady.inbox.seen)
        assert views_of(watcher.inbox.seen) == views_of(steady.inbox.seen)
        assert len(proxy.links) >= 3
        watcher.close()
        steady.close()


def test_online_sim_through_links_that_drop(server, monkeypatch, capsys):
    """`deboule sim --online` through links that drop at random once its room is in play (the
    proxy cuts one chunk in twenty, seeded; a `create` or a `join` lost has nothing to come
    back to): its spectator and its bot clients come back, and it prints the local lines."""
    shorten_cul_de_chouette(monkeypatch)
    args, _ = SMALL["cul-de-chouette"]
    before = set(server.rooms.rooms)
    with Proxy(("127.0.0.1", server.port), seed=23) as proxy:
        def drops_once_playing() -> None:
            room = wait_until(lambda: next((r for code, r in server.rooms.rooms.items()
                                            if code not in before), None))
            wait_until(lambda: room.status != "lobby")
            proxy.set_drop_rate(1 / 20)

        dropper = threading.Thread(target=drops_once_playing, daemon=True)
        dropper.start()
        command = ["sim", "--game", "cul-de-chouette"]
        for name, value in args.items():
            command += [f"--{name}", str(value)]
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            status = main([*command, "--online", url_of(proxy.address)])
        dropped = [link for link in proxy.links if link.dropped_at is not None]
    assert status == 0, capsys.readouterr().err
    assert len(dropped) >= 2, "too few links dropped: nothing was checked"
    assert out.getvalue().splitlines() == local_lines("cul-de-chouette", args)
