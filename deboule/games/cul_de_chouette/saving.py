"""Cul de Chouette's saves and records: a match's inputs written out (`to_save`, `record`) and
fed back to a fresh match (`from_save`).

Kept apart from the controller (deboule/games/cul_de_chouette/match.py) so the controller holds the
game as it is played and this module the one way it is written down and read back; `CdcMatch`
keeps `to_save`, `from_save` and `record` as methods that delegate here.

A save holds the match's options and its entries (`{"throw": {die: Throw}}`, `{"action":
Action}`, `{"join": ...}`); replaying them on a fresh match gives the same poses and scores
(CDCS-5), because bots and hand throws draw from generators reseeded from the seed and the
entry count.
"""

from __future__ import annotations

from typing import Any

from deboule.games.cul_de_chouette.tray import DICE, exact_throw, planned_node, prepare_tray
from deboule.match_base import Match, MatchError
from deboule.physics import ThrowError
from deboule.replays.records import RECORD_FORMAT, RECORD_VERSION, final_state
from deboule.rules.core.ranges import said
from deboule.rules.cul_de_chouette import IllegalAction, Variant, VariantError, action_from_dict

# Typed as the base `Match`: this module never names the controller that imports it (no
# import cycle, even for type checkers); `CdcMatch` hands itself or its class in.


def to_save(match: Match) -> dict[str, Any]:
    """The match's options and inputs: enough to rebuild it (`from_save`)."""
    return {
        "seats": list(match.first_seats),
        "seed": match.seed,
        "variant": match.variant.to_dict(),
        "teams": [list(t) for t in match.teams] if match.teams else None,
        "decision_timeout": match.decision_timeout,
        "names": list(match.first_names),
        "entries": [dict(e) for e in match.entries],
    }


def record(match: Match) -> dict[str, Any]:
    """The game record (deboule/replays/records.py): its inputs are the entries, replayed by
    `from_save` (deboule/games/cul_de_chouette/record.py tells it from a sim's record by its
    options; the Doublette's teams only when the game has them, so records without them read
    as before)."""
    saved = to_save(match)
    teams = {"teams": saved["teams"]} if saved["teams"] else {}
    return {
        "format": RECORD_FORMAT, "version": RECORD_VERSION, "game": "cul-de-chouette",
        "options": {"variant": saved["variant"],
                    "names": saved["names"], **teams},
        "seed": saved["seed"], "seats": saved["seats"], "inputs": saved["entries"],
        "settled": list(match.settled), "actions": match.state.to_dict()["actions"],
        "final": final_state(match.state.player_scores(), match.world.poses()),
    }


def from_save(cls: type[Match], data: dict[str, Any], clock=None, pace: float | None = None,
              on_change=None, settled: list[str] | None = None,
              headless: bool = False) -> Match:
    """Rebuild a match of class `cls` from `to_save()`: same throws, same actions, same poses
    and scores. Anything malformed is a MatchError."""
    if not isinstance(data, dict):
        raise MatchError.said("sauvegarde illisible", "a match record is a mapping")
    try:
        variant = Variant.from_dict(data["variant"])
        # a save without a timeout gets the constructor's default (saves written before it)
        timeout = {"decision_timeout": data["decision_timeout"]} \
            if "decision_timeout" in data else {}
        match = cls(data["seats"], seed=data["seed"], preset=variant,
                    names=data.get("names"), clock=clock, pace=pace,
                    teams=data.get("teams"), settled=settled, headless=headless, **timeout)
        entries = data["entries"]
    except (KeyError, TypeError, VariantError) as exc:
        french, english = said(exc)  # an option's range: its line in each language (issue 32)
        raise MatchError.said(f"sauvegarde incomplète : {french}",
                              f"incomplete record: {english}") from exc
    if not isinstance(entries, list):
        raise MatchError.said("sauvegarde illisible", "entries must be a list")
    # replaying: no autosave, no blunders looked for, no shouts planned for bots
    match.replaying = True
    try:
        for entry in entries:
            replay_entry(match, entry)
    except (ThrowError, IllegalAction, KeyError, TypeError, AttributeError) as exc:
        raise MatchError.said(f"sauvegarde incohérente : {exc}", f"inconsistent record: {exc}") \
            from exc
    finally:
        match.replaying = False
    match.on_change = on_change
    match.races.window = None
    match.races.sync()
    return match


def replay_entry(match: Match, entry) -> None:
    """Feed one saved entry to `match` as it was first played (a throw lands at once)."""
    feed_entry(match, entry)
    match.settle()


def feed_entry(match: Match, entry) -> None:
    """Feed one saved entry to `match` as it was first played (a throw is launched)."""
    if not isinstance(entry, dict) or len(entry) != 1:
        raise MatchError.said("entrée invalide", f"bad entry {entry!r}")
    if match.flight is not None:
        raise MatchError.said("entrée pendant un lancer", "an entry came during a throw")
    if "throw" in entry:
        launch_saved_throw(match, entry["throw"])
    elif "join" in entry:
        match.joins.replay(entry["join"])
    elif "action" in entry:
        replay_action(match, entry["action"])
    else:
        raise MatchError.said("entrée invalide", f"bad entry {entry!r}")


def launch_saved_throw(match: Match, data: dict) -> None:
    """Launch a saved hand throw (its exact physics parameters) on the tray set as it was."""
    throws = {pid: exact_throw(t) for pid, t in data.items()}
    if any(pid not in DICE for pid in throws):
        raise MatchError.said("dé inconnu", f"unknown die in {sorted(throws)}")
    prepare_tray(match.world, planned_node(match.node), tuple(throws))
    match.world.launch_many(throws)
    match.start_flight(throws, recorded=True)


def replay_action(match: Match, data: dict) -> None:
    """Apply a saved decision and keep it in the match's entries, as when it was first made."""
    action = action_from_dict(data)
    match.apply_checked(action)
    match.entries.append({"action": action.to_dict()})
    match.changed()
