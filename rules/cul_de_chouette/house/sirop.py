"""House rules, family "sirop" (issue 34): declarations only (no import of the rules' modules,
which import this package: the rules themselves live in house/sirop_rules.py).

- Sirop bets (`sirop_bets`): the Sirotage's bets as other programs pay them. "kize" (Kize/
  cdc-engine lib/rule-runner/rules/level-1/sirotage-rule.ts, and patmulot/cul-de-chouette
  doc/documentation cdc .md): a right bet wins 25 and keeps its stake but only if its bettor
  shouts "Sirop gagnant !", a wrong one loses 5, none is paid up front; "fmm"
  (houseoftherisingarts/fmm-2026 src/games/chouette/regles.ts): 5 paid when betting, 20 paid
  back; "leocalvat" (leocalvat/CulDeChouette SiroterActivity.java): 5 paid, 30 paid back.
- Sirop-Jeannot (`sirop_jeannot`, patmulot doc/documentation cdc .md): a Sirotage tried with a
  score below the Chouette's points it risks; the first "Sirop-Jeannot !" wins a Contre-Sirop's
  value (every tied first shouter wins it).
- Cul de Chouette volé (`cdc_vole`, Kize lib/rule-runner/rules/basic-rules/
  cul-de-chouette-rule.ts): another player's "Cul de Chouette !" before the thrower's takes 2/5
  of its points, the thrower keeps 3/5.
- Cul de Chouette doublé (`cdc_double`, aribautg/cul-de-chouette js/game/rules/RuleEngine.js,
  offered there but never resolved; defined here): after a thrown Cul de Chouette the thrower
  may throw the three dice again; a Cul de Chouette wins both, anything else puts them out.
"""

from __future__ import annotations

from typing import Any

from rules.cul_de_chouette.house.option import HouseOption

KIZE = "Kize/cdc-engine lib/rule-runner/rules"
# the options (one per Variant field of this family, in the order the options screen shows)
OPTIONS: tuple[HouseOption, ...] = (
    HouseOption("sirop_bets", ("off", "kize", "fmm", "leocalvat"), "kize",
                f"{KIZE}/level-1/sirotage-rule.ts", needs=("sirotage",),
                examples=((4, 4, 2),)),
    HouseOption("sirop_jeannot", (False, True), False,
                "patmulot/cul-de-chouette doc/documentation cdc .md", needs=("sirotage",),
                examples=((5, 5, 2),)),
    HouseOption("cdc_vole", (False, True), False,
                f"{KIZE}/basic-rules/cul-de-chouette-rule.ts", examples=((6, 6, 6),)),
    HouseOption("cdc_double", (False, True), False,
                "aribautg/cul-de-chouette js/game/rules/RuleEngine.js",
                examples=((3, 3, 3), (5, 5, 5))),
)
# new shouts: id -> the words shouted (French, the game's words; races like the others, C3)
SHOUTS: dict[str, str] = {
    "sirop_gagnant": "Sirop gagnant !",
    "sirop_jeannot": "Sirop-Jeannot !",
    "cul_de_chouette": "Cul de Chouette !",
}
# log texts of this family's events (rules.cul_de_chouette.messages), French first
TEMPLATES: dict[str, dict[str, str]] = {
    "fr": {
        "sirop_unclaimed": "{player} n'a pas crié « Sirop gagnant ! » : pari sans gain",
        "sirop_jeannot": "{player} sirote sans pouvoir payer les {points} pts risqués",
        "cdc_vole": "{player} vole le Cul de Chouette de {thrower} : {points} pts",
        "cdc_double": "{player} tente le Cul de Chouette doublé ({points} pts en jeu)",
        "cdc_double_result": "Cul de Chouette doublé de {player} : {verdict}",
        "cdc_double_out": "{player} sort de la partie (Cul de Chouette doublé raté)",
    },
    "en": {
        "sirop_unclaimed": "{player} did not shout \"Sirop gagnant!\": the bet wins nothing",
        "sirop_jeannot": "{player} sips without being able to pay the {points} pts at risk",
        "cdc_vole": "{player} steals {thrower}'s Cul de Chouette: {points} pts",
        "cdc_double": "{player} tries the doubled Cul de Chouette ({points} pts at stake)",
        "cdc_double_result": "{player}'s doubled Cul de Chouette: {verdict}",
        "cdc_double_out": "{player} is out of the game (doubled Cul de Chouette missed)",
    },
}


def check(variant: Any) -> None:
    """Refuse (VariantError) a combination of this family's options that cannot be played.

    Every combination of these options plays (their `needs` are checked by the package)."""
