"""Symbols (D8), the Déchole (D9), towers and the fallen-tower penalty (D10)."""

from __future__ import annotations

import math

import pytest
from test_deboule_support import (
    assert_refused,
    new_game,
    roll_off,
    start_2p,
    start_round,
    throw,
)

from deboule.rules.deboule import (
    Basculer,
    Chapeauter,
    ChooseStarter,
    ChooseTowers,
    Dechole,
    EffectRequest,
    ForceRelance,
    KeepOrRethrowRequest,
    KinematicRequest,
    Observed,
    PieceObs,
    PutBack,
    PutBackRequest,
    Relance,
    Renounce,
    TableObs,
    Thrown,
    ThrowRequest,
)
from deboule.rules.deboule.scripted import TableBuilder

# -- D8 Flèche: relance -------------------------------------------------------------------------


def test_fleche_offers_a_relance_whose_new_symbol_has_no_effect():
    # seed: "En cas de relance, on n'applique pas l'effet du nouveau symbole obtenu"
    game, b = start_2p()
    throw(game, b, "red-1", 0.6, 0.0, "fleche")
    req = game.pending
    assert isinstance(req, EffectRequest) and req.relance and req.player == 0
    assert game.legal_actions() == [Relance(), Renounce()]
    game.apply(Relance())
    req = game.pending
    assert isinstance(req, ThrowRequest) and req.purpose == "relance"
    assert req.pieces == ("red-1",) and req.player == 0
    throw(game, b, "red-1", 0.7, 0.0, "chapeau")  # a chapeau now: no effect
    assert isinstance(game.pending, ThrowRequest) and game.pending.side == 1


def test_renounced_symbol_is_lost():
    # seed: "Si un joueur renonce à un effet, il ne pourra pas en bénéficier plus tard."
    game, b = start_2p()
    throw(game, b, "red-1", 0.6, 0.0, "fleche")
    game.apply(Renounce())
    assert isinstance(game.pending, ThrowRequest) and game.pending.side == 1
    throw(game, b, "green-1", 0.78, 0.0)
    throw(game, b, "red-2", 0.5, 0.1)  # p0's next turn: the flèche of red-1 is not offered
    assert isinstance(game.pending, ThrowRequest)


def test_symbol_only_on_the_throwers_own_die():
    # D8: "A symbol counts only on the thrower's own déboule" - knocking an opponent's die
    # onto a flèche gives nothing to anyone
    game, b = start_2p()
    throw(game, b, "red-1", 0.6, 0.0, "blank")
    b.face("red-1", "fleche")
    throw(game, b, "green-1", 0.7, 0.0, "blank")
    assert isinstance(game.pending, ThrowRequest) and game.pending.side == 0


def test_symbol_needs_the_die_in_play():
    game, b = start_2p()
    b.place("red-1", 0.6, 0.0, "fleche").out("red-1")
    game.apply(Thrown("red-1", b.build()))
    assert isinstance(game.pending, ThrowRequest)


# -- D8 Chapeau ---------------------------------------------------------------------------------


def _chapeau_position():
    game, b = start_2p()
    throw(game, b, "red-1", 0.60, 0.0)  # 0.182 from the cochondé
    throw(game, b, "green-1", 0.75, 0.0)  # 0.032: p0 is farther
    throw(game, b, "red-2", 0.55, 0.10, "chapeau")
    return game, b


def test_chapeau_targets_nearest_opposing_die_or_nearest_free_tower():
    # seed: "sur la déboule adverse la plus proche de la sienne ou la DéTour libre la plus
    # proche (il choisit l'une des deux possibilités)"
    game, b = _chapeau_position()
    req = game.pending
    assert isinstance(req, EffectRequest)
    assert req.chapeau_targets == ("green-1", "tower-1")  # tower-1 stands at (0.48, 0.15)
    assert_refused(game, Chapeauter("red-1"), "targets")  # one's own die
    assert_refused(game, Chapeauter("tower-0"), "targets")  # not the nearest free tower
    game.apply(Chapeauter("green-1"))
    req = game.pending
    assert isinstance(req, KinematicRequest)
    assert (req.op, req.piece, req.target) == ("place_on", "red-2", "green-1")
    b.place("red-2", on="green-1", face="chapeau")  # "La même face doit rester visible"
    game.apply(Observed(b.build()))
    # green-1 is covered: side 1 has no valid piece and throws
    assert game.side_distances()[1] == float("inf")
    assert game.pending.side == 1


