"""Issue 48, point 4: words a newcomer met that misled. Le Déboulé's opening throws say they
decide who starts; a replayed or watched towers' choice names no keys nobody may press; a bot
whose seat name already says it ("Joueur 2 (bot)") is not named twice; the English Cul de
Chouette log never nests brackets ("-10 (Suite (run))")."""

from __future__ import annotations

import random
import re
from types import SimpleNamespace

from cdc_bot_games import play_out

from deboule.games.deboule.match import Seat
from deboule.games.deboule.screen import DebouleScreen
from deboule.rules.cul_de_chouette.bots import make_bot
from deboule.rules.cul_de_chouette.messages import describe
from deboule.rules.cul_de_chouette.state import State
from deboule.rules.cul_de_chouette.variant import Variant
from deboule.rules.deboule.requests import ChooseTowersRequest, RollOffRequest


def _screen(request, seats, watched=False, viewer=False):
    """What DebouleScreen.status reads, for one pending request."""
    match = SimpleNamespace(pending=request, over=False, flight=None, seats=seats,
                            thinking=lambda: False, human_to_act=lambda: True)
    screen = SimpleNamespace(match=match, lang="fr", measuring=None, watched=watched)
    if viewer:
        screen.viewer_lines = lambda: ("", "")
    screen.player_name = lambda player: DebouleScreen.player_name(screen, player)
    return screen


def test_the_opening_throw_says_it_decides_who_starts():
    screen = _screen(RollOffRequest(players=(0,), side=0),
                     [Seat("human", name="Joueur 1"), Seat("bot")])
    lines = DebouleScreen.status(screen)
    assert lines[0] == "À Joueur 1 de lancer"
    assert "prend la main" in lines[1]  # seed: "détermine le joueur qui prend la main"


def test_the_towers_choice_names_its_keys_only_to_a_player():
    seats = [Seat("human"), Seat("bot")]
    request = ChooseTowersRequest(players=(0,), side=0)
    assert "1–9" in DebouleScreen.status(_screen(request, seats))[0]
    for screen in (_screen(request, seats, watched=True), _screen(request, seats, viewer=True)):
        line = DebouleScreen.status(screen)[0]
        assert "DéTours" in line and "1–9" not in line and "Entrée" not in line


def test_a_bot_named_after_its_seat_is_named_once():
    screen = _screen(None, [Seat("human"), Seat("bot", "regular", "Joueur 2 (bot)")])
    assert DebouleScreen.player_name(screen, 1) == "Joueur 2 (bot)"
    screen = _screen(None, [Seat("human"), Seat("bot", "expert", "Bot expert")])
    assert DebouleScreen.player_name(screen, 1) == "Joueur 2 (Bot expert)"


NESTED = re.compile(r"\([^()]*\(")


def test_the_english_log_never_nests_brackets():
    lines = []
    for seed in (1, 2):
        state = State.new({"players": 3, "variant": Variant.preset("kaamelott",
                                                                  max_turns=80).to_dict()})
        bots = [make_bot(level, seed * 7 + k) for k, level in
                enumerate(("expert", "novice", "regular"))]
        play_out(state, bots, random.Random(seed))
        lines += [describe(event, state.names, "en") for event in state.events]
    assert any("Suite (run)" in line or "Bévue (blunder)" in line for line in lines)
    nested = [line for line in lines if NESTED.search(line)]
    assert nested == [], nested[:5]


def _cdc_prompt_line(remote_is_person: bool, kind: str) -> str:
    """The line under the Cul de Chouette tray while seat 1 (not this window's) must act."""
    from deboule.games.cul_de_chouette.hud import CdcHud

    node = SimpleNamespace(kind=kind, prompt="chouettes" if kind == "chance" else "siroter")
    match = SimpleNamespace(node=node, human_to_throw=lambda: None,
                            human_to_decide=lambda: None, waiting_for_bot=lambda: 1,
                            is_human=lambda p: remote_is_person)
    drawn = []
    hud = CdcHud.__new__(CdcHud)
    hud.screen = SimpleNamespace(match=match, lang="fr")
    hud.hud = SimpleNamespace(block=lambda box, lines, region: drawn.extend(lines))
    hud.name = lambda p: "Alice"
    CdcHud.draw_prompt(hud, None)
    return drawn[0].text


