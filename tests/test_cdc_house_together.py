"""Every house rule of issue 34 on at once (deboule/rules/cul_de_chouette/house/): the families were
written apart and hook the same turn script, so they are played together here. Each variant
below turns on as many house options as the rules accept together, at one reading each; seeded
bot games with random dice must end, read in words in French and English, replay from their
record to the same state, and play the same for the same seed."""

from __future__ import annotations

import json
import random

import pytest
from cdc_bot_games import play_out

from deboule.rules.core import IllegalAction
from deboule.rules.cul_de_chouette import DiceRolled, Press
from deboule.rules.cul_de_chouette.bots import make_bot
from deboule.rules.cul_de_chouette.house import OPTIONS
from deboule.rules.cul_de_chouette.messages import (
    BET_ON,
    COMBINATION_NAMES,
    PURPOSES,
    SCORE_REASONS,
)
from deboule.rules.cul_de_chouette.state import State
from deboule.rules.cul_de_chouette.variant import Variant, VariantError


def everything_on(reading: int) -> Variant:
    """Kaamelott with each house option at its `reading`-th non-off choice (the last one when it
    has fewer), skipping those the rules refuse beside the ones already on."""
    variant = Variant.preset("kaamelott", max_turns=150)
    for option in OPTIONS:
        readings = [c for c in option.choices if c != option.off]
        if not readings:
            continue
        try:
            variant = variant.replace(**{option.name: readings[min(reading, len(readings) - 1)]})
        except VariantError:
            continue
    return variant


def bot_game(variant: Variant, seed: int, players: int) -> State:
    """Bots of every level with seeded dice, on the rules alone (no physics)."""
    rng = random.Random(seed)
    state = State.new({"players": players, "variant": variant.to_dict()})
    levels = ("expert", "regular", "novice", "expert")
    bots = [make_bot(levels[k], seed * 7 + k) for k in range(players)]
    return play_out(state, bots, rng)


VARIANTS = {"first-readings": everything_on(0), "last-readings": everything_on(9),
            "tables": Variant.preset("tables", max_turns=150)}


def test_most_house_rules_go_on_together():
    """The variants below are not the presets in disguise: most house options are on."""
    for name in ("first-readings", "last-readings"):
        on = [o.name for o in OPTIONS if getattr(VARIANTS[name], o.name) != o.off]
        assert len(on) >= len(OPTIONS) - 3, (name, sorted(set(o.name for o in OPTIONS) - set(on)))


@pytest.mark.parametrize("name", sorted(VARIANTS))
@pytest.mark.parametrize(("seed", "players"), [(1, 3), (2, 4), (3, 2)])
def test_bot_games_with_the_house_rules_together_end_replay_and_read(name, seed, players):
    variant = VARIANTS[name]
    state = bot_game(variant, seed, players)
    assert state.is_over
    for lang in ("fr", "en"):  # every event in words, never its identifier
        for event in state.events:
            line = state.describe(event, lang)
            assert line and not line.startswith(f"{event.kind}:"), (lang, event.kind)
            # and no identifier inside the line: each reason, purpose and bet has its words
            if event.kind == "score":
                reason = event["reason"]
                assert reason in COMBINATION_NAMES[lang] or reason in SCORE_REASONS[lang], reason
            if event.kind == "dice":
                assert event["purpose"] in PURPOSES[lang], event["purpose"]
            if event.kind == "bet":
                assert event["on"] in BET_ON[lang], event["on"]
    record = json.loads(json.dumps(state.to_dict()))
    again = State.from_dict(record)
    assert again.log_lines("en") == state.log_lines("en")
    assert again.scores == state.scores
    assert bot_game(variant, seed, players).log_lines("fr") == state.log_lines("fr")


def test_a_refused_action_changes_nothing_with_every_house_rule_on():
    """Mid-game, junk and out-of-turn actions are refused with the one error type and leave the
    state as it was."""
    state = bot_game(VARIANTS["first-readings"], 4, 3)
    history = state.history
    partial = State.new({"players": 3, "variant": VARIANTS["first-readings"].to_dict()})
    for action in history[: len(history) // 2]:
        partial.apply(action)
    before = json.dumps(partial.to_dict(), sort_keys=True)
    for junk in (Press(9, "tichette", 10), DiceRolled((7, 1, 1)), DiceRolled(()),
                 Press(0, "not_a_shout", 5)):
        with pytest.raises(IllegalAction):
            partial.apply(junk)
        assert json.dumps(partial.to_dict(), sort_keys=True) == before
