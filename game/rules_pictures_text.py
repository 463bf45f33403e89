"""The illustrated rules' words, French first, English second: headings, each picture's title
and the short explanation beside it (from the seed texts and RULINGS; game/rules_text.py keeps
the one-paragraph summaries). Looked up with `text(key, lang)`; the screen says which keys a
game's page shows (game/screens/rules_pages.py)."""

from __future__ import annotations

TEXT: dict[str, tuple[str, str]] = {
    "hint": ("↑/↓, Page préc./suiv. ou molette : défiler — ←/→ : jeu — Échap : retour",
             "↑/↓, Page Up/Down or the wheel: scroll — ←/→: game — Esc: back"),
    "loading": ("Image en préparation…", "Picture on its way…"),
    "h.summary": ("Toutes les règles en bref", "All the rules in short"),
    # ------------------------------------------------------------------ Le Déboulé
    "deboule.h.table": ("La table et le but", "The table and the aim"),
    "deboule.table.title": ("La table", "The table"),
    "deboule.table.text": (
        "Chaque camp lance ses déboules depuis derrière la réglette, la ligne la plus proche "
        "de vous, vers le cochondé, le petit dé rose chiffré. Les quatre DéTours sont des "
        "obstacles et des refuges. Tout ce qui sort de la table est retiré pour la manche. "
        "Le premier camp à 21 points gagne.",
        "Each side throws its déboules from behind the réglette, the line nearest you, "
        "towards the cochondé, the small pink numbered die. The four DéTours are obstacles "
        "and shelters. Whatever leaves the table is out for the round. The first side to 21 "
        "points wins."),
    "deboule.cochonde.title": ("Le cochondé", "The cochondé"),
    "deboule.cochonde.text": (
        "Le meneur le lance en premier et peut le relancer une fois. Sa face du dessus est la "
        "mise de la manche (ici 5) ; si elle change pendant la manche, la mise change aussi.",
        "The lead throws it first and may throw it again once. Its top face is the round's "
        "stake (5 here); if it changes during the round, so does the stake."),
    "deboule.next.title": ("Qui lance ensuite", "Who throws next"),
    "deboule.next.text": (
        "Le camp le plus éloigné du cochondé lance toujours la déboule suivante : ici le "
        "bleu, dont la déboule est plus loin que la rouge. Il relance tant qu'il n'est pas "
        "passé devant, ou jusqu'à ce qu'il n'ait plus de déboule à lancer.",
        "The side farthest from the cochondé always throws the next déboule: here blue, "
        "whose déboule lies farther than the red one. Blue goes on throwing until it gets "
        "closer, or until it has no déboule left to throw."),
    "deboule.h.faces": ("Les faces d'une déboule", "The faces of a déboule"),
    "deboule.faces.text": (
        "Le symbole du dessus compte seulement après le premier lancer de la déboule dans la "
        "manche, seulement pour son propriétaire, et seulement s'il choisit de s'en servir "
        "tout de suite. Un effet refusé est perdu.",
        "The top symbol counts only after the déboule's first throw in the round, only for "
        "its owner, and only if they choose to use it at once. A refused effect is lost."),
    "deboule.face.fleche.title": ("La Flèche : relance", "The Arrow: throw again"),
    "deboule.face.fleche.text": (
        "Vous pouvez relancer cette déboule. Le symbole du nouveau lancer n'a pas d'effet "
        "(il compte seulement pour une combinaison).",
        "You may throw this déboule again. The symbol of the new throw has no effect (it "
        "counts only towards a combination)."),
    "deboule.face.chapeau.title": ("Le Chapeau : chapeauter", "The Hat: cap"),
    "deboule.face.chapeau.text": (
        "Vous pouvez poser cette déboule, même face visible, sur la déboule adverse la plus "
        "proche d'elle ou sur la DéTour libre la plus proche.",
        "You may set this déboule, same face up, on the opposing déboule nearest to it or on "
        "the nearest free DéTour."),
    "deboule.face.losange.title": ("Le Losange : bascule", "The Diamond: tip over"),
    "deboule.face.losange.text": (
        "Vous pouvez faire basculer cette déboule d'un quart de tour, en avant, en arrière ou "
        "sur un côté, si rien ne la bloque.",
        "You may tip this déboule over a quarter turn, forwards, backwards or to one side, "
        "if nothing blocks it."),
    "deboule.face.arc.title": ("L'Arc : force la relance", "The Bow: a forced throw"),
    "deboule.face.arc.text": (
        "Vous pouvez obliger une autre déboule à être relancée par son propriétaire : pas une "
        "des vôtres, pas une déboule posée sur une DéTour.",
        "You may make another déboule be thrown again by its owner: not one of yours, not "
        "one resting on a DéTour."),
    "deboule.face.blank.title": ("Les deux faces vides", "The two blank faces"),
    "deboule.face.blank.text": (
        "Pas d'effet. La Flèche et le Chapeau sont sur des faces opposées, l'Arc et le "
        "Losange aussi, comme les deux faces vides.",
        "No effect. The Arrow and the Hat are on opposite faces, so are the Bow and the "
        "Diamond, like the two blank faces."),
    "deboule.h.effects": ("Les effets, avant et après", "The effects, before and after"),
    "deboule.relance.title": ("Relance", "Throwing again"),
    "deboule.relance.text": (
        "La déboule rouge montre la Flèche, loin du cochondé : le rouge la relance depuis "
        "derrière la réglette et se rapproche. Le Losange qu'elle montre ensuite est sans "
        "effet.",
        "The red déboule shows the Arrow, far from the cochondé: red throws it again from "
        "behind the réglette and gets closer. The Diamond it then shows has no effect."),
    "deboule.chapeauter.title": ("Chapeauter", "Capping"),
    "deboule.chapeauter.text": (
        "La rouge montre le Chapeau : elle se pose sur la déboule bleue la plus proche. "
        "Couverte, la bleue ne compte plus du tout tant qu'elle reste dessous ; c'est la "
        "déboule du dessus qui compte.",
        "The red one shows the Hat: it sits on the nearest blue déboule. Covered, the blue "
        "one no longer counts at all while it stays under; the top déboule is the one that "
        "counts."),
    "deboule.bascule.title": ("Bascule", "Tipping over"),
    "deboule.bascule.text": (
        "La verte montre le Losange : elle bascule d'un quart de tour vers le cochondé. Elle "
        "avance d'une largeur de déboule et montre une autre face, sans effet (sauf pour une "
        "combinaison).",
        "The green one shows the Diamond: it tips over a quarter turn towards the cochondé. "
        "It moves one déboule's width and shows another face, with no effect (except for a "
        "combination)."),
    "deboule.force_relance.title": ("Force la relance", "A forced throw"),
    "deboule.force_relance.text": (
        "La jaune montre l'Arc : le jaune oblige le bleu, tout près du cochondé, à relancer "
        "sa déboule. Le bleu la relance depuis la réglette ; ici elle finit loin.",
        "The yellow one shows the Bow: yellow makes blue, right by the cochondé, throw that "
        "déboule again. Blue throws it from the réglette; here it ends far away."),
    "deboule.dechole.title": ("La Déchole", "The Déchole"),
    "deboule.dechole.text": (
        "À la fin de son tour, le rouge a deux déboules de sa couleur qui montrent l'Arc et "
        "la Flèche : il retire une déboule adverse pour la manche (pas une posée sur une "
        "DéTour). On prend soit un symbole, soit la Déchole, jamais les deux.",
        "At the end of their turn, red has two déboules of its colour showing the Bow and "
        "the Arrow: red removes an opposing déboule for the round (not one resting on a "
        "DéTour). You take either a symbol or the Déchole, never both."),
    "deboule.tower.title": ("Les DéTours", "The DéTours"),
    "deboule.tower.text": (
        "Une déboule qui chapeaute une DéTour libre la prend : la tour compte pour son camp, "
        "mesurée depuis sa base, et la protège de la Déchole et de la relance forcée. Faire "
        "tomber une DéTour la concède à l'adversaire et prive de tout effet ce tour-ci.",
        "A déboule that caps a free DéTour takes it: the tower counts for its side, measured "
        "from its base, and shields it from the Déchole and forced throws. Knocking a DéTour "
        "over concedes it to the opponent and loses any effect that turn."),
    "deboule.h.end": ("La fin de la manche", "The end of the round"),
    "deboule.measure.title": ("La mesure", "Measuring"),
    "deboule.measure.text": (
        "Quand toutes les déboules sont lancées, on mesure sur la table, entre les bords les "
        "plus proches. Le camp qui a la déboule la plus proche marque la valeur du cochondé, "
        "plus un point par déboule plus proche que la meilleure adverse : ici le rouge marque "
        "4 + 2 = 6 points.",
        "When every déboule has been thrown, distances are measured on the table, between "
        "the nearest edges. The side with the closest déboule scores the cochondé's value "
        "plus one point per déboule closer than the best opposing one: here red scores "
        "4 + 2 = 6 points."),
    # ------------------------------------------------------------------ Cul de Chouette
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
    # ------------------------------------------------------------------ L'Enculette
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
    # ------------------------------------------------------------------ Chamot
    "chamot.h.aim": ("Le but", "The aim"),
    "chamot.aim.text": (
        "Se défaire le premier de ses min. (cartes minuscules). Trois maj. (capitales) "
        "commencent trois rangées ; chaque rangée doit toujours être le début d'un mot "
        "français d'au moins 3 lettres. Accents et majuscules ne comptent pas.",
        "Be the first to get rid of your min. (lower-case cards). Three caps (maj.) start "
        "three rows; each row must always be the beginning of a French word of at least 3 "
        "letters. Accents and case do not count."),
    "chamot.h.turn": ("Un tour", "A turn"),
    "chamot.rows.title": ("Les rangées", "The rows"),
    "chamot.rows.text": (
        "CHA (chat, chapeau…), MAISON, PO (pomme, porte…) : trois débuts de mots. Une rangée "
        "qui forme un mot entier, comme MAISON, peut être retirée : une nouvelle maj. la "
        "recommence.",
        "CHA (chat, chapeau…), MAISON, PO (pomme, porte…): three beginnings of words. A row "
        "spelling a whole word, like MAISON, may be removed: a new cap starts it again."),
    "chamot.place.title": ("Poser une carte", "Placing a card"),
    "chamot.place.text": (
        "On retourne la min. du dessus de son tas et on la pose au bout d'une rangée en "
        "annonçant un mot : CHA + t = CHAT. Tant qu'on pose, on continue ; une carte "
        "impossible à poser va dans sa corbeille et le tour passe.",
        "Turn the top min. of your pile and put it at the end of a row, announcing a word: "
        "CHA + t = CHAT. While you can place, you go on; a card you cannot place goes to "
        "your corbeille and the turn passes."),
    "chamot.move.title": ("Déplacer des lettres", "Moving letters"),
    "chamot.move.text": (
        "Avant de retourner une carte, on peut déplacer les dernières lettres d'une rangée au "
        "bout d'une autre en annonçant un mot : le t de CHAT passe à PO, qui devient POT.",
        "Before turning a card you may move the last letters of a row to the end of another, "
        "announcing a word: the t of CHAT moves to PO, which becomes POT."),
    "chamot.load.title": ("Coup vache", "Coup vache"),
    "chamot.load.text": (
        "On charge la corbeille d'un adversaire avec sa carte retournée, le dessus de sa "
        "corbeille ou les min. d'une rangée, si la première lettre suit celle du dessus de sa "
        "corbeille : n suit m (a suit z ; tout suit un joker).",
        "Load an opponent's corbeille with your turned card, your corbeille's top or a row's "
        "min., when the first letter follows the top of their corbeille: n follows m (a "
        "follows z; anything follows a joker)."),
    "chamot.end.text": (
        "Le premier sans carte gagne. Trois tours sans que personne ne pose ni ne défausse : "
        "le moins de cartes gagne.",
        "The first with no card left wins. Three rounds without anyone placing or "
        "discarding: the fewest cards win."),
}


def text(key: str, lang: str = "fr") -> str:
    """The words for `key` in `lang` (a KeyError for a key the table lacks: a page naming a
    missing text is a programming error, caught by the tests). "summary.<game>" is the game's
    rules in short, from game/rules_text.py."""
    if key.startswith("summary."):
        from game.rules_text import SUMMARIES

        french, english = SUMMARIES[key.removeprefix("summary.")]
        return english if lang == "en" else french
    french, english = TEXT[key]
    return english if lang == "en" else french
