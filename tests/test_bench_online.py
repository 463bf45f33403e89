"""`python -m bench.online` (issue 33, point 4): what one `deboule serve` process holds. The
bench is run tiny (one room, a few seconds) against the real server process; the test checks
that every figure printed is a number, never how fast anything went. The tracker's arithmetic
(latency from an answer to the view on the other clients, throws told from shorter moves) is
checked on messages made by hand."""

from __future__ import annotations

import math
import re

import pytest

from bench import online

ROW = re.compile(r"^(?P<name>\S.*?)\s{2,}(?P<value>\S+)(?:\s{2}(?P<unit>.*))?$")


def rows(out: str) -> dict[str, str]:
    """The table's rows: name -> value (the two header lines and notes left out)."""
    found = {}
    for line in out.splitlines()[2:]:
        match = ROW.match(line.strip())
        if match and not line.startswith("("):
            found[match["name"]] = match["value"]
    return found


def test_one_room_for_a_few_seconds_prints_numbers(capsys):
    assert online.main(["--rooms", "1", "--seconds", "2"]) == 0
    out = capsys.readouterr().out
    head = out.splitlines()
    assert head[0].startswith("online rooms: cul-de-chouette, bots regular")
    assert "deboule serve" in head[0] and re.search(r"machine: \d+ cores", head[1])
    table = rows(out)
    wanted = ["throws per second", "input -> view on the other clients, decisions, p50",
              "input -> view on the other clients, decisions, p99", "server CPU",
              "server CPU per throw", "server RSS before the rooms", "server RSS at its peak",
              "memory per room", "motion bytes per throw (moves included)",
              "bytes sent to a room's 4 clients per throw", "  to one client per throw: views"
              .strip(), "client errors"]
    # "memory per room (growth / N rooms made)": N counts the rooms the window made, one more
    # for each game that ended in it (a fast machine finishes one within the two seconds)
    table = {re.sub(r" \(growth / \d+ rooms made\)$", "", name.strip()): value
             for name, value in table.items()}
    for name in wanted:
        assert name in table, (name, out)
        value = float(table[name])  # a number (n/a or nan would fail here)
        assert math.isfinite(value) and value >= 0, (name, out)
    assert float(table["throws per second"]) > 0  # the window lasts until a throw was seen
    assert table["client errors"] == "0", out


def test_latency_is_from_the_answer_to_the_view_on_the_other_seats():
    tracker = online.Tracker(start=0.0, end=100.0)
    tracker.heard("ROOM", 1, {"type": "call", "call": 7, "at": 5, "method": "act"}, 1.0)
    tracker.answered("ROOM", 1, 7, {"action": {"kind": "bet"}}, 2.0)
    # the seat that answered is not counted; a view of the same history is not the answer's
    tracker.heard("ROOM", 1, {"type": "view", "at": 6}, 2.001)
    tracker.heard("ROOM", 0, {"type": "view", "at": 5}, 2.002)
    tracker.heard("ROOM", 0, {"type": "view", "at": 6}, 2.010)
    tracker.heard("ROOM", 2, {"type": "view", "at": 7}, 2.020)
    assert tracker.waiting({"ROOM"}) == 1  # seat 3 has not seen it yet
    tracker.heard("ROOM", 3, {"type": "view", "at": 6}, 2.030)
    assert tracker.waiting({"ROOM"}) == 0
    assert [round(t, 3) for t in tracker.latency["decision"]] == [0.010, 0.020, 0.030]
    assert tracker.latency["throw"] == []
    # a throw plan (not an action) is a throw; a reaction time is no input measured
    tracker.heard("ROOM", 2, {"type": "call", "call": 8, "at": 7, "method": "act"}, 3.0)
    tracker.answered("ROOM", 2, 8, {"dataclass": "ThrowPlan", "fields": {}}, 3.0)
    tracker.heard("ROOM", 0, {"type": "call", "call": 9, "at": 7, "method": "reaction_ms"}, 3.0)
    tracker.answered("ROOM", 0, 9, 450, 3.0)
    for seat in (0, 1, 3):
        tracker.heard("ROOM", seat, {"type": "view", "at": 8}, 3.5)
    assert tracker.latency["throw"] == [0.5, 0.5, 0.5] and len(tracker.latency["decision"]) == 3


