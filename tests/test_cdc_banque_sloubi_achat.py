"""The Banque (C7: the seed's example, cases 1-3), the Chante-Sloubi (C6), the Achat de dé (C5)."""

import pytest

from deboule.rules.cul_de_chouette import (
    BuyDie,
    Deposit,
    IllegalAction,
    Join,
    Pass,
    Press,
    SingSloubi,
    Throw,
    Variant,
    Withdraw,
)
from deboule.rules.cul_de_chouette.banque import (
    interest,
    sloubi_bonus,
    sloubi_handicap,
    sloubi_sung,
    withdrawal_fee,
)
from deboule.rules.cul_de_chouette.scripted import Script, variant_with


def test_c7_arithmetic():
    assert interest(32) == 5 and 32 + interest(32) == 37  # 37.44 -> 37
    assert 64 + interest(64) == 75  # 74.88 -> 75
    assert 37 + interest(37) == 43  # 43.29 -> 43
    assert withdrawal_fee(43) == 9  # 9.03 -> 9


def velute_turn(s, *before):
    """The owner does `before` (bank operations), then throws 1-4-5 (a Velute de 5, no prompt)."""
    s.act(*before, Throw(s.owner)).dice(1, 4).pass_all("buy_die").dice(5)


def bank_example():
    v = Variant.preset("kaamelott", turn_order="clockwise")
    s = Script(3, v, scores=[100, 100, 100])  # seats 0, 1, 2 are Joueurs 1, 2, 3
    velute_turn(s)
    velute_turn(s, Deposit(1, 32))  # "Joueur 2 dépose 32 points"
    velute_turn(s, Deposit(2, 64))  # "le Joueur 3 dépose ensuite 64 points"
    velute_turn(s)
    assert s.state.bank == [0, 37, 64]  # interest at the start of Joueur 2's turn
    velute_turn(s)
    velute_turn(s)
    assert s.state.bank == [0, 37, 75]
    velute_turn(s)
    assert s.owner == 1 and s.state.bank == [0, 43, 75]
    return s


def test_banque_case_1_raitournelle():
    s = bank_example()
    before = s.score(1)
    s.act(Throw(1)).dice(5, 6)  # "Joueur 2 fait 11 avec les Chouettes"
    assert s.node.prompt == "raitournelle"
    s.race({1: 250})
    assert s.score(1) == before + 118  # 43 + 75
    assert s.state.bank == [0, 0, 0]
    s.pass_all("buy_die").dice(2)  # 2-5-6: Néant
    s.pass_all("grelottine")
    # "Au tour suivant, les joueurs pourront miser 17, 34, 51 points..."
    with pytest.raises(IllegalAction):
        s.state.apply(Deposit(s.owner, 16))
    s.act(Deposit(s.owner, 34))
    assert s.state.account(s.owner) == 34


def test_banque_case_2_artichette():
    s = bank_example()
    before = list(s.state.player_scores())
    s.act(Throw(1)).dice(6, 5)
    s.race({0: 150, 1: 300})  # Joueur 1 cries "Artichette !" first
    assert s.state.bank == [0, 43, 75] and s.state.player_scores() == before


def test_artichette_before_the_chouettes_are_thrown_is_a_bevue():
    s = bank_example()
    before = s.score(0)
    s.act(Throw(1), Press(0, "artichette", 50))  # the chouettes are not thrown yet
    assert s.score(0) == before - 10 and s.events("bevue")[-1]["player"] == 0
    assert s.node.kind == "chance" and s.node.prompt == "chouettes"


def test_banque_case_3_withdrawal():
    s = bank_example()
    before = s.score(1)
    s.act(Withdraw(1, 43))  # "il doit alors en soustraire 9 ... et ne récupérer que 34 points"
    assert s.score(1) == before + 34 and s.state.account(1) == 0


def test_deposits_are_multiples_and_need_points():
    v = Variant.preset("kaamelott", turn_order="clockwise")
    s = Script(3, v, scores=[40, 0, 0])
    with pytest.raises(IllegalAction):
        s.state.apply(Deposit(0, 20))
    with pytest.raises(IllegalAction):
        s.state.apply(Deposit(0, 48))  # more than the score
    s.act(Deposit(0, 32))
    assert s.score(0) == 8


