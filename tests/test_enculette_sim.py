"""The headless game: `deboule sim --game enculette` (seeded, logged in French, recorded).

The dice come from the physics Tasse; games are kept short (a small broc) so that the file runs in
a few seconds.
"""

import io
import json
import re
from types import SimpleNamespace

import pytest

from game.enculette.sim import (
    PhysicsTasses,
    Shake,
    SimError,
    numpy_dice,
    parse_levels,
    parse_preset,
    play,
    rules_record,
    run,
)
from rules.enculette import DiceShaken, Faute, OptionError, Options, load_record, replay


def args(**overrides):
    base = dict(game="enculette", players=3, bots=None, preset="broc=4", teams=False, seed=11,
                record=None, quiet=False)
    base.update(overrides)
    return SimpleNamespace(**base)


def run_to_text(**overrides):
    out = io.StringIO()
    code = run(args(**overrides), out=out)
    return code, out.getvalue()


def test_same_seed_same_game_and_log():
    code_a, log_a = run_to_text(seed=11)
    code_b, log_b = run_to_text(seed=11)
    assert code_a == code_b == 0
    assert log_a == log_b
    _, log_c = run_to_text(seed=12)
    assert log_c != log_a


def test_log_is_french_and_ends_with_each_players_gorgees():
    code, log = run_to_text(seed=4)
    lines = log.strip().splitlines()
    assert code == 0
    assert lines[0].startswith("L'Enculette : 3 joueurs (expert, regular, novice), graine 4")
    assert any(" annonce " in line for line in lines)
    assert any(" doute et soulève la Tasse" in line for line in lines)
    assert any(" boit " in line for line in lines)
    assert "Le broc est vide : fin de la partie." in lines
    assert lines[-2].startswith("Gorgées : Joueur 1 : ")
    assert lines[-1].startswith("Vainqueur")
    # The last "boit" line of each player carries their final total, as the summary says.
    finals = {}
    for line in lines:
        drink = re.match(r"^(Joueur \d) boit \d+ gorgées? \(.*\)\. Total : (\d+), broc", line)
        if drink:
            finals[drink[1]] = int(drink[2])
    assert finals
    summary = dict(part.rsplit(" : ", 1) for part in lines[-2][len("Gorgées : "):-1].split(", "))
    assert {k: int(v) for k, v in summary.items() if int(v)} == finals


def test_record_replays_to_the_final_state(tmp_path):
    path = tmp_path / "game.json"
    code, log = run_to_text(seed=5, record=str(path), quiet=True, bots="expert,novice,regular",
                            preset="broc=5")
    assert code == 0 and log == ""  # --quiet prints nothing
    record = load_record(path)  # the common format (game/records.py), the rules' keys inside
    assert record["game"] == "enculette" and record["seed"] == 5
    assert record["bots"] == ["expert", "novice", "regular"] and record["dice"] == "physics"
    state = replay(rules_record(record))
    assert state.is_over
    assert list(state.gorgees) == record["result"]["gorgees"]
    direct = play(3, ["expert", "novice", "regular"], 5, Options(broc=5))
    assert state.snapshot() == direct.snapshot()
    json.dumps(record)  # plain JSON all the way down


def test_variants_through_the_preset_argument():
    code, log = run_to_text(players=4, preset="deux-tasses,broc=6", seed=2)
    assert code == 0 and "[Tasse 2]" in log and "[Tasse 1]" in log
    state = play(2, ["expert", "regular"], 3, parse_preset("aveugle,broc=4"))
    assert state.options.blind_reshake
    assert any(a.KIND == "reshake" for a in state.history)  # the blind reshake was played
    assert parse_preset("broc=40,blind_reshake=true") == Options(broc=40, blind_reshake=True)


@pytest.mark.parametrize("overrides", [
    dict(bots="expert,wizard,novice"), dict(bots="expert,novice"), dict(preset="poker"),
    dict(preset="jokers=3"), dict(players=1), dict(teams=True), dict(players=3, preset="cups=2"),
    dict(seed=-1),
])
def test_bad_arguments_exit_with_a_clear_error(overrides, capsys):
    code, log = run_to_text(**overrides)
    assert code == 2 and log == ""
    assert capsys.readouterr().err.startswith("erreur : ")


def test_levels_and_presets_parsing():
    assert parse_levels(None, 4) == ["expert", "regular", "novice", "expert"]
    assert parse_levels("novice", 3) == ["novice"] * 3
    with pytest.raises(SimError):
        parse_levels("expert,expert", 3)
    with pytest.raises(OptionError, match="unknown preset"):
        parse_preset("turbo")


def test_the_dice_source_can_be_swapped():
    """A scripted source stands in for the physics cup: the game takes its faces as given."""
    faces = iter([(6, 6)] * 10_000)
    seen = []

    def cup():
        pair = next(faces)
        seen.append(pair)
        return pair

    state = play(2, ["regular", "regular"], 0, Options(broc=3), dice=cup)
    assert state.is_over and len(seen) > 0
    shakes = [a for a in state.history if a.KIND == "dice_shaken"]
    assert len(shakes) == len(seen) and all(a.faces == (6, 6) for a in shakes)


