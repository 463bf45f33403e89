"""User-interface text, French first, English available."""

from __future__ import annotations

import importlib
import threading

LANGS = ("fr", "en")

_TEXT: dict[str, tuple[str, str]] = {
    "title": ("Le Déboulé", "Le Déboulé"),
    "subtitle": ("et les jeux de dés de Kaamelott", "and the Kaamelott dice games"),
    "setup.variant": ("Variante", "Variant"),
    "variant.classique": ("classique", "classic"),
    "variant.aveugle": ("relance aveugle", "blind reshake"),
    "menu.resume": ("Reprendre la dernière partie", "Resume the last game"),
    "menu.rules": ("Règles", "Rules"),
    "menu.settings": ("Réglages", "Settings"),
    "menu.watch": ("Regarder les bots", "Watch the bots"),
    "menu.learn": ("Apprendre à jouer", "Learn to play"),
    "menu.watch_again": ("Revoir une partie", "Watch a game again"),
    "watch.title": ("Regarder les bots", "Watch the bots"),
    "watch.game": ("Jeu", "Game"),
    "watch.bots": ("Bots", "Bots"),
    "watch.level": ("Niveau", "Level"),
    "watch.level.strongest": ("le plus fort", "the strongest"),
    "watch.level.mixed": ("mélangés", "mixed"),
    "menu.quit": ("Quitter", "Quit"),
    "menu.back": ("Retour", "Back"),
    "menu.start": ("Commencer", "Start"),
    "menu.hint": ("Flèches : choisir — Entrée : valider — Échap : retour",
                  "Arrows: choose — Enter: confirm — Esc: back"),
    "menu.choice": ("{label} : ‹ {value} ›", "{label}: ‹ {value} ›"),  # a setting's line
    "menu.quit_question": ("Quitter le jeu ?", "Quit the game?"),
    "menu.quit_yes": ("Quitter", "Quit"),
    "menu.quit_no": ("Rester", "Stay"),
    "menu.offer_resume": ("Une partie est en cours : {game}. La reprendre ?",
                          "A game of {game} is under way. Resume it?"),
    "menu.offer_yes": ("Reprendre la partie", "Resume the game"),
    "menu.offer_no": ("Plus tard (menu principal)", "Later (main menu)"),
    "refusal.rules": ("Coup refusé par les règles.", "Move refused by the rules."),
    # a refusal written in both languages where it is raised (a program's bad argument, a
    # save that does not read): `Refusal.said(fr, en)`
    "refusal.said": ("{fr}", "{en}"),
    "refusal.bad_input": ("Ce jeu ne prend pas d'entrée {kind}.",
                          "This game takes no {kind} input."),
    # the rules' refusals, by their code (deboule.rules.core.IllegalAction.code)
    # issue 32 (caps): a numeric option out of its range (deboule/rules/core/ranges.py)
    "refusal.option_range": ("Option {option} : un nombre entier de {low} à {high}, pas {value}.",
                             "Option {option}: a whole number from {low} to {high}, not "
                             "{value}."),
    "cli.preset_range": ("--preset refusé : {fr}", "--preset refused: {en}"),
    "refusal.bad_action": ("Ce coup n'existe pas dans ce jeu.", "No such move in this game."),
    "refusal.bad_save": ("La sauvegarde ne se rejoue pas.", "The save does not replay."),
    "refusal.piece_not_now": ("On ne peut pas lancer {piece} maintenant.",
                              "You cannot throw {piece} now."),
    "refusal.no_relance": ("Pas de relance : la flèche doit être sur le dessus après le lancer.",
                           "No relance: the arrow must show on top after the throw."),
    "refusal.chapeau_no_target": ("On ne chapeaute que la déboule adverse ou la tour libre la "
                                  "plus proche.", "You may only cap the nearest opposing "
                                  "déboule or the nearest free tower."),
    "refusal.bascule_blocked": ("Ce sens de bascule est bloqué par une pièce ou un rail.",
                                "That tipping direction is blocked by a piece or a rail."),
    "refusal.force_no_target": ("On ne force la relance que d'une déboule adverse qui n'est "
                                "pas sur une tour.", "You may only force an opposing déboule "
                                "not on a tower to be thrown again."),
    "refusal.dechole_no_target": ("La Déchole retire une déboule adverse qui n'est pas sur une "
                                  "tour.", "The Déchole removes an opposing déboule not on a "
                                  "tower."),
    "rules.hint": ("Page préc./suiv. ou molette : faire défiler — Échap : retour",
                   "Page Up/Down or the wheel: scroll — Esc: back"),
    "level.novice": ("débutant", "novice"),
    "level.casual": ("amateur", "casual"),
    "level.regular": ("habitué", "regular"),
    "level.expert": ("expert", "expert"),
    "level.human": ("joueur", "player"),
    "preset.kaamelott": ("Kaamelott", "Kaamelott"),
    "preset.iruo": ("IRUO", "IRUO"),
    "preset.tables": ("Règles des tables", "House rules"),
    "setup.seat": ("Joueur {n}", "Player {n}"),
    "setup.none": ("—", "—"),
    "setup.human": ("Humain", "Human"),
    "setup.bot": ("Bot {level}", "Bot {level}"),
    "setup.teams": ("Équipes (à quatre)", "Teams (four players)"),
    "setup.preset": ("Règles", "Rules"),
    "setup.seed": ("Graine", "Seed"),
    "on": ("oui", "yes"),
    "off": ("non", "no"),
    "settings.title": ("Réglages", "Settings"),
    "settings.lang": ("Langue", "Language"),
    "settings.volume": ("Volume", "Volume"),
    "settings.quality": ("Qualité graphique", "Graphics quality"),
    "settings.window": ("Fenêtre", "Window"),
    "settings.fullscreen": ("Plein écran", "Fullscreen"),
    "settings.colour_safe": ("Couleurs pour daltoniens", "Colour-blind-safe colours"),
    "quality.auto": ("automatique", "automatic"),
    "quality.low": ("basse", "low"),
    "quality.high": ("haute", "high"),
    "pause.title": ("Pause", "Paused"),
    "pause.resume": ("Continuer", "Continue"),
    "pause.menu": ("Menu principal (partie sauvegardée)", "Main menu (game saved)"),
    "pause.menu_watched": ("Menu principal", "Main menu"),  # a watched match is not saved
    "rules.title": ("Règles", "Rules"),
    "game.over": ("Partie terminée", "Game over"),
    "game.winner": ("{name} gagne !", "{name} wins!"),
    "game.score": ("Score", "Score"),
    "hud.turn": ("À {name} de lancer", "{name} to throw"),
    "hud.why": ("(le plus loin du cochondé)", "(farthest from the cochondé)"),
    "hud.side_score": ("{side} : {score} / {target}", "{side}: {score} / {target}"),
    "headless.side_score": ("{side} : {score}", "{side}: {score}"),
    "hud.stake": ("Mise du cochondé : {n}", "Cochondé stake: {n}"),
    "hud.left": ("reste {n}", "{n} left"),
    "hud.flick": ("Cliquez derrière la réglette, glissez et relâchez pour lancer",
                  "Press behind the réglette, drag and release to throw"),
    "hud.keys": ("Clavier : ←/→ viser, ↑/↓ puissance, A/E effet, Espace lancer — "
                 "C caméra, Échap pause",
                 "Keys: ←/→ aim, ↑/↓ power, A/E spin, Space throw — C camera, Esc pause"),
    "hud.bot_thinking": ("{name} réfléchit…", "{name} is thinking…"),
    "hud.bot_seat": ("{seat} ({bot})", "{seat} ({bot})"),
    "hud.rolling": ("Ça roule…", "Rolling…"),
    "hud.choose": ("{name} : choisissez", "{name}: choose"),
    "hud.towers": ("{name} place les DéTours (1–9 pour basculer, Entrée pour valider)",
                   "{name} places the towers (1–9 to toggle, Enter to confirm)"),
    "hud.towers_watched": ("{name} place les DéTours", "{name} places the towers"),
    # the opening throws (seed: "Le score le plus élevé détermine le joueur qui prend la main")
    "hud.roll_off_why": ("(le plus haut prend la main)", "(the highest takes the lead)"),
    # the result of a throw in large print (deboule/screens/big_face.py), in every dice game
    "bigface.top": ("Dessus : {faces}", "On top: {faces}"),
    "bigface.hint": ("Z maintenu : loupe sous la souris", "Hold Z: magnify under the mouse"),
    "bigface.face.fleche": ("Flèche", "Arrow"),
    "bigface.face.chapeau": ("Chapeau", "Hat"),
    "bigface.face.losange": ("Losange", "Diamond"),
    "bigface.face.arc": ("Arc", "Bow"),
    "bigface.face.blank": ("Vide", "Blank"),
    "camera.auto": ("caméra automatique", "automatic camera"),
    "camera.behind": ("vue de lancer", "throw view"),
    "camera.top": ("vue de dessus", "top view"),
    "camera.orbit": ("vue libre", "free view"),
    "headless.saved": ("Image de la table finale : {path}", "Final table picture: {path}"),
    "headless.no_display": ("Pas d'écran : une partie de bots se joue sans fenêtre.",
                            "No display: a bot match is played without a window."),
    # files read back (deboule/files/safe_json.py): why one is refused
    "file.missing": ("fichier introuvable", "no such file"),
    # records that cannot be used (deboule/replays/records.py RecordError): the file, then the
    # reason
    "record.file": ("{source} : {reason}", "{source}: {reason}"),
    "record.not_plain": ("{source} : le record n'est pas fait de données JSON simples ({detail})",
                         "{source}: the record is not plain JSON data ({detail})"),
    "record.not_object": ("{source} : un record est un objet JSON, pas {got}",
                          "{source}: a record is a JSON object, got {got}"),
    "record.not_record": ("{source} : ce n'est pas un record de partie",
                          "{source}: not a game record"),
    "record.bad_version": ("{source} : version de record inconnue ({version})",
                           "{source}: unsupported record version ({version})"),
    "record.newer": ("{source} : écrit par une version plus récente du jeu (version {version} "
                     "> {ours}) : mettez le jeu à jour", "{source}: written by a newer version "
                     "of the game (record version {version} > {ours}); update the game"),
    "record.incomplete": ("{source} : record incomplet, il manque {missing}",
                          "{source}: incomplete record, missing {missing}"),
    "record.unknown_game": ("{source} : jeu inconnu {game} ; les jeux sont {games}",
                            "{source}: unknown game {game}; games are {games}"),
    "record.options": ("{source} : « options » doit être un objet",
                       "{source}: options must be an object"),
    "record.seed": ("{source} : la graine (seed) doit être un entier",
                    "{source}: seed must be an integer"),
    "record.inputs": ("{source} : « inputs » doit être une liste",
                      "{source}: inputs must be a list"),
    "record.input": ("{source} : l'entrée {index} doit être un objet non vide",
                     "{source}: input {index} must be a non-empty object"),
    "record.final": ("{source} : « final » doit contenir les scores (une liste) et les poses "
                     "(un objet)", "{source}: final must hold the scores (a list) and the "
                     "poses (an object)"),
    "record.scores": ("{source} : les scores finaux doivent être des nombres",
                      "{source}: final scores must be numbers"),
    "record.pose": ("{source} : la pose finale de {piece} doit être [[x, y, z], [w, x, y, z]]",
                    "{source}: the final pose of {piece} must be [[x, y, z], [w, x, y, z]]"),
    # issue 32 (verify): a record's fields no game writes
    "record.seed_range": ("{source} : graine {seed} hors de ce qu'un jeu écrit (0 à {high})",
                          "{source}: seed {seed} outside what a game writes (0 to {high})"),
    "record.seats": ("{source} : « seats » doit être une liste de 2 à 16 places ({known}, ou "
                     "paquet.module:Nom)", "{source}: seats must be a list of 2 to 16 seats "
                     "({known}, or package.module:Name)"),
    "record.digest": ("{source} : l'empreinte (digest) doit être 64 chiffres hexadécimaux",
                      "{source}: digest must be 64 hexadecimal digits"),
    # issue 33: an online record's keyframes (deboule/replays/record_motions.py)
    "record.motions": ("{source} : images-clés refusées (motions[{index}]) : {reason}",
                       "{source}: keyframes refused (motions[{index}]): {reason}"),
    "file.unreadable": ("illisible ({reason})", "unreadable ({reason})"),
    "file.not_regular": ("pas un fichier ordinaire ({kind})", "not a regular file ({kind})"),
    "file.kind.directory": ("un dossier", "a folder"),
    "file.kind.fifo": ("un tube nommé", "a named pipe"),
    "file.kind.device": ("un périphérique", "a device"),
    "file.kind.socket": ("une socket", "a socket"),
    "file.kind.other": ("type inconnu", "unknown type"),
    "file.too_large": ("plus de {limit} octets", "larger than {limit} bytes"),
    "file.not_utf8": ("pas du texte UTF-8", "not UTF-8 text"),
    "file.not_json": ("JSON invalide, tronqué ou corrompu : {detail}",
                      "not valid JSON, truncated or corrupt: {detail}"),
    "file.too_deep": ("imbriqué trop profondément (plus de {limit} niveaux)",
                      "nested too deeply (more than {limit} levels)"),
    "file.too_dense": ("trop de valeurs pour sa taille (plus de {factor} fois sa taille en "
                       "mémoire)", "too many values for its size (more than {factor} times "
                       "its size in memory)"),
    "file.bad_constant": ("{name} n'est pas un nombre permis", "{name} is not an allowed number"),
    "file.bad_number": ("nombre hors limites : {number}", "number out of range: {number}"),
    "file.duplicate_key": ("la clé {key} apparaît deux fois dans un objet",
                           "key {key} appears twice in one object"),
    # issue 32 (cards): a record of L'Enculette or Chamot holds only what the game writes
    "replay.field": ("{path} : enregistré {recorded}, le jeu écrit {written}",
                     "{path}: recorded {recorded}, the game writes {written}"),
    "replay.input": ("entrée {index} : {detail}", "input {index}: {detail}"),
    "replay.after_end": ("la partie est finie, le jeu n'écrit plus rien",
                         "the game is over, the game writes nothing more"),
    "replay.step": ("étape {step} : enregistré {recorded}, rejoué {replayed}",
                    "step {step}: recorded {recorded}, replayed {replayed}"),
    "replay.before_input": ("avant l'entrée {index}, {detail}", "before input {index}, {detail}"),
    "replay.seats": ("places {seats} : chacune « human » ou un niveau ({levels})",
                     "seats {seats}: each 'human' or a level ({levels})"),
    "replay.bot_seats": ("places {seats} : chacune un niveau ({levels})",
                         "seats {seats}: each a level ({levels})"),
    "replay.players": ("{players} joueurs pour {seats} places",
                       "{players} players for {seats} seats"),
    "replay.options": ("options refusées : {reason}", "options refused: {reason}"),
    "replay.bad_option": ("option hors des règles ({detail})",
                          "option out of the rules ({detail})"),
    "replay.ends_early": ("les entrées s'arrêtent avant la fin de la partie",
                          "the inputs end before the game does"),
    "file.bad_text": ("texte invalide (demi-caractère UTF-16 isolé)",
                      "invalid text (a lone UTF-16 surrogate)"),
    # settings.json values
    "settings.not_object": ("les réglages sont un objet JSON", "settings are a JSON object"),
    "settings.bad_version": ("version des réglages inconnue : {value}",
                             "unknown settings version: {value}"),
    "settings.unknown": ("réglages inconnus : {names}", "unknown settings: {names}"),
    "settings.bad_lang": ("langue non prévue : {value}", "language not offered: {value}"),
    "settings.bad_volume": ("volume hors de 0 à 1 : {value}", "volume outside 0 to 1: {value}"),
    "settings.bad_quality": ("qualité non prévue : {value}", "quality not offered: {value}"),
    "settings.bad_window": ("taille de fenêtre non prévue : {value}",
                            "window size not offered: {value}"),
    "settings.bad_fullscreen": ("plein écran n'est ni oui ni non : {value}",
                                "fullscreen is neither yes nor no: {value}"),
    "settings.bad_colour_safe": ("couleurs adaptées n'est ni oui ni non : {value}",
                                 "colour-blind-safe is neither yes nor no: {value}"),
    # autosaves (deboule/files/saves.py)
    "save.none": ("aucune partie sauvegardée", "no saved game"),
    "save.not_object": ("une sauvegarde est un objet JSON", "a save is a JSON object"),
    "save.no_version": ("sauvegarde sans version", "a save without a version"),
    "save.newer": ("sauvegarde d'une version plus récente du jeu ({version})",
                   "saved by a newer version of the game ({version})"),
    "save.older": ("sauvegarde d'une ancienne version du jeu ({version})",
                   "saved by an older version of the game ({version})"),
    "save.bad_kind": ("jeu inconnu : {kind}", "unknown game: {kind}"),
    "save.no_data": ("sauvegarde sans partie", "a save without a game"),
    "save.unusable": ("la partie ne se reconstruit pas ({detail})",
                      "the game cannot be rebuilt ({detail})"),
    "save.finished": ("partie déjà terminée", "the game is already over"),
    "save.all_busy": ("trop de parties ouvertes dans ce dossier de données",
                      "too many games open in this data folder"),
    "save.failed": ("Sauvegarde impossible : {reason} (la partie continue)",
                    "Cannot save: {reason} (the game goes on)"),
    "save.record_failed": ("Record de la partie non écrit : {reason}",
                           "The game's record was not written: {reason}"),
    # issue 32 (files): a slot's lock file that cannot be opened
    "save.lock_symlink": ("lien symbolique, jamais suivi", "symbolic link, never followed"),
    "save.lock_folder": ("dossier", "folder"),
    "save.lock_special": ("pas un fichier ordinaire", "not a regular file"),
    "notice.save_other_slot": ("Verrou {lock} inutilisable ({reason}) : partie sauvegardée "
                               "dans {slot}",
                               "Lock {lock} unusable ({reason}): game saved in {slot}"),
    # what the window tells the player (and the terminal, in both languages)
    "notice.settings_refused": ("Réglages ignorés ({reason}) : réglages par défaut. Le fichier "
                                "est gardé de côté : {kept}",
                                "Settings ignored ({reason}): defaults used. The file is kept "
                                "aside: {kept}"),
    "notice.settings_refused_in_place": ("Réglages ignorés ({reason}) : réglages par défaut "
                                         "({file})",
                                         "Settings ignored ({reason}): defaults used ({file})"),
    "notice.quality_wait": ("Préparation des graphismes… un instant",
                            "Preparing the graphics… one moment"),
    "notice.quality_lowered": ("Qualité graphique automatique : basse, pour garder 60 images "
                               "par seconde (à changer dans les réglages)",
                               "Automatic graphics quality: low, to keep 60 frames a second "
                               "(change it in the settings)"),
    "notice.settings_not_saved": ("Réglages non enregistrés : {reason}",
                                  "Settings not saved: {reason}"),
    "notice.save_refused": ("Partie sauvegardée refusée ({reason}). Le fichier est gardé de "
                            "côté : {kept}",
                            "Saved game refused ({reason}). The file is kept aside: {kept}"),
    "notice.save_refused_in_place": ("Partie sauvegardée refusée ({reason}) : {file}",
                                     "Saved game refused ({reason}): {file}"),
    "notice.no_save": ("Aucune partie sauvegardée à reprendre.", "No saved game to resume."),
    "notice.save_elsewhere": ("Partie sauvegardée avec un autre moteur physique ({recorded} ; "
                              "ici {here}) : elle reprend d'après ses coups, et les dés ont pu "
                              "retomber autrement.",
                              "Game saved with another physics engine ({recorded}; here "
                              "{here}): resumed from its moves, and the dice may have fallen "
                              "otherwise."),
    "headless.picture_failed": ("Image de la table finale non écrite ({path}) : {reason}",
                                "Final table picture not written ({path}): {reason}"),
    "headless.no_resume": ("Pas d'écran : impossible de reprendre une partie sauvegardée.",
                           "No display: a saved game cannot be resumed."),
    "headless.no_online": ("Pas d'écran : une place dans une salle en ligne se joue dans la "
                           "fenêtre ; rien n'est joué (deboule sim --online fait jouer des "
                           "bots dans une salle sans fenêtre)",
                           "No display: a seat in an online room is played in the window; "
                           "nothing is played (deboule sim --online has bots play a room "
                           "headless)"),
    "shell.bad_fps": ("{variable}={value} ignoré : une cadence de {low} à {high} images par "
                      "seconde est attendue ; on garde {high}",
                      "{variable}={value} ignored: a rate of {low} to {high} frames a second is "
                      "expected; {high} kept"),
    # the command line (deboule/cli.py): one line in French and English
    "cli.error": ("erreur : {reason}", "error: {reason}"),
    "cli.no_command": ("une commande est attendue : play, sim, replay ou bench",
                       "a command is expected: play, sim, replay or bench"),
    "cli.unrecognized": ("arguments inconnus : {args}", "unrecognized arguments: {args}"),
    "cli.missing": ("arguments manquants : {args}", "missing arguments: {args}"),
    "cli.invalid_choice": ("{arg} : choix inconnu {value} (choisir parmi {choices})",
                           "{arg}: unknown choice {value} (choose among {choices})"),
    "cli.expected_value": ("{arg} : une valeur est attendue", "{arg}: a value is expected"),
    "cli.bad_argument": ("{arg} : {detail}", "{arg}: {detail}"),
    "cli.bad_arguments": ("arguments invalides : {detail}", "bad arguments: {detail}"),
    "cli.unknown_name": ("{what} : {value} inconnu (choisir parmi {choices})",
                         "{what}: {value} is unknown (choose among {choices})"),
    "cli.option.port": ("le port (--port)", "the port (--port)"),
    # network addresses (deboule/online/net_address.py)
    "address.bad_host": ("{option} : hôte inutilisable « {value} » ({why})",
                         "{option}: unusable host \"{value}\" ({why})"),
    "address.bad_url": ("adresse de serveur invalide : {value} ({why} ; attendu ws://hôte:port)",
                        "invalid server address: {value} ({why}; expected ws://host:port)"),
    "address.bad_url_host": ("adresse de serveur invalide : {value} (hôte {host} inutilisable : "
                             "{why})",
                             "invalid server address: {value} (unusable host {host}: {why})"),
    "address.host.empty": ("nom vide", "empty name"),
    "address.host.too_long": ("plus de 253 caractères", "over 253 characters"),
    "address.host.bad_ip": ("adresse IP mal formée", "malformed IP address"),
    "address.host.bad_name": ("nom de domaine mal formé", "malformed domain name"),
    "address.url.form": ("trop longue, mal formée, ou caractère de contrôle ou illisible",
                         "too long, malformed, or a control or unreadable character"),
    "address.url.scheme": ("elle commence par ws:// ou wss://",
                           "it starts with ws:// or wss://"),
    "address.url.no_host": ("pas d'hôte", "no host"),
    "address.url.port": ("un port de 1 à 65535", "a port from 1 to 65535"),
    "address.url.rest": ("caractère non ASCII ou espace après l'hôte",
                         "a non-ASCII character or a space after the host"),
    "cli.option.seat": ("la place (--seat)", "the seat (--seat)"),
    "cli.online_needed": ("--room, --seat et --watch vont avec --online ws://hôte:port",
                          "--room, --seat and --watch go with --online ws://host:port"),
    "cli.room_code": ("code de salle invalide : {value} (8 lettres et chiffres)",
                      "invalid room code: {value} (8 letters and digits)"),
    "cli.bad_name": ("nom invalide (40 caractères imprimables au plus)",
                     "invalid name (at most 40 printable characters)"),
    "cli.option.seed": ("la graine (--seed)", "the seed (--seed)"),
    "cli.option.players": ("le nombre de joueurs (--players)",
                           "the number of players (--players)"),
    "cli.not_integer": ("{what} est un entier de {low} à {high}, pas {value}",
                        "{what} is an integer from {low} to {high}, not {value}"),
    "cli.players": ("{game} se joue de {low} à {high} joueurs, pas {n}",
                    "{game} is played by {low} to {high} players, not {n}"),
    "cli.bots_count": ("--bots donne {got} niveaux pour {n} joueurs",
                       "--bots gives {got} levels for {n} players"),
    "cli.no_preset": ("{game} n'a pas de règles au choix (--preset)",
                      "{game} has no rule presets (--preset)"),
    "cli.bad_preset": ("--preset refusé : {detail}", "--preset refused: {detail}"),
    "cli.bot_spec": ("--bots : {spec} n'est ni un niveau ni un bot paquet.module:Nom",
                     "--bots: {spec} is neither a level nor a bot package.module:Name"),
    "cli.bot_module": ("--bots : impossible d'importer le module de {spec} ({detail})",
                       "--bots: cannot import the module of {spec} ({detail})"),
    "cli.replay_bots": ("--bots de replay : des bots à soi paquet.module:Nom seulement (les "
                        "niveaux sont ceux du record), pas {spec}", "replay's --bots: bots of "
                        "one's own package.module:Name only (levels are the record's), not {spec}"),
    "cli.bot_name": ("--bots : le module de {spec} n'a pas de {detail}",
                     "--bots: the module of {spec} has no {detail}"),
    "cli.bot_failed": ("--bots : {spec}() a échoué ({detail})",
                       "--bots: {spec}() failed ({detail})"),
    "cli.not_a_bot": ("--bots : {spec} ne donne pas un bot (il faut une méthode act(state, "
                      "player))", "--bots: {spec} does not make a bot (it needs a method "
                      "act(state, player))"),
    "cli.no_join": ("{game} n'a pas d'arrivée en cours de partie (--join)",
                    "{game} has no joining a game in progress (--join)"),
    "cli.option.join_round": ("le tour d'arrivée de --join (NIVEAU@TOUR)",
                              "--join's round (LEVEL@ROUND)"),
    "cli.no_bench": ("les mesures (bench) viennent avec les sources du jeu, pas avec le paquet "
                     "installé : lancez-les depuis une copie du dépôt",
                     "the benchmarks (bench) come with the game's sources, not with the installed "
                     "package: run them from a clone of the repository"),
    "cli.no_folder": ("{option} : le dossier {folder} n'existe pas",
                      "{option}: the folder {folder} does not exist"),
    "cli.unwritable": ("{option} : impossible d'écrire {path} ({reason})",
                       "{option}: cannot write {path} ({reason})"),
    "cli.not_a_file.folder": ("{option} : {path} est un dossier", "{option}: {path} is a folder"),
    "cli.not_a_file.special": ("{option} : {path} n'est pas un fichier ordinaire",
                               "{option}: {path} is not a regular file"),
    "cli.record_failed": ("record non écrit ({path}) : {reason}",
                          "record not written ({path}): {reason}"),
    # data a game needs, missing (deboule.rules.core.errors.DataUnavailable: data.<code>)
    "data.missing": ("données du jeu introuvables : réinstallez deboule",
                     "game data not found: reinstall deboule"),
    "data.dictionary_override": ("dictionnaire français introuvable : {path}.aff/.dic "
                                 "(DEBOULE_HUNSPELL_FR)",
                                 "French dictionary not found: {path}.aff/.dic "
                                 "(DEBOULE_HUNSPELL_FR)"),
    "data.dictionary_not_shipped": ("dictionnaire français absent de l'installation du jeu : "
                                    "réinstallez deboule",
                                    "French dictionary missing from the game's installation: "
                                    "reinstall deboule"),
    # issue 32 (terminal)
    "cli.no_house_words": ("{game} n'a pas de mots de la maison (--house-words)",
                           "{game} has no house words (--house-words)"),
    "cli.display_unreachable.play": (
        "impossible d'ouvrir l'affichage {display} ; sans DISPLAY, le jeu se joue sans fenêtre "
        "(une partie de bots)",
        "cannot open the display {display}; without DISPLAY the game plays headless (a bot "
        "match)"),
    "cli.display_unreachable.watch": (
        "impossible d'ouvrir l'affichage {display} ; sans DISPLAY, deboule replay FICHIER "
        "vérifie l'enregistrement sans fenêtre",
        "cannot open the display {display}; without DISPLAY, deboule replay FILE checks the "
        "record headless"),
}


