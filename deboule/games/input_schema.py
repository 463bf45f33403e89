"""The JSON schemas of a game's own online moves (deboule/games/<game>/online_inputs.py), built
alike: one object, its `kind`, the fields given, nothing else; and the fields games share."""

from __future__ import annotations

from typing import Any

# an aim of the arrows (deboule.shell.flick.keyboard_throw checks it finely; these bounds
# only keep absurd numbers out)
AIM = {"type": "object", "additionalProperties": False, "required": ["aim_deg", "power"],
       "properties": {"aim_deg": {"type": "number", "minimum": -90, "maximum": 90},
                      "power": {"type": "number", "minimum": 0, "maximum": 1},
                      "lateral": {"type": "number", "minimum": -1, "maximum": 1}}}
# a physics Throw as JSON (deboule.online.wire reads it); null: the game's own throw
THROW = {"type": ["object", "null"], "maxProperties": 16}
NOTHING = {"type": "null"}  # a field older windows sent empty


def payload(kind: str, required: dict[str, Any] | None = None,
            optional: dict[str, Any] | None = None) -> dict[str, Any]:
    """The schema of the payload of `kind`: its `required` and `optional` fields only."""
    fields = {"kind": {"const": kind}, **(required or {}), **(optional or {})}
    return {"type": "object", "properties": fields, "additionalProperties": False,
            "required": ["kind", *(required or {})]}
