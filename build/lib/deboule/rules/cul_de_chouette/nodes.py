"""Decision points of the state machine: who may act now, and how an action is checked."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from deboule.rules.cul_de_chouette.actions import Action
from deboule.rules.cul_de_chouette.races import RaceWindow


class BevueReason(str):
    """A refusal that is a Bévue: the action is recorded and costs its author the penalty.

    `code` names the fault for the log ("no_race", "wrong_shout", "no_grelottine"), `detail`
    is the shout concerned.
    """

    code: str = ""
    detail: str = ""

    @classmethod
    def make(cls, text: str, code: str, detail: str = "") -> BevueReason:
        reason = cls(text)
        reason.code = code
        reason.detail = detail
        return reason


@dataclass
class Node:
    """One point of the game.

    kind: "chance" (dice to feed in: `roller` throws `n_dice`), "decision" (each player of
    `players` answers once; `prompt` says what about), "race" (a press window; `race` holds the
    shouts and presses; close it with CloseRace when the time is up) or "over".
    """

    kind: str
    prompt: str
    players: tuple[int, ...] = ()
    roller: int | None = None
    n_dice: int = 0
    race: RaceWindow | None = None
    info: dict[str, Any] = field(default_factory=dict)
    legal: Callable[[int | None], list[Action]] = field(default=lambda player: [], repr=False)
    check: Callable[[Action], str | None] = field(default=lambda action: "game over", repr=False)
