"""Chamot's rules (H1-H7 and the seed), on hand-made tables with a tiny lexicon."""

from __future__ import annotations

import random

import pytest
from chamot_support import LEXICON, table

from deboule.rules.chamot.actions import (
    CODEC,
    Blocked,
    Deal,
    Discard,
    Load,
    Move,
    Place,
    Remove,
    Shuffle,
    Turn,
)
from deboule.rules.chamot.cards import MAJ_LETTERS, MIN_COUNTS, MIN_LETTERS, follows
from deboule.rules.chamot.chance import sample_outcome
from deboule.rules.chamot.state import ChamotState
from deboule.rules.core import CHANCE, TERMINAL, IllegalAction


def snapshot(state: ChamotState) -> str:
    rows = [(r.maj, list(r.mins)) for r in state.rows]
    return repr((state.piles, state.corbeilles, rows, state.maj_pile, state.maj_corbeille,
                 state.min_corbeille, state.hand, state.current, state.awaiting, state.progress,
                 state.idle_turns, state.turns, state.history, state.result()))


def refused(state: ChamotState, action, code: str) -> IllegalAction:
    before = snapshot(state)
    with pytest.raises(IllegalAction) as error:
        state.apply(action)
    assert error.value.code == code, error.value
    assert snapshot(state) == before  # "state unchanged"
    return error.value


def patterns(state: ChamotState) -> tuple[str, ...]:
    return state.row_patterns()


# -- H2 cards, H3 the deal ------------------------------------------------------------------------

def test_h2_card_set():
    assert len(MIN_LETTERS) == 96 and len(MAJ_LETTERS) == 27
    assert MIN_COUNTS["e"] == 12 and MIN_COUNTS["a"] == 8 and MIN_COUNTS["?"] == 2
    assert MIN_LETTERS.count("e") == 12 and sorted(MAJ_LETTERS[:26]) == list(MAJ_LETTERS[:26])


@pytest.mark.parametrize(("players", "short", "each", "boxed"),
                         [(2, False, 48, 0), (3, False, 32, 0), (4, False, 24, 0),
                          (2, True, 24, 48), (3, True, 16, 48), (4, True, 12, 48)])
def test_h3_deal(players, short, each, boxed):
    state = ChamotState.new({"players": players, "short": short}, LEXICON)
    assert state.current_player() == CHANCE and state.chance_request().kind == "deal"
    refused(state, Turn(), "awaiting_chance")
    events = state.apply(sample_outcome(state.chance_request(), random.Random(players)))
    assert [len(p) for p in state.piles] == [each] * players  # "48 à 2 j., 32 à 3 j., 24 à 4 j."
    assert len(state.boxed) == boxed  # seed E: "N'utiliser que la moitié des min."
    assert all(r.maj is not None and not r.mins for r in state.rows)  # three maj. face up
    assert len(state.maj_pile) == 24 and state.current_player() == 0  # CH-R1: seat 0 begins
    assert events[0]["type"] == "dealt" and events[0]["each"] == each


def test_deal_must_order_every_card():
    state = ChamotState.new({"players": 2}, LEXICON)
    refused(state, Deal(tuple([0] * 96), tuple(range(27))), "bad_shuffle")
    refused(state, Deal(tuple(range(95)), tuple(range(27))), "bad_shuffle")
    refused(state, Shuffle((1, 2)), "bad_shuffle")  # a deal is awaited, not a shuffle
    state.apply(Deal(tuple(range(96)), tuple(range(27))))
    refused(state, Deal(tuple(range(96)), tuple(range(27))), "not_chance")


def test_deal_order_sets_piles_and_rows():
    state = ChamotState.new({"players": 2}, LEXICON)
    state.apply(Deal(tuple(range(96)), tuple(range(27))))
    assert state.piles[0][-1] == 0 and state.piles[1][-1] == 48  # top = first dealt
    assert patterns(state) == ("a", "b", "c") and state.maj_pile[-1] == 3


@pytest.mark.parametrize("options", [{"players": 1}, {"players": 5}, {"players": "2"},
                                     {"short": 1}, {"colour": "red"}, {"turn_limit": 0},
                                     {"house_words": ["ab"]}, {"house_words": "mot"}])
def test_bad_options_refused(options):
    with pytest.raises(IllegalAction):
        ChamotState.new(options, LEXICON)


# -- H4, H5: placing with an announced word -------------------------------------------------------

