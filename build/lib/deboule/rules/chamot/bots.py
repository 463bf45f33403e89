"""Chamot bots: novice, regular, expert (issue 14, point 3).

A bot sees what its seat sees (the rows, its card in hand, its own corbeille, the opponents'
corbeille tops and card counts), never a pile's order, and finds its words through the lexicon's
prefix index, announcing the most common word that fits (`Lexicon.suggest`: wordfreq's ranks,
issue 30), as a person would. Deterministic: ties are broken by a generator seeded at creation.

- novice: turns its cards and places each on the first row a word fits; plays its corbeille only
  when its pile is empty; never moves, removes or loads.
- regular: also plays and loads its corbeille's top, loads the card it turned when it follows an
  opponent's top, removes whole words, and places where the row keeps the most next letters.
- expert: chooses every play by the table's placeability (the chance that a card drawn from the
  deck's letter counts fits some row), moves letters when that completes a word or opens the
  table, loads rows' runs onto the opponent with the fewest cards (before removing them), and
  removes a word when a fresh maj. opens the table more.

The turn's plays so far (at most MAX_TABLE_PLAYS moves and removals; never a move straight
back) are read from `state.recent()`, which a state rebuilt from a seat's view carries too
(deboule/rules/chamot/views.py), so a remote seat's bot chooses as the server's would.

The bots follow the one bot protocol (deboule/rules/core/bots.py): `make_bot(level, seed)`,
`bot.act(state, player)`, and `reseed(key)` (the match restarts a bot's tie-breaking from the
moment of each decision, deboule.rules.core.bots.reseed).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from deboule.rules.chamot.actions import Blocked, Discard, Load, Move, Place, Remove, Shuffle, Turn
from deboule.rules.chamot.cards import JOKER, MIN_COUNTS, MIN_DECK, MIN_LETTERS, ROWS, follows
from deboule.rules.chamot.lexicon import MIN_WORD, Lexicon
from deboule.rules.chamot.state import ChamotState
from deboule.rules.core import Action, IllegalAction
from deboule.rules.core.bots import level_name

LEVELS = ("novice", "regular", "expert")
LETTER_SHARE = {letter: count / MIN_DECK for letter, count in MIN_COUNTS.items()}
MAX_TABLE_PLAYS = 6  # moves and removals a bot makes before turning a card: no endless shuffling
LOAD_VALUE = 1.0  # a card onto an opponent: one less for me, one more for them
PLACE_VALUE = 0.6  # a card of mine onto the table


@dataclass
class Bot:
    level: str
    rng: random.Random

    def act(self, state: ChamotState, player: int) -> Action:
        """The play of `player`, whose turn it is (the bot protocol)."""
        if player != state.current_player():
            raise IllegalAction(f"it is not player {player}'s turn", code="not_your_turn")
        return _CHOOSERS[self.level](self, state)

    def reseed(self, key: str) -> None:
        """Restart the tie-breaking from `key` (deboule.rules.core.bots.reseed)."""
        self.rng = random.Random(key)


def make_bot(level: str, seed: int) -> Bot:
    """A bot of `level` ("novice", "regular", "expert") breaking ties with a generator seeded
    from the level and `seed`."""
    level = level_name(level)
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r} (levels: {', '.join(LEVELS)})")
    return Bot(level, random.Random(f"chamot-{level}-{seed}"))


# -- what a row allows ----------------------------------------------------------------------------

def placement_word(lexicon: Lexicon, pattern: str, letter: str) -> str | None:
    """The word a bot announces: the most common one a person would know (issue 30)."""
    return lexicon.suggest(pattern + letter)


def joker_allowed(pattern: str, letter: str) -> bool:
    return letter != JOKER or JOKER not in pattern


def placeability(lexicon: Lexicon, patterns: list[str]) -> float:
    """The chance that a card drawn with the deck's letter counts fits at least one row."""
    total = 0.0
    for letter, share in LETTER_SHARE.items():
        if letter == JOKER:
            total += share * any(JOKER not in p and lexicon.is_prefix(p + JOKER) for p in patterns)
        else:
            total += share * any(lexicon.is_prefix(p + letter) for p in patterns)
    return total


