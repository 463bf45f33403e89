"""L'Enculette's strings in the window, French first (loaded by deboule.text.i18n)."""

from __future__ import annotations

TEXT: dict[str, tuple[str, str]] = {
    # the shell's lines for this game: the main menu, the set-up's title, --teams
    "menu.enculette": ("Jouer à l'Enculette", "Play L'Enculette"),
    "setup.title.enculette": ("L'Enculette — joueurs", "L'Enculette — players"),
    "cli.teams.enculette": ("L'Enculette se joue sans équipes (--teams)",
                            "L'Enculette has no teams (--teams)"),
    "enc.refused.illegal": ("Ce coup n'est pas permis maintenant au joueur {n}.",
                            "That move is not open to player {n} now."),
    "enc.refused.over": ("La partie est finie.", "The game is over."),
    "enc.refused.moving": ("La Tasse bouge : attendez qu'elle se pose.",
                           "The Tasse is moving: wait for it to settle."),
    "enc.refused.bot_turn": ("C'est au tour du joueur {n} (un bot).",
                             "It is the turn of player {n} (a bot)."),
    "enc.refused.decide_first": ("Le joueur {n} doit décider, pas secouer.",
                                 "Player {n} must decide, not shake."),
    "enc.refused.shake_first": ("Le joueur {n} doit d'abord secouer la Tasse.",
                                "Player {n} must shake the Tasse first."),
    "enc.title": ("L'Enculette", "L'Enculette"),
    "enc.broc": ("Broc : {n} gorgée restante|Broc : {n} gorgées restantes",
                 "Broc: {n} gorgée left|Broc: {n} gorgées left"),  # tr_count
    "enc.gorgees": ("{n} gorgée|{n} gorgées", "{n} gorgée|{n} gorgées"),  # tr_count
    "enc.you": ("humain", "human"),
    "enc.bot": ("bot {level}", "{level} bot"),
    "enc.server": ("serveur", "server"),
    "enc.receiver": ("receveur", "receiver"),
    "enc.announce_now": ("Annonce : {value} de {server} à {receiver}",
                         "Announced: {value} by {server} to {receiver}"),
    "enc.floor": ("À battre : {value}", "To beat: {value}"),
    "enc.from_zero": ("Nouvelle série : toute annonce", "New series: any announcement"),
    "enc.handover": ("Au tour de {name}", "{name}'s turn"),
    "enc.handover_hint": ("Passez l'écran à {name}, puis Entrée.",
                          "Hand the screen to {name}, then press Enter."),
    "enc.shake": ("{name} : secouez la Tasse (Espace)", "{name}: shake the cup (Space)"),
    "enc.shake_hint": ("T : retourner la Tasse (curiosité)", "T: turn the cup over (a curiosity)"),
    "enc.announce": ("{name} : votre annonce (↑/↓ puis Entrée)",
                     "{name}: your announcement (↑/↓ then Enter)"),
    "enc.blind": ("{name} : annonce aveugle — vous n'avez pas vu les dés",
                  "{name}: blind announcement — you have not seen the dice"),
    "enc.respond": ("{name} : {server} vous annonce {value}",
                    "{name}: {server} announces {value} to you"),
    "enc.peek_hint": ("P : regarder sous la Tasse", "P: look under the cup"),
    "enc.peek": ("Sous la Tasse : {a} et {b} → {value}", "Under the cup: {a} and {b} → {value}"),
    "enc.lifted": ("Tasse soulevée : {value}", "Cup lifted: {value}"),
    "enc.thinking": ("{name} réfléchit…", "{name} is thinking…"),
    # online, a person at another window: somebody to wait for, not a bot thinking
    "enc.waiting": ("En attente de {name}…", "Waiting for {name}…"),
    "enc.shaking": ("{name} secoue la Tasse…", "{name} shakes the cup…"),
    "enc.lifting": ("On soulève la Tasse…", "Lifting the cup…"),
    "enc.covering": ("On repose la Tasse…", "Putting the cup down…"),
    "enc.turning": ("La Tasse se retourne…", "The cup turns over…"),
    "enc.over": ("Partie terminée — {names} gagne !|Partie terminée — {names} gagnent !",
                 "Game over — {names} wins!|Game over — {names} win!"),  # tr_count: winners
    "enc.over_hint": ("Entrée : retour au menu", "Enter: back to the menu"),
    "enc.keys": ("Espace : secouer · P : regarder · ↑/↓ Entrée : choisir · T : retourner · "
                 "clic droit : tourner la vue · Échap : pause",
                 "Space: shake · P: look · ↑/↓ Enter: choose · T: turn over · "
                 "right drag: turn the view · Esc: pause"),
    "enc.more_above": ("▲ {n} de plus", "▲ {n} more"),
    "enc.more_below": ("▼ {n} de plus", "▼ {n} more"),
    # a long list of announcements is grouped: a heading, then the rules' sentences
    # ("Annoncer 43 à Joueur 2", deboule/rules/enculette/text.py ACTION_TEXT)
    "enc.group.announce": ("Annoncer à {to}, la vérité ou un bluff :",
                           "Announce to {to}, the truth or a bluff:"),
    "enc.group.pass_unseen": ("Ou passer la Tasse sans regarder à {to}, en annonçant :",
                              "Or pass the cup unseen to {to}, announcing:"),
    "enc.faute": (" (faute !)", " (faute!)"),
    # the guided first round (deboule/games/enculette/tutorial.py): the coach's explanations
    "enc.tuto.title": ("L'Enculette", "L'Enculette"),
    "enc.tuto.intro": (
        "L'Enculette se joue avec une Tasse retournée sur deux dés. Le serveur secoue, regarde "
        "en cachette et annonce une valeur — vraie ou non — au joueur suivant, qui le croit ou "
        "en doute. Celui qui se trompe boit une gorgée ; quand le broc est vide, celui qui a le "
        "moins bu gagne. Les dés roulent vraiment, puis la leçon les tourne sous la Tasse.",
        "L'Enculette is played with a cup upside down over two dice. The server shakes, looks "
        "in secret and announces a value — true or not — to the next player, who believes or "
        "doubts it. Whoever is wrong drinks a gorgée; when the broc is empty, whoever drank "
        "least wins. The dice really roll, then the lesson turns them under the cup."),
    "enc.tuto.shake": (
        "Vous servez : secouez la Tasse (Espace).",
        "You serve: shake the cup (Space)."),
    "enc.tuto.peek": (
        "Regardez sous la Tasse, en cachette : touche P. Vous seul voyez vos dés.",
        "Look under the cup, in secret: key P. Only you see your dice."),
    "enc.tuto.ladder": (
        "Sous la Tasse : {a} et {b}, qui se lit {value} (le plus gros dé d'abord). L'échelle, "
        "du plus bas au plus haut : 31, 32, 41, 42, 43, 51 … 65, puis les doubles 11 "
        "(« Teckel »), 22 … 66, et tout en haut 21, l'Enculette, qui bat tout.",
        "Under the cup: {a} and {b}, read {value} (the highest die first). The ladder, lowest "
        "to highest: 31, 32, 41, 42, 43, 51 … 65, then the doubles 11 (\"Teckel\"), 22 … 66, "
        "and at the top 21, the Enculette, which beats everything."),
    "enc.tuto.announce": (
        "Annoncez à votre voisin : la vérité ({value}) ou plus haut (un bluff) — ↑/↓ puis "
        "Entrée. S'il doute, on soulève : les dés valent au moins l'annonce, il boit ; moins, "
        "c'est vous. (Pas de 21 ici : une Enculette ne peut qu'être soulevée.)",
        "Announce to your neighbour: the truth ({value}) or higher (a bluff) — ↑/↓ then "
        "Enter. If they doubt, the cup is lifted: dice worth at least the announcement, they "
        "drink; less, you do. (No 21 here: an Enculette can only be lifted.)"),
    "enc.tuto.believed": (
        "{bot} vous croit (dans la leçon, il croit toujours votre première annonce) : il prend "
        "la Tasse sans regarder, la secoue à son tour, regarde, et doit vous annoncer plus haut "
        "que {mine} — vrai ou bluff.",
        "{bot} believes you (in the lesson it always believes your first announcement): it "
        "takes the cup unseen, shakes it in turn, looks, and must announce higher than {mine} "
        "to you — true or a bluff."),
    "enc.tuto.answer": (
        "{bot} vous annonce {value}. Croire : vous prenez la Tasse, la secouez et devez "
        "annoncer plus haut. Douter : on soulève ; si les dés valent au moins {value}, vous "
        "buvez, sinon {bot} a menti et boit. Choisissez : ↑/↓ puis Entrée.",
        "{bot} announces {value} to you. Believe: you take the cup, shake it and must "
        "announce higher. Doubt: the cup is lifted; dice worth at least {value}, you drink, "
        "otherwise {bot} lied and drinks. Choose: ↑/↓ then Enter."),
    "enc.tuto.until_drink": (
        "La série continue jusqu'à ce que quelqu'un boive : secouez (Espace), regardez (P), "
        "annoncez plus haut ; un doute fait soulever la Tasse.",
        "The series goes on until somebody drinks: shake (Space), look (P), announce higher; "
        "a doubt lifts the cup."),
    "enc.tuto.outcome": (
        "{lifted} {who} boit {gorgees} : {why}. Le perdant reprend la Tasse et une "
        "nouvelle série part de zéro. Voilà toute l'Enculette !",
        "{lifted} {who} drinks {gorgees}: {why}. The loser takes the cup and a new series "
        "starts from zero. That is all of L'Enculette!"),
    "enc.tuto.over": ("Fin de la leçon : la partie s'arrête là.",
                      "End of the lesson: the game stops here."),
    "enc.tuto.lifted": (
        "Tasse soulevée : {a} et {b}, soit {value}, pour une annonce de {announced}.",
        "Cup lifted: {a} and {b}, that is {value}, for an announcement of {announced}."),
    "enc.tuto.why.wrong_doubt": (
        "l'annonce était vraie, douter était une erreur",
        "the announcement was true, doubting it was a mistake"),
    "enc.tuto.why.caught_lying": (
        "l'annonce dépassait les dés, le menteur est pris",
        "the announcement was above the dice, the liar is caught"),
    "enc.tuto.why.hidden_51": (
        "un 51 caché pris en mensonge coûte trois gorgées",
        "a hidden 51 caught lying costs three gorgées"),
    "enc.tuto.why.offered_51": (
        "un 51 dévoilé fait boire le serveur et le receveur",
        "a revealed 51 makes both the server and the receiver drink"),
    "enc.tuto.why.faute": ("une faute", "a faute"),
}
