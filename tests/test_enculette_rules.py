"""Every rule of L'Enculette with scripted dice (seed: seeds/enculette.txt, rulings E1-E4)."""

import pytest

from deboule.rules.enculette import (
    CHANCE,
    TERMINAL,
    Announce,
    Back,
    Believe,
    Denounce,
    DiceError,
    DiceShaken,
    Doubt,
    Faute,
    FauteKind,
    IllegalAction,
    Join,
    OptionError,
    Options,
    PassUnseen,
    Phase,
    Refill,
    Reshake,
    Reveal51,
    TimeOut,
    new_game,
)


def shake(state, a, b):
    assert state.current_player() == CHANCE
    state.apply(DiceShaken((a, b)))


def drinks(state):
    return list(state.gorgees)


def announce(state, value, to=None):
    server = state.current_player()
    if to is None:
        to = state.neighbour(server)
    state.apply(Announce(value, to))


def test_start_is_a_chance_node_for_the_first_player():
    state = new_game(3)
    assert state.current_player() == CHANCE
    assert state.cup().server == 0
    assert state.legal_actions() == [] and state.deciders() == ()  # the shake is chance's
    assert len(state.chance_outcomes()) == 36
    assert sum(p for _, p in state.chance_outcomes()) == pytest.approx(1.0)
    assert state.chance_request().kind == "shake" and state.chance_request().actor == 0


def test_server_sees_the_dice_and_nobody_else():
    # Seed: "soulève discrètement la tasse de manière à voir l'indication donnée par les deux dés
    # sans que ses compagnons de jeu ne puissent faire de même."
    state = new_game(3)
    shake(state, 4, 6)
    assert state.current_player() == 0
    assert state.observation(0)["cups"][0]["dice"] == [4, 6]
    for other in (1, 2):
        view = state.observation(other)
        assert view["cups"][0]["dice"] is None
        assert "4, 6" not in str(view) and "[4, 6]" not in str(view)


def test_server_may_announce_less_exactly_or_more_to_the_neighbour():
    # Seed: "1/ Annoncer moins ... 2/ Annoncer exactement ... 3/ Annoncer plus que ce qu'il a".
    state = new_game(3)
    shake(state, 4, 6)  # 64
    legal = state.legal_actions()
    for value in (32, 64, 66):  # less, exact, more
        assert Announce(value, 1) in legal
    assert Announce(64, 2) not in legal  # only the neighbour, in the turning direction
    with pytest.raises(IllegalAction):
        state.apply(Announce(64, 2))


def test_true_announcement_doubted_receiver_drinks_and_restarts_from_zero():
    state = new_game(3)
    shake(state, 4, 6)
    announce(state, 63)  # less than the 64 held
    state.apply(Doubt())
    # Seed: "Si l'annonce correspond ou est inférieure à l'indication des deux dés, le receveur a
    # perdu" -- E2: one gorgée.
    assert drinks(state) == [0, 1, 0]
    cup = state.cup()
    assert cup.phase is Phase.SHAKE and cup.server == 1 and cup.floor is None
    shake(state, 1, 3)  # the loser restarts from zero: even 31 may be announced
    assert Announce(31, 2) in state.legal_actions()


def test_exact_announcement_counts_as_true():
    state = new_game(2)
    shake(state, 2, 2)
    announce(state, 22)
    state.apply(Doubt())
    assert drinks(state) == [0, 1]


def test_lie_doubted_server_drinks_and_restarts():
    # Seed: "Si l'annonce est supérieure à l'indication des deux dés, le serveur a menti".
    state = new_game(3)
    shake(state, 4, 6)
    announce(state, 11)
    state.apply(Doubt())
    assert drinks(state) == [1, 0, 0]
    assert state.cup().server == 0 and state.cup().floor is None
    assert state.events[-1].kind == "drank" and state.events[-1].reason == "caught_lying"


