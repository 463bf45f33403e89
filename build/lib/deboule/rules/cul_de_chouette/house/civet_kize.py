"""Kize's Civet (option `civet_bets` "kize", declared in house/civet.py): the bets it
lists and how it judges them.

Source: Kize/cdc-engine lib/rule-runner/rules/level-1/civet-rule.ts. Its `CivetBet` names nine
bets: our five (Chouette, Velute, Chouette-Velute, Cul de Chouette, Suite) and the Soufflette,
the Bleu-Rouge, the Sirop-Grelot and the Artichette. A Civet is won when the FIRST effect of
the throw is one of the bet's (`civetBetToRuleEffectsToCheck[bet].has(effects[0].event)`), the
throw's rules tried in lib/rule-runner/rule-runner-configuration.ts ALL_RULES_ORDERED: Cul de
Chouette, Suite, Chouette-Velute, Velute, Bleu-Rouge, Artichette, Attrape-Oiseau, Sirop,
Chouette, Soufflette, Néant. So a throw has one type: 3-3-4 is a Bleu-Rouge (a Chouette bet
loses), 3-4-4 an Artichette, a siroted Chouette a Sirop won (only the Sirop-Grelot bet wins) or
lost (no bet wins); 1-2-3 is a `SUITE_VELUTE`, in both the Suite's and the Velute's sets. The
Sirop-Grelot is the seeds' "Cul de Chouette avec Sirotage" (CDC-V1: won on a won Sirotage,
`SIROP_WON`), offered as it always was. The Civet may be thrown on a Verdier (civet-rule.ts
`isVerdier`): the throw is judged the same way, the "Vert-Linette !" bets apart (house/
civet_rules.py), as its spec's case "handles a verdier call during a civet bet" plays.
"""

from __future__ import annotations

from collections.abc import Iterable

from deboule.rules.cul_de_chouette.combinations import Combination, classify
from deboule.rules.cul_de_chouette.house.scoring_rules import artichette_applies

C = Combination
# the bets Kize lists beyond the seeds' five (the Sirop-Grelot is the seeds' "avec Sirotage")
KIZE_EXTRA_BETS = ("SOUFFLETTE", "BLEU_ROUGE", "ARTICHETTE")
SIROP_GRELOT = "SIROP_GRELOT"


def extra_bets(variant) -> tuple[str, ...]:
    """Kize's further bets this variant can play: a Bleu-Rouge only with the Bleu-Rouge, an
    Artichette only with an Artichette reading (Kize's CivetBet lists them when its rules are
    on, RulesSelectionPanel.tsx)."""
    if getattr(variant, "civet_bets", "off") != "kize":
        return ()
    out = ["SOUFFLETTE"]
    if variant.bleu_rouge:
        out.append("BLEU_ROUGE")
    if variant.artichette != "off":
        out.append("ARTICHETTE")
    return tuple(out)


def winning_bets(variant, dice: Iterable[int] | None, combos, sirotage: bool | None
                 ) -> frozenset[str]:
    """The bets a throw wins by Kize's first effect. `dice` the thrower's three dice (None when
    the cul was bought: only the chouettes count, a Chouette or nothing); `sirotage` True or
    False when the thrower siroted, None otherwise."""
    combos = frozenset(combos)
    if C.CUL_DE_CHOUETTE in combos:
        return frozenset({"CUL_DE_CHOUETTE"})
    if C.SUITE in combos:  # 1-2-3: SUITE_VELUTE, in the Suite's set and the Velute's
        return frozenset({"SUITE", "VELUTE"} if C.VELUTE in combos else {"SUITE"})
    if C.CHOUETTE_VELUTE in combos:
        return frozenset({"CHOUETTE_VELUTE"})
    if C.VELUTE in combos:
        return frozenset({"VELUTE"})
    if C.BLEU_ROUGE in combos:
        return frozenset({"BLEU_ROUGE"})
    if dice is not None and artichette_applies(variant, classify(tuple(dice), variant)):
        return frozenset({"ARTICHETTE"})
    if C.CHOUETTE in combos:
        if sirotage is None:
            return frozenset({"CHOUETTE"})  # an Attrape-Oiseau's throw counts as a Chouette
        return frozenset({SIROP_GRELOT}) if sirotage else frozenset()
    if C.SOUFFLETTE in combos:
        return frozenset({"SOUFFLETTE"})
    return frozenset()


def bet_name(combination: str, with_sirotage: bool) -> str:
    """The Kize name of a declared Civet: "Cul de Chouette avec Sirotage" is its Sirop-Grelot."""
    return SIROP_GRELOT if combination == "CUL_DE_CHOUETTE" and with_sirotage else combination
