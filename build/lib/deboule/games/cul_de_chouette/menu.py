"""Cul de Chouette's decision menu: a player's legal actions grouped into a short menu (amounts
on ←/→, the Bleu-Rouge announcement in three slots)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from deboule.games.cul_de_chouette.errors import MatchError
from deboule.games.cul_de_chouette.prompts import LABELS, action_label
from deboule.rules.cul_de_chouette import (
    Action,
    BleuRougeBet,
    ChallengeGrelottine,
    DeclareCivet,
    Deposit,
    Pass,
    Withdraw,
)
from deboule.rules.cul_de_chouette.actions import Tiche

_BLEU_ROUGE_EMPTY = 0  # a Bleu-Rouge slot left empty ("—")

# Windows opened on another player's turn, which the player did not ask for: the menu starts on
# "Pass" (Enter pressed out of habit buys nothing, bets nothing), and a last line turns the
# question off for the rest of the game (the pause menu turns it back on).
UNASKED_PROMPTS = frozenset({"buy_die", "bet_sirotage", "bet_civet", "bet_bleu_rouge",
                             "bet_challenge"})


@dataclass
class MenuEntry:
    """One line of a decision menu: a single action, or a family with adjustable values.

    `slots` holds, per adjustable value, the allowed values and the chosen index; `build`
    turns the chosen values into the action.
    """

    build: Callable[[tuple], Action]
    slots: list[list] = field(default_factory=list)
    chosen: list[int] = field(default_factory=list)
    active: int = 0
    # the prompt this line turns off ("do not ask me again"); its action is a Pass
    decline: str | None = None

    def values(self) -> tuple:
        return tuple(slot[i] for slot, i in zip(self.slots, self.chosen, strict=True))

    def action(self) -> Action:
        return self.build(self.values())

    def adjust(self, step: int) -> None:
        if not self.slots:
            return
        slot = self.slots[self.active]
        self.chosen[self.active] = min(len(slot) - 1, max(0, self.chosen[self.active] + step))

    def next_slot(self) -> None:
        if self.slots:
            self.active = (self.active + 1) % len(self.slots)


class DecisionMenu:
    """The legal actions of `player` at the current decision, grouped into a short menu.

    Families that differ only by an amount (Civet stakes, deposits, withdrawals, Grelottine
    stakes) are one line each with ←/→; the Bleu-Rouge announcement has three value slots.
    """

    def __init__(self, state, player: int) -> None:
        self.state = state
        self.player = player
        self.prompt = state.node.prompt
        self.entries: list[MenuEntry] = []
        self.focus = 0
        self.declined: str | None = None  # the prompt the last Enter turned off
        self._build(state.legal_actions(player))
        self._unasked(player)

    def _unasked(self, player: int) -> None:
        """A window the player did not ask for starts on Pass and offers to stop asking."""
        if self.prompt not in UNASKED_PROMPTS:
            return
        passes = [i for i, e in enumerate(self.entries) if isinstance(e.action(), Pass)]
        if not passes:
            return
        self.focus = passes[0]
        neutral = self.entries[passes[0]].action()
        self.entries.append(MenuEntry(build=lambda _v: neutral, decline=self.prompt))

    def _build(self, actions: list[Action]) -> None:
        families: dict[tuple, list[Action]] = {}
        order: list[tuple] = []
        bleu_rouge = False
        for action in actions:
            if isinstance(action, BleuRougeBet):
                bleu_rouge = True
                continue
            if isinstance(action, DeclareCivet):
                key = ("civet", action.combination, action.with_sirotage)
            elif isinstance(action, Deposit):
                key = ("deposit",)
            elif isinstance(action, Withdraw):
                key = ("withdraw",)
            elif isinstance(action, ChallengeGrelottine):
                key = ("grelottine", action.combination)
            elif isinstance(action, Tiche):  # issue 34: the Tichette's bids on ←/→
                key = ("tiche",)
            else:
                key = ("one", action)
            if key not in families:
                families[key] = []
                order.append(key)
            families[key].append(action)
        if bleu_rouge:
            order.insert(0, ("bleu_rouge",))
        for key in order:
            if key == ("bleu_rouge",):
                self.entries.append(_bleu_rouge_entry(self.player))
                continue
            group = families[key]
            if key[0] == "one":
                self.entries.append(MenuEntry(build=lambda _v, a=group[0]: a))
                continue
            amount = {"deposit": "amount", "withdraw": "amount", "tiche": "tiche"}.get(key[0],
                                                                                      "stake")
            by_value = {getattr(a, amount): a for a in group}
            values = sorted(by_value)
            # defaults: the smallest stake or deposit; the whole balance; the bots' top stake
            start = len(values) - 1 if key[0] in ("withdraw", "grelottine") else 0
            self.entries.append(MenuEntry(build=lambda v, m=by_value: m[v[0]], slots=[values],
                                          chosen=[start]))
        if not self.entries:
            raise MatchError.table("cdc.refused.no_action")

    # -- navigation
    @property
    def entry(self) -> MenuEntry:
        return self.entries[self.focus]

    def press(self, name: str, big: bool = False) -> Action | None:
        """'up', 'down', 'left', 'right', 'tab', 'enter': the action chosen on 'enter'."""
        if name == "up":
            self.focus = (self.focus - 1) % len(self.entries)
        elif name == "down":
            self.focus = (self.focus + 1) % len(self.entries)
        elif name in ("left", "right"):
            self.entry.adjust((10 if big else 1) * (1 if name == "right" else -1))
        elif name == "tab":
            self.entry.next_slot()
        elif name == "enter":
            self.declined = self.entry.decline
            return self.entry.action()
        return None

    def select(self, index: int) -> None:
        if not 0 <= index < len(self.entries):
            raise MatchError.table("cdc.refused.no_line")
        self.focus = index

    def labels(self, lang: str = "fr") -> list[str]:
        return [self.label(i, lang) for i in range(len(self.entries))]

    def label(self, index: int, lang: str = "fr") -> str:
        entry = self.entries[index]
        if entry.decline is not None:
            return LABELS[lang]["decline"]
        text = action_label(entry.action(), self.state, lang, self.prompt)
        if index == self.focus and entry.slots:
            if len(entry.slots) > 1:
                text += LABELS[lang]["slots"]
            elif len(entry.slots[0]) > 1:
                text += LABELS[lang]["adjust"]
        return text

    def find(self, action: Action) -> int | None:
        """The line whose current action is `action` (tests, mouse)."""
        for i, entry in enumerate(self.entries):
            if entry.action() == action and entry.decline is None:
                return i
        return None


def _bleu_rouge_entry(player: int) -> MenuEntry:
    totals = list(range(3, 19))

    def build(values) -> Action:
        chosen = sorted({v for v in values if v != _BLEU_ROUGE_EMPTY})
        return BleuRougeBet(player, tuple(chosen))

    # the experts' choice by default (9, 10, 11: the likeliest totals with 10 and 11)
    return MenuEntry(build=build,
                     slots=[totals, [_BLEU_ROUGE_EMPTY, *totals], [_BLEU_ROUGE_EMPTY, *totals]],
                     chosen=[totals.index(9), 1 + totals.index(10), 1 + totals.index(11)])
