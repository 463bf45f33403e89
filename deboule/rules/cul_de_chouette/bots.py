"""Bots: policies that answer exactly the decisions a human answers, through legal actions.

Levels (CDC-BOT):
- "novice": a beginner's reactions (median about 1.2 s, sometimes no press at all, a rare wrong
  shout), coin-flip decisions, no Banque.
- "regular": a player's reactions (median about 0.8 s), simple sound rules of thumb.
- "expert": quick reactions (median about 0.55 s), decisions by expected value and the scores.
Race reaction times are people's choice reaction times (C3 "a reaction time drawn from their
level"; issue 30, point 1): ex-Gaussian draws, see `reaction_time_ms` and
docs/rules-cul-de-chouette.md "Bots". Each bot draws from its own `random.Random(seed)`.

The bots follow the one bot protocol (deboule/rules/core/bots.py): `make_bot(level, seed)`,
`act(state, player)` for decisions, and the optional hooks a match reads through that module's
helpers: `reaction_ms` (races), `blunder` (a Bévue after a throw), `reseed` (the window's match
restarts the random choices of each decision from its moment, so a replay gives the same presses).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from deboule.rules.core.bots import level_name
from deboule.rules.cul_de_chouette.actions import (
    BIRDS,
    SEED_SHOUTS,
    Action,
    BetBird,
    BetChallenge,
    BetCivet,
    BleuRougeBet,
    BuyDie,
    ChallengeGrelottine,
    ChallengeSoufflette,
    DeclareCivet,
    Deposit,
    Keep,
    Pass,
    PasseGrelot,
    Press,
    SingSloubi,
    Siroter,
    Throw,
    UseBoucliette,
    Withdraw,
)
from deboule.rules.cul_de_chouette.banque import deposit_unit, withdrawal_fee
from deboule.rules.cul_de_chouette.challenges import keep_options
from deboule.rules.cul_de_chouette.combinations import (
    Combination,
    chouette_points,
    classify,
    cul_de_chouette_points,
)
from deboule.rules.cul_de_chouette.house import (
    civet_bots,
    graines_bots,
    jarret_bots,
    oncletom_bots,
    sirop_bots,
)
from deboule.rules.cul_de_chouette.house.grelottine_rules import grelottine_stakes, grelottine_top
from deboule.rules.cul_de_chouette.house.scoring import SHOUTS as SCORING_SHOUTS
from deboule.rules.cul_de_chouette.house.scoring_bots import wants_shout as scoring_wants_shout
from deboule.rules.cul_de_chouette.odds import (
    bleu_rouge_total_odds,
    combination_odds,
    soufflette_odds,
)

# the optional rule (a Variant field) each of the seed's shouts belongs to; the others are the
# seven combinations' own (C2)
SHOUT_RULE = {"contre_sirop": "contre_sirop", "pelican": "bleu_rouge",
              "passe_montagne": "bleu_rouge", "sbradaradjan": "bleu_rouge",
              "raitournelle": "banque", "artichette": "banque", "grelottine": "grelottine"}


@dataclass(frozen=True)
class ReactionTime:
    """A person's choice reaction time, ex-Gaussian (Whelan 2008): a normal part (mu, sigma:
    seeing the dice, recognising the combination) plus an exponential tail (tau: the slow
    presses of hesitation and searching for the key), the right-skewed shape RTs have (Luce
    1986). Milliseconds from the moment the race is on screen."""

    mu_ms: float
    sigma_ms: float
    tau_ms: float

    def draw(self, rng: random.Random) -> float:
        return rng.gauss(self.mu_ms, self.sigma_ms) + rng.expovariate(1.0 / self.tau_ms)


# Nobody answers a choice faster than a simple reaction (~200-250 ms, Hick 1952, Luce 1986):
# an earlier draw is an anticipation, which a bot does not make.
FASTEST_PRESS_MS = 200


def reaction_time_ms(rt: ReactionTime, rng: random.Random) -> int:
    """One press time drawn from `rt`, never faster than a simple reaction."""
    return max(FASTEST_PRESS_MS, round(rt.draw(rng)))


@dataclass(frozen=True)
class Level:
    name: str
    reaction: ReactionTime  # race presses (medians: novice ~1.19 s, regular ~0.80, expert ~0.55)
    miss_chance: float  # no press at all in a race
    blunder_chance: float  # a wrong shout after a throw (a Bévue)
    careful: bool  # decisions by expected value (else coin flips)


# Figures and sources: docs/rules-cul-de-chouette.md "Bots"; medians measured by
# tests/test_cdc_bots_sim.py::test_reaction_time_medians_by_level.
LEVELS = {
    "novice": Level("novice", ReactionTime(900.0, 160.0, 380.0), 0.08, 0.01, False),
    "regular": Level("regular", ReactionTime(620.0, 90.0, 240.0), 0.02, 0.0, True),
    "expert": Level("expert", ReactionTime(440.0, 55.0, 150.0), 0.0, 0.0, True),
}


def make_bot(level: str, seed: int) -> Bot:
    """A bot of `level` ("novice", "regular", "expert") drawing from `random.Random(seed)`."""
    level = level_name(level)
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}; known: {sorted(LEVELS)}")
    return Bot(LEVELS[level], seed)


class Bot:
    def __init__(self, level: Level, seed: int) -> None:
        self.level = level
        self.rng = random.Random(seed)
        self._announce: Action | None = None  # the Grelottine challenge meant when shouting

    def reseed(self, key: str) -> None:
        """Restart the random choices from `key` (deboule.rules.core.bots.reseed)."""
        self.rng.seed(key)

    # -- races ----------------------------------------------------------------------
    def reaction_ms(self, state, player: int, shout: str) -> int | None:
        """When this bot presses `shout` in the open race (None: it does not press)."""
        window = state.variant.race_window_ms
        if shout == "raitournelle" and not self._wants_raitournelle(state, player):
            return None
        if shout == "artichette" and not self._wants_artichette(state, player):
            return None
        if shout in SCORING_SHOUTS and not scoring_wants_shout(
                state, player, shout, self.level.careful, self.rng):
            return None  # issue 34: house/scoring_bots.py
        if shout in jarret_bots.SHOUTS and not jarret_bots.wants_press(self, state, player, shout):
            return None  # issue 34: the Jarret's and the Flan's shouts
        if shout == "grelottine":
            self._announce = self._grelottine_spec(state, player)
            if self._announce is None:
                return None
        if shout in civet_bots.SHOUTS and not civet_bots.wants_shout(self, state, player, shout):
            return None  # issue 34: the house rules' shouts (house/civet_bots.py)
        if self.rng.random() < self.level.miss_chance:
            return None
        t = reaction_time_ms(self.level.reaction, self.rng)
        return t if t <= window else None  # too slow: the window closed first (a miss)

    def blunder(self, state, player: int) -> Action | None:
        """A novice sometimes shouts for nothing after a throw (a Bévue); with the Graines, a
        bot sometimes gets up from the table (house/graines_bots.py)."""
        if self.rng.random() < self.level.blunder_chance:
            # the seed's shouts only: a house rule's shout joins no blunder, so the seed games
            # of kaamelott and iruo play on as before (issue 34)
            shout = self.rng.choice(SEED_SHOUTS)
            if not getattr(state.variant, SHOUT_RULE.get(shout, "bevue"), True):
                # a shout of a rule this table does not play would puzzle a newcomer ("Bévue
                # de Bot 2 : « Artichette ! »" with no Banque): the Suite's shout instead, the
                # same draws kept (a table playing every rule plays on as before)
                shout = "grelotte_ca_picote"
            return Press(player, shout, int(self.rng.uniform(200, 1500)))
        return graines_bots.stand_up(self, state, player)

    def _wants_raitournelle(self, state, player) -> bool:
        return sum(state.bank) > 0

    def _wants_artichette(self, state, player) -> bool:
        if not self.level.careful:
            return self.rng.random() < 0.5
        return state.account(player) > 0 or sum(state.bank) >= 20

    # -- decisions ------------------------------------------------------------------
    def act(self, state, player: int) -> Action:
        """The decision of `player` now (the bot protocol); at a race, its press."""
        if state.node.kind == "race":
            return state.legal_actions(player)[0]
        house = sirop_bots.decide(self, state, player)  # issue 34: family sirop's rules
        if house is not None:
            return house
        prompt = state.node.prompt
        handler = getattr(self, f"_on_{prompt}", None)
        house = jarret_bots.act(self, state, player, prompt)  # issue 34: Jarret prompts
        if house is not None:
            return house
        if handler is None:
            options = state.legal_actions(player)
            return next((a for a in options if isinstance(a, Pass)), options[0])
        return handler(state, player, state.node.info)

    def _leader_other(self, state, player) -> int:
        mine = state.side_of[player]
        others = [state.scores[s] for s in {state.side_of[q] for q in state.order} if s != mine]
        return max(others) if others else 0

    def _coin(self, p: float = 0.5) -> bool:
        return self.rng.random() < p

    def _on_pre_roll(self, state, player, info) -> Action:
        v = state.variant
        done = _this_turn(state, player)
        score = state.score(player)
        leader = self._leader_other(state, player)
        if v.banque and self.level.name != "novice" and not (done & {"deposit", "withdraw"}):
            account = state.account(player)
            unit = deposit_unit(v.bank_first_unit, state.raitournelles)
            held = _interest_count(state, player)
            endgame = max(leader, score) >= 250
            if account > 0 and (endgame or held >= (3 if self.level.name == "expert" else 4)):
                if account - withdrawal_fee(account, v.bank_fee_pct) > 0:
                    return Withdraw(player, account)
            if account == 0 and not endgame and score >= (80 if self.level.careful else 120):
                share = 0.3 if self.level.name == "expert" else 0.15
                amount = max(unit, int(score * share) // unit * unit)
                if amount <= score:
                    return Deposit(player, amount)
        if v.civet and state.has_civet[player] and score > 0 and "civet" not in done:
            civet = self._civet(state, player, score, leader)
            if civet is not None:
                return civet
        if v.lance_civet:  # "Lance-Civet !" (house/oncletom_bots.py)
            gift = oncletom_bots.lance_civet(self, state, player)
            if gift is not None:
                return gift
        return Throw(player)

    def _civet(self, state, player, score, leader):
        v = state.variant
        top = min(v.civet_max_stake, score)
        if not self.level.careful:
            if self._coin(0.3):
                combo = self.rng.choice(civet_bots.careless_civet_bets(v))  # and Kize's bets
                return DeclareCivet(player, self.rng.randint(1, top), combo, False)
            return None
        # A Civet loses on average (no bet here wins more than half the time): use it only to
        # catch up with a leader near victory, on the likeliest combination (the Chouette).
        if leader >= v.win_score - 100 and score < leader - 50:
            return DeclareCivet(player, top, "CHOUETTE", False)
        return None

    def _on_bet_civet(self, state, player, info) -> Action:
        if not self.level.careful:
            return BetCivet(player) if self._coin() else Pass(player)
        civet = next(e for e in reversed(state.events) if e["type"] == "civet")
        if state.variant.civet_bets == "kize":  # Kize's bets, judged its way
            q = civet_bots.kize_civet_odds(state.variant, civet["combination"],
                                           civet["with_sirotage"])
            return BetCivet(player) if _bet_ev(state.variant, q) > 0 else Pass(player)
        q = float(combination_odds(state.variant.bleu_rouge,
                                     state.variant.positional_dice)[civet["combination"]])
        if civet["combination"] == "CUL_DE_CHOUETTE" and civet["with_sirotage"]:
            q = float(combination_odds()["SIROP_GRELOT"]) - 1 / 36
        return BetCivet(player) if _bet_ev(state.variant, q) > 0 else Pass(player)

    def _on_grelottine_keep(self, state, player, info) -> Action:  # OncleTom77
        return oncletom_bots.on_grelottine_keep(self, state, player, info)

    def _on_double_civet(self, state, player, info) -> Action:  # issue 34: Civet doublé
        return civet_bots.on_double_civet(self, state, player, info)

    def _on_civet_filoche(self, state, player, info) -> Action:  # issue 34: Civet-Filoché
        return civet_bots.on_civet_filoche(self, state, player, info)

    def _on_buy_die(self, state, player, info) -> Action:
        if not self.level.careful:
            return BuyDie(player) if self._coin(0.03) else Pass(player)
        thrower = info["thrower"]
        d1, d2 = next(e for e in reversed(state.events) if e["type"] == "dice")["faces"]
        need = state.variant.win_score - state.score(thrower)
        chouettes_only = chouette_points(d1) if d1 == d2 else 0
        if chouettes_only >= need:
            return Pass(player)  # buying cannot stop it
        wins = sum(1 for d3 in range(1, 7) if _throw_value(state, (d1, d2, d3)) >= need)
        # 30 points to take away at least a 1-in-3 (expert) or 1-in-2 chance of losing now,
        # and only for a contender who still has a game to win
        threshold = 2 if self.level.name == "expert" else 3
        contender = state.score(player) >= 100
        if wins >= threshold and contender:
            return BuyDie(player)
        return Pass(player)

    def _on_siroter(self, state, player, info) -> Action:
        value = info["chouette"]
        if not self.level.careful:
            return Siroter(player) if self._coin() else Pass(player)
        keep = chouette_points(value)
        cdc = cul_de_chouette_points(value)
        ev = cdc / 6 - 5 * keep / 6
        score = state.score(player)
        need = state.variant.win_score - score
        if cdc >= need > keep and self._leader_other(state, player) >= need - 60:
            return Siroter(player)  # a 1-in-6 shot at winning now, when others are close
        return Siroter(player) if ev > keep else Pass(player)

    def _on_bet_sirotage(self, state, player, info) -> Action:
        value = info["chouette"]
        birds = [b for b, n in BIRDS.items() if n != value]
        if not self.level.careful:
            return BetBird(player, self.rng.choice(list(BIRDS))) if self._coin() else Pass(player)
        ev = _bet_ev(state.variant, 1 / 6)
        behind = state.score(player) < self._leader_other(state, player) - 80
        if ev > 0 or (ev > -1 and behind and self.level.name == "expert"):
            return BetBird(player, self.rng.choice(birds))
        return Pass(player)

    def _on_bleu_rouge_relance(self, state, player, info) -> Action:
        return self._bleu_rouge_values(state, player, free=True)

    def _on_bet_bleu_rouge(self, state, player, info) -> Action:
        return self._bleu_rouge_values(state, player, free=False)

    def _bleu_rouge_values(self, state, player, free: bool) -> Action:
        if not self.level.careful:
            if not free and self._coin():
                return Pass(player)
            values = self.rng.sample(range(3, 19), 3)
            if self._coin(0.05):
                values[0] = 2  # "une relance de 2, impossible": a Bévue
            return BleuRougeBet(player, tuple(values))
        odds = bleu_rouge_total_odds()
        base = state.variant.bleu_rouge_base
        ranked = sorted(odds, key=lambda t: -(odds[t] * (base + 2 * t)))
        values = tuple(sorted(ranked[:3])) if self.level.name == "expert" else (9, 10, 11)
        if not free:
            win = sum(float(odds[t]) * (base + 2 * t) for t in values)
            if win < state.variant.bet_stake:
                return Pass(player)
        return BleuRougeBet(player, values)

    def _on_soufflette_challenge(self, state, player, info) -> Action:
        targets = [a.target for a in state.legal_actions(player)
                   if isinstance(a, ChallengeSoufflette)]
        if not self.level.careful:
            return ChallengeSoufflette(player, self.rng.choice(targets)) if self._coin(0.7) \
                else Pass(player)
        v = state.variant
        odds = soufflette_odds()
        ev = (1 - float(sum(odds))) * (v.soufflette_fail - jarret_bots.soufflette_failure_bonus(
            v)) - sum(float(p) * pts for p, pts in zip(odds, v.soufflette_points, strict=True))
        if ev <= 0:
            return Pass(player)
        # the leader, preferably one without a Boucliette to cancel it
        ranked = sorted(targets, key=lambda q: (state.has_boucliette[q], -state.score(q)))
        return ChallengeSoufflette(player, ranked[0])

    def _on_keep(self, state, player, info) -> Action:
        options = keep_options(info["dice"])
        if not self.level.careful and self._coin(0.2):
            return Keep(player, self.rng.choice(options))
        return Keep(player, max(options, key=len))

    def _on_boucliette(self, state, player, info) -> Action:
        target = info["target"]
        if not self.level.careful:
            return UseBoucliette(player) if self._coin(0.2) else Pass(player)
        if state.side_of[target] != state.side_of[player]:
            return Pass(player)
        challenge = next(e for e in reversed(state.events)
                         if e["type"] in ("grelottine_challenge", "soufflette_challenge"))
        if challenge["type"] == "soufflette_challenge":
            return UseBoucliette(player)  # the challenged loses about 15 points on average
        q = _grelottine_odds(state, challenge["challenge"])
        if q < 0.5 and challenge["stake"] >= 15:
            return UseBoucliette(player)
        return Pass(player)

    def _grelottine_spec(self, state, player):
        """The challenge this bot would announce on the owner's Néant, or None."""
        target = state.owner
        v = state.variant
        specs = []
        for challenge in v.allowed_challenges():
            top = grelottine_top(v, state.score(player), state.score(target), challenge)
            if top >= 1:
                q = _grelottine_odds(state, challenge)
                specs.append((top * (1 - 2 * q), challenge, top))
        if not specs:
            return None
        if not self.level.careful:
            if self._coin(0.3):
                return None
            _, challenge, top = self.rng.choice(specs)
            stakes = grelottine_stakes(v, state.score(player), state.score(target), challenge)
            return ChallengeGrelottine(player, challenge, self.rng.randint(stakes[0], stakes[-1]))
        if self.level.name == "regular":
            cdc = [s for s in specs if s[1] == "CUL_DE_CHOUETTE"]
            if cdc:
                return ChallengeGrelottine(player, "CUL_DE_CHOUETTE", cdc[0][2])
        ev, challenge, top = max(specs)
        if ev <= 0:
            return None
        return ChallengeGrelottine(player, challenge, top)

    def _on_grelottine(self, state, player, info) -> Action:
        spec = self._announce or self._grelottine_spec(state, player)
        if spec is None or spec not in state.legal_actions(player):
            return state.legal_actions(player)[-1]  # having shouted, one must announce
        return spec

    def _on_passe_grelot(self, state, player, info) -> Action:
        options = [a for a in state.legal_actions(player) if isinstance(a, PasseGrelot)]
        if not options or (not self.level.careful and self._coin()):
            return Pass(player)
        return max(options, key=lambda a: state.score(a.target))

    def _on_bet_challenge(self, state, player, info) -> Action:
        q = _grelottine_odds(state, info["challenge"])
        if not self.level.careful:
            return BetChallenge(player, self._coin()) if self._coin() else Pass(player)
        success = q >= 0.5
        p_right = q if success else 1 - q
        return BetChallenge(player, success) if _bet_ev(state.variant, p_right) > 0 \
            else Pass(player)

    def _on_sloubi(self, state, player, info) -> Action:
        target = info["target"]
        step = {"novice": 950, "regular": 700, "expert": 400}[self.level.name]
        times, t = [], 0
        for _ in range(target):
            t += max(100, int(self.rng.gauss(step, step * 0.1)))
            times.append(t)
        return SingSloubi(player, tuple(times))


def _bet_ev(variant, p_right: float) -> float:
    if variant.bet_stake_upfront:
        return p_right * variant.bet_win - variant.bet_stake
    return p_right * variant.bet_win - (1 - p_right) * variant.bet_stake


def _grelottine_odds(state, challenge: str) -> float:
    return float(combination_odds(state.variant.bleu_rouge,
                                  state.variant.positional_dice)[challenge])


def _throw_value(state, dice) -> int:
    cls = classify(dice, state.variant)
    if Combination.CHOUETTE_VELUTE in cls.combinations:
        return cls.race_points  # it may win the race
    return cls.thrower_points


def _this_turn(state, player) -> set[str]:
    """Event types of `player` since their turn started."""
    kinds: set[str] = set()
    for event in reversed(state.events):
        if event["type"] == "turn":
            break
        if event.get("player") == player:
            kinds.add(event["type"])
    return kinds


def _interest_count(state, player) -> int:
    count = 0
    for event in reversed(state.events):
        if event.get("player") != player:
            continue
        if event["type"] == "deposit":
            break
        if event["type"] == "interest":
            count += 1
    return count
