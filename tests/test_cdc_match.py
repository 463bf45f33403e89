"""The Cul de Chouette window controller, without a window: physics dice, bots, races, menus."""

import pytest

from deboule.games.cul_de_chouette.match import CdcMatch, ManualClock, MatchError
from deboule.games.cul_de_chouette.menu import DecisionMenu
from deboule.games.cul_de_chouette.tray import DICE, hand_throws
from deboule.physics import Throw
from deboule.rules.cul_de_chouette import BleuRougeBet, DiceRolled, Pass, Press, Siroter, Variant
from deboule.rules.cul_de_chouette.actions import Throw as ThrowAction
from deboule.rules.cul_de_chouette.scripted import Script, variant_with
from deboule.shell.flick import keyboard_throw, tray_zone

FRAME = 1 / 60


def run_until(match, condition, clock, dt=FRAME, limit=20_000):
    for _ in range(limit):
        if condition():
            return
        clock.advance(dt)
        match.update(dt)
    raise AssertionError("condition never met")


def scripted_start(seats, starter=0):
    """A match whose roll-off makes `starter` begin (scripted dice, recorded as entries)."""
    clock = ManualClock()
    match = CdcMatch(seats, seed=3, clock=clock, pace=0.0)
    for seat in range(len(seats)):
        match.apply_scripted(DiceRolled((1 if seat == starter else 6,)))
    assert match.node.prompt == "pre_roll" and match.state.owner == starter
    return match, clock


def test_all_bot_games_run_to_the_end_with_physics_dice_and_repeat_for_a_seed():
    records = []
    for seed in (5, 5, 6):
        clock = ManualClock()
        match = CdcMatch(["expert", "regular", "novice"], seed=seed, clock=clock)
        match.play_out(dt=0.05)
        assert match.over and match.state.winners
        throws = [e for e in match.entries if "throw" in e]
        dice_events = [e for e in match.state.events if e["type"] == "dice"]
        # every die the rules saw came from a physics throw read at rest (CDC-D1 rethrows aside)
        assert len(throws) == len(dice_events) + match.rethrows
        records.append((match.to_save(), match.state.player_scores()))
    assert records[0] == records[1]
    assert records[0][0]["entries"] != records[2][0]["entries"]


def test_a_human_keyboard_throw_lands_and_the_rules_read_the_physics_faces():
    clock = ManualClock()
    match = CdcMatch(["human", "expert"], seed=11, clock=clock)
    assert match.node.kind == "chance" and match.node.roller == 0  # roll-off, seat order
    assert match.human_to_throw() == 0
    throw = keyboard_throw(10.0, 0.4, 0.2, 0.0, zone=tray_zone())
    match.human_throw(throw)
    assert match.flight is not None
    actions_before = len(match.state.actions)
    clock.advance(FRAME)
    match.update(FRAME)
    assert match.flight is not None, "one frame is not enough for dice to rest"
    assert len(match.state.actions) == actions_before  # nothing read while rolling
    run_until(match, lambda: match.flight is None, clock)
    face = match.world.state().pieces["die-1"].pips
    dice = [e for e in match.state.events if e["type"] == "dice"]
    assert dice[-1]["player"] == 0 and dice[-1]["purpose"] == "roll_off"
    assert dice[-1]["faces"] == [face]
    recorded = match.entries[-1]["throw"]["die-1"]
    assert recorded["position"] == list(throw.position)


def test_a_human_turn_throws_two_chouettes_then_the_cul_alone():
    match, clock = scripted_start(["human", "regular"])
    match.human_random_throw()  # from the pre-roll phase: Throw, then the two chouettes
    assert isinstance(match.state.actions[-1], ThrowAction)
    assert set(match.flight.ids) == {"die-1", "die-2"}
    run_until(match, lambda: match.flight is None, clock)
    faces = match.dice_faces()
    chouettes = [e for e in match.state.events if e["type"] == "dice"][-1]
    assert chouettes["purpose"] == "chouettes"
    assert chouettes["faces"] == [faces["die-1"], faces["die-2"]]
    assert match.node.prompt == "cul" and match.human_to_throw() == 0
    match.human_random_throw()
    assert match.flight.ids == ("die-3",)
    run_until(match, lambda: match.flight is None, clock)
    faces = match.dice_faces()
    combination = match.last_combination()
    assert sorted(combination["dice"]) == sorted(faces[d] for d in DICE)


