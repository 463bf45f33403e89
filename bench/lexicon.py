"""Benchmark of the French word lists Chamot's lexicon may come from (H4, CH-L1).

For each candidate: its folded forms (a-z, at least 3 letters), the seed's example words and a
list of common inflections found, proper nouns and non-French words wrongly found, how many of a
sample of real words (accepted by Hunspell, drawn from every list) it holds, how many of its own
words Hunspell's spell check accepts, then the cold build (source to saved prefix index), the warm
load (saved index) and the lookup times through `Lexicon`.

Candidates: pyspellchecker's and wordfreq's French lists (pip: `.venv/bin/pip install -e
'.[lexicon-bench]'`), the French Hunspell dictionary shipped with the game (Debian's hunspell-fr
7.0, deboule/rules/chamot/dictionary/) expanded by hunspell-tools' `unmunch` (apt: hunspell-tools)
and by `deboule.rules.chamot.french` (spylls, the one chosen), Debian's wfrench list
(apt: wfrench). A missing candidate is reported and left out.

Run: `.venv/bin/python -m bench.lexicon [--sample 1000] [--queries 20000]`.
"""

from __future__ import annotations

import random
import shutil
import subprocess
import tempfile
import time
from collections.abc import Callable, Iterable
from pathlib import Path

import marisa_trie

from bench._options import BenchParser
from deboule.rules.chamot.lexicon import MIN_WORD, Lexicon, fold_word

SEED_WORDS = "épée moudre époux top tordu étrange épicé emploi camp shampoing".split()
INFLECTIONS = (
    "épées tordues étranges épicées emplois camps shampoings chevaux journaux bijoux travaux "
    "mangeons mangeaient mangèrent mangerions finissons finissaient prenions prîmes voulussent "
    "moulons moulu moudrait tordions aurions fûmes allions iront soyons peignions craignîmes "
    "résolvent vainquit acquerrons assoient bouillirent cousîmes naquirent jetterons "
    "appelleraient").split()
PROPER_NOUNS = (
    "marseille toulouse strasbourg grenoble berlin madrid mozart einstein sarkozy dupont "
    "durand chirac google bretagne normandie afrique").split()
# Probes stay wrong once folded (H4 ignores accents: "éspérance" would be "espérance").
NOT_FRENCH = "and with because would should which hahaha mdr ptdr jsuis bcp tkt".split()
WFRENCH = Path("/usr/share/dict/french")


def pyspellchecker_words() -> Iterable[str]:
    from spellchecker import SpellChecker
    return SpellChecker(language="fr").word_frequency.dictionary.keys()


def wordfreq_words() -> Iterable[str]:
    import wordfreq
    return wordfreq.iter_wordlist("fr", wordlist="large")


def unmunch_words() -> Iterable[str]:
    from deboule.rules.chamot.french import dictionary_stem
    if shutil.which("unmunch") is None:
        raise RuntimeError("unmunch missing (apt-get install hunspell-tools)")
    stem = dictionary_stem()
    out = subprocess.run(["unmunch", str(stem.with_suffix(".dic")), str(stem.with_suffix(".aff"))],
                         capture_output=True, check=True).stdout.decode("utf-8", "replace")
    # unmunch leaves flags after a slash and elided forms; proper nouns keep their capital.
    return (line.split("/")[0] for line in out.splitlines()
            if line and line == line.lower() and "'" not in line.split("/")[0])


def spylls_words() -> Iterable[str]:
    from spylls.hunspell import Dictionary

    from deboule.rules.chamot.french import dictionary_stem, expand_all
    return expand_all(Dictionary.from_files(str(dictionary_stem())))


def wfrench_words() -> Iterable[str]:
    if not WFRENCH.is_file():
        raise RuntimeError("wfrench missing (apt-get install wfrench)")
    return WFRENCH.read_text(encoding="utf-8").split()


CANDIDATES: dict[str, tuple[str, Callable[[], Iterable[str]]]] = {
    "pyspellchecker": ("pip wheel", pyspellchecker_words),
    "wordfreq": ("pip wheel", wordfreq_words),
    "hunspell-fr+unmunch": ("shipped + apt hunspell-tools", unmunch_words),
    "hunspell-fr+spylls": ("shipped + pip spylls", spylls_words),
    "wfrench": ("apt wfrench", wfrench_words),
}


def folded_set(words: Iterable[str]) -> set[str]:
    return {f for f in (fold_word(w) for w in words) if f and len(f) >= MIN_WORD}


def found(words: set[str], probes: list[str]) -> list[str]:
    return [w for w in probes if fold_word(w) in words]


def time_lookups(lexicon: Lexicon, queries: list[str]) -> tuple[float, float]:
    """Microseconds per is_word and per is_prefix (a joker pattern every tenth query)."""
    started = time.perf_counter()
    for q in queries:
        lexicon.is_word(q)
    word_us = (time.perf_counter() - started) / len(queries) * 1e6
    started = time.perf_counter()
    for i, q in enumerate(queries):
        lexicon.is_prefix(q[:3] + "?" if i % 10 == 0 else q[: max(1, len(q) - 2)])
    return word_us, (time.perf_counter() - started) / len(queries) * 1e6


