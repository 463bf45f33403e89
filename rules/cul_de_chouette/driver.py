"""Drive a state with bots to the end: dice from a callback, races from the bots' reaction times."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rules.core import bots as protocol
from rules.cul_de_chouette.actions import CloseRace, DiceRolled, Join, Press

RollFn = Callable[[int, str, int], tuple[int, ...]]  # (n_dice, purpose, roller) -> faces


def step(state, bots, roll: RollFn) -> None:
    """Play one node: throw the dice, run a race, or let one bot decide."""
    node = state.node
    if node.kind == "chance":
        faces = tuple(roll(node.n_dice, node.prompt, node.roller))
        state.apply(DiceRolled(faces))
        for player in list(state.order):
            press = protocol.blunder(bots[player], state, player)
            if press is not None and not state.is_over and state.node.kind != "race":
                state.apply(press)  # a Bévue: no race is open
    elif node.kind == "race":
        window = node.race
        presses = []
        for player in window.waiting:
            t = protocol.reaction_ms(bots[player], state, player, window.shouts[player])
            if t is not None and t <= state.variant.race_window_ms:
                presses.append((t, player))
        for t, player in sorted(presses):
            state.apply(Press(player, window.shouts[player], t))
        if state.node is node and window.waiting:
            state.apply(CloseRace())
    elif node.kind == "decision":
        player = node.players[0]
        state.apply(bots[player].act(state, player))


def join_when_due(state, bots: list, joins: list[tuple[int, Any, str]]) -> bool:
    """C6 Chante-Sloubi for bots: the first of `joins` (after_rounds, bot, name) whose round has
    come takes the next seat as soon as the rules allow a newcomer (a round has just ended);
    its bot is appended to `bots` and answers the Sloubi like any decision. True if one joined."""
    if not joins or state.is_over or state.node.kind != "decision":
        return False
    after_rounds, bot, name = joins[0]
    seat = state.n_players
    if state.rounds < after_rounds or Join(seat, f"Joueur {seat + 1}") not in \
            state.legal_actions(seat):
        return False
    joins.pop(0)
    bots.append(bot)
    state.apply(Join(seat, name))
    return True


def play(state, bots, roll: RollFn, on_step: Callable[[], None] | None = None,
         max_steps: int = 1_000_000, joins: Sequence[tuple[int, Any, str]] = ()) -> None:
    """Play until the game is over (max_steps guards against a bug, never reached in play).
    `joins`: bots that join the game in progress, (after_rounds, bot, name) each."""
    waiting = sorted(joins, key=lambda j: j[0])
    bots = list(bots)
    for _ in range(max_steps):
        if state.is_over:
            return
        if join_when_due(state, bots, waiting):
            if on_step is not None:
                on_step()
            continue
        step(state, bots, roll)
        if on_step is not None:
            on_step()
    raise RuntimeError("the game did not end within max_steps")
