"""What the rules script's parts (flow.py, effects.py, challenges.py, node_builders.py and the
house rules' parts in house/) read and write on the state that holds them: `State` (state.py)
has all of it; the parts name it `PlayState` so that a reader sees the fields in one place and
the parts need not import state.py (which imports them)."""

from __future__ import annotations

from typing import Any, Protocol

from deboule.rules.core import Event
from deboule.rules.cul_de_chouette.actions import Action
from deboule.rules.cul_de_chouette.variant import Variant


class PlayState(Protocol):
    variant: Variant
    names: list[str]
    side_of: list[int]  # each seat's side (its team under the Doublette, else itself)
    scores: list[int]  # one per side
    bank: list[int]  # one per side (C7)
    raitournelles: int
    # what each seat holds
    has_grelottine: list[bool]
    has_civet: list[bool]
    has_civet_filoche: list[bool]
    has_boucliette: list[bool]
    immune: list[bool]  # Passe-Grelot immunity earned
    passe_grelot_used: list[bool]
    jarret_held: list[bool]  # house/jarret_rules.py's init_holdings sets these five
    flan_held: list[bool]
    rigodon_held: list[bool]
    jarret_mode: str
    flan_by: int
    flan_done: bool
    out_at_turn_end: list[int]  # set by house/sirop_rules.py when a Sirop takes a seat out
    tichage_hidden_at: int | None  # house/tichage.py's part sets these two
    tichage_faces: tuple[int, ...] | None
    # the turns
    order: list[int]
    turn_index: int
    turns: int
    rounds: int
    owner: int | None
    winner_side: int | None
    events: list[Event]
    actions: list[Action]
    # the parts (State.__init__ builds them)
    flow: Any
    node_builders: Any
    effects: Any
    challenges: Any
    scoring_rules: Any
    tichage_rules: Any
    sirop_rules: Any
    civet_rules: Any
    jarret_rules: Any
    jarret_challenges: Any
    grelottine_rules: Any
    oncletom_rules: Any
    patmulot_rules: Any

    @property
    def n_players(self) -> int: ...

    def score(self, player: int) -> int: ...

    def event(self, kind: str, **data: Any) -> None: ...

    def bevue(self, player: int, code: str, detail: str = "") -> None: ...

    def mark_turn_start(self) -> None: ...
