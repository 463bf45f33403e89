"""The play a human is putting together in the window, before it goes to the rules: which card
or letters, where, and the word typed so far (checked as it is typed, accents optional: H4).

Pure (no window): the screen fills a `Plan` from keys or a mouse drag, shows `pattern()` and
`status()`, and hands `action()` to the match when the player confirms.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from deboule.rules.chamot.actions import Load, Move, Place, Remove
from deboule.rules.chamot.cards import MIN_LETTERS
from deboule.rules.chamot.lexicon import MIN_WORD, fold_word
from deboule.rules.chamot.state import ChamotState
from deboule.rules.core import Action


@dataclass(frozen=True)
class Plan:
    """kind: "place" (the card in hand or the corbeille's top onto `row`), "move" (the last
    `count` min. of `source_row` onto `row`), "remove" (the whole word of `row`), "load" (a
    coup vache: the card, the corbeille's top or `source_row`'s run onto seat `target`)."""

    kind: str
    source: str = "hand"  # "hand", "corbeille" or "row" (a load of a row's run)
    row: int | None = None
    source_row: int | None = None
    count: int = 1
    target: int | None = None
    typed: str = ""

    # ------------------------------------------------------------------ what it needs
    def needs_word(self) -> bool:
        return self.kind in ("place", "move", "remove") and self.row is not None

    def ready(self) -> bool:
        """Everything but the word is chosen."""
        if self.kind == "load":
            return self.target is not None and (self.source != "row"
                                                or self.source_row is not None)
        if self.kind == "move":
            return self.source_row is not None and self.row is not None
        return self.row is not None

    def card(self, state: ChamotState) -> int | None:
        """The min. the play puts down (place, load of one card)."""
        if self.source == "hand":
            return state.hand
        corbeille = state.corbeilles[state.current]
        return corbeille[-1] if corbeille else None

    def letters(self, state: ChamotState) -> str:
        """The letters this play adds to the target row."""
        if self.kind == "place":
            card = self.card(state)
            return MIN_LETTERS[card] if card is not None else ""
        if self.kind == "move" and self.source_row is not None:
            mins = state.rows[self.source_row].mins
            return "".join(MIN_LETTERS[c] for c in mins[-self.count:]) if self.count <= len(
                mins) else ""
        return ""

    def pattern(self, state: ChamotState) -> str:
        """What the announced word must begin with (the row after the play; H4, H5)."""
        if self.row is None or not 0 <= self.row < len(state.rows):
            return ""
        row = state.rows[self.row].pattern()
        return row if self.kind == "remove" else row + self.letters(state)

    def status(self, state: ChamotState) -> str:
        """"word", "partial", "no" or "short" for the word typed so far."""
        typed = self.typed.strip()
        if self.kind == "remove":
            folded = fold_word(typed)
            if typed and folded is not None and len(folded) >= len(self.pattern(state)) and \
                    folded != self.pattern(state) and "?" not in self.pattern(state):
                return "no"
        status = state.lexicon.announce_status(self.pattern(state), typed)
        folded = fold_word(typed)
        if status == "word" and (folded is None or len(folded) < MIN_WORD):
            return "short"
        return status

    def suggestion(self, state: ChamotState) -> str | None:
        """A word the lexicon offers for this play (Tab fills it in): the most common that
        fits (issue 30, point 9); a removal's is the row's own word."""
        if self.kind == "remove":
            return state.lexicon.example(self.pattern(state), whole=True)
        return state.lexicon.suggest(self.pattern(state))

    # ------------------------------------------------------------------ changes
    def typing(self, text: str) -> Plan:
        """The word with `text` typed at its end (letters, accents, a hyphen)."""
        kept = "".join(ch for ch in text if ch.isalpha() or ch in "-'")
        return replace(self, typed=(self.typed + kept)[:40])

    def backspace(self) -> Plan:
        return replace(self, typed=self.typed[:-1])

    def action(self) -> Action:
        """The rules' action (the rules check it: a refusal changes nothing)."""
        if self.kind == "place":
            return Place(int(self.row), self.typed, self.source)  # type: ignore[arg-type]
        if self.kind == "move":
            return Move(int(self.source_row), self.count, int(self.row),  # type: ignore[arg-type]
                        self.typed)
        if self.kind == "remove":
            return Remove(int(self.row), self.typed)  # type: ignore[arg-type]
        if self.source == "row":
            return Load(int(self.target), "row", self.source_row)  # type: ignore[arg-type]
        return Load(int(self.target), self.source)  # type: ignore[arg-type]
