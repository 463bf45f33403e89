"""Issue 32 point 1 for Chamot: a record cannot lie about what happened.

`deboule replay` accepted as identical a Chamot record whose options the game never used
(`players` 10**6, `turn_limit` 0: from_save ignored both), and any input or option field it
did not read (an unknown key, a bool for an int). Now the replay builds the match from the
record's options through the set-up's own checks, rebuilds each field the game writes and
compares it, and names the first thing that differs at its own input index. Chamot has no
physics: a record replays in a fraction of a second, so every field is tampered with here."""

from __future__ import annotations

import copy
import json
import random

import pytest

from deboule.games.chamot.match import ChamotMatch
from deboule.replays.replay import EXIT_DIFFERENT, EXIT_IDENTICAL, check_record
from deboule.rules.chamot.bots import make_bot

LEVELS = ("novice", "regular", "expert")


def bots_record() -> dict:
    match = ChamotMatch(["expert", "regular"], seed=3, headless=True)
    match.play_out()
    return json.loads(json.dumps(match.record()))


def human_record() -> dict:
    """A game of a human (played by a regular bot's choices) against a novice."""
    match = ChamotMatch(["human", "novice"], seed=4, headless=True)
    hand = make_bot("regular", 5)
    for _ in range(5000):
        if match.over:
            break
        seat = match.human_turn()
        if seat is None:
            match.update(0.0)
        else:
            match.human_action(hand.act(match.state, seat))
    assert match.over and len(match.inputs) > 10
    return json.loads(json.dumps(match.record()))


@pytest.fixture(scope="module")
def records() -> dict[str, dict]:
    return {"bots": bots_record(), "human": human_record()}


def verdict(record: dict) -> tuple[int, str]:
    return check_record(json.loads(json.dumps(record)))


def changed(record: dict, change) -> dict:
    record = copy.deepcopy(record)
    change(record)
    return record


@pytest.mark.parametrize("kind", ["bots", "human"])
def test_untouched_records_replay_identically(records, kind):
    status, message = verdict(records[kind])  # made in memory: no digest, the replay alone
    assert status == EXIT_IDENTICAL and message.startswith("identique / identical"), message


@pytest.mark.parametrize("kind", ["bots", "human"])
@pytest.mark.parametrize("field, value, said", [
    ("players", 10**6, "options refusées : "),
    ("turn_limit", 0, "options refusées : "),
    ("players", 3, "3 joueurs pour 2 places / 3 players for 2 seats"),
    ("turn_limit", True, "options refusées : "),
    ("turn_limit", 1000.0, "options refusées : "),
    ("short", 1, "options refusées : "),
    ("house_words", ["Crème"], "options.rules.house_words[0] : enregistré 'Crème', le jeu écrit "
                               "'creme'"),
    ("extra", 1, "options refusées : "),
])
def test_options_the_game_would_not_write_are_refused_in_one_line(records, kind, field, value,
                                                                  said):
    status, message = verdict(changed(records[kind],
                                      lambda r: r["options"]["rules"].update({field: value})))
    assert status == EXIT_DIFFERENT
    assert message.startswith("le record ne se rejoue pas / the record does not replay: ")
    assert said in message and "\n" not in message


@pytest.mark.parametrize("kind", ["bots", "human"])
def test_the_options_turn_limit_comes_into_play(records, kind):
    """A smaller turn limit ends the game sooner: the replay plays with it (it used to be
    dropped), so the history ends early (the bots' game), or the game is over where the record
    has a human's input still."""
    status, message = verdict(changed(records[kind],
                                      lambda r: r["options"]["rules"].update(turn_limit=5)))
    assert status == EXIT_DIFFERENT
    assert ("étape / step " if kind == "bots" else "la partie est finie") in message