def test_a_refused_throw_changes_nothing():
    match, _ = scripted_start(["human", "expert"])
    poses, entries = match.world.poses(), list(match.entries)
    outside = Throw((0.0, 0.0, 0.5), (1.0, 0.0, 0.0))  # above the hand zone
    with pytest.raises(MatchError):
        match.human_throw(outside)
    assert match.world.poses() == poses and match.entries == entries
    assert match.node.prompt == "pre_roll" and match.flight is None
    with pytest.raises(MatchError):
        match.human_action(Pass(1))  # not this player's decision
    with pytest.raises(MatchError):
        match.human_action(Siroter(0))  # not a legal answer now
    assert match.entries == entries


def test_hand_throws_start_side_by_side_inside_the_tray():
    throw = keyboard_throw(0.0, 0.5, 0.0, 1.0, zone=tray_zone())  # at the +y edge
    throws = hand_throws(throw, DICE)
    ys = sorted(t.position[1] for t in throws.values())
    assert ys[1] - ys[0] >= 0.03 and ys[2] - ys[1] >= 0.03
    assert max(ys) < 0.12 and all(t.velocity == throw.velocity for t in throws.values())


def test_a_race_takes_scripted_press_times_from_the_clock():
    match, clock = scripted_start(["human", "human", "human"])
    match.human_action(ThrowAction(0))
    match.apply_scripted(DiceRolled((1, 1)))
    match.apply_scripted(DiceRolled((2,)))  # 1-1-2: Chouette Velute, "Pas mou le caillou !"
    window = match.race_open()
    assert window is not None and window.kind == "pas_mou_le_caillou"
    clock.advance(0.200)
    assert match.press(2) == Press(2, "pas_mou_le_caillou", 200)
    clock.advance(0.500)
    match.press(0)
    assert window.presses == {2: 200, 0: 700}
    run_until(match, lambda: match.race_open() is None, clock, dt=0.05)
    assert clock() >= 3.0  # seat 1 never pressed: the window ran its 3 s
    presses = [e for e in match.state.events if e["type"] == "race_presses"][-1]
    assert presses["presses"] == [[2, 200], [0, 700]] and presses["missing"] == [1]
    won = [e for e in match.state.events if e["type"] == "race_won"][-1]
    assert won["player"] == 2 and match.state.score(2) == 2 * 2 * 2  # 2c², c = 2


def test_a_bot_presses_only_once_its_reaction_time_has_passed():
    match, clock = scripted_start(["human", "expert", "human"])
    match.human_action(ThrowAction(0))
    match.apply_scripted(DiceRolled((1, 1)))
    match.apply_scripted(DiceRolled((2,)))
    window = match.race_open()
    start = clock()
    while 1 not in window.presses:
        assert clock() - start < 3.0
        clock.advance(0.01)
        match.update(0.01)
    t_bot = window.presses[1]
    assert 120 <= t_bot <= 3000
    assert (clock() - start) * 1000 >= t_bot - 1e-6


def test_a_race_key_with_no_race_open_is_a_bevue():
    match, clock = scripted_start(["human", "regular"])
    clock.advance(0.3)
    match.press(0)
    bevue = [e for e in match.state.events if e["type"] == "bevue"]
    assert bevue and bevue[-1]["player"] == 0 and bevue[-1]["code"] == "no_race"
    assert match.state.score(0) == -match.variant.bevue_penalty


def test_a_decision_is_answered_through_the_legal_action_menu():
    match, clock = scripted_start(["human", "expert"])
    match.human_action(ThrowAction(0))
    match.apply_scripted(DiceRolled((3, 3)))
    match.apply_scripted(DiceRolled((5,)))  # a Chouette of 3
    menu = match.decision_menu("fr")
    assert match.node.prompt == "siroter"
    assert menu.labels("fr") == ["Siroter : relancer le dé seul", "Garder la Chouette"]
    assert menu.labels("en")[0].startswith("Sirotage: throw")
    menu.press("down")
    menu.press("down")  # wraps round to the first line
    action = menu.press("enter")
    assert action == Siroter(0)
    match.human_action(action)
    assert match.node.kind == "chance" and match.node.prompt == "sirotage"
    assert match.decision_menu() is None and match.human_to_throw() == 0


