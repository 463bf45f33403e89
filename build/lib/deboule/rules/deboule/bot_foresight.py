"""What the expert Déboulé bot looks at beyond the table a throw leaves (issue 12):

- the symbol its throw may land on and the effect it would then take (the physics gives the face:
  each candidate throw is simulated, and from the world it leaves, the effect is simulated too;
  a Déchole needs no simulation, so every candidate counts it);
- one throw ahead: a lead the opponent's next throw beats easily is worth less than one it cannot
  beat (the best of a few sampled answers, from the world the candidate and its effect leave);
- the tower layout when it has the lead, chosen by simulation (layouts on which its own precise
  draws reach the cochondé best: the expert's style);
- the cochondé's rethrow with the stake in mind (a high stake is worth more to the side expected
  to win the round, and is dangerous when the opponent is close to 21).

Pure rules code: the physics is reached only through the duck-typed simulator of `bots.py`.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import numpy as np

from deboule.rules.deboule import effects
from deboule.rules.deboule.actions import ChooseTowers, KeepCochonde, RethrowCochonde
from deboule.rules.deboule.bot_budget import OutOfTime
from deboule.rules.deboule.scoring import next_side, side_distances, valid_pieces
from deboule.rules.deboule.table import COCHONDE, TableObs

if TYPE_CHECKING:
    from deboule.rules.deboule.bots import Simulator
    from deboule.rules.deboule.game import DebouleGame

# The value of renouncing a relance's planned throw: the rethrow may not repeat the plan.
RELANCE_DOUBT = 0.3
# Sampled tower layouts and own draws per layout when the bot has the lead.
LAYOUT_SAMPLES = 6
DRAWS_PER_LAYOUT = 3
# Where a lead throws the cochondé, and a draw's target offset (in front of it), in metres.
COCHONDE_TARGET = (0.75, 0.0)
EXPECTED_RETHROW_FACE = 3.5  # a fair die
TARGET = 21  # D11


def symbol_value(game: DebouleGame, world: Simulator, obs: TableObs, piece: str, side: int,
                 player: int, base: float, evaluate, aim_for, without) -> float:
    """The value of `best_effect` alone (its arguments)."""
    return best_effect(game, world, obs, piece, side, player, base, evaluate, aim_for,
                       without)[0]


def best_effect(game: DebouleGame, world: Simulator, obs: TableObs, piece: str, side: int,
                player: int, base: float, evaluate, aim_for, without
                ) -> tuple[float, Simulator, TableObs]:
    """The best the thrower can make of the table `obs` that its first throw of `piece` left in
    `world`: take the symbol its face shows (D8) or the Déchole its own throw made (D9; the two
    are exclusive), or nothing. `evaluate(obs, faulty)` values a table for `side`;
    `aim_for(obs, careful)` is a throw at the cochondé (careful: the bot's own; else a middling
    opponent's); `without(obs, piece)` is the table with a piece removed. Returns the value and
    the world and table the best option leaves (a Déchole's world is made only when chosen)."""
    best: tuple[float, Simulator, TableObs] = (base, world, obs)
    if not obs.in_play(COCHONDE) or not obs.in_play(piece) or obs.covered(piece):
        return best
    lay = game.layout
    if obs.fallen_towers:
        return best  # D10: the faulty thrower gets no symbol or combination this turn
    removed: str | None = None
    if new_combination(game, obs, player):
        for target in effects.dechole_targets(obs, lay, player):
            value = evaluate(without(obs, target), None)
            if value > best[0]:
                best, removed = (value, world, without(obs, target)), target
    face = obs.pieces[piece].top_face
    trials: list[tuple[Simulator, TableObs, int | None, float]] = []  # world, table, faulty, cost
    if face == "chapeau":
        for target in effects.chapeau_targets(obs, lay, game.conceded, piece)[:2]:
            after = world.copy()
            trials.append((after, after.place_on(piece, target), None, 0.0))
    elif face == "losange":
        feasible = getattr(world, "feasible_tips", None)
        for direction in (feasible(piece) if feasible else ())[:4]:
            after = world.copy()
            trials.append((after, after.tip(piece, direction), None, 0.0))
    elif face == "fleche":
        after = world.copy()
        trials.append((after, after.throw(piece, aim_for(obs, True)), side, RELANCE_DOUBT))
    elif face == "arc":
        for target in effects.force_targets(obs, lay, player)[:2]:
            after = world.copy()
            trials.append((after, after.throw(target, aim_for(obs, False)),
                           lay.side_of[lay.owner[target]], 0.0))
    for after, table, faulty, cost in trials:
        value = evaluate(table, faulty) - cost
        if value > best[0]:
            best, removed = (value, after, table), None
    if removed is not None and hasattr(world, "remove"):
        after = world.copy()
        after.remove(removed)  # type: ignore[attr-defined]
        best = (best[0], after, best[2])
    return best


def new_combination(game: DebouleGame, obs: TableObs, player: int) -> bool:
    """Whether the throw that left `obs` made one of `player`'s combinations (D9): one already
    on the table before it is spent (R11) and offers no Déchole."""
    made = effects.combinations(obs, game.layout, player)
    if not made or game.table is None:
        return bool(made)
    return bool(set(made) - set(effects.combinations(game.table, game.layout, player)))


def dechole_value(game: DebouleGame, obs: TableObs, piece: str, player: int, base: float,
                  evaluate, without) -> float:
    """`base`, or the value of the best Déchole the throw of `piece` that left `obs` allows
    (D9; none after knocking a tower down, D10): no simulation."""
    if not obs.in_play(COCHONDE) or not obs.in_play(piece) or obs.covered(piece) \
            or obs.fallen_towers or not new_combination(game, obs, player):
        return base
    return max([base] + [evaluate(without(obs, target), None)
                         for target in effects.dechole_targets(obs, game.layout, player)])


def pieces_in_hand(game: DebouleGame, side: int, throwing: str) -> list[str]:
    """The déboules `side` has not thrown this round, `throwing` (being thrown now) excluded."""
    gone = game.thrown | game.removed | {throwing}
    return [p for p in game.layout.side_pieces(side) if p not in gone]


def after_reply(game: DebouleGame, world: Simulator, obs: TableObs, side: int, throwing: str,
                replies: int, evaluate, reply_aims, more=lambda: True) -> float | None:
    """One throw ahead (issue 12): when the table `obs` (left in `world` by the bot's throw of
    `throwing`, effect included) gives the next throw to an opponent (D7: the farthest side with
    déboules in hand throws; on a tie the side that did not throw last), the bot's value of the
    table after the best of `replies` sampled opponent throws (draws at the cochondé and shots at
    the bot's closest piece: `reply_aims(obs, piece, n) -> list[Aim]`). None when the bot
    throws next or nobody does (the table's own value stands) or when the table is uncertain (a
    tower down, the cochondé out). Raises OutOfTime when `more()` (the decision's budget) stops
    the replies before all were tried: the best of fewer replies would flatter the table."""
    if not obs.in_play(COCHONDE) or obs.fallen_towers:
        return None
    lay = game.layout
    in_hand = {s: pieces_in_hand(game, s, throwing) for s in range(lay.n_sides)}
    throwers = [s for s in range(lay.n_sides) if in_hand[s]]
    if not throwers:
        return None  # D11: the round ends here
    distances = side_distances(valid_pieces(obs, lay, game.conceded), lay.n_sides)
    order = list(game.turn_order) or list(range(lay.n_sides))
    nxt = next_side(distances, throwers, order, side)
    if nxt == side:
        return None
    piece = in_hand[nxt][0]
    worst = math.inf
    for aim in reply_aims(obs, piece, replies):
        if not more():
            raise OutOfTime("the decision's budget is spent")
        worst = min(worst, evaluate(world.copy().throw(piece, aim), nxt))
    return worst if math.isfinite(worst) else None


def choose_layout(game: DebouleGame, sim: Simulator, legal: list, rng: np.random.Generator,
                  piece: str, draw, more=lambda: True) -> ChooseTowers:
    """The lead's layout by simulation: among a few sampled layouts, the one on which the bot's
    own draws of `piece` (`draw(piece, target, rng) -> throw`, its style) end closest to a cochondé
    thrown where a lead throws it. Ties keep the first sampled. `more()` says whether the
    decision's budget allows another layout to be tried (the first always is)."""
    picks = rng.choice(len(legal), size=min(LAYOUT_SAMPLES, len(legal)), replace=False)
    scored: list[tuple[float, int, ChooseTowers]] = []
    for order, index in enumerate(picks):
        if scored and not more():
            break
        layout = legal[int(index)]
        try:
            world = sim.copy()
            world.new_round(layout.reperes)  # type: ignore[attr-defined]
        except (AttributeError, TypeError):
            return legal[int(picks[0])]  # a simulator without rounds: no foresight
        cochonde_aim = draw(COCHONDE, COCHONDE_TARGET, rng)
        table = world.throw(COCHONDE, cochonde_aim)
        if not table.in_play(COCHONDE):
            scored.append((math.inf, order, layout))
            continue
        centre = table.pieces[COCHONDE].footprint.centre
        gaps = []
        for _ in range(DRAWS_PER_LAYOUT):
            after = world.copy().throw(piece, draw(piece, (centre[0] - 0.02, centre[1]), rng))
            if after.in_play(piece):
                x, y = after.pieces[piece].footprint.centre
                gaps.append(min(0.5, math.hypot(x - centre[0], y - centre[1])))
            else:
                gaps.append(0.5)
        scored.append((float(np.mean(gaps)), order, layout))
    scored.sort(key=lambda s: (s[0], s[1]))
    return scored[0][2]


def keep_or_rethrow(game: DebouleGame, side: int) -> KeepCochonde | RethrowCochonde:
    """D12 with the stake in mind: the stake goes to the round's winner. Rethrow a low face
    when the bot's side is the likelier winner (the lead throws last), keep it when a low stake
    protects it (an opponent within reach of 21); rethrow a high face that would hand an
    opponent the game."""
    table = game.table
    face = table.pieces[COCHONDE].top_face if table is not None else None
    if not isinstance(face, int):
        return RethrowCochonde()  # out or unreadable: rethrow
    scores = game.scores
    mine = scores[side]
    rival = max((s for k, s in enumerate(scores) if k != side), default=0)
    if mine + face >= TARGET:
        return KeepCochonde()  # the stake alone would win it
    rival_needs = TARGET - rival
    if rival_needs <= face + 1 and face > EXPECTED_RETHROW_FACE:
        return RethrowCochonde()  # a high stake would let the opponent finish
    if rival_needs <= face + 1:
        return KeepCochonde()  # a low stake protects against the opponent's finish
    return RethrowCochonde() if face < EXPECTED_RETHROW_FACE else KeepCochonde()
