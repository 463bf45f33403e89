"""The game script: roll-off, turns, the pre-roll phase, chouettes, Raitournelle, Achat de dé, cul.

Written as generators that `yield` a Node and receive the action that answers it. Mixed into
`State` (state.py), which owns the data and checks every action before it reaches this script.
"""

from __future__ import annotations

from deboule.rules.cul_de_chouette.actions import (
    BetCivet,
    BuyDie,
    CloseRace,
    DeclareCivet,
    Deposit,
    GiveCivet,
    Join,
    Pass,
    SingSloubi,
    Throw,
    Withdraw,
)
from deboule.rules.cul_de_chouette.banque import (
    deposit_unit,
    interest,
    sloubi_bonus,
    sloubi_handicap,
    sloubi_sung,
    withdrawal_fee,
)
from deboule.rules.cul_de_chouette.combinations import Combination, chouette_points
from deboule.rules.cul_de_chouette.house import civet_kize, jarret_rules
from deboule.rules.cul_de_chouette.races import RaceWindow

CIVET_BETS = ("CHOUETTE", "VELUTE", "CHOUETTE_VELUTE", "SUITE", "CUL_DE_CHOUETTE")


class GameOver(Exception):
    def __init__(self, side: int | None, reason: str) -> None:
        super().__init__(reason)
        self.side = side
        self.reason = reason


def _capped_score(old: int, amount: int, cap: int, win: int) -> int:
    """C4: "Lorsqu'un joueur gagne des points via un défi ou une mise, son score est plafonné à
    332 pts" (kaamelott); "Si un joueur dépasse les 343 points suite à cela, son score retombe à
    332 points" (iruo): a gain that would reach 343 drops the score to 332, even from above 332
    (340 + 25 -> 332); otherwise the score stops at 332 and a score already above it keeps its
    value."""
    if old + amount >= win:
        return cap
    return min(old + amount, max(old, cap))


