"""Chamot's records (`deboule replay`): the game is played again from its seed, seats and the
humans' inputs; every bot decision and deck order is made again, so the rules' history must come
out the same (a bot, a deck or a rule that changed is named at its first different step).

A record holds only what the game writes (issue 32 point 1, deboule/replays/record_fields.py): its
options are checked as the set-up checks them (`players` 10**6 or `turn_limit` 0 refused in one
line, `players` the number of seats) and must be the ones the match writes back (an unknown key, a
house word not folded, 15 for 15.0 are differences); each seat is "human" or a bot level; each
input must be the one the match records when it is fed (an unknown key, a bool for an int), the
rules' history is compared as each input is fed (a changed decision is named at its own input),
and an input after the end of the game is refused at its index."""

from __future__ import annotations

from typing import Any

from deboule.games.chamot import GAME
from deboule.games.chamot.match import SEAT_KINDS, ChamotMatch, ManualClock
from deboule.replays.record_fields import check_field, check_input, check_steps, fail
from deboule.replays.replay_base import ReplayError, Trace, plain
from deboule.rules.chamot.options import Options
from deboule.rules.core import IllegalAction
from deboule.text.i18n import Phrase, known


def replay(record: dict, log: list[str] | None = None, trace: Trace | None = None) -> dict:
    # loaded on first use, not with this module: a game's modules
    from deboule.games.chamot.words import event_line

    trace = trace if trace is not None else Trace()
    match = _match(record)
    recorded = record.get("actions")
    history = recorded if isinstance(recorded, list) else []
    checked = 0
    match.replaying = True
    for index, entry in enumerate(record["inputs"]):
        _bots_play(match)
        checked = check_steps(history, _steps(match), checked, before=index)
        if match.over:
            raise fail("replay.input", index=index, detail=Phrase("replay.after_end"))
        try:
            match.feed_entry(entry)
        except ValueError as exc:  # MatchError: not that seat's turn, an illegal play
            raise fail("replay.input", index=index, detail=exc) from None
        check_input(index, entry, match.inputs[-1])
        checked = check_steps(history, _steps(match), checked, at=index)
    _bots_play(match)
    if not match.over:  # a record is written when the game ends
        raise fail("replay.ends_early")
    if log is not None:
        log.extend(line for line in (event_line(e, "fr") for e in match.events) if line)
    trace.history = _steps(match)
    return match.final()


def _match(record: dict) -> ChamotMatch:
    """The match the record's options, seed and seats make, each field checked."""
    options, seats = record["options"], record.get("seats")
    if not isinstance(seats, list) or not all(isinstance(s, str) and s in SEAT_KINDS
                                              for s in seats):
        raise fail("replay.seats", seats=str(seats)[:80], levels=", ".join(SEAT_KINDS))
    rules = checked_options(options.get("rules"), seats)
    match = GAME.new_match({"short": rules.short, "house_words": list(rules.house_words),
                            "turn_limit": rules.turn_limit}, seats, seed=record["seed"],
                           headless=False, turn_seconds=options.get("turn_seconds"),
                           clock=ManualClock(), pace=0.0)
    written = match.record()
    expected = dict(written["options"])
    if options.get("controller") == "window":  # the window's records before issue 31 said so
        expected["controller"] = "window"
    check_field("options", options, expected)
    check_field("seats", seats, written["seats"])
    return match


def checked_options(options: Any, seats: list) -> Options:
    """The record's rules options, checked as the set-up checks them (every option in its
    range: `players` 10**6 or `turn_limit` 0 are refused, not ignored), `players` the number
    of seats; ReplayError otherwise, one line."""
    try:
        rules = Options.from_dict(options)
    except IllegalAction as exc:
        key = f"chamot.refusal.{exc.code}"
        reason = (Phrase(key, **(exc.params or {})) if known(key)
                  else Phrase("replay.bad_option", detail=str(exc)))
        raise fail("replay.options", reason=reason) from None
    if isinstance(options, dict) and "players" in options and rules.players != len(seats):
        raise fail("replay.players", players=rules.players, seats=len(seats))
    return rules


def _bots_play(match: ChamotMatch) -> None:
    """The bots play (and the decks are dealt) until a human must act or the game ends."""
    for _ in range(200_000):
        if match.over or match.human_turn() is not None:
            return
        match.update(0.0)
    raise ReplayError("the game did not end")


def _steps(match: ChamotMatch) -> list:
    return plain(match.state.to_dict()["actions"])