def test_seed_c5_placing_epee_then_epoux():
    # Seed C5: "Il annonce, par exemple, «Epée»" ... "«Epoux»"
    state = table(["po"], rows=("T", "E", "M"))
    state.apply(Turn())
    assert MIN_LETTERS[state.hand] == "p"
    events = state.apply(Place(1, "Épée"))  # H4: accents and case ignored
    assert patterns(state)[1] == "ep" and events[0]["word"] == "epee"
    assert state.current_player() == 0 and state.hand is None  # "il essaie de faire de même"
    state.apply(Turn())
    state.apply(Place(1, "époux"))
    assert patterns(state)[1] == "epo"


def test_h4_announced_word_is_checked():
    state = table(["ox"], rows=("T", "E", "M"))
    refused(state, Place(1, "époux"), "no_card_in_hand")
    state.apply(Turn())
    refused(state, Place(1, "époux"), "word_does_not_fit")  # "eo" does not begin époux
    refused(state, Place(2, "mot"), "unknown_word")  # not in this lexicon
    refused(state, Place(2, "mo"), "word_too_short")  # "au moins 3 lettres"
    refused(state, Place(2, "mo-udre"), "not_letters")
    refused(state, Place(3, "moudre"), "bad_row")
    state.apply(Place(2, "MOUDRE"))
    assert patterns(state)[2] == "mo"


def test_h5_unplaceable_card_goes_to_own_corbeille_and_turn_passes():
    # Seed C5: "S'il ne peut pas la placer, il la rejette dans sa corbeille"
    state = table(["xa", "b"])
    state.apply(Turn())
    events = state.apply(Discard())
    assert [MIN_LETTERS[c] for c in state.corbeilles[0]] == ["x"]
    assert state.current_player() == 1 and events[-1]["type"] == "turn_passed"
    refused(state, Discard(), "no_card_in_hand")


def test_h5_must_turn_before_ending():
    state = table(["ab", "c"])
    state.apply(Turn())
    refused(state, Turn(), "holding_card")
    refused(state, Blocked(), "holding_card")


# -- H5: moves and removals -----------------------------------------------------------------------

def test_seed_c5_top_move_remove_then_etrange():
    # Seed C5: "Il déplace le o et annonce «Top»", "Il déplace le p et annonce «Top»", removes
    # it, "remplace le T par la maj. suivante, le S", then "un t ... «Etrange»".
    state = table(["t"], rows=("T", "Epo", "M"), maj_pile="S")
    state.apply(Move(1, 1, 0, "Tordu"))  # "pourrait tout aussi bien ... annoncer «Tordu»"
    assert patterns(state)[:2] == ("to", "ep")
    state.apply(Move(1, 1, 0, "top"))
    assert patterns(state)[:2] == ("top", "e")
    events = state.apply(Remove(0, "Top"))
    assert patterns(state)[0] == "s"
    assert sorted(MIN_LETTERS[c] for c in state.min_corbeille) == ["o", "p"]
    assert [MAJ_LETTERS[c] for c in state.maj_corbeille] == ["t"]
    assert [e["type"] for e in events] == ["removed", "maj_drawn"]
    state.apply(Turn())
    state.apply(Place(1, "étrange"))
    assert patterns(state)[1] == "et"


@pytest.mark.parametrize(("count", "target", "word", "after"),
                         [(1, 1, "Epicé", ("sham", "ep", "c")),
                          (2, 1, "Emploi", ("sha", "emp", "c")),
                          (3, 2, "Camp", ("sh", "e", "camp"))])
def test_seed_d3_shamp_moves(count, target, word, after):
    # Seed D3: "déplace la dernière lettre de «Shamp» et annonce «Epicé»" / 2 letters «Emploi» /
    # 3 letters «Camp».
    state = table(["a"], rows=("Shamp", "E", "C"), maj_pile="D")
    state.apply(Move(0, count, target, word))
    assert patterns(state) == after
    if word == "Camp":
        state.apply(Remove(2, "camp"))
        assert patterns(state)[2] == "d"


