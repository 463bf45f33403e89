"""House rules, family "scoring" (issue 34): declarations only (no import of the rules' modules,
which import this package: the rules themselves live in modules of their own).

The rules: house/tichette.py (Tichette, Robobrol), house/score_races.py (Suite-Velute,
Artichette, the Chouette Velute's tied shouters), house/positional.py (chouettes = dice 1-2),
house/seating.py (Sloubi cap, Triplette); the bots' side: house/scoring_bots.py.
docs/rules-cul-de-chouette.md, "Variants of other tables", section "scoring", says why the
`tables` preset turns on each one it does.
"""

from __future__ import annotations

from typing import Any

from deboule.rules.cul_de_chouette.house.option import HouseOption, VariantError

KIZE = "Kize/cdc-engine"

# the options (one per Variant field of this family, in the order the options screen shows)
OPTIONS: tuple[HouseOption, ...] = (
    # sum 3, 5, 7, 11, 13, 17 and no Artichette: "Tichette !" (every shouter a claimer)
    HouseOption("tichette", (False, True), True,
                f"{KIZE} lib/rule-runner/rules/level-5/tichette-rule.ts",
                examples=((1, 1, 3), (1, 4, 6))),
    # the only claimer of a Tichette on a Cul de Chouette shouts "Robobrol !" and throws
    HouseOption("robobrol", (False, True), True,
                f"{KIZE} lib/rule-runner/rules/level-5/tichette-rule.ts",
                needs=("tichette",), examples=((1, 1, 1),)),
    # 1-2-3: "Patte de canard !" (the thrower) against "Velutée !" (the others) for the Velute
    HouseOption("suite_velute", (False, True), False,
                "aribautg/cul-de-chouette js/main.js, js/game/rules/combinations.js",
                examples=((1, 2, 3),)),
    # patmulot: a catcher's "Velutée !" rethrows the chouettes for themself (one program: off
    # in the tables preset)
    HouseOption("suite_velute_rethrow", (False, True), False,
                "patmulot/cul-de-chouette doc/documentation cdc .md (La Suite-Velutée)",
                needs=("suite_velute",), examples=((1, 2, 3),)),
    # Kize: 3-4-4, the thrower shouts "Raitournelle !" (+16) or loses 16; aribautg: 3-3-4
    # (without the Bleu-Rouge), "Raitournelle !" against the others' "Artichette !"
    HouseOption("artichette", ("off", "kize", "aribautg"), "kize",
                f"{KIZE} lib/rule-runner/rules/level-2/artichette-rule.ts; aribautg/"
                "cul-de-chouette js/game/rules/combinations.js, js/main.js",
                examples=((3, 4, 4), (3, 3, 4))),
    # chouettes = dice 1 and 2, the cul = die 3 (a Chouette is dice 1-2, a Velute 1 + 2 = 3)
    HouseOption("positional_dice", (False, True), False,
                "cgarnier/cul_de_chouette src/game/network/DicesCombo.java",
                examples=((2, 2, 5), (2, 5, 2))),
    # "Pas mou le caillou !" tied: the seeds' readings (chouette_velute_tie), or the tied lose
    HouseOption("chouette_velute_ties", ("seed", "tied_lose"), "tied_lose",
                f"{KIZE} lib/rule-runner/rules/basic-rules/chouette-velute-rule.ts; aribautg/"
                "cul-de-chouette js/main.js; OncleTom77/CulDeChouette README.md",
                examples=((2, 2, 4),)),
    # OncleTom77: a newcomer whose Sloubi would be above 228 may not join (house/scoring_rules)
    HouseOption("sloubi_cap", ("off", "oncletom77"), "oncletom77",
                "OncleTom77/CulDeChouette README.md",
                needs=("chante_sloubi",)),
    # more than 6 players and no teams given: teams of three (or more), spread round the table
    HouseOption("triplette", (False, True), False,
                "the kaamelott seed (La Doublette: \"par équipes de plus de deux personnes\")",
                needs=("doublette",)),
)
# new shouts: id -> the words shouted (French, the game's words; races like the others, C3)
SHOUTS: dict[str, str] = {
    "tichette": "Tichette !",
    "robobrol": "Robobrol !",
    "patte_de_canard": "Patte de canard !",
    "velutee": "Velutée !",
    "artichette_raitournelle": "Raitournelle !",
    "artichette_pointee": "Artichette !",
}
# log texts of this family's events (deboule.rules.cul_de_chouette.messages), French first
TEMPLATES: dict[str, dict[str, str]] = {
    "fr": {
        "tichette_won": "{player} seul à crier « Tichette ! » : +{points}",
        "tichette_lost": "Tichette criée par {count} joueurs : {player}, le mieux placé, "
                         "perd {points}",
        "robobrol": "{player} crie « Robobrol ! » et lance les dés à son compte",
        "artichette_won": "{player} crie « Raitournelle ! » sur l'Artichette : +{points}",
        "artichette_lost": "Artichette : {player} perd {points}",
        "velute_taken": "{player} prend la Velute de la Suite-Velute : +{points}",
        "chouette_velute_tied": "Égalité à « Pas mou le caillou ! » : {player} perd {points}",
        "velutee_rethrow": "{player} attrape les chouettes (« Velutée ! ») et les relance à "
                           "son compte",
        "velutee_shared": "{players} attrapent chacun une chouette : la combinaison finale est "
                          "ôtée à {thrower}",
    },
    "en": {
        "tichette_won": "{player} alone shouted \"Tichette!\": +{points}",
        "tichette_lost": "Tichette shouted by {count} players: {player}, the best placed, "
                         "loses {points}",
        "robobrol": "{player} shouts \"Robobrol!\" and throws the dice for themself",
        "artichette_won": "{player} shouts \"Raitournelle!\" on the Artichette: +{points}",
        "artichette_lost": "Artichette: {player} loses {points}",
        "velute_taken": "{player} takes the Suite-Velute's Velute: +{points}",
        "chouette_velute_tied": "Tie on \"Pas mou le caillou!\": {player} loses {points}",
        "velutee_rethrow": "{player} catches the chouettes (\"Velutée!\") and throws them "
                           "again for themself",
        "velutee_shared": "{players} each catch a chouette: the final combination is taken "
                          "from {thrower}",
    },
}


def check(variant: Any) -> None:
    """Refuse (VariantError) a combination of this family's options that cannot be played."""
    if variant.artichette == "aribautg" and variant.bleu_rouge:
        # aribautg GAME_DESIGN.md 2.1: the Bleu-Rouge replaces the Artichette on 3-3-4
        raise VariantError("the Artichette on 3-3-4 (aribautg) needs the Bleu-Rouge off")
