"""A connection that says hello and then nothing holds little on the server (issue 45, point 6;
deboule/online/server.py): no zlib contexts (no per-message deflate, ~45 kB a connection), and no
task of its own (its writer lives only while there is something to send; one task pings every
connection), only websockets' own two (the handler, the keepalive). It is still pinged and
served. `bench.online --idle N` measures the memory (docs/online.md)."""

from __future__ import annotations

import asyncio
import json

from websockets.sync.client import connect

from deboule.online.limits import Limits
from deboule.online.protocol import VERSION
from deboule.online.server import ServerThread
from tests.online_support import NET, Raw, wait_until

CONNECTIONS = 40
WEBSOCKETS_TASKS = 2  # websockets' handler and keepalive, a connection


def test_idle_connections_hold_no_task_of_ours_and_no_compression():
    thread = ServerThread(limits=Limits(connections_per_address=0, connection_burst=1000.0))
    url = f"ws://127.0.0.1:{thread.start()}"
    links = []
    try:
        def tasks() -> int:
            return thread.call(lambda: len(asyncio.all_tasks()))

        before = tasks()
        for _ in range(CONNECTIONS):  # websockets' client offers per-message deflate
            link = connect(url, open_timeout=NET, ping_interval=None, max_queue=None,
                           close_timeout=1)
            link.send(json.dumps({"type": "hello", "v": VERSION}))
            while json.loads(link.recv(timeout=NET))["type"] != "welcome":
                pass
            links.append(link)
        for link in links:
            assert link.response.headers.get("Sec-WebSocket-Extensions") is None
        # a writer task exists only while its pings are being sent: a moment without them
        wait_until(lambda: tasks() - before <= WEBSOCKETS_TASKS * CONNECTIONS, timeout=20.0,
                   step=0.05)
        for link in links:  # every one still pinged (one task for them all)
            while json.loads(link.recv(timeout=NET))["type"] != "ping":
                pass
        honest = Raw(url)  # and the server serves
        honest.send({"type": "create", "game": "chamot", "args": {"players": 2},
                     "seats": ["open", "open"]})
        assert honest.expect("room")["room"]
        honest.close()
    finally:
        for link in links:
            link.close()
        thread.stop()