def test_bank_is_not_score():
    # "un joueur possédant 317 points dans son score et 137 dans son compte ne gagne pas"
    v = Variant.preset("kaamelott", turn_order="clockwise")
    s = Script(3, v, scores=[330, 0, 0])
    s.act(Deposit(0, 320))
    assert s.score(0) == 10 and not s.state.is_over


def test_withdrawal_is_a_mise_capped_at_332():
    v = Variant.preset("kaamelott", turn_order="clockwise")
    s = Script(3, v, scores=[300, 0, 0], banks=[100, 0, 0])  # (deposited earlier)
    s.act(Withdraw(0, 100))
    assert s.score(0) == 332


# -- Chante-Sloubi -------------------------------------------------------------------------
def test_c6_and_the_seed_example():
    # "77 - 42 = 35, 35 * 7 = 245, 245/10 = 24,5. Joueur 4 commencera donc avec 25 points ...
    # monte donc ses points de départ à 38"
    assert sloubi_handicap(77, 42, 7, "round") == 25
    assert sloubi_bonus(25) == 38
    assert sloubi_handicap(77, 42, 7, "trunc") == 24  # C6: trunc
    assert sloubi_bonus(24) == 36


def test_sloubi_timing():
    assert sloubi_sung([900 * (k + 1) for k in range(25)], 25)
    assert not sloubi_sung([900 * (k + 1) for k in range(24)], 25)  # up to the number
    late = [900 * (k + 1) for k in range(25)]
    late[10:] = [t + 200 for t in late[10:]]  # 1.1 s between Sloubi 10 and 11
    assert not sloubi_sung(late, 25)


def sloubi_game(rounding):
    v = variant_with(["chante_sloubi"], turn_order="clockwise", sloubi_rounding=rounding)
    s = Script(3, v, scores=[42, 77, 0])
    with pytest.raises(IllegalAction):
        s.state.apply(Join(3))  # not before a round of turns has ended
    for _ in range(7 * 3):  # "Ceux-ci ont déjà tiré chacun sept fois les dés"
        s.throw((1, 3), 6)  # Néant, no challenge in this variant
    assert s.state.rounds == 7 and s.owner == 0
    s.act(Join(3, "Joueur 4"))
    return s


def test_sloubi_example_in_play_seed_rounding():
    s = sloubi_game("round")
    assert s.node.prompt == "sloubi" and s.node.info["target"] == 25
    s.act(SingSloubi(3, tuple(900 * (k + 1) for k in range(25))))
    assert s.score(3) == 38
    assert s.state.order == [0, 1, 2, 3]  # CDC-J1: the newcomer plays last


def test_sloubi_c6_trunc_and_no_song():
    s = sloubi_game("trunc")
    s.act(Pass(3))
    assert s.score(3) == 24
    s.throw((1, 3), 6)
    with pytest.raises(IllegalAction):
        s.state.apply(Join(4))  # only when a round has just ended


def test_failed_sloubi_keeps_the_handicap():
    s = sloubi_game("trunc")
    s.act(SingSloubi(3, tuple(1500 * (k + 1) for k in range(24))))
    assert s.score(3) == 24


# -- Achat de dé ---------------------------------------------------------------------------
def achat(scores):
    return Script(3, variant_with(["achat_de_de"], turn_order="clockwise"), scores=scores)


def test_buying_the_cul_costs_30_to_nobody_and_leaves_only_the_chouette():
    s = achat([0, 50, 50])
    s.act(Throw(0)).dice(5, 5)
    assert s.node.prompt == "buy_die" and s.node.players == (1, 2)
    s.act(BuyDie(1))
    assert s.scores() == [25, 20, 50]
    assert s.owner == 1 and sum(s.scores()) == 100 - 30 + 25


def test_bought_cul_without_a_pair_scores_nothing():
    s = achat([0, 50, 50])
    s.act(Throw(0)).dice(5, 6).act(Pass(1), BuyDie(2))
    assert s.scores() == [0, 50, 20]


def test_no_buyer_with_a_score_of_zero_or_less():
    s = achat([0, 0, 0])
    s.act(Throw(0)).dice(5, 6)
    assert s.node.prompt == "cul"
