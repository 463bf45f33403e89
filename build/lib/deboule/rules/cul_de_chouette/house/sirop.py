"""House rules, family "sirop" (issue 34): declarations only (no import of the rules' modules,
which import this package: the rules themselves live in house/sirop_rules.py).

- Sirop bets (`sirop_bets`): the Sirotage's bets as other programs pay them. "kize" (Kize/
  cdc-engine lib/rule-runner/rules/level-1/sirotage-rule.ts, and patmulot/cul-de-chouette
  doc/documentation cdc .md): a right bet wins 25 and keeps its stake but only if its bettor
  shouts "Sirop gagnant !", a wrong one loses 5, none is paid up front; "fmm"
  (houseoftherisingarts/fmm-2026 src/games/chouette/regles.ts): 5 paid when betting, 20 paid
  back; "leocalvat" (leocalvat/CulDeChouette SiroterActivity.java): 5 paid, 30 paid back.
- The thrower's own Sirotage bet (`sirop_own_bet`, Kize/cdc-engine src/pages/scribe-panel/
  modals/resolvers/SiropModalResolver.tsx: its bids are `sortPlayersStartingBy(players,
  player)`, the sirotant first): the sirotant bets on their own Sirotage like the others.
- Contre-Sirop of aribautg (`contre_sirop_reading` "aribautg", aribautg/cul-de-chouette
  js/ui/RulesPanel.js: "Contre-Sirop — Si Sirop raté + pas de mise réussie. « J'apprécie les
  fruits au sirop ! »"; GAME_DESIGN.md "Contre-Sirop (sirop raté + pas de mise réussie)";
  js/utils/constants.js CONTRE_SIROP_POINTS, 1/5 of the Cul de Chouette tried, as CDC-S3):
  the race opens on a lost Sirotage only when no bet on it was right.
- Sirop-Jeannot (`sirop_jeannot`, patmulot doc/documentation cdc .md): a Sirotage tried with a
  score below the Chouette's points it risks; the first "Sirop-Jeannot !" wins a Contre-Sirop's
  value (every tied first shouter wins it).
- Cul de Chouette volé (`cdc_vole`, Kize lib/rule-runner/rules/basic-rules/
  cul-de-chouette-rule.ts): another player's "Cul de Chouette !" before the thrower's takes 2/5
  of its points, the thrower keeps 3/5.
- Cul de Chouette doublé (`cdc_double`, aribautg/cul-de-chouette js/game/rules/RuleEngine.js,
  offered there but never resolved; defined here): after a thrown Cul de Chouette the thrower
  may throw the three dice again; a Cul de Chouette wins both, anything else puts them out.
- Tichette by bidding (`tichette_bidding`, aribautg/cul-de-chouette js/main.js `startTichette`,
  `resolveTichage`; js/game/GameEngine.js `doSirop`): a lost Sirotage ending 3-3-4 opens the
  race "Salsifi !"; its winner, the ticheur, throws three hidden dice and everyone bids on
  them (the rules: house/tichage.py).
"""

from __future__ import annotations

from typing import Any

from deboule.rules.cul_de_chouette.house.option import HouseOption

