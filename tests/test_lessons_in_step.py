"""Lessons in step (deboule/screens/coach.py and each game's tutorial.py): a newcomer's keys never
put the table ahead of the lesson's text, and a lesson's end stops the game.

Each lesson is walked through once (a module fixture) by tests/lesson_newcomer.py: at every step
Esc and back, then Enter (which ended every explanation) and Space, then the move the step asks
for. After every key and update, the table is compared with what the step's text says (the
`*_EXPECT` tables below, written from the lessons' texts); once the lesson says "Bravo", ten
seconds of updates must leave the table as it was and never step the game (three lessons end on
the player's move or a finished match: a game stepped then shows nothing, so the calls that
step it are counted). Headless window, 3D scene not drawn.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.headless_app import headless_app
from tests.lesson_newcomer import Newcomer, until_step_changes

SIZE = (1280, 720)


@pytest.fixture(scope="module")
def app(tmp_path_factory) -> Iterator[Any]:
    with headless_app(tmp_path_factory.mktemp("lessons"), SIZE) as app:
        app.renderer.render = lambda *args, **kwargs: None  # what is said, not the pixels
        yield app


def _open(app, coached) -> None:
    while len(app.screens) > 1:
        app.pop()
    app.push(coached)


# ---------------------------------------------------------------------------- L'Enculette
def _enc_events(screen, kind: str, player: int | None = None) -> list:
    return [e for e in screen.match.state.events
            if e.kind.value == kind and (player is None or e.player == player)]


def _enc_answered(screen) -> bool:
    return any(_enc_events(screen, kind, 0) for kind in ("believed", "doubted", "passed"))


def _enc_roll_read_unannounced(screen) -> bool:
    """The player serves, their dice lie under the Tasse where the text reads them, and
    nothing was announced (the peek, the ladder, the announcement)."""
    return screen.match.state.cup().server == 0 and not _enc_events(screen, "announced") \
        and screen.match.visible_faces(0) is not None


def _enc_bot_to_answer(screen) -> bool:
    """"{bot} vous croit … doit vous annoncer plus haut que {mine}": the player announced
    once and nothing was answered yet; the value to beat on the table ("À battre", the cup's
    floor) is the player's announcement once the bot believed it."""
    mine = _enc_events(screen, "announced", 0)
    cup = screen.match.state.cup()
    believed = bool(_enc_events(screen, "believed", 1))
    return len(mine) == 1 and not _enc_answered(screen) and (
        cup.floor == mine[0].value if believed else cup.announced == mine[0].value)


def _enc_answer_awaited(screen) -> bool:
    """"{bot} vous annonce {value}": the value announced on the table is the bot's, above the
    player's first announcement (the floor), and the player has not answered."""
    theirs = _enc_events(screen, "announced", 1)
    mine = _enc_events(screen, "announced", 0)
    cup = screen.match.state.cup()
    return bool(theirs) and len(mine) == 1 and not _enc_answered(screen) \
        and cup.announced == theirs[-1].value and cup.floor == mine[0].value


ENC_EXPECT = {
    "enc.tuto.intro": lambda s: not _enc_events(s, "shaken") and not s.match.busy(),
    "enc.tuto.shake": lambda s: s.match.state.cup().server == 0
    and not _enc_events(s, "announced"),
    "enc.tuto.peek": _enc_roll_read_unannounced,
    "enc.tuto.ladder": _enc_roll_read_unannounced,
    "enc.tuto.announce": _enc_roll_read_unannounced,
    "enc.tuto.believed": _enc_bot_to_answer,
    "enc.tuto.answer": _enc_answer_awaited,
    "enc.tuto.until_drink": _enc_answered,
    "enc.tuto.outcome": lambda s: any(e.kind.value == "drank" for e in s.match.state.events),
}


def _enc_describe(screen) -> str:
    cup = screen.match.state.cup()
    return (f"server={cup.server} phase={cup.phase} announced={cup.announced} "
            f"to_beat={cup.floor} events="
            f"{[(e.kind.value, e.player) for e in screen.match.state.events]}")


