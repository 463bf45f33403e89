"""Bots: legal moves only, no peeking, sensible decisions, and opponents remembered."""

import random

import pytest

from deboule.games.enculette.match import EnculetteMatch
from deboule.rules.enculette import (
    LEVELS,
    Announce,
    Believe,
    BotError,
    DiceShaken,
    Doubt,
    Options,
    Reshake,
    Reveal51,
    make_bot,
    new_game,
)
from deboule.rules.enculette.beliefs import OpponentModel, Profile, chance_at_least, roll_posterior
from deboule.rules.enculette.bots import ExpertBot
from deboule.rules.enculette.hierarchy import ROLL_PROBABILITY


def decide(bot, state):
    return bot.act(state, state.current_player())


def test_unknown_level_and_missing_rng_raise():
    with pytest.raises(BotError, match="unknown bot level"):
        make_bot("grandmaster", 0)
    with pytest.raises(BotError, match="random.Random"):
        ExpertBot(0, None)


def test_bot_refuses_another_seats_view():
    state = new_game(2)
    state.apply(DiceShaken((3, 4)))
    bot = ExpertBot(1, random.Random(0))
    with pytest.raises(BotError, match="view of seat 0"):
        bot.choose(state.observation(0), state.legal_actions())


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("options", [{}, {"blind_reshake": True}, {"cups": 2}])
def test_every_level_plays_only_legal_moves_and_never_depends_on_hidden_dice(level, options):
    """At every decision, the same view with other hidden dice gives the same choice."""
    players = 4
    state = new_game(players, dict(options, broc=10))
    bots = [make_bot(level, seat) for seat in range(players)]
    dice = random.Random(99)
    while not state.is_over:
        if state.is_chance_node():
            state.apply(DiceShaken((dice.randint(1, 6), dice.randint(1, 6))))
            continue
        seat = state.current_player()
        cup = state.cup()
        twin = state.copy()
        twin_cup = twin.cups[cup.index]
        if seat not in cup.seen_by and cup.dice is not None:
            twin_cup.dice = (6, 6) if cup.dice != (6, 6) else (2, 1)
        assert twin.observation(seat) == state.observation(seat)
        rng_state = bots[seat].rng.getstate()
        action = decide(bots[seat], state)
        assert action in state.legal_actions()
        bots[seat].rng.setstate(rng_state)
        assert decide(bots[seat], twin) == action
        bots[seat].rng.setstate(rng_state)
        assert decide(bots[seat], state) == action  # and bots[seat].rng moves on as in play
        state.apply(action)


@pytest.mark.parametrize("seed", range(5))
def test_novice_jovially_accepts_a_teckel_opening(seed):
    # Seed: "Pour les débutants ...: accepter jovialement un teckel comme entame".
    state = new_game(2)
    state.apply(DiceShaken((2, 5)))
    state.apply(Announce(11, 1))
    assert decide(make_bot("novice", seed), state) == Believe()


@pytest.mark.parametrize("level", LEVELS)
def test_everyone_lifts_an_enculette(level):
    state = new_game(3)
    state.apply(DiceShaken((1, 2)))
    state.apply(Announce(21, 2))
    assert decide(make_bot(level, 1), state) == Doubt()


@pytest.mark.parametrize("level", LEVELS)
def test_nobody_announces_a_second_31(level):
    # E3: a second 31 is a faute grave; bots never commit it, even holding a 31.
    for seed in range(5):
        state = new_game(2)
        state.thirty_one_count[0] = 1
        state.apply(DiceShaken((1, 3)))
        action = decide(make_bot(level, seed), state)
        assert not (isinstance(action, Announce) and action.value == 31)


@pytest.mark.parametrize("level", LEVELS)
def test_a_true_roll_above_the_floor_is_announced_truthfully(level):
    state = new_game(3)
    state.apply(DiceShaken((6, 4)))
    assert decide(make_bot(level, 3), state) == Announce(64, 1)


