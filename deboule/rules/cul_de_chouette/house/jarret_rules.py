"""The Jarret and the Flan (issue 34, house rules of family "jarret"; declared in
house/jarret.py, explained in docs/rules-cul-de-chouette.md "Variants of other tables").

Source: aribautg/cul-de-chouette. js/main.js: `resolveBleuRougeRelance` (a Néant on the
Bleu-Rouge relance opens the "Lance-Bûches !" buzz), `startBuzzJarret` (the first to buzz wins a
Jarret, "non cumulable"), `offerJarretUse` (before throwing: Mi-Jarret "2 lancers, garder les
dés de votre choix", Bi-Jarret "la valeur de votre combinaison sera DOUBLÉE", Jarret-Sifflet
"2 lancers ET la combinaison finale sera DOUBLÉE" for a Jarret Souple, Lance-Jarret "donner le
Jarret"); js/utils/constants.js: ITEM_TYPES jarret, jarretSouple, jarretSifflet. The Flan:
js/game/rules/combinations.js (6-5-2 in any order), GAME_DESIGN.md 2.3 ("Le joueur doit crier
'À Kadoc !' [...] Sinon, c'est un Néant"; no Grelottine on a Flan), js/main.js `offerFlanUse`
(before another player's throw, "Tatan elle fait des Flans !") and `getFlanResult` (the throw's
points are lost instead of won; on a Néant the Flan is kept).

Readings this engine fixes where aribautg leaves a gap: the Mi-Jarret's second throw is
thrown after the cul, keeping any of the three dice (aribautg sets `miJarret` but never
resolves it); "Lance-Bûches !" and "Tatan..." are races (C3) whose earliest press wins (a tie
goes to turn order from the thrower); a Lance-Jarret goes only to a player with no Jarret
(aribautg: a Bévue otherwise); the Flan inverts every gain a combination of the flanned turn
makes (the thrower's Chouette, Velute, Cul de Chouette, Bleu-Rouge, a Chouette Velute's race
winner: aribautg's "le premier [...] PERD"; on a Suite the first to shout loses instead of the
last); a flanned turn that inverts nothing gives the Flan back (aribautg's Néant case,
generalised).
"""

from __future__ import annotations

import itertools

from deboule.rules.cul_de_chouette.actions import Keep, Pass, UseJarret
from deboule.rules.cul_de_chouette.play_state import PlayState
from deboule.rules.cul_de_chouette.races import first_group

# what a Jarret or a Flan changes: the points combinations score (the reasons of `gain`)
THROW_REASONS = frozenset({"CHOUETTE", "VELUTE", "CUL_DE_CHOUETTE", "CHOUETTE_VELUTE",
                           "BLEU_ROUGE"})
# the per-player holdings and the turn's uses: plain values, part of the turn data (State.copy)
HOLDINGS = ("jarret_held", "flan_held", "rigodon_held", "jarret_mode", "flan_by", "flan_done")
MODE_NAMES = {"mi": "Mi-Jarret", "bi": "Bi-Jarret", "sifflet": "Jarret-Sifflet",
              "lance": "Lance-Jarret"}
DOUBLING = frozenset({"bi", "sifflet"})
SECOND_THROW = frozenset({"mi", "sifflet"})


def init_holdings(state, players: int) -> None:
    """Nobody holds a Jarret or a Flan at the start."""
    state.jarret_held = [False] * players
    state.flan_held = [False] * players
    state.rigodon_held = [False] * players  # house/jarret_challenges.py
    state.jarret_mode = ""  # this turn's Jarret: "", "mi", "bi", "sifflet"
    state.flan_by = -1  # who flanned this turn's thrower (-1: nobody)
    state.flan_done = False  # the Flan inverted some points this turn


def add_seat(state) -> None:
    """A newcomer (Chante-Sloubi) holds nothing."""
    state.jarret_held.append(False)
    state.flan_held.append(False)
    state.rigodon_held.append(False)


def jarret_modes(variant) -> tuple[str, ...]:
    """aribautg offerJarretUse: a Jarret offers Mi, Bi and Lance; a Jarret Souple also the
    Sifflet."""
    if variant.jarret == "souple":
        return ("mi", "bi", "sifflet", "lance")
    return ("mi", "bi", "lance") if variant.jarret == "jarret" else ()


def keep_any(dice) -> list[tuple[int, ...]]:
    """Mi-Jarret: any of the three dice may be kept (sorted faces, each choice once)."""
    return sorted({tuple(sorted(c)) for n in range(len(dice) + 1)
                   for c in itertools.combinations(dice, n)}, key=lambda c: (len(c), c))


