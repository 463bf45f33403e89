"""One line explaining each prompt the newer house rules add (French first, English), keyed
by the node's prompt: a decision ("grelottine_keep"), a race (its shout's key) or a throw (its
purpose followed by ".throw": "velutee.throw", the catcher's rethrow, is not the seed's
"velutee" race line). The display of explanations (deboule/games/cul_de_chouette/
explanations.py) merges these with the seed rules' own lines.

The rules: deboule/rules/cul_de_chouette/house/oncletom_rules.py (the Grelottine challenge's second
throw, tied "Grelottine !" shouts), house/patmulot_rules.py (the Néant soufflé's ties),
house/scoring_rules.py (the Suite-Velutée catcher's rethrow), house/graines.py (the Graines:
its line says why a rise cost a Bévue, as the pause menu closes: graines_pause.py).
"""

from __future__ import annotations

VARIANT_EXPLANATIONS: dict[str, dict[str, str]] = {
    "fr": {
        "grelottine_keep": "Défi Grelottine en deux lancers : gardez les dés utiles à la "
                           "combinaison demandée, les autres sont relancés une fois.",
        "grelottine_second.throw": "Second lancer du défi Grelottine : les dés gardés restent, "
                                   "la combinaison finale décide du défi.",
        "grelottine_tie.throw": "« Grelottine ! » crié ensemble à score égal : chacun lance un "
                                "dé, le plus petit devient grelottin.",
        "fort_heureusement": "« Mécréant ! » crié ensemble : le premier à dire « Fort "
                             "heureusement… » prend la Grelottine.",
        "mecreant_tie.throw": "Encore ex aequo au « Mécréant ! » : un dé chacun, le plus petit "
                              "prend la Grelottine.",
        "velutee.throw": "« Velutée ! » : qui a attrapé les chouettes les relance ; le cul "
                         "reste, la combinaison finale compte pour lui.",
        "graines": "Graines : levé sans « Je ne mange pas de graines ! » : Bévue "
                   "(−{bevue_penalty}).",
    },
    "en": {
        "grelottine_keep": "Grelottine challenge in two throws: keep the dice that help the "
                           "combination asked for; the others are thrown once more.",
        "grelottine_second.throw": "The Grelottine challenge's second throw: the kept dice "
                                   "stay, the final combination decides the challenge.",
        "grelottine_tie.throw": "\"Grelottine!\" shouted together on equal scores: each throws "
                                "a die, the smallest becomes the challenger.",
        "fort_heureusement": "\"Mécréant!\" shouted together: the first to say \"Fort "
                             "heureusement…\" takes the Grelottine.",
        "mecreant_tie.throw": "Still tied on \"Mécréant!\": a die each, the smallest takes the "
                              "Grelottine.",
        "velutee.throw": "\"Velutée!\": whoever caught the chouettes throws them again; the "
                         "cul stays, the final combination counts for them.",
        "graines": "Graines: got up without \"Je ne mange pas de graines!\": Bévue "
                   "(−{bevue_penalty}).",
    },
}
