"""Headless L'Enculette between bots: `deboule sim --game enculette --players N --seed S`.

The game is played on the window's own match (`EnculetteMatch(..., headless=True).play_out()`):
its physics Tasses (one MuJoCo `World.cup` per rules cup, shaken for every shake and reshake,
the faces read off the dice at rest), its bots, its seeded streams. The table talk is then told
from the match's rules history (`tell`). `--record` writes the match's record
(`EnculetteMatch.record()`). Same seed, same game, bit for bit.

This module also holds what the match and the replays share: the physics Tasses
(`PhysicsTasses`), a shake's rules action (`shake_action`, EC-F1), the seeded streams
(`seat_streams`), and `replay_inputs`, which replays the records the sim wrote before it ran on
the match (every shake's generator state recorded).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TextIO

import numpy as np

from deboule.games.enculette import GAME
from deboule.games.enculette.tasses import (
    PhysicsTasses,
    SimError,
    check_seed,
    is_whole,
    shake_action,
)
from deboule.match_base import HUMAN, MatchError, is_bot_object, seat_name
from deboule.replays.sims import SimRefused, finish, sim_options
from deboule.rules.core.bots import check_seat
from deboule.rules.enculette import (
    LEVELS,
    DiceShaken,
    IllegalAction,
    OptionError,
    Options,
    State,
    action_from_dict,
    new_game,
    parse_option_string,
    read_roll,
)
from deboule.rules.enculette.actions import Action
from deboule.rules.enculette.options import duplicate_option
from deboule.rules.enculette.record import RECORD_FORMAT as RULES_RECORD_FORMAT
from deboule.rules.enculette.text import MESSAGES, counted, describe, player_name, value_text
from deboule.text.terminal import warn

if TYPE_CHECKING:
    from deboule.games.enculette.match import EnculetteMatch

Log = Callable[[str], None]

# Named option sets for `--preset` (items may be mixed with name=value pairs: "aveugle,broc=40").
PRESETS: dict[str, dict[str, Any]] = {
    "classique": {},
    "classic": {},
    "aveugle": {"blind_reshake": True},
    "blind": {"blind_reshake": True},
    "deux-tasses": {"cups": 2},
    "two-cups": {"cups": 2},
}
DEFAULT_LEVELS = ("expert", "regular", "novice")

HEADER = {
    "fr": "L'Enculette : {n} joueurs ({bots}), graine {seed}, broc de {broc} gorgées.",
    "en": "L'Enculette: {n} players ({bots}), seed {seed}, broc of {broc} gorgées.",
}
ERROR = {"fr": "erreur : {e}", "en": "error: {e}"}


















def seat_levels(args: Any) -> list[str]:
    """Each seat's level as `build_match` reads --bots (the default cycle without it)."""
    return parse_levels(args.bots, int(args.players))


def parse_levels(text: str | None, players: int) -> list[str]:
    """One bot level per player; by default expert, regular, novice, expert, ..."""
    if text is None:
        return [DEFAULT_LEVELS[i % len(DEFAULT_LEVELS)] for i in range(players)]
    levels = [part.strip() for part in text.split(",") if part.strip()]
    if len(levels) == 1:
        levels *= players
    if len(levels) != players:
        raise SimError(f"{players} players need {players} bot levels, not {len(levels)}")
    try:  # a level or a bot of one's own, package.module:Name (deboule/rules/core/bots.py)
        return [check_seat(level, LEVELS) for level in levels]
    except IllegalAction as exc:
        raise SimError(f"{exc}; levels are {', '.join(LEVELS)}") from None


def parse_preset(text: str | None) -> Options:
    """A preset name, name=value options, or both, comma-separated (unknown names raise)."""
    data: dict[str, Any] = {}
    given: set[str] = set()  # the options named with a value: each once (a preset's may be)
    for item in filter(None, (part.strip() for part in (text or "").split(","))):
        if "=" in item:
            option = parse_option_string(item)
            twice = given.intersection(option)
            if twice:
                raise duplicate_option(min(twice))
            given.update(option)
            data.update(option)
        elif item in PRESETS:
            data.update(PRESETS[item])
        else:
            raise OptionError(f"unknown preset {item!r}; presets are {sorted(PRESETS)} "
                              "or name=value options")
    return Options.from_dict(data)




