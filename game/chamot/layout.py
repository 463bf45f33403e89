"""Where everything of Chamot lies in the window, from its size alone (pure geometry, tested):
the status strip on top, the three rows of cards in the middle of the table, the players (their
pile, their corbeille's top: where a coup vache is dropped) and the log on the right, the hand
and the word being typed at the bottom. Pixels from the bottom left, as pyglet draws."""

from __future__ import annotations

from dataclasses import dataclass

from game.screens.layout import Rect, font_size, line_height, ui_scale, window_rect

CARD_RATIO = 0.72  # a card's width over its height
MIN_CARDS_ACROSS = 9  # a row leaves room for at least this many cards before they shrink


def _row(points: float, scale: float) -> float:
    return line_height(font_size(points, scale))


@dataclass(frozen=True)
class TableLayout:
    status: Rect
    rows: tuple[Rect, ...]  # one band per row of cards (its label at the left)
    players: tuple[Rect, ...]  # one box per seat (a drop target for loads)
    log: Rect
    hand: Rect  # the card in hand and the own corbeille's top
    prompt: Rect  # the play being made, the word typed, the keys
    card_w: float
    card_h: float
    label_w: float  # the row's number, left of its cards
    caption_h: float  # the line under the hand's cards

    def card(self, row: int, index: int) -> Rect:
        """The card at `index` of row `row` (0: its maj.)."""
        band = self.rows[row]
        gap = self.card_w * 0.08
        x = band.x + self.label_w + index * (self.card_w + gap)
        return Rect(x, band.centre_y - self.card_h / 2, self.card_w, self.card_h)

    def hand_card(self) -> Rect:
        """The card in hand, above the caption line (the own corbeille's and pile's sizes)."""
        h = hand_card_height(self.hand, self.card_h, self.caption_h)
        return Rect(self.hand.x, self.hand.y + self.caption_h, h * CARD_RATIO, h)

    def corbeille_card(self) -> Rect:
        hand = self.hand_card()
        return Rect(hand.right + hand.w * 0.5, hand.y, hand.w, hand.h)

    def pile_card(self) -> Rect:
        corbeille = self.corbeille_card()
        return Rect(corbeille.right + corbeille.w * 0.35, corbeille.y, corbeille.w, corbeille.h)

    def player_card(self, seat: int) -> Rect:
        """The small picture of a player's corbeille top, at the right of their box."""
        box = self.players[seat]
        h = box.h * 0.78
        return Rect(box.right - h * CARD_RATIO - box.h * 0.1, box.centre_y - h / 2,
                    h * CARD_RATIO, h)


def hand_card_height(hand: Rect, card_h: float, caption_h: float) -> float:
    return max(0.0, min(hand.h - caption_h, card_h * 1.15))


HAND_SPAN = 1 + 0.5 + 1 + 0.35 + 1  # the hand card, a gap, the corbeille, a gap, the pile


def table_layout(width: float, height: float, seats: int, longest_row: int = 0) -> TableLayout:
    """The layout for a window of this size, `seats` players and the longest row's card count
    (cards shrink so that the longest row fits)."""
    s = ui_scale(width, height)
    pad = 10 * s
    window = window_rect(width, height)
    status, rest = window.cut_top(_row(20, s) + _row(14, s) + 2 * pad)
    bottom, rest = rest.cut_bottom(max(0.24 * height, 3 * _row(15, s) + _row(13, s) + 2 * pad))
    side, table = rest.cut_right(min(0.3 * width, 380 * s))
    box_h = max(_row(15, s) + _row(13, s), 0.11 * height) + pad
    players = []
    column = side
    for _ in range(seats):
        box, column = column.cut_top(box_h)
        players.append(box.inset(pad, pad / 2))
    log = column.inset(pad)
    table = table.inset(pad)
    band_h = table.h / 3
    label_w = _row(20, s) * 1.3
    across = max(MIN_CARDS_ACROSS, longest_row + 1)
    card_w = min(band_h * 0.86 * CARD_RATIO, (table.w - label_w) / (across * 1.08))
    card_h = card_w / CARD_RATIO
    rows = tuple(Rect(table.x, table.top - (i + 1) * band_h, table.w, band_h) for i in range(3))
    caption_h = _row(12, s)
    inner = bottom.inset(pad)
    hand_w = hand_card_height(inner, card_h, caption_h) * CARD_RATIO * HAND_SPAN
    hand, prompt = inner.cut_left(hand_w + 2 * pad)
    return TableLayout(status.inset(pad, pad / 2), rows, tuple(players), log, hand,
                       prompt.inset(pad, 0), card_w, card_h, label_w, caption_h)
