"""The Cul de Chouette score sheet when players hold items (Grelottine, Boucliette, Civet...):
each holder's items are written under their name, on two lines, or one shortened with "…" when
the sheet has no room for more; no text overlaps another and every text of the sheet stays
in its region, at every window size the HUD is laid out for (tests/test_hud_layout.py SIZES).
The real screen is drawn in a headless window, its 3D draw stubbed (where text goes only)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from deboule.screens.layout import Rect
from tests.headless_app import headless_app
from tests.test_hud_layout import SIZES

HELD = ("has_grelottine", "has_civet", "has_boucliette", "jarret_held", "flan_held",
        "rigodon_held", "has_civet_filoche")


@pytest.fixture(scope="module")
def app(tmp_path_factory) -> Iterator[Any]:
    with headless_app(tmp_path_factory.mktemp("held"), (1280, 720)) as app:
        app.renderer.render = lambda *args, **kwargs: None  # where text goes, not the table
        yield app


def _reported_game():
    """The game the overlap was seen in: six players to 100 points, most holding a Grelottine
    and a Boucliette at the end ("détient : Grelottine (peut défier), Boucliette (bouclier)"
    wrapped onto two lines, the second a pixel over the first at 960 × 600)."""
    from deboule.games.cul_de_chouette.match import CdcMatch, ManualClock
    from deboule.rules.cul_de_chouette import Variant

    kaamelott = Variant.preset("kaamelott").to_dict()
    variant = Variant.from_dict({**kaamelott, "win_score": 100, "cap_score": 90})
    match = CdcMatch(["novice", "expert", "regular", "novice", "expert", "novice"], seed=5,
                     clock=ManualClock(), preset=variant)
    match.play_out()
    return match


def _holding_everything(players: int):
    """A game just begun where every player holds every item the sheet can name."""
    from deboule.games.cul_de_chouette.match import CdcMatch, ManualClock

    match = CdcMatch(["novice"] * players, seed=1, clock=ManualClock())
    for name in HELD:
        setattr(match.state, name, [True] * players)
    return match


def _frames(app, match, monkeypatch) -> dict[tuple[int, int], tuple[Rect, list]]:
    """The sheet's region and every label drawn, at every size."""
    from deboule.games.cul_de_chouette.screen import CdcScreen
    from deboule.shell.window import GameApp

    screen = CdcScreen(app, match)
    app.push(screen)
    frames = {}
    try:
        for size in SIZES:
            monkeypatch.setattr(GameApp, "size", property(lambda self, size=size: size))
            app.draw()
            frames[size] = (screen.hud.regions()["sheet"], list(app.text.last_frame))
    finally:
        app.pop()
    return frames


def _check_sheet(match, frames) -> None:
    names = [match.state.names[p] for p in range(match.state.n_players)]
    for size, (sheet, labels) in frames.items():
        overlapping = [(size, a, b) for i, (_, box_a, a) in enumerate(labels)
                       for _, box_b, b in labels[i + 1:] if box_a.intersects(box_b)]
        assert overlapping == []
        outside = [(size, region, text) for region, box, text in labels
                   if region in ("sheet", "log") and not box.inside(sheet, slack=1.0)]
        assert outside == []
        rows = [text.removeprefix("▶ ").split(" · ")[0] for region, _, text in labels
                if region == "sheet"]
        assert [name for name in names if name not in rows] == [], (size, rows)


def _held_lines(labels) -> list[str]:
    return [text for region, _, text in labels if region == "sheet"
            and text.startswith("détient")]


def test_the_reported_sheet_shows_every_holding_whole(app, monkeypatch):
    match = _reported_game()
    holders = [p for p in range(6) if match.state.has_grelottine[p]
               or match.state.has_boucliette[p]]
    assert len(holders) == 6 and sum(match.state.has_boucliette) >= 3
    frames = _frames(app, match, monkeypatch)
    _check_sheet(match, frames)
    for size, (_, labels) in frames.items():  # room for all: nothing is shortened
        texts = [text for region, _, text in labels if region == "sheet"]
        assert len(_held_lines(labels)) == len(holders), size
        shown = " ".join(texts)
        assert shown.count("Boucliette (bouclier)") == sum(match.state.has_boucliette), size
        assert shown.count("Grelottine (peut défier)") == sum(match.state.has_grelottine), size
        assert not any(text.endswith("…") for text in texts), (size, texts)


def test_six_players_holding_everything_keep_their_holdings_in_the_sheet(app, monkeypatch):
    match = _holding_everything(6)
    frames = _frames(app, match, monkeypatch)
    _check_sheet(match, frames)
    for size, (_, labels) in frames.items():  # each on two lines, the second ended with "…"
        assert len(_held_lines(labels)) == 6, size
        assert sum(text.endswith("…") for region, _, text in labels
                   if region == "sheet") >= 6, size


def test_sixteen_players_holding_everything_never_spill_out_of_the_sheet(app, monkeypatch):
    """The most seats the rules allow (the command line's 16): every player's row is drawn,
    the holdings get the room left above the Banque's line, one shortened line for each
    holder from the first seat on before any gets a second."""
    match = _holding_everything(16)
    frames = _frames(app, match, monkeypatch)
    _check_sheet(match, frames)
    for size, (_, labels) in frames.items():
        texts = [text for region, _, text in labels if region == "sheet"]
        held = _held_lines(labels)
        assert len(held) >= 1, size
        assert any(text.startswith("Banque :") for text in texts), size
        # the holders shown are the first seats: line k under the name of seat k
        rows = [text for text in texts if text.startswith(("détient", "Bot "))]
        assert rows[:2 * len(held)] == [row for k in range(len(held))
                                        for row in (rows[2 * k], held[k])], size
    smallest = _held_lines(frames[(960, 540)][1])  # one shortened line for the first holders
    assert len(smallest) < 16 and all(text.endswith("…") for text in smallest)
