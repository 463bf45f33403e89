"""Player-facing text for the events of a match: French first, English available."""

from __future__ import annotations

from collections.abc import Sequence
from numbers import Integral

from deboule.rules.deboule.game import Event
from deboule.rules.deboule.setup import Layout

# The faces' names, as the lessons and the Règles page write them (capitalised, "la Flèche", "the
# Arrow"); the blank faces too ("Blank/Blank", RULINGS D1; "les deux faces vides"), so that one
# log reads "rouge 1 : Flèche" and "bleue 2 : Vide" alike. deboule.screens.big_face's caption
# says the same words (deboule.text.i18n bigface.face.*).
FACES = {
    "fr": {"fleche": "Flèche", "chapeau": "Chapeau", "losange": "Losange", "arc": "Arc",
           "blank": "Vide"},
    "en": {"fleche": "Arrow", "chapeau": "Hat", "losange": "Diamond", "arc": "Bow",
           "blank": "Blank"},
}
COLOUR_NAMES = {
    "fr": {"red": "rouge", "blue": "bleue", "green": "verte", "yellow": "jaune"},
    "en": {"red": "red", "blue": "blue", "green": "green", "yellow": "yellow"},
}
# The pattern each colour wears in the colour-blind-safe set (deboule/render/renderer.py
# COLOUR_SAFE: 1 stripes, 2 dots, 3 checks, 4 plain): with that setting, texts name what is drawn.
PATTERN_NAMES = {
    "fr": {"red": "rayée", "blue": "à pois", "green": "à carreaux", "yellow": "unie"},
    "en": {"red": "striped", "blue": "dotted", "green": "checked", "yellow": "plain"},
}
EFFECTS = {
    "fr": {"relance": "choisit de relancer", "chapeau": "chapeaute", "bascule": "bascule",
           "force_relance": "force la relance de"},
    "en": {"relance": "chooses to throw again", "chapeau": "caps", "bascule": "tips",
           "force_relance": "forces a rethrow of"},
}
PURPOSES = {
    "fr": {"deboule": "lance", "relance": "relance", "forced_relance": "relance (forcé)"},
    "en": {"deboule": "throws", "relance": "throws again", "forced_relance": "is forced to throw"},
}
# why a thrown déboule's symbol has no effect (event symbol_no_effect, flow_turns._symbol_lost)
NO_EFFECT = {
    "fr": {"out": "{piece} est sortie", "covered": "{piece} est chapeautée",
           "chapeau_no_target": "le Chapeau n'a ni déboule adverse ni tour libre à coiffer",
           "losange_no_room": "le Losange n'a pas la place de basculer",
           "arc_no_target": "l'Arc n'a aucune déboule adverse à faire relancer"},
    "en": {"out": "{piece} went out", "covered": "{piece} is capped",
           "chapeau_no_target": "the Hat has no opposing déboule nor free tower to cap",
           "losange_no_room": "the Diamond has no room to tip",
           "arc_no_target": "the Bow has no opposing déboule to force to throw again"},
}
DIRECTION_NAMES = {
    "fr": {"far": "vers le fond", "near": "vers soi", "left": "à gauche", "right": "à droite"},
    "en": {"far": "away", "near": "towards the thrower", "left": "left", "right": "right"},
}