def test_h5_move_refusals():
    state = table(["a"], rows=("Shamp", "E", "C"))
    refused(state, Move(0, 0, 1, "epice"), "bad_count")
    refused(state, Move(0, 5, 1, "epice"), "bad_count")  # the maj. never moves (CH-R5)
    refused(state, Move(0, 1, 0, "shampoing"), "same_row")
    refused(state, Move(0, 1, 2, "camp"), "word_does_not_fit")
    # H4: a row always begins a word. Every beginning of a beginning is one, so only a table
    # made by hand can show the check (CH-R6).
    made = table(["a"], rows=("Mqe", "Ep", "C"))
    refused(made, Move(0, 1, 1, "epee"), "row_begins_no_word")
    state.apply(Turn())
    refused(state, Move(0, 1, 1, "epice"), "holding_card")  # seed D3: "avant de retourner"


def test_h5_removal_needs_the_whole_word():
    state = table(["a"], rows=("Tops", "Ca", "Sel"), maj_pile="DF")
    refused(state, Remove(0, "top"), "word_is_not_row")
    refused(state, Remove(1, "car"), "word_is_not_row")
    refused(state, Remove(1, "ca"), "word_too_short")
    state.apply(Remove(0, "tops"))
    state.apply(Remove(2, "sel"))
    assert patterns(state)[0] == "d" and patterns(state)[2] == "f"


def test_seed_d3_a_word_left_may_be_removed_by_the_next_player():
    # Seed D3: "un mot ... qu'un joueur n'enlève pas ... peut être enlevé tel quel par un joueur
    # suivant après annonce du mot"
    state = table(["x", "y"], rows=("Top", "E", "C"), maj_pile="S")
    state.apply(Turn())
    state.apply(Discard())
    assert state.current_player() == 1
    state.apply(Remove(0, "top"))
    assert patterns(state)[0] == "s"


def test_h5_empty_maj_pile_is_reshuffled_from_the_maj_corbeille():
    state = table(["x", "y"], rows=("Top", "E", "C"), maj_pile="", maj_corbeille="Z")
    events = state.apply(Remove(0, "top"))
    assert events[-1]["type"] == "maj_pile_empty" and state.current_player() == CHANCE
    request = state.chance_request()
    assert request.kind == "shuffle" and request.info["pile"] == "maj"
    z, t = MAJ_LETTERS.index("z"), MAJ_LETTERS.index("t")
    assert request.info["cards"] == sorted([z, t])
    refused(state, Turn(), "awaiting_chance")
    refused(state, Shuffle((z,)), "bad_shuffle")
    events = state.apply(Shuffle((z, t)))  # the first card of the order is the new top
    assert patterns(state)[0] == "z" and state.maj_pile == [t] and state.maj_corbeille == []
    assert state.current_player() == 0 and events[-1]["type"] == "maj_drawn"


def test_h5_single_maj_in_corbeille_needs_no_shuffle():
    state = table(["x", "y"], rows=("Top", "E", "C"), maj_pile="")
    state.apply(Remove(0, "top"))
    assert state.current_player() == 0 and patterns(state)[0] == "t"


# -- H5, seed D2: one's own corbeille -------------------------------------------------------------

def test_seed_d2_play_own_corbeille_top_at_any_time():
    # "Un joueur peut, à tout moment, jouer la min. du dessus de sa corbeille; celle-ci jouée,
    # une autre min. est découverte"
    state = table(["x"], corbeilles=["eep", "a"], rows=("T", "E", "C"))
    state.apply(Place(1, "épée", "corbeille"))
    assert [MIN_LETTERS[c] for c in state.corbeilles[0]] == ["e", "e"]
    state.apply(Turn())  # and while holding a card too
    state.apply(Place(1, "epee", "corbeille"))
    assert patterns(state)[1] == "epe" and MIN_LETTERS[state.hand] == "x"


def test_seed_d7_never_from_an_opponents_corbeille():
    state = table(["x", "y"], corbeilles=["", "p"], rows=("T", "E", "C"))
    refused(state, Place(1, "epee", "corbeille"), "corbeille_empty")
    with pytest.raises(IllegalAction):
        CODEC.from_dict({"type": "load", "target": 1, "source": "opponent"})
    assert not [a for a in state.legal_actions() if isinstance(a, Place)]


def test_a_source_or_row_of_the_wrong_kind_is_refused_unchanged():
    # Seed D7 again, straight to apply: "opponent" is no source (it played the own corbeille),
    # and a row given as a string raised TypeError instead of a refusal.
    state = table(["x", "y"], corbeilles=["p", ""], rows=("T", "E", "C"))
    state.apply(Turn())
    for action in (Place(1, "epee", "opponent"), Place("1", "epee"), Place(True, "epee"),
                   Move("0", 1, 1, "epee"), Load("1"), Load(1, "row", "0"), Remove(1.0, "ee"),
                   Load(1, "opponent")):
        refused(state, action, "bad_action")
    assert not state.is_legal(Place(1, "epee", "opponent")) and state.is_legal(Discard())


