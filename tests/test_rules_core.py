"""The shared rules core: the action codec refuses every malformed action with IllegalAction."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import pytest

from deboule.rules.core import Action, ActionCodec, IllegalAction, check_header


@dataclass(frozen=True)
class Move(Action):
    KIND: ClassVar[str] = "move"
    card: int
    rows: tuple[int, ...] = ()
    word: str | None = None


CODEC = ActionCodec(Move)


def test_round_trip():
    move = Move(3, (1, 2), "épée")
    assert move.to_dict() == {"type": "move", "card": 3, "rows": [1, 2], "word": "épée"}
    assert CODEC.from_dict(move.to_dict()) == move


@pytest.mark.parametrize("bad", [
    {"type": "move", "card": "3"}, {"type": "move"}, {"type": "jump", "card": 1},
    {"type": "move", "card": 1, "extra": 2}, {"type": "move", "card": True}, [1], None,
    {"type": "move", "card": 1, "rows": [1, "2"]}, {"type": "move", "card": 1, "rows": 5},
    {"type": ["move"], "card": 1},
])
def test_malformed_actions_are_refused(bad):
    with pytest.raises(IllegalAction) as refused:
        CODEC.from_dict(bad)
    assert refused.value.code == "bad_action"


def test_repeated_kind_is_a_programming_error():
    with pytest.raises(ValueError):
        ActionCodec(Move, Move)


@pytest.mark.parametrize("bad", [None, [], {"game": "other"}, {"game": "g", "version": 9},
                                 {"game": "g", "version": True}, {"game": "g", "actions": {}}])
def test_check_header_refuses(bad):
    with pytest.raises(IllegalAction):
        check_header(bad, "g", 1)


def test_an_event_field_it_lacks_is_an_attribute_error_not_a_silent_none():
    """A typo (`event.amout`) or a field another kind of event has (`drank` has no `faces`)
    raises AttributeError naming the event's kind and fields; `get` answers None."""
    import copy
    import pickle

    from deboule.rules.core import Event

    event = Event("drank", {"player": 1, "amount": 2})
    assert (event.player, event.amount, event.get("faces"), event["amount"]) == (1, 2, None, 2)
    for name in ("amout", "faces", "to_dct"):
        with pytest.raises(AttributeError, match=rf"'drank' event has no field '{name}'"):
            getattr(event, name)
    assert getattr(event, "faces", "absent") == "absent" and not hasattr(event, "faces")
    assert copy.deepcopy(event) == event == pickle.loads(pickle.dumps(event))
