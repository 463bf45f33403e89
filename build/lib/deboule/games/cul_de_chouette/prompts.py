"""Cul de Chouette's decision texts: the prompt of each decision and the label of each legal
action, French and English (the rules' message tables give the combination and shout names)."""

from __future__ import annotations

from deboule.games.cul_de_chouette.house_text import civet as civet_text
from deboule.games.cul_de_chouette.house_text import jarret as jarret_text
from deboule.games.cul_de_chouette.house_text import sirop as sirop_text
from deboule.rules.cul_de_chouette import (
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
    SingSloubi,
    Siroter,
    UseBoucliette,
    Withdraw,
)
from deboule.rules.cul_de_chouette.actions import BIRDS, GiveCivet, UseJarret, UseRigodon
from deboule.rules.cul_de_chouette.actions import Throw as ThrowAction
from deboule.rules.cul_de_chouette.banque import deposit_unit, withdrawal_fee
from deboule.rules.cul_de_chouette.messages import COMBINATION_NAMES, PURPOSES, WORDS, shown_name
from deboule.rules.cul_de_chouette.messages import shout_text as rules_shout_text

# CDCS-13: the bet and challenge windows, each with Pass as its neutral answer (no bet, no
# challenge, no Boucliette, no Passe-Grelot). The owner's own choices (pre-roll, Sirotage,
# Soufflette keeps), the Achat de dé and the Grelottine announcement (no Pass) are not timed.
TIMED_PROMPTS = frozenset({
    "bet_sirotage",
    "bet_civet",
    "double_civet",  # issue 34 (house/civet_rules.py)
    "civet_filoche",
    "bleu_rouge_relance",
    "bet_bleu_rouge",
    "bet_challenge",
    "soufflette_challenge",
    "boucliette",
    "passe_grelot",
    "rigodon",  # issue 34 (house/jarret_challenges.py)
})

PROMPTS = {
    "fr": {
        "pre_roll": "{name} : avant de lancer (Banque, Civet), ou lancez",
        # the Sirotage said in words (kaamelott seed: "relancer un dé pour faire un Cul de
        # Chouette correspondant à sa Chouette"; raté, on perd les points de la Chouette)
        "siroter": "{name} : Sirotage ? Relancer le dé seul pour tenter le Cul de Chouette de "
                   "{chouette} — raté, vous perdez les points de la Chouette",
        "bet_sirotage": "{name} : parier sur le Sirotage de {owner} (Chouette de {chouette}) ?",
        "bet_civet": "{name} : parier sur le Civet de {owner} ?",
        "buy_die": "{name} : acheter le cul de {thrower} ?",
        "bleu_rouge_relance": "{name} : Bleu-Rouge ! annoncez la relance (1 à 3 totaux)",
        "bet_bleu_rouge": "{name} : parier sur la relance de {thrower} ?",
        "soufflette_challenge": "{name} : Soufflette ! défier un joueur ?",
        "keep": "{name} : quels dés garder ? ({dice}, essai {attempt})",
        "boucliette": "{name} : Boucliette contre le défi de {challenger} à {target} ?",
        "grelottine": "{name} : annoncez votre défi Grelottine à {target}",
        "passe_grelot": "{name} : Passe-Grelot ? (défi de {challenger})",
        "bet_challenge": "{name} : parier sur le défi {challenge} de {target} ?",
        "sloubi": "{name} : chanter le Sloubi ?",
        # issue 34, family civet (deboule/rules/cul_de_chouette/house/civet_rules.py)
        "double_civet": "{name} : doubler le Civet de {thrower} (vous perdez votre Civet) ?",
        "civet_filoche": "{name} : jouer votre Civet-Filoché sur le lancer de {thrower} ?",
    },
    "en": {
        "pre_roll": "{name}: before throwing (Bank, Civet), or throw",
        "siroter": "{name}: Sirotage? Throw the odd die again to try for a Cul de Chouette of "
                   "{chouette}s — a miss loses the Chouette's points",
        "bet_sirotage": "{name}: bet on {owner}'s Sirotage (Chouette of {chouette})?",
        "bet_civet": "{name}: bet on {owner}'s Civet?",
        "buy_die": "{name}: buy {thrower}'s cul?",
        "bleu_rouge_relance": "{name}: Bleu-Rouge! announce the relance (1 to 3 totals)",
        "bet_bleu_rouge": "{name}: bet on {thrower}'s relance?",
        "soufflette_challenge": "{name}: Soufflette! challenge a player?",
        "keep": "{name}: which dice to keep? ({dice}, try {attempt})",
        "boucliette": "{name}: Boucliette against {challenger}'s challenge to {target}?",
        "grelottine": "{name}: announce your Grelottine challenge to {target}",
        "passe_grelot": "{name}: Passe-Grelot? ({challenger}'s challenge)",
        "bet_challenge": "{name}: bet on {target}'s {challenge} challenge?",
        "sloubi": "{name}: sing the Sloubi?",
        "double_civet": "{name}: double {thrower}'s Civet (you lose your Civet)?",
        "civet_filoche": "{name}: play your Civet-Filoché on {thrower}'s throw?",
    },
}

