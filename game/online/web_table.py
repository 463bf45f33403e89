"""What a browser seat shows of its table, worked out on the server from that seat's own view.

A browser has no Python: it cannot rebuild the rules state from a view as the window does
(game/online/seat_state.py). So for a browser member the room adds to each `view` event a
`table`: the scores, whose turn, the prompt, the log and each legal action's label, in French
and English, from the games' own HUD texts. It is computed from the rules state the seat's view
rebuilds (`from_seat_view`, what the seat cannot see drawn at random and never read here): the
very state the window's HUD reads, so a browser learns nothing the window's seat could not.
"""

from __future__ import annotations

from typing import Any

from game import registry
from game.online.seat_state import SeatState

LANGS = ("fr", "en")
LOG_LINES = 8


def both(make: Any) -> dict[str, str]:
    return {lang: str(make(lang)) for lang in LANGS}


class WebTable:
    """One browser seat's table, kept in step with its views (SeatState applies new actions)."""

    def __init__(self, game: str, seat: int | None) -> None:
        entry = registry.by_name(game)
        self.game = game
        self.seat = seat
        self.seat_state = SeatState(entry.rules) if entry is not None else None
        self.failures = 0

    def table(self, view: Any, legal: list[dict[str, Any]]) -> dict[str, Any] | None:
        if self.seat_state is None or view is None:
            return None
        self.seat_state.set_view(view)
        try:
            state = self.seat_state.state()
        except Exception:  # noqa: BLE001 -- a view the rules refuse: the page keeps its last
            return None
        maker = TABLES.get(self.game, generic_table)
        try:
            return maker(state, self.seat, legal)
        except Exception as exc:  # noqa: BLE001 -- the page's words never stop a room
            self.failures += 1
            return {"error": f"{type(exc).__name__}: {str(exc)[:120]}"}


def names_of(state: Any) -> list[str]:
    names = getattr(state, "names", None)
    n = getattr(state, "n_players", None) or (len(names) if names else 0)
    return [str(names[p]) if names and p < len(names) else f"{p + 1}" for p in range(n)]


def log_tail(state: Any) -> dict[str, list[str]]:
    if not hasattr(state, "log_lines"):
        return {lang: [] for lang in LANGS}
    return {lang: [line.strip() for line in state.log_lines(lang) if line.strip()][-LOG_LINES:]
            for lang in LANGS}


def generic_table(state: Any, seat: int | None, legal: list[dict[str, Any]]) -> dict[str, Any]:
    names = names_of(state)
    scores = [state.score(p) if hasattr(state, "score") else None for p in range(len(names))]
    return {"players": [{"name": n, "score": s} for n, s in zip(names, scores, strict=True)],
            "deciders": list(state.deciders()), "over": bool(state.is_over),
            "log": log_tail(state),
            "actions": [{"action": a, "label": {lang: a.get("type", "?") for lang in LANGS}}
                        for a in legal]}


def cdc_table(state: Any, seat: int | None, legal: list[dict[str, Any]]) -> dict[str, Any]:
    from game.cul_de_chouette.hud import last_throw, throw_text
    from game.cul_de_chouette.prompts import action_label, prompt_text, shout_text
    from game.i18n import tr, tr_count
    from rules.cul_de_chouette.actions import CODEC
    from rules.cul_de_chouette.messages import shown_name

    names = names_of(state)
    node = state.node
    table: dict[str, Any] = {
        "players": [{"name": both(lambda lang, n=n: shown_name(n, lang)), "score": state.score(p),
                     "owner": p == state.owner} for p, n in enumerate(names)],
        "over": bool(state.is_over), "log": log_tail(state),
        "last": {lang: last_throw(state, lang) for lang in LANGS},
        "kind": node.kind, "throw": False, "race": None, "prompt": None, "actions": []}
    if state.is_over:
        table["prompt"] = both(lambda lang: tr_count(
            "cdc.over", len(state.winners), lang,
            names=", ".join(shown_name(names[p], lang) for p in state.winners) or "—"))
        return table
    if node.kind == "chance":
        table["throw"] = node.roller == seat
        table["prompt"] = both(lambda lang: tr(
            "cdc.throw" if node.roller == seat else "cdc.bot_throw", lang,
            name=shown_name(names[node.roller], lang), purpose=throw_text(node.prompt, lang)))
    elif node.kind == "race":
        race = node.race
        table["race"] = {"shout": both(lambda lang: shout_text(race.kind, lang)),
                         "window_ms": state.variant.race_window_ms,
                         "pressed": seat in getattr(race, "presses", {})}
    elif node.kind == "decision":
        player = node.players[0]
        table["throw"] = node.prompt == "pre_roll" and player == seat
        table["prompt"] = both(lambda lang: prompt_text(state, player, lang)
                               if player == seat else tr("cdc.bot_think", lang,
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


MAX_CHOICES = 12  # buttons at most (the towers' layouts: the default and a few more)


def deboule_table(state: Any, seat: int | None, legal: list[dict[str, Any]]) -> dict[str, Any]:
    from game.deboule.action_text import describe
    from game.deboule.hud import layout_side
    from game.i18n import tr
    from rules.deboule import (
        ChooseTowersRequest,
        GameOver,
        KinematicRequest,
        RollOffRequest,
        ThrowRequest,
    )
    from rules.deboule.actions import CODEC
    from rules.deboule.messages import render

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
        "log": {lang: [render(e, layout, lang) for e in state.events
                       if e.kind != "turn_order"][-LOG_LINES:] for lang in LANGS},
        "last": None, "throw": False, "pieces": [], "race": None, "actions": [],
        "stake": state.stake, "target": state.options.target}
    if over:
        table["prompt"] = both(lambda lang: tr("web.over", lang))
        return table
    who = both(lambda lang: tr("setup.seat", lang, n=acting[0] + 1)) if acting else None
    if isinstance(req, RollOffRequest | ThrowRequest) and mine:
        table["throw"] = True
        from game.deboule.hud import short_piece

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
            from game.deboule.simulator import DEFAULT_TOWERS

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


TABLES = {"cul-de-chouette": cdc_table, "deboule": deboule_table}
