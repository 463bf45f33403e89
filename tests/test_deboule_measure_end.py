"""Le Déboulé's window, watching the last round's measure (its own seat not playing, or online):
the line under it said "La partie reprend dans 4 s" though the game was over (seen in
bench/web_vs_window.py's screenshots); it says the game's end comes."""

from __future__ import annotations

from types import SimpleNamespace

from deboule.games.deboule.hud import DebouleHud


def prompt(over: bool, lang: str = "fr") -> str:
    hud = DebouleHud.__new__(DebouleHud)  # the line needs no window: only what it reads
    hud.screen = SimpleNamespace(lang=lang, measuring=object(), watched=True, measured_for=0.2,
                                 match=SimpleNamespace(over=over))
    (line,) = hud.prompt_lines()
    return line.text


def test_the_last_measure_says_the_game_ends():
    assert prompt(over=True).startswith("Fin de la partie dans ")
    assert prompt(over=True, lang="en").startswith("The match ends in ")


def test_a_measure_in_play_says_the_game_goes_on():
    assert prompt(over=False).startswith("La partie reprend dans ")