def test_chapeau_onto_a_free_tower_takes_it():
    # seed: "Si un joueur a l'occasion de chapeauder une tour, cette dernière devient sa
    # propriété et compte en entier ... (on mesure la distance depuis la base de la tour)"
    game, b = _chapeau_position()
    game.apply(Chapeauter("tower-1"))
    b.place("red-2", on="tower-1", face="chapeau")
    game.apply(Observed(b.build()))
    assert game.tower_owner("tower-1") == 0
    pieces = {p.piece: p for p in game.valid_pieces()}
    # measured from the tower's base: disc at (0.48, 0.15), radius 0.015, cochondé at 0.8
    expected_gap = math.hypot(0.8 - 0.007 - 0.48, 0.15 - 0.007) - 0.015
    assert pieces["red-2"].distance == pytest.approx(expected_gap, abs=1e-9)


def test_chapeau_tie_offers_both_equidistant_opponents():
    game, b = start_2p()
    throw(game, b, "red-1", 0.60, 0.0)
    throw(game, b, "green-1", 0.45, 0.0)  # farther: side 1 throws again
    throw(game, b, "green-2", 0.45, 0.2)
    throw(game, b, "yellow-1", 0.77, 0.0)  # close: back to side 0
    throw(game, b, "red-2", 0.45, 0.1, "chapeau")  # green-1 and green-2 both 0.078 away
    assert game.pending.chapeau_targets == ("green-1", "green-2", "tower-1")


def test_occupied_tower_counts_as_an_opposing_deboule():
    # seed: "une détour occupée est considérée comme une déboule adverse"
    game, b = start_2p()
    throw(game, b, "red-1", 0.60, 0.0)
    throw(game, b, "green-1", on="tower-1")  # lands on the tower: side 1 owns it (D10)
    assert game.tower_owner("tower-1") == 1
    throw(game, b, "green-2", 0.75, 0.0)
    throw(game, b, "red-2", 0.55, 0.15, "chapeau")
    # green-1 is measured from the tower's disc (0.044 away), the nearest free tower is tower-0
    assert game.pending.chapeau_targets == ("green-1", "tower-0")
    game.apply(Chapeauter("green-1"))
    b.place("red-2", on="green-1", face="chapeau")
    game.apply(Observed(b.build()))
    assert game.tower_owner("tower-1") == 0  # the tower follows its top déboule


def test_own_tower_is_neither_free_nor_opposing():
    game, b = start_2p()
    throw(game, b, "red-1", on="tower-1")
    throw(game, b, "green-1", 0.75, 0.0)
    throw(game, b, "red-2", 0.50, 0.15, "chapeau")
    assert "tower-1" not in game.pending.chapeau_targets
    assert "red-1" not in game.pending.chapeau_targets


# -- D8 Losange: bascule --------------------------------------------------------------------------


def test_bascule_in_a_feasible_direction_new_face_no_symbol():
    # seed: "faire basculer sa déboule d'un quart de tour dans la direction de son choix ...
    # On n'applique pas l'effet du nouveau symbole obtenu"
    game, b = start_2p()
    throw(game, b, "red-1", 0.6, 0.0, "losange", tips=("far", "left"))
    req = game.pending
    assert req.bascule_directions == ("far", "left")
    assert_refused(game, Basculer("near"), "blocked")  # refused bascule (D8)
    game.apply(Basculer("far"))
    req = game.pending
    assert (req.op, req.piece, req.direction) == ("tip", "red-1", "far")
    b.place("red-1", 0.622, 0.0, "fleche")
    game.apply(Observed(b.build()))
    assert isinstance(game.pending, ThrowRequest) and game.pending.side == 1


