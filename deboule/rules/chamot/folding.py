"""H4's folding of words (accents and case ignored, é = e, œ = oe): the rules' lexicon and the
frequency ranks (deboule/rules/chamot/frequency.py) spell words alike."""

from __future__ import annotations

import unicodedata
from string import ascii_lowercase

from deboule.rules.core.errors import IllegalAction
from deboule.rules.core.ranges import bilingual

MIN_WORD = 3  # H4, seed C5: "le mot annoncé doit faire au moins 3 lettres"
# House words' caps (issue 32, point 3; docs/options.md), checked wherever they are read (the
# settings, saves, records, `deboule sim --house-words`, the screen's box): a word of at most 30
# letters (a row that long takes a third of the deck; "anticonstitutionnellement" has 25) and at
# most 200 words (a family's list, not a dictionary). A text longer than `MAX_WRITTEN` cannot be
# a word of 30 letters however it is accented, and is refused before it is folded.
MAX_WORD = 30
MAX_HOUSE_WORDS = 200
MAX_WRITTEN = 4 * MAX_WORD
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


def house_words_over_caps(words: list | tuple) -> None:
    """IllegalAction when `words` are more than MAX_HOUSE_WORDS or one is written longer than a
    word of MAX_WORD letters can be; cheap whatever their size (nothing is folded)."""
    if len(words) > MAX_HOUSE_WORDS:
        raise bilingual(IllegalAction,
                        f"pas plus de {MAX_HOUSE_WORDS} mots de la maison, pas {len(words)}",
                        f"no more than {MAX_HOUSE_WORDS} house words, not {len(words)}",
                        code="house_words_full", n=MAX_HOUSE_WORDS)
    for word in words:
        if isinstance(word, str) and (len(word) > MAX_WRITTEN or len(fold(word)) > MAX_WORD):
            shown = "".join(c if c.isprintable() else f"\\x{ord(c):02x}" for c in word[:20])
            shown += "…" if len(word) > 20 else ""  # a terminal escape is shown, never sent
            raise bilingual(IllegalAction,
                            f"un mot de la maison a au plus {MAX_WORD} lettres : « {shown} »",
                            f"a house word has at most {MAX_WORD} letters: \"{shown}\"",
                            code="house_word_too_long", n=MAX_WORD, word=shown)
