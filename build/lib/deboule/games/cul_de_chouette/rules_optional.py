"""The Règles page's section on the seed texts' other rules (issue 48: every rule a game may
ask about is on the page, its dice pictured): the Sirotage and its bets, the Contre-Sirop, the
Civet and the Civet siroté, the Grelottine challenge and the Passe-Grelot, the Bleu-Rouge and
its Pélican, the Boucliette, the Bévue, the Achat de dé, the Banque's Raitournelle, the
Doublette, the Chante-Sloubi and the iruo text's elimination. Each entry: the dice shown (the
chouettes, then the cul when it is thrown) and its title and words, French first, from the
seed texts (../shared/seeds/cul-de-chouette-kaamelott.txt "Autres règles (optionnelles)",
cul-de-chouette-iruo.txt) and the rulings (RULINGS.md C1-C7)."""

from __future__ import annotations

PREFIX = "cdc.more."  # a rule's picture id: cdc.more.<rule>

# rule -> the dice its picture shows
DICE: dict[str, tuple[int, ...]] = {
    "sirotage": (3, 3, 5),          # a Chouette of 3: the odd die is thrown again
    "contre_sirop": (3, 3, 2),      # the Sirotage missed
    "civet": (2, 2, 4),             # a Civet won on the Chouette Velute it named
    "civet_sirote": (6, 6, 4),      # a Sirotage missed on a Chouette of 6
    "grelottine": (1, 3, 6),        # a Néant: the Grelottine challenge
    "passe_grelot": (1, 5, 3),      # another Néant: the challenge passed on
    "bleu_rouge": (3, 3, 4),        # "trois dés formant 3, 4 et 3"
    "pelican": (6, 6, 6),           # the Bleu-Rouge's relance: "le Pélican"
    "boucliette": (3, 3, 4),        # a Bleu-Rouge gives it back
    "bevue": (1, 3, 5),             # "Grelotte ça picote !" on dice not in a row
    "achat_de_de": (5, 5),          # the chouettes; the cul is bought, not thrown
    "banque": (5, 6),               # chouettes of 11: "Raitournelle !"
    "doublette": (4, 4, 2),         # a team-mate's Chouette scores for the team
    "chante_sloubi": (6, 6, 1),     # the leaders' scores set the newcomer's handicap
    "elimination": (3, 3, 1),       # a Sirotage missed too often: below the threshold
}