class TableTalk:
    """The lines of the game as `deboule sim` prints them (the replay prints the same)."""

    def __init__(self, state: State, log: Log | None, lang: str = "fr") -> None:
        self.log, self.lang = log, lang
        self.show_cup = state.options.cups > 1
        self.running = [0] * len(state.gorgees)  # gorgées as the log reaches each event

    def apply(self, state: State, action: Action) -> None:
        """Apply `action` to `state` and tell what happened."""
        seen = len(state.events)
        state.apply(action)
        if self.log is None:
            return
        for event in state.events[seen:]:
            if event.kind == "drank":
                self.running[event.player] += event.amount
            left = max(0, state.options.broc - sum(self.running))
            line = describe(event.to_dict(), self.lang, totals=self.running, broc_left=left,
                            show_cup=self.show_cup)
            if isinstance(action, DiceShaken) and event.kind == "shaken":
                line += f" [{value_text(read_roll(*action.faces), self.lang)}]"  # spectator's view
            self.log(line)

    def end(self, state: State) -> None:
        if self.log is None:
            return
        lang, msg = self.lang, MESSAGES[self.lang]
        scores = ", ".join(
            f"{player_name(p, lang)} : {g}" if lang == "fr" else f"{player_name(p, lang)}: {g}"
            for p, g in enumerate(state.gorgees)
        )
        self.log(msg["scores"].format(scores=scores))
        winners = state.winners()
        self.log(counted("winners", len(winners), lang,
                         names=", ".join(player_name(p, lang) for p in winners)))


# ---------------------------------------------------------------------------- records




def dice_stream(seed: int, players: int) -> np.random.SeedSequence:
    """The seed's dice stream, as `seat_streams` (and so `play`) gives it."""
    check_seed(seed)
    return np.random.SeedSequence(seed).spawn(players + 1)[0]


def rules_record(record: dict) -> dict:
    """The rules engine's own record (`deboule.rules.enculette.replay`) inside a sim's common
    record."""
    return {**record, "format": RULES_RECORD_FORMAT}


def replay_inputs(record: dict, log: Log | None = None, lang: str = "fr",
                  settled: list[str] | None = None) -> tuple[State, PhysicsTasses]:
    """Feed a sim record's inputs to a fresh game and fresh physics Tasses; any input that the
    rules or the physics refuse, or inputs that end before the game does, raise SimError."""
    seats = record.get("seats")
    if not isinstance(seats, list) or not all(isinstance(s, str) for s in seats):
        raise SimError("seats must be a list of bot levels")
    if "players" in record and record["players"] != len(seats):
        raise SimError(f"{len(seats)} seats for {record['players']!r} players")
    state = new_game(len(seats), Options.from_dict(record["options"]))
    tasses = PhysicsTasses(dice_stream(record["seed"], len(seats)), state.options.cups,
                           settled=settled)
    talk = TableTalk(state, log, lang)
    for index, entry in enumerate(record["inputs"]):
        try:
            _replay_input(state, tasses, talk, entry)
        except (ValueError, KeyError, TypeError) as exc:
            raise SimError(f"input {index} ({entry!r:.120}): {exc}") from exc
    if not state.is_over:
        raise SimError("the inputs end before the game does")
    _check_rules_log(record.get("actions"), state)
    talk.end(state)
    return state, tasses


def _check_rules_log(recorded: Any, state: State) -> None:
    """The record's copy of the rules' log (`actions`), when present, must be the replayed one:
    a decision changed in `inputs` only is caught even if the game ends on the same gorgées."""
    if recorded is None:
        return
    replayed = json.loads(json.dumps([action.to_dict() for action in state.history]))
    if not isinstance(recorded, list):
        raise SimError("actions (the rules' log) must be a list")
    for index, (a, b) in enumerate(zip(recorded, replayed, strict=False)):
        if a != b:
            raise SimError(f"the rules' log differs at action {index}: recorded {a!r}, "
                           f"replayed {b!r}")
    if len(recorded) != len(replayed):
        raise SimError(f"the rules' log has {len(recorded)} actions recorded, "
                       f"{len(replayed)} replayed")


def _replay_input(state: State, tasses: PhysicsTasses, talk: TableTalk, entry: dict) -> None:
    if len(entry) != 1:
        raise SimError(f"an input has one key, not {sorted(entry)}")
    (kind, data), = entry.items()
    if kind == "action":
        if state.is_over or state.is_chance_node():
            raise SimError("a decision where the game expects a shake or is over")
        talk.apply(state, action_from_dict(data))
        return
    if not isinstance(data, dict) or not is_whole(data.get("cup")):
        raise SimError(f"a {kind!r} input names its Tasse: {{'cup': int, ...}}")
    if kind == "shake":
        if set(data) != {"cup", "seconds", "rng"}:
            raise SimError(f"a shake holds cup, seconds and rng, not {sorted(data)}")
        if state.is_over or not state.is_chance_node():
            raise SimError("a shake where the game expects a decision or is over")
        cup = state.cup()
        if data["cup"] != cup.index:
            raise SimError(f"Tasse {data['cup']} shaken where the rules shake {cup.index}")
        seconds = data["seconds"]
        if isinstance(seconds, bool) or not isinstance(seconds, int | float):
            raise SimError(f"a shake lasts a number of seconds, not {seconds!r}")
        shake = tasses.shake(cup.index, rng_state=data["rng"], seconds=float(seconds))
        talk.apply(state, shake_action(shake, cup.server, cup.index))
    elif kind in ("lift", "cover", "turn_over"):
        if set(data) != {"cup"}:
            raise SimError(f"a {kind} input holds its cup only, not {sorted(data)}")
        getattr(tasses, kind)(data["cup"])
    else:
        raise SimError(f"unknown input {kind!r} (shake, lift, cover, turn_over, action)")


