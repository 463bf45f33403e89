"""Issue 49: bots play the rules added by the issue all together, on the rules alone (seeded fair
dice, the bots' presses): the games end, replay from their save word for word, and show the new
rules played (seeds found by trying: each asserts what it shows)."""

from __future__ import annotations

import json
import random

import pytest
from cdc_bot_games import play_out

from deboule.rules.cul_de_chouette import State, Variant
from deboule.rules.cul_de_chouette.bots import make_bot

ALL_ON = Variant.preset(
    "tables", max_turns=200, civet_bets="kize", sirop_own_bet=True, lance_civet=True,
    grelottine_shout_ties="oncletom77", neant_souffle=True, neant_souffle_ties="patmulot",
    suite_velute=True, suite_velute_rethrow=True, soufflette_floor=True, pelican_ties="patmulot",
    contre_sirop_reading="aribautg")


def game(seed: int) -> State:
    state = State.new({"players": 3, "variant": ALL_ON.to_dict()})
    bots = [make_bot(level, 3 + k) for k, level in enumerate(["expert", "novice", "novice"])]
    return play_out(state, bots, random.Random(seed))


@pytest.mark.parametrize(("seed", "shown"), [
    (4, {"lance_civet", "contre_sirop_none", "velutee_rethrow"}),
    (5, {"grelottine_first_throw", "velutee_rethrow", "velutee_shared"}),
    (30, {"grelottine_first_throw", "mecreant", "contre_sirop_none", "velutee_rethrow"}),
])
def test_bots_play_the_new_rules_together_and_the_game_replays(seed, shown):
    one = game(seed)
    assert one.is_over
    kinds = {e.kind for e in one.events}
    assert shown <= kinds, shown - kinds
    for lang in ("fr", "en"):  # every event in words, never its identifier
        for event in one.events:
            line = one.describe(event, lang)
            assert line and not line.startswith(f"{event.kind}:"), (lang, event.kind)
    again = State.from_dict(json.loads(json.dumps(one.to_dict())))
    assert again.log_lines("en") == one.log_lines("en")
    assert game(seed).log_lines("fr") == one.log_lines("fr")
