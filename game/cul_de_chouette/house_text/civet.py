"""The options screen's words for the house rules of family "civet" (issue 34), French first:
each option's label (key: the Variant field), its help line (HELP) and its values' names
(key "v.<field>.<value>"; a bool shows on/off by itself)."""

from __future__ import annotations

TEXT: dict[str, dict[str, str]] = {
    "fr": {
        "civet_doubled": "Civet doublé",
        "civet_filoche": "Civet-Filoché",
        "grelottine_threshold": "Grelottine : seuil de 30 points",
        "v.grelottine_threshold.off": "non",
        "v.grelottine_threshold.aribautg": "pour lancer (aribautg)",
        "v.grelottine_threshold.oncletom77": "pour lancer et garder (OncleTom77)",
        "grelottine_stakes": "Grelottine : table des mises",
        "v.grelottine_stakes.off": "coefficients ci-dessus",
        "v.grelottine_stakes.oncletom77": "33/25/12/6/3 %, arrondi sup. (OncleTom77)",
        "v.grelottine_stakes.alexthepaut": "33/25/16/8 %, tronqué (AlexThepaut)",
        "neant_souffle": "Néant soufflé (1-4-6, « Mécréant ! »)",
        "verdier": "Verdier (« Vert-Linette ! »)",
        "v.verdier.off": "non",
        "v.verdier.kize": "tous les joueurs (Kize)",
        "v.verdier.aribautg": "les adversaires (aribautg)",
    },
    "en": {
        "civet_doubled": "Civet doublé (doubled Civet)",
        "civet_filoche": "Civet-Filoché",
        "grelottine_threshold": "Grelottine: 30-point threshold",
        "v.grelottine_threshold.off": "no",
        "v.grelottine_threshold.aribautg": "to launch (aribautg)",
        "v.grelottine_threshold.oncletom77": "to launch and hold (OncleTom77)",
        "grelottine_stakes": "Grelottine: stake table",
        "v.grelottine_stakes.off": "the coefficients above",
        "v.grelottine_stakes.oncletom77": "33/25/12/6/3 %, rounded up (OncleTom77)",
        "v.grelottine_stakes.alexthepaut": "33/25/16/8 %, truncated (AlexThepaut)",
        "neant_souffle": "Néant soufflé (1-4-6, \"Mécréant!\")",
        "verdier": "Verdier (\"Vert-Linette!\")",
        "v.verdier.off": "no",
        "v.verdier.kize": "every player (Kize)",
        "v.verdier.aribautg": "the opponents (aribautg)",
    },
}
HELP: dict[str, dict[str, str]] = {
    "fr": {
        "civet_doubled": "Qui a un Civet peut s'ajouter à celui d'un autre : mise ×2 par "
                         "joueur ajouté, qui perd son Civet.",
        "civet_filoche": "Civet raté d'une mise égale aux points du lancer : un Civet à jouer "
                         "sur le lancer d'un autre.",
        "grelottine_threshold": "Moins de 30 points : pas de défi Grelottine (ni de Grelottine "
                                "gardée, OncleTom77).",
        "grelottine_stakes": "Mise maximale d'un défi : part du plus petit score, selon le "
                             "défi.",
        "neant_souffle": "Sur 1-4-6, le premier à crier « Mécréant ! » gagne une Grelottine ; "
                         "« Je suis un misérable. » l'empêche.",
        "verdier": "Chouettes 2-4, 2-6 ou 4-6 : « Vert-Linette ! » parie sur 2-4-6 "
                   "(+25, sinon -5).",
    },
    "en": {
        "civet_doubled": "A Civet holder may join another's Civet: stake ×2 per joiner, who "
                         "loses their Civet.",
        "civet_filoche": "A Civet lost for a stake equal to the throw's points: a Civet on "
                         "another player's throw.",
        "grelottine_threshold": "Under 30 points: no Grelottine challenge (nor Grelottine kept, "
                                "OncleTom77).",
        "grelottine_stakes": "A challenge's top stake: a share of the smaller score, by "
                             "challenge.",
        "neant_souffle": "On 1-4-6 the first to shout \"Mécréant!\" wins a Grelottine; \"Je "
                         "suis un misérable.\" stops it.",
        "verdier": "Chouettes 2-4, 2-6 or 4-6: \"Vert-Linette!\" bets on 2-4-6 (+25, else "
                   "-5).",
    },
}
