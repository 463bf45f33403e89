"""Actions: small frozen dataclasses, one per kind of answer, each a JSON dict with its `type`.

Written once for every game:

    >>> from dataclasses import dataclass
    >>> @dataclass(frozen=True)
    ... class Chapeauter(Action):
    ...     KIND: ClassVar[str] = "chapeauter"
    ...     target: str
    >>> @dataclass(frozen=True)
    ... class Relance(Action):
    ...     KIND: ClassVar[str] = "relance"
    >>> CODEC = ActionCodec(Chapeauter, Relance)
    >>> CODEC.from_dict({"type": "chapeauter", "target": "red-1"}) == Chapeauter("red-1")
    True
    >>> Chapeauter("red-1").to_dict()
    {'type': 'chapeauter', 'target': 'red-1'}

`to_dict` turns tuples into lists and nested objects with a `to_dict` into dicts; the codec turns
them back (lists into tuples, dicts into the field's class when it has `from_dict`) and refuses
unknown kinds, unknown or missing fields and values its field types cannot hold, with
`IllegalAction`. An action's own `__post_init__` may check its values further.

A game whose records were written with other spellings of its kinds names them once, in
`legacy` (old spelling -> class): they still read, and are written again with `KIND`.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from typing import Any, ClassVar

from deboule.rules.core.errors import IllegalAction


@dataclasses.dataclass(frozen=True)
class Action:
    """Base of every game's actions. `KIND` is the JSON `type` (snake_case, unique per game)."""

    KIND: ClassVar[str] = ""

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.KIND}
        for name in _field_names(type(self)):
            data[name] = _plain(getattr(self, name))
        return data


# each action class's field names, read once: `dataclasses.fields` builds its tuple again at
# every call, and a long game's record writes hundreds of thousands of actions
_FIELD_NAMES: dict[type, tuple[str, ...]] = {}
_PLAIN_TYPES = (str, int, float, bool, type(None))  # exactly these: a subclass may have to_dict


def _field_names(cls: type) -> tuple[str, ...]:
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = tuple(field.name for field in dataclasses.fields(cls))
    return names


def _plain(value: Any) -> Any:
    if type(value) in _PLAIN_TYPES:
        return value
    if hasattr(value, "to_dict"):
        return value.to_dict()
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    return value


class ActionCodec:
    """The actions of one game, by `KIND`: reads them back from JSON dicts, and checks the
    actions handed to `apply` (`check`): a malformed one is refused like an illegal one."""

    def __init__(self, *classes: type[Action],
                 legacy: dict[str, type[Action]] | None = None) -> None:
        self.kinds: dict[str, type[Action]] = {}
        self._hints_of: dict[type[Action], dict[str, Any]] = {}  # field types, read once
        for cls in classes:
            if not cls.KIND or cls.KIND in self.kinds:
                raise ValueError(f"action kind missing or repeated: {cls.__name__}")
            self.kinds[cls.KIND] = cls
        self.legacy: dict[str, type[Action]] = dict(legacy or {})
        if set(self.legacy) & set(self.kinds) or \
                not set(self.legacy.values()) <= set(self.kinds.values()):
            raise ValueError("a legacy spelling must name one of the codec's classes")

    def check(self, action: Any) -> None:
        """IllegalAction (code "bad_action") unless `action` is one of this game's actions with
        every field of the type its class declares (a row given as "1", a source the game does
        not know, a bool for a seat): `apply` refuses it before looking at the rules, so it
        changes nothing.

        >>> from dataclasses import dataclass
        >>> @dataclass(frozen=True)
        ... class Pick(Action):
        ...     KIND: ClassVar[str] = "pick"
        ...     row: int
        >>> codec = ActionCodec(Pick)
        >>> codec.check(Pick(2))
        >>> codec.check(Pick("2"))
        Traceback (most recent call last):
        ...
        deboule.rules.core.errors.IllegalAction: bad action pick: row='2' is not int
        """
        cls = type(action)
        if not isinstance(action, Action) or self.kinds.get(cls.KIND) is not cls:
            raise IllegalAction(f"not an action of this game: {str(action)[:60]}",
                                code="bad_action")
        hints = self._hints(cls)
        for field in dataclasses.fields(cls):
            value = getattr(action, field.name)
            hint = hints.get(field.name, Any)
            if not _conforms(value, hint):
                raise IllegalAction(f"bad action {cls.KIND}: {field.name}={str(value)[:40]!r} "
                                    f"is not {_hint_name(hint)}", code="bad_action",
                                    field=field.name)

    def _hints(self, cls: type[Action]) -> dict[str, Any]:
        if cls not in self._hints_of:
            self._hints_of[cls] = typing.get_type_hints(cls)
        return self._hints_of[cls]

    def from_dict(self, data: Any) -> Action:
        if not isinstance(data, dict):
            raise IllegalAction(f"an action is a mapping with a 'type', not {type(data).__name__}",
                                code="bad_action")
        kind = data.get("type")
        cls = self.kinds.get(kind, self.legacy.get(kind)) if isinstance(kind, str) else None
        if cls is None:
            raise IllegalAction(f"unknown action type {str(kind)[:40]!r}", code="bad_action")
        fields = {f.name: f for f in dataclasses.fields(cls)}
        extra = sorted(set(data) - set(fields) - {"type"})
        if extra:
            raise IllegalAction(f"action {cls.KIND} has unknown fields {extra[:5]}",
                                code="bad_action")
        hints = typing.get_type_hints(cls)
        kwargs: dict[str, Any] = {}
        for name, field in fields.items():
            if name not in data:
                if field.default is dataclasses.MISSING and \
                        field.default_factory is dataclasses.MISSING:
                    raise IllegalAction(f"action {cls.KIND} needs {name!r}", code="bad_action")
                continue
            kwargs[name] = _typed(data[name], hints.get(name, Any), f"{cls.KIND}.{name}")
        try:
            return cls(**kwargs)
        except IllegalAction:
            raise
        except (TypeError, ValueError) as error:
            raise IllegalAction(f"bad action {cls.KIND}: {error}", code="bad_action") from None


