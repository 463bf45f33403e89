"""The seed's fautes graves and très graves, and every penalty in gorgées (E2)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

# E2: "Boire la quantité étalon" is a gorgée counted against the player.
STANDARD_GORGEES = 1
# E2: "A faute grave costs one gorgée" (seed: "La sanction en vigueur est l'absorption de la
# quantité étalon du liquide en vigueur").
GRAVE_GORGEES = 1
# E2: "a faute très grave three" (seed: "ou tout simplement trois quantités étalon").
TRES_GRAVE_GORGEES = 3
# E2: "a caught hidden 51 three" (seed: "l'annonceur doit boire obligatoirement trois quantités
# étalon du liquide en vigueur").
HIDDEN_51_GORGEES = 3


class Severity(StrEnum):
    GRAVE = "grave"
    TRES_GRAVE = "tres_grave"

    @property
    def gorgees(self) -> int:
        return GRAVE_GORGEES if self is Severity.GRAVE else TRES_GRAVE_GORGEES


class FauteKind(StrEnum):
    # -- "On qualifie de faute grave les actions suivantes :"
    NOT_REFILLED = "not_refilled"  # "Ne pas re-remplir la tasse-étalon après absorption."
    # "Dénoncer un joueur pour non-remplissage de récipient avant que celui-ci ait effectué une
    # annonce."
    EARLY_DENUNCIATION = "early_denunciation"
    SECOND_31 = "second_31"  # "Annoncer deux fois dans la même partie la combinaison 31." (E3)
    # "Regarder le lancer de la Tasse du serveur (dans ce cas là, le serveur doit relancer la
    # Tasse)."
    PEEKED = "peeked"
    # "Sortir du cercle de jeu sans demander un temps mort"
    LEFT_CIRCLE = "left_circle"
    DROPPED_UTENSIL = "dropped_utensil"  # "Tomber un ustensile de jeu (dé, tasse, sous-tasse)."
    # "Effectuer une tricherie quelconque perturbant le déroulement du jeu."
    CHEATING = "cheating"
    # "Il est important de respecter pour chaque Tasse son sens de rotation initial sous peine de
    # faute grave."
    WRONG_DIRECTION = "wrong_direction"
    # -- "On qualifiera de faute très grave les actions suivantes :"
    BROKEN_CUP = "broken_cup"  # "Briser la tasse ou la sous-tasse."
    PERSISTENT_31 = "persistent_31"  # "Annonce persistante de la combinaison 31."
    STARED = "stared"  # "Regarder avec insistance le résultat du lancer du serveur."
    # "Toute autre action contraire à l'esprit du jeu et qui paraîtrait très grave à la majorité
    # des joueurs."
    AGAINST_SPIRIT = "against_spirit"


@dataclass(frozen=True)
class FauteRule:
    severity: Severity
    automatic: bool = False  # detected by the rules themselves, never reported by a referee
    forces_reshake: bool = False  # the dice were seen: the server shakes again
    refill: bool = False  # part of the refill rule (reported through Denounce when it is on)


FAUTES: dict[FauteKind, FauteRule] = {
    FauteKind.NOT_REFILLED: FauteRule(Severity.GRAVE, refill=True),
    FauteKind.EARLY_DENUNCIATION: FauteRule(Severity.GRAVE, refill=True),
    FauteKind.SECOND_31: FauteRule(Severity.GRAVE, automatic=True),
    FauteKind.PEEKED: FauteRule(Severity.GRAVE, forces_reshake=True),
    FauteKind.LEFT_CIRCLE: FauteRule(Severity.GRAVE),
    FauteKind.DROPPED_UTENSIL: FauteRule(Severity.GRAVE),
    FauteKind.CHEATING: FauteRule(Severity.GRAVE),
    FauteKind.WRONG_DIRECTION: FauteRule(Severity.GRAVE),
    FauteKind.BROKEN_CUP: FauteRule(Severity.TRES_GRAVE),
    FauteKind.PERSISTENT_31: FauteRule(Severity.TRES_GRAVE, automatic=True),
    # EN-F2: staring at the roll exposes it just as peeking does, so the server shakes again too.
    FauteKind.STARED: FauteRule(Severity.TRES_GRAVE, forces_reshake=True),
    FauteKind.AGAINST_SPIRIT: FauteRule(Severity.TRES_GRAVE),
}
