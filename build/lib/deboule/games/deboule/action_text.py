"""A Déboulé decision in words, as the window's menu lists it (and the browser seat's buttons)."""

from __future__ import annotations

from typing import Any

from deboule.rules.deboule import Basculer, Chapeauter, Dechole, ForceRelance, PutBack
from deboule.rules.deboule.messages import DIRECTION_NAMES, piece_name, side_name
from deboule.text.i18n import known, tr


def describe(action: Any, layout: Any, lang: str = "fr", patterned: bool = False) -> str:
    key = f"deboule.{action.KIND}"
    if isinstance(action, Chapeauter | ForceRelance | Dechole):
        return tr(key, lang, target=piece_name(action.target, lang, patterned))
    if isinstance(action, Basculer):
        return tr(key, lang, direction=DIRECTION_NAMES[lang][action.direction])
    if isinstance(action, PutBack):
        return tr(key, lang, piece=piece_name(action.piece, lang, patterned))
    if action.KIND == "choose_starter":
        return tr(key, lang, side=side_name(layout, action.side, lang))
    if action.KIND == "choose_lead_position":
        return tr(key, lang, position=tr(f"deboule.{action.position}", lang))
    if action.KIND == "choose_towers":
        return tr("deboule.tower_picked", lang,
                  reperes=", ".join(str(i + 1) for i in sorted(action.reperes)))
    if known(key):
        return tr(key, lang)
    return tr("deboule.action", lang, name=action.KIND.replace("_", " "))
