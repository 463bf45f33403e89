"""Player-facing text for public events: French first, English available."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .fautes import FAUTES, FauteKind
from .hierarchy import NAMES, read_roll

LANGS = ("fr", "en")

MESSAGES: dict[str, dict[str, str]] = {
    "fr": {
        "player": "Joueur {n}",
        "cup": "[Tasse {cup}] ",
        "shaken": "{p} secoue la Tasse et regarde les dés.",
        "shaken_blind": "{p} secoue la Tasse sans regarder.",
        "reshaken_blind": "{p} n'aime pas ses dés et resecoue : annonce aveugle !",
        "announced": "{p} annonce {v} à {to}.",
        "announced_blind": "{p} annonce à l'aveugle {v} à {to}.",
        "void_31": "{p} annonce encore un 31 : refusé !",
        "believed": "{p} croit {server}, prend la Tasse sans regarder et resecoue.",
        "passed": "{p} passe la Tasse sans regarder à {to} en annonçant {v}.",
        "doubted_true": "{p} doute et soulève la Tasse : {real}. {server} disait vrai !",
        "doubted_lie": "{p} doute et soulève la Tasse : {real}. {server} a menti !",
        "revealed_51": "{p} dévoile un 51 et l'offre à {to} : les deux boivent !",
        "drank": "{p} boit {amount} ({why}).",
        "gorgees": "{n} gorgée|{n} gorgées",
        "totals": " Total : {total}, broc : {left}.",
        "faute": "Faute {severity} de {p} : {what}.",
        "refilled": "{p} remplit sa mesure.",
        "denounced": "{p} dénonce {to} pour non-remplissage.",
        "joined": "{p} entre dans le jeu.",
        "time_out": "{p} prend un temps mort.",
        "back": "{p} revient dans le cercle.",
        "left": "{p} paye son broc et s'en va.",
        "game_over": "Le broc est vide : fin de la partie.",
        "scores": "Gorgées : {scores}.",
        "winners": "Vainqueur : {names}.|Vainqueurs : {names}.",
        "grave": "grave",
        "tres_grave": "très grave",
        "wrong_doubt": "doute à tort",
        "caught_lying": "pris à mentir",
        "hidden_51": "51 caché pris",
        "offered_51": "51 offert",
        "reason_faute": "faute",
    },
    "en": {
        "player": "Player {n}",
        "cup": "[Cup {cup}] ",
        "shaken": "{p} shakes the cup and looks at the dice.",
        "shaken_blind": "{p} shakes the cup without looking.",
        "reshaken_blind": "{p} dislikes the dice and shakes again: blind announcement!",
        "announced": "{p} announces {v} to {to}.",
        "announced_blind": "{p} announces {v} blind to {to}.",
        "void_31": "{p} announces 31 again: refused!",
        "believed": "{p} believes {server}, takes the cup unseen and shakes again.",
        "passed": "{p} passes the cup unseen to {to}, announcing {v}.",
        "doubted_true": "{p} doubts and lifts the cup: {real}. {server} told the truth!",
        "doubted_lie": "{p} doubts and lifts the cup: {real}. {server} lied!",
        "revealed_51": "{p} reveals a 51 and offers it to {to}: both drink!",
        "drank": "{p} drinks {amount} ({why}).",
        "gorgees": "{n} gorgée|{n} gorgées",
        "totals": " Total: {total}, broc: {left}.",
        "faute": "{severity} faute by {p}: {what}.",
        "refilled": "{p} refills their measure.",
        "denounced": "{p} denounces {to} for not refilling.",
        "joined": "{p} joins the game.",
        "time_out": "{p} takes a time-out.",
        "back": "{p} comes back to the circle.",
        "left": "{p} pays for their broc and leaves.",
        "game_over": "The broc is empty: game over.",
        "scores": "Gorgées: {scores}.",
        "winners": "Winner: {names}.|Winners: {names}.",
        "grave": "Grave",
        "tres_grave": "Very grave",
        "wrong_doubt": "wrong doubt",
        "caught_lying": "caught lying",
        "hidden_51": "hidden 51 caught",
        "offered_51": "offered 51",
        "reason_faute": "faute",
    },
}

FAUTE_TEXT: dict[str, dict[str, str]] = {
    "fr": {
        "not_refilled": "ne pas avoir rempli sa mesure",
        "early_denunciation": "dénonciation avant l'annonce",
        "second_31": "deuxième 31 de la partie",
        "peeked": "a regardé le lancer du serveur",
        "left_circle": "sorti du cercle sans temps mort",
        "dropped_utensil": "a fait tomber un ustensile",
        "cheating": "tricherie",
        "wrong_direction": "mauvais sens de rotation",
        "broken_cup": "a brisé la tasse ou la sous-tasse",
        "persistent_31": "annonce persistante du 31",
        "stared": "a regardé avec insistance le lancer du serveur",
        "against_spirit": "contraire à l'esprit du jeu",
    },
    "en": {
        "not_refilled": "did not refill",
        "early_denunciation": "denounced before the announcement",
        "second_31": "second 31 of the game",
        "peeked": "looked at the server's roll",
        "left_circle": "left the circle without a time-out",
        "dropped_utensil": "dropped a utensil",
        "cheating": "cheating",
        "wrong_direction": "wrong direction of rotation",
        "broken_cup": "broke the cup or saucer",
        "persistent_31": "persistent 31",
        "stared": "stared at the server's roll",
        "against_spirit": "against the spirit of the game",
    },
}



def _check_lang(lang: str) -> dict[str, str]:
    if lang not in MESSAGES:
        raise ValueError(f"language must be one of {LANGS}, not {lang!r}")
    return MESSAGES[lang]


def counted(key: str, n: int, lang: str = "fr", **values: Any) -> str:
    """The "singular|plural" message `key` for `n` (the rule of deboule.text.i18n.is_plural: French
    singular below 2, "0 gorgée"; English only at 1, "0 gorgées")."""
    singular, plural = _check_lang(lang)[key].split("|")
    many = abs(n) >= 2 if lang == "fr" else n != 1
    return (plural if many else singular).format(n=n, **values)


def player_name(seat: int, lang: str = "fr", names: Sequence[str] | None = None) -> str:
    if names is not None:
        return names[seat]
    return _check_lang(lang)["player"].format(n=seat + 1)


def value_text(value: int, lang: str = "fr") -> str:
    """"« Teckel » (11)" for a named value ('"Teckel" (11)' in English), "64" otherwise."""
    if value not in NAMES:
        return str(value)
    return f"« {NAMES[value]} » ({value})" if lang == "fr" else f'"{NAMES[value]}" ({value})'


def describe(
    event: Mapping[str, Any],
    lang: str = "fr",
    names: Sequence[str] | None = None,
    totals: Sequence[int] | None = None,
    broc_left: int | None = None,
    show_cup: bool = False,
) -> str:
    """One log line for a public event (an `Event.to_dict()`)."""
    msg = _check_lang(lang)

    def who(key: str) -> str:
        return player_name(event[key], lang, names)

    kind = event["kind"]
    prefix = msg["cup"].format(cup=event["cup"] + 1) if show_cup and "cup" in event else ""
    if kind == "shaken":
        line = msg["shaken_blind" if event.get("blind") else "shaken"].format(p=who("player"))
    elif kind == "reshaken_blind":
        line = msg["reshaken_blind"].format(p=who("player"))
    elif kind == "announced":
        key = "announced_blind" if event.get("blind") else "announced"
        line = msg[key].format(p=who("player"), v=value_text(event["value"], lang), to=who("to"))
    elif kind == "void_31":
        line = msg["void_31"].format(p=who("player"))
    elif kind == "believed":
        line = msg["believed"].format(p=who("player"), server=who("server"))
    elif kind == "passed":
        line = msg["passed"].format(p=who("player"), to=who("to"),
                                    v=value_text(event["value"], lang))
    elif kind == "doubted":
        real = value_text(read_roll(*event["faces"]), lang)
        key = "doubted_true" if event["truthful"] else "doubted_lie"
        line = msg[key].format(p=who("player"), real=real, server=who("server"))
    elif kind == "revealed_51":
        line = msg["revealed_51"].format(p=who("player"), to=who("to"))
    elif kind == "drank":
        amount = event["amount"]
        reason = event["reason"]
        why = msg["reason_faute"] if reason == "faute" else msg[reason]
        line = msg["drank"].format(p=who("player"), amount=counted("gorgees", amount, lang),
                                   why=why)
        if totals is not None and broc_left is not None:
            line += msg["totals"].format(total=totals[event["player"]], left=broc_left)
    elif kind == "faute":
        what = FAUTE_TEXT[lang][event["reason"]]
        severity = msg[FAUTES[FauteKind(event["reason"])].severity.value]
        line = msg["faute"].format(severity=severity, p=who("player"), what=what)
    elif kind == "refilled":
        line = msg["refilled"].format(p=who("player"))
    elif kind == "denounced":
        line = msg["denounced"].format(p=who("player"), to=who("to"))
    elif kind in ("joined", "time_out", "back", "left"):
        line = msg[kind].format(p=who("player"))
    elif kind == "game_over":
        line = msg["game_over"]
    else:
        raise ValueError(f"unknown event kind {kind!r}")
    return prefix + line


ACTION_TEXT: dict[str, dict[str, str]] = {
    "fr": {
        "announce": "Annoncer {v} à {to}",
        "believe": "Croire : prendre la Tasse sans regarder et resecouer",
        "doubt": "Douter : soulever la Tasse",
        "pass_unseen": "Passer sans regarder à {to} en annonçant {v}",
        "reshake": "Resecouer : annonce aveugle",
        "reveal_51": "Dévoiler le 51 et l'offrir",
        "dice_shaken": "Dés : {v}",
    },
    "en": {
        "announce": "Announce {v} to {to}",
        "believe": "Believe: take the cup unseen and shake again",
        "doubt": "Doubt: lift the cup",
        "pass_unseen": "Pass unseen to {to}, announcing {v}",
        "reshake": "Shake again: blind announcement",
        "reveal_51": "Reveal the 51 and offer it",
        "dice_shaken": "Dice: {v}",
    },
}


def describe_action(action: Any, lang: str = "fr", names: Sequence[str] | None = None) -> str:
    """A button label for a decision offered by `State.legal_actions()`."""
    _check_lang(lang)
    texts = ACTION_TEXT[lang]
    if action.KIND not in texts:
        raise ValueError(f"no label for a {action.KIND!r} action")
    if action.KIND == "dice_shaken":
        return texts["dice_shaken"].format(v=value_text(read_roll(*action.faces), lang))
    value = getattr(action, "value", None)
    to = getattr(action, "to", None)
    return texts[action.KIND].format(
        v=value_text(value, lang) if value is not None else "",
        to=player_name(to, lang, names) if to is not None else "",
    )