def test_thrown_pieces_must_be_pressed_flat_but_not_after_a_bascule():
    # D5: "A déboule ... that rests tilted ... is pressed flat ... Not during a bascule."
    game, b = start_2p()
    obs = b.place("red-1", 0.6, 0.0, "losange").build()
    leaning = dict(obs.pieces)
    p = leaning["red-1"]
    leaning["red-1"] = PieceObs(p.id, p.kind, p.footprint, p.top_face, p.resting_on, True,
                                flat=False)
    assert_refused(game, Thrown("red-1", TableObs(leaning), tip_directions=("far",)), "flat")
    game.apply(Thrown("red-1", obs, tip_directions=("far",)))
    game.apply(Basculer("far"))
    after = dict(b.place("red-1", 0.62, 0.0, "arc").build().pieces)
    p = after["red-1"]
    after["red-1"] = PieceObs(p.id, p.kind, p.footprint, p.top_face, p.resting_on, True,
                              flat=False)
    game.apply(Observed(TableObs(after)))  # a tipped die is not pressed flat
    assert game.table.pieces["red-1"].top_face == "arc"


def test_bascule_blocked_everywhere_offers_nothing():
    game, b = start_2p()
    throw(game, b, "red-1", 0.6, 0.0, "losange", tips=())
    assert isinstance(game.pending, ThrowRequest) and game.pending.side == 1


def test_losange_without_tip_directions_is_refused():
    game, b = start_2p()
    b.place("red-1", 0.6, 0.0, "losange")
    assert_refused(game, Thrown("red-1", b.build()), "tip_directions")
    assert_refused(game, Thrown("red-1", b.build(), tip_directions=("up",)), "tip_directions")


# -- D8 Arc: force la relance --------------------------------------------------------------------


def test_arc_forces_an_opponent_to_rethrow_not_own_not_on_tower():
    # seed: "Il ne peut pas choisir une des siennes ... Il ne peut pas choisir une déboule sur
    # une tour."
    game, b = start_2p()
    throw(game, b, "red-1", 0.60, 0.0)
    throw(game, b, "green-1", on="tower-1")
    throw(game, b, "green-2", 0.75, 0.0)
    throw(game, b, "red-2", 0.5, 0.0, "arc")
    req = game.pending
    assert req.force_targets == ("green-2",)
    assert_refused(game, ForceRelance("green-1"), "tower")
    assert_refused(game, ForceRelance("red-1"), "own")
    game.apply(ForceRelance("green-2"))
    req = game.pending
    # "its owner throws it again from behind the réglette"
    assert isinstance(req, ThrowRequest) and req.purpose == "forced_relance"
    assert req.player == 1 and req.pieces == ("green-2",)
    throw(game, b, "green-2", 0.3, 0.1, "fleche")  # the new symbol does not count
    assert isinstance(game.pending, ThrowRequest) and game.pending.purpose == "deboule"
    assert game.pending.side == 1  # side 1 now farther: its tower 0.33 away, red-1 0.182


def test_after_an_arc_what_the_forced_throw_knocks_over_gives_no_dechole():
    # D9: "after an Arc, the forced throw is the owner's throw: what it knocks over gives the
    # Arc's user no Déchole, even in their colour"
    game, b = start_2p()
    throw(game, b, "red-1", 0.60, 0.0, "blank")
    throw(game, b, "green-1", on="tower-1")
    throw(game, b, "green-2", 0.75, 0.0)
    throw(game, b, "red-2", 0.5, 0.0, "arc")
    assert game.pending.dechole_targets == ()  # red shows arc + blank: no combination yet
    game.apply(ForceRelance("green-2"))
    b.face("red-1", "fleche")  # green-2's forced throw knocks red-1 onto its flèche
    throw(game, b, "green-2", 0.62, 0.02, "blank")
    assert not isinstance(game.pending, EffectRequest)  # no Déchole offered to player 0
    assert isinstance(game.pending, ThrowRequest) and game.pending.purpose == "deboule"
    assert any(e.kind == "combination_not_own" and e.data["player"] == 0 and e.data["by"] == 1
               for e in game.events)


