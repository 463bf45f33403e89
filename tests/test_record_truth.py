"""A record cannot lie (issue 32 point 1): the verifier (`deboule.replays.replay.check_record`)
plays Le Déboulé's and Cul de Chouette's records again from their options, seed and seats, the bots
acting for themselves (also beside a human, whose inputs are fed), compares every field, and
checks the record's digest last; a seed or seats no game writes are refused when read."""

from __future__ import annotations

import copy
import math

import pytest

from deboule.replays.records import load_record, record_digest, write_record
from deboule.replays.replay import (
    EXIT_BAD_FILE,
    EXIT_DIFFERENT,
    EXIT_IDENTICAL,
    MESSAGES,
    check_record,
)


@pytest.fixture(scope="module")
def sim_record(tmp_path_factory) -> dict:
    """Le Déboulé's sim record (seats as the sim was given them, `bots`), written."""
    from deboule.games.deboule.sim import build_record, play_match

    levels = ["novice", "regular"]
    record = build_record(play_match(2, levels, seed=9, target=2), levels)
    return load_record(write_record(tmp_path_factory.mktemp("truth") / "sim.json", record))


@pytest.fixture(scope="module")
def deboule_human(tmp_path_factory) -> dict:
    """A window game of Le Déboulé with a human at seat 0, a few rounds in: the human's throws
    are aimed by hand, the bot plays for itself."""
    from deboule.games.deboule.match import DebouleMatch, Seat
    from deboule.physics import Throw
    from deboule.rules.deboule import RollOffRequest, ThrowRequest

    match = DebouleMatch([Seat("human"), Seat("bot", "novice")], seed=4, target=2,
                         headless=True)
    for _ in range(2000):
        if match.over:
            break
        if match.human_to_act():
            req = match.pending
            if isinstance(req, RollOffRequest | ThrowRequest):
                piece = "cochonde" if isinstance(req, RollOffRequest) else req.pieces[0]
                match.human_throw(piece, Throw((0.05, 0.01, 0.05), (1.5, 0.05, 0.0),
                                              (0.0, 9.0, 1.0)))
            else:
                match.human_action(match.legal_actions()[0])
        else:
            match.step()
    record = match.record()
    match.close()
    return load_record(write_record(tmp_path_factory.mktemp("truth") / "human.json", record))


@pytest.fixture(scope="module")
def human_bot_inputs(deboule_human) -> list[int]:
    """bot_inputs(deboule_human), played once for the tests that ask."""
    return bot_inputs(deboule_human)


def bot_inputs(record: dict) -> list[int]:
    """The indices of seat 1's (the bot's) throws in a two-seat Déboulé record: the rules' log
    names who threw each piece."""
    from deboule.games.deboule.match import DebouleMatch, Seat

    match = DebouleMatch([Seat("human"), Seat("human")], seed=record["seed"],
                         target=record["options"]["target"], headless=True)
    found = []
    for index, entry in enumerate(record["inputs"]):
        match.settle_requests()
        if "throw" in entry and match.pending.player == 1:
            found.append(index)
        match.feed_entry(entry)
        match.settle()
    match.close()
    return found


def test_a_seed_no_game_writes_is_refused_in_one_line(sim_record):
    for seed in (2**63, -1):
        status, message = check_record({**sim_record, "seed": seed})
        assert status == EXIT_BAD_FILE and "\n" not in message
        assert "seed" in message and "graine" in message and str(seed) in message


@pytest.mark.parametrize("seats", ["expert", ["novice", "grandmaster"], ["novice"], [1, 2],
                                   ["novice"] * 17])
def test_seats_must_be_the_games_seat_names(sim_record, seats):
    status, message = check_record({**sim_record, "seats": seats})
    assert status == EXIT_BAD_FILE and "seats" in message


def test_seats_must_be_as_many_as_the_players(sim_record):
    status, message = check_record({**sim_record, "seats": ["novice", "regular", "expert"]})
    assert status == EXIT_DIFFERENT and "3 seats for 2 players" in message


def test_the_seed_and_a_seat_are_played_again(sim_record):
    """The replay used to feed the recorded throws, so a changed seed (the bots' and the
    table's) or a bot's level passed as identical."""
    for change in ({"seed": sim_record["seed"] + 1},
                   {"options": {**sim_record["options"], "seed": sim_record["seed"] + 1}},
                   {"seats": ["novice", "novice"]}):
        status, message = check_record({**sim_record, **change})
        assert status == EXIT_DIFFERENT and message != MESSAGES["digest"], (change, message)


def test_an_option_that_never_ended_the_game_is_caught(sim_record):
    """A target of 10**39: the game played again goes on where the sim's record (a finished
    game, always) stops; named at the input the record lacks (or refused by the options'
    range, where the options are checked when read)."""
    huge = {**sim_record, "options": {**sim_record["options"], "target": 10**39}}
    status, message = check_record(huge)
    assert status != EXIT_IDENTICAL and message != MESSAGES["digest"], message
    n = len(sim_record["inputs"]) + 1
    assert status == EXIT_BAD_FILE or f"entrée {n} / input {n} : " in message or \
        "option target" in message, message  # refused by its range (deboule/rules/core/ranges.py)


