"""L'Enculette sim records in the common format, replayed by `deboule replay` (docs/records.md RC8).

`deboule sim` now plays on the match and writes the match's record; the records its former loop
wrote (every shake's generator state, every lift and decision) still replay: one of them, seed
11, expert/regular/novice, a broc of 3, is kept in tests/data/enculette_sim_record_v1.json (the
same game and table talk as today's sim for that seed) and checked and tampered with here.
Games are short (a broc of 2 or 3 gorgées) so the whole file runs in a few seconds.
"""

import io
import json
import math
import shutil
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest

from deboule.cli import main
from deboule.games.enculette.match import EnculetteMatch
from deboule.games.enculette.sim import replay_inputs, rules_record, run
from deboule.games.enculette.tasses import PhysicsTasses, SimError, set_generator_state
from deboule.replays.records import RECORD_FORMAT, load_record
from deboule.replays.replay import (
    EXIT_BAD_FILE,
    EXIT_DIFFERENT,
    EXIT_IDENTICAL,
    MESSAGES,
    check_file,
)
from deboule.rules.enculette import Options, replay

SEED, BOTS, PRESET = 11, "expert,regular,novice", "broc=3"
FORMER = Path(__file__).parent / "data" / "enculette_sim_record_v1.json"


def sim(path, seed=SEED, bots=BOTS, preset=PRESET, quiet=True) -> str:
    out = io.StringIO()
    args = SimpleNamespace(game="enculette", players=len(bots.split(",")), bots=bots,
                           preset=preset, teams=False, seed=seed, record=str(path), quiet=quiet)
    assert run(args, out=out) == 0
    return out.getvalue()


@pytest.fixture(scope="module")
def recorded(tmp_path_factory):
    """The former sim's record of seed 11 (a copy) and today's sim's printed log of that game."""
    folder = tmp_path_factory.mktemp("enculette")
    path = folder / "game.json"
    shutil.copyfile(FORMER, path)
    log = sim(folder / "today.json", quiet=False)
    return path, log


def tampered(source, folder, change, name="tampered.json"):
    record = json.loads(source.read_text(encoding="utf-8"))
    change(record)
    path = folder / name
    path.write_text(json.dumps(record), encoding="utf-8")
    return path


def checked_untouched(path):
    """check_file(path), asserting the file is left byte for byte as it was."""
    before = path.read_bytes()
    result = check_file(path)
    assert path.read_bytes() == before
    return result


def test_the_former_sims_record_holds_every_shake_and_decision(recorded):
    path, _ = recorded
    record = load_record(path)  # the common reader accepts it
    assert record["format"] == RECORD_FORMAT and record["game"] == "enculette"
    assert record["seed"] == SEED and record["seats"] == BOTS.split(",")
    assert Options.from_dict(record["options"]) == Options(broc=3)
    kinds = [next(iter(entry)) for entry in record["inputs"]]
    assert set(kinds) <= {"shake", "lift", "action"} and "lift" in kinds
    # The inputs are the rules' log with each shake's result replaced by the shake itself:
    # shakes give dice_shaken (or a dropped-die faute), decisions are the bots' actions.
    results = [a for a in record["actions"] if a["type"] in ("dice_shaken", "faute")]
    decisions = [a for a in record["actions"] if a["type"] not in ("dice_shaken", "faute")]
    assert kinds.count("shake") == len(results) > 3
    assert [e["action"] for e in record["inputs"] if "action" in e] == decisions
    shakes = [e["shake"] for e in record["inputs"] if "shake" in e]
    assert all(s["cup"] == 0 and s["seconds"] == 0.5 for s in shakes)
    assert all(s["rng"]["bit_generator"] == "PCG64" for s in shakes)
    assert len({s["rng"]["state"]["state"] for s in shakes}) == len(shakes)  # a stream moving on
    # the ending: gorgées as the rules counted them, and the two dice of the Tasse
    assert record["final"]["scores"] == record["result"]["gorgees"]
    assert sum(record["final"]["scores"]) == 3  # the broc is empty
    assert sorted(record["final"]["poses"]) == ["tasse0/die-1", "tasse0/die-2"]


