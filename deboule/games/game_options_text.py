"""The strings of deboule/games/game_options.py's refusals (French, English)."""

TEXT: dict[str, tuple[str, str]] = {
    "options.not_mapping": ("les options de {game} sont un objet nom → valeur",
                            "{game}'s options are a name → value mapping"),
    "options.unknown": ("option inconnue pour {game} : {name} (options : {names})",
                        "unknown {game} option: {name} (options: {names})"),
    "options.bad_value": ("{game}, option {name} refusée : {fr}",
                          "{game}, option {name} refused: {en}"),
    "options.rule_syntax": ("--rule s'écrit NOM=VALEUR, pas {text}",
                            "--rule is written NAME=VALUE, not {text}"),
    "options.twice": ("option {name} donnée deux fois", "option {name} given twice"),
    "options.names": ("les noms : un par place ({n}), 40 caractères au plus",
                      "names: one a seat ({n}), 40 characters at most"),
    "options.cli": ("{fr}", "{en}"),
    "options.keyword": ("{game} : l'option {name} se donne dans options={{...}}",
                        "{game}: option {name} is given in options={{...}}"),
    "options.not_taken": ("{game} n'a pas d'option {name}", "{game} has no {name} option"),
}
