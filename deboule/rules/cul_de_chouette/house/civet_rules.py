"""House rules of the Civet and the Verdier (issue 34, family "civet"; declared in
house/civet.py): the Civet doublé, the Civet-Filoché and the Verdier's "Vert-Linette !" bets.

Held by the state (`State.civet_rules`), called from the turn script: it reads the State's data
and yields the same nodes (decision windows, races) as the rest of the script.
"""

from __future__ import annotations

import dataclasses

from deboule.rules.cul_de_chouette.actions import BetCivet, DeclareCivet, Pass
from deboule.rules.cul_de_chouette.combinations import Combination, classify
from deboule.rules.cul_de_chouette.house.civet import VERDIER_LOSS, VERDIER_WIN
from deboule.rules.cul_de_chouette.play_state import PlayState

# the combinations a Civet-Filoché may name: aribautg main.js startCivetFiloche's list
# (Chouette, Velute, Cul de Chouette, Chouette-Velute, Suite), our Civet's own (flow.CIVET_BETS)
FILOCHE_BETS = ("CHOUETTE", "VELUTE", "CHOUETTE_VELUTE", "SUITE", "CUL_DE_CHOUETTE")
# Verdier: chouettes "6-4, 6-2 ou 4-2" (aribautg main.js); Kize verdier-rule.ts isVerdierValid:
# no 1, 3 or 5 and all different (the button is enabled on the two chouettes alike)
VERDIER_CHOUETTES = ((2, 4), (2, 6), (4, 6))
VERDIER_DICE = (2, 4, 6)  # won: "all even and distinct" (Kize) = "une Velute de 6" (aribautg)


def verdier_won(dice) -> bool:
    """Kize isVerdierValid: every die even and the three different; aribautg: a Velute of 6
    after those chouettes; the same throws, 2-4-6."""
    return tuple(sorted(dice)) == VERDIER_DICE


def filoche_won(combination: str, combos) -> bool:
    """A Civet-Filoché is judged on the thrower's three dice, before any Sirotage, by the
    throw's one type (aribautg js/main.js resolveCivetFiloche: `combination.type === combo`).
    aribautg's js/game/rules/combinations.js detectCombination gives a throw a single type, the
    first that matches: 1-2-3 is a `suiteVelutee` (neither a Suite nor a Velute) and 3-3-4 a
    `bleuRouge` (its ★★★ rule, always on at the Civet-Filoché's ★★★★), not a Chouette. So the
    bet wins only when the named combination is the throw's only one: a Suite or a Velute bet
    loses on 1-2-3, a Chouette bet on a Bleu-Rouge."""
    return frozenset(combos) == {Combination[combination]}


