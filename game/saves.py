"""The autosave: one versioned JSON file in the user's data directory, written atomically.

A game screen saves `{"version", "kind", "data"}` after every settled throw and every decision.
Loading never executes anything (JSON only); a bad file gives a clear error and is left as it is.
"""

from __future__ import annotations

import importlib
import json
from pathlib import Path

from game.settings import data_dir, write_json_atomic

SAVE_VERSION = 1
# kind -> "module:Class" of the screen that can rebuild itself with `from_save(app, data)`
SCREENS = {
    "deboule": "game.screens.deboule:DebouleScreen",
    "cdc": "game.screens.cdc:CdcScreen",
    "enculette": "game.screens.enculette:EnculetteScreen",
}


class SaveError(ValueError):
    """A save file that cannot be used: missing, truncated, corrupt, from the future, hostile."""


def save_path() -> Path:
    return data_dir() / "autosave.json"


def has_save() -> bool:
    try:
        read_save()
    except SaveError:
        return False
    return True


def write_save(kind: str, data: dict, path: Path | None = None) -> None:
    if kind not in SCREENS:
        raise SaveError(f"unknown game kind {kind!r}")
    write_json_atomic(path or save_path(), {"version": SAVE_VERSION, "kind": kind, "data": data})


def read_save(path: Path | None = None) -> tuple[str, dict]:
    path = path or save_path()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError as exc:
        raise SaveError("no saved game") from exc
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(f"{path}: unreadable ({exc})") from exc
    try:
        payload = json.loads(text)
    except (ValueError, RecursionError) as exc:  # JSONDecodeError, absurd numbers, deep nesting
        raise SaveError(f"{path}: not valid JSON (truncated, corrupt or hostile): {exc}") from exc
    if not isinstance(payload, dict):
        raise SaveError(f"{path}: a save is a JSON object")
    version = payload.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(f"{path}: no save version")
    if version > SAVE_VERSION:
        raise SaveError(f"{path}: saved by a newer version ({version} > {SAVE_VERSION})")
    if version < SAVE_VERSION:
        raise SaveError(f"{path}: saved by an older, unsupported version ({version})")
    kind, data = payload.get("kind"), payload.get("data")
    if kind not in SCREENS or not isinstance(data, dict):
        raise SaveError(f"{path}: unknown game kind {kind!r} or missing data")
    return kind, data


def keep_record(kind: str, match) -> Path | None:
    """At the end of a game: write its record (every throw and decision) for `deboule replay`.

    A disk error is reported by the return value (None), never raised: the game is over anyway.
    """
    import time

    from game import replay
    from game.records import records_dir, write_record

    makers = {"deboule": replay.deboule_match_record, "cdc": replay.cdc_match_record,
              "enculette": replay.enculette_match_record}
    name = f"{kind}-{time.strftime('%Y%m%d-%H%M%S')}.json"
    try:
        return write_record(records_dir() / name, makers[kind](match))
    except (OSError, ValueError):
        return None


def clear_save(path: Path | None = None) -> None:
    (path or save_path()).unlink(missing_ok=True)


def load_game(app):
    """The screen of the saved game, or None (the reason goes to app.settings_warning)."""
    try:
        kind, data = read_save()
        module_name, class_name = SCREENS[kind].split(":")
        screen_class = getattr(importlib.import_module(module_name), class_name)
        return screen_class.from_save(app, data)
    except (SaveError, ValueError, KeyError, TypeError) as exc:
        app.settings_warning = str(exc)
        return None
