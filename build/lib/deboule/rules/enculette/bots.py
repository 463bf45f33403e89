"""Bots: policies over `State.observation(seat)` and `State.legal_actions()`, nothing more.

They follow the one bot protocol (deboule/rules/core/bots.py): `make_bot(level, seed)` and
`bot.act(state, player)`, which hands the decision `choose(state.observation(player),
state.legal_actions(player))` once the bot has read the public events its observations did not
carry (`state.public_events`): a bot reads nothing else of the state, so it cannot read dice it
should not see. Three levels:

- `novice`: tells the truth when it can, bluffs at random, doubts on a hunch, and follows the seed's
  advice "Pour les débutants ...: accepter jovialement un teckel comme entame".
- `regular`: uses the odds of two dice against the announcement and what the announcer had to beat.
- `expert`: estimates, from the odds, the announcement history and each opponent's observed
  boldness (how often their lifted announcements were needless lies), the chance that an
  announcement is true (`beliefs.py`); then takes the move with the lowest expected gorgées for
  itself (doubt, believe, pass unseen, bluff, blind reshake or reveal a 51).
"""

from __future__ import annotations

import base64
import random
import struct
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any

from deboule.rules.core.bots import level_name

from .actions import Action, Announce, Believe, Doubt, PassUnseen, Reshake, Reveal51
from .beliefs import OpponentModel, Profile, chance_at_least, roll_posterior
from .errors import EnculetteError
from .hierarchy import (
    ENCULETTE,
    FIFTY_ONE,
    TECKEL,
    THIRTY_ONE,
    next_value,
    probability_above,
    probability_at_least,
    rank,
    read_roll,
    values_above,
)

LEVELS = ("novice", "regular", "expert")


class BotError(EnculetteError):
    """An unknown bot level, or a bot asked to play when it is not its turn."""


def _at_least(value: int) -> float:
    return float(probability_at_least(value))


def _above(value: int | None) -> float:
    return float(probability_above(value))


def _below_or_equal(value: int | None) -> float:
    return 0.0 if value is None else 1.0 - _above(value)


class Bot(ABC):
    """Base class: `act(state, player)` (the bot protocol) returns one of the legal actions,
    chosen by `choose(observation, legal)` from what the seat sees."""

    level = "base"

    def __init__(self, seat: int | None, rng: random.Random) -> None:
        if not isinstance(rng, random.Random):
            raise BotError("a bot needs an explicit random.Random (no global random state)")
        self.seat = seat
        self.rng = rng
        self.model: OpponentModel | None = None

    def act(self, state: Any, player: int) -> Action:
        """The decision of `player` now, from what that seat sees (the bot protocol). The
        observation carries the recent events only: the bot first reads the public events it
        has not read yet (`state.public_events`, the same for every seat), so what it learns of
        the others does not depend on how often it was asked."""
        self.seat = player
        observation = state.observation(player)
        model = self._model(observation["players"])
        total = observation["events_before"] + len(observation["events"])
        since = model.read if model.read <= total else 0  # fewer events: another game
        model.update(state.public_events(since), since)
        return self.choose(observation, state.legal_actions(player))

    def _model(self, players: int) -> OpponentModel:
        if self.model is None:
            self.model = OpponentModel(players)
        self.model.grow(players)
        return self.model

    def save_state(self) -> dict[str, Any]:
        """The random generator's state (deboule.rules.core.bots.save_state): an online room that
        restarts, or a client that takes over, goes on with the very same draws. What the
        bot learnt of the others (`model`) is read again from the events it is shown."""
        version, words, gauss = self.rng.getstate()
        return {"mt": base64.b64encode(struct.pack(f"<{len(words)}I", *words)).decode("ascii"),
                "gauss": gauss}

    def load_state(self, data: Mapping[str, Any]) -> None:
        """The state `save_state` gave (ValueError: not one; the bot is then unchanged)."""
        try:
            raw = base64.b64decode(str(data["mt"]), validate=True)
            gauss = data["gauss"]
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"not a bot state: {exc}") from None
        if len(raw) != 625 * 4 or not (gauss is None or isinstance(gauss, float)):
            raise ValueError("not a bot state")
        words = struct.unpack("<625I", raw)
        if words[-1] > 624:  # the generator's position in its 624 words
            raise ValueError("not a bot state")
        self.rng.setstate((3, words, gauss))

    # -- helpers shared by the levels
    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        if observation["player"] != self.seat:
            raise BotError(f"the bot of seat {self.seat} was handed the view of seat "
                           f"{observation['player']}")
        if not legal:
            raise BotError("no legal action to choose from")
        self._model(observation["players"]).update(observation["events"],
                                                   observation.get("events_before", 0))
        cup = observation["cups"][observation["current_cup"]]
        if cup["phase"] not in ("announce", "respond"):
            raise BotError(f"no decision to take: the Tasse is in phase {cup['phase']!r}")
        if cup["phase"] == "announce":
            action = self.announce(observation, cup, legal)
        else:
            action = self.respond(observation, cup, legal)
        if action not in legal:  # defensive: a bot never plays an illegal move
            raise BotError(f"{self.level} bot chose an illegal {action!r}")
        return action

    @abstractmethod
    def announce(self, obs: Mapping[str, Any], cup: Mapping[str, Any],
                 legal: Sequence[Action]) -> Action:
        """The level's announcement (each level implements it)."""

    @abstractmethod
    def respond(self, obs: Mapping[str, Any], cup: Mapping[str, Any],
                legal: Sequence[Action]) -> Action:
        """The level's answer to an announcement (each level implements it)."""

    def may_announce_31(self, obs: Mapping[str, Any]) -> bool:
        # E3: a second 31 is a faute grave: no bot commits it.
        return obs["thirty_one_count"][self.seat] == 0

    def announce_value(self, obs: Mapping[str, Any], legal: Sequence[Action], value: int) -> Action:
        """The Announce of `value`; an Enculette goes to the player who has drunk least."""
        options = [a for a in legal if isinstance(a, Announce) and a.value == value]
        if not options:
            raise BotError(f"cannot announce {value}")
        if value == ENCULETTE and len(options) > 1:
            fewest = min(obs["gorgees"][a.to] for a in options)
            options = [a for a in options if obs["gorgees"][a.to] == fewest]
            return options[self.rng.randrange(len(options))]
        return options[0]

    def lowest_allowed(self, obs: Mapping[str, Any], floor: int | None) -> int:
        for value in values_above(floor):
            if value != THIRTY_ONE or self.may_announce_31(obs):
                return value
        raise BotError("nothing left to announce")  # unreachable: 21 is always above a floor

    def truthful_value(self, obs: Mapping[str, Any], cup: Mapping[str, Any]) -> int | None:
        """The real roll if the bot looked and it beats what it received, else None."""
        if cup["dice"] is None:
            return None
        real = read_roll(*cup["dice"])
        if cup["floor"] is not None and rank(real) <= rank(cup["floor"]):
            return None
        if real == THIRTY_ONE and not self.may_announce_31(obs):
            return None
        return real


