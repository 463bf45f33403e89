"""Short rule summaries shown in the Rules screen (the full texts are in shared/seeds)."""

from __future__ import annotations

SUMMARIES = {
    "deboule": (
        "Le Déboulé. Lancez vos déboules depuis derrière la réglette vers le cochondé, le petit "
        "dé chiffré. Le camp le plus éloigné du cochondé lance toujours le suivant. Quand toutes "
        "les déboules sont lancées, le camp qui a la déboule la plus proche marque la valeur du "
        "cochondé, plus un point par déboule plus proche que la meilleure adverse. Premier à 21.\n"
        "Symboles, après le premier lancer d'une déboule, au choix : Flèche = relancer ; "
        "Chapeau = se poser sur la déboule adverse la plus proche ou sur la tour libre la plus "
        "proche (une déboule couverte ne compte plus) ; Losange = basculer d'un quart de tour ; "
        "Arc = forcer la relance d'une autre déboule (pas sur une tour). Déchole : Arc + Flèche "
        "sur deux déboules de votre couleur = retirer une déboule adverse (pas sur une tour). "
        "Faire tomber une DéTour la concède à l'adversaire et prive de tout effet ce tour-ci. "
        "Tout ce qui sort de la table est retiré pour la manche.",
        "Le Déboulé. Throw your déboules from behind the réglette towards the cochondé, the small "
        "numbered die. The side farthest from the cochondé always throws next. When every "
        "déboule is thrown, the side with the closest déboule scores the cochondé's value plus "
        "one point per déboule closer than the best opposing one. First to 21.\n"
        "Symbols, after a déboule's first throw, optional: Arrow = throw again; Hat = sit on the "
        "nearest opposing déboule or the nearest free tower (a covered déboule no longer "
        "counts); Diamond = tip a quarter turn; Bow = force another déboule to be thrown again "
        "(not one on a tower). Déchole: Bow + Arrow on two déboules of your colour = remove an "
        "opposing déboule (not on a tower). Knocking a tower over concedes it and loses any "
        "effect this turn. Whatever leaves the table is out for the round.",
    ),
    "cdc": (
        "Cul de Chouette. À son tour, on lance deux dés (les chouettes) puis le troisième (le "
        "cul). Chouette (une paire) : carré de la valeur. Velute (a + b = c) : double du carré. "
        "Chouette Velute : le premier à crier « Pas mou le caillou ! » gagne les points. Cul de "
        "Chouette (un brelan) : 40 + 10 × la valeur. Suite : « Grelotte ça picote ! », le "
        "dernier perd 10. Néant : rien, mais on prend une grelottine. Premier à 343.",
        "Cul de Chouette. On your turn, throw two dice (the chouettes) then the third (the cul). "
        "Chouette (a pair): the value squared. Velute (a + b = c): twice the square. Chouette "
        "Velute: the first to shout \"Pas mou le caillou !\" wins the points. Cul de Chouette "
        "(three of a kind): 40 + 10 × the value. Suite: \"Grelotte ça picote !\", the last "
        "loses 10. Néant: nothing, but you get a grelottine. First to 343.",
    ),
    "enculette": (
        "L'Enculette. On secoue deux dés sous la tasse, on regarde en secret et on annonce une "
        "valeur (vraie ou non) au voisin. Il la croit (il prend la tasse sans regarder, "
        "resecoue et doit annoncer plus haut) ou il doute (il soulève la tasse) : le menteur, "
        "ou le douteur qui avait tort, boit. Ordre : 31, 32, 41 … 65, puis les doubles, et le "
        "21, l'Enculette, au sommet.",
        "L'Enculette. Shake two dice under the cup, look in secret and announce a value (true or "
        "not) to your neighbour. They believe it (take the cup unseen, shake again, announce "
        "higher) or doubt it (lift the cup): the liar, or the doubter who was wrong, drinks. "
        "Order: 31, 32, 41 … 65, then the doubles, and 21, the Enculette, on top.",
    ),
}


def summary(game: str, lang: str = "fr") -> str:
    pair = SUMMARIES.get(game)
    if pair is None:
        raise ValueError(f"unknown game {game!r}")
    return pair[1] if lang == "en" else pair[0]
