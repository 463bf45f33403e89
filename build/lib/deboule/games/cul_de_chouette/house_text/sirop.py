"""The options screen's words for the house rules of family "sirop" (issue 34), French first:
each option's label (key: the Variant field), its help line (HELP) and its values' names
(key "v.<field>.<value>"; a bool shows on/off by itself). Also the window's prompts and
answer labels for these rules (PROMPTS, LABELS, `label`:
deboule/games/cul_de_chouette/prompts.py)."""

from __future__ import annotations

from typing import Any

from deboule.rules.cul_de_chouette.actions import (
    BIRDS,
    BetBird,
    DoubleCdc,
    Pass,
    Quiche,
    Tiche,
    Ticher,
)
from deboule.rules.cul_de_chouette.house.tichage_bots import last_tiche

TEXT: dict[str, dict[str, str]] = {
    "fr": {
        "sirop_bets": "Paris du Sirop",
        "v.sirop_bets.off": "ceux des règles",
        "v.sirop_bets.kize": "Kize : +25 / −5, « Sirop gagnant ! »",
        "v.sirop_bets.fmm": "fmm-2026 : 5 pour 20",
        "v.sirop_bets.leocalvat": "leocalvat : 5 pour 30",
        "sirop_own_bet": "Parier sur son Sirop (Kize)",
        "contre_sirop_reading": "Contre-Sirop",
        "v.contre_sirop_reading.off": "à chaque Sirop raté",
        "v.contre_sirop_reading.aribautg": "sans pari gagné (aribautg)",
        "sirop_jeannot": "Sirop-Jeannot",
        "cdc_vole": "Cul de Chouette volé",
        "cdc_double": "Cul de Chouette doublé",
        "tichette_bidding": "Tichette aux enchères",
    },
    "en": {
        "sirop_bets": "Sirop bets",
        "v.sirop_bets.off": "the rules' own",
        "v.sirop_bets.kize": "Kize: +25 / −5, \"Sirop gagnant!\"",
        "v.sirop_bets.fmm": "fmm-2026: 5 for 20",
        "v.sirop_bets.leocalvat": "leocalvat: 5 for 30",
        "sirop_own_bet": "Bet on one's own Sirop (Kize)",
        "contre_sirop_reading": "Contre-Sirop",
        "v.contre_sirop_reading.off": "on every lost Sirop",
        "v.contre_sirop_reading.aribautg": "no bet right (aribautg)",
        "sirop_jeannot": "Sirop-Jeannot",
        "cdc_vole": "Stolen Cul de Chouette",
        "cdc_double": "Doubled Cul de Chouette",
        "tichette_bidding": "Tichette by bidding",
    },
}
HELP: dict[str, dict[str, str]] = {
    "fr": {
        "sirop_bets": "Beau-sirop, Couche-sirop ; le gain d'un bon pari selon le programme.",
        "contre_sirop_reading": "aribautg : « J'apprécie les fruits au sirop ! » seulement si "
                                "aucun pari sur le Sirop raté n'est gagnant.",
        "sirop_own_bet": "Celui qui sirote parie aussi sur son propre Sirotage, comme les autres.",
        "sirop_jeannot": "Siroter sans pouvoir payer la Chouette : « Sirop-Jeannot ! » gagne.",
        "cdc_vole": "Un autre crie « Cul de Chouette ! » le premier : il en prend 2/5.",
        "cdc_double": "Relancer trois dés après un Cul de Chouette : doublé, ou éliminé.",
        "tichette_bidding": "Sirop raté en 3-3-4 : « Salsifi ! », enchères sur trois dés cachés.",
    },
    "en": {
        "sirop_bets": "Beau-sirop, Couche-sirop; a right bet's payout as each program has it.",
        "contre_sirop_reading": "aribautg: \"J'apprécie les fruits au sirop!\" only when no bet "
                                "on the lost Sirop is right.",
        "sirop_own_bet": "The one siroting bets on their own Sirotage too, like the others.",
        "sirop_jeannot": "Sipping without the points to pay: \"Sirop-Jeannot!\" wins.",
        "cdc_vole": "Another shouts \"Cul de Chouette!\" first: they take 2/5 of it.",
        "cdc_double": "Throw three dice after a Cul de Chouette: doubled, or out.",
        "tichette_bidding": "A lost Sirop ending 3-3-4: \"Salsifi!\", bids on three hidden dice.",
    },
}
# the window's decision texts (merged into prompts.PROMPTS and prompts.LABELS)
PROMPTS: dict[str, dict[str, str]] = {
    "fr": {"cdc_double": "{name} : Cul de Chouette doublé ? Relancer les trois dés pour "
                         "{points} pts — un autre Cul de Chouette les double, sinon éliminé",
           "tichage": "{name} : Tichette, mise {stake} pts, tiche annoncée : {tiche} ; "
                      "surenchérir, se quicher ou ticher ?"},
    "en": {"cdc_double": "{name}: double the Cul de Chouette? Throw the three dice for "
                         "{points} pts — another one doubles them, anything else puts you out",
           "tichage": "{name}: Tichette, stake {stake} pts, tiche bid: {tiche}; raise, "
                      "quit or claim?"},
}
LABELS: dict[str, dict[str, str]] = {
    "fr": {"double_cdc": "Doubler : relancer les trois dés",
           "pass.cdc_double": "Encaisser le Cul de Chouette",
           "beau_sirop": "Beau-sirop ! (le Sirotage réussit)",
           "couche_sirop": "Couche-sirop ! (pas de pari)",
           "tiche": "Annoncer la tiche {tiche} ({kind})",
           "quiche": "Se quicher (−{points} pts)",
           "ticher": "Ticher : {tiche} est dans les dés cachés",
           "tiche.1": "Michette", "tiche.2": "Tichette", "tiche.3": "Bichette"},
    "en": {"double_cdc": "Double: throw the three dice again",
           "pass.cdc_double": "Take the Cul de Chouette",
           "beau_sirop": "Beau-sirop! (the Sirotage succeeds)",
           "couche_sirop": "Couche-sirop! (no bet)",
           "tiche": "Bid the tiche {tiche} ({kind})",
           "quiche": "Quit the bidding (−{points} pts)",
           "ticher": "Claim: {tiche} is among the hidden dice",
           "tiche.1": "Michette", "tiche.2": "Tichette", "tiche.3": "Bichette"},
}


