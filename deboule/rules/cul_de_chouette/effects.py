"""What each combination does (C2): points by right, races (C3), Sirotage, Bleu-Rouge, Pélican."""

from __future__ import annotations

import itertools

from deboule.rules.cul_de_chouette.actions import BIRDS, BetBird, BleuRougeBet, Pass, Siroter
from deboule.rules.cul_de_chouette.banque import round_half_up
from deboule.rules.cul_de_chouette.combinations import (
    Combination,
    chouette_points,
    classify,
    cul_de_chouette_points,
)
from deboule.rules.cul_de_chouette.house.grelottine_rules import is_neant_souffle
from deboule.rules.cul_de_chouette.house.scoring_rules import (
    artichette_applies,
    suite_velute_applies,
)
from deboule.rules.cul_de_chouette.play_state import PlayState
from deboule.rules.cul_de_chouette.races import first_group, last_group

C = Combination
BLEU_ROUGE_TOTALS = range(3, 19)


class Effects:
    """What a throw's combinations do, as steps of the turn script, held by State as `effects`:
    they score through its `gain` and `lose` and open its races and decisions."""

    def __init__(self, state: PlayState) -> None:
        self.state = state

    def resolve_throw(self, p: int, dice, depth: int, settle=None):
        """Apply a throw of three dice by `p`.

        `settle(combinations, sirotage)` (the Civet) is called as soon as the outcome is known,
        before the throw's points are credited (CDC-V2).
        """
        state = self.state
        cls = classify(dice, state.variant)
        combos = cls.combinations
        state.event("combination", player=p, dice=list(cls.dice),
                    combinations=sorted(c.value for c in combos), points=cls.thrower_points)
        settle = settle or (lambda combos, sirotage: None)
        if C.CHOUETTE not in combos or C.BLEU_ROUGE in combos:
            settle(combos, None)
        if artichette_applies(state.variant, cls):  # issue 34 (house/scoring_rules.py)
            settle(combos, None)
            yield from state.scoring_rules.artichette(p)
        elif C.CUL_DE_CHOUETTE in combos:  # issue 34: volé, doublé (house/sirop_rules.py)
            yield from state.sirop_rules.house_cul_de_chouette(p, cls.thrower_points, thrown=True)
        elif C.CHOUETTE_VELUTE in combos:
            yield from self.chouette_velute(p, cls.race_points)
        elif C.BLEU_ROUGE in combos:
            state.flow.gain(p, cls.thrower_points, "BLEU_ROUGE")
            yield from self.bleu_rouge(p, depth)
        elif C.CHOUETTE in combos:
            wants = None
            if state.variant.sirotage:
                wants = yield from state.flow.ask(
                    p, "siroter", lambda q: [Siroter(p), Pass(p)], {"chouette": cls.chouette_value}
                )
            catcher = None
            if isinstance(wants, Siroter):  # issue 34: the Attrape-Oiseau
                catcher = yield from state.jarret_challenges.house_attrape_oiseau(p)
            if catcher is not None:
                settle(combos, None)
                state.flow.gain(p, cls.thrower_points, "CHOUETTE")
                yield from self.sirotage(catcher, cls.chouette_value, depth)
            elif isinstance(wants, Siroter):
                yield from self.sirotage(p, cls.chouette_value, depth, combos, settle)
            else:
                settle(combos, None)
                state.flow.gain(p, cls.thrower_points, "CHOUETTE")
        else:
            suite_velute = suite_velute_applies(state.variant, combos)  # issue 34
            if C.VELUTE in combos and not suite_velute:
                state.flow.gain(p, cls.thrower_points, "VELUTE")
            if C.SUITE in combos:
                yield from self.suite(p)
            if suite_velute:
                yield from state.scoring_rules.suite_velute(p, tuple(dice))
            if C.SOUFFLETTE in combos:
                yield from state.challenges.soufflette(p)
            if C.NEANT in combos and not (
                    yield from state.jarret_rules.house_flan_kadoc(p, cls.dice)):
                # issue 34: 2-5-6 and "À Kadoc !" is a Flan (house/jarret.py); 1-4-6 may be a
                # Néant soufflé (house/civet.py)
                yield from (state.grelottine_rules.neant_souffle(p)
                            if is_neant_souffle(state.variant, cls.dice)
                            else state.challenges.neant(p))

    # -- Chouette Velute --------------------------------------------------------------
    def chouette_velute(self, p: int, points: int):
        """ "Pas mou le caillou !": the first to press takes 2 x velute² (C2, ties per C1)."""
        state = self.state
        shouts = {q: "pas_mou_le_caillou" for q in [p, *state.flow.after(p)]}
        presses = yield from state.flow.race("pas_mou_le_caillou", shouts)
        firsts = first_group(presses, state.variant.race_tie_ms)
        if not firsts:
            state.event("nobody", race="pas_mou_le_caillou")
            return
        if state.scoring_rules.chouette_velute_tied(firsts, points):  # issue 34: the tied lose
            return
        if len(firsts) == 1:
            winner = firsts[0]
        elif p in firsts:
            others = [q for q in state.flow.after(p) if q in firsts]
            rolls = {}
            for q in others:
                (rolls[q],) = yield from state.flow.roll(q, 1, "chouette_velute_tie")
            sixes = [q for q in others if rolls[q] == 6]
            if len(sixes) == 1:
                winner = sixes[0]
            elif not sixes or state.variant.chouette_velute_tie == "single_six_else_thrower":
                winner = p  # nobody (or, iruo, several) made a 6: the thrower keeps them
            else:
                winner = yield from self.six_rolloff(sixes)  # CDC-R2
        else:
            winner = yield from self.six_rolloff([q for q in state.flow.after(p) if q in firsts])
        state.event("race_won", race="pas_mou_le_caillou", player=winner, points=points)
        state.flow.gain(winner, points, "CHOUETTE_VELUTE")

    def six_rolloff(self, pool):
        """Roll until exactly one player makes a 6 (CDC-R2: only the 6s roll again)."""
        state = self.state
        while True:
            rolls = {}
            for q in pool:
                (rolls[q],) = yield from state.flow.roll(q, 1, "six_rolloff")
            sixes = [q for q in pool if rolls[q] == 6]
            if len(sixes) == 1:
                return sixes[0]
            if sixes:
                pool = sixes

    # -- Suite ------------------------------------------------------------------------
    def suite(self, p: int):
        """ "Grelotte ça picote !": the last loses 10; ties: "Sans fin..." then dice, +10 each."""
        state = self.state
        players = [p, *state.flow.after(p)]
        presses = yield from state.flow.race("grelotte_ca_picote",
                                             {q: "grelotte_ca_picote" for q in players})
        losers = last_group(presses, players, state.variant.race_tie_ms)
        losers = state.jarret_rules.house_flan_suite(presses, losers)  # issue 34: a flanned Suite
        # C3: "Sans fin ..." is a Bévue "si tous les joueurs n'ont pas dit « Grelotte ça
        # picote ! »": its race opens only when everyone shouted; otherwise the tied last go
        # straight to the dice, and a "Sans fin" shout finds no race open (a Bévue).
        if len(losers) > 1 and all(q in presses for q in players):
            presses = yield from state.flow.race("sans_fin", {q: "sans_fin" for q in losers})
            losers = last_group(presses, losers, state.variant.race_tie_ms)
        # imported here: the house families' imports at the top of this file stay theirs
        from deboule.rules.cul_de_chouette.house.suite_tie import losing_throwers

        penalty = state.variant.suite_penalty
        while len(losers) > 1:
            rolls = {}
            for q in losers:
                (rolls[q],) = yield from state.flow.roll(q, 1, "suite_tie")
            lowest = losing_throwers(state.variant, rolls)  # issue 34: by reading (others.py)
            if len(lowest) == 1:
                losers = lowest
                break
            losers = lowest
            penalty += state.variant.suite_penalty_step
        state.event("race_lost", race="grelotte_ca_picote", player=losers[0], points=penalty)
        state.flow.lose(losers[0], penalty, "SUITE")

    # -- Sirotage ---------------------------------------------------------------------
    def sirotage(self, p: int, value: int, depth: int, combos=frozenset(), settle=None):
        """Rethrow the odd die: a Cul de Chouette wins, else the Chouette's points are lost."""
        state = self.state
        v = state.variant
        state.event("sirotage", player=p, chouette=value)
        yield from state.sirop_rules.sirop_jeannot(p, value)  # issue 34 (house/sirop_rules.py)
        # Kize's sirotant bets on their own Sirotage too (house/sirop.py)
        bettors = [q for q in ([p] if v.sirop_own_bet else []) + state.flow.after(p)
                   if state.score(q) > 0]
        bets = {}
        if bettors:
            answers = yield from state.flow.window(
                "bet_sirotage", bettors,
                lambda q: [BetBird(q, bird) for bird in BIRDS] + [Pass(q)], {"chouette": value},
            )
            bets = {q: a.bird for q, a in answers.items() if isinstance(a, BetBird)}
        for q, bird in bets.items():
            state.event("bet", player=q, on="sirotage", bird=bird, value=BIRDS[bird])
            if state.sirop_rules.sirop_stake_upfront():  # "Un parieur perd initialement 5 points"
                state.flow.lose(q, state.sirop_rules.sirop_stake(), "bet_stake")
        (die,) = yield from state.flow.roll(p, 1, "sirotage")
        yield from state.sirop_rules.settle_sirop_bets(bets, die)  # issue 34: Sirop bets' readings
        settle = settle or (lambda combos, sirotage: None)
        if die == value:
            state.event("sirotage_result", player=p, success=True)
            settle(combos, True)
            yield from state.sirop_rules.house_cul_de_chouette(p, cul_de_chouette_points(value),
                                                               thrown=False)
            return True
        state.event("sirotage_result", player=p, success=False)
        settle(combos, False)
        state.flow.lose(p, chouette_points(value), "sirotage")
        if v.civet_sirote and value == 6 and not state.has_civet[p]:
            state.has_civet[p] = True  # Civet siroté: a lost Sirotage on a Chouette of 6
            state.event("civet_won", player=p)
        if v.contre_sirop and v.contre_sirop_reading == "aribautg" and any(
                BIRDS[bird] == die for bird in bets.values()):
            state.event("contre_sirop_none", player=p)  # aribautg's Contre-Sirop
        elif v.contre_sirop:
            yield from self.contre_sirop(p, value)
        if (yield from state.tichage_rules.tichage(p, value, die)):  # issue 34: house/tichage.py
            return False
        after = classify((value, value, die), v)
        if C.CHOUETTE_VELUTE in after.combinations:
            # "Les règles de la Chouette Velute et du Bleu-Rouge s'appliquent"
            yield from self.chouette_velute(p, after.race_points)
        elif C.BLEU_ROUGE in after.combinations:
            yield from self.bleu_rouge(p, depth)  # CDC-S2: its effects, not its 9 points
        return False

    def contre_sirop(self, p: int, value: int):
        """The first other to press wins 2/10 of the Cul de Chouette tried; a tie wins nothing."""
        state = self.state
        opponents = state.flow.opponents(p)
        if not opponents:
            return
        presses = yield from state.flow.race("contre_sirop", {q: "contre_sirop" for q in opponents})
        firsts = first_group(presses, state.variant.race_tie_ms)
        points = round_half_up(2 * cul_de_chouette_points(value), 10)
        if len(firsts) == 1:
            state.event("race_won", race="contre_sirop", player=firsts[0], points=points)
            state.flow.gain(firsts[0], points, "contre_sirop")
        elif firsts:
            state.event("race_tie", race="contre_sirop", players=firsts)

    # -- Bleu-Rouge and the Pélican -----------------------------------------------------
    def bleu_rouge(self, p: int, depth: int):
        """3-3-4: Boucliette back, then a relance with free bets for the thrower (5 for others)."""
        state = self.state
        v = state.variant
        if v.boucliette and not state.has_boucliette[p]:
            state.has_boucliette[p] = True
            state.event("boucliette_back", player=p)
        values = yield from self.bleu_rouge_announce(p, [p], relance=True)
        if p not in values:
            return
        others = [q for q in state.flow.after(p) if state.score(q) > 0]
        bets = {p: values[p]}
        if others:
            bets.update((yield from self.bleu_rouge_announce(p, others, relance=False)))
        for q in bets:
            state.event("bet", player=q, on="bleu_rouge", values=list(bets[q]))
            if q != p and v.bet_stake_upfront:
                state.flow.lose(q, v.bet_stake, "bet_stake")
        faces = yield from state.flow.roll(p, 3, "relance")
        total = sum(faces)
        state.event("relance", player=p, total=total)
        relance = classify(faces, v)
        winners = [q for q in bets if total in bets[q]]
        # C2: the relance scores only through the bets: "36 points + le double de la valeur de
        # la relance réussie" + the points of the combination it makes (Cas 3: 36 + 18 + 4),
        # to each winning bettor; nobody else scores it, the thrower included (Cas 2).
        own = 0 if C.CHOUETTE_VELUTE in relance.combinations else relance.thrower_points
        for q in bets:
            if q in winners:
                state.event("bet_won", player=q, on="bleu_rouge")
                state.flow.gain(q, v.bleu_rouge_base + 2 * total + own, "bet", capped=True)
            else:
                state.event("bet_lost", player=q, on="bleu_rouge")
                if q != p and not v.bet_stake_upfront:
                    state.flow.lose(q, v.bet_stake, "bet")
        yield from self.relance_rules(p, relance, winners, depth + 1)
        if tuple(sorted(faces)) == (6, 6, 6):
            yield from self.pelican(p, bets)

    def relance_rules(self, p: int, relance, winners: list[int], depth: int):
        """C2: what a Bleu-Rouge relance does besides the bets' points. A Chouette Velute's
        points go through its race among the winning bettors (Cas 4); the combinations' own
        rules that score nobody still apply (Cas 2: "la règle de la Soufflette s'applique"; the
        Suite's race, the Néant's Grelottine, a new Bleu-Rouge's relance); no Sirotage (the
        Chouette is not the thrower's)."""
        state = self.state
        combos = relance.combinations
        state.event("combination", player=p, dice=list(relance.dice),
                    combinations=sorted(c.value for c in combos), points=0)
        if C.CHOUETTE_VELUTE in combos:
            if winners:
                yield from self.chouette_velute_among(winners, relance.race_points)
            else:
                state.event("nobody", race="pas_mou_le_caillou")
        elif C.BLEU_ROUGE in combos:
            yield from self.bleu_rouge(p, depth)
        elif not combos & {C.CUL_DE_CHOUETTE, C.CHOUETTE}:
            if C.SUITE in combos:
                yield from self.suite(p)
            if C.SOUFFLETTE in combos:
                yield from state.challenges.soufflette(p)
            if C.NEANT in combos:
                if (yield from state.jarret_rules.house_lance_buches(p)):  # issue 34: the Jarret
                    return  # Kize's Jarret, given directly, and no Grelottine
                yield from state.challenges.neant(p)

    def chouette_velute_among(self, players: list[int], points: int):
        """ "Pas mou le caillou !" raced by `players` only; tied firsts settle by a 6 (CDC-R2)."""
        state = self.state
        presses = yield from state.flow.race("pas_mou_le_caillou",
                                             {q: "pas_mou_le_caillou" for q in players})
        firsts = first_group(presses, state.variant.race_tie_ms)
        if not firsts:
            state.event("nobody", race="pas_mou_le_caillou")
            return
        if state.scoring_rules.chouette_velute_tied(firsts, points):  # issue 34: the tied lose
            return
        winner = firsts[0] if len(firsts) == 1 else (yield from self.six_rolloff(
            [q for q in players if q in firsts]))
        state.event("race_won", race="pas_mou_le_caillou", player=winner, points=points)
        state.flow.gain(winner, points, "CHOUETTE_VELUTE", capped=True)

    def bleu_rouge_announce(self, p: int, players, relance: bool):
        """Announcements; an impossible value is a Bévue and may be replaced (seed example)."""
        state = self.state
        pending = list(players)
        out = {}

        def legal(q):
            options = [BleuRougeBet(q, c) for n in (3,) for c in
                       itertools.combinations(BLEU_ROUGE_TOTALS, n)]
            return [*options, Pass(q)]

        def extra_check(action):
            if isinstance(action, BleuRougeBet) and action.player in pending:
                values = action.values
                if not isinstance(values, tuple) or not 1 <= len(values) <= 3:
                    return "announce one to three totals"
                if not all(isinstance(x, int) and not isinstance(x, bool) for x in values):
                    return "totals are integers"
                if len(set(values)) != len(values):
                    return "three different totals"
                return None
            return False

        prompt = "bleu_rouge_relance" if relance else "bet_bleu_rouge"
        while pending:
            action = yield state.node_builders.decision_node(prompt, pending, legal, {"thrower": p},
                                                             extra_check)
            if isinstance(action, BleuRougeBet):
                impossible = [x for x in action.values if x not in BLEU_ROUGE_TOTALS]
                if impossible:
                    for x in impossible:
                        state.bevue(action.player, "impossible_relance", str(x))
                    continue
                out[action.player] = tuple(action.values)
            pending.remove(action.player)
        return out

    def pelican(self, p: int, bets=None):
        """6-6-6 on the relance: "Pélican !" wins 28; ties: Passe-Montagne, Sbradaradjan, dice."""
        state = self.state
        players = [p, *state.flow.after(p)]
        pool = players
        for shout in ("pelican", "passe_montagne", "sbradaradjan"):
            presses = yield from state.flow.race(shout, {q: shout for q in pool})
            firsts = first_group(presses, state.variant.race_tie_ms)
            if len(firsts) <= 1:
                pool = firsts
                break
            pool = [q for q in players if q in firsts]
        pool = state.patmulot_rules.pelican_bettors_of_18(pool, bets)  # patmulot's tie order
        while len(pool) > 1:
            rolls = {}
            for q in pool:
                (rolls[q],) = yield from state.flow.roll(q, 1, "pelican_tie")
            high = max(rolls.values())
            pool = [q for q in pool if rolls[q] == high]
        if pool:
            state.event("race_won", race="pelican", player=pool[0],
                        points=state.variant.pelican_points)
            state.flow.gain(pool[0], state.variant.pelican_points, "pelican")
