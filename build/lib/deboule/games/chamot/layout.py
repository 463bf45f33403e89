"""Where everything of Chamot lies in the window, from its size alone (pure geometry, tested):
the status strip on top, the three rows of cards in the middle of the table and, at the table's
right end, the common piles (H3: the maj. pile, the maj. corbeille, the min. corbeille), the
players (their pile, their corbeille's top: where a coup vache is dropped) and the log on the
right, the hand and the word being typed at the bottom. Pixels from the bottom left, as pyglet
draws."""

from __future__ import annotations

from dataclasses import dataclass

from deboule.screens.layout import Rect, font_size, line_height, ui_scale, window_rect

CARD_RATIO = 0.72  # a card's width over its height
MIN_CARDS_ACROSS = 8  # a row leaves room for at least this many cards before they shrink
COMMONS = ("maj_pile", "maj_corbeille", "min_corbeille")  # H3's common piles, top to bottom
COMMON_CAPTION_PT = 12  # the two caption lines under each common pile
COMMON_TEXT_W = 118  # px at 1280 x 720: "Corbeille maj." at 12 pt, with a margin


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
    commons: tuple[Rect, ...]  # one slot per common pile (COMMONS), in the table's right end
    common_caption_h: float  # the slot's two caption lines (its name, its count)
    common_gap: float  # between a common pile's card and its caption
    common_margin: float  # left free in each slot around card and caption: a caption reads as
    # its own card's, never as the next pile's (issue 30, point 9)
    table: Rect  # the wood the rows and the common piles lie on (the camera frames it)

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

    def common_card(self, index: int) -> Rect:
        """The card of common pile `index` (COMMONS), a gap above its caption; card and caption
        together are centred in the slot, as the rows' cards are in their bands."""
        slot, caption = self.commons[index], self.common_caption(index)
        h = self._common_card_h(slot)
        w = min(h * CARD_RATIO, slot.w)
        return Rect(slot.centre_x - w / 2, caption.top + self.common_gap, w, w / CARD_RATIO)

    def common_caption(self, index: int) -> Rect:
        slot = self.commons[index]
        used = self._common_card_h(slot) + self.common_gap + self.common_caption_h
        return Rect(slot.x, slot.centre_y - used / 2, slot.w, self.common_caption_h)

    def _common_card_h(self, slot: Rect) -> float:
        free = slot.h - self.common_caption_h - self.common_gap - 2 * self.common_margin
        h = max(0.0, min(self.card_h, free))
        return min(h, slot.w / CARD_RATIO)

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
    wood = table.inset(pad)
    band_h = wood.h / 3
    common_caption_h = 2 * _row(COMMON_CAPTION_PT, s)
    common_gap, common_margin = pad / 2, _row(COMMON_CAPTION_PT, s) / 2
    # the common piles: a column at the table's right end, one slot per pile, each slot a card
    # (no bigger than the rows' cards) above its caption
    common_card_h = max(0.0, min(band_h * 0.86, band_h - common_caption_h - pad / 2))
    commons_w = max(common_card_h * CARD_RATIO * 1.15, COMMON_TEXT_W * s)
    piles, table = wood.cut_right(commons_w)
    commons = tuple(Rect(piles.x, piles.top - (i + 1) * band_h, piles.w, band_h)
                    .inset(0, pad / 4) for i in range(len(COMMONS)))
    table, _gap = table.cut_left(table.w - pad)  # the rows stop short of the piles
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
                       prompt.inset(pad, 0), card_w, card_h, label_w, caption_h, commons,
                       common_caption_h, common_gap, common_margin, wood)