def test_believe_takes_the_cup_unseen_and_must_announce_higher():
    # Seed: "le receveur prend la Tasse sans regarder le contenu, et re-secoue à son tour. Il se
    # doit alors de faire à son prochain une annonce supérieure à celle qu'il a reçue."
    state = new_game(3)
    shake(state, 4, 6)
    announce(state, 64)
    state.apply(Believe())
    assert state.current_player() == CHANCE and state.cup().server == 1
    assert state.observation(1)["cups"][0]["dice"] is None  # unseen
    shake(state, 1, 3)  # 31: below 64, must bluff
    values = {a.value for a in state.legal_actions() if isinstance(a, Announce)}
    assert values == {65, 11, 22, 33, 44, 55, 66, 21}
    with pytest.raises(IllegalAction, match="does not beat"):
        state.apply(Announce(64, 2))
    announce(state, 65)
    assert state.cup().receiver == 2 and state.current_player() == 2


def test_enculette_may_be_announced_to_any_player_who_can_only_lift():
    # Seed: "Cette annonce peut être faite par le serveur à n'importe quel joueur présent dans le
    # cercle. Si l'annonceur possède réellement une Enculette, le receveur suit la procédure".
    state = new_game(4)
    shake(state, 2, 1)
    targets = {a.to for a in state.legal_actions() if isinstance(a, Announce) and a.value == 21}
    assert targets == {1, 2, 3}
    state.apply(Announce(21, 2))  # not the neighbour
    assert state.current_player() == 2
    assert state.legal_actions() == [Doubt()]
    with pytest.raises(IllegalAction, match="nothing beats"):
        state.apply(Believe())
    state.apply(Doubt())
    assert drinks(state) == [0, 0, 1, 0]
    assert state.cup().server == 2  # "le joueur perdant ... relance la Tasse"


def test_false_enculette_announcer_drinks():
    # Seed: "Dans le cas contraire, la procédure s'applique à l'annonceur."
    state = new_game(4)
    shake(state, 6, 6)
    state.apply(Announce(21, 3))
    state.apply(Doubt())
    assert drinks(state) == [1, 0, 0, 0]
    assert state.cup().server == 0


def test_thirty_one_once_per_server_second_is_faute_grave_third_tres_grave():
    # E3: "A server may announce 31 once per game; a second time is a faute grave." Seed: "Annonce
    # persistante de la combinaison 31" is a faute très grave (E2: three gorgées).
    state = new_game(2)
    shake(state, 1, 3)
    announce(state, 31)  # the first is fine
    state.apply(Doubt())  # 31 is always true: the receiver drinks
    assert drinks(state) == [0, 1]
    shake(state, 1, 3)
    announce(state, 31)  # player 1's own first 31: fine (once per server)
    state.apply(Doubt())
    assert drinks(state) == [1, 1]
    shake(state, 3, 1)
    announce(state, 31)  # player 0's second: faute grave, the 31 is refused (EN-31)
    assert drinks(state) == [2, 1]
    assert state.cup().phase is Phase.ANNOUNCE and state.current_player() == 0
    assert [e.reason for e in state.events if e.kind == "faute"] == ["second_31"]
    announce(state, 31)  # persistent: faute très grave
    assert drinks(state) == [5, 1]
    assert [e.reason for e in state.events if e.kind == "faute"][-1] == "persistent_31"
    announce(state, 32)
    assert state.cup().phase is Phase.RESPOND and state.cup().announced == 32


def test_hidden_51_caught_costs_three():
    # Seed: "Ne pas le dévoiler ... S'il est pris par le receveur, l'annonceur doit boire
    # obligatoirement trois quantités étalon" (E2).
    state = new_game(3)
    shake(state, 5, 1)
    announce(state, 62)
    state.apply(Doubt())
    assert drinks(state) == [3, 0, 0]
    assert state.events[-1].reason == "hidden_51"
    assert state.cup().server == 0 and state.cup().floor is None  # "relancer (remise à zéro)"


def test_hidden_51_announced_truthfully_is_not_caught():
    # EN-51a: "pris" means caught lying; a true announcement on a 51 costs the doubter one.
    state = new_game(3)
    shake(state, 1, 5)
    announce(state, 43)
    state.apply(Doubt())
    assert drinks(state) == [0, 1, 0]


