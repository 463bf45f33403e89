"""A word on a Chamot card ("JOKER", "?" cards named in full) is drawn inside the card at any
window size: deboule/games/chamot/hud.py `letter_on` sizes it by the card's width as well as its
height (the joker's word spilled past its card at 960x540)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from deboule.games.chamot.hud import ChamotHud
from deboule.screens.layout import Rect


def _hud(drawn: list[tuple[str, int]]) -> ChamotHud:
    """The HUD's card lettering alone: a font whose glyphs are 0.7 of their size wide."""
    hud = ChamotHud.__new__(ChamotHud)
    hud.hud = SimpleNamespace(measure=lambda text, size, bold=False: len(text) * size * 0.7)
    text = SimpleNamespace(draw=lambda text, x, y, size, **_: drawn.append((text, size)))
    hud.screen = SimpleNamespace(app=SimpleNamespace(text=text))
    return hud


@pytest.mark.parametrize("card", [Rect(0, 0, 40, 60), Rect(0, 0, 28, 42), Rect(0, 0, 90, 130)])
def test_a_word_on_a_card_stays_inside_it_and_a_letter_keeps_its_size(card):
    drawn: list[tuple[str, int]] = []
    hud = _hud(drawn)
    hud.letter_on(card, "A")
    hud.letter_on(card, "JOKER")
    (_, letter_size), (word, word_size) = drawn
    assert letter_size == max(9, round(card.h * 0.36 * 0.75))  # a letter: sized by the height
    assert word == "JOKER" and len(word) * word_size * 0.7 <= card.w * 0.9
    assert word_size < letter_size