def test_forced_relance_of_a_partners_die():
    # seed: "Il peut choisir un adversaire ou son partenaire."
    game = new_game(4, teams=True)
    roll_off(game, 0)
    game.apply(ChooseStarter(0))
    b = start_round(game)
    # team 0 = players 0 (red) and 2 (green); team 1 = players 1 (blue) and 3 (yellow)
    throw(game, b, "green-1", 0.6, 0.0)
    throw(game, b, "blue-1", 0.75, 0.0)
    throw(game, b, "red-1", 0.5, 0.0, "arc")
    req = game.pending
    assert req.player == 0
    assert set(req.force_targets) == {"green-1", "blue-1"}
    game.apply(ForceRelance("green-1"))
    req = game.pending
    assert req.purpose == "forced_relance" and req.player == 2  # the partner throws it
    throw(game, b, "green-1", 0.78, 0.0, "fleche")
    assert game.pending.purpose == "deboule"


# -- D9 Déchole -----------------------------------------------------------------------------------


def _red_pair(face1: str, face2: str, tips=None):
    game, b = start_2p()
    throw(game, b, "red-1", 0.60, 0.0, face1)
    if isinstance(game.pending, EffectRequest):
        game.apply(Renounce())
    throw(game, b, "green-2", on="tower-1")  # far: side 1 throws again
    throw(game, b, "green-1", 0.75, 0.0)
    throw(game, b, "red-2", 0.55, -0.05, face2, tips=tips)
    return game, b


def test_arc_and_fleche_of_one_colour_make_a_dechole():
    # seed: "Le joueur peut alors désigner une déboule adverse qui est immédiatement retirée du
    # jeu ... (il ne peut pas cibler une déboule sur une tour)"
    game, b = _red_pair("fleche", "arc")
    req = game.pending
    assert req.dechole_targets == ("green-1",)  # green-2 is on a tower
    assert req.force_targets == ("green-1",)  # the arc symbol is also there: choose one
    assert_refused(game, Dechole("green-2"), "tower")
    game.apply(Dechole("green-1"))
    req = game.pending
    assert (req.op, req.piece) == ("remove", "green-1")
    b.remove("green-1")
    game.apply(Observed(b.build()))
    assert "green-1" in game.removed
    assert isinstance(game.pending, ThrowRequest) and game.pending.purpose == "deboule"


def test_dechole_observation_must_show_the_piece_removed():
    game, b = _red_pair("fleche", "arc")
    game.apply(Dechole("green-1"))
    assert_refused(game, Observed(b.build()), "removed")


def test_symbol_and_combination_are_exclusive():
    # seed: "Si le joueur choisit de faire l'action du symbole seul il renonce à la
    # combinaison."
    game, b = _red_pair("fleche", "arc")
    game.apply(ForceRelance("green-1"))
    throw(game, b, "green-1", 0.7, 0.1, "blank")
    # red-1 flèche + red-2 arc still show, but the combination was renounced
    assert isinstance(game.pending, ThrowRequest) and game.pending.purpose == "deboule"
    assert not any(e.kind == "dechole" for e in game.events)


def test_combination_of_two_colours_is_not_valid():
    # seed: "une combinaison n'est valide que si les deux déboules ... sont de même couleur"
    game, b = start_2p()
    throw(game, b, "red-1", 0.60, 0.0, "fleche")
    game.apply(Renounce())
    throw(game, b, "green-1", 0.75, 0.0)
    throw(game, b, "blue-1", 0.55, -0.05, "blank")
    assert isinstance(game.pending, ThrowRequest)
    b.face("blue-1", "arc")
    throw(game, b, "blue-2", 0.5, 0.1, "blank")  # blue arc + red flèche: nothing
    assert isinstance(game.pending, ThrowRequest)


