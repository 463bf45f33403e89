"""The window's L'Enculette controller: physics Tasse, bots at a human pace, human inputs, saves."""

from __future__ import annotations

import io
import json
import math
from types import SimpleNamespace

import numpy as np
import pytest

from deboule.games.enculette.match import BOT_DELAY, EnculetteMatch, MatchError, TasseView
from deboule.games.enculette.sim import run
from deboule.rules.enculette import Announce, Believe, Doubt, Options
from deboule.spatial import quat_to_mat


def settle(match: EnculetteMatch, dt: float = 1 / 30, limit: int = 400) -> None:
    """Play motions to their end (no bot waits beyond them)."""
    for _ in range(limit):
        if not match.busy():
            return
        match.update(dt)
    raise AssertionError("the Tasse never settled")


def until_human(match: EnculetteMatch, dt: float = 0.25, limit: int = 2000) -> int:
    for _ in range(limit):
        seat = match.human_turn()
        if seat is not None or match.over:
            return seat
        match.update(dt)
    raise AssertionError("no human turn came")


def test_a_game_of_bots_in_the_window_is_the_sims_game_for_that_seed(tmp_path):
    match = EnculetteMatch(["expert", "regular", "novice"], seed=7, headless=True,
                           options=Options(broc=4))
    match.run_bots()
    assert match.over
    path = tmp_path / "sim.json"
    args = SimpleNamespace(game="enculette", players=3, bots="expert,regular,novice",
                           preset="broc=4", teams=False, seed=7, record=str(path), quiet=True)
    assert run(args, out=io.StringIO()) == 0
    assert json.loads(path.read_text())["history"] == [a.to_dict() for a in match.state.history]
    assert match.log[0] == "Joueur 1 secoue la Tasse et regarde les dés."
    assert match.log[-1] == "Le broc est vide : fin de la partie."


def test_shake_then_only_the_server_sees_the_physics_dice_then_announce_from_the_menu():
    match = EnculetteMatch(["human", "expert", "novice"], seed=3)
    assert match.must_shake() and match.human_turn() == 0
    with pytest.raises(MatchError, match="shake the Tasse first"):
        match.human_action(Announce(31, 1))
    match.human_shake()
    assert match.busy() and [m.kind for m in match.motions] == ["shake"]
    before = match.state.snapshot()
    with pytest.raises(MatchError, match="moving"):
        match.human_shake()
    assert match.state.snapshot() == before  # nothing reaches the rules before the dice rest
    settle(match)
    faces = match.tasses.worlds[0].dice_faces()
    assert match.state.history[-1].faces == faces  # the rules got the physics' faces
    assert match.visible_faces(0) == faces
    assert match.visible_faces(1) is None and match.visible_faces(2) is None
    menu = match.menu()
    labels = [label for label, _ in menu]
    assert "Annoncer 31 à Joueur 2" in labels and all(isinstance(a, Announce) for _, a in menu)
    label, action = next((lab, a) for lab, a in menu if a.value == 65)
    match.human_action(action)
    cup = match.state.cup()
    assert cup.phase == "respond" and cup.announced == 65 and cup.receiver == 1
    assert match.inputs == [{"type": "shake"},
                            {"type": "action", "action": {"type": "announce", "value": 65,
                                                          "to": 1}}]


def test_bots_wait_a_human_pace_before_acting():
    match = EnculetteMatch(["expert", "human"], seed=5)
    match.update(BOT_DELAY * 0.5)
    assert not match.busy() and match.state.history == ()  # still "thinking"
    match.update(BOT_DELAY * 0.6)
    assert match.busy() and match.motions[0].kind == "shake"  # the bot shakes the Tasse
    settle(match)
    assert match.state.history[-1].KIND == "dice_shaken"
    decided = len(match.state.history)
    match.update(BOT_DELAY * 0.9)
    assert len(match.state.history) == decided
    match.update(BOT_DELAY * 0.2)
    assert len(match.state.history) == decided + 1  # then it announces


def test_doubting_lifts_the_physical_cup_and_the_next_shake_covers_it():
    match = EnculetteMatch(["regular", "human"], seed=2)
    assert until_human(match) == 1
    assert match.state.cup().phase == "respond" and match.visible_faces(1) is None
    under = match.tasses.worlds[0].dice_faces()
    match.human_action(Doubt())
    assert [m.kind for m in match.motions] == ["lift"]
    mid = None
    while match.busy():
        match.update(0.1)
        if match.busy() and mid is None and match.motions[0].progress > 0.3:
            mid = match.view(0).cup[0][2]
    world = match.tasses.worlds[0]
    cup_z = float(world.data.mocap_pos[world.parts["tasse"].cup][2])
    assert cup_z > 0.1 and match.view(0).lifted
    assert mid is not None and 0.01 < mid < cup_z  # drawn on its way up
    doubted = [e for e in match.state.events if e.kind == "doubted"][-1]
    assert tuple(doubted.faces) == under == match.faces_shown
    # the loser shakes next; the cup first comes down over the dice
    seat = match.acting_seat()
    if match.seats[seat] == "human":
        match.human_shake()
    else:
        for _ in range(100):
            match.update(0.25)
            if match.busy():
                break
    assert [m.kind for m in match.motions] == ["cover", "shake"]
    settle(match)
    assert float(world.data.mocap_pos[world.parts["tasse"].cup][2]) == pytest.approx(0.006)


