"""The room's blinding of what its bot clients get (deboule/online/secrecy.py), piece by piece:
one-way and steady for one room, different in another, the world's random stream replaced and
nothing else, the key kept in the room's save and a bad one refused."""

from __future__ import annotations

import numpy as np
import pytest

from deboule import registry
from deboule.online import secrecy
from deboule.online.room import Room
from deboule.online.room_save import room_to_save


def test_a_blinded_seed_is_steady_in_a_room_and_unlinked_across_rooms():
    one, two = secrecy.new_secret(), secrecy.new_secret()
    assert one != two and len(bytes.fromhex(one)) == secrecy.SECRET_BYTES
    seed = 7 * 1000 + 1  # Cul de Chouette's first bot of a match seeded 7
    blinded = secrecy.blind_seed(one, seed)
    assert blinded == secrecy.blind_seed(one, seed)  # the server's bot and the client's agree
    assert blinded != secrecy.blind_seed(two, seed)
    assert 0 <= blinded < 2**secrecy.SEED_BITS
    assert blinded // 1000 != 7 and blinded != seed
    spawned = np.random.SeedSequence(7).spawn(3)  # Le Déboulé's seats' streams
    values = {secrecy.blind_seed(one, s) for s in spawned}
    assert len(values) == 3 and all(v != 7 for v in values)
    key = "cdc/7/0/12/decide"  # a reseed key naming the match's seed
    assert secrecy.blind_key(one, key) == secrecy.blind_key(one, key) != \
        secrecy.blind_key(two, key)
    assert "cdc" not in secrecy.blind_key(one, key)


def test_a_world_sent_to_a_bot_client_has_another_random_stream():
    rng = np.random.default_rng(7)
    state = rng.bit_generator.state
    exported = {"version": 1, "integration": "AAAA", "rng": {
        "bit_generator": "PCG64", "state": format(state["state"]["state"], "x"),
        "inc": format(state["state"]["inc"], "x"), "has_uint32": 0, "uinteger": 0}}
    blinded = secrecy.blind_world(secrecy.new_secret(), exported, call=3)
    assert blinded["rng"]["state"] != exported["rng"]["state"]
    assert blinded["rng"]["inc"] != exported["rng"]["inc"]
    assert {k: v for k, v in blinded.items() if k != "rng"} == \
        {k: v for k, v in exported.items() if k != "rng"}
    assert secrecy.blind_world("00" * 32, {"no": "rng"}, 1) == {"no": "rng"}


def test_a_room_keeps_its_key_in_its_save_and_refuses_a_bad_one():
    room = Room("ABCDEFGH", registry.by_name("chamot"), {"players": 2, "seed": 5},
                ["open", "open"])
    data = room_to_save(room)
    assert data["secret"] == room.secret and data["replay"] is False
    again = Room.from_save(data)
    assert again.secret == room.secret and again.replay is False
    with pytest.raises(ValueError):
        Room.from_save({**data, "secret": "not hex"})


def test_the_members_are_told_the_arguments_without_the_seed():
    assert secrecy.public_args({"players": 2, "seed": 5, "preset": "short"}) == \
        {"players": 2, "preset": "short"}
    assert secrecy.draw_seed() != secrecy.draw_seed()


def test_a_deboule_view_holds_the_turn_orders_drawn_not_the_seed():
    """Le Déboulé's turn orders come from the match's seed (the four-player rule): a seat's
    view holds the orders drawn instead of the seed (deboule/rules/deboule/views.py), a state
    rebuilt from it has the same order and view whatever generator it is given, and a copy keeps
    them."""
    import copy
    import random

    from test_deboule_support import new_game, roll_off

    from deboule.rules.deboule import ChooseLeadPosition

    orders = set()
    for seed in range(6):
        game = new_game(4, seed=12345 + seed)
        roll_off(game, 2)
        game.apply(ChooseLeadPosition("first"))
        view = game.seat_view(1)
        assert view["state"]["options"]["seed"] == 0 and view["state"]["orders"]
        assert "12345" not in str(view)
        rebuilt = type(game).from_seat_view(view, random.Random(seed))
        assert rebuilt.turn_order == game.turn_order
        assert rebuilt.seat_view(1) == view
        assert copy.deepcopy(rebuilt).seat_view(1) == view
        assert copy.deepcopy(game).seat_view(1) == view
        orders.add(game.turn_order)
    assert len(orders) > 1  # the orders really were drawn (from the seed)
