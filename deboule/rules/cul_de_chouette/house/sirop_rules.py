"""The house rules of family "sirop" (issue 34; declared in house/sirop.py): Sirop bets as other
programs pay them, Sirop-Jeannot, Cul de Chouette volé and Cul de Chouette doublé.

Held by the state (`State.sirop_rules`): effects.py calls `house_cul_de_chouette`,
`sirop_jeannot`, `sirop_stake_upfront` and `settle_sirop_bets`, flow.py `take_out`. With
every option off each does exactly what the seed rules did before (kaamelott and iruo replay
bit for bit). docs/rules-cul-de-chouette.md, "Variants of other tables", family "sirop".
"""

from __future__ import annotations

from deboule.rules.cul_de_chouette.actions import BIRDS, DoubleCdc, Pass
from deboule.rules.cul_de_chouette.banque import round_half_up
from deboule.rules.cul_de_chouette.combinations import chouette_points, cul_de_chouette_points
from deboule.rules.cul_de_chouette.play_state import PlayState
from deboule.rules.cul_de_chouette.races import first_group


class SiropBetReading:
    """How one program pays a Sirotage bet: the stake, what a right bet is paid, whether the
    stake is paid when betting (else only a wrong bet pays it), whether a right bet must be
    claimed with "Sirop gagnant !"."""

    def __init__(self, stake: int, paid: int, upfront: bool, claimed: bool) -> None:
        self.stake = stake
        self.paid = paid
        self.upfront = upfront
        self.claimed = claimed


SIROP_BET_READINGS = {
    # Kize/cdc-engine lib/rule-runner/rules/level-1/sirotage-rule.ts: a right bet +25 if its
    # bettor is "validated" (patmulot doc/documentation cdc .md: "doit crier « Sirop Gagnant ! »
    # pour valider son gain ... ne perd pas les 5 pts de la mise"), a wrong bet -5
    "kize": SiropBetReading(stake=5, paid=25, upfront=False, claimed=True),
    # houseoftherisingarts/fmm-2026 src/games/chouette/regles.ts: MISE_PARI 5, GAIN_PARI 20
    "fmm": SiropBetReading(stake=5, paid=20, upfront=True, claimed=False),
    # leocalvat/CulDeChouette SiroterActivity.java: "score -= 5; if (bet == diceValue) score += 30"
    "leocalvat": SiropBetReading(stake=5, paid=30, upfront=True, claimed=False),
}
# Kize basic-rules/cul-de-chouette-rule.ts: the thrower keeps score * 3/5, the claimer 2/5
STOLEN_FIFTHS = 2


