"""Issue 32 point 1 for L'Enculette's match records (the window's and today's `deboule sim`'s):
a record cannot lie about what happened.

The replay used to read only what it needed: an unknown key in an input or in the options, a
variant written beside rules it does not have, a seat that is no level, an input after the end
passed. Now every field is rebuilt as the match writes it and compared
(deboule/replays/record_fields.py), each human input as it is fed, and the rules' history at each
input, so that an altered decision is named at its own input index. (The former sim's records:
tests/test_enculette_record_replay.py.) Small games (a broc of 2) keep the physics short."""

from __future__ import annotations

import copy
import json
import random

import pytest

from deboule.games.enculette.match import EnculetteMatch
from deboule.replays.replay import EXIT_BAD_FILE, EXIT_DIFFERENT, EXIT_IDENTICAL, check_record
from deboule.rules.enculette import Options


@pytest.fixture(scope="module")
def record() -> dict:
    """A human (playing random legal moves) against a novice bot, a broc of 2."""
    match = EnculetteMatch(["human", "novice"], seed=8, headless=True, options=Options(broc=2))
    rng = random.Random(1)
    for _ in range(500):
        match.run_bots()
        if match.over:
            break
        if match.must_shake():
            match.human_shake()
        else:
            match.human_action(rng.choice(match.legal_actions()))
    assert match.over and len(match.inputs) >= 6
    return json.loads(json.dumps(match.record()))


@pytest.fixture(scope="module")
def bots_record() -> dict:
    match = EnculetteMatch(["expert", "novice"], seed=3, headless=True, options=Options(broc=2))
    match.play_out()
    return json.loads(json.dumps(match.record()))


def verdict(record: dict, change=None) -> tuple[int, str]:
    record = copy.deepcopy(record)
    if change is not None:
        change(record)
    return check_record(json.loads(json.dumps(record)))


def test_untouched_records_replay_identically(record, bots_record):
    for made in (record, bots_record):  # made in memory: no digest, the replay alone
        status, message = verdict(made)
        assert status == EXIT_IDENTICAL and message.startswith("identique / identical"), message


@pytest.mark.parametrize("change, said", [
    # the window's variants come with their own rules (a broc of 30); the sim writes "classique"
    (lambda o: o.update(variant="aveugle"), "options.rules.broc : enregistré 2, le jeu écrit 30"),
    (lambda o: o.update(extra=1), "options.extra : enregistré 1, le jeu écrit (absent)"),
    (lambda o: o.update(save_format=2), "options.save_format : enregistré 2, le jeu écrit 1"),
    (lambda o: o["rules"].update(broc=2.0), "options refusées : "),
    (lambda o: o["rules"].update(cups=True), "options refusées : "),
    (lambda o: o["rules"].update(extra=1), "options refusées : "),
    (lambda o: o["rules"].update(first_player=5), "options refusées : "),
])
def test_options_the_game_would_not_write_are_refused(bots_record, change, said):
    status, message = verdict(bots_record, lambda r: change(r["options"]))
    assert status == EXIT_DIFFERENT and said in message, message
    assert "\n" not in message


@pytest.mark.parametrize("seat", ["nobody", 1, None, True, "human"])
def test_a_seat_that_is_no_level_is_refused(bots_record, seat):
    """"human" is a seat, but then the record lacks that human's inputs: the game stops where
    the bot used to play, before the history's next step."""
    status, message = verdict(bots_record, lambda r: r["seats"].__setitem__(0, seat))
    # "human": the game differs; no seat name at all: refused as the file is read
    assert status == (EXIT_DIFFERENT if seat == "human" else EXIT_BAD_FILE), message


def test_seats_as_a_word_or_of_another_count_are_refused(bots_record):
    for change in (lambda r: r.update(seats="expert"), lambda r: r["seats"].append("novice"),
                   lambda r: r["seats"].pop()):
        assert verdict(bots_record, change)[0] in (EXIT_DIFFERENT, EXIT_BAD_FILE)


def test_an_input_after_the_end_is_refused_at_its_index(record):
    last = len(record["inputs"])
    status, message = verdict(record, lambda r: r["inputs"].append(r["inputs"][-1]))
    assert status == EXIT_DIFFERENT
    assert f"input {last}: the game is over" in message


def test_every_input_field_is_one_the_game_writes(record):
    """An unknown key in an input or in its action, a bool for an int: at its own index."""
    tried = 0
    for index, entry in enumerate(record["inputs"]):
        changes = [lambda e: e.update(extra=1)]
        if entry["type"] == "action":
            changes.append(lambda e: e["action"].update(extra=1))
            changes += [lambda e, k=k: e["action"].update({k: True})
                        for k, v in entry["action"].items() if isinstance(v, int)]
        for change in changes:
            status, message = verdict(record, lambda r, i=index, c=change: c(r["inputs"][i]))
            tried += 1
            assert status == EXIT_DIFFERENT and f"input {index}:" in message, message
    assert tried >= 6


def test_an_altered_decision_is_named_at_its_own_input(record):
    """Each human decision replaced by another legal one: named at that input, not later."""
    decisions = [i for i, e in enumerate(record["inputs"]) if e["type"] == "action"]
    tried = 0
    for index in decisions[:4]:
        before = EnculetteMatch.from_save(
            {"format": record["options"]["save_format"], "seats": record["seats"],
             "seed": record["seed"], "variant": record["options"]["variant"],
             "options": record["options"]["rules"], "inputs": record["inputs"][:index],
             "history": []}, headless=True, check=False)
        before.run_bots()
        others = [a.to_dict() for a in before.state.legal_actions()
                  if a.to_dict() != record["inputs"][index]["action"]]
        if not others:
            continue
        status, message = verdict(record, lambda r, i=index, o=others[0]: r["inputs"][i].update(
            action=o))
        tried += 1
        assert status == EXIT_DIFFERENT and f"input {index}: step " in message, message
    assert tried >= 2
