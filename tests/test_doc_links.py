"""Every link in the repository's documentation points inside the repository and to something
that exists: markdown links and images, and the repository paths the texts name in backquotes
(`docs/records.md`, `deboule/registry.py`, `tests/test_replay.py::name`). A path leaving the
repository (`../shared/...`, a path of this machine) or a web address is refused: a newcomer
with a clone only must be able to follow every one."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
TOP = ("docs", "deboule", "tests", "bench", "scripts")
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
QUOTED = re.compile(r"`([^`\s]+)`")
PATH = re.compile(r"^(?:\.\./|/work/|(?:" + "|".join(TOP) + r")/)")


def broken(text: str, folder: Path) -> list[str]:
    """What in `text` (a document in `folder`) points outside the repository or at nothing."""
    found = []
    for match in LINK.finditer(text):
        target = match.group(1).split("#")[0]
        if re.match(r"^[a-z]+:", match.group(1)):
            found.append(f"{match.group(1)} (a link out of the repository)")
        elif target and not _inside(folder / target):
            found.append(target)
    for match in QUOTED.finditer(text):
        name = match.group(1).split("::")[0].rstrip(".,;:)")
        if not PATH.match(name) or any(c in name for c in "<>*{}"):
            continue  # not a path, or a pattern (deboule/games/<package>/match.py)
        if not _inside(ROOT / name):
            found.append(name)
    return found


def _inside(path: Path) -> bool:
    resolved = path.resolve()
    return resolved.is_relative_to(ROOT) and resolved.exists()


def test_the_checker_catches_links_out_and_missing_files():
    text = ("[seed](../../shared/seeds/x.txt) ![pic](screenshots/none.png) "
            "[web](https://example.org) `../shared/RULINGS.md` `deboule/nowhere.py` "
            "`deboule/registry.py` `deboule/games/<package>/match.py` [ok](records.md)\n")
    assert broken(text, ROOT / "docs") == [
        "../../shared/seeds/x.txt", "screenshots/none.png",
        "https://example.org (a link out of the repository)", "../shared/RULINGS.md",
        "deboule/nowhere.py"]


@pytest.mark.parametrize("doc", DOCS, ids=lambda d: str(d.relative_to(ROOT)))
def test_every_doc_link_points_inside_the_repository(doc):
    assert broken(doc.read_text(encoding="utf-8"), doc.parent) == []