TEMPLATES: dict[str, dict[str, str]] = {
    "fr": {
        "rolloff": "{player} fait rouler le cochondé : {face}",
        "rolloff_out": "{player} : cochondé sorti, il recommence",
        "rolloff_tie": "Égalité à {face} : {players} relancent",
        "lead": "{player} prend la main",
        "lead_position": "{player} choisit de jouer {position}",
        "starter": "{side} commence",
        "turn_order": "Ordre de jeu : {order}",
        "round_start": "— Manche {number} — la main est à {lead}",
        "towers": "Tours sur les repères {reperes}",
        "cochonde_thrown": "{player} lance le cochondé : {face}",
        "cochonde_rethrow": "{player} relance le cochondé",
        "cochonde_passed": "Deuxième lancer nul : le cochondé passe à {player}",
        "cochonde_stands": "Le cochondé reste sur {face} : mise de {stake}",
        "thrown": "{player} {purpose} {piece} : {face}",
        "piece_out": "{piece} sort du jeu pour la manche",
        "tower_out": "{tower} sort du jeu",
        "tower_fallen": "{player} fait tomber {tower} : redressée et concédée à {receiver}",
        "put_back": "{piece} est remise sur {tower}",
        "put_back_declined": "Personne ne remonte sur {tower}",
        "penalty_no_effect": "{player} ne bénéficie d'aucun effet ce tour-ci : il a fait tomber "
                             "une tour, concédée à l'adversaire",
        "symbol_no_effect": "{player} : aucun effet, {reason}",
        "combination_renounced": "{player} renonce à la combinaison",
        "combination_not_own": "La combinaison {colour} de {player} vient du lancer de {by} : "
                               "sans effet",
        "symbol": "{player} {effect} {detail}",
        "symbol_renounced": "{player} renonce au symbole",
        "dechole": "Déchole ! {player} retire {target} jusqu'à la fin de la manche",
        "renounce": "{player} renonce",
        "cochonde_out_void": "Le cochondé est sorti : manche nulle, elle est rejouée",
        "round_scored": "Manche {number} : {winner} marque {points} "
                        "({stake} du cochondé + {valid}). Score : {scores}",
        "round_scored_none": "Manche {number} : aucune déboule seule plus proche, pas de points."
                             " Score : {scores}",
        "round_void": "Manche {number} annulée",
        "game_over": "{winner} gagne la partie ! Score final : {scores}",
        "out_face": "sortie",
        "player": "Joueur {n}",
        "team": "Équipe {n}",
        "first": "en premier",
        "last": "en dernier",
    },
    "en": {
        "rolloff": "{player} rolls the cochondé: {face}",
        "rolloff_out": "{player}: the cochondé went out, roll again",
        "rolloff_tie": "Tie at {face}: {players} roll again",
        "lead": "{player} has the lead",
        "lead_position": "{player} chooses to play {position}",
        "starter": "{side} starts",
        "turn_order": "Turn order: {order}",
        "round_start": "— Round {number} — {lead} has the lead",
        "towers": "Towers on repères {reperes}",
        "cochonde_thrown": "{player} throws the cochondé: {face}",
        "cochonde_rethrow": "{player} throws the cochondé again",
        "cochonde_passed": "Second throw out: the cochondé passes to {player}",
        "cochonde_stands": "The cochondé stays on {face}: {stake} at stake",
        "thrown": "{player} {purpose} {piece}: {face}",
        "piece_out": "{piece} is out for the round",
        "tower_out": "{tower} is out",
        "tower_fallen": "{player} knocks {tower} down: set upright and conceded to {receiver}",
        "put_back": "{piece} is put back on {tower}",
        "put_back_declined": "Nobody goes back on {tower}",
        "penalty_no_effect": "{player} gets no effect this turn: they knocked a tower down, "
                             "conceded to the opponent",
        "symbol_no_effect": "{player}: no effect, {reason}",
        "combination_renounced": "{player} renounces the combination",
        "combination_not_own": "{player}'s {colour} combination comes from {by}'s throw: "
                               "no effect",
        "symbol": "{player} {effect} {detail}",
        "symbol_renounced": "{player} renounces the symbol",
        "dechole": "Déchole! {player} removes {target} until the end of the round",
        "renounce": "{player} renounces",
        "cochonde_out_void": "The cochondé went out: void round, played again",
        "round_scored": "Round {number}: {winner} scores {points} "
                        "({stake} from the cochondé + {valid}). Score: {scores}",
        "round_scored_none": "Round {number}: no single closest déboule, no points."
                             " Score: {scores}",
        "round_void": "Round {number} void",
        "game_over": "{winner} wins the game! Final score: {scores}",
        "out_face": "out",
        "player": "Player {n}",
        "team": "Team {n}",
        "first": "first",
        "last": "last",
    },
}


# Counted words of the log, singular and plural (the rule of deboule.text.i18n.is_plural: French
# singular below 2, English only at 1).
COUNTED = {
    "fr": {"points": ("{n} point", "{n} points"), "valid": ("{n} déboule", "{n} déboules")},
    "en": {"points": ("{n} point", "{n} points"), "valid": ("{n} déboule", "{n} déboules")},
}


def counted(word: str, n: int, lang: str = "fr") -> str:
    """"1 point", "0 point" in French, "0 points" in English."""
    plural = abs(n) >= 2 if lang == "fr" else n != 1
    return COUNTED[lang][word][plural].format(n=n)


