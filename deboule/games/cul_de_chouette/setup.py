"""Cul de Chouette's lines in the set-up menu: bot levels, the preset, the options screen (its
choices kept on the set-up screen as `setup.extra["options"]`), and how to start."""

from __future__ import annotations

from deboule.shell.menu import Item
from deboule.text.i18n import tr

BOT_LEVELS = ("novice", "regular", "expert")
OPTION_LINES = ("preset", "cdc_options")  # the lines `options` reads (an online room's too)


def items(setup, lang) -> list[Item]:
    """The game's own lines of the set-up menu `setup` (`lang()` is the current language)."""
    setup.extra["options"] = None  # CdcOptions chosen on the options screen (None: the preset)
    # a first game on the gentle table (issue 48); the full Kaamelott table is the next choice
    return [Item("preset", lambda: tr("setup.preset", lang()),
                 choices=("douce", "kaamelott", "iruo", "tables"),
                 render_choice=lambda v: tr(f"preset.{v}", lang())),
            Item("cdc_options", lambda: options_line(setup, lang()))]


def notes(setup, lang: str) -> list[str]:
    """Under the lines: on the gentle table, the rules it leaves out, each one an option away
    (an options screen changed by hand says what it changed itself)."""
    # loaded on first use: numpy, Cul de Chouette's rules, the rules' core (94 ms)
    from deboule.games.cul_de_chouette.options import text as option_text
    from deboule.rules.cul_de_chouette.variant import GENTLE_OFF

    if str(setup.menu.item("preset").value) != "douce" or setup.extra.get("options"):
        return []
    names = ", ".join(option_text(rule, lang) for rule in GENTLE_OFF)
    return [tr("cdc.gentle_off", lang, rules=names)]


def options_line(setup, lang: str) -> str:
    # loaded on first use: numpy, Cul de Chouette's rules, the rules' core (127 ms)
    from deboule.games.cul_de_chouette.options import setup_line

    return setup_line(lang, setup.extra["options"], str(setup.menu.item("preset").value))


def command(setup, command: str | None) -> bool:
    """A command of the game's own lines; False when it is not one."""
    if command == "cdc_options":
        open_options(setup)
    elif command == "changed:preset":
        setup.extra["options"] = None  # the options start again from the new preset
    else:
        return False
    return True


def open_options(setup) -> None:
    # loaded on first use: numpy, Cul de Chouette's rules, the rules' core (112 ms)
    from deboule.games.cul_de_chouette.house_options import CdcHouseOptionsScreen
    from deboule.games.cul_de_chouette.options import CdcOptions, CdcOptionsScreen

    preset = str(setup.menu.item("preset").value)
    options = setup.extra["options"] or CdcOptions.preset(preset)

    def keep(chosen) -> None:
        setup.extra["options"] = chosen

    setup.app.push(CdcOptionsScreen(setup.app, options, players=len(setup.seats()),
                                    preset=preset, on_change=keep,
                                    house_page=CdcHouseOptionsScreen))


def options(setup, players: int) -> dict:
    """The game's options mapping these lines choose (Game.new_match, docs/options.md): the
    preset, and what the options screen changed from it."""
    from deboule.rules.cul_de_chouette.variant import Variant

    preset = str(setup.menu.item("preset").value)
    chosen = setup.extra.get("options")
    if chosen is None:
        return {"preset": preset}
    base = Variant.preset(preset).to_dict()
    changes = {name: value for name, value in chosen.variant.to_dict().items()
               if name != "name" and base.get(name) != value}
    return {"preset": preset, "teams": chosen.teams_for(players) is not None, **changes}


def start(setup, seats: list[str], seed: int):
    """The game screen for the chosen seats, seed and lines: its match built by the game's one
    constructor with the options these lines choose (`options`), on the window's clock."""
    # loaded on first use: numpy, Cul de Chouette's rules, the rules' core (118 ms)
    from deboule.games.cul_de_chouette import GAME
    from deboule.games.cul_de_chouette.screen import CdcScreen, PausableClock

    clock = PausableClock()
    match = GAME.new_match(options(setup, len(seats)), seats, seed=seed, headless=False,
                           lang=setup.app.settings.lang, clock=clock)
    return CdcScreen(setup.app, match, clock)
