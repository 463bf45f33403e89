"""Chamot bots and the headless play-out: legal, deterministic, and ranked as their levels."""

from __future__ import annotations

from collections import Counter

import pytest
from chamot_support import LEXICON, table

from deboule.rules.chamot.actions import Turn
from deboule.rules.chamot.bots import LEVELS, make_bot, placeability
from deboule.rules.chamot.french import french_lexicon
from deboule.rules.chamot.sim import play_out
from deboule.rules.chamot.state import ChamotState
from deboule.rules.core import IllegalAction


def test_play_out_is_deterministic_and_replays():
    lexicon = french_lexicon()
    first = play_out(3, seed=4, lexicon=lexicon)
    again = play_out(3, seed=4, lexicon=lexicon)
    assert first.record == again.record and first.state.is_over
    assert first.levels == ("expert", "regular", "novice")
    replayed = ChamotState.from_dict(first.record, lexicon)
    assert replayed.result() == first.state.result()
    assert play_out(3, seed=5, lexicon=lexicon).record != first.record


@pytest.mark.parametrize("levels", [("novice", "x"), ("expert",), ("expert", "novice", "boss")])
def test_play_out_refuses_bad_levels(levels):
    with pytest.raises(IllegalAction):
        play_out(2, seed=1, levels=levels, lexicon=LEXICON)


def test_unknown_level_is_refused():
    with pytest.raises(ValueError):
        make_bot("grandmaster", 1)


def test_expert_beats_novice_and_uses_every_kind_of_play():
    lexicon = french_lexicon()
    wins, kinds = 0, Counter()
    for seed in range(10):
        seat = seed % 2
        levels = ["novice", "novice"]
        levels[seat] = "expert"
        report = play_out(2, seed, levels, lexicon=lexicon)
        wins += report.state.result().winners == (seat,)
        for event in report.events:
            if event.get("player") == seat:
                kinds[(event["type"], event.get("source"))] += 1
    assert wins >= 7  # the bench measures 50 games (target 80 %)
    for kind in [("placed", "hand"), ("moved", None), ("removed", None), ("loaded", "row"),
                 ("loaded", "hand")]:
        assert kinds[kind] > 0, kind


def test_expert_loads_a_run_onto_the_leader():
    state = table(["ab", "cd", "ef"], corbeilles=["", "t", "t"], rows=("Mure", "E", "C"))
    state.piles[2] = state.piles[2][:1]  # seat 2 leads with fewer cards
    choice = make_bot("expert", 1).act(state, state.current_player())
    assert choice.to_dict() == {"type": "load", "target": 2, "source": "row", "row": 0}


def test_regular_loads_its_turned_card_and_novice_does_not():
    state = table(["bt", "x"], corbeilles=["", "a"], rows=("T", "E", "C"))
    state.apply(Turn())
    assert make_bot("regular", 1).act(state, state.current_player()).to_dict()["type"] == "load"
    novice = make_bot("novice", 1).act(state, state.current_player())
    assert novice.to_dict()["type"] in ("place", "discard")


@pytest.mark.parametrize("level", LEVELS)
def test_bots_and_the_tab_suggestion_announce_the_most_common_word(level):
    """Issue 30, point 9: the word a bot announces, and the one Tab fills in, is the one a
    person most likely knows (wordfreq's ranks), not the shortest one of the lexicon."""
    from deboule.games.chamot.plan import Plan
    from deboule.rules.chamot.frequency import rank

    state = table(["a"], rows=("C", "Z", "X"))  # only row 1 takes the a: "ca..."
    state.apply(Turn())
    common = min(LEXICON.words("ca"), key=rank)
    assert LEXICON.example("ca") != common  # the shortest ("cab") is not the best known
    choice = make_bot(level, 1).act(state, state.current_player()).to_dict()
    assert choice["type"] == "place" and choice["row"] == 0 and choice["word"] == common
    assert Plan("place", "hand", row=0).suggestion(state) == common


def test_placeability_prefers_open_rows():
    open_rows = placeability(LEXICON, ["t", "e", "c"])
    closed_rows = placeability(LEXICON, ["shampoin", "e", "c"])
    assert 0 < closed_rows < open_rows <= 1


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_only_plays_legal_actions(level):
    report = play_out(2, seed=11, levels=(level, level), lexicon=french_lexicon())
    assert report.state.is_over  # apply() would have raised on an illegal choice


def test_the_expert_never_moves_letters_straight_back():
    """Seen playing in the window: the expert moved a "g" from row 3 to row 2 and back, four
    times in one turn (each move scored above the table as it stood). A move that undoes the
    last one is never offered."""
    from deboule.rules.chamot.actions import Move
    from deboule.rules.chamot.sim import play_out

    reversals = 0
    for seed in range(12):
        history = play_out(2, seed=seed, levels=("expert", "expert"),
                           options={"short": True}).state.history
        for before, after in zip(history, history[1:], strict=False):
            if isinstance(before, Move) and isinstance(after, Move) and \
                    (after.source_row, after.target_row, after.count) == \
                    (before.target_row, before.source_row, before.count):
                reversals += 1
    assert reversals == 0
