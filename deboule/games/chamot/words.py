"""Chamot's words for players: names, cards and the log's lines, from the translation tables."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from deboule.text.i18n import tr, tr_count

ROW_NAMES = 3


def player_name(seat: int, lang: str) -> str:
    return tr("chamot.player", lang, n=seat + 1)


own_name = player_name  # the game's own name for a seat (event_line's `names` come first)


def shown_word(word: str) -> str:
    """An announced word as the log shows it (the rules keep it folded: H4)."""
    return word.upper()


def letter(card_letter: str | None, lang: str) -> str:
    """A min. as players name it: its letter, or "joker"."""
    if card_letter is None:
        return "?"
    return tr("chamot.joker", lang) if card_letter == "?" else card_letter


def event_line(event: dict[str, Any], lang: str, secret_turns: bool = False,
               names: Sequence[str | None] | None = None) -> str | None:
    """One log line for a rules event (None: nothing worth a line). With `secret_turns` the
    letter a player turns is not said (seed D6: a card is held "sans la dévoiler"). `names`:
    the players' names (those typed in an online room's lobby; None: the game's own)."""
    def player_name(seat: int, lang: str) -> str:
        return names[seat] if names and seat < len(names) and names[seat] else \
            own_name(seat, lang)

    kind = event.get("type")
    who = player_name(event["player"], lang) if "player" in event else ""
    row = event.get("row")
    if kind == "dealt":
        return tr("chamot.log.dealt", lang, each=event["each"],
                  rows=", ".join(r.upper() for r in event["rows"]))
    if kind == "turned":
        if secret_turns:
            return tr("chamot.log.turned_secret", lang, name=who)
        return tr("chamot.log.turned", lang, name=who, letter=letter(event["letter"], lang))
    if kind == "placed":
        return tr(f"chamot.log.placed_{event['source']}", lang, name=who,
                  letter=letter(event["letter"], lang), row=row + 1,
                  word=shown_word(event["word"]))
    if kind == "moved":
        return tr("chamot.log.moved", lang, name=who, letters=event["letters"],
                  source=event["source_row"] + 1, target=event["target_row"] + 1,
                  word=shown_word(event["word"]))
    if kind == "removed":
        return tr("chamot.log.removed", lang, name=who, row=row + 1,
                  word=shown_word(event["word"]))
    if kind == "maj_drawn":
        return tr("chamot.log.maj_drawn", lang, row=row + 1, letter=letter(event["letter"], lang))
    if kind == "loaded":
        return tr("chamot.log.loaded", lang, name=who, letters=event["letters"],
                  target=player_name(event["target"], lang))
    if kind == "discarded":
        return tr("chamot.log.discarded", lang, name=who, letter=letter(event["letter"], lang))
    if kind == "joker_forced":
        return tr("chamot.log.joker_forced", lang, name=who)
    if kind == "blocked":
        return tr("chamot.log.blocked", lang, name=who)
    if kind == "shuffled" and event.get("pile") == "corbeille":
        return tr("chamot.log.shuffled", lang, name=who)
    if kind == "pile_exhausted":
        return tr("chamot.log.pile_exhausted", lang, name=who)
    if kind == "game_over":
        names = ", ".join(player_name(p, lang) for p in event["winners"])
        return tr_count(f"chamot.log.over_{event['reason']}", len(event["winners"]), lang,
                        names=names)
    return None
