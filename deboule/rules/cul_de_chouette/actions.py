"""Actions: small frozen dataclasses, serialisable to JSON dicts (a game record is a list of them;
deboule.rules.core.Action: `KIND` is the JSON `type`, `CODEC` reads them back).

Chance and clock actions (`DiceRolled`, `CloseRace`) come from outside: dice engine, race timer.
Every other action carries the acting `player` (seat index).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from deboule.rules import core
from deboule.rules.cul_de_chouette import house

BIRDS = {
    "linotte": 1,
    "alouette": 2,
    "fauvette": 3,
    "mouette": 4,
    "bergeronnette": 5,
    "chouette": 6,
}
BIRD_OF = {v: k for k, v in BIRDS.items()}

# The shouts of the seeds (C3). Each race accepts one shout per eligible player.
SEED_SHOUTS = (
    "pas_mou_le_caillou",
    "grelotte_ca_picote",
    "sans_fin",
    "contre_sirop",
    "pelican",
    "passe_montagne",
    "sbradaradjan",
    "raitournelle",
    "artichette",
    "grelottine",
)
# issue 34: with the house rules' shouts (deboule/rules/cul_de_chouette/house/)
SHOUTS = (*SEED_SHOUTS, *house.SHOUTS)


@dataclass(frozen=True)
class Action(core.Action):
    """Base of Cul de Chouette's actions (a game's own base, so another game's is refused)."""


@dataclass(frozen=True)
class DiceRolled(Action):
    """Chance outcome: the faces of the dice just thrown (in the order requested)."""

    KIND: ClassVar[str] = "dice_rolled"

    faces: tuple[int, ...]


@dataclass(frozen=True)
class CloseRace(Action):
    """Clock: the race window has closed; who has not pressed is last (C3)."""

    KIND: ClassVar[str] = "close_race"


@dataclass(frozen=True)
class Press(Action):
    """A race key press (a shout), `t_ms` after the race opened."""

    KIND: ClassVar[str] = "press"

    player: int
    shout: str
    t_ms: int


@dataclass(frozen=True)
class Pass(Action):
    """Decline: no bet, no buy, no challenge, no Sirotage, no Boucliette, no Sloubi..."""

    KIND: ClassVar[str] = "pass"

    player: int


@dataclass(frozen=True)
class Throw(Action):
    """End the pre-roll phase and throw the two chouettes."""

    KIND: ClassVar[str] = "throw"

    player: int


@dataclass(frozen=True)
class Deposit(Action):
    KIND: ClassVar[str] = "deposit"
    player: int
    amount: int


@dataclass(frozen=True)
class Withdraw(Action):
    KIND: ClassVar[str] = "withdraw"
    player: int
    amount: int


@dataclass(frozen=True)
class DeclareCivet(Action):
    """ "Civet de 80 sur un Cul de Chouette avec Sirotage"."""

    KIND: ClassVar[str] = "declare_civet"

    player: int
    stake: int
    combination: str
    with_sirotage: bool = False


@dataclass(frozen=True)
class BetCivet(Action):
    """Iruo: bet that the Civet succeeds."""

    KIND: ClassVar[str] = "bet_civet"

    player: int


@dataclass(frozen=True)
class BuyDie(Action):
    """Achat de dé (C5)."""

    KIND: ClassVar[str] = "buy_die"

    player: int


@dataclass(frozen=True)
class Siroter(Action):
    KIND: ClassVar[str] = "siroter"
    player: int


@dataclass(frozen=True)
class BetBird(Action):
    """Sirotage bet, by bird name (Linotte 1 ... Chouette 6)."""

    KIND: ClassVar[str] = "bet_bird"

    player: int
    bird: str


@dataclass(frozen=True)
class BleuRougeBet(Action):
    """ "Je tente une relance de 3, 9 ou 18 !" (the thrower's announcement is the relance)."""

    KIND: ClassVar[str] = "bleu_rouge_bet"

    player: int
    values: tuple[int, ...]


@dataclass(frozen=True)
class ChallengeSoufflette(Action):
    KIND: ClassVar[str] = "challenge_soufflette"
    player: int
    target: int


@dataclass(frozen=True)
class Keep(Action):
    """Soufflette: the 4/2/1 dice kept before the next try."""

    KIND: ClassVar[str] = "keep"

    player: int
    faces: tuple[int, ...]