def test_hidden_51_not_caught_goes_on():
    # Seed: "S'il n'est pas pris, le jeu suit son cours."
    state = new_game(3)
    shake(state, 5, 1)
    announce(state, 62)
    state.apply(Believe())
    assert drinks(state) == [0, 0, 0] and state.cup().floor == 62


def test_revealed_51_both_drink_and_server_restarts():
    # Seed: "Dévoiler publiquement le 51, et l'offrir à son voisin receveur. Auquel cas, les deux
    # joueurs suivent chacun la procédure absorption/remplissage. Le serveur refait ensuite une
    # nouvelle annonce (remise à zéro)."
    state = new_game(3)
    shake(state, 6, 6)
    announce(state, 66)
    state.apply(Believe())
    shake(state, 1, 5)  # player 1 holds a 51 and must beat 66
    assert Reveal51() in state.legal_actions()
    state.apply(Reveal51())
    assert drinks(state) == [0, 1, 1]
    cup = state.cup()
    assert cup.server == 1 and cup.floor is None and cup.phase is Phase.SHAKE
    revealed = [e for e in state.events if e.kind == "revealed_51"][0]
    assert revealed.faces == (1, 5) and revealed.to == 2  # public now


def test_reveal_51_needs_a_51():
    state = new_game(3)
    shake(state, 5, 2)
    assert Reveal51() not in state.legal_actions()
    with pytest.raises(IllegalAction, match="51"):
        state.apply(Reveal51())


def test_pass_unseen_from_teckel_up_each_pass_one_step_higher():
    # E4 and the seed's example of four players (E4 makes every pass raise, the first one too):
    # player 1 sings a Teckel, 2 passes Les Flics, 3 passes Caracaca, 4 lifts a Docteur: 3 drinks.
    state = new_game(4)
    shake(state, 3, 3)  # Docteur under the cup
    announce(state, 11)
    legal = state.legal_actions()
    assert PassUnseen(11, 2) not in legal  # E4: "each pass must raise ... at least one step"
    with pytest.raises(IllegalAction, match="raise"):
        state.apply(PassUnseen(11, 2))
    state.apply(PassUnseen(22, 2))
    assert state.observation(1)["cups"][0]["dice"] is None  # passed without looking
    assert state.cup().server == 1 and state.current_player() == 2
    state.apply(PassUnseen(44, 3))  # may jump more than one step
    state.apply(Doubt())
    # Seed: "Le dernier serveur est alors pleinement responsable de cette dernière annonce."
    assert drinks(state) == [0, 0, 1, 0]
    assert state.cup().server == 2


def test_pass_unseen_true_announcement_lifted_receiver_drinks():
    state = new_game(3)
    shake(state, 6, 6)
    announce(state, 11)
    state.apply(PassUnseen(55, 2))
    state.apply(Doubt())
    assert drinks(state) == [0, 0, 1]


@pytest.mark.parametrize("received", [31, 65, 21])
def test_no_pass_below_teckel_nor_on_an_enculette(received):
    # E4: "A receiver of an announcement of 11 (Teckel) or more, except 21".
    state = new_game(3)
    shake(state, 2, 1)
    announce(state, received)
    assert not any(isinstance(a, PassUnseen) for a in state.legal_actions())
    with pytest.raises(IllegalAction):
        state.apply(PassUnseen(66, 2))


def test_pass_up_to_an_enculette_goes_to_anyone():
    # EN-P1: a pass raised to 21 is an Enculette announcement, so it may go to any player.
    state = new_game(4)
    shake(state, 6, 6)
    announce(state, 66)
    targets = {a.to for a in state.legal_actions() if isinstance(a, PassUnseen)}
    assert targets == {0, 2, 3}
    state.apply(PassUnseen(21, 0))
    state.apply(Doubt())
    assert drinks(state) == [0, 1, 0, 0]


def test_blind_reshake_off_by_default():
    state = new_game(2)
    shake(state, 3, 1)
    assert Reshake() not in state.legal_actions()
    with pytest.raises(IllegalAction, match="variant is off"):
        state.apply(Reshake())


