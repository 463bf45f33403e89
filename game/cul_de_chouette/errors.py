"""What Cul de Chouette's controller refuses: one error, French and English."""

from __future__ import annotations


class MatchError(ValueError):
    """An input the match cannot take now (nothing changed). str() is French, .en English."""

    def __init__(self, fr: str, en: str | None = None) -> None:
        super().__init__(fr)
        self.en = en or fr

    @classmethod
    def table(cls, key: str, /, **values) -> MatchError:
        """The refusal whose words are the tables' line `key` (game/cul_de_chouette/text.py)."""
        from game.i18n import tr

        return cls(tr(key, "fr", **values), tr(key, "en", **values))

    def message(self, lang: str = "fr") -> str:
        return self.en if lang == "en" else str(self)
