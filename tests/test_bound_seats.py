"""Remote seats bound to their bots, and the sims as building blocks (issue 33, point 1).

An online room builds the match the local sim builds (`build_match(args, seats)`), plays the
sim's own loop (`play`) with each bot seat a `deboule.rules.core.bots.BoundLevel` whose binder hands
the seat's bot to a proxy, and prints `report_lines`. These tests check, for each of the four games,
on small games: a bound seat plays the very game its plain level plays (the record equal, bit for
bit), its binder is handed every bot the match makes (the level and seed `make_bot` was given),
a proxy exposing exactly the bot's methods changes nothing, and `report_lines` of build_match +
play are the lines `run` prints for the same arguments."""

from __future__ import annotations

import copy
import json
from types import SimpleNamespace
from typing import Any

import pytest

from deboule.replays.records import write_record
from deboule.rules.core import bots as protocol
from deboule.rules.core.bots import BoundLevel, hooks_of

# (game, sim module, module whose `make_bot` the match calls, small-game arguments)
GAMES = {
    "deboule": ("deboule.games.deboule.sim", "deboule.games.deboule.simulator",
                {"bots": "novice,novice", "seed": 3}),
    "cul-de-chouette": ("deboule.games.cul_de_chouette.sim", "deboule.games.cul_de_chouette.match",
                        {"bots": "expert,novice", "seed": 2}),
    "chamot": ("deboule.games.chamot.sim", "deboule.games.chamot.match",
               {"bots": "expert,regular", "seed": 1, "preset": "short"}),
    "enculette": ("deboule.games.enculette.sim", "deboule.games.enculette.tasses",
                  {"bots": "expert,novice", "seed": 3, "preset": "broc=5"}),
}
DEBOULE_TARGET = 1  # Le Déboulé's match to one point (a full one lasts a minute here)


def sim_args(game: str, **changes: Any) -> SimpleNamespace:
    """`deboule sim`'s arguments as deboule/cli.py leaves them (checked, normalised)."""
    base = {"game": game, "players": 2, "bots": None, "preset": None, "teams": False,
            "seed": 0, "record": None, "quiet": False, "lang": "fr", "join": None,
            "house_words": None}
    base.update(GAMES[game][2])
    base.update(changes)
    return SimpleNamespace(**base)


@pytest.fixture
def sims(monkeypatch):
    """The sim modules by game, Le Déboulé's match shortened."""
    import importlib

    modules = {game: importlib.import_module(entry[0]) for game, entry in GAMES.items()}
    monkeypatch.setattr(modules["deboule"], "TARGET", DEBOULE_TARGET)
    return modules


@pytest.fixture
def made(monkeypatch):
    """Every bot the matches make: (level, seed) as each game's `make_bot` is asked."""
    import importlib

    calls: list[tuple[str, Any]] = []
    for _, owner, _ in GAMES.values():
        module = importlib.import_module(owner)

        def counted(level, seed, _real=module.make_bot):
            calls.append((level, seed))
            return _real(level, seed)

        monkeypatch.setattr(module, "make_bot", counted)
    return calls


def forwarding(bot: Any, calls: list[str]) -> Any:
    """A proxy of `bot` as an online room makes one: `act` and exactly the optional methods
    `bot` has (and its `name` when it has one), each forwarded, its calls counted."""
    def forward(method: str):
        def call(self, *args, **kwargs):
            calls.append(method)
            return getattr(bot, method)(*args, **kwargs)
        return call

    members: dict[str, Any] = {method: forward(method) for method in ("act", *hooks_of(bot))}
    if hasattr(bot, "name"):
        members["name"] = property(lambda self: bot.name)
    return type("Forwarding", (), members)()


def written(record: dict, path) -> dict:
    """A record as `deboule sim` writes it (checked, summarised, digested), without the engine
    stamp (the machine's)."""
    data = json.loads(write_record(path, record).read_text(encoding="utf-8"))
    data.pop("engine")
    return data


def seed_key(call: tuple[str, Any]) -> tuple:
    """A (level, seed) call comparable across runs (Le Déboulé's seeds are SeedSequences)."""
    level, seed = call
    return level, getattr(seed, "entropy", seed), getattr(seed, "spawn_key", ())


def played(module, args, seats=None):
    match = module.build_match(args, seats)
    module.play(match, args)
    return match


@pytest.fixture(scope="module")
def plain_games():
    """`plain(game)`: the game `sim_args(game)` plays with its plain levels (no seat bound), Le
    Déboulé's match shortened, and the (level, seed) of every bot its match made; played once
    for the module, the two tests that compare a bound game to it read it."""
    import importlib

    games: dict[str, tuple[Any, list]] = {}

    def plain(game: str) -> tuple[Any, list]:
        if game not in games:
            sim, owner = (importlib.import_module(name) for name in GAMES[game][:2])
            calls: list[tuple[str, Any]] = []

            def counted(level, seed, _real=owner.make_bot):
                calls.append((level, seed))
                return _real(level, seed)

            with pytest.MonkeyPatch.context() as patch:
                patch.setattr(importlib.import_module(GAMES["deboule"][0]), "TARGET",
                              DEBOULE_TARGET)
                patch.setattr(owner, "make_bot", counted)
                games[game] = (played(sim, sim_args(game)), calls)
        return games[game]

    return plain


