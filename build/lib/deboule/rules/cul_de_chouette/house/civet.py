"""House rules, family "civet" (issue 34): declarations only (no import of the rules' modules,
which import this package: the rules themselves live in house/civet_rules.py and
house/grelottine_rules.py, the bots' side in house/civet_bots.py).

- Civet doublé: other Civet holders join a Civet, each doubling its stake and losing their own
  Civet (Kize/cdc-engine lib/rule-runner/rules/level-2/civet-doubled-rule.ts).
- Civet-Filoché: a lost Civet whose stake equals the points the throw scored gives a
  Civet-Filoché, a Civet played on another player's throw (aribautg/cul-de-chouette
  js/main.js, offerCivetFilocheUse / resolveCivetFiloche; js/game/GameEngine.js resolveCivet).
- Grelottine threshold: 30 points to launch a Grelottine (aribautg js/game/rules/RuleEngine.js
  canLaunchGrelottine), or to hold one too (OncleTom77/CulDeChouette README.md, "La
  Grelottine").
- Grelottine stake tables: 33/25/12/6/3 % rounded up (OncleTom77 README.md; aribautg
  js/utils/constants.js GRELOTTINE_RATES with RuleEngine.js Math.ceil), 33/25/16/8 %
  truncated (AlexThepaut/Cul_De_Chouette src/app/defi/grelottine/grelottine.component.ts), or
  the Cul de Chouette alone for a set 16 % rounded, at least 1 (houseoftherisingarts/fmm-2026
  src/games/chouette/regles.ts, miseGrelottine).
- Néant soufflé: 1-4-6, "Mécréant !" gives a Grelottine to the first, "Je suis un misérable."
  blocks it (aribautg js/game/rules/combinations.js, RuleEngine.js getActions, main.js).
- Civet bets of Kize: also on a Soufflette, a Bleu-Rouge, an Artichette (and the Sirop-Grelot,
  the seeds' "avec Sirotage"), each Civet judged by the throw's first type, also when thrown on
  a Verdier (Kize/cdc-engine lib/rule-runner/rules/level-1/civet-rule.ts; house/civet_kize.py).
- Néant soufflé ties (`neant_souffle_ties` "patmulot", patmulot/cul-de-chouette doc/
  documentation cdc .md, "Le Néant Soufflé"): "Mécréant !" beats a tied "Je suis un
  misérable."; tied "Mécréant !" shout "Fort heureusement, je tiens à préciser que l'incident
  n'a fait aucune victime", then throw a die each, the smallest wins.
- OncleTom77's Grelottine and Civet (OncleTom77/CulDeChouette README.md; house/
  oncletom_rules.py): the challenge in two throws keeping dice (`grelottine_two_throws`, also
  aribautg js/ui/RulesPanel.js), tied "Grelottine !" shouts on equal scores settled by a die
  (`grelottine_shout_ties`), "Lance-Civet !" giving one's Civet (`lance_civet`).
- Verdier: chouettes 2-4, 2-6 or 4-6, "Vert-Linette !" bets that the throw ends 2-4-6, +25 or
  -5 (Kize lib/rule-runner/rules/level-3/verdier-rule.ts; aribautg js/main.js startVerdier).
"""

from __future__ import annotations

from typing import Any

from deboule.rules.cul_de_chouette.house.option import HouseOption

GRELOTTINE = "OncleTom77/CulDeChouette README.md; aribautg/cul-de-chouette js/game/rules/" \
             "RuleEngine.js"