_GAME_TABLES_LOADED = False
_TABLES_LOCK = threading.RLock()  # the same thread may ask again while it loads


def _load_game_tables() -> None:
    """Each game package may keep its own strings in `deboule/games/<package>/text.py` (a `TEXT`
    dict of the same shape as `_TEXT`), so that adding a game does not touch the shell's table.
    Loaded once, on the first key the shell's table does not know; a key defined twice is a
    programming error."""
    global _GAME_TABLES_LOADED
    with _TABLES_LOCK:  # a second thread waits for the first one's load to end
        if _GAME_TABLES_LOADED:
            return
        _GAME_TABLES_LOADED = True

        # loaded on first use, not with this module: every game, a game's modules (11 ms)
        from deboule.registry import GAMES

        for entry in GAMES:
            table = entry.text_table()
            if table is None:
                continue
            name = f"{entry.parts}.text"
            clash = sorted(set(table) & set(_TEXT))
            if clash:
                raise KeyError(f"{name} redefines {clash}")
            _TEXT.update(table)
        for name in SHELL_TABLES:  # the shell's screens that keep their strings apart
            table = importlib.import_module(name).TEXT
            clash = sorted(set(table) & set(_TEXT))
            if clash:
                raise KeyError(f"{name} redefines {clash}")
            _TEXT.update(table)


