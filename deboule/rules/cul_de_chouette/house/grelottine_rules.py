"""House rules of the Grelottine (issue 34, family "civet"; declared in house/civet.py): the
30-point threshold, the stake tables of other programs, and the Néant soufflé (1-4-6).

Held by the state (`State.grelottine_rules`), called from the turn script: it reads the State's
data (`variant`, `scores`, `has_grelottine`) and yields the same nodes as the rest of the script.
"""

from __future__ import annotations

from deboule.rules.cul_de_chouette.challenges import max_grelottine_stake
from deboule.rules.cul_de_chouette.house.civet import GRELOTTINE_THRESHOLD, stake_table
from deboule.rules.cul_de_chouette.play_state import PlayState
from deboule.rules.cul_de_chouette.races import first_group

NEANT_SOUFFLE = (1, 4, 6)  # aribautg js/game/rules/combinations.js: "1-4-6, dans n'importe quel
# ordre"


def grelottine_top(variant, score_a: int, score_b: int, challenge: str) -> int:
    """The most that may be staked on a Grelottine challenge between two scores (0: none).

    Our seeds: "le plus petit score entre le défié et le défiant * le coefficient", truncated.
    A house stake table (house/civet.py STAKE_TABLES) brings its own rounding: OncleTom77's
    README "on arrondit à l'unité supérieure" (aribautg RuleEngine.js: Math.ceil), AlexThepaut's
    parseInt (truncated), fmm-2026's Math.round (halves up) and at least 1, the one stake
    allowed (regles.ts miseGrelottine: "Math.max(1, Math.round(Math.min(defiant.score,
    defie.score) * COEFF_GRELOTTINE))"; its challenge needs both scores above 0). A threshold
    (aribautg RuleEngine.js canLaunchGrelottine; OncleTom77 README: "Il n'est pas possible de
    lancer un défi Grelottine si son propre score est inférieur à 30 ... ni de cibler
    un joueur dont le score est inférieur à 30") leaves nothing to stake.
    """
    percent = variant.coefficient(challenge)
    if percent is None:
        return 0
    if variant.grelottine_threshold != "off" and min(score_a, score_b) < GRELOTTINE_THRESHOLD:
        return 0
    smaller = min(score_a, score_b)
    table = stake_table(variant)
    if table is not None and table[1] == "fixed":
        return max(1, (smaller * percent + 50) // 100) if smaller > 0 else 0
    if table is not None and table[1] == "up" and smaller > 0:
        return -(-smaller * percent // 100)
    return max_grelottine_stake(score_a, score_b, percent)


def grelottine_stakes(variant, score_a: int, score_b: int, challenge: str) -> range:
    """The stakes a challenger may announce: 1 to the top, or the top alone where a stake table
    sets it (fmm-2026 miseGrelottine: the stake is computed, never chosen)."""
    top = grelottine_top(variant, score_a, score_b, challenge)
    table = stake_table(variant)
    if table is not None and table[1] == "fixed" and top > 0:
        return range(top, top + 1)
    return range(1, top + 1)


def is_neant_souffle(variant, dice) -> bool:
    """1-4-6 with the Néant soufflé on: not a plain Néant (aribautg: its own combination)."""
    return variant.neant_souffle and tuple(sorted(dice)) == NEANT_SOUFFLE


class GrelottineHouse:
    """The Grelottine's house rules, held by State as `grelottine_rules`."""

    def __init__(self, state: PlayState) -> None:
        self.state = state

    def grelottine_top(self, challenger: int, target: int, challenge: str) -> int:
        state = self.state
        return grelottine_top(state.variant, state.score(challenger), state.score(target),
                              challenge)

    def grelottine_stake_range(self, challenger: int, target: int, challenge: str) -> range:
        state = self.state
        return grelottine_stakes(state.variant, state.score(challenger), state.score(target),
                                 challenge)

    def neant_gives_grelottine(self, player: int) -> bool:
        """Whether a Néant gives its thrower a Grelottine. aribautg js/game/GameEngine.js
        resolveCombination: "const canGet = this.state.allowNegativeScores || player.score >=
        30" (its threshold is that of its table without negative scores, as canLaunchGrelottine's
        30 points); OncleTom77 README: "En cas de Néant, s'il a 30 pts ou plus". Under the
        threshold the Néant gives none (a log line says so)."""
        state = self.state
        if state.variant.grelottine_threshold == "off":
            return True
        if state.score(player) >= GRELOTTINE_THRESHOLD:
            return True
        state.event("grelottine_refused", player=player, threshold=GRELOTTINE_THRESHOLD)
        return False

    def may_hold_grelottine(self, player: int) -> bool:
        """Whether a Grelottine won otherwise than by one's Néant (the Néant soufflé's
        "Mécréant !") may be taken. OncleTom77 README: "Si un joueur possédant une Grelottine
        redescend en dessous de 30 pts, il perd sa Grelottine": under 30 it would be lost at
        once, so it is refused. aribautg js/main.js startBuzzFirstWinsGrelottine gives it at
        any score (no score test there): its reading takes it."""
        state = self.state
        if state.variant.grelottine_threshold != "oncletom77":
            return True
        if state.score(player) >= GRELOTTINE_THRESHOLD:
            return True
        state.event("grelottine_refused", player=player, threshold=GRELOTTINE_THRESHOLD)
        return False

    def grelottine_floor(self, player: int) -> None:
        """OncleTom77 README: "Si un joueur possédant une Grelottine redescend en dessous de 30
        pts, il perd sa Grelottine" (called after every loss of points)."""
        state = self.state
        if state.variant.grelottine_threshold != "oncletom77":
            return
        side = state.side_of[player]
        for q in range(len(state.has_grelottine)):
            if state.side_of[q] == side and state.has_grelottine[q] and \
                    state.scores[side] < GRELOTTINE_THRESHOLD:
                state.has_grelottine[q] = False
                state.event("grelottine_dropped", player=q, threshold=GRELOTTINE_THRESHOLD)

    def neant_souffle(self, p: int):
        """1-4-6: a race. aribautg (combinations.js, RuleEngine.js getActions, main.js
        startBuzzFirstWinsGrelottine): "Le premier joueur à crier « Mécréant ! » en se touchant
        le nez récupère une Grelottine"; "Je suis un misérable." : "Empêcher quiconque de
        récupérer la Grelottine". aribautg races both shouts without saying who shouts which;
        our reading (docs): who has no Grelottine shouts "Mécréant !" (a holder cannot take a
        second one, "non cumulable"), who holds one may shout "Je suis un misérable." to keep it
        from the others; the first shout decides (C3). Tied "Mécréant !": the smaller score,
        then turn order (as CDC-G1); a "misérable" tied first blocks. No Grelottine challenge
        follows: it is not a Néant."""
        state = self.state
        players = [p, *state.flow.after(p)]
        shouts = {q: "miserable" if state.has_grelottine[q] else "mecreant" for q in players}
        state.event("neant_souffle", player=p, dice=list(NEANT_SOUFFLE))
        presses = yield from state.flow.race("mecreant", shouts)
        firsts = first_group(presses, state.variant.race_tie_ms)
        if not firsts:
            state.event("nobody", race="mecreant")
            return
        blockers = [q for q in firsts if shouts[q] == "miserable"]
        mecreants = [q for q in firsts if shouts[q] == "mecreant"]
        if state.variant.neant_souffle_ties == "patmulot" and mecreants:
            # "Mécréant !" first, then its own tie order (house/patmulot_rules.py)
            winner = yield from state.patmulot_rules.mecreant_tie(mecreants, players)
        elif blockers:
            state.event("miserable", player=min(blockers, key=players.index))
            return
        else:
            winner = min(firsts, key=lambda q: (state.score(q), players.index(q)))
        if self.may_hold_grelottine(winner):
            state.has_grelottine[winner] = True
            state.event("mecreant", player=winner)
