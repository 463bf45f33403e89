"""Challenges: the Soufflette (4-2-1), the Grelottine (Néant), Boucliette and Passe-Grelot."""

from __future__ import annotations

import itertools

from deboule.rules.cul_de_chouette.actions import (
    BetChallenge,
    ChallengeGrelottine,
    ChallengeSoufflette,
    Keep,
    Pass,
    PasseGrelot,
    UseBoucliette,
)
from deboule.rules.cul_de_chouette.combinations import (
    Combination,
    chouette_points,
    classify,
    cul_de_chouette_points,
    is_soufflette,
)
from deboule.rules.cul_de_chouette.play_state import PlayState
from deboule.rules.cul_de_chouette.races import first_group

C = Combination


def max_grelottine_stake(score_a: int, score_b: int, coefficient_pct: int) -> int:
    """ "le plus petit score entre le défié et le défiant * le coefficient", truncated."""
    smaller = min(score_a, score_b)
    return max(0, smaller * coefficient_pct // 100)


def grelottine_success(challenge: str, combos, via_sirotage: bool) -> bool:
    if challenge == "SIROP_GRELOT":
        return C.CUL_DE_CHOUETTE in combos  # natural or after the Sirotage (CDC-G3)
    if challenge == "CUL_DE_CHOUETTE":
        return C.CUL_DE_CHOUETTE in combos and not via_sirotage
    return C[challenge] in combos


def keep_options(dice) -> list[tuple[int, ...]]:
    """Soufflette: which dice showing 4, 2 or 1 may be kept (one of each value)."""
    useful = sorted({d for d in dice if d in (1, 2, 4)})
    return [c for n in range(len(useful) + 1) for c in itertools.combinations(useful, n)]


class Challenges:
    """The challenges as steps of the turn script, held by State as `challenges`: they read and
    write the state's holdings (`has_grelottine`, `has_boucliette`, `immune`,
    `passe_grelot_used`) and yield its nodes."""

    def __init__(self, state: PlayState) -> None:
        self.state = state

    # -- Boucliette -------------------------------------------------------------------
    def boucliette_window(self, challenger: int, target: int):
        """Any holder (not on the challenger's side) may cancel the challenge when announced."""
        state = self.state
        if not state.variant.boucliette:
            return False
        holders = [q for q in [target, *state.flow.after(target)]
                   if state.has_boucliette[q] and state.side_of[q] != state.side_of[challenger]]
        if not holders:
            return False
        answers = yield from state.flow.window(
            "boucliette", holders, lambda q: [UseBoucliette(q), Pass(q)],
            {"challenger": challenger, "target": target},
            stop=lambda a: isinstance(a, UseBoucliette),
        )
        for q, a in answers.items():
            if isinstance(a, UseBoucliette):
                state.has_boucliette[q] = False
                state.event("boucliette", player=q, challenger=challenger, target=target)
                return True
        return False

    # -- Soufflette -------------------------------------------------------------------
    def soufflette(self, p: int):
        """ "Le joueur peut défier un autre joueur": three tries to make 4-2-1, keeping dice."""
        state = self.state
        v = state.variant
        # patmulot's 30-pt floor
        targets = state.patmulot_rules.soufflette_targets(p, state.flow.opponents(p))
        if not targets:
            return
        answer = yield from state.flow.ask(
            p, "soufflette_challenge",
            lambda q: [*(ChallengeSoufflette(p, t) for t in targets), Pass(p)],
        )
        if not isinstance(answer, ChallengeSoufflette):
            return
        target = answer.target
        state.event("soufflette_challenge", player=p, target=target)
        if (yield from self.boucliette_window(p, target)):
            return
        kept: tuple[int, ...] = ()
        for attempt in range(3):
            faces = yield from state.flow.roll(target, 3 - len(kept), "soufflette",
                                               {"attempt": attempt + 1, "kept": list(kept)})
            dice = kept + faces
            if is_soufflette(dice):
                points = v.soufflette_points[attempt]
                state.event("soufflette_result", player=target, challenger=p, success=True,
                            attempt=attempt + 1, points=points)
                state.flow.gain(target, points, "soufflette", capped=True)
                state.flow.lose(p, points, "soufflette")
                return
            if attempt < 2:
                choice = yield from state.flow.ask(  # issue 34: the keeps of a Soufflette reading
                    target, "keep",
                    lambda q, d=dice: [Keep(target, k)
                                       for k in state.jarret_challenges.house_soufflette_keeps(d)],
                    {"dice": list(dice), "attempt": attempt + 1},
                )
                kept = tuple(choice.faces)
        state.event("soufflette_result", player=target, challenger=p, success=False,
                    attempt=3, points=v.soufflette_fail)
        state.flow.lose(target, v.soufflette_fail, "soufflette")
        state.flow.gain(p, v.soufflette_fail, "soufflette", capped=True)
        state.jarret_challenges.house_soufflette_failed(target, dice)  # issue 34: Kize's reading

    # -- Néant and the Grelottine --------------------------------------------------------
    def neant(self, p: int):
        state = self.state
        v = state.variant
        # issue 34: 30 pts
        if not state.has_grelottine[p] and state.grelottine_rules.neant_gives_grelottine(p):
            state.has_grelottine[p] = True
            state.event("grelottine_won", player=p)
        if not v.grelottine:
            return
        # "On ne peut lancer de défi Grelottine que si tous les joueurs ont un score positif."
        if any(state.scores[s] <= 0 for s in state.flow.active_sides()):
            return
        candidates = [q for q in state.flow.opponents(p) if state.has_grelottine[q]
                      and any(self.grelottine_stakes(q, p, c) for c in v.allowed_challenges())]
        if not candidates:
            return
        # C3: "Grelottine !" is a race among the holders; a Bévue for anyone else (seed:
        # "lancer un défi sans posséder de Grelottine"). Tied shouts: "c'est celui qui a le
        # plus petit score qui est prioritaire", then turn order (CDC-G1).
        presses = yield from state.flow.race("grelottine", {q: "grelottine" for q in candidates})
        firsts = first_group(presses, v.race_tie_ms)
        if not firsts:
            return
        # equal smallest scores, OncleTom77's die (house/oncletom_rules.py)
        challenger = yield from state.oncletom_rules.grelottine_shout_tie(firsts, candidates)

        def legal(q):
            return [ChallengeGrelottine(q, c, stake) for c in v.allowed_challenges()
                    for stake in self.grelottine_stakes(q, p, c)]

        spec = yield from state.flow.ask(challenger, "grelottine", legal, {"target": p})
        yield from self.grelottine(challenger, p, spec.combination, spec.stake)

    def grelottine_stakes(self, challenger: int, target: int, challenge: str) -> range:
        # issue 34
        state = self.state
        return state.grelottine_rules.grelottine_stake_range(challenger, target, challenge)

    def grelottine(self, challenger: int, target: int, challenge: str, stake: int):
        state = self.state
        v = state.variant
        state.event("grelottine_challenge", player=challenger, target=target,
                    challenge=challenge, stake=stake)
        if (yield from self.boucliette_window(challenger, target)):
            return  # CDC-G4: a cancelled challenge leaves both Grelottines in place
        if (yield from state.jarret_challenges.house_rigodon_cancels(challenger, target)):
            return  # issue 34: the Rigodon cancels it as a Boucliette does
        if v.passe_grelot and state.immune[target] and not state.passe_grelot_used[target]:
            two_players = len(state.order) == 2
            if two_players:
                passes = [PasseGrelot(target, challenger)]
            else:
                passes = [PasseGrelot(target, q) for q in state.flow.after(target)
                          if q != challenger and state.side_of[q] != state.side_of[challenger]]
            if passes:
                answer = yield from state.flow.ask(target, "passe_grelot",
                                                   lambda q: [*passes, Pass(target)],
                                                   {"challenger": challenger})
                if isinstance(answer, PasseGrelot):
                    state.passe_grelot_used[target] = True
                    state.event("passe_grelot", player=target, to=answer.target,
                                annulled=two_players)
                    if two_players:
                        return  # "Le défi s'annule si la partie ne rassemble que deux joueurs"
                    target = answer.target
                    top = state.grelottine_rules.grelottine_top(challenger, target, challenge)
                    if top < stake:
                        stake = top  # CDC-G5: the stake shrinks to the new maximum
                        state.event("stake_reduced", stake=stake)
                    if stake <= 0:
                        return
        bettors = []
        if v.grelottine_bets:
            others = [q for q in state.flow.after(target)
                      if q not in (challenger, target) and state.score(q) > 0]
            if others:
                answers = yield from state.flow.window(
                    "bet_challenge", others,
                    lambda q: [BetChallenge(q, True), BetChallenge(q, False), Pass(q)],
                    {"challenger": challenger, "target": target, "challenge": challenge},
                )
                bettors = {q: a.success for q, a in answers.items()
                           if isinstance(a, BetChallenge)}
                for q, guess in bettors.items():
                    state.event("bet", player=q, on="grelottine", success=guess)
                    if v.bet_stake_upfront:
                        state.flow.lose(q, v.bet_stake, "bet_stake")
        success = yield from self.challenge_throw(target, challenge)
        state.event("grelottine_result", player=target, challenger=challenger, success=success,
                    stake=stake)
        if success:
            state.flow.gain(target, stake, "grelottine", capped=True)
            state.flow.lose(challenger, stake, "grelottine")
            state.immune[target] = True
        else:
            state.flow.gain(challenger, stake, "grelottine", capped=True)
            state.flow.lose(target, stake, "grelottine")
            state.immune[challenger] = True
        if bettors:
            state.flow.settle_bets(list(bettors), lambda q: bettors[q] == success, "grelottine")
        # "Enfin, les Grelottines des deux joueurs impliqués disparaissent."
        state.has_grelottine[challenger] = False
        state.has_grelottine[target] = False
        # issue 34: Rigodon, Poulette
        state.jarret_challenges.house_grelottine_settled(target, success)

    def challenge_throw(self, target: int, challenge: str):
        """CDC-G2: a plain throw, two then one; the challenged scores its combination's points
        (a Chouette Velute's too, with no race) and no other effect applies."""
        state = self.state
        d1, d2 = yield from state.flow.roll(target, 2, "challenge_chouettes")
        (d3,) = yield from state.flow.roll(target, 1, "challenge_cul")
        # OncleTom77's second throw, keeping dice (house/oncletom_rules.py)
        dice = yield from state.oncletom_rules.grelottine_second_throw(target, challenge,
                                                                       (d1, d2, d3))
        cls = classify(dice, state.variant)
        combos = cls.combinations
        points = cls.thrower_points + cls.race_points
        via_sirotage = False
        state.event("combination", player=target, dice=list(cls.dice),
                    combinations=sorted(c.value for c in combos), points=points)
        if (
            challenge == "SIROP_GRELOT"
            and C.CHOUETTE in combos
            and C.BLEU_ROUGE not in combos
        ):
            # CDC-G3: the Sirop-Grelot's Sirotage is thrown at once (no bets, no Contre-Sirop)
            (die,) = yield from state.flow.roll(target, 1, "challenge_sirotage")
            if die == cls.chouette_value:
                combos = frozenset({C.CUL_DE_CHOUETTE})
                points = cul_de_chouette_points(die)
                via_sirotage = True
            else:
                points = -chouette_points(cls.chouette_value)
            state.event("sirotage_result", player=target, success=via_sirotage)
        if points > 0:
            state.flow.gain(target, points, "challenge_throw")
        elif points < 0:
            state.flow.lose(target, -points, "sirotage")
        return grelottine_success(challenge, combos, via_sirotage)