# -- H4, seed D1: jokers --------------------------------------------------------------------------

def test_h4_joker_stands_for_any_letter_and_evolves():
    state = table(["as"], rows=("?", "E", "M"))  # the JOKER maj. is évolutif too (seed D1)
    state.apply(Turn())
    state.apply(Place(0, "camp"))  # "?a" read as "ca"
    state.apply(Turn())
    state.apply(Place(0, "tas"))  # now "?as" read as "tas"
    assert patterns(state)[0] == "?as"


def test_h4_one_joker_per_row():
    state = table(["??", "a"], rows=("?", "To", "C"))
    state.apply(Turn())
    refused(state, Place(0, "camp"), "joker_in_row")  # the row's maj. is the JOKER
    state.apply(Place(1, "top"))  # "to?" as top
    state.apply(Turn())
    refused(state, Place(1, "tops"), "joker_in_row")
    state.apply(Place(2, "camp"))
    assert patterns(state) == ("?", "to?", "c?")


def test_h4_joker_moves_only_to_a_row_without_joker():
    state = table(["a"], rows=("Ca?", "E?", "T"))
    refused(state, Move(0, 1, 1, "epee"), "joker_in_row")
    state.apply(Move(0, 1, 2, "top"))
    assert patterns(state) == ("ca", "e?", "t?")


def test_h5_joker_turned_while_all_rows_hold_one_goes_to_the_corbeille(monkeypatch):
    # Seed D1: "si un joueur retourne un joker alors que les 3 débuts de mots en contiennent
    # déjà un, celui-ci se voit contraint de le rejeter dans sa corbeille". H2's deck holds three
    # jokers (the JOKER maj. and two min.), so this needs a fourth: a k made a joker (CH-R9).
    import deboule.rules.chamot.state as state_module
    letters = list(MIN_LETTERS)
    letters[letters.index("k")] = "?"
    monkeypatch.setattr(state_module, "MIN_LETTERS", tuple(letters))
    state = table(["ka", "b"], rows=("?", "E?", "T?"))
    assert all(row.has_joker() for row in state.rows)
    events = state.apply(Turn())
    assert [e["type"] for e in events] == ["turned", "joker_forced", "turn_passed"]
    assert state.corbeilles[0] == [MIN_LETTERS.index("k")]  # the k-made joker
    assert state.current_player() == 1 and state.hand is None


# -- H6: coups vaches -----------------------------------------------------------------------------

def test_h6_load_the_turned_card():
    # Seed C5: "retourner la min. de son tas et la poser sur la min. de la corbeille de
    # l'adversaire si elle la suit alphabétiquement"
    state = table(["bt", "x"], corbeilles=["", "a"])
    state.apply(Turn())
    events = state.apply(Load(1, "hand"))
    assert [MIN_LETTERS[c] for c in state.corbeilles[1]] == ["a", "b"]
    assert events[0]["type"] == "loaded" and state.current_player() == 0  # the player goes on
    assert state.progress


def test_h6_load_refusals():
    state = table(["ct", "x", "y"], corbeilles=["", "a", ""])
    state.apply(Turn())
    refused(state, Load(1, "hand"), "does_not_follow")  # c does not follow a
    refused(state, Load(0, "hand"), "load_self")
    refused(state, Load(2, "hand"), "target_corbeille_empty")
    refused(state, Load(3, "hand"), "bad_target")
    refused(state, Load(1, "hand", 0), "bad_action")
    refused(state, Load(1, "corbeille"), "corbeille_empty")
    refused(state, Load(1, "row", 0), "holding_card")


@pytest.mark.parametrize(("top", "card", "ok"), [("z", "a", True), ("?", "m", True),
                                                 ("?", "?", False), ("m", "?", False),
                                                 ("a", "c", False), ("y", "z", True)])
def test_h6_alphabet_loop_and_jokers(top, card, ok):
    # Seed D5: "l'alphabet forme une boucle, ce qui signifie que le a suit alphabétiquement le
    # z"; seed D1: "n'importe quelle lettre peut suivre alphabétiquement un joker", "un joker ...
    # ne peut être utilisé pour charger la corbeille d'un adversaire"
    assert follows(card, top) is ok
    state = table([card + "t", "x"], corbeilles=["", top])
    state.apply(Turn())
    if ok:
        state.apply(Load(1, "hand"))
    else:
        refused(state, Load(1, "hand"), "joker_never_loads" if card == "?" else "does_not_follow")


