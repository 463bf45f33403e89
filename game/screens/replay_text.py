"""The strings of "Revoir une partie" (the record list and the viewer), French first.

A table of the shared shell: game/i18n.py loads it with the games' own tables (SHELL_TABLES),
refusing a key already defined elsewhere."""

from __future__ import annotations

TEXT: dict[str, tuple[str, str]] = {
    "replays.title": ("Revoir une partie", "Watch a game again"),
    "replays.none": ("Aucune partie enregistrée dans {folder}",
                     "No recorded game in {folder}"),
    "replays.unreadable": ("{n} fichier illisible ignoré|{n} fichiers illisibles ignorés",
                           "{n} unreadable file left out|{n} unreadable files left out"),
    "replays.line": ("{title} — {date} — {players}", "{title} — {date} — {players}"),
    "replays.human": ("Joueur {n}", "Player {n}"),
    "replays.short_human": ("J{n}", "P{n}"),
    "replays.opening": ("Préparation de la partie…", "Getting the game ready…"),
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
    "viewer.identical": ("fin identique à l'enregistrement", "end identical to the record"),
    "viewer.different": ("fin différente de l'enregistrement : {diff}",
                         "end differs from the record: {diff}"),
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
    "cli.watch_failed": ("impossible d'ouvrir la fenêtre : {reason}",
                         "the window cannot open: {reason}"),
    "cli.no_display": ("aucun écran (DISPLAY n'est pas défini)", "no display (DISPLAY is not set)"),
}