def test_the_same_seed_writes_the_same_record_and_another_seed_another(recorded, tmp_path):
    path, _ = recorded
    sim(tmp_path / "once.json")
    sim(tmp_path / "again.json")
    assert (tmp_path / "again.json").read_bytes() == (tmp_path / "once.json").read_bytes()
    today = load_record(tmp_path / "once.json")  # the match's record: the same game
    assert today["history"] == load_record(path)["actions"]
    assert today["final"] == load_record(path)["final"]
    sim(tmp_path / "other.json", seed=SEED + 1)
    assert load_record(tmp_path / "other.json")["history"] != today["history"]


def test_replay_is_identical_and_prints_the_sims_game(recorded, capsys):
    path, log = recorded
    # written before records carried a digest: identical, checked by the replay alone
    assert checked_untouched(path) == (EXIT_IDENTICAL, MESSAGES["no_digest"])
    assert main(["replay", str(path)]) == EXIT_IDENTICAL
    printed = capsys.readouterr().out.splitlines()
    sim_lines = log.splitlines()
    assert sim_lines[0].startswith("L'Enculette : 3 joueurs")
    assert printed[0].startswith("enculette, graine / seed 11")
    assert printed[1:-1] == sim_lines[1:]  # the same table talk, line by line, in French
    assert printed[-1] == MESSAGES["no_digest"]


def test_two_tasses_record_and_replay(tmp_path):
    path = tmp_path / "two.json"
    sim(path, seed=2, bots="expert,regular,novice,expert", preset="deux-tasses,broc=2")
    record = load_record(path)
    assert record["options"]["rules"]["cups"] == 2
    assert {pid.split("/")[0] for pid in record["final"]["poses"]} == {"tasse0", "tasse1"}
    assert check_file(path) == (EXIT_IDENTICAL, "identique / identical")


def test_the_rules_engines_record_is_still_inside(recorded):
    path, _ = recorded
    record = load_record(path)
    state = replay(rules_record(record))  # the rules alone, without physics
    assert list(state.gorgees) == record["final"]["scores"]
    direct = EnculetteMatch(BOTS.split(","), seed=SEED, headless=True, options=Options(broc=3))
    direct.play_out()
    assert state.snapshot() == direct.state.snapshot()


def first(record, kind, test=lambda data: True):
    return next(e[kind] for e in record["inputs"] if kind in e and test(e[kind]))


def test_a_changed_decision_is_detected(recorded, tmp_path):
    path, _ = recorded

    def doubt_instead(record):  # the first "believe" becomes a doubt: another game
        decision = first(record, "action", lambda a: a["type"] == "believe")
        decision["type"] = "doubt"

    status, message = checked_untouched(tampered(path, tmp_path, doubt_instead))
    assert status == EXIT_DIFFERENT and message.startswith(("différent", "le record ne se"))

    def other_announce(record):  # a decision changed in the inputs only: the rules' log differs
        decision = first(record, "action", lambda a: a["type"] == "announce")
        decision["value"] = 65 if decision["value"] != 65 else 64

    status, message = checked_untouched(tampered(path, tmp_path, other_announce))
    assert status == EXIT_DIFFERENT


def test_a_changed_shake_parameter_is_detected(recorded, tmp_path):
    """A former sim's shake is made again from the seed before it is used: its generator state
    and its length must be the ones the game wrote there, named at that very input (issue 32
    point 1: an input the game would not have written is a difference, whatever the dice)."""
    path, _ = recorded

    def next_state(record):  # one shake's generator moved on by one step: other dice
        shake = first(record, "shake")
        shake["rng"]["state"]["state"] = (shake["rng"]["state"]["state"] + 1) % 2**128

    status, message = checked_untouched(tampered(path, tmp_path, next_state))
    assert status == EXIT_DIFFERENT
    assert "input 0: inputs[0].shake.rng.state.state: recorded " in message

    last = max(i for i, e in enumerate(load_record(path)["inputs"]) if "shake" in e)

    def last_shake_longer(record):  # the last shake lasts 0.6 s: the dice would end elsewhere
        record["inputs"][last]["shake"]["seconds"] = 0.6

    status, message = checked_untouched(tampered(path, tmp_path, last_shake_longer))
    assert status == EXIT_DIFFERENT
    assert (f"input {last}: inputs[{last}].shake.seconds: recorded 0.6 (0x1.3333333333333p-1), "
            f"the game writes 0.5 (0x1.0000000000000p-1)") in message


def last_action(record) -> int:
    return max(i for i, e in enumerate(record["inputs"]) if "action" in e)


