"""Game start (roll-off, who starts), the tower layout and the cochondé throw (D12)."""

from __future__ import annotations

from deboule.rules.core import IllegalAction
from deboule.rules.deboule.actions import (
    ChooseLeadPosition,
    ChooseStarter,
    ChooseTowers,
    KeepCochonde,
    RethrowCochonde,
    RollOff,
)
from deboule.rules.deboule.machine_base import FlowPart
from deboule.rules.deboule.requests import (
    ChooseLeadPositionRequest,
    ChooseStarterRequest,
    ChooseTowersRequest,
    KeepOrRethrowRequest,
    KinematicRequest,
    RollOffRequest,
    ThrowRequest,
)
from deboule.rules.deboule.state import N_REPERES, N_TOWERS, RoundState
from deboule.rules.deboule.table import COCHONDE


class StartFlow(FlowPart):
    # -- game start --------------------------------------------------------------------------
    def on_roll_off(self, a: RollOff) -> None:
        c = self.c
        player = c.contenders[c.rolloff_index]
        if a.face is None:  # R2: an out roll-off is rolled again
            self.emit("rolloff_out", player=player)
            return
        if isinstance(a.face, bool) or a.face not in (1, 2, 3, 4, 5, 6):
            raise IllegalAction(f"a roll-off face must be 1..6 or None (out), got {a.face!r}")
        c.rolloff_faces[player] = a.face
        self.emit("rolloff", player=player, face=a.face)
        c.rolloff_index += 1
        if c.rolloff_index < len(c.contenders):
            nxt = c.contenders[c.rolloff_index]
            self.ask(RollOffRequest(players=(nxt,), side=self.lay.side_of[nxt]))
            return
        top = max(c.rolloff_faces.values())
        tied = [p for p in c.contenders if c.rolloff_faces[p] == top]
        if len(tied) > 1:  # R2: the tied players roll again
            self.emit("rolloff_tie", players=tied, face=top)
            c.contenders, c.rolloff_index, c.rolloff_faces = tied, 0, {}
            self.ask(RollOffRequest(players=(tied[0],), side=self.lay.side_of[tied[0]]))
            return
        c.lead_player = tied[0]
        self.emit("lead", player=tied[0])
        side = self.lead_side()
        if self.opt.players == 4 and not self.opt.teams:
            self.ask(ChooseLeadPositionRequest(players=(tied[0],), side=side))
        else:
            options = tuple(range(self.lay.n_sides))
            self.ask(ChooseStarterRequest(players=(tied[0],), side=side, options=options))

    def on_choose_lead_position(self, a: ChooseLeadPosition) -> None:
        if a.position not in ("first", "last"):
            raise IllegalAction(f"the lead plays 'first' or 'last', not {a.position!r}")
        lead = self.lead_side()
        others = [s for s in range(self.lay.n_sides) if s != lead]
        self.emit("lead_position", player=self.c.lead_player, position=a.position)
        if a.position == "first":
            # seed: "le meneur choisit d'être premier (et les autres jouent en ordre aléatoire)"
            self.c.rng.shuffle(others)
            self.set_order([lead, *others])
            self.start_round()
        else:
            self.c.lead_last = True
            assert self.c.lead_player is not None
            self.ask(ChooseStarterRequest(players=(self.c.lead_player,), side=lead,
                                          options=tuple(others)))

    def on_choose_starter(self, a: ChooseStarter) -> None:
        req = self.c.pending
        assert isinstance(req, ChooseStarterRequest)
        if isinstance(a.side, bool) or a.side not in req.options:
            raise IllegalAction(f"the starter must be one of the sides {list(req.options)}")
        self.emit("starter", side=a.side)
        n = self.lay.n_sides
        if self.c.lead_last:
            # seed: "ou dernier (dans ce cas, il choisit le premier et les autres jouent
            # aléatoirement)"
            lead = self.lead_side()
            rest = [s for s in range(n) if s not in (lead, a.side)]
            self.c.rng.shuffle(rest)
            self.set_order([a.side, *rest, lead])
        else:
            self.set_order([(a.side + k) % n for k in range(n)])  # R3: then seating order
        self.start_round()

    def set_order(self, order: list[int]) -> None:
        self.c.turn_order = order
        self.c.starter = order[0]
        self.emit("turn_order", order=list(order))

    # -- rounds ------------------------------------------------------------------------------
    def start_round(self) -> None:
        c = self.c
        c.round = None
        c.round_no += 1
        assert c.lead_player is not None
        self.emit("round_start", number=c.round_no, lead=c.lead_player)
        self.ask(ChooseTowersRequest(players=(c.lead_player,), side=self.lead_side()))

    def on_choose_towers(self, a: ChooseTowers) -> None:
        reperes = a.reperes
        if (
            not isinstance(reperes, tuple)
            or len(reperes) != N_TOWERS
            or any(isinstance(x, bool) or not isinstance(x, int) for x in reperes)
            or any(not 0 <= x < N_REPERES for x in reperes)
            or len(set(reperes)) != N_TOWERS
        ):
            raise IllegalAction(
                f"the layout needs {N_TOWERS} distinct repères among 0..8, got {reperes!r}"
            )
        c = self.c
        c.round = RoundState(number=c.round_no, reperes=tuple(sorted(reperes)),
                         turn_order=list(c.turn_order), starter=c.starter)
        self.emit("towers", reperes=list(c.round.reperes))
        self.r.kin_purpose = "new_round"
        assert c.lead_player is not None
        self.ask(KinematicRequest(players=(c.lead_player,), side=self.lead_side(),
                                  op="new_round", towers=c.round.reperes))


    # -- the cochondé (D12) ------------------------------------------------------------------
    def ask_cochonde(self) -> None:
        r = self.r
        if r.cochonde_attempt == 0:  # R1: the lead throws the cochondé (D11, D12)
            assert self.c.lead_player is not None
            r.cochonde_thrower = self.c.lead_player
        r.cochonde_attempt += 1
        p = r.cochonde_thrower
        self.ask(ThrowRequest(players=(p,), side=self.lay.side_of[p], pieces=(COCHONDE,),
                              purpose="cochonde"))

    def _opponent_player(self) -> int:
        """R14: the next side after the lead's; its first member after the lead player."""
        lead = self.c.lead_player
        assert lead is not None
        opp_side = self.steps.next_opponent(self.lay.side_of[lead])
        n = self.lay.n_players
        return next(p for k in range(1, n + 1)
                    if self.lay.side_of[(p := (lead + k) % n)] == opp_side)

    def after_cochonde(self) -> None:
        r = self.r
        if r.cochonde_landed and r.cochonde_attempt == 1 and not r.cochonde_passed:
            self.ask(KeepOrRethrowRequest(players=(r.cochonde_thrower,),
                                          side=self.lay.side_of[r.cochonde_thrower]))
            return
        if r.cochonde_landed:
            self._cochonde_stands()
            return
        if r.cochonde_attempt >= 2 and not r.cochonde_passed:
            r.cochonde_passed = True  # D12: second throw out, the cochondé passes
            r.cochonde_thrower = self._opponent_player()
            self.emit("cochonde_passed", player=r.cochonde_thrower)
        elif r.cochonde_passed:  # D12: "out again: the lead throws again, no limit"
            lead = self.c.lead_player
            assert lead is not None
            r.cochonde_thrower = self._opponent_player() if r.cochonde_thrower == lead else lead
        self.ask_cochonde()

    def on_keep_cochonde(self, a: KeepCochonde) -> None:
        self._cochonde_stands()

    def on_rethrow_cochonde(self, a: RethrowCochonde) -> None:
        self.emit("cochonde_rethrow", player=self.r.cochonde_thrower)
        self.ask_cochonde()

    def _cochonde_stands(self) -> None:
        r = self.r
        r.started = True
        table = r.table
        assert table is not None
        self.emit("cochonde_stands", face=table.pieces[COCHONDE].top_face)
        self.steps.next_throw()
