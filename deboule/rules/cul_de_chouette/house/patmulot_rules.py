"""patmulot's readings of three shouted or challenged rules (declared in
house/civet.py and house/jarret.py). Source: patmulot/cul-de-chouette doc/documentation cdc .md.

- Néant soufflé ties (`neant_souffle_ties` "patmulot", "Le Néant Soufflé"): "S'il y a une
  égalité dans les annonces « Mécréant ! » est prioritaire. Et s'il y a une égalité entre
  plusieurs annonces « Mécréant ! » il faut dire : « Fort heureusement, je tiens à préciser que
  l'incident n'a fait aucune victime » pour l'emporter. Si il y a encore égalité, les joueurs se
  départagent par le lancer d'un dé (le plus petit score l'emporte)". Nobody shouts the second
  line: the tied "Mécréant !" throw the die. A die tied lowest: those throw again.
- The Soufflette's floor (`soufflette_floor`, "La Soufflette"): "À condition que les deux
  joueurs aient un score supérieur ou égal à 30 pts. Si ce n'est pas le cas, la Soufflette ne
  peut pas être jouée" (patmulot's table without negative scores; ours keeps them, the floor is
  the option): the challenge is not offered (patmulot's shout would be a Bévue).
- Pélican ties (`pelican_ties` "patmulot", "Le Pélican"): "Si deux joueurs ou plus sont
  toujours à égalité après « Zbradaraldjan ! », le joueur ayant relancé de 18 gagne les points.
  Si personne n'a relancé de 18, les joueurs concernés tirent aux dés". patmulot's bets are all
  different values; ours may repeat one: several tied who bet 18 throw the dice among themselves.

Held by the state (`State.patmulot_rules`), called from the turn script.
"""

from __future__ import annotations

from deboule.rules.cul_de_chouette.play_state import PlayState
from deboule.rules.cul_de_chouette.races import first_group

SOUFFLETTE_FLOOR = 30  # patmulot: "un score supérieur ou égal à 30 pts"
PELICAN_TOTAL = 18  # "relancé de 18": the bet on the relance 6-6-6


class PatmulotRules:
    """Held by State as `patmulot_rules`: uses the script's `race` and `roll` (state.flow), the
    state's `score` and `variant`."""

    def __init__(self, state: PlayState) -> None:
        self.state = state

    def mecreant_tie(self, pool: list[int], players: list[int]):
        """Tied first "Mécréant !" shouters: "Fort heureusement…" first, then a die each, the
        smallest winning. Returns the winner."""
        state = self.state
        if len(pool) > 1:
            presses = yield from state.flow.race("fort_heureusement",
                                                 {q: "fort_heureusement" for q in pool})
            firsts = first_group(presses, state.variant.race_tie_ms)
            pool = [q for q in players if q in (firsts or pool)]
        while len(pool) > 1:
            rolls = {}
            for q in pool:
                (rolls[q],) = yield from state.flow.roll(q, 1, "mecreant_tie")
            low = min(rolls.values())
            pool = [q for q in pool if rolls[q] == low]
        return pool[0]

    def soufflette_targets(self, p: int, targets: list[int]) -> list[int]:
        """patmulot's floor: no challenge under 30 points, the souffleur's or the soufflé's."""
        state = self.state
        if not state.variant.soufflette_floor:
            return targets
        if state.score(p) < SOUFFLETTE_FLOOR:
            return []
        return [t for t in targets if state.score(t) >= SOUFFLETTE_FLOOR]

    def pelican_bettors_of_18(self, pool: list[int], bets) -> list[int]:
        """patmulot: of the players tied after "Sbradaradjan !", those who bet 18 on the
        relance; the whole pool when none did (or with the reading off)."""
        state = self.state
        if state.variant.pelican_ties != "patmulot" or not bets:
            return pool
        of_18 = [q for q in pool if PELICAN_TOTAL in bets.get(q, ())]
        return of_18 or pool
