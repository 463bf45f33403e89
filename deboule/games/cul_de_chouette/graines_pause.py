"""The Graines in the window (house rule of aribautg, deboule/rules/cul_de_chouette/house/
graines.py): stepping away to the pause menu is getting up from the table.

When the pause menu opens on a game that plays the Graines, every local player still in the game
is up; the menu's first lines offer each of them « Je ne mange pas de graines ! ». Back at the
table (the pause menu closed, or the game left from it and so saved), each rise is played: a
`StandUp` with the words said or not, the latter a Bévue. Saying them keeps the pause menu open
while another local player has yet to say them (a hot seat rises together). In an online room the
window's seat rises the same way: its rise is sent to the server as its own move
(online_inputs.py's `stand_up`), whose rules take it or say why not.
"""

from __future__ import annotations

from typing import Any

from deboule.match_base import MatchError
from deboule.rules.cul_de_chouette.actions import StandUp
from deboule.text.i18n import tr

PREFIX = "graines:"  # the pause menu's item identifiers: "graines:<seat>"


class GrainesPause:
    """Who got up from the table with the pause menu, and who said the words."""

    def __init__(self, match: Any) -> None:
        self.match = match  # a local match, or a room's seat (its `play` sends the rise)
        self.up: dict[int, bool] = {}  # seat -> the words said

    def rise(self) -> None:
        """The pause menu opens: the local players still in the game get up (once: a pause
        reopened before they sat down keeps who said what)."""
        match = self.match
        if self.up or match.over or not match.state.variant.graines:
            return
        self.up = {p: False for p in match.humans if p in match.state.order}

    def items(self, lang: str) -> list[tuple[str, Any]]:
        """The pause menu's lines: the words, for each player up who has not said them."""
        many = len(self.up) > 1
        return [(f"{PREFIX}{p}", lambda p=p: tr(
            "cdc.graines.say_name" if many else "cdc.graines.say", lang,
            name=self.match.state.names[p]))
            for p, said in self.up.items() if not said]

    def say(self, ident: str) -> bool:
        """One of `items` chosen; True while another player up has yet to say the words."""
        seat = ident.removeprefix(PREFIX)
        if seat.isdigit() and int(seat) in self.up:
            self.up[int(seat)] = True
        return not all(self.up.values())

    def sit(self) -> list[StandUp]:
        """Back at the table: each rise played (the words said, or a Bévue). A rise the rules
        refuse (already up since the table last moved, the game over) is dropped."""
        played = []
        rises, self.up = self.up, {}
        for seat, said in rises.items():
            action = StandUp(seat, said)
            try:
                self.match.play(action)
            except MatchError:
                continue
            played.append(action)
        return played
