"""The records `deboule sim --game enculette` wrote before it ran on the match (one is kept in
tests/data/enculette_sim_record_v1.json): every move of the physics Tasses (each shake with its
generator's state, each lift) and every bot decision, in order.

Such a game was played by bots only, so every input is one the game makes again from the seed
and the seats (issue 32 point 1: a record holds only what the game writes): before each input is
used, the input the former sim wrote at that point is made again (a shake: the cup, 0.5 s and
the dice generator's state as it stands; the lift that follows a doubt or a revealed 51; a
decision: the seat's bot's choice) and the recorded one must be that very input. A lift written
twice, a seat changed, a decision altered, a key added or a type changed is refused at its own
input index; so are the former sim's copies of the options, seats, players and result when they
are not what it wrote."""

from __future__ import annotations

from typing import Any

from deboule.games.enculette.sim import TableTalk, dice_stream
from deboule.games.enculette.tasses import (
    SHAKE_SECONDS,
    PhysicsTasses,
    reveals_dice,
    seat_streams,
    shake_action,
)
from deboule.replays.record_fields import check_field, check_input, fail
from deboule.rules.enculette import LEVELS, IllegalAction, Options, State, make_record, new_game
from deboule.text.i18n import Phrase


def replay_former(record: dict, log=None, settled: list[str] | None = None
                  ) -> tuple[State, PhysicsTasses]:
    """Replay a former sim record, each input checked against the one the game writes there
    (ReplayError at the first that differs); the rules' state and the Tasses at the end."""
    seats = record.get("seats")
    if not isinstance(seats, list) or not all(isinstance(s, str) and s in LEVELS for s in seats):
        raise fail("replay.bot_seats", seats=str(seats)[:80], levels=", ".join(LEVELS))
    try:
        options = Options.from_dict(record["options"])
        state = new_game(len(seats), options)
    except IllegalAction as exc:
        raise fail("replay.options", reason=str(exc)) from None
    check_field("options", record["options"], options.to_dict())
    streams, bots = seat_streams(record["seed"], seats)
    tasses = PhysicsTasses(dice_stream(record["seed"], len(seats)), options.cups,
                           settled=settled)
    talk = TableTalk(state, None if log is None else log.append)
    lift: int | None = None  # the cup a doubt or a revealed 51 lifts next
    for index, entry in enumerate(record["inputs"]):
        if lift is not None:
            check_input(index, entry, {"lift": {"cup": lift}})
            tasses.lift(lift)
            lift = None
        elif state.is_over:
            raise fail("replay.input", index=index, detail=Phrase("replay.after_end"))
        elif state.is_chance_node():
            cup = state.cup()
            rng = tasses.rngs[cup.index]
            check_input(index, entry, {"shake": {"cup": cup.index, "seconds": SHAKE_SECONDS,
                                                 "rng": rng.bit_generator.state}})
            talk.apply(state, shake_action(tasses.shake(cup.index), cup.server, cup.index))
        else:
            player = state.current_player()
            action = bots[player].act(state, player)
            check_input(index, entry, {"action": action.to_dict()})
            if reveals_dice(action):
                lift = state.current_cup
            talk.apply(state, action)
    if not state.is_over or lift is not None:
        raise fail("replay.ends_early")
    _check_copies(record, state, seats)
    talk.end(state)
    return state, tasses


def _check_copies(record: dict, state: State, seats: list[str]) -> None:
    """The rules engine's keys the former sim wrote beside the inputs (`players`, `bots`,
    `dice`, `shake_seconds`, `result`): each must be the one it wrote for this game (its
    `actions` are compared step by step by `deboule replay` itself)."""
    written: dict[str, Any] = make_record(state, seed=record["seed"], bots=list(seats),
                                          dice="physics", shake_seconds=SHAKE_SECONDS)
    for key in ("players", "bots", "dice", "shake_seconds", "result"):
        check_field(key, record.get(key, "(absent)"), written[key])
