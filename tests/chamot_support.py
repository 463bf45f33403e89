"""Hand-made Chamot tables for the rules tests: a tiny lexicon and `table(...)`.

`table` sets the game up with `ChamotState.from_position`, the cards laid out as written, each
taken from the deck by its letter so that every card stays unique (the min. left over are
boxed, out of the game):
  piles      one string per seat, top card first ("tp" turns t, then p); with a single pile
             an opponent holding "kw" is added
  rows       three strings, maj. then min. ("Sham"; "?" is a joker, maj. or min.)
  corbeilles one string per seat, bottom to top (the last letter is the top)
  maj_pile   top first (default: three maj. the rows do not use); maj_corbeille bottom to top
"""

from __future__ import annotations

from deboule.rules.chamot.cards import MAJ_DECK, MAJ_LETTERS, MIN_DECK, MIN_LETTERS
from deboule.rules.chamot.lexicon import Lexicon
from deboule.rules.chamot.state import ChamotState

WORDS = """
epee epees epoux epice epicer emploi emplois camp camps shampoing top tops tordu torse etrange
moudre moulons sel sels sale salade tas tasse car cars carte art arts ami amie amis ane anes
bar bas bac bal cab cale dame dames dos mur mure mures rue rues ruse usa use user vue zoo
eau eaux ours oui ail aile
""".split()
LEXICON = Lexicon.from_words(WORDS, source="test")


def table(piles: list[str], rows: tuple[str, str, str] = ("T", "E", "C"),
          corbeilles: list[str] | None = None, maj_pile: str | None = None,
          maj_corbeille: str = "",
          lexicon: Lexicon = LEXICON, current: int = 0, **options) -> ChamotState:
    piles = piles + ["kw"] * (2 - len(piles))  # one pile given: an opponent is added
    if maj_pile is None:  # three maj. the rows do not use
        maj_pile = "".join([c for c in "ABDFGH" if c not in {r[0] for r in rows}][:3])
    mins = {letter: [c for c in range(MIN_DECK) if MIN_LETTERS[c] == letter]
            for letter in set(MIN_LETTERS)}
    majs = {MAJ_LETTERS[c]: c for c in range(MAJ_DECK)}

    def take(letter: str) -> int:
        return mins[letter].pop(0)

    def take_maj(letter: str) -> int:
        return majs.pop(letter.lower())

    return ChamotState.from_position(
        {"players": len(piles), **options}, lexicon,
        piles=[[take(c) for c in reversed(pile)] for pile in piles],
        corbeilles=[[take(c) for c in corbeille]
                    for corbeille in (corbeilles or [""] * len(piles))],
        rows=[(take_maj(text[0]), [take(c) for c in text[1:]]) for text in rows],
        maj_pile=[take_maj(c) for c in reversed(maj_pile)],
        maj_corbeille=[take_maj(c) for c in maj_corbeille], current=current)


def all_cards(state: ChamotState) -> tuple[list[int], list[int]]:
    """Every min. and maj. wherever it lies: each must appear exactly once."""
    mins = [c for pile in state.piles for c in pile]
    mins += [c for corbeille in state.corbeilles for c in corbeille]
    mins += [c for row in state.rows for c in row.mins] + state.min_corbeille + state.boxed
    if state.hand is not None:
        mins.append(state.hand)
    majs = [row.maj for row in state.rows if row.maj is not None]
    return sorted(mins), sorted(majs + state.maj_pile + state.maj_corbeille)

