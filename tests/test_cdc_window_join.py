"""C6 in the window: a bot asked for from the pause menu joins the game in progress between two
rounds, sings the Sloubi at its level, and the join survives a save, a resume and a replay."""

import pytest

from deboule.games.cul_de_chouette.joins import MAX_SEATS
from deboule.games.cul_de_chouette.match import CdcMatch, ManualClock, MatchError
from deboule.registry import by_name
from deboule.rules.cul_de_chouette.actions import Join, SingSloubi

DT = 0.05


def run_until(match, clock, condition, limit=400_000):
    for _ in range(limit):
        if condition():
            return
        clock.advance(DT)
        match.update(DT)
    raise AssertionError("condition never met")


def joined_match(seed=4):
    clock = ManualClock()
    match = CdcMatch(["expert", "regular"], seed=seed, clock=clock)
    run_until(match, clock, lambda: match.state.turns >= 8)  # the game is under way
    match.joins.ask("expert")
    assert match.joins.waiting == ["expert"]
    run_until(match, clock, lambda: len(match.seats) == 3 or match.over)
    return match, clock


def test_a_bot_asked_for_sits_down_between_rounds_and_sings_the_sloubi():
    match, clock = joined_match()
    assert match.seats == ["expert", "regular", "expert"] and match.state.n_players == 3
    joins = [a for a in match.state.actions if isinstance(a, Join)]
    assert [j.player for j in joins] == [2]
    # C6: behind the leaders, the newcomer is asked to sing the Sloubi, and its bot sings
    handicap = next(e for e in match.state.events if e["type"] == "join")["handicap"]
    assert handicap > 0 and match.node.prompt == "sloubi" and match.node.players == (2,)
    run_until(match, clock, lambda: any(isinstance(a, SingSloubi) and a.player == 2
                                        for a in match.state.actions))
    match.play_out(dt=DT)
    assert match.over
    assert any(e.get("player") == 2 for e in match.state.events if e["type"] == "dice")


def test_the_join_is_saved_resumed_and_replayed_identically():
    match, clock = joined_match()
    match.play_out(dt=DT)
    saved = match.to_save()
    assert saved["seats"] == ["expert", "regular"]  # the first seats; the join is an entry
    assert sum("join" in e for e in saved["entries"]) == 1
    again = CdcMatch.from_save(saved, clock=ManualClock())
    assert again.seats == match.seats
    assert again.state.to_dict() == match.state.to_dict()
    assert again.world.poses() == match.world.poses()
    final = by_name("cul-de-chouette").replayer()(match.record(), None)
    assert final == match.record()["final"]


def test_joins_are_refused_with_a_reason_and_change_nothing():
    clock = ManualClock()
    match = CdcMatch(["expert", "regular"], seed=1, clock=clock)
    with pytest.raises(MatchError) as refused:
        match.joins.ask("grandmaster")
    assert refused.value.en.startswith("unknown bot level") and match.joins.waiting == []
    for _ in range(MAX_SEATS - 2):
        match.joins.ask("novice")
    assert not match.joins.can_ask()
    with pytest.raises(MatchError):
        match.joins.ask("novice")
    assert len(match.joins.waiting) == MAX_SEATS - 2
    with pytest.raises(MatchError):
        CdcMatch.from_save({**match.to_save(), "entries": [{"join": {"level": "x"}}]})
