"""House rule "Tichette by bidding" (issue 34, family "sirop", declared in house/sirop.py as
`tichette_bidding`).

Source: aribautg/cul-de-chouette js/game/GameEngine.js `doSirop` ("Vérifier si le résultat du
sirop forme une Artichette (Tichette)": a lost Sirop whose dice read 3-3-4 emits
`tichetteTriggered`) and js/main.js (the buzz "Salsifi !", `startTichette`, `showTichetteUI`,
`resolveTichage`, `resolveTichetteEnd`). Facts carried over, the code is ours:
- the first to shout "Salsifi !" is the ticheur; nobody shouting: no Tichette;
- the stake is the absolute value of the ticheur's score; below 6: no Tichette;
- the ticheur throws three hidden dice ("lance 3 dés cachés": the program shows them to nobody,
  the ticheur included; we keep them hidden from every seat until the claim);
- the ticheur opens with a Michette (one digit), then each player in turn raises the tiche (a
  number of 1 to 3 digits, higher than the last: Michette, Tichette, Bichette), or "se quiche"
  (leaves, losing their last tiche in points), or, once two are left, "tiche" (claims the current
  tiche's digits are all among the hidden dice: + the stake if so, - the stake if not); the
  last one left must tiche.
Our readings where the source is vague or unplayable (docs/rules-cul-de-chouette.md, "Sirop"):
a tiche's digits are faces (1 to 6) written in rising order (the claim is about which faces,
not their order); a quiche costs the last tiche's value but never more than the stake; a tie
for "Salsifi !" goes to the earliest press, then to the first in turn order from the sirotant;
the Tichette replaces the Bleu-Rouge relance a lost Sirotage's 3-3-4 would open (the source
stops there: "la Tichette va prendre le relais").
"""

from __future__ import annotations

import itertools

from deboule.rules.cul_de_chouette.actions import Quiche, Tiche, Ticher
from deboule.rules.cul_de_chouette.play_state import PlayState
from deboule.rules.cul_de_chouette.races import first_group

MIN_STAKE = 6  # "Le score absolu du ticheur doit être d'au moins 6"
TRIGGER = (3, 3, 4)


def _all_tiches() -> tuple[int, ...]:
    """Every tiche, in rising order: 1 to 3 faces, digits in rising order (1 .. 666)."""
    out = []
    for n in (1, 2, 3):
        for digits in itertools.combinations_with_replacement(range(1, 7), n):
            out.append(int("".join(map(str, digits))))
    return tuple(sorted(out))


TICHES = _all_tiches()


def tiche_digits(tiche: int) -> tuple[int, ...]:
    return tuple(int(c) for c in str(tiche))


def tiche_holds(tiche: int, faces) -> bool:
    """`resolveTichage`: every digit of the tiche is among the dice, each die used once."""
    left = list(faces)
    for digit in tiche_digits(tiche):
        if digit not in left:
            return False
        left.remove(digit)
    return True


def raises(current: int) -> list[int]:
    """The tiches that may follow `current` (0: the opening, a Michette)."""
    if current == 0:
        return [t for t in TICHES if t < 10]
    return [t for t in TICHES if t > current]


def bids(current: int, n_active: int):
    """The legal answers of the bidder on turn: raise; once a tiche is down, quit; with two
    left, claim."""

    def legal(player: int) -> list:
        options: list = [Tiche(player, t) for t in raises(current)]
        if current:
            options.append(Quiche(player))
            if n_active <= 2:
                options.append(Ticher(player))
        return options

    return legal


class TichageHouse:
    """The rule as steps of the turn script, held by State as `tichage_rules`. While the hidden
    dice are down, the state's `tichage_hidden_at` is their DiceRolled's index in the history
    (deboule/rules/cul_de_chouette/ house/tichage_views.py nulls it in every seat's view) and
    its `tichage_faces` their faces: both None until then, set here."""

    def __init__(self, state: PlayState) -> None:
        self.state = state
        state.tichage_hidden_at = None
        state.tichage_faces = None

    def tichage(self, p: int, value: int, die: int):
        """After a lost Sirotage: True when a Tichette took the place of what its dice would
        otherwise open (their 3-3-4's Bleu-Rouge relance)."""
        state = self.state
        if not state.variant.tichette_bidding or tuple(sorted((value, value, die))) != TRIGGER:
            return False
        state.event("tichette_open", player=p)
        players = [p, *state.flow.after(p)]
        presses = yield from state.flow.race("salsifi", {q: "salsifi" for q in players})
        firsts = first_group(presses, state.variant.race_tie_ms)
        if not firsts:
            state.event("tichette_none")
            return True
        ticheur = min(firsts, key=lambda q: (presses[q], players.index(q)))
        state.event("race_won", race="salsifi", player=ticheur, points=0)
        stake = abs(state.score(ticheur))
        if stake < MIN_STAKE:
            state.event("tichette_poor", player=ticheur, stake=stake)
            return True
        action = yield state.node_builders.chance_node(ticheur, 3, "tichette_hidden")
        state.tichage_faces = tuple(action.faces)
        state.tichage_hidden_at = len(state.actions) - 1
        state.event("tichette_hidden", player=ticheur, stake=stake)  # no faces: hidden
        yield from self.bidding([ticheur, *state.flow.after(ticheur)], stake)
        return True

    def bidding(self, active: list[int], stake: int):
        """The turns of bids until a claim; the last one left must claim."""
        state = self.state
        current, last, at = 0, dict.fromkeys(active, 0), 0
        while len(active) > 1:
            at %= len(active)
            q = active[at]
            answer = yield from state.flow.ask(q, "tichage", bids(current, len(active)),
                                               {"tiche": current, "stake": stake,
                                                "active": list(active)})
            if isinstance(answer, Tiche):
                current = last[q] = answer.tiche
                state.event("tiche", player=q, tiche=current)
                at += 1
            elif isinstance(answer, Quiche):
                active.remove(q)
                cost = min(last[q], stake)
                state.event("quiche", player=q, points=cost)
                if cost:
                    state.flow.lose(q, cost, "tichette")
            else:
                self.reveal(q, current, stake)
                return
        self.reveal(active[0], current, stake)

    def reveal(self, q: int, tiche: int, stake: int) -> None:
        state = self.state
        faces = state.tichage_faces or ()
        success = tiche_holds(tiche, faces)
        state.tichage_hidden_at, state.tichage_faces = None, None
        state.event("tichette_reveal", player=q, tiche=tiche, faces=list(faces), success=success)
        if success:
            state.flow.gain(q, stake, "tichette")
        else:
            state.flow.lose(q, stake, "tichette")
