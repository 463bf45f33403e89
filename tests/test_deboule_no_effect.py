"""A symbol that does nothing says why (issue 30, point 2): the log of a first throw whose
symbol has no effect names the reason (the déboule went out or is capped, nothing for the
symbol to act on), and the fallen-tower penalty says the tower was conceded (D8, D10, R12).

Failing, the player sees their die show the Bow or the Diamond and the turn pass on with
nothing said, or "(fallen tower)" with no word of the concession."""

from __future__ import annotations

from test_deboule_support import start_2p, throw

from deboule.rules.deboule import Observed, Thrown, ThrowRequest
from deboule.rules.deboule.messages import render


def _said(game, kind: str) -> dict[str, str]:
    events = [e for e in game.events if e.kind == kind]
    assert events, f"no {kind} event; the log: {[e.kind for e in game.events]}"
    return {lang: render(events[-1], game.layout, lang) for lang in ("fr", "en")}


def test_a_bow_with_no_opposing_deboule_says_so():
    game, b = start_2p()
    throw(game, b, "red-1", 0.6, 0.0, "arc")  # the first déboule: none of the opponent's yet
    assert isinstance(game.pending, ThrowRequest)
    said = _said(game, "symbol_no_effect")
    assert "Arc" in said["fr"] and "aucune déboule adverse" in said["fr"], said
    assert "Bow" in said["en"] and "no opposing déboule" in said["en"], said


def test_a_diamond_with_no_room_to_tip_says_so():
    game, b = start_2p()
    throw(game, b, "red-1", 0.6, 0.0, "losange", tips=())
    said = _said(game, "symbol_no_effect")
    assert "Losange" in said["fr"] and "basculer" in said["fr"], said
    assert "Diamond" in said["en"] and "room" in said["en"], said


def test_a_deboule_that_went_out_says_so():
    game, b = start_2p()
    b.place("red-1", 0.6, 0.0, "fleche").out("red-1")
    game.apply(Thrown("red-1", b.build()))
    said = _said(game, "symbol_no_effect")
    assert "rouge 1" in said["fr"] and "sortie" in said["fr"], said
    assert "red 1" in said["en"] and "went out" in said["en"], said


def test_a_blank_face_or_a_usable_symbol_says_nothing_of_the_kind():
    game, b = start_2p()
    throw(game, b, "red-1", 0.6, 0.0, "blank")
    throw(game, b, "green-1", 0.7, 0.0, "fleche")  # a relance is offered: it has an effect
    assert not [e for e in game.events if e.kind == "symbol_no_effect"]


def test_the_fallen_tower_penalty_names_the_concession():
    game, b = start_2p()
    b.tower("tower-1", 0.50, 0.20, fallen=True)
    throw(game, b, "red-1", 0.6, 0.0, "fleche")
    b.tower("tower-1", 0.50, 0.20)
    game.apply(Observed(b.build()))
    said = _said(game, "penalty_no_effect")
    assert "concédée" in said["fr"] and "tour" in said["fr"], said
    assert "conceded" in said["en"] and "tower" in said["en"], said