def _lang(args: Any) -> str:
    lang = getattr(args, "lang", "fr") or "fr"
    return lang if lang in HEADER else "fr"


def build_match(args: Any, seats: list | None = None) -> EnculetteMatch:
    """The match `run` plays for `args` (`--players`, `--bots`, `--seed`, `--preset`, `--rule`,
    `--lang`), checked as `run` checks them (SimRefused: the line `run` warns); `seats` given:
    these seats (levels, bound levels, bots of one's own) instead of `--bots`'. Built by the
    game's one constructor (`GAME.new_match`)."""
    lang = _lang(args)
    try:
        if getattr(args, "teams", False):
            raise SimError("L'Enculette has no teams (--teams is for Le Déboulé)")
        check_seed(args.seed)
        options = sim_options(GAME, args)
        if seats is None:
            levels = parse_levels(args.bots, args.players)
        elif len(seats) != args.players:
            raise SimError(f"{args.players} players need {args.players} bot levels, "
                           f"not {len(seats)}")
        else:
            levels = [seat if is_bot_object(seat) or seat == HUMAN  # an online room's person
                      else check_seat(seat, LEVELS) for seat in seats]
        return GAME.new_match(options, levels, seed=args.seed, lang=lang, headless=True)
    except IllegalAction as error:
        raise SimRefused(ERROR[lang].format(e=error)) from None
    except MatchError as error:
        raise SimRefused(ERROR[lang].format(e=error.text(lang))) from None


def play(match: EnculetteMatch, args: Any,
         on_step: Callable[[EnculetteMatch], None] | None = None) -> EnculetteMatch:
    """The loop `run` plays: the window's own (`EnculetteMatch.play_out`); `on_step(match)` once
    it is over (no bar)."""
    match.play_out()
    if on_step is not None:
        on_step(match)
    return match


def report_lines(match: EnculetteMatch, args: Any, lang: str, record_path: Any = None
                 ) -> list[str]:
    """Every line `run` prints for `match` played, in order: the header and the table talk, none
    with --quiet (none names the record)."""
    if args.quiet:
        return []
    lines = [HEADER[lang].format(n=args.players, bots=", ".join(map(seat_name, match.seats)),
                                 seed=args.seed, broc=match.state.options.broc)]
    tell(match.state, lines.append, lang)
    return lines


def run(args: Any, out: TextIO | None = None) -> int:
    """Entry point of `deboule sim --game enculette` (see deboule/cli.py for `args`): a whole game
    of bots on `EnculetteMatch`, build_match + play + the record + report_lines
    (deboule/replays/sims.py)."""
    try:
        match = build_match(args)
    except SimRefused as exc:
        warn(exc.line)
        return 2
    play(match, args)
    return finish(match, lambda where: report_lines(match, args, _lang(args), where),
                  getattr(args, "record", None) or None, out)


def tell(played: State, log: Log, lang: str = "fr") -> None:
    """The table talk of a game played (`deboule sim`'s lines): its rules history told again,
    move by move, on a fresh rules state (the rules alone: no physics, no bots)."""
    state = new_game(played.players, played.options)
    talk = TableTalk(state, log, lang)
    for action in played.history:
        talk.apply(state, action)
    talk.end(state)


def cli_facts() -> dict:
    """What `deboule sim --game enculette` accepts: 2 to 16 players, bot levels, presets given
    as names or name=value options (checked by `_check_preset`), no teams."""
    return {"players": (2, 16), "levels": tuple(LEVELS), "presets": _check_preset,
            "teams": lambda n: False, "teams_rule": "cli.teams.enculette"}


def _check_preset(preset: str, players: int) -> None:
    """ValueError when `preset` is no preset or option list for `players` players."""
    try:
        parse_preset(preset).check_players(players)
    except IllegalAction:
        raise  # a ValueError, with its code (an option's range: both languages' lines)
    except TypeError as exc:
        raise ValueError(str(exc)) from None