def _opponents_by_cards(state: ChamotState) -> list[int]:
    """Opponents whose corbeille can be loaded, the fewest cards left first."""
    me = state.current
    seats = [p for p in range(state.num_players) if p != me and state.corbeilles[p]]
    return sorted(seats, key=lambda p: (state.cards_left(p), p))


def _loadable_target(state: ChamotState, letter: str) -> int | None:
    for seat in _opponents_by_cards(state):
        if follows(letter, MIN_LETTERS[state.corbeilles[seat][-1]]):
            return seat
    return None


def _table_plays_this_turn(state: ChamotState) -> int:
    count = 0
    for action in reversed(state.recent()):
        if isinstance(action, Shuffle):  # a maj. pile made again after a removal
            continue
        if not (isinstance(action, Move | Remove)
                or (isinstance(action, Load) and action.source == "row")):
            break
        count += 1
    return count


def _free_default(state: ChamotState) -> Action:
    return Turn() if state.piles[state.current] else Blocked()


# -- novice ---------------------------------------------------------------------------------------

def _novice(bot: Bot, state: ChamotState) -> Action:
    patterns = list(state.row_patterns())
    order = bot.rng.sample(range(ROWS), ROWS)
    if state.hand is not None:
        letter = MIN_LETTERS[state.hand]
        for r in order:
            word = placement_word(state.lexicon, patterns[r], letter) \
                if joker_allowed(patterns[r], letter) else None
            if word:
                return Place(r, word, "hand")
        return Discard()
    corbeille = state.corbeilles[state.current]
    if not state.piles[state.current] and corbeille:
        letter = MIN_LETTERS[corbeille[-1]]
        for r in order:
            word = placement_word(state.lexicon, patterns[r], letter) \
                if joker_allowed(patterns[r], letter) else None
            if word:
                return Place(r, word, "corbeille")
    return _free_default(state)


# -- regular --------------------------------------------------------------------------------------

def _regular(bot: Bot, state: ChamotState) -> Action:
    lexicon = state.lexicon
    patterns = list(state.row_patterns())
    corbeille = state.corbeilles[state.current]
    if state.hand is None and _table_plays_this_turn(state) < MAX_TABLE_PLAYS:
        for r in bot.rng.sample(range(ROWS), ROWS):
            word = lexicon.example(patterns[r], whole=True)
            if word:
                return Remove(r, word)
    for source, card in (("corbeille", corbeille[-1] if corbeille else None),
                         ("hand", state.hand)):
        if card is None:
            continue
        letter = MIN_LETTERS[card]
        target = _loadable_target(state, letter)
        if target is not None:
            return Load(target, source)
        best = _most_open_row(bot, lexicon, patterns, letter)
        if best is not None:
            return Place(best[0], best[1], source)  # type: ignore[arg-type]
    if state.hand is not None:
        return Discard()
    return _free_default(state)


def _most_open_row(bot: Bot, lexicon: Lexicon, patterns: list[str],
                   letter: str) -> tuple[int, str] | None:
    options = []
    for r in range(ROWS):
        if not joker_allowed(patterns[r], letter):
            continue
        word = placement_word(lexicon, patterns[r], letter)
        if word:
            openness = len(lexicon.next_letters(patterns[r] + letter))
            options.append((openness, bot.rng.random(), r, word))
    if not options:
        return None
    _, _, r, word = max(options)
    return r, word


# -- expert ---------------------------------------------------------------------------------------

