"""Real records of each game, small, for the hostile-file tests (written by the game's own code)."""

from __future__ import annotations

from pathlib import Path


def cdc_window_record() -> dict:
    """A short window Cul de Chouette record (two scripted roll-off dice and one throw)."""
    from deboule.games.cul_de_chouette.match import CdcMatch, ManualClock
    from deboule.rules.cul_de_chouette import DiceRolled
    from deboule.rules.cul_de_chouette.actions import Throw as ThrowAction

    match = CdcMatch(["human", "novice"], seed=9, clock=ManualClock(), pace=0.0)
    for seat in range(2):
        match.apply_scripted(DiceRolled((1 if seat == 0 else 6,)))
    match.apply_scripted(ThrowAction(0))
    match.apply_scripted(DiceRolled((2, 3)))
    return match.record()


def sample_records(folder: Path) -> list[Path]:
    """A record of each game, as the game writes them."""
    from deboule.games.deboule.match import DebouleMatch, Seat
    from deboule.games.enculette.match import EnculetteMatch
    from deboule.replays.records import write_record

    deboule = DebouleMatch([Seat("bot", "novice"), Seat("bot", "novice")], seed=3, target=2,
                           headless=True)
    deboule.play_out()
    enculette = EnculetteMatch(["novice", "regular"], seed=3, headless=True)
    enculette.run_bots()
    paths = [write_record(folder / "deboule.json", deboule.record()),
             write_record(folder / "cdc.json", cdc_window_record()),
             write_record(folder / "enculette.json", enculette.record())]
    deboule.close()
    return paths