# Grelottine stake tables (percent of the smaller score) and their rounding, by source
STAKE_TABLES: dict[str, tuple[tuple[tuple[str, int], ...], str]] = {
    # OncleTom77 README: "une Chouette : 33% ... un Sirop-Grelot : 3% ... on arrondit à l'unité
    # supérieure"; aribautg constants.js has the same rates and RuleEngine.js rounds up
    "oncletom77": ((("CHOUETTE", 33), ("VELUTE", 25), ("CUL_DE_CHOUETTE", 12),
                    ("CHOUETTE_VELUTE", 6), ("SIROP_GRELOT", 3)), "up"),
    # AlexThepaut grelottine.component.ts: 0.33 / 0.25 / 0.16 / 0.08, parseInt (truncated)
    "alexthepaut": ((("CHOUETTE", 33), ("VELUTE", 25), ("CUL_DE_CHOUETTE", 16),
                     ("CHOUETTE_VELUTE", 8)), "down"),
    # houseoftherisingarts/fmm-2026 src/games/chouette/regles.ts: "la grelottine, jouée sur le
    # seul défi autorisé ici : le Cul de chouette, à 16 %" (COEFF_GRELOTTINE), its stake not
    # chosen but set: miseGrelottine, Math.max(1, Math.round(min x 0.16))
    "fmm": ((("CUL_DE_CHOUETTE", 16),), "fixed"),
}
# the threshold both readings of the Grelottine threshold use (aribautg, OncleTom77: 30 pts)
GRELOTTINE_THRESHOLD = 30
# Verdier bets (Kize verdier-rule.ts: value 25 / -5; aribautg startVerdier: "mise 5 pts, gain
# 25 pts"): a right bet wins 25, a wrong one loses 5, settled when the cul has fallen
VERDIER_WIN = 25
VERDIER_LOSS = 5

