"""The options screen's words for the house rules of family "others" (issue 34), French first:
each option's label (key: the Variant field), its help line (HELP) and its values' names
(key "v.<field>.<value>"; a bool shows on/off by itself)."""

from __future__ import annotations

TEXT: dict[str, dict[str, str]] = {
    "fr": {
        "suite_tie_die": "Égalité à la Suite : le dé",
        "v.suite_tie_die.kaamelott": "le plus petit perd (Kaamelott)",
        "v.suite_tie_die.btssn": "le plus grand perd (btssn)",
        "graines": "Les Graines (aribautg)",
    },
    "en": {
        "suite_tie_die": "Suite tie: the die",
        "v.suite_tie_die.kaamelott": "the lowest loses (Kaamelott)",
        "v.suite_tie_die.btssn": "the highest loses (btssn)",
        "graines": "The Graines (aribautg)",
    },
}
HELP: dict[str, dict[str, str]] = {
    "fr": {
        "suite_tie_die": "Derniers à égalité après « Sans fin… » : chacun lance un dé ; qui "
                         "perd les points de la Suite ?",
        "graines": "Qui se lève de table (le menu de pause) dit « Je ne mange pas de graines ! », "
                   "sinon Bévue.",
    },
    "en": {
        "suite_tie_die": "Still tied for last after \"Sans fin…\": each throws a die; who loses "
                         "the Suite's points?",
        "graines": "Whoever gets up from the table (the pause menu) says \"Je ne mange pas de "
                   "graines!\", else a Bévue.",
    },
}