def test_partners_colour_does_not_combine():
    # D9: "two of the thrower's own déboules"
    game = new_game(4, teams=True)
    roll_off(game, 0)
    game.apply(ChooseStarter(0))
    b = start_round(game)
    throw(game, b, "green-1", 0.6, 0.0, "fleche")  # player 2
    game.apply(Renounce())
    throw(game, b, "blue-1", 0.75, 0.0)
    throw(game, b, "red-1", 0.55, 0.0, "blank")  # player 0: red blank
    assert isinstance(game.pending, ThrowRequest)
    b.face("red-1", "arc")
    throw(game, b, "red-2", 0.5, 0.1, "blank")  # red arc + blank, green flèche: no combination
    assert isinstance(game.pending, ThrowRequest)


def test_bascule_can_make_the_combination():
    # seed: "basculer ... (se rapprocher, s'éloigner, réussir une combinaison...)"; D8: faces
    # from a bascule "do count for a combination"
    game, b = _red_pair("arc", "losange", tips=("left",))
    req = game.pending
    assert req.bascule_directions == ("left",) and req.dechole_targets == ()
    assert req.force_targets == ()  # red-1's arc was the earlier throw's symbol, not this one
    game.apply(Basculer("left"))
    b.place("red-2", 0.55, -0.072, "fleche")
    game.apply(Observed(b.build()))
    req = game.pending
    assert isinstance(req, EffectRequest)
    assert req.dechole_targets == ("green-1",) and not req.relance
    game.apply(Dechole("green-1"))
    b.remove("green-1")
    game.apply(Observed(b.build()))
    assert "green-1" in game.removed


def test_relance_can_make_the_combination():
    # seed: "En cas de relance, on n'applique pas l'effet du nouveau symbole obtenu (sauf en
    # cas de combinaison)"
    game, b = _red_pair("fleche", "fleche")
    req = game.pending
    assert req.relance and req.dechole_targets == ()  # flèche + flèche: no combination yet
    game.apply(Relance())
    throw(game, b, "red-2", 0.5, 0.1, "arc")
    req = game.pending
    assert isinstance(req, EffectRequest)
    assert req.dechole_targets == ("green-1",)
    assert req.force_targets == () and not req.relance  # the arc itself gives nothing


def test_combination_made_by_an_opponent_has_no_effect_even_in_ones_colour():
    # seed: "Si lors d'un lancer un joueur provoque l'apparition d'une combinaison d'une autre
    # couleur que la sienne, les effets ne sont pas appliqués." D9: "one that another player's
    # throw produces ... has no effect, even in the thrower's colour"
    game, b = start_2p()
    throw(game, b, "red-1", 0.60, 0.0, "arc")  # no opposing die yet: no target, no offer
    throw(game, b, "green-1", 0.75, 0.0)
    throw(game, b, "red-2", 0.40, 0.2, "blank")
    throw(game, b, "blue-1", 0.78, 0.0)  # 0.002: side 1 throws
    b.face("red-2", "fleche")  # green-2 knocks red-2 onto its flèche: red arc + flèche
    throw(game, b, "green-2", 0.80, 0.019, "blank")  # 0.001 from the cochondé
    assert isinstance(game.pending, ThrowRequest) and game.pending.side == 0
    assert not any(e.kind in ("dechole", "renounce") for e in game.events)
    assert any(e.kind == "combination_not_own" and e.data["player"] == 0
               and e.data["colour"] == "red" for e in game.events)
    # at the end of p0's next turn the combination still shows in p0's colour, but p0's throw
    # did not make it: nothing is offered (before D9 was extended, the Déchole was)
    throw(game, b, "blue-2", 0.30, 0.0, "blank")
    assert not isinstance(game.pending, EffectRequest)
    assert not any(e.kind == "dechole" for e in game.events)


