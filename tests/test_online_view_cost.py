"""A room's views cost each event what it added, not the whole game (issue 45, point 6;
deboule/online/view_stream.py), and the messages are the very ones of views built whole.

A seeded room of each of the four games is played in-process (tests/online_streams.py: every
seat a member whose connection records what it is sent, spectators who come, leave and come
back): every text is compared with the room's texts when each view is built whole from the
rules (`seat_view`) and compared whole (`delta`), as the room did before; and the work of each
event is counted: the actions turned into their JSON form (`Action.to_dict`) and the seats'
views built from the rules, while the room publishes a view (the legal actions sent with it
left out: they are the decision's, not the history's).
"""

from __future__ import annotations

import importlib

import pytest

from deboule import registry
from deboule.online.delta import delta
from deboule.online.room import Room
from deboule.rules.core.actions import Action
from tests.online_streams import GAMES, record_room, short_games

HISTORY_GAMES = ("cul-de-chouette", "enculette", "deboule")  # views holding every action


@pytest.fixture(autouse=True)
def short(monkeypatch):
    short_games(monkeypatch)


def whole_each_time(monkeypatch) -> None:
    """The room's views built as before: each seat's view from the rules at each event, its
    change from the whole last view (`delta`)."""
    from deboule.online import view_stream

    class WholeEachTime(view_stream.ViewStream):
        def advance(self, state, event):
            if event == self.event:
                return
            self.before, self.event = self.event, event
            view = state.seat_view(self.seat)
            self.change = None if self.view is None else delta(self.view, view)[0]
            self.view = view

    monkeypatch.setattr("deboule.online.room.ViewStream", WholeEachTime)


@pytest.mark.parametrize("game", list(GAMES))
def test_every_message_is_the_one_of_views_built_whole(game, monkeypatch):
    kept = record_room(game)
    with monkeypatch.context() as patched:
        whole_each_time(patched)
        built_whole = record_room(game)
    assert set(kept) == set(built_whole)
    for name in kept:
        assert len(kept[name]) == len(built_whole[name]), name
        for index, (text, expected) in enumerate(zip(kept[name], built_whole[name],
                                                     strict=True)):
            assert text == expected, f"{name}, message {index}"
    views = [text for text in kept["seat 0"] if text.startswith('{"type":"view"')]
    assert len(views) > 20  # a game of many events
    if game in ("cul-de-chouette", "enculette"):  # hidden faces shown later: a whole list sent
        assert any('"faces":null' in text for text in views)
        assert any('"actions":{"="' in text for text in views)


class Work:
    """What each view event cost: actions turned to JSON, seats' views built from the rules."""

    def __init__(self, monkeypatch) -> None:
        self.counting = False
        self.to_dict = 0
        self.seat_views = 0
        self.events: list[tuple[int, int, int]] = []  # (history length, to_dict, seat_views)
        made = Action.to_dict
        publish_views, legal = Room.publish_views, Room._legal
        work = self

        def to_dict(action):
            work.to_dict += work.counting
            return made(action)

        def counted_publish(room, force=False):
            work.counting = True
            try:
                publish_views(room, force)
            finally:
                work.counting = False

        def uncounted_legal(room, seat):
            counting, work.counting = work.counting, False
            try:
                return legal(room, seat)
            finally:
                work.counting = counting

        monkeypatch.setattr(Action, "to_dict", to_dict)
        monkeypatch.setattr(Room, "publish_views", counted_publish)
        monkeypatch.setattr(Room, "_legal", uncounted_legal)

    def seat_view_counted(self, state_class, monkeypatch) -> None:
        made = state_class.seat_view
        work = self

        def seat_view(state, player):
            work.seat_views += work.counting
            return made(state, player)

        monkeypatch.setattr(state_class, "seat_view", seat_view)

    def event(self, room: Room) -> None:
        self.events.append((len(room.match.state.history), self.to_dict, self.seat_views))
        self.to_dict = self.seat_views = 0


@pytest.mark.parametrize("game", HISTORY_GAMES)
def test_the_work_of_an_event_does_not_grow_with_the_game(game, monkeypatch):
    work = Work(monkeypatch)
    state_class = importlib.import_module(registry.by_name(game).rules).STATE
    work.seat_view_counted(state_class, monkeypatch)
    record_room(game, on_event=work.event)
    seats = len(GAMES[game][1])
    streams = 1 if state_class.OPEN_INFORMATION else seats  # views built a view event
    assert work.events[-1][0] > 30  # a game long enough for a whole history to show
    previous = work.events[0][0]
    over = []  # events that cost more than what they added
    for length, to_dict, seat_views in work.events[1:]:
        added = length - previous
        previous = length
        # each stream turns the new actions into JSON, and at most one action shown again;
        # no seat's view is built whole from the rules
        if to_dict > streams * (added + 1) or seat_views:
            over.append((length, added, to_dict, seat_views))
    assert not over, f"(history length, actions added, to_dict, seat_view): {over[-5:]}"
