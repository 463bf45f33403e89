"""The options screen's words for the house rules of family "civet" (issue 34), French first:
each option's label (key: the Variant field), its help line (HELP) and its values' names
(key "v.<field>.<value>"; a bool shows on/off by itself)."""

from __future__ import annotations

TEXT: dict[str, dict[str, str]] = {"fr": {}, "en": {}}
HELP: dict[str, dict[str, str]] = {"fr": {}, "en": {}}