def test_h6_load_own_corbeille_top():
    # Seed C5: "prendre la min. de sa corbeille et la poser sur la min. de la corbeille de
    # l'adversaire"
    state = table(["t", "x"], corbeilles=["qb", "a"])
    state.apply(Load(1, "corbeille"))
    assert [MIN_LETTERS[c] for c in state.corbeilles[0]] == ["q"]
    assert [MIN_LETTERS[c] for c in state.corbeilles[1]] == ["a", "b"]


def test_h6_load_a_rows_whole_run_order_kept():
    # Seed C5: "enlever toutes les min. d'un (bout de) mot et les poser sur la min. de la
    # corbeille de l'adversaire si la première lettre du bout de mot la suit"
    state = table(["t", "x"], corbeilles=["", "t"], rows=("Mure", "E", "C"))
    events = state.apply(Load(1, "row", 0))
    assert [MIN_LETTERS[c] for c in state.corbeilles[1]] == ["t", "u", "r", "e"]
    assert patterns(state)[0] == "m" and events[0]["letters"] == "ure"
    assert not state.progress  # a run from the table is none of one's own cards (H7)


def test_seed_d1_a_run_ending_with_a_joker_lets_any_run_follow():
    # "si ... la suite de min. posée dans la corbeille se termine par un joker, n'importe quelle
    # autre suite de min. d'un début de mot peut y être à nouveau posée"
    state = table(["t", "x"], corbeilles=["", "o"], rows=("Ep?", "Sal", "T?o"), maj_pile="DF")
    state.apply(Load(1, "row", 0))
    assert MIN_LETTERS[state.corbeilles[1][-1]] == "?"
    state.apply(Load(1, "row", 1))
    assert MIN_LETTERS[state.corbeilles[1][-1]] == "l"
    refused(state, Load(1, "row", 2), "joker_never_loads")  # a run starting with a joker
    refused(state, Load(1, "row", 0), "row_has_no_min")


# -- H7: the end ----------------------------------------------------------------------------------

def test_h7_pile_exhausted_leaves_the_corbeille_one_turn_then_corbeille_play():
    # Seed D4: "il laisse sa corbeille en l'état durant 1 tour, afin de permettre aux autres
    # joueurs d'éventuellement la charger un peu plus"
    state = table(["p", "bq"], corbeilles=["ea", ""], rows=("T", "E", "C"))
    events = state.apply(Turn()) + state.apply(Place(1, "épée"))
    assert "pile_exhausted" in [e["type"] for e in events] and state.current_player() == 1
    state.apply(Turn())
    state.apply(Load(0, "hand"))  # the opponent loads it meanwhile
    state.apply(Turn())
    state.apply(Discard())
    assert state.current_player() == 0
    refused(state, Turn(), "pile_empty")
    # "il se doit de tenter ... de placer la min. du dessus ... s'il n'y parvient pas, il
    # mélange alors sa corbeille pour en reformer un tas"
    assert Blocked() in state.legal_actions() and Turn() not in state.legal_actions()
    state.apply(Blocked())
    request = state.chance_request()
    assert state.current_player() == CHANCE and request.actor == 0
    assert request.info["pile"] == "corbeille" and len(request.info["cards"]) == 3
    order = tuple(reversed(request.info["cards"]))
    state.apply(Shuffle(order))
    assert state.corbeilles[0] == [] and state.piles[0][-1] == order[0]
    state.apply(Turn())
    assert state.hand == order[0]


def test_seed_d4_last_card_stays_visible():
    # "S'il ne lui reste plus qu'une carte, il la laisse visible jusqu'à pouvoir la jouer"
    state = table(["", "ab"], corbeilles=["x", ""])
    refused(state, Turn(), "pile_empty")
    events = state.apply(Blocked())
    assert events[-1]["type"] == "turn_passed" and state.corbeilles[0] != []


def test_h7_first_player_without_cards_wins():
    # Seed C6: "La partie prend fin quand un joueur a réussi à se défausser de l'intégralité de
    # son tas de min. : il est alors déclaré vainqueur"
    state = table(["p", "abc"], rows=("T", "E", "C"))
    state.apply(Turn())
    events = state.apply(Place(1, "epee"))
    assert events[-1].kind == "game_over"
    assert dict(events[-1]) == {"reason": "out_of_cards", "winners": [0], "cards_left": [0, 3]}
    assert state.is_over and state.current_player() == TERMINAL
    assert state.result().winners == (0,) and state.result().ranking == (0, 1)
    refused(state, Turn(), "game_over")
    assert state.legal_actions() == []