def test_expert_sends_its_enculette_to_whoever_has_drunk_least():
    state = new_game(4)
    state.gorgees[:] = [3, 2, 0, 5]
    state.apply(DiceShaken((2, 1)))
    assert decide(make_bot("expert", 0), state) == Announce(21, 2)


def test_expert_offers_a_51_it_would_have_to_bluff_into_an_enculette():
    # Forced above 66 on a 51: the only bluff is an Enculette, always lifted, and a caught hidden
    # 51 costs three (E2); revealing it costs one.
    state = new_game(3)
    state.apply(DiceShaken((6, 6)))
    state.apply(Announce(66, 1))
    state.apply(Believe())
    state.apply(DiceShaken((5, 1)))
    assert decide(make_bot("expert", 0), state) == Reveal51()


def test_expert_announces_a_51_truthfully_when_it_beats_the_floor():
    state = new_game(3)
    state.apply(DiceShaken((5, 1)))
    assert decide(make_bot("expert", 0), state) == Announce(51, 1)


def test_expert_reshakes_blind_rather_than_tell_a_sure_lie():
    # A blind announcement of 51 over 43 is true 26 times in 36; a bluff on a 31 never is.
    state = new_game(3, {"blind_reshake": True})
    state.apply(DiceShaken((4, 3)))
    state.apply(Announce(43, 1))
    state.apply(Believe())
    state.apply(DiceShaken((3, 1)))
    assert decide(make_bot("expert", 0), state) == Reshake()


def teckel_after_history(opponent_lies: bool, rounds: int = 6):
    """Seat 1 is seen `rounds` times: lifted overbids, or lifted true Teckels; then sings a
    Teckel to seat 0 as an opening."""
    state = new_game(2)
    state.cups[0].server = 1
    for _ in range(rounds):
        if opponent_lies:
            state.apply(DiceShaken((6, 5)))  # a 65 announced as Les Flics: needless overbid
            state.apply(Announce(22, 0))
            state.apply(Doubt())  # seat 1 drinks and serves again
        else:
            state.apply(DiceShaken((1, 1)))
            state.apply(Announce(11, 0))
            state.apply(Doubt())  # seat 0 drinks and serves
            state.apply(DiceShaken((2, 3)))
            state.apply(Announce(32, 1))
            state.apply(Doubt())  # seat 1 lifts a true 32, drinks and serves again
    state.apply(DiceShaken((4, 2)))
    state.apply(Announce(11, 0))
    return state


def test_expert_remembers_boldness_and_doubts_a_bold_opponent_sooner():
    honest = teckel_after_history(opponent_lies=False)
    bold = teckel_after_history(opponent_lies=True)
    expert_honest = make_bot("expert", 0)
    expert_bold = make_bot("expert", 0)
    assert decide(expert_honest, honest) == Believe()
    assert decide(expert_bold, bold) == Doubt()
    profile_honest = expert_honest.model.profiles[1]
    profile_bold = expert_bold.model.profiles[1]
    assert profile_bold.boldness > profile_honest.boldness
    assert profile_bold.overbids == 6 and profile_honest.overbids == 0
    cup_view = bold.observation(0)["cups"][0]
    assert expert_bold.chance_true(bold.observation(0), cup_view) < expert_honest.chance_true(
        honest.observation(0), honest.observation(0)["cups"][0])


def test_opponent_model_learns_doubt_habits_from_events():
    model = OpponentModel(2)
    before = model.profiles[1].doubt_rate(32)
    events = []
    for _ in range(10):  # seat 1 lifts every 32 it hears
        events.append({"kind": "doubted", "cup": 0, "player": 1, "server": 0, "author": 0,
                       "value": 32, "floor": None, "faces": [3, 2], "truthful": True})
    model.update(events)
    assert model.profiles[1].doubt_rate(32) > before + 0.5
    model.update(events)  # the same events again: nothing new is counted
    assert model.profiles[1].answered == {0: 10}


