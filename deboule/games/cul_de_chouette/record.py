"""Cul de Chouette's records: the replay of a record written by the window (`CdcMatch.record`)
or by `deboule sim` (`deboule replay`)."""

from __future__ import annotations

from collections.abc import Callable

from deboule.games.cul_de_chouette import saving
from deboule.games.cul_de_chouette.match import CdcMatch
from deboule.games.cul_de_chouette.tray import dice_plan
from deboule.replays.records import final_state, poses_digest
from deboule.replays.replay_base import (
    Regenerated,
    ReplayError,
    Trace,
    game_seats,
    plain,
    same_bits,
)
from deboule.rules.cul_de_chouette import DiceRolled, Game, Press, Variant, action_from_dict
from deboule.rules.cul_de_chouette.bots import LEVELS
from deboule.rules.cul_de_chouette.state import State

STEP_SECONDS = 0.05  # the sim's step (deboule/games/cul_de_chouette/sim.py)
MAX_STEPS = 2_000_000  # the sim's guard against a rules loop


def _replay_cdc_window(record: dict, log: list[str] | None, trace: Trace) -> dict:
    options = record["options"]
    match = CdcMatch.from_save({"seats": record.get("seats"), "seed": record["seed"],
                             "variant": options.get("variant"), "names": options.get("names"),
                               "teams": options.get("teams"),
                               "entries": record["inputs"]}, headless=True,
                              settled=trace.settled)
    if log is not None:
        log.extend(match.state.log_lines("fr"))
    trace.history = plain(match.state.to_dict()["actions"])
    return final_state([match.state.score(p) for p in range(match.state.n_players)],
                       match.world.poses())


def is_window_record(record: dict) -> bool:
    """Whether a record was written by the window's match (`CdcMatch.record`: its options are
    the variant and the names) rather than by `deboule sim` (the rules' `Game.to_dict()`,
    which counts its players). Records from before this test also say `"controller":
    "window"`; the field is no longer needed."""
    options = record["options"]
    return options.get("controller") == "window" or "players" not in options


def replay(record: dict, log: list[str] | None = None, trace: Trace | None = None) -> dict:
    """Replay a Cul de Chouette record. Written by `deboule sim`
    (deboule/games/cul_de_chouette/sim.py): each throw input is thrown on the dice tray (dice not
    named stay where they lie), its faces read as the sim reads them, and a readable throw becomes
    the rules' DiceRolled. Written by the window (`is_window_record`): the entries go to
    `CdcMatch.from_save`."""
    trace = trace if trace is not None else Trace()
    if is_window_record(record):
        return _replay_cdc_window(record, log, trace)
    # loaded on first use, not with this module: a game's modules, the records, the shell (77 ms)
    from deboule.games.cul_de_chouette.sim import readable_faces  # the former loop's records
    from deboule.physics import Throw, World
    state = Game.from_dict(record["options"]).new_state()
    world = World.dice_tray(n=3, seed=record["seed"])
    for index, entry in enumerate(record["inputs"]):
        try:
            if "throw" in entry:
                if state.node.kind != "chance":
                    raise ReplayError(f"a throw where the game expects a {state.node.kind}")
                throws = {str(pid): Throw.from_dict(t) for pid, t in entry["throw"].items()}
                outcome = world.throw_many(throws)
                trace.settled.append(poses_digest(world.poses()))
                faces = readable_faces(outcome, list(throws))
                if faces is not None:
                    state.apply(DiceRolled(faces))
            elif "action" in entry:
                state.apply(action_from_dict(entry["action"]))
            else:
                raise ReplayError(f"unknown input keys {sorted(entry)}")
        except (ValueError, KeyError, TypeError, AttributeError) as exc:
            raise ReplayError(f"input {index}: {exc}") from exc
    if log is not None:
        log.extend(state.log_lines("fr"))
    trace.history = plain(state.to_dict()["actions"])
    return final_state([state.score(p) for p in range(state.n_players)], world.poses())


def regenerate(record: dict, trace: Trace | None = None,
               progress: Callable[[int, int], None] | None = None,
               log: list[str] | None = None, follow: bool = True) -> Regenerated | None:
    """The record the match writes (`CdcMatch.record`, the window's and the sim's) for this
    record's variant, names, seed and seats, played again; None for a record of an older
    format (the sim's former loop, or options saying "controller"), which is replayed only.
    Every seat a bot: played as `deboule sim` plays (`step` on a manual clock), a `join`
    entry asked for when the game reaches it. With a human: the entries are fed as a save's
    (`saving.replay_entry`), and each throw of a bot's hand and each decision a bot must take
    is first compared with what the bot does there (its generators are drawn again from the
    seed and the entry count, CDCS-5), and so is a bot's shout in a race (its reaction time);
    a novice's shout for nothing after a throw is fed as recorded. `follow=False`,
    every seat a bot and no join: the whole game played alone (`Regenerated.alone`)."""
    options = record["options"]
    if "players" in options or "controller" in options:
        return None
    trace = trace if trace is not None else Trace()
    names, variant_data = options.get("names"), options.get("variant")
    if not isinstance(names, list) or not isinstance(variant_data, dict):
        raise ReplayError("options must hold the variant and the players' names")

    seats = game_seats(record, tuple(LEVELS), len(names))
    match = CdcMatch(seats, seed=record["seed"], preset=Variant.from_dict(variant_data),
                     names=names, teams=options.get("teams"), headless=True,
                     settled=trace.settled)
    try:
        if match.humans:
            return _fed(match, record, progress)
        joins = any(isinstance(e, dict) and "join" in e for e in record["inputs"])
        if not follow and not joins:
            return _alone(match, len(record["inputs"]) + 1, progress)
        return _played(match, record, progress)
    finally:
        trace.history = plain(match.state.to_dict()["actions"])
        if log is not None:
            log.extend(match.state.log_lines("fr"))


