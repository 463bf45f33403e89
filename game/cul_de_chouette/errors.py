"""What Cul de Chouette's controller refuses: the shell's one refusal type (game/match_base.py
`MatchError`, a `game.i18n.Refusal`), kept under this name for its callers."""

from __future__ import annotations

from game.match_base import MatchError

__all__ = ["MatchError"]