# the options (one per Variant field of this family, in the order the options screen shows)
OPTIONS: tuple[HouseOption, ...] = (
    HouseOption("civet_doubled", (False, True), True,
                "Kize/cdc-engine lib/rule-runner/rules/level-2/civet-doubled-rule.ts",
                needs=("civet",)),
    # one program lists these bets (Kize): off in the tables preset, as every rule one program
    # alone plays
    HouseOption("civet_bets", ("off", "kize"), "off",
                "Kize/cdc-engine lib/rule-runner/rules/level-1/civet-rule.ts (CivetBet, "
                "civetBetToRuleEffectsToCheck)", needs=("civet",),
                examples=((1, 2, 4), (3, 3, 4), (3, 4, 4))),
    HouseOption("civet_filoche", (False, True), False,
                "aribautg/cul-de-chouette js/main.js (offerCivetFilocheUse, "
                "resolveCivetFiloche); js/game/GameEngine.js (resolveCivet)",
                needs=("civet",)),
    HouseOption("grelottine_threshold", ("off", "aribautg", "oncletom77"), "aribautg",
                GRELOTTINE, needs=("grelottine",)),
    HouseOption("grelottine_stakes", ("off", "oncletom77", "alexthepaut", "fmm"), "oncletom77",
                "OncleTom77/CulDeChouette README.md; aribautg/cul-de-chouette "
                "js/utils/constants.js; AlexThepaut/Cul_De_Chouette src/app/defi/grelottine/"
                "grelottine.component.ts; houseoftherisingarts/fmm-2026 "
                "src/games/chouette/regles.ts", needs=("grelottine",)),
    # two programs say it (OncleTom77, aribautg), Kize records one throw: on in tables
    HouseOption("grelottine_two_throws", (False, True), True,
                "OncleTom77/CulDeChouette README.md (La Grelottine); aribautg/cul-de-chouette "
                "js/ui/RulesPanel.js", needs=("grelottine",)),
    # one program each (OncleTom77): off in the tables preset
    HouseOption("grelottine_shout_ties", ("off", "oncletom77"), "off",
                "OncleTom77/CulDeChouette README.md (La Grelottine)", needs=("grelottine",)),
    HouseOption("lance_civet", (False, True), False,
                "OncleTom77/CulDeChouette README.md (Le Civet)", needs=("civet",)),
    HouseOption("neant_souffle", (False, True), False,
                "aribautg/cul-de-chouette js/game/rules/combinations.js",
                examples=((1, 4, 6),)),
    # one program (patmulot): off in the tables preset
    HouseOption("neant_souffle_ties", ("off", "patmulot"), "off",
                "patmulot/cul-de-chouette doc/documentation cdc .md (Le Néant Soufflé)",
                needs=("neant_souffle",), examples=((1, 4, 6),)),
    HouseOption("verdier", ("off", "kize", "aribautg"), "aribautg",
                "Kize/cdc-engine lib/rule-runner/rules/level-3/verdier-rule.ts; "
                "aribautg/cul-de-chouette js/main.js (startVerdier)",
                examples=((2, 4, 6), (6, 2, 4), (4, 6, 2))),
)
# new shouts: id -> the words shouted (French, the game's words; races like the others, C3)
SHOUTS: dict[str, str] = {
    "mecreant": "Mécréant !",
    "miserable": "Je suis un misérable.",
    "vert_linette": "Vert-Linette !",
    "fort_heureusement": "Fort heureusement, je tiens à préciser que l'incident n'a fait "
                         "aucune victime",
}
# log texts of this family's events (deboule.rules.cul_de_chouette.messages), French first
TEMPLATES: dict[str, dict[str, str]] = {
    "fr": {
        "civet_join": "{player} double le Civet de {thrower} et perd son propre Civet",
        "civet_doubled": "Civet doublé {factor} fois : mise de {thrower} portée à {stake}",
        "civet_filoche_won": "{player} gagne un Civet-Filoché (mise perdue = {stake} pts "
                             "de la combinaison)",
        "civet_filoche": "{player} joue son Civet-Filoché : {stake} sur {combination} au "
                         "lancer de {thrower}",
        "civet_filoche_result": "Civet-Filoché de {player} : {verdict} ({stake} pts)",
        "grelottine_refused": "{player} a moins de {threshold} points : pas de Grelottine",
        "grelottine_dropped": "{player} passe sous {threshold} points et perd sa Grelottine",
        "neant_souffle": "Néant soufflé de {player} (1-4-6) : « Mécréant ! »",
        "mecreant": "{player} a crié « Mécréant ! » le premier : une Grelottine",
        "miserable": "« Je suis un misérable. » ({player}) : personne n'a la Grelottine",
        "verdier": "Verdier ! chouettes {dice} de {player} : « Vert-Linette ! »",
        "grelottine_first_throw": "Défi Grelottine, premier lancer de {player} : {dice}",
        "lance_civet": "{player} crie « Lance-Civet ! » : son Civet va à {target}",
        "verdier_result": "Verdier : {dice}, {verdict}",
        "verdier_bet": "{player} : pari du Verdier {verdict} ({points} pts)",
    },
    "en": {
        "civet_join": "{player} doubles {thrower}'s Civet and loses their own Civet",
        "civet_doubled": "Civet doubled {factor} times: {thrower}'s stake is now {stake}",
        "civet_filoche_won": "{player} wins a Civet-Filoché (stake lost = the combination's "
                             "{stake} pts)",
        "civet_filoche": "{player} plays their Civet-Filoché: {stake} on {combination} on "
                         "{thrower}'s throw",
        "civet_filoche_result": "{player}'s Civet-Filoché: {verdict} ({stake} pts)",
        "grelottine_refused": "{player} has fewer than {threshold} points: no Grelottine",
        "grelottine_dropped": "{player} falls below {threshold} points and loses their "
                              "Grelottine",
        "neant_souffle": "{player}'s Néant soufflé (1-4-6): \"Mécréant!\"",
        "mecreant": "{player} shouted \"Mécréant!\" first: a Grelottine",
        "miserable": "\"Je suis un misérable.\" ({player}): nobody gets the Grelottine",
        "verdier": "Verdier! {player}'s chouettes {dice}: \"Vert-Linette!\"",
        "grelottine_first_throw": "Grelottine challenge, {player}'s first throw: {dice}",
        "lance_civet": "{player} shouts \"Lance-Civet!\": their Civet goes to {target}",
        "verdier_result": "Verdier: {dice}, {verdict}",
        "verdier_bet": "{player}: Verdier bet {verdict} ({points} pts)",
    },
}


def stake_table(variant: Any) -> tuple[tuple[tuple[str, int], ...], str] | None:
    """The Grelottine stake table the variant's house option chose (percentages, rounding), or
    None: the variant's own `grelottine_coefficients`, truncated (C1)."""
    return STAKE_TABLES.get(getattr(variant, "grelottine_stakes", "off"))


def check(variant: Any) -> None:
    """Refuse (VariantError) a combination of this family's options that cannot be played: each
    option's `needs` (the Civet, the Grelottine) are checked by house.check; every stake table
    has the Cul de Chouette that `grelottine_cdc_only` keeps, so nothing more to refuse."""
