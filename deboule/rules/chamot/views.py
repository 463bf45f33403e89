"""What one seat of Chamot may know, and a state rebuilt from it (issue 33: online rooms).

A seat's view is the table as a position (`ChamotState.from_position`'s plain form) with every
card that seat cannot see as null: all piles (H3: dealt "face down", seed C5: "retourne la min.
de son tas"), the maj. pile, the min. left out of a short game, the card another player turned
(seed D6: "sans la dévoiler"), and the other corbeilles below their tops (seed D2: a player may
"consulter la pile de sa corbeille", their own only). The rows, every corbeille's top, one's own
corbeille whole, the maj. and min. corbeilles (words removed from the table) and the card one
holds are shown; so are the turn counters, the shuffle awaited, the end, and the public plays of
the turn so far (the bots count them, H5).

`from_seat_view` deals the unseen min. (and maj.) at random from the caller's generator into the
null places and lays the position out: the seat sees the same table, the same legal plays, and
the game goes on from there (its history starts at that position; the past deck orders are not
drawn again: no play of the turn depends on them).
"""

from __future__ import annotations

import random
from typing import Any

from deboule.rules.chamot.actions import Load, Move, Remove, Shuffle
from deboule.rules.chamot.cards import MAJ_DECK, MIN_DECK
from deboule.rules.chamot.options import Options
from deboule.rules.core import Action, IllegalAction, check_view_header

POSITION_KEYS = {"piles", "corbeilles", "rows", "maj_pile", "maj_corbeille", "min_corbeille",
                 "boxed", "current", "hand", "turns", "idle_turns", "progress", "awaiting", "end",
                 "recent"}
TABLE_PLAYS = (Move, Remove)  # with a row's run loaded: the plays of a turn before a card


def seat_view(state: Any, player: int) -> dict[str, Any]:
    """`{"game", "version", "seat", "state"}`: `state` holds the options, the lexicon's name and,
    once dealt, the `position` as `player` sees it (unseen cards null)."""
    table: dict[str, Any] = {"options": state.options.to_dict(),
                             "lexicon": state.lexicon.source, "position": None}
    if state.dealt:
        table["position"] = seen_position(state, player)
    return {"game": state.GAME, "version": state.VERSION, "seat": player, "state": table}


def read_seat_view(data: Any, game: str, version: int, rng: random.Random
                   ) -> tuple[int, Options, dict[str, Any] | None]:
    """A seat's view taken apart: its seat, the options, and the position with its unseen cards
    dealt from `rng` (None before the deal). IllegalAction for anything malformed."""
    view = check_view_header(data, game, version)
    table = view["state"]
    if set(table) != {"options", "lexicon", "position"}:
        raise IllegalAction("a Chamot view's state is its options, lexicon and position",
                            code="bad_view")
    options = Options.from_dict(table["options"])
    if table["position"] is None:
        return view["seat"], options, None
    try:
        position = dealt_position(table["position"], rng)
    except (TypeError, ValueError, KeyError, AttributeError, IndexError) as error:
        if isinstance(error, IllegalAction):
            raise
        raise IllegalAction(f"a Chamot view's position is malformed: {str(error)[:80]}",
                            code="bad_view") from None
    return view["seat"], options, position


def seen_position(state: Any, seat: int) -> dict[str, Any]:
    """The table as `seat` sees it, in `from_position`'s form, unseen cards as None."""
    def hidden(cards: list[int]) -> list[None]:
        return [None] * len(cards)

    corbeilles = [list(c) if p == seat or not c else hidden(c[:-1]) + [c[-1]]
                  for p, c in enumerate(state.corbeilles)]
    if state.hand is None:
        hand: list[int | None] = []
    else:
        hand = [state.hand if seat == state.current else None]
    result = state.result()
    return {
        "piles": [hidden(p) for p in state.piles], "corbeilles": corbeilles,
        "rows": [[row.maj, list(row.mins)] for row in state.rows],
        "maj_pile": hidden(state.maj_pile), "maj_corbeille": list(state.maj_corbeille),
        "min_corbeille": list(state.min_corbeille), "boxed": hidden(state.boxed),
        "current": state.current, "hand": hand, "turns": state.turns,
        "idle_turns": state.idle_turns, "progress": state.progress,
        "awaiting": None if state.awaiting is None else list(state.awaiting),
        "end": None if result is None else {"winners": list(result.winners),
                                            "reason": state.end_reason},
        "recent": [action.to_dict() for action in turn_plays(state.recent())],
    }


def turn_plays(history: tuple[Action, ...]) -> list[Action]:
    """The table plays that end the history (moves, removals, rows' runs loaded), the maj.
    pile's shuffles left out: what the bots read of the turn so far (deboule.rules.chamot.bots)."""
    plays: list[Action] = []
    for action in reversed(history):
        if isinstance(action, Shuffle):
            continue
        if not (isinstance(action, TABLE_PLAYS)
                or (isinstance(action, Load) and action.source == "row")):
            break
        plays.append(action)
    return plays[::-1]


def dealt_position(seen: Any, rng: random.Random) -> dict[str, Any]:
    """`from_position`'s keywords from a seen position: the unseen min. shuffled into its null
    places (piles by seat, corbeilles, the hand, the box), the unseen maj. into the maj. pile."""
    if not isinstance(seen, dict) or set(seen) != POSITION_KEYS:
        raise ValueError("a seen position has the keys of seat_view's")
    position = dict(seen)
    hand = position.pop("hand")
    if not isinstance(hand, list) or len(hand) > 1:
        raise TypeError("a hand is at most one card")
    for key in ("piles", "corbeilles"):
        if not isinstance(position[key], list) or \
                not all(isinstance(cards, list) for cards in position[key]):
            raise TypeError(f"{key} are lists of cards")
        position[key] = [list(cards) for cards in position[key]]
    if not isinstance(position["boxed"], list):
        raise TypeError("the box is a list of cards")
    hand, position["boxed"] = list(hand), list(position["boxed"])
    places = [*position["piles"], *position["corbeilles"], hand, position["boxed"]]
    known = [c for cards in places for c in cards if c is not None]
    known += [c for _, mins in position["rows"] for c in mins] + list(position["min_corbeille"])
    unseen = _unseen(known, MIN_DECK)
    if sum(c is None for cards in places for c in cards) != len(unseen):
        raise ValueError("the unseen places do not hold the unseen min.")
    rng.shuffle(unseen)
    deck = iter(unseen)
    for cards in places:
        cards[:] = [next(deck) if c is None else c for c in cards]
    majs = [maj for maj, _ in position["rows"] if maj is not None]
    unseen_majs = _unseen(majs + list(position["maj_corbeille"]), MAJ_DECK)
    maj_pile = position["maj_pile"]
    if not isinstance(maj_pile, list) or any(c is not None for c in maj_pile) or \
            len(maj_pile) > len(unseen_majs):
        raise ValueError("the maj. pile is unseen maj.")
    position["maj_pile"] = rng.sample(unseen_majs, len(maj_pile))
    position["hand"] = hand[0] if hand else None
    return position


def _unseen(known: list[Any], deck: int) -> list[int]:
    if any(isinstance(c, bool) or not isinstance(c, int) or not 0 <= c < deck for c in known) \
            or len(set(known)) != len(known):
        raise ValueError("a card shown twice, or a number that is no card")
    return sorted(set(range(deck)) - set(known))
