"""The options screen's words for the house rules of family "jarret" (issue 34), French first:
each option's label (key: the Variant field), its help line (HELP) and its values' names
(key "v.<field>.<value>"; a bool shows on/off by itself). PROMPTS and LABELS: the decisions
these rules ask in the game (deboule/games/cul_de_chouette/prompts.py merges them)."""

from __future__ import annotations

TEXT: dict[str, dict[str, str]] = {
    "fr": {
        "jarret": "Jarret (Néant sur la relance)",
        "v.jarret.off": "non",
        "v.jarret.jarret": "Jarret",
        "v.jarret.souple": "Jarret Souple",
        "jarret_direct": "Jarret au lanceur (Kize)",
        "flan": "Flan (2-5-6, « À Kadoc ! »)",
        "soufflette_reading": "Soufflette : version",
        "v.soufflette_reading.off": "des textes",
        "v.soufflette_reading.kize": "Kize (dernier lancer compté)",
        "v.soufflette_reading.aribautg": "aribautg (garder tout dé)",
        "soufflette_floor": "Soufflette : 30 pts chacun (patmulot)",
        "pelican_ties": "Pélican : égalités",
        "v.pelican_ties.off": "aux dés",
        "v.pelican_ties.patmulot": "qui a misé 18 (patmulot)",
        "rigodon": "Rigodon (annule une Grelottine)",
        "poulette": "Poulette (Néant au défi)",
        "attrape_oiseau": "Attrape-Oiseau",
    },
    "en": {
        "jarret": "Jarret (Néant on the relance)",
        "v.jarret.off": "off",
        "v.jarret.jarret": "Jarret",
        "v.jarret.souple": "Jarret Souple",
        "jarret_direct": "Jarret to the thrower (Kize)",
        "flan": "Flan (2-5-6, \"À Kadoc!\")",
        "soufflette_reading": "Soufflette: version",
        "v.soufflette_reading.off": "the seeds'",
        "v.soufflette_reading.kize": "Kize (last throw counts)",
        "v.soufflette_reading.aribautg": "aribautg (keep any die)",
        "soufflette_floor": "Soufflette: 30 pts each (patmulot)",
        "pelican_ties": "Pélican: ties",
        "v.pelican_ties.off": "by the dice",
        "v.pelican_ties.patmulot": "who bet 18 (patmulot)",
        "rigodon": "Rigodon (cancels a Grelottine)",
        "poulette": "Poulette (Néant in a challenge)",
        "attrape_oiseau": "Attrape-Oiseau",
    },
}
HELP: dict[str, dict[str, str]] = {
    "fr": {
        "jarret": "Néant sur la relance d'un Bleu-Rouge : « Lance-Bûches ! » gagne un Jarret, "
                  "joué avant un lancer.",
        "jarret_direct": "Kize : le Néant de la relance donne le Jarret à son lanceur, sans "
                         "course, et pas de Grelottine.",
        "flan": "2-5-6 et « À Kadoc ! » : un Flan, qui inverse plus tard les points d'un "
                "adversaire.",
        "soufflette_reading": "Kize : le dernier lancer raté compte pour le défié ; aribautg : "
                              "on garde les dés qu'on veut.",
        "soufflette_floor": "Pas de défi Soufflette si le souffleur ou le soufflé a moins de "
                            "30 points.",
        "pelican_ties": "Encore ex aequo après « Sbradaradjan ! » : qui a misé 18 sur la "
                        "relance gagne ; sinon les dés.",
        "rigodon": "Qui gagne un défi Grelottine en défié reçoit un Rigodon : il annule un défi.",
        "poulette": "Un défi Grelottine raté sur un Néant laisse une Grelottine au défié.",
        "attrape_oiseau": "« Attrape-Oiseau ! » : un autre sirote à la place du lanceur.",
    },
    "en": {
        "jarret": "Néant on a Bleu-Rouge's relance: \"Lance-Bûches!\" wins a Jarret, played "
                  "before a throw.",
        "jarret_direct": "Kize: the relance's Néant gives its thrower the Jarret, no race, and "
                         "no Grelottine.",
        "flan": "2-5-6 and \"À Kadoc!\": a Flan, which later inverts a rival's points.",
        "soufflette_reading": "Kize: a failed challenge's last throw counts for the "
                              "challenged; aribautg: keep any dice.",
        "soufflette_floor": "No Soufflette challenge when the souffleur or the soufflé has "
                            "under 30 points.",
        "pelican_ties": "Still tied after \"Sbradaradjan!\": whoever bet 18 on the relance "
                        "wins; else the dice.",
        "rigodon": "The challenged who wins a Grelottine gets a Rigodon: it cancels a challenge.",
        "poulette": "A Grelottine challenge failed on a Néant leaves the challenged a Grelottine.",
        "attrape_oiseau": "\"Attrape-Oiseau!\": another player sirotes in the thrower's place.",
    },
}
PROMPTS: dict[str, dict[str, str]] = {
    "fr": {
        "jarret": "{name} : jouer votre Jarret avant de lancer ?",
        "jarret_keep": "{name} : Mi-Jarret, quels dés garder ? ({dice})",
        "rigodon": "{name} : Rigodon contre le défi de {challenger} ?",
    },
    "en": {
        "jarret": "{name}: play your Jarret before throwing?",
        "jarret_keep": "{name}: Mi-Jarret, which dice to keep? ({dice})",
        "rigodon": "{name}: Rigodon against {challenger}'s challenge?",
    },
}
LABELS: dict[str, dict[str, str]] = {
    "fr": {
        "use_jarret.mi": "Mi-Jarret : relancer après le cul",
        "use_jarret.bi": "Bi-Jarret : points doublés",
        "use_jarret.sifflet": "Jarret-Sifflet : relancer et doubler",
        "use_jarret.lance": "Lance-Jarret : le donner à {target}",
        "pass.jarret": "Garder le Jarret",
        "use_rigodon": "Jouer mon Rigodon : défi annulé",
        "pass.rigodon": "Garder le Rigodon",
    },
    "en": {
        "use_jarret.mi": "Mi-Jarret: throw again after the cul",
        "use_jarret.bi": "Bi-Jarret: points doubled",
        "use_jarret.sifflet": "Jarret-Sifflet: throw again and double",
        "use_jarret.lance": "Lance-Jarret: give it to {target}",
        "pass.jarret": "Keep the Jarret",
        "use_rigodon": "Play my Rigodon: challenge cancelled",
        "pass.rigodon": "Keep the Rigodon",
    },
}
