"""The options screen's words for the house rules of family "jarret" (issue 34), French first:
each option's label (key: the Variant field), its help line (HELP) and its values' names
(key "v.<field>.<value>"; a bool shows on/off by itself). PROMPTS and LABELS: the decisions
these rules ask in the game (game/cul_de_chouette/prompts.py merges them)."""

from __future__ import annotations

TEXT: dict[str, dict[str, str]] = {
    "fr": {
        "jarret": "Jarret (Néant sur la relance)",
        "v.jarret.off": "non",
        "v.jarret.jarret": "Jarret",
        "v.jarret.souple": "Jarret Souple",
        "flan": "Flan (2-5-6, « À Kadoc ! »)",
    },
    "en": {
        "jarret": "Jarret (Néant on the relance)",
        "v.jarret.off": "off",
        "v.jarret.jarret": "Jarret",
        "v.jarret.souple": "Jarret Souple",
        "flan": "Flan (2-5-6, \"À Kadoc!\")",
    },
}
HELP: dict[str, dict[str, str]] = {
    "fr": {
        "jarret": "Néant sur une relance Bleu-Rouge : « Lance-Bûches ! » gagne un Jarret "
                  "(Mi-, Bi-Jarret, Sifflet, Lance-Jarret).",
        "flan": "2-5-6 et « À Kadoc ! » : un Flan, qui inverse plus tard les points d'un "
                "adversaire.",
    },
    "en": {
        "jarret": "Néant on a Bleu-Rouge relance: \"Lance-Bûches!\" wins a Jarret (Mi-, "
                  "Bi-Jarret, Sifflet, Lance-Jarret).",
        "flan": "2-5-6 and \"À Kadoc!\": a Flan, which later inverts a rival's points.",
    },
}
PROMPTS: dict[str, dict[str, str]] = {
    "fr": {
        "jarret": "{name} : jouer votre Jarret avant de lancer ?",
        "jarret_keep": "{name} : Mi-Jarret, quels dés garder ? ({dice})",
    },
    "en": {
        "jarret": "{name}: play your Jarret before throwing?",
        "jarret_keep": "{name}: Mi-Jarret, which dice to keep? ({dice})",
    },
}
LABELS: dict[str, dict[str, str]] = {
    "fr": {
        "use_jarret.mi": "Mi-Jarret : relancer après le cul",
        "use_jarret.bi": "Bi-Jarret : points doublés",
        "use_jarret.sifflet": "Jarret-Sifflet : relancer et doubler",
        "use_jarret.lance": "Lance-Jarret : le donner à {target}",
        "pass.jarret": "Garder le Jarret",
    },
    "en": {
        "use_jarret.mi": "Mi-Jarret: throw again after the cul",
        "use_jarret.bi": "Bi-Jarret: points doubled",
        "use_jarret.sifflet": "Jarret-Sifflet: throw again and double",
        "use_jarret.lance": "Lance-Jarret: give it to {target}",
        "pass.jarret": "Keep the Jarret",
    },
}
