"""The headless game: `deboule sim --game enculette` (seeded, logged in French, recorded), a
whole game of bots on the window's match (`EnculetteMatch(..., headless=True).play_out()`).

The dice come from the physics Tasse; games are kept short (a small broc) so that the file runs in
a few seconds.
"""

import io
import json
import re
from types import SimpleNamespace

import pytest

from deboule.games.enculette.match import EnculetteMatch
from deboule.games.enculette.sim import parse_levels, parse_preset, run
from deboule.games.enculette.tasses import PhysicsTasses, Shake, SimError
from deboule.replays.records import load_record
from deboule.replays.replay import EXIT_IDENTICAL, check_file
from deboule.rules.enculette import DiceShaken, Faute, OptionError, Options


def play(levels, seed, options, tasses=None) -> EnculetteMatch:
    """A whole game of bots on the match, as `deboule sim` plays it (`tasses`: the physics
    Tasses to use in place of the match's own, built alike)."""
    match = EnculetteMatch(levels, seed=seed, headless=True, options=options)
    if tasses is not None:
        match.tasses = tasses
    match.play_out()
    return match


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
    record = load_record(path)  # the common format (deboule/replays/records.py): the match's record
    assert record["game"] == "enculette" and record["seed"] == 5
    assert record["seats"] == ["expert", "novice", "regular"]
    assert check_file(path)[0] == EXIT_IDENTICAL
    direct = play(["expert", "novice", "regular"], 5, Options(broc=5))
    assert record["final"]["scores"] == list(direct.state.gorgees)
    assert record["history"] == [action.to_dict() for action in direct.state.history]
    json.dumps(record)  # plain JSON all the way down


def test_variants_through_the_preset_argument():
    code, log = run_to_text(players=4, preset="deux-tasses,broc=6", seed=2)
    assert code == 0 and "[Tasse 2]" in log and "[Tasse 1]" in log
    state = play(["expert", "regular"], 3, parse_preset("aveugle,broc=4")).state
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


def test_english_log_is_available():
    out = io.StringIO()
    assert run(SimpleNamespace(**vars(args(seed=1, preset="broc=3")), lang="en"), out=out) == 0
    text = out.getvalue()
    assert "announces" in text and "Gorgées: Player 1: " in text


def test_the_deboule_command_runs_it(tmp_path, capsys):
    from deboule.cli import main

    path = tmp_path / "r.json"
    assert main(["sim", "--game", "enculette", "--players", "2", "--seed", "9",
                 "--preset", "broc=4", "--record", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("L'Enculette : 2 joueurs") and "Gorgées : " in out
    assert check_file(path)[0] == EXIT_IDENTICAL


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
    state = play(["expert", "novice"], 21, Options(broc=5), tasses=tasses).state
    shakes = [a.faces for a in state.history if isinstance(a, DiceShaken)]
    assert shakes and shakes == tasses.read
    assert len(set(shakes)) > 3  # real tumbling dice, not one frozen pair
    # every doubt lifted the physical cup, and the faces it showed are those of the last shake
    doubts = [e for e in state.events if e.kind == "doubted"]
    assert len(tasses.lifts) == len(doubts) + sum(e.kind == "revealed_51" for e in state.events)
    assert all(tuple(e.faces) in tasses.read for e in doubts)
    # the match's own Tasses are these very Tasses with the seed's dice stream
    assert play(["expert", "novice"], 21, Options(broc=5)).state.snapshot() == state.snapshot()


class EscapingMatch(EnculetteMatch):
    """The first shake spills a die out of the Tasse, then the dice show 6-5 (a script in place
    of what the physics left, as a lesson sets the dice: `_shaken` is the match's hook)."""

    shakes = 0

    def _shaken(self, cup, shake):
        self.shakes += 1
        return Shake((4,), frozenset({"die-2"})) if self.shakes == 1 else Shake((6, 5))


def test_a_die_escaping_the_tasse_is_the_shakers_faute_grave_then_a_new_shake():
    match = EscapingMatch(["regular", "regular"], seed=0, headless=True, options=Options(broc=3))
    match.play_out()
    state, log = match.state, match.log
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
