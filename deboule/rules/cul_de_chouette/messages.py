"""Log texts for events, French first (fr) with English available (en)."""

from __future__ import annotations

import re

from deboule.rules.core import Event
from deboule.rules.cul_de_chouette import house
from deboule.rules.cul_de_chouette.actions import BIRD_OF

COMBINATION_NAMES = {
    "fr": {
        "CHOUETTE": "Chouette",
        "VELUTE": "Velute",
        "CHOUETTE_VELUTE": "Chouette Velute",
        "CUL_DE_CHOUETTE": "Cul de Chouette",
        "SUITE": "Suite",
        "SOUFFLETTE": "Soufflette",
        "NEANT": "Néant",
        "BLEU_ROUGE": "Bleu-Rouge",
        "SIROP_GRELOT": "Sirop-Grelot",
        "ARTICHETTE": "Artichette",
    },
    "en": {
        "CHOUETTE": "Chouette (pair)",
        "VELUTE": "Velute",
        "CHOUETTE_VELUTE": "Chouette Velute",
        "CUL_DE_CHOUETTE": "Cul de Chouette (triple)",
        "SUITE": "Suite (run)",
        "SOUFFLETTE": "Soufflette (4-2-1)",
        "NEANT": "Néant (nothing)",
        "BLEU_ROUGE": "Bleu-Rouge",
        "SIROP_GRELOT": "Sirop-Grelot",
        "ARTICHETTE": "Artichette",
    },
}

SHOUT_TEXT = {
    "pas_mou_le_caillou": "Pas mou le caillou !",
    "grelotte_ca_picote": "Grelotte ça picote !",
    "sans_fin": "Sans fin est la moisissure des bières bretonnes !",
    "contre_sirop": "J'apprécie les fruits au sirop !",
    "pelican": "Pélican !",
    "passe_montagne": "Passe-Montagne !",
    "sbradaradjan": "Sbradaradjan !",
    "raitournelle": "Raitournelle !",
    "artichette": "Artichette !",
    "grelottine": "Grelottine !",
    **house.SHOUTS,  # issue 34: the house rules' shouts (deboule/rules/cul_de_chouette/house/)
}

# An unnamed seat is called "Joueur N" in the state, the saves and the records (state.py, C6
# joins): one language-neutral identity, shown in the reader's language.
DEFAULT_NAME = re.compile(r"Joueur (\d+)")
SEAT_NAME = {"fr": "Joueur {n}", "en": "Player {n}"}


def shown_name(name: str, lang: str = "fr") -> str:
    """A seat's name as shown in `lang`: a default "Joueur N" reads "Player N" in English; a
    name somebody gave is shown as given."""
    found = DEFAULT_NAME.fullmatch(name)
    return SEAT_NAME.get(lang, SEAT_NAME["fr"]).format(n=found[1]) if found else name


def shout_text(shout: str, lang: str = "fr") -> str:
    """A shout's words (they stay French, the game's words) with the language's punctuation:
    "Pas mou le caillou !" in French, "Pas mou le caillou!" in an English text."""
    text = SHOUT_TEXT.get(shout, shout)
    return re.sub(r"\s+([!?:;])", r"\1", text) if lang == "en" else text


PURPOSES = {
    "fr": {
        "roll_off": "dé de départ",
        "chouettes": "les chouettes",
        "cul": "le cul",
        "sirotage": "sirotage",
        "relance": "relance",
        "soufflette": "Soufflette",
        "challenge_chouettes": "défi, chouettes",
        "challenge_cul": "défi, cul",
        "challenge_sirotage": "défi, sirotage",
        "chouette_velute_tie": "égalité Chouette Velute",
        "six_rolloff": "qui fera un 6",
        "suite_tie": "égalité à la Suite",
        "pelican_tie": "égalité au Pélican",
        "cdc_double": "Cul de Chouette doublé",  # issue 34 (house/sirop.py)
        "tichette_hidden": "dés cachés de la Tichette",  # issue 34 (house/tichage.py)
        "robobrol": "Robobrol",  # issue 34 (house/scoring.py)
        "mi_jarret": "Mi-Jarret",  # issue 34, house/jarret_rules.py
        "mecreant_tie": "égalité au « Mécréant ! »",  # house/patmulot_rules.py
        "velutee": "chouettes de la Suite-Velutée",  # house/scoring_rules.py
        "grelottine_second": "défi, second lancer",  # house/oncletom_rules.py
        "grelottine_tie": "égalité à « Grelottine ! »",  # house/oncletom_rules.py
    },
    "en": {
        "roll_off": "opening die",
        "chouettes": "the chouettes",
        "cul": "the cul",
        "sirotage": "sirotage",
        "relance": "relance",
        "soufflette": "Soufflette",
        "challenge_chouettes": "challenge, chouettes",
        "challenge_cul": "challenge, cul",
        "challenge_sirotage": "challenge, sirotage",
        "chouette_velute_tie": "Chouette Velute tie",
        "six_rolloff": "who makes a 6",
        "suite_tie": "Suite tie",
        "pelican_tie": "Pélican tie",
        "cdc_double": "doubled Cul de Chouette",  # issue 34 (house/sirop.py)
        "tichette_hidden": "the Tichette's hidden dice",  # issue 34 (house/tichage.py)
        "robobrol": "Robobrol",  # issue 34 (house/scoring.py)
        "mi_jarret": "Mi-Jarret",  # issue 34, house/jarret_rules.py
        "mecreant_tie": "\"Mécréant!\" tie",  # house/patmulot_rules.py
        "velutee": "the Suite-Velutée's chouettes",  # house/scoring_rules.py
        "grelottine_second": "challenge, second throw",  # house/oncletom_rules.py
        "grelottine_tie": "\"Grelottine!\" tie",  # house/oncletom_rules.py
    },
}

