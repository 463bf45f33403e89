"""The game's window, headless, with its settings and saves in a temporary folder (the
environment restored afterwards): one helper for the tests that open it in a module fixture."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

FOLDERS = ("DEBOULE_CONFIG_DIR", "DEBOULE_DATA_DIR")


@contextmanager
def headless_app(home: Path, size: tuple[int, int], quality: str = "low") -> Iterator[Any]:
    saved = {name: os.environ.get(name) for name in FOLDERS}
    os.environ["DEBOULE_CONFIG_DIR"] = str(home / "config")
    os.environ["DEBOULE_DATA_DIR"] = str(home / "data")
    from deboule.shell.settings import Settings
    from deboule.shell.window import GameApp

    app = GameApp(headless=True, settings=Settings(window=size, quality=quality))
    try:
        yield app
    finally:
        app.quit()
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
