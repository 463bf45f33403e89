"""Chamot's strings, French first (loaded by deboule.text.i18n)."""

from __future__ import annotations

TEXT: dict[str, tuple[str, str]] = {
    "chamot.title": ("Chamot", "Chamot"),
    "menu.chamot": ("Jouer au Chamot", "Play Chamot"),
    "setup.title.chamot": ("Chamot — joueurs", "Chamot — players"),
    "chamot.player": ("Joueur {n}", "Player {n}"),
    "chamot.joker": ("joker", "joker"),
    # the guided first game (deboule/games/chamot/tutorial.py): the coach's explanations
    "chamot.tuto.title": ("Chamot", "Chamot"),
    "chamot.tuto.intro": (
        "Au Chamot, on se défait de ses cartes en les posant au bout de trois débuts de mots. "
        "Le premier sans carte gagne. Partie arrangée : vous avez 3 cartes, le bot 8.",
        "In Chamot you get rid of your cards by adding them to three word beginnings. The "
        "first with no card left wins. An arranged game: you hold 3 cards, the bot 8."),
    "chamot.tuto.turn": (
        "Espace (ou un clic sur votre tas) : retournez votre première carte.",
        "Space (or a click on your pile): turn your top card."),
    "chamot.tuto.place": (
        "Un A ! Touche 1 : posez-le sur la rangée 1, qui devient PA. Tapez un mot qui commence "
        "par PA (PAS, PARC…), Tab en propose un, puis Entrée.",
        "An A! Key 1: put it on row 1, which becomes PA. Type a word beginning with PA (PAS, "
        "PARC…), Tab suggests one, then Enter."),
    "chamot.tuto.discard": (
        "Retournez la suivante (Espace) : un Z, qui ne prolonge aucune rangée. D : défaussez-le "
        "dans votre corbeille. Votre tour s'arrête là.",
        "Turn the next one (Space): a Z, which fits no row. D: discard it into your corbeille. "
        "Your turn ends there."),
    "chamot.tuto.bot_turn": (
        "Le bot joue à son tour : il retourne, pose ou défausse.",
        "The bot plays its turn: it turns, places or discards."),
    "chamot.tuto.corbeille": (
        "Votre corbeille (en bas) garde votre {mine} : ses cartes comptent encore, vous les "
        "jouerez (C) quand votre tas sera vide. Celle du bot montre un {bot} (à droite).",
        "Your corbeille (bottom) keeps your {mine}: its cards still count, you will play them "
        "(C) once your pile is empty. The bot's shows an {bot} (right)."),
    "chamot.tuto.move": (
        "Déplacez des lettres : M, 1 (la rangée d'où elles partent), 3 (celle où elles vont) : "
        "le A passe sur S. Tapez un mot en SA (SANS, SAC…), Entrée.",
        "Move letters: M, 1 (the row they leave), 3 (the row they join): the A goes onto S. "
        "Type a word in SA (SANS, SAC…), Enter."),
    "chamot.tuto.coup_vache": (
        "Retournez votre dernière carte : un Y. Y suit {bot} dans l'alphabet : L puis 2 le "
        "charge sur la corbeille du bot. Un coup vache : une carte de moins pour vous, une de "
        "plus pour lui.",
        "Turn your last card: a Y. Y follows {bot} in the alphabet: L then 2 loads it onto the "
        "bot's corbeille. A coup vache: one card less for you, one more for it."),
    "chamot.tuto.bot_again": (
        "Votre tas est vide : le tour passe au bot.",
        "Your pile is empty: the turn goes to the bot."),
    "chamot.tuto.blocked": (
        "Tas vide : vous jouez le dessus de votre corbeille, le {mine}. Il ne prolonge aucune "
        "rangée et ne suit pas le {bot} du bot : B, vous êtes bloqué. Avec une seule carte, "
        "vous la gardez.",
        "Empty pile: you play your corbeille's top, the {mine}. It fits no row and does not "
        "follow the bot's {bot}: B, you are blocked. With one card left, you keep it."),
    "chamot.tuto.bot_last": (
        "Le bot joue : regardez la rangée 1.",
        "The bot plays: watch row 1."),
    "chamot.tuto.finish": (
        "La rangée 1 dit PI : votre Z en fait PIZ… C, puis 1, tapez PIZZA, Entrée : votre "
        "dernière carte !",
        "Row 1 reads PI: your Z makes it PIZ… C, then 1, type PIZZA, Enter: your last card!"),
    "chamot.tuto.outcome": (
        "Gagné : plus aucune carte ! Le bot en garde {bot_cards}. Sinon, après trois tours "
        "complets sans pose ni défausse, le moins de cartes gagne. Une vraie partie : 24 ou "
        "48 cartes chacun.",
        "You won: no card left! The bot keeps {bot_cards}. Otherwise, after three full rounds "
        "with nobody placing or discarding, the fewest cards win. A real game: 24 or 48 cards "
        "each."),
    # set-up
    "chamot.setup.length": ("Partie", "Game"),
    # "min." is the seed's word for a lower-case card: said in full, not read as minutes
    "chamot.length.normal": ("complète (96 cartes minuscules)", "full (96 lower-case cards)"),
    "chamot.length.short": ("courte (48 cartes minuscules)", "short (48 lower-case cards)"),
    "chamot.setup.thinking": ("Temps de réflexion", "Thinking time"),
    "chamot.thinking.seconds": ("{n} s", "{n} s"),
    "chamot.thinking.off": ("sans limite", "no limit"),
    "chamot.setup.house_words": ("Mots de la maison : {n}", "House words: {n}"),
    # the house words' screen (H4)
    "chamot.house.title": ("Chamot — mots de la maison", "Chamot — house words"),
    "chamot.house.subtitle": ("Acceptés en plus du lexique · accents facultatifs",
                              "Accepted besides the lexicon · accents optional"),
    "chamot.house.entry": ("Nouveau mot : {word}", "New word: {word}"),
    "chamot.house.none": ("Aucun mot de la maison pour l'instant", "No house words yet"),
    "chamot.house.added": ("« {word} » ajouté aux mots de la maison",
                           "\"{word}\" added to the house words"),
    "chamot.house.removed": ("« {word} » retiré des mots de la maison",
                             "\"{word}\" removed from the house words"),
    "chamot.house.hint": ("Tapez un mot, Entrée : l'ajouter · ↑/↓ : choisir · Suppr : retirer · "
                          "Échap : retour", "Type a word, Enter: add it · Up/Down: choose · "
                          "Delete: remove · Esc: back"),
    "settings.bad_chamot_house_words": ("mots de la maison du Chamot invalides : {value}",
                                        "Chamot house words are not valid: {value}"),
    # the table
    "chamot.row": ("Rangée {n}", "Row {n}"),
    "chamot.pile": ("Tas : {n}", "Pile: {n}"),
    "chamot.corbeille": ("Corbeille : {n}", "Corbeille: {n}"),
    # the common piles (H3), their name and count under each
    # the seed's "maj." and "min." shown as what the cards carry: capitals, small letters
    "chamot.common.maj_pile": ("Pioche ABC", "ABC pile"),
    "chamot.common.maj_corbeille": ("Corbeille ABC", "ABC corbeille"),
    "chamot.common.min_corbeille": ("Corbeille abc", "abc corbeille"),
    "chamot.common.count": ("{n} carte|{n} cartes", "{n} card|{n} cards"),  # tr_count
    "chamot.cards_left": ("{n} carte|{n} cartes", "{n} card|{n} cards"),  # tr_count
    "chamot.you": ("vous", "you"),
    "chamot.elsewhere": ("en ligne", "online"),  # online: a person at another window
    "chamot.bot": ("bot {level}", "{level} bot"),
    # whose turn and what to do
    "chamot.turn": ("À {name} de jouer", "{name} to play"),
    "chamot.thinking_bot": ("{name} réfléchit…", "{name} is thinking…"),
    "chamot.time_left": ("{s} s", "{s} s"),
    "chamot.handover": ("Au tour de {name} : passez-lui l'écran, puis Entrée",
                        "{name}'s turn: hand them the screen, then Enter"),
    "chamot.do.free": ("Espace : retourner une carte · déplacez des lettres ou retirez un mot",
                       "Space: turn a card · move letters or remove a word"),
    "chamot.do.corbeille": ("Tas vide : jouez votre corbeille, ou B si vous êtes bloqué",
                            "Pile empty: play your corbeille, or B if you are blocked"),
    "chamot.do.holding": ("Posez « {letter} » sur une rangée (1, 2, 3 ou glissez), "
                          "chargez un adversaire, ou D : défausser",
                          "Place \"{letter}\" on a row (1, 2, 3 or drag), load an opponent, "
                          "or D: discard"),
    "chamot.hand": ("En main : {letter}", "In hand: {letter}"),
    "chamot.hand_hidden": ("{name} tient une carte", "{name} holds a card"),
    "chamot.word_prompt": ("Mot annoncé : {word}", "Word announced: {word}"),
    "chamot.word_hint": ("Entrée : valider · Échap : annuler", "Enter: confirm · Esc: cancel"),
    "chamot.word.word": ("✓ un mot", "✓ a word"),
    "chamot.word.partial": ("… continuez", "… go on"),
    "chamot.word.no": ("✗ aucun mot ainsi", "✗ no such word"),
    "chamot.word.short": ("au moins 3 lettres", "at least 3 letters"),
    "chamot.plan.place": ("Poser « {letter} » sur la rangée {row}",
                          "Place \"{letter}\" on row {row}"),
    "chamot.plan.move": ("Déplacer « {letters} » de la rangée {source} à la rangée {target}",
                         "Move \"{letters}\" from row {source} to row {target}"),
    "chamot.plan.remove": ("Retirer le mot de la rangée {row}", "Remove the word of row {row}"),
    "chamot.keys": ("Espace : retourner · 1-3 : poser · M : déplacer · R : retirer · "
                    "C : corbeille · L : charger · D : défausser · B : bloqué · Échap : pause",
                    "Space: turn · 1-3: place · M: move · R: remove · C: corbeille · "
                    "L: load · D: discard · B: blocked · Esc: pause"),
    "chamot.keys.move": ("Déplacer : ←/→ combien de lettres · 1-3 rangée de départ puis "
                         "d'arrivée", "Move: ←/→ how many letters · 1-3 source row then target"),
    "chamot.keys.load": ("Charger : 2-4 le joueur visé (ou glissez sur sa corbeille)",
                         "Load: 2-4 the player aimed at (or drag onto their corbeille)"),
    "chamot.timed_out": ("Temps écoulé : le coup passe", "Time is up: the play passes"),
    "chamot.over": ("Partie terminée — {names} gagne !|Partie terminée — {names} gagnent !",
                    "Game over — {names} wins!|Game over — {names} win!"),  # tr_count: winners
    "chamot.over_hint": ("Entrée : retour au menu", "Enter: back to the menu"),
    "chamot.log_title": ("Journal", "Log"),
    # the log (events of the rules)
    "chamot.log.dealt": ("Donne : {each} min. chacun ; rangées {rows}",
                         "Deal: {each} min. each; rows {rows}"),
    "chamot.log.turned": ("{name} retourne « {letter} »", "{name} turns \"{letter}\""),
    "chamot.log.turned_secret": ("{name} retourne une carte", "{name} turns a card"),
    "chamot.log.placed_hand": ("{name} pose « {letter} » rangée {row} : {word}",
                               "{name} places \"{letter}\" on row {row}: {word}"),
    "chamot.log.placed_corbeille": ("{name} joue « {letter} » de sa corbeille rangée {row} : "
                                    "{word}", "{name} plays \"{letter}\" from their corbeille "
                                    "on row {row}: {word}"),
    "chamot.log.moved": ("{name} déplace « {letters} » de la rangée {source} à la {target} : "
                         "{word}", "{name} moves \"{letters}\" from row {source} to row "
                         "{target}: {word}"),
    "chamot.log.removed": ("{name} retire le mot {word} (rangée {row})",
                           "{name} removes the word {word} (row {row})"),
    "chamot.log.maj_drawn": ("Nouvelle maj. rangée {row} : {letter}",
                             "New capital on row {row}: {letter}"),
    "chamot.log.loaded": ("Coup vache ! {name} charge « {letters} » sur {target}",
                          "Coup vache! {name} loads \"{letters}\" onto {target}"),
    "chamot.log.discarded": ("{name} défausse « {letter} »", "{name} discards \"{letter}\""),
    "chamot.log.joker_forced": ("{name} : joker sans rangée libre, à la corbeille",
                                "{name}: a joker with no free row goes to the corbeille"),
    "chamot.log.blocked": ("{name} est bloqué", "{name} is blocked"),
    "chamot.log.shuffled": ("{name} mélange sa corbeille en un nouveau tas",
                            "{name} shuffles their corbeille into a new pile"),
    "chamot.log.pile_exhausted": ("{name} n'a plus de tas : sa corbeille reste un tour aux "
                                  "autres", "{name}'s pile is empty: their corbeille stays a "
                                  "turn for the others"),
    "chamot.log.over_out_of_cards": ("{names} n'a plus de carte et gagne !",
                                     "{names} has no card left and wins!"),
    "chamot.log.over_idle": ("Trois tours sans jeu : {names} gagne (le moins de cartes)|Trois "
                             "tours sans jeu : {names} gagnent (le moins de cartes)",
                             "Three rounds without play: {names} wins (fewest cards)|Three "
                             "rounds without play: {names} win (fewest cards)"),  # tr_count
    "chamot.log.over_turn_limit": ("Limite de tours : {names} gagne (le moins de cartes)|"
                                   "Limite de tours : {names} gagnent (le moins de cartes)",
                                   "Turn limit: {names} wins (fewest cards)|Turn limit: {names} "
                                   "win (fewest cards)"),  # tr_count: winners
    # deboule sim --game chamot
    "chamot.sim.header": ("Chamot : {n} joueurs ({bots}), graine {seed}",
                          "Chamot: {n} players ({bots}), seed {seed}"),
    "chamot.sim.cards_left": ("  {name} : {n} carte|  {name} : {n} cartes",
                               "  {name}: {n} card|  {name}: {n} cards"),  # tr_count
    "chamot.sim.winner": ("Vainqueur : {names} ({turns} tours)",
                          "Winner: {names} ({turns} turns)"),
    # the rules' refusals, by their code (deboule/rules/chamot, docs/rules-chamot.md)
    "chamot.refusal.other": ("Coup refusé par les règles.", "Move refused by the rules."),
    "chamot.refusal.not_your_turn": ("Ce n'est pas à vous de jouer.", "It is not your turn."),
    "chamot.refusal.no_throw": ("On ne lance rien au Chamot : retournez une carte.",
                                "Nothing is thrown in Chamot: turn a card."),
    "chamot.refusal.bad_action": ("Ce coup n'existe pas au Chamot.", "No such play in Chamot."),
    "chamot.refusal.game_over": ("La partie est finie.", "The game is over."),
    "chamot.refusal.pile_empty": ("Votre tas est vide : jouez votre corbeille ou dites bloqué.",
                                  "Your pile is empty: play your corbeille or say blocked."),
    "chamot.refusal.pile_not_empty": ("Votre tas n'est pas vide : retournez une carte.",
                                      "Your pile is not empty: turn a card."),
    "chamot.refusal.holding_card": ("Posez, chargez ou défaussez d'abord la carte en main.",
                                    "Place, load or discard the card in hand first."),
    "chamot.refusal.no_card_in_hand": ("Vous n'avez pas de carte en main.",
                                       "You hold no card."),
    "chamot.refusal.corbeille_empty": ("Votre corbeille est vide.", "Your corbeille is empty."),
    "chamot.refusal.bad_row": ("Il n'y a pas de telle rangée.", "There is no such row."),
    "chamot.refusal.same_row": ("Les lettres vont sur une autre rangée.",
                                "Letters move to another row."),
    "chamot.refusal.bad_count": ("Cette rangée n'a pas autant de min.",
                                 "That row has not that many min."),
    "chamot.refusal.joker_in_row": ("Un seul joker par rangée.", "One joker per row."),
    "chamot.refusal.row_begins_no_word": ("La rangée de départ ne commencerait plus aucun mot "
                                          "({letters}).", "The source row would begin no "
                                          "word ({letters})."),
    "chamot.refusal.not_letters": ("Un mot est fait de lettres.", "A word is made of letters."),
    "chamot.refusal.word_too_short": ("Le mot annoncé fait au moins 3 lettres.",
                                      "The word announced has at least 3 letters."),
    "chamot.refusal.word_does_not_fit": ("« {word} » ne commence pas par {letters}.",
                                         "\"{word}\" does not begin with {letters}."),
    "chamot.refusal.word_is_not_row": ("La rangée épelle {letters}, pas « {word} ».",
                                       "The row spells {letters}, not \"{word}\"."),
    "chamot.refusal.unknown_word": ("« {word} » n'est pas dans le lexique.",
                                    "\"{word}\" is not in the lexicon."),
    "chamot.refusal.bad_target": ("Il n'y a pas de tel joueur.", "There is no such player."),
    "chamot.refusal.load_self": ("Un coup vache charge un adversaire.",
                                 "A coup vache loads an opponent."),
    "chamot.refusal.target_corbeille_empty": ("Sa corbeille est vide : rien à charger.",
                                              "Their corbeille is empty: nothing to load."),
    "chamot.refusal.row_has_no_min": ("Cette rangée n'a pas de min.", "That row has no min."),
    "chamot.refusal.joker_never_loads": ("Un joker ne charge jamais.", "A joker never loads."),
    "chamot.refusal.bad_house_word": ("« {word} » ne peut pas être un mot de la maison : des "
                                      "lettres seulement, au moins 3.", "\"{word}\" cannot be a "
                                      "house word: letters only, at least 3."),
    "chamot.refusal.house_word_twice": ("« {word} » est déjà un mot de la maison.",
                                        "\"{word}\" is already a house word."),
    "chamot.refusal.house_words_full": ("Pas plus de {n} mots de la maison.",
                                        "No more than {n} house words."),
    # issue 32 (caps): the house words' caps and the options' ranges (deboule/rules/core/ranges.py)
    "chamot.refusal.house_word_too_long": ("« {word} » : un mot de la maison a au plus {n} "
                                           "lettres.", "\"{word}\": a house word has at most "
                                           "{n} letters."),
    "chamot.refusal.option_range": ("Option {option} : un nombre entier de {low} à {high}, "
                                    "pas {value}.", "Option {option}: a whole number from {low} "
                                    "to {high}, not {value}."),
    "settings.chamot_house_words_refused": ("mots de la maison du Chamot : {reason}",
                                            "Chamot house words: {reason}"),
    "chamot.refusal.does_not_follow": ("« {letter} » ne suit pas « {top} » dans l'alphabet.",
                                       "\"{letter}\" does not follow \"{top}\" in the alphabet."),
    "cli.teams.chamot": ("Le Chamot se joue sans équipes (--teams)",
                         "Chamot has no teams (--teams)"),
    # window-cards: an online seat's log, read from the table as it changes
    # (deboule/games/chamot/online_match.py: the seat's view holds the table, not its history)
    "chamot.online.row": ("{name} : rangée {row} → {word}", "{name}: row {row} → {word}"),
    "chamot.online.corbeille": ("Corbeille de {name} : {n} (dessus : {letter})",
                                "{name}'s corbeille: {n} (top: {letter})"),
    "chamot.online.emptied": ("Corbeille de {name} : vide", "{name}'s corbeille: empty"),
}
