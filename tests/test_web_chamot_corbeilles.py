"""The page's Chamot shows every seat's corbeille as the window does (deboule/games/chamot/hud.py
`draw_players`): its count and its top card, public to every seat (seed D2), the same whichever
seat's table it is."""

from __future__ import annotations

import random

from deboule import registry
from deboule.games.chamot.words import letter
from deboule.rules.chamot.cards import MIN_LETTERS


def test_every_seats_corbeille_count_and_top_are_on_the_page():
    entry = registry.by_name("chamot")
    state = entry.new_match(entry.check_options(entry.options_from_args({}), 3),
                            ["human"] * 3, seed=5).state
    pick = random.Random(5)
    while sum(1 for c in state.corbeilles if c) < 2:  # two seats have discarded
        state.apply(pick.choice(state.legal_actions(state.current_player())))
    maker = entry.web_table()
    tables = [maker.table(state, seat, [], None) for seat in (0, 1, 2, None)]
    for lang in ("fr", "en"):
        for seat, corbeille in enumerate(state.corbeilles):
            top = letter(MIN_LETTERS[corbeille[-1]], lang) if corbeille else None
            for table in tables:  # public: every seat's table says the same
                shown = table["corbeilles"][seat]
                assert shown["size"] == len(corbeille)
                assert (shown["top"] or {}).get(lang) == top
                assert shown["text"][lang].startswith(f"corbeille {len(corbeille)}")
                assert (top in shown["text"][lang]) if top else "·" not in shown["text"][lang]
