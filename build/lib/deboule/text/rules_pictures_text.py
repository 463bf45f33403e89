"""The illustrated rules' words, French first, English second: headings, each picture's title
and the short explanation beside it, and each game's rules in one paragraph. The Rules screen's
own words are here (SHELL_TEXT); each game's are in its package
(deboule/games/<package>/rules_page.py, found through the registry). Looked up with `text(key,
lang)`; the screen says which keys a game's page shows (deboule/screens/rules_pages.py)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from deboule import registry

SHELL_TEXT: dict[str, tuple[str, str]] = {
    "hint": ("↑/↓, Page préc./suiv. ou molette : défiler — ←/→ : jeu — Échap : retour",
             "↑/↓, Page Up/Down or the wheel: scroll — ←/→: game — Esc: back"),
    "loading": ("Image en préparation…", "Picture on its way…"),
    "h.summary": ("Toutes les règles en bref", "All the rules in short"),
}


class _AllText(Mapping[str, tuple[str, str]]):
    """Every page's words by key: the screen's own, then each game's (read from its package
    when first asked for)."""

    def _tables(self) -> list[Mapping[str, tuple[str, str]]]:
        return [SHELL_TEXT, *(entry.rules_page().TEXT for entry in registry.GAMES)]

    def __getitem__(self, key: str) -> tuple[str, str]:
        for table in self._tables():
            if key in table:
                return table[key]
        raise KeyError(key)

    def __iter__(self) -> Iterator[str]:
        return (key for table in self._tables() for key in table)

    def __len__(self) -> int:
        return sum(len(table) for table in self._tables())


TEXT: Mapping[str, tuple[str, str]] = _AllText()


def text(key: str, lang: str = "fr") -> str:
    """The words for `key` in `lang` (a KeyError for a key the tables lack: a page naming a
    missing text is a programming error, caught by the tests). "summary.<key>" is the rules in
    short of the game keyed <key> in the registry (its rules_page's SUMMARY)."""
    if key.startswith("summary."):
        entry = registry.by_key(key.removeprefix("summary."))
        if entry is None:
            raise KeyError(key)
        french, english = entry.rules_page().SUMMARY
        return english if lang == "en" else french
    french, english = TEXT[key]
    return english if lang == "en" else french
