"""The coach's own strings (deboule/screens/coach.py, deboule/screens/learn.py), French first.

A table of its own so that the shell's table (deboule/text/i18n.py, edited by everyone) is not
touched: deboule.text.i18n merges it with the games' tables. It imports nothing (no import cycle
with deboule.text.i18n). The keys of each lesson live in that game's package
(deboule/games/<package>/text.py)."""

from __future__ import annotations

TEXT: dict[str, tuple[str, str]] = {
    "coach.lesson": ("Leçon : {lesson}", "Lesson: {lesson}"),
    "coach.step": ("Étape {n} sur {total}", "Step {n} of {total}"),
    "coach.continue": ("Continuer (Entrée ou clic)", "Continue (Enter or click)"),
    "coach.do_it": ("À vous : faites-le sur la table", "Your turn: do it on the table"),
    "coach.watch": ("Regardez : la partie continue…", "Watch: the game goes on…"),
    "coach.other_key": ("Pas cette touche : l'étape attend celle qu'elle nomme",
                        "Not that key: the step waits for the one it names"),
    "coach.esc": ("Échap : menu de la leçon", "Esc: lesson menu"),
    "coach.bravo": ("Bravo !", "Well done!"),
    "coach.bravo_detail": ("Leçon terminée. Entrée ou clic : retour au menu",
                           "Lesson over. Enter or click: back to the menu"),
    "coach.menu.title": ("Leçon en pause", "Lesson paused"),
    "coach.menu.continue": ("Continuer la leçon", "Continue the lesson"),
    "coach.menu.restart": ("Recommencer la leçon", "Restart the lesson"),
    "coach.menu.leave": ("Quitter la leçon", "Leave the lesson"),
    "learn.title": ("Apprendre à jouer", "Learn to play"),
    "learn.lesson": ("{game} : la leçon", "{game}: the lesson"),
}
