"""The strings of the room server's limits (deboule/online/limits.py), French first. A table of
the shared shell: deboule/text/i18n.py loads it (SHELL_TABLES)."""

from __future__ import annotations

TEXT: dict[str, tuple[str, str]] = {
    "online.limit.server_full": ("serveur plein ({n} connexions), réessayez plus tard",
                                 "server full ({n} connections), try again later"),
    "online.limit.address_connections": (
        "trop de connexions depuis votre adresse (au plus {n})",
        "too many connections from your address (at most {n})"),
    "online.limit.connection_rate": (
        "trop de nouvelles connexions depuis votre adresse, attendez un peu",
        "too many new connections from your address, wait a little"),
    "online.limit.address_messages": (
        "trop de messages depuis votre adresse (au plus {rate} par seconde)",
        "too many messages from your address (at most {rate} a second)"),
    "online.limit.guesses": ("trop de codes de salle ou de jetons inconnus, attendez un peu",
                             "too many unknown room codes or tokens, wait a little"),
    "online.limit.rooms_connection": ("vous tenez déjà {n} salles ouvertes (au plus {n})",
                                      "you already hold {n} open rooms (at most {n})"),
    "online.limit.rooms_address": ("votre adresse tient déjà {n} salles ouvertes (au plus {n})",
                                   "your address already holds {n} open rooms (at most {n})"),
    "online.limit.watching": ("vous regardez déjà {n} salles (au plus {n})",
                              "you are already watching {n} rooms (at most {n})"),
    "online.limit.hello": ("pas de « hello » en {seconds} s", "no “hello” within {seconds} s"),
    "online.limit.expired": ("salle fermée : personne ne l'a lancée à temps",
                             "room closed: nobody started it in time"),
    "online.limit.log": ("limite du serveur : {what} ({n} fois en {seconds} s)",
                         "server limit: {what} ({n} times in {seconds} s)"),
    "online.limit.slow_reader": ("client trop lent, déconnecté ({size} octets en attente)",
                                 "client too slow, dropped ({size} bytes waiting)"),
    "online.limit.fd": ("connexions au plus : {n} (limite de fichiers ouverts : {fds})",
                        "connections at most: {n} (open-file limit: {fds})"),
    "online.limit.bad_option": ("option {option} invalide : {value} ({reason})",
                                "invalid option {option}: {value} ({reason})"),
}
