"""The page's words are the window's where both say the same thing."""

from __future__ import annotations

from deboule.online.web_text import export
from deboule.text.i18n import tr


def test_the_page_says_rolling_as_the_window_does():
    """While a throw is drawn the page said "Les dés roulent…" in Le Déboulé too, whose pieces
    are déboules; the window says "Ça roule…" in every game."""
    words = export()
    for lang in ("fr", "en"):
        assert words[lang]["web.rolling"] == tr("hud.rolling", lang)
