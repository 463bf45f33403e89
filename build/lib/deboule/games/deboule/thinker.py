"""Bots think in a separate, low-priority process while the window draws.

An expert's throw takes 1–1.5 s of practice throws and a foresight layout ~0.5 s. In a thread
of the window's process that work holds the interpreter lock half the time (its Python between
MuJoCo steps): every GL call the window makes through ctypes hands the lock over and waits to get
it back, and a moving camera fell from 59 to 48 FPS on two cores while a bot thought
(docs/rendering.md). A process of its own shares no lock, and its lowered priority leaves the
cores to the window's frame first.

The bot (with the simulator it was lent) and the rules state are sent whole (pickled: ~0.7 MB,
~4 ms; written as the socket takes it, a part at each frame's look for the answer, so the window
never waits for the thinking process to read); the answer
comes back with the bot's memory after thinking (its random state,
`deboule.rules.core.bots.save_state`), which the window's bot then takes, so the
match goes on exactly as if the bot had thought in place (the same bits: the world's MuJoCo data
is copied whole). Until the answer is taken the window's bot keeps the state it had before
thinking, so a save made meanwhile resumes to the same decision.
"""

from __future__ import annotations

import os
import pickle
import socket
import struct
import subprocess
import sys
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from deboule.rules.core.bots import load_state, save_state

# the thinking process's niceness: the window's threads (its own and the GL raster threads) get
# the cores first, the bot the time they leave
NICENESS = 15


class ThinkerError(RuntimeError):
    """The thinking process failed or went away (the message says how)."""


def think(bot, state, player: int) -> tuple[Any, Any]:
    """What `bot` answers for `player` on `state` (its throw plan or its decision, by the bot
    protocol's `act`), and its memory afterwards (deboule.rules.core.bots.save_state)."""
    return bot.act(state, player), save_state(bot)


def serve(descriptor: int) -> None:
    """The thinking process: answer each (bot, state, player) until the window's end of the
    socket closes (the window quit, or died)."""
    connection = Connection(descriptor)
    try:
        os.nice(NICENESS)
    except OSError:  # not allowed here: think at the same priority
        pass
    while True:
        try:
            job = pickle.loads(_read_question(descriptor))
        except (EOFError, OSError):
            return
        try:
            reply = ("ok", think(*job))
        except Exception as exc:  # noqa: BLE001 - the window reports it, the process goes on
            reply = ("error", f"{type(exc).__name__}: {exc}")
        if not _tell(connection, reply):
            return


# a question: its length in 8 bytes (network order), then the pickled (bot, state, player)
LENGTH = struct.Struct("!Q")


def _read_question(descriptor: int) -> bytes:
    """The next question's bytes, read whole (EOFError when the window's end closed)."""
    size = LENGTH.unpack(_read_exactly(descriptor, LENGTH.size))[0]
    return _read_exactly(descriptor, size)


def _read_exactly(descriptor: int, size: int) -> bytes:
    parts, left = [], size
    while left:
        part = os.read(descriptor, min(left, 1 << 20))
        if not part:
            raise EOFError("the window's end closed")
        parts.append(part)
        left -= len(part)
    return b"".join(parts)


def _tell(connection: Connection, reply: tuple) -> bool:
    """Send `reply` to the window; False when the window's end is gone (it quit or died while
    the bot thought): no one is left to tell."""
    try:
        connection.send(reply)
    except OSError:
        return False
    except Exception as exc:  # noqa: BLE001 - an answer that cannot be sent: say so instead
        return _tell(connection, ("error", f"{type(exc).__name__}: {exc}"))
    return True


class Thinker:
    """One thinking process and at most one question in flight."""

    def __init__(self) -> None:
        # a fresh interpreter, not a fork (the window's process has GL and audio threads a fork
        # would copy half-way through whatever they were doing) nor multiprocessing's spawn
        # (which runs the parent's main script again in the child: a game script would open a
        # second window)
        mine, theirs = socket.socketpair()
        root = str(Path(__file__).resolve().parents[2])
        code = (f"import sys; sys.path.insert(0, {root!r}); "
                f"from deboule.games.deboule.thinker import serve; serve({theirs.fileno()})")
        try:
            self._process = subprocess.Popen([sys.executable, "-c", code],
                                             pass_fds=(theirs.fileno(),),
                                             stdin=subprocess.DEVNULL)
        except (OSError, ValueError) as exc:  # ValueError: no pass_fds on this system
            mine.close()
            raise ThinkerError(f"no thinking process: {exc}") from exc
        finally:
            theirs.close()
        self._connection = Connection(mine.detach())
        self._bot = None
        self._unsent = memoryview(b"")  # the question's bytes the socket has not taken yet

    @property
    def busy(self) -> bool:
        return self._bot is not None

    def ask(self, bot, state, player: int) -> None:
        """Send a question (the bot travels with the simulator it was lent); `answer()`
        returns None until it is answered."""
        if self.busy:
            raise ThinkerError("a question is already in flight")
        try:
            question = pickle.dumps((bot, state, player), protocol=pickle.HIGHEST_PROTOCOL)
        except (ValueError, TypeError, pickle.PicklingError) as exc:
            raise ThinkerError(f"a question that cannot be sent: {exc}") from exc
        self._unsent = memoryview(LENGTH.pack(len(question)) + question)
        self._bot = bot
        self._send_some()

    def _send_some(self) -> None:
        """Write what the socket takes now, without waiting. A question is ~0.7 MB and a
        socket holds ~200 kB: written whole, the window waited until the thinking process
        (at low priority, on cores the window keeps busy) had read the rest, ~20 ms, a frame
        late at every question (docs/rendering.md). The rest goes at the next `answer`."""
        descriptor = self._connection.fileno()
        os.set_blocking(descriptor, False)
        try:
            while self._unsent:
                self._unsent = self._unsent[os.write(descriptor, self._unsent):]
        except BlockingIOError:
            pass
        except OSError as exc:
            self._bot = None
            raise ThinkerError(f"the thinking process is gone: {exc}") from exc
        finally:
            os.set_blocking(descriptor, True)

    def answer(self) -> Any | None:
        """The answer once it is there (the asking bot takes its memory back), else None."""
        if not self.busy:
            raise ThinkerError("no question in flight")
        if self._unsent:
            self._send_some()
        try:
            if self._unsent or not self._connection.poll():
                if self._process.poll() is not None:
                    raise ThinkerError("the thinking process stopped")
                return None
            status, payload = self._connection.recv()
        except (EOFError, OSError) as exc:
            raise ThinkerError(f"the thinking process is gone: {exc}") from exc
        bot, self._bot = self._bot, None
        if status != "ok":
            raise ThinkerError(payload)
        answer, memory = payload
        load_state(bot, memory)
        return answer

    def close(self) -> None:
        """Stop the process now, whatever it was thinking."""
        self._bot = None
        self._unsent = memoryview(b"")
        self._connection.close()
        if self._process.poll() is None:
            self._process.kill()
        try:
            self._process.wait(timeout=2.0)
        except subprocess.TimeoutExpired:  # not reaped yet: the system will
            pass