TEXT: dict[str, tuple[str, str]] = {
    "cdc.h.more": ("Les autres règles des deux textes", "The other rules of the two texts"),
    "cdc.more.intro": (
        "La table douce n'en joue que deux (Sirotage, Bévue) ; la table Kaamelott les joue "
        "toutes. Chacune se règle dans « Options des règles… ».",
        "The gentle table plays only two of them (Sirotage, Bévue); the Kaamelott table plays "
        "them all. Each one is set in \"Rule options…\"."),
    "cdc.more.sirotage.title": ("Sirotage : tenter le Cul de Chouette", "Sirotage"),
    "cdc.more.sirotage.text": (
        "Après une Chouette, on peut relancer le dé seul : s'il fait le Cul de Chouette, on en "
        "marque les points ; sinon on perd ceux de la Chouette. Les autres parient sur sa face "
        "(Linotte 1, Alouette 2, Fauvette 3, Mouette 4, Bergeronnette 5, Chouette 6) : mise "
        "5, un pari juste rapporte 25.",
        "After a Chouette, you may throw the odd die again: a Cul de Chouette scores its "
        "points; a miss loses the Chouette's. The others bet on its face (Linotte 1, Alouette "
        "2, Fauvette 3, Mouette 4, Bergeronnette 5, Chouette 6): stake 5, a right bet pays "
        "25."),
    "cdc.more.contre_sirop.title": ("Contre-Sirop", "Contre-Sirop"),
    "cdc.more.contre_sirop.text": (
        "Un Sirotage raté : le premier à crier « J'apprécie les fruits au sirop ! » gagne "
        "2/10 du Cul de Chouette tenté (ici 14). Deux à égalité : personne.",
        "A missed Sirotage: the first to shout \"J'apprécie les fruits au sirop!\" wins 2/10 "
        "of the Cul de Chouette tried (here 14). Two tied: nobody."),
    "cdc.more.civet.title": ("Civet : miser sur son lancer", "Civet: a stake on one's throw"),
    "cdc.more.civet.text": (
        "Qui a un Civet peut, avant de lancer, miser jusqu'à 102 points sur sa combinaison "
        "(Chouette, Velute, Chouette Velute, Suite, Cul de Chouette). Réussi, il gagne la mise "
        "en plus ; raté, il la perd. Ici, « Civet de 50 sur une Chouette Velute » : gagné.",
        "A Civet holder may, before throwing, stake up to 102 points on their combination "
        "(Chouette, Velute, Chouette Velute, Suite, Cul de Chouette). Made, they win the stake "
        "too; missed, they lose it. Here \"Civet of 50 on a Chouette Velute\": won."),
    "cdc.more.civet_sirote.title": ("Civet siroté", "Civet siroté"),
    "cdc.more.civet_sirote.text": (
        "Un Sirotage raté sur une Chouette de 6 coûte ses 36 points mais donne un Civet.",
        "A Sirotage missed on a Chouette of 6 costs its 36 points but gives a Civet."),
    "cdc.more.grelottine.title": ("Grelottine : le défi", "Grelottine: the challenge"),
    "cdc.more.grelottine.text": (
        "Un Néant donne une Grelottine. Sur le Néant d'un autre, qui en a une crie "
        "« Grelottine ! » et le défie : il choisit la combinaison à faire et la mise (au plus "
        "8 à 33 % du plus petit des deux scores). Réussi, le défié gagne la mise ; raté, le "
        "défiant. Les autres peuvent parier.",
        "A Néant gives a Grelottine. On another's Néant, a holder shouts \"Grelottine!\" and "
        "challenges them: they choose the combination to throw and the stake (at most 8 to "
        "33 % of the smaller score). Made, the challenged wins the stake; missed, the "
        "challenger. The others may bet."),
    "cdc.more.passe_grelot.title": ("Passe-Grelot", "Passe-Grelot"),
    "cdc.more.passe_grelot.text": (
        "Qui a gagné un défi Grelottine peut, une fois par partie, refiler un défi à un autre "
        "joueur, qui doit l'accepter.",
        "Whoever won a Grelottine challenge may, once a game, pass a challenge to another "
        "player, who must take it."),
    "cdc.more.bleu_rouge.title": ("Bleu-Rouge : 3-3-4", "Bleu-Rouge: 3-3-4"),
    "cdc.more.bleu_rouge.text": (
        "Une Chouette de 3 (9 points) et un Boucliette rendu ; puis le lanceur annonce trois "
        "totaux et relance les trois dés, les autres parient aussi. Un total juste rapporte "
        "36 + 2 × le total.",
        "A Chouette of 3 (9 points) and a Boucliette given back; the thrower then announces "
        "three totals and throws the three dice again, the others bet too. A right total "
        "pays 36 + 2 × the total."),
    "cdc.more.pelican.title": ("Pélican : 6-6-6 à la relance", "Pélican: 6-6-6 on the relance"),
    "cdc.more.pelican.text": (
        "Le premier à crier « Pélican ! » gagne 28 points ; à égalité, « Passe-Montagne ! » "
        "puis « Sbradaradjan ! », puis les dés.",
        "The first to shout \"Pélican!\" wins 28 points; tied, \"Passe-Montagne!\", then "
        "\"Sbradaradjan!\", then the dice."),
    "cdc.more.boucliette.title": ("Boucliette", "Boucliette"),
    "cdc.more.boucliette.text": (
        "Chacun en a un au début : il annule un défi, le sien ou celui d'un autre. Un "
        "Bleu-Rouge en rend un.",
        "Everyone starts with one: it cancels a challenge, one's own or another's. A "
        "Bleu-Rouge gives one back."),
    "cdc.more.bevue.title": ("Bévue", "Bévue (blunder)"),
    "cdc.more.bevue.text": (
        "Une faute coûte 10 points : un cri sans course (« Grelotte ça picote ! » sur ces dés "
        "qui ne se suivent pas), le mauvais cri, une relance impossible.",
        "A mistake costs 10 points: a shout with no race (\"Grelotte ça picote!\" on these "
        "dice, not in a row), the wrong shout, an impossible relance."),
    "cdc.more.achat_de_de.title": ("Acheter le cul", "Buying the cul"),
    "cdc.more.achat_de_de.text": (
        "Après les chouettes d'un autre, on peut payer 30 points pour qu'il ne lance pas le "
        "cul : il ne marque que sa Chouette (ici 25). Les 30 points ne vont à personne. La "
        "question vient à chaque tour adverse : « Passer » est choisi d'avance.",
        "After another's chouettes, you may pay 30 points so they do not throw the cul: they "
        "score only their Chouette (here 25). The 30 points go to nobody. It is asked on "
        "every opponent's turn: \"Pass\" is chosen beforehand."),
    "cdc.more.banque.title": ("Banque et Raitournelle", "Bank and Raitournelle"),
    "cdc.more.banque.text": (
        "Avant de lancer, on dépose des points (par 16) qui rapportent 17 % par tour ; un "
        "retrait coûte 21 %. Des chouettes à 11 ou plus : le lanceur crie « Raitournelle ! » "
        "et rafle la Banque, sauf si un autre crie « Artichette ! » avant lui.",
        "Before throwing, you deposit points (by 16) that earn 17 % a turn; a withdrawal "
        "costs 21 %. Chouettes of 11 or more: the thrower shouts \"Raitournelle!\" and takes "
        "the Bank, unless another shouts \"Artichette!\" first."),
    "cdc.more.doublette.title": ("Doublette : en équipes", "Doublette: teams"),
    "cdc.more.doublette.text": (
        "À quatre, deux équipes de deux assis face à face partagent un score : la Chouette "
        "de l'un compte pour les deux.",
        "With four, two teams of two sitting opposite share one score: one's Chouette counts "
        "for both."),
    "cdc.more.chante_sloubi.title": ("Chante-Sloubi : entrer en cours de partie",
                                     "Chante-Sloubi: joining a game"),
    "cdc.more.chante_sloubi.text": (
        "Un nouveau joueur part de (1er − 2e) × tours joués / 10 points ; s'il chante les "
        "Sloubi jusqu'à ce nombre (une touche par Sloubi), ×1,5.",
        "A new player starts at (1st − 2nd) × turns played / 10 points; singing the Sloubis "
        "up to that number (one key per Sloubi) makes it ×1.5."),
    "cdc.more.elimination.title": ("Élimination", "Elimination"),
    "cdc.more.elimination.text": (
        "Un score qui tombe à −343 (Kaamelott) ou sous −30 (IRUO) sort du jeu. On ne gagne "
        "qu'à son tour : un gain de pari ou de défi s'arrête à 332.",
        "A score down to −343 (Kaamelott) or below −30 (IRUO) leaves the game. One wins only "
        "on one's own turn: a bet's or a challenge's gain stops at 332."),
}
