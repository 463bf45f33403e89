"""A record holds only what the game writes (issue 32 point 1): the replays of L'Enculette and
Chamot rebuild every field they can (options, seats, each input as the match records it, the
rules' history step by step) and refuse the record at its first field that differs, strictly:
1 and 1.0 and true differ, floats by their IEEE bits, an unknown key is a difference.

The messages are lines of the tables (deboule/text/i18n.py, "replay.*"), French then English."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from deboule.replays.replay_base import ReplayError
from deboule.text.i18n import Phrase

ABSENT = "(absent)"


def shown(value: Any, limit: int = 80) -> str:
    """A short form of a value read from a record (escaped for the terminal when printed)."""
    text = f"{value!r} ({value.hex()})" if isinstance(value, float) else repr(value)
    return text if len(text) <= limit else text[:limit - 1] + "…"


def difference(recorded: Any, written: Any, path: str = "") -> tuple[str, Any, Any] | None:
    """The first place (`.options.rules.players`, `[3].action.value`) where a recorded JSON
    value is not the one the game writes, with both values; None when they are the same."""
    if type(recorded) is not type(written):
        return path, recorded, written
    if isinstance(recorded, dict):
        for key in written:
            if key not in recorded:
                return f"{path}.{key}", ABSENT, written[key]
            found = difference(recorded[key], written[key], f"{path}.{key}")
            if found is not None:
                return found
        for key in recorded:
            if key not in written:
                return f"{path}.{key}", recorded[key], ABSENT
        return None
    if isinstance(recorded, list):
        for index, (a, b) in enumerate(zip(recorded, written, strict=False)):
            found = difference(a, b, f"{path}[{index}]")
            if found is not None:
                return found
        if len(recorded) != len(written):
            index = min(len(recorded), len(written))
            return (f"{path}[{index}]", recorded[index] if index < len(recorded) else ABSENT,
                    written[index] if index < len(written) else ABSENT)
        return None
    if isinstance(recorded, float):
        return None if recorded.hex() == written.hex() else (path, recorded, written)
    return None if recorded == written else (path, recorded, written)


def field_phrase(name: str, recorded: Any, written: Any) -> Phrase | None:
    """The line saying how field `name` differs from what the game writes, or None."""
    found = difference(recorded, written, name)
    if found is None:
        return None
    path, a, b = found
    return Phrase("replay.field", path=path, recorded=_value(a), written=_value(b))


def check_field(name: str, recorded: Any, written: Any) -> None:
    """ReplayError when field `name` is not what the game writes."""
    phrase = field_phrase(name, recorded, written)
    if phrase is not None:
        raise ReplayError(phrase.both())


def check_input(index: int, recorded: Any, written: Any) -> None:
    """ReplayError naming input `index` when it is not the input the game records there."""
    phrase = field_phrase(f"inputs[{index}]", recorded, written)
    if phrase is not None:
        raise ReplayError(Phrase("replay.input", index=index, detail=phrase).both())


def check_steps(recorded: Sequence, replayed: Sequence, start: int = 0,
                before: int | None = None, at: int | None = None) -> int:
    """ReplayError when the rules' history replayed so far is not the start of the recorded
    one: the first step that differs (numbered from 1, as `deboule replay` numbers them),
    placed before input `before` or at input `at`. Steps before `start` were checked already;
    returns how many are now."""
    for index in range(start, len(replayed)):
        step = replayed[index]
        if index >= len(recorded):
            _steps_differ(index, ABSENT, step, before, at)
        if difference(recorded[index], step) is not None:
            _steps_differ(index, recorded[index], step, before, at)
    return len(replayed)


def _steps_differ(index: int, recorded: Any, replayed: Any, before: int | None,
                  at: int | None) -> None:
    step = Phrase("replay.step", step=index + 1, recorded=_value(recorded),
                  replayed=_value(replayed))
    if at is not None:
        raise ReplayError(Phrase("replay.input", index=at, detail=step).both())
    if before is not None:
        raise ReplayError(Phrase("replay.before_input", index=before, detail=step).both())
    raise ReplayError(step.both())


def _value(value: Any) -> str:
    return value if value is ABSENT else shown(value)


def fail(key: str, **values: Any) -> ReplayError:
    """A ReplayError whose message is the line `key` of the tables, French then English."""
    return ReplayError(Phrase(key, **values).both())