def main(argv: list[str] | None = None) -> int:
    parser = BenchParser(description=__doc__.splitlines()[0])  # counts from 1, both languages
    parser.add_count("--sample", 1000)
    parser.add_count("--queries", 20000)
    args = parser.parse_args(argv)
    rng = random.Random(1)

    raw: dict[str, list[str]] = {}
    sets: dict[str, set[str]] = {}
    cold: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as scratch:
        for name, (_, source) in CANDIDATES.items():
            started = time.perf_counter()
            try:
                words = list(source())
            except (ImportError, RuntimeError, OSError, subprocess.CalledProcessError) as error:
                print(f"{name}: not measured ({error})")
                continue
            folded = folded_set(words)
            marisa_trie.Trie(sorted(folded)).save(str(Path(scratch) / f"{name}.marisa"))
            cold[name] = time.perf_counter() - started
            raw[name], sets[name] = words, folded
        warm = {}
        for name in sets:
            started = time.perf_counter()
            trie = marisa_trie.Trie()
            trie.load(str(Path(scratch) / f"{name}.marisa"))
            warm[name] = time.perf_counter() - started

    reference = _hunspell()
    real_sample = _real_words(raw, reference, rng, args.sample)
    print(f"reference sample: {len(real_sample)} real words (accepted by Hunspell fr, drawn from "
          f"every list)")
    header = (f"{'candidate':22} {'install':30} {'forms':>8} {'seed':>5} {'infl.':>6} "
              f"{'proper':>6} {'non-fr':>6} {'recall':>7} {'spelled':>7} {'cold s':>7} "
              f"{'warm ms':>7} {'word us':>7} {'pref us':>7}")
    print(header)
    for name, words in sets.items():
        lexicon = Lexicon(marisa_trie.Trie(sorted(words)), source=name)
        queries = rng.sample(sorted(words), min(args.queries, len(words)))
        word_us, prefix_us = time_lookups(lexicon, queries)
        recall = sum(1 for w in real_sample if w in words) / max(1, len(real_sample))
        spelled = _spelled_share(raw[name], reference, rng, args.sample)
        print(f"{name:22} {CANDIDATES[name][0]:30} {len(words):>8} "
              f"{len(found(words, SEED_WORDS)):>2}/{len(SEED_WORDS):<2} "
              f"{len(found(words, INFLECTIONS)):>2}/{len(INFLECTIONS):<3} "
              f"{len(found(words, PROPER_NOUNS)):>2}/{len(PROPER_NOUNS):<3} "
              f"{len(found(words, NOT_FRENCH)):>2}/{len(NOT_FRENCH):<3} {recall:>7.1%} "
              f"{spelled:>7.1%} {cold[name]:>7.2f} {warm[name] * 1e3:>7.1f} {word_us:>7.2f} "
              f"{prefix_us:>7.2f}")
        missing = [w for w in SEED_WORDS + INFLECTIONS if w not in found(words, [w])]
        wrong = found(words, PROPER_NOUNS + NOT_FRENCH)
        print(f"{'':22} missing: {' '.join(missing) or '-'}; wrongly in: {' '.join(wrong) or '-'}")
    _print_chosen_start()
    return 0


def _hunspell():
    from spylls.hunspell import Dictionary

    from deboule.rules.chamot.french import dictionary_stem
    return Dictionary.from_files(str(dictionary_stem()))


def _real_words(raw: dict[str, list[str]], reference, rng: random.Random, size: int) -> list[str]:
    """Words that Hunspell accepts as written, lower case, drawn evenly from every list."""
    pools = {name: sorted({w for w in words if w.isalpha() and w == w.lower()})
             for name, words in raw.items()}
    sample: set[str] = set()
    for name in sorted(pools):
        picked = 0
        for word in rng.sample(pools[name], min(len(pools[name]), size * 3)):
            folded = fold_word(word)
            if folded and len(folded) >= MIN_WORD and reference.lookup(word):
                sample.add(folded)
                picked += 1
                if picked >= max(1, size // len(pools)):
                    break
    return sorted(sample)


def _spelled_share(words: list[str], reference, rng: random.Random, size: int) -> float:
    """The share of a list's own lower-case words that Hunspell's spell check accepts."""
    pool = sorted({w for w in words if w.isalpha() and w == w.lower() and len(w) >= MIN_WORD})
    sample = rng.sample(pool, min(size, len(pool)))
    return sum(1 for w in sample if reference.lookup(w)) / max(1, len(sample))


def _print_chosen_start() -> None:
    """The chosen lexicon as the game loads it: cold (built and cached) then warm (cached)."""
    import os

    from deboule.rules.chamot import french
    with tempfile.TemporaryDirectory() as cache:
        times = []
        for _ in range(2):
            french._LOADED.clear()
            started = time.perf_counter()
            french.french_lexicon(cache=Path(cache))
            times.append(time.perf_counter() - started)
        size = sum(os.path.getsize(p) for p in Path(cache).iterdir())
    print(f"chosen (deboule.rules.chamot.french): start-up cold {times[0]:.2f} s "
          f"(build and cache), warm {times[1] * 1e3:.1f} ms (hash the dictionary, "
          f"load the index); index "
          f"{size / 1e6:.1f} MB; median lookup above")


if __name__ == "__main__":
    raise SystemExit(main())
