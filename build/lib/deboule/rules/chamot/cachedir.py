"""Where Chamot keeps what it builds once (the lexicon's index, the folded frequency ranks)."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs


def cache_dir() -> Path:
    """Where built indexes are kept: DEBOULE_CACHE_DIR, else the user's cache directory."""
    return Path(os.environ.get("DEBOULE_CACHE_DIR") or platformdirs.user_cache_dir("deboule"))
