"""Game records: options + seed + actions. Replaying a record rebuilds the same state."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from .actions import action_from_dict
from .errors import EnculetteError, RecordError
from .state import State, new_game

GAME_NAME = "enculette"
RECORD_FORMAT = 1


def make_record(state: State, seed: int | None = None, **extra: Any) -> dict[str, Any]:
    """The JSON-ready record of `state`: replay(record) gives the same state back."""
    record: dict[str, Any] = {
        "game": GAME_NAME,
        "format": RECORD_FORMAT,
        "players": state.initial_players,
        "options": state.options.to_dict(),
        "seed": seed,
        "actions": [action.to_dict() for action in state.history],
    }
    record.update(extra)
    record["result"] = {"gorgees": list(state.gorgees), "winners": list(state.winners())}
    return record


def replay(record: Mapping[str, Any]) -> State:
    """Play a record's actions again from the start; raise RecordError if it does not replay."""
    if not isinstance(record, Mapping) or record.get("game") != GAME_NAME:
        raise RecordError("not an L'Enculette record (expected 'game': 'enculette')")
    if record.get("format") != RECORD_FORMAT:
        raise RecordError(f"unsupported record format {record.get('format')!r}")
    try:
        state = new_game(record["players"], record.get("options") or {})
        for index, data in enumerate(record["actions"]):
            try:
                state.apply(action_from_dict(data))
            except EnculetteError as error:
                raise RecordError(f"action {index} ({data!r}) does not replay: {error}") from None
    except KeyError as error:
        raise RecordError(f"the record lacks {error}") from None
    except RecordError:
        raise
    except EnculetteError as error:
        raise RecordError(f"bad record: {error}") from None
    return state


def save_record(path: str | Path, record: Mapping[str, Any]) -> None:
    Path(path).write_text(json.dumps(record, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def load_record(path: str | Path) -> dict[str, Any]:
    try:
        return json.loads(Path(path).read_text(encoding="utf-8"))
    except json.JSONDecodeError as error:
        raise RecordError(f"{path} is not JSON: {error}") from None