def _typed(value: Any, hint: Any, where: str) -> Any:
    """`value` read from JSON as the type `hint` says, or IllegalAction."""
    origin = typing.get_origin(hint)
    if hint is Any:
        return value
    if origin in (typing.Union, types.UnionType):
        options = typing.get_args(hint)
        if value is None and type(None) in options:
            return None
        for option in options:
            if option is type(None):
                continue
            try:
                return _typed(value, option, where)
            except IllegalAction:
                continue
        raise IllegalAction(f"{where}: {str(value)[:40]!r} is not allowed", code="bad_action")
    if origin is tuple:
        if not isinstance(value, list | tuple):
            raise IllegalAction(f"{where} must be a list", code="bad_action")
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_typed(v, args[0], where) for v in value)
        if args and len(args) != len(value):
            raise IllegalAction(f"{where} must have {len(args)} items", code="bad_action")
        return tuple(_typed(v, a, where) for v, a in zip(value, args or [Any] * len(value),
                                                         strict=True))
    if origin is typing.Literal:
        if value not in typing.get_args(hint):
            raise IllegalAction(f"{where}: {str(value)[:40]!r} is not allowed", code="bad_action")
        return value
    if isinstance(hint, type):
        if hasattr(hint, "from_dict") and isinstance(value, dict):
            return hint.from_dict(value)
        if hint is float and isinstance(value, int) and not isinstance(value, bool):
            return float(value)
        if hint is int and isinstance(value, bool):
            raise IllegalAction(f"{where} must be an integer", code="bad_action")
        if not isinstance(value, hint):
            raise IllegalAction(f"{where} must be {hint.__name__}", code="bad_action")
        return value
    return value


def _conforms(value: Any, hint: Any) -> bool:
    """`value` is of the type `hint` (without converting: a live action, not JSON). A list
    stands for a tuple, an integer for a float."""
    if hint is Any:
        return True
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        return any(_conforms(value, option) for option in typing.get_args(hint))
    if origin is typing.Literal:
        return any(value == option and type(value) is type(option)
                   for option in typing.get_args(hint))
    if origin is tuple:
        if not isinstance(value, tuple | list):
            return False
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            return all(_conforms(v, args[0]) for v in value)
        return not args or (len(args) == len(value) and
                            all(_conforms(v, a) for v, a in zip(value, args, strict=True)))
    if origin is not None:
        return isinstance(value, origin)
    if hint is type(None):
        return value is None
    if not isinstance(hint, type):
        return True
    if isinstance(value, bool) and hint is not bool:
        return False
    if hint is float:
        return isinstance(value, int | float)
    return isinstance(value, hint)


def _hint_name(hint: Any) -> str:
    return getattr(hint, "__name__", None) or str(hint).replace("typing.", "")
