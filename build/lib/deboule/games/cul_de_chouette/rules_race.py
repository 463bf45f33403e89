"""Cul de Chouette's shout races in a rules-only match (deboule/rules_match.py): the bots press at
their own reaction times, earliest first, as the window's clock would order them; the race's
clock (the rules' chance model: CloseRace) then closes it for whoever did not press."""

from __future__ import annotations

from typing import Any

from deboule.rules.core.bots import reaction_ms
from deboule.rules.cul_de_chouette import Press
from deboule.rules_match import ask_in_turn


def race_presses(match: Any) -> bool:
    """The bots' presses in the open race, once per race (True when any was played); any
    other point where several may act: the default (each bot in seat order)."""
    state = match.state
    node = state.node
    if node.kind != "race":
        return ask_in_turn(match)
    window = node.race
    if getattr(match, "pressed_race", None) is window:
        return False  # the bots answered this race: the humans, then its clock
    match.pressed_race = window
    times = {q: reaction_ms(match.bots[q], state, q, window.shouts[q])
             for q in window.waiting if q in match.bots}
    played = False
    for q, t_ms in sorted(((q, t) for q, t in times.items() if t is not None),
                          key=lambda item: (item[1], item[0])):
        match.play(Press(q, window.shouts[q], t_ms))
        played = True
        if state.node.kind != "race" or state.node.race is not window:
            break  # that press ended the race
    return played
