"""Errors raised by the Cul de Chouette rules engine (all ValueError subclasses)."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action refused by the rules; the state is left untouched."""


class VariantError(ValueError):
    """An unknown option or an out-of-range rule parameter."""
