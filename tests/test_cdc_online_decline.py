"""Cul de Chouette online in the window: a decision taken from the menu with "ne plus demander"
(the screen passes the prompt it turns off, as to the local match) is sent, and that prompt is
passed by itself from then on. The screen called the online match with two arguments, which it
did not take: the online window closed on the first decision made with Enter."""

from __future__ import annotations

from collections import deque
from types import SimpleNamespace

from deboule.games.cul_de_chouette.online_match import RemoteMatch
from deboule.rules.cul_de_chouette import Pass


class Seat:
    """The window's Session as RemoteMatch reads it: seat 1, a state, the decisions sent."""

    def __init__(self, state) -> None:
        self.seat, self.over, self.lobby, self.motions = 1, False, {}, deque()
        self.state, self.sent = state, []

    def rules_state(self):
        return self.state

    def decide(self, action) -> None:
        self.sent.append(action)


def decision(prompt: str, length: int):
    node = SimpleNamespace(kind="decision", players=[1], prompt=prompt,
                           legal=lambda player: [Pass(player)])
    return SimpleNamespace(node=node, history=[None] * length, is_over=False, n_players=2,
                           legal_actions=node.legal)


def test_a_decision_with_a_prompt_turned_off_is_sent_and_that_prompt_passed_after():
    seat = Seat(decision("pre_bet", 4))
    match = RemoteMatch(seat)
    match.human_action(Pass(1), "pre_bet")  # Enter on "Passer, ne plus demander"
    assert seat.sent == [Pass(1)]
    seat.state = decision("pre_bet", 9)  # the same question, later in the game
    assert match.decision_menu() is None  # not asked: passed at once, once
    assert match.decision_menu() is None
    assert seat.sent == [Pass(1), Pass(1)]
    seat.state = decision("civet", 11)  # another question is still asked
    assert match.decision_menu() is not None
    assert seat.sent == [Pass(1), Pass(1)]


def test_a_decision_without_turning_anything_off_is_sent():
    seat = Seat(decision("pre_bet", 4))
    match = RemoteMatch(seat)
    match.human_action(Pass(1))
    match.human_action(Pass(1), None)
    assert seat.sent == [Pass(1), Pass(1)] and match.declined == {}
