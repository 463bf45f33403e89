"""Rule variants: each optional rule is a toggle, each disputed number a parameter (C1)."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from deboule.rules.core.ranges import Range, check_all, check_int
from deboule.rules.cul_de_chouette import house
from deboule.rules.cul_de_chouette.house.option import (
    VariantError,  # the house rules' checks raise it
)

# Grelottine challenge names (the Sirop-Grelot is a Cul de Chouette obtained with a Sirotage).
GRELOTTINE_CHALLENGES = (
    "CHOUETTE_VELUTE",
    "SUITE",
    "CUL_DE_CHOUETTE",
    "SIROP_GRELOT",
    "VELUTE",
    "CHOUETTE",
)

# The numeric options' ranges (issue 32, point 3; docs/options.md), checked by `Variant` itself
# (the set-up, the saves and the records all build one). Points: the seed's 343 to win, with room
# for house rules up to 10,000 (30 evenings); any other stake, prize or cost up to 1000 points;
# percentages up to 100 (a fee) or 1000 (the Sloubi's factor); times in ms up to a minute; the
# Raitournelle's sum of two dice 2 to 12; C3's Bévue at most 50 points (seed).
POINTS = Range(0, 1000)
RANGES: dict[str, Range] = {
    "win_score": Range(2, 10_000),
    "cap_score": Range(1, 9_999),  # C4, and below win_score
    "bet_stake": POINTS,
    "bet_win": POINTS,
    "civet_max_stake": Range(1, 1000),
    "grelottine_coefficients": Range(1, 100),  # percent, each challenge's
    "eliminate_at_or_below": Range(-10_000, 0),  # or None: no elimination
    "race_window_ms": Range(1, 60_000),
    "race_tie_ms": Range(0, 59_999),  # and below race_window_ms
    "bevue_penalty": Range(0, 50),  # C3: "−10 by default, a parameter up to 50"
    "suite_penalty": POINTS,
    "suite_penalty_step": POINTS,
    "pelican_points": POINTS,
    "bleu_rouge_base": POINTS,
    "achat_cost": POINTS,
    "soufflette_points": POINTS,  # each of the three
    "soufflette_fail": POINTS,
    "bank_interest_pct": Range(0, 100),
    "bank_fee_pct": Range(0, 100),
    "bank_first_unit": Range(1, 1000),
    "raitournelle_min_sum": Range(2, 12),
    "sloubi_factor_pct": Range(1, 1000),
    "sloubi_ms": Range(1, 60_000),
    "max_turns": Range(1, 10_000),
    # the game's own options (deboule.rules.cul_de_chouette.state.Game), beside the variant's
    "players": Range(2, 16),  # CDC-P1: the window seats 4, the command line up to 16
    "seed": Range(0, 2**63 - 1),  # or None (no seed kept): the command line's seeds
    "start_scores": Range(-10_000, 9_999),  # each side's, and below win_score
}
GAME_OPTIONS = ("players", "seed", "start_scores")

OPTIONAL_RULES = (
    "sirotage",
    "contre_sirop",
    "civet_sirote",
    "civet",
    "grelottine",
    "passe_grelot",
    "bleu_rouge",
    "boucliette",
    "bevue",
    "achat_de_de",
    "doublette",
    "chante_sloubi",
    "banque",
)


@dataclass(frozen=True)
class Variant:
    """All the rule switches and numbers of one game: `Variant.preset(name, **changes)`."""

    name: str = "kaamelott"
    # C1: kaamelott plays counter-clockwise, iruo clockwise. Seats are numbered clockwise.
    turn_order: str = "counter_clockwise"
    win_score: int = 343
    cap_score: int = 332  # C4
    # optional rules (C1: each one is a toggle)
    sirotage: bool = True
    contre_sirop: bool = True
    civet_sirote: bool = True
    civet: bool = True
    grelottine: bool = True
    passe_grelot: bool = True
    bleu_rouge: bool = True
    boucliette: bool = True
    bevue: bool = True
    achat_de_de: bool = True
    doublette: bool = True
    chante_sloubi: bool = True
    banque: bool = True
    # bets (C1): kaamelott takes the stake when betting and pays 25 back; iruo +25 / -5 at the end
    bet_stake: int = 5
    bet_win: int = 25
    bet_stake_upfront: bool = True
    grelottine_bets: bool = True  # kaamelott: "les autres joueurs ... peuvent miser"
    civet_side_bets: bool = False  # iruo only
    civet_max_stake: int = 102
    # Grelottine coefficients in percent (C1)
    grelottine_coefficients: tuple[tuple[str, int], ...] = (
        ("CHOUETTE_VELUTE", 8),
        ("SUITE", 14),
        ("CUL_DE_CHOUETTE", 16),
        ("SIROP_GRELOT", 20),
        ("VELUTE", 25),
        ("CHOUETTE", 33),
    )
    grelottine_cdc_only: bool = False  # "on peut déterminer à l'avance que le seul défi ..."
    # C1: "a_six_takes" (kaamelott) or "single_six_else_thrower" (iruo)
    chouette_velute_tie: str = "a_six_takes"
    # elimination: a score at or below this leaves the game (None: no elimination)
    eliminate_at_or_below: int | None = -343
    # C3 races
    race_window_ms: int = 3000
    race_tie_ms: int = 80
    bevue_penalty: int = 10
    suite_penalty: int = 10
    suite_penalty_step: int = 10
    pelican_points: int = 28
    bleu_rouge_base: int = 36
    # C5
    achat_cost: int = 30
    soufflette_points: tuple[int, int, int] = (50, 40, 30)
    soufflette_fail: int = 30
    # C7 Banque
    bank_interest_pct: int = 17
    bank_fee_pct: int = 21
    bank_first_unit: int = 16
    raitournelle_min_sum: int = 11
    # C6 Chante-Sloubi ("arrondir ou tronquer": C6 says trunc, the seed's example rounds)
    sloubi_rounding: str = "trunc"
    sloubi_factor_pct: int = 150
    sloubi_ms: int = 1000
    # CDC-T1: a game that has not ended after this many turns ends on the best score
    max_turns: int = 1000
    # -- house rules of other programs (issue 34; deboule/rules/cul_de_chouette/house/): each
    # family's fields in its own block, off by default (kaamelott, iruo); the `tables` preset turns
    # the common ones on (house.TABLES)

    # house: scoring (house/scoring.py)
    tichette: bool = False
    robobrol: bool = False
    suite_velute: bool = False
    suite_velute_rethrow: bool = False  # patmulot: a "Velutée !" catcher rethrows the chouettes
    artichette: str = "off"
    positional_dice: bool = False
    chouette_velute_ties: str = "seed"
    sloubi_cap: str = "off"
    triplette: bool = False

    # house: sirop (house/sirop.py)
    # Sirop bets as other programs pay them ("kize", "fmm", "leocalvat"; "off": the seed's)
    sirop_bets: str = "off"
    # Sirop-Jeannot: "Sirop-Jeannot !" catches a Sirotage the sirotant could not pay (patmulot)
    sirop_jeannot: bool = False
    # aribautg: the Contre-Sirop only when no bet on the lost Sirotage was right
    contre_sirop_reading: str = "off"
    # the sirotant bets on their own Sirotage too (Kize)
    sirop_own_bet: bool = False
    # Cul de Chouette volé: another's first "Cul de Chouette !" takes 2/5 of it (Kize)
    cdc_vole: bool = False
    # Cul de Chouette doublé: throw again after a triple; a triple doubles, else out (aribautg)
    cdc_double: bool = False
    # Tichette by bidding: a lost Sirotage ending 3-3-4, "Salsifi !", bids on hidden dice (aribautg)
    tichette_bidding: bool = False

    # house: civet (house/civet.py)
    civet_doubled: bool = False  # Kize: other Civet holders double a Civet's stake
    civet_bets: str = "off"  # "kize": also Soufflette, Bleu-Rouge, Artichette, by first type
    civet_filoche: bool = False  # aribautg: a Civet played on another player's throw
    grelottine_threshold: str = "off"  # 30 points to launch ("aribautg") or hold ("oncletom77")
    grelottine_stakes: str = "off"  # a stake table by source, instead of the coefficients
    # OncleTom77 (house/oncletom_rules.py): the challenge in two throws keeping dice, tied
    # "Grelottine !" shouts on equal scores settled by a die, "Lance-Civet !"
    grelottine_two_throws: bool = False
    grelottine_shout_ties: str = "off"
    lance_civet: bool = False
    neant_souffle: bool = False  # aribautg: 1-4-6, "Mécréant !"
    neant_souffle_ties: str = "off"  # "patmulot": Mécréant first, "Fort heureusement…", a die
    verdier: str = "off"  # "Vert-Linette !" bets on chouettes 2-4/2-6/4-6 ("kize", "aribautg")

    # house: jarret (house/jarret.py)
    # the Jarret won by "Lance-Bûches !" on a Néant of a Bleu-Rouge relance: "off", "jarret"
    # (Mi-Jarret, Bi-Jarret, Lance-Jarret) or "souple" (also the Jarret-Sifflet)
    jarret: str = "off"
    # Kize: that Néant gives its thrower the Jarret directly (no race, no Grelottine)
    jarret_direct: bool = False
    # the Flan: 2-5-6 + "À Kadoc !", later "Tatan elle fait des Flans !" inverts a throw
    flan: bool = False
    # Soufflette readings: "off" (the seeds), "kize" (a failed challenge's last throw scores
    # for the challenged), "aribautg" (any dice may be kept between tries)
    soufflette_reading: str = "off"
    # patmulot: a Soufflette challenge only when both players have 30 points or more
    soufflette_floor: bool = False
    # patmulot: Pélican shouters still tied: whoever bet 18 on the relance ("patmulot")
    pelican_ties: str = "off"
    # the Rigodon: the challenged who wins a Grelottine gets one; it cancels a later challenge
    rigodon: bool = False
    # the Poulette: a Grelottine challenge failed on a Néant leaves the challenged a Grelottine
    poulette: bool = False
    # the Attrape-Oiseau: "Attrape-Oiseau !" takes over another player's Sirotage
    attrape_oiseau: bool = False

    # house: others (house/others.py)
    suite_tie_die: str = "kaamelott"  # the Suite tie's die: "kaamelott" lowest loses, "btssn"
    # the Graines (aribautg): rising from the table without « Je ne mange pas de graines ! »
    # is a Bévue (house/graines.py)
    graines: bool = False
    # end of the house rules
    extra: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.turn_order not in ("clockwise", "counter_clockwise"):
            raise VariantError(f"unknown turn_order {self.turn_order!r}")
        if self.chouette_velute_tie not in ("a_six_takes", "single_six_else_thrower"):
            raise VariantError(f"unknown chouette_velute_tie {self.chouette_velute_tie!r}")
        if self.sloubi_rounding not in ("trunc", "round"):
            raise VariantError(f"sloubi_rounding must be trunc or round: {self.sloubi_rounding!r}")
        self.check_ranges()
        if self.cap_score >= self.win_score:
            raise VariantError("cap_score must be below win_score")
        if self.race_tie_ms < 0 or self.race_tie_ms >= self.race_window_ms:
            raise VariantError("race_tie_ms must be in [0, race_window_ms)")
        coefficients = dict(self.grelottine_coefficients)
        for key in coefficients:
            if key not in GRELOTTINE_CHALLENGES:
                raise VariantError(f"unknown Grelottine challenge {key!r}")
        if self.grelottine and not coefficients:
            raise VariantError("the Grelottine needs at least one challenge")
        if self.grelottine_cdc_only and "CUL_DE_CHOUETTE" not in coefficients:
            raise VariantError("grelottine_cdc_only needs a CUL_DE_CHOUETTE coefficient")
        if self.banque:
            # seed: "N'appliquez cette règle que si toutes les autres sont également appliquées."
            missing = [r for r in OPTIONAL_RULES if r != "banque" and not getattr(self, r)]
            if missing:
                raise VariantError(f"the Banque needs every other optional rule; off: {missing}")
        if self.contre_sirop and not self.sirotage:
            raise VariantError("the Contre-Sirop needs the Sirotage")
        if self.civet_sirote and not (self.sirotage and self.civet):
            raise VariantError("the Civet siroté needs the Sirotage and the Civet")
        if self.passe_grelot and not self.grelottine:
            raise VariantError("the Passe-Grelot needs the Grelottine")
        house.check(self)

    def check_ranges(self) -> None:
        """Every numeric option in its range (RANGES): VariantError, code option_range, naming
        the option and its range (issue 32, point 3)."""
        check_all({name: getattr(self, name) for name in RANGES if name not in (
            "grelottine_coefficients", "soufflette_points", "eliminate_at_or_below",
            *GAME_OPTIONS)}, RANGES, VariantError)
        if self.eliminate_at_or_below is not None:
            check_int("eliminate_at_or_below", self.eliminate_at_or_below, RANGES, VariantError)
        for group in ("grelottine_coefficients", "soufflette_points"):
            values = getattr(self, group)
            if not isinstance(values, tuple) or len(values) > len(GRELOTTINE_CHALLENGES):
                raise VariantError(f"{group}: a short list of numbers")
            for value in values:
                check_int(group, value[1] if group == "grelottine_coefficients" else value,
                          RANGES, VariantError)

    # -- construction ---------------------------------------------------------------
    @classmethod
    def preset(cls, name: str = "kaamelott", **changes: Any) -> Variant:
        """`kaamelott` (default, every optional rule), `iruo` (the shorter text), C1, or
        `tables`: kaamelott with the house rules other programs commonly play (issue 34)."""
        if name not in PRESETS:
            raise VariantError(f"unknown preset {name!r}; known: {sorted(PRESETS)}")
        return cls.from_dict({**PRESETS[name], **changes})

    def replace(self, **changes: Any) -> Variant:
        return self.from_dict({**self.to_dict(), **changes})

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in fields(self):
            if f.name == "extra":
                continue
            value = getattr(self, f.name)
            if f.name == "grelottine_coefficients":
                value = {k: v for k, v in value}
            elif isinstance(value, tuple):
                value = list(value)
            out[f.name] = value
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Variant:
        if not isinstance(data, dict):
            raise VariantError("a variant must be a mapping")
        known = {f.name for f in fields(cls)} - {"extra"}
        unknown = set(data) - known
        if unknown:
            raise VariantError(f"unknown variant option(s): {sorted(unknown)}")
        values = dict(data)
        coeffs = values.get("grelottine_coefficients")
        # the numbers as written (a coefficient of 1e308 or "16" is refused by its range, not
        # turned into a number: issue 32, point 3)
        if isinstance(coeffs, dict):
            values["grelottine_coefficients"] = tuple((str(k), v) for k, v in coeffs.items())
        elif coeffs is not None:
            values["grelottine_coefficients"] = _pairs(coeffs)
        if "soufflette_points" in values:
            points = values["soufflette_points"]
            if not isinstance(points, list | tuple) or len(points) != 3:
                raise VariantError("soufflette_points: three numbers")
            values["soufflette_points"] = tuple(points)
        for f in fields(cls):
            if f.name in values and f.type in ("bool",) and not isinstance(values[f.name], bool):
                raise VariantError(f"{f.name} must be true or false")
            if f.name in values and f.type == "int" and f.name not in RANGES and (
                isinstance(values[f.name], bool) or not isinstance(values[f.name], int)
            ):
                raise VariantError(f"{f.name} must be an integer, got {values[f.name]!r}")
        return cls(**values)

    # -- helpers --------------------------------------------------------------------
    def coefficient(self, challenge: str) -> int | None:
        """Percent of the smaller score that may be staked on this Grelottine challenge (a house
        stake table, issue 34, replaces the coefficients)."""
        if self.grelottine_cdc_only and challenge != "CUL_DE_CHOUETTE":
            return None
        table = house.civet.stake_table(self)
        return dict(table[0] if table else self.grelottine_coefficients).get(challenge)

    def allowed_challenges(self) -> tuple[str, ...]:
        return tuple(c for c in GRELOTTINE_CHALLENGES if self.coefficient(c) is not None)



def _pairs(coefficients: Any) -> tuple[tuple[str, Any], ...]:
    """Grelottine coefficients written as (challenge, percent) pairs."""
    if not isinstance(coefficients, list | tuple) or not all(
            isinstance(pair, list | tuple) and len(pair) == 2 for pair in coefficients):
        raise VariantError("grelottine_coefficients: (challenge, percent) pairs")
    return tuple((str(k), v) for k, v in coefficients)


PRESETS: dict[str, dict[str, Any]] = {
    "kaamelott": {"name": "kaamelott"},
    "iruo": {
        "name": "iruo",
        "turn_order": "clockwise",
        "contre_sirop": False,
        "passe_grelot": False,
        "bleu_rouge": False,
        "doublette": False,
        "chante_sloubi": False,
        "banque": False,
        "bet_stake_upfront": False,
        "grelottine_bets": False,
        "civet_side_bets": True,
        "grelottine_coefficients": {
            "CHOUETTE_VELUTE": 8,
            "CUL_DE_CHOUETTE": 16,
            "VELUTE": 25,
            "CHOUETTE": 33,
        },
        "chouette_velute_tie": "single_six_else_thrower",
        "eliminate_at_or_below": -31,  # "si son score total tombe en dessous de -30"
    },
    # issue 34: kaamelott plus the house rules of other programs that several of them play
    # (house.TABLES; docs/rules-cul-de-chouette.md, "Variants of other tables", says why each)
    "tables": {"name": "tables", **house.TABLES},
    # issue 48: a first game. The seven combinations (C2) with the Sirotage and the Bévue, the
    # two rules a first game meets at once; every other optional rule of the kaamelott text
    # ("Autres règles (optionnelles)") is off, each one toggle away (C1)
    "douce": {
        "name": "douce",
        **{rule: False for rule in OPTIONAL_RULES if rule not in ("sirotage", "bevue")},
        "grelottine_bets": False,
    },
}
# the kaamelott text's optional rules the gentle table leaves out, in the text's order
GENTLE_OFF: tuple[str, ...] = tuple(r for r in OPTIONAL_RULES if not PRESETS["douce"].get(r, True))
