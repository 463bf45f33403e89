"""Where `deboule sim` writes a record when given no `--record`: the user's data folder (as the
window's records and saves: `DEBOULE_DATA_DIR`, else platformdirs'), sub-folder `records/sims/`,
under a name made of everything that decides the game.

A sim is deterministic: the same game, players and seats in order, seed, options and engine
(the versions of the physics packages and the processor, `deboule.replays.records.engine_stamp`)
play the same game bit for bit. The name holds those readably (`deboule-2p-novice-regular-seed11`)
and a digest of all of them exactly, so two different games never share a name (`novice,novice` and
`novice,regular` with seed 11 once both wrote `deboule-2p-seed11.json` in the machine's shared
temporary folder, the second over the first), while the same command run again writes the same
game under the same name.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from deboule.replays.records import engine_stamp, records_dir

SIMS_FOLDER = "sims"  # under records_dir(): listed by "Revoir une partie" with its sub-folders
MAX_SEATS_SHOWN = 60  # characters of the seats' part of a name (the digest holds them all)
DIGEST_CHARS = 16  # hex: 64 bits of SHA-256


def sims_dir() -> Path:
    return records_dir() / SIMS_FOLDER


def sim_record_name(game: str, players: int, seats: Sequence[str], seed: int,
                    options: dict[str, Any] | None = None) -> str:
    """`<game>-<n>p-<seats>-seed<seed>-<digest>.json`; the digest covers every argument, the
    options (JSON values) and the engine stamp."""
    what = {"game": game, "players": players, "seats": [str(s) for s in seats], "seed": seed,
            "options": options or {}, "engine": engine_stamp()}
    digest = hashlib.sha256(json.dumps(what, sort_keys=True, ensure_ascii=True).encode())
    shown = "-".join(re.sub(r"[^A-Za-z0-9]+", "_", seat).strip("_") or "bot"
                     for seat in what["seats"])[:MAX_SEATS_SHOWN].strip("-_")
    return f"{game}-{players}p-{shown}-seed{seed}-{digest.hexdigest()[:DIGEST_CHARS]}.json"


def sim_record_path(game: str, players: int, seats: Sequence[str], seed: int,
                    options: dict[str, Any] | None = None) -> Path:
    """The record's path in the user's data folder (see `sim_record_name`)."""
    return sims_dir() / sim_record_name(game, players, seats, seed, options)
