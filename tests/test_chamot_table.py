"""The common piles on Chamot's table (H3: "the other maj. form the maj. pile. There is a common
min. corbeille, a common maj. corbeille"; issue 14, point 4): the maj. pile face down with its
count, each corbeille's top face up with its count, in their own slots at the table's right end,
apart from every other region at every window size; drawn, looked at by pixels and by the HUD's
text boxes in a headless window (a fresh process: pyglet's headless switch is process-wide)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from deboule.games.chamot.layout import COMMONS, table_layout

ROOT = Path(__file__).resolve().parents[1]
SIZES = ((960, 540), (960, 600), (1000, 620), (1280, 720), (1366, 768), (1600, 900),
         (1920, 1080), (2560, 1440), (1280, 1024), (2560, 1080))


@pytest.mark.parametrize("size", SIZES)
def test_the_common_piles_have_their_own_slots_on_the_table(size):
    width, height = size
    for seats in (2, 3, 4):
        for longest in (1, 8, 14):
            lay = table_layout(width, height, seats, longest_row=longest)
            others = {"status": lay.status, "log": lay.log, "hand": lay.hand,
                      "prompt": lay.prompt, **{f"row{i}": r for i, r in enumerate(lay.rows)},
                      **{f"player{i}": p for i, p in enumerate(lay.players)}}
            assert len(lay.commons) == len(COMMONS) == 3
            for index, slot in enumerate(lay.commons):
                card, caption = lay.common_card(index), lay.common_caption(index)
                assert slot.inside(lay.table) and card.inside(slot) and caption.inside(slot)
                assert not card.intersects(caption)
                assert card.h >= 0.6 * lay.card_h and card.w > 20  # a card, not a speck
                for name, rect in others.items():
                    assert not slot.intersects(rect), f"pile {index} over {name} at {size}"
                for other in lay.commons[index + 1:]:
                    assert not slot.intersects(other)
            assert lay.card(0, longest).right <= lay.rows[0].right + 0.5


def _apart(a, b) -> float:
    """Pixels between two rectangles (0 when they touch or overlap)."""
    dx = max(0.0, b.x - a.right, a.x - b.right)
    dy = max(0.0, b.y - a.top, a.y - b.top)
    return max(dx, dy)


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_the_pile_labels_keep_off_every_card_slot(size):
    """Issue 30, point 9: each common pile's label (its name and count) lies apart from its own
    card, and clearly further from every other card slot (the next pile's card, the rows' cards
    as long as a row may grow), so that it reads as its own pile's."""
    width, height = size
    for seats in (2, 3, 4):
        for longest in (1, 8, 14):
            lay = table_layout(width, height, seats, longest_row=longest)
            across = max(8, longest + 1)
            slots = [lay.card(r, i) for r in range(3) for i in range(across)]
            for index in range(len(COMMONS)):
                caption, own = lay.common_caption(index), lay.common_card(index)
                near = _apart(caption, own)
                assert near >= 2, f"label {index} on its card at {size}"
                others = slots + [lay.common_card(j) for j in range(3) if j != index]
                far = min(_apart(caption, other) for other in others)
                assert far >= max(10.0, 2 * near), (index, size, seats, longest, near, far)


def test_the_pile_and_corbeilles_are_drawn(drawn):
    assert drawn["maj_corbeille"] > 0 and drawn["min_corbeille"] > 0  # words were removed
    for size, seen in drawn["sizes"].items():
        # the maj. pile face down: the cards' back; the corbeilles face up: paper and a letter
        assert seen["back_share"] > 0.6, size
        assert seen["maj_paper_share"] > 0.4 and seen["min_paper_share"] > 0.4, size
        assert seen["letters"] == [drawn["maj_top"], drawn["min_top"]], size
        captions = seen["captions"]
        assert captions["common_maj_pile"] == ["Pioche ABC", f"{drawn['maj_pile']} cartes"]
        n = drawn["maj_corbeille"]
        assert captions["common_maj_corbeille"] == ["Corbeille ABC",
                                                    f"{n} carte{'s' if n > 1 else ''}"]
        assert captions["common_min_corbeille"][1].startswith(f"{drawn['min_corbeille']} carte")
        assert seen["overlaps"] == [] and seen["outside"] == []


def test_the_pause_menu_shows_the_table_centred(drawn):
    pause = drawn["pause"]
    assert pause["left"] is not None, pause
    assert abs(pause["left"] - pause["right"]) < 0.06 * pause["width"], pause


def test_an_empty_maj_pile_shows_an_empty_place(drawn):
    """When the maj. pile runs out (H5: the maj. corbeille is shuffled into a new pile), its
    place shows no back and says 0."""
    empty = drawn["empty"]
    assert empty["back_share"] < 0.05 and empty["caption"] == ["Pioche ABC", "0 carte"]