def _enc_move(newcomer: Newcomer, text: str) -> None:
    from pyglet.window import key

    from deboule.rules.enculette import Doubt

    screen = newcomer.coached.inner
    index = newcomer.coached.step_index

    def choose(wanted) -> None:
        entries = screen.menu()
        index = next((i for i, (_, a) in enumerate(entries) if wanted(a)), None)
        if index is None:
            return
        for _ in range(len(entries) + 1):
            if screen.focus == index:
                break
            newcomer.press(key.DOWN, ticks=0)
        newcomer.press(key.ENTER)

    def play_on() -> None:
        match = screen.match
        if match.human_turn() is None:
            return
        if match.must_shake():
            newcomer.press(key.SPACE)
        elif screen.peek_faces() is None and match.visible_faces(0) is not None:
            newcomer.press(key.P)
        else:
            choose(lambda a: a.KIND in ("announce", "believe"))

    if text == "enc.tuto.peek":
        newcomer.press(key.P)
    elif text == "enc.tuto.answer":
        choose(lambda a: a == Doubt())
    elif text == "enc.tuto.until_drink":
        until_step_changes(newcomer, play_on)
        return
    until_step_changes(newcomer, index=index)


@pytest.fixture(scope="module")
def enculette(app):
    from deboule.games.enculette.tutorial import lesson

    coached = lesson(app)
    _open(app, coached)
    newcomer = Newcomer(app, coached, ENC_EXPECT, _enc_describe)
    walk = newcomer.run(_enc_move)
    newcomer.watch_after_end(lambda s: (len(s.match.state.events), s.match.revision,
                                        s.match.human_turn(), s.status()))
    walk.notes["status_after_end"] = coached.inner.status()[0]
    return walk


def test_enculette_lesson_and_table_agree_at_every_step(enculette):
    assert enculette.menu_seen
    assert enculette.disagreements == []
    assert enculette.finished
    assert enculette.texts == list(ENC_EXPECT)
    # after a doubt the drink comes with the lift: "until somebody drinks" ends at once
    assert [how for _, how in enculette.history] == [
        "enter", "done", "done", "enter", "done", "done", "done", "done", "enter"]


def test_enculette_lesson_end_stops_play(enculette):
    from deboule.text.i18n import tr

    assert enculette.finished and enculette.moved_after_end == []
    # the table says the game stopped, not that the bot who serves next is thinking
    assert enculette.notes["status_after_end"] == tr("enc.tuto.over", "fr")


def test_enter_at_the_peek_does_not_announce_the_menus_first_line(app):
    """The issue's case, step by step: at "touche P" Enter (then a click on the menu's first
    line) does nothing; P peeks; at the announcement Enter announces the truth the text
    names, 43, not the menu's first line."""
    from pyglet.window import key

    from deboule.games.enculette.tutorial import lesson
    from deboule.text.i18n import tr

    coached = lesson(app)
    _open(app, coached)
    newcomer = Newcomer(app, coached, ENC_EXPECT, _enc_describe)
    newcomer.press(key.ENTER)  # the intro read
    newcomer.press(key.SPACE)
    until_step_changes(newcomer)
    assert coached.step.text == "enc.tuto.peek"
    screen = coached.inner
    assert screen.menu(), "the live announcement menu is on the table"
    newcomer.press(key.ENTER, ticks=20)
    rows = dict(screen.hud.menu_rows())
    if 0 in rows:  # a click on the first line, as drawn
        x, y = rows[0].x + rows[0].w / 2, rows[0].y + rows[0].h / 2
        app.window.dispatch_event("on_mouse_press", int(x), int(y), 1, 0)
        app.window.dispatch_event("on_mouse_release", int(x), int(y), 1, 0)
        newcomer.tick(20)
    assert coached.step.text == "enc.tuto.peek"
    assert not _enc_events(screen, "announced")
    said = [line.text for line in coached.panel_lines()]
    assert tr("coach.other_key", "fr") in said  # the panel says why nothing happened
    newcomer.press(key.P)
    assert coached.step.text == "enc.tuto.ladder"
    newcomer.press(key.ENTER)  # the ladder read
    assert coached.step.text == "enc.tuto.announce"
    newcomer.press(key.ENTER)
    assert [e.value for e in _enc_events(screen, "announced", 0)] == [43]
    assert newcomer.walk.disagreements == []


# ---------------------------------------------------------------------------- Cul de Chouette
def _cdc_events(screen, kind: str) -> list[dict]:
    return [e for e in screen.match.state.events if e["type"] == kind]


def _cdc_mine(screen) -> list[dict]:
    return [e for e in _cdc_events(screen, "combination") if e["player"] == 0]


def _cdc_thrown(count: int, combination: str | None = None):
    """The player's `count` combinations lie on the table, the last one the text names."""
    def agrees(screen) -> bool:
        mine = _cdc_mine(screen)
        return len(mine) == count and (combination is None
                                       or combination in mine[-1]["combinations"])
    return agrees


