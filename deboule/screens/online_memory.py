"""The last server address and name that joined a room, kept for next time in the config
folder (`online.json`, written atomically): the online menu opens on them. A file that cannot
be used (unreadable, hostile, a value out of bounds) is left aside: the defaults are used and
the player told in one line; a folder that cannot be written keeps them for this session."""

from __future__ import annotations

import os
from pathlib import Path

FILE_NAME = "online.json"
MAX_BYTES = 4096
LIMITS = {"server": 120, "name": 24}


def memory_path() -> Path:
    # loaded on first use, not with this module: numpy, the rules' core, every game (107 ms)
    from deboule.shell.settings import config_dir

    return config_dir() / FILE_NAME


def recalled(app) -> dict[str, str]:
    """{"server": ..., "name": ...} as last kept (what is missing: absent); a refused file,
    said in one line."""
    # loaded on first use, not with this module: numpy, the rules' core, the saves (102 ms)
    from deboule.files.safe_json import JsonLimits, UnsafeJson, read_json
    from deboule.online.text import phrase

    path = memory_path()
    if not os.path.lexists(path):
        return {}
    try:
        data = read_json(path, JsonLimits(max_bytes=MAX_BYTES, max_depth=2))
    except (OSError, UnsafeJson, ValueError) as exc:
        reason = exc if isinstance(exc, UnsafeJson) else str(exc)[:80]
        app.notify(phrase("online.memory.refused", path=str(path), reason=reason))
        return {}
    kept = {key: value for key, value in (data.items() if isinstance(data, dict) else ())
            if key in LIMITS and isinstance(value, str) and len(value) <= LIMITS[key]
            and value.isprintable()}
    if not isinstance(data, dict) or len(kept) != len(data):
        app.notify(phrase("online.memory.refused", path=str(path), reason="?"))
    return kept


def remember(app, server: str, name: str) -> None:
    """Keep `server` and `name` for next time (a folder that cannot be written: said)."""
    # loaded on first use, not with this module: the saves, the online parts (4 ms)
    from deboule.files.atomic import write_json_atomic
    from deboule.online.text import phrase

    path = memory_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_json_atomic(path, {"server": server[:LIMITS["server"]],
                                 "name": name[:LIMITS["name"]]})
    except OSError as exc:
        app.notify(phrase("online.memory.not_kept", reason=exc.strerror or str(exc)))