@pytest.mark.parametrize("change, reason", [
    (lambda r: first(r, "shake").update(rng="PCG64"), "input 0: inputs[0].shake.rng: "),
    (lambda r: first(r, "shake")["rng"]["state"].update(inc=-1),
     "input 0: inputs[0].shake.rng.state.inc: "),
    (lambda r: first(r, "shake").update(cup=1), "input 0: inputs[0].shake.cup: recorded 1, "),
    (lambda r: first(r, "shake").update(seconds=math.pi * 3), "inputs[0].shake.seconds: "),
    (lambda r: first(r, "shake").pop("rng"), "inputs[0].shake.rng: recorded (absent)"),
    (lambda r: r["inputs"].pop(0), "input 0: inputs[0].shake: recorded (absent)"),
    (lambda r: r["inputs"].pop(last_action(r)), ".action: recorded (absent)"),
    (lambda r: r["inputs"].insert(0, {"shuffle": {"cup": 0}}),
     "input 0: inputs[0].shake: recorded (absent)"),
    (lambda r: r["inputs"].append({"lift": {"cup": 0}}),  # the final lift written twice
     "entrée 27 : la partie est finie"),
    (lambda r: r["inputs"][-1]["lift"].update(hand="left"),
     "input 26: inputs[26].lift.hand: recorded 'left', the game writes (absent)"),
    (lambda r: r["inputs"][1]["action"].update(to=True), "input 1: inputs[1].action.to: "),
    (lambda r: r["seats"].__setitem__(0, "human"), "seats ['human', 'regular', 'novice']"),
])
def test_inputs_the_game_would_not_write_do_not_replay(recorded, tmp_path, change, reason):
    path, _ = recorded
    status, message = checked_untouched(tampered(path, tmp_path, change))
    assert status == EXIT_DIFFERENT and message.startswith("le record ne se rejoue pas")
    assert reason in message


def test_unusable_files_are_refused_with_exit_2(recorded, tmp_path):
    path, _ = recorded
    cut = tmp_path / "cut.json"
    cut.write_bytes(path.read_bytes()[: len(path.read_bytes()) // 2])
    status, message = checked_untouched(cut)
    assert status == EXIT_BAD_FILE and "truncated or corrupt" in message
    status, message = checked_untouched(tampered(path, tmp_path, lambda r: r.pop("final")))
    assert status == EXIT_BAD_FILE and "missing final" in message


def test_a_recorded_generator_state_redoes_a_reload_and_shake_bit_for_bit():
    """A shake after a die escaped reloads the Tasse from the same generator: the recorded state
    (taken before the reload) redoes both, whatever the replaying generator had drawn before."""
    def fresh() -> PhysicsTasses:  # spawning moves a SeedSequence on: a new one each time
        return PhysicsTasses(np.random.SeedSequence(5).spawn(2)[0], 1)

    original, again = fresh(), fresh()
    original.journal = []
    for tasses in (original, again):
        tasses.spilled[0] = True  # as after a die off the saucer
    again.rngs[0].random(7)  # the replaying generator is elsewhere in its stream
    original.shake(0)
    state = original.journal[0]["shake"]["rng"]
    different = fresh()
    different.spilled[0] = True
    different.rngs[0].random(7)
    different.shake(0)  # without the recorded state: other dice (so the check can fail)
    assert different.worlds[0].poses() != original.worlds[0].poses()
    again.shake(0, rng_state=state)
    assert again.worlds[0].poses() == original.worlds[0].poses()


def test_a_bad_generator_state_is_refused_and_changes_nothing():
    rng = np.random.default_rng(1)
    before = rng.bit_generator.state
    for bad in (None, {}, {**before, "bit_generator": "MT19937"}, {**before, "has_uint32": 2},
                {**before, "state": {"state": 2**128, "inc": 1}},
                {**before, "state": {"state": True, "inc": 1}}):
        with pytest.raises(SimError):
            set_generator_state(rng, bad)
        assert rng.bit_generator.state == before


def test_replay_inputs_checks_the_seats():
    with pytest.raises(SimError, match="seats"):
        replay_inputs({"seats": "expert", "options": {}, "seed": 1, "inputs": []})
    with pytest.raises(SimError, match="2 seats for 3 players"):
        replay_inputs({"seats": ["expert", "novice"], "players": 3, "options": {}, "seed": 1,
                       "inputs": []})