def test_a_record_is_written_with_its_digest_checked_last(sim_record):
    assert sim_record["digest"] == record_digest(sim_record)
    assert check_record(sim_record) == (EXIT_IDENTICAL, MESSAGES["identical"])
    # an older name of the same level: the same game, so only the digest tells the change
    alias = {**sim_record, "seats": ["novice", "casual"], "bots": ["novice", "casual"],
             "summary": {**sim_record["summary"], "seats": ["novice", "casual"]}}
    assert check_record(alias) == (EXIT_DIFFERENT, MESSAGES["digest"])
    # a record written again with its change has a digest of its own: a new, valid record
    assert check_record({**alias, "digest": record_digest(alias)})[0] == EXIT_IDENTICAL
    # a change the replay sees is named at its step, not as the digest
    changed = copy.deepcopy(sim_record)
    changed["actions"][3] = {"type": "tampered"}
    status, message = check_record(changed)
    assert status == EXIT_DIFFERENT and "étape / step 4 " in message


def test_a_record_without_a_digest_is_checked_by_the_replay_and_says_so(sim_record):
    older = {k: v for k, v in sim_record.items() if k != "digest"}
    assert check_record(older) == (EXIT_IDENTICAL, MESSAGES["no_digest"])
    assert "no digest" in MESSAGES["no_digest"] and "sans empreinte" in MESSAGES["no_digest"]


def test_progress_is_told_the_inputs_played_again(deboule_human):
    seen: list[tuple[int, int]] = []
    assert check_record(deboule_human, progress=lambda done, total: seen.append((done, total)))[
        0] == EXIT_IDENTICAL
    total = len(deboule_human["inputs"])
    assert seen and seen[-1] == (total, total)
    assert all(a <= b for (a, _), (b, _) in zip(seen, seen[1:], strict=False))


def test_a_bots_throw_one_ulp_off_beside_a_human_is_named_at_its_input(deboule_human,
                                                                        human_bot_inputs):
    """The bot beside a human throws for itself: its recorded throw, one ulp off, is not what
    it throws (the human's are fed as recorded)."""
    indices = human_bot_inputs
    assert indices and check_record(deboule_human)[0] == EXIT_IDENTICAL
    index = indices[-1]
    changed = copy.deepcopy(deboule_human)
    position = changed["inputs"][index]["throw"]["position"]
    position[1] = math.nextafter(position[1], math.inf)
    status, message = check_record(changed)
    assert status == EXIT_DIFFERENT
    assert f"entrée {index + 1} / input {index + 1}, lancer" in message, message
    assert ".throw.position[1]" in message


def test_a_humans_throw_changed_is_caught_by_the_replay_or_the_digest(deboule_human,
                                                                     human_bot_inputs):
    human = [i for i, e in enumerate(deboule_human["inputs"]) if "throw" in e and
             i not in human_bot_inputs]
    changed = copy.deepcopy(deboule_human)
    velocity = changed["inputs"][human[-1]]["throw"]["velocity"]
    velocity[2] = math.nextafter(velocity[2], math.inf)
    status, message = check_record(changed)
    assert status == EXIT_DIFFERENT, message


def test_a_cul_de_chouette_bot_beside_a_human_is_asked_again(tmp_path):
    """The humans' entries are fed; each throw of a bot's hand and each of its decisions is
    first compared with what that seat's bot does there: another level decides otherwise."""
    from deboule.games.cul_de_chouette.match import CdcMatch

    match = CdcMatch(["human", "novice"], seed=5, headless=True)
    for _ in range(20_000):
        if match.over or len(match.entries) > 60:
            break
        if match.human_to_throw() is not None:
            match.human_random_throw()
        elif match.human_to_decide() is not None:
            match.human_action(match.legal_actions()[0])
        else:
            match.step(0.05)
    record = load_record(write_record(tmp_path / "cdc-human.json", match.record()))
    assert check_record(record) == (EXIT_IDENTICAL, MESSAGES["identical"])
    changed = copy.deepcopy(record)
    changed["seats"][1] = "expert"
    status, message = check_record(changed)
    assert status == EXIT_DIFFERENT and message != MESSAGES["digest"], message
    assert "entrée " in message and "/ input " in message, message
    # the bot's shout in a race, 1 ms later than its reaction: named at that input
    shouts = [i for i, e in enumerate(record["inputs"]) if e.get("action", {}).get("type") ==
              "press" and e["action"]["player"] == 1 and e["action"]["shout"] !=
              "pas_mou_le_caillou"]
    assert shouts
    changed = copy.deepcopy(record)
    changed["inputs"][shouts[0]]["action"]["t_ms"] += 1
    status, message = check_record(changed)
    n = shouts[0] + 1
    assert status == EXIT_DIFFERENT and f"entrée {n} / input {n} (press).action.t_ms" in \
        message, message