def _cdc_before(count: int):
    """The player is about to make combination `count`: fewer lie on the table, at least
    count - 1 (the throw's own may have just landed)."""
    return lambda screen: count - 1 <= len(_cdc_mine(screen)) <= count


def _cdc_race(kind: str, settled: bool):
    def agrees(screen) -> bool:
        done = any(e["race"] == kind for e in _cdc_events(screen, "race_presses"))
        window = screen.match.race_open()
        return done if settled else (not done and (window is None or window.kind == kind))
    return agrees


SUITE, PAS_MOU = "grelotte_ca_picote", "pas_mou_le_caillou"
CDC_EXPECT = {
    "cdc.tuto.intro": lambda s: not _cdc_events(s, "dice"),
    "cdc.tuto.roll_off": lambda s: not _cdc_events(s, "starter"),
    "cdc.tuto.first_turn": _cdc_before(1),
    "cdc.tuto.chouette": _cdc_thrown(1, "CHOUETTE"),
    "cdc.tuto.velute_throw": _cdc_before(2),
    "cdc.tuto.velute": _cdc_thrown(2, "VELUTE"),
    "cdc.tuto.cdc_throw": _cdc_before(3),
    "cdc.tuto.cdc": _cdc_thrown(3, "CUL_DE_CHOUETTE"),
    "cdc.tuto.suite_throw": _cdc_before(4),
    "cdc.tuto.suite_ready": lambda s: _cdc_thrown(4)(s) and _cdc_race(SUITE, False)(s),
    "cdc.tuto.suite_race": _cdc_race(SUITE, False),
    "cdc.tuto.suite_result": lambda s: _cdc_thrown(4)(s) and _cdc_race(SUITE, True)(s),
    "cdc.tuto.cv_throw": _cdc_before(5),
    "cdc.tuto.cv_ready": lambda s: _cdc_thrown(5)(s) and _cdc_race(PAS_MOU, False)(s),
    "cdc.tuto.cv_race": _cdc_race(PAS_MOU, False),
    "cdc.tuto.cv_result": lambda s: _cdc_thrown(5)(s) and _cdc_race(PAS_MOU, True)(s),
    "cdc.tuto.neant_throw": _cdc_before(6),
    "cdc.tuto.neant": _cdc_thrown(6),
}


def _cdc_describe(screen) -> str:
    return f"{[(e['player'], e['combinations']) for e in _cdc_events(screen, 'combination')]}"


def _cdc_move(newcomer: Newcomer, text: str) -> None:
    from pyglet.window import key

    match = newcomer.coached.inner.match
    index = newcomer.coached.step_index
    if text.endswith("_race"):
        newcomer.press(key.A)
        until_step_changes(newcomer, index=index)
        return

    def throw() -> None:
        if match.human_to_throw() is not None:
            newcomer.press(key.SPACE, ticks=0)

    until_step_changes(newcomer, throw)


def _cdc_table(screen) -> tuple:
    """What moves on the table: the dice thrown, the throw in the air, the race open."""
    match = screen.match
    return (len(_cdc_events(screen, "dice")), match.flight is not None,
            match.race_open() is not None)


@pytest.fixture(scope="module")
def cul_de_chouette(app):
    from deboule.games.cul_de_chouette.tutorial import lesson
    from deboule.match_base import ManualClock

    clock = ManualClock(100.0)
    coached = lesson(app, source=clock)
    _open(app, coached)
    newcomer = Newcomer(app, coached, CDC_EXPECT, _cdc_describe, clock=clock)
    walk = newcomer.run(_cdc_move)
    newcomer.watch_after_end(_cdc_table)
    match = coached.inner.match
    walk.notes["after_end"] = {"bot_thinking": match.waiting_for_bot(),
                               "to_throw": match.human_to_throw()}
    return walk


def test_cul_de_chouette_lesson_and_table_agree_at_every_step(cul_de_chouette):
    assert cul_de_chouette.menu_seen
    assert cul_de_chouette.disagreements == []
    assert cul_de_chouette.finished
    assert cul_de_chouette.texts == list(CDC_EXPECT)


def test_cul_de_chouette_lesson_end_stops_play(cul_de_chouette):
    """"Bravo ! Leçon terminée": no bot throw, no race behind it, and the table's prompt
    does not say "Bot 2 réfléchit…" for ever."""
    assert cul_de_chouette.finished and cul_de_chouette.moved_after_end == []
    assert cul_de_chouette.notes["after_end"] == {"bot_thinking": None, "to_throw": None}


