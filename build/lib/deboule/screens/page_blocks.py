"""The blocks an illustrated rules page is made of (deboule/screens/rules_pages.py lays them out):
a heading, a paragraph, or a picture (deboule/render/illustrations.py) with its title and
explanation beside it. Each game's page lists its blocks in its own package
(deboule/games/<package>/rules_page.py, found through the registry)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Block:
    kind: str  # "heading", "text" or "picture"
    key: str  # the text's key; for a picture, its id and the keys "<id>.title", "<id>.text"


def heading(key: str) -> Block:
    return Block("heading", key)


def paragraph(key: str) -> Block:
    return Block("text", key)


def pictures(*names: str) -> list[Block]:
    return [Block("picture", name) for name in names]


def summary(game: str) -> tuple[Block, ...]:
    """Every page ends with the game's rules in short (its rules_page's SUMMARY): what the
    pictures leave out is there. `game` is the game's registry key."""
    return heading("h.summary"), paragraph(f"summary.{game}")
