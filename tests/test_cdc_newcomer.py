"""Issue 48, point 1: a newcomer's Cul de Chouette. A first game is set up on the gentle table
(the seven combinations, the Sirotage, the Bévue; the rules left out named on the set-up
screen, the full Kaamelott table the next choice), and a question the player never asked for
(buying the cul on an opponent's turn, a bet) starts on "Pass" and can be turned off for the
game, then back on from the pause menu."""

from __future__ import annotations

import random

from cdc_bot_games import play_out

from deboule.games.cul_de_chouette import setup as cdc_setup
from deboule.games.cul_de_chouette.explanations import explanation_line
from deboule.games.cul_de_chouette.match import CdcMatch
from deboule.games.cul_de_chouette.options import text as option_text
from deboule.games.cul_de_chouette.prompts import LABELS
from deboule.rules.cul_de_chouette import BuyDie, DiceRolled, Pass
from deboule.rules.cul_de_chouette.actions import Throw as ThrowAction
from deboule.rules.cul_de_chouette.bots import make_bot
from deboule.rules.cul_de_chouette.state import State
from deboule.rules.cul_de_chouette.variant import GENTLE_OFF, OPTIONAL_RULES, Variant
from deboule.shell.menu import Item, Menu


# ------------------------------------------------------------------ the gentle table
def test_the_gentle_table_plays_the_seven_combinations_the_sirotage_and_the_bevue():
    gentle = Variant.preset("douce")
    on = [rule for rule in OPTIONAL_RULES if getattr(gentle, rule)]
    assert on == ["sirotage", "bevue"]
    assert set(GENTLE_OFF) == set(OPTIONAL_RULES) - {"sirotage", "bevue"}
    assert Variant.preset("kaamelott").achat_de_de and Variant.preset("kaamelott").banque


def test_a_game_on_the_gentle_table_asks_only_about_its_rules():
    """Bot games on the gentle table: no Civet, Banque, Achat de dé, Grelottine, Bleu-Rouge;
    only the Sirotage (and its bets), the Soufflette and the combinations' races."""
    asked = set()

    def probe(state: State) -> None:
        if state.node.kind in ("decision", "race"):
            asked.add(state.node.prompt)

    for seed in (1, 2, 3):
        state = State.new({"players": 3, "variant": Variant.preset("douce").to_dict()})
        bots = [make_bot(level, seed * 7 + k)
                for k, level in enumerate(("expert", "regular", "novice"))]
        play_out(state, bots, random.Random(seed), probe)
        assert state.is_over
    assert {"siroter", "pas_mou_le_caillou", "grelotte_ca_picote"} <= asked
    assert asked <= {"pre_roll", "siroter", "bet_sirotage", "soufflette_challenge", "keep",
                     "pas_mou_le_caillou", "grelotte_ca_picote", "sans_fin"}, asked
    # the pre-roll window is the throw alone there: its line names no Banque, no Civet
    gentle = Variant.preset("douce")
    assert explanation_line("pre_roll", "fr", gentle) == ""
    assert "Banque" in explanation_line("pre_roll", "fr", Variant.preset("kaamelott"))
    iruo = explanation_line("pre_roll", "fr", Variant.preset("iruo"))
    assert "Civet" in iruo and "Banque" not in iruo


class _Setup:
    """The set-up screen as the game's lines see it: its menu and what they keep."""

    def __init__(self) -> None:
        self.extra: dict = {}
        self.menu = Menu(cdc_setup.items(self, lambda: "fr"))


def test_a_first_game_is_set_up_on_the_gentle_table_and_names_what_it_leaves_out():
    setup = _Setup()
    preset = setup.menu.item("preset")
    assert preset.value == "douce"
    for lang in ("fr", "en"):
        notes = " ".join(cdc_setup.notes(setup, lang))
        for rule in GENTLE_OFF:
            assert option_text(rule, lang) in notes, (rule, lang)
    setup.menu.focus = setup.menu.items.index(preset)
    assert setup.menu.change(1) == "changed:preset" and preset.value == "kaamelott"
    assert cdc_setup.notes(setup, "fr") == []  # the full table: nothing left out
    assert isinstance(preset, Item)


# ------------------------------------------------------------------ a question never asked
def _buy_window() -> CdcMatch:
    """Two people: seat 1 starts and scores a Chouette of 2; seat 0 throws its chouettes, and
    seat 1 is asked whether to buy the cul."""
    match = CdcMatch(["human", "human"], seed=9, headless=True)
    for faces in ((6,), (1,)):  # the roll-off: seat 1 starts
        match.apply_scripted(DiceRolled(faces))
    for action in (ThrowAction(1), DiceRolled((2, 2)), DiceRolled((5,)), Pass(1),
                   ThrowAction(0), DiceRolled((3, 4))):
        match.apply_scripted(action)
    return match


def test_buying_the_cul_is_not_pre_selected():
    match = _buy_window()
    assert match.node.prompt == "buy_die" and match.human_to_decide() == 1
    menu = match.decision_menu("fr")
    assert menu.labels("fr")[menu.focus] == "Ne pas acheter"
    assert menu.press("enter") == Pass(1)  # Enter out of habit buys nothing
    assert menu.find(BuyDie(1)) is not None  # buying is still one line up


