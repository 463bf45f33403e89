"""H4's folding of words (accents and case ignored, é = e, œ = oe): the rules' lexicon and the
frequency ranks (rules/chamot/frequency.py) spell words alike."""

from __future__ import annotations

import unicodedata
from string import ascii_lowercase

MIN_WORD = 3  # H4, seed C5: "le mot annoncé doit faire au moins 3 lettres"
_LIGATURES = str.maketrans({"œ": "oe", "Œ": "oe", "æ": "ae", "Æ": "ae", "ß": "ss"})
_LETTERS = frozenset(ascii_lowercase)


def fold(text: str) -> str:
    """H4: accents and case ignored, é = e, œ = oe. Other characters are kept (and then make the
    text no word)."""
    text = text.translate(_LIGATURES)
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).lower()


def fold_word(text: str) -> str | None:
    """The folded form of `text` if it is made of letters only, else None."""
    folded = fold(text.strip())
    return folded if folded and set(folded) <= _LETTERS else None
