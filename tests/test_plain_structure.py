"""Where a field or a step lives is where a reader looks for it: a rules state inherits only the
contract (deboule.rules.core.GameState) and its game's action numbering (`ActionIds`: class
constants, or methods that call the contract alone), never a mixin reaching into fields the state
defines elsewhere; the parts it used to inherit are functions given the state, or parts it holds
(Cul de Chouette's rules script, its effects, challenges, house rules and node builders are
objects the state builds with itself: `state.flow`, `state.effects`, `state.sirop_rules`...)."""

from __future__ import annotations

import ast
import inspect
import textwrap

import pytest

from deboule.games.deboule.screen import DebouleScreen
from deboule.physics.world import World
from deboule.registry import GAMES, by_name
from deboule.rules.chamot.action_ids import ActionIds as ChamotActionIds
from deboule.rules.core import GameState
from deboule.rules.cul_de_chouette.action_ids import ActionIds as CdcActionIds
from deboule.rules.deboule.action_ids import ActionIds as DebouleActionIds
from deboule.rules.deboule.flow_start import StartFlow
from deboule.rules.deboule.flow_table import TableFlow
from deboule.rules.deboule.flow_turns import TurnFlow
from deboule.rules.deboule.machine import Machine
from deboule.rules.deboule.machine_base import FlowPart
from deboule.rules.enculette.action_ids import ActionIds as EnculetteActionIds
from deboule.screens.base import Screen

ACTION_IDS = (DebouleActionIds, CdcActionIds, EnculetteActionIds, ChamotActionIds)
ALLOWED_BASES = {GameState, *ACTION_IDS}


@pytest.mark.parametrize("game", GAMES, ids=[game.name for game in GAMES])
def test_a_rules_state_inherits_only_the_contract_and_its_action_numbering(game):
    bases = set(game.state_class().__bases__)
    assert bases - ALLOWED_BASES == set()
    assert GameState in bases


def _attributes_read_on_self(function) -> set[str]:
    tree = ast.parse(textwrap.dedent(inspect.getsource(function)))
    return {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name) and node.value.id == "self"}


@pytest.mark.parametrize("helper", ACTION_IDS, ids=[h.__module__ for h in ACTION_IDS])
def test_an_action_numbering_reads_nothing_but_the_contract(helper):
    """The allowed helper is pure: its methods reach the state through the contract only."""
    for name, member in vars(helper).items():
        if inspect.isfunction(member):
            assert _attributes_read_on_self(member) <= set(dir(GameState)), (helper, name)


def test_the_deboule_machine_screen_and_the_world_hold_their_parts():
    """Le Déboulé's machine holds its three flow parts (each on the shared FlowPart, which
    defines every field they use); its screen calls its drawing and input functions; World's
    verbs are its own methods, no attribute hook."""
    assert Machine.__bases__ == (object,)
    assert DebouleScreen.__bases__ == (Screen,)
    assert {part.__bases__ for part in (StartFlow, TableFlow, TurnFlow)} == {(FlowPart,)}
    assert "__getattr__" not in vars(World)


def test_the_cul_de_chouette_state_holds_its_rules_parts():
    """Each part of the rules script is a plain object built with the state and holding it: a
    field read on a part is the state's (`part.state.scores`), a step is the part's method."""
    state = by_name("cul-de-chouette").state_class().new()
    parts = {name: part for name, part in vars(state).items()
             if getattr(part, "state", None) is state}
    assert {"flow", "node_builders", "effects", "challenges", "sirop_rules"} <= set(parts)
    for name, part in parts.items():
        assert type(part).__bases__ == (object,), name
        assert set(vars(part)) == {"state"}, name  # no data of its own: the state's fields


def test_the_rule_sees_a_mixin():
    class Mixin:
        def action_list(self, player: int) -> list:
            return self.options.extra  # a field the state defines elsewhere

    class Mixed(Mixin, DebouleActionIds, GameState):
        pass

    assert set(Mixed.__bases__) - ALLOWED_BASES == {Mixin}
    assert not _attributes_read_on_self(Mixin.action_list) <= set(dir(GameState))
