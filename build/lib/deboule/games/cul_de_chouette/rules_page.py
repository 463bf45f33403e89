"""Cul de Chouette's page of the illustrated rules (the Rules screen,
deboule/screens/rules_screen.py): what it shows top to bottom (PAGE), the words beside its pictures,
French first, English second (TEXT, from the seed texts and RULINGS), and the rules in one paragraph
(SUMMARY; the full texts are in shared/seeds). The registry finds it
(deboule.registry.Game.rules_page).

Issue 34: a section "Règles d'autres tables" shows each house rule whose declaration has
`examples` (deboule/rules/cul_de_chouette/house/: HouseOption), its dice drawn (rules_pictures.py),
its name and help line taken from the options screen's words
(deboule/games/cul_de_chouette/house_text/)."""

from __future__ import annotations

from collections.abc import Iterable

from deboule.games.cul_de_chouette import house_text, rules_optional
from deboule.rules.cul_de_chouette import house
from deboule.rules.cul_de_chouette.house.option import HouseOption
from deboule.screens.page_blocks import Block, heading, paragraph, pictures, summary

HOUSE_PREFIX = "cdc.house."  # a house rule's picture id: cdc.house.<Variant field>


def house_shown(options: Iterable[HouseOption] = house.OPTIONS,
                words: dict = house_text.TEXT, helps: dict = house_text.HELP
                ) -> list[HouseOption]:
    """The house rules the page shows: those with dice to show and words in both languages."""
    return [o for o in options if o.examples and all(
        o.name in words[lang] and o.name in helps[lang] for lang in ("fr", "en"))]


def house_blocks(options: Iterable[HouseOption] = house.OPTIONS, **tables) -> tuple[Block, ...]:
    """The section of the house rules (nothing when none has dice to show)."""
    shown = house_shown(options, **tables)
    if not shown:
        return ()
    return (heading("cdc.h.house"), paragraph("cdc.house.text"),
            *pictures(*(HOUSE_PREFIX + o.name for o in shown)))


def house_words(options: Iterable[HouseOption] = house.OPTIONS,
                words: dict = house_text.TEXT, helps: dict = house_text.HELP
                ) -> dict[str, tuple[str, str]]:
    """Each shown house rule's title (its name on the options screen — its dice) and its
    line (its help on the options screen), French and English."""
    out: dict[str, tuple[str, str]] = {}
    for o in house_shown(options, words, helps):
        throws = ", ".join("-".join(str(d) for d in throw) for throw in o.examples[:3])
        out[f"{HOUSE_PREFIX}{o.name}.title"] = (f"{words['fr'][o.name]} — dés {throws}",
                                                f"{words['en'][o.name]} — dice {throws}")
        out[f"{HOUSE_PREFIX}{o.name}.text"] = (helps["fr"][o.name], helps["en"][o.name])
    return out


PAGE = (
    heading("cdc.h.turn"), paragraph("cdc.turn.text"),
    heading("cdc.h.combinations"),
    *pictures(*(f"cdc.{name}" for name in ("chouette", "velute", "chouette_velute",
                                             "cul_de_chouette", "suite", "soufflette",
                                             "neant"))),
    # issue 48: every other rule of the two texts, its dice pictured (rules_optional.py)
    heading("cdc.h.more"), paragraph("cdc.more.intro"),
    *pictures(*(rules_optional.PREFIX + rule for rule in rules_optional.DICE)),
    *house_blocks(),
    *summary("cdc"),
)

SUMMARY = (
    "Cul de Chouette. À son tour, on lance deux dés (les chouettes) puis le troisième (le "
    "cul). Chouette (une paire) : carré de la valeur. Velute (a + b = c) : double du carré. "
    "Chouette Velute : le premier à crier « Pas mou le caillou ! » gagne les points. Cul de "
    "Chouette (un brelan) : 40 + 10 × la valeur. Suite : « Grelotte ça picote ! », le "
    "dernier perd 10. Néant : rien, mais on prend une grelottine. Premier à 343.",
    "Cul de Chouette. On your turn, throw two dice (the chouettes) then the third (the cul). "
    "Chouette (a pair): the value squared. Velute (a + b = c): twice the square. Chouette "
    "Velute: the first to shout \"Pas mou le caillou!\" wins the points. Cul de Chouette "
    "(three of a kind): 40 + 10 × the value. Suite: \"Grelotte ça picote!\", the last "
    "loses 10. Néant: nothing, but you get a grelottine. First to 343.",
)

