"""Errors raised by the L'Enculette rules. All are ValueErrors with a human reason."""

from __future__ import annotations


class EnculetteError(ValueError):
    """Base class: bad input to the L'Enculette rules. The state is left unchanged."""


class DiceError(EnculetteError):
    """Dice faces that are not two integers from 1 to 6."""


class UnknownValueError(EnculetteError):
    """A number that is not an announcement of the hierarchy (E1)."""


class OptionError(EnculetteError):
    """An unknown option name or a bad option value."""


class IllegalActionError(EnculetteError):
    """An action that the rules do not allow at this point of the game."""


class RecordError(EnculetteError):
    """A game record that cannot be read or replayed."""
