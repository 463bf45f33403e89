"""The error types of every rules engine: a refused action (`IllegalAction`), missing data
(`DataUnavailable`)."""

from __future__ import annotations

from typing import Any


class IllegalAction(ValueError):
    """An action, observation or saved state that the rules refuse; the state is unchanged.

    `code` names the reason for translation (the window looks it up in its tables with `params`);
    the message is the English text for logs and the command line. Engines raise it with a code
    whenever a player may see the refusal:

    >>> raise IllegalAction("no chapeau target here", code="chapeau_no_target", target="red-1")
    Traceback (most recent call last):
    ...
    deboule.rules.core.errors.IllegalAction: no chapeau target here
    >>> IllegalAction("no chapeau target here", code="chapeau_no_target", target="red-1").params
    {'target': 'red-1'}
    """

    def __init__(self, message: str, code: str = "illegal", **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


class DataUnavailable(RuntimeError):
    """Data a game needs (a dictionary, a table) cannot be found. `code` names the reason for
    translation (deboule/text/i18n.py `data.<code>`, with `params`); the message is the English text
    for logs. The command line says it in one line, French then English, never a traceback."""

    def __init__(self, message: str, code: str = "missing", **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.params = params
