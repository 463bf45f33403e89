"""User-interface text, French first, English available."""

from __future__ import annotations

LANGS = ("fr", "en")

_TEXT: dict[str, tuple[str, str]] = {
    "title": ("Le Déboulé", "Le Déboulé"),
    "subtitle": ("et les jeux de dés de Kaamelott", "and the Kaamelott dice games"),
    "menu.deboule": ("Jouer au Déboulé", "Play Le Déboulé"),
    "menu.cdc": ("Jouer au Cul de Chouette", "Play Cul de Chouette"),
    "menu.enculette": ("Jouer à l'Enculette", "Play L'Enculette"),
    "setup.title.enculette": ("L'Enculette — joueurs", "L'Enculette — players"),
    "setup.variant": ("Variante", "Variant"),
    "variant.classique": ("classique", "classic"),
    "variant.aveugle": ("relance aveugle", "blind reshake"),
    "menu.resume": ("Reprendre la dernière partie", "Resume the last game"),
    "menu.rules": ("Règles", "Rules"),
    "menu.settings": ("Réglages", "Settings"),
    "menu.quit": ("Quitter", "Quit"),
    "menu.back": ("Retour", "Back"),
    "menu.start": ("Commencer", "Start"),
    "menu.hint": ("Flèches : choisir — Entrée : valider — Échap : retour",
                  "Arrows: choose — Enter: confirm — Esc: back"),
    "setup.title.deboule": ("Le Déboulé — joueurs", "Le Déboulé — players"),
    "setup.title.cdc": ("Cul de Chouette — joueurs", "Cul de Chouette — players"),
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
    "quality.low": ("basse", "low"),
    "quality.high": ("haute", "high"),
    "pause.title": ("Pause", "Paused"),
    "pause.resume": ("Continuer", "Continue"),
    "pause.menu": ("Menu principal (partie sauvegardée)", "Main menu (game saved)"),
    "rules.title": ("Règles", "Rules"),
    "game.over": ("Partie terminée", "Game over"),
    "game.winner": ("{name} gagne !", "{name} wins!"),
    "game.score": ("Score", "Score"),
    "hud.turn": ("À {name} de lancer", "{name} to throw"),
    "hud.why": ("(le plus loin du cochondé)", "(farthest from the cochondé)"),
    "hud.stake": ("Mise du cochondé : {n}", "Cochondé stake: {n}"),
    "hud.left": ("reste {n}", "{n} left"),
    "hud.flick": ("Cliquez derrière la réglette, glissez et relâchez pour lancer",
                  "Press behind the réglette, drag and release to throw"),
    "hud.keys": ("Clavier : ←/→ viser, ↑/↓ puissance, A/E effet, Espace lancer — "
                 "C caméra, Échap pause",
                 "Keys: ←/→ aim, ↑/↓ power, A/E spin, Space throw — C camera, Esc pause"),
    "hud.bot_thinking": ("{name} réfléchit…", "{name} is thinking…"),
    "hud.rolling": ("Ça roule…", "Rolling…"),
    "hud.choose": ("{name} : choisissez", "{name}: choose"),
    "hud.towers": ("{name} place les DéTours (1–9 pour basculer, Entrée pour valider)",
                   "{name} places the towers (1–9 to toggle, Enter to confirm)"),
    "camera.auto": ("caméra automatique", "automatic camera"),
    "camera.behind": ("vue de lancer", "throw view"),
    "camera.top": ("vue de dessus", "top view"),
    "camera.orbit": ("vue libre", "free view"),
    "headless.saved": ("Image de la table finale : {path}", "Final table picture: {path}"),
    "headless.no_display": ("Pas d'écran : une partie de bots se joue sans fenêtre.",
                            "No display: a bot match is played without a window."),
}


def tr(key: str, lang: str = "fr", **values) -> str:
    """The text for `key` in `lang`, with {placeholders} filled; unknown keys show themselves."""
    pair = _TEXT.get(key)
    if pair is None:
        return key
    text = pair[1] if lang == "en" else pair[0]
    return text.format(**values) if values else text
