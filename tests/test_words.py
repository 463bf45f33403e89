"""Issue 30 point 8: words a player understands, in both languages.

The translation tables are read from the source (every module-level table of deboule/ and
deboule/rules/: `{"fr": …, "en": …}` dicts and `key: (fr, en)` tables), so a new table is audited
without being listed. The window's texts are read from tests/hud_driver.py, drawn in English.
"""

from __future__ import annotations

import ast
import functools
import json
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from deboule.text.i18n import is_plural, tr, tr_count

ROOT = Path(__file__).resolve().parents[1]
# a space (plain, no-break or thin) before : ; ! ? at a word's end: French typography
FRENCH_SPACING = re.compile(r"(?<=\S)[ \u00a0\u202f][:;!?](?=\s|$|[\"'»)\]{])")
# "point(s)", "gagne(nt)", "carte{s}": a plural left to the reader or patched by code
PARENTHESISED_PLURAL = re.compile(r"\w\((s|nt|es)\)|\w\{(s|nt)\}")


def _strings(node: ast.AST) -> Iterator[str]:
    for sub in ast.walk(node):
        if isinstance(sub, ast.Constant) and isinstance(sub.value, str):
            yield sub.value


def _pair(node: ast.AST) -> bool:
    return isinstance(node, ast.Tuple) and len(node.elts) == 2 and all(
        isinstance(e, ast.Constant) and isinstance(e.value, str) for e in node.elts)


def _by_language(node: ast.AST, lang: str) -> Iterator[str]:
    """The strings of a table literal in `lang` (index 0/"fr" or 1/"en")."""
    if not isinstance(node, ast.Dict):
        return
    keys = [k.value if isinstance(k, ast.Constant) else None for k in node.keys]
    if "fr" in keys and "en" in keys:
        yield from _strings(node.values[keys.index(lang)])
        return
    if node.values and all(_pair(v) for v in node.values):
        for value in node.values:
            yield value.elts[0 if lang == "fr" else 1].value
        return
    for value in node.values:
        yield from _by_language(value, lang)


@functools.cache
def _module_values() -> tuple[tuple[str, ast.AST], ...]:
    """(file, value) of every module-level assignment in deboule/ and deboule/rules/: the
    sources parsed once for every audit of this module, not once an audit."""
    found, parsed, tree = [], None, None
    for path in sorted([*ROOT.glob("deboule/**/*.py"), *ROOT.glob("deboule/rules/**/*.py")]):
        if path != parsed:  # deboule/rules/ is in both globs: its files come twice, in a row
            parsed, tree = path, ast.parse(path.read_text(encoding="utf-8"))
        for statement in tree.body:
            value = statement.value if isinstance(statement, ast.Assign | ast.AnnAssign) else None
            if value is not None:
                found.append((str(path.relative_to(ROOT)), value))
    return tuple(found)


def table_strings(lang: str) -> list[tuple[str, str]]:
    """(file, text) of every module-level table's strings in `lang`, in deboule/ and
    deboule/rules/."""
    return [(where, text) for where, value in _module_values()
            for text in _by_language(value, lang)]


def test_the_audit_reads_every_kind_of_table():
    english = {text for _, text in table_strings("en")}
    french = {text for _, text in table_strings("fr")}
    assert "Arrows: choose — Enter: confirm — Esc: back" in english  # deboule/text/i18n.py pairs
    assert "Broc: {n} gorgée left|Broc: {n} gorgées left" in english  # a game's text.py
    assert "Keep the Chouette" in english  # a {"fr": {…}, "en": {…}} table (prompts.py)
    assert "Gesture too short: at least two samples are needed." in english  # code → fr/en
    assert "Garder la Chouette" in french and "Keep the Chouette" not in french
    assert len(english) > 800


def test_english_texts_put_no_space_before_colons_and_marks():
    bad = [(where, text) for where, text in table_strings("en") if FRENCH_SPACING.search(text)]
    assert bad == []


def test_french_texts_keep_the_space_before_colons_and_marks():
    """The French custom, kept (a guard: "Flèches : choisir", never "Flèches: choisir")."""
    glued = re.compile(r"[^\W\d]»?[:;!?](?=\s|$)")
    assert [(where, text) for where, text in table_strings("fr") if glued.search(text)] == []


def test_shouts_keep_their_french_words_with_each_language_punctuation():
    from deboule.rules.cul_de_chouette.messages import shout_text

    assert shout_text("pas_mou_le_caillou", "fr") == "Pas mou le caillou !"
    assert shout_text("pas_mou_le_caillou", "en") == "Pas mou le caillou!"
    assert shout_text("sans_fin", "en") == "Sans fin est la moisissure des bières bretonnes!"


def test_a_setting_line_puts_its_colon_by_the_language():
    from deboule.shell.menu import Item

    item = Item("lang", lambda: "Langue", choices=("fr", "en"))
    assert item.text("fr") == "Langue : ‹ fr ›"
    assert item.text("en") == "Langue: ‹ fr ›"


