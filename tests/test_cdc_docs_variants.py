"""Issue 49: docs/rules-cul-de-chouette.md's table of variants lists every rule of other programs
added by the issue, with the source file it cites in the code (`HouseOption.source`)."""

from __future__ import annotations

import re
from pathlib import Path

from deboule.rules.cul_de_chouette import house

DOC = Path(__file__).resolve().parents[1] / "docs" / "rules-cul-de-chouette.md"
ADDED = ("civet_bets", "sirop_own_bet", "jarret_direct", "neant_souffle_ties",
         "suite_velute_rethrow", "soufflette_floor", "pelican_ties", "contre_sirop_reading",
         "grelottine_two_throws", "grelottine_shout_ties", "lance_civet", "graines")


def test_every_added_rule_has_a_table_row_naming_its_source_file():
    rows = [line for line in DOC.read_text(encoding="utf-8").splitlines()
            if line.startswith("| `")]
    for name in ADDED:
        option = house.BY_NAME[name]
        mine = [row for row in rows if row.startswith(f"| `{name}`")]
        assert mine, name
        files = re.findall(r"[\w./-]+\.(?:ts|tsx|js|md|java)", option.source)
        if "documentation cdc .md" in option.source:  # patmulot's file name has spaces
            files.append("documentation cdc .md")
        assert files, option.source
        assert any(any(Path(f).name in row for f in files) for row in mine), (name, files)
        choices = [c for c in option.choices if not isinstance(c, bool)]
        assert all(f"`{c}`" in " ".join(mine) for c in choices), (name, choices)