@pytest.mark.parametrize("game", list(GAMES))
def test_a_bound_seat_plays_its_levels_game_and_its_binder_gets_every_bot(game, sims, made,
                                                                          plain_games, tmp_path):
    module, args = sims[game], sim_args(game)
    plain, plain_made = plain_games(game)
    made[:] = []
    bound_calls: list[tuple[str, Any]] = []

    def binder(level, seed, bot):
        bound_calls.append((level, seed))
        assert type(level) is str  # the plain level, as make_bot was given it
        return bot

    seats = [BoundLevel(level, binder) for level in args.bots.split(",")]
    bound = played(module, args, seats)
    assert bound_calls and bound_calls == made  # every bot the match made, its level and seed
    assert list(map(seed_key, made)) == list(map(seed_key, plain_made))  # as the plain levels'
    record = bound.record()
    assert all(type(seat) is str for seat in record["seats"])  # the plain level, no binder
    assert written(record, tmp_path / "bound.json") == written(plain.record(),
                                                              tmp_path / "plain.json")
    lang = args.lang
    assert module.report_lines(bound, args, lang, "r.json") == \
        module.report_lines(plain, args, lang, "r.json")


@pytest.mark.parametrize("game", list(GAMES))
def test_a_proxy_with_exactly_its_bots_methods_plays_the_same_game(game, sims, plain_games,
                                                                   tmp_path):
    module, args = sims[game], sim_args(game)
    calls: list[str] = []
    proxies: list[tuple[Any, Any]] = []

    def binder(level, seed, bot):
        proxy = forwarding(bot, calls)
        proxies.append((proxy, bot))
        return proxy

    bound = played(module, args, [BoundLevel(level, binder) for level in args.bots.split(",")])
    assert "act" in calls  # the proxies took their seats
    for proxy, bot in proxies:  # no method the bot lacks (the helpers test with hasattr)
        assert hooks_of(proxy) == hooks_of(bot)
    assert written(bound.record(), tmp_path / "bound.json") == \
        written(plain_games(game)[0].record(), tmp_path / "plain.json")


# printed, every game; quiet, where it differs most (Le Déboulé's summary names the record)
RUNS = [(game, False) for game in GAMES] + [("deboule", True), ("chamot", True)]


@pytest.mark.parametrize("game,quiet", RUNS, ids=[f"{g}-{'quiet' if q else 'printed'}"
                                                  for g, q in RUNS])
def test_report_lines_are_the_lines_run_prints(game, quiet, sims, tmp_path, capsys):
    module = sims[game]
    path = tmp_path / "run.json"
    args = sim_args(game, quiet=quiet, record=str(path))
    assert module.run(copy.copy(args)) == 0
    printed = capsys.readouterr().out.splitlines()
    match = played(module, args)
    lines = module.report_lines(match, args, args.lang, str(path))
    assert lines == printed
    if not quiet:
        assert len(lines) > 3
    # without a record path, only the lines that name it are left out
    assert [line for line in lines if str(path) not in line] == \
        module.report_lines(match, args, args.lang, None)


def test_a_bound_level_is_its_level_everywhere_but_in_seat_bot():
    seen: list[tuple[str, Any]] = []
    proxy = object()
    bound = BoundLevel("casual", lambda level, seed, bot: seen.append((level, seed)) or proxy)
    assert bound == "casual" and {"casual": 1}[bound] == 1 and json.dumps([bound]) == '["casual"]'
    today = protocol.level_name(bound)  # an older name mapped, still bound
    assert today == "regular" and isinstance(today, BoundLevel)
    assert protocol.check_seat(bound, protocol.LEVELS) == "regular"
    assert protocol.plain(today) == "regular" and type(protocol.plain(today)) is str
    made: list[tuple[str, Any]] = []
    answer = protocol.seat_bot(bound, lambda level, seed: made.append((level, seed)) or "bot", 7)
    assert answer is proxy and made == seen == [("regular", 7)]
    assert protocol.seat_bot("regular", lambda level, seed: "bot", 7) == "bot"
    copied = copy.deepcopy(today)
    assert isinstance(copied, BoundLevel) and copied == "regular"


def bound_anywhere(data: Any) -> list[Any]:
    """Every BoundLevel inside `data` (dicts, lists, tuples)."""
    if isinstance(data, BoundLevel):
        return [data]
    if isinstance(data, dict):
        return [found for key, value in data.items()
                for found in bound_anywhere(key) + bound_anywhere(value)]
    if isinstance(data, list | tuple):
        return [found for item in data for found in bound_anywhere(item)]
    return []


@pytest.mark.parametrize("game", list(GAMES))
def test_saves_and_records_write_a_bound_seat_as_its_plain_level(game):
    """Through the match contract (`MATCH.new`, the window's and the room's way in): the seats
    stay bound up to `seat_bot`, and a save or a record holds the plain levels only."""
    from deboule.registry import by_name

    seen: list[str] = []

    def binder(level, seed, bot):
        seen.append(level)
        return bot

    match = by_name(game).match_class().new(
        [BoundLevel("expert", binder), BoundLevel("novice", binder)], seed=1, headless=True)
    match.step(0.05)  # Chamot makes its bot at the first decision
    assert seen and set(seen) <= {"expert", "novice"}
    saved, record = match.to_save(), match.record()
    assert bound_anywhere(saved) == [] and bound_anywhere(record) == []
    assert record["seats"] == ["expert", "novice"]


@pytest.mark.parametrize("game", list(GAMES))
def test_build_match_refuses_what_run_refuses_with_runs_line(game, sims, capsys):
    from deboule.replays.sims import SimRefused

    module = sims[game]
    args = sim_args(game, bots="nobody,nobody")
    with pytest.raises(SimRefused) as refused:
        module.build_match(args)
    assert module.run(args) == 2
    out, err = capsys.readouterr()
    assert out == "" and err == refused.value.line + "\n" and refused.value.line.strip()
    with pytest.raises(SimRefused):  # seats given: one per player still
        module.build_match(sim_args(game), [BoundLevel("expert", lambda *bound: bound[2])])
