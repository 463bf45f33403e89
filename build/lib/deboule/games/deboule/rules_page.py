"""Le Déboulé's page of the illustrated rules (the Rules screen, deboule/screens/rules_screen.py):
what it shows top to bottom (PAGE), the words beside its pictures, French first, English second
(TEXT, from the seed texts and RULINGS), and the rules in one paragraph (SUMMARY; the full texts
are in shared/seeds). The registry finds it (deboule.registry.Game.rules_page)."""

from __future__ import annotations

from deboule.screens.page_blocks import heading, paragraph, pictures, summary

PAGE = (
    heading("deboule.h.table"),
    *pictures("deboule.table", "deboule.cochonde", "deboule.next"),
    heading("deboule.h.faces"), paragraph("deboule.faces.text"),
    *pictures(*(f"deboule.face.{s}" for s in ("fleche", "chapeau", "losange", "arc",
                                                "blank"))),
    heading("deboule.h.effects"),
    *pictures("deboule.relance", "deboule.chapeauter", "deboule.bascule",
               "deboule.force_relance", "deboule.dechole", "deboule.tower"),
    heading("deboule.h.end"),
    *pictures("deboule.measure"),
    *summary("deboule"),
)

SUMMARY = (
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
)

TEXT: dict[str, tuple[str, str]] = {
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
}
