"""House rules, family "jarret" (issue 34): declarations only (no import of the rules' modules,
which import this package: the rules themselves live in house/jarret_rules.py).

- the Jarret: a Néant on a Bleu-Rouge relance; the first to shout "Lance-Bûches !" wins a
  Jarret, used before a later throw as a Mi-Jarret (a second throw, keeping dice), a Bi-Jarret
  (the throw's points doubled), a Jarret-Sifflet (both; a Jarret Souple only) or a
  Lance-Jarret (given to another player). aribautg/cul-de-chouette js/main.js
  (resolveBleuRougeRelance, startBuzzJarret, offerJarretUse), js/utils/constants.js (ITEM_TYPES
  jarret, jarretSouple, jarretSifflet).
- the Jarret given directly (`jarret_direct`, Kize/cdc-engine lib/rule-runner/rules/level-3/
  bleu-rouge-rule.ts: `isANeant` -> ADD_JARRET for the relance's thrower, and no
  ADD_GRELOTTINE): a Néant on a Bleu-Rouge relance gives its thrower the Jarret, no
  "Lance-Bûches !" race, and that Néant gives no Grelottine nor a Grelottine challenge.
- the Flan: 2-5-6 and the thrower's "À Kadoc !" win a Flan (no Grelottine); before another
  player's throw, "Tatan elle fait des Flans !" inverts that throw's points. aribautg
  js/game/rules/combinations.js (FLAN), js/main.js (offerFlanUse, getFlanResult),
  GAME_DESIGN.md 2.3.
- Soufflette readings: Kize/cdc-engine lib/rule-runner/rules/level-1/soufflette-rule.ts (a
  failed challenge: the challenged's last throw is played as theirs); aribautg
  js/ui/SouffletteUI.js (any die may be kept between the three tries).
- the Soufflette's 30-point floor (`soufflette_floor`, patmulot/cul-de-chouette doc/
  documentation cdc .md, "La Soufflette", its table without negative scores): a challenge
  only when the souffleur and the soufflé both have 30 points or more.
- Pélican ties (`pelican_ties` "patmulot", same file, "Le Pélican"): players still tied after
  "Sbradaradjan !" — the one who bet 18 on the relance wins; nobody did: the dice.
- the Rigodon: aribautg js/game/GameEngine.js resolveGrelottine ("Le gagnant gagne un
  Passe-Grelot et un Rigodon"), GAME_DESIGN.md ("Rigodon (annuler une Grelottine)").
- the Poulette: aribautg GAME_DESIGN.md ("Poulette (Grelottine échouée + Néant)"), not
  resolved there: defined here (docs).
- the Attrape-Oiseau: Kize/cdc-engine lib/rule-runner/rules/level-1/attrape-oiseau-rule.ts,
  aribautg js/game/rules/RuleEngine.js ("Un autre joueur peut siroter à votre place").
"""

from __future__ import annotations

from typing import Any

from deboule.rules.cul_de_chouette.house.option import HouseOption

ARIBAUTG_MAIN = "aribautg/cul-de-chouette js/main.js"
KIZE_RULES = "Kize/cdc-engine lib/rule-runner/rules/"

