"""The options screen's words for the house rules of family "civet" (issue 34), French first:
each option's label (key: the Variant field), its help line (HELP) and its values' names
(key "v.<field>.<value>"; a bool shows on/off by itself)."""

from __future__ import annotations

TEXT: dict[str, dict[str, str]] = {
    "fr": {
        "civet_doubled": "Civet doublé",
        "civet_bets": "Civet : paris",
        "v.civet_bets.off": "5 combinaisons",
        "v.civet_bets.kize": "+ Soufflette… (Kize)",
        "civet_filoche": "Civet-Filoché",
        "grelottine_threshold": "Grelottine : seuil 30 pts",
        "v.grelottine_threshold.off": "non",
        "v.grelottine_threshold.aribautg": "défi, Néant (aribautg)",
        "v.grelottine_threshold.oncletom77": "+ garder (OncleTom77)",
        "grelottine_stakes": "Grelottine : mises",
        "v.grelottine_stakes.off": "coefficients",
        "v.grelottine_stakes.oncletom77": "33/25/12/6/3 % (OncleTom77)",
        "v.grelottine_stakes.alexthepaut": "33/25/16/8 % (AlexThepaut)",
        "v.grelottine_stakes.fmm": "CdC, 16 % fixe (fmm-2026)",
        "grelottine_two_throws": "Grelottine : défi en 2 lancers",
        "grelottine_shout_ties": "« Grelottine ! » ex aequo",
        "v.grelottine_shout_ties.off": "ordre du jeu",
        "v.grelottine_shout_ties.oncletom77": "un dé (OncleTom77)",
        "lance_civet": "Lance-Civet (OncleTom77)",
        "neant_souffle": "Néant soufflé (1-4-6)",
        "neant_souffle_ties": "Néant soufflé : égalités",
        "v.neant_souffle_ties.off": "plus petit score",
        "v.neant_souffle_ties.patmulot": "« Fort heureusement… » (patmulot)",
        "verdier": "Verdier",
        "v.verdier.off": "non",
        "v.verdier.kize": "tous (Kize)",
        "v.verdier.aribautg": "adversaires (aribautg)",
    },
    "en": {
        "civet_doubled": "Civet doublé",
        "civet_bets": "Civet: bets",
        "v.civet_bets.off": "5 combinations",
        "v.civet_bets.kize": "+ Soufflette… (Kize)",
        "civet_filoche": "Civet-Filoché",
        "grelottine_threshold": "Grelottine: 30 pts floor",
        "v.grelottine_threshold.off": "no",
        "v.grelottine_threshold.aribautg": "launch, Néant (aribautg)",
        "v.grelottine_threshold.oncletom77": "+ hold (OncleTom77)",
        "grelottine_stakes": "Grelottine: stakes",
        "v.grelottine_stakes.off": "coefficients",
        "v.grelottine_stakes.oncletom77": "33/25/12/6/3 % (OncleTom77)",
        "v.grelottine_stakes.alexthepaut": "33/25/16/8 % (AlexThepaut)",
        "v.grelottine_stakes.fmm": "CdC, set 16 % (fmm-2026)",
        "grelottine_two_throws": "Grelottine: challenge in 2 throws",
        "grelottine_shout_ties": "Tied \"Grelottine!\"",
        "v.grelottine_shout_ties.off": "turn order",
        "v.grelottine_shout_ties.oncletom77": "a die (OncleTom77)",
        "lance_civet": "Lance-Civet (OncleTom77)",
        "neant_souffle": "Néant soufflé (1-4-6)",
        "neant_souffle_ties": "Néant soufflé: ties",
        "v.neant_souffle_ties.off": "smaller score",
        "v.neant_souffle_ties.patmulot": "\"Fort heureusement…\" (patmulot)",
        "verdier": "Verdier",
        "v.verdier.off": "no",
        "v.verdier.kize": "all (Kize)",
        "v.verdier.aribautg": "opponents (aribautg)",
    },
}
HELP: dict[str, dict[str, str]] = {
    "fr": {
        "civet_doubled": "Qui a un Civet peut s'ajouter à celui d'un autre : mise ×2 par "
                         "joueur ajouté, qui perd son Civet.",
        "civet_bets": "Kize : Civet aussi sur Soufflette, Bleu-Rouge, Artichette ; jugé sur le "
                      "1er type du lancer (3-3-4 : Bleu-Rouge, pas Chouette).",
        "civet_filoche": "Civet raté d'une mise égale aux points du lancer : un Civet à jouer "
                         "sur le lancer d'un autre (1-2-3 n'est ni Suite ni Velute).",
        "grelottine_threshold": "Moins de 30 points : pas de défi ni de Grelottine sur un "
                                "Néant (ni gardée, OncleTom77).",
        "grelottine_stakes": "Part du plus petit score misée au plus : arrondi sup. "
                             "(OncleTom77), tronqué (AlexThepaut) ; fmm : mise imposée, "
                             "16 % arrondi, Cul de Chouette seul.",
        "grelottine_two_throws": "Le défié a deux lancers, gardant les dés qu'il veut ; il "
                                 "s'arrête s'il réussit au premier.",
        "grelottine_shout_ties": "« Grelottine ! » ex aequo à score égal : un dé chacun, le "
                                 "plus petit devient grelottin.",
        "lance_civet": "Avant de lancer, « Lance-Civet ! » donne son Civet à un joueur qui "
                       "n'en a pas.",
        "neant_souffle": "Sur 1-4-6, le premier à crier « Mécréant ! » gagne une Grelottine ; "
                         "« Je suis un misérable. » l'empêche.",
        "neant_souffle_ties": "patmulot : « Mécréant ! » passe avant « misérable » ; ex aequo, "
                              "« Fort heureusement… », puis un dé (le plus petit gagne).",
        "verdier": "Chouettes 2-4, 2-6 ou 4-6 : « Vert-Linette ! » parie sur 2-4-6 "
                   "(+25, sinon -5).",
    },
    "en": {
        "civet_doubled": "A Civet holder may join another's Civet: stake ×2 per joiner, who "
                         "loses their Civet.",
        "civet_bets": "Kize: a Civet also on a Soufflette, Bleu-Rouge, Artichette; judged on "
                      "the throw's first type (3-3-4: Bleu-Rouge, not Chouette).",
        "civet_filoche": "A Civet lost for a stake equal to the throw's points: a Civet on "
                         "another player's throw (1-2-3 is neither Suite nor Velute).",
        "grelottine_threshold": "Under 30 points: no challenge, no Grelottine from a Néant "
                                "(nor kept, OncleTom77).",
        "grelottine_stakes": "Top stake, a share of the smaller score: rounded up "
                             "(OncleTom77), truncated (AlexThepaut); fmm: a set stake, 16 % "
                             "rounded, Cul de Chouette only.",
        "grelottine_two_throws": "The challenged has two throws, keeping any dice; a success "
                                 "at the first stops.",
        "grelottine_shout_ties": "Tied \"Grelottine!\" on equal scores: a die each, the "
                                 "smallest becomes the challenger.",
        "lance_civet": "Before throwing, \"Lance-Civet!\" gives one's Civet to a player "
                       "without one.",
        "neant_souffle": "On 1-4-6 the first to shout \"Mécréant!\" wins a Grelottine; \"Je "
                         "suis un misérable.\" stops it.",
        "neant_souffle_ties": "patmulot: \"Mécréant!\" beats \"misérable\"; tied, \"Fort "
                              "heureusement…\", then a die (the smallest wins).",
        "verdier": "Chouettes 2-4, 2-6 or 4-6: \"Vert-Linette!\" bets on 2-4-6 (+25, else "
                   "-5).",
    },
}
# the window's decision texts (merged into prompts.PROMPTS and prompts.LABELS)
PROMPTS: dict[str, dict[str, str]] = {
    "fr": {"grelottine_keep": "{name} : défi Grelottine ({challenge}), quels dés garder avant "
                              "le second lancer ? ({dice})"},
    "en": {"grelottine_keep": "{name}: Grelottine challenge ({challenge}), which dice to keep "
                              "for the second throw? ({dice})"},
}
LABELS: dict[str, dict[str, str]] = {
    "fr": {"give_civet": "Lance-Civet ! le donner à {target}"},
    "en": {"give_civet": "Lance-Civet! give it to {target}"},
}
