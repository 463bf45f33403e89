"""The options of a Chamot game, validated (a bad option changes nothing: IllegalAction)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from deboule.rules.chamot.folding import house_words_over_caps
from deboule.rules.chamot.lexicon import MIN_WORD, fold_word
from deboule.rules.core import IllegalAction
from deboule.rules.core.ranges import Range, check_int

# CH-R14: a digital safeguard the seed never needed: a game stops after this many turns, the
# fewest cards winning as at H7's idle end. Bot games end within about 80 turns (bench), random
# legal play within a few hundred.
DEFAULT_TURN_LIMIT = 1000
# The numeric options' ranges (issue 32, point 3; docs/options.md): seed A's 2 to 4 players; the
# turn limit from 1 (a test's tiny game) to 10 times the default (a game of 10,000 turns is
# hours of bots and no table of people).
RANGES: dict[str, Range] = {
    "players": Range(2, 4),
    "turn_limit": Range(1, 10 * DEFAULT_TURN_LIMIT),
}


@dataclass(frozen=True)
class Options:
    players: int = 2  # seed A: "Nombre de joueurs : 2 à 4"
    short: bool = False  # seed E: the short game uses 48 min.
    house_words: tuple[str, ...] = ()  # H4: words the players add, folded
    turn_limit: int = DEFAULT_TURN_LIMIT

    @classmethod
    def from_dict(cls, data: Any) -> Options:
        if data is None:
            return cls()
        if isinstance(data, Options):
            return data
        if not isinstance(data, Mapping):
            raise IllegalAction("the options are a mapping", code="bad_options")
        unknown = sorted(set(data) - {"players", "short", "house_words", "turn_limit"})
        if unknown:
            raise IllegalAction(f"unknown Chamot options {unknown[:5]}", code="bad_options",
                                option=str(unknown[0])[:40])
        players = check_int("players", data.get("players", 2), RANGES)
        short = data.get("short", False)
        if not isinstance(short, bool):
            raise IllegalAction("'short' is true or false", code="bad_options", option="short")
        limit = check_int("turn_limit", data.get("turn_limit", DEFAULT_TURN_LIMIT), RANGES)
        words = data.get("house_words", ())
        if not isinstance(words, list | tuple):
            raise IllegalAction("'house_words' is a list of words", code="bad_options",
                                option="house_words")
        house_words_over_caps(words)  # counted and measured before any is folded (issue 32)
        folded = []
        for word in words:
            plain = fold_word(word) if isinstance(word, str) else None
            if plain is None or len(plain) < MIN_WORD:
                raise IllegalAction(f"a house word is made of at least {MIN_WORD} letters: "
                                    f"{str(word)[:40]!r}", code="bad_house_word",
                                    word=str(word)[:40])
            folded.append(plain)
        return cls(players, short, tuple(sorted(set(folded))), limit)

    def to_dict(self) -> dict[str, Any]:
        return {"players": self.players, "short": self.short,
                "house_words": list(self.house_words), "turn_limit": self.turn_limit}