# ---------------------------------------------------------------------------- Chamot
# the player's plays in the arranged game, in order, as the lesson's steps ask for them
CHAMOT_PLAYS = ("turned", "placed", "turned", "discarded", "moved", "turned", "loaded",
                "blocked", "placed")
PLAY_KINDS = frozenset(CHAMOT_PLAYS) | {"removed"}


def _chamot_mine(screen) -> list[str]:
    return [e["type"] for e in screen.match.events
            if e.get("player") == 0 and e.get("type") in PLAY_KINDS]


def _chamot_played(low: int, high: int | None = None):
    """The player made the lesson's first `low` plays (up to `high` while the step's own
    are under way), and no other."""
    high = low if high is None else high

    def agrees(screen) -> bool:
        mine = _chamot_mine(screen)
        return low <= len(mine) <= high and tuple(mine) == CHAMOT_PLAYS[:len(mine)]
    return agrees


CHAMOT_EXPECT = {
    "chamot.tuto.intro": _chamot_played(0),
    "chamot.tuto.turn": _chamot_played(0, 1),
    "chamot.tuto.place": _chamot_played(1, 2),
    "chamot.tuto.discard": _chamot_played(2, 4),
    "chamot.tuto.bot_turn": _chamot_played(4),
    "chamot.tuto.corbeille": _chamot_played(4),
    "chamot.tuto.move": _chamot_played(4, 5),
    "chamot.tuto.coup_vache": _chamot_played(5, 7),
    "chamot.tuto.bot_again": _chamot_played(7),
    "chamot.tuto.blocked": _chamot_played(7, 8),
    "chamot.tuto.bot_last": _chamot_played(8),
    "chamot.tuto.finish": _chamot_played(8, 9),
    "chamot.tuto.outcome": _chamot_played(9),
}


def _chamot_describe(screen) -> str:
    return f"mine={_chamot_mine(screen)} message={getattr(screen, 'message', '')!r}"


def _chamot_move(newcomer: Newcomer, text: str) -> None:
    from pyglet.window import key

    index = newcomer.coached.step_index
    plays = {
        "chamot.tuto.turn": [key.SPACE],
        "chamot.tuto.place": [key._1, key.TAB, key.ENTER],
        "chamot.tuto.discard": [key.SPACE, key.D],
        "chamot.tuto.move": [key.M, key._1, key._3, key.TAB, key.ENTER],
        "chamot.tuto.coup_vache": [key.SPACE, key.L, key._2],
        "chamot.tuto.blocked": [key.B],
        "chamot.tuto.finish": [key.C, key._1, key.TAB, key.ENTER],
    }
    screen = newcomer.coached.inner
    for symbol in plays.get(text, []):
        if newcomer.coached.step_index != index:
            break
        if symbol == key.SPACE and screen.match.state.hand is not None:
            continue  # the card is already turned (the newcomer's Space turned it)
        newcomer.press(symbol, ticks=1)
    until_step_changes(newcomer, index=index, limit=900)


@pytest.fixture(scope="module")
def chamot(app):
    from deboule.games.chamot.tutorial import lesson
    from deboule.match_base import ManualClock

    coached = lesson(app)
    clock = ManualClock()
    match = coached.inner.match
    match.clock = clock  # the bot's pauses on the walk's own clock
    match._since = clock()
    _open(app, coached)
    newcomer = Newcomer(app, coached, CHAMOT_EXPECT, _chamot_describe, clock=clock)
    walk = newcomer.run(_chamot_move)
    newcomer.watch_after_end(lambda s: (len(s.match.events), s.match.revision,
                                        s.match.acting_seat(), s.status()))
    return walk


def test_chamot_lesson_and_table_agree_at_every_step(chamot):
    assert chamot.menu_seen
    assert chamot.disagreements == []
    assert chamot.finished
    assert chamot.texts == list(CHAMOT_EXPECT)


def test_chamot_lesson_end_stops_play(chamot):
    assert chamot.finished and chamot.moved_after_end == []


# ---------------------------------------------------------------------------- Le Déboulé
def _landed(low: int, high: int | None = None):
    """The throws ended so far (the lesson's arranged landings, in order) are those the
    step's text speaks of: `low`, up to `high` while the step's own throws are under way."""
    high = low if high is None else high
    return lambda screen: low <= screen.match.landed <= high