LABELS = {
    "fr": {
        "throw": "Lancer les chouettes",
        "pass": "Passer",
        "pass.siroter": "Garder la Chouette",
        "pass.buy_die": "Ne pas acheter",
        "pass.keep": "Ne rien garder",
        "siroter": "Siroter : relancer le dé seul",
        "bet_bird": "Parier : {bird} ({value})",
        "bet_civet": "Parier sur le Civet",
        "bet_civet.double_civet": "Doubler le Civet",
        "buy_die": "Acheter le cul ({cost} pts)",
        "declare_civet": "Civet de {stake} sur {combination}{sirop}",
        "deposit": "Déposer {amount} à la Banque (unité {unit})",
        "withdraw": "Retirer {amount} de la Banque (frais {fee})",
        "bleu_rouge_bet": "Annoncer : {values}",
        "challenge_soufflette": "Défier {target} à la Soufflette",
        "keep": "Garder {faces}",
        "challenge_grelottine": "Défi {combination} pour {stake} pts",
        "use_boucliette": "Utiliser mon Boucliette",
        "passe_grelot": "Passe-Grelot à {target}",
        "bet_challenge": "Parier {on}",
        "sing_sloubi": "Chanter {n} Sloubi",
        "adjust": "  (←/→, Maj ×10)",
        "slots": "  (←/→, Tab)",
        "decline": "Passer, et ne plus me le demander de la partie",
    },
    "en": {
        "throw": "Throw the chouettes",
        "pass": "Pass",
        "pass.siroter": "Keep the Chouette",
        "pass.buy_die": "Do not buy",
        "pass.keep": "Keep nothing",
        "siroter": "Sirotage: throw the odd die again",
        "bet_bird": "Bet: {bird} ({value})",
        "bet_civet": "Bet on the Civet",
        "bet_civet.double_civet": "Double the Civet",
        "buy_die": "Buy the cul ({cost} pts)",
        "declare_civet": "Civet of {stake} on {combination}{sirop}",
        "deposit": "Deposit {amount} in the Bank (unit {unit})",
        "withdraw": "Withdraw {amount} from the Bank (fee {fee})",
        "bleu_rouge_bet": "Announce: {values}",
        "challenge_soufflette": "Challenge {target} to a Soufflette",
        "keep": "Keep {faces}",
        "challenge_grelottine": "{combination} challenge for {stake} pts",
        "use_boucliette": "Use my Boucliette",
        "passe_grelot": "Passe-Grelot to {target}",
        "bet_challenge": "Bet {on}",
        "sing_sloubi": "Sing {n} Sloubi",
        "adjust": "  (←/→, Shift ×10)",
        "slots": "  (←/→, Tab)",
        "decline": "Pass, and do not ask me again this game",
    },
}

for _lang in ("fr", "en"):  # issue 34: the house rules' decisions (house_text/sirop.py)
    PROMPTS[_lang].update(sirop_text.PROMPTS[_lang])
    LABELS[_lang].update(sirop_text.LABELS[_lang])
for _lang in ("fr", "en"):  # issue 34: the house rules' decisions (house_text/jarret.py)
    PROMPTS[_lang].update(jarret_text.PROMPTS[_lang])
    LABELS[_lang].update(jarret_text.LABELS[_lang])
for _lang in ("fr", "en"):  # the house rules' decisions (house_text/civet.py)
    PROMPTS[_lang].update(civet_text.PROMPTS[_lang])
    LABELS[_lang].update(civet_text.LABELS[_lang])