TEMPLATES: dict[str, dict[str, str]] = {
    "fr": {
        "dice": "{player} lance ({purpose}) : {faces}",
        "roll_off_tie": "Égalité au plus petit dé entre {players} : ils relancent",
        "starter": "{player} commence",
        "order": "Ordre du jeu : {players}",
        "turn": "— Tour {turn} (manche {round}) : {player} ({score} pts)",
        "interest": "Banque : {player} touche {amount} d'intérêts (compte {balance})",
        "deposit": "{player} dépose {amount} à la Banque (compte {balance})",
        "withdraw": "{player} retire {amount} de la Banque, frais {fee}",
        "civet": "{player} : « Civet de {stake} sur {combination}{sirop} »",
        "civet_result": "Civet de {player} : {verdict}",
        "civet_won": "{player} gagne un Civet",
        "combination": "{player} : {dice} → {combinations}",
        "chouettes_only": "{player} ne lance pas le cul : {dice}",
        "score": "  {player} {delta:+d} ({reason}) → {score}{capped}",
        "race_open": "Course « {race} » ouverte",
        "race_presses": "  appuis : {presses}{missing}",
        "race_won": "{player} remporte « {race} »",
        "race_lost": "{player} est le dernier à « Grelotte ça picote ! »",
        "race_tie": "Égalité à « {race} » entre {players} : personne ne gagne",
        "nobody": "Personne n'a crié « {race} »",
        "sirotage": "{player} sirote sa Chouette de {chouette}",
        "sirotage_result": "Sirotage de {player} : {verdict}",
        "bet": "{player} parie ({on}) : {detail}",
        "bet_won": "Pari gagné pour {player}",
        "bet_lost": "Pari perdu pour {player}",
        "relance": "Relance de {player} : total {total}",
        "boucliette_back": "{player} récupère son Boucliette",
        "boucliette": "{player} utilise son Boucliette : défi annulé",
        "soufflette_challenge": "{player} défie {target} à la Soufflette",
        "soufflette_result": "Soufflette de {player} : {verdict} (essai {attempt})",
        "grelottine_won": "{player} gagne une Grelottine",
        "grelottine_challenge":
            "« Grelottine ! » {player} défie {target} : {challenge} pour {stake}",
        "grelottine_result": "Défi Grelottine de {player} : {verdict} ({stake} pts)",
        "passe_grelot": "« Passe-Grelot ! » {player} refile le défi à {to}",
        "stake_reduced": "Mise ramenée à {stake}",
        "buy_die": "{player} achète le cul de {thrower} ({cost} pts)",
        "raitournelle": "« Raitournelle ! » {player} rafle la Banque : {amount}",
        "artichette": "« Artichette ! » de {player} : la Banque reste en place",
        "bevue": "Bévue de {player} : {reason} (-{penalty})",
        "join": "{player} rejoint la partie : handicap {handicap}",
        "sloubi": "{player} chante {count} Sloubi sur {target} : {verdict}",
        "join_score": "{player} commence avec {score} pts",
        "eliminated": "{player} est éliminé ({score})",
        "last_standing": "Il ne reste qu'un camp en jeu",
        "turn_limit": "Limite de {turns} tours atteinte",
        "game_over": "Fin de partie : {winners} gagne. Scores : {scores}",
        "game_over_many": "Fin de partie : {winners} gagnent. Scores : {scores}",
    },
    "en": {
        "dice": "{player} throws ({purpose}): {faces}",
        "roll_off_tie": "Tie for the lowest die between {players}: they throw again",
        "starter": "{player} starts",
        "order": "Turn order: {players}",
        "turn": "— Turn {turn} (round {round}): {player} ({score} pts)",
        "interest": "Bank: {player} earns {amount} interest (account {balance})",
        "deposit": "{player} deposits {amount} in the Bank (account {balance})",
        "withdraw": "{player} withdraws {amount} from the Bank, fee {fee}",
        "civet": "{player}: \"Civet of {stake} on {combination}{sirop}\"",
        "civet_result": "{player}'s Civet: {verdict}",
        "civet_won": "{player} wins a Civet",
        "combination": "{player}: {dice} → {combinations}",
        "chouettes_only": "{player} does not throw the cul: {dice}",
        # "for": a reason's own brackets ("Suite (run)") never nest in the score's
        "score": "  {player} {delta:+d} for {reason} → {score}{capped}",
        "race_open": "Race \"{race}\" open",
        "race_presses": "  presses: {presses}{missing}",
        "race_won": "{player} wins \"{race}\"",
        "race_lost": "{player} is last to \"Grelotte ça picote!\"",
        "race_tie": "Tie on \"{race}\" between {players}: nobody wins",
        "nobody": "Nobody shouted \"{race}\"",
        "sirotage": "{player} tries a Sirotage for a Cul de Chouette of {chouette}s",
        "sirotage_result": "{player}'s Sirotage: {verdict}",
        "bet": "{player} bets ({on}) {detail}",
        "bet_won": "Bet won by {player}",
        "bet_lost": "Bet lost by {player}",
        "relance": "{player}'s relance: total {total}",
        "boucliette_back": "{player} gets a Boucliette back",
        "boucliette": "{player} uses their Boucliette: challenge cancelled",
        "soufflette_challenge": "{player} challenges {target} to a Soufflette",
        "soufflette_result": "{player}'s Soufflette: {verdict} (try {attempt})",
        "grelottine_won": "{player} wins a Grelottine",
        "grelottine_challenge":
            "\"Grelottine!\" {player} challenges {target}: {challenge} for {stake}",
        "grelottine_result": "{player}'s Grelottine challenge: {verdict} ({stake} pts)",
        "passe_grelot": "\"Passe-Grelot!\" {player} passes the challenge to {to}",
        "stake_reduced": "Stake reduced to {stake}",
        "buy_die": "{player} buys {thrower}'s cul ({cost} pts)",
        "raitournelle": "\"Raitournelle!\" {player} takes the Bank: {amount}",
        "artichette": "\"Artichette!\" from {player}: the Bank stays",
        "bevue": "Blunder (Bévue) by {player}: {reason} (-{penalty})",
        "join": "{player} joins: handicap {handicap}",
        "sloubi": "{player} sings {count} Sloubi of {target}: {verdict}",
        "join_score": "{player} starts with {score} pts",
        "eliminated": "{player} is eliminated ({score})",
        "last_standing": "Only one side is left",
        "turn_limit": "Turn limit of {turns} reached",
        "game_over": "Game over: {winners} wins. Scores: {scores}",
        "game_over_many": "Game over: {winners} win. Scores: {scores}",
    },
}
for _lang, _texts in house.TEMPLATES.items():  # issue 34: the house rules' events
    TEMPLATES[_lang].update(_texts)

