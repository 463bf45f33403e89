"""`deboule sim --game cochon`: a game of bots on the rules, told move by move."""

from __future__ import annotations

import random
from typing import Any

from deboule.replays.sims import sim_options
from deboule.text.terminal import say
from tests.toy_game import GAME
from tests.toy_game.rules import LEVELS, CochonState, make_bot
from tests.toy_game.rules.chance import sample_outcome


def cli_facts() -> dict:
    return {"players": (2, 4), "levels": LEVELS, "presets": None,
            "teams": lambda n: False, "teams_rule": "cli.teams.enculette"}


def run(args: Any) -> int:
    options = GAME.check_options(sim_options(GAME, args), args.players)
    state = CochonState.new({"players": args.players, **options})
    levels = (args.bots or "regular").split(",")
    bots = [make_bot(levels[p % len(levels)], args.seed + p) for p in range(args.players)]
    rng = random.Random(args.seed)
    while not state.is_over:
        request = state.chance_request()
        if request is not None:
            action = sample_outcome(request, rng)
        else:
            action = bots[state.current_player()].act(state, state.current_player())
        for event in state.apply(action):
            say(f"{event.kind} {dict(event.data)}")
    say(f"winners {list(state.result().winners)} scores {state.scores}")
    return 0
