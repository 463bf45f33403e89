"""What the rules script waits on, built for `State` (deboule.rules.cul_de_chouette.state): a chance
node (dice to hand in), a race node (C3: the shout race and its clock), a decision node, and the
checks they share (a seat, a press's time; a shout with no race open is a Bévue)."""

from __future__ import annotations

import itertools

from deboule.rules.core import IllegalAction
from deboule.rules.cul_de_chouette.actions import SHOUTS, Action, CloseRace, DiceRolled, Press
from deboule.rules.cul_de_chouette.combinations import check_faces
from deboule.rules.cul_de_chouette.nodes import BevueReason, Node
from deboule.rules.cul_de_chouette.play_state import PlayState
from deboule.rules.cul_de_chouette.races import RaceWindow


class NodeBuilders:
    """The nodes the flow yields and the checks they share, held by State as `node_builders`,
    reading its seats (`names`, `n_players`, `order`) and its variant."""

    def __init__(self, state: PlayState) -> None:
        self.state = state

    def check_player(self, player) -> str | None:
        state = self.state
        if isinstance(player, bool) or not isinstance(player, int):
            return f"player must be a seat index, got {player!r}"
        if not 0 <= player < state.n_players:
            return f"no player {player}"
        return None

    def press_outside_race(self, action: Action) -> str | None:
        """A shout with no matching race open is a Bévue (C3)."""
        state = self.state
        if isinstance(action, Press):
            bad = self.check_player(action.player)
            if bad:
                return bad
            if action.player not in state.order:
                return f"{state.names[action.player]} is not in the game"
            bad = _check_time(action.t_ms, state.variant.race_window_ms)
            if bad:
                return bad
            if action.shout not in SHOUTS:
                return f"unknown shout {action.shout!r}"
            return BevueReason.make(f"« {action.shout} » with no such race open", "no_race",
                                    action.shout)
        return None

    def chance_node(self, roller: int, n: int, purpose: str, info=None) -> Node:
        state = self.state
        def legal(player):
            if player is not None:
                return []
            return [DiceRolled(f) for f in itertools.product(range(1, 7), repeat=n)]

        def check(action):
            if not isinstance(action, DiceRolled):
                return self.press_outside_race(action) or (
                    f"waiting for {n} dice thrown by {state.names[roller]} ({purpose})"
                )
            try:
                check_faces(action.faces, n)
            except IllegalAction as exc:
                return str(exc)
            return None

        return Node("chance", purpose, (), roller=roller, n_dice=n, info=info or {},
                    legal=legal, check=check)

    def race_node(self, window: RaceWindow) -> Node:
        state = self.state
        def legal(player):
            if player is None:
                return [CloseRace()]
            if player in window.waiting:
                return [Press(player, window.shouts[player], 0)]
            return []

        def check(action):
            if isinstance(action, CloseRace):
                return None
            if not isinstance(action, Press):
                return f"a race is open ({window.kind}): press or close it"
            bad = self.check_player(action.player) or _check_time(
                action.t_ms, state.variant.race_window_ms
            )
            if bad:
                return bad
            if action.player in window.presses and window.shouts.get(action.player) == action.shout:
                return f"{state.names[action.player]} has already pressed"
            if window.shouts.get(action.player) != action.shout:
                if action.player not in state.order:
                    return f"{state.names[action.player]} is not in the game"
                if action.shout not in SHOUTS:
                    return f"unknown shout {action.shout!r}"
                if action.shout == window.kind == "grelottine":
                    return BevueReason.make("« Grelottine ! » without a Grelottine",
                                            "no_grelottine", "grelottine")
                return BevueReason.make(f"« {action.shout} » is not the shout expected now",
                                        "wrong_shout", action.shout)
            return None

        return Node("race", window.kind, window.waiting, race=window, legal=legal, check=check)

    def decision_node(self, prompt: str, players, legal_fn, info=None, extra_check=None) -> Node:
        """Each of `players` answers with one of `legal_fn(player)` (or what extra_check allows)."""
        state = self.state
        players = tuple(players)

        def legal(player):
            if player is None or player not in players:
                return []
            return legal_fn(player)

        def check(action):
            player = getattr(action, "player", None)
            if player is None or player not in players:
                outside = self.press_outside_race(action)
                if outside:
                    return outside
                if extra_check is not None:
                    verdict = extra_check(action)
                    if verdict is not False:
                        return verdict
                who = state.names[player] if isinstance(player, int) and (
                    0 <= player < state.n_players) else player
                return f"{who} has nothing to decide now ({prompt})"
            if extra_check is not None:
                verdict = extra_check(action)
                if verdict is not False:
                    return verdict
            options = legal_fn(player)
            if action in options:
                return None
            kinds = sorted({type(a).__name__ for a in options})
            if type(action).__name__ in kinds:
                return f"{type(action).__name__} with these values is not allowed ({prompt})"
            outside = self.press_outside_race(action)
            if outside:
                return outside
            return f"{type(action).__name__} is not allowed now ({prompt}); allowed: {kinds}"

        return Node("decision", prompt, players, info=info or {}, legal=legal, check=check)


def _check_time(t_ms, window_ms: int) -> str | None:
    if isinstance(t_ms, bool) or not isinstance(t_ms, int):
        return f"a press time is an integer number of ms, got {t_ms!r}"
    if not 0 <= t_ms <= window_ms:
        return f"a press must come within the {window_ms} ms window, got {t_ms}"
    return None