def test_blind_reshake_once_then_announce_without_seeing():
    # Seed: "secouent à nouveau et se trouvent alors dans l'obligation de faire une annonce sans
    # pouvoir regarder le résultat obtenu (annonce aveugle)."
    state = new_game(2, {"blind_reshake": True})
    shake(state, 3, 1)
    state.apply(Reshake())
    shake(state, 5, 1)
    assert state.observation(0)["cups"][0]["dice"] is None  # not even the server
    assert Reshake() not in state.legal_actions()
    assert Reveal51() not in state.legal_actions()  # a 51 the server never saw
    announce(state, 62)
    assert state.events[-1].blind is True
    state.apply(Doubt())
    assert drinks(state) == [3, 0]  # "consciemment ou sans le savoir": a hidden 51 all the same


def test_peek_faute_server_reshakes_and_keeps_the_floor():
    # Seed: "Regarder le lancer de la Tasse du serveur (dans ce cas là, le serveur doit relancer la
    # Tasse)." Faute grave: one gorgée.
    state = new_game(3)
    shake(state, 4, 4)
    announce(state, 44)
    state.apply(Believe())
    shake(state, 5, 5)
    state.apply(Faute(2, "peeked"))
    assert drinks(state) == [0, 0, 1]
    cup = state.cup()
    assert cup.phase is Phase.SHAKE and cup.server == 1 and cup.floor == 44 and cup.dice is None
    with pytest.raises(IllegalAction, match="no roll"):
        state.apply(Faute(2, "peeked"))  # nothing under the cup to look at now


def test_fautes_graves_and_tres_graves_cost_one_and_three():
    state = new_game(3)
    state.apply(Faute(1, "dropped_utensil"))  # "Tomber un ustensile de jeu"
    state.apply(Faute(2, "broken_cup"))  # "Briser la tasse ou la sous-tasse."
    state.apply(Faute(0, "against_spirit"))
    assert drinks(state) == [3, 1, 3]
    shake(state, 2, 3)
    state.apply(Faute(1, "stared"))  # EN-F2: très grave, and the server shakes again
    assert drinks(state) == [3, 4, 3] and state.is_chance_node()


def test_bad_faute_reports_are_refused_and_change_nothing():
    state = new_game(3)
    shake(state, 2, 3)
    before = state.snapshot()
    with pytest.raises(IllegalAction, match="unknown faute"):
        Faute(1, "sneezed")
    for bad in (Faute(1, "second_31"), Faute(0, "peeked"), Faute(5, "cheating"),
                Faute(1, "cheating", cup=3)):
        with pytest.raises(IllegalAction):
            state.apply(bad)
    assert state.snapshot() == before


def test_refill_rule_denounce_too_early_or_rightly():
    # Seed: faute grave: "Ne pas re-remplir la tasse-étalon après absorption." and "Dénoncer un
    # joueur pour non-remplissage de récipient avant que celui-ci ait effectué une annonce."
    state = new_game(3, {"refill_rule": True})
    shake(state, 6, 5)
    announce(state, 65)
    state.apply(Doubt())  # player 1 drinks and has a measure to refill
    assert state.unrefilled == {1: False}
    state.apply(Denounce(2, 1))  # before player 1 announced: the accuser is at fault
    assert drinks(state) == [0, 1, 1]
    shake(state, 3, 2)
    announce(state, 32)  # player 1 announces without refilling
    state.apply(Denounce(0, 1))
    assert drinks(state) == [0, 2, 1]
    assert state.unrefilled == {1: False, 2: False}  # one measure each, emptied again
    state.apply(Refill(1))
    state.apply(Refill(2))
    assert state.unrefilled == {}
    with pytest.raises(IllegalAction, match="nothing to refill"):
        state.apply(Refill(1))
    with pytest.raises(IllegalAction, match="refilled"):
        state.apply(Denounce(0, 1))


def test_refill_is_automatic_without_the_option():
    state = new_game(2)
    with pytest.raises(IllegalAction):
        state.apply(Refill(0))
    with pytest.raises(IllegalAction):
        state.apply(Denounce(0, 1))


