"""Errors raised by the L'Enculette rules: every one is an IllegalAction (deboule.rules.core), the
one error type of the rules engines, so callers catch that; the subclasses name what was wrong."""

from __future__ import annotations

from deboule.rules.core import IllegalAction


class EnculetteError(IllegalAction):
    """Base class: bad input to the L'Enculette rules. The state is left unchanged."""


class DiceError(EnculetteError):
    """Dice faces that are not two integers from 1 to 6."""


class UnknownValueError(EnculetteError):
    """A number that is not an announcement of the hierarchy (E1)."""


class OptionError(EnculetteError):
    """An unknown option name or a bad option value."""


class RecordError(EnculetteError):
    """A game record that cannot be read or replayed."""
