"""What each game's illustrated rules page shows, top to bottom, and where each part goes in a
window of a given size (pure geometry: the screen hands in how text wraps).

A page is a list of blocks (deboule/screens/page_blocks.py): a heading, a paragraph, or a picture
(deboule/render/illustrations.py) with its title and explanation beside it
(deboule/text/rules_pictures_text.py). Each game lists its page's blocks in its own package
(deboule/games/<package>/rules_page.py), found through the registry."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass

from deboule import registry
from deboule.screens.layout import Rect
from deboule.screens.page_blocks import Block


class _Pages(Mapping[str, tuple[Block, ...]]):
    """Each game's page by its registry key, read from the game's package
    (deboule/games/<package>/rules_page.py) when first asked for; in the registry's order."""

    def __getitem__(self, key: str) -> tuple[Block, ...]:
        entry = registry.by_key(key)
        if entry is None:
            raise KeyError(key)
        return entry.rules_page().PAGE

    def __iter__(self) -> Iterator[str]:
        return iter(registry.KEYS)

    def __len__(self) -> int:
        return len(registry.KEYS)


PAGES: Mapping[str, tuple[Block, ...]] = _Pages()

# sizes in points at 1280 × 720 (deboule.screens.hud scales them with the window)
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