class NoviceBot(Bot):
    level = "novice"

    def announce(self, obs, cup, legal):
        real = self.truthful_value(obs, cup)
        if real is not None:
            return self.announce_value(obs, legal, real)
        # A clumsy bluff: one to three steps above what must be beaten.
        choices = [v for v in values_above(cup["floor"]) if v != THIRTY_ONE][:3]
        return self.announce_value(obs, legal, choices[self.rng.randrange(len(choices))])

    def respond(self, obs, cup, legal):
        announced = cup["announced"]
        if announced == ENCULETTE:
            return Doubt()
        # Seed: "Pour les débutants jouant avec des joueurs expérimentés: accepter jovialement un
        # teckel comme entame, au moins au départ."
        if announced == TECKEL and cup["floor"] is None:
            return Believe()
        doubt_chance = 0.15 + 0.6 * (1.0 - _at_least(announced))
        return Doubt() if self.rng.random() < doubt_chance else Believe()


class RegularBot(Bot):
    level = "regular"
    doubt_below = 0.35  # doubt when the announcement is true less often than this
    assumed_boldness = 0.5

    def chance_true(self, obs, cup) -> float:
        return announcement_truth(cup["announced"], cup["floor"], self.assumed_boldness,
                                  blind=bool(cup["blind"]))

    def announce(self, obs, cup, legal):
        real = self.truthful_value(obs, cup)
        if real is not None:
            return self.announce_value(obs, legal, real)
        if cup["dice"] is not None and Reveal51() in legal and cup["floor"] is not None:
            return Reveal51()  # a forced lie on a 51 risks three gorgées: offer it instead
        if Reshake() in legal:
            return Reshake()
        return self.announce_value(obs, legal, self.lowest_allowed(obs, cup["floor"]))

    def respond(self, obs, cup, legal):
        if cup["announced"] == ENCULETTE:
            return Doubt()
        p_true = self.chance_true(obs, cup)
        if p_true < self.doubt_below:
            return Doubt()
        step = next_value(cup["announced"])
        pass_now = PassUnseen(step, _neighbour(obs, cup, cup["receiver"])) if step else None
        if pass_now in legal and p_true > 0.7 and self.rng.random() < 0.3:
            return pass_now
        return Believe()


