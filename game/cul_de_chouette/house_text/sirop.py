"""The options screen's words for the house rules of family "sirop" (issue 34), French first:
each option's label (key: the Variant field), its help line (HELP) and its values' names
(key "v.<field>.<value>"; a bool shows on/off by itself). Also the window's prompts and
answer labels for these rules (PROMPTS, LABELS, `label`: game/cul_de_chouette/prompts.py)."""

from __future__ import annotations

from typing import Any

from rules.cul_de_chouette.actions import BIRDS, BetBird, DoubleCdc, Pass

TEXT: dict[str, dict[str, str]] = {
    "fr": {
        "sirop_bets": "Paris du Sirop",
        "v.sirop_bets.off": "ceux des règles",
        "v.sirop_bets.kize": "Kize : +25 / −5, « Sirop gagnant ! »",
        "v.sirop_bets.fmm": "fmm-2026 : 5 pour 20",
        "v.sirop_bets.leocalvat": "leocalvat : 5 pour 30",
        "sirop_jeannot": "Sirop-Jeannot",
        "cdc_vole": "Cul de Chouette volé",
        "cdc_double": "Cul de Chouette doublé",
    },
    "en": {
        "sirop_bets": "Sirop bets",
        "v.sirop_bets.off": "the rules' own",
        "v.sirop_bets.kize": "Kize: +25 / −5, \"Sirop gagnant!\"",
        "v.sirop_bets.fmm": "fmm-2026: 5 for 20",
        "v.sirop_bets.leocalvat": "leocalvat: 5 for 30",
        "sirop_jeannot": "Sirop-Jeannot",
        "cdc_vole": "Stolen Cul de Chouette",
        "cdc_double": "Doubled Cul de Chouette",
    },
}
HELP: dict[str, dict[str, str]] = {
    "fr": {
        "sirop_bets": "Beau-sirop, Couche-sirop ; le gain d'un bon pari selon le programme.",
        "sirop_jeannot": "Siroter sans pouvoir payer la Chouette : « Sirop-Jeannot ! » gagne.",
        "cdc_vole": "Un autre crie « Cul de Chouette ! » le premier : il en prend 2/5.",
        "cdc_double": "Relancer trois dés après un Cul de Chouette : doublé, ou éliminé.",
    },
    "en": {
        "sirop_bets": "Beau-sirop, Couche-sirop; a right bet's payout as each program has it.",
        "sirop_jeannot": "Sipping without the points to pay: \"Sirop-Jeannot!\" wins.",
        "cdc_vole": "Another shouts \"Cul de Chouette!\" first: they take 2/5 of it.",
        "cdc_double": "Throw three dice after a Cul de Chouette: doubled, or out.",
    },
}
# the window's decision texts (merged into prompts.PROMPTS and prompts.LABELS)
PROMPTS: dict[str, dict[str, str]] = {
    "fr": {"cdc_double": "{name} : Cul de Chouette doublé ? Relancer les trois dés pour "
                         "{points} pts — un autre Cul de Chouette les double, sinon éliminé"},
    "en": {"cdc_double": "{name}: double the Cul de Chouette? Throw the three dice for "
                         "{points} pts — another one doubles them, anything else puts you out"},
}
LABELS: dict[str, dict[str, str]] = {
    "fr": {"double_cdc": "Doubler : relancer les trois dés",
           "pass.cdc_double": "Encaisser le Cul de Chouette",
           "beau_sirop": "Beau-sirop ! (le Sirotage réussit)",
           "couche_sirop": "Couche-sirop ! (pas de pari)"},
    "en": {"double_cdc": "Double: throw the three dice again",
           "pass.cdc_double": "Take the Cul de Chouette",
           "beau_sirop": "Beau-sirop! (the Sirotage succeeds)",
           "couche_sirop": "Couche-sirop! (no bet)"},
}


def label(action: Any, state: Any, lang: str, prompt: str) -> str | None:
    """This family's answer labels (None: the window's own): the doubling, and with the Sirop
    bets of another program the Beau-sirop (the bet on the Chouette's own bird) and the
    Couche-sirop (no bet)."""
    words = LABELS["en" if lang == "en" else "fr"]
    if isinstance(action, DoubleCdc):
        return words["double_cdc"]
    if prompt != "bet_sirotage" or state.variant.sirop_bets == "off":
        return None
    if isinstance(action, Pass):
        return words["couche_sirop"]
    if isinstance(action, BetBird) and BIRDS.get(action.bird) == state.node.info.get("chouette"):
        return words["beau_sirop"]
    return None