# ---------------------------------------------------------------------------- plurals
def test_plural_rule_of_each_language():
    assert [is_plural(n, "fr") for n in (0, 1, 1.5, 2)] == [False, False, False, True]
    assert [is_plural(n, "en") for n in (0, 1, 1.5, 2)] == [True, False, True, True]


@pytest.mark.parametrize("count,fr,en", [
    (0, "Joueur 1 marque 0 point", "Player 1 scores 0 points"),
    (1, "Joueur 1 marque 1 point", "Player 1 scores 1 point"),
    (7, "Joueur 1 marque 7 points", "Player 1 scores 7 points"),
])
def test_a_count_chooses_the_form(count, fr, en):
    assert tr_count("deboule.round_won", count, "fr", side="Joueur 1") == fr
    assert tr_count("deboule.round_won", count, "en", side="Player 1") == en


def test_counted_words_of_the_games():
    assert tr_count("enc.broc", 1, "en") == "Broc: 1 gorgée left"
    assert tr_count("enc.broc", 0, "fr") == "Broc : 0 gorgée restante"
    assert tr_count("enc.gorgees", 0, "en") == "0 gorgées"
    assert tr_count("chamot.cards_left", 1, "en") == "1 card"
    assert tr_count("chamot.common.count", 3, "fr") == "3 cartes"
    assert tr_count("cdc.over", 1, "en", names="Bot 2") == "Game over — Bot 2 wins!"
    assert tr_count("cdc.over", 2, "fr", names="Bot 2, Bot 3").endswith("Bot 2, Bot 3 gagnent !")
    assert tr_count("replays.refused_item", 1, "en") == "1 file refused: see why…"
    assert tr_count("replays.refused_item", 2, "fr") == "2 fichiers refusés : voir pourquoi…"


def test_the_log_counts_points_and_deboules():
    from deboule.rules.deboule.messages import counted

    assert counted("points", 1, "en") == "1 point" and counted("points", 0, "en") == "0 points"
    assert counted("valid", 0, "fr") == "0 déboule" and counted("valid", 2, "fr") == "2 déboules"


def test_a_cochonde_on_one_puts_one_point_at_stake():
    from deboule.rules.deboule.messages import render
    from deboule.rules.deboule.setup import MatchOptions, make_layout
    from deboule.rules.deboule.state import Event

    layout = make_layout(MatchOptions(players=2))
    assert render(Event("cochonde_stands", {"face": 1}), layout, "en").endswith(
        "1 point at stake")
    assert render(Event("cochonde_stands", {"face": 1}), layout, "fr").endswith(
        "mise de 1 point")
    assert render(Event("cochonde_stands", {"face": 4}), layout, "en").endswith(
        "4 points at stake")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_no_table_leaves_a_plural_in_parentheses(lang):
    bad = [(where, text) for where, text in table_strings(lang)
           if PARENTHESISED_PLURAL.search(text)]
    assert bad == []


# ---------------------------------------------------------------------------- names
def test_a_default_seat_name_is_kept_and_shown_in_the_reader_language():
    from deboule.games.cul_de_chouette.match import CdcMatch
    from deboule.games.cul_de_chouette.prompts import prompt_text
    from deboule.rules.core import Event
    from deboule.rules.cul_de_chouette.messages import shown_name

    match = CdcMatch(["human", "novice"], seed=1, pace=0.0)
    state = match.state
    assert state.names[0] == "Joueur 1"  # saves and records keep one neutral name
    assert shown_name("Joueur 1", "en") == "Player 1"
    assert shown_name("Joueur 1", "fr") == "Joueur 1"
    assert shown_name("Arthur", "en") == "Arthur"
    starts = Event("starter", {"player": 0})
    assert state.describe(starts, "en") == "Player 1 starts"
    assert state.describe(starts, "fr").startswith("Joueur 1 ")
    assert "Joueur" not in prompt_text(state, 0, "en")


def test_a_deboule_seat_named_at_the_set_up_reads_in_today_language():
    """A game set up in French and resumed in English: "Joueur 1", "Bot débutant" were saved."""
    from types import SimpleNamespace

    from deboule.games.deboule.match import Seat
    from deboule.games.deboule.screen import DebouleScreen

    seats = [Seat("human", name="Joueur 1"), Seat("bot", "novice", "Bot débutant"),
             Seat("human", name="Arthur")]
    screen = SimpleNamespace(match=SimpleNamespace(seats=seats), lang="en")
    assert [DebouleScreen.player_name(screen, p) for p in range(3)] == [
        "Player 1", "Player 2 (Bot novice)", "Arthur"]  # a bot with its seat (point 7)