def test_broc_empty_ends_the_game_fewest_gorgees_win():
    # E2: "The game ends when the broc ... is empty; the fewest gorgées wins."
    state = new_game(3, Options(broc=2))
    shake(state, 4, 6)
    announce(state, 66)
    state.apply(Doubt())  # player 0 lies: 1 gorgée
    assert not state.is_over and state.broc_left == 1
    shake(state, 2, 2)
    announce(state, 22)
    state.apply(Doubt())  # player 1 doubts a truth: 1 gorgée, broc empty
    assert state.is_over and state.current_player() == TERMINAL
    assert state.broc_left == 0 and state.winners() == (2,)
    assert state.legal_actions() == []
    with pytest.raises(IllegalAction, match="over"):
        state.apply(DiceShaken((1, 1)))


def test_penalty_is_counted_in_full_even_past_the_broc():
    # EN-B1: a caught hidden 51 costs three even if the broc held only one.
    state = new_game(2, Options(broc=1))
    shake(state, 5, 1)
    announce(state, 66)
    state.apply(Doubt())
    assert state.gorgees == [3, 0] and state.is_over and state.winners() == (1,)


def test_tie_shares_the_win():
    state = new_game(3, Options(broc=2))
    shake(state, 6, 6)
    announce(state, 66)
    state.apply(Believe())
    shake(state, 1, 1)
    announce(state, 21, to=2)
    state.apply(Doubt())  # player 1 lied
    shake(state, 1, 1)
    announce(state, 11)
    state.apply(Doubt())  # player 2 doubted a truth
    assert state.gorgees == [0, 1, 1] and state.winners() == (0,)


def test_several_cups_turn_in_opposite_directions_and_take_turns():
    # Seed: "Les Tasses circulent alors en sens inverse l'une de l'autre". EN-C1/EN-C2.
    state = new_game(4, {"cups": 2})
    first, second = state.cups
    assert (first.server, first.step) == (0, 1) and (second.server, second.step) == (2, -1)
    shake(state, 4, 2)  # cup 0
    assert state.current_cup == 1
    shake(state, 6, 3)  # cup 1
    assert state.current_player() == 0
    announce(state, 42)  # to player 1
    assert state.current_player() == 2
    assert {a.to for a in state.legal_actions() if isinstance(a, Announce) and a.value != 21} == {1}
    announce(state, 63)  # player 2 turns the other way: to player 1 too (a "tenaille")
    assert state.current_player() == 1 and state.cup().index == 0
    view = state.observation(1)
    assert [c["dice"] for c in view["cups"]] == [None, None]
    assert state.observation(2)["cups"][1]["dice"] == [6, 3]


def test_options_are_validated():
    with pytest.raises(OptionError, match="unknown option"):
        new_game(3, {"broc": 30, "jokers": True})
    for bad in ({"broc": 0}, {"broc": "30"}, {"cups": 2}, {"blind_reshake": 1},
                {"direction": "sideways"}, {"first_player": 3}, {"broc": float("nan")}):
        with pytest.raises(OptionError):
            new_game(3, bad)
    with pytest.raises(OptionError, match="players: a whole number from 2 to 16"):
        new_game(1)
    state = new_game(3, {"direction": "clockwise", "first_player": 1})
    shake(state, 2, 3)
    assert {a.to for a in state.legal_actions() if isinstance(a, Announce) and a.value != 21} == {0}


def test_illegal_actions_raise_value_errors_and_change_nothing():
    state = new_game(3)
    before = state.snapshot()
    for bad in (Announce(64, 1), Doubt(), Believe(), "doubt", None):
        with pytest.raises(ValueError):
            state.apply(bad)
    assert state.snapshot() == before
    shake(state, 4, 6)
    announce(state, 64)
    before = state.snapshot()
    for bad in (DiceShaken((1, 2)), Announce(65, 2), Reshake(), Reveal51(), PassUnseen(21, 0)):
        with pytest.raises(IllegalAction):
            state.apply(bad)
    assert state.snapshot() == before
    with pytest.raises(DiceError):
        DiceShaken((0, 7))
    with pytest.raises(IllegalAction, match="two faces"):
        DiceShaken((1, 2, 3))
    with pytest.raises(IllegalAction):
        Announce(12, 1)


