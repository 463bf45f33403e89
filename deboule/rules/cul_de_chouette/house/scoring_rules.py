"""The "scoring" family's house rules as parts of the turn script (issue 34; declared in
house/scoring.py): the Tichette and its Robobrol, the Suite-Velute's race for the Velute, the
Artichette, the Chouette Velute's tied shouters losing, and the Sloubi's cap. Held by the
state (`State.scoring_rules`); the turn script's hooks call these generators; every shout is a
race (C3, `race`)."""

from __future__ import annotations

from deboule.rules.cul_de_chouette.banque import sloubi_handicap
from deboule.rules.cul_de_chouette.combinations import (
    Classification,
    Combination,
    classify,
    velute_points,
)
from deboule.rules.cul_de_chouette.play_state import PlayState
from deboule.rules.cul_de_chouette.races import first_group

# Kize/cdc-engine lib/rule-runner/rules/level-5/tichette-rule.ts: `validSums`
TICHETTE_SUMS = frozenset({3, 5, 7, 11, 13, 17})
# Kize/cdc-engine lib/rule-runner/rules/level-2/artichette-rule.ts: `isDiceRollArtichette`
KIZE_ARTICHETTE = (3, 4, 4)
# aribautg/cul-de-chouette js/game/rules/combinations.js: the Artichette's 3-4-3 (★★ only)
ARIBAUTG_ARTICHETTE = (3, 3, 4)
ARTICHETTE_DICE = {"kize": KIZE_ARTICHETTE, "aribautg": ARIBAUTG_ARTICHETTE}
ARTICHETTE_POINTS = 16  # both programs: "+16" / "-16"
SLOUBI_CAPS = {"oncletom77": 228}  # OncleTom77 README.md: "La limite du sloubi est de 228"


def is_tichette(cls: Classification) -> bool:
    """Kize: the three dice's sum is one of 3, 5, 7, 11, 13, 17 and they are no Artichette."""
    return cls.total in TICHETTE_SUMS and cls.dice != KIZE_ARTICHETTE


def tichette_points(cls: Classification) -> int:
    """Kize `computeTichetteRuleEffects`: the sum plus the combination's value, which is the
    Cul de Chouette's or the Chouette's score (`computeDiceRollValue`), else 0."""
    scored = cls.has(Combination.CUL_DE_CHOUETTE) or cls.has(Combination.CHOUETTE)
    return cls.total + (cls.thrower_points if scored else 0)


def artichette_applies(variant, cls: Classification) -> bool:
    """The Artichette's dice under the chosen reading (the dice in any order)."""
    return ARTICHETTE_DICE.get(variant.artichette) == cls.dice


def suite_velute_applies(variant, combos) -> bool:
    """aribautg: 1-2-3 (a Suite and a Velute of 3) is a Suite-Velutée."""
    return bool(variant.suite_velute) and Combination.SUITE in combos and (
        Combination.VELUTE in combos)