# ---------------------------------------------------------------------------- the games
def test_l_enculette_menu_says_each_announcement_as_a_sentence():
    from deboule.games.enculette.hud import menu_lines
    from deboule.rules.enculette.actions import Announce
    from deboule.rules.enculette.text import describe_action

    def name(seat: int) -> str:
        return tr("chamot.player", "en", n=seat + 1)

    actions = [Announce(31, 1), Announce(43, 1)]
    rows = menu_lines([(describe_action(a, "en"), a) for a in actions], "en", name)
    choices = [row.text for row in rows if row.index is not None]
    assert choices == ["Announce 31 to Player 2", "Announce 43 to Player 2"]
    assert not any("→" in row.text for row in rows)
    from deboule.rules.enculette.text import value_text

    assert value_text(11, "en") == '"Teckel" (11)' and value_text(11, "fr") == "« Teckel » (11)"


def test_the_sirotage_says_what_it_does():
    from deboule.games.cul_de_chouette.prompts import LABELS, PROMPTS

    for lang in ("fr", "en"):
        assert "dé" in LABELS[lang]["siroter"] or "die" in LABELS[lang]["siroter"]
        assert "Cul de Chouette" in PROMPTS[lang]["siroter"]
    assert "Sip it" not in LABELS["en"]["siroter"]
    assert "throw the odd die again" in LABELS["en"]["siroter"]


def test_what_a_player_holds_is_said_in_words():
    from types import SimpleNamespace

    from deboule.games.cul_de_chouette.hud import CdcHud

    state = SimpleNamespace(has_grelottine=[True, False], has_civet=[False, False],
                            has_boucliette=[True, False], has_civet_filoche=[False, False],
                            jarret_held=[False, False], flan_held=[False, False],
                            rigodon_held=[False, False])
    for lang, expected in (("fr", "détient : Grelottine (peut défier), Boucliette (bouclier)"),
                           ("en", "holds: Grelottine (may challenge), Boucliette (a shield)")):
        screen = SimpleNamespace(lang=lang, match=SimpleNamespace(state=state))
        hud = CdcHud.__new__(CdcHud)  # no window: only the words
        hud.screen = screen
        assert hud.held_text(0) == expected
        assert hud.held_text(1) == ""


def test_colour_blind_safe_deboules_are_named_by_their_pattern():
    from deboule.render.renderer import COLOUR_SAFE
    from deboule.rules.deboule.messages import PATTERN_NAMES, piece_name

    stripes, dots, checks, plain = 1.0, 2.0, 3.0, 4.0
    words = {stripes: ("rayée", "striped"), dots: ("à pois", "dotted"),
             checks: ("à carreaux", "checked"), plain: ("unie", "plain")}
    for colour, (_, pattern) in COLOUR_SAFE.items():  # the names say what the shader draws
        assert (PATTERN_NAMES["fr"][colour], PATTERN_NAMES["en"][colour]) == words[pattern]
    assert piece_name("red-1", "fr", patterned=True) == "la rouge rayée 1"
    assert piece_name("red-1", "en", patterned=True) == "striped red 1"
    assert piece_name("red-1", "en") == "red 1"
    from deboule.games.deboule.hud import short_piece  # the label of the piece to throw

    assert short_piece("blue-2", "fr", True) == "bleue à pois 2"
    assert short_piece("blue-2", "en") == "blue 2"


# ---------------------------------------------------------------------------- the window
@pytest.fixture(scope="module")
def english_window(tmp_path_factory) -> dict:
    """Every screen of tests/hud_driver.py drawn in English at 1280 × 720."""
    tmp = tmp_path_factory.mktemp("words")
    env = dict(os.environ, DEBOULE_CONFIG_DIR=str(tmp / "config"),
               DEBOULE_DATA_DIR=str(tmp / "data"), PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, str(ROOT / "tests" / "hud_driver.py"), "en",
                           "1280x720"], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=900)
    assert proc.returncode == 0, proc.stderr[-4000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])["labels"]


def test_english_screens_speak_english_words(english_window):
    from tests.hud_driver import LONG_MESSAGE

    injected = set(LONG_MESSAGE.split())  # the driver's own French notice, not the game's
    problems = []
    for state, texts in english_window.items():
        for _, _, text in texts:
            if set(text.split()) <= injected:
                continue
            if "Joueur" in text:
                problems.append((state, "French name", text))
            if FRENCH_SPACING.search(text):
                problems.append((state, "French spacing", text))
            if "«" in text or "»" in text:  # English quotes: "Teckel" (11)
                problems.append((state, "French quotes", text))
            if PARENTHESISED_PLURAL.search(text) or re.search(r"\b1 (points|cards)\b", text):
                problems.append((state, "plural", text))
            if state.startswith("cdc") and re.search(r"\[[GCB]{1,3}\]", text):
                problems.append((state, "held items as letters", text))
    assert problems == []
    assert any("Player 1" in text for texts in english_window.values() for _, _, text in texts)