class JarretRules:
    """Held by State as `jarret_rules`: the hooks the turn script (flow.py) calls, each a no-op
    with the rules off."""

    def __init__(self, state: PlayState) -> None:
        self.state = state

    def house_jarret_points(self, player: int, amount: int, reason: str) -> int:
        """A Bi-Jarret doubles the thrower's points; a Flan makes them a loss (negative)."""
        state = self.state
        if reason not in THROW_REASONS or amount <= 0 or state.owner is None:
            return amount
        if player == state.owner and state.jarret_mode in DOUBLING:
            amount *= 2
        if state.flan_by >= 0:
            state.flan_done = True
            return -amount
        return amount

    def house_flan_suite(self, presses: dict[int, int], losers: list[int]) -> list[int]:
        """aribautg getFlanResult: "Flan sur Suite ! Le PREMIER à crier « Grelotte ça picote ! »
        PERD 10 pts": in a flanned turn the first to shout loses (ties as the Suite's)."""
        state = self.state
        if state.flan_by < 0:
            return losers
        firsts = first_group(presses, state.variant.race_tie_ms)
        if not firsts:
            return losers
        state.flan_done = True
        return firsts

    def house_jarret_before_throw(self, p: int):
        """Before the chouettes: the last turn's unused Flan goes back, opponents holding a Flan
        may flan `p`, then `p` may play a Jarret."""
        state = self.state
        v = state.variant
        if state.flan_by >= 0 and not state.flan_done:
            state.flan_held[state.flan_by] = True
            state.event("flan_back", player=state.flan_by)
        state.flan_by, state.flan_done, state.jarret_mode = -1, False, ""
        if v.flan:
            holders = [q for q in state.flow.opponents(p) if state.flan_held[q]]
            if holders:
                presses = yield from state.flow.race("tatan_flans",
                                                     {q: "tatan_flans" for q in holders})
                if presses:
                    q = min(presses, key=lambda q: (presses[q], holders.index(q)))
                    state.flan_held[q] = False
                    state.flan_by = q
                    state.event("flan_used", player=q, target=p)
        if v.jarret != "off" and state.jarret_held[p]:
            answer = yield from state.flow.ask(p, "jarret",
                                               lambda q: [*self.jarret_uses(p), Pass(p)])
            if isinstance(answer, UseJarret):
                state.jarret_held[p] = False
                if answer.mode == "lance":
                    state.jarret_held[answer.target] = True
                    state.event("jarret_given", player=p, target=answer.target)
                else:
                    state.jarret_mode = answer.mode
                    state.event("jarret_used", player=p, mode=MODE_NAMES[answer.mode])

    def jarret_uses(self, p: int) -> list[UseJarret]:
        state = self.state
        uses = []
        for mode in jarret_modes(state.variant):
            if mode == "lance":
                uses += [UseJarret(p, "lance", q) for q in state.flow.after(p)
                         if not state.jarret_held[q]]
            else:
                uses.append(UseJarret(p, mode))
        return uses

    def house_jarret_second_throw(self, p: int, dice: tuple[int, int, int]):
        """Mi-Jarret (and Jarret-Sifflet): keep any dice, throw the others once more."""
        state = self.state
        if state.jarret_mode not in SECOND_THROW:
            return dice
        choice = yield from state.flow.ask(p, "jarret_keep",
                                           lambda q: [Keep(p, k) for k in keep_any(dice)],
                                           {"dice": list(dice)})
        kept = tuple(choice.faces)
        if len(kept) == 3:
            return kept
        faces = yield from state.flow.roll(p, 3 - len(kept), "mi_jarret", {"kept": list(kept)})
        dice = kept + faces
        state.event("jarret_second", player=p, dice=list(dice), kept=list(kept))
        return dice

    def house_lance_buches(self, p: int):
        """A Néant on a Bleu-Rouge relance: the first to shout "Lance-Bûches !" wins a Jarret
        (one at a time: a holder who wins it gets nothing). Kize's reading (`jarret_direct`,
        bleu-rouge-rule.ts): the relance's thrower gets it, no race, and the Néant gives no
        Grelottine (its ADD_GRELOTTINE filtered out): True, the Néant is done."""
        state = self.state
        if state.variant.jarret == "off":
            return False
        if state.variant.jarret_direct:
            state.event("jarret_direct", player=p)
            if state.jarret_held[p]:
                state.event("jarret_kept", player=p)
            else:
                state.jarret_held[p] = True
                state.event("jarret_won", player=p)
            return True
        players = [p, *state.flow.after(p)]
        presses = yield from state.flow.race("lance_buches", {q: "lance_buches" for q in players})
        if not presses:
            return False
        winner = min(presses, key=lambda q: (presses[q], players.index(q)))
        if state.jarret_held[winner]:
            state.event("jarret_kept", player=winner)
            return False
        state.jarret_held[winner] = True
        state.event("jarret_won", player=winner)
        return False

    def house_flan_kadoc(self, p: int, dice) -> bool:
        """2-5-6: the thrower's "À Kadoc !" wins a Flan instead of the Néant (True); no shout,
        the Néant stands (False). One Flan at a time: a holder's shout still spares the Néant."""
        state = self.state
        if not state.variant.flan or tuple(sorted(dice)) != (2, 5, 6):
            return False
        presses = yield from state.flow.race("a_kadoc", {p: "a_kadoc"})
        if p not in presses:
            state.event("flan_missed", player=p)
            return False
        if not state.flan_held[p]:
            state.flan_held[p] = True
            state.event("flan_won", player=p)
        return True
