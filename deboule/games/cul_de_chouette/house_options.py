"""The rules of other tables (issue 34) on a page of their own, reached from the options screen
("Règles d'autres tables… (N sur M)"): some forty lines would drown the thirteen optional rules
and the disputed numbers, so they come here grouped by family (deboule/rules/cul_de_chouette/house/:
one sub-heading per family module), with how many are on, the way back to the preset's house
rules and the same help line as the options screen. The changes go to the options screen's
`CdcOptions` (and so to the set-up) as they are made.

Some forty lines scroll: each family's heading says how many of its rules are on, Tab (or
Page down) jumps to the next family and Shift+Tab (Page up) to the one before, and typing
letters searches the rules' names (accents and case aside; Backspace takes a letter back, Esc
clears the search before it leaves the page), the note line saying what is searched and how
many rules match.

`cut_texts(screen)` lists what an options page would cut at its window size (a label and its
value wider than their line, a help longer than its three lines): the layout tests ask it.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Sequence
from typing import Any

from deboule.games.cul_de_chouette.options import HELP, CdcOptionsScreen, OptionError, text
from deboule.rules.cul_de_chouette import house
from deboule.rules.cul_de_chouette.house.option import HouseOption
from deboule.rules.cul_de_chouette.variant import Variant, VariantError
from deboule.screens.layout import fit_lines
from deboule.shell.menu import Item

HELP_LINES = 3  # the help box's lines (options.py regions: 3 rows of 13 points)

TEXT: dict[str, dict[str, str]] = {
    "fr": {
        "title": "Règles d'autres tables",
        "summary": "Préréglage {preset} — {on} règles d'autres tables sur {total}",
        "empty": "Aucune règle d'autres tables pour l'instant",
        "reset": "Règles d'autres tables du préréglage « {preset} »",
        "family.scoring": "— Points et combinaisons —",
        "family.sirop": "— Sirop —",
        "family.civet": "— Civet, Grelottine, Verdier —",
        "family.jarret": "— Jarret, Flan, oiseaux, Soufflette —",
        "family.others": "— D'autres programmes encore —",
        "family.other": "— Autres —",
        "heading": "— {family} · {on} sur {total} —",
        "help.reset": "Remet les règles d'autres tables comme le préréglage les a ; les autres "
                      "options ne changent pas.",
        "hint": "↑/↓ : choisir — Tab : famille suivante — lettres : chercher — ←/→ : changer "
                "— Échap : retour",
        "search": "Recherche « {query} » — règles trouvées : {count} — Retour arrière : effacer",
        "search_none": "Aucune règle ne contient « {query} »",
    },
    "en": {
        "title": "Rules of other tables",
        "summary": "{preset} preset — {on} of {total} rules of other tables on",
        "empty": "No rules of other tables yet",
        "reset": "The \"{preset}\" preset's rules of other tables",
        "family.scoring": "— Points and combinations —",
        "family.sirop": "— Sirop —",
        "family.civet": "— Civet, Grelottine, Verdier —",
        "family.jarret": "— Jarret, Flan, birds, Soufflette —",
        "family.others": "— Yet more programs —",
        "family.other": "— Others —",
        "heading": "— {family} · {on} of {total} on —",
        "help.reset": "Sets the rules of other tables back to the preset's; the other options "
                      "stay as they are.",
        "hint": "Up/Down: choose — Tab: next family — letters: search — Left/Right: change — "
                "Esc: back",
        "search": "Search \"{query}\" — rules found: {count} — Backspace: erase",
        "search_none": "No rule contains \"{query}\"",
    },
}

Groups = Sequence[tuple[str, Sequence[HouseOption]]]


def family_groups() -> list[tuple[str, tuple[HouseOption, ...]]]:
    """(family key, its options) of every house family with options, in house.FAMILIES order."""
    return [(family.__name__.rsplit(".", 1)[-1], tuple(family.OPTIONS))
            for family in house.FAMILIES if family.OPTIONS]


def words(key: str, lang: str, **values: Any) -> str:
    table = TEXT["en" if lang == "en" else "fr"]
    if key.startswith("family.") and key not in table:
        key = "family.other"
    return table[key].format(**values) if values else table[key]


class CdcHouseOptionsScreen(CdcOptionsScreen):
    """The house rules, one line each under their family's heading, on the options screen's
    `CdcOptions` (shared: a change here is a change there)."""

    def __init__(self, parent: CdcOptionsScreen, groups: Groups | None = None) -> None:
        self.parent = parent
        self.groups = list(family_groups() if groups is None else groups)
        self.query = ""  # the letters typed to search the rules' names
        super().__init__(parent.app, parent.options, parent.players, parent.preset,
                         on_change=lambda _options: parent.changed())

    def menu_items(self, lang: Callable[[], str]) -> list[Item]:
        items: list[Item] = []
        for family, options in self.groups:
            items.append(Item(f"family.{family}",
                              lambda f=family, o=tuple(options): self.heading(f, o, lang()),
                              enabled=False))
            items.extend(self._house_item(option, lang) for option in options)
        if not items:
            items.append(Item("empty", lambda: words("empty", lang()), enabled=False))
        items.append(Item("reset", lambda: words("reset", lang(), preset=self.preset_name())))
        items.append(Item("back", lambda: text("back", lang())))
        return items

    def _house_item(self, option: HouseOption, lang: Callable[[], str]) -> Item:
        return Item(option.name, lambda: text(option.name, lang()), choices=option.choices,
                    render_choice=lambda v: self.render_value(option.name, v, lang()))

    def heading(self, family: str, options: Sequence[HouseOption], lang: str) -> str:
        """A family's heading with how many of its rules are on: "— Sirop · 1 sur 7 —"."""
        name = words(f"family.{family}", lang).strip("— ").strip()
        on = sum(getattr(self.options.variant, o.name) != o.off for o in options)
        return words("heading", lang, family=name, on=on, total=len(options))

    def key_hint(self) -> str:
        return words("hint", self.lang)

    # -- paging and searching -----------------------------------------------------------
    def family_starts(self) -> list[int]:
        """The index of each family's first line (the line under its heading)."""
        return [i + 1 for i, item in enumerate(self.menu.items)
                if item.key.startswith("family.") and i + 1 < len(self.menu.items)]

    def jump_family(self, step: int) -> None:
        """Focus the first rule of the next (step 1) or previous (step -1) family; past the
        last family, the reset line, then the first family again."""
        starts, focus = self.family_starts(), self.menu.focus
        if not starts:
            return
        reset = next((i for i, item in enumerate(self.menu.items) if item.key == "reset"),
                     len(self.menu.items) - 1)
        if step > 0:
            later = [s for s in starts if s > focus]
            self.menu.focus = later[0] if later and focus < reset else (
                reset if focus < reset else starts[0])
        else:
            earlier = [s for s in starts if s < focus]
            self.menu.focus = earlier[-1] if earlier else starts[-1]
        self.query = ""
        self.note = None

    def search(self, query: str) -> None:
        """Focus the first rule whose name holds `query` (from the focused line on, then from
        the top), accents and case aside; the note line says how many match."""
        self.query = query[:24]
        if not self.query:
            self.note = None
            return
        wanted = folded(self.query)
        matches = [i for i, item in enumerate(self.menu.items)
                   if item.choices and wanted in folded(item.label())]
        if not matches:
            self.note = (words("search_none", self.lang, query=self.query), True)
            return
        focus = self.menu.focus
        self.menu.focus = next((i for i in matches if i >= focus), matches[0])
        self.note = (words("search", self.lang, query=self.query, count=len(matches)), False)

    def on_key(self, symbol: int, modifiers: int) -> None:
        # pyglet.window needs a display: imported once the window is open
        from pyglet.window import key

        if symbol in (key.TAB, key.PAGEDOWN, key.PAGEUP):
            back = symbol == key.PAGEUP or (symbol == key.TAB and modifiers & key.MOD_SHIFT)
            self.jump_family(-1 if back else 1)
            return
        if self.query and symbol in (key.BACKSPACE, key.ESCAPE):
            self.search(self.query[:-1] if symbol == key.BACKSPACE else "")
            return
        if self.query and symbol in (key.UP, key.DOWN):
            self.query, self.note = "", None  # moving on: the search is over
        super().on_key(symbol, modifiers)

    def on_text(self, text: str) -> None:
        letters = "".join(c for c in text if c.isalnum() or c in "-'’")
        if letters:
            self.search(self.query + letters)

    def options_shown(self) -> list[HouseOption]:
        return [option for _, options in self.groups for option in options]

    def title(self) -> str:
        return words("title", self.lang)

    def variant_summary(self) -> str:
        shown = self.options_shown()
        on = sum(getattr(self.options.variant, o.name) != o.off for o in shown)
        return words("summary", self.lang, preset=self.preset_name(), on=on, total=len(shown))

    def help_text(self, key: str) -> str | None:
        if key == "reset":
            return words("help.reset", self.lang)
        return HELP["en" if self.lang == "en" else "fr"].get(key)

    def command(self, command: str | None) -> None:
        if command == "back":
            self.parent.sync()
            self.app.pop()
        elif command == "reset":
            try:
                self.reset_to_preset()
            except OptionError:
                self.note = (text("refused", self.lang), True)
                return
            self.note = None
            self.sync()
            self.changed()
        else:
            super().command(command)

    def reset_to_preset(self) -> None:
        """Each house rule shown back to the preset's value; the other options stay."""
        preset = Variant.preset(self.preset)
        values = {o.name: getattr(preset, o.name) for o in self.options_shown()}
        try:
            self.options.variant = self.options.variant.replace(**values)
        except VariantError as exc:  # a house rule needing an option turned off since
            raise OptionError(str(exc)) from exc


