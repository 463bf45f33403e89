"""Chamot's controller and what the window builds on it, without a window (issue 14, point 4):
a human's plays by plan (the word checked as typed), refusals that change nothing, the thinking
time (H7, CH-W1), saves that resume the same game, records that replay every bot decision, the
sim from the command line, and a layout where nothing overlaps."""

from __future__ import annotations

import json
from argparse import Namespace
from io import StringIO

import pytest

from deboule.games.chamot import sim as chamot_sim
from deboule.games.chamot.layout import table_layout
from deboule.games.chamot.match import ChamotMatch, ManualClock, MatchError
from deboule.games.chamot.plan import Plan
from deboule.replays.records import make_record
from deboule.replays.replay import replay_record
from deboule.replays.replay_base import Trace, plain
from deboule.rules.chamot.actions import Discard, Place, Turn
from deboule.rules.chamot.cards import MIN_LETTERS


def human_match(seed: int = 3, **options) -> tuple[ChamotMatch, ManualClock]:
    clock = ManualClock()
    return ChamotMatch(["human", "expert"], seed=seed, clock=clock, **options), clock


def placeable_plan(match: ChamotMatch) -> Plan | None:
    """A placement of the card in hand the lexicon allows, with its suggested word."""
    for row in range(3):
        plan = Plan("place", "hand", row=row)
        word = plan.suggestion(match.state)
        if word and "?" not in match.state.rows[row].pattern():
            return Plan("place", "hand", row=row, typed=word)
    return None


def test_a_human_turns_a_card_and_places_it_with_a_word_checked_as_typed():
    match, _ = human_match()
    assert match.human_turn() == 0 and match.state.phase() == "free"
    match.human_action(Turn())
    assert match.state.phase() == "holding"
    plan = placeable_plan(match)
    assert plan is not None, "seed 3's first card fits a row"
    word = plan.typed
    # typed letter by letter: a partial word, then a word; a letter off the row: no word
    partial = Plan("place", "hand", row=plan.row).typing(word[:len(plan.pattern(match.state))])
    assert partial.status(match.state) in ("partial", "word")
    assert plan.status(match.state) == "word"
    assert Plan("place", "hand", row=plan.row, typed="zzzq").status(match.state) == "no"
    card = match.state.hand
    match.human_action(plan.action())
    assert match.state.rows[plan.row].mins[-1] == card
    assert match.inputs[-1] == {"seat": 0, "action": Place(plan.row, word, "hand").to_dict()}


def test_a_refused_play_says_why_in_both_languages_and_changes_nothing():
    match, _ = human_match()
    match.human_action(Turn())
    before = match.state.to_dict()
    with pytest.raises(MatchError) as refused:
        match.human_action(Place(0, "zzzq", "hand"))
    assert "ne commence pas" in str(refused.value) or "lexique" in str(refused.value)
    assert refused.value.en != str(refused.value)
    assert match.state.to_dict() == before and len(match.inputs) == 1
    with pytest.raises(MatchError):
        match.human_throw()
    with pytest.raises(MatchError):
        ChamotMatch(["human", "grandmaster"])


def test_the_thinking_time_runs_out_into_a_discard_or_a_turn():
    match, clock = human_match(turn_seconds=15.0)
    assert match.time_left() == pytest.approx(15.0)
    clock.advance(15.0)
    match.update(0.0)  # CH-W1: holding nothing, the human turns a card
    assert match.timed_out == 1 and match.state.phase() == "holding"
    letter = MIN_LETTERS[match.state.hand]
    clock.advance(15.0)
    match.update(0.0)  # holding a card: it goes to the corbeille, the turn passes
    assert match.timed_out == 2
    assert [MIN_LETTERS[c] for c in match.state.corbeilles[0]][-1] == letter
    assert match.inputs[-1]["action"] == Discard().to_dict()
    untimed, clock = human_match(turn_seconds=None)
    clock.advance(600.0)
    untimed.update(0.0)
    assert untimed.timed_out == 0 and untimed.time_left() is None


def test_the_clock_stands_still_while_the_word_is_typed():
    """Issue 30, point 9: the thinking time is for finding a play; while the word box is open
    (the screen holds the clock) no time is counted, and a new decision starts with a full
    clock."""
    match, clock = human_match(turn_seconds=15.0)
    clock.advance(10.0)
    match.hold_clock(True)  # the word box opened after 10 s of thought
    clock.advance(300.0)  # a slow typist
    match.update(0.0)
    assert match.timed_out == 0 and match.time_left() == pytest.approx(5.0)
    match.hold_clock(False)  # the box closed (Échap): the clock runs on from 5 s
    clock.advance(4.0)
    match.update(0.0)
    assert match.timed_out == 0 and match.time_left() == pytest.approx(1.0)
    clock.advance(1.0)
    match.update(0.0)
    assert match.timed_out == 1  # the time ran out once the typing stopped