def test_the_dice_stay_hidden_inside_the_cup_while_it_shakes():
    match = EnculetteMatch(["human", "novice"], seed=4)
    match.human_shake()
    spec = match.spec
    while match.busy():
        view = match.view(0)
        cup_position = np.asarray(view.cup[0])
        axis = quat_to_mat(view.cup[1])[:, 2]
        for position, _ in view.dice.values():
            offset = np.asarray(position) - cup_position
            along = float(offset @ axis)
            radial = float(np.linalg.norm(offset - along * axis))
            assert radial < spec.cup_inner_radius and 0.0 < along < spec.cup_height
        match.update(0.05)


def test_turning_the_tasse_over_is_offered_before_a_human_shake_only():
    match = EnculetteMatch(["human", "expert"], seed=6)
    match.human_turn_over()
    settle(match)
    world = match.tasses.worlds[0]
    saucer_quat = world.data.mocap_quat[world.parts["tasse"].saucer]
    assert quat_to_mat(saucer_quat)[2, 2] < 0  # upside down in the physics
    assert match.state.history == ()  # the rules have no such move (EC-T1)
    match.human_shake()
    assert [m.kind for m in match.motions] == ["turn", "shake"]  # righted before the shake
    settle(match)
    assert quat_to_mat(world.data.mocap_quat[world.parts["tasse"].saucer])[2, 2] > 0
    with pytest.raises(MatchError):
        match.human_turn_over()  # now the player must announce
    assert match.inputs == [{"type": "turn_over"}, {"type": "shake"}]


def test_two_humans_each_see_only_their_own_roll():
    match = EnculetteMatch(["human", "human"], seed=1, headless=True)
    match.human_shake()
    assert match.visible_faces(0) is not None and match.visible_faces(1) is None
    match.human_action(match.menu()[0][1])
    assert match.human_turn() == 1 and match.visible_faces(1) is None
    match.human_action(Believe())
    match.human_shake()
    assert match.visible_faces(1) is not None and match.visible_faces(0) is None


def test_a_save_replays_to_the_same_game_and_physics():
    match = EnculetteMatch(["human", "regular", "novice"], seed=9, headless=True,
                           options=Options(broc=12, blind_reshake=True))
    for _ in range(6):
        if match.must_shake():
            match.human_shake()
        else:
            match.human_action(match.menu()[-1][1])  # boldest announcement, or a doubt
        match.run_bots()
    data = match.to_save()
    again = EnculetteMatch.from_save(data, headless=True)
    assert again.state.snapshot() == match.state.snapshot()
    assert again.log == match.log
    assert again.tasses.worlds[0].poses() == match.tasses.worlds[0].poses()
    assert again.to_save() == data and again.state.options.broc == 12
    broken = dict(data, inputs=[{"type": "turn_over"}] + data["inputs"][1:])
    with pytest.raises(MatchError):
        EnculetteMatch.from_save(broken)
    with pytest.raises(MatchError):
        EnculetteMatch.from_save({"format": 99})
    for bad in (dict(data, variant=["x"]), dict(data, options={"broc": "lots"}),
                dict(data, seats=["human"]), {"format": 1}):
        with pytest.raises(MatchError):
            EnculetteMatch.from_save(bad)


def test_refusals_speak_french_to_players():
    match = EnculetteMatch(["expert", "human"], seed=1)
    with pytest.raises(MatchError) as refused:
        match.human_shake()
    assert refused.value.text("fr") == "C'est au tour du joueur 1 (un bot)."
    assert refused.value.text("en") == "It is the turn of player 1 (a bot)."


def test_bad_set_ups_are_refused():
    for seats in (["human"], ["human", "wizard"], ["human"] * 17):  # the rules' 2 to 16
        with pytest.raises(MatchError):
            EnculetteMatch(seats)
    with pytest.raises(MatchError, match="variant"):
        EnculetteMatch(["human", "expert"], variant="poker")
    with pytest.raises(MatchError):
        EnculetteMatch(["human", "expert"], seed=-3)
    assert EnculetteMatch(["human", "expert"], variant="aveugle").state.options.blind_reshake
    match = EnculetteMatch(["human", "expert"])
    with pytest.raises(ValueError):
        match.update(math.nan)
    assert isinstance(match.view(0), TasseView)


def test_the_blind_variant_reshakes_the_real_tasse_and_hides_the_new_roll():
    from deboule.rules.enculette import Reshake

    match = EnculetteMatch(["human", "expert"], seed=8, variant="aveugle", headless=True)
    match.human_shake()
    first = match.visible_faces(0)
    assert first is not None and Reshake() in [a for _, a in match.menu()]
    shakes_before = match.tasses.worlds[0].time
    match.human_action(Reshake())
    # seed: "secouent à nouveau ... sans pouvoir regarder le résultat obtenu"
    assert match.must_shake()
    match.human_shake()
    assert match.tasses.worlds[0].time > shakes_before  # the physics shook the Tasse again
    assert match.state.history[-1].faces == match.tasses.worlds[0].dice_faces()
    assert match.visible_faces(0) is None
    assert all(isinstance(a, Announce) for _, a in match.menu())
