"""The strings of "Revoir une partie" (the record list and the viewer), French first.

A table of the shared shell: deboule/text/i18n.py loads it with the games' own tables
(SHELL_TABLES), refusing a key already defined elsewhere."""

from __future__ import annotations

TEXT: dict[str, tuple[str, str]] = {
    "replays.title": ("Revoir une partie", "Watch a game again"),
    "replays.none": ("Aucune partie enregistrée dans {folder}",
                     "No recorded game in {folder}"),
    "replays.line": ("{title} — {date} — {players}", "{title} — {date} — {players}"),
    "replays.human": ("Joueur {n}", "Player {n}"),
    "replays.short_human": ("J{n}", "P{n}"),
    "replays.refused": ("Impossible de revoir cette partie : {reason}",
                        "This game cannot be watched: {reason}"),
    "replays.bad_file": ("Fichier inutilisable : {reason}", "Unusable file: {reason}"),
    # the viewer's HUD line
    "viewer.playing": ("lecture", "playing"),
    "viewer.paused": ("en pause", "paused"),
    "viewer.ended": ("fin de la partie", "end of the game"),
    "viewer.speed": ("×{speed}", "×{speed}"),
    "viewer.round": ("manche {n}/{total}", "round {n}/{total}"),
    "viewer.step": ("coup {n}/{total}", "move {n}/{total}"),
    "viewer.camera": ("caméra {name}", "camera {name}"),
    "viewer.keys": ("Espace : pause — +/- : vitesse — N : coup suivant — ←/→ : manche — "
                    "1-9 : aller à la manche — C : caméra — Échap : retour",
                    "Space: pause — +/-: speed — N: next move — ←/→: round — "
                    "1-9: go to round — C: camera — Esc: back"),
    "viewer.camera.auto": ("automatique", "automatic"),
    "viewer.camera.behind": ("derrière le lanceur", "behind the thrower"),
    "viewer.camera.top": ("de dessus", "from above"),
    "viewer.camera.orbit": ("libre", "free"),
    "viewer.camera.angled": ("de biais", "angled"),
    "viewer.camera.side": ("de côté", "from the side"),
    "viewer.camera.close": ("de près", "close up"),
    # issue 32 (viewer): the list from the files' heads, refused files with why, the reading
    # and the verdict in the background
    "replays.looking": ("Recherche des parties… {done}/{total} fichiers",
                        "Looking for games… {done}/{total} files"),
    "replays.reading": ("Lecture de l'enregistrement…", "Reading the record…"),
    "replays.opening": ("Préparation de la partie… coup {n}", "Getting the game ready… move {n}"),
    "replays.older": ("{name} — {date} — enregistrement ancien, lu à l'ouverture",
                      "{name} — {date} — older record, read when opened"),
    "replays.older_left": ("les {listed} plus récentes ; {n} fichier plus ancien non lu|"
                           "les {listed} plus récentes ; {n} fichiers plus anciens non lus",
                           "the {listed} newest; {n} older file not read|"
                           "the {listed} newest; {n} older files not read"),
    "replays.refused_item": ("{n} fichier refusé : voir pourquoi…|"
                             "{n} fichiers refusés : voir pourquoi…",
                             "{n} file refused: see why…|{n} files refused: see why…"),
    "replays.refused_title": ("Fichiers refusés", "Refused files"),
    "replays.refused_line": ("{name} — {reason}", "{name} — {reason}"),
    "replays.refused_more": ("les {shown} premiers des {n} fichiers refusés",
                             "the first {shown} of {n} refused files"),
    "replays.not_record": ("pas un enregistrement de partie", "not a game record"),
    "replays.cut_short": ("tronqué (pas d'accolade finale)", "cut short (no closing brace)"),
    "replays.summary_shape": ("résumé en tête illisible", "unreadable summary at its head"),
    "replays.summary_game": ("résumé : jeu inconnu", "summary: unknown game"),
    "replays.summary_scores": ("résumé : scores invalides", "summary: invalid scores"),
    "replays.summary_seats": ("résumé : places invalides", "summary: invalid seats"),
    "replays.summary_not_own": ("résumé en tête différent de l'enregistrement",
                                "summary at its head differs from the record"),
    "replays.unchecked": ("{line} — non vérifié (lu à l'ouverture)",
                          "{line} — unchecked (read when opened)"),
    "replays.other_owner": ("fichier d'un autre utilisateur : non lu",
                            "another user's file: not read"),
    "replays.symlink": ("lien symbolique : non suivi", "symbolic link: not followed"),
    "replays.not_regular": ("pas un fichier ordinaire", "not a regular file"),
    "viewer.checking": ("vérification…", "checking…"),
    "viewer.checking_count": ("vérification {done}/{total}…", "checking {done}/{total}…"),
    "viewer.identical": ("identique à l'enregistrement", "identical to the record"),
    # records: an online record made with another engine, watched from its keyframes
    "viewer.keyframes": ("non vérifiable ici : enregistré ailleurs, montré d'après ses "
                         "images-clés", "not verifiable here: recorded elsewhere, shown from "
                         "its keyframes"),
    # a record naming a bot of one's own nobody named (`deboule replay FILE --bots ...`)
    "viewer.unverifiable": ("non vérifiable ici : {reason}", "not verifiable here: {reason}"),
    "viewer.different": ("différent de l'enregistrement : {diff}",
                         "different from the record: {diff}"),
    "viewer.unusable": ("enregistrement inutilisable : {reason}", "unusable record: {reason}"),
    "cli.watch_failed": ("impossible d'ouvrir la fenêtre : {reason}",
                         "the window cannot open: {reason}"),
    "cli.no_display": ("aucun écran (DISPLAY n'est pas défini)", "no display (DISPLAY is not set)"),
}
