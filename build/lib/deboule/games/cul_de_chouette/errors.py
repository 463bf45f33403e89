"""What Cul de Chouette's controller refuses: the shell's one refusal type (deboule/match_base.py
`MatchError`, a `deboule.text.i18n.Refusal`), kept under this name for its callers."""

from __future__ import annotations

from deboule.match_base import MatchError

__all__ = ["MatchError"]
