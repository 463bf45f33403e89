"""One game, declared: the object a game's package exports as `GAME`, and the only way the
command line, the server, the window, replays and tests reach that game's code.

A game is two packages: its pure rules (`rules`, on the contract of deboule.rules.core: no
physics, no window) and its own parts above them (`parts`: its match, screens, lesson, sim,
record, viewer and online seat). `Game` knows which module of those packages holds each part
and loads it on demand, so that reading the registry imports nothing heavy (a headless
`deboule sim` never loads OpenGL, the menu's first frame no rules).

What a game provides, by module (`parts` unless said):
- in `rules`: `STATE` (its state class, with `new(options)`), `make_bot(level, seed)`,
  `action_from_dict`; `rules.actions.CODEC`; `rules.chance.sample_outcome(request, rng)`
  (chance outcomes without physics); `rules.bots` (the dataclasses its bots answer with
  online); the option module (`options_module`) with its `RANGES`;
- `screen.SCREEN` (the window's screen: `new(app, seats, seed, **setup)`, `from_save`,
  `check_save`); `setup` (its set-up menu lines, the ones choosing options `OPTION_LINES`, the
  mapping they choose `options(setup, players)`, `start`); `game_options` (its options schema:
  `NAMES`, `check`, `from_args`, `new_match`: deboule/games/game_options.py); `sim` (`run(args)`,
  `cli_facts()`);
  `match.MATCH` (deboule/match_base.py); `record` (`replay`, optionally `regenerate` and
  `rules_start`); `viewer` (`feed`, optionally `keyframe_feed`); `rules_page` (`PAGE`, `TEXT`,
  `SUMMARY`); `rules_pictures.PICTURES`;
- optionally: `tutorial.lesson(app)`; `headless.run_headless(args)` (the default game);
  `text` (`TEXT` for deboule/text/i18n.py, `piece_name(piece, lang)`); `online.SCREEN` (its
  online table); `online_inputs` (its own moves online: `SCHEMAS`, `decode`, maybe
  `RACE_PRESSES`; see `Game.online_inputs`); `simulator.client_simulator()` (a table its
  bots practise throws on);
  `rl.make_env(game, seed, options, **kwargs)` (its PettingZoo environment, deboule/rl/).
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Game:
    """A game's declaration. `name` is its name on the command line and in records, `key` in
    the menus, the translation tables and autosaves (both spellings are kept because records
    and saves written before carry them); `package` names its folders (`deboule/games/<package>`,
    `deboule/rules/<package>`) unless `parts` and `rules` say where its packages are."""

    name: str
    key: str
    package: str
    title: str  # a proper name, the same in every language
    # the rules' module keeping the game's option class and its `RANGES` (docs/options.md)
    options_module: str = "options"
    parts: str = ""  # its own package; deboule.games.<package> when empty
    rules: str = ""  # its pure rules package; deboule.rules.<package> when empty

    def __post_init__(self) -> None:
        if not self.parts:
            object.__setattr__(self, "parts", f"deboule.games.{self.package}")
        if not self.rules:
            object.__setattr__(self, "rules", f"deboule.rules.{self.package}")

    # -- loading its modules -------------------------------------------------------------
    def part(self, module: str, attribute: str | None = None) -> Any:
        """A module of the game's own package (or one of its attributes), imported now."""
        loaded = importlib.import_module(f"{self.parts}.{module}")
        return loaded if attribute is None else getattr(loaded, attribute)

    def has_part(self, module: str) -> bool:
        """Whether the game's own package holds `module` (nothing is imported to know it)."""
        return importlib.util.find_spec(f"{self.parts}.{module}") is not None

    def rules_module(self, module: str = "") -> Any:
        """The rules package, or one of its modules, imported now."""
        return importlib.import_module(f"{self.rules}.{module}" if module else self.rules)

    # -- its rules -------------------------------------------------------------------------
    def state_class(self) -> Any:
        """The rules' state class (deboule.rules.core.GameState)."""
        return self.rules_module().STATE

    def chance_supplier(self):
        """`sample_outcome(request, rng)`: chance outcomes without physics."""
        return self.rules_module("chance").sample_outcome

    def codec(self) -> Any:
        """The rules' action codec (actions <-> JSON)."""
        return self.rules_module("actions").CODEC

    def bot(self, level: str, seed: int) -> Any:
        """One of the game's own bots (`make_bot(level, seed)` of its rules)."""
        return self.rules_module().make_bot(level, seed)

    def action_from_dict(self) -> Any:
        return self.rules_module().action_from_dict

    def bots_module(self) -> Any:
        """The rules' bots module (the dataclasses its bots answer with, online)."""
        return self.rules_module("bots")

    def option_ranges(self) -> dict:
        """Every numeric option's range (`deboule.rules.core.ranges.Range` by option name): the
        ones the game's option class checks, for the command line's messages."""
        return self.rules_module(self.options_module).RANGES

    # -- its options and its matches (deboule/games/game_options.py) -----------------------
    def options_schema(self) -> Any:
        """The game's options schema (its `game_options` module: `NAMES`, `check`,
        `from_args`, `new_match`)."""
        return self.part("game_options")

    def option_names(self) -> tuple[str, ...]:
        """Every option the game's mapping may hold (`--rule NAME=VALUE`'s names)."""
        return tuple(self.options_schema().NAMES)

    def check_options(self, options: Any, players: int | None = None) -> dict:
        """`options` checked by the game's schema (for `players` seats when given): the
        mapping as the game keeps it in saves, records and rooms; OptionRefused (one line in
        French and English) for an unknown name or a bad value."""
        return self.options_schema().check(options, players)

    def options_from_args(self, args: Any) -> dict:
        """The options mapping `deboule sim`'s game-specific arguments name (`preset`,
        `teams`, `house_words`: a mapping or a Namespace), for the rooms saved and the
        clients written before the options mapping (OptionRefused: one it refuses)."""
        values = args if isinstance(args, dict) else vars(args)
        return self.options_schema().from_args(values)

    def new_match(self, options: Any, seats: list, *, seed: int = 0, names: Any = None,
                  headless: bool | None = None, lang: str = "fr", rules_only: bool = False,
                  **window: Any) -> Any:
        """The one constructor of the game's matches: `options` one mapping checked by the
        game's schema, `seats` one a player (HUMAN, a bot level, a BoundLevel or a bot
        object), `names` None or one a seat (None: the game's own name for it). `headless`
        None: as the sim and the server run the game. `rules_only`: the match on the rules
        alone, no physics (deboule/rules_match.py). `window`: what only a window's match
        takes (its clock, its pace...), handed to the match class as they are. A Match
        (deboule/match_base.py)."""
        checked = self.check_options(options, len(seats))
        return self.options_schema().new_match(checked, list(seats), seed=seed, names=names,
                                              headless=headless, lang=lang,
                                              rules_only=rules_only, **window)

    # -- its own parts ---------------------------------------------------------------------
    def screen_class(self) -> type:
        return self.part("screen", "SCREEN")

    def setup(self) -> Any:
        return self.part("setup")

    def sim(self) -> Any:
        return self.part("sim")

    def cli_facts(self) -> dict:
        return self.part("sim", "cli_facts")()

    def match_class(self) -> type:
        return self.part("match", "MATCH")

    def record_module(self) -> Any:
        """`replay(record, log, trace) -> final`, and where the game has them `regenerate`
        and `rules_start` (deboule/replays/)."""
        return self.part("record")

    def replayer(self):
        return self.part("record", "replay")

    def regenerator(self):
        """`regenerate(record, trace, progress, log)` of the game's record module (the record
        its game writes, played again: deboule/replays/replay.py), or None where it has none."""
        return getattr(self.record_module(), "regenerate", None)

    def viewer(self) -> Any:
        """The game's record viewer (`feed(record, lang)`, maybe `keyframe_feed`)."""
        return self.part("viewer")

    def headless_play(self) -> Any:
        """`run_headless(args) -> int`: a bot match of this game without a window, for `deboule
        play` with no display (the DEFAULT game has one)."""
        return self.part("headless", "run_headless")

    def text_table(self) -> dict[str, tuple[str, str]] | None:
        """The game's strings for the translation tables (`TEXT` of its `text` module), or None."""
        return self.part("text", "TEXT") if self.has_part("text") else None

    def piece_namer(self) -> Any:
        """The game's `piece_name(piece, lang)` for the refusals' lines (in its `text`
        module; ValueError for an id that is none of its pieces), or None."""
        if not self.has_part("text"):
            return None
        return getattr(self.part("text"), "piece_name", None)

    def rules_page(self) -> Any:
        """The game's page of the illustrated rules (PAGE, TEXT, SUMMARY)."""
        return self.part("rules_page")

    def rules_pictures(self) -> Any:
        """The pictures of the game's rules page (`PICTURES`: id -> a function building it)."""
        return self.part("rules_pictures")

    def has_lesson(self) -> bool:
        """Whether the game has a guided lesson; nothing is imported to know it."""
        return self.has_part("tutorial")

    def lesson(self, app) -> Any:
        """The game's guided lesson in the window `app` (a CoachedScreen), imported now."""
        return self.part("tutorial", "lesson")(app)

    def online_screen_class(self) -> type | None:
        """The game's table in an online room (`SCREEN(app, session)`), or None."""
        return self.part("online", "SCREEN") if self.has_part("online") else None

    def online_inputs(self) -> Any | None:
        """The game's own moves in an online room besides its decisions (its `online_inputs`
        module), or None when it has none. `SCHEMAS`: a JSON schema (jsonschema) by `kind`,
        each payload's whole shape (its `kind`, every field with its type and range, no other
        field); `decode(seat_input)`: the payload of a seat as its match's input
        (deboule.online.inputs.SeatInput: the sender's seat, the match, the room's measures;
        MatchError to refuse it); `RACE_PRESSES`: the kinds timed as a race's press on arrival
        (deboule/online/races.py)."""
        return self.part("online_inputs") if self.has_part("online_inputs") else None

    def rl_module(self) -> Any | None:
        """The game's module for deboule.rl (`make_env(game, seed, options, **kwargs)`: its
        PettingZoo environment), or None when it has none; imported now (it needs the `rl`
        extra)."""
        return self.part("rl") if self.has_part("rl") else None

    def web_table(self) -> Any:
        """The game's table for a browser seat (its `web_table` module: `table(state, seat,
        legal, kept)`, maybe `kept()` and `scene_world()`/`arena_shape(world)`), or None."""
        return self.part("web_table") if self.has_part("web_table") else None

    def client_simulator(self) -> Any:
        """A table the game's bots practise throws on away from the server (its `simulator`
        module's `client_simulator()`), or None when its bots do not practise."""
        if not self.has_part("simulator"):
            return None
        factory = getattr(self.part("simulator"), "client_simulator", None)
        return factory() if factory is not None else None
