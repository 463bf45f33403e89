"""The options screen's words for the house rules (issue 34), one module per family of
deboule/rules/cul_de_chouette/house/, merged here."""

from __future__ import annotations

from deboule.games.cul_de_chouette.house_text import civet, jarret, others, scoring, sirop

FAMILIES = (scoring, sirop, civet, jarret, others)
TEXT: dict[str, dict[str, str]] = {
    lang: {k: v for family in FAMILIES for k, v in family.TEXT[lang].items()}
    for lang in ("fr", "en")
}
HELP: dict[str, dict[str, str]] = {
    lang: {k: v for family in FAMILIES for k, v in family.HELP[lang].items()}
    for lang in ("fr", "en")
}
