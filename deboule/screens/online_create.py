""""Créer une salle" (issue 33): the host picks the game (registry order), how many seats,
each seat ("vous" for the host's own, "ouverte" for a friend, or a bot of that game's levels:
its sim's `cli_facts()`), the game's own set-up lines that choose its options (the local set-up's:
the room gets the same options mapping, Game.new_match), and how long a seat
whose player is away waits before a bot plays it (`away_seconds`). "Créer la salle" connects
off the window's thread (deboule/screens/online.py), makes the room, takes the host's seat (or
watches, when every seat is someone else's) and opens the lobby with the room's code.
"""

from __future__ import annotations

from typing import Any

from deboule import registry
from deboule.online.room import OPEN
from deboule.screens.menus import level_text
from deboule.screens.online_base import OnlineMenuScreen, connected, watch
from deboule.screens.online_memory import remember
from deboule.shell.menu import Item, Menu
from deboule.text.i18n import tr

YOU = "you"
AWAY_SECONDS = (10, 30, 60, 120, 300)
MOST_SEATS = 8  # the menu's longest list of seats (L'Enculette allows 16 on the command line)


def facts(game: str) -> dict[str, Any]:
    """The game's sim facts (players, bot levels, presets), by its registry key."""
    return registry.by_key(game).sim().cli_facts()


def named_presets(game: str) -> tuple[str, ...]:
    """The game's presets when it names them (a tuple); none when it takes free options."""
    presets = facts(game).get("presets")
    return tuple(presets) if isinstance(presets, (tuple, list)) else ()


class CreateRoomScreen(OnlineMenuScreen):
    """The room's set-up (see the module's text)."""

    title_key = "online.create.title"

    def __init__(self, app, url: str, name: str) -> None:
        self.url, self.name = url, name
        super().__init__(app, self.build(app, registry.KEYS[0], 2, {}), {})

    def build(self, app, game: str, players: int, kept: dict[str, Any]) -> Menu:
        """The lines for `game` with `players` seats; `kept`: choices to carry over."""
        lang = lambda: app.settings.lang  # noqa: E731
        game_facts = facts(game)
        low, high = game_facts["players"]
        players = max(low, min(players, high, MOST_SEATS))
        levels = tuple(game_facts["levels"])

        def seat_text(value: object) -> str:
            if value in (YOU, OPEN):
                return tr("online.create.you" if value == YOU else "online.create.open", lang())
            return level_text(value, lang())

        items = [
            Item("game", lambda: tr("online.create.game", lang()), choices=registry.KEYS,
                 render_choice=lambda v: registry.by_key(v).title),
            Item("players", lambda: tr("online.create.players", lang()),
                 choices=tuple(range(low, min(high, MOST_SEATS) + 1))),
        ]
        items[0].select(game)
        items[1].select(players)
        for n in range(players):
            choices = (YOU, OPEN, *levels) if n == 0 else (OPEN, *levels)
            item = Item(f"seat{n}", lambda n=n: tr("setup.seat", lang(), n=n + 1),
                        choices=choices, render_choice=seat_text)
            item.select(kept.get(f"seat{n}", choices[0]) if kept.get(f"seat{n}") in choices
                        else choices[0])
            items.append(item)
        # the game's own set-up lines that choose its options, as the local set-up shows them
        module = registry.by_key(game).setup()
        self.extra = {}
        for item in module.items(self, lang):
            if item.key in module.OPTION_LINES:
                if item.choices and kept.get(item.key) in item.choices:
                    item.select(kept.get(item.key))
                items.append(item)
        away = Item("away", lambda: tr("online.create.away", lang()), choices=AWAY_SECONDS,
                    render_choice=lambda v: tr("online.create.seconds", lang(), n=v))
        away.select(kept.get("away", 30))
        items += [away, Item("go", lambda: tr("online.create.go", lang())),
                  Item("back", lambda: tr("menu.back", lang()))]
        return Menu(items)

    def line(self) -> float:
        return self.hud.row(20) * 1.06

    def choices(self) -> dict[str, Any]:
        return {item.key: item.value for item in self.menu.items if item.choices}

    def seats(self) -> list[Any]:
        """Each seat's choice (the game's set-up lines read how many there are)."""
        return [self.menu.item(f"seat{n}").value for n in range(int(self.menu.item(
            "players").value))]

    def command(self, command: str | None) -> None:
        game = registry.by_key(self.menu.item("game").value)
        if command not in ("changed:game", "changed:players") and \
                game.setup().command(self, command):
            return
        if command == "back":
            self.app.pop()
        elif command in ("changed:game", "changed:players"):
            kept, focus = self.choices(), self.menu.current.key
            self.menu = self.build(self.app, kept["game"], int(kept["players"]), kept)
            self.menu.focus = [item.key for item in self.menu.items].index(focus)
        elif command == "go":
            self.create()

    def room_request(self) -> tuple[str, list[str], dict[str, Any], dict[str, Any], float,
                                    int | None]:
        """(game's name, seats, arguments, the game's options as the local set-up chooses
        them, away seconds, the host's seat or None)."""
        chosen = self.choices()
        entry = registry.by_key(chosen["game"])
        players = int(chosen["players"])
        specs = [chosen[f"seat{n}"] for n in range(players)]
        mine = specs.index(YOU) if YOU in specs else None
        seats = [OPEN if spec == YOU else str(spec) for spec in specs]
        args: dict[str, Any] = {"players": players, "lang": self.lang}
        options = entry.setup().options(self, players)
        return entry.name, seats, args, options, float(chosen["away"]), mine

    def create(self) -> None:
        game, seats, args, options, away, mine = self.room_request()

        def then(session: Any) -> None:
            code = session.create(game, seats, args, away_seconds=away, autostart=False,
                                  options=options)
            if mine is None:
                watch(session, code)
            else:
                session.join(code, mine)

        self.connect(connected(self.url, self.name, then), self.open_lobby, self.url)

    def open_lobby(self, session: Any) -> None:
        # loaded on first use, not with this module: the online parts, the screens (17 ms)
        from deboule.screens.online_lobby import LobbyScreen
        remember(self.app, self.url, self.name)
        self.app.replace(LobbyScreen(self.app, session, host=True, url=self.url))
