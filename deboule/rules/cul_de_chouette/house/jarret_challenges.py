"""The challenge variants of family "jarret" (issue 34; declared in house/jarret.py, explained
in docs/rules-cul-de-chouette.md "Variants of other tables"): the Soufflette's readings, the
Rigodon, the Poulette and the Attrape-Oiseau.

- Soufflette, reading "kize" (Kize/cdc-engine lib/rule-runner/rules/level-1/soufflette-rule.ts:
  a failed challenge runs `runner.handleGameEvent` on the challenged player's last dice): the
  challenged scores that last throw's combination, as a challenge throw does (CDC-G2: its
  points, no race, no Sirotage). Reading "aribautg" (js/ui/SouffletteUI.js "Cliquez sur un dé
  pour le garder"): any dice may be kept between the tries, not only a 4, a 2 and a 1.
- Rigodon (aribautg js/game/GameEngine.js resolveGrelottine: the challenged who wins "gagne un
  Passe-Grelot et un Rigodon"; GAME_DESIGN.md "Rigodon (annuler une Grelottine)"): a holder
  challenged to a Grelottine may play it, and the challenge is cancelled as a Boucliette
  cancels one (CDC-G4: both Grelottines stay).
- Poulette (aribautg GAME_DESIGN.md "Poulette (Grelottine échouée + Néant)", never resolved
  there; defined here): a challenged player whose challenge throw is a Néant loses the stake
  but keeps a Grelottine, the Néant's own gift that CDC-G2 otherwise leaves out.
- Attrape-Oiseau (Kize lib/rule-runner/rules/level-1/attrape-oiseau-rule.ts: with a
  `playerWhoMakeAttrapeOiseau` the thrower scores the Chouette and that player sirotes;
  aribautg js/game/rules/RuleEngine.js "Un autre joueur peut siroter à votre place", a race of
  the others): once the thrower chose to sirote, the others race "Attrape-Oiseau !"; the first
  sirotes in the thrower's place (the die scores or costs the catcher), the thrower keeps the
  Chouette's points.
"""

from __future__ import annotations

from deboule.rules.cul_de_chouette.actions import Pass, UseRigodon
from deboule.rules.cul_de_chouette.challenges import keep_options
from deboule.rules.cul_de_chouette.combinations import Combination, classify
from deboule.rules.cul_de_chouette.house.jarret_rules import keep_any
from deboule.rules.cul_de_chouette.play_state import PlayState


class JarretChallenges:
    """Held by State as `jarret_challenges`: hooks called from challenges.py and effects.py,
    each a no-op with its rule off."""

    def __init__(self, state: PlayState) -> None:
        self.state = state

    def house_soufflette_keeps(self, dice) -> list[tuple[int, ...]]:
        """The dice the challenged may keep before the next try."""
        state = self.state
        if state.variant.soufflette_reading == "aribautg":
            return [k for k in keep_any(dice) if len(k) < len(dice)]
        return keep_options(dice)

    def house_soufflette_failed(self, target: int, dice) -> None:
        """Kize: the failed challenge's last throw is the challenged player's own throw."""
        state = self.state
        if state.variant.soufflette_reading != "kize":
            return
        cls = classify(dice, state.variant)
        points = cls.thrower_points + cls.race_points
        state.event("soufflette_last_throw", player=target)
        state.event("combination", player=target, dice=list(cls.dice),
                    combinations=sorted(c.value for c in cls.combinations), points=points)
        if points > 0:
            state.flow.gain(target, points, "challenge_throw", capped=True)
        elif points < 0:
            state.flow.lose(target, -points, "challenge_throw")

    def house_rigodon_cancels(self, challenger: int, target: int):
        """A Rigodon holder challenged may cancel the challenge (True)."""
        state = self.state
        if not state.variant.rigodon or not state.rigodon_held[target]:
            return False
        answer = yield from state.flow.ask(target, "rigodon", lambda q: [UseRigodon(q), Pass(q)],
                                           {"challenger": challenger})
        if not isinstance(answer, UseRigodon):
            return False
        state.rigodon_held[target] = False
        state.event("rigodon", player=target, challenger=challenger)
        return True

    def house_grelottine_settled(self, target: int, success: bool) -> None:
        """After a Grelottine challenge: the Rigodon to a winning challenged, the Poulette."""
        state = self.state
        v = state.variant
        if success and v.rigodon and not state.rigodon_held[target]:
            state.rigodon_held[target] = True
            state.event("rigodon_won", player=target)
        if v.poulette and not success:
            throw = next(e for e in reversed(state.events)
                         if e.kind == "combination" and e["player"] == target)
            if Combination.NEANT.value in throw["combinations"]:
                state.has_grelottine[target] = True
                state.event("poulette", player=target)

    def house_attrape_oiseau(self, p: int):
        """After "je sirote": the other players race "Attrape-Oiseau !"; the catcher, or None."""
        state = self.state
        if not state.variant.attrape_oiseau:
            return None
        others = state.flow.after(p)
        if not others:
            return None
        presses = yield from state.flow.race("attrape_oiseau",
                                             {q: "attrape_oiseau" for q in others})
        if not presses:
            return None
        catcher = min(presses, key=lambda q: (presses[q], others.index(q)))
        state.event("attrape_oiseau", player=catcher, thrower=p)
        return catcher