def label(action: Any, state: Any, lang: str, prompt: str) -> str | None:
    """This family's answer labels (None: the window's own): the doubling, and with the Sirop
    bets of another program the Beau-sirop (the bet on the Chouette's own bird) and the
    Couche-sirop (no bet)."""
    words = LABELS["en" if lang == "en" else "fr"]
    if isinstance(action, DoubleCdc):
        return words["double_cdc"]
    tichage = _tichage_label(action, state, words)
    if tichage is not None:
        return tichage
    if prompt != "bet_sirotage" or state.variant.sirop_bets == "off":
        return None
    if isinstance(action, Pass):
        return words["couche_sirop"]
    if isinstance(action, BetBird) and BIRDS.get(action.bird) == state.node.info.get("chouette"):
        return words["beau_sirop"]
    return None


def _tichage_label(action: Any, state: Any, words: dict[str, str]) -> str | None:
    """The Tichette's bids (house/tichage.py): a tiche and its kind, quitting and its cost,
    the claim."""
    if isinstance(action, Tiche):
        kind = words[f"tiche.{len(str(action.tiche))}"]
        return words["tiche"].format(tiche=action.tiche, kind=kind)
    if isinstance(action, Quiche):
        cost = min(last_tiche(state, action.player), state.node.info.get("stake", 0))
        return words["quiche"].format(points=cost)
    if isinstance(action, Ticher):
        return words["ticher"].format(tiche=state.node.info.get("tiche", 0))
    return None
