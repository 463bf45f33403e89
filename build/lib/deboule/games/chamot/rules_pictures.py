"""Chamot's pictures for the rules screen (its page: deboule/games/chamot/rules_page.py): cards
lying on the wood of the table seen from above, as Chamot's screen draws them (RULINGS H1): rows
making words, a card placed, letters moved from one row to another, a coup vache loading an
opponent's corbeille. Letters only: the words they spell are French in both languages, as in
the game."""

from __future__ import annotations

from deboule.render.illustrations import Card, CardRow, Pane, Picture, camera_at

# over the wood between the réglette (x = 0.10) and the first repères (x = 0.48): no inlay
TABLE_CAMERA = camera_at((0.29, 0.075, 0.0), 90.0, 89.0, 0.25, 40.0)


def row(word: str, at: tuple[float, float], label: str = "", marked: tuple[int, ...] = ()
        ) -> CardRow:
    """A row of cards spelling `word`: its first letter a maj. (upper case) unless the word
    starts with "·" (loose min. cards: a hand, a corbeille)."""
    loose = word.startswith("·")
    letters = word.lstrip("·")
    cards = tuple(Card(c.upper() if k == 0 and not loose else c, maj=k == 0 and not loose,
                       marked=k in marked) for k, c in enumerate(letters))
    return CardRow(at, cards, label, stacked=loose and len(cards) > 1)


def pane(*rows: CardRow, arrows=(), card_height: float = 0.26) -> Pane:
    return Pane("deboule", (), TABLE_CAMERA, cards=tuple(rows), arrows=tuple(arrows),
                card_height=card_height)


def rows_picture() -> Picture:
    """Three rows, each the beginning of a word: CHA (chat, chapeau...), MAISON (a whole word:
    it may be removed), PO (pomme, porte...)."""
    return Picture("chamot.rows", (pane(row("cha", (0.08, 0.70), "1"),
                                        row("maison", (0.08, 0.39), "2"),
                                        row("po", (0.08, 0.08), "3"), card_height=0.22),),
                   aspect=1.8)


def place_picture() -> Picture:
    """The card turned ("t") goes at the end of row 1: CHA becomes CHAT."""
    before = pane(row("cha", (0.10, 0.66), "1"), row("·t", (0.62, 0.22), marked=(0,)),
                  arrows=[((0.66, 0.38), (0.66, 0.56))])
    after = pane(row("chat", (0.10, 0.66), "1", marked=(3,)))
    return Picture("chamot.place", (before, after), aspect=2.4)


def move_picture() -> Picture:
    """The last letter of CHAT moves to the end of PO: CHA (chat...) and POT, two beginnings
    of words."""
    before = pane(row("chat", (0.10, 0.66), "1", marked=(3,)), row("po", (0.10, 0.26), "2"),
                  arrows=[((0.62, 0.58), (0.47, 0.40))])
    after = pane(row("cha", (0.10, 0.66), "1"), row("pot", (0.10, 0.26), "2", marked=(2,)))
    return Picture("chamot.move", (before, after), aspect=2.4)


def load_picture() -> Picture:
    """A coup vache: an opponent's corbeille shows "m"; the "n" just turned follows it in the
    alphabet and goes on top of it."""
    before = pane(row("·m", (0.20, 0.62)), row("·n", (0.62, 0.18), marked=(0,)),
                  arrows=[((0.60, 0.34), (0.36, 0.56))])
    after = pane(row("·mn", (0.20, 0.62), marked=(1,)))
    return Picture("chamot.load", (before, after), aspect=2.4)


PICTURES = {
    "chamot.rows": rows_picture,
    "chamot.place": place_picture,
    "chamot.move": move_picture,
    "chamot.load": load_picture,
}