class CivetHouse:
    """The Civet's and the Verdier's house rules, held by State as `civet_rules`."""

    def __init__(self, state: PlayState) -> None:
        self.state = state

    # -- Civet doublé (Kize level-2/civet-doubled-rule.ts) -----------------------------
    def civet_doubled(self, p: int, civet: DeclareCivet):
        """Kize: the other players holding a Civet may join a declared Civet
        ("otherBettingPlayers"); the declarer's win or loss is multiplied by 2^n
        ("multiplicativeFactor = 2 ** otherBettingPlayers.length") and each joiner's Civet is
        removed (REMOVE_CIVET). Joining stakes nothing else: a joiner bets the declarer
        fails, and pays a Civet for it. Returns the Civet with its stake multiplied."""
        state = self.state
        if not state.variant.civet_doubled:
            return civet
        holders = [q for q in state.flow.after(p) if state.has_civet[q]]
        if not holders:
            return civet
        answers = yield from state.flow.window(
            "double_civet", holders, lambda q: [BetCivet(q), Pass(q)], {"thrower": p})
        joiners = [q for q in holders if isinstance(answers.get(q), BetCivet)]
        if not joiners:
            return civet
        for q in joiners:
            state.has_civet[q] = False
            state.event("civet_join", player=q, thrower=p)
        stake = civet.stake * 2 ** len(joiners)
        state.event("civet_doubled", thrower=p, factor=len(joiners), stake=stake)
        return dataclasses.replace(civet, stake=stake)

    def turn_dice(self, p: int) -> tuple[int, ...] | None:
        """The three dice `p` threw this turn (their "combination" event), None when the cul
        was bought (no throw of three): Kize's Civet reads the Artichette from them."""
        state = self.state
        for event in reversed(state.events):
            if event.kind == "combination" and event.get("player") == p:
                return tuple(event["dice"])
            if event.kind in ("turn", "chouettes_only"):
                return None
        return None

    # -- Civet-Filoché (aribautg js/main.js, js/game/GameEngine.js) ---------------------
    def civet_filoche_earned(self, player: int, stake: int) -> None:
        """aribautg GameEngine.resolveCivet: "Civet-Filoché si mise perdue = combinaison
        gagnée" (`bet === combinationPoints`), one at a time (`!player.hasItem`): called when a
        Civet (or a Civet-Filoché) is lost; the points are those the owner's throw scored by
        right (a Chouette Velute's too), aribautg's `combination.points`: 0 on 1-2-3, whose
        Velute of 3 aribautg keeps apart (`velutePoints`)."""
        state = self.state
        if not state.variant.civet_filoche or state.has_civet_filoche[player]:
            return
        thrower = state.owner
        points = 0
        for event in reversed(state.events):
            if event.kind == "combination" and event.get("player") == thrower:
                cls = classify(tuple(event["dice"]), state.variant)
                points = cls.thrower_points + cls.race_points
                if {Combination.SUITE, Combination.VELUTE} <= cls.combinations:
                    points = 0  # aribautg combinations.js: a `suiteVelutee` has `points: 0`
                break
            if event.kind == "chouettes_only" and event.get("player") == thrower:
                points = event["points"]
                break
        if stake == points:
            state.has_civet_filoche[player] = True
            state.event("civet_filoche_won", player=player, stake=stake)

    def civet_filoche_bets(self, p: int):
        """aribautg offerCivetFilocheUse / startCivetFiloche: before the owner's throw, each other
        player holding a Civet-Filoché may play it: a stake of 1 to 102 (our Civet's maximum)
        on a combination of the owner's throw. No bet with a score of zero or less (C4)."""
        state = self.state
        v = state.variant
        if not v.civet_filoche:
            return []
        holders = [q for q in state.flow.after(p)
                   if state.has_civet_filoche[q] and state.score(q) > 0]
        if not holders:
            return []

        def legal(q):
            top = min(v.civet_max_stake, state.score(q))
            return [*(DeclareCivet(q, stake, combo, False) for stake in range(1, top + 1)
                      for combo in FILOCHE_BETS), Pass(q)]

        answers = yield from state.flow.window("civet_filoche", holders, legal, {"thrower": p})
        bets = [answers[q] for q in holders if isinstance(answers.get(q), DeclareCivet)]
        for bet in bets:
            state.has_civet_filoche[bet.player] = False
            state.event("civet_filoche", player=bet.player, thrower=p, stake=bet.stake,
                        combination=bet.combination)
        return bets

    def settle_civet_filoche(self, bets, combos) -> None:
        """aribautg resolveCivetFiloche: won, the stake is the owner's; lost, it is lost (the
        combination's points stay the thrower's: ours is a Civet, C4's cap on a gain)."""
        state = self.state
        for bet in bets:
            success = filoche_won(bet.combination, combos)
            state.event("civet_filoche_result", player=bet.player, success=success,
                        stake=bet.stake)
            if success:
                state.flow.gain(bet.player, bet.stake, "civet", capped=True)
            else:
                state.flow.lose(bet.player, bet.stake, "civet")
                self.civet_filoche_earned(bet.player, bet.stake)

    # -- Verdier (Kize level-3/verdier-rule.ts; aribautg js/main.js startVerdier) ----------
    def verdier(self, p: int, chouettes):
        """After the chouettes 2-4, 2-6 or 4-6, "Vert-Linette !" is a bet that the cul completes
        2-4-6: a race (C3), each press a bet. Kize's reading: every player may shout (its
        scribe lists them all); aribautg's: "les adversaires peuvent parier". No bet with a
        score of zero or less (C4). Returns the bettors."""
        state = self.state
        reading = state.variant.verdier
        if reading == "off" or tuple(sorted(chouettes)) not in VERDIER_CHOUETTES:
            return []
        players = [p, *state.flow.after(p)] if reading == "kize" else state.flow.opponents(p)
        players = [q for q in players if state.score(q) > 0]
        state.event("verdier", player=p, dice=list(chouettes))
        if not players:
            return []
        presses = yield from state.flow.race("vert_linette", {q: "vert_linette" for q in players})
        return [q for q in players if q in presses]

    def settle_verdier(self, p: int, bettors, dice) -> None:
        """Both sources: a right bet wins 25 (a bet: C4's cap), a wrong one loses 5, when the
        cul has fallen (aribautg resolveVerdierBets on "culRolled")."""
        state = self.state
        if not bettors:
            return
        success = verdier_won(dice)
        state.event("verdier_result", player=p, dice=list(dice), success=success)
        for q in bettors:
            points = VERDIER_WIN if success else VERDIER_LOSS
            state.event("verdier_bet", player=q, success=success, points=points)
            if success:
                state.flow.gain(q, VERDIER_WIN, "bet", capped=True)
            else:
                state.flow.lose(q, VERDIER_LOSS, "bet")