def folded(text: str) -> str:
    """`text` without accents, in lower case: what a search compares."""
    return "".join(c for c in unicodedata.normalize("NFKD", text.casefold())
                   if not unicodedata.combining(c))


def cut_texts(screen: CdcOptionsScreen) -> list[str]:
    """What the page would cut at its size: "summary: line" when the line under the title is
    wider than the window, "<key>: line" when an item's label and one of its
    values do not both fit their row (as the options screen's draw shares it out), "<key>:
    help" when its help takes more than HELP_LINES lines of the help box."""
    hud, boxes = screen.hud, screen.regions()
    inner_w = boxes["items"].w - 2 * hud.px(12)
    help_w = boxes["help"].w - 2 * hud.px(10)
    size, help_size = hud.pt(17), hud.pt(13)
    cut: list[str] = []
    if hud.measure(screen.variant_summary(), hud.pt(13)) > boxes["title"].w:
        cut.append(f"summary: line ({screen.variant_summary()})")
    for item in screen.menu.items:
        label_w = hud.measure("▶ " + item.label(), size, True)
        for choice in item.choices:  # every value the line may show, focused (bold: widest)
            value = f"‹ {item.render_choice(choice)} ›"
            value_w = screen.value_width(inner_w, item.label(), value, True)
            if value_w < hud.measure(value, size, True) + hud.px(4) or \
                    label_w > inner_w - value_w:
                cut.append(f"{item.key}: line ({item.label()} {value})")
                break
        if not item.choices and label_w > inner_w:
            cut.append(f"{item.key}: line ({item.label()})")
        words_ = screen.help_text(item.key)
        if words_:
            lines = fit_lines(words_, help_w, lambda t: hud.measure(t, help_size), 99)
            if len(lines) > HELP_LINES:
                cut.append(f"{item.key}: help ({len(lines)} lines)")
    return cut
