"""The game script: roll-off, turns, the pre-roll phase, chouettes, Raitournelle, Achat de dé, cul.

Written as generators that `yield` a Node and receive the action that answers it. Held by
`State` (state.py) as `flow`, like the parts it calls (`effects`, `challenges`, `node_builders`,
the house rules' `*_rules`): the state owns the data and checks every action before it reaches
this script.
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
from deboule.rules.cul_de_chouette.play_state import PlayState
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

    def __init__(self, state: PlayState) -> None:
        self.state = state

    # -- scores ---------------------------------------------------------------------
    def gain(self, player: int, amount: int, reason: str, capped: bool = False) -> int:
        """Add points. C4: a bet, a challenge or any gain outside the owner's turn caps at 332."""
        state = self.state
        # issue 34: Bi-Jarret, Flan
        amount = state.jarret_rules.house_jarret_points(player, amount, reason)
        if amount < 0:
            self.lose(player, -amount, reason)
            return amount
        if amount <= 0:
            return 0
        side = state.side_of[player]
        owner_side = None if state.owner is None else state.side_of[state.owner]
        old = state.scores[side]
        if capped or side != owner_side:
            new = _capped_score(old, amount, state.variant.cap_score, state.variant.win_score)
        else:
            new = old + amount
        state.scores[side] = new
        state.event("score", player=player, delta=new - old, reason=reason, score=new,
                    capped=new - old < amount)
        if side == owner_side and new >= state.variant.win_score:
            # "Lorsqu'un joueur atteint 343 points (ou plus), il est déclaré gagnant" (own turn)
            raise GameOver(side, "win")
        return new - old

    def lose(self, player: int, amount: int, reason: str) -> None:
        state = self.state
        if amount <= 0:
            return
        side = state.side_of[player]
        state.scores[side] -= amount
        state.event("score", player=player, delta=-amount, reason=reason, score=state.scores[side],
                    capped=False)
        # issue 34: a Grelottine held above 30 points only
        state.grelottine_rules.grelottine_floor(player)

    # -- who -------------------------------------------------------------------------
    def after(self, player: int) -> list[int]:
        """Active players in turn order, starting after `player`."""
        state = self.state
        if player in state.order:
            i = state.order.index(player)
            return state.order[i + 1:] + state.order[:i]
        return list(state.order)

    def opponents(self, player: int) -> list[int]:
        state = self.state
        return [q for q in self.after(player) if state.side_of[q] != state.side_of[player]]

    def active_sides(self) -> list[int]:
        state = self.state
        return sorted({state.side_of[p] for p in state.order})

    # -- primitives --------------------------------------------------------------------
    def roll(self, roller: int, n: int, purpose: str, info=None):
        state = self.state
        action = yield state.node_builders.chance_node(roller, n, purpose, info)
        faces = tuple(action.faces)
        state.event("dice", player=roller, purpose=purpose, faces=list(faces))
        return faces

    def window(self, prompt, players, legal_fn, info=None, stop=None, extra_check=None):
        """A decision window: every player answers once (first `stop` answer closes it)."""
        state = self.state
        pending = list(players)
        answers = {}
        while pending:
            action = yield state.node_builders.decision_node(prompt, pending, legal_fn, info,
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
        state = self.state
        window = RaceWindow(kind, dict(shouts))
        state.event("race_open", race=kind, players=list(shouts))
        while window.waiting:
            action = yield state.node_builders.race_node(window)
            if isinstance(action, CloseRace):
                break
            window.presses[action.player] = action.t_ms
        ordered = sorted(window.presses.items(), key=lambda kv: (kv[1], kv[0]))
        state.event("race_presses", race=kind, presses=[[p, t] for p, t in ordered],
                    missing=list(window.waiting))
        return dict(window.presses)

    # -- the game ----------------------------------------------------------------------
    def main(self):
        state = self.state
        seats = list(range(state.n_players))
        starter = yield from self.roll_off(seats)
        step = 1 if state.variant.turn_order == "clockwise" else -1
        n = len(seats)
        state.order = [(starter + step * k) % n for k in range(n)]
        state.event("order", players=list(state.order), direction=state.variant.turn_order)
        yield from self.turn_loop()

    def turn_loop(self):
        """Turn after turn until the end. Each turn starts from the data alone (nothing of an
        earlier turn lives in this script), so a copy resumes here: `State.copy`."""
        state = self.state
        while True:
            player = state.order[state.turn_index]
            state.mark_turn_start()
            yield from self.turn(player)
            if self.end_turn(player):
                return

    def roll_off(self, contenders):
        """ "Chaque joueur lance 1 dé, le joueur qui a fait le plus petit score commence." """
        state = self.state
        while True:
            faces = {}
            for p in contenders:
                (faces[p],) = yield from self.roll(p, 1, "roll_off")
            low = min(faces.values())
            lowest = [p for p in contenders if faces[p] == low]
            if len(lowest) == 1:
                state.event("starter", player=lowest[0])
                return lowest[0]
            state.event("roll_off_tie", players=lowest)
            contenders = lowest

    def end_turn(self, player: int) -> bool:
        state = self.state
        state.owner = None
        threshold = state.variant.eliminate_at_or_below
        eliminated = set()
        if threshold is not None:
            for q in state.order:
                if state.scores[state.side_of[q]] <= threshold:
                    eliminated.add(q)
            for q in sorted(eliminated):
                state.event("eliminated", player=q, score=state.scores[state.side_of[q]])
        eliminated.update(state.sirop_rules.take_out())  # issue 34: a missed Cul de Chouette doublé
        remaining = [q for q in state.order if q not in eliminated]
        sides = {state.side_of[q] for q in remaining}
        if len(sides) <= 1:
            state.winner_side = next(iter(sides)) if sides else None
            state.event("last_standing", side=state.winner_side)
            return True
        if state.turns >= state.variant.max_turns:
            # CDC-T1: the game stops after max_turns turns; the best score wins.
            best = max(sides, key=lambda s: (state.scores[s], -s))
            state.winner_side = best
            state.event("turn_limit", turns=state.turns, side=best)
            return True
        k = state.turn_index
        wrapped = False
        while True:
            k += 1
            if k >= len(state.order):
                k = 0
                wrapped = True
            nxt = state.order[k]
            if nxt not in eliminated:
                break
        state.order = remaining
        state.turn_index = state.order.index(nxt)
        if wrapped:
            state.rounds += 1
        return False

    # -- one turn ----------------------------------------------------------------------
    def turn(self, p: int):
        state = self.state
        state.owner = p
        state.turns += 1
        side = state.side_of[p]
        state.event("turn", player=p, turn=state.turns, round=state.rounds + 1,
                    score=state.scores[side])
        if state.variant.banque and state.bank[side] > 0:
            # C7: interest is credited at the start of the owner's turn
            gained = interest(state.bank[side], state.variant.bank_interest_pct)
            state.bank[side] += gained
            state.event("interest", player=p, amount=gained, balance=state.bank[side])
        # issue 34: Civet-Filoché, played before the owner's pre-roll phase (the window's hand
        # throw ends that phase and throws at once)
        filoche = yield from state.civet_rules.civet_filoche_bets(p)
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
                state.has_civet[p] = False
                state.event("civet", player=p, stake=action.stake, combination=action.combination,
                            with_sirotage=action.with_sirotage)
                civet_bettors = yield from self.civet_bets(p)
                # issue 34: Civet doublé
                civet = yield from state.civet_rules.civet_doubled(p, civet)
            elif isinstance(action, GiveCivet):  # the Lance-Civet
                state.oncletom_rules.lance_civet(action)
            elif isinstance(action, Deposit):
                state.scores[side] -= action.amount
                state.bank[side] += action.amount
                state.event("deposit", player=p, amount=action.amount, balance=state.bank[side],
                            score=state.scores[side])
            elif isinstance(action, Withdraw):
                fee = withdrawal_fee(action.amount, state.variant.bank_fee_pct)
                state.bank[side] -= action.amount
                state.event("withdraw", player=p, amount=action.amount, fee=fee,
                            balance=state.bank[side])
                # seed: "le retrait des points est considéré comme une mise" (332 cap)
                self.gain(p, action.amount - fee, "withdraw", capped=True)
        yield from state.jarret_rules.house_jarret_before_throw(p)  # issue 34: Flan, Jarret
        d1, d2 = yield from self.roll(p, 2, "chouettes")
        if (
            state.variant.banque
            and d1 + d2 >= state.variant.raitournelle_min_sum
            and sum(state.bank) > 0
        ):
            yield from self.raitournelle(p)
        buyer = None
        if state.variant.achat_de_de:
            buyer = yield from self.achat_de_de(p)
        settled = []

        def settle(combos, sirotage):
            if not settled:
                settled.append(True)
                if civet is not None:
                    self.settle_civet(p, civet, civet_bettors, combos, sirotage)
                state.civet_rules.settle_civet_filoche(filoche, combos)

        if buyer is not None:
            # C5: the cul is not thrown; only a Chouette if the two chouettes match
            points = chouette_points(d1) if d1 == d2 else 0
            state.event("chouettes_only", player=p, dice=[d1, d2], points=points)
            settle(frozenset({Combination.CHOUETTE}) if d1 == d2 else frozenset(), None)
            self.gain(p, points, "CHOUETTE")
        else:
            # issue 34: "Vert-Linette !"
            verdier = yield from state.civet_rules.verdier(p, (d1, d2))
            (d3,) = yield from self.roll(p, 1, "cul")
            # Mi-Jarret
            dice = yield from state.jarret_rules.house_jarret_second_throw(p, (d1, d2, d3))
            thrown_at = list(state.scores)  # issue 34: the Tichette ranks these (scoring_rules)
            state.civet_rules.settle_verdier(p, verdier, dice)
            yield from state.effects.resolve_throw(p, dice, 0, settle)
            yield from state.scoring_rules.tichette(p, dice, thrown_at)

    def pre_roll_node(self, p: int, civet_free: bool, fresh: bool):
        state = self.state
        v = state.variant
        side = state.side_of[p]

        def legal(player):
            options = [Throw(p)]
            score = state.scores[side]
            if v.civet and civet_free and state.has_civet[p] and score > 0:
                bets = CIVET_BETS + civet_kize.extra_bets(v)  # Kize's further bets
                for stake in range(1, min(v.civet_max_stake, score) + 1):
                    for combo in bets:
                        options.append(DeclareCivet(p, stake, combo, False))
                        if combo == "CUL_DE_CHOUETTE" and v.sirotage:
                            options.append(DeclareCivet(p, stake, combo, True))
            if civet_free:
                options += state.oncletom_rules.lance_civet_options(p)  # "Lance-Civet !"
            if v.banque:
                unit = deposit_unit(v.bank_first_unit, state.raitournelles)
                if score > 0:
                    options += [Deposit(p, k * unit) for k in range(1, score // unit + 1)]
                options += [Withdraw(p, x) for x in range(1, state.bank[side] + 1)]
            return options

        joinable = (
            v.chante_sloubi and fresh and state.turn_index == 0 and state.rounds >= 1
        )
        # issue 34: the Sloubi's cap
        capped = state.scoring_rules.sloubi_refusal() if joinable else None

        def extra_check(action):
            if isinstance(action, Join):
                if not joinable:
                    return "a newcomer joins only when a round of turns has just ended (C6)"
                if capped:
                    return capped
                if action.player != state.n_players:
                    return f"the newcomer takes seat {state.n_players}"
                if not isinstance(action.name, str):
                    return "a name is a string"
                return None
            return False

        node = state.node_builders.decision_node("pre_roll", [p], legal,
                                                 {"civet": state.has_civet[p]}, extra_check)
        inner_legal = node.legal

        def legal_with_join(player):
            if joinable and not capped and player == state.n_players:
                return [Join(player, f"Joueur {player + 1}")]
            return inner_legal(player)

        node.legal = legal_with_join
        return node

    def join(self, action: Join):
        """C6 Chante-Sloubi: the newcomer's starting score from the two best scores."""
        state = self.state
        v = state.variant
        newcomer = action.player
        ranked = sorted((state.scores[s] for s in self.active_sides()), reverse=True)
        first, second = ranked[0], ranked[1]
        handicap = max(0, sloubi_handicap(first, second, state.rounds, v.sloubi_rounding))
        state.names.append(action.name or f"Joueur {newcomer + 1}")
        state.side_of.append(len(state.scores))
        state.scores.append(0)
        state.bank.append(0)
        state.has_grelottine.append(False)
        state.has_civet.append(False)
        state.has_civet_filoche.append(False)
        state.has_boucliette.append(v.boucliette)
        state.immune.append(False)
        state.passe_grelot_used.append(False)
        jarret_rules.add_seat(state)
        state.order.append(newcomer)  # CDC-J1: the newcomer plays last in each round
        state.event("join", player=newcomer, first=first, second=second, rounds=state.rounds,
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
                state.event("sloubi", player=newcomer, target=handicap,
                            count=len(answer.presses_ms), success=sung)
                if sung:
                    start = sloubi_bonus(handicap, v.sloubi_factor_pct)
        side = state.side_of[newcomer]
        state.scores[side] = min(start, v.cap_score)
        state.event("join_score", player=newcomer, score=state.scores[side])

    def civet_bets(self, p: int):
        """Iruo: the others may bet on the Civet's success (right +25, wrong -5)."""
        state = self.state
        if not state.variant.civet_side_bets:
            return []
        bettors = [q for q in self.opponents(p) if state.score(q) > 0]
        if not bettors:
            return []
        answers = yield from self.window(
            "bet_civet", bettors, lambda q: [BetCivet(q), Pass(q)], {"thrower": p}
        )
        chosen = [q for q, a in answers.items() if isinstance(a, BetCivet)]
        for q in chosen:
            state.event("bet", player=q, on="civet")
            if state.variant.bet_stake_upfront:
                self.lose(q, state.variant.bet_stake, "bet_stake")
        return chosen

    def settle_civet(self, p, civet, bettors, combos, sirotage) -> None:
        """The Civet is judged on the throw; "CDC avec Sirotage" on a won Sirotage (CDC-V1)."""
        state = self.state
        if state.variant.civet_bets == "kize":  # by the throw's first type
            success = civet_kize.bet_name(civet.combination, civet.with_sirotage) in (
                civet_kize.winning_bets(state.variant, state.civet_rules.turn_dice(p), combos,
                                        sirotage))
        elif civet.combination == "CUL_DE_CHOUETTE":
            success = sirotage is True if civet.with_sirotage else (
                Combination.CUL_DE_CHOUETTE in combos)
        else:
            success = Combination[civet.combination] in combos
        state.event("civet_result", player=p, success=success, stake=civet.stake)
        if success:
            self.gain(p, civet.stake, "civet", capped=True)
        else:
            self.lose(p, civet.stake, "civet")
            state.civet_rules.civet_filoche_earned(p, civet.stake)  # issue 34: Civet-Filoché
        self.settle_bets(bettors, lambda q: success, "civet")

    def settle_bets(self, bettors, won, what: str) -> None:
        state = self.state
        v = state.variant
        for q in bettors:
            if won(q):
                state.event("bet_won", player=q, on=what)
                self.gain(q, v.bet_win, "bet", capped=True)
            else:
                state.event("bet_lost", player=q, on=what)
                if not v.bet_stake_upfront:
                    self.lose(q, v.bet_stake, "bet")

    def raitournelle(self, p: int):
        """C7: "Raitournelle !" takes the whole Banque unless an "Artichette !" came first."""
        state = self.state
        shouts = {p: "raitournelle"}
        for q in self.opponents(p):
            shouts[q] = "artichette"
        presses = yield from self.race("raitournelle", shouts)
        t_thrower = presses.get(p)
        if t_thrower is None:
            return
        blocked = [q for q, t in presses.items()
                   if q != p and t_thrower - t >= state.variant.race_tie_ms]
        if blocked:
            state.event("artichette", player=min(blocked, key=lambda q: presses[q]),
                        thrower=p, bank=sum(state.bank))
            return
        total = sum(state.bank)
        state.bank = [0] * len(state.bank)
        state.raitournelles += 1
        state.event("raitournelle", player=p, amount=total,
                    unit=deposit_unit(state.variant.bank_first_unit, state.raitournelles))
        self.gain(p, total, "raitournelle", capped=True)  # CDC-B2: bank points are a mise

    def achat_de_de(self, p: int):
        """C5: after the chouettes, another player may buy the cul for 30 points."""
        state = self.state
        buyers = [q for q in self.opponents(p) if state.score(q) > 0]
        if not buyers:
            return None
        answers = yield from self.window(
            "buy_die", buyers, lambda q: [BuyDie(q), Pass(q)], {"thrower": p},
            stop=lambda a: isinstance(a, BuyDie),
        )
        for q, a in answers.items():
            if isinstance(a, BuyDie):
                state.event("buy_die", player=q, thrower=p, cost=state.variant.achat_cost)
                self.lose(q, state.variant.achat_cost, "achat_de_de")
                return q
        return None