def test_an_answer_outside_the_window_is_not_measured():
    tracker = online.Tracker(start=10.0, end=20.0)
    tracker.heard("R", 0, {"type": "call", "call": 1, "at": 0, "method": "act"}, 1.0)
    tracker.answered("R", 0, 1, {"action": {}}, 5.0)
    tracker.heard("R", 1, {"type": "view", "at": 1}, 11.0)
    assert tracker.latency["decision"] == [] and tracker.waiting({"R"}) == 0


def motion(frames: int) -> dict:
    return {"type": "motion", "seq": 1, "motion": {"v": 1, "pieces": ["die-1"],
                                                   "frames": frames, "data": "x" * 10}}


def test_a_throw_is_the_motion_until_its_result_and_a_short_move_is_not_one():
    tracker = online.Tracker(start=0.0, end=100.0)
    tracker.heard("R", 0, {"type": "view", "at": 0}, 0.5)
    for _ in range(5):  # Cul de Chouette's dice: one message a 50 ms step, 2 keyframes each
        tracker.heard("R", 0, motion(2), 1.0)
    tracker.heard("R", 0, {"type": "view", "at": 0}, 1.1)  # the dice still roll
    tracker.heard("R", 0, {"type": "view", "at": 1}, 1.2)  # their result
    tracker.heard("R", 0, motion(2), 1.3)  # the last poses heard: a move
    tracker.heard("R", 0, {"type": "view", "at": 2}, 1.4)
    tracker.heard("R", 1, motion(20), 1.5)  # another seat's copy: counted once, on seat 0's
    tracker.heard("R", 0, {"type": "view", "at": 3}, 1.6)  # a decision: nothing moved
    assert tracker.throws["R"] == 1 and tracker.throws_in_window == 1 and tracker.moves == 1
    size = len(online.json.dumps(motion(2), separators=(",", ":")))
    assert tracker.throw_bytes == [5 * size] and tracker.motion_total == 6 * size
    assert tracker.kind_bytes["motion"] == 6 * size + len(
        online.json.dumps(motion(20), separators=(",", ":")))


@pytest.mark.parametrize("argv", [["--rooms", "0"], ["--seconds", "x"], ["--game", "belote"],
                                  ["--level", "grandmaster"]])
def test_a_bad_option_is_one_line_and_status_2(argv, capsys):
    with pytest.raises(SystemExit) as stop:
        online.main(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and " / " in err[0]


def test_rooms_waiting_for_people_are_measured_on_a_server_of_their_own():
    # Chamot: a person's seat in any game; the room waits for seat 1's play all along
    cpu, memory = online.measure_waiting("chamot", 1, 1.0, seed=0)
    assert cpu is not None and math.isfinite(cpu) and cpu >= 0
    assert memory is not None and math.isfinite(memory)


def test_idle_connections_are_measured_on_a_server_of_their_own():
    held, cpu, memory = online.measure_idle(5, 0.5)
    assert held == 5
    assert cpu is not None and math.isfinite(cpu) and cpu >= 0
    assert memory is not None and math.isfinite(memory)


def test_the_window_waits_for_a_throw_only_in_a_game_whose_pieces_move():
    tracker = online.Tracker(start=0.0, end=100.0)
    tracker.heard("R", 0, {"type": "call", "call": 1, "at": 0, "method": "act"}, 1.0)
    tracker.answered("R", 0, 1, {"action": {}}, 1.0)
    tracker.heard("R", 1, {"type": "view", "at": 1}, 1.5)
    assert tracker.measured()  # Chamot: decisions only, no motion ever
    tracker.heard("R", 0, motion(2), 2.0)  # pieces move in this game: a throw is awaited
    assert not tracker.measured()
    for _ in range(4):
        tracker.heard("R", 0, motion(2), 2.1)
    tracker.heard("R", 0, {"type": "view", "at": 2}, 2.5)
    assert tracker.measured()
