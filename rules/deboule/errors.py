"""Errors raised by the Déboulé rules."""


class IllegalAction(ValueError):
    """An action (or an observation handed in) that the rules refuse; the state is unchanged."""
