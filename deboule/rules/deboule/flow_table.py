"""Observations handed in: consistency checks, outs, void rounds, fallen towers (D3, D10, D11)."""

from __future__ import annotations

from deboule.rules.core import IllegalAction
from deboule.rules.deboule import effects
from deboule.rules.deboule.actions import Observed, PutBack
from deboule.rules.deboule.machine_base import FlowPart
from deboule.rules.deboule.requests import KinematicRequest, PutBackRequest
from deboule.rules.deboule.state import N_TOWERS
from deboule.rules.deboule.table import COCHONDE, TableObs


class TableFlow(FlowPart):
    def check_obs(self, obs: TableObs, throwing: str | None = None) -> None:
        """The observation must describe this match's pieces consistently with the round."""
        r = self.r
        needed = [*self.lay.deboules, COCHONDE, *r.towers]
        missing = [p for p in needed if p not in obs.pieces]
        if missing:
            raise IllegalAction(f"the observation lacks pieces {missing}")
        for pid, piece in obs.pieces.items():
            expected = ("deboule" if pid in self.lay.owner else "cochonde" if pid == COCHONDE
                        else "tower" if pid in r.towers else None)
            if expected is None:
                if piece.in_play:
                    # R18: the déboules left in the box stay out of play
                    raise IllegalAction(f"piece {pid} is not part of this match but is in play")
                continue
            if piece.kind != expected:
                raise IllegalAction(f"piece {pid} should be a {expected}, not a {piece.kind}")
        for pid in self.lay.deboules:
            if not obs.in_play(pid):
                continue
            if pid not in r.thrown and pid != throwing:
                raise IllegalAction(f"déboule {pid} is in play but has not been thrown")
            if pid in r.removed:
                raise IllegalAction(f"déboule {pid} was removed for this round")
        for tower in r.towers:
            if tower in r.removed and obs.in_play(tower):
                raise IllegalAction(f"tower {tower} went out earlier in this round")

    def on_observed(self, a: Observed) -> None:
        req = self.c.pending
        assert isinstance(req, KinematicRequest)
        r = self.r
        obs = a.obs
        purpose = r.kin_purpose
        if req.op == "new_round":
            towers = tuple(obs.ids_of_kind("tower"))
            live = tuple(t for t in towers if obs.in_play(t))
            if len(live) != N_TOWERS:
                raise IllegalAction(f"a new round needs {N_TOWERS} towers in play, got {live}")
            r.towers = live
            self.check_obs(obs)
            if any(obs.in_play(p) for p in (*self.lay.deboules, COCHONDE)):
                raise IllegalAction("at the start of a round the déboules and cochondé are in hand")
            r.table = obs
            self.steps.ask_cochonde()
            return
        self.check_obs(obs)
        if req.op == "remove" and obs.in_play(req.piece or ""):
            raise IllegalAction(f"{req.piece} should have been removed from play")
        if req.op == "erect" and not obs.in_play(req.piece or ""):
            raise IllegalAction(f"tower {req.piece} should stand in play again")
        actor = req.players[0]
        self.absorb(obs, actor)
        if req.op == "remove" and req.piece in self.lay.owner:
            r.removed.add(req.piece)
        if self.c.round is None or self.c.pending is not req:
            return  # void round already handled
        if purpose == "task":
            self.run_tasks()
        elif purpose == "symbol":
            self.after_tasks_then("end_check")
        elif purpose == "dechole":
            self.after_tasks_then("end_turn")

    # -- observations ------------------------------------------------------------------------
    def absorb(self, obs: TableObs, actor: int) -> None:
        """Take in a settled table after `actor` moved: outs, void round, fallen towers."""
        r = self.r
        before = r.table
        assert before is not None
        if r.started and not obs.in_play(COCHONDE):
            # D11: the cochondé left the play area after the round started: void round
            r.table = obs
            self.emit("cochonde_out_void", player=actor)
            self.steps.end_round(void=True)
            return
        for pid in self.lay.deboules:
            if pid in r.thrown and pid not in r.removed and not obs.in_play(pid):
                r.removed.add(pid)  # D3: out for the rest of the round
                self.emit("piece_out", piece=pid)
        for tower in r.towers:
            if tower not in r.removed and not obs.in_play(tower):
                r.removed.add(tower)
                r.conceded.pop(tower, None)
                self.emit("tower_out", tower=tower)
        r.table = obs
        fallen = sorted(t for t in obs.fallen_towers if obs.in_play(t) and t in r.towers)
        side = self.lay.side_of[actor]
        for tower in fallen:
            receiver = self.next_opponent(side)
            r.conceded[tower] = receiver  # D10: conceded to the opposing side
            self.emit("tower_fallen", tower=tower, player=actor, receiver=receiver)
            r.tasks.append(("erect", tower, actor))
            # D10: "a déboule that was on it may be put back on it by its owner" (R6)
            was_on = self._stack_above(before, tower)
            back = tuple(p for p in was_on if self.lay.side_of_piece(p) == receiver)
            if back:
                r.tasks.append(("put_back", tower, back, receiver))
            if r.turn is not None and r.turn.player == actor:  # R16: only the faulty thrower
                r.turn.penalty = True
        for tower, owner in list(r.conceded.items()):
            top = obs.tower_top(tower)
            if top is not None and self.lay.side_of_piece(top) != owner:
                del r.conceded[tower]  # R5: chapeauté by another side, who takes it
        self._spend_combinations_made_by_others(before, obs, actor)
        for colour in list(r.spent):
            owner = self.lay.owner[f"{colour}-1"]
            if colour not in effects.combinations(obs, self.lay, owner):
                r.spent.discard(colour)  # R11: broken, it may form again

    def _spend_combinations_made_by_others(self, before: TableObs, after: TableObs,
                                           actor: int) -> None:
        """D9: "A combination counts only when the thrower's own throw or own bascule makes it:
        one that another player's throw produces (a forced relance included) has no effect, even
        in the thrower's colour." A combination that `actor`'s move made for another player is
        spent at once, so it is never offered until it is broken and made again (R11)."""
        for player in range(len(self.lay.side_of)):
            if player == actor:
                continue
            made = set(effects.combinations(after, self.lay, player)) - set(
                effects.combinations(before, self.lay, player))
            for colour in sorted(made):
                self.r.spent.add(colour)
                self.emit("combination_not_own", player=player, colour=colour, by=actor)

    @staticmethod
    def _stack_above(table: TableObs, tower: str) -> list[str]:
        found, current = [], tower
        while True:
            kids = table.children(current)
            if not kids:
                return found
            current = kids[0]
            if current in found:
                return found
            found.append(current)

    def next_opponent(self, side: int) -> int:
        order = self.r.turn_order
        i = order.index(side)
        return order[(i + 1) % len(order)]

    def after_tasks_then(self, continuation: str) -> None:
        self.r.after_tasks = continuation
        self.run_tasks()

    def run_tasks(self) -> None:
        r = self.r
        while r.tasks:
            task = r.tasks.pop(0)
            if task[0] == "erect":
                _, tower, actor = task
                r.kin_purpose = "task"
                self.ask(KinematicRequest(players=(actor,), side=self.lay.side_of[actor],
                                          op="erect", piece=tower))
                return
            _, tower, pieces, receiver = task
            table = r.table
            assert table is not None
            live = tuple(p for p in pieces if table.in_play(p) and not table.covered(p))
            if live and table.in_play(tower) and table.tower_top(tower) is None:
                owners = tuple(sorted({self.lay.owner[p] for p in live}))
                self.ask(PutBackRequest(players=owners, side=receiver, tower=tower, pieces=live))
                return
        self._continue(r.after_tasks)

    def _continue(self, what: str) -> None:
        if what == "cochonde":
            self.steps.after_cochonde()
        elif what == "effects":
            self.steps.offer_effects()
        elif what == "end_check":
            self.steps.end_check()
        elif what == "end_turn":
            self.steps.end_turn()
        else:  # pragma: no cover - internal
            raise AssertionError(what)

    def on_put_back(self, a: PutBack) -> None:
        req = self.c.pending
        assert isinstance(req, PutBackRequest)
        if a.piece not in req.pieces:
            raise IllegalAction(f"{a.piece} may not be put back; options: {list(req.pieces)}")
        self.emit("put_back", piece=a.piece, tower=req.tower)
        self.r.kin_purpose = "task"
        owner = self.lay.owner[a.piece]
        self.ask(KinematicRequest(players=(owner,), side=req.side, op="place_on", piece=a.piece,
                                  target=req.tower))