def test_menu_families_adjust_amounts_and_build_legal_actions():
    script = Script(players=3, scores=[100, 100, 100],
                    variant=Variant.preset("kaamelott", turn_order="clockwise"))
    state = script.state
    menu = DecisionMenu(state, 0)
    labels = menu.labels("fr")
    assert labels[0] == "Lancer les chouettes"
    assert len(state.legal_actions(0)) > 6 and len(menu.entries) == 2  # Throw, one Deposit line
    deposit = next(i for i, text in enumerate(labels) if text.startswith("Déposer"))
    menu.select(deposit)
    assert menu.entry.action().amount == 16
    menu.press("right")
    menu.press("right")
    menu.press("right", big=True)  # clamped at the largest legal deposit
    assert menu.entry.action().amount == 96
    menu.press("left")
    action = menu.press("enter")
    assert action.amount == 5 * 16  # multiples of the unit (C7)
    state.apply(action)
    assert state.score(0) == 100 - 80 and state.account(0) == 80
    menu = DecisionMenu(state, 0)  # still the pre-roll phase: now a withdrawal is possible
    withdraw = next(i for i, text in enumerate(menu.labels("en")) if text.startswith("Withdraw"))
    menu.select(withdraw)
    assert menu.entry.action().amount == 80  # the whole balance by default
    assert "(fee 17)" in menu.label(withdraw, "en")  # 21 % of 80, rounded (C7)
    # a Bleu-Rouge announcement: three slots, blanks and repeats folded away
    script2 = Script(players=2, variant=variant_with(("bleu_rouge",), turn_order="clockwise"))
    script2.throw((3, 3), 4)
    assert script2.node.prompt == "bleu_rouge_relance"
    menu = DecisionMenu(script2.state, 0)
    assert menu.entry.action() == BleuRougeBet(0, (9, 10, 11))
    menu.press("tab")
    menu.press("left")  # the second slot from 10 to 9: a repeat
    menu.press("tab")
    for _ in range(20):
        menu.press("left")  # the third slot to blank
    action = menu.press("enter")
    assert action == BleuRougeBet(0, (9,))
    script2.state.apply(action)
    assert [e for e in script2.state.events if e["type"] == "bet"][-1]["values"] == [9]


def play_mixed(match, clock, steps):
    """A human who throws with Space, takes the first menu line and presses races at 400 ms."""
    for _ in range(steps):
        if match.over:
            return
        if match.human_to_throw() is not None:
            match.human_random_throw()
        elif match.human_to_decide() is not None:
            menu = match.decision_menu()
            menu.select(0)  # the first line (a window nobody asked for starts on Pass)
            match.human_action(menu.press("enter"))
        window = match.race_open()
        if window is not None and 0 in window.waiting and match.race_elapsed_ms() >= 400:
            match.press(0, at=match.race_opened_at + 0.4)  # 400 ms, whatever the frame times
        clock.advance(0.05)
        match.update(0.05)


def test_save_then_replay_gives_the_same_game_and_it_goes_on_the_same():
    clock = ManualClock()
    match = CdcMatch(["human", "regular", "novice"], seed=21, clock=clock)
    play_mixed(match, clock, 1500)
    while match.flight is not None:  # saves are taken between throws
        clock.advance(0.05)
        match.update(0.05)
    record = match.to_save()
    assert sum("throw" in e for e in record["entries"]) > 10
    clock2 = ManualClock(clock())
    again = CdcMatch.from_save(record, clock=clock2)
    assert again.state.events == match.state.events
    assert again.state.player_scores() == match.state.player_scores()
    assert again.world.poses() == match.world.poses()
    play_mixed(match, clock, 600)
    play_mixed(again, clock2, 600)
    assert again.to_save() == match.to_save()


def test_a_broken_save_is_refused():
    with pytest.raises(MatchError):
        CdcMatch.from_save({"seats": ["human", "expert"]})
    clock = ManualClock()
    match, _ = scripted_start(["human", "expert"])
    record = match.to_save()
    record["entries"].append({"action": {"type": "Siroter", "player": 0}})
    with pytest.raises(MatchError):
        CdcMatch.from_save(record, clock=clock)
    with pytest.raises(MatchError):
        CdcMatch(["human", "wizard"])


def test_a_press_after_the_window_closes_the_race_first_and_is_a_bevue():
    match, clock = scripted_start(["human", "human"])
    match.human_action(ThrowAction(0))
    match.apply_scripted(DiceRolled((1, 1)))
    match.apply_scripted(DiceRolled((2,)))
    window = match.race_open()
    clock.advance(3.2)  # no frame ran since: the press arrives late
    match.press(1)
    assert match.race_open() is None and 1 not in window.presses
    assert [e for e in match.state.events if e["type"] == "race_presses"][-1]["presses"] == []
    bevue = [e for e in match.state.events if e["type"] == "bevue"][-1]
    assert bevue["player"] == 1 and bevue["code"] == "no_race"


