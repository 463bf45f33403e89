"""The word list of Chamot (H4): folded words of at least 3 letters behind a prefix index.

A `Lexicon` answers the questions the rules and the bots ask about a row, whose pattern is its
letters with `?` for a joker (H4: "a joker stands for any one letter"):

    >>> lexicon = Lexicon.from_words(["épée", "shampoing", "empan", "emploi", "top"])
    >>> lexicon.is_word("epee")         # a whole word (folded: accents and case ignored)
    True
    >>> lexicon.is_prefix("shamp")      # some word of at least 3 letters begins so
    True
    >>> sorted(lexicon.next_letters("?o"))  # the letters that may follow
    ['p']
    >>> lexicon.example("emp")          # the shortest word that begins so
    'empan'

`suggest(pattern)` gives the most common one ("emploi" in French: bots, Tab).

Words are stored folded (`fold`): lower case, accents dropped, œ/æ spelt oe/ae, letters a-z only.
The index is a `marisa_trie.Trie` (built once, cached by `deboule.rules.chamot.french`); house words
(H4: "the players may add house words") sit beside it in a small sorted list.
"""

from __future__ import annotations

import bisect
import itertools
import threading
from collections.abc import Iterable, Iterator
from string import ascii_lowercase

import marisa_trie

from deboule.rules.chamot.cards import JOKER
from deboule.rules.chamot.folding import MIN_WORD, fold, fold_word

__all__ = ["MIN_WORD", "Lexicon", "fits", "fold", "fold_word"]

_EXAMPLE_SCAN = 256  # words looked at to choose the shortest example (bounded: short prefixes
# begin tens of thousands of words)
_RANK_SCAN = 4096  # words ranked past a prefix no common word begins (a long one: few words)
COMMON_WORDS = 40_000  # a suggestion is first looked for among the lexicon's most common words


def fits(pattern: str, word: str) -> bool:
    """Does `word` begin with `pattern`, a joker matching any letter?"""
    return len(word) >= len(pattern) and all(
        p == JOKER or p == w for p, w in zip(pattern, word, strict=False))


def _expansions(pattern: str) -> Iterator[str]:
    """Every pattern without jokers that `pattern` stands for (26 per joker)."""
    parts = [ascii_lowercase if c == JOKER else c for c in pattern]
    if JOKER not in pattern:
        yield pattern
        return
    for letters in itertools.product(*parts):
        yield "".join(letters)


