"""Le Déboulé's strings in the window, French first (loaded by deboule.text.i18n)."""

from __future__ import annotations

from typing import Any

__all__ = ["TEXT"]  # and piece_name, through __getattr__


def __getattr__(name: str) -> Any:
    """`piece_name`, a piece's name in the refusals' lines ("refusal.<code>" with a {piece}:
    deboule.screens.base), imported when first asked for: the main menu reads this table, and
    deboule.rules.deboule (the rules, the bots) is not its to load (issue 35, point 4)."""
    if name == "piece_name":
        # loaded on first use: numpy, Le Déboulé's rules, the rules' core (134 ms)
        from deboule.rules.deboule.messages import piece_name

        return piece_name
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

TEXT: dict[str, tuple[str, str]] = {
    # the shell's lines for this game: the main menu, the set-up's title, --teams
    "menu.deboule": ("Jouer au Déboulé", "Play Le Déboulé"),
    "setup.title.deboule": ("Le Déboulé — joueurs", "Le Déboulé — players"),
    "cli.teams.deboule": ("Le Déboulé se joue en équipes à 4 joueurs, pas {n} (--teams)",
                          "Le Déboulé is played in teams by 4 players, not {n} (--teams)"),
    "deboule.refused.not_your_throw": ("Ce n'est pas à vous de lancer.",
                                       "No throw is expected from you now."),
    "deboule.refused.not_your_decision": ("Ce n'est pas à vous de décider.",
                                          "No decision is expected from you now."),
    "deboule.cochonde_name": ("le cochondé", "the cochondé"),
    "deboule.refused.piece_not_now": ("On ne peut pas lancer {piece} maintenant.",
                                      "You cannot throw {piece} now."),
    "deboule.relance": ("Relancer ma déboule", "Throw my déboule again"),
    "deboule.chapeauter": ("Chapeauter {target}", "Cap {target}"),
    "deboule.basculer": ("Basculer {direction}", "Tip {direction}"),
    "deboule.force_relance": ("Forcer la relance de {target}",
                              "Force {target} to be thrown again"),
    "deboule.dechole": ("Déchole : retirer {target}", "Déchole: remove {target}"),
    "deboule.renounce": ("Renoncer", "Renounce"),
    "deboule.keep_cochonde": ("Garder le cochondé", "Keep the cochondé"),
    "deboule.rethrow_cochonde": ("Relancer le cochondé", "Throw the cochondé again"),
    "deboule.choose_starter": ("{side} commence", "{side} starts"),
    "deboule.choose_lead_position": ("Jouer {position}", "Play {position}"),
    "deboule.put_back": ("Remettre {piece} sur la tour", "Put {piece} back on the tower"),
    "deboule.tower_short": ("tour {n}", "tower {n}"),
    "deboule.first": ("en premier", "first"),
    "deboule.last": ("en dernier", "last"),
    "deboule.action": ("Choix : {name}", "Choice: {name}"),
    "deboule.piece": ("Déboule : {piece} (Tab pour changer)", "Déboule: {piece} (Tab to change)"),
    "deboule.round_won": ("{side} marque {n} point|{side} marque {n} points",
                          "{side} scores {n} point|{side} scores {n} points"),  # tr_count
    "deboule.round_detail": ("{stake} du cochondé + {n} déboule valable|{stake} du cochondé + "
                             "{n} déboules valables", "{stake} for the cochondé + {n} valid "
                             "déboule|{stake} for the cochondé + {n} valid déboules"),  # tr_count
    "deboule.void": ("Manche nulle : personne ne marque", "Void round: nobody scores"),
    "deboule.tie": ("Égalité : personne ne marque", "A tie: nobody scores"),
    "deboule.closest": ("{side} : {distance}", "{side}: {distance}"),
    "deboule.none": ("aucune déboule", "no déboule"),
    "deboule.valid": ("✓ déboule valable", "✓ valid déboule"),
    "deboule.measuring": ("Mesure de la manche {n}", "Measuring round {n}"),
    "deboule.measure_go_on": ("Entrée ou clic : continuer", "Enter or click: go on"),
    "deboule.measure_watch": ("La partie reprend dans {n} s (Entrée : tout de suite)",
                              "The match goes on in {n} s (Enter: now)"),
    "deboule.measure_watch_end": ("Fin de la partie dans {n} s (Entrée : tout de suite)",
                                  "The match ends in {n} s (Enter: now)"),
    # the chosen repères are ringed in cyan on the table: the line says what the rings are
    "deboule.tower_picked": ("Repères choisis (cerclés de bleu) : {reperes}",
                             "Chosen repères (ringed in blue): {reperes}"),
    "deboule.tower_keys": ("1–9 : basculer un repère · Entrée : valider",
                           "1–9: toggle a repère · Enter: confirm"),
    "deboule.aim": ("Visée {angle:+.0f}°, force {power} %, effet {spin:+.0f} %",
                    "Aim {angle:+.0f}°, power {power} %, spin {spin:+.0f} %"),
    "deboule.flick_power": ("Geste : force {power} % si vous relâchez maintenant",
                            "Gesture: power {power} % if you let go now"),
    "deboule.flick_slow": ("Geste : glissez vers le fond, plus vite pour plus de force",
                           "Gesture: drag towards the far end, faster for more power"),
    "flick.out_too_hard": ("Lancer trop fort ({speed} m/s) : sorti {where}. Glissez moins vite.",
                           "Thrown too hard ({speed} m/s): out {where}. Drag more slowly."),
    "flick.out_aim": ("Sorti {where} à {speed} m/s : visez plus droit vers le fond.",
                      "Out {where} at {speed} m/s: aim straighter down the table."),
    "flick.out_short": ("Trop doux ({speed} m/s) : arrêté avant la réglette. Glissez plus vite.",
                        "Too soft ({speed} m/s): stopped short of the réglette. Drag faster."),
    "flick.out_where.far rail": ("par la bande du fond", "over the far rail"),
    "flick.out_where.left rail": ("par la bande de gauche", "over the left rail"),
    "flick.out_where.right rail": ("par la bande de droite", "over the right rail"),
    "flick.out_where.short": ("avant la réglette", "short of the réglette"),
    "flick.out_where.unknown": ("hors de la table", "off the table"),
    "deboule.flick": ("Souris : cliquez derrière la réglette, glissez et relâchez",
                      "Mouse: press behind the réglette, drag and release"),
    "deboule.keys": ("←/→ viser · ↑/↓ force · Maj+←/→ main · A/E effet · Espace lancer",
                     "←/→ aim · ↑/↓ power · Shift+←/→ hand · A/E spin · Space throw"),
    "deboule.choice_keys": ("↑/↓ choisir · Entrée valider · clic sur une pièce",
                            "↑/↓ choose · Enter confirm · click a piece"),
    "deboule.more_keys": ("C caméra · Échap pause", "C camera · Esc pause"),
    "deboule.camera": ("[C] {mode}", "[C] {mode}"),
    "deboule.not_your_throw": ("Ce n'est pas à vous de lancer.",
                               "No throw is expected from you now."),
    "deboule.over_keys": ("Entrée ou Échap : retour au menu", "Enter or Esc: back to the menu"),
    # the guided lesson (deboule/games/deboule/tutorial.py): the round is arranged, and it says so
    "deboule.lesson.title": ("Le Déboulé", "Le Déboulé"),
    "deboule.lesson.you": ("Joueur 1 (vous)", "Player 1 (you)"),
    "deboule.lesson.bot": ("Joueur 2 (bot)", "Player 2 (bot)"),
    "deboule.lesson.welcome": (
        "Bienvenue au Déboulé ! Vous êtes le joueur 1 : vos déboules sont rouges et bleues, "
        "celles du bot vertes et jaunes. Chacun lance les siennes vers le cochondé, le petit dé "
        "à chiffres : la déboule la plus proche gagne la manche. La partie se joue en 21 "
        "points.",
        "Welcome to Le Déboulé! You are player 1: your déboules are red and blue, the bot's "
        "green and yellow. Each throws theirs towards the cochondé, the small numbered die: "
        "the closest déboule wins the round. A game is played to 21 points."),
    "deboule.lesson.arranged": (
        "Cette manche est arrangée pour la leçon : vos lancers roulent vraiment, puis la main "
        "de la leçon pose la pièce à l'endroit et sur la face prévus (un petit saut), et remet "
        "ce que le lancer a bousculé. Les règles, elles, sont les vraies.",
        "This round is arranged for the lesson: your throws really roll, then the lesson's "
        "hand sets the piece on the planned spot and face (a little hop), and puts back "
        "whatever the throw knocked. The rules are the real ones."),
    "deboule.lesson.flick": (
        "Le lancer. D'abord on tire au sort qui mène : lancez le cochondé. À la souris : "
        "cliquez derrière la réglette (là où pointe la flèche), glissez vers le haut de la table "
        "et relâchez ; la vitesse du geste fait la force. Au clavier : ←/→ viser, ↑/↓ force, "
        "Espace lance.",
        "The throw. First, who leads is drawn: throw the cochondé. With the mouse: press "
        "behind the réglette (where the arrow points), drag up the table and release; the "
        "gesture's speed is the throw's strength. With the keys: ←/→ aim, ↑/↓ power, Space "
        "throws."),
    "deboule.lesson.roll_off": (
        "Vous avez fait 6 (arrangé). Le bot lance à son tour : le plus haut chiffre prend la "
        "main.",
        "You rolled a 6 (arranged). The bot rolls in turn: the highest number leads."),
    "deboule.lesson.starter": (
        "Le bot a fait 2 : vous menez. Celui qui mène choisit qui lance la première déboule. "
        "Choisissez de commencer (Entrée, ou clic sur la ligne).",
        "The bot rolled a 2: you lead. The leader chooses who throws the first déboule. "
        "Choose to start (Enter, or click the line)."),
    "deboule.lesson.towers": (
        "Les DéTours : quatre tours debout sur des repères de la table. Celui qui mène les "
        "place (touches 1–9) ; ici, gardez-les où elles sont : Entrée.",
        "The DéTours: four towers standing on marks of the table. The leader places them "
        "(keys 1–9); here, keep them where they are: Enter."),
    "deboule.lesson.cochonde": (
        "Lancez le cochondé : c'est la cible de la manche, et le chiffre du dessus en sera la "
        "mise.",
        "Throw the cochondé: it is the round's target, and its top number will be the stake."),
    "deboule.lesson.stake": (
        "Le cochondé montre 4 : la manche vaut 4 points, plus 1 par déboule du gagnant plus "
        "proche que la meilleure adverse. Celui qui mène peut le relancer une fois ; ici, "
        "gardez-le.",
        "The cochondé shows 4: the round is worth 4 points, plus 1 for each of the winner's "
        "déboules closer than the best opposing one. The leader may throw it again once; "
        "here, keep it."),
    "deboule.lesson.first_throw": (
        "Lancez votre première déboule, la rouge 1 (Tab changerait de déboule ; la leçon la "
        "choisit). Au clavier cette fois : ←/→ viser, ↑/↓ force, Espace. Ou à la souris.",
        "Throw your first déboule, red 1 (Tab would change déboule; the lesson picks it). "
        "With the keys this time: ←/→ aim, ↑/↓ power, Space. Or with the mouse."),
    "deboule.lesson.d7_empty": (
        "Qui lance ensuite ? Toujours le camp dont la meilleure déboule est la plus loin du "
        "cochondé, pas chacun son tour. Le bot n'a rien sur la table : il est le plus loin, "
        "c'est à lui.",
        "Who throws next? Always the side whose best déboule is farthest from the cochondé, "
        "not each in turn. The bot has nothing on the table: it is farthest, so it throws."),
    "deboule.lesson.bot_throws": ("Le bot lance sa verte 1…", "The bot throws its green 1…"),
    "deboule.lesson.d7_farthest": (
        "Le bot est plus près ({bot}, contre {you} pour vous) : vous êtes le plus loin, donc "
        "vous lancez encore.",
        "The bot is closer ({bot}, against {you} for you): you are farthest, so you throw "
        "again."),
    "deboule.lesson.throw_fleche": (
        "Lancez la rouge 2. La face du dessus d'un premier lancer peut porter un symbole, qui "
        "donne un pouvoir tout de suite. La leçon la fera tomber sur la Flèche.",
        "Throw red 2. The top face of a first throw may carry a symbol, which gives a power at "
        "once. The lesson will make it land on the Arrow (Flèche)."),
    "deboule.lesson.fleche": (
        "La Flèche : vous pouvez relancer cette déboule. Choisissez « Relancer ma déboule ». "
        "(En partie, on peut aussi renoncer.)",
        "The Arrow (Flèche): you may throw this déboule again. Choose \"Throw my déboule again\". "
        "(In a game you may also renounce.)"),
    "deboule.lesson.relance": (
        "Relancez la rouge 2. Une face obtenue en relançant ne donne plus de symbole.",
        "Throw red 2 again. A face that comes from a throw again gives no symbol."),
    "deboule.lesson.bot_chapeau_throw": (
        "Votre rouge 2 est la plus proche : le bot, plus loin, lance sa verte 2…",
        "Your red 2 is the closest: the bot, farther, throws its green 2…"),
    "deboule.lesson.chapeau": (
        "Le Chapeau ! Le bot va poser sa déboule sur votre déboule la plus proche de la sienne "
        "(ou sur la tour libre la plus proche) : votre rouge 2 sera chapeautée, et tant qu'elle "
        "est couverte elle ne compte plus.",
        "The Hat (Chapeau)! The bot will set its déboule on your déboule nearest to it (or on the "
        "nearest free tower): your red 2 will be capped, and while it is covered it does not "
        "count."),
    "deboule.lesson.covered": (
        "La verte 2 couvre votre rouge 2 et se mesure depuis elle : le bot est le plus près, "
        "vous le plus loin. À vous de lancer.",
        "Green 2 covers your red 2 and is measured from it: the bot is closest, you are "
        "farthest. Your throw."),
    "deboule.lesson.throw_arc": (
        "Lancez la bleue 1 (elle tombera sur l'Arc).",
        "Throw blue 1 (it will land on the Bow, Arc)."),
    "deboule.lesson.arc": (
        "L'Arc : vous forcez le propriétaire d'une déboule adverse à la relancer (jamais une "
        "déboule posée sur une tour). Choisissez la verte 2 : elle libère votre rouge 2.",
        "The Bow (Arc): you force the owner of an opposing déboule to throw it again (never one "
        "standing on a tower). Choose green 2: it frees your red 2."),
    "deboule.lesson.forced": (
        "Le bot relance sa verte 2 de derrière la réglette. Votre rouge 2, libre, redevient la "
        "plus proche : le bot, le plus loin, lance ensuite sa jaune 1…",
        "The bot throws its green 2 again from behind the réglette. Your red 2, free again, is "
        "the closest: the bot, farthest, then throws its yellow 1…"),
    "deboule.lesson.throw_losange": (
        "La jaune 1 est plus près que votre rouge 2 : à vous. Lancez la bleue 2 (elle tombera "
        "sur le Losange).",
        "Yellow 1 is closer than your red 2: your throw. Throw blue 2 (it will land on the "
        "Diamond, Losange)."),
    "deboule.lesson.losange": (
        "Le Losange : vous pouvez basculer votre déboule d'un quart de tour (la flèche sur la "
        "table montre le sens). La leçon ne propose que « vers le fond » : la bleue 2 montrera "
        "alors la Flèche.",
        "The Diamond (Losange): you may tip your déboule a quarter turn (the arrow on the "
        "table shows which way). The lesson offers only \"Tip away\": blue 2 will "
        "then show the Arrow."),
    "deboule.lesson.dechole": (
        "Votre bleue 1 montre l'Arc et votre bleue 2 la Flèche : une combinaison de votre "
        "couleur, c'est la Déchole ! Elle retire une déboule adverse pour la manche (pas une "
        "déboule sur une tour). Retirez la jaune 1, la plus proche.",
        "Your blue 1 shows the Bow and your blue 2 the Arrow: a combination of your colour, "
        "the Déchole! It removes an opposing déboule for the round (not one on a tower). "
        "Remove yellow 1, the closest."),
    "deboule.lesson.bot_last": (
        "Le bot, le plus loin, lance sa dernière déboule, la jaune 2…",
        "The bot, farthest, throws its last déboule, yellow 2…"),
    "deboule.lesson.tower": (
        "Encore un Chapeau, et la tour 4 est libre : le bot va s'y poser. Une tour occupée "
        "appartient au propriétaire de sa déboule et se mesure depuis le pied de la tour ; on ne "
        "peut ni forcer sa relance ni la décholer. Une tour renversée par un lancer est relevée "
        "et donnée à l'adversaire.",
        "A Hat again, and tower 4 is free: the bot will sit on it. An occupied tower "
        "belongs to its déboule's owner and is measured from the tower's foot; it cannot be "
        "forced to throw again nor décholed. A tower knocked over by a throw is stood up and "
        "given to the opponent."),
    "deboule.lesson.measure_wait": (
        "Toutes les déboules sont lancées : on mesure.",
        "Every déboule is thrown: the round is measured."),
    "deboule.lesson.measure": (
        "La mesure : un trait par pièce jusqu'au cochondé. Votre rouge 2, la plus proche, "
        "rapporte {points} points : {stake} de mise + {valid} déboule plus proche que la "
        "meilleure du bot.",
        "The measurement: a line from each piece to the cochondé. Your red 2, the closest, "
        "brings {points} points: {stake} for the stake + {valid} déboule closer than the "
        "bot's best."),
    "deboule.lesson.measure_hint": ("Entrée ou clic : finir", "Enter or click: finish"),
    "deboule.lesson.over": ("Fin de la manche de la leçon", "End of the lesson's round"),
    # window-deboule: Le Déboulé's online screen (deboule/games/deboule/online.py)
    "deboule.online.waiting": ("Salle {room} : en attente des autres joueurs…",
                               "Room {room}: waiting for the other players…"),
    "deboule.online.reconnecting": ("Connexion perdue : reconnexion…",
                                    "Connection lost: reconnecting…"),
    "deboule.online.closed": ("Salle fermée : {reason}", "Room closed: {reason}"),
    "deboule.online.you": ("{name} (vous)", "{name} (you)"),
    "deboule.online.leave": ("Quitter la salle", "Leave the room"),
}
