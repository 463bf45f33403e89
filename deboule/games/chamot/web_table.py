"""Chamot's table for a browser seat: the scores, the prompt, the log and each legal
action's label in French and English, from the game's own HUD texts
(deboule/online/web_table.py asks it through the game's `Game`)."""

from __future__ import annotations

from typing import Any

from deboule.online.web_table import LANGS, LOG_LINES, Seats, both
from deboule.text.i18n import tr, tr_count

WORD_ACTIONS = ("place", "move", "remove")  # the plays that announce a word, typed


def chamot_plays(state: Any, legal: list[dict[str, Any]], letters: dict[str, str]
                 ) -> list[dict[str, Any]]:
    """Chamot's legal plays without the word the rules offer with them (one per play: any
    word the row begins is as legal, H5): the player types it, the server checks it."""
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

    def follow(self, state: Any, names: dict[str, list[str]] | None = None
               ) -> dict[str, list[str]]:
        """The log after `state`, the players called by `names` (one list a language)."""
        # loaded on first use, not with this module: the lexicon, numpy, Chamot's rules (128 ms)
        from deboule.games.chamot.online_match import table_changes

        if self.before is not None:
            for lang in LANGS:
                self.lines[lang] = (self.lines[lang] + table_changes(
                    self.before, state, lang, (names or {}).get(lang)))[-LOG_LINES:]
        self.before = state.copy()
        return {lang: list(lines) for lang, lines in self.lines.items()}


def chamot_table(state: Any, seat: int | None, legal: list[dict[str, Any]],
                 log: ChamotLog | None = None, seats: Seats | None = None) -> dict[str, Any]:
    """Chamot: the cards through the rules' `observation(seat)` (the card in hand face up for
    its holder only, every corbeille but one's own by its top), as the window draws them."""
    # loaded on first use, not with this module: the lexicon, numpy, Chamot's rules (119 ms)
    from deboule.games.chamot.match import TURN_SECONDS
    from deboule.games.chamot.words import player_name as own_name
    from deboule.rules.chamot.cards import MIN_LETTERS

    seats = seats if seats is not None else Seats()
    shown = {lang: seats.shown(state.num_players, lang, own_name) for lang in LANGS}

    def player_name(seat: int, lang: str) -> str:  # the lobby's names, else the game's own
        return shown[lang][seat]

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
        # every seat's corbeille, its count and its top card (public: the window draws them)
        "corbeilles": [corbeille_shown(p["corbeille_size"], p["corbeille_top"])
                       for p in players],
        "log": log.follow(state, shown) if log is not None else {lang: [] for lang in LANGS},
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
        # a person at another window or page is waited for, a bot thinks (the window's words)
        key = "chamot.turn" if seats.person(current) else "chamot.thinking_bot"
        table["prompt"] = both(lambda lang: tr(key, lang, name=name[lang]))
        return table
    top = players[seat]["corbeille_top"]
    letters = {"hand": hand or "?", "min": MIN_LETTERS,
               "corbeille": top["letter"] if isinstance(top, dict) and top.get("letter")
               else "?"}
    table["prompt"] = both(lambda lang: tr("web.your_turn", lang))
    table["actions"] = chamot_plays(state, legal, letters)
    table["clock"] = TURN_SECONDS
    return table

def corbeille_shown(size: int, top: Any) -> dict[str, Any]:
    """A seat's corbeille as the page shows it: its count, and its top card (a small letter,
    or the joker, by name) when it holds one (the observation's `corbeille_top`)."""
    from deboule.games.chamot.words import letter

    card = top.get("letter") if isinstance(top, dict) else None
    shown = both(lambda lang: letter(card, lang)) if card else None
    return {"size": size, "top": shown, "text": both(lambda lang: tr(
        "web.corbeille", lang, n=size, top=f" · {shown[lang]}" if shown else ""))}


def table(state: Any, seat: int | None, legal: list[dict[str, Any]], kept: Any,
          seats: Seats | None = None) -> dict[str, Any]:
    """The browser seat's table (deboule/online/web_table.py) of Chamot."""
    return chamot_table(state, seat, legal, kept, seats)


def kept() -> ChamotLog:
    """What a seat's table follows from one view to the next: the log of the plays."""
    return ChamotLog()
