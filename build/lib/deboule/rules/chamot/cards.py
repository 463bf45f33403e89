"""The 123 letter cards of Chamot (H2) and their ids.

Cards are plain ints so that a deck order (a chance outcome) is a list of numbers: min. cards are
0..95 and maj. cards 0..26, two separate decks ("Mélanger séparément (maj. et min.)", seed C1).
`MIN_LETTERS[card]` and `MAJ_LETTERS[card]` give their letters, lower case, the joker as `JOKER`.
"""

from __future__ import annotations

from string import ascii_lowercase

JOKER = "?"  # a joker card, and the wildcard in a row's pattern (H4: it stands for any letter)

# H2: the French Scrabble counts less three e, one a, one i and one n, plus two jokers.
MIN_COUNTS: dict[str, int] = {
    "a": 8, "b": 2, "c": 2, "d": 3, "e": 12, "f": 2, "g": 2, "h": 2, "i": 7, "j": 1, "k": 1,
    "l": 5, "m": 3, "n": 5, "o": 6, "p": 2, "q": 1, "r": 6, "s": 6, "t": 6, "u": 6, "v": 2,
    "w": 1, "x": 1, "y": 1, "z": 1, JOKER: 2,
}
MIN_LETTERS: tuple[str, ...] = tuple(
    letter for letter, count in MIN_COUNTS.items() for _ in range(count))
# H2: 27 capitals, A-Z and one JOKER (seed D1: "le JOKER maj. est évolutif").
MAJ_LETTERS: tuple[str, ...] = tuple(ascii_lowercase) + (JOKER,)

MIN_DECK = len(MIN_LETTERS)  # 96
MAJ_DECK = len(MAJ_LETTERS)  # 27
SHORT_GAME_MIN = MIN_DECK // 2  # seed E: "N'utiliser que la moitié des min., à savoir 48"
ROWS = 3  # H3: three maj. face up, each starts a row

assert MIN_DECK == 96 and MAJ_DECK == 27


def follows(card_letter: str, top_letter: str) -> bool:
    """H6: does `card_letter` follow `top_letter` in the alphabet? z is followed by a (seed D5),
    anything follows a joker (seed D1), and a joker follows nothing (a joker never loads)."""
    if card_letter == JOKER:
        return False
    if top_letter == JOKER:
        return True
    successor = ascii_lowercase[(ascii_lowercase.index(top_letter) + 1) % 26]
    return card_letter == successor


def min_deal_size(players: int, short: bool) -> int:
    """H3: 48 / 32 / 24 min. each for 2 / 3 / 4 players; the short game halves them (seed E)."""
    total = SHORT_GAME_MIN if short else MIN_DECK
    return total // players