# the options (one per Variant field of this family, in the order the options screen shows)
OPTIONS: tuple[HouseOption, ...] = (
    # one program plays them (aribautg, after the Petits Pédestres 64 rule book it follows):
    # not common, so the `tables` preset leaves them off
    HouseOption("jarret", ("off", "jarret", "souple"), "off", ARIBAUTG_MAIN,
                needs=("bleu_rouge",), examples=((3, 3, 4), (1, 3, 6))),
    # Kize's way of winning it: off in the tables preset, which has no Jarret
    HouseOption("jarret_direct", (False, True), False,
                KIZE_RULES + "level-3/bleu-rouge-rule.ts", needs=("jarret",),
                examples=((3, 3, 4), (1, 3, 5))),
    HouseOption("flan", (False, True), False, ARIBAUTG_MAIN, examples=((2, 5, 6),)),
    # the two programs read the Soufflette differently: each reading a choice; `tables` keeps
    # the seeds' (the programs agree with them on the points)
    HouseOption("soufflette_reading", ("off", "kize", "aribautg"), "off",
                KIZE_RULES + "level-1/soufflette-rule.ts", examples=((1, 2, 4),)),
    # one program each (patmulot): off in the tables preset
    HouseOption("soufflette_floor", (False, True), False,
                "patmulot/cul-de-chouette doc/documentation cdc .md (La Soufflette)",
                examples=((1, 2, 4),)),
    HouseOption("pelican_ties", ("off", "patmulot"), "off",
                "patmulot/cul-de-chouette doc/documentation cdc .md (Le Pélican)",
                needs=("bleu_rouge",), examples=((6, 6, 6),)),
    HouseOption("rigodon", (False, True), False, "aribautg/cul-de-chouette js/game/GameEngine.js",
                needs=("grelottine",)),
    HouseOption("poulette", (False, True), False, "aribautg/cul-de-chouette GAME_DESIGN.md",
                needs=("grelottine",)),
    # two programs play it (Kize and aribautg): the `tables` preset turns it on
    HouseOption("attrape_oiseau", (False, True), True,
                KIZE_RULES + "level-1/attrape-oiseau-rule.ts", needs=("sirotage",),
                examples=((3, 3, 5),)),
)
# new shouts: id -> the words shouted (French, the game's words; races like the others, C3)
SHOUTS: dict[str, str] = {
    "lance_buches": "Lance-Bûches !",
    "a_kadoc": "À Kadoc !",
    "tatan_flans": "Tatan elle fait des Flans !",
    "attrape_oiseau": "Attrape-Oiseau !",
}
# log texts of this family's events (deboule.rules.cul_de_chouette.messages), French first
TEMPLATES: dict[str, dict[str, str]] = {
    "fr": {
        "jarret_won": "{player} gagne un Jarret",
        "jarret_kept": "{player} a déjà un Jarret (non cumulable)",
        "jarret_direct": "Néant sur la relance : {player} gagne le Jarret (pas de "
                         "Grelottine)",
        "jarret_used": "{player} joue son Jarret : {mode}",
        "jarret_given": "{player} lance son Jarret à {target}",
        "jarret_second": "{player} relance (Mi-Jarret), garde {kept}",
        "flan_won": "{player} gagne un Flan",
        "flan_missed": "{player} n'a pas crié « À Kadoc ! » : c'est un Néant",
        "flan_used": "{player} flanne {target} : ses points sont inversés",
        "flan_back": "{player} garde son Flan (rien à inverser)",
        "soufflette_last_throw": "Le dernier lancer de {player} compte pour lui",
        "rigodon_won": "{player} gagne un Rigodon",
        "rigodon": "{player} joue son Rigodon : le défi de {challenger} est annulé",
        "poulette": "Poulette : {player} garde une Grelottine",
        "attrape_oiseau": "{player} attrape l'oiseau et sirote à la place de {thrower}",
    },
    "en": {
        "jarret_won": "{player} wins a Jarret",
        "jarret_kept": "{player} already holds a Jarret (one at a time)",
        "jarret_direct": "A Néant on the relance: {player} wins the Jarret (no Grelottine)",
        "jarret_used": "{player} plays their Jarret: {mode}",
        "jarret_given": "{player} throws their Jarret to {target}",
        "jarret_second": "{player} throws again (Mi-Jarret), keeping {kept}",
        "flan_won": "{player} wins a Flan",
        "flan_missed": "{player} did not shout \"À Kadoc!\": a Néant",
        "flan_used": "{player} flans {target}: their points are inverted",
        "flan_back": "{player} keeps their Flan (nothing to invert)",
        "soufflette_last_throw": "{player}'s last throw counts for them",
        "rigodon_won": "{player} wins a Rigodon",
        "rigodon": "{player} plays their Rigodon: {challenger}'s challenge is cancelled",
        "poulette": "Poulette: {player} keeps a Grelottine",
        "attrape_oiseau": "{player} catches the bird and sirotes instead of {thrower}",
    },
}


def check(variant: Any) -> None:
    """Refuse (VariantError) a combination of this family's options that cannot be played:
    the Jarret's `needs` (the Bleu-Rouge) are checked by house.check."""
