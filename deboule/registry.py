"""The one registry of games: what the command line, the menus, saves, records and replay know
of each game. Adding a game is adding its package (`deboule/rules/<package>/`,
`deboule/games/<package>/`) and one entry here.

Every reference to a game's code is a "module:attribute" string loaded on demand, so that
reading the registry imports nothing heavy (a headless `deboule sim` never loads OpenGL).
Each game provides, in `deboule/rules/<package>/` (pure rules, no physics):
- `STATE` (in `deboule/rules/<package>/__init__.py`): its state class on the common contract
  (deboule.rules.core.GameState), with `new(options)`;
- `chance.sample_outcome(request, rng)`: an outcome for the state's `chance_request()` without
  physics (dice, deck orders, a stand-in table), for tests and the conformance run;
and in `deboule/games/<package>/`:
- `screen` (`deboule.games.<package>.screen`): the window's screen class, with `new(app, seats,
seed,
  **setup)`, `from_save(app, data)` and `check_save(data)`;
- `setup` (`deboule.games.<package>.setup`): the set-up menu's game-specific lines and how to start;
- `sim` (`deboule.games.<package>.sim`): `run(args) -> int` for `deboule sim`, and `cli_facts()`:
the
  player counts, bot levels, presets and teams the command line accepts;
- `match` (`deboule.games.<package>.match`): the controller, on the match contract
(deboule/match_base.py:
  new, update, human_action/human_throw, play_out, to_save/from_save, record);
- `record` (`deboule.games.<package>.record`): `replay(record, log, trace) -> final` (`deboule
replay`);
- `rules_page` (`deboule.games.<package>.rules_page`): its page of the illustrated rules: `PAGE`
(blocks,
  deboule/screens/page_blocks.py), `TEXT` (the words its page names) and `SUMMARY` (the rules in
  one paragraph), French and English; `rules_pictures` (`deboule.games.<package>.rules_pictures`):
  `PICTURES`, the scenes its page shows (deboule/render/illustrations.py);
- optionally `tutorial` (`deboule.games.<package>.tutorial`): `lesson(app)`, its guided lesson;
  `headless` (`run_headless(args)`: the DEFAULT game's bot match for `deboule play` without a
  display); `text` (its strings for deboule/text/i18n.py, and `piece_name(piece, lang)` when its
  refusals name pieces).
The shared shell (deboule/ outside the games' packages and deboule/render/) names a game only
through this registry (tests/test_structure.py); the games are listed in the order the menus, the
lessons and the rules pages show them.
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class GameEntry:
    """One game. `name` is the game's name on the command line and in records; `key` names it in
    the menus, the translation tables and autosaves (both spellings are kept because records and
    saves written before carry them)."""

    name: str
    key: str
    package: str
    title: str  # a proper name, the same in every language
    # the rules' module keeping the game's option class and its `RANGES` (docs/options.md)
    options_module: str = "options"

    def _load(self, module: str, attribute: str | None = None) -> Any:
        loaded = importlib.import_module(f"deboule.games.{self.package}.{module}")
        return loaded if attribute is None else getattr(loaded, attribute)

    @property
    def rules(self) -> str:
        """The rules package (pure: no physics, no window)."""
        return f"deboule.rules.{self.package}"

    def state_class(self) -> Any:
        """The rules' state class (deboule.rules.core.GameState)."""
        return importlib.import_module(self.rules).STATE

    def chance_supplier(self):
        """`sample_outcome(request, rng)`: chance outcomes without physics."""
        return importlib.import_module(f"{self.rules}.chance").sample_outcome

    def screen_class(self) -> type:
        return self._load("screen", "SCREEN")

    def setup(self) -> Any:
        return self._load("setup")

    def sim(self) -> Any:
        return self._load("sim")

    def cli_facts(self) -> dict:
        return self._load("sim", "cli_facts")()

    def option_ranges(self) -> dict:
        """Every numeric option's range (`deboule.rules.core.ranges.Range` by option name): the ones
        the game's option class checks, for the command line's messages (issue 32)."""
        return importlib.import_module(f"{self.rules}.{self.options_module}").RANGES

    def match_class(self) -> type:
        return self._load("match", "MATCH")

    def replayer(self):
        return self._load("record", "replay")

    def regenerator(self):
        """`regenerate(record, trace, progress, log)` of `deboule.games.<package>.record` (the
        record its game writes, played again: deboule/replays/replay.py), or None where the game has
        none."""
        return getattr(self._load("record"), "regenerate", None)

    def headless_play(self) -> Any:
        """`run_headless(args) -> int`: a bot match of this game without a window, for `deboule
        play` with no display (`deboule.games.<package>.headless`; the DEFAULT game has one)."""
        return self._load("headless", "run_headless")

    def piece_namer(self) -> Any:
        """The game's `piece_name(piece, lang)` for the refusals' lines (in its package's
        `text.py`; ValueError for an id that is none of its pieces), or None."""
        if importlib.util.find_spec(f"deboule.games.{self.package}.text") is None:
            return None
        return getattr(self._load("text"), "piece_name", None)

    def rules_page(self) -> Any:
        """The game's page of the illustrated rules (PAGE, TEXT, SUMMARY)."""
        return self._load("rules_page")

    def rules_pictures(self) -> Any:
        """The pictures of the game's rules page (`PICTURES`: id -> a function building it)."""
        return self._load("rules_pictures")

    def has_lesson(self) -> bool:
        """Whether the game has a guided lesson (its package holds `tutorial.py`); nothing is
        imported to know it."""
        return importlib.util.find_spec(f"deboule.games.{self.package}.tutorial") is not None

    def lesson(self, app) -> Any:
        """The game's guided lesson in the window `app` (a CoachedScreen), imported now."""
        return self._load("tutorial", "lesson")(app)


GAMES: tuple[GameEntry, ...] = (
    GameEntry(name="deboule", key="deboule", package="deboule", title="Le Déboulé",
              options_module="setup"),
    GameEntry(name="cul-de-chouette", key="cdc", package="cul_de_chouette",
              title="Cul de Chouette", options_module="variant"),
    GameEntry(name="enculette", key="enculette", package="enculette", title="L'Enculette"),
    GameEntry(name="chamot", key="chamot", package="chamot", title="Chamot"),
)

# The game `deboule sim` plays without --game, and `deboule play` without a display.
DEFAULT: GameEntry = GAMES[0]
# The program (its command, its settings and data folders) bears its first game's name.
PROGRAM = "deboule"

NAMES: tuple[str, ...] = tuple(entry.name for entry in GAMES)
KEYS: tuple[str, ...] = tuple(entry.key for entry in GAMES)


def by_name(name: object) -> GameEntry | None:
    """The game called `name` on the command line and in records, or None."""
    return next((entry for entry in GAMES if entry.name == name), None)


def by_key(key: object) -> GameEntry | None:
    """The game keyed `key` in menus and autosaves, or None."""
    return next((entry for entry in GAMES if entry.key == key), None)
