"""Issue 34, family "others": rules of programs the issue does not name. The Suite tie's die
(`suite_tie_die`): after "Sans fin est la moisissure des bières bretonnes !", the players still
tied for last each throw a die; our texts: the lowest loses (CDC-R3); btssn-lasalle-84/
MP23-T3-CUL-DE-CHOUETTE Ihm.cpp: the highest loses, a tie on it throws again for 20, 30..."""

from __future__ import annotations

import pytest

from deboule.rules.cul_de_chouette import Variant, VariantError
from deboule.rules.cul_de_chouette.scripted import Script, variant_with


def suite_tie(reading: str) -> Script:
    """Player 0 throws a Suite; 1 and 2 tie for last, then tie again at "Sans fin"."""
    s = Script(3, variant_with(["bevue"], turn_order="clockwise", suite_tie_die=reading))
    s.throw((4, 5), 6)
    s.race({0: 100, 1: 900, 2: 950})
    assert s.node.prompt == "sans_fin" and set(s.node.race.eligible) == {1, 2}
    s.race({1: 500, 2: 520})
    assert s.node.kind == "chance"
    return s


def test_the_texts_reading_the_lowest_throw_loses():
    s = suite_tie("kaamelott")
    s.dice(5).dice(2)
    assert s.scores() == [0, 0, -10]


def test_the_btssn_reading_the_highest_throw_loses():
    s = suite_tie("btssn")
    s.dice(5).dice(2)
    assert s.scores() == [0, -10, 0]


def test_a_tie_on_the_highest_throws_again_for_twenty():
    s = suite_tie("btssn")
    s.dice(6).dice(6)  # both highest: again, now for 20
    s.dice(1).dice(3)
    assert s.scores() == [0, 0, -20]


def test_off_in_the_texts_presets_and_in_tables():
    for preset in ("kaamelott", "iruo", "tables"):
        assert Variant.preset(preset).suite_tie_die == "kaamelott"


def test_a_bad_reading_is_refused():
    for bad in ("highest", True, 1, None):
        with pytest.raises(VariantError):
            Variant.preset("kaamelott", suite_tie_die=bad)


def test_the_reading_is_kept_in_the_variants_dict():
    variant = Variant.preset("kaamelott", suite_tie_die="btssn")
    assert Variant.from_dict(variant.to_dict()).suite_tie_die == "btssn"
    assert Variant.from_dict(variant.to_dict()) == variant


def random_game(seed: int, reading: str, steps: int = 800):
    """Random legal play on random dice (seeded): every race pressed by all, in random order,
    often within 80 ms of each other, so that Suites end in ties and dice."""
    import random

    from deboule.rules.cul_de_chouette import CloseRace, DiceRolled, Game, Press, Throw

    rng = random.Random(seed)
    state = Game(3, Variant.preset("tables", suite_tie_die=reading)).new_state()
    for _ in range(steps):
        if state.is_over:
            break
        node = state.node
        if node.kind == "chance":
            state.apply(DiceRolled(tuple(rng.randint(1, 6) for _ in range(node.n_dice))))
        elif node.kind == "race":
            waiting = node.race.waiting
            if waiting:
                p = rng.choice(waiting)
                state.apply(Press(p, node.race.shouts[p], 500 + rng.randint(0, 60)))
            else:
                state.apply(CloseRace())
        else:
            options = state.legal_actions(node.players[0])
            throws = [a for a in options if isinstance(a, Throw)]
            state.apply(throws[0] if throws else rng.choice(options))
    return state


def last_tie_round_loses(events) -> list[bool]:
    """For each Suite settled by dice: did the loser throw the highest of the last round?"""
    out, round_ = [], {}
    for e in events:
        if e["type"] == "dice" and e.get("purpose") == "suite_tie":
            if e["player"] in round_:
                round_ = {}
            round_[e["player"]] = e["faces"][0]
        elif e["type"] == "race_lost" and e.get("race") == "grelotte_ca_picote" and round_:
            out.append(round_[e["player"]] == max(round_.values()))
            round_ = {}
    return out


def test_seeded_games_with_the_btssn_reading_are_reproducible_and_use_it():
    highest, lowest = [], []
    for seed in range(3):
        events = random_game(seed, "btssn").events
        assert events == random_game(seed, "btssn").events  # same seed, same game
        highest += last_tie_round_loses(events)
        lowest += last_tie_round_loses(random_game(seed, "kaamelott").events)
    assert highest and all(highest)  # Suite ties went to the dice; the highest lost each
    assert lowest and not any(lowest)
