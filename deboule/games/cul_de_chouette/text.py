"""Cul de Chouette's strings in the window, French first (loaded by deboule.text.i18n)."""

from __future__ import annotations

TEXT: dict[str, tuple[str, str]] = {
    # the shell's lines for this game: the main menu, the set-up's title, --teams
    "menu.cdc": ("Jouer au Cul de Chouette", "Play Cul de Chouette"),
    "setup.title.cdc": ("Cul de Chouette — joueurs", "Cul de Chouette — players"),
    "cli.teams.cdc": ("les équipes (--teams) demandent un nombre pair de joueurs, au moins 4, "
                      "pas {n}", "teams (--teams) need an even number of players, at least 4, "
                      "not {n}"),
    "cdc.refused.no_throw_now": ("Aucun lancer n'est attendu de vous maintenant.",
                                 "No throw is expected from you now."),
    "cdc.refused.aim_range": ("Visée hors limites ({aim:.0f}° ; au plus {limit:.0f}°).",
                              "Aim out of range ({aim:.0f}°; at most {limit:.0f}°)."),
    "cdc.refused.too_late": ("Trop tard : le temps était écoulé, vous avez passé.",
                             "Too late: the time was up, you passed."),
    "cdc.refused.not_your_decision": ("Ce n'est pas à vous de décider.",
                                      "It is not your decision now."),
    "cdc.refused.not_human": ("Seuls les joueurs au clavier appuient.",
                              "Only the players at the keyboard press."),
    "cdc.refused.over": ("La partie est finie.", "The game is over."),
    "cdc.refused.no_action": ("Aucune décision possible maintenant.",
                              "No decision is open now."),
    "cdc.refused.no_line": ("Il n'y a pas de telle ligne.", "There is no such line."),
    "cdc.refused.not_a_save": ("Ce n'est pas une sauvegarde de Cul de Chouette.",
                               "Not a Cul de Chouette save."),
    "cdc.refused.bad_rules": ("Règles invalides ({reason}).", "Bad rules ({reason})."),
    # the pause menu: a bot joins the game in progress (C6, Chante-Sloubi)
    "cdc.join": ("Faire entrer un bot {level}", "Let a {level} bot join"),
    "cdc.join_waiting": ("Un bot {level} entrera à la fin de la manche et chantera le Sloubi",
                         "A {level} bot joins at the end of the round and sings the Sloubi"),
    # the pause menu: a question turned off in play ("do not ask me again") asked again
    "cdc.ask_again": ("Me proposer de nouveau : {question}", "Ask me again: {question}"),
    "cdc.question.buy_die": ("acheter le cul", "buying the cul"),
    "cdc.question.bet_sirotage": ("les paris sur le Sirotage", "the Sirotage bets"),
    "cdc.question.bet_civet": ("les paris sur le Civet", "the Civet bets"),
    "cdc.question.bet_bleu_rouge": ("les paris du Bleu-Rouge", "the Bleu-Rouge bets"),
    "cdc.question.bet_challenge": ("les paris sur les défis", "the challenge bets"),
    # the set-up: the gentle table for a first game (issue 48), and what it leaves out
    "preset.douce": ("Table douce", "Gentle table"),
    "cdc.gentle_off": ("Hors jeu (Options ou « Kaamelott ») : {rules}",
                       "Not played (Options or \"Kaamelott\"): {rules}"),
    # deboule sim --game cul-de-chouette
    "cdc.sim.name": ("Joueur {n} ({level})", "Player {n} ({level})"),
    "cdc.sim.scores": ("Scores finaux :", "Final scores:"),
    "cdc.sim.score": ("  {name} : {score}", "  {name}: {score}"),
    "cdc.sim.nobody": ("personne", "nobody"),
    "cdc.sim.winner": ("Vainqueur : {names} ({turns} tours, {throws} lancers)",
                       "Winner: {names} ({turns} turns, {throws} throws)"),
    "cdc.title": ("Cul de Chouette", "Cul de Chouette"),
    "cdc.turn": ("Tour {turn} — manche {round}", "Turn {turn} — round {round}"),
    "cdc.sheet": ("Joueur", "Player"),
    "cdc.score": ("Score", "Score"),
    "cdc.bank": ("Banque", "Bank"),
    "cdc.bank_total": ("Banque : {total} pts — dépôt par {unit}",
                       "Bank: {total} pts — deposits by {unit}"),
    "cdc.last": ("Dernier lancer : {text}", "Last throw: {text}"),
    "cdc.log": ("Journal", "Log"),
    "cdc.log_back": (" (−{n} lignes ; Page suiv. pour revenir)",
                     " (−{n} lines; Page Down to come back)"),
    # what a player holds, in words under their name on the sheet (once "[GB]" and a legend)
    "cdc.holds": ("détient : {items}", "holds: {items}"),
    "cdc.held.grelottine": ("Grelottine (peut défier)", "Grelottine (may challenge)"),
    "cdc.held.civet": ("Civet (pari à jouer)", "Civet (a bet to play)"),
    "cdc.held.boucliette": ("Boucliette (bouclier)", "Boucliette (a shield)"),
    # issue 34, house rules of family jarret (deboule/rules/cul_de_chouette/house/jarret_rules.py)
    "cdc.held.jarret": ("Jarret (à jouer avant un lancer)", "Jarret (to play before a throw)"),
    "cdc.held.flan": ("Flan (inverse un lancer adverse)", "Flan (inverts a rival's throw)"),
    "cdc.held.rigodon": ("Rigodon (annule un défi)", "Rigodon (cancels a challenge)"),
    "cdc.held.civet_filoche": ("Civet-Filoché (sur le lancer d'un autre)",
                               "Civet-Filoché (on another's throw)"),  # issue 34
    "cdc.throw": ("{name} : lancez {purpose}", "{name}: throw {purpose}"),
    "cdc.how": ("Espace : lancer au hasard · ←/→ ↑/↓ : viser, puis Espace",
                "Space: throw at random · ←/→ ↑/↓: aim, then Space"),
    "cdc.how2": ("ou glissez la souris dans la piste vers la droite et relâchez",
                 "or drag the mouse in the tray towards the right and release"),
    "cdc.aimed": ("Visée {angle:+.0f}°, force {power} %, main {lateral:+.0f} % — Espace : lancer",
                  "Aim {angle:+.0f}°, power {power} %, hand {lateral:+.0f} % — Space: throw"),
    "cdc.aimed2": ("←/→ direction · ↑/↓ force · Maj+←/→ main · Retour arr. : au hasard",
                   "←/→ direction · ↑/↓ power · Shift+←/→ hand · Backspace: at random"),
    "cdc.timed_out": ("passe dans {left:.0f} s", "passes in {left:.0f} s"),
    "cdc.throw_owner": ("{name} : lancez les chouettes (Espace ou geste) ou choisissez",
                        "{name}: throw the chouettes (Space or a flick) or choose"),
    # the same with nothing else to choose (a gentle table: no Banque, no Civet)
    "cdc.throw_owner_only": ("{name} : lancez les chouettes (Espace, Entrée ou geste)",
                             "{name}: throw the chouettes (Space, Enter or a flick)"),
    "cdc.rolling": ("Ça roule…", "Rolling…"),
    "cdc.bot_throw": ("{name} lance {purpose}…", "{name} throws {purpose}…"),
    "cdc.bot_think": ("{name} réfléchit…", "{name} is thinking…"),
    # a person at another window (online): not a bot thinking, somebody to wait for
    "cdc.person_throw": ("À {name} de lancer {purpose}…", "{name} to throw {purpose}…"),
    "cdc.person_think": ("En attente de la réponse de {name}…", "Waiting for {name}'s answer…"),
    "cdc.then": ("puis : {names}", "then: {names}"),
    "cdc.race": ("Course « {shout} » : {left:.1f} s", "Race \"{shout}\": {left:.1f} s"),
    "cdc.race_key": ("[{key}] {name} : « {shout} »", "[{key}] {name}: \"{shout}\""),
    "cdc.race_done": ("[{key}] {name} : appuyé ({t} ms)", "[{key}] {name}: pressed ({t} ms)"),
    "cdc.race_out": ("[{key}] {name} : pas dans cette course (Bévue)",
                     "[{key}] {name}: not in this race (a Bévue)"),
    "cdc.race_other": ("{name} : {t}", "{name}: {t}"),
    "cdc.idle_keys": ("Cris : {keys} (sans course ouverte : Bévue)",
                      "Shouts: {keys} (with no race open: a Bévue)"),
    "cdc.keys": ("Espace lancer · ↑/↓ Entrée choisir · ←/→ valeur · Tab suivante · "
                 "C caméra · Pages journal · Échap pause",
                 "Space throw · ↑/↓ Enter choose · ←/→ value · Tab next · C camera · "
                 "Pages log · Esc pause"),
    "cdc.over": ("Partie terminée — {names} gagne !|Partie terminée — {names} gagnent !",
                 "Game over — {names} wins!|Game over — {names} win!"),  # tr_count: winners
    "cdc.over_enter": ("Entrée : retour au menu", "Enter: back to the menu"),
    "cdc.winner_score": ("{name} : {score} pts", "{name}: {score} pts"),
    "cdc.more_above": ("▲ {n} de plus", "▲ {n} more"),
    "cdc.more_below": ("▼ {n} de plus", "▼ {n} more"),
    # what is thrown, with its article (the log's purposes have none)
    "cdc.throw.roll_off": ("le dé de départ", "the opening die"),
    "cdc.throw.chouettes": ("les chouettes", "the chouettes"),
    "cdc.throw.cul": ("le cul", "the cul"),
    "cdc.throw.sirotage": ("le dé du Sirotage", "the Sirotage die"),
    "cdc.throw.relance": ("la relance (trois dés)", "the relance (three dice)"),
    "cdc.throw.soufflette": ("pour la Soufflette", "for the Soufflette"),
    "cdc.throw.challenge_chouettes": ("les chouettes du défi", "the challenge chouettes"),
    "cdc.throw.challenge_cul": ("le cul du défi", "the challenge cul"),
    "cdc.throw.challenge_sirotage": ("le Sirotage du défi", "the challenge Sirotage"),
    "cdc.throw.chouette_velute_tie": ("un dé (égalité Chouette Velute)",
                                      "a die (Chouette Velute tie)"),
    "cdc.throw.six_rolloff": ("un dé (qui fera un 6)", "a die (who makes a 6)"),
    "cdc.throw.suite_tie": ("un dé (égalité à la Suite)", "a die (Suite tie)"),
    "cdc.throw.pelican_tie": ("un dé (égalité au Pélican)", "a die (Pélican tie)"),
    "cdc.sirotage_throw": ("Sirotage : {faces}", "Sirotage: {faces}"),
    # the guided first game (deboule/games/cul_de_chouette/tutorial.py): the coach's explanations
    "cdc.tuto.title": ("Cul de Chouette", "Cul de Chouette"),
    "cdc.tuto.intro": (
        "Le Cul de Chouette se joue à trois dés : deux « chouettes », puis le « cul ». Chaque "
        "combinaison rapporte des points ; le premier à 343 gagne. Dans cette leçon contre "
        "Bot 2, les dés roulent vraiment sur la piste, mais leurs faces sont arrangées pour "
        "vous montrer chaque combinaison tour à tour.",
        "Cul de Chouette is played with three dice: two \"chouettes\", then the \"cul\". Each "
        "combination scores points; the first to 343 wins. In this lesson against Bot 2 the "
        "dice really roll in the tray, but their faces are arranged to show you each "
        "combination in turn."),
    "cdc.tuto.roll_off": (
        "Qui commence ? Chacun lance un dé : le plus petit commence. Lancez le vôtre : Espace, "
        "ou glissez la souris dans la piste vers la droite et relâchez.",
        "Who starts? Everyone throws one die: the lowest starts. Throw yours: Space, or drag "
        "the mouse in the tray towards the right and release."),
    "cdc.tuto.first_turn": (
        "Vous commencez. Lancez les deux chouettes (Espace), puis le cul, le troisième dé "
        "(Espace encore).",
        "You start. Throw the two chouettes (Space), then the cul, the third die (Space "
        "again)."),
    "cdc.tuto.chouette": (
        "Chouette : deux dés pareils ({dice}). Elle rapporte le carré de la paire : "
        "{v} × {v} = {points} points.",
        "Chouette: two equal dice ({dice}). It scores the square of the pair: "
        "{v} × {v} = {points} points."),
    "cdc.tuto.velute_throw": (
        "Bot 2 joue son tour (ses dés aussi sont arrangés), puis c'est à vous : lancez les "
        "chouettes, puis le cul.",
        "Bot 2 plays its turn (its dice are arranged too), then it is yours: throw the "
        "chouettes, then the cul."),
    "cdc.tuto.velute": (
        "Velute : deux dés dont la somme fait le troisième ({a} + {b} = {c}). Elle rapporte "
        "deux fois le carré du plus grand : 2 × {c} × {c} = {points} points.",
        "Velute: two dice that add up to the third ({a} + {b} = {c}). It scores twice the "
        "square of the highest: 2 × {c} × {c} = {points} points."),
    "cdc.tuto.cdc_throw": (
        "Au tour de Bot 2, puis au vôtre : lancez les chouettes et le cul.",
        "Bot 2's turn, then yours: throw the chouettes and the cul."),
    "cdc.tuto.cdc": (
        "Cul de Chouette ! Trois dés pareils ({dice}) : 40 + 10 × {v} = {points} points. "
        "Le 6-6-6 en vaut 100.",
        "Cul de Chouette! Three equal dice ({dice}): 40 + 10 × {v} = {points} points. "
        "6-6-6 is worth 100."),
    "cdc.tuto.suite_throw": (
        "Lancez : ce sera une Suite (3-4-5). Elle ne rapporte rien au lanceur mais ouvre une "
        "course : dès que le cul s'arrête, chacun crie « Grelotte ça picote ! » (votre touche : "
        "A). Le dernier à crier perd 10 points.",
        "Throw: it will be a Suite (3-4-5). It scores nothing for the thrower but opens a "
        "race: as soon as the cul stops, everyone shouts \"Grelotte ça picote!\" (your key: "
        "A). The last to shout loses 10 points."),
    "cdc.tuto.suite_ready": (
        "Une Suite : la course « Grelotte ça picote ! » attend votre signal. Elle dure 3 "
        "secondes ; le dernier à crier perd 10 points. Posez un doigt sur A. Prêt ? Appuyez "
        "sur Entrée : la course part, puis appuyez sur A au plus vite.",
        "A Suite: the race \"Grelotte ça picote!\" waits for your signal. It lasts 3 "
        "seconds; the last to shout loses 10 points. Put a finger on A. Ready? Press Enter: "
        "the race starts, then press A as fast as you can."),
    "cdc.tuto.suite_race": (
        "C'est parti ! Appuyez sur A : « Grelotte ça picote ! »",
        "Go! Press A: \"Grelotte ça picote!\""),
    "cdc.tuto.suite_result": (
        "{result} Une Suite ne rapporte rien au lanceur : tout se joue à la course.",
        "{result} A Suite scores nothing for the thrower: it is all in the race."),
    "cdc.tuto.race_lost": (
        "{name} a crié le dernier et perd {points} points (vous : {you}).",
        "{name} shouted last and loses {points} points (you: {you})."),
    "cdc.tuto.race_won": (
        "{name} a crié le premier et gagne {points} points (vous : {you}).",
        "{name} shouted first and wins {points} points (you: {you})."),
    "cdc.tuto.race_none": (
        "Personne ne gagne ni ne perd de points à cette course (vous : {you}).",
        "Nobody wins or loses points in this race (you: {you})."),
    "cdc.tuto.cv_throw": (
        "Lancez : ce sera une Chouette Velute (2-2-4), une paire qui fait le troisième dé "
        "(2 + 2 = 4). Elle n'est à personne d'office : le premier à crier « Pas mou le caillou ! "
        "» (touche A) gagne 2 × 4 × 4 = 32 points. Soyez plus vif que Bot 2 !",
        "Throw: it will be a Chouette Velute (2-2-4), a pair that makes the third die "
        "(2 + 2 = 4). It belongs to nobody by right: the first to shout \"Pas mou le caillou!\" "
        "(key A) wins 2 × 4 × 4 = 32 points. Be quicker than Bot 2!"),
    "cdc.tuto.cv_ready": (
        "Une Chouette Velute : la course « Pas mou le caillou ! » attend votre signal. Le "
        "premier à crier gagne 32 points. Prêt ? Appuyez sur Entrée : la course part, puis "
        "appuyez sur A au plus vite.",
        "A Chouette Velute: the race \"Pas mou le caillou!\" waits for your signal. The first "
        "to shout wins 32 points. Ready? Press Enter: the race starts, then press A as fast "
        "as you can."),
    "cdc.tuto.cv_race": (
        "C'est parti ! Appuyez sur A : « Pas mou le caillou ! » Le premier à crier gagne.",
        "Go! Press A: \"Pas mou le caillou!\" The first to shout wins."),
    "cdc.tuto.cv_result": (
        "{result} Le lanceur d'une Chouette Velute n'a que sa vitesse pour marquer.",
        "{result} The thrower of a Chouette Velute scores only by being quick."),
    "cdc.tuto.neant_throw": (
        "Bot 2 joue, puis lancez votre dernier tour de la leçon.",
        "Bot 2 plays, then throw your last turn of the lesson."),
    "cdc.tuto.neant": (
        "Néant ({dice}) : ni paire, ni somme, ni suite. Aucun point, mais une Grelottine (un "
        "droit de défi des règles complètes). En partie, les dés ne sont plus arrangés ; les "
        "autres règles (Sirotage, Civet, Bévue…) sont dans Règles, au menu principal.",
        "Néant ({dice}): no pair, no sum, no run. No points, but a Grelottine (a right to "
        "challenge, in the full rules). In a real game the dice are not arranged; the other "
        "rules (Sirotage, Civet, Bévue…) are under Rules, in the main menu."),
    # window-cdc: the online table (deboule/games/cul_de_chouette/online.py)
    "cdc.online.waiting": ("Salle {room} : en attente des autres joueurs…",
                           "Room {room}: waiting for the other players…"),
    "cdc.online.open_seats": ("Places encore libres : {seats}", "Seats still open: {seats}"),
    "cdc.online.person": ("Joueur {n}", "Player {n}"),  # a person's seat in an online room
    # the Graines (house rule of aribautg): the pause menu is getting up from the table
    # (deboule/games/cul_de_chouette/graines_pause.py)
    "cdc.graines.say": ("« Je ne mange pas de graines ! » (sinon Bévue)",
                        "\"Je ne mange pas de graines!\" (else a Bévue)"),
    "cdc.graines.say_name": ("{name} : « Je ne mange pas de graines ! »",
                             "{name}: \"Je ne mange pas de graines!\""),
}
