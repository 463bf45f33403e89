"""Chamot's house words (H4: "the players may add house words"), kept with the settings
(`Settings.chamot_house_words`) and handed to every game of Chamot started from the set-up.

`added` and `removed` are the pure part (the rules' own check: letters only, at least 3, folded
as H4 folds them: accents and case ignored, œ = oe). `HouseWordsScreen` is the small screen the
set-up's line "Mots de la maison : n" opens: the player types a word (accents optional) and
Entrée adds it, the list is shown below, Suppr or Retour arrière on a focused word removes it,
Échap goes back. Every change is saved with the settings at once. The box takes at most
MAX_WORD (30) characters, however much is pasted, and the list at most MAX_HOUSE_WORDS (200)
words: the caps the rules check wherever house words are read (issue 32, docs/options.md).
"""

from __future__ import annotations

from deboule.rules.chamot.folding import MAX_HOUSE_WORDS, MAX_WORD
from deboule.rules.chamot.options import Options
from deboule.rules.core import IllegalAction
from deboule.screens.base import GOLD, RED, key_name
from deboule.screens.hud import Line
from deboule.screens.layout import Rect
from deboule.screens.menus import MenuScreen
from deboule.shell.menu import Item, Menu
from deboule.text.i18n import tr

MAX_TYPED = MAX_WORD  # characters in the box: a house word's letters at most (issue 32)


def added(words: tuple[str, ...], typed: str) -> tuple[tuple[str, ...], str]:
    """`words` with `typed` added, folded (H4), and the folded word. Raises IllegalAction with
    the reason's code (bad_house_word, house_word_twice, house_words_full), nothing changed."""
    folded = Options.from_dict({"house_words": [typed]}).house_words[0]  # the rules' check
    if folded in words:
        raise IllegalAction(f"{folded!r} is already a house word", code="house_word_twice",
                            word=folded)
    if len(words) >= MAX_HOUSE_WORDS:
        raise IllegalAction(f"at most {MAX_HOUSE_WORDS} house words", code="house_words_full",
                            n=MAX_HOUSE_WORDS)
    return tuple(sorted((*words, folded))), folded


def removed(words: tuple[str, ...], word: str) -> tuple[str, ...]:
    return tuple(w for w in words if w != word)


def setup_line(app, lang: str) -> str:
    """The set-up's line: "Mots de la maison : 3"."""
    return tr("chamot.setup.house_words", lang, n=len(app.settings.chamot_house_words))


class HouseWordsScreen(MenuScreen):
    """A box to type a word in, the words below it (each a line that Suppr removes), Retour."""

    title_key = "chamot.house.title"

    def __init__(self, app) -> None:
        self.typed = ""
        self.note: tuple[str, bool] | None = None  # (text, is a refusal)
        super().__init__(app, self._menu(app, focus="entry"))

    # ------------------------------------------------------------------ the lines
    def words(self) -> tuple[str, ...]:
        return self.app.settings.chamot_house_words

    def _menu(self, app, focus: str | int = "entry") -> Menu:
        lang = lambda: app.settings.lang  # noqa: E731
        items = [Item("entry", lambda: tr("chamot.house.entry", lang(), word=self.shown()))]
        words = app.settings.chamot_house_words
        items += [Item(f"word:{word}", lambda word=word: word) for word in words]
        if not words:
            items.append(Item("none", lambda: tr("chamot.house.none", lang()), enabled=False))
        items.append(Item("back", lambda: tr("menu.back", lang())))
        menu = Menu(items)
        if isinstance(focus, int):  # the line where a removed word was (or the one above)
            menu.focus = max(0, min(focus, len(items) - 1))
            if not menu.current.enabled:
                menu.move(-1)
        else:
            menu.focus = next(i for i, item in enumerate(items) if item.key == focus)
        return menu

    def shown(self) -> str:
        """The box's text with its cursor; a word too wide for the line (30 "œ") shows its
        last letters after "…", as many as the line holds, so what is typed stays in view."""
        text = self.typed + "_"
        hud = self.hud
        size, label = hud.pt(20), "▶ " + tr("chamot.house.entry", self.lang, word="")
        room = self.regions()["items"].w - hud.px(28)  # the row's inset, both sides
        tail = text
        while len(tail) > 1 and hud.measure(label + tail, size, True) > room:
            tail = tail[1:]  # at most MAX_TYPED widths, each measured once (the HUD's cache)
        return text if tail == text else "…" + tail[1:]

    def subtitle(self) -> str:
        return tr("chamot.house.subtitle", self.lang)

    def hint(self) -> str:
        return tr("chamot.house.hint", self.lang)

    # ------------------------------------------------------------------ changes
    def add(self) -> None:
        if not self.typed.strip():
            return
        try:
            words, folded = added(self.words(), self.typed)
        except IllegalAction as exc:
            # loaded on first use: Chamot's rules, a game's modules, the records (31 ms)
            from deboule.games.chamot.match import refusal

            self.note = (refusal(exc, self.lang), True)  # the word stays, to be put right
            return
        self.app.apply_settings(self.app.settings.with_(chamot_house_words=words))
        self.typed = ""
        self.note = (tr("chamot.house.added", self.lang, word=folded), False)
        self.menu = self._menu(self.app, focus="entry")

    def remove(self, word: str) -> None:
        at = self.menu.focus
        self.app.apply_settings(self.app.settings.with_(
            chamot_house_words=removed(self.words(), word)))
        self.note = (tr("chamot.house.removed", self.lang, word=word), False)
        self.menu = self._menu(self.app, focus=at)

    # ------------------------------------------------------------------ input
    def on_key(self, symbol: int, modifiers: int) -> None:
        # pyglet.window needs a display: imported once the window is open
        from pyglet.window import key

        name, current = key_name(symbol), self.menu.current.key
        if name == "escape":
            self.app.pop()
        elif name in ("up", "down"):
            self.menu.press(name)
        elif name == "enter":
            self.command(current)
        elif symbol in (key.DELETE, key.BACKSPACE):
            if current.startswith("word:"):
                self.remove(current.split(":", 1)[1])
            elif current == "entry" and symbol == key.BACKSPACE:
                self.typed = self.typed[:-1]

    def on_text(self, text: str) -> None:
        """Typing always goes to the box (the focus moves there)."""
        room = MAX_TYPED - len(self.typed)  # a pasted page costs no more than a letter
        text = "".join(c for c in text[:max(room, 0)] if c.isprintable())
        if not text:
            return
        self.menu.focus = 0
        self.typed = self.typed + text
        self.note = None

    def command(self, command: str | None) -> None:
        if command == "back":
            self.app.pop()
        elif command == "entry":
            self.add()

    # ------------------------------------------------------------------ layout and drawing
    def regions(self) -> dict[str, Rect]:
        """The menus' regions, with a line for what was just added, removed or refused."""
        regions = super().regions()
        note, items = regions["items"].cut_bottom(self.hud.row(14) * 2 + self.hud.px(11))
        return {**regions, "items": items, "note": note}

    def draw(self) -> None:
        self.draw_background()
        self.draw_menu()
        if self.note is not None:
            text, refused = self.note
            box = self.regions()["note"]
            box = Rect(box.x, box.y + self.hud.px(5), box.w, box.h - self.hud.px(5))  # apart
            self.hud.panel(box, alpha=170)  # from the key hint's panel below
            self.hud.block(box.inset(self.hud.px(8), self.hud.px(3)),
                           [Line(text, 14, RED if refused else GOLD, max_lines=2)], "note",
                           align="center")