def side_name(layout: Layout, side: int | None, lang: str = "fr",
              names: Sequence[str | None] | None = None) -> str:
    """A side's name: its team's letter, or its one player's (`names`: a name a player, None
    for the game's own "Joueur 2": an online room's lobby names its people)."""
    t = TEMPLATES[lang]
    if side is None:
        return "—"
    if len(layout.members[side]) > 1:
        return t["team"].format(n="AB"[side])
    return player_name(layout.members[side][0], lang, names)


def player_name(player: int, lang: str = "fr", names: Sequence[str | None] | None = None
                ) -> str:
    given = names[player] if names is not None and 0 <= player < len(names) else None
    return given or TEMPLATES[lang]["player"].format(n=player + 1)


def colour_name(colour: str, lang: str = "fr", patterned: bool = False) -> str:
    """A déboule colour's name; `patterned` (the colour-blind-safe set) adds the pattern the
    piece wears: "rouge rayée", "striped red"."""
    name = COLOUR_NAMES[lang].get(colour, colour)
    pattern = PATTERN_NAMES[lang].get(colour) if patterned else None
    if pattern is None:
        return name
    return f"{name} {pattern}" if lang == "fr" else f"{pattern} {name}"


def piece_name(pid: str, lang: str = "fr", patterned: bool = False) -> str:
    if pid.startswith("tower-"):
        return ("tour " if lang == "fr" else "tower ") + str(int(pid.split("-")[1]) + 1)
    colour, n = pid.rsplit("-", 1)
    name = colour_name(colour, lang, patterned)
    return f"la {name} {n}" if lang == "fr" else f"{name} {n}"


def render(event: Event, layout: Layout, lang: str = "fr", patterned: bool = False,
           names: Sequence[str | None] | None = None) -> str:
    """One log line for `event`; `patterned` names the déboules' patterns too (colour-blind-safe
    set); `names` the players (see `side_name`)."""
    if lang not in TEMPLATES:
        raise ValueError(f"unknown language {lang!r} (fr or en)")
    t = TEMPLATES[lang]
    d = dict(event.data)

    def player(p: int) -> str:
        return player_name(p, lang, names)

    fmt: dict[str, object] = {}
    for key, value in d.items():
        if key in ("player", "lead", "by"):
            fmt[key] = player(value)
        elif key in ("side", "winner", "receiver"):
            fmt[key] = side_name(layout, value, lang, names)
        elif key in ("piece", "target", "tower"):
            fmt[key] = piece_name(value, lang, patterned) if isinstance(value, str) else value
        elif key == "face":
            fmt[key] = (t["out_face"] if value is None else FACES[lang].get(value, value)
                        if isinstance(value, str) else value)
        elif key == "players":
            fmt[key] = ", ".join(player(p) for p in value)
        elif key == "order":
            fmt[key] = " → ".join(side_name(layout, s, lang, names) for s in value)
        elif key == "scores":
            fmt[key] = ", ".join(f"{side_name(layout, s, lang, names)} {v}"
                                 for s, v in enumerate(value))
        elif key == "reperes":
            fmt[key] = ", ".join(str(r + 1) for r in value)
        elif key == "position":
            fmt[key] = t.get(value, value)
        elif key == "colour":
            fmt[key] = colour_name(value, lang, patterned)
        elif key == "purpose":
            fmt[key] = PURPOSES[lang].get(value, value)
        elif key == "effect":
            fmt[key] = EFFECTS[lang].get(value, value)
        else:
            fmt[key] = value
    kind = event.kind
    if kind == "symbol":
        if "target" in d:
            fmt["detail"] = piece_name(d["target"], lang, patterned)
        elif "direction" in d:
            fmt["detail"] = DIRECTION_NAMES[lang][d["direction"]]
        else:
            fmt["detail"] = piece_name(d["piece"], lang, patterned)
    if kind == "symbol_no_effect":
        fmt["reason"] = NO_EFFECT[lang][d["reason"]].format(piece=fmt["piece"])
    if kind == "round_scored" and d.get("winner") is None:
        kind = "round_scored_none"
    elif kind == "round_scored":
        fmt["points"] = counted("points", d["points"], lang)
        fmt["valid"] = counted("valid", d["valid"], lang)
    elif kind == "cochonde_stands":
        face = d.get("face")
        fmt["stake"] = counted("points", int(face), lang) if isinstance(face, Integral) \
            else fmt.get("face")
    line = t[kind].format(**fmt)
    # a line that opens on a piece ("la rouge 2 sort du jeu") starts as a sentence does
    return line[:1].upper() + line[1:]
