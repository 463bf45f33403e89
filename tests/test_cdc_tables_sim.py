"""Issue 34: the third preset, `tables` (kaamelott with the house rules other programs commonly
play), from the command line: a seeded `deboule sim --game cul-de-chouette --preset tables`
game is reproducible (two runs: the same lines and the same record, byte for byte), its record
carries the preset's every house rule and replays identically (`deboule replay`, the verifier;
tests/test_records.py shows it catching a changed record). Three players of three levels, one
seed: a whole game on the physics dice takes a few seconds."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from deboule.rules.cul_de_chouette import house
from deboule.rules.cul_de_chouette.variant import Variant

ROOT = Path(__file__).resolve().parents[1]
SEED = 5
ARGS = ("sim", "--game", "cul-de-chouette", "--preset", "tables", "--players", "3",
        "--bots", "novice,regular,expert", "--seed", str(SEED))


def deboule(*args: str, home: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, DEBOULE_CONFIG_DIR=str(home / "config"),
               DEBOULE_DATA_DIR=str(home / "data"), PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "deboule.cli", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)


@pytest.fixture(scope="module")
def runs(tmp_path_factory) -> list[tuple[str, bytes, Path]]:
    out = []
    for n in (1, 2):
        home = tmp_path_factory.mktemp(f"tables_{n}")
        record = home / "game.json"
        proc = deboule(*ARGS, "--record", str(record), home=home)
        assert proc.returncode == 0, proc.stderr
        out.append((proc.stdout, record.read_bytes(), home))
    return out


def test_a_seeded_tables_game_is_reproducible(runs):
    (lines_a, record_a, _), (lines_b, record_b, _) = runs
    assert len(lines_a.splitlines()) > 30  # a whole game was played
    assert lines_a == lines_b
    assert record_a == record_b


def test_the_record_carries_the_tables_preset_and_its_house_rules(runs):
    data = json.loads(runs[0][1])
    variant = data["options"]["variant"]
    assert variant["name"] == "tables"
    assert variant == Variant.preset("tables").to_dict()
    for option in house.OPTIONS:  # each house rule at its `tables` value
        assert variant[option.name] == option.tables, option.name
    assert Variant.from_dict(variant) == Variant.preset("tables")


def test_the_record_replays_identically(runs):
    _, _, home = runs[0]
    proc = deboule("replay", "--quiet", str(home / "game.json"), home=home)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "identique / identical" in proc.stdout



def test_every_set_up_offers_the_tables_preset():
    from deboule.games.cul_de_chouette.sim import cli_facts
    from deboule.screens.online_create import named_presets

    assert "tables" in cli_facts()["presets"]  # deboule sim --preset, the online room's check
    assert "tables" in named_presets("cdc")  # the online room's set-up line