KIZE = "Kize/cdc-engine lib/rule-runner/rules"
# the options (one per Variant field of this family, in the order the options screen shows)
OPTIONS: tuple[HouseOption, ...] = (
    HouseOption("sirop_bets", ("off", "kize", "fmm", "leocalvat"), "kize",
                f"{KIZE}/level-1/sirotage-rule.ts", needs=("sirotage",),
                examples=((4, 4, 2),)),
    # one program plays it (Kize): off in the tables preset
    HouseOption("sirop_own_bet", (False, True), False,
                "Kize/cdc-engine src/pages/scribe-panel/modals/resolvers/SiropModalResolver.tsx"
                " (bids of sortPlayersStartingBy(players, player))", needs=("sirotage",),
                examples=((2, 2, 5),)),
    # one program (aribautg, its rules panel; its code plays no Contre-Sirop): off in tables
    HouseOption("contre_sirop_reading", ("off", "aribautg"), "off",
                "aribautg/cul-de-chouette js/ui/RulesPanel.js (Contre-Sirop), GAME_DESIGN.md, "
                "js/utils/constants.js (CONTRE_SIROP_POINTS)", needs=("contre_sirop",),
                examples=((5, 5, 2),)),
    HouseOption("sirop_jeannot", (False, True), False,
                "patmulot/cul-de-chouette doc/documentation cdc .md", needs=("sirotage",),
                examples=((5, 5, 2),)),
    HouseOption("cdc_vole", (False, True), False,
                f"{KIZE}/basic-rules/cul-de-chouette-rule.ts", examples=((6, 6, 6),)),
    HouseOption("cdc_double", (False, True), False,
                "aribautg/cul-de-chouette js/game/rules/RuleEngine.js",
                examples=((3, 3, 3), (5, 5, 5))),
    # one program plays it: off in the tables preset
    HouseOption("tichette_bidding", (False, True), False,
                "aribautg/cul-de-chouette js/main.js", needs=("sirotage",),
                examples=((3, 3, 4),)),
)
# new shouts: id -> the words shouted (French, the game's words; races like the others, C3)
SHOUTS: dict[str, str] = {
    "sirop_gagnant": "Sirop gagnant !",
    "sirop_jeannot": "Sirop-Jeannot !",
    "cul_de_chouette": "Cul de Chouette !",
    "salsifi": "Salsifi !",
}
# log texts of this family's events (deboule.rules.cul_de_chouette.messages), French first
TEMPLATES: dict[str, dict[str, str]] = {
    "fr": {
        "sirop_unclaimed": "{player} n'a pas crié « Sirop gagnant ! » : pari sans gain",
        "contre_sirop_none": "Un pari sur le Sirotage est gagnant : pas de Contre-Sirop",
        "sirop_jeannot": "{player} sirote sans pouvoir payer les {points} pts risqués",
        "cdc_vole": "{player} vole le Cul de Chouette de {thrower} : {points} pts",
        "cdc_double": "{player} tente le Cul de Chouette doublé ({points} pts en jeu)",
        "cdc_double_result": "Cul de Chouette doublé de {player} : {verdict}",
        "cdc_double_out": "{player} sort de la partie (Cul de Chouette doublé raté)",
        "tichette_open": "Le Sirop de {player} finit en 3-3-4 : Tichette ! « Salsifi ! »",
        "tichette_none": "Personne n'a crié « Salsifi ! » : pas de Tichette",
        "tichette_poor": "{player} est le ticheur, mais sa mise ({stake}) est sous 6 : "
                         "pas de Tichette",
        "tichette_hidden": "{player} est le ticheur : trois dés cachés, mise {stake} pts",
        "tiche": "{player} annonce la tiche {tiche}",
        "quiche": "{player} se quiche ({points} pts)",
        "tichette_reveal": "{player} tiche {tiche} : les dés cachés étaient {faces} — {verdict}",
    },
    "en": {
        "sirop_unclaimed": "{player} did not shout \"Sirop gagnant!\": the bet wins nothing",
        "contre_sirop_none": "A bet on the Sirotage is right: no Contre-Sirop",
        "sirop_jeannot": "{player} sips without being able to pay the {points} pts at risk",
        "cdc_vole": "{player} steals {thrower}'s Cul de Chouette: {points} pts",
        "cdc_double": "{player} tries the doubled Cul de Chouette ({points} pts at stake)",
        "cdc_double_result": "{player}'s doubled Cul de Chouette: {verdict}",
        "cdc_double_out": "{player} is out of the game (doubled Cul de Chouette missed)",
        "tichette_open": "{player}'s Sirop ends 3-3-4: Tichette! \"Salsifi!\"",
        "tichette_none": "Nobody shouted \"Salsifi!\": no Tichette",
        "tichette_poor": "{player} is the ticheur, but their stake ({stake}) is below 6: "
                         "no Tichette",
        "tichette_hidden": "{player} is the ticheur: three hidden dice, stake {stake} pts",
        "tiche": "{player} bids the tiche {tiche}",
        "quiche": "{player} quits the bidding ({points} pts)",
        "tichette_reveal": "{player} tiches {tiche}: the hidden dice were {faces} — {verdict}",
    },
}


def check(variant: Any) -> None:
    """Refuse (VariantError) a combination of this family's options that cannot be played.

    Every combination of these options plays (their `needs` are checked by the package)."""
