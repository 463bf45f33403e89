"""A match on the rules alone: no physics, no window, for evaluating bots fast.

Every game's `Match.new(seats, seed, rules_only=True, options={...})` (its `Game.new_match(options,
seats, seed=..., rules_only=True)`: docs/options.md) returns a `RulesMatch`: the
game's rules state (deboule.rules.core.GameState) with the same seats and options, whose chance
outcomes come from the rules' own chance model (`deboule/rules/<package>/chance.py`
`sample_outcome(request, rng)`, deboule.registry `chance_supplier`) drawn from a generator seeded
by the match's seed, never from a physics world: the same seed and inputs give the same game,
bit for bit. What each game's chance model stands for is the game's (docs/api.md "Rules-only
matches"): fair dice for Cul de Chouette's throws and L'Enculette's shakes, uniform deck orders
for Chamot (whose match has no physics anyway), and for Le Déboulé, whose throws are physical, a
stand-in table (deboule/rules/deboule/chance.py: pieces land at random spots, now and then a tower
falls): its rules-only games test the bots' decisions and the rules, not their throwing.

The bots are the game's (`deboule.rules.<package>.make_bot(level, seed)`, or a bot object); a seat's
bot is asked `act(state, player)` at its decisions only (a throw is a chance outcome here).
Where several seats may act at once (SIMULTANEOUS), the game's `together` settles the point
(Cul de Chouette's shout races: presses at the bots' reaction times); by default each bot among
the deciders is asked in seat order while the point lasts, then the point's chance outcome
(a race's clock) closes it. A human seat decides through `feed(Decision(action))` or
`human_action`; at a point the humans share with bots, the bots answer first and the humans
may answer until the next `step()`, which closes the point.

`to_save()` holds the seats, the seed, the game's start (`to_dict()` of the state before any
action) and the humans' inputs; `from_save` replays them (the bots and the chance model play
again from the seed). `record()` is the rules' own record (`"rules_only": true` and the state's
`to_dict()`): it has no physics for `deboule replay` to play back.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from deboule.match_base import Decision, Match, MatchError, is_bot_object, seat_name
from deboule.registry import by_name
from deboule.rules.core import CHANCE, SIMULTANEOUS, Action, GameState, IllegalAction
from deboule.rules.core.bots import seat_bot

HUMAN = "human"
FORMAT = "rules-only match"


def ask_in_turn(match: RulesMatch) -> bool:
    """The default SIMULTANEOUS point: each bot among the deciders, in seat order, answers
    while the point lasts. True when something was played."""
    state = match.state
    for player in state.deciders():
        bot = match.bots.get(player)
        if bot is not None and player in state.deciders():
            match.play(bot.act(state, player))
            return True
    return False


class RulesMatch(Match):
    """A game's match on its rules alone (see the module's text). Made by each game's
    `Match.new(..., rules_only=True)`; `game` is its registry name."""

    headless = True

    def __init__(self, game: str, state: GameState, seats: Sequence[Any], seed: int,
                 make_bot: Callable[[str, Any], Any], chance: Callable[..., Action],
                 codec: Any, together: Callable[[RulesMatch], bool] = ask_in_turn) -> None:
        if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
            raise MatchError.said(f"la graine est un entier positif ou nul, pas {seed!r}",
                                  f"the seed is a non-negative integer, not {seed!r}")
        entry = by_name(game)
        if entry is None:
            raise MatchError.said(f"jeu inconnu {game!r}", f"unknown game {game!r}")
        self.game, self.GAME = game, entry.package
        self.state = state
        self.start = state.to_dict()
        self.seed = seed
        self.seats = [seat_name(s) for s in seats]
        self.bots = {i: seat_bot(s, make_bot, seed * 1000 + i + 1)
                     for i, s in enumerate(seats) if is_bot_object(s) or s != HUMAN}
        self.humans = [i for i in range(len(seats)) if i not in self.bots]
        self.chance, self.codec, self.together = chance, codec, together
        self.rng = random.Random(f"{game} chance {seed}")  # the rules' chance model's draws
        self.inputs: list[dict[str, Any]] = []  # the humans' decisions, in order
        # a point several may answer, humans among them: where it was offered to them, and
        # where it closes (at the next step if nobody answered)
        self._offered: int | None = None
        self._closing: int | None = None

    @classmethod
    def new(cls, seats: list[Any], seed: int = 0, **options: Any) -> Match:
        """The match of the game `options["game"]` (a registry name) on its rules alone; its
        options one mapping, `options={...}` (docs/options.md)."""
        entry = by_name(options.pop("game", None))
        if entry is None:
            raise MatchError.said("jeu inconnu", "unknown game")
        return entry.match_class().new(seats, seed, rules_only=True, **options)

    # ------------------------------------------------------------------ who acts
    @property
    def over(self) -> bool:
        return self.state.is_over

    def human_seats_now(self) -> list[int]:
        return [p for p in self.state.deciders() if p in self.humans]

    def legal_actions(self) -> list[Action]:
        """The decisions open to the humans who may act now."""
        return [a for p in self.human_seats_now() for a in self.state.legal_actions(p)]

    def human_action(self, action: Action) -> None:
        """A person's decision: one of `legal_actions()`, or an action of theirs the list does
        not spell out (a shout race's press at its own time) that the rules accept now."""
        humans = self.human_seats_now()
        seat = getattr(action, "player", None)
        seats = [seat] if seat in humans else [
            p for p in humans if action in self.state.legal_actions(p)]
        if not seats or not self.state.is_legal(action):
            raise MatchError.said(f"pas maintenant : {action!r}"[:200],
                                  f"not now: {action!r}"[:200])
        self.play(action)
        self.inputs.append({"seat": seats[0], "action": action.to_dict()})
        self.advance()

    def human_throw(self, *args: Any, **kwargs: Any) -> None:
        raise MatchError.said("sans physique, le modèle de hasard des règles lance",
                              "on the rules alone, the rules' chance model throws")

    def feed_entry(self, entry: dict[str, Any]) -> None:
        """One of `to_save()`'s inputs: the bots play up to it, then it is played."""
        if not isinstance(entry, Mapping) or not isinstance(entry.get("action"), Mapping):
            raise MatchError.said("entrée de partie illisible", "unreadable match input")
        try:
            action = self.codec.from_dict(entry["action"])
        except IllegalAction as error:
            raise MatchError.said(f"action illisible : {error}",
                                  f"unreadable action: {error}") from None
        self.advance()
        self.feed(Decision(action))

    def play(self, action: Action) -> None:
        """Apply one action to the state (a bot's, a chance outcome, a human's)."""
        try:
            self.state.apply(action)
        except IllegalAction as error:
            raise MatchError.said(f"refusé : {error}", f"refused: {error}") from error

    # ------------------------------------------------------------------ stepping
    def advance(self) -> None:
        """Play the bots and the chance model until a human must act or the game ends."""
        state = self.state
        while not state.is_over:
            who = state.current_player()
            if who == CHANCE:
                self.play(self.chance(state.chance_request(), self.rng))
            elif who >= 0:
                if who not in self.bots:
                    return
                self.play(self.bots[who].act(state, who))
            elif who == SIMULTANEOUS and not self._together():
                return

    def _together(self) -> bool:
        """A point where several may act: the bots, then the humans until the next step, then
        its chance outcome. False: waiting for a human."""
        if self.together(self):
            return True
        state = self.state
        if self.human_seats_now() and self._closing != len(state.history):
            self._offered = len(state.history)
            return False
        request = state.chance_request()
        if request is None:
            return False  # the humans must answer (a team's put-back)
        self.play(self.chance(request, self.rng))
        return True

    def update(self, dt: float) -> None:
        if self._offered == len(self.state.history):
            self._closing = self._offered  # the humans had their chance: the point closes now
        self.advance()

    def play_out(self) -> None:
        """Run the game to its end (every seat a bot; a human's point is closed by the chance
        model where it has one)."""
        while not self.over:
            before = len(self.state.history)
            self.update(0.0)
            if len(self.state.history) == before:
                raise MatchError.said("une place humaine doit jouer", "a human seat must play")

    # ------------------------------------------------------------------ saves
    def to_save(self) -> dict[str, Any]:
        return {"format": FORMAT, "game": self.game, "rules_only": True, "seed": self.seed,
                "seats": list(self.seats), "start": self.start,
                "inputs": [dict(entry) for entry in self.inputs]}

    @classmethod
    def from_save(cls, data: Any, **options: Any) -> Match:
        """Replay a rules-only match's save: its start, then its humans' inputs."""
        if not isinstance(data, Mapping) or data.get("format") != FORMAT:
            raise MatchError.said("pas une sauvegarde de partie sur les règles seules",
                                  "not a save of a rules-only match")
        entry = by_name(data.get("game"))
        seats, inputs = data.get("seats"), data.get("inputs")
        if entry is None or not isinstance(seats, list) or not isinstance(inputs, list):
            raise MatchError.said("sauvegarde illisible", "unreadable save")
        try:
            state = entry.state_class().from_dict(data.get("start"))
        except IllegalAction as error:
            raise MatchError.said(f"sauvegarde illisible : {error}",
                                  f"unreadable save: {error}") from None
        match = entry.match_class().new(seats, data.get("seed"), rules_only=True, start=state)
        for item in inputs:
            match.feed_entry(item)
        match.advance()
        return match

    def record(self) -> dict[str, Any]:
        """The rules' record: the state's `to_dict()` (no physics to play back)."""
        return {"format": FORMAT, "game": self.game, "rules_only": True, "seed": self.seed,
                "seats": list(self.seats), "state": self.state.to_dict()}
