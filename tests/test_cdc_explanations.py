"""Issue 48, point 1: every Cul de Chouette decision, bet and race a game can ask about has a
one-line "what this means" in French and English (deboule/games/cul_de_chouette/explanations.py),
and the HUD shows it under the question.

The prompt keys are found two ways: read from the rules' source (every string a decision or a
race is opened with: `_ask`, `_window`, `_race`, `_decision_node`, and the strings such a call's
variable is set from), and seen in bot games with every house rule on (so a key built another
way is still caught)."""

from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import pytest
from cdc_bot_games import play_out

from deboule.games.cul_de_chouette.explanations import EXPLANATIONS, explanation, explanation_line
from deboule.rules.cul_de_chouette.bots import make_bot
from deboule.rules.cul_de_chouette.house import OPTIONS
from deboule.rules.cul_de_chouette.state import State
from deboule.rules.cul_de_chouette.variant import Variant, VariantError

RULES = Path(__file__).resolve().parent.parent / "deboule" / "rules" / "cul_de_chouette"
OPENERS = {"ask": 1, "window": 0, "race": 0, "decision_node": 0}
LANGS = ("fr", "en")


def _strings(node: ast.AST) -> set[str]:
    return {n.value for n in ast.walk(node) if isinstance(n, ast.Constant)
            and isinstance(n.value, str)}


def keys_in_source() -> set[tuple[str, bool]]:
    """Every (prompt key, is a race) the rules' source opens a decision or a race with."""
    keys: set[tuple[str, bool]] = set()
    for path in sorted(RULES.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for func in ast.walk(tree):
            if not isinstance(func, ast.FunctionDef):
                continue
            assigned: dict[str, set[str]] = {}  # name -> strings it may hold in this function
            for node in ast.walk(func):
                if isinstance(node, ast.Assign) and len(node.targets) == 1 \
                        and isinstance(node.targets[0], ast.Name):
                    assigned.setdefault(node.targets[0].id, set()).update(_strings(node.value))
                elif isinstance(node, ast.For) and isinstance(node.target, ast.Name):
                    assigned.setdefault(node.target.id, set()).update(_strings(node.iter))
            for node in ast.walk(func):
                if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                        and node.func.attr in OPENERS):
                    continue
                index = OPENERS[node.func.attr]
                if len(node.args) <= index:
                    continue
                arg, race = node.args[index], node.func.attr == "race"
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    keys.add((arg.value, race))
                elif isinstance(arg, ast.Name) and arg.id in assigned:
                    keys.update((k, race) for k in assigned[arg.id])
    return {(k, race) for k, race in keys if re.fullmatch(r"[a-z_]+", k)}


def everything_on(reading: int) -> Variant:
    variant = Variant.preset("kaamelott", max_turns=60)
    for option in OPTIONS:
        readings = [c for c in option.choices if c != option.off]
        if not readings:
            continue
        try:
            variant = variant.replace(**{option.name: readings[min(reading, len(readings) - 1)]})
        except VariantError:
            continue
    return variant


def keys_in_games() -> set[tuple[str, bool]]:
    """(prompt, is a race) of every decision and race met in seeded bot games, house rules
    on."""
    seen: set[tuple[str, bool]] = set()

    def probe(state: State) -> None:
        if state.node.kind in ("decision", "race"):
            seen.add((state.node.prompt, state.node.kind == "race"))

    for variant in (everything_on(0), everything_on(9), Variant.preset("iruo", max_turns=60)):
        for seed in (1, 2):
            rng = random.Random(seed)
            state = State.new({"players": 4, "variant": variant.to_dict()})
            bots = [make_bot(level, seed * 7 + k)
                    for k, level in enumerate(("expert", "regular", "novice", "expert"))]
            play_out(state, bots, rng, probe)
    return seen


def test_the_source_is_read_whole():
    """The source reading finds the seeds' decisions and races, the house rules' and the ones
    named through a variable (the Bleu-Rouge's two prompts, the Pélican's tie races)."""
    keys = keys_in_source()
    for key in ("buy_die", "siroter", "bet_sirotage", "grelottine", "pre_roll",
                "bleu_rouge_relance", "bet_bleu_rouge", "tichage", "sloubi"):
        assert (key, False) in keys, key
    for key in ("grelottine", "passe_montagne", "sbradaradjan", "attrape_oiseau",
                "contre_sirop"):
        assert (key, True) in keys, key


@pytest.mark.parametrize("lang", LANGS)
def test_every_prompt_of_the_source_is_explained(lang):
    missing = sorted(k for k, race in keys_in_source() if not explanation(k, lang, race))
    assert not missing, missing


def test_every_prompt_met_in_play_is_explained():
    seen = keys_in_games()
    assert {("buy_die", False), ("siroter", False), ("pas_mou_le_caillou", True),
            ("grelotte_ca_picote", True)} <= seen
    for lang in LANGS:
        missing = sorted(k for k, race in seen if not explanation(k, lang, race))
        assert not missing, (lang, missing)


def test_a_race_named_as_a_decision_has_its_own_line():
    """"Grelottine !" is a race (who challenges) and then a decision (the challenge chosen)."""
    for lang in LANGS:
        race, decision = explanation("grelottine", lang, race=True), explanation("grelottine",
                                                                                  lang)
        assert race and decision and race != decision
    assert explanation("pelican", "fr", race=True) == explanation("pelican", "fr")


def test_both_languages_explain_the_same_prompts_and_fill_every_number():
    assert set(EXPLANATIONS["fr"]) == set(EXPLANATIONS["en"])
    for variant in (Variant.preset("kaamelott"), Variant.preset("iruo"), Variant.preset("douce")):
        for lang in LANGS:
            for key in EXPLANATIONS[lang]:
                line = explanation_line(key, lang, variant)
                if key == "pre_roll" and not (variant.banque or variant.civet):
                    assert line == ""  # nothing but the throw before the throw
                    continue
                assert line and "{" not in line and len(line) <= 160, (key, lang, line)


def test_the_line_uses_the_table_s_numbers():
    variant = Variant.preset("kaamelott", achat_cost=40)
    assert "40" in explanation_line("buy_die", "fr", variant)
    assert "30" in explanation_line("buy_die", "fr", Variant.preset("kaamelott"))