BEVUES = {
    "fr": {
        "no_race": "« {detail} » sans course ouverte",
        "wrong_shout": "« {detail} » n'est pas le cri attendu",
        "no_grelottine": "« Grelottine ! » sans Grelottine",
        "impossible_relance": "relance de {detail} impossible avec trois dés",
        "graines": "levé de table sans « Je ne mange pas de graines ! »",  # house/graines.py
    },
    "en": {
        "no_race": "\"{detail}\" with no race open",
        "wrong_shout": "\"{detail}\" is not the expected shout",
        "no_grelottine": "\"Grelottine!\" without a Grelottine",
        "impossible_relance": "a relance of {detail} is impossible with three dice",
        "graines": "got up from the table without \"Je ne mange pas de graines!\"",
    },
}

# why a score changed (the `reason` of a "score" event; combinations use COMBINATION_NAMES)
SCORE_REASONS = {
    "fr": {"achat_de_de": "achat du cul", "bet": "pari", "bet_stake": "mise du pari",
           "bevue": "Bévue", "challenge_throw": "lancer du défi", "civet": "Civet",
           "contre_sirop": "fruits au sirop", "grelottine": "Grelottine", "pelican": "Pélican",
           "raitournelle": "Raitournelle", "sirotage": "Sirotage", "soufflette": "Soufflette",
           "withdraw": "retrait de la Banque",
           "tichette": "Tichette", "artichette": "Artichette"},  # issue 34 (house/scoring.py)
    "en": {"achat_de_de": "buying the cul", "bet": "bet", "bet_stake": "bet stake",
           "bevue": "Bévue (blunder)", "challenge_throw": "challenge throw", "civet": "Civet",
           "contre_sirop": "fruits au sirop", "grelottine": "Grelottine", "pelican": "Pélican",
           "raitournelle": "Raitournelle", "sirotage": "Sirotage", "soufflette": "Soufflette",
           "withdraw": "withdrawal from the Bank",
           "tichette": "Tichette", "artichette": "Artichette"},  # issue 34 (house/scoring.py)
}

