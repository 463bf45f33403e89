"""Chamot's lexicon (H4): folding, prefix queries with jokers, house words, the French list built
from the shipped French Hunspell dictionary and its cache."""

from __future__ import annotations

import pytest

from deboule.rules.chamot import french
from deboule.rules.chamot.lexicon import Lexicon, fits, fold, fold_word

SMALL = Lexicon.from_words(["Épée", "époux", "camp", "camps", "Œuvre", "porte-monnaie", "un",
                            "shampoing", "top"])


def test_h4_folding_ignores_accents_and_case():
    assert fold("ÉPÉE") == "epee" and fold("Œuvre") == "oeuvre" and fold("cæcum") == "caecum"
    assert fold_word("  Shampoing ") == "shampoing"
    assert fold_word("porte-monnaie") is None and fold_word("l'eau") is None  # no such cards
    assert fold_word("") is None


def test_small_lexicon_words_and_prefixes():
    assert SMALL.is_word("epee") and SMALL.is_word("oeuvre") and not SMALL.is_word("epe")
    assert not SMALL.is_word("un")  # H4: words of at least 3 letters only
    assert "portemonnaie" not in set(SMALL.words(""))
    assert SMALL.is_prefix("sham") and SMALL.is_prefix("") and not SMALL.is_prefix("shx")
    assert SMALL.next_letters("ep") == frozenset("eo")
    assert SMALL.example("cam") == "camp" and SMALL.example("x") is None
    assert SMALL.example("camp", whole=True) == "camp" and SMALL.example("cam", whole=True) is None
    assert len(SMALL) == 7


def test_h4_joker_matches_any_letter():
    assert SMALL.is_word("?op") and SMALL.is_word("c?mp") and not SMALL.is_word("?o")
    assert SMALL.is_prefix("e?o") and not SMALL.is_prefix("e?z")
    assert SMALL.example("?amp") == "camp"
    assert fits("?po", "epoux") and not fits("?po", "apx") and not fits("campx", "camp")


def test_the_suggestion_is_the_most_common_word_that_fits():
    """Issue 30, point 9: `suggest` ranks the words by frequency (wordfreq's French list), with
    jokers; the old rule (the shortest word) stays for the bench."""
    from deboule.rules.chamot.frequency import rank

    words = Lexicon.from_words(["empan", "empeser", "emploi", "empire", "empoter", "emu"])
    fitting = ["empan", "empeser", "emploi", "empire", "empoter"]
    common = min(fitting, key=rank)
    assert rank(common) < rank("empan") and words.example("emp") == "empan"
    assert words.suggest("emp") == common and words.suggest("?mp") == common
    assert words.shortest_words().suggest("emp") == "empan"
    assert words.suggest("empi") == "empire" and words.suggest("x") is None
    assert words.with_words(["emplacement"]).suggest("emp") == common


