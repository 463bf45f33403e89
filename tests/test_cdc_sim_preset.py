"""Issue 49: `deboule sim --game cul-de-chouette --preset` takes house options written
name=value after a preset (deboule/games/cul_de_chouette/sim_preset.py), so the sim, its record and
its replay play any rule of other tables; a bad one is refused in one line, French and English."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest

from deboule import cli
from deboule.games.cul_de_chouette.sim_preset import parse_preset
from deboule.rules.cul_de_chouette import Variant, VariantError


@pytest.fixture
def sandbox(tmp_path, monkeypatch) -> Path:
    for name in ("data", "config", "tmp", "cwd"):
        (tmp_path / name).mkdir()
    monkeypatch.setenv("DEBOULE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DEBOULE_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "tmp"))
    monkeypatch.chdir(tmp_path / "cwd")
    return tmp_path


def test_a_preset_name_alone_is_the_preset():
    for name in ("kaamelott", "iruo", "tables"):
        assert parse_preset(name) == Variant.preset(name)
    assert parse_preset(None) == parse_preset("") == Variant.preset("kaamelott")


def test_house_options_after_a_preset_change_only_themselves():
    v = parse_preset("tables, civet_bets=kize, sirop_own_bet=on, jarret=jarret, "
                     "jarret_direct=true")
    assert v == Variant.preset("tables", civet_bets="kize", sirop_own_bet=True,
                               jarret="jarret", jarret_direct=True)
    assert parse_preset("civet_doubled=off").civet_doubled is False


@pytest.mark.parametrize("text", [
    "nothing", "tables,iruo", "civet_bets=maybe", "sirop_own_bet=2", "win_score=100",
    "no_such=on", "civet_bets=kize,civet_bets=off", "jarret_direct=on", "=on",
    ",".join(["civet_bets=kize"] * 65),
])
def test_bad_text_is_refused(text):
    with pytest.raises(VariantError):
        parse_preset(text)


def test_the_sim_plays_house_options_into_its_record_and_refuses_bad_ones(sandbox, capsys):
    record = sandbox / "cwd" / "game.json"
    status = cli.main(["sim", "--game", "cul-de-chouette", "--players", "3", "--seed", "3",
                       "--quiet", "--preset", "tables,civet_bets=kize,sirop_own_bet=on",
                       "--record", str(record)])
    assert status == 0
    options = json.loads(record.read_text())["options"]
    text = json.dumps(options)
    assert '"civet_bets": "kize"' in text and '"sirop_own_bet": true' in text
    capsys.readouterr()
    assert cli.main(["sim", "--game", "cul-de-chouette", "--preset", "tables,civet_bets=x"]) != 0
    out, err = capsys.readouterr()
    line, = err.strip().splitlines()
    assert " / " in line and "civet_bets" in line and out == ""
