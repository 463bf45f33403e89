"""Chamot's French dictionary ships with the game (deboule/rules/chamot/dictionary/, MPL 2.0): no
system package is needed on any system, and the system's dictionaries are never consulted, so every
machine plays with the same words. Missing data is one line in French and English on the
command line, never a traceback (docs/rules-chamot.md CH-L2)."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import textwrap
from importlib.resources import files
from pathlib import Path

from deboule import cli
from deboule.rules.chamot import dictionary, french

# Dicollecte's "classique" v7.0, byte for byte Debian's hunspell-fr-classical 1:7.0-1 (the
# dictionary the lexicon was measured and the Chamot records made with)
SHIPPED_SHA256 = {
    "fr.aff": "b0aa05cec5f2de2372c3ab6b2726288c39fcb384e602dbade97e91020edc25a7",
    "fr.dic": "4b1415593d599dbd943dde6d00515bbde3b4287ab62666242d959f74ddb16a6e",
}
# its index key (expansion 1): the name of the lexicon's cache files made before, kept
KEY_BEFORE = "60568a1ddb8b879c"


def test_the_dictionary_ships_with_the_game_with_its_licence(monkeypatch):
    monkeypatch.delenv("DEBOULE_HUNSPELL_FR", raising=False)
    folder = files(dictionary)
    assert {name: hashlib.sha256((folder / name).read_bytes()).hexdigest()
            for name in SHIPPED_SHA256} == SHIPPED_SHA256
    licence = (folder / "MPL-2.0.txt").read_text(encoding="utf-8")
    assert licence.startswith("Mozilla Public License Version 2.0")
    assert "licence MPL 2.0" in (folder / "fr.aff").read_text(encoding="utf-8")[:400]
    stem = french.dictionary_stem()
    assert stem == Path(str(folder)) / "fr"
    assert french.source_key(stem) == KEY_BEFORE  # the same words: caches and records hold


def test_the_system_dictionaries_are_never_opened():
    """The lexicon in a fresh process under an audit hook that refuses any file under the
    system's dictionary folders (the dictionary is read for its key even when the index is
    cached; the wheel test plays a whole Chamot sim so, with an empty cache)."""
    code = textwrap.dedent("""
        import sys
        HIDDEN = ("/usr/share/hunspell", "/usr/share/myspell", "/usr/share/dict")

        def hide(event, args):
            if event == "open" and str(args[0]).startswith(HIDDEN):
                raise PermissionError("system dictionary opened: " + str(args[0]))

        sys.addaudithook(hide)
        from deboule.rules.chamot.french import french_lexicon
        lexicon = french_lexicon()
        print(lexicon.source, lexicon.is_word("shampoings"), lexicon.is_word("marseille"))
    """)
    env = {k: v for k, v in os.environ.items() if k != "DEBOULE_HUNSPELL_FR"}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=env, cwd=Path(__file__).resolve().parent.parent, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.split() == [f"hunspell-fr:{KEY_BEFORE}", "True", "False"]


def test_a_wrong_override_is_one_line_in_french_and_english(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("DEBOULE_HUNSPELL_FR", str(tmp_path / "nowhere\x1b[31m"))
    monkeypatch.setattr(french, "_LOADED", {})
    status = cli.main(["sim", "--game", "chamot", "--bots", "novice", "--preset", "short",
                       "--seed", "1", "--quiet"])
    out, err = capsys.readouterr()
    assert status == cli.EXIT_DATA and out == ""
    assert err.count("\n") == 1 and "\x1b" not in err and "Traceback" not in err
    assert err.startswith("erreur : dictionnaire français introuvable : ")
    assert " / error: French dictionary not found: " in err and "(DEBOULE_HUNSPELL_FR)" in err


def test_a_damaged_installation_is_one_line(tmp_path, monkeypatch, capsys):
    monkeypatch.delenv("DEBOULE_HUNSPELL_FR", raising=False)
    monkeypatch.setattr(french, "files", lambda package: tmp_path)  # the files are gone
    status = cli.main(["sim", "--game", "chamot", "--bots", "novice", "--preset", "short",
                       "--seed", "1", "--quiet"])
    out, err = capsys.readouterr()
    assert status == cli.EXIT_DATA and out == "" and err.count("\n") == 1
    assert err == ("erreur : dictionnaire français absent de l'installation du jeu : "
                   "réinstallez deboule / error: French dictionary missing from the game's "
                   "installation: reinstall deboule\n")
