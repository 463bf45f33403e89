"""Table events: fautes reported by a referee or the physics, refills and denunciations,
newcomers, time-outs. They happen outside anyone's turn; each is validated before it changes
anything.
"""

from __future__ import annotations

from typing import Protocol

from deboule.rules.core import IllegalAction

from .actions import Action, Back, Denounce, Faute, Join, Refill, TimeOut
from .cup import Cup, Phase
from .events import EventKind, EventLog, make_event
from .fautes import FAUTES, FauteKind, FauteRule
from .options import Options


class TableState(Protocol):
    """What the table events read and change of a game (deboule.rules.enculette.state.State)."""

    players: int
    options: Options
    cups: list[Cup]
    gorgees: list[int]
    thirty_one_count: list[int]
    unrefilled: dict[int, bool]
    away: set[int]
    gone: set[int]
    events: EventLog

    def present(self) -> list[int]: ...
    def deciders(self) -> tuple[int, ...]: ...
    def is_legal(self, action: Action) -> bool: ...
    def commit_faute(self, player: int, kind: FauteKind, cup: int | None) -> None: ...


def numbered_table_events(state: TableState, seat: int) -> list[Action]:
    """The table events `seat` may make now that the integer actions number (action_ids.py):
    with the refill rule, its refill and its denunciations, on its own turn."""
    if not state.options.refill_rule or not state.unrefilled or \
            seat not in state.deciders():  # nothing to refill or denounce; not its turn
        return []
    events = [Refill(seat)] + [Denounce(seat, other) for other in range(state.players)
                               if other != seat]
    return [action for action in events if state.is_legal(action)]


def apply_table_event(state: TableState, action: Action) -> None:
    """Play a table event (a faute reported, a refill, a denunciation, a newcomer, a
    time-out, a return) on `state`; an illegal one raises and changes nothing."""
    check_seat_number(state, getattr(action, "player", 0))
    if isinstance(action, Faute):
        _table_faute(state, action)
    elif isinstance(action, Refill):
        _refill(state, action)
    elif isinstance(action, Denounce):
        _denounce(state, action)
    elif isinstance(action, Join):
        _join(state, action)
    elif isinstance(action, TimeOut):
        _time_out(state, action)
    elif isinstance(action, Back):
        _back(state, action)


def _vote_passes(state: TableState, against: tuple[int, ...], what: str) -> None:
    """Refuse unless most players present do not object (every seat not against is for)."""
    voters = state.present()
    strangers = [seat for seat in against if seat not in voters]
    if strangers:
        raise IllegalAction(f"only players present vote, not {strangers}")
    if 2 * (len(voters) - len(against)) <= len(voters):
        raise IllegalAction(f"{what} refused: {len(against)} of {len(voters)} "
                                 "players present object")


def _join(state: TableState, action: Join) -> None:
    # Seed: "si la majorité des joueurs déjà en place n'y voit pas d'inconvénient". EN-J1: the
    # newcomer takes the next seat number, between the last seat and seat 0.
    _vote_passes(state, action.against, "the newcomer is")
    seat = state.players
    state.players += 1
    state.gorgees.append(0)
    state.thirty_one_count.append(0)
    state.events.append(make_event(EventKind.JOINED, None, seat))


def _time_out(state: TableState, action: TimeOut) -> None:
    player = action.player
    if player in state.away or player in state.gone:
        raise IllegalAction(f"player {player} is not in the circle")
    if player in action.against:
        raise IllegalAction("a player does not vote against their own time-out")
    for cup in state.cups:
        if player in (cup.server, cup.receiver):
            # EN-J3: nobody leaves in the middle of their own exchange.
            raise IllegalAction(f"player {player} holds or awaits Tasse {cup.index}: "
                                     "finish the exchange first")
    if len(state.present()) - 1 < 2 * len(state.cups):
        raise IllegalAction(f"{len(state.cups)} Tasses need {2 * len(state.cups)} players "
                                 "in the circle")
    # Seed: "accordé par un vote à la majorité des joueurs".
    _vote_passes(state, action.against, "the time-out is")
    if action.final:
        # Seed: "je paye mon broc et je m'en vais" (EN-J4: out of the ranking).
        state.gone.add(player)
        state.events.append(make_event(EventKind.LEFT, None, player))
    else:
        state.away.add(player)
        state.events.append(make_event(EventKind.TIME_OUT, None, player))


def _back(state: TableState, action: Back) -> None:
    if action.player not in state.away:
        raise IllegalAction(f"player {action.player} is not on a time-out")
    state.away.discard(action.player)
    state.events.append(make_event(EventKind.BACK, None, action.player))


def check_seat_number(state: TableState, seat: int) -> None:
    if seat >= state.players:
        raise IllegalAction(f"there is no player {seat} among {state.players}")


def _table_faute(state: TableState, action: Faute) -> None:
    kind = FauteKind(action.kind)
    rule: FauteRule = FAUTES[kind]
    if rule.automatic:
        raise IllegalAction(f"the faute {kind.value!r} is detected by the rules, "
                                 "not reported")
    if rule.refill and state.options.refill_rule:
        raise IllegalAction("with the refill rule on, refilling fautes come from "
                                 "Denounce")
    if action.cup >= len(state.cups):
        raise IllegalAction(f"there is no Tasse {action.cup} (there are {len(state.cups)})")
    cup = state.cups[action.cup]
    if rule.forces_reshake:
        if cup.phase not in (Phase.ANNOUNCE, Phase.RESPOND):
            raise IllegalAction(f"no roll is under Tasse {cup.index} to look at")
        if action.player == cup.server or action.player in cup.seen_by:
            raise IllegalAction(f"player {action.player} may already see this roll")
    state.commit_faute(action.player, kind, cup.index)
    if rule.forces_reshake:
        # Seed: "dans ce cas là, le serveur doit relancer la Tasse" -- EN-F1: he keeps what he
        # received and must still beat it.
        cup.new_shake(server=cup.server, floor=cup.floor)


def _refill(state: TableState, action: Refill) -> None:
    if not state.options.refill_rule:
        raise IllegalAction("refilling is automatic unless the refill_rule option is on")
    if action.player not in state.unrefilled:
        raise IllegalAction(f"player {action.player} has nothing to refill")
    del state.unrefilled[action.player]
    state.events.append(make_event(EventKind.REFILLED, None, action.player))


def _denounce(state: TableState, action: Denounce) -> None:
    check_seat_number(state, action.accuser)
    check_seat_number(state, action.accused)
    if not state.options.refill_rule:
        raise IllegalAction("denouncing a non-refill needs the refill_rule option")
    if action.accuser == action.accused:
        raise IllegalAction("a player cannot denounce themselves")
    if action.accused not in state.unrefilled:
        raise IllegalAction(f"player {action.accused} has refilled: nothing to denounce")
    state.events.append(make_event(EventKind.DENOUNCED, None, action.accuser, to=action.accused))
    if state.unrefilled[action.accused]:
        # Seed: "Ne pas re-remplir la tasse-étalon après absorption." EN-R2: it costs one
        # faute grave per denunciation, and the measure is still to be refilled.
        state.commit_faute(action.accused, FauteKind.NOT_REFILLED, None)
    else:
        # Seed: "Dénoncer un joueur pour non-remplissage de récipient avant que celui-ci ait
        # effectué une annonce."
        state.commit_faute(action.accuser, FauteKind.EARLY_DENUNCIATION, None)
