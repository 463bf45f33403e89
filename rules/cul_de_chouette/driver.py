"""Drive a state with bots to the end: dice from a callback, races from the bots' reaction times."""

from __future__ import annotations

from collections.abc import Callable

from rules.cul_de_chouette.actions import CloseRace, DiceRolled, Press

RollFn = Callable[[int, str, int], tuple[int, ...]]  # (n_dice, purpose, roller) -> faces


def step(state, bots, roll: RollFn) -> None:
    """Play one node: throw the dice, run a race, or let one bot decide."""
    node = state.node
    if node.kind == "chance":
        faces = tuple(roll(node.n_dice, node.prompt, node.roller))
        state.apply(DiceRolled(faces))
        for player in list(state.order):
            press = bots[player].blunder(state, player)
            if press is not None and not state.is_over and state.node.kind != "race":
                state.apply(press)  # a Bévue: no race is open
    elif node.kind == "race":
        window = node.race
        presses = []
        for player in window.waiting:
            t = bots[player].reaction_ms(state, player, window.shouts[player])
            if t is not None:
                presses.append((t, player))
        for t, player in sorted(presses):
            state.apply(Press(player, window.shouts[player], t))
        if state.node is node and window.waiting:
            state.apply(CloseRace())
    elif node.kind == "decision":
        player = node.players[0]
        state.apply(bots[player].decide(state, player))


def play(state, bots, roll: RollFn, on_step: Callable[[], None] | None = None,
         max_steps: int = 1_000_000) -> None:
    """Play until the game is over (max_steps guards against a bug, never reached in play)."""
    for _ in range(max_steps):
        if state.is_over:
            return
        step(state, bots, roll)
        if on_step is not None:
            on_step()
    raise RuntimeError("the game did not end within max_steps")