def test_h7_winning_from_the_corbeille():
    state = table(["", "abc"], corbeilles=["p", ""], rows=("T", "E", "C"))
    state.apply(Place(1, "épée", "corbeille"))
    assert state.result().winners == (0,)


def test_h7_three_idle_rounds_end_the_game_fewest_cards_win():
    # Seed C6: "quand, durant 3 tours, plus aucun joueur n'est capable de se défausser de la
    # moindre min., le gagnant étant celui en ayant conservé le moins"
    state = table(["xkjw", "qzvh"], rows=("T", "E", "C"))
    for turn in range(6):
        assert not state.is_over
        state.apply(Turn())
        state.apply(Discard())
        assert state.idle_turns == turn + 1
    assert state.is_over and state.end_reason == "idle"
    assert state.result().winners == (0, 1)  # ties share (H7)


def test_h7_a_placement_resets_the_idle_count():
    state = table(["kpjw", "qzvx"], rows=("T", "E", "C"))
    for _ in range(2):
        state.apply(Turn())
        state.apply(Discard())
    state.apply(Turn())
    state.apply(Place(1, "epee"))
    state.apply(Turn())
    state.apply(Discard())
    assert state.idle_turns == 0


def test_turn_limit_ends_the_game():
    state = table(["kjw", "qzv"], turn_limit=2)
    for _ in range(2):
        state.apply(Turn())
        state.apply(Discard())
    assert state.is_over and state.end_reason == "turn_limit"


# -- what the players see -------------------------------------------------------------------------

def test_observation_hides_the_turned_card_and_opponents_corbeilles():
    state = table(["pt", "x"], corbeilles=["ab", "cd"])
    state.apply(Turn())
    mine, theirs = state.observation(0), state.observation(1)
    assert mine["hand"]["letter"] == "p" and theirs["hand"] == {"card": None, "letter": None}
    assert [c["letter"] for c in mine["players"][0]["corbeille"]] == ["a", "b"]
    assert mine["players"][1]["corbeille"] is None
    assert mine["players"][1]["corbeille_top"]["letter"] == "d"
    assert mine["players"][0]["cards_left"] == 4 and mine["rows"][0]["pattern"] == "t"
    assert mine["phase"] == "holding" and state.phase() == "holding"
    state.apply(Discard())
    assert state.phase() == "free" and state.observation(1)["current"] == 1


def test_phases():
    state = ChamotState.new({"players": 2}, LEXICON)
    assert state.phase() == "deal"
    corbeille_mode = table(["", "ab"], corbeilles=["xy", ""])
    assert corbeille_mode.phase() == "corbeille"
    corbeille_mode.apply(Blocked())
    assert corbeille_mode.phase() == "shuffle"


def test_legal_actions_are_all_accepted():
    state = table(["ra", "x"], corbeilles=["e", "o"], rows=("Shamp", "Eau", "Ca"), maj_pile="DF")
    for holding in (False, True):
        actions = state.legal_actions()
        assert actions and state.legal_actions(1) == []
        kinds = {a.KIND for a in actions}
        assert ("discard" in kinds) is holding and ("move" in kinds) is not holding
        assert ("remove" in kinds) is not holding and ("place" in kinds) is holding
        for action in actions:
            state.copy().apply(action)
        if not holding:
            state.apply(Turn())


def test_a_position_set_up_saves_and_replays_from_that_position():
    state = table(["ot", "abc"], corbeilles=["e", ""], rows=("T", "E", "C"))
    state.apply(Turn())
    state.apply(Place(0, "top"))
    saved = state.to_dict()
    assert saved["position"]["current"] == 0 and len(saved["position"]["piles"]) == 2
    again = ChamotState.from_dict(saved, LEXICON)
    assert snapshot(again) == snapshot(state) and again.to_dict() == saved
    for bad in ({**saved["position"], "piles": [[0], [0]]}, {**saved["position"], "rows": "x"},
                {**saved["position"], "current": 7}):
        with pytest.raises(IllegalAction):
            ChamotState.from_dict({**saved, "position": bad}, LEXICON)