def test_posterior_blind_is_the_dice_odds_and_a_forced_minimal_bluff_is_suspect():
    prior = [float(ROLL_PROBABILITY[v]) for v in ROLL_PROBABILITY]
    assert roll_posterior(66, 55, Profile(), blind=True) == pytest.approx(prior)
    # A Teckel over a received 65 is the smallest possible raise: every roll of 65 or below
    # forces exactly that bluff, so the truth is far less likely than from a fresh opening.
    after_65 = chance_at_least(roll_posterior(11, 65, Profile(), blind=False), 11)
    opening = chance_at_least(roll_posterior(11, None, Profile(), blind=False), 11)
    assert after_65 < 0.5 < opening
    # A server who always announces their exact roll never sits on a higher one.
    exact = roll_posterior(44, None, Profile(exact=100), blind=False)
    loose = roll_posterior(44, None, Profile(under=100), blind=False)
    assert sum(exact) == pytest.approx(1.0) and min(exact) >= 0.0
    assert chance_at_least(exact, 55) < chance_at_least(loose, 55)


def test_expert_drinks_less_than_novice_over_seeded_games():
    # The games are `deboule sim`'s: the match, its physics Tasses (about 5 s a game of a broc
    # of 12 on a loaded machine, hence 6 games). Over them the expert drinks 33 gorgées, the
    # novice 52: the gap (about three gorgées a game) cannot hide.
    expert = novice = 0
    for seed in range(6):
        levels = ["expert", "novice"] if seed % 2 == 0 else ["novice", "expert"]
        match = EnculetteMatch(levels, seed=seed, headless=True, options=Options(broc=12))
        match.play_out()
        state = match.state
        expert += state.gorgees[levels.index("expert")]
        novice += state.gorgees[levels.index("novice")]
    assert expert < novice


def test_bots_skip_players_on_a_time_out_like_the_rules_do():
    from deboule.rules.enculette import TimeOut
    from deboule.rules.enculette.bots import _neighbour

    state = new_game(5)
    state.apply(TimeOut(2))
    state.apply(TimeOut(3, final=True))
    view = state.observation(1)
    cup = view["cups"][0]
    assert _neighbour(view, cup, 1) == state.neighbour(1) == 4
    levels = ["expert", "regular", "novice", "expert", "regular"]
    bots = [make_bot(level, seat) for seat, level in enumerate(levels)]
    dice = random.Random(5)
    for _ in range(300):  # whole exchanges among the players present, all legal
        if state.is_chance_node():
            state.apply(DiceShaken((dice.randint(1, 6), dice.randint(1, 6))))
        else:
            seat = state.current_player()
            assert seat in (0, 1, 4)
            state.apply(decide(bots[seat], state))
        if state.is_over:
            break
    assert state.gorgees[2] == state.gorgees[3] == 0


def test_a_bot_asked_seldom_learns_what_a_bot_reading_every_event_learns():
    """The observation carries the recent events only (and each seat's tally): a bot asked
    once after hundreds of events reads the public events it missed before deciding, and ends
    with the profiles a model reading the whole log has."""
    from deboule.rules.enculette.events import RECENT_EVENTS

    state = new_game(3, Options(broc=400))
    rng = random.Random(11)
    while len(state.events) < 6 * RECENT_EVENTS:
        if state.is_chance_node():
            state.apply(DiceShaken((rng.randint(1, 6), rng.randint(1, 6))))
        else:
            state.apply(rng.choice(state.legal_actions()))
    while state.is_chance_node():
        state.apply(DiceShaken((rng.randint(1, 6), rng.randint(1, 6))))
    view = state.observation(state.current_player())
    assert len(view["events"]) == RECENT_EVENTS
    assert view["events_before"] + RECENT_EVENTS == len(state.events)
    whole = OpponentModel(3)
    whole.update([event.to_dict() for event in state.events])
    seldom = ExpertBot(None, random.Random(0))
    decide(seldom, state)
    assert seldom.model.profiles == whole.profiles and seldom.model.read == len(state.events)
    assert seldom.model.origins == whole.origins
    windowed = OpponentModel(3)  # the observation alone: what went before is lost
    windowed.update(view["events"], view["events_before"])
    assert windowed.profiles != whole.profiles
