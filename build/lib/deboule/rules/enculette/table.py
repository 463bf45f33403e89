"""Table events: fautes reported by a referee or the physics, refills and denunciations,
newcomers, time-outs. They happen outside anyone's turn; each is validated before it changes
anything.
"""

from __future__ import annotations

from deboule.rules.core import IllegalAction

from .actions import Action, Back, Denounce, Faute, Join, Refill, TimeOut
from .cup import Phase
from .events import EventKind, make_event
from .fautes import FAUTES, FauteKind, FauteRule


class TableEvents:
    """Mixed into `State`: uses its seats, cups, gorgées and its `_faute`, `_new_shake` and
    `_check_broc`."""

    def _apply_table_event(self, action: Action) -> None:
        self._check_seat(getattr(action, "player", 0))
        if isinstance(action, Faute):
            self._table_faute(action)
        elif isinstance(action, Refill):
            self._refill(action)
        elif isinstance(action, Denounce):
            self._denounce(action)
        elif isinstance(action, Join):
            self._join(action)
        elif isinstance(action, TimeOut):
            self._time_out(action)
        elif isinstance(action, Back):
            self._back(action)
        self._check_broc()

    def _vote_passes(self, against: tuple[int, ...], what: str) -> None:
        """Refuse unless most players present do not object (every seat not against is for)."""
        voters = self.present()
        strangers = [seat for seat in against if seat not in voters]
        if strangers:
            raise IllegalAction(f"only players present vote, not {strangers}")
        if 2 * (len(voters) - len(against)) <= len(voters):
            raise IllegalAction(f"{what} refused: {len(against)} of {len(voters)} "
                                     "players present object")

    def _join(self, action: Join) -> None:
        # Seed: "si la majorité des joueurs déjà en place n'y voit pas d'inconvénient". EN-J1: the
        # newcomer takes the next seat number, between the last seat and seat 0.
        self._vote_passes(action.against, "the newcomer is")
        seat = self.players
        self.players += 1
        self.gorgees.append(0)
        self.thirty_one_count.append(0)
        self.events.append(make_event(EventKind.JOINED, None, seat))

    def _time_out(self, action: TimeOut) -> None:
        player = action.player
        if player in self.away or player in self.gone:
            raise IllegalAction(f"player {player} is not in the circle")
        if player in action.against:
            raise IllegalAction("a player does not vote against their own time-out")
        for cup in self.cups:
            if player in (cup.server, cup.receiver):
                # EN-J3: nobody leaves in the middle of their own exchange.
                raise IllegalAction(f"player {player} holds or awaits Tasse {cup.index}: "
                                         "finish the exchange first")
        if len(self.present()) - 1 < 2 * len(self.cups):
            raise IllegalAction(f"{len(self.cups)} Tasses need {2 * len(self.cups)} players "
                                     "in the circle")
        # Seed: "accordé par un vote à la majorité des joueurs".
        self._vote_passes(action.against, "the time-out is")
        if action.final:
            # Seed: "je paye mon broc et je m'en vais" (EN-J4: out of the ranking).
            self.gone.add(player)
            self.events.append(make_event(EventKind.LEFT, None, player))
        else:
            self.away.add(player)
            self.events.append(make_event(EventKind.TIME_OUT, None, player))

    def _back(self, action: Back) -> None:
        if action.player not in self.away:
            raise IllegalAction(f"player {action.player} is not on a time-out")
        self.away.discard(action.player)
        self.events.append(make_event(EventKind.BACK, None, action.player))

    def _check_seat(self, seat: int) -> None:
        if seat >= self.players:
            raise IllegalAction(f"there is no player {seat} among {self.players}")

    def _table_faute(self, action: Faute) -> None:
        kind = FauteKind(action.kind)
        rule: FauteRule = FAUTES[kind]
        if rule.automatic:
            raise IllegalAction(f"the faute {kind.value!r} is detected by the rules, "
                                     "not reported")
        if rule.refill and self.options.refill_rule:
            raise IllegalAction("with the refill rule on, refilling fautes come from "
                                     "Denounce")
        if action.cup >= len(self.cups):
            raise IllegalAction(f"there is no Tasse {action.cup} (there are {len(self.cups)})")
        cup = self.cups[action.cup]
        if rule.forces_reshake:
            if cup.phase not in (Phase.ANNOUNCE, Phase.RESPOND):
                raise IllegalAction(f"no roll is under Tasse {cup.index} to look at")
            if action.player == cup.server or action.player in cup.seen_by:
                raise IllegalAction(f"player {action.player} may already see this roll")
        self._faute(action.player, kind, cup.index)
        if rule.forces_reshake:
            # Seed: "dans ce cas là, le serveur doit relancer la Tasse" -- EN-F1: he keeps what he
            # received and must still beat it.
            self._new_shake(cup, server=cup.server, floor=cup.floor)

    def _refill(self, action: Refill) -> None:
        if not self.options.refill_rule:
            raise IllegalAction("refilling is automatic unless the refill_rule option is on")
        if action.player not in self.unrefilled:
            raise IllegalAction(f"player {action.player} has nothing to refill")
        del self.unrefilled[action.player]
        self.events.append(make_event(EventKind.REFILLED, None, action.player))

    def _denounce(self, action: Denounce) -> None:
        self._check_seat(action.accuser)
        self._check_seat(action.accused)
        if not self.options.refill_rule:
            raise IllegalAction("denouncing a non-refill needs the refill_rule option")
        if action.accuser == action.accused:
            raise IllegalAction("a player cannot denounce themselves")
        if action.accused not in self.unrefilled:
            raise IllegalAction(f"player {action.accused} has refilled: nothing to denounce")
        self.events.append(make_event(EventKind.DENOUNCED, None, action.accuser, to=action.accused))
        if self.unrefilled[action.accused]:
            # Seed: "Ne pas re-remplir la tasse-étalon après absorption." EN-R2: it costs one
            # faute grave per denunciation, and the measure is still to be refilled.
            self._faute(action.accused, FauteKind.NOT_REFILLED, None)
        else:
            # Seed: "Dénoncer un joueur pour non-remplissage de récipient avant que celui-ci ait
            # effectué une annonce."
            self._faute(action.accuser, FauteKind.EARLY_DENUNCIATION, None)
