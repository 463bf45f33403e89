"""The options screen's words for the house rules of family "scoring" (issue 34), French first:
each option's label (key: the Variant field), its help line (HELP) and its values' names
(key "v.<field>.<value>"; a bool shows on/off by itself)."""

from __future__ import annotations

TEXT: dict[str, dict[str, str]] = {
    "fr": {
        "tichette": "Tichette",
        "robobrol": "Robobrol",
        "suite_velute": "Suite-Velute (1-2-3)",
        "suite_velute_rethrow": "Velutée : relance (patmulot)",
        "artichette": "Artichette",
        "v.artichette.off": "non",
        "v.artichette.kize": "3-4-4 (Kize)",
        "v.artichette.aribautg": "3-3-4 (aribautg)",
        "positional_dice": "Dés à leur place",
        "chouette_velute_ties": "Ex aequo au « Pas mou le caillou »",
        "v.chouette_velute_ties.seed": "selon le texte",
        "v.chouette_velute_ties.tied_lose": "les ex aequo perdent",
        "sloubi_cap": "Limite du Sloubi",
        "v.sloubi_cap.off": "aucune",
        "v.sloubi_cap.oncletom77": "228 (OncleTom77)",
        "triplette": "Triplette (plus de 6)",
    },
    "en": {
        "tichette": "Tichette",
        "robobrol": "Robobrol",
        "suite_velute": "Suite-Velute (1-2-3)",
        "suite_velute_rethrow": "Velutée: rethrow (patmulot)",
        "artichette": "Artichette",
        "v.artichette.off": "off",
        "v.artichette.kize": "3-4-4 (Kize)",
        "v.artichette.aribautg": "3-3-4 (aribautg)",
        "positional_dice": "Dice by position",
        "chouette_velute_ties": "Tie on \"Pas mou le caillou\"",
        "v.chouette_velute_ties.seed": "as the seed says",
        "v.chouette_velute_ties.tied_lose": "the tied lose",
        "sloubi_cap": "Sloubi limit",
        "v.sloubi_cap.off": "none",
        "v.sloubi_cap.oncletom77": "228 (OncleTom77)",
        "triplette": "Triplette (over 6)",
    },
}
HELP: dict[str, dict[str, str]] = {
    "fr": {
        "tichette": "Somme 3, 5, 7, 11, 13 ou 17 : « Tichette ! » ; à plusieurs, le mieux"
                    " placé paie.",
        "robobrol": "Seul à crier la Tichette d'un Cul de Chouette : « Robobrol ! », on relance.",
        "suite_velute": "1-2-3 : « Patte de canard ! » (lanceur) ou « Velutée ! » pour la Velute.",
        "suite_velute_rethrow": "patmulot : qui crie « Velutée ! » relance les chouettes à son "
                                "compte ; deux ex aequo : le résultat est ôté au lanceur.",
        "artichette": "« Raitournelle ! » : +16, sinon -16 (Kize 3-4-4, aribautg 3-3-4).",
        "positional_dice": "Chouette = les deux premiers dés, Velute = leur somme sur le cul.",
        "chouette_velute_ties": "« Pas mou le caillou ! » à égalité : les ex aequo perdent les"
                                " points.",
        "sloubi_cap": "Au-delà, le nouveau venu ne peut pas entrer dans la partie.",
        "triplette": "Plus de 6 joueurs : équipes de trois, réparties autour de la table.",
    },
    "en": {
        "tichette": "Sum 3, 5, 7, 11, 13 or 17: \"Tichette!\"; several claim: the best placed"
                    " pays.",
        "robobrol": "Alone to claim a Cul de Chouette's Tichette: \"Robobrol!\", throw again.",
        "suite_velute": "1-2-3: \"Patte de canard!\" (thrower) or \"Velutée!\" for the Velute.",
        "suite_velute_rethrow": "patmulot: the \"Velutée!\" catcher rethrows the chouettes "
                                "for themself; two tied: the result is taken from the thrower.",
        "artichette": "\"Raitournelle!\": +16, else -16 (Kize 3-4-4, aribautg 3-3-4).",
        "positional_dice": "Chouette = the first two dice, Velute = their sum on the cul.",
        "chouette_velute_ties": "\"Pas mou le caillou!\" tied: the tied players lose the points.",
        "sloubi_cap": "Above it, a newcomer may not join the game.",
        "triplette": "Over 6 players: teams of three, spread round the table.",
    },
}