class ScoringHouseRules:
    """Held by State as `scoring_rules`: uses the script's `race`, `roll`, `gain`, `lose`,
    `after` (state.flow) and the state's `event`."""

    def __init__(self, state: PlayState) -> None:
        self.state = state

    # -- Tichette and Robobrol (Kize/cdc-engine .../level-5/tichette-rule.ts) -------------
    def tichette(self, p: int, dice, thrown_at: list[int]):
        """After a throw whose sum is prime-like (TICHETTE_SUMS): everyone may shout
        "Tichette !" (every shouter is a claimer, not only the first). A single claimer scores
        the sum plus the combination's value; several claimers: those of them with the best
        score each lose that times the number of claimers. The scores ranked are those of the
        moment the dice were thrown (`thrown_at`, one per side): Kize asks who claimed before it
        applies the throw's own points. The single claimer of a Tichette on
        a Cul de Chouette may shout "Robobrol !": they throw the three dice, and that throw is
        theirs (its combination scores for them, as a throw of their own)."""
        state = self.state
        cls = classify(dice, state.variant)
        if not state.variant.tichette or not is_tichette(cls):
            return
        players = [p, *state.flow.after(p)]
        presses = yield from state.flow.race("tichette", {q: "tichette" for q in players})
        claimers = [q for q in players if q in presses]
        if not claimers:
            state.event("nobody", race="tichette")
            return
        points = tichette_points(cls)
        if len(claimers) == 1:
            state.event("tichette_won", player=claimers[0], points=points)
            state.flow.gain(claimers[0], points, "tichette")
        else:
            best = max(thrown_at[state.side_of[q]] for q in claimers)
            loss = len(claimers) * points
            for q in claimers:
                if thrown_at[state.side_of[q]] == best:
                    state.event("tichette_lost", player=q, points=loss, count=len(claimers))
                    state.flow.lose(q, loss, "tichette")
        if len(claimers) == 1 and state.variant.robobrol and cls.has(
                Combination.CUL_DE_CHOUETTE):
            yield from self.robobrol(claimers[0])

    def robobrol(self, claimer: int):
        """ "Robobrol !" (a race of one: shouted in time, or not at all): the claimer's throw."""
        state = self.state
        presses = yield from state.flow.race("robobrol", {claimer: "robobrol"})
        if claimer not in presses:
            state.event("nobody", race="robobrol")
            return
        state.event("robobrol", player=claimer)
        faces = yield from state.flow.roll(claimer, 3, "robobrol")
        thrown_at = list(state.scores)
        yield from state.effects.resolve_throw(claimer, faces, 0)
        yield from self.tichette(claimer, faces, thrown_at)

    # -- Suite-Velute (aribautg/cul-de-chouette js/main.js, _handleSuiteVeluteePhase2) -----
    def suite_velute(self, p: int, dice: tuple[int, ...] = ()):
        """After the Suite's race, the Velute of 3 goes to the first of the thrower ("Patte de
        canard !") and the others ("Velutée !"). The thrower wins a tie with another (aribautg
        gives the thrower the priority on a tie, startBuzzArtichette); others tied: nobody
        (C3, a tie wins nothing); nobody shouted: nobody scores it. patmulot's catchers
        (`suite_velute_rethrow`): see `velutee_rethrow`."""
        state = self.state
        shouts = {p: "patte_de_canard"}
        shouts.update((q, "velutee") for q in state.flow.after(p))
        presses = yield from state.flow.race("patte_de_canard", shouts)
        firsts = first_group(presses, state.variant.race_tie_ms)
        winner = p if p in firsts else firsts[0] if len(firsts) == 1 else None
        if state.variant.suite_velute_rethrow and firsts and winner != p and len(dice) == 3:
            yield from self.velutee_rethrow(p, [q for q in state.flow.after(p) if q in firsts],
                                            dice[2])
            return
        if winner is None:
            if firsts:
                state.event("race_tie", race="velutee", players=firsts)
            else:
                state.event("nobody", race="patte_de_canard")
            return
        points = velute_points(3)
        state.event("velute_taken", player=winner, points=points)
        state.flow.gain(winner, points, "VELUTE")

    def velutee_rethrow(self, p: int, catchers: list[int], cul: int):
        """patmulot doc/documentation cdc .md, "La Suite-Velutée": "le premier joueur à
        attraper les chouettes en criant « Velutée ! » doit les relancer et la combinaison
        finale prend effet à son bénéfice" — the two chouettes thrown again by the catcher, the
        cul kept, the throw played as the catcher's (its rules too). "Si deux joueurs, qui ne
        sont ni l'un ni l'autre le lanceur, se saisissent chacun d'une chouette [...] la
        combinaison finale est soustraite du score du brasseur de la Suite-Velutée, seuls les
        points s'appliquent": tied first catchers, the first two in turn order throw one
        chouette each; the final combination's points (a Chouette Velute's, its Velute's) are
        lost by the thrower, no rule of it applies."""
        state = self.state
        if len(catchers) == 1:
            catcher = catchers[0]
            state.event("velutee_rethrow", player=catcher, thrower=p)
            chouettes = yield from state.flow.roll(catcher, 2, "velutee")
            yield from state.effects.resolve_throw(catcher, (*chouettes, cul), 1)
            return
        pair = catchers[:2]
        state.event("velutee_shared", players=pair, thrower=p)
        chouettes = []
        for q in pair:
            (face,) = yield from state.flow.roll(q, 1, "velutee")
            chouettes.append(face)
        final = classify((*chouettes, cul), state.variant)
        state.event("combination", player=p, dice=list(final.dice),
                    combinations=sorted(c.value for c in final.combinations), points=0)
        state.flow.lose(p, final.thrower_points or final.race_points, "VELUTE")

    # -- Artichette (Kize .../level-2/artichette-rule.ts; aribautg js/main.js) ------------
    def artichette(self, p: int):
        """Kize (3-4-4): the thrower alone shouts "Raitournelle !": in time +16, else -16.
        aribautg (3-3-4): the thrower's "Raitournelle !" against the others' "Artichette !": the
        thrower first (or tied first) +16, one other first -16, nobody: nothing. Others tied
        first without the thrower: nothing (aribautg js/main.js startBuzzArtichette's last
        branch, "Personne n'a réagi à temps"; its first-press buzz, js/ui/BuzzSystem.js, ends at
        the first press so its tie branches never run: we play them as written). Either way the
        Artichette replaces the Chouette (no Chouette points, no Sirotage)."""
        state = self.state
        shouts = {p: "artichette_raitournelle"}
        if state.variant.artichette == "aribautg":
            shouts.update((q, "artichette_pointee") for q in state.flow.after(p))
        presses = yield from state.flow.race("artichette_raitournelle", shouts)
        firsts = first_group(presses, state.variant.race_tie_ms)
        if p in firsts:
            state.event("artichette_won", player=p, points=ARTICHETTE_POINTS)
            state.flow.gain(p, ARTICHETTE_POINTS, "artichette")
        elif len(firsts) == 1 or state.variant.artichette == "kize":
            state.event("artichette_lost", player=p, points=ARTICHETTE_POINTS)
            state.flow.lose(p, ARTICHETTE_POINTS, "artichette")
        elif firsts:
            state.event("race_tie", race="artichette_pointee", players=firsts)
        else:
            state.event("nobody", race="artichette_raitournelle")

    # -- Chouette Velute ties (Kize chouette-velute-rule.ts; aribautg; OncleTom77) ------------
    def chouette_velute_tied(self, firsts: list[int], points: int) -> bool:
        """With the "tied_lose" reading, tied first shouters each lose the points (the three
        programs agree: "les joueurs à égalité PERDENT ces points"). True when it applied."""
        state = self.state
        if len(firsts) < 2 or state.variant.chouette_velute_ties != "tied_lose":
            return False
        for q in firsts:
            state.event("chouette_velute_tied", player=q, points=points)
            state.flow.lose(q, points, "CHOUETTE_VELUTE")
        return True

    # -- Sloubi cap (OncleTom77/CulDeChouette README.md, "Le Chante-Sloubi") ---------------
    def sloubi_refusal(self) -> str | None:
        """ "La limite du sloubi est de 228. Au-delà, le joueur souhaitant intégrer la partie ne
        peut pas chanter et doit soit attendre que la valeur du sloubi diminue, soit attendre
        la partie suivante": a newcomer whose handicap is above the cap may not join yet."""
        state = self.state
        cap = SLOUBI_CAPS.get(state.variant.sloubi_cap)
        if cap is None:
            return None
        ranked = sorted((state.scores[s] for s in state.flow.active_sides()), reverse=True)
        if len(ranked) < 2:
            return None
        handicap = sloubi_handicap(ranked[0], ranked[1], state.rounds,
                                   state.variant.sloubi_rounding)
        if handicap > cap:
            return f"the Sloubi would be {handicap}, above its limit of {cap}: wait"
        return None
