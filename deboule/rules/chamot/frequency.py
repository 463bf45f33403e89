"""How common a French word is (issue 30, point 9): the bots and the Tab suggestion announce
words a newcomer knows ("emploi", not "empan").

The ranks come from `wordfreq` (a maintained package; its French list, drawn from subtitles,
Wikipedia, news, books and the web, ships inside the wheel: nothing is downloaded at run time;
its data is frozen since version 3, so a bot's words do not change under a reinstall). Rank 1 is
the most common word: the list's forms are folded as the rules fold them (H4: "é = e"), a folded
form taking the place of its most common spelling, and forms that are no card word (fewer than 3
letters, an apostrophe, a digit...) are left out; the rank is the place in what is left. A word
the list does not know ranks after every word it knows (`unranked()`).

Loaded lazily, once a process: importing the rules, the sim or the headless bench costs nothing
until a word is first suggested. Folding the list takes seconds on a loaded machine, so the
folded ranks are cached beside the lexicon's index (keyed by wordfreq's version) and then read
in a fraction of a second.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from importlib import metadata
from pathlib import Path

from deboule.rules.chamot.cachedir import cache_dir
from deboule.rules.chamot.cachefile import read_cache, write_cache
from deboule.rules.chamot.folding import MIN_WORD, fold_word

LANGUAGE = "fr"
LIST_SIZE = 1_000_000  # more than the list holds (about 310,000 forms): all of it
CACHE_VERSION = 3  # bump when the folding, the filter or the file format (cachefile.py) changes
MAX_CACHE_BYTES = 32 * 2**20  # the list folds to about 2.5 MB


def cache_path() -> Path:
    version = metadata.version("wordfreq")
    return cache_dir() / f"chamot-wordfreq-{LANGUAGE}-{version}-{CACHE_VERSION}.txt"


@functools.cache
def french_ranks() -> Mapping[str, int]:
    """Folded word (at least 3 letters) -> its rank in wordfreq's French list (1: the most
    common); iterated, the most common first."""
    path = cache_path()
    try:
        return _read(path)
    except ValueError:  # missing, not a regular file, too large or damaged: fold the list again
        ranks = _fold_list()
        write_cache(path, "\n".join(ranks).encode("ascii"))
        return ranks


def _fold_list() -> dict[str, int]:
    # loaded on first use, not with this module: word frequencies (190 ms)
    from wordfreq import top_n_list

    ranks: dict[str, int] = {}  # filled in rank order
    for word in top_n_list(LANGUAGE, LIST_SIZE):
        if len(word) < MIN_WORD:
            continue
        if word.isascii():  # most forms: already folded, or not a word of cards at all
            folded = word if word.isalpha() and word.islower() else None
        else:
            folded = fold_word(word)
        if folded is not None and len(folded) >= MIN_WORD and folded not in ranks:
            ranks[folded] = len(ranks) + 1
    return ranks


def _read(path: Path) -> dict[str, int]:
    """The cache: the folded words, the most common first, one a line
    (deboule/rules/chamot/cachefile.py: read safely, whole or refused); ValueError when it cannot be
    used."""
    payload = read_cache(path, MAX_CACHE_BYTES)
    if payload is None:
        raise ValueError("no usable cache")
    words = payload.decode("ascii").split("\n")  # UnicodeDecodeError is a ValueError
    return dict(zip(words, range(1, len(words) + 1), strict=True))


@functools.cache
def unranked() -> int:
    """The rank of a word the list does not know: after all it knows."""
    return len(french_ranks()) + 1


def rank(word: str) -> int:
    """The frequency rank of a folded word (`unranked()` when the list does not know it)."""
    return french_ranks().get(word, unranked())