def test_which_dice_leave_the_hand_for_each_throw(monkeypatch):
    """CDCS-3: the cul alone, the Sirotage's odd die alone, the Soufflette's unkept dice."""
    from deboule.games.cul_de_chouette import tray
    from deboule.games.cul_de_chouette.tray import Planned

    match, _ = scripted_start(["human", "expert"])

    def plan(node):
        return tray.dice_plan(node, match.world)

    assert plan(Planned(2, "chouettes", {})) == (("die-1", "die-2"), ())
    assert plan(Planned(1, "cul", {})) == (("die-3",), ("die-1", "die-2"))
    assert plan(Planned(3, "relance", {})) == (DICE, ())
    monkeypatch.setattr(tray, "dice_faces", lambda world: {"die-1": 3, "die-2": 5, "die-3": 3})
    assert plan(Planned(1, "sirotage", {})) == (("die-2",), ("die-1", "die-3"))
    monkeypatch.setattr(tray, "dice_faces", lambda world: {"die-1": 4, "die-2": 6, "die-3": 1})
    assert plan(Planned(1, "soufflette", {"kept": [1, 4]})) == (("die-2",), ("die-3", "die-1"))


def test_a_sirotage_throws_again_the_physical_odd_die():
    for seed in range(40):  # the first seed whose physics gives a Chouette (a few tries)
        clock = ManualClock()
        match = CdcMatch(["human", "expert"], seed=seed, clock=clock, pace=0.0)
        match.apply_scripted(DiceRolled((1,)))
        match.apply_scripted(DiceRolled((6,)))
        match.human_random_throw()
        run_until(match, lambda m=match: m.flight is None, clock)
        if match.node.prompt != "cul":
            continue  # a Raitournelle or an Achat de dé cannot happen at 0 points: a die out
        match.human_random_throw()
        run_until(match, lambda m=match: m.flight is None, clock)
        if match.node.prompt == "siroter":
            break
    else:
        raise AssertionError("no Chouette in 40 games")
    faces = match.dice_faces()
    odd = next(d for d in DICE if list(faces.values()).count(faces[d]) == 1)
    match.human_action(Siroter(0))
    match.human_random_throw()
    assert match.flight.ids == (odd,)
    run_until(match, lambda: match.flight is None, clock)
    after = match.dice_faces()
    sirotage = [e for e in match.state.events if e["type"] == "dice"][-1]
    assert sirotage["purpose"] == "sirotage" and sirotage["faces"] == [after[odd]]
    assert set(match.entries[-1]["throw"]) == {odd}  # the pair stayed where it lay


def test_bots_act_at_a_human_pace():
    clock = ManualClock()
    match = CdcMatch(["human", "expert"], seed=3, clock=clock)  # pace 1: real pauses
    match.apply_scripted(DiceRolled((6,)))
    match.apply_scripted(DiceRolled((1,)))  # the bot starts
    assert match.node.prompt == "pre_roll" and match.waiting_for_bot() == 1
    for _ in range(8):  # 0.8 s: still thinking
        clock.advance(0.1)
        match.update(0.1)
    assert match.node.prompt == "pre_roll"
    clock.advance(0.2)
    match.update(0.2)
    assert match.node.prompt == "chouettes" and match.flight is None  # decided, not thrown yet
    clock.advance(0.5)
    match.update(0.5)
    assert match.flight is None
    clock.advance(0.3)
    match.update(0.3)
    assert match.flight is not None and set(match.flight.ids) == {"die-1", "die-2"}


# ------------------------------------------------------------------ decision timers (CDCS-13)
def to_sirotage_bets(seats, timeout=15.0, pace=0.0):
    """Every seat but the last in turn scores a Chouette of 2 (4 points); then the last one
    sips a Chouette of 6 and the others, with points, may bet."""
    clock = ManualClock()
    match = CdcMatch(seats, seed=3, clock=clock, pace=pace, decision_timeout=timeout)
    for seat in range(len(seats)):
        match.apply_scripted(DiceRolled((1 if seat == 0 else 6,)))

    def turn(chouettes, cul):
        match.apply_scripted(ThrowAction(match.state.owner))
        match.apply_scripted(DiceRolled(chouettes))
        while match.node.prompt == "buy_die":  # nobody buys
            match.apply_scripted(Pass(match.node.players[0]))
        match.apply_scripted(DiceRolled(cul))

    for _ in range(len(seats) - 1):
        owner = match.state.owner
        turn((2, 2), (5,))  # a Chouette of 2
        match.apply_scripted(Pass(owner))  # no Sirotage: 4 points
        assert match.state.score(owner) == 4
    sipper = match.state.owner
    turn((6, 6), (3,))  # a Chouette of 6
    match.apply_scripted(Siroter(sipper))
    assert match.node.prompt == "bet_sirotage" and sipper not in match.node.players
    return match, clock