def test_a_person_at_another_window_is_waited_for_not_thinking():
    """Online, the seat awaited may be a person: "Alice réfléchit…" read as a bot's."""
    assert _cdc_prompt_line(False, "decision") == "Alice réfléchit…"
    assert "réfléchit" not in _cdc_prompt_line(True, "decision")
    assert "Alice" in _cdc_prompt_line(True, "decision")
    assert _cdc_prompt_line(True, "chance").startswith("À Alice de lancer")


def test_the_adjustable_menu_line_keeps_its_hint_short():
    from deboule.games.cul_de_chouette.prompts import LABELS

    for lang in ("fr", "en"):
        assert len(LABELS[lang]["adjust"]) <= 18 and len(LABELS[lang]["slots"]) <= 18


def test_the_lifted_cup_line_goes_low_on_the_right_not_across_the_cup():
    """"Tasse soulevée : …" was drawn across the raised cup (the top of the view, where the
    lifted cup is): it goes down by the log, on the right, inside the window."""
    from deboule.games.enculette.hud import lifted_box, regions
    from deboule.screens.layout import window_rect

    for width, height in ((960, 540), (1280, 720), (1920, 1080)):
        boxes = regions(width, height)
        box = lifted_box(boxes, 0.3 * width, 10.0)
        assert box.inside(window_rect(width, height), 1.0)
        assert box.top < height / 2  # the lower half: the raised cup is in the upper one
        assert box.y > boxes["log"].top and box.centre_x > width / 2
        assert not box.intersects(boxes["log"]) and not box.intersects(boxes["players"])


def test_a_repere_number_covers_no_piece_and_no_panel():
    """A repère's "5" was drawn over the cochondé's number, and the numbers of repères under
    the log over its lines: the number goes to a corner clear of the pieces, inside the
    table's uncovered view, or is not drawn."""
    from deboule.games.deboule.marks import label_box
    from deboule.screens.layout import Rect

    view = Rect(0, 100, 800, 400)
    free = label_box(300, 300, 20, 8, [], view)
    assert (free.x, free.y) == (308, 272)  # below and right of the mark, as before
    beside = label_box(300, 300, 20, 8, [(318, 282)], view)  # the cochondé lies there
    assert beside is not None and not beside.inset(-10).contains(318, 282)
    assert beside.inside(view)
    assert label_box(300, 90, 20, 8, [], view) is None  # under the log: not drawn
    edge = label_box(790, 300, 20, 8, [], view)  # at the view's right edge: on the left
    assert edge is not None and edge.right <= 800


def test_a_length_placed_away_from_its_piece_is_tied_to_it():
    """"✓ 8,5 cm" sat by a tower far from the piece it measured: a label beside its piece
    needs nothing, one placed farther is joined to the piece by a line from its nearest edge."""
    from deboule.games.deboule.hud import connector
    from deboule.screens.layout import Rect

    label = Rect(100, 100, 60, 18)
    assert connector(label, (105, 125), 12) is None  # just above it: beside its piece
    tie = connector(label, (200, 160), 12)
    assert tie == ((160, 118), (200, 160))  # from the corner nearest the piece, to the piece


def test_a_french_guillemet_never_ends_a_wrapped_line():
    """"…en annonçant «" then "Docteur » (33)" on the next line (L'Enculette's menu at
    1920×1080): a guillemet stays with its word, a spaced mark never starts a line."""
    from deboule.screens.layout import wrap

    text = "Passer sans regarder à Joueur 2 en annonçant « Docteur » (33)"
    for width in range(20, 70):
        lines = wrap(text, width, len)  # a character a pixel
        assert " ".join(lines) == text
        assert not any(line.endswith("«") for line in lines), (width, lines)
        assert not any(line.startswith(("»", "!", "?", ":", ";")) for line in lines)