def test_numpy_dice_are_fair_faces_from_an_explicit_generator():
    import numpy as np

    first = numpy_dice(np.random.default_rng(3))
    second = numpy_dice(np.random.default_rng(3))
    draws = [first() for _ in range(600)]
    assert draws == [second() for _ in range(600)]
    assert {a for a, _ in draws} == set(range(1, 7)) == {b for _, b in draws}


def test_english_log_is_available():
    out = io.StringIO()
    assert run(SimpleNamespace(**vars(args(seed=1, preset="broc=3")), lang="en"), out=out) == 0
    text = out.getvalue()
    assert "announces" in text and "Gorgées: Player 1: " in text


def test_the_deboule_command_runs_it(tmp_path, capsys):
    from game.cli import main

    path = tmp_path / "r.json"
    assert main(["sim", "--game", "enculette", "--players", "2", "--seed", "9",
                 "--preset", "broc=4", "--record", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("L'Enculette : 2 joueurs") and "Gorgées : " in out
    assert replay(rules_record(load_record(path))).is_over


class SpyTasses(PhysicsTasses):
    """The physics Tasses, noting what the dice show in the world after every shake."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.read: list[tuple] = []
        self.lifts: list[int] = []

    def shake(self, cup):
        shake = super().shake(cup)
        state = self.worlds[cup].state()
        dice = [state.pieces[pid] for pid in ("die-1", "die-2")]
        # read straight off the bodies: both dice at rest under the cup, flat, on the saucer side
        assert all(d.in_play and d.flat for d in dice)
        self.read.append(tuple(d.pips for d in dice))
        return shake

    def lift(self, cup):
        super().lift(cup)
        self.lifts.append(cup)
        assert self.worlds[cup].data.mocap_pos[self.worlds[cup].parts["tasse"].cup][2] > 0.1


def test_faces_read_from_the_physics_are_what_the_rules_receive():
    import numpy as np

    tasses = SpyTasses(np.random.SeedSequence(21).spawn(3)[0])
    state = play(2, ["expert", "novice"], 21, Options(broc=5), tasses=tasses)
    shakes = [a.faces for a in state.history if isinstance(a, DiceShaken)]
    assert shakes and shakes == tasses.read
    assert len(set(shakes)) > 3  # real tumbling dice, not one frozen pair
    # every doubt lifted the physical cup, and the faces it showed are those of the last shake
    doubts = [e for e in state.events if e.kind == "doubted"]
    assert len(tasses.lifts) == len(doubts) + sum(e.kind == "revealed_51" for e in state.events)
    assert all(tuple(e.faces) in tasses.read for e in doubts)
    # the default source of play() is these very Tasses with the seed's dice stream
    assert play(2, ["expert", "novice"], 21, Options(broc=5)).snapshot() == state.snapshot()


class EscapingTasses:
    """A script: the first shake spills a die out of the Tasse, then faces come in turn."""

    def __init__(self):
        self.shakes = 0

    def shake(self, cup):
        self.shakes += 1
        if self.shakes == 1:
            return Shake((4,), frozenset({"die-2"}))
        return Shake((6, 5))

    def lift(self, cup):
        pass


def test_a_die_escaping_the_tasse_is_the_shakers_faute_grave_then_a_new_shake():
    log = []
    state = play(2, ["regular", "regular"], 0, Options(broc=3), tasses=EscapingTasses(),
                 log=log.append)
    first, second = state.history[0], state.history[1]
    # seed: "Tomber un ustensile de jeu (dé, tasse, sous-tasse)." -- a faute grave: one gorgée
    assert first == Faute(0, "dropped_utensil", 0)
    assert second == DiceShaken((6, 5))  # the same server shakes again, and the game goes on
    assert log[0] == "Faute grave de Joueur 1 : a fait tomber un ustensile."
    assert log[1].startswith("Joueur 1 boit 1 gorgée (faute). Total : 1")
    assert state.is_over


def test_a_real_die_off_the_saucer_is_reported_and_picked_up_before_the_next_shake():
    tasses = PhysicsTasses(3)
    world = tasses.worlds[0]
    # a die lying on the table beside the Tasse (as if dropped): the shake cannot bring it back
    world._set_pose("die-2", (0.16, 0.0, 0.009), (1.0, 0.0, 0.0, 0.0))
    spilled = tasses.shake(0)
    assert spilled.escaped == frozenset({"die-2"}) and len(spilled.faces) == 1
    again = tasses.shake(0)
    assert again.escaped == frozenset() and len(again.faces) == 2
    assert world.status("die-2") == "play"


def test_physics_tasses_refuse_bad_cups():
    tasses = PhysicsTasses(1)
    for cup in (1, -1, "0", True):
        with pytest.raises(SimError):
            tasses.shake(cup)
    with pytest.raises(SimError):
        PhysicsTasses(1, cups=0)