def test_buying_the_cul_can_be_turned_off_for_the_game_and_back_on():
    match = _buy_window()
    menu = match.decision_menu("fr")
    assert menu.labels("fr")[-1] == LABELS["fr"]["decline"]
    menu.select(len(menu.entries) - 1)
    action = menu.press("enter")
    assert action == Pass(1) and menu.declined == "buy_die"
    match.human_action(action, menu.declined)
    assert match.declined == {1: {"buy_die"}}
    # the cul falls; seat 1's next turn, then seat 0's chouettes: the question is passed alone
    for step in (DiceRolled((6,)), ThrowAction(1), DiceRolled((1, 3)), DiceRolled((6,)),
                 ThrowAction(0), DiceRolled((2, 5))):
        match.apply_scripted(step)
    assert match.node.prompt == "buy_die"
    before = len(match.state.actions)
    match.update(0.0)
    assert match.state.actions[before:] == [Pass(1)]
    assert match.node.prompt != "buy_die"
    # asked again: the pause menu's line clears it
    match.declined[1].discard("buy_die")
    assert match.declined == {1: set()}


def test_a_decline_must_be_a_pass():
    match = _buy_window()
    try:
        match.human_action(BuyDie(1), "buy_die")
    except Exception as exc:  # noqa: BLE001 - the refusal's type is the match's
        assert type(exc).__name__ == "MatchError"
    else:
        raise AssertionError("a purchase that also declines was taken")
    assert match.node.prompt == "buy_die" and match.declined == {}


def test_a_novice_never_blunders_with_a_shout_of_a_rule_not_played():
    """A novice's Bévue shout on the gentle table is one of its own races ("Artichette !" with
    no Banque would puzzle a newcomer); on the Kaamelott table its draws are as before."""
    from deboule.rules.cul_de_chouette.bots import SHOUT_RULE

    shouts = {}
    for preset in ("douce", "kaamelott"):
        state = State.new({"players": 2, "variant": Variant.preset(preset).to_dict()})
        bot = make_bot("novice", 5)
        presses = [bot.blunder(state, 1) for _ in range(4000)]
        shouts[preset] = [p.shout if p else None for p in presses]
    gentle, full = shouts["douce"], shouts["kaamelott"]
    assert not {s for s in gentle if s} & set(SHOUT_RULE)
    assert {s for s in full if s} & set(SHOUT_RULE)  # the full table's blunders, as they were
    assert [g is None for g in gentle] == [f is None for f in full]  # the same draws
    assert [g for g, f in zip(gentle, full, strict=True) if f not in SHOUT_RULE] == \
        [f for f in full if f not in SHOUT_RULE]


def test_the_pause_menu_asks_again_what_was_turned_off(tmp_path, monkeypatch):
    from deboule.games.cul_de_chouette.screen import CdcScreen
    from deboule.shell.settings import Settings
    from deboule.shell.window import GameApp

    monkeypatch.setenv("DEBOULE_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("DEBOULE_DATA_DIR", str(tmp_path / "data"))
    app = GameApp(headless=True, settings=Settings(window=(960, 540)))
    try:
        screen = CdcScreen.from_save(app, {"match": _buy_window().to_save()})
        app.push(screen)
        assert not [i for i, _ in screen.pause_items() if i.startswith("ask:")]
        menu = screen.match.decision_menu("fr")
        menu.select(len(menu.entries) - 1)
        screen.match.human_action(menu.press("enter"), menu.declined)
        asked = [(i, label()) for i, label in screen.pause_items() if i.startswith("ask:")]
        assert asked == [("ask:buy_die", "Me proposer de nouveau : acheter le cul")]
        screen.pause_command("ask:buy_die")
        assert screen.match.declined == {1: set()}
        assert not [i for i, _ in screen.pause_items() if i.startswith("ask:")]
    finally:
        app.quit()


def test_the_throw_line_offers_no_choice_when_there_is_none(tmp_path, monkeypatch):
    """On the gentle table the pre-roll menu is the throw alone: "ou choisissez" named a
    choice a newcomer could not find; with the Banque and the Civet it stays."""
    from deboule.games.cul_de_chouette.screen import CdcScreen
    from deboule.shell.settings import Settings
    from deboule.shell.window import GameApp

    monkeypatch.setenv("DEBOULE_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("DEBOULE_DATA_DIR", str(tmp_path / "data"))
    app = GameApp(headless=True, settings=Settings(window=(960, 540)))
    headers = {}
    try:
        for preset in ("douce", "kaamelott"):
            match = CdcMatch(["human", "human"], seed=9, preset=preset, headless=True)
            for faces in ((1,), (6,)):  # seat 0 starts: its pre-roll window
                match.apply_scripted(DiceRolled(faces))
            if preset == "kaamelott":  # seat 0 scores 36, then its next turn: deposits
                for step in (ThrowAction(0), DiceRolled((6, 6)), DiceRolled((5,)), Pass(0),
                             ThrowAction(1), DiceRolled((2, 3)), Pass(0), DiceRolled((6,))):
                    match.apply_scripted(step)
            screen = CdcScreen.from_save(app, {"match": match.to_save()})
            app.push(screen)
            assert screen.match.node.prompt == "pre_roll"
            headers[preset] = screen.hud.decision_layout()[1][0].text
            app.pop()
    finally:
        app.quit()
    assert "choisissez" not in headers["douce"] and "Entrée" in headers["douce"]
    assert "choisissez" in headers["kaamelott"]
