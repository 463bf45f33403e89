"""Where a replayed game first differs from its record: the first field, throw or step, said in
one short line (deboule replay, the replay viewer)."""

from __future__ import annotations


def shown(value) -> str:
    return f"{value!r} ({value.hex()})" if isinstance(value, float) else repr(value)


def shortened(value, limit: int = 160) -> str:
    # loaded on first use, not with this module: the translations (8 ms)
    from deboule.text.terminal import printable

    text = printable(shown(value))
    return text if len(text) <= limit else text[:limit - 1] + "…"


def where_differs(a, b, path: str = "") -> tuple[str, object, object] | None:
    """The first place (a path such as `.obs.pieces[2].footprint.centre[0]`) where two plain
    JSON values differ, bit for bit (floats by their IEEE bits, 1 and 1.0 differ; an object's
    keys in any order), or None."""
    if type(a) is not type(b):
        return path, a, b
    if isinstance(a, dict):
        if a.keys() != b.keys():  # JSON values: the keys' order is no difference
            return path, a, b
        for key in a:
            found = where_differs(a[key], b[key], f"{path}.{key}")
            if found is not None:
                return found
        return None
    if isinstance(a, list):
        for index, (x, y) in enumerate(zip(a, b, strict=False)):
            found = where_differs(x, y, f"{path}[{index}]")
            if found is not None:
                return found
        return None if len(a) == len(b) else (path, a, b)
    if isinstance(a, float):
        return None if a.hex() == b.hex() else (path, a, b)
    return None if a == b else (path, a, b)


def first_throw_difference(recorded: list[str], replayed: list[str]) -> str | None:
    """The first throw whose pieces came to rest elsewhere, or None."""
    for index, (a, b) in enumerate(zip(recorded, replayed, strict=False)):
        if a != b:
            return (f"lancer {index + 1} / throw {index + 1} : les pièces reposent ailleurs / "
                    f"the pieces rest elsewhere (enregistré / recorded {a}, rejoué / replayed "
                    f"{b})")
    if len(recorded) != len(replayed):
        return (f"lancer {min(len(recorded), len(replayed)) + 1} / throw "
                f"{min(len(recorded), len(replayed)) + 1} : {len(recorded)} lancers enregistrés "
                f"/ throws recorded, {len(replayed)} rejoués / replayed")
    return None


def first_step_difference(recorded: list, replayed: list) -> str | None:
    """The first step of the rules' log that differs (its number from 1, its kind, where in
    it and both values), or None."""
    for index, (a, b) in enumerate(zip(recorded, replayed, strict=False)):
        found = where_differs(a, b)
        if found is not None:
            path, x, y = found
            kind = b.get("type", "?") if isinstance(b, dict) else "?"
            return (f"étape / step {index + 1} ({shortened(kind, 30)}){path} : enregistré / "
                    f"recorded {shortened(x)}, rejoué / replayed {shortened(y)}")
    if len(recorded) != len(replayed):
        index = min(len(recorded), len(replayed))
        a = shortened(recorded[index]) if index < len(recorded) else "fin / end"
        b = shortened(replayed[index]) if index < len(replayed) else "fin / end"
        return f"étape / step {index + 1} : enregistré / recorded {a}, rejoué / replayed {b}"
    return None


def first_difference(recorded: dict, replayed: dict) -> str | None:
    """A description of the first place the two `final` blocks differ, or None (bit for bit)."""
    a_scores, b_scores = recorded["scores"], replayed["scores"]
    if len(a_scores) != len(b_scores):
        return f"scores: {len(a_scores)} recorded, {len(b_scores)} replayed"
    for i, (a, b) in enumerate(zip(a_scores, b_scores, strict=True)):
        if type(a) is not type(b) or a != b:
            return f"scores[{i}]: recorded {shown(a)}, replayed {shown(b)}"
    a_poses, b_poses = recorded["poses"], replayed["poses"]
    if set(a_poses) != set(b_poses):
        only_a = sorted(set(a_poses) - set(b_poses))
        only_b = sorted(set(b_poses) - set(a_poses))
        return f"pieces in play: only recorded {only_a}, only replayed {only_b}"
    for pid in sorted(a_poses):
        for part, name in ((0, "position"), (1, "quaternion")):
            for k, (a, b) in enumerate(zip(a_poses[pid][part], b_poses[pid][part], strict=True)):
                # bit for bit: compare the IEEE bits, not ==, so -0.0 vs 0.0 counts too
                if float(a).hex() != float(b).hex():
                    return f"{pid} {name}[{k}]: recorded {shown(float(a))}, " \
                           f"replayed {shown(float(b))}"
    return None