TEXT: dict[str, tuple[str, str]] = {
    "cdc.h.turn": ("Un tour", "A turn"),
    "cdc.turn.text": (
        "À son tour, on lance deux dés, les chouettes, puis le troisième, le cul. Les trois "
        "dés forment une combinaison qui rapporte des points ou lance une course. Le premier "
        "à 343 points gagne.",
        "On your turn, throw two dice, the chouettes, then the third, the cul. The three dice "
        "make a combination that scores points or starts a race. The first to 343 points "
        "wins."),
    "cdc.h.combinations": ("Les combinaisons", "The combinations"),
    "cdc.chouette.title": ("Chouette : une paire", "Chouette: a pair"),
    "cdc.chouette.text": (
        "Deux dés pareils : le lanceur marque le carré de leur valeur. Ici deux 4 : "
        "16 points.",
        "Two matching dice: the thrower scores their value squared. Here two 4s: 16 points."),
    "cdc.velute.title": ("Velute : a + b = c", "Velute: a + b = c"),
    "cdc.velute.text": (
        "Deux dés dont la somme fait le troisième : le lanceur marque le double du carré du "
        "troisième. Ici 2 + 3 = 5 : 50 points.",
        "Two dice adding up to the third: the thrower scores twice the third squared. Here "
        "2 + 3 = 5: 50 points."),
    "cdc.chouette_velute.title": ("Chouette Velute", "Chouette Velute"),
    "cdc.chouette_velute.text": (
        "Une paire dont la somme fait le troisième dé (1-1-2, 2-2-4, 3-3-6). Le premier à "
        "crier « Pas mou le caillou ! » gagne le double du carré du troisième : ici "
        "72 points.",
        "A pair adding up to the third die (1-1-2, 2-2-4, 3-3-6). The first to shout "
        "\"Pas mou le caillou!\" wins twice the third die squared: here 72 points."),
    "cdc.cul_de_chouette.title": ("Cul de Chouette : trois pareils",
                                  "Cul de Chouette: three of a kind"),
    "cdc.cul_de_chouette.text": (
        "Trois dés identiques : 40 + 10 × leur valeur. Ici trois 5 : 90 points.",
        "Three identical dice: 40 + 10 × their value. Here three 5s: 90 points."),
    "cdc.suite.title": ("Suite", "Suite"),
    "cdc.suite.text": (
        "Trois dés qui se suivent : tout le monde crie « Grelotte ça picote ! » et le dernier "
        "perd 10 points. La suite 1-2-3 rapporte aussi une Velute de 3 (18 points) au "
        "lanceur.",
        "Three dice in a row: everyone shouts \"Grelotte ça picote!\" and the last one loses "
        "10 points. The run 1-2-3 also scores a Velute of 3 (18 points) for the thrower."),
    "cdc.soufflette.title": ("Soufflette : 4-2-1", "Soufflette: 4-2-1"),
    "cdc.soufflette.text": (
        "Le lanceur défie un autre joueur, qui a trois lancers pour faire 4-2-1 à son tour. "
        "S'il réussit, il gagne des points ; s'il échoue, il perd 30 points et le lanceur "
        "les gagne.",
        "The thrower challenges another player, who has three throws to make 4-2-1 in turn. "
        "Success wins them points; failure costs them 30 points, which the thrower wins."),
    "cdc.neant.title": ("Néant", "Néant (nothing)"),
    "cdc.neant.text": (
        "Aucune combinaison : pas de points, et le lanceur prend une grelottine s'il n'en a "
        "pas déjà une (elle l'expose à un défi).",
        "No combination: no points, and the thrower takes a grelottine if they have none "
        "yet (it exposes them to a challenge)."),
    "cdc.h.house": ("Règles d'autres tables", "Rules of other tables"),
    "cdc.house.text": (
        "D'autres programmes jouent des règles de plus. Chacune se choisit dans « Options des "
        "règles… », et le préréglage « Règles des tables » met les plus courantes.",
        "Other programs play more rules. Each one is chosen in \"Rule options…\", and the "
        "\"House rules\" preset turns on the common ones."),
    **house_words(),
    **rules_optional.TEXT,
}
