"""What each game's illustrated rules page shows, top to bottom, and where each part goes in a
window of a given size (pure geometry: the screen hands in how text wraps).

A page is a list of blocks: a heading, a paragraph, or a picture (game/render/illustrations.py)
with its title and explanation beside it (game/rules_pictures_text.py)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.screens.layout import Rect


@dataclass(frozen=True)
class Block:
    kind: str  # "heading", "text" or "picture"
    key: str  # the text's key; for a picture, its id and the keys "<id>.title", "<id>.text"


def _heading(key: str) -> Block:
    return Block("heading", key)


def _text(key: str) -> Block:
    return Block("text", key)


def _pictures(*names: str) -> list[Block]:
    return [Block("picture", name) for name in names]


def _summary(game: str) -> tuple[Block, ...]:
    """Every page ends with the game's rules in short (game/rules_text.py): what the pictures
    leave out is there."""
    return _heading("h.summary"), _text(f"summary.{game}")


PAGES: dict[str, tuple[Block, ...]] = {
    "deboule": (
        _heading("deboule.h.table"),
        *_pictures("deboule.table", "deboule.cochonde", "deboule.next"),
        _heading("deboule.h.faces"), _text("deboule.faces.text"),
        *_pictures(*(f"deboule.face.{s}" for s in ("fleche", "chapeau", "losange", "arc",
                                                    "blank"))),
        _heading("deboule.h.effects"),
        *_pictures("deboule.relance", "deboule.chapeauter", "deboule.bascule",
                   "deboule.force_relance", "deboule.dechole", "deboule.tower"),
        _heading("deboule.h.end"),
        *_pictures("deboule.measure"),
        *_summary("deboule"),
    ),
    "cdc": (
        _heading("cdc.h.turn"), _text("cdc.turn.text"),
        _heading("cdc.h.combinations"),
        *_pictures(*(f"cdc.{name}" for name in ("chouette", "velute", "chouette_velute",
                                                 "cul_de_chouette", "suite", "soufflette",
                                                 "neant"))),
        *_summary("cdc"),
    ),
    "enculette": (
        _heading("enculette.h.game"), _text("enculette.game.text"),
        _heading("enculette.h.ladder"),
        *_pictures("enculette.small", "enculette.middle", "enculette.doubles",
                   "enculette.top"),
        *_summary("enculette"),
    ),
    "chamot": (
        _heading("chamot.h.aim"), _text("chamot.aim.text"),
        _heading("chamot.h.turn"),
        *_pictures("chamot.rows", "chamot.place", "chamot.move", "chamot.load"),
        _text("chamot.end.text"),
        *_summary("chamot"),
    ),
}

# sizes in points at 1280 × 720 (game.screens.hud scales them with the window)
HEADING_PT, TITLE_PT, BODY_PT = 19, 16, 14


@dataclass(frozen=True)
class TextRow:
    """One line of text of the page: its box (page coordinates), words, size and style."""

    box: Rect
    text: str
    points: float
    style: str  # "heading", "title" or "body"


@dataclass(frozen=True)
class PlacedPicture:
    name: str
    box: Rect  # page coordinates


@dataclass(frozen=True)
class PageLayout:
    """A page laid out: page coordinates run from y = 0 at the top of the page downwards as
    negative numbers (a box's top is -its distance from the page's top), so that scrolling by
    `s` pixels puts a page box at `content.top + s + box.y`."""

    height: float
    rows: tuple[TextRow, ...]
    pictures: tuple[PlacedPicture, ...]


Wrap = Callable[[str, float, float], list[str]]  # (text, points, width) -> lines
Row = Callable[[float], float]  # points -> pixels a line takes


def layout_page(blocks: tuple[Block, ...], width: float, view_height: float, wrap: Wrap,
                row: Row, px: Callable[[float], float], words: Callable[[str], str],
                shape: Callable[[str], tuple[float, float]]) -> PageLayout:
    """Blocks stacked from the top of a column `width` wide. A picture takes its share of the
    width (`shape(name)`: its aspect and that share; less when it would be taller than 70 % of
    the view), its title and text beside it on the right."""
    gap = px(14)
    y = 0.0
    rows: list[TextRow] = []
    pictures: list[PlacedPicture] = []

    def lines(text: str, points: float, style: str, x: float, room: float, top: float
              ) -> float:
        h = row(points)
        for k, line in enumerate(wrap(text, points, room)):
            rows.append(TextRow(Rect(x, top - (k + 1) * h, room, h), line, points, style))
        return top - len(wrap(text, points, room)) * h

    for block in blocks:
        if block.kind == "heading":
            y -= px(10) if y < 0 else 0.0
            y = lines(words(block.key), HEADING_PT, "heading", 0.0, width, y) - px(4)
        elif block.kind == "text":
            for paragraph in words(block.key).split("\n"):  # a little air between paragraphs
                y = lines(paragraph, BODY_PT, "body", 0.0, width, y) - px(6)
            y -= gap - px(6)
        else:
            ratio, share = shape(block.key)
            pic_w = min(width * share, view_height * 0.7 * ratio)
            pic_h = pic_w / ratio
            pictures.append(PlacedPicture(block.key, Rect(0.0, y - pic_h, pic_w, pic_h)))
            x = pic_w + gap * 1.5
            room = max(px(80), width - x)
            bottom = lines(words(f"{block.key}.title"), TITLE_PT, "title", x, room, y)
            bottom = lines(words(f"{block.key}.text"), BODY_PT, "body", x, room, bottom)
            y = min(bottom, y - pic_h) - gap
    return PageLayout(-y, tuple(rows), tuple(pictures))
