"""A game's options, one way everywhere: one mapping (name -> value) checked by the game's own
schema (its `game_options` module: `NAMES`, `check`, `from_args`, `new_match`), for
`Game.new_match`, `deboule sim --rule NAME=VALUE`, the window's set-up, saves, records and
online rooms (docs/options.md).

What is shared by every game lives here: the refusal (`OptionRefused`, one line in French and
English, nothing changed), the checks of a mapping's names, and the reading of `--rule` texts.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from deboule.match_base import MatchError
from deboule.rules.core.ranges import said

MAX_OPTIONS = 128  # names in one mapping: more is refused before any is read
MAX_NAME = 40
MAX_RULE_TEXT = 8000  # characters of one --rule (house words may be long)
TRUE_WORDS = ("true", "on", "yes", "oui")
FALSE_WORDS = ("false", "off", "no", "non")
# the keywords each game's `Match.new` took before the options mapping: each is one of the
# mapping's names now (or, for L'Enculette's `variant`, the set-up's name for some of them)
OLD_KEYWORDS = ("preset", "variant", "target", "short", "turn_limit", "teams", "house_words")


class OptionRefused(MatchError):
    """An option a game refuses (an unknown name, a bad value): a line of the tables in French
    and English (`options.*` keys, deboule/games/game_options_text.py); nothing was built.
    `rules_refusal`: the rules' own refusal (code, parameters), where a game words it itself."""

    rules_refusal: tuple[str, dict[str, Any]] | None = None


def shown(value: Any, limit: int = 40) -> str:
    """A value as a refusal shows it: printable and short (it may come from a hostile peer)."""
    text = "".join(ch if ch.isprintable() else "?" for ch in str(value))
    return text if len(text) <= limit else text[: limit - 1] + "…"


def check_names(title: str, options: Any, names: Iterable[str]) -> dict[str, Any]:
    """`options` as a dict when it is a mapping of known names (OptionRefused otherwise)."""
    if options is None:
        return {}
    if not isinstance(options, Mapping) or len(options) > MAX_OPTIONS:
        raise OptionRefused("options.not_mapping", game=title)
    known = tuple(names)
    for name in options:
        if not isinstance(name, str) or name not in known:
            raise OptionRefused("options.unknown", game=title, name=shown(name),
                                names=", ".join(known))
    return dict(options)


def bad_value(title: str, name: str, error: Exception) -> OptionRefused:
    """The refusal of `name`'s value, with the rules' own reason (both halves when it has
    them: deboule.rules.core.ranges.bilingual)."""
    french, english = said(error)
    return OptionRefused("options.bad_value", game=title, name=shown(name),
                         fr=shown(french, 200), en=shown(english, 200))


def check_bool(title: str, options: Mapping[str, Any], name: str) -> None:
    if name in options and not isinstance(options[name], bool):
        raise bad_value(title, name, ValueError(f"{shown(options[name])}: true/false"))


def refuse_other_args(title: str, args: Mapping[str, Any], taken: Iterable[str]) -> None:
    """OptionRefused when `args` (deboule sim's, or a room's older arguments) give one of the
    game-specific arguments (`preset`, `teams`, `house_words`) this game does not take."""
    for name in ("preset", "teams", "house_words"):
        if name not in taken and args.get(name) not in (None, False):
            raise OptionRefused("options.not_taken", game=title, name=name)


def rule_value(text: str) -> Any:
    """A --rule value as written: on/off (true/false...) a boolean, a whole number an int, a
    JSON list or object itself, anything else the text (the game's schema checks it)."""
    plain = text.strip()
    if plain.lower() in TRUE_WORDS:
        return True
    if plain.lower() in FALSE_WORDS:
        return False
    if re.fullmatch(r"-?[0-9]{1,19}", plain):
        return int(plain)
    if plain[:1] in "[{":
        try:
            return json.loads(plain)
        except ValueError:
            return plain
    return plain


def parse_rules(texts: Iterable[str]) -> dict[str, Any]:
    """`--rule NAME=VALUE` texts (repeatable) as one mapping (OptionRefused: a text not
    written NAME=VALUE, a name given twice)."""
    options: dict[str, Any] = {}
    for text in texts:
        name, sep, value = text.partition("=")
        name = name.strip()
        if not sep or not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]{0,39}", name) or \
                len(text) > MAX_RULE_TEXT:
            raise OptionRefused("options.rule_syntax", text=shown(text))
        if name in options:
            raise OptionRefused("options.twice", name=name)
        options[name] = rule_value(value)
    return options


def seat_names(names: Any, players: int) -> list[str | None]:
    """`names` given to `new_match` (None, or one name or None a seat; None: the game's own
    name for that seat), checked: printable, at most 40 characters."""
    if names is None:
        return [None] * players
    names = list(names)
    if len(names) != players:
        raise OptionRefused("options.names", n=players)
    for name in names:
        if name is not None and (not isinstance(name, str) or len(name) > MAX_NAME
                                 or not name.isprintable()):
            raise OptionRefused("options.names", n=players)
    return [name or None for name in names]


def match_new(game: Any, seats: Any, seed: Any, keywords: dict[str, Any]) -> Any:
    """Every game's `Match.new(seats, seed, options={...}, **others)`: the game's options one
    mapping its schema checks, built by `game.new_match` (the others: `names`, `headless`,
    False unless given, `lang`, `rules_only` and what only a window's match takes). An option
    given as a keyword of its own, as before the mapping, is refused (OptionRefused)."""
    if isinstance(seats, str) or not isinstance(seats, Sequence):
        raise MatchError.said("les places sont une liste",
                              f"seats are a list, not {type(seats).__name__}")
    options = keywords.pop("options", None)
    for name in keywords:
        if name in OLD_KEYWORDS or name in game.option_names():
            raise OptionRefused("options.keyword", game=game.title, name=shown(name))
    keywords.setdefault("headless", False)  # the match classes' own default
    return game.new_match(options, seats, seed=seed, **keywords)
