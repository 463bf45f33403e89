"""Le Déboulé's table for a browser seat: the scores, the prompt, the log and each legal
action's label in French and English, from the game's own HUD texts
(deboule/online/web_table.py asks it through the game's `Game`)."""

from __future__ import annotations

import math
from typing import Any

from deboule.online.web_table import LANGS, LOG_LINES, both
from deboule.text.i18n import tr, tr_count

MAX_CHOICES = 12  # buttons at most (the towers' layouts: the default and a few more)


def measure_lines(state: Any) -> dict[str, str] | None:
    """The last round's measure as the window shows it beside the table: who scored, and each
    side's closest piece to the cochondé (deboule/games/deboule/hud.py `draw_measure`)."""
    # loaded on first use, not with this module: OpenGL, Pillow, numpy (158 ms)
    from deboule.games.deboule.hud import layout_side
    from deboule.games.deboule.measure import distance_text
    if not state.round_results:
        return None
    result, layout = state.round_results[-1], state.layout
    score = result.score

    def line(lang: str) -> str:
        if result.void or score is None:
            head = tr("deboule.void", lang)
        elif score.winner is None:
            head = tr("deboule.tie", lang)
        else:
            head = tr_count("deboule.round_won", score.points, lang,
                            side=layout_side(layout, score.winner, lang))
        parts = [head]
        for side, distance in enumerate(score.distances if score is not None else ()):
            shown = tr("deboule.none", lang) if math.isinf(distance) else \
                distance_text(distance, lang)
            parts.append(tr("deboule.closest", lang, side=layout_side(layout, side, lang),
                            distance=shown))
        return " · ".join(parts)

    return {lang: line(lang) for lang in LANGS}


def deboule_table(state: Any, seat: int | None, legal: list[dict[str, Any]],
                  names: list[str | None] | None = None) -> dict[str, Any]:
    # loaded on first use, not with this module: numpy, Le Déboulé's rules, the rules' core (125 ms)
    from deboule.games.deboule.action_text import describe
    from deboule.games.deboule.hud import layout_side
    from deboule.rules.deboule import (
        ChooseTowersRequest,
        GameOver,
        KinematicRequest,
        RollOffRequest,
        ThrowRequest,
    )
    from deboule.rules.deboule.actions import CODEC
    from deboule.rules.deboule.messages import render
    layout, req = state.layout, state.pending
    over = bool(state.is_over) or isinstance(req, GameOver)
    players = [{"name": both(lambda lang, s=side: layout_side(layout, s, lang)),
                "score": score, "owner": False} for side, score in enumerate(state.scores)]
    mine = seat is not None and seat in getattr(req, "players", ())
    acting = getattr(req, "players", ())
    if acting and getattr(req, "side", None) is not None and req.side < len(players):
        players[req.side]["owner"] = True
    table: dict[str, Any] = {
        "players": players, "over": over, "kind": getattr(req, "kind", None),
        "log": {lang: [render(e, layout, lang, names=names) for e in state.events
                       if e.kind != "turn_order"][-LOG_LINES:] for lang in LANGS},
        "last": None, "throw": False, "pieces": [], "race": None, "actions": [],
        "stake": state.stake, "target": state.options.target,
        "big": measure_lines(state)}
    if over:  # the game's last line says who won ("… gagne la partie ! Score final …")
        last = {lang: lines[-1] if lines else tr("web.over", lang)
                for lang, lines in table["log"].items()}
        table["prompt"] = last
        return table
    who = both(lambda lang: tr("setup.seat", lang, n=acting[0] + 1)) if acting else None
    if isinstance(req, RollOffRequest | ThrowRequest) and mine:
        table["throw"] = True
        # loaded on first use, not with this module: OpenGL, Pillow, numpy (146 ms)
        from deboule.games.deboule.hud import short_piece

        ids = ["cochonde"] if isinstance(req, RollOffRequest) else list(req.pieces)
        table["pieces"] = [{"id": pid, "name": both(lambda lang, p=pid: short_piece(p, lang))}
                           for pid in ids]
        table["prompt"] = both(lambda lang: tr("web.your_turn", lang) + " — " +
                               tr("hud.flick", lang))
    elif isinstance(req, KinematicRequest) or not acting:
        table["prompt"] = None
    elif not mine:
        table["prompt"] = both(lambda lang: tr("hud.bot_thinking", lang, name=who[lang]))
    else:
        table["prompt"] = both(lambda lang: tr("hud.choose", lang, name=who[lang]))
        chosen = legal
        if isinstance(req, ChooseTowersRequest):
            # loaded on first use, not with this module: MuJoCo, numpy, Le Déboulé's rules (225 ms)
            from deboule.games.deboule.simulator import DEFAULT_TOWERS

            default = [a for a in legal if sorted(a.get("reperes", [])) == sorted(DEFAULT_TOWERS)]
            chosen = (default + [a for a in legal if a not in default])[:MAX_CHOICES]
        for data in chosen:
            try:
                action = CODEC.from_dict(data)
                label = both(lambda lang, a=action: describe(a, layout, lang))
            except (KeyError, TypeError, ValueError):
                label = {lang: str(data.get("type", "?")) for lang in LANGS}
            table["actions"].append({"action": data, "label": label})
    return table

def table(state: Any, seat: int | None, legal: list[dict[str, Any]], kept: Any,
          seats: Any = None) -> dict[str, Any]:
    """The browser seat's table (deboule/online/web_table.py) of Le Déboulé: the log names the
    players as typed in the lobby (`seats`)."""
    return deboule_table(state, seat, legal, seats.names if seats is not None else None)


def scene_world() -> Any:
    """The world whose pieces and table a browser seat draws."""
    # loaded on first use, not with this module: MuJoCo, numpy, the physics (182 ms)
    from deboule.physics.world import World

    return World.deboule()


def arena_shape(arena: Any) -> dict[str, Any]:
    """The table's kind and sizes (metres) for the page's drawing."""
    t = arena.table
    return {"kind": "deboule", "length": t.length, "width": t.width,
            "rail_height": t.rail_height, "rail_thickness": t.rail_thickness,
            "reglette_x": t.reglette_x}
