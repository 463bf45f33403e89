"""L'Enculette's page of the illustrated rules (the Rules screen, deboule/screens/rules_screen.py):
what it shows top to bottom (PAGE), the words beside its pictures, French first, English second
(TEXT, from the seed texts and RULINGS), and the rules in one paragraph (SUMMARY; the full texts
are in shared/seeds). The registry finds it (deboule.registry.Game.rules_page)."""

from __future__ import annotations

from deboule.screens.page_blocks import heading, paragraph, pictures, summary

PAGE = (
    heading("enculette.h.game"), paragraph("enculette.game.text"),
    heading("enculette.h.ladder"),
    *pictures("enculette.small", "enculette.middle", "enculette.doubles",
               "enculette.top"),
    *summary("enculette"),
)

SUMMARY = (
    "L'Enculette. On secoue deux dés sous la tasse, on regarde en secret et on annonce une "
    "valeur (vraie ou non) au voisin. Il la croit (il prend la tasse sans regarder, "
    "resecoue et doit annoncer plus haut) ou il doute (il soulève la tasse) : le menteur, "
    "ou le douteur qui avait tort, boit. Ordre : 31, 32, 41 … 65, puis les doubles, et le "
    "21, l'Enculette, au sommet.",
    "L'Enculette. Shake two dice under the cup, look in secret and announce a value (true or "
    "not) to your neighbour. They believe it (take the cup unseen, shake again, announce "
    "higher) or doubt it (lift the cup): the liar, or the doubter who was wrong, drinks. "
    "Order: 31, 32, 41 … 65, then the doubles, and 21, the Enculette, on top.",
)

TEXT: dict[str, tuple[str, str]] = {
    "enculette.h.game": ("Le jeu", "The game"),
    "enculette.game.text": (
        "On secoue deux dés sous la tasse, on regarde en secret et on annonce une valeur, "
        "vraie ou non, au voisin. Il la croit (il prend la tasse sans regarder, resecoue et "
        "doit annoncer plus haut) ou il doute (il soulève la tasse) : le menteur, ou le "
        "douteur qui avait tort, boit une gorgée.",
        "Shake two dice under the cup, look in secret and announce a value, true or not, to "
        "your neighbour. They believe it (take the cup unseen, shake again and announce "
        "higher) or doubt it (lift the cup): the liar, or the doubter who was wrong, drinks "
        "a gorgée."),
    "enculette.h.ladder": ("L'échelle des annonces", "The ladder of announcements"),
    "enculette.small.title": ("Du plus bas : 31 à 52", "From the bottom: 31 to 52"),
    "enculette.small.text": (
        "On lit le dé le plus fort en premier : 4 et 6 font 64. L'échelle commence à 31 "
        "(une seule annonce par partie), puis 32, 41, 42, 43, 51 (une combinaison spéciale : "
        "caché et découvert, il coûte trois gorgées), 52…",
        "Read the higher die first: 4 and 6 make 64. The ladder starts at 31 (announced once "
        "per game), then 32, 41, 42, 43, 51 (a special roll: hidden and found out, it costs "
        "three gorgées), 52…"),
    "enculette.middle.title": ("Puis 53 à 65", "Then 53 to 65"),
    "enculette.middle.text": (
        "… 53, 54, 61, 62, 63, 64 et 65, le point de départ habituel. Ce sont les petites "
        "annonces, dites d'épicier.",
        "… 53, 54, 61, 62, 63, 64 and 65, the usual starting point. These are the small "
        "announcements, the grocer's ones."),
    "enculette.doubles.title": ("Les doubles", "The doubles"),
    "enculette.doubles.text": (
        "Au-dessus de toutes les précédentes : 11 le Teckel, 22 les Flics, 33 le Docteur, "
        "44 le Caracaca, 55 le Drapeau Corse, 66 le Tie Break. Dès le Teckel, on peut passer "
        "la tasse sans regarder en montant l'annonce.",
        "Above all the others: 11 the Teckel, 22 les Flics, 33 the Docteur, 44 the "
        "Caracaca, 55 the Drapeau Corse, 66 the Tie Break. From the Teckel up, the cup may be "
        "passed on unseen with a higher announcement."),
    "enculette.top.title": ("Le 21, l'Enculette", "21, the Enculette"),
    "enculette.top.text": (
        "À gauche un 64 ; à droite 2 et 1 : le 21, l'Enculette, la plus haute annonce. Elle "
        "bat même les doubles.",
        "On the left a 64; on the right 2 and 1: 21, the Enculette, the highest announcement. "
        "It beats even the doubles."),
}
