"""Chamot's page of the illustrated rules (the Rules screen, deboule/screens/rules_screen.py):
what it shows top to bottom (PAGE), the words beside its pictures, French first, English second
(TEXT, from the seed texts and RULINGS), and the rules in one paragraph (SUMMARY; the full texts
are in shared/seeds). The registry finds it (deboule.registry.Game.rules_page)."""

from __future__ import annotations

from deboule.screens.page_blocks import heading, paragraph, pictures, summary

PAGE = (
    heading("chamot.h.aim"), paragraph("chamot.aim.text"),
    heading("chamot.h.turn"),
    *pictures("chamot.rows", "chamot.place", "chamot.move", "chamot.load"),
    paragraph("chamot.end.text"),
    *summary("chamot"),
)

SUMMARY = (
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
)

TEXT: dict[str, tuple[str, str]] = {
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