def test_a_newcomers_set_up_is_the_short_game_with_60_s_a_decision():
    """Issue 30, point 9: a first game a newcomer can finish."""
    from types import SimpleNamespace

    from deboule.games.chamot import setup

    lines = {item.key: item for item in setup.items(SimpleNamespace(app=None), lambda: "fr")}
    assert lines["length"].value == "short"
    assert lines["thinking"].value == "60"
    assert "60 s" in lines["thinking"].text() and "48" in lines["length"].text()


def test_bots_wait_their_pause_then_play_and_a_save_resumes_the_same_game():
    match, clock = human_match(seed=5)
    match.human_action(Turn())
    match.human_action(Discard())  # the turn passes to the bot
    assert match.human_turn() is None
    played = len(match.state.history)
    match.update(0.0)
    assert len(match.state.history) == played  # not before its pause
    while match.human_turn() is None and not match.over:
        clock.advance(0.2)
        match.update(0.2)
    assert len(match.state.history) > played
    saved = json.loads(json.dumps(match.to_save()))
    again = ChamotMatch.from_save(saved, clock=ManualClock())
    assert again.state.to_dict() == match.state.to_dict()
    assert again.human_turn() == match.human_turn() == 0
    # both continue alike: the same human play, then the same bot answers
    for m in (match, again):
        m.human_action(Turn())
        m.human_action(Discard())
        m.pace = 0.0
        while m.human_turn() is None and not m.over:
            m.update(0.0)
    assert again.state.to_dict() == match.state.to_dict()
    with pytest.raises(MatchError):
        ChamotMatch.from_save({**saved, "history": saved["history"][:1] + [{"type": "nope"}]})
    with pytest.raises(MatchError):
        ChamotMatch.from_save({"format": 99})


def test_a_record_replays_every_bot_decision_and_a_changed_one_is_caught():
    match = ChamotMatch(["expert", "novice"], seed=2, short=True, pace=0.0)
    match.play_out()
    record = json.loads(json.dumps(make_record(**{
        k: v for k, v in match.record().items() if k not in ("format", "version")})))
    trace = Trace()
    assert replay_record(record, trace=trace) == record["final"]
    assert trace.history == plain(record["actions"])
    # a human input that no longer fits where it was recorded is refused by the replay
    tampered = dict(record, seed=3)
    trace = Trace()
    final = replay_record(tampered, trace=trace)
    assert trace.history != plain(record["actions"]) or final != record["final"]


def test_the_sim_prints_the_same_game_for_a_seed_and_writes_a_record(tmp_path):
    def run(seed, lang="fr", record=None):
        out = StringIO()
        args = Namespace(players=3, bots=None, preset="short", seed=seed, record=record,
                         quiet=False, lang=lang, teams=False, join=None)
        assert chamot_sim.run(args, out=out) == 0
        return out.getvalue()

    text = run(1)
    assert text == run(1) and text != run(2)
    assert text.startswith("Chamot : 3 joueurs") and "Vainqueur" in text
    assert "Winner" in run(1, "en")
    path = tmp_path / "chamot.json"
    run(1, record=str(path))
    record = json.loads(path.read_text())
    assert record["game"] == "chamot" and replay_record(record) == record["final"]


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1600, 900), (2560, 1440)])
def test_the_table_layout_keeps_every_region_apart_and_inside(size):
    width, height = size
    for seats in (2, 4):
        lay = table_layout(width, height, seats, longest_row=14)
        boxes = {"status": lay.status, "log": lay.log, "hand": lay.hand, "prompt": lay.prompt,
                 **{f"row{i}": r for i, r in enumerate(lay.rows)},
                 **{f"player{i}": p for i, p in enumerate(lay.players)}}
        window = table_layout(width, height, seats).status  # same top strip
        assert window.top <= height
        names = list(boxes)
        for i, a in enumerate(names):
            assert boxes[a].x >= 0 and boxes[a].right <= width + 0.5
            assert boxes[a].y >= 0 and boxes[a].top <= height + 0.5
            for b in names[i + 1:]:
                assert not boxes[a].intersects(boxes[b]), f"{a} overlaps {b} at {size}"
        # the longest row's last card stays in its band; the hand's three cards in the hand
        assert lay.card(0, 14).right <= lay.rows[0].right + 0.5
        assert lay.pile_card().right <= lay.hand.right + 0.5
        assert lay.hand_card().inside(lay.hand) and lay.pile_card().inside(lay.hand)
        for seat in range(seats):
            assert lay.player_card(seat).inside(lay.players[seat])
