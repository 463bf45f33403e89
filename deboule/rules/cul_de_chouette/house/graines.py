"""The Graines (`graines`), a rule of aribautg/cul-de-chouette: its rules panel,
js/ui/RulesPanel.js, "Graines — Se lever → « Je ne mange pas de graines ! » sinon Bévue" (level
★★; GAME_DESIGN.md lists "Les Graines (« Je ne mange pas de graines ! »)" among that level's
actions). Its game code plays nothing of it: the panel's line is the whole rule.

Reading (docs/rules-cul-de-chouette.md, "Rules of other programs not offered before"):
- "Se lever" is getting up from the table: a `StandUp` action, taken at any moment of the game
  (not only at a decision: one gets up when one likes), outside the turn's script, which it
  leaves where it was. In the window the local players get up by stepping away to the pause
  menu (deboule/games/cul_de_chouette/graines_pause.py); bots get up now and then
  (house/graines_bots.py).
- The words are said as one gets up (`StandUp.graines`): said, the log shows them and nothing
  else happens; not said, a Bévue (C3's, `bevue_penalty`), through the same path as a shout
  with no race open. The option needs the Bévue: it is the rule's only sanction.
- One rise per player between two moves of the table: a player already up since the last other
  action cannot get up again (so a record, or a room, is never flooded with rises).
"""

from __future__ import annotations

from collections.abc import Sequence

from deboule.rules.cul_de_chouette.actions import Action, StandUp
from deboule.rules.cul_de_chouette.nodes import BevueReason

BEVUE_CODE = "graines"  # messages.BEVUES: "levé de table sans « Je ne mange pas de graines ! »"
EVENT = "graines"  # house/others.py TEMPLATES: the words said as one gets up


def still_up(actions: Sequence[Action], player: int) -> bool:
    """`player` has already got up since the table's last move (any action but a rise)."""
    for action in reversed(actions):
        if not isinstance(action, StandUp):
            return False
        if action.player == player:
            return True
    return False


def refusal(variant, order: Sequence[int], names: Sequence[str], actions: Sequence[Action],
            action: StandUp) -> str | None:
    """Why the game refuses `action` (a reason), a BevueReason when the player gets up without
    the words (accepted: it costs them the Bévue), None when they said them."""
    if not variant.graines:
        return "getting up from the table is a move only with the Graines (graines)"
    name = names[action.player]
    if action.player not in order:
        return f"{name} is not at the table"
    if still_up(actions, action.player):
        return f"{name} is already up: the table has not moved since"
    if not action.graines:
        return BevueReason.make(f"{name} got up without « Je ne mange pas de graines ! »",
                                BEVUE_CODE)
    return None