def test_a_bet_window_times_out_with_no_bet_for_the_human():
    match, clock = to_sirotage_bets(["human", "human"])
    assert match.decision_timer() == (15.0, 15.0)
    clock.advance(10.0)
    match.update(10.0)
    left, total = match.decision_timer()
    assert total == 15.0 and left == pytest.approx(5.0)
    assert match.node.prompt == "bet_sirotage"  # 10 s: still open
    clock.advance(5.0)
    match.update(FRAME)
    assert match.state.actions[-1] == Pass(0)  # the neutral answer: no bet
    assert match.entries[-1] == {"action": {"type": "pass", "player": 0}}  # recorded (saves)
    assert match.node.kind == "chance" and match.node.prompt == "sirotage"
    assert match.note is not None and "passe" in match.note[0]
    assert match.decision_timer() is None
    assert not [e for e in match.state.events if e["type"] == "bet"]


def test_a_human_choice_before_the_time_is_up_wins_and_a_late_one_is_refused():
    from deboule.rules.cul_de_chouette import BetBird

    match, clock = to_sirotage_bets(["human", "human"])
    clock.advance(14.9)
    match.update(14.9)
    match.human_action(BetBird(0, "chouette"))
    assert match.state.actions[-1] == BetBird(0, "chouette")
    clock.advance(30.0)
    match.update(30.0)  # the bet stands; the Sirotage throw is seat 1's (a human): no timer
    assert match.state.actions[-1] == BetBird(0, "chouette")
    # late: the time ran out before the key reached the match (no frame in between)
    late, clock2 = to_sirotage_bets(["human", "human"])
    clock2.advance(15.2)
    with pytest.raises(MatchError):
        late.human_action(BetBird(0, "chouette"))
    assert late.state.actions[-1] == Pass(0) and late.node.prompt == "sirotage"


def test_bots_are_never_timed_out_and_untimed_decisions_wait():
    match, clock = to_sirotage_bets(["expert", "human"], pace=100.0)  # a bot pausing 90 s
    assert match.waiting_for_bot() == 0 and match.decision_timer() is None
    for _ in range(6):
        clock.advance(5.0)
        match.update(5.0)
    assert match.node.prompt == "bet_sirotage"  # 30 s: the bot still thinks, nobody passed
    clock.advance(65.0)
    match.update(FRAME)
    assert match.node.prompt != "bet_sirotage"  # the bot answered in its own time
    # the owner's Sirotage choice is not a bet: no timer, it waits
    waiting, clock2 = scripted_start(["human", "expert"])
    waiting.human_action(ThrowAction(0))
    waiting.apply_scripted(DiceRolled((3, 3)))
    waiting.apply_scripted(DiceRolled((5,)))
    assert waiting.node.prompt == "siroter" and waiting.decision_timer() is None
    clock2.advance(120.0)
    waiting.update(FRAME)
    assert waiting.node.prompt == "siroter"


def test_each_human_of_a_window_gets_the_whole_time_and_none_disables_timers():
    from deboule.rules.cul_de_chouette import BetBird

    match, clock = to_sirotage_bets(["human", "human", "human"])
    assert len(match.node.players) == 2  # both others bet, one after the other
    first = match.node.players[0]
    clock.advance(12.0)
    match.update(12.0)
    match.human_action(BetBird(first, "linotte"))
    second = match.human_to_decide()
    assert second is not None and second != first
    assert match.decision_timer()[0] == pytest.approx(15.0)  # from the previous answer
    clock.advance(15.0)
    match.update(FRAME)
    assert match.state.actions[-1] == Pass(second)
    untimed, clock3 = to_sirotage_bets(["human", "human"], timeout=None)
    clock3.advance(600.0)
    untimed.update(FRAME)
    assert untimed.node.prompt == "bet_sirotage" and untimed.decision_timer() is None
    with pytest.raises(MatchError):
        CdcMatch(["human", "expert"], decision_timeout=-1.0)


