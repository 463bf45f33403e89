"""Cul de Chouette rule options: every optional rule on/off, the disputed numbers, the teams.

`CdcOptions` is the pure part (no window): a `Variant` plus the Doublette teams switch, changed
one option at a time with the rules' dependencies applied (the Banque needs every other rule,
the Contre-Sirop the Sirotage...; CDCS-15). `CdcOptionsScreen` is its menu, reached from the
set-up screen ("Options des règles…"); it scrolls so it fits 960×540 as well as 1280×720.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from deboule.games.cul_de_chouette import house_text
from deboule.rules.cul_de_chouette import house
from deboule.rules.cul_de_chouette.variant import OPTIONAL_RULES, PRESETS, Variant, VariantError
from deboule.screens.base import GOLD, GREY, RED, WHITE
from deboule.screens.hud import Line
from deboule.screens.layout import Rect
from deboule.screens.menus import MenuScreen
from deboule.shell.menu import Item, Menu
from deboule.text.i18n import known, tr

# the dependencies between optional rules (variant.py's checks), as "needs"
NEEDS: dict[str, tuple[str, ...]] = {
    "contre_sirop": ("sirotage",),
    "civet_sirote": ("sirotage", "civet"),
    "passe_grelot": ("grelottine",),
    "banque": tuple(r for r in OPTIONAL_RULES if r != "banque"),  # seed: "toutes les autres"
    "teams": ("doublette",),
}
# Grelottine challenge sets of the two texts (C1)
COEFFICIENT_SETS: dict[str, dict[str, int]] = {
    "kaamelott": dict(Variant().grelottine_coefficients),
    "iruo": dict(PRESETS["iruo"]["grelottine_coefficients"]),
}
# the disputed numbers and switches shown as choices (C1, C3, C6)
CHOICES: dict[str, tuple[Any, ...]] = {
    "turn_order": ("counter_clockwise", "clockwise"),
    "bet_stake_upfront": (True, False),
    "grelottine_bets": (False, True),
    "civet_side_bets": (False, True),
    "grelottine_coefficients": ("kaamelott", "iruo"),
    "grelottine_cdc_only": (False, True),
    "chouette_velute_tie": ("a_six_takes", "single_six_else_thrower"),
    "eliminate_at_or_below": (-343, -31, None),
    # C3: "−10 by default, a parameter up to 50"; 5 is Kize/cdc-engine's (issue 34:
    # lib/rule-runner/rules/basic-rules/bevue-rule.ts, `value: -5`)
    "bevue_penalty": tuple(range(5, 51, 5)),
    "sloubi_rounding": ("trunc", "round"),
}
TEAM_PLAYERS = 4  # the window seats up to 4: two teams of two, partners opposite (CDC-T2)
FOOTER_ALPHA = 235  # the help, note and key hint at the bottom: read over the turning table

TEXT: dict[str, dict[str, str]] = {
    "fr": {
        "title": "Cul de Chouette — règles",
        "setup_line": "Options des règles…",
        "setup_changed": "Options des règles… (modifiées)",
        "setup_teams": "Options des règles… (en équipes)",
        "section.rules": "— Règles optionnelles —",
        "section.numbers": "— Points disputés entre les textes —",
        "section.teams": "— Doublette —",
        "section.house": "— Règles d'autres tables —",
        "house": "Règles d'autres tables… ({on} sur {total})",
        "reset": "Revenir au préréglage « {preset} »",
        "back": "Retour",
        "also": "Aussi changé : {names}",
        "refused": "Choix refusé : il ne va pas avec les autres règles",
        "hint": "↑/↓ : choisir — ←/→ ou Entrée : changer — Échap : retour",
        "teams_off": "à {n} joueurs seulement",
        "sirotage": "Sirotage", "contre_sirop": "Contre-Sirop", "civet_sirote": "Civet siroté",
        "civet": "Civet", "grelottine": "Grelottine", "passe_grelot": "Passe-Grelot",
        "bleu_rouge": "Bleu-Rouge", "boucliette": "Boucliette", "bevue": "Bévue",
        "achat_de_de": "Achat de dé", "doublette": "Doublette (règle)",
        "chante_sloubi": "Chante-Sloubi", "banque": "Banque",
        "turn_order": "Sens du jeu", "bet_stake_upfront": "Paris",
        "grelottine_bets": "Paris sur les défis Grelottine",
        "civet_side_bets": "Paris sur le Civet",
        "grelottine_coefficients": "Défis Grelottine",
        "grelottine_cdc_only": "Grelottine : Cul de Chouette seul",
        "chouette_velute_tie": "Égalité à la Chouette Velute",
        "eliminate_at_or_below": "Élimination",
        "bevue_penalty": "Prix d'une Bévue",
        "sloubi_rounding": "Handicap du Sloubi",
        "teams": "Jouer en équipes",
        "v.counter_clockwise": "antihoraire (kaamelott)", "v.clockwise": "horaire (iruo)",
        "v.upfront": "mise payée en pariant (kaamelott)",
        "v.at_end": "+25 / −5 à la fin (iruo)",
        "v.coeff.kaamelott": "six défis (kaamelott)", "v.coeff.iruo": "quatre défis (iruo)",
        "v.a_six_takes": "un 6 prend (kaamelott)",
        "v.single_six_else_thrower": "un seul 6 (iruo)",
        "v.elim.-343": "à −343 (kaamelott)", "v.elim.-31": "sous −30 (iruo)",
        "v.elim.None": "jamais",
        "v.points": "{n} points",
        "v.trunc": "tronqué (C6)", "v.round": "arrondi (exemple du texte)",
        "v.teams": "1 + 3 contre 2 + 4",
    },
    "en": {
        "title": "Cul de Chouette — rules",
        "setup_line": "Rule options…",
        "setup_changed": "Rule options… (changed)",
        "setup_teams": "Rule options… (in teams)",
        "section.rules": "— Optional rules —",
        "section.numbers": "— Points the texts disagree on —",
        "section.teams": "— Doublette —",
        "section.house": "— Rules of other tables —",
        "house": "Rules of other tables… ({on} of {total})",
        "reset": "Back to the \"{preset}\" preset",
        "back": "Back",
        "also": "Also changed: {names}",
        "refused": "Choice refused: it does not go with the other rules",
        "hint": "Up/Down: choose — Left/Right or Enter: change — Esc: back",
        "teams_off": "{n} players only",
        "sirotage": "Sirotage", "contre_sirop": "Contre-Sirop", "civet_sirote": "Civet siroté",
        "civet": "Civet", "grelottine": "Grelottine", "passe_grelot": "Passe-Grelot",
        "bleu_rouge": "Bleu-Rouge", "boucliette": "Boucliette", "bevue": "Bévue (blunder)",
        "achat_de_de": "Achat de dé (buying the cul)", "doublette": "Doublette (rule)",
        "chante_sloubi": "Chante-Sloubi", "banque": "Banque (bank)",
        "turn_order": "Turn order", "bet_stake_upfront": "Bets",
        "grelottine_bets": "Bets on Grelottine challenges",
        "civet_side_bets": "Bets on the Civet",
        "grelottine_coefficients": "Grelottine challenges",
        "grelottine_cdc_only": "Grelottine: Cul de Chouette only",
        "chouette_velute_tie": "Chouette Velute tie",
        "eliminate_at_or_below": "Elimination",
        "bevue_penalty": "Cost of a Bévue",
        "sloubi_rounding": "Sloubi handicap",
        "teams": "Play in teams",
        "v.counter_clockwise": "counter-clockwise (kaamelott)", "v.clockwise": "clockwise (iruo)",
        "v.upfront": "stake paid when betting (kaamelott)",
        "v.at_end": "+25 / −5 at the end (iruo)",
        "v.coeff.kaamelott": "six challenges (kaamelott)",
        "v.coeff.iruo": "four challenges (iruo)",
        "v.a_six_takes": "a 6 takes (kaamelott)",
        "v.single_six_else_thrower": "a single 6 (iruo)",
        "v.elim.-343": "at −343 (kaamelott)", "v.elim.-31": "below −30 (iruo)",
        "v.elim.None": "never",
        "v.points": "{n} points",
        "v.trunc": "truncated (C6)", "v.round": "rounded (the text's example)",
        "v.teams": "1 + 3 against 2 + 4",
    },
}
HELP: dict[str, dict[str, str]] = {
    "fr": {
        "sirotage": "Relancer le dé isolé d'une Chouette pour tenter le Cul de Chouette ; "
                    "les autres parient sur un oiseau.",
        "contre_sirop": "Après un Sirotage réussi, les adversaires crient pour prendre des points "
                        "(demande le Sirotage).",
        "civet_sirote": "Un Civet sur « Cul de Chouette avec Sirotage » (demande le Sirotage "
                        "et le Civet).",
        "civet": "Miser avant de lancer sur la combinaison qu'on va faire.",
        "grelottine": "Après un Néant, le détenteur d'une Grelottine défie le lanceur.",
        "passe_grelot": "Le gagnant d'un défi Grelottine peut passer un défi à un autre "
                        "(demande la Grelottine).",
        "bleu_rouge": "3-3-4 : relance de trois dés, annonces et paris.",
        "boucliette": "Annule une fois un défi (Soufflette, Grelottine).",
        "bevue": "Un cri hors course ou faux coûte des points.",
        "achat_de_de": "Un adversaire peut acheter le cul du lanceur pour 30 points.",
        "doublette": "Autorise le jeu en équipes (voir plus bas).",
        "chante_sloubi": "Règle d'arrivée en cours de partie (la fenêtre ne l'offre pas).",
        "banque": "Dépôts, intérêts, Raitournelle : demande toutes les autres règles.",
        "turn_order": "Le sens dans lequel passe la main.",
        "bet_stake_upfront": "Kaamelott : mise de 5 en pariant, 25 rendus si juste."
                             " Iruo : +25 si juste, −5 sinon.",
        "grelottine_bets": "Les joueurs non concernés parient sur l'issue d'un défi.",
        "civet_side_bets": "Les autres parient que le Civet réussit (iruo).",
        "grelottine_coefficients": "Quels défis on peut lancer, et leurs coefficients.",
        "grelottine_cdc_only": "Le seul défi Grelottine permis est le Cul de Chouette.",
        "chouette_velute_tie": "Lanceur à égalité : kaamelott, un 6 des autres prend les points ;"
                               " iruo, un seul 6, sinon le lanceur.",
        "eliminate_at_or_below": "Quand un joueur quitte la partie.",
        "bevue_penalty": "Ce que coûte une Bévue (10 par défaut, 5 chez Kize, 50 au plus).",
        "sloubi_rounding": "Calcul du handicap d'un nouveau venu.",
        "teams": "Deux équipes de deux, partenaires face à face : un score commun.",
        "house": "Les règles que jouent d'autres programmes, par famille (Entrée : les voir).",
    },
    "en": {
        "sirotage": "Throw a Chouette's odd die again to try for the Cul de Chouette; the "
                    "others bet on a bird.",
        "contre_sirop": "After a won Sirotage, opponents shout to take points "
                        "(needs the Sirotage).",
        "civet_sirote": "A Civet on \"Cul de Chouette with Sirotage\" (needs the Sirotage and "
                        "the Civet).",
        "civet": "Stake points before throwing on the combination you will make.",
        "grelottine": "After a Néant, a Grelottine holder challenges the thrower.",
        "passe_grelot": "A Grelottine challenge winner may pass a challenge on "
                        "(needs the Grelottine).",
        "bleu_rouge": "3-3-4: a three-dice relance, announcements and bets.",
        "boucliette": "Cancels one challenge (Soufflette, Grelottine).",
        "bevue": "A shout with no race, or the wrong one, costs points.",
        "achat_de_de": "An opponent may buy the thrower's cul for 30 points.",
        "doublette": "Allows playing in teams (see below).",
        "chante_sloubi": "Joining mid-game (the window does not offer it).",
        "banque": "Deposits, interest, Raitournelle: needs every other rule.",
        "turn_order": "Which way the turn goes round.",
        "bet_stake_upfront": "Kaamelott: stake 5 when betting, 25 back if right."
                             " Iruo: +25 if right, −5 if wrong.",
        "grelottine_bets": "Players not involved bet on a challenge's outcome.",
        "civet_side_bets": "The others bet that the Civet succeeds (iruo).",
        "grelottine_coefficients": "Which challenges may be made, and their coefficients.",
        "grelottine_cdc_only": "The only Grelottine challenge allowed is the Cul de Chouette.",
        "chouette_velute_tie": "Thrower tied: kaamelott, another's 6 takes the points;"
                               " iruo, a single 6, else the thrower.",
        "eliminate_at_or_below": "When a player leaves the game.",
        "bevue_penalty": "What a Bévue costs (10 by default, 5 at Kize's, at most 50).",
        "sloubi_rounding": "How a newcomer's handicap is computed.",
        "teams": "Two teams of two, partners opposite: one shared score.",
        "house": "The rules other programs play, by family (Enter: see them).",
    },
}
# issue 34: the house rules' words (deboule/games/cul_de_chouette/house_text/)
for _lang in ("fr", "en"):
    TEXT[_lang].update(house_text.TEXT[_lang])
    HELP[_lang].update(house_text.HELP[_lang])
# issue 34: the house rules of other programs, each with its choices (the rule off first)
HOUSE_CHOICES: dict[str, tuple[Any, ...]] = {o.name: o.choices for o in house.OPTIONS}
ORDER: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("section.rules", OPTIONAL_RULES),
    ("section.numbers", tuple(CHOICES)),
    ("section.teams", ("teams",)),
    # a page of their own (house_options.py): ~40 lines, grouped by family, would drown these
    ("section.house", ("house",)),
)


class OptionError(ValueError):
    """An option the rules cannot take (nothing changed)."""


def text(key: str, lang: str, **values) -> str:
    entry = TEXT["en" if lang == "en" else "fr"][key]
    return entry.format(**values) if values else entry


class CdcOptions:
    """A variant and the teams switch, changed one option at a time (dependencies applied)."""

    def __init__(self, variant: Variant | None = None, teams: bool = False) -> None:
        self.variant = variant if variant is not None else Variant.preset("kaamelott")
        if not isinstance(self.variant, Variant):
            raise OptionError(f"a Variant is needed, got {variant!r}")
        self.teams = bool(teams) and self.variant.doublette

    @classmethod
    def preset(cls, name: str) -> CdcOptions:
        try:
            return cls(Variant.preset(name))
        except VariantError as exc:
            raise OptionError(str(exc)) from exc

    def value(self, name: str) -> Any:
        """The option's current value, as the menu shows it."""
        if name == "teams":
            return self.teams
        if name == "grelottine_coefficients":
            current = dict(self.variant.grelottine_coefficients)
            return next((k for k, v in COEFFICIENT_SETS.items() if v == current), "kaamelott")
        return getattr(self.variant, name)

    def flags(self) -> dict[str, bool]:
        out = {rule: bool(getattr(self.variant, rule)) for rule in OPTIONAL_RULES}
        out["teams"] = self.teams
        return out

    def set(self, name: str, value: Any) -> list[str]:
        """Change one option; return the other options changed with it (CDCS-15): the rules an
        option needs go on with it, what needs a rule turned off goes off (the house rules of
        issue 34 as well)."""
        flags = self.flags()
        values = {o.name: getattr(self.variant, o.name) for o in house.OPTIONS}
        before = {**flags, **values}
        if name in OPTIONAL_RULES or name == "teams":
            if not isinstance(value, bool):
                raise OptionError(f"{name} is on or off, got {value!r}")
            _switch(flags, name, value)
            changes: dict[str, Any] = {}
        elif name in CHOICES or name in HOUSE_CHOICES:
            if name in HOUSE_CHOICES and not house.BY_NAME[name].allows(value):
                raise OptionError(f"{value!r} is not a choice of {name}")
            if name in CHOICES and value not in CHOICES[name]:
                raise OptionError(f"{value!r} is not a choice of {name}")
            if name in HOUSE_CHOICES:
                values[name] = value
            changes = {} if name in HOUSE_CHOICES else {
                name: COEFFICIENT_SETS[value] if name == "grelottine_coefficients" else value}
        else:
            raise OptionError(f"unknown option {name!r}")
        _follow(flags, values, name)
        changes.update({rule: flags[rule] for rule in OPTIONAL_RULES})
        changes.update(values)
        try:
            variant = self.variant.replace(**changes)
        except VariantError as exc:
            raise OptionError(str(exc)) from exc
        self.variant, self.teams = variant, flags["teams"]
        after = {**self.flags(), **{o.name: getattr(variant, o.name) for o in house.OPTIONS}}
        return [k for k in before if k != name and before[k] != after[k]]

    def teams_for(self, players: int) -> list[list[int]] | None:
        """The Doublette teams for this many seats: partners opposite (CDC-T2), else None."""
        if not self.teams or players != TEAM_PLAYERS:
            return None
        half = players // 2
        return [[i, i + half] for i in range(half)]

    def changed_from(self, preset: str) -> bool:
        return self.teams or self.variant != Variant.preset(preset)