def test_renounced_combination_is_not_offered_again():
    game, b = start_2p()
    throw(game, b, "red-1", 0.60, 0.0, "fleche")
    game.apply(Renounce())
    throw(game, b, "green-1", 0.75, 0.0)
    throw(game, b, "red-2", 0.50, 0.1, "arc")
    req = game.pending
    assert req.dechole_targets == ("green-1",) and req.force_targets == ("green-1",)
    game.apply(Renounce())
    throw(game, b, "blue-1", 0.45, -0.2, "blank")  # red flèche + arc still show
    assert isinstance(game.pending, ThrowRequest) and game.pending.side == 0


# -- D10 towers ---------------------------------------------------------------------------------


def test_fallen_tower_is_erected_conceded_and_no_effect():
    # seed: "la tour est redressée sur sa base là où elle est tombée et concédée à l'adversaire
    # ... le fautif ne pourra bénéficier d'aucun effet de symbole ou de combinaison ce tour-ci."
    game, b = start_2p()
    b.tower("tower-1", 0.50, 0.20, fallen=True)
    throw(game, b, "red-1", 0.6, 0.0, "fleche")
    req = game.pending
    assert isinstance(req, KinematicRequest) and (req.op, req.piece) == ("erect", "tower-1")
    b.tower("tower-1", 0.50, 0.20)
    game.apply(Observed(b.build()))
    assert game.conceded == {"tower-1": 1}
    assert game.tower_owner("tower-1") == 1
    # the flèche gives nothing; side 1 owns the tower, 0.336 away: farther than red-1
    assert isinstance(game.pending, ThrowRequest) and game.pending.purpose == "deboule"
    assert game.pending.side == 1
    assert any(p.piece == "tower-1" and p.side == 1 for p in game.valid_pieces())


def test_fallen_tower_with_the_opponents_die_may_be_put_back():
    game, b = start_2p()
    throw(game, b, "red-1", 0.6, 0.0)
    throw(game, b, "green-1", on="tower-1")
    throw(game, b, "green-2", 0.75, 0.0)
    # red-2 knocks tower-1 down: green-1 falls to the table
    b.tower("tower-1", 0.52, 0.18, fallen=True).place("green-1", 0.55, 0.22, "chapeau")
    throw(game, b, "red-2", 0.5, 0.1, "arc")
    assert game.pending.op == "erect"
    b.tower("tower-1", 0.52, 0.18)
    game.apply(Observed(b.build()))
    req = game.pending
    assert isinstance(req, PutBackRequest) and req.pieces == ("green-1",) and req.player == 1
    game.apply(PutBack("green-1"))
    req = game.pending
    assert (req.op, req.piece, req.target) == ("place_on", "green-1", "tower-1")
    b.place("green-1", on="tower-1", face="chapeau")
    game.apply(Observed(b.build()))
    assert game.tower_owner("tower-1") == 1
    # no effect for the faulty thrower although red-2 shows the arc
    assert isinstance(game.pending, ThrowRequest) and game.pending.purpose == "deboule"


def test_put_back_may_be_declined():
    game, b = start_2p()
    throw(game, b, "red-1", 0.6, 0.0)
    throw(game, b, "green-1", on="tower-1")
    throw(game, b, "green-2", 0.75, 0.0)
    b.tower("tower-1", 0.52, 0.18, fallen=True).place("green-1", 0.55, 0.22, "blank")
    throw(game, b, "red-2", 0.5, 0.1)
    b.tower("tower-1", 0.52, 0.18)
    game.apply(Observed(b.build()))
    game.apply(Renounce())
    assert game.tower_owner("tower-1") == 1  # conceded all the same
    assert isinstance(game.pending, ThrowRequest)


