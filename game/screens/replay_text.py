"""The strings of "Revoir une partie" (the record list and the viewer), French first.

game/i18n.py loads the games' own tables (game/<package>/text.py); this table belongs to the
shared shell, so `install()` adds it to the same tables the first time a replay screen or
`deboule replay --watch` needs it (a key already defined elsewhere is refused, as i18n does
for the games' tables)."""

from __future__ import annotations

TEXT: dict[str, tuple[str, str]] = {
    "replays.title": ("Revoir une partie", "Watch a game again"),
    "replays.none": ("Aucune partie enregistrée dans {folder}",
                     "No recorded game in {folder}"),
    "replays.unreadable": ("{n} fichier(s) illisible(s) ignoré(s)",
                           "{n} unreadable file(s) left out"),
    "replays.line": ("{title} — {date} — {players}", "{title} — {date} — {players}"),
    "replays.human": ("Joueur {n}", "Player {n}"),
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

_installed = False


def install() -> None:
    """Add this table to game.i18n's (once)."""
    global _installed
    if _installed:
        return
    from game import i18n

    i18n._load_game_tables()  # the games' tables first: a clash is seen whichever loads last
    clash = sorted(set(TEXT) & set(i18n._TEXT))
    if clash:
        raise KeyError(f"game.screens.replay_text redefines {clash}")
    i18n._TEXT.update(TEXT)
    _installed = True
