"""A bot client's seat (`deboule sim --online`, `bench.online`): it makes the bots the room
tells it of (`bot`: the level and the seed its seat always gets, deboule.rules.<package>.make_bot),
keeps its seat's view (`view`, deboule/online/delta.py), and answers each question (`call`) with
its own bot on its own copy of the state: rebuilt from the view by the rules
(`from_seat_view`: nothing hidden was sent), reseeded with the keys the room forwarded, and,
for a bot that practises throws (Le Déboulé), on its own world set to the table's exact state.
"""

from __future__ import annotations

from typing import Any

from deboule.games.game import Game
from deboule.online import wire
from deboule.online.client import Client
from deboule.online.delta import patch
from deboule.online.seat_state import SeatState
from deboule.rules.core.bots import lend_simulator, reseed


class BotSeat:
    """Answers a room's questions for one seat (see the module's text)."""

    def __init__(self, client: Client, entry: Game) -> None:
        self.client, self.entry = client, entry
        self.bots: dict[int, Any] = {}
        self.view: Any = None
        self.seat_state = SeatState(entry)
        self.simulator: Any = None
        self.answered = 0

    def handle(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "view":
            self.view = patch(self.view, message["view"], bool(message.get("full")))
            self.seat_state.set_view(self.view)
        elif kind == "bot" and int(message["bot"]) not in self.bots:  # (again after a restart)
            bot = self.entry.bot(str(message["level"]), wire.decode_seed(message["seed"]))
            lend_simulator(bot, self.practice_table())
            self.bots[int(message["bot"])] = bot
        elif kind == "call":
            self.answer(message)

    def practice_table(self) -> Any:
        """The game's simulator for its bots (`Game.client_simulator`), when its bots practise
        throws; None otherwise."""
        if self.simulator is None:
            self.simulator = self.entry.client_simulator()
        return self.simulator

    def current_state(self) -> Any:
        return self.seat_state.state()

    def answer(self, message: dict[str, Any]) -> None:
        bot = self.bots[int(message["bot"])]
        known = message.get("state")
        if known is not None and callable(getattr(bot, "load_state", None)):
            try:  # the room's idea of the bot's random state (the same, but after a restart)
                bot.load_state(known)
            except (TypeError, ValueError, KeyError):
                pass
        for key in message.get("reseed") or []:
            reseed(bot, key)
        world = message.get("world")
        if world is not None and self.simulator is not None:
            self.simulator.world.import_state(world)
        args = [wire.decode(a, self.entry.rules) for a in message.get("args") or []]
        method = str(message["method"])
        if method not in ("act", "reaction_ms", "blunder"):
            return
        result = getattr(bot, method)(self.current_state(), *args)
        state = bot.save_state() if callable(getattr(bot, "save_state", None)) else None
        self.answered += 1
        self.client.send("answer", call=message["call"], result=wire.encode(result),
                         state=state)