def _alone(match: CdcMatch, limit: int,
           progress: Callable[[int, int], None] | None) -> Regenerated:
    """Every seat a bot, no join: the game played as the sim plays it, to its end or to
    `limit` entries."""
    for _ in range(MAX_STEPS):
        if match.over or len(match.entries) >= limit:
            return Regenerated(plain(match.record()), alone=True, ended=match.over)
        match.step(STEP_SECONDS)
        if progress is not None:
            progress(min(len(match.entries), limit - 1), limit - 1)
    raise ReplayError("the match did not end")


def _played(match: CdcMatch, record: dict,
            progress: Callable[[int, int], None] | None) -> Regenerated:
    """Every seat a bot: the game played again as the sim plays it."""
    recorded = record["inputs"]
    total = len(recorded)
    snapshot: dict | None = None
    checked = 0
    for _ in range(MAX_STEPS):
        made = match.entries
        while checked < len(made):
            if checked >= total:
                return Regenerated(snapshot or plain(match.record()), plain(made[checked]))
            if not same_bits(plain(made[checked]), recorded[checked]):
                return Regenerated(plain(match.record()))
            checked += 1
            if progress is not None:
                progress(checked, total)
        if match.flight is None and len(made) == total and snapshot is None:
            snapshot = plain(match.record())
        if match.over:
            return Regenerated(snapshot or plain(match.record()))
        ahead = recorded[len(made)] if len(made) < total else None
        if isinstance(ahead, dict) and isinstance(ahead.get("join"), dict) and \
                not match.joins.waiting:
            match.joins.ask(ahead["join"].get("level"))  # asked from the pause menu (C6)
        match.step(STEP_SECONDS)
    raise ReplayError("the match did not end")


def _fed(match: CdcMatch, record: dict,
         progress: Callable[[int, int], None] | None) -> Regenerated:
    """A human at the table: every entry fed, each bot's throw, decision or race shout
    checked first (`_bot_entry`)."""
    recorded = record["inputs"]
    match.replaying = True
    for index, entry in enumerate(recorded):
        expected = _bot_entry(match, entry)
        if expected is not None and not same_bits(plain(expected), entry):
            match.entries.append(expected)  # the bot's own input, where the record differs
            return Regenerated(plain(match.record()))
        saving.replay_entry(match, entry)
        if progress is not None:
            progress(index + 1, len(recorded))
    match.replaying = False
    return Regenerated(plain(match.record()))


def _bot_entry(match: CdcMatch, entry) -> dict | None:
    """The entry a bot makes now in place of the recorded `entry`: its hand's throw when it
    must throw, its decision when it must decide and `entry` is that seat's (not a shout: a
    human may press a key at any time; not a join, which comes first); None otherwise."""
    if match.flight is not None or match.over or not isinstance(entry, dict):
        return None
    node = match.node
    action = entry.get("action")
    if node.kind == "race" and isinstance(action, dict) and action.get("type") == "press" \
            and match.is_bot(action.get("player")):
        return _bot_press(match, action["player"])
    if node.kind == "decision" and match.is_bot(node.players[0]) and \
            isinstance(action, dict) and action.get("player") == node.players[0] and \
            action.get("type") != "press":
        return {"action": match.bot_decision(node.players[0]).to_dict()}
    if node.kind == "chance" and match.is_bot(node.roller) and "throw" in entry:
        ids, _ = dice_plan(node, match.world)
        throws = match.world.random_throws(match.hand_rng(), ids)
        return {"throw": {pid: t.to_dict() for pid, t in throws.items()}}
    return None


def _bot_press(match: CdcMatch, player: int) -> dict:
    """A bot's press in the open race: at the time planned for it when the race opened (its
    reaction drawn again from the seed and the entry count, CDCS-5)."""
    planned = [t for t, seat in match.races.plan if seat == player]
    window = match.race_open()
    if not planned or window is None or player not in window.shouts:
        raise ReplayError(f"seat {player}'s bot does not shout in this race")
    return {"action": Press(player, window.shouts[player], planned[0]).to_dict()}



def rules_start(record: dict):
    """The rules state the record's game starts from, without physics (its rules' log,
    `actions`, is applied to it: deboule/replays/record_motions.py `RulesAlone`); IllegalAction or
    ReplayError when the options are not the rules'."""
    options = record["options"]
    names = options.get("names")
    if not isinstance(names, list):
        raise ReplayError("options must hold the players' names")
    return State.from_dict({"game": State.GAME, "version": State.VERSION,
                            "options": {"players": len(names), "variant": options.get("variant"),
                                        "names": names, "seed": record["seed"],
                                        "teams": options.get("teams")},
                            "actions": []})


def rules_scores(state) -> list:
    """The scores as the record's `final` writes them (one per player)."""
    return [state.score(p) for p in range(state.n_players)]
