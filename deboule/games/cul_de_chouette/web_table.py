"""Cul de Chouette's table for a browser seat: the scores, the prompt, the log and each legal
action's label in French and English, from the game's own HUD texts
(deboule/online/web_table.py asks it through the game's `Game`)."""

from __future__ import annotations

from typing import Any

from deboule.online.web_table import LANGS, Seats, both, log_tail, names_of
from deboule.text.i18n import tr, tr_count


def cdc_table(state: Any, seat: int | None, legal: list[dict[str, Any]],
              seats: Seats | None = None) -> dict[str, Any]:
    # loaded on first use: Cul de Chouette's rules, the rules' core, a game's modules (41 ms)
    from deboule.games.cul_de_chouette.hud import last_throw, throw_text
    from deboule.games.cul_de_chouette.prompts import action_label, prompt_text, shout_text
    from deboule.rules.cul_de_chouette.actions import CODEC
    from deboule.rules.cul_de_chouette.messages import shown_name
    seats = seats if seats is not None else Seats()
    names = names_of(state)  # the rules carry the names typed in the lobby (Game.new_match)
    node = state.node
    table: dict[str, Any] = {
        "players": [{"name": both(lambda lang, n=n: shown_name(n, lang)), "score": state.score(p),
                     "owner": p == state.owner} for p, n in enumerate(names)],
        "over": bool(state.is_over), "log": log_tail(state),
        "last": {lang: last_throw(state, lang) for lang in LANGS},
        "big": {lang: last_throw(state, lang) for lang in LANGS},  # the large print
        "kind": node.kind, "throw": False, "race": None, "prompt": None, "actions": []}
    if state.is_over:
        table["prompt"] = both(lambda lang: tr_count(
            "cdc.over", len(state.winners), lang,
            names=", ".join(shown_name(names[p], lang) for p in state.winners) or "—"))
        return table
    if node.kind == "chance":
        table["throw"] = node.roller == seat
        # a person at another window or page is waited for, a bot throws (the window's words)
        key = "cdc.throw" if node.roller == seat else \
            "cdc.person_throw" if seats.person(node.roller) else "cdc.bot_throw"
        table["prompt"] = both(lambda lang: tr(
            key, lang,
            name=shown_name(names[node.roller], lang), purpose=throw_text(node.prompt, lang)))
    elif node.kind == "race":
        race = node.race
        table["race"] = {"shout": both(lambda lang: shout_text(race.kind, lang)),
                         "window_ms": state.variant.race_window_ms,
                         "pressed": seat in getattr(race, "presses", {})}
    elif node.kind == "decision":
        player = node.players[0]
        table["throw"] = node.prompt == "pre_roll" and player == seat
        other = "cdc.person_think" if seats.person(player) else "cdc.bot_think"
        table["prompt"] = both(lambda lang: prompt_text(state, player, lang)
                               if player == seat else tr(other, lang,
                                                         name=shown_name(names[player], lang)))
        prompt = node.prompt
        for data in legal:
            try:
                action = CODEC.from_dict(data)
                label = both(lambda lang, a=action: action_label(a, state, lang, prompt))
            except (KeyError, TypeError, ValueError):
                label = {lang: str(data.get("type", "?")) for lang in LANGS}
            table["actions"].append({"action": data, "label": label})
    return table

def table(state: Any, seat: int | None, legal: list[dict[str, Any]], kept: Any,
          seats: Seats | None = None) -> dict[str, Any]:
    """The browser seat's table (deboule/online/web_table.py) of Cul de Chouette."""
    return cdc_table(state, seat, legal, seats)


def scene_world() -> Any:
    """The world whose pieces and tray a browser seat draws."""
    # loaded on first use, not with this module: MuJoCo, numpy, the physics (139 ms)
    from deboule.physics.world import World

    return World.dice_tray(3)


def arena_shape(arena: Any) -> dict[str, Any]:
    """The tray's kind and sizes (metres) for the page's drawing."""
    s = arena.spec
    return {"kind": "tray", "length": s.length, "width": s.width,
            "wall_height": s.wall_height, "wall_thickness": s.wall_thickness}
