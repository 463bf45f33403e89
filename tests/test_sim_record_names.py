"""`deboule sim` without `--record` writes its record in the user's data folder
(`DEBOULE_DATA_DIR`/platformdirs, `records/sims/`), under a name no other game shares: the same
seed with other bots once wrote the same `deboule-2p-seed11.json` in the machine's shared
temporary folder, the second game over the first (issue 44, point 6)."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest

from deboule import cli
from deboule.games.deboule import sim as sim_deboule
from deboule.replays.sim_records import sim_record_name


@pytest.fixture
def data_dir(monkeypatch, tmp_path) -> Path:
    monkeypatch.setenv("DEBOULE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    monkeypatch.setattr(sim_deboule, "TARGET", 3)  # a short match: the names are the point
    return tmp_path


def test_two_games_with_one_seed_keep_two_records_in_the_data_folder(data_dir, capsys):
    records = []
    for bots in ("novice,novice", "novice,regular"):
        assert cli.main(["sim", "--game", "deboule", "--bots", bots, "--seed", "11",
                         "--quiet"]) == 0
        out = capsys.readouterr().out
        records.append(Path(out.strip().rsplit("record=", 1)[1]))
    first, second = records
    assert first != second
    assert first.parent == second.parent == data_dir / "data" / "records" / "sims"
    assert json.loads(first.read_text(encoding="utf-8"))["seats"] == ["novice", "novice"]
    assert json.loads(second.read_text(encoding="utf-8"))["seats"] == ["novice", "regular"]
    assert not any((data_dir / "tmp").rglob("*.json")), "nothing in the shared temporary folder"


def test_the_name_changes_with_everything_that_makes_the_game():
    base = dict(game="deboule", players=2, seats=("novice", "novice"), seed=11,
                options={"teams": False, "target": 21})
    name = sim_record_name(**base)
    assert name.startswith("deboule-2p-novice-novice-seed11-") and name.endswith(".json")
    assert sim_record_name(**base) == name  # the same game: the same name
    changes = [{"seats": ("novice", "regular")}, {"seats": ("regular", "novice")},
               {"seed": 12}, {"players": 4, "seats": ("novice",) * 4},
               {"options": {"teams": True, "target": 21}},
               {"options": {"teams": False, "target": 7}}, {"game": "chamot"},
               # seats that a readable name alone would mix up
               {"seats": ("my.bot:A", "novice")}, {"seats": ("my_bot_A", "novice")}]
    names = {sim_record_name(**{**base, **change}) for change in changes}
    assert len(names) == len(changes) and name not in names


def test_a_name_holds_no_path_or_control_character():
    name = sim_record_name("deboule", 2, ("../../x:Y", "a\x1b[31mb"), 0)
    assert "/" not in name and "\\" not in name and "\x1b" not in name and ".." not in name
