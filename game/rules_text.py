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
        "Velute: the first to shout \"Pas mou le caillou!\" wins the points. Cul de Chouette "
        "(three of a kind): 40 + 10 × the value. Suite: \"Grelotte ça picote!\", the last "
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
    "chamot": (
        "Chamot, le jeu de mots des coups bas (2 à 4 joueurs). But : se défaire le premier de "
        "ses min. (cartes minuscules). Les 96 min. sont partagées (48, 32 ou 24 chacun ; 48 en "
        "tout dans la partie courte) en tas face cachée ; trois maj. (capitales) retournées "
        "commencent trois rangées, le reste des maj. fait la pioche.\n"
        "À son tour, on retourne la min. du dessus de son tas et on la pose au bout d'une rangée "
        "en annonçant un mot d'au moins 3 lettres que la rangée commence (« Épée » pour E + p) ; "
        "tant qu'on pose, on continue. Une carte qu'on ne peut pas poser va dans sa corbeille "
        "et le tour passe. Avant de retourner une carte, on peut déplacer les dernières lettres "
        "d'une rangée au bout d'une autre (en annonçant un mot), et retirer une rangée qui forme "
        "un mot entier : ses cartes vont aux corbeilles communes, une nouvelle maj. la "
        "recommence. On peut jouer à tout moment la min. du dessus de sa corbeille.\n"
        "Coups vaches : on charge la corbeille d'un adversaire avec sa carte retournée, le "
        "dessus de sa corbeille ou toutes les min. d'une rangée, si la première lettre suit "
        "dans l'alphabet celle du dessus de sa corbeille (a suit z ; tout suit un joker ; un "
        "joker ne charge jamais). Un seul joker par rangée ; il vaut n'importe quelle lettre.\n"
        "Fin : le premier sans carte gagne. Un tas vide laisse sa corbeille un tour aux autres, "
        "puis on joue sa corbeille et, bloqué, on la mélange en un nouveau tas. Trois tours "
        "sans que personne ne pose ni ne défausse : le moins de cartes gagne. Temps de "
        "réflexion : 15 s (réglable). Accents et majuscules ne comptent pas ; le lexique est "
        "un dictionnaire français avec ses formes (pluriels, conjugaisons).",
        "Chamot, the word game of dirty tricks (2 to 4 players). Aim: be the first to get rid "
        "of your min. (lower-case cards). The 96 min. are dealt (48, 32 or 24 each; 48 in all "
        "in the short game) in face-down piles; three caps (maj.) turned face up start three "
        "rows, the other caps make the draw pile.\n"
        "On your turn, turn the top min. of your pile and put it at the end of a row, "
        "announcing a word of at least 3 letters that the row begins (\"Épée\" for E + p); "
        "while you can place, you go on. A card you cannot place goes to your corbeille and "
        "the turn passes. Before turning a card you may move the last letters of a row to the "
        "end of another (announcing a word), and remove a row that spells a whole word: its "
        "cards go to the common corbeilles, a new cap starts it again. You may play your "
        "corbeille's top min. at any time.\n"
        "Coups vaches: load an opponent's corbeille with your turned card, your corbeille's top "
        "or all the min. of a row, when the first letter follows their corbeille's top in the "
        "alphabet (a follows z; anything follows a joker; a joker never loads). One joker per "
        "row; it stands for any letter.\n"
        "End: the first with no card left wins. An empty pile leaves its corbeille one turn to "
        "the others, then you play your corbeille and, when blocked, shuffle it into a new "
        "pile. Three rounds without anyone placing or discarding: the fewest cards win. "
        "Thinking time: 15 s (a setting). Accents and case do not count; the lexicon is a "
        "French dictionary with its forms (plurals, conjugations).",
    ),
}


def summary(game: str, lang: str = "fr") -> str:
    pair = SUMMARIES.get(game)
    if pair is None:
        raise ValueError(f"unknown game {game!r}")
    return pair[1] if lang == "en" else pair[0]