def test_tower_conceded_then_chapeaute_by_the_other_side():
    game, b = start_2p()
    b.tower("tower-1", 0.50, 0.20, fallen=True)
    throw(game, b, "red-1", 0.6, 0.0)
    b.tower("tower-1", 0.50, 0.20)
    game.apply(Observed(b.build()))
    assert game.tower_owner("tower-1") == 1
    throw(game, b, "green-1", 0.75, 0.0)  # side 1 closer
    throw(game, b, "red-2", 0.55, 0.2, "chapeau")
    # the conceded tower counts as an opposing déboule and is nearer than green-1
    req = game.pending
    assert req.chapeau_targets[0] == "tower-1"
    assert "tower-0" in req.chapeau_targets  # nearest free tower
    game.apply(Chapeauter("tower-1"))
    b.place("red-2", on="tower-1", face="chapeau")
    game.apply(Observed(b.build()))
    assert game.tower_owner("tower-1") == 0
    assert game.conceded == {}


def test_tower_knocked_by_the_cochonde_throw_is_conceded():
    game = new_game(2)
    roll_off(game, 0)
    game.apply(ChooseStarter(0))
    game.apply(ChooseTowers((0, 2, 6, 8)))
    b = TableBuilder((0, 2, 6, 8))
    game.apply(Observed(b.build()))
    b.cochonde(0.8, 0.0, 4).tower("tower-2", 0.9, -0.1, fallen=True)
    game.apply(Thrown("cochonde", b.build()))
    assert game.pending.op == "erect"
    b.tower("tower-2", 0.9, -0.1)
    game.apply(Observed(b.build()))
    assert isinstance(game.pending, KeepOrRethrowRequest)
    assert game.conceded == {"tower-2": 1}


def test_cochonde_knocked_to_a_new_face_changes_the_stake():
    # seed: "Si le chiffre du cochondé change en cours de manche, la mise de points change"
    game, b = start_2p(face=3)
    assert game.stake == 3
    b.cochonde(0.82, 0.01, 6)
    throw(game, b, "red-1", 0.79, 0.0)
    assert game.stake == 6


def test_fallen_tower_goes_to_the_next_opponent_in_turn_order():
    # D10: "with several opponents: to the next opponent in turn order"
    game = new_game(3)
    roll_off(game, 0)
    game.apply(ChooseStarter(1))
    b = start_round(game)
    assert game.turn_order == (1, 2, 0)
    b.tower("tower-0", 0.5, -0.1, fallen=True)
    throw(game, b, "blue-1", 0.6, 0.0)  # player 1 knocks tower-0 down
    b.tower("tower-0", 0.5, -0.1)
    game.apply(Observed(b.build()))
    assert game.conceded == {"tower-0": 2}


def test_faulty_thrower_of_a_forced_relance_is_the_forced_player():
    # R16: the forced player knocks the tower; the turn's player keeps his end-of-turn check
    game, b = start_2p()
    throw(game, b, "red-1", 0.60, 0.0)
    throw(game, b, "green-1", 0.75, 0.0)
    throw(game, b, "red-2", 0.5, 0.0, "arc")
    game.apply(ForceRelance("green-1"))
    b.tower("tower-3", 0.9, 0.1, fallen=True)
    throw(game, b, "green-1", 0.85, 0.05)
    b.tower("tower-3", 0.9, 0.1)
    game.apply(Observed(b.build()))
    assert game.conceded == {"tower-3": 0}  # conceded by side 1 to side 0


def test_tower_knocked_off_the_table_is_gone_for_the_round():
    # seed: "Tout élément de jeu sortant de cet espace lors d'un lancer est retiré"
    game, b = start_2p()
    throw(game, b, "red-1", 0.60, 0.0)
    b.out("tower-1")
    throw(game, b, "green-1", 0.75, 0.0)
    assert "tower-1" in game.removed
    throw(game, b, "red-2", 0.55, 0.10, "chapeau")
    assert "tower-1" not in game.pending.chapeau_targets
    assert "tower-0" in game.pending.chapeau_targets