BET_ON = {
    "fr": {"sirotage": "Sirotage", "bleu_rouge": "Bleu-Rouge", "grelottine": "défi Grelottine",
           "civet": "Civet"},
    "en": {"sirotage": "Sirotage", "bleu_rouge": "Bleu-Rouge", "grelottine": "Grelottine challenge",
           "civet": "Civet"},
}

WORDS = {
    "fr": {True: "réussi", False: "raté", "capped": " (plafonné)", "missing": " ; sans appui : ",
           "sirop": " avec Sirotage", "on_success": "sur la réussite", "on_failure": "sur l'échec"},
    "en": {True: "success", False: "failure", "capped": " (capped)", "missing": "; no press: ",
           "sirop": " with Sirotage", "on_success": "on success", "on_failure": "on failure"},
}


def describe(event: Event, names, lang: str = "fr") -> str:
    """One readable line for an event."""
    if lang not in TEMPLATES:
        raise ValueError(f"unknown language {lang!r} (fr, en)")
    kind = event.kind
    template = TEMPLATES[lang].get(kind)
    words = WORDS[lang]
    combos = COMBINATION_NAMES[lang]

    def name(p):
        return shown_name(names[p], lang) if isinstance(p, int) and 0 <= p < len(names) \
            else str(p)

    if template is None:
        return f"{kind}: {event.to_dict()}"
    data = dict(event)
    for key in ("player", "target", "thrower", "challenger", "to"):
        if key in data:
            data[key] = name(data[key])
    if "players" in data:
        data["players"] = ", ".join(name(p) for p in data["players"])
    if kind == "game_over":
        data["winners"] = ", ".join(name(p) for p in event.get("players", [])) or "—"
        if len(event.get("players", [])) > 1:  # "A, B gagnent" (the verb agrees)
            template = TEMPLATES[lang]["game_over_many"]
    if "faces" in data:
        data["faces"] = "-".join(str(f) for f in data["faces"])
    if "dice" in data:
        data["dice"] = "-".join(str(f) for f in data["dice"])
    if "purpose" in data:
        data["purpose"] = PURPOSES[lang].get(data["purpose"], data["purpose"])
    if "combinations" in data:
        data["combinations"] = " + ".join(combos.get(c, c) for c in data["combinations"])
    for key in ("combination", "challenge"):
        if key in data:
            data[key] = combos.get(data[key], data[key])
    if "race" in data:
        data["race"] = shout_text(data["race"], lang)
    if kind == "score" and "reason" in data:  # never an identifier in the log (issue 10)
        reason = str(data["reason"])
        data["reason"] = combos.get(reason) or SCORE_REASONS[lang].get(reason, reason)
    if "success" in data:
        data["verdict"] = words[bool(data["success"])]
    data["capped"] = words["capped"] if event.get("capped") else ""
    data["sirop"] = words["sirop"] if event.get("with_sirotage") else ""
    if kind == "race_presses":
        data["presses"] = ", ".join(f"{name(p)} {t} ms" for p, t in event["presses"]) or "—"
        missing = event.get("missing") or []
        missing_names = ", ".join(name(p) for p in missing)
        data["missing"] = (words["missing"] + missing_names) if missing else ""
    if kind == "bevue":
        detail = shout_text(event.get("detail", ""), lang)
        data["reason"] = BEVUES[lang].get(event.get("code"), "{detail}").format(detail=detail)
    if "on" in data:
        data["on"] = BET_ON[lang].get(data["on"], data["on"])
    if kind == "bet":
        if "bird" in event:
            data["detail"] = f"{event['bird'].capitalize()} ({event['value']})"
        elif "values" in event:
            data["detail"] = ", ".join(str(x) for x in event["values"])
        elif "success" in event:
            data["detail"] = words["on_success" if event["success"] else "on_failure"]
        else:
            data["detail"] = ""
    if kind == "scores" or "scores" in data:
        data["scores"] = ", ".join(str(s) for s in event.get("scores", []))
    try:
        return template.format(**data)
    except (KeyError, ValueError):
        return f"{kind}: {event}"


def bird_name(value: int) -> str:
    return BIRD_OF[value].capitalize()
