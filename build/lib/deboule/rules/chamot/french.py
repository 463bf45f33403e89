"""The French lexicon of Chamot (H4): the French Hunspell dictionary expanded to all its forms.

Chosen by measurement (`bench/lexicon.py`, docs/rules-chamot.md CH-L1): Hunspell's affix-compressed
dictionary (Dicollecte's, maintained; shipped in the wheel, `deboule/rules/chamot/dictionary/`, MPL
2.0) holds every plural and conjugated form and marks proper nouns, which the frequency lists mix
in. `spylls` (Hunspell's parser in Python) reads the .aff/.dic; `expand_entry` applies the affix
rules to each stem: the stem, its suffixes, the suffixes those allow (Hunspell's two levels), and
the prefixes that are not elisions ("l'", "qu'", ...: no card carries an apostrophe).

Built once (about 3 s) into a `marisa_trie.Trie` saved in the user's cache directory under a name
keyed by the dictionary's content and by `EXPANSION_VERSION`, then loaded in milliseconds. The
process keeps the loaded lexicon (`french_lexicon` is memoised per cache file).
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterable, Iterator
from importlib.resources import files
from pathlib import Path
from typing import Any

import marisa_trie

from deboule.rules.chamot import dictionary as shipped_dictionary
from deboule.rules.chamot.cachedir import cache_dir
from deboule.rules.chamot.cachefile import read_cache, write_cache
from deboule.rules.chamot.lexicon import MIN_WORD, Lexicon, fold_word
from deboule.rules.core.errors import DataUnavailable

EXPANSION_VERSION = 1  # bump when expand_entry or the filters change: the cache is rebuilt
# the cache file's format (deboule/rules/chamot/cachefile.py: the trie and its digest), in its name:
# a version of the game that wrote the bare trie keeps its own file
CACHE_FORMAT = "c2"
MAX_CACHE_BYTES = 64 * 2**20  # the index of hunspell-fr's 414,000 forms takes about 1 MB
OVERRIDE = "DEBOULE_HUNSPELL_FR"  # another .aff/.dic pair (its path without the suffix)
_LOADED: dict[Path, Lexicon] = {}
_KEYS: dict[tuple, str] = {}


class LexiconUnavailable(DataUnavailable):
    """The French dictionary cannot be found (`code` "dictionary_override" with the `path` of
    DEBOULE_HUNSPELL_FR, or "dictionary_not_shipped": a damaged installation); the command
    line says it in one line, in French and English (deboule/text/i18n.py `data.*`)."""


def dictionary_stem() -> Path:
    """The path (without .aff/.dic) of the French Hunspell dictionary: DEBOULE_HUNSPELL_FR if
    set, else the one shipped with the game (deboule/rules/chamot/dictionary/). The system's
    dictionaries are never consulted: every machine plays with the same words (a record
    replays alike everywhere)."""
    override = os.environ.get(OVERRIDE)
    if override:
        stem = Path(override)
        if not _is_pair(stem):
            raise LexiconUnavailable(
                f"French dictionary not found: {OVERRIDE}={override!r}",
                code="dictionary_override", path=shown_path(override))
        return stem
    stem = shipped_stem()
    if stem is None:
        raise LexiconUnavailable("French dictionary missing from the game's installation",
                                 code="dictionary_not_shipped")
    return stem


def shipped_stem() -> Path | None:
    """The dictionary shipped in the wheel (read through importlib.resources), as the path
    spylls reads; None if it is missing. pip installs a wheel as plain files; an installation
    inside a zip has no such path and is told as a missing dictionary."""
    folder = files(shipped_dictionary)
    if not isinstance(folder, Path):
        return None
    stem = folder / shipped_dictionary.STEM
    return stem if _is_pair(stem) else None


def _is_pair(stem: Path) -> bool:
    return stem.with_suffix(".aff").is_file() and stem.with_suffix(".dic").is_file()


def shown_path(text: str, limit: int = 120) -> str:
    """A path from the environment as a message may show it: printable, at most `limit`."""
    shown = "".join(c if c.isprintable() else "?" for c in text)
    return shown if len(shown) <= limit else shown[:limit - 1] + "…"


def source_key(stem: Path) -> str:
    """Names one dictionary and one expansion: the index is rebuilt when either changes. Hashed
    once per process and file version (path, size, modification time)."""
    stamp = tuple((str(stem.with_suffix(s)), stem.with_suffix(s).stat().st_size,
                   stem.with_suffix(s).stat().st_mtime_ns) for s in (".aff", ".dic"))
    if stamp not in _KEYS:
        _KEYS[stamp] = _hash_sources(stem)
    return _KEYS[stamp]


def _hash_sources(stem: Path) -> str:
    digest = hashlib.sha256(f"expansion {EXPANSION_VERSION}\n".encode())
    for suffix in (".aff", ".dic"):
        digest.update(stem.with_suffix(suffix).read_bytes())
    return digest.hexdigest()[:16]


def french_lexicon(cache: Path | None = None, stem: Path | None = None) -> Lexicon:
    """The French lexicon, from the cached index or built now (and cached)."""
    stem = stem or dictionary_stem()
    key = source_key(stem)
    path = (cache or cache_dir()) / f"chamot-fr-{key}-{CACHE_FORMAT}.marisa"
    if path in _LOADED:
        return _LOADED[path]
    trie = _read(path)
    if trie is None:  # missing, not a regular file, too large or damaged: build it again
        trie = marisa_trie.Trie(sorted(expand_dictionary(stem)))
        write_cache(path, trie.tobytes())
    lexicon = Lexicon(trie, source=f"hunspell-fr:{key}")
    _LOADED[path] = lexicon
    return lexicon


def _read(path: Path) -> marisa_trie.Trie | None:
    """The cached index (deboule/rules/chamot/cachefile.py: read safely, whole or refused), or
    None."""
    payload = read_cache(path, MAX_CACHE_BYTES)
    if payload is None:
        return None
    trie = marisa_trie.Trie()
    try:
        trie.frombytes(payload)
    except (RuntimeError, ValueError):  # its digest matched, but not a trie marisa can read
        return None
    return trie


def expand_dictionary(stem: Path) -> set[str]:
    """Every folded word of at least 3 letters that the dictionary spells, proper nouns left out."""
    from spylls.hunspell import Dictionary  # only needed for a cold build

    dictionary = Dictionary.from_files(str(stem))
    words: set[str] = set()
    for form in expand_all(dictionary):
        folded = fold_word(form)
        if folded is not None and len(folded) >= MIN_WORD:
            words.add(folded)
    return words


def expand_all(dictionary: Any) -> Iterator[str]:
    """The surface forms of every common-noun, verb, adjective... entry (spylls `Dictionary`)."""
    for entry in dictionary.dic.words:
        if is_proper_noun(entry):
            continue
        yield from expand_entry(entry, dictionary.aff)


def is_proper_noun(entry: Any) -> bool:
    """H4 "no proper nouns": Dicollecte tags them po:npr / po:prn and spells them with a capital
    (so are acronyms and symbols, left out with them)."""
    parts = entry.data.get("po", ()) if entry.data else ()
    return entry.stem != entry.stem.lower() or "npr" in parts or "prn" in parts


def expand_entry(entry: Any, aff: Any) -> set[str]:
    """Hunspell's affix rules applied to one .dic entry (stem and flags)."""
    stem, flags = entry.stem, entry.flags
    need_affix, forbidden = aff.NEEDAFFIX, aff.FORBIDDENWORD
    forms: set[str] = set()
    if forbidden and forbidden in flags:
        return forms
    if not (need_affix and need_affix in flags):
        forms.add(stem)
    for form, suffix in _suffixed(stem, flags, aff):
        if not (need_affix and need_affix in suffix.flags):
            forms.add(form)
        forms.update(twice for twice, _ in _suffixed(form, suffix.flags, aff))
    for flag in flags:
        for prefix in aff.PFX.get(flag, ()):
            if "'" in prefix.add or not prefix.cond_regexp.search(stem):
                continue  # elisions (l', d', qu'...) spell no card word
            prefixed = prefix.add + stem[len(prefix.strip):]
            if not (need_affix and need_affix in prefix.flags):
                forms.add(prefixed)
            if prefix.crossproduct:
                forms.update(form for form, suffix in
                             _suffixed(prefixed, set(flags) | set(prefix.flags), aff)
                             if suffix.crossproduct)
    return forms


def _suffixed(stem: str, flags: Iterable[str], aff: Any) -> Iterator[tuple[str, Any]]:
    for flag in flags:
        for suffix in aff.SFX.get(flag, ()):
            if suffix.cond_regexp.search(stem):
                root = stem[:-len(suffix.strip)] if suffix.strip else stem
                yield root + suffix.add, suffix