@dataclass(frozen=True)
class ChallengeGrelottine(Action):
    """ "Grelottine !" with the combination and the stake announced."""

    KIND: ClassVar[str] = "challenge_grelottine"

    player: int
    combination: str
    stake: int


@dataclass(frozen=True)
class UseBoucliette(Action):
    KIND: ClassVar[str] = "use_boucliette"
    player: int


@dataclass(frozen=True)
class PasseGrelot(Action):
    KIND: ClassVar[str] = "passe_grelot"
    player: int
    target: int


@dataclass(frozen=True)
class BetChallenge(Action):
    """Bet on a Grelottine challenge's outcome."""

    KIND: ClassVar[str] = "bet_challenge"

    player: int
    success: bool


@dataclass(frozen=True)
class Join(Action):
    """A newcomer joins between rounds (Chante-Sloubi); `player` is the next free seat."""

    KIND: ClassVar[str] = "join"

    player: int
    name: str = ""


@dataclass(frozen=True)
class SingSloubi(Action):
    """One key press per "Sloubi n", times in ms from the start of the song (C6)."""

    KIND: ClassVar[str] = "sing_sloubi"

    player: int
    presses_ms: tuple[int, ...]


@dataclass(frozen=True)
class DoubleCdc(Action):
    """Cul de Chouette doublé (issue 34, house/sirop.py): throw the three dice again."""

    KIND: ClassVar[str] = "double_cdc"

    player: int


@dataclass(frozen=True)
class UseJarret(Action):
    """Issue 34, house rule Jarret (house/jarret_rules.py): play a Jarret before the throw,
    `mode` "mi", "bi" or "sifflet", or "lance" giving it to `target`."""

    KIND: ClassVar[str] = "use_jarret"

    player: int
    mode: str
    target: int = -1


@dataclass(frozen=True)
class UseRigodon(Action):
    """Issue 34, house rule Rigodon (house/jarret_challenges.py): cancel a Grelottine challenge."""

    KIND: ClassVar[str] = "use_rigodon"

    player: int


@dataclass(frozen=True)
class Tiche(Action):
    """Issue 34, Tichette by bidding (house/tichage.py): raise the tiche to `tiche` (1 to 3
    digits, each a face, in rising order)."""

    KIND: ClassVar[str] = "tiche"

    player: int
    tiche: int


@dataclass(frozen=True)
class Quiche(Action):
    """Issue 34, Tichette by bidding: "se quicher" (leave the bidding, paying one's last tiche)."""

    KIND: ClassVar[str] = "quiche"

    player: int


@dataclass(frozen=True)
class Ticher(Action):
    """Issue 34, Tichette by bidding: claim the current tiche's digits are all among the hidden
    dice."""

    KIND: ClassVar[str] = "ticher"

    player: int


@dataclass(frozen=True)
class GiveCivet(Action):
    """Issue 49, the Lance-Civet (OncleTom77): "Lance-Civet !", one's Civet given to `target`."""

    KIND: ClassVar[str] = "give_civet"

    player: int
    target: int


@dataclass(frozen=True)
class StandUp(Action):
    """The Graines (aribautg, house/graines.py): `player` gets up from the table (in the window:
    steps away to the pause menu); `graines`: they said « Je ne mange pas de graines ! » as they
    did. Taken at any moment of the game, outside the turn's script, like a shout out of a race;
    never listed among the legal actions."""

    KIND: ClassVar[str] = "stand_up"

    player: int
    graines: bool


_CLASSES: tuple[type[Action], ...] = (
    DiceRolled, CloseRace, Press, Pass, Throw, Deposit, Withdraw, DeclareCivet, BetCivet, BuyDie,
    Siroter, BetBird, BleuRougeBet, ChallengeSoufflette, Keep, ChallengeGrelottine,
    UseBoucliette, PasseGrelot, BetChallenge, Join, SingSloubi,
    DoubleCdc, UseJarret, UseRigodon, Tiche, Quiche, Ticher,  # issue 34: house rules' actions
    GiveCivet,  # the Lance-Civet's (house/oncletom_rules.py)
    StandUp,  # the Graines' (house/graines.py)
)
# Records and saves written before the common codec spelled each kind as its class name
# ("DiceRolled"): they still read.
CODEC = core.ActionCodec(*_CLASSES, legacy={cls.__name__: cls for cls in _CLASSES})
action_from_dict = CODEC.from_dict  # an action from its JSON dict, or IllegalAction
