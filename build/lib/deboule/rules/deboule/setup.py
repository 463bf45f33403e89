"""Who plays which déboules: players, sides (a player or a team) and colours.

Seed: "À deux joueurs, chacun reçoit 4 déboules ... À trois, chacun reçoit 2 déboules et joue
individuellement ... À quatre, chacun reçoit deux déboules et on joue par équipes de deux ou
chacun pour soi." Each colour has two déboules, "<colour>-1" and "<colour>-2".
"""

from __future__ import annotations

from dataclasses import dataclass, field

from deboule.rules.core import IllegalAction
from deboule.rules.core.ranges import Range, check_int

COLOURS = ("red", "blue", "green", "yellow")
TARGET_SCORE = 21  # seed: "totaliser 21 points (ou plus) à la fin d'une manche"
# The numeric options' ranges (issue 32, point 3; docs/options.md). Players: the seed's 2 to 4.
# The seed: the command line's (a 63-bit whole number). The target: the seed's 21, and a long
# evening's 210 ten times over at most (a manche scores a few points: 1000 is days of play).
RANGES: dict[str, Range] = {
    "players": Range(2, 4),
    "seed": Range(0, 2**63 - 1),
    "target": Range(1, 1000),
}


@dataclass(frozen=True)
class MatchOptions:
    """players: 2, 3 or 4; teams: only with 4 (players 0 & 2 against 1 & 3); seed: for the
    random order of the seed's four-player rule; target: the winning score."""

    players: int = 2
    teams: bool = False
    seed: int = 0
    target: int = TARGET_SCORE

    def __post_init__(self) -> None:
        check_int("players", self.players, RANGES)
        if not isinstance(self.teams, bool):
            raise IllegalAction("teams must be a boolean")
        if self.teams and self.players != 4:
            raise IllegalAction("teams of two need exactly 4 players")
        check_int("seed", self.seed, RANGES)
        check_int("target", self.target, RANGES)

    def to_dict(self) -> dict:
        return {"players": self.players, "teams": self.teams, "seed": self.seed,
                "target": self.target}

    @classmethod
    def from_dict(cls, data: dict) -> MatchOptions:
        if not isinstance(data, dict):
            raise IllegalAction("options must be a mapping")
        unknown = set(data) - {"players", "teams", "seed", "target"}
        if unknown:
            raise IllegalAction(f"unknown options {sorted(unknown)}")
        return cls(**data)


@dataclass(frozen=True)
class Layout:
    """Seating: player i sits at place i; sides are indexed 0..n_sides-1."""

    side_of: tuple[int, ...]
    members: tuple[tuple[int, ...], ...]
    colours: tuple[tuple[str, ...], ...]
    owner: dict[str, int] = field(hash=False)

    @property
    def n_players(self) -> int:
        return len(self.side_of)

    @property
    def n_sides(self) -> int:
        return len(self.members)

    @property
    def deboules(self) -> tuple[str, ...]:
        return tuple(sorted(self.owner))

    def pieces_of(self, player: int) -> tuple[str, ...]:
        return tuple(f"{c}-{n}" for c in self.colours[player] for n in (1, 2))

    def side_pieces(self, side: int) -> tuple[str, ...]:
        return tuple(p for player in self.members[side] for p in self.pieces_of(player))

    def side_of_piece(self, piece: str) -> int:
        return self.side_of[self.owner[piece]]

    def opponents(self, side: int) -> tuple[int, ...]:
        return tuple(s for s in range(self.n_sides) if s != side)


def colour_of(piece: str) -> str:
    return piece.rsplit("-", 1)[0]


def make_layout(options: MatchOptions) -> Layout:
    if options.players == 2:
        colours: tuple[tuple[str, ...], ...] = (("red", "blue"), ("green", "yellow"))
    else:  # 3 players: yellow stays in the box ("le matériel en plus est inutilisé")
        colours = tuple((c,) for c in COLOURS[: options.players])
    if options.teams:
        side_of = (0, 1, 0, 1)
        members: tuple[tuple[int, ...], ...] = ((0, 2), (1, 3))
    else:
        side_of = tuple(range(options.players))
        members = tuple((p,) for p in range(options.players))
    owner = {f"{c}-{n}": p for p, cs in enumerate(colours) for c in cs for n in (1, 2)}
    return Layout(side_of=side_of, members=members, colours=colours, owner=owner)
