"""Game records: options + seed + actions. Replaying a record rebuilds the same state."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from deboule.rules.core import IllegalAction

from .errors import RecordError
from .state import State

GAME_NAME = "enculette"
RECORD_FORMAT = 1


def make_record(state: State, seed: int | None = None, **extra: Any) -> dict[str, Any]:
    """The JSON-ready record of `state` (its `to_dict()` with the seed and the result):
    replay(record) gives the same state back."""
    rules = state.to_dict()
    record: dict[str, Any] = {
        "game": GAME_NAME,
        "format": RECORD_FORMAT,
        "players": rules["players"],
        "options": rules["options"],
        "seed": seed,
        "actions": rules["actions"],
    }
    record.update(extra)
    record["result"] = {"gorgees": list(state.gorgees), "winners": list(state.winners())}
    return record


def replay(record: Mapping[str, Any]) -> State:
    """Play a record's actions again from the start (State.from_dict); raise RecordError if it
    does not replay."""
    if not isinstance(record, Mapping) or record.get("game") != GAME_NAME:
        raise RecordError("not an L'Enculette record (expected 'game': 'enculette')")
    if record.get("format") != RECORD_FORMAT:
        raise RecordError(f"unsupported record format {record.get('format')!r}")
    for key in ("players", "actions"):
        if key not in record:
            raise RecordError(f"the record lacks {key!r}")
    try:
        return State.from_dict(record)
    except IllegalAction as error:
        index = error.params.get("index")
        if index is not None:
            raise RecordError(f"action {index} ({record['actions'][index]!r:.120}) does not "
                              f"replay: {error}") from None
        raise RecordError(f"bad record: {error}") from None


def save_record(path: str | Path, record: Mapping[str, Any]) -> None:
    Path(path).write_text(json.dumps(record, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def load_record(path: str | Path) -> dict[str, Any]:
    try:
        return json.loads(Path(path).read_text(encoding="utf-8"))
    except json.JSONDecodeError as error:
        raise RecordError(f"{path} is not JSON: {error}") from None