class Flow:
    """The turn script; see Effects (combinations) and Challenges (Soufflette, Grelottine); the
    house rules of issue 34 (deboule/rules/cul_de_chouette/house/) are parts of their own."""

    # -- scores ---------------------------------------------------------------------
    def gain(self, player: int, amount: int, reason: str, capped: bool = False) -> int:
        """Add points. C4: a bet, a challenge or any gain outside the owner's turn caps at 332."""
        # issue 34: Bi-Jarret, Flan
        amount = self.jarret_rules.house_jarret_points(player, amount, reason)
        if amount < 0:
            self.lose(player, -amount, reason)
            return amount
        if amount <= 0:
            return 0
        side = self.side_of[player]
        owner_side = None if self.owner is None else self.side_of[self.owner]
        old = self.scores[side]
        if capped or side != owner_side:
            new = _capped_score(old, amount, self.variant.cap_score, self.variant.win_score)
        else:
            new = old + amount
        self.scores[side] = new
        self.event("score", player=player, delta=new - old, reason=reason, score=new,
                    capped=new - old < amount)
        if side == owner_side and new >= self.variant.win_score:
            # "Lorsqu'un joueur atteint 343 points (ou plus), il est déclaré gagnant" (own turn)
            raise GameOver(side, "win")
        return new - old

    def lose(self, player: int, amount: int, reason: str) -> None:
        if amount <= 0:
            return
        side = self.side_of[player]
        self.scores[side] -= amount
        self.event("score", player=player, delta=-amount, reason=reason, score=self.scores[side],
                    capped=False)
        # issue 34: a Grelottine held above 30 points only
        self.grelottine_rules.grelottine_floor(player)

    # -- who -------------------------------------------------------------------------
    def after(self, player: int) -> list[int]:
        """Active players in turn order, starting after `player`."""
        if player in self.order:
            i = self.order.index(player)
            return self.order[i + 1:] + self.order[:i]
        return list(self.order)

    def opponents(self, player: int) -> list[int]:
        return [q for q in self.after(player) if self.side_of[q] != self.side_of[player]]

    def active_sides(self) -> list[int]:
        return sorted({self.side_of[p] for p in self.order})

    # -- primitives --------------------------------------------------------------------
    def roll(self, roller: int, n: int, purpose: str, info=None):
        action = yield self.node_builders.chance_node(roller, n, purpose, info)
        faces = tuple(action.faces)
        self.event("dice", player=roller, purpose=purpose, faces=list(faces))
        return faces

    def window(self, prompt, players, legal_fn, info=None, stop=None, extra_check=None):
        """A decision window: every player answers once (first `stop` answer closes it)."""
        pending = list(players)
        answers = {}
        while pending:
            action = yield self.node_builders.decision_node(prompt, pending, legal_fn, info,
                                                            extra_check)
            if action.player in pending:
                pending.remove(action.player)
                answers[action.player] = action
            if stop is not None and stop(action):
                break
        return answers

    def ask(self, player, prompt, legal_fn, info=None, extra_check=None):
        answers = yield from self.window(prompt, [player], legal_fn, info, None, extra_check)
        return answers[player]

    def race(self, kind: str, shouts: dict[int, str]):
        """C3: a press window; who has not pressed when it closes is last."""
        window = RaceWindow(kind, dict(shouts))
        self.event("race_open", race=kind, players=list(shouts))
        while window.waiting:
            action = yield self.node_builders.race_node(window)
            if isinstance(action, CloseRace):
                break
            window.presses[action.player] = action.t_ms
        ordered = sorted(window.presses.items(), key=lambda kv: (kv[1], kv[0]))
        self.event("race_presses", race=kind, presses=[[p, t] for p, t in ordered],
                    missing=list(window.waiting))
        return dict(window.presses)

    # -- the game ----------------------------------------------------------------------
    def main(self):
        seats = list(range(self.n_players))
        starter = yield from self.roll_off(seats)
        step = 1 if self.variant.turn_order == "clockwise" else -1
        n = len(seats)
        self.order = [(starter + step * k) % n for k in range(n)]
        self.event("order", players=list(self.order), direction=self.variant.turn_order)
        yield from self.turn_loop()

    def turn_loop(self):
        """Turn after turn until the end. Each turn starts from the data alone (nothing of an
        earlier turn lives in this script), so a copy resumes here: `State.copy`."""
        while True:
            player = self.order[self.turn_index]
            self.mark_turn_start()
            yield from self.turn(player)
            if self.end_turn(player):
                return

    def roll_off(self, contenders):
        """ "Chaque joueur lance 1 dé, le joueur qui a fait le plus petit score commence." """
        while True:
            faces = {}
            for p in contenders:
                (faces[p],) = yield from self.roll(p, 1, "roll_off")
            low = min(faces.values())
            lowest = [p for p in contenders if faces[p] == low]
            if len(lowest) == 1:
                self.event("starter", player=lowest[0])
                return lowest[0]
            self.event("roll_off_tie", players=lowest)
            contenders = lowest

    def end_turn(self, player: int) -> bool:
        self.owner = None
        threshold = self.variant.eliminate_at_or_below
        eliminated = set()
        if threshold is not None:
            for q in self.order:
                if self.scores[self.side_of[q]] <= threshold:
                    eliminated.add(q)
            for q in sorted(eliminated):
                self.event("eliminated", player=q, score=self.scores[self.side_of[q]])
        eliminated.update(self.sirop_rules.take_out())  # issue 34: a missed Cul de Chouette doublé
        remaining = [q for q in self.order if q not in eliminated]
        sides = {self.side_of[q] for q in remaining}
        if len(sides) <= 1:
            self.winner_side = next(iter(sides)) if sides else None
            self.event("last_standing", side=self.winner_side)
            return True
        if self.turns >= self.variant.max_turns:
            # CDC-T1: the game stops after max_turns turns; the best score wins.
            best = max(sides, key=lambda s: (self.scores[s], -s))
            self.winner_side = best
            self.event("turn_limit", turns=self.turns, side=best)
            return True
        k = self.turn_index
        wrapped = False
        while True:
            k += 1
            if k >= len(self.order):
                k = 0
                wrapped = True
            nxt = self.order[k]
            if nxt not in eliminated:
                break
        self.order = remaining
        self.turn_index = self.order.index(nxt)
        if wrapped:
            self.rounds += 1
        return False

    # -- one turn ----------------------------------------------------------------------
    def turn(self, p: int):
        self.owner = p
        self.turns += 1
        side = self.side_of[p]
        self.event("turn", player=p, turn=self.turns, round=self.rounds + 1,
                    score=self.scores[side])
        if self.variant.banque and self.bank[side] > 0:
            # C7: interest is credited at the start of the owner's turn
            gained = interest(self.bank[side], self.variant.bank_interest_pct)
            self.bank[side] += gained
            self.event("interest", player=p, amount=gained, balance=self.bank[side])
        # issue 34: Civet-Filoché, played before the owner's pre-roll phase (the window's hand
        # throw ends that phase and throws at once)
        filoche = yield from self.civet_rules.civet_filoche_bets(p)
        civet = None
        civet_bettors: list[int] = []
        fresh = True
        while True:
            action = yield self.pre_roll_node(p, civet is None, fresh)
            if isinstance(action, Join):
                yield from self.join(action)
                continue
            fresh = False
            if isinstance(action, Throw):
                break
            if isinstance(action, DeclareCivet):
                civet = action
                self.has_civet[p] = False
                self.event("civet", player=p, stake=action.stake, combination=action.combination,
                            with_sirotage=action.with_sirotage)
                civet_bettors = yield from self.civet_bets(p)
                # issue 34: Civet doublé
                civet = yield from self.civet_rules.civet_doubled(p, civet)
            elif isinstance(action, GiveCivet):  # the Lance-Civet
                self.oncletom_rules.lance_civet(action)
            elif isinstance(action, Deposit):
                self.scores[side] -= action.amount
                self.bank[side] += action.amount
                self.event("deposit", player=p, amount=action.amount, balance=self.bank[side],
                            score=self.scores[side])
            elif isinstance(action, Withdraw):
                fee = withdrawal_fee(action.amount, self.variant.bank_fee_pct)
                self.bank[side] -= action.amount
                self.event("withdraw", player=p, amount=action.amount, fee=fee,
                            balance=self.bank[side])
                # seed: "le retrait des points est considéré comme une mise" (332 cap)
                self.gain(p, action.amount - fee, "withdraw", capped=True)
        yield from self.jarret_rules.house_jarret_before_throw(p)  # issue 34: Flan, Jarret
        d1, d2 = yield from self.roll(p, 2, "chouettes")
        if (
            self.variant.banque
            and d1 + d2 >= self.variant.raitournelle_min_sum
            and sum(self.bank) > 0
        ):
            yield from self.raitournelle(p)
        buyer = None
        if self.variant.achat_de_de:
            buyer = yield from self.achat_de_de(p)
        settled = []

        def settle(combos, sirotage):
            if not settled:
                settled.append(True)
                if civet is not None:
                    self.settle_civet(p, civet, civet_bettors, combos, sirotage)
                self.civet_rules.settle_civet_filoche(filoche, combos)

        if buyer is not None:
            # C5: the cul is not thrown; only a Chouette if the two chouettes match
            points = chouette_points(d1) if d1 == d2 else 0
            self.event("chouettes_only", player=p, dice=[d1, d2], points=points)
            settle(frozenset({Combination.CHOUETTE}) if d1 == d2 else frozenset(), None)
            self.gain(p, points, "CHOUETTE")
        else:
            verdier = yield from self.civet_rules.verdier(p, (d1, d2))  # issue 34: "Vert-Linette !"
            (d3,) = yield from self.roll(p, 1, "cul")
            # Mi-Jarret
            dice = yield from self.jarret_rules.house_jarret_second_throw(p, (d1, d2, d3))
            thrown_at = list(self.scores)  # issue 34: the Tichette ranks these (scoring_rules)
            self.civet_rules.settle_verdier(p, verdier, dice)
            yield from self.effects.resolve_throw(p, dice, 0, settle)
            yield from self.scoring_rules.tichette(p, dice, thrown_at)

    def pre_roll_node(self, p: int, civet_free: bool, fresh: bool):
        v = self.variant
        side = self.side_of[p]

        def legal(player):
            options = [Throw(p)]
            score = self.scores[side]
            if v.civet and civet_free and self.has_civet[p] and score > 0:
                bets = CIVET_BETS + civet_kize.extra_bets(v)  # Kize's further bets
                for stake in range(1, min(v.civet_max_stake, score) + 1):
                    for combo in bets:
                        options.append(DeclareCivet(p, stake, combo, False))
                        if combo == "CUL_DE_CHOUETTE" and v.sirotage:
                            options.append(DeclareCivet(p, stake, combo, True))
            if civet_free:
                options += self.oncletom_rules.lance_civet_options(p)  # "Lance-Civet !"
            if v.banque:
                unit = deposit_unit(v.bank_first_unit, self.raitournelles)
                if score > 0:
                    options += [Deposit(p, k * unit) for k in range(1, score // unit + 1)]
                options += [Withdraw(p, x) for x in range(1, self.bank[side] + 1)]
            return options

        joinable = (
            v.chante_sloubi and fresh and self.turn_index == 0 and self.rounds >= 1
        )
        # issue 34: the Sloubi's cap
        capped = self.scoring_rules.sloubi_refusal() if joinable else None

        def extra_check(action):
            if isinstance(action, Join):
                if not joinable:
                    return "a newcomer joins only when a round of turns has just ended (C6)"
                if capped:
                    return capped
                if action.player != self.n_players:
                    return f"the newcomer takes seat {self.n_players}"
                if not isinstance(action.name, str):
                    return "a name is a string"
                return None
            return False

        node = self.node_builders.decision_node("pre_roll", [p], legal,
                                                {"civet": self.has_civet[p]}, extra_check)
        inner_legal = node.legal

        def legal_with_join(player):
            if joinable and not capped and player == self.n_players:
                return [Join(player, f"Joueur {player + 1}")]
            return inner_legal(player)

        node.legal = legal_with_join
        return node

    def join(self, action: Join):
        """C6 Chante-Sloubi: the newcomer's starting score from the two best scores."""
        v = self.variant
        newcomer = action.player
        ranked = sorted((self.scores[s] for s in self.active_sides()), reverse=True)
        first, second = ranked[0], ranked[1]
        handicap = max(0, sloubi_handicap(first, second, self.rounds, v.sloubi_rounding))
        self.names.append(action.name or f"Joueur {newcomer + 1}")
        self.side_of.append(len(self.scores))
        self.scores.append(0)
        self.bank.append(0)
        self.has_grelottine.append(False)
        self.has_civet.append(False)
        self.has_civet_filoche.append(False)
        self.has_boucliette.append(v.boucliette)
        self.immune.append(False)
        self.passe_grelot_used.append(False)
        jarret_rules.add_seat(self)
        self.order.append(newcomer)  # CDC-J1: the newcomer plays last in each round
        self.event("join", player=newcomer, first=first, second=second, rounds=self.rounds,
                    handicap=handicap)
        start = handicap
        if handicap > 0:
            def extra_check(a):
                if isinstance(a, SingSloubi) and a.player == newcomer:
                    presses = a.presses_ms
                    if not isinstance(presses, tuple) or not all(
                        isinstance(t, int) and not isinstance(t, bool) and t >= 0 for t in presses
                    ):
                        return "Sloubi presses are non-negative integer times in ms"
                    return None
                return False

            def legal(player):
                return [Pass(newcomer),
                        SingSloubi(newcomer, tuple(500 * (k + 1) for k in range(handicap)))]

            answer = yield from self.ask(newcomer, "sloubi", legal, {"target": handicap},
                                          extra_check)
            if isinstance(answer, SingSloubi):
                sung = sloubi_sung(answer.presses_ms, handicap, v.sloubi_ms)
                self.event("sloubi", player=newcomer, target=handicap,
                            count=len(answer.presses_ms), success=sung)
                if sung:
                    start = sloubi_bonus(handicap, v.sloubi_factor_pct)
        side = self.side_of[newcomer]
        self.scores[side] = min(start, v.cap_score)
        self.event("join_score", player=newcomer, score=self.scores[side])

    def civet_bets(self, p: int):
        """Iruo: the others may bet on the Civet's success (right +25, wrong -5)."""
        if not self.variant.civet_side_bets:
            return []
        bettors = [q for q in self.opponents(p) if self.score(q) > 0]
        if not bettors:
            return []
        answers = yield from self.window(
            "bet_civet", bettors, lambda q: [BetCivet(q), Pass(q)], {"thrower": p}
        )
        chosen = [q for q, a in answers.items() if isinstance(a, BetCivet)]
        for q in chosen:
            self.event("bet", player=q, on="civet")
            if self.variant.bet_stake_upfront:
                self.lose(q, self.variant.bet_stake, "bet_stake")
        return chosen

    def settle_civet(self, p, civet, bettors, combos, sirotage) -> None:
        """The Civet is judged on the throw; "CDC avec Sirotage" on a won Sirotage (CDC-V1)."""
        if self.variant.civet_bets == "kize":  # by the throw's first type
            success = civet_kize.bet_name(civet.combination, civet.with_sirotage) in (
                civet_kize.winning_bets(self.variant, self.civet_rules.turn_dice(p), combos,
                                        sirotage))
        elif civet.combination == "CUL_DE_CHOUETTE":
            success = sirotage is True if civet.with_sirotage else (
                Combination.CUL_DE_CHOUETTE in combos)
        else:
            success = Combination[civet.combination] in combos
        self.event("civet_result", player=p, success=success, stake=civet.stake)
        if success:
            self.gain(p, civet.stake, "civet", capped=True)
        else:
            self.lose(p, civet.stake, "civet")
            self.civet_rules.civet_filoche_earned(p, civet.stake)  # issue 34: Civet-Filoché
        self.settle_bets(bettors, lambda q: success, "civet")

    def settle_bets(self, bettors, won, what: str) -> None:
        v = self.variant
        for q in bettors:
            if won(q):
                self.event("bet_won", player=q, on=what)
                self.gain(q, v.bet_win, "bet", capped=True)
            else:
                self.event("bet_lost", player=q, on=what)
                if not v.bet_stake_upfront:
                    self.lose(q, v.bet_stake, "bet")

    def raitournelle(self, p: int):
        """C7: "Raitournelle !" takes the whole Banque unless an "Artichette !" came first."""
        shouts = {p: "raitournelle"}
        for q in self.opponents(p):
            shouts[q] = "artichette"
        presses = yield from self.race("raitournelle", shouts)
        t_thrower = presses.get(p)
        if t_thrower is None:
            return
        blocked = [q for q, t in presses.items()
                   if q != p and t_thrower - t >= self.variant.race_tie_ms]
        if blocked:
            self.event("artichette", player=min(blocked, key=lambda q: presses[q]),
                        thrower=p, bank=sum(self.bank))
            return
        total = sum(self.bank)
        self.bank = [0] * len(self.bank)
        self.raitournelles += 1
        self.event("raitournelle", player=p, amount=total,
                    unit=deposit_unit(self.variant.bank_first_unit, self.raitournelles))
        self.gain(p, total, "raitournelle", capped=True)  # CDC-B2: bank points are a mise

    def achat_de_de(self, p: int):
        """C5: after the chouettes, another player may buy the cul for 30 points."""
        buyers = [q for q in self.opponents(p) if self.score(q) > 0]
        if not buyers:
            return None
        answers = yield from self.window(
            "buy_die", buyers, lambda q: [BuyDie(q), Pass(q)], {"thrower": p},
            stop=lambda a: isinstance(a, BuyDie),
        )
        for q, a in answers.items():
            if isinstance(a, BuyDie):
                self.event("buy_die", player=q, thrower=p, cost=self.variant.achat_cost)
                self.lose(q, self.variant.achat_cost, "achat_de_de")
                return q
        return None