# The shell's own tables beside this one: the lessons' coach, the replay viewer.
SHELL_TABLES = ("deboule.screens.coach_text", "deboule.screens.replay_text", "deboule.online.text",
                "deboule.games.game_options_text",
                "deboule.online.limits_text", "deboule.online.web_text")


def entries(prefixes: tuple[str, ...]) -> dict[str, tuple[str, str]]:
    """Every key of the tables (the games' too) starting with one of `prefixes`, with its
    (French, English) pair: what a page outside Python shows (deboule/online/web_text.py)."""
    _load_game_tables()
    return {key: pair for key, pair in _TEXT.items() if key.startswith(prefixes)}


def known(key: str) -> bool:
    """Whether the tables (the shell's and every game's) hold `key`."""
    if key not in _TEXT:
        _load_game_tables()
    return key in _TEXT


def level_word(level: object, lang: str = "fr") -> str:
    """A seat's bot level in `lang` ("débutant"); a bot of one's own (`package.module:Name`)
    by its own name."""
    key = f"level.{level}"
    return tr(key, lang) if known(key) else str(level)


def tr(key: str, lang: str = "fr", /, **values) -> str:
    """The text for `key` in `lang`, with {placeholders} filled; unknown keys show themselves.
    A value that is a `Phrase` or a `Refusal` is put in the same language."""
    if key not in _TEXT:
        _load_game_tables()
    pair = _TEXT.get(key)
    if pair is None:
        return key
    text = pair[1] if lang == "en" else pair[0]
    if not values:
        return text
    return text.format(**{name: value.text(lang) if isinstance(value, Phrase | Refusal) else value
                          for name, value in values.items()})


