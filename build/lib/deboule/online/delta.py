"""A view sent as what changed since the last one (docs/online.md, "Views").

A seat's view is JSON; most of it does not change from one event to the next, and its history
only grows. `delta(old, new)` is what to send, `patch(old, change)` rebuilds `new`:
- a mapping: the keys that changed, each as its own delta, and `"-"` listing the keys removed;
- a list that only grew: `{"+": [the new items]}`;
- anything else: the new value, whole (`{"=": value}` when it is a mapping or a list).
`delta` says when it sent the whole view (`full`): the first view, or one of another shape.
"""

from __future__ import annotations

from typing import Any

MAX_DEPTH = 32


def delta(old: Any, new: Any) -> tuple[Any, bool]:
    """(the change from `old` to `new`, whether it is the whole of `new`)."""
    if not isinstance(old, dict) or not isinstance(new, dict):
        return new, True
    return _dict_delta(old, new), False


def _dict_delta(old: dict, new: dict) -> dict:
    change: dict[str, Any] = {}
    for key, value in new.items():
        if key in old and old[key] == value:
            continue
        change[key] = _value_delta(old.get(key, _MISSING), value)
    removed = [key for key in old if key not in new]
    if removed:
        change["-"] = removed
    return change


_MISSING = object()


def _value_delta(old: Any, new: Any) -> Any:
    if isinstance(old, dict) and isinstance(new, dict):
        return {"~": _dict_delta(old, new)}
    if isinstance(old, list) and isinstance(new, list) and len(new) >= len(old) \
            and new[:len(old)] == old:
        return {"+": new[len(old):]}
    return {"=": new}


def patch(old: Any, change: Any, full: bool) -> Any:
    """The view `delta` described (ValueError: a change that does not fit `old`)."""
    if full:
        return change
    if not isinstance(old, dict) or not isinstance(change, dict):
        raise ValueError("a view's change without the view it changes")
    return _patch_dict(old, change, 0)


def _patch_dict(old: dict, change: dict, depth: int) -> dict:
    if depth > MAX_DEPTH:
        raise ValueError("a view's change too deep")
    new = dict(old)
    for key in change.get("-", []) if isinstance(change.get("-", []), list) else []:
        new.pop(key, None)
    for key, value in change.items():
        if key == "-":
            continue
        if not isinstance(value, dict) or len(value) != 1:
            raise ValueError("a view's change is malformed")
        (op, body), = value.items()
        if op == "=":
            new[key] = body
        elif op == "+" and isinstance(body, list) and isinstance(new.get(key), list):
            new[key] = new[key] + body
        elif op == "~" and isinstance(body, dict) and isinstance(new.get(key), dict):
            new[key] = _patch_dict(new[key], body, depth + 1)
        else:
            raise ValueError("a view's change does not fit the view")
    return new