@pytest.fixture(scope="module")
def drawn(tmp_path_factory) -> dict:
    tmp = tmp_path_factory.mktemp("chamot_table")
    env = dict(os.environ, DEBOULE_CONFIG_DIR=str(tmp / "config"),
               DEBOULE_DATA_DIR=str(tmp / "data"), PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, __file__], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=300)
    if proc.returncode != 0:
        pytest.fail(f"table scenario failed:\n{proc.stdout}\n{proc.stderr}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


# ---------------------------------------------------------------------------- the scenario
def _share(image, rect, colour, tolerance: int = 12) -> float:
    """The share of the rectangle's pixels within `tolerance` of `colour` (image top down)."""
    import numpy as np

    height = image.shape[0]
    part = image[height - round(rect.top) + 3:height - round(rect.y) - 3,
                 round(rect.x) + 3:round(rect.right) - 3, :3].astype(int)
    close = (np.abs(part - np.array(colour[:3])) <= tolerance).all(axis=2)
    return float(close.mean())


def _scenario() -> dict:
    from deboule.games.chamot.hud import BACK, MAJ_PAPER, PAPER
    from deboule.games.chamot.match import ChamotMatch, ManualClock
    from deboule.games.chamot.screen import ChamotScreen
    from deboule.rules.chamot.cards import MAJ_LETTERS, MIN_LETTERS
    from deboule.screens.layout import Rect, overlaps, window_rect
    from deboule.shell.settings import Settings
    from deboule.shell.window import GameApp

    app = GameApp(headless=True, settings=Settings(window=(960, 540), quality="low"))
    clock = ManualClock()
    match = ChamotMatch(["expert", "expert"], seed=4, clock=clock)
    state = match.state
    while not (state.min_corbeille and state.maj_corbeille) and not match.over:
        clock.advance(1.0)  # the bots play at their pace until a word was removed
        match.update(0.0)
    screen = ChamotScreen(app, match)
    app.push(screen)
    out: dict = {"maj_pile": len(state.maj_pile), "maj_corbeille": len(state.maj_corbeille),
                 "min_corbeille": len(state.min_corbeille),
                 "maj_top": MAJ_LETTERS[state.maj_corbeille[-1]].upper(),
                 "min_top": MIN_LETTERS[state.min_corbeille[-1]], "sizes": {}}
    from deboule.shell.window import GameApp as App

    real_size = App.size
    # the headless window cannot be resized: its size is replaced, and the picture is read at
    # the window's own size only (the boxes at every size)
    for size in ((960, 540), (1280, 720), (1600, 900), (2560, 1440)):
        App.size = property(lambda self, size=size: size)
        app.frame(1 / 60)
        app.frame(1 / 60)
        labels = app.text.last_frame
        boxes = [(region, box) for region, box, _ in labels]
        lay = screen.hud.layout()
        seen: dict = {
            "captions": {region: [t for r, _, t in labels if r == region]
                         for region in (f"common_{name}" for name in COMMONS)},
            "letters": [t for _, box, t in labels if any(
                box.inside(lay.common_card(i)) for i in (1, 2))],
            "overlaps": overlaps(boxes),
            "outside": [t for _, box, t in labels if not box.inside(window_rect(*size), 1.0)],
        }
        if size == (960, 540):
            image = app.screenshot()
            seen["back_share"] = _share(image, lay.common_card(0), BACK)
            seen["maj_paper_share"] = _share(image, lay.common_card(1), MAJ_PAPER)
            seen["min_paper_share"] = _share(image, lay.common_card(2), PAPER)
        else:
            seen.update(back_share=1.0, maj_paper_share=1.0, min_paper_share=1.0)
        out["sizes"][f"{size[0]}x{size[1]}"] = seen
    App.size = real_size
    state.maj_corbeille.extend(state.maj_pile)  # drawn only: the pile as it is just before
    state.maj_pile.clear()  # it is shuffled again
    app.frame(1 / 60)
    app.frame(1 / 60)
    lay = screen.hud.layout()
    out["empty"] = {
        "back_share": _share(app.screenshot(), lay.common_card(0), BACK),
        "caption": [t for r, _, t in app.text.last_frame if r == "common_maj_pile"]}
    assert isinstance(lay.common_card(0), Rect)
    out["pause"] = _pause_margins(app, screen)
    return out


def _pause_margins(app, screen) -> dict:
    """Issue 48: the pause menu over a game shows the table centred in the window (the game's
    own view keeps room for the players' panel on the right). The wood's left and right ends
    along a band under the menu's lines."""
    import numpy as np

    from deboule.screens.menus import PauseScreen

    app.push(PauseScreen(app, screen))
    app.frame(1 / 60)
    app.frame(1 / 60)
    image = app.screenshot()[..., :3].astype(int)
    height, width = image.shape[:2]
    band = image[int(height * 0.56):int(height * 0.68)]
    r, g, b = band[..., 0], band[..., 1], band[..., 2]
    wood = ((r > 150) & (g > 90) & (g < 180) & (b < 130) & (r > g + 25)).mean(axis=0)
    columns = np.flatnonzero(wood > 0.5)
    app.pop()
    if not len(columns):
        return {"width": width, "left": None, "right": None}
    return {"width": width, "left": int(columns[0]), "right": int(width - 1 - columns[-1])}


if __name__ == "__main__":
    print(json.dumps(_scenario()))