def test_a_timed_out_game_replays_to_the_same_state():
    match, clock = to_sirotage_bets(["human", "human"])
    clock.advance(16.0)
    match.update(FRAME)
    again = CdcMatch.from_save(match.to_save(), clock=ManualClock())
    assert again.state.events == match.state.events
    assert again.decision_timeout == 15.0 and again.node.prompt == "sirotage"


# ------------------------------------------------------------------ options and teams
def test_chosen_options_reach_the_rules_state_and_the_save():
    from deboule.games.cul_de_chouette.options import CdcOptions

    options = CdcOptions.preset("kaamelott")
    assert "banque" in options.set("sirotage", False)  # the Banque needs every rule
    options.set("bevue_penalty", 30)
    match, clock = None, ManualClock()
    match = CdcMatch(["human", "expert"], seed=3, preset=options.variant, clock=clock)
    assert match.state.variant.bevue_penalty == 30 and not match.state.variant.sirotage
    for seat in range(2):
        match.apply_scripted(DiceRolled((1 if seat == 0 else 6,)))
    match.press(0)  # a shout with no race open: the chosen Bévue price
    assert match.state.score(0) == -30
    match.human_action(ThrowAction(0))
    match.apply_scripted(DiceRolled((3, 3)))
    match.apply_scripted(DiceRolled((5,)))  # a Chouette of 3, and no Sirotage offered
    assert match.node.prompt != "siroter" and match.state.score(0) == -30 + 9
    again = CdcMatch.from_save(match.to_save(), clock=ManualClock())
    assert again.variant == options.variant and again.state.player_scores() == [-21, 0]


def test_doublette_teams_play_to_the_end_with_bots():
    from deboule.games.cul_de_chouette.options import CdcOptions

    options = CdcOptions.preset("iruo")
    assert options.set("teams", True) == ["doublette"]  # teams need the Doublette rule
    teams = options.teams_for(4)
    assert teams == [[0, 2], [1, 3]] and options.teams_for(3) is None
    clock = ManualClock()
    match = CdcMatch(["expert", "regular", "expert", "novice"], seed=8,
                     preset=options.variant, clock=clock, pace=0.0, teams=teams)
    match.play_out(dt=0.05)
    assert match.over and match.to_save()["teams"] == teams
    scores = [match.state.score(p) for p in range(4)]
    assert scores[0] == scores[2] and scores[1] == scores[3]  # one score per team
    winners = set(match.state.winners)
    assert winners in ({0, 2}, {1, 3})
    over = [e for e in match.state.events if e["type"] == "game_over"][-1]
    assert set(over["players"]) == winners
    assert over["reason"] != "win" or max(scores) >= 343
    assert max(scores) == match.state.score(next(iter(winners)))
    with pytest.raises(MatchError):  # the Doublette rule off: no teams
        CdcMatch(["expert"] * 4, preset=Variant.preset("iruo"), teams=teams)


# ------------------------------------------------------------------ keyboard aim (CDCS-14)
def test_an_aimed_keyboard_throw_goes_where_the_arrow_points():
    import math

    match, clock = scripted_start(["human", "expert"])
    entries = list(match.entries)
    with pytest.raises(MatchError):
        match.human_aimed_throw(80.0, 0.5)  # beyond the 45 degree aim
    with pytest.raises(MatchError):
        match.human_aimed_throw(0.0, 1.5)
    assert match.entries == entries and match.flight is None
    throw = match.human_aimed_throw(12.0, 0.25, -0.5)
    vx, vy, _ = throw.velocity
    assert math.degrees(math.atan2(vy, vx)) == pytest.approx(12.0, abs=1e-6)
    speed = math.hypot(*throw.velocity)
    assert 0.6 < speed < 2.6  # a hand throw in the tray (TRAY_MIN_SPEED..TRAY_MAX_SPEED)
    assert throw.position[0] == pytest.approx(-0.10)  # the hand zone's far edge
    assert throw.orientation != (1.0, 0.0, 0.0, 0.0)  # the dice lie any way in the hand
    assert set(match.flight.ids) == {"die-1", "die-2"}
    run_until(match, lambda: match.flight is None, clock)
    stronger, _ = scripted_start(["human", "expert"])
    fast = stronger.human_aimed_throw(12.0, 1.0, -0.5)
    assert math.hypot(*fast.velocity) > speed