def prompt_text(state, player: int, lang: str = "fr") -> str:
    node = state.node
    names = state.names
    info = dict(node.info)

    def name(p):
        return shown_name(names[p], lang) if isinstance(p, int) and 0 <= p < len(names) \
            else "?"

    values = {
        "name": name(player),
        "owner": name(state.owner),
        "thrower": name(info.get("thrower", state.owner)),
        "target": name(info.get("target")),
        "challenger": name(info.get("challenger")),
        "chouette": info.get("chouette", "?"),
        "dice": "-".join(str(d) for d in info.get("dice", [])),
        "attempt": info.get("attempt", ""),
        "points": info.get("points", "?"),
        "challenge": COMBINATION_NAMES[lang].get(info.get("challenge"), info.get("challenge")),
        "stake": info.get("stake", "?"), "tiche": info.get("tiche") or "—",  # issue 34: Tichette
    }
    template = PROMPTS[lang].get(node.prompt, ("{name}: " if lang == "en" else "{name} : ")
                                 + node.prompt)
    try:
        return template.format(**values)
    except (KeyError, ValueError):
        return f"{name(player)}: {node.prompt}"


def action_label(action: Action, state, lang: str = "fr", prompt: str = "") -> str:
    """A player-facing label for a legal action, from the rules' message names."""
    labels = LABELS[lang]
    names = state.names
    kind = action.KIND
    v = state.variant
    house = sirop_text.label(action, state, lang, prompt)  # issue 34: family sirop
    if house is not None:
        return house
    if isinstance(action, ThrowAction):
        return labels["throw"]
    if isinstance(action, Pass):
        return labels.get(f"pass.{prompt}", labels["pass"])
    if isinstance(action, BetBird):
        return labels[kind].format(bird=action.bird.capitalize(), value=BIRDS[action.bird])
    if isinstance(action, BuyDie):
        return labels[kind].format(cost=v.achat_cost)
    if isinstance(action, DeclareCivet):
        return labels[kind].format(
            stake=action.stake, combination=COMBINATION_NAMES[lang][action.combination],
            sirop=WORDS[lang]["sirop"] if action.with_sirotage else "")
    if isinstance(action, Deposit):
        return labels[kind].format(amount=action.amount,
                                   unit=deposit_unit(v.bank_first_unit, state.raitournelles))
    if isinstance(action, Withdraw):
        return labels[kind].format(amount=action.amount,
                                   fee=withdrawal_fee(action.amount, v.bank_fee_pct))
    if isinstance(action, BleuRougeBet):
        return labels[kind].format(values=", ".join(str(x) for x in action.values) or "—")
    if isinstance(action, ChallengeSoufflette | PasseGrelot):
        return labels[kind].format(target=shown_name(names[action.target], lang))
    if isinstance(action, Keep):
        if not action.faces:
            return labels["pass.keep"]
        return labels[kind].format(faces="-".join(str(f) for f in action.faces))
    if isinstance(action, ChallengeGrelottine):
        return labels[kind].format(
            combination=COMBINATION_NAMES[lang].get(action.combination, action.combination),
            stake=action.stake)
    if isinstance(action, BetChallenge):
        return labels[kind].format(on=WORDS[lang]["on_success" if action.success else "on_failure"])
    if isinstance(action, SingSloubi):
        return labels[kind].format(n=len(action.presses_ms))
    if isinstance(action, BetCivet | Siroter | UseBoucliette):
        return labels.get(f"{kind}.{prompt}", labels[kind])
    if isinstance(action, UseRigodon):
        return labels[kind]
    if isinstance(action, UseJarret):
        target = names[action.target] if 0 <= action.target < len(names) else "?"
        return labels[f"{kind}.{action.mode}"].format(target=shown_name(target, lang))
    if isinstance(action, GiveCivet):  # the Lance-Civet
        target = names[action.target] if 0 <= action.target < len(names) else "?"
        return labels[kind].format(target=shown_name(target, lang))
    return kind


def shout_text(shout: str, lang: str = "fr") -> str:
    return rules_shout_text(shout, lang)


def purpose_text(purpose: str, lang: str = "fr") -> str:
    return PURPOSES[lang].get(purpose, purpose)
