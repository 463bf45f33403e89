"""What a browser seat shows of its table, worked out on the server from that seat's own view.

A browser has no Python: it cannot rebuild the rules state from a view as the window does
(deboule/online/seat_state.py). So for a browser member the room adds to each `view` event a
`table`: the scores, whose turn, the prompt, the log and each legal action's label, in French
and English, from the games' own HUD texts. It is computed from the rules state the seat's view
rebuilds (`from_seat_view`, what the seat cannot see drawn at random and never read here): the
very state the window's HUD reads, so a browser learns nothing the window's seat could not.
"""

from __future__ import annotations

from typing import Any

from deboule import registry
from deboule.online.seat_state import SeatState

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
        self.seat_state = SeatState(entry) if entry is not None else None
        self.failures = 0
        self.chamot_log = ChamotLog() if game == "chamot" else None

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
            if self.game == "chamot":
                return chamot_table(state, self.seat, legal, self.chamot_log)
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
    from deboule.games.cul_de_chouette.hud import last_throw, throw_text
    from deboule.games.cul_de_chouette.prompts import action_label, prompt_text, shout_text
    from deboule.rules.cul_de_chouette.actions import CODEC
    from deboule.rules.cul_de_chouette.messages import shown_name
    from deboule.text.i18n import tr, tr_count

    names = names_of(state)
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


def measure_lines(state: Any) -> dict[str, str] | None:
    """The last round's measure as the window shows it beside the table: who scored, and each
    side's closest piece to the cochondé (deboule/games/deboule/hud.py `draw_measure`)."""
    import math

    from deboule.games.deboule.hud import layout_side
    from deboule.games.deboule.measure import distance_text
    from deboule.text.i18n import tr, tr_count

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


def deboule_table(state: Any, seat: int | None, legal: list[dict[str, Any]]) -> dict[str, Any]:
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
    from deboule.text.i18n import tr

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


def enculette_table(state: Any, seat: int | None, legal: list[dict[str, Any]]
                    ) -> dict[str, Any]:
    """L'Enculette: the dice only through the rules' `observation(seat)` (the window's
    `visible_faces`): what the seat looked at, never what the rebuilt state drew for it."""
    from deboule.rules.enculette.actions import CODEC
    from deboule.rules.enculette.text import (
        describe,
        describe_action,
        player_name,
        read_roll,
        value_text,
    )
    from deboule.text.i18n import tr, tr_count

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
                                      show_cup=state.options.cups > 1))
    table: dict[str, Any] = {
        "players": [{"name": both(lambda lang, p=p: player_name(p, lang)),
                     "score": state.gorgees[p], "owner": p == acting}
                    for p in range(state.players)],
        "over": over, "log": {lang: lines[-LOG_LINES:] for lang, lines in log.items()},
        "last": both(lambda lang: tr_count("enc.broc", state.broc_left, lang)),
        "throw": False, "turn_over": False, "race": None, "actions": [], "peek": None}
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
    if cup.announced is not None:
        table["last"] = both(lambda lang: tr("enc.announce_now", lang, value=value_text(
            cup.announced, lang), server=player_name(cup.server, lang),
            receiver=player_name(cup.receiver, lang)) + " · " +
            tr_count("enc.broc", state.broc_left, lang))
    if acting != seat:
        table["prompt"] = both(lambda lang: tr("enc.thinking", lang, name=name[lang]))
    elif state.is_chance_node():
        table["throw"] = table["turn_over"] = True
        table["prompt"] = both(lambda lang: tr("enc.shake", lang, name=name[lang]))
    else:
        table["prompt"] = both(lambda lang: tr("web.your_turn", lang))
        for data in legal:
            try:
                action = CODEC.from_dict(data)
                label = both(lambda lang, a=action: describe_action(a, lang))
            except (KeyError, TypeError, ValueError):
                label = {lang: str(data.get("type", "?")) for lang in LANGS}
            table["actions"].append({"action": data, "label": label})
    return table


WORD_ACTIONS = ("place", "move", "remove")  # Chamot's plays that announce a word, typed


