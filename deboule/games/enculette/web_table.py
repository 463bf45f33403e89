"""L'Enculette's table for a browser seat: the scores, the prompt, the log and each legal
action's label in French and English, from the game's own HUD texts
(deboule/online/web_table.py asks it through the game's `Game`)."""

from __future__ import annotations

from typing import Any

from deboule.online.web_table import LANGS, LOG_LINES, Seats, both


def enculette_table(state: Any, seat: int | None, legal: list[dict[str, Any]],
                    seats: Seats | None = None) -> dict[str, Any]:
    """L'Enculette: the dice only through the rules' `observation(seat)` (the window's
    `visible_faces`): what the seat looked at, never what the rebuilt state drew for it."""
    # loaded on first use: L'Enculette's rules, the rules' core, the translations (20 ms)
    from deboule.rules.enculette.actions import CODEC
    from deboule.rules.enculette.text import (
        describe,
        describe_action,
        read_roll,
        value_text,
    )
    from deboule.rules.enculette.text import player_name as own_name
    from deboule.text.i18n import tr, tr_count

    seats = seats if seats is not None else Seats()
    shown = {lang: seats.shown(state.players, lang, own_name) for lang in LANGS}

    def player_name(seat: int, lang: str) -> str:  # the lobby's names, else the game's own
        return shown[lang][seat]

    over = bool(state.is_over)
    cup = state.cup()
    acting = None if over else (cup.server if state.is_chance_node()
                                else state.current_player())
    name = {lang: (player_name(acting, lang) if acting is not None else "") for lang in LANGS}
    running, log = [0] * state.players, {lang: [] for lang in LANGS}
    for event in state.events:
        if event.kind == "drank":
            running[event.player] += event.amount
        left = max(0, state.options.broc - sum(running))
        for lang in LANGS:
            log[lang].append(describe(event.to_dict(), lang, totals=running, broc_left=left,
                                      show_cup=state.options.cups > 1, names=shown[lang]))
    table: dict[str, Any] = {
        "players": [{"name": both(lambda lang, p=p: player_name(p, lang)),
                     "score": state.gorgees[p], "owner": p == acting}
                    for p in range(state.players)],
        "over": over, "log": {lang: lines[-LOG_LINES:] for lang, lines in log.items()},
        "last": both(lambda lang: tr_count("enc.broc", state.broc_left, lang)),
        "throw": False, "turn_over": False, "race": None, "actions": [], "peek": None}
    faces = lifted_faces(state)
    if faces is not None:
        table["lifted"] = {"faces": faces, "text": both(lambda lang: tr(
            "enc.lifted", lang, value=value_text(read_roll(*faces), lang)))}
    if over:
        names = {lang: ", ".join(player_name(p, lang) for p in state.winners())
                 for lang in LANGS}
        table["prompt"] = both(lambda lang: tr_count("enc.over", len(state.winners()), lang,
                                                     names=names[lang]))
        return table
    if seat is not None:
        seen = state.observation(seat)["cups"][state.current_cup]["dice"]
        if seen is not None:
            a, b = seen
            table["peek"] = both(lambda lang: tr("enc.peek", lang, a=a, b=b, value=value_text(
                read_roll(a, b), lang)))
            table["peek_faces"] = [a, b]  # drawn as dice, as the window's dice box
    if cup.announced is not None:
        table["last"] = both(lambda lang: tr("enc.announce_now", lang, value=value_text(
            cup.announced, lang), server=player_name(cup.server, lang),
            receiver=player_name(cup.receiver, lang)) + " · " +
            tr_count("enc.broc", state.broc_left, lang))
    if acting != seat:
        # a person at another window or page is waited for, a bot thinks (the window's words)
        key = "enc.waiting" if seats.person(acting) else "enc.thinking"
        table["prompt"] = both(lambda lang: tr(key, lang, name=name[lang]))
    elif state.is_chance_node():
        table["throw"] = table["turn_over"] = True
        table["prompt"] = both(lambda lang: tr("enc.shake", lang, name=name[lang]))
    else:
        table["prompt"] = both(lambda lang: tr("web.your_turn", lang))
        for data in legal:
            try:
                action = CODEC.from_dict(data)
                label = both(lambda lang, a=action: describe_action(a, lang, shown[lang]))
            except (KeyError, TypeError, ValueError):
                label = {lang: str(data.get("type", "?")) for lang in LANGS}
            table["actions"].append({"action": data, "label": label})
    return table

def lifted_faces(state: Any) -> list[int] | None:
    """The faces the last lifted cup (a doubt, a revealed 51) showed, until the next shake: the
    window's `faces_shown` (deboule/games/enculette/match.py), from the public events alone."""
    shown = None
    for event in state.events:
        if event.get("faces"):
            shown = [int(face) for face in event["faces"]]
        elif event.kind in ("shaken", "reshaken_blind", "faute"):
            shown = None
    return shown


def table(state: Any, seat: int | None, legal: list[dict[str, Any]], kept: Any,
          seats: Seats | None = None) -> dict[str, Any]:
    """The browser seat's table (deboule/online/web_table.py) of L'Enculette."""
    return enculette_table(state, seat, legal, seats)


def scene_world() -> Any:
    """The world whose Tasses and dice a browser seat draws."""
    # loaded on first use, not with this module: MuJoCo, numpy, the physics (184 ms)
    from deboule.physics.world import World

    return World.cup(2)


def arena_shape(arena: Any) -> dict[str, Any]:
    """The Tasse's kind and sizes (metres) for the page's drawing, its porcelain's colours (the
    window's, deboule/render/porcelain.py) and the piste it stands on (the window draws the Cul
    de Chouette tray round it)."""
    from deboule.physics.tables import TraySpec
    from deboule.render.porcelain import BAND, PORCELAIN

    s, tray = arena.spec, TraySpec()
    return {"kind": "tasse", "saucer_radius": s.saucer_radius,
            "saucer_thickness": s.saucer_thickness, "cup_radius": s.cup_inner_radius,
            "cup_wall": s.cup_wall, "cup_height": s.cup_height,
            "porcelain": hex_colour(PORCELAIN), "band": hex_colour(BAND),
            "tray": {"length": tray.length, "width": tray.width,
                     "wall_height": tray.wall_height, "wall_thickness": tray.wall_thickness}}


def hex_colour(rgb: tuple[float, float, float]) -> str:
    return "#" + "".join(f"{round(max(0.0, min(1.0, c)) * 255):02x}" for c in rgb)
