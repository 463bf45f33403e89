"""OncleTom77's Grelottine and Civet rules (declared in house/civet.py). Source:
OncleTom77/CulDeChouette README.md, "La Grelottine" and "Le Civet"; the two throws also in
aribautg/cul-de-chouette js/ui/RulesPanel.js ("Grelottine — [...] Combinaison au choix, 2
lancers").

- The challenge in two throws (`grelottine_two_throws`): "Le joueur défié a alors deux lancers
  pour réaliser la combinaison demandée et peut conserver les dés de son choix entre les deux
  lancers. Les deux lancers sont obligatoires, sauf en cas de réussite au premier lancer, auquel
  cas le défié doit obligatoirement s'arrêter." The second throw throws at least one die (both
  throws are compulsory). "Lors d'un Sirop-Grelot, le Sirotage est indépendant des deux
  lancers": it follows the final throw (CDC-G3), never the first. The final throw scores as
  CDC-G2 says (its points, no other effect).
- Tied "Grelottine !" shouts (`grelottine_shout_ties` "oncletom77"): "c'est celui qui a le plus
  petit score des deux qui devient grelottin. En cas d'égalité, les joueurs se départagent par
  le lancer d'un dé (le plus petit l'emporte)" — instead of CDC-G1's turn order.
- The Lance-Civet (`lance_civet`): "Un joueur peut donner son Civet à un autre joueur qui doit
  obligatoirement l'accepter [...] « Lance-Civet ! » en désignant le joueur de son choix [...]
  un joueur qui lance son Civet à un joueur qui en a déjà un reçoit une Bévue mais conserve son
  Civet." Offered before one's throw (where the Civet is declared), to a player without one
  (the Bévue case is not offered, as the Lance-Jarret's).

Held by the state (`State.oncletom_rules`), called from the turn script.
"""

from __future__ import annotations

from deboule.rules.cul_de_chouette.actions import GiveCivet, Keep
from deboule.rules.cul_de_chouette.challenges import grelottine_success
from deboule.rules.cul_de_chouette.combinations import classify
from deboule.rules.cul_de_chouette.house.jarret_rules import keep_any
from deboule.rules.cul_de_chouette.play_state import PlayState


def second_throw_keeps(dice) -> list[tuple[int, ...]]:
    """The dice the challenged may keep before the second throw: any, but not all three."""
    return [k for k in keep_any(dice) if len(k) < 3]


class OncleTomRules:
    """Held by State as `oncletom_rules`: uses the script's `ask` and `roll` (state.flow), the
    state's `event`, `score`, `has_civet`."""

    def __init__(self, state: PlayState) -> None:
        self.state = state

    def grelottine_second_throw(self, target: int, challenge: str, dice):
        """The first throw `dice` made; a second one unless it already succeeds. Returns the
        final three dice."""
        state = self.state
        if not state.variant.grelottine_two_throws:
            return dice
        first = classify(dice, state.variant)
        state.event("grelottine_first_throw", player=target, dice=list(first.dice))
        if grelottine_success(challenge, first.combinations, False):
            return dice  # "en cas de réussite au premier lancer [...] doit s'arrêter"
        choice = yield from state.flow.ask(
            target, "grelottine_keep",
            lambda q: [Keep(target, k) for k in second_throw_keeps(dice)],
            {"dice": list(dice), "challenge": challenge})
        kept = tuple(choice.faces)
        faces = yield from state.flow.roll(target, 3 - len(kept), "grelottine_second",
                                           {"kept": list(kept)})
        return kept + faces

    def grelottine_shout_tie(self, firsts: list[int], candidates: list[int]):
        """The challenger among the tied first shouters: the smaller score; equal smallest
        scores go to turn order (CDC-G1) or, OncleTom77's reading, to a die each, the smallest
        winning (equal dice: those throw again)."""
        state = self.state
        low = min(state.score(q) for q in firsts)
        pool = [q for q in candidates if q in firsts and state.score(q) == low]
        if state.variant.grelottine_shout_ties != "oncletom77":
            return pool[0]
        while len(pool) > 1:
            rolls = {}
            for q in pool:
                (rolls[q],) = yield from state.flow.roll(q, 1, "grelottine_tie")
            smallest = min(rolls.values())
            pool = [q for q in pool if rolls[q] == smallest]
        return pool[0]

    def lance_civet_options(self, p: int) -> list[GiveCivet]:
        """ "Lance-Civet !": the Civet of `p` to any player who has none."""
        state = self.state
        if not (state.variant.lance_civet and state.has_civet[p]):
            return []
        return [GiveCivet(p, q) for q in state.flow.after(p) if not state.has_civet[q]]

    def lance_civet(self, action: GiveCivet) -> None:
        state = self.state
        state.has_civet[action.player] = False
        state.has_civet[action.target] = True
        state.event("lance_civet", player=action.player, target=action.target)