def chamot_plays(state: Any, legal: list[dict[str, Any]], letters: dict[str, str]
                 ) -> list[dict[str, Any]]:
    """Chamot's legal plays without the word the rules offer with them (one per play: any
    word the row begins is as legal, H5): the player types it, the server checks it."""
    from deboule.text.i18n import tr

    plays, seen = [], set()
    for data in legal:
        kind = data.get("type")
        key = tuple(sorted((k, str(v)) for k, v in data.items() if k != "word"))
        if key in seen:
            continue
        seen.add(key)
        action = dict(data)
        if kind in WORD_ACTIONS:
            action["word"] = ""
        if kind == "place":
            source = letters["hand"] if data.get("source") == "hand" else letters["corbeille"]
            label = both(lambda lang, r=data["row"], x=source: tr(
                "chamot.plan.place", lang, letter=x.upper(), row=r + 1))
        elif kind == "move":
            row = state.rows[data["source_row"]]
            moved = "".join(letters["min"][c] for c in row.mins[-data["count"]:]).upper()
            label = both(lambda lang, d=data, m=moved: tr(
                "chamot.plan.move", lang, letters=m, source=d["source_row"] + 1,
                target=d["target_row"] + 1))
        elif kind == "remove":
            label = both(lambda lang, r=data["row"]: tr("chamot.plan.remove", lang, row=r + 1))
        elif kind == "load":
            label = both(lambda lang, d=data: tr(f"web.chamot.load.{d.get('source', 'hand')}",
                                                 lang, target=d["target"] + 1))
        else:
            label = both(lambda lang, k=kind: tr(f"web.chamot.{k}", lang))
        plays.append({"action": action, "label": label, "word": kind in WORD_ACTIONS})
    return plays


class ChamotLog:
    """The window's online log of Chamot (what the public table showed changing between two
    views, deboule/games/chamot/online_match.py `table_changes`), kept per browser seat."""

    def __init__(self) -> None:
        self.before: Any = None
        self.lines: dict[str, list[str]] = {lang: [] for lang in LANGS}

    def follow(self, state: Any) -> dict[str, list[str]]:
        from deboule.games.chamot.online_match import table_changes

        if self.before is not None:
            for lang in LANGS:
                self.lines[lang] = (self.lines[lang] + table_changes(
                    self.before, state, lang))[-LOG_LINES:]
        self.before = state.copy()
        return {lang: list(lines) for lang, lines in self.lines.items()}


def chamot_table(state: Any, seat: int | None, legal: list[dict[str, Any]],
                 log: ChamotLog | None = None) -> dict[str, Any]:
    """Chamot: the cards through the rules' `observation(seat)` (the card in hand face up for
    its holder only, every corbeille but one's own by its top), as the window draws them."""
    from deboule.games.chamot.match import TURN_SECONDS
    from deboule.games.chamot.words import player_name
    from deboule.rules.chamot.cards import MIN_LETTERS
    from deboule.text.i18n import tr, tr_count

    obs = state.observation(seat if seat is not None else 0)
    current = state.current
    over = bool(state.is_over)
    hand = (obs.get("hand") or {}).get("letter") if seat is not None else None
    players = obs["players"]
    table: dict[str, Any] = {
        "players": [{"name": both(lambda lang, p=p: player_name(p, lang)),
                     "score": players[p]["cards_left"], "owner": p == current and not over}
                    for p in range(len(players))],
        "over": over, "throw": False, "race": None, "actions": [],
        "rows": [{"row": r + 1, "word": row["pattern"].upper()} for r, row in
                 enumerate(obs["rows"])],
        "hand": hand.upper() if hand else None,
        "corbeilles": [{"size": p["corbeille_size"], "top": (
            MIN_LETTERS[p["corbeille_top"]].upper() if isinstance(p["corbeille_top"], int)
            else None)} for p in players],
        "log": log.follow(state) if log is not None else {lang: [] for lang in LANGS},
        "last": both(lambda lang: tr_count("chamot.cards_left", players[seat if seat is not
                                                                         None else 0][
            "cards_left"], lang, n=players[seat if seat is not None else 0]["cards_left"])),
        "clock": None}
    name = {lang: player_name(current, lang) for lang in LANGS}
    if over:
        result = state.result()
        names = {lang: ", ".join(player_name(p, lang) for p in result.winners)
                 for lang in LANGS}
        table["prompt"] = both(lambda lang: tr_count("chamot.over", len(result.winners), lang,
                                                     names=names[lang]))
        return table
    if current != seat:
        table["prompt"] = both(lambda lang: tr("chamot.thinking_bot", lang, name=name[lang]))
        return table
    top = players[seat]["corbeille_top"]
    letters = {"hand": hand or "?", "min": MIN_LETTERS,
               "corbeille": MIN_LETTERS[top] if isinstance(top, int) else "?"}
    table["prompt"] = both(lambda lang: tr("web.your_turn", lang))
    table["actions"] = chamot_plays(state, legal, letters)
    table["clock"] = TURN_SECONDS
    return table


TABLES = {"cul-de-chouette": cdc_table, "deboule": deboule_table,
          "enculette": enculette_table}