class ExpertBot(Bot):
    level = "expert"
    overbid_chance = 0.0  # needless bluffs cost gorgées against these opponents (EN-BOT1)
    jitter = 0.03  # small noise on expected costs, so that near ties are not predictable

    def announce(self, obs, cup, legal):
        assert self.model is not None
        floor = cup["floor"]
        real = self.truthful_value(obs, cup)
        if real is not None:
            step = next_value(real)
            if (step is not None and step != ENCULETTE and real != ENCULETTE
                    and self.rng.random() < self.overbid_chance):
                return self.announce_value(obs, legal, step)
            return self.announce_value(obs, legal, real)
        if cup["dice"] is None:  # blind announcement: the lowest allowed is the likeliest true
            return self.announce_value(obs, legal, self.lowest_allowed(obs, floor))
        # Forced to lie: compare expected gorgées.
        bluff = self.lowest_allowed(obs, floor)
        receiver = _neighbour(obs, cup, cup["server"])
        doubt = self.doubt_chance(bluff, receiver)
        real_roll = read_roll(*cup["dice"])
        costs: list[tuple[float, Action]] = []
        # A caught hidden 51 costs three (E2).
        costs.append(((3.0 if real_roll == FIFTY_ONE else 1.0) * doubt,
                      self.announce_value(obs, legal, bluff)))
        if Reshake() in legal:
            costs.append((doubt * (1.0 - _at_least(bluff)), Reshake()))
        if Reveal51() in legal:
            costs.append((1.0, Reveal51()))
        return self.cheapest(costs)

    def respond(self, obs, cup, legal):
        assert self.model is not None
        announced = cup["announced"]
        if announced == ENCULETTE:
            return Doubt()
        posterior = self.roll_posterior(obs, cup)
        p_true = chance_at_least(posterior, announced)
        me = cup["receiver"]
        nxt = _neighbour(obs, cup, me)
        costs: list[tuple[float, Action]] = [(p_true, Doubt())]
        # Believing: if my shake does not beat it, I must bluff one step up (or reshake blind).
        step = next_value(announced)
        assert step is not None
        miss = 1.0 - _above(announced)
        caught = self.doubt_chance(step, nxt)
        if obs["options"]["blind_reshake"]:
            caught *= 1.0 - _at_least(step)
        costs.append((miss * caught, Believe()))
        # E4: passing unseen one step up makes me answer for dice I never saw.
        pass_now = PassUnseen(step, nxt) if step != ENCULETTE else None
        if pass_now in legal:
            true_after = chance_at_least(posterior, step)
            # Seed: "son voisin ..., en tant qu'auteur du lancer, connaît le score réel sous la
            # tasse": the author lifts every lie passed back to them.
            knows = nxt == cup["author"] and not cup["blind"]
            lifted = 1.0 if knows else self.doubt_chance(step, nxt)
            costs.append((lifted * (1.0 - true_after), pass_now))
        return self.cheapest(costs)

    def cheapest(self, costs: list[tuple[float, Action]]) -> Action:
        scored = [(cost + self.rng.uniform(0.0, self.jitter), i) for i, (cost, _) in
                  enumerate(costs)]
        return costs[min(scored)[1]][1]

    def doubt_chance(self, value: int, player: int) -> float:
        """How likely `player` is to lift an announcement of `value`, from what they did."""
        assert self.model is not None
        return self.model.profiles[player].doubt_rate(value)

    def roll_posterior(self, obs, cup) -> list[float]:
        """P(each roll, by rank) under this cup, from the history of the exchange."""
        assert self.model is not None
        origin = self.model.origin(cup["index"])
        if origin is None or cup["author"] is None:
            return roll_posterior(cup["announced"], None, Profile(), blind=True)
        author, value, floor, blind = origin
        return roll_posterior(value, floor, self.model.profiles[author], blind)

    def chance_true(self, obs, cup) -> float:
        """P(the dice hold the current announcement); passes unseen (E4) may have raised it."""
        return chance_at_least(self.roll_posterior(obs, cup), cup["announced"])


def announcement_truth(value: int, floor: int | None, boldness: float, blind: bool) -> float:
    """The regular bot's estimate that a server who had to beat `floor` holds `value`.

    Rolls that beat `value` make it true (weight s); rolls at or below `floor` force a lie
    (weight f); rolls in between make it a lie only if the server overbids, which the regular
    bot assumes happens with a fixed boldness b: P(true) = s / (s + f + b * v).
    """
    s = _at_least(value)
    if blind:
        return s  # a blind announcer knows nothing: the dice alone decide
    f = _below_or_equal(floor)
    v = max(0.0, 1.0 - s - f)
    return s / (s + f + boldness * v) if s > 0 else 0.0


def _neighbour(obs: Mapping[str, Any], cup: Mapping[str, Any], seat: int) -> int:
    """The next player present in the cup's way of turning (as `State.neighbour`)."""
    absent = set(obs["away"]) | set(obs["gone"])
    seat = (seat + cup["step"]) % obs["players"]
    while seat in absent:
        seat = (seat + cup["step"]) % obs["players"]
    return seat


BOT_CLASSES: dict[str, type[Bot]] = {"novice": NoviceBot, "regular": RegularBot,
                                     "expert": ExpertBot}


def make_bot(level: str, seed: int) -> Bot:
    """A bot of `level` ("novice", "regular" or "expert") drawing from `random.Random(seed)`;
    its seat is the player it is asked to `act` for."""
    cls = BOT_CLASSES.get(level_name(level)) if isinstance(level, str) else None
    if cls is None:
        raise BotError(f"unknown bot level {level!r}; levels are {', '.join(LEVELS)}")
    return cls(None, random.Random(seed))