def _switch(flags: dict[str, bool], name: str, on: bool) -> None:
    """Set a rule and keep the others consistent: needs on when on, dependents off when off."""
    flags[name] = on
    if on:
        for need in NEEDS.get(name, ()):
            if not flags[need]:
                _switch(flags, need, True)
    else:
        for other, needs in NEEDS.items():
            if name in needs and flags[other]:
                _switch(flags, other, False)


def _needed_on(need: str, flags: dict[str, bool], values: dict[str, Any]) -> bool:
    if need in flags:
        return flags[need]
    return values[need] != house.BY_NAME[need].off


def _follow(flags: dict[str, bool], values: dict[str, Any], name: str) -> None:
    """The house rules (issue 34) kept consistent with the rules they need: a house rule
    turned on turns on what it needs (a house rule at its first reading); then every house
    rule that needs something off goes off, until nothing changes."""
    option = house.BY_NAME.get(name)
    if option is not None and values[name] != option.off:
        for need in option.needs:
            if _needed_on(need, flags, values):
                continue
            if need in flags:
                _switch(flags, need, True)
            else:
                needed = house.BY_NAME[need]
                values[need] = next(c for c in needed.choices if c != needed.off)
                _follow(flags, values, need)
    changed = True
    while changed:
        changed = False
        for other in house.OPTIONS:
            if values[other.name] != other.off and not all(
                    _needed_on(n, flags, values) for n in other.needs):
                values[other.name] = other.off
                changed = True