class Lexicon:
    """Folded words (at least 3 letters) with prefix queries; immutable."""

    def __init__(self, trie: marisa_trie.Trie, *, source: str,
                 house: Iterable[str] = (), common: bool = True) -> None:
        self._trie = trie
        self.source = source
        self._house: tuple[str, ...] = tuple(sorted(set(house)))
        self.common = common  # suggest the most common word (else the shortest: the old rule)
        self._common_index: dict[str, str] | None = None  # prefix -> its most common word
        self._common_lock = threading.Lock()  # built once, maybe in a background thread

    # -- building ------------------------------------------------------------------------------
    @classmethod
    def from_words(cls, words: Iterable[str], source: str = "custom") -> Lexicon:
        """A lexicon of `words` (folded; those not of letters or shorter than 3 are left out):
        tests and house-made lists."""
        folded = {w for w in (fold_word(word) for word in words) if w and len(w) >= MIN_WORD}
        return cls(marisa_trie.Trie(sorted(folded)), source=source)

    def with_words(self, words: Iterable[str]) -> Lexicon:
        """This lexicon plus house words (H4). Raises ValueError naming a word that is not made
        of at least 3 letters."""
        added = []
        for word in words:
            folded = fold_word(word) if isinstance(word, str) else None
            if folded is None or len(folded) < MIN_WORD:
                raise ValueError(f"a house word is made of at least {MIN_WORD} letters: "
                                 f"{str(word)[:40]!r}")
            added.append(folded)
        extra = set(added) - set(self._house)
        if not extra:
            return self
        return Lexicon(self._trie, source=self.source, house=self._house + tuple(extra),
                       common=self.common)

    def shortest_words(self) -> Lexicon:
        """This lexicon suggesting the shortest word, as before issue 30 (the bench compares)."""
        return Lexicon(self._trie, source=self.source, house=self._house, common=False)

    @property
    def house_words(self) -> tuple[str, ...]:
        return self._house

    def __len__(self) -> int:
        return len(self._trie) + sum(1 for w in self._house if w not in self._trie)

    # -- queries -------------------------------------------------------------------------------
    def is_word(self, pattern: str) -> bool:
        """Is some word exactly `pattern` (jokers matching any letter)? `pattern` is folded."""
        if len(pattern) < MIN_WORD:
            return False
        return any(p in self._trie or self._house_has(p) for p in _expansions(pattern))

    def is_prefix(self, pattern: str) -> bool:
        """Does some word of at least 3 letters begin with `pattern`?"""
        return any(self._trie_prefix(p) or self._house_prefix(p) for p in _expansions(pattern))

    def next_letters(self, pattern: str) -> frozenset[str]:
        """The letters that can follow `pattern` in some word."""
        return frozenset(c for c in ascii_lowercase if self.is_prefix(pattern + c))

    def words(self, pattern: str) -> Iterator[str]:
        """The words beginning with `pattern` (jokers matching any letter), index order."""
        for p in _expansions(pattern):
            yield from self._trie.iterkeys(p)
            start = bisect.bisect_left(self._house, p)
            for word in self._house[start:]:
                if not word.startswith(p):
                    break
                if word not in self._trie:
                    yield word

    def example(self, pattern: str, whole: bool = False) -> str | None:
        """A word to announce for `pattern`: the shortest (then first in alphabetical order) of
        the first words the index gives; with `whole`, a word exactly `pattern`. None if none."""
        if whole:
            return next((p for p in _expansions(pattern)
                         if len(p) >= MIN_WORD and (p in self._trie or self._house_has(p))),
                        None)
        candidates = [w for w in itertools.islice(self.words(pattern), _EXAMPLE_SCAN)
                      if len(w) >= MIN_WORD]
        return min(candidates, key=lambda w: (len(w), w)) if candidates else None

    def suggest(self, pattern: str) -> str | None:
        """The word to announce for `pattern` that a newcomer most likely knows (issue 30,
        point 9): the most common (wordfreq's French ranks, deboule/rules/chamot/frequency.py) of
        the lexicon's `COMMON_WORDS` most common words beginning so; else the most common of the
        first `_RANK_SCAN` words beginning so (then the shortest).
        Deterministic: the ranks are fixed data."""
        if not self.common:
            return self.example(pattern)
        # loaded on first use, not with this module: Chamot's rules, the rules' core (21 ms)
        from deboule.rules.chamot.frequency import french_ranks

        index, ranks = self._commons(), french_ranks()
        found = [w for w in (index.get(p) for p in _expansions(pattern)) if w is not None]
        if not found:  # no common word begins so: the rarer ones (few, past a long prefix)
            found = list(itertools.islice(self.words(pattern), _RANK_SCAN))
        if not found:
            return None
        unknown = len(ranks) + 1
        return min(found, key=lambda w: (ranks.get(w, unknown), len(w), w))

    def prepare_suggestions(self) -> None:
        """Read the frequencies and index the common words now (about a second on a loaded
        machine, once a process and lexicon) rather than at the first suggestion: the window
        runs it in a background thread as a game opens, so neither the table's first frame
        nor a bot's first play nor the first Tab waits for it."""
        if self.common:
            self._commons()

    def _commons(self) -> dict[str, str]:
        """Every prefix of the lexicon's most common words -> the most common word it begins
        (built on the first suggestion, kept)."""
        with self._common_lock:
            if self._common_index is None:
                self._common_index = self._index_common_words()
        return self._common_index

    def _index_common_words(self) -> dict[str, str]:
        # loaded on first use, not with this module: Chamot's rules, the rules' core (21 ms)
        from deboule.rules.chamot.frequency import french_ranks

        index: dict[str, str] = {}
        taken = 0
        for word in french_ranks():  # the most common first: setdefault keeps it
            if word not in self._trie and not self._house_has(word):
                continue
            for end in range(1, len(word) + 1):
                index.setdefault(word[:end], word)
            taken += 1
            if taken >= COMMON_WORDS:
                break
        return index

    def announce_status(self, pattern: str, typed: str) -> str:
        """For a word box checked as it is typed (accents optional): "word" when `typed` is a
        word beginning with the row's `pattern`, "partial" while it can still become one, "no"
        when it cannot."""
        folded = fold_word(typed) if isinstance(typed, str) else None
        if folded is None:
            return "partial" if isinstance(typed, str) and not typed.strip() else "no"
        if len(folded) < len(pattern):
            return "partial" if fits(pattern[:len(folded)], folded) else "no"
        if not fits(pattern, folded) or not self.is_prefix(folded):
            return "no"
        return "word" if self.is_word(folded) else "partial"

    # -- the index -----------------------------------------------------------------------------
    def _trie_prefix(self, prefix: str) -> bool:
        return next(self._trie.iterkeys(prefix), None) is not None

    # -- house words ---------------------------------------------------------------------------
    def _house_has(self, word: str) -> bool:
        i = bisect.bisect_left(self._house, word)
        return i < len(self._house) and self._house[i] == word

    def _house_prefix(self, prefix: str) -> bool:
        i = bisect.bisect_left(self._house, prefix)
        return i < len(self._house) and self._house[i].startswith(prefix)
