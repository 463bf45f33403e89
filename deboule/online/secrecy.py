"""What a room keeps to itself (docs/online.md, "What a client can and cannot learn").

A match's seed determines every hidden chance outcome: Chamot's deal, L'Enculette's dice under
the cup, the noise of every throw. So a room's seed never leaves the server: it is drawn with
`secrets` when the creator gives none (`draw_seed`), and `public_args` is what a member is told
of the room's arguments (no seed).

A bot client's bot needs a seed and, before each decision, reseed keys (deboule/rules/core/bots.py);
the games derive both from the match's seed (Cul de Chouette's bot seed is `seed * 1000 + seat + 1`,
its keys name the seed), and a practising bot gets the world with its random stream. In a room
those are *blinded*: replaced by values drawn from the room's own secret key (`Room.secret`,
HMAC-SHA256), which the client cannot link to the match's seed nor to any hidden outcome; the
server's own copy of that bot (which answers when the client is away) is made from the same
blinded values, so the two stay in step. A *replay* room (`create` with `replay`, as `deboule sim
--online` makes: the lines of the local sim, bit for bit) sends the game's own seeds instead:
every seated bot client can then compute everything, which its creator chose.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
from typing import Any

import numpy as np

SEED_BITS = 63  # a room's seed: the protocol's range (0 .. 2**63 - 1)
SECRET_BYTES = 32  # a room's blinding key


def draw_seed() -> int:
    """A room's seed when its creator gives none: unguessable (`secrets`)."""
    return secrets.randbits(SEED_BITS)


def new_secret() -> str:
    """A room's blinding key, as hex (saved with the room, never sent)."""
    return secrets.token_hex(SECRET_BYTES)


def public_args(args: dict[str, Any]) -> dict[str, Any]:
    """A room's arguments as its members are told them: everything but the seed."""
    return {name: value for name, value in args.items() if name != "seed"}


def _digest(secret: str, purpose: str, value: Any) -> bytes:
    text = json.dumps([purpose, value], sort_keys=True, separators=(",", ":"), default=str)
    return hmac.new(bytes.fromhex(secret), text.encode(), hashlib.sha256).digest()


def blind_seed(secret: str, seed: Any) -> int:
    """A bot's seed the client may have: one-way from the game's (any JSON-able seed, or a
    numpy SeedSequence by its entropy and spawn key), never linkable to the match's."""
    if hasattr(seed, "entropy") and hasattr(seed, "spawn_key"):
        seed = [seed.entropy, list(seed.spawn_key)]
    return int.from_bytes(_digest(secret, "bot-seed", seed)[:8], "big") >> (64 - SEED_BITS)


def blind_key(secret: str, key: str) -> str:
    """A reseed key the client may have (the game's may name the match's seed)."""
    return _digest(secret, "reseed", str(key)).hex()[:32]


def blind_world(secret: str, exported: dict[str, Any], call: int) -> dict[str, Any]:
    """A world's exported state (deboule/physics/world.py `export_state`) with its random stream --
    the noise of the throws still to come -- replaced by one drawn from the room's key."""
    if not isinstance(exported, dict) or not isinstance(exported.get("rng"), dict):
        return exported
    state = np.random.PCG64(blind_seed(secret, ["world", call])).state
    rng = {**exported["rng"], "state": format(state["state"]["state"], "x"),
           "inc": format(state["state"]["inc"], "x"), "has_uint32": 0, "uinteger": 0}
    return {**exported, "rng": rng}