class SiropHouse:
    """The family's rules, as steps of the turn script (held by State as `sirop_rules`)."""

    def __init__(self, state: PlayState) -> None:
        self.state = state

    # -- Sirop bets -------------------------------------------------------------------
    def sirop_stake_upfront(self) -> bool:
        """Whether a Sirotage bettor pays the stake when betting."""
        state = self.state
        reading = SIROP_BET_READINGS.get(state.variant.sirop_bets)
        return state.variant.bet_stake_upfront if reading is None else reading.upfront

    def sirop_stake(self) -> int:
        state = self.state
        reading = SIROP_BET_READINGS.get(state.variant.sirop_bets)
        return state.variant.bet_stake if reading is None else reading.stake

    def settle_sirop_bets(self, bets: dict[int, str], die: int):
        """The Sirotage's bets once the die is down: the seed's way (`settle_bets`), or the
        reading of `sirop_bets`. A bet on the Chouette's own bird is the "Beau-sirop" (the
        Sirotage wins); no bet is a "Couche-sirop" / "File-sirop"."""
        state = self.state
        reading = SIROP_BET_READINGS.get(state.variant.sirop_bets)
        if reading is None:
            state.flow.settle_bets(list(bets), lambda q: BIRDS[bets[q]] == die, "sirotage")
            return
        right = [q for q in bets if BIRDS[bets[q]] == die]
        for q in bets:
            if q not in right:
                state.event("bet_lost", player=q, on="sirotage")
                if not reading.upfront:
                    state.flow.lose(q, reading.stake, "bet")
        claimers = right
        if right and reading.claimed:
            presses = yield from state.flow.race("sirop_gagnant",
                                                 {q: "sirop_gagnant" for q in right})
            claimers = [q for q in right if q in presses]
            for q in right:
                if q not in claimers:
                    # patmulot: "il ne prend pas de Bévue, mais n'obtient pas les points"
                    state.event("sirop_unclaimed", player=q)
        for q in claimers:
            state.event("bet_won", player=q, on="sirotage")
            state.flow.gain(q, reading.paid, "bet", capped=True)

    # -- Sirop-Jeannot ----------------------------------------------------------------
    def sirop_jeannot(self, p: int, value: int):
        """patmulot doc/documentation cdc .md: "le sirotage ne peut également être tenté que si
        le sirotant a un score égal ou supérieur au nombre de points mis en jeu ... Dans le cas
        inverse, le premier joueur à crier « Sirop-Jeannot ! » ... remporte la valeur d'un
        Contre-Sirop. Si deux joueurs ou plus crient ... en même temps, ils remportent tous les
        points." The points at stake are the Chouette's, lost if the Sirotage fails; the
        Sirotage itself goes on (the shout catches it, it does not undo it)."""
        state = self.state
        risked = chouette_points(value)
        if not state.variant.sirop_jeannot or state.score(p) >= risked:
            return
        opponents = state.flow.opponents(p)
        if not opponents:
            return
        state.event("sirop_jeannot", player=p, points=risked)
        presses = yield from state.flow.race("sirop_jeannot",
                                             {q: "sirop_jeannot" for q in opponents})
        points = round_half_up(2 * cul_de_chouette_points(value), 10)  # a Contre-Sirop's value
        for q in first_group(presses, state.variant.race_tie_ms):
            state.event("race_won", race="sirop_jeannot", player=q, points=points)
            state.flow.gain(q, points, "contre_sirop")

    # -- Cul de Chouette: volé, doublé -------------------------------------------------
    def house_cul_de_chouette(self, p: int, points: int, thrown: bool):
        """Credit `p`'s Cul de Chouette: the seed's way when `cdc_vole` and `cdc_double` are
        off. Volé: the race "Cul de Chouette !" (thrower included); another player strictly
        first takes 2/5; the thrower first, a tie with the thrower, a tie of others or no shout
        leave it whole to the thrower (a tie steals nothing, as the Contre-Sirop's). Doublé
        (only a thrown one, not a Sirotage's): then the thrower may throw again."""
        state = self.state
        v = state.variant
        if v.cdc_vole:
            players = [p, *state.flow.after(p)]
            presses = yield from state.flow.race("cul_de_chouette",
                                                 {q: "cul_de_chouette" for q in players})
            firsts = first_group(presses, v.race_tie_ms)
            if len(firsts) == 1 and firsts[0] != p:
                stolen = round_half_up(STOLEN_FIFTHS * points, 5)
                state.event("cdc_vole", player=firsts[0], thrower=p, points=stolen)
                state.flow.gain(firsts[0], stolen, "CUL_DE_CHOUETTE")
                points -= stolen
        if v.cdc_double and thrown:
            yield from self.cdc_double(p, points)
            return
        state.flow.gain(p, points, "CUL_DE_CHOUETTE")

    def cdc_double(self, p: int, points: int):
        """aribautg js/game/rules/RuleEngine.js offers "Relancer les 3 dés. Si vous refaites un
        Cul de Chouette, vous gagnez les 2 Culs de Chouette. Sinon, vous êtes ÉLIMINÉ de la
        partie." and never resolves it. Defined here: the thrower decides before the points
        are credited; doubling throws the three dice once; a Cul de Chouette credits the first
        one's points (the part the thrower kept) and the new one's (whole: no race on it);
        anything else credits nothing, no other combination applies, and the thrower leaves the
        game when the turn ends (an elimination, as a score at the threshold; the turn's other
        settlements stand)."""
        state = self.state
        answer = yield from state.flow.ask(p, "cdc_double", lambda q: [DoubleCdc(p), Pass(p)],
                                           {"points": points})
        if not isinstance(answer, DoubleCdc):
            state.flow.gain(p, points, "CUL_DE_CHOUETTE")
            return
        state.event("cdc_double", player=p, points=points)
        faces = yield from state.flow.roll(p, 3, "cdc_double")
        success = faces[0] == faces[1] == faces[2]
        state.event("cdc_double_result", player=p, success=success)
        if success:
            state.flow.gain(p, points + cul_de_chouette_points(faces[0]), "CUL_DE_CHOUETTE")
        else:
            state.out_at_turn_end = [*getattr(state, "out_at_turn_end", []), p]

    def take_out(self) -> list[int]:
        """The players a missed Cul de Chouette doublé puts out as this turn ends (flow's
        `end_turn`), told in the log; then none is pending."""
        state = self.state
        out = getattr(state, "out_at_turn_end", [])
        if out:
            state.out_at_turn_end = []
        for q in out:
            state.event("cdc_double_out", player=q)
        return out
