"""The match contract (deboule/match_base.py) over every game of the registry: each controller is
a Match; a bot game played headless (`play_out`, the loop the window runs frame by frame) ends;
its record replays through the registry (`deboule replay`) to the same end and the same rules
history; its save comes back (`from_save`) as the same game. Quick games: short targets, small
brocs. The rules contract is tests/test_conformance.py."""

from __future__ import annotations

import json

import pytest

from deboule.match_base import Match
from deboule.registry import GAMES
from deboule.replays.records import make_record
from deboule.replays.replay import history_key, replay_record
from deboule.replays.replay_base import Trace, plain

# per game: (seats, new() options, from_save() options)
QUICK = {
    "deboule": (["novice", "casual"], lambda: {"options": {"target": 3}, "headless": True},
                lambda: {"headless": True}),
    "cul-de-chouette": (["novice", "novice"],
                        lambda: {"options": {"preset": "iruo"}, "headless": True},
                        lambda: {"headless": True}),
    "enculette": (["novice", "regular", "novice"],
                  lambda: {"options": {"broc": 4}, "headless": True},
                  lambda: {"headless": True}),
    "chamot": (["novice", "regular"], lambda: {"options": {"short": True}, "headless": True},
               lambda: {"headless": True}),
}
ENTRIES = [pytest.param(entry, id=entry.name) for entry in GAMES]


def test_every_game_has_quick_options_here():
    assert {entry.name for entry in GAMES} <= set(QUICK), "add the new game to QUICK"


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_headless_bot_game_ends_replays_and_reloads(entry):
    cls = entry.match_class()
    for name in ("new", "from_save", "update", "play_out", "human_action", "human_throw",
                 "legal_actions", "to_save", "record", "close"):
        assert callable(getattr(cls, name, None)), f"{cls.__name__} lacks {name}"
    seats, options, reload = QUICK[entry.name]
    match = cls.new(seats, seed=5, **options())
    assert isinstance(match, Match)
    assert match.state.GAME == entry.name and not match.over
    assert match.legal_actions() == []  # no human at the table
    match.play_out()
    assert match.over and match.state.is_over
    # its record: a valid game record that replays to the same end and history
    record = json.loads(json.dumps(make_record(**_record_args(match.record()))))
    trace = Trace()
    assert replay_record(record, trace=trace) == record["final"]
    assert trace.history == record[history_key(record)]
    assert trace.history == plain(match.state.to_dict()["actions"])
    # its save: the same game again
    again = cls.from_save(json.loads(json.dumps(match.to_save())), **reload())
    assert again.state.to_dict() == match.state.to_dict() and again.over
    match.close()
    again.close()


def _record_args(record: dict) -> dict:
    """`deboule.replays.records.make_record`'s arguments (it checks the record as a reader
    would)."""
    known = ("game", "options", "seed", "inputs", "final")
    extra = {k: v for k, v in record.items() if k not in (*known, "format", "version")}
    return {**{k: record[k] for k in known}, **extra}