@pytest.mark.parametrize("change, said", [
    (lambda o: o.update(turn_seconds=15), "options.turn_seconds : enregistré 15, le jeu écrit "
                                          "15.0 (0x1.e000000000000p+3)"),
    (lambda o: o.update(extra=1), "options.extra : enregistré 1, le jeu écrit (absent)"),
    (lambda o: o["rules"].pop("players"), "options.rules.players : enregistré (absent)"),
    (lambda o: o.pop("turn_seconds"), "options.turn_seconds : enregistré (absent)"),
])
def test_every_option_is_one_the_game_writes(records, change, said):
    status, message = verdict(changed(records["human"], lambda r: change(r["options"])))
    assert status == EXIT_DIFFERENT and said in message


@pytest.mark.parametrize("kind", ["bots", "human"])
def test_every_seat_value_is_checked(records, kind):
    """Any seat changed to another bot level changes the game here (a level that happens to
    play the same game would write this very record); anything but a level or "human" is
    refused as a seat."""
    record = records[kind]
    tried = caught = 0
    for index, seat in enumerate(record["seats"]):
        for value in (*LEVELS, "human", "nobody", 1, None, True, ["expert"]):
            if value == seat:
                continue
            tried += 1
            status, _ = verdict(changed(record, lambda r, i=index, v=value: r["seats"].__setitem__(
                i, v)))
            caught += status != EXIT_IDENTICAL  # different, or refused when read
    for change in (lambda r: r["seats"].append("novice"), lambda r: r["seats"].pop(),
                   lambda r: r.update(seats="expert")):
        tried += 1
        caught += verdict(changed(record, change))[0] != EXIT_IDENTICAL
    assert caught == tried == 2 * 8 + 3


def test_a_duplicated_final_input_is_refused_at_its_index(records):
    record = records["human"]
    last = len(record["inputs"])
    status, message = verdict(changed(record, lambda r: r["inputs"].append(r["inputs"][-1])))
    assert status == EXIT_DIFFERENT
    assert f"entrée {last} : la partie est finie" in message
    assert f"input {last}: the game is over" in message


def bad_values(value):
    if isinstance(value, bool):
        return [int(value)]
    if isinstance(value, int):
        return [bool(value % 2), float(value), str(value)]
    if isinstance(value, str):
        return [value.upper() + "x", 1]
    return [None]


def test_every_field_of_every_input_is_one_the_game_writes(records):
    """An unknown key, a bool for an int, a float for an int, a string changed: in each input and
    in its action; each refused at its own input index."""
    record = records["human"]
    tried = caught = at_its_index = 0
    for index, entry in enumerate(record["inputs"]):
        changes = [lambda e: e.update(extra=1), lambda e: e["action"].update(extra=1)]
        changes += [lambda e, v=v: e.update(seat=v) for v in bad_values(entry["seat"])]
        for key, value in entry["action"].items():
            changes += [lambda e, k=key, v=v: e["action"].update({k: v})
                        for v in bad_values(value)]
        for change in changes:
            status, message = verdict(changed(record, lambda r, i=index, c=change: c(
                r["inputs"][i])))
            tried += 1
            caught += status == EXIT_DIFFERENT
            at_its_index += f"input {index}:" in message
    assert tried > 100
    assert caught == at_its_index == tried


def test_an_altered_decision_is_named_at_its_own_input(records):
    """Each human decision replaced by another legal one: the replay names that input (and the
    first step of the history that differs), not a later one."""
    record = records["human"]
    rng = random.Random(7)
    tried = 0
    for index in range(0, len(record["inputs"]), 3):
        before = ChamotMatch.from_save({"format": 1, "seats": record["seats"],
                                        "seed": record["seed"],
                                        "options": record["options"]["rules"],
                                        "turn_seconds": None,
                                        "inputs": record["inputs"][:index]}, regenerate=True,
                                       headless=True)  # the bots' pause not waited for in time
        while before.human_turn() is None and not before.over:
            before.update(0.0)
        others = [a.to_dict() for a in before.state.legal_actions()
                  if a.to_dict() != record["inputs"][index]["action"]]
        if not others:
            continue
        other = rng.choice(others)
        status, message = verdict(changed(
            record, lambda r, i=index, o=other: r["inputs"][i].update(action=o)))
        tried += 1
        assert status == EXIT_DIFFERENT
        assert f"entrée {index}, étape " in message or f"entrée {index} : " in message, message
    assert tried >= 5
