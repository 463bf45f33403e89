"""Why an action is refused: the one sentence an IllegalAction says, read from the Tasse in
play (its phase, what it received and was announced)."""

from __future__ import annotations

from typing import Protocol

from .actions import Action, Announce, Believe, DiceShaken, PassUnseen, Reshake, Reveal51
from .cup import Cup, Phase
from .hierarchy import ENCULETTE, TECKEL, name, rank
from .options import Options


class Deciding(Protocol):
    """What the refusals read of a game (deboule.rules.enculette.state.State)."""

    options: Options

    def cup(self) -> Cup: ...
    def current_player(self) -> int: ...
    def targets(self, player: int, value: int, cup: Cup) -> list[int]: ...


def why_illegal(state: Deciding, action: Action) -> str:
    """Why `action`, not among the legal ones, is refused now: one sentence."""
    cup = state.cup()
    who = state.current_player()
    if cup.phase is Phase.SHAKE:
        return f"Tasse {cup.index} is being shaken by player {cup.server}: feed a DiceShaken"
    if isinstance(action, DiceShaken):
        return f"no shake is pending: player {who} must decide ({cup.phase.value})"
    if cup.phase is Phase.ANNOUNCE:
        if isinstance(action, Announce):
            if cup.floor is not None and rank(action.value) <= rank(cup.floor):
                return (f"{name(action.value)} does not beat the {name(cup.floor)} received: "
                        "the announcement must be higher")
            targets = state.targets(cup.server, action.value, cup)
            return (f"player {cup.server} announces {name(action.value)} to "
                    f"{' or '.join(map(str, targets))}, not to {action.to}")
        if isinstance(action, Reshake):
            if not state.options.blind_reshake:
                return "the blind reshake variant is off (option blind_reshake)"
            return "a blind reshake comes once, after looking at the dice"
        if isinstance(action, Reveal51):
            return "only a server who looked at a 51 under the cup may reveal it"
        return f"player {cup.server} must announce (or reshake/reveal), not {action.KIND}"
    if isinstance(action, Believe) and cup.announced == ENCULETTE:
        return "nothing beats an Enculette: its receiver can only lift the cup"
    if isinstance(action, PassUnseen):
        assert cup.announced is not None
        if cup.announced == ENCULETTE or rank(cup.announced) < rank(TECKEL):
            return ("only an announcement from Teckel up, except the Enculette, passes "
                    "unseen (E4)")
        if rank(action.value) <= rank(cup.announced):
            return (f"a pass must raise {name(cup.announced)} at least one step (E4), "
                    f"not to {name(action.value)}")
        assert cup.receiver is not None
        targets = state.targets(cup.receiver, action.value, cup)
        return f"the Tasse passes to {' or '.join(map(str, targets))}, not to {action.to}"
    return f"player {cup.receiver} must believe, doubt or pass unseen, not {action.KIND}"