def is_plural(count: float, lang: str = "fr") -> bool:
    """Whether `count` takes the plural: in French only from 2 ("0 point", "1,5 point"), in
    English for every count but 1 ("0 points", "1 point")."""
    return abs(count) >= 2 if lang != "en" else count != 1


def tr_count(key: str, count: float, lang: str = "fr", /, **values) -> str:
    """The text for `key` with its form chosen by `count`: the tables write "singular|plural"
    ("{n} point|{n} points"), and `count` fills {n}. A text without "|" is used for both."""
    if key not in _TEXT:
        _load_game_tables()
    pair = _TEXT.get(key)
    if pair is None:
        return key
    forms = (pair[1] if lang == "en" else pair[0]).split("|")
    text = forms[-1] if is_plural(count, lang) else forms[0]
    return text.format(**{"n": count, **{
        name: value.text(lang) if isinstance(value, Phrase | Refusal) else value
        for name, value in values.items()}})


class Phrase:
    """A text of the tables with its values, put in a language when shown."""

    def __init__(self, key: str, /, **values) -> None:
        self.key, self.values = key, values

    def text(self, lang: str = "fr") -> str:
        return tr(self.key, lang, **self.values)

    def both(self) -> str:
        """French, then English: one line for the terminal."""
        return f"{self.text('fr')} / {self.text('en')}"

    def __repr__(self) -> str:
        return f"Phrase({self.key!r}, {self.values!r})"


class Refusal(ValueError):
    """An error whose message is a `Phrase`: shown in the player's language in the window,
    in French and English on the terminal (`str()`)."""

    def __init__(self, key: str, /, **values) -> None:
        self.phrase = Phrase(key, **values)
        self.key, self.values = key, values
        super().__init__(self.phrase.both())

    @classmethod
    def said(cls, fr: str, en: str | None = None) -> Refusal:
        """A refusal whose words are given here, French then English (`en` defaults to the
        French): for what a program, not a player, got wrong."""
        return cls("refusal.said", fr=fr, en=fr if en is None else en)

    def text(self, lang: str = "fr") -> str:
        return self.phrase.text(lang)
