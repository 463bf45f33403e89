"""Throws (D7), symbols and the Déchole (D8, D9), the end of a round (D11)."""

from __future__ import annotations

from typing import Any

from deboule.rules.core import IllegalAction
from deboule.rules.deboule import effects
from deboule.rules.deboule.actions import (
    DIRECTIONS,
    Basculer,
    Chapeauter,
    Dechole,
    ForceRelance,
    Relance,
    Renounce,
    Thrown,
)
from deboule.rules.deboule.machine_base import FlowPart
from deboule.rules.deboule.requests import (
    EffectRequest,
    GameOver,
    KinematicRequest,
    PutBackRequest,
    ThrowRequest,
)
from deboule.rules.deboule.scoring import (
    RoundScore,
    next_side,
    score_round,
    side_distances,
    valid_pieces,
)
from deboule.rules.deboule.state import RoundResult, TurnState
from deboule.rules.deboule.table import COCHONDE


class TurnFlow(FlowPart):
    # -- throws ------------------------------------------------------------------------------
    def _unthrown(self, side: int) -> tuple[str, ...]:
        return tuple(p for p in self.lay.side_pieces(side) if p not in self.r.thrown)

    def next_throw(self) -> None:
        r = self.r
        candidates = [s for s in r.turn_order if self._unthrown(s)]  # D7: empty-handed skipped
        if not candidates:
            self.end_round(void=False)
            return
        if not r.thrown:
            side = r.starter  # seed: "Le premier joueur lance ensuite une déboule"
        else:
            assert r.table is not None
            dist = side_distances(valid_pieces(r.table, self.lay, r.conceded), self.lay.n_sides)
            side = next_side(dist, candidates, r.turn_order, r.last_side)
        pieces = self._unthrown(side)
        players = tuple(sorted({self.lay.owner[p] for p in pieces}))  # R15: partners choose
        self.ask(ThrowRequest(players=players, side=side, pieces=pieces, purpose="deboule"))

    def on_thrown(self, a: Thrown) -> None:
        req = self.c.pending
        assert isinstance(req, ThrowRequest)
        if a.piece not in req.pieces:
            raise IllegalAction(f"{a.piece!r} cannot be thrown now; options: {list(req.pieces)}",
                                code="piece_not_now", piece=a.piece)
        if a.tip_directions is not None:
            dirs = a.tip_directions
            if (not isinstance(dirs, tuple) or len(set(dirs)) != len(dirs)
                    or any(d not in DIRECTIONS for d in dirs)):
                raise IllegalAction(f"tip_directions must be distinct names among {DIRECTIONS}")
        r = self.r
        obs = a.obs
        tilted = sorted(pid for pid, p in obs.pieces.items()
                        if p.in_play and p.kind != "tower" and not p.flat)
        if tilted:  # D5: after a throw every déboule and the cochondé is pressed flat
            raise IllegalAction(f"pieces {tilted} are not flat: aplatir them first (D5)")
        if req.purpose == "cochonde":
            self.steps.check_obs(obs)
            if any(obs.in_play(p) for p in self.lay.deboules):
                raise IllegalAction("no déboule may be in play while the cochondé is thrown")
            thrower = r.cochonde_thrower
            r.cochonde_landed = obs.in_play(COCHONDE)
            face = obs.pieces[COCHONDE].top_face if r.cochonde_landed else None
            self.emit("cochonde_thrown", player=thrower, face=face, landed=r.cochonde_landed)
            self.steps.absorb(obs, thrower)  # R13: a tower knocked by the cochondé is conceded too
            self.steps.after_tasks_then("cochonde")
            return
        self.steps.check_obs(obs, throwing=a.piece)
        owner = self.lay.owner[a.piece]
        if req.purpose == "deboule":
            r.thrown.add(a.piece)
            r.turn = TurnState(player=owner, side=self.lay.side_of[owner], piece=a.piece,
                           tip_directions=a.tip_directions)
        face = obs.pieces[a.piece].top_face if obs.in_play(a.piece) else None
        self.emit("thrown", player=owner, piece=a.piece, purpose=req.purpose, face=face)
        self.steps.absorb(obs, owner)
        if self.c.round is None or self.c.round is not r:
            return  # void round
        if self.c.pending is not req:
            return
        self.steps.after_tasks_then("effects" if req.purpose == "deboule" else "end_check")

    # -- effects (D8, D9) --------------------------------------------------------------------
    def _current_combos(self) -> tuple[str, ...]:
        r, t = self.r, self.r.turn
        assert t is not None and r.table is not None
        return tuple(c for c in effects.combinations(r.table, self.lay, t.player)
                     if c not in r.spent)

    def offer_effects(self) -> None:
        r, t = self.r, self.r.turn
        assert t is not None and r.table is not None
        if t.penalty:  # D10: "le fautif ne pourra bénéficier d'aucun effet"
            self.emit("penalty_no_effect", player=t.player)
            self.end_turn()
            return
        table = r.table
        relance, chapeau, bascule, force = False, (), (), ()
        live = table.in_play(t.piece) and not table.covered(t.piece)
        if t.symbol_open and live:
            face = table.pieces[t.piece].top_face
            if face == "fleche":
                relance = True
            elif face == "chapeau":
                chapeau = effects.chapeau_targets(table, self.lay, r.conceded, t.piece)
            elif face == "losange":
                if t.tip_directions is None:
                    raise IllegalAction(
                        "the thrown déboule shows the losange: pass tip_directions (the "
                        "bascule directions the physics allows, D8)"
                    )
                bascule = t.tip_directions
            elif face == "arc":
                force = effects.force_targets(table, self.lay, t.player)
        if t.symbol_open:  # R20: the log says why a first throw's symbol does nothing
            lost = self._symbol_lost(table, t.piece, chapeau, bascule, force)
            if lost is not None:
                self.emit("symbol_no_effect", player=t.player, piece=t.piece, reason=lost)
        dechole: tuple[str, ...] = ()
        if not t.combo_renounced and self._current_combos():
            dechole = effects.dechole_targets(table, self.lay, t.player)
        if not (relance or chapeau or bascule or force or dechole):
            self.end_turn()
            return
        self.ask(EffectRequest(players=(t.player,), side=t.side, piece=t.piece, relance=relance,
                               chapeau_targets=chapeau, bascule_directions=tuple(bascule),
                               force_targets=force, dechole_targets=dechole))

    @staticmethod
    def _symbol_lost(table, piece: str, chapeau, bascule, force) -> str | None:
        """Why the thrown déboule's symbol has no effect, None when it has one or shows none:
        out of play (D3), chapeautée (R12: covered dice give no symbol), or nothing for it to
        act on (D8: the Chapeau's nearest opposing déboule or free tower, the Arc's opposing
        déboule, room for the Losange's bascule)."""
        if not table.in_play(piece):
            return "out"
        face = table.pieces[piece].top_face
        if face not in ("fleche", "chapeau", "losange", "arc"):
            return None
        if table.covered(piece):
            return "covered"
        if face == "chapeau" and not chapeau:
            return "chapeau_no_target"
        if face == "losange" and not bascule:
            return "losange_no_room"
        if face == "arc" and not force:
            return "arc_no_target"
        return None

    def _use_symbol(self, name: str, **data: Any) -> TurnState:
        """D9: using the symbol while a combination is offered renounces the combination."""
        req = self.c.pending
        assert isinstance(req, EffectRequest)
        r, t = self.r, self.r.turn
        assert t is not None
        if req.dechole_targets:
            t.combo_renounced = True
            r.spent.update(self._current_combos())
            self.emit("combination_renounced", player=t.player)
        t.symbol_open = False
        self.emit("symbol", player=t.player, piece=t.piece, effect=name, **data)
        return t

    def on_relance(self, a: Relance) -> None:
        req = self.c.pending
        assert isinstance(req, EffectRequest)
        if not req.relance:
            raise IllegalAction("no relance is offered (the flèche must show after the throw)",
                                code="no_relance")
        t = self._use_symbol("relance")
        self.ask(ThrowRequest(players=(t.player,), side=t.side, pieces=(t.piece,),
                              purpose="relance"))

    def on_chapeauter(self, a: Chapeauter) -> None:
        req = self.c.pending
        assert isinstance(req, EffectRequest)
        if a.target not in req.chapeau_targets:
            raise IllegalAction(
                f"cannot chapeauter {a.target!r}: the targets are {list(req.chapeau_targets)} "
                "(the nearest opposing déboule or the nearest free tower, D8)",
                code="chapeau_no_target", piece=a.target,
            )
        t = self._use_symbol("chapeau", target=a.target)
        self.r.kin_purpose = "symbol"
        self.ask(KinematicRequest(players=(t.player,), side=t.side, op="place_on",
                                  piece=t.piece, target=a.target))

    def on_basculer(self, a: Basculer) -> None:
        req = self.c.pending
        assert isinstance(req, EffectRequest)
        if a.direction not in req.bascule_directions:
            raise IllegalAction(
                f"cannot tip {a.direction!r}: the possible directions are "
                f"{list(req.bascule_directions)} (blocked by a piece or a rail, D8)",
                code="bascule_blocked",
            )
        t = self._use_symbol("bascule", direction=a.direction)
        self.r.kin_purpose = "symbol"
        self.ask(KinematicRequest(players=(t.player,), side=t.side, op="tip", piece=t.piece,
                                  direction=a.direction))

    def on_force_relance(self, a: ForceRelance) -> None:
        req = self.c.pending
        assert isinstance(req, EffectRequest)
        if a.target not in req.force_targets:
            raise IllegalAction(
                f"cannot force {a.target!r} to be thrown again: targets {list(req.force_targets)}"
                " (not one's own déboule, not one on a tower, D8)",
                code="force_no_target", piece=a.target,
            )
        self._use_symbol("force_relance", target=a.target)
        owner = self.lay.owner[a.target]
        self.ask(ThrowRequest(players=(owner,), side=self.lay.side_of[owner], pieces=(a.target,),
                              purpose="forced_relance"))

    def on_dechole(self, a: Dechole) -> None:
        req = self.c.pending
        assert isinstance(req, EffectRequest)
        if a.target not in req.dechole_targets:
            raise IllegalAction(
                f"cannot déchole {a.target!r}: targets {list(req.dechole_targets)} "
                "(an opposing déboule not on a tower, with an Arc + Flèche of one colour, D9)",
                code="dechole_no_target", piece=a.target,
            )
        r, t = self.r, self.r.turn
        assert t is not None
        if t.symbol_open and (req.relance or req.chapeau_targets or req.bascule_directions
                              or req.force_targets):
            self.emit("symbol_renounced", player=t.player)
        t.symbol_open = False
        t.dechole_done = True
        r.spent.update(self._current_combos())
        self.emit("dechole", player=t.player, target=a.target)
        r.kin_purpose = "dechole"
        self.ask(KinematicRequest(players=(t.player,), side=t.side, op="remove", piece=a.target))

    def on_renounce(self, a: Renounce) -> None:
        req = self.c.pending
        r = self.r
        if isinstance(req, PutBackRequest):
            self.emit("put_back_declined", tower=req.tower)
            self.steps.run_tasks()
            return
        t = r.turn
        assert t is not None and isinstance(req, EffectRequest)
        # seed: "Si un joueur renonce à un effet, il ne pourra pas en bénéficier plus tard."
        r.spent.update(self._current_combos())
        t.symbol_open = False
        self.emit("renounce", player=t.player)
        self.end_turn()

    def end_check(self) -> None:
        """D9 "À la fin du tour": a combination present now may still be used (R10)."""
        t = self.r.turn
        assert t is not None
        t.symbol_open = False
        if t.penalty or t.dechole_done:
            if t.penalty:
                self.emit("penalty_no_effect", player=t.player)
            self.end_turn()
            return
        self.offer_effects()

    def end_turn(self) -> None:
        r = self.r
        if r.turn is not None:
            r.last_side = r.turn.side
        r.turn = None
        self.next_throw()

    # -- end of round (D11) ------------------------------------------------------------------
    def end_round(self, void: bool) -> None:
        c, r = self.c, self.r
        score: RoundScore | None = None
        if not void:
            assert r.table is not None
            pieces = valid_pieces(r.table, self.lay, r.conceded)
            stake = int(r.table.pieces[COCHONDE].top_face)  # type: ignore[arg-type]
            score = score_round(pieces, stake, self.lay.n_sides)
            if score.winner is not None:
                c.scores[score.winner] += score.points
                best = min((p for p in pieces if p.side == score.winner),
                           key=lambda p: (p.distance, p.piece))
                lead = (self.lay.owner[best.piece] if best.piece in self.lay.owner
                        else self.lay.members[score.winner][0])
                c.lead_player = lead  # D11: the round's winner has the lead (R1)
                n = self.lay.n_sides
                self.steps.set_order([(score.winner + k) % n for k in range(n)])  # R3
            self.emit("round_scored", number=r.number, winner=score.winner, stake=stake,
                      valid=score.valid, points=score.points, scores=list(c.scores))
        else:
            self.emit("round_void", number=r.number)
        c.results.append(RoundResult(r.number, void, score, tuple(c.scores)))
        if score is not None and score.winner is not None and \
                c.scores[score.winner] >= self.opt.target:
            c.winner = score.winner
            c.round = r  # keep the last table visible
            self.emit("game_over", winner=score.winner, scores=list(c.scores))
            self.ask(GameOver(players=(), side=score.winner, winner=score.winner))
            return
        self.steps.start_round()
