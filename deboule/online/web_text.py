"""The browser seat's strings (deboule/online/web_http.py serves them as /text.json), French
first, English available; `export()` is what the page gets: these and the online tables'
refusals, so the page says a server's refusal in the player's language as the window does."""

from __future__ import annotations

from typing import Any

from deboule.text import i18n

TEXT: dict[str, tuple[str, str]] = {
    "web.http.not_found": ("page introuvable", "page not found"),
    "web.serve.page": ("Page pour les navigateurs : {link}CODE (le lien de chaque salle)",
                       "Page for browsers: {link}CODE (each room's link)"),
    "web.serve.page_where": ("Page pour les navigateurs : {link}CODE, HOST étant l'adresse de "
                             "cette machine sur votre réseau (hostname -I)",
                             "Page for browsers: {link}CODE, HOST being this machine's address "
                             "on your network (hostname -I)"),
    "web.create.title": ("Créer une salle", "Make a room"),
    "web.create.game": ("Jeu", "Game"),
    "web.create.players": ("Joueurs", "Players"),
    "web.create.bots": ("Dont bots", "Of whom bots"),
    "web.create.level": ("Niveau des bots", "Bots' level"),
    "web.create.go": ("Créer la salle", "Make the room"),
    "web.create.made": ("Salle {room} : envoyez ce lien à vos amis, il les assoit à la table",
                        "Room {room}: send this link to your friends, it seats them at the "
                        "table"),
    "web.create.join": ("Prendre ma place", "Take my seat"),
    "web.lobby.link": ("Lien pour un navigateur : {link}", "Link for a browser: {link}"),
    "web.title": ("Le Déboulé — salle {room}", "Le Déboulé — room {room}"),
    "web.connecting": ("Connexion au serveur…", "Connecting to the server…"),
    "web.no_code": ("Cette adresse ne nomme pas de salle : demandez le lien à l'hôte",
                    "This address names no room: ask the host for the link"),
    "web.server_gone": ("Le serveur ne répond pas : nouvel essai…",
                        "The server does not answer: trying again…"),
    "web.gave_up": ("Le serveur ne répond plus. Rechargez la page quand il sera revenu.",
                    "The server no longer answers. Reload the page once it is back."),
    "web.back": ("Connexion rétablie", "Connection restored"),
    "web.old_client": ("Cette page est d'une autre version que le serveur : rechargez-la",
                       "This page is from another version than the server: reload it"),
    "web.bad_message": ("Message du serveur illisible : {reason}",
                        "Unreadable message from the server: {reason}"),
    "web.full": ("Toutes les places sont prises : vous regardez la partie",
                 "Every seat is taken: you are watching the game"),
    "web.watching": ("Vous regardez", "You are watching"),
    "web.seat": ("Vous : place {n}", "You: seat {n}"),
    "web.waiting_start": ("En attente des autres joueurs…", "Waiting for the other players…"),
    "web.lobby.seat_open": ("place {n} : libre", "seat {n}: free"),
    "web.lobby.seat_taken": ("place {n} : {who}", "seat {n}: {who}"),
    "web.lobby.player": ("un joueur", "a player"),
    "web.throw": ("Lancer", "Throw"),
    "web.throw_hint": ("Glissez sur la table pour lancer, ou touchez « Lancer »",
                       "Flick across the table to throw, or tap “Throw”"),
    "web.flick_hint": ("Glissez depuis votre bord de table : la direction vise, la vitesse "
                       "donne la force", "Flick from your edge of the table: the direction "
                       "aims, the speed gives the power"),
    "web.aim": ("visée {angle}° · force {power} %", "aim {angle}° · power {power}%"),
    "web.rolling": ("Ça roule…", "Rolling…"),  # the window's hud.rolling: dice or déboules
    "web.press": ("CRIER !", "SHOUT!"),
    "web.pressed": ("Cri envoyé", "Shout sent"),
    "web.turn_over": ("Retourner la Tasse", "Turn the Tasse over"),
    "web.shake": ("Secouer la Tasse", "Shake the Tasse"),
    "web.peek": ("Regarder sous la Tasse", "Look under the Tasse"),
    "web.unpeek": ("Cacher les dés", "Hide the dice"),
    "web.your_turn": ("À vous", "Your turn"),
    "web.their_turn": ("À {name}", "{name}'s turn"),
    "web.over": ("Partie finie", "Game over"),
    "web.score": ("Score", "Score"),
    "web.log": ("Journal", "Log"),
    "web.lang": ("English", "Français"),
    "web.send": ("Envoyer", "Send"),
    "web.word_for": ("Le mot pour : {play}", "The word for: {play}"),
    "web.rows": ("Rangées", "Rows"),
    "web.hand": ("En main : {letter}", "In hand: {letter}"),
    "web.corbeille": ("corbeille {n}{top}", "corbeille {n}{top}"),
    "web.chamot.turn": ("Retourner une carte", "Turn a card"),
    "web.chamot.discard": ("Défausser", "Discard"),
    "web.chamot.blocked": ("Je suis bloqué", "I am blocked"),
    "web.chamot.load.hand": ("Coup vache : ma carte sur le joueur {target}",
                             "Coup vache: my card onto player {target}"),
    "web.chamot.load.corbeille": ("Coup vache : ma corbeille sur le joueur {target}",
                                  "Coup vache: my corbeille onto player {target}"),
    "web.chamot.load.row": ("Coup vache : une rangée sur le joueur {target}",
                            "Coup vache: a row onto player {target}"),
    "web.word": ("Mot", "Word"),
    "web.clock": ("{s} s", "{s} s"),
    "web.no_webgl": ("Ce navigateur ne dessine pas en 3D (WebGL) : la table est montrée en "
                     "texte", "This browser cannot draw in 3D (WebGL): the table is shown as "
                     "text"),
}

EXPORTED_PREFIXES = ("web.", "online.refusal.", "online.closed.", "online.limit.",
                     "online.client.", "level.")


def export() -> dict[str, Any]:
    """{"fr": {key: text}, "en": {key: text}} of the keys the page shows, from the tables."""
    chosen = i18n.entries(EXPORTED_PREFIXES)
    return {"fr": {k: v[0] for k, v in chosen.items()},
            "en": {k: v[1] for k, v in chosen.items()}}
