"""The strings of online play (the server's refusals, the client's lines, the menu), French
first. A table of the shared shell: game/i18n.py loads it (SHELL_TABLES)."""

from __future__ import annotations

from typing import Any

TEXT: dict[str, tuple[str, str]] = {
    # refusals: the message stays unanswered, the connection stays open
    "online.refusal.too_big": ("message trop long ({size} octets, {limit} au plus)",
                               "message too long ({size} bytes, at most {limit})"),
    "online.refusal.not_json": ("message illisible (pas du JSON)", "unreadable message (not JSON)"),
    "online.refusal.no_type": ("message sans type", "message without a type"),
    "online.refusal.unknown_type": ("type de message inconnu : {kind}",
                                    "unknown message type: {kind}"),
    "online.refusal.bad_field": ("message « {kind} » mal formé ({where})",
                                 "malformed “{kind}” message ({where})"),
    "online.refusal.version": ("version du protocole {got} ; ce serveur parle la {want}",
                               "protocol version {got}; this server speaks {want}"),
    "online.refusal.hello_first": ("le premier message doit être « hello »",
                                   "the first message must be “hello”"),
    "online.refusal.rate": ("trop de messages (au plus {rate} par seconde)",
                            "too many messages (at most {rate} a second)"),
    "online.refusal.no_room": ("pas de salle {room}", "no room {room}"),
    "online.refusal.not_in_room": ("vous n'êtes dans aucune salle", "you are in no room"),
    "online.refusal.already": ("vous êtes déjà dans une salle", "you are already in a room"),
    "online.refusal.game": ("jeu inconnu : {game} (jeux : {games})",
                            "unknown game: {game} (games: {games})"),
    "online.refusal.seats": ("places invalides : {reason}", "invalid seats: {reason}"),
    "online.refusal.args": ("partie refusée : {reason}", "game refused: {reason}"),
    "online.refusal.started": ("la partie a déjà commencé", "the game has already started"),
    "online.refusal.full": ("la salle est pleine", "the room is full"),
    "online.refusal.no_seat": ("la place {seat} n'est pas ouverte", "seat {seat} is not open"),
    "online.refusal.taken": ("la place {seat} est prise", "seat {seat} is taken"),
    "online.refusal.level": ("niveau de bot inconnu : {level} (niveaux : {levels})",
                             "unknown bot level: {level} (levels: {levels})"),
    "online.refusal.token": ("jeton inconnu : la place n'est pas rendue",
                             "unknown token: the seat is not given back"),
    "online.refusal.not_host": ("seul l'hôte de la salle peut lancer la partie",
                                "only the room's host may start the game"),
    "online.refusal.not_now": ("rien à jouer pour vous maintenant", "nothing for you to play now"),
    "online.refusal.busy": ("la salle est surchargée, réessayez", "the room is busy, try again"),
    "online.refusal.not_asked": ("réponse à une question qui ne vous a pas été posée",
                                 "an answer to a question you were not asked"),
    "online.refusal.bad_answer": ("réponse de bot illisible : {reason}",
                                  "unreadable bot answer: {reason}"),
    "online.refusal.not_your_turn": ("ce n'est pas à vous de jouer", "it is not your turn"),
    "online.refusal.input": ("coup refusé : {reason}", "move refused: {reason}"),
    "online.refusal.not_over": ("la partie n'est pas finie", "the game is not over"),
    "online.refusal.rooms": ("le serveur tient déjà {rooms} salles",
                             "the server already holds {rooms} rooms"),
    # the server closes a connection
    "online.closed.protocol": ("connexion fermée : {reason}", "connection closed: {reason}"),
    "online.closed.replaced": ("cette place a été reprise ailleurs avec son jeton",
                               "this seat was taken back elsewhere with its token"),
    "online.closed.failed": ("la partie s'est arrêtée sur une erreur du serveur",
                             "the game stopped on a server error"),
    "online.closed.shutdown": ("le serveur s'arrête", "the server is stopping"),
    # the client's lines
    "online.client.cannot_connect": ("impossible de joindre le serveur {url} : {reason}",
                                     "cannot reach the server {url}: {reason}"),
    "online.client.bad_url": ("adresse de serveur invalide : {url} (ws://hôte:port)",
                              "invalid server address: {url} (ws://host:port)"),
    "online.client.lost": ("connexion perdue : {reason}", "connection lost: {reason}"),
    "online.client.refused": ("refusé par le serveur : {reason}",
                              "refused by the server: {reason}"),
    "online.client.bad_message": ("message du serveur illisible : {reason}",
                                  "unreadable message from the server: {reason}"),
    "online.window.no_screen": ("{game} ne se joue pas encore en ligne dans la fenêtre",
                                "{game} cannot be played online in the window yet"),
    "online.serve.listening": ("Serveur de salles sur ws://{host}:{port} (données : {data})",
                               "Room server on ws://{host}:{port} (data: {data})"),
    "online.serve.cannot_listen": ("impossible d'écouter sur {host}:{port} : {reason}",
                                   "cannot listen on {host}:{port}: {reason}"),
    "online.serve.no_data": ("dossier des salles inutilisable : {data} ({reason})",
                             "the rooms' folder cannot be used: {data} ({reason})"),
    "online.serve.refused_room": ("salle mise de côté : {path} ({reason})",
                                  "room set aside: {path} ({reason})"),
    "online.serve.resumed": ("{n} salle reprise|{n} salles reprises",
                             "{n} room resumed|{n} rooms resumed"),
    # bench-docs
    "online.bench.failed": ("banc des salles en ligne impossible : {reason}",
                            "online rooms bench failed: {reason}"),
}


def phrase(key: str, **values: Any) -> Any:
    """A line of the tables (game.i18n.Phrase)."""
    from game.i18n import Phrase

    return Phrase(key, **values)