DEBOULE_EXPECT = {
    "deboule.lesson.welcome": _landed(0),
    "deboule.lesson.arranged": _landed(0),
    "deboule.lesson.flick": _landed(0, 1),
    "deboule.lesson.roll_off": _landed(1, 2),
    "deboule.lesson.starter": _landed(2),
    "deboule.lesson.towers": _landed(2),
    "deboule.lesson.cochonde": _landed(2, 3),
    "deboule.lesson.stake": _landed(3),
    "deboule.lesson.first_throw": _landed(3, 4),
    "deboule.lesson.d7_empty": _landed(4),
    "deboule.lesson.bot_throws": _landed(4, 5),
    "deboule.lesson.d7_farthest": _landed(5),
    "deboule.lesson.throw_fleche": _landed(5, 6),
    "deboule.lesson.fleche": _landed(6),
    "deboule.lesson.relance": _landed(6, 7),
    "deboule.lesson.bot_chapeau_throw": _landed(7, 8),
    "deboule.lesson.chapeau": _landed(8),
    "deboule.lesson.covered": _landed(8),
    "deboule.lesson.throw_arc": _landed(8, 9),
    "deboule.lesson.arc": _landed(9, 10),
    "deboule.lesson.forced": _landed(9, 11),
    "deboule.lesson.throw_losange": _landed(11, 12),
    "deboule.lesson.losange": _landed(12),
    "deboule.lesson.dechole": _landed(12),
    "deboule.lesson.bot_last": _landed(12, 13),
    "deboule.lesson.tower": _landed(13),
    "deboule.lesson.measure_wait": _landed(13),
    "deboule.lesson.measure": _landed(13),
}


def _deboule_describe(screen) -> str:
    return f"landed={screen.match.landed} pending={type(screen.match.pending).__name__}"


def _deboule_move(newcomer: Newcomer, text: str) -> None:
    from pyglet.window import key

    index = newcomer.coached.step_index
    table = newcomer.coached.inner

    def act() -> None:
        if table.measuring is not None:
            newcomer.press(key.ENTER, ticks=0)
        elif table.throw_request() is not None:
            newcomer.press(key.RIGHT, ticks=0)  # aim a little, then throw from the keyboard
            newcomer.press(key.SPACE, ticks=0)
        elif table.choosing_towers() or table.choices():
            newcomer.press(key.ENTER, ticks=0)

    until_step_changes(newcomer, act, index=index, limit=6000)


def _deboule_look(newcomer: Newcomer, text: str) -> None:
    """At a decision, once the camera framed the table: is the cochondé under the panel?"""
    coached = newcomer.coached
    table = coached.inner
    if not table.choices():
        return
    newcomer.tick(60)
    newcomer.app.frame(1 / 30)
    point, panel = table.piece_pixel("cochonde"), coached.panel_rect()
    margin = panel.w * 0.05  # about the cochondé's half width as framed
    newcomer.walk.notes.setdefault("cochonde_under_panel", {})[text] = point is not None \
        and panel.x - margin <= point[0] <= panel.right + margin \
        and panel.y - margin <= point[1] <= panel.top + margin


@pytest.fixture(scope="module")
def deboule(app):
    from deboule.games.deboule.tutorial import lesson

    coached = lesson(app)
    _open(app, coached)
    newcomer = Newcomer(app, coached, DEBOULE_EXPECT, _deboule_describe)
    walk = newcomer.run(_deboule_move, look=_deboule_look)
    newcomer.watch_after_end(lambda s: (s.match.landed, s.match.flight is not None,
                                        len(s.match.log), repr(s.match.pending),
                                        s.match.world.poses(), s.status()))
    return walk


def test_deboule_lesson_and_table_agree_at_every_step(deboule):
    assert deboule.menu_seen
    assert deboule.disagreements == []
    assert deboule.finished
    assert deboule.texts == list(DEBOULE_EXPECT)


def test_deboule_lesson_panel_keeps_clear_of_the_cochonde(deboule):
    """At each decision the camera frames the table beside the coach's panel: at step 5 (who
    starts) the panel half-covered the cochondé."""
    covered = deboule.notes["cochonde_under_panel"]
    assert "deboule.lesson.starter" in covered
    assert not any(covered.values()), covered


def test_deboule_lesson_end_stops_play(deboule):
    assert deboule.finished and deboule.moved_after_end == []