# ---------------------------------------------------------------------------- the screen
class CdcOptionsScreen(MenuScreen):
    """Every rule option as a menu line; changes reach the set-up screen as they are made."""

    def __init__(self, app, options: CdcOptions, players: int, preset: str = "kaamelott",
                 on_change: Callable[[CdcOptions], None] | None = None,
                 house_page: Callable[[CdcOptionsScreen], Any] | None = None) -> None:
        self.options = options
        # the rules of other tables' page (house_options.py, which builds on this module:
        # handed in by the set-up), opened from the line "Règles d'autres tables…"
        self.house_page = house_page
        self.players = players
        self.preset = preset
        self.on_change = on_change
        self.note: tuple[str, bool] | None = None  # (text, is a refusal)
        lang = lambda: app.settings.lang  # noqa: E731
        super().__init__(app, Menu(self.menu_items(lang)))
        self.sync()

    def menu_items(self, lang: Callable[[], str]) -> list[Item]:
        """The lines: each section's heading and options, then the reset and the way back."""
        items: list[Item] = []
        for section, names in ORDER:
            items.append(Item(section, lambda s=section: text(s, lang()), enabled=False))
            for name in names:
                items.append(self._item(name, lang))
        items.append(Item("reset", lambda: text("reset", lang(), preset=self.preset_name())))
        items.append(Item("back", lambda: text("back", lang())))
        return items

    def _item(self, name: str, lang) -> Item:
        if name == "house":  # the house rules' page, with how many are on
            return Item(name, lambda: text(name, lang(), on=house_rules_on(self.options),
                                           total=len(house.OPTIONS)))
        choices = CHOICES.get(name) or HOUSE_CHOICES.get(name) or (False, True)
        return Item(name, lambda: text(name, lang()), choices=choices,
                    render_choice=lambda v, n=name: self.render_value(n, v, lang()))

    def render_value(self, name: str, value: Any, lang: str) -> str:
        if name == "teams" and not self.teams_possible():
            return text("teams_off", lang, n=TEAM_PLAYERS)
        if name == "teams" and value:
            return text("v.teams", lang)
        if isinstance(value, bool) and name != "bet_stake_upfront":
            return tr("on" if value else "off", lang)
        if name == "bet_stake_upfront":
            return text("v.upfront" if value else "v.at_end", lang)
        if name == "grelottine_coefficients":
            return text(f"v.coeff.{value}", lang)
        if name == "eliminate_at_or_below":
            return text(f"v.elim.{value}", lang)
        if name == "bevue_penalty":
            return text("v.points", lang, n=value)
        if name in HOUSE_CHOICES:  # issue 34: "v.<field>.<value>", or a number of points
            key = f"v.{name}.{value}"
            return text(key, lang) if key in TEXT["fr"] else text("v.points", lang, n=value)
        return text(f"v.{value}", lang)

    def preset_name(self) -> str:
        key = f"preset.{self.preset}"
        return tr(key, self.lang) if known(key) else self.preset

    def teams_possible(self) -> bool:
        return self.players == TEAM_PLAYERS

    def title(self) -> str:
        return text("title", self.lang)

    def sync(self) -> None:
        """Show the options' values (after a change and the ones it brought)."""
        for item in self.menu.items:
            if item.choices:
                value = self.options.value(item.key)
                if value not in item.choices:  # a variant from elsewhere (a save, a test)
                    item.choices = (*item.choices, value)
                item.select(value)
        if any(item.key == "teams" for item in self.menu.items):
            self.menu.item("teams").enabled = self.teams_possible()

    # -- commands
    def command(self, command: str | None) -> None:
        if command == "back":
            self.app.pop()
        elif command == "house" and self.house_page is not None:
            self.app.push(self.house_page(self))
        elif command == "reset":
            self.options = CdcOptions.preset(self.preset)
            self.note = None
            self.sync()
            self.changed()
        elif command and command.startswith("changed:"):
            name = command.split(":", 1)[1]
            item = self.menu.item(name)
            try:
                others = self.options.set(name, item.value)
            except OptionError as exc:
                # loaded on first use, not with this module: the translations (1 ms)
                from deboule.text.terminal import warn

                warn(f"option refused: {exc}")  # the rules explain in English: the terminal
                self.note = (text("refused", self.lang), True)
                self.sync()
                return
            names = ", ".join(text(o, self.lang) for o in others)
            self.note = (text("also", self.lang, names=names), False) if others else None
            self.sync()
            self.changed()

    def changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self.options)

    # -- layout: a scrolling list that fits the window (deboule.screens.layout)
    def regions(self) -> dict[str, Rect]:
        hud = self.hud
        window = hud.window.inset(hud.px(16), hud.px(8))
        title, rest = window.cut_top(hud.row(36) + hud.row(13) + hud.px(12))
        hint, rest = rest.cut_bottom(hud.row(12) + hud.px(4))
        note, rest = rest.cut_bottom(hud.row(13) + hud.px(4))  # apart from the hint
        help_box, rest = rest.cut_bottom(3 * hud.row(13) + hud.px(12))
        width = min(rest.w, hud.px(880))
        items = Rect(rest.centre_x - width / 2, rest.y, width, rest.h)
        return {"title": title, "items": items.inset(0, hud.px(6)), "help": help_box,
                "note": note, "hint": hint}

    def line(self) -> float:
        return self.hud.row(17) * 1.05

    def item_rows(self) -> list[tuple[int, Rect]]:
        box = self.regions()["items"]
        first, rows = self.visible()
        line = self.line()
        return [(first + i, Rect(box.x, box.top - (i + 1) * line, box.w, line))
                for i in range(rows)]

    def draw(self) -> None:
        self.draw_background()
        hud, boxes = self.hud, self.regions()
        hud.block(boxes["title"], [Line(self.title(), 36, GOLD, bold=True, max_lines=1),
                                   Line(self.variant_summary(), 13, GREY, max_lines=1)],
                  "title", align="center")
        rows = self.item_rows()
        top, bottom = rows[0][1].top, rows[-1][1].y
        hud.panel(Rect(boxes["items"].x - hud.px(12), bottom - hud.px(6),
                       boxes["items"].w + hud.px(24), top - bottom + hud.px(12)))
        for i, row in rows:
            item = self.menu.items[i]
            focused = i == self.menu.focus
            inner = row.inset(hud.px(12), 0)
            if not item.enabled and not item.choices:  # a section heading
                hud.block(inner, [Line(item.text(), 15, GREY, max_lines=1)], "items",
                          align="center")
                continue
            colour = GOLD if focused else (WHITE if item.enabled else GREY)
            value = f"‹ {item.render_choice(item.value)} ›" if item.choices else ""
            value_w = self.value_width(inner.w, item.label(), value, focused)
            right, left = inner.cut_right(value_w) if value else (None, inner)
            hud.block(left, [Line(("▶ " if focused else "   ") + item.label(), 17, colour,
                                  bold=focused, max_lines=1)], "items")
            if right is not None:
                hud.block(right, [Line(value, 17, colour, bold=focused, max_lines=1)], "items",
                          align="right")
        first, count = self.visible()
        marks = ("▲ " if first > 0 else "") + ("▼" if first + count < len(self.menu.items)
                                                else "")
        if marks.strip():
            hud.text(marks.strip(), boxes["items"].right + hud.px(14), top - hud.px(14), 12,
                     "items", color=GREY)
        help_text = self.help_text(self.menu.current.key)
        hud.panel(boxes["help"], alpha=FOOTER_ALPHA)
        if help_text:
            hud.block(boxes["help"].inset(hud.px(10), hud.px(6)),
                      [Line(help_text, 13, WHITE, max_lines=3)], "help", align="center")
        # the footer lines on panels of their own: over the bare table behind, the table's
        # edges crossed them and the light wood hid the grey hint (issue 30, point 6)
        if self.note is not None:
            self.footer_panel(boxes["note"], self.note[0], 13)
            hud.block(boxes["note"], [Line(self.note[0], 13, RED if self.note[1] else GOLD,
                                           max_lines=1)], "note", align="center")
        self.footer_panel(boxes["hint"], self.key_hint(), 12)
        hud.block(boxes["hint"], [Line(self.key_hint(), 12, GREY, max_lines=1)],
                  "hint", align="center")

    def key_hint(self) -> str:
        """The keys line at the bottom."""
        return text("hint", self.lang)

    def value_width(self, width: float, label: str, value: str, bold: bool) -> float:
        """The value's share of a line `width` wide: what it needs, up to what the label
        leaves (at least 45 % of the line: a long label is cut before a long value)."""
        hud = self.hud
        label_w = hud.measure("▶ " + label, hud.pt(17), bold) + hud.px(8)
        return min(max(width * 0.45, width - label_w), hud.measure(value, hud.pt(17), bold)
                   + hud.px(4))

    def help_text(self, key: str) -> str | None:
        """The help line under the list for the item `key` (None: nothing to say)."""
        return HELP["en" if self.lang == "en" else "fr"].get(key)

    def footer_panel(self, box: Rect, line: str, points: float) -> None:
        """A panel behind one centred footer line, as wide as its text and a margin."""
        hud = self.hud
        width = min(box.w, hud.measure(line, hud.pt(points)) + hud.px(24))
        hud.panel(Rect(box.centre_x - width / 2, box.y, width, box.h), alpha=FOOTER_ALPHA)

    def variant_summary(self) -> str:
        on = sum(bool(getattr(self.options.variant, r)) for r in OPTIONAL_RULES)
        house_on, house_all = house_rules_on(self.options), len(house.OPTIONS)
        if self.lang == "en":
            return (f"From the {self.preset_name()} preset — {on} of {len(OPTIONAL_RULES)} "
                    f"optional rules on, {house_on} of {house_all} of other tables")
        return (f"Depuis le préréglage {self.preset_name()} — {on} règles optionnelles sur "
                f"{len(OPTIONAL_RULES)}, {house_on} d'autres tables sur {house_all}")


def house_rules_on(options: CdcOptions) -> int:
    """How many house rules of other programs (issue 34) are on: off is each one's first choice."""
    return sum(getattr(options.variant, o.name) != o.off for o in house.OPTIONS)


def setup_line(lang: str, options: CdcOptions | None, preset: str) -> str:
    """The set-up screen's line for this screen, saying whether the rules were changed."""
    if options is None:
        return text("setup_line", lang)
    if options.teams:
        return text("setup_teams", lang)
    return text("setup_changed" if options.changed_from(preset) else "setup_line", lang)