def test_the_frequencies_load_only_when_a_word_is_first_suggested():
    """Importing the rules, the bots and the sim stays cheap: wordfreq is read on the first
    suggestion, once a process."""
    import subprocess
    import sys

    code = ("import sys; import deboule.rules.chamot.sim, deboule.rules.chamot.bots, "
            "deboule.games.chamot.match; "
            "print('wordfreq' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120, cwd=french.__file__.rsplit("/rules/", 1)[0])
    assert done.stdout.strip() == "False", done.stderr


def test_announce_status_as_typed():
    # The window checks the word as it is typed, accents optional (issue 14, point 4).
    assert SMALL.announce_status("ep", "É") == "partial"
    assert SMALL.announce_status("ep", "épo") == "partial"
    assert SMALL.announce_status("ep", "Époux") == "word"
    assert SMALL.announce_status("ep", "ca") == "no"
    assert SMALL.announce_status("ep", "epz") == "no"
    assert SMALL.announce_status("?am", "c") == "partial"
    assert SMALL.announce_status("?am", "camp") == "word"
    assert SMALL.announce_status("ep", "") == "partial"
    assert SMALL.announce_status("ep", "e-") == "no"


def test_h4_house_words():
    house = SMALL.with_words(["Chamot", "déblâmer"])
    assert house.is_word("chamot") and house.is_prefix("debla") and not SMALL.is_word("chamot")
    assert house.house_words == ("chamot", "deblamer") and len(house) == 9
    assert set(house.words("cha")) == {"chamot"} and house.example("debl") == "deblamer"
    assert house.with_words(["chamot"]) is house
    for bad in ("ab", "porte-clé", 3):
        with pytest.raises(ValueError):
            SMALL.with_words([bad])


TINY_AFF = """SET UTF-8
FLAG long
NEEDAFFIX ()
SFX S. Y 1
SFX S. 0 s [^sxz]
SFX a0 Y 2
SFX a0 er ons/S. er
SFX a0 er er er
PFX L' Y 1
PFX L' 0 l' [aeéiou]
PFX Re Y 1
PFX Re 0 re/S. .
"""
TINY_DIC = """5
chat/S.L'
manger/a0()
Paris/L'
été/S.L'
faire/Re
"""


@pytest.fixture
def tiny_dictionary(tmp_path):
    stem = tmp_path / "fr"
    stem.with_suffix(".aff").write_text(TINY_AFF, encoding="utf-8")
    stem.with_suffix(".dic").write_text(TINY_DIC, encoding="utf-8")
    return stem


def test_expansion_applies_affixes_and_leaves_out_proper_nouns(tiny_dictionary):
    words = french.expand_dictionary(tiny_dictionary)
    assert {"chat", "chats", "ete", "etes", "manger", "mangons", "faire", "refaire",
            "refaires"} <= words
    assert "paris" not in words  # H4: no proper nouns
    assert not [w for w in words if w.startswith("l")]  # elisions (l'été) spell no card word


def test_cache_built_once_then_loaded(tiny_dictionary, tmp_path, monkeypatch):
    monkeypatch.setattr(french, "_LOADED", {})
    cache = tmp_path / "cache"
    built = french.french_lexicon(cache=cache, stem=tiny_dictionary)
    files = list(cache.iterdir())
    assert len(files) == 1 and files[0].name.startswith("chamot-fr-")
    assert french.french_lexicon(cache=cache, stem=tiny_dictionary) is built  # memoised

    monkeypatch.setattr(french, "_LOADED", {})

    def no_rebuild(stem):
        raise AssertionError("the cached index should have been loaded")

    monkeypatch.setattr(french, "expand_dictionary", no_rebuild)
    warm = french.french_lexicon(cache=cache, stem=tiny_dictionary)
    assert warm is not built and warm.is_word("mangons") and len(warm) == len(built)
    assert warm.source == built.source


def test_damaged_cache_is_rebuilt(tiny_dictionary, tmp_path, monkeypatch):
    monkeypatch.setattr(french, "_LOADED", {})
    cache = tmp_path / "cache"
    french.french_lexicon(cache=cache, stem=tiny_dictionary)
    (path,) = cache.iterdir()
    path.write_bytes(b"not an index")
    monkeypatch.setattr(french, "_LOADED", {})
    assert french.french_lexicon(cache=cache, stem=tiny_dictionary).is_word("chats")


def test_changed_dictionary_gets_a_new_index(tiny_dictionary):
    before = french.source_key(tiny_dictionary)
    tiny_dictionary.with_suffix(".dic").write_text(TINY_DIC.replace("5\n", "6\nchien/S.\n"),
                                                   encoding="utf-8")
    assert french.source_key(tiny_dictionary) != before


def test_a_missing_override_dictionary_is_refused_by_its_code(tmp_path, monkeypatch):
    monkeypatch.setenv("DEBOULE_HUNSPELL_FR", str(tmp_path / "nowhere"))
    with pytest.raises(french.LexiconUnavailable) as error:
        french.french_lexicon()
    assert error.value.code == "dictionary_override"  # the command line's data.* line
    assert error.value.params == {"path": str(tmp_path / "nowhere")}
    assert "not found" in str(error.value) and "\n" not in str(error.value)


SEED_WORDS = "épée moudre époux top tordu étrange épicé emploi camp shampoing".split()
INFLECTIONS = ("épées tordues étranges emplois shampoings chevaux mangeons mangèrent "
               "finissaient moulons moudrait prîmes craignîmes acquerrons").split()


def test_french_lexicon_has_the_seed_words_and_inflections_not_proper_nouns():
    lexicon = french.french_lexicon()  # built from the shipped dictionary, cached
    assert lexicon.source.startswith("hunspell-fr:") and len(lexicon) > 300_000
    assert [w for w in SEED_WORDS if not lexicon.is_word(fold(w))] == []
    assert [w for w in INFLECTIONS if not lexicon.is_word(fold(w))] == []
    for proper in ("marseille", "dupont", "einstein", "strasbourg", "google"):
        assert not lexicon.is_word(proper)
    assert not lexicon.is_word("with") and lexicon.is_prefix("shamp")
