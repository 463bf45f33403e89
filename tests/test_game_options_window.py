"""The window's "Créer une salle" shows the game's own set-up lines that choose its options and
sends the options mapping the local set-up chooses with them (deboule/games/<game>/setup.py
`options`), which the game's schema accepts and its match plays (docs/options.md)."""

from __future__ import annotations

from types import SimpleNamespace

from deboule import registry
from deboule.rules.cul_de_chouette.variant import Variant
from tests.headless_app import headless_app

# (game key, players, the lines chosen, the options mapping the room is sent)
CHOICES = [
    ("deboule", 4, {"teams": True}, {"teams": True}),
    ("enculette", 3, {"variant": "aveugle"}, {"blind_reshake": True}),
    ("chamot", 2, {"length": "normal"}, {"short": False, "house_words": []}),
    ("cdc", 2, {"preset": "iruo"}, {"preset": "iruo"}),
]


def test_the_online_create_screen_sends_the_local_setups_options(tmp_path):
    with headless_app(tmp_path, (1280, 720)) as app:
        from deboule.screens.online_create import CreateRoomScreen

        screen = CreateRoomScreen(app, "ws://127.0.0.1:1", "Alice")
        app.push(screen)
        for key, players, lines, sent in CHOICES:
            screen.menu = screen.build(app, key, players, {})
            for line, value in lines.items():
                screen.menu.item(line).select(value)
            game, seats, args, options, _, _ = screen.room_request()
            assert options == sent, key
            entry = registry.by_name(game)
            assert entry.check_options(options, len(seats))  # the game's schema takes them
        # Cul de Chouette's options screen: what it changed from the preset goes too
        screen.menu = screen.build(app, "cdc", 2, {})
        screen.menu.item("preset").select("kaamelott")
        screen.extra["options"] = SimpleNamespace(
            variant=Variant.preset("kaamelott", bevue_penalty=20), teams_for=lambda n: None)
        game, seats, _, options, _, _ = screen.room_request()
        assert options == {"preset": "kaamelott", "teams": False, "bevue_penalty": 20}
        match = registry.by_name(game).new_match(options, ["expert", "novice"], seed=1)
        try:
            assert match.variant.bevue_penalty == 20
        finally:
            match.close()