def test_observation_of_unknown_player_raises():
    state = new_game(2)
    for bad in (-1, 2, True, "0"):
        with pytest.raises(IllegalAction):
            state.observation(bad)


def test_a_new_player_joins_if_most_players_present_do_not_object():
    # Seed: "Un nouveau joueur peut entrer dans le jeu à n'importe quel moment de la partie si la
    # majorité des joueurs déjà en place n'y voit pas d'inconvénient." EN-J1: next seat number.
    state = new_game(3)
    shake(state, 4, 2)
    state.apply(Join(against=(1,)))  # two of three do not object
    assert state.players == 4 and state.gorgees == [0, 0, 0, 0]
    announce(state, 42)  # seat 0 still announces to seat 1
    state.apply(Believe())
    shake(state, 5, 2)
    announce(state, 52)
    state.apply(Believe())
    shake(state, 6, 2)
    assert Announce(62, 3) in state.legal_actions()  # the newcomer sits after seat 2
    before = state.snapshot()
    with pytest.raises(IllegalAction, match="refused"):
        state.apply(Join(against=(0, 1)))  # two of four object: no majority
    with pytest.raises(IllegalAction, match="vote"):
        state.apply(Join(against=(7,)))
    assert state.snapshot() == before


def test_time_out_skips_the_player_until_they_come_back():
    # Seed: "ce temps mort ne concerne que le joueur qui le demande et est accordé par un vote à la
    # majorité des joueurs". EN-J2: the circle closes over the empty seat.
    state = new_game(4)
    state.apply(TimeOut(2, against=(3,)))
    assert state.present() == [0, 1, 3]
    shake(state, 3, 2)
    announce(state, 32)
    state.apply(Believe())
    shake(state, 4, 1)
    assert {a.to for a in state.legal_actions() if isinstance(a, Announce)} == {3, 0}
    announce(state, 41)
    assert state.current_player() == 3
    state.apply(Back(2))
    state.apply(Doubt())  # a true 41: seat 3 drinks and restarts
    shake(state, 2, 1)
    assert {a.to for a in state.legal_actions() if a.value == 21} == {0, 1, 2}


def test_time_out_refusals_change_nothing():
    state = new_game(4)
    shake(state, 3, 2)
    announce(state, 32)
    before = state.snapshot()
    for bad, reason in [
        (TimeOut(0), "exchange"),  # the server of the exchange under way (EN-J3)
        (TimeOut(1), "exchange"),  # its receiver
        (TimeOut(2, against=(0, 1)), "refused"),  # two of four against
        (TimeOut(2, against=(2,)), "own"),
        (Back(3), "not on a time-out"),
    ]:
        with pytest.raises(IllegalAction, match=reason):
            state.apply(bad)
    assert state.snapshot() == before
    two = new_game(2)
    with pytest.raises(IllegalAction, match="need 2"):
        two.apply(TimeOut(1))


def test_leaving_for_good_takes_the_player_out_of_the_ranking():
    # Seed: "je paye mon broc et je m'en vais" (EN-J4: a player who left is not ranked).
    state = new_game(3, Options(broc=1))
    state.apply(TimeOut(2, final=True))
    with pytest.raises(IllegalAction, match="not in the circle"):
        state.apply(TimeOut(2))
    with pytest.raises(IllegalAction):
        state.apply(Back(2))
    shake(state, 3, 2)
    announce(state, 32)
    state.apply(Doubt())
    assert state.is_over and state.gorgees == [0, 1, 0] and state.winners() == (0,)


def test_faute_if_played_warns_of_a_second_31():
    state = new_game(2)
    shake(state, 3, 1)
    assert state.faute_if_played(Announce(31, 1)) is None
    announce(state, 31)
    state.apply(Doubt())
    shake(state, 3, 1)
    shake_seat = state.current_player()
    assert shake_seat == 1
    announce(state, 31)
    state.apply(Doubt())  # seat 0 lifts a true 31 and serves again
    shake(state, 3, 1)
    assert state.faute_if_played(Announce(31, 1)) == FauteKind.SECOND_31
    assert state.faute_if_played(Announce(32, 1)) is None