def _expert(bot: Bot, state: ChamotState) -> Action:
    lexicon = state.lexicon
    patterns = list(state.row_patterns())
    base = placeability(lexicon, patterns)
    seat = state.current
    corbeille = state.corbeilles[seat]
    candidates: list[tuple[float, float, Action]] = []

    def offer(score: float, action: Action) -> None:
        candidates.append((score, bot.rng.random(), action))

    def after(changed: dict[int, str]) -> float:
        return placeability(lexicon, [changed.get(r, p) for r, p in enumerate(patterns)])

    def whole_bonus(pattern: str) -> float:
        # A whole word can be removed (a fresh maj. opens the row) or loaded as a run.
        return 0.15 if len(pattern) >= MIN_WORD and lexicon.is_word(pattern) else 0.0

    for source, card in (("corbeille", corbeille[-1] if corbeille else None),
                         ("hand", state.hand)):
        if card is None:
            continue
        letter = MIN_LETTERS[card]
        target = _loadable_target(state, letter)
        if target is not None:
            offer(LOAD_VALUE + base + _lead_bonus(state, target), Load(target, source))
        for r in range(ROWS):
            if not joker_allowed(patterns[r], letter):
                continue
            grown = patterns[r] + letter
            word = placement_word(lexicon, patterns[r], letter)
            if word:
                offer(PLACE_VALUE + after({r: grown}) + whole_bonus(grown),
                      Place(r, word, source))  # type: ignore[arg-type]
    if state.hand is not None:
        offer(-1.0, Discard())
        return max(candidates)[2]

    if _table_plays_this_turn(state) < MAX_TABLE_PLAYS:
        _expert_table_plays(state, patterns, base, offer, after, whole_bonus)
    # Turning (or the corbeille's reshuffle) is worth the table as it is; table plays must beat
    # it strictly, so that moves never cycle.
    offer(base, _free_default(state))
    return max(candidates)[2]


def _expert_table_plays(state: ChamotState, patterns: list[str], base: float,
                        offer: Callable[[float, Action], None],
                        after: Callable[[dict[int, str]], float],
                        whole_bonus: Callable[[str], float]) -> None:
    lexicon = state.lexicon
    for r, row in enumerate(state.rows):
        if not row.mins:
            continue
        first = MIN_LETTERS[row.mins[0]]
        target = _loadable_target(state, first)
        maj = patterns[r][0]
        if target is not None:  # a coup vache with cards that are not even mine
            offer(base + 0.3 * len(row.mins) + _lead_bonus(state, target) + 0.05,
                  Load(target, "row", r))
        word = lexicon.example(patterns[r], whole=True)
        if word:
            fresh = after({r: maj}) if len(row.mins) else base  # a new maj.: about as open
            offer(fresh + 0.02, Remove(r, word))
    recent = state.recent()
    last = recent[-1] if recent else None
    for s, source in enumerate(state.rows):
        pattern = patterns[s]
        for count in range(1, len(source.mins) + 1):
            rest, moved = pattern[:-count], pattern[-count:]
            for t in range(ROWS):
                if t == s or (JOKER in moved and JOKER in patterns[t]):
                    continue
                if isinstance(last, Move) and (last.source_row, last.target_row,
                                               last.count) == (t, s, count):
                    continue  # straight back where the last move took them: a cycle
                grown = patterns[t] + moved
                if not lexicon.is_prefix(grown):
                    continue
                word = lexicon.suggest(grown)
                if word:
                    score = after({s: rest, t: grown}) + whole_bonus(grown) + whole_bonus(rest)
                    if score > base + 0.01:
                        offer(score, Move(s, count, t, word))


def _lead_bonus(state: ChamotState, target: int) -> float:
    """Loading the leader (fewest cards) pays more than loading a straggler."""
    fewest = min(state.cards_left(p) for p in range(state.num_players) if p != state.current)
    return 0.1 if state.cards_left(target) == fewest else 0.0


_CHOOSERS: dict[str, Callable[[Bot, ChamotState], Action]] = {
    "novice": _novice, "regular": _regular, "expert": _expert,
}
