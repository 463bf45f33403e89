"""Print the code's layout as a tree with line counts (docs/architecture.md shows its output).

    python scripts/layout.py [rules game physics spatial]
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def lines(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def tree(folder: Path, indent: str = "") -> list[str]:
    out = []
    entries = sorted(p for p in folder.iterdir() if p.name != "__pycache__" and (
        p.is_dir() and any(p.rglob("*.py")) or p.suffix == ".py"))
    for path in entries:
        if path.is_dir():
            total = sum(lines(p) for p in path.rglob("*.py"))
            out.append(f"{indent}{path.name}/{'':<{max(1, 34 - len(indent) - len(path.name))}}"
                       f"{total:>6}")
            out.extend(tree(path, indent + "  "))
        else:
            out.append(f"{indent}{path.name:<{35 - len(indent)}}{lines(path):>6}")
    return out


def main(argv: list[str]) -> int:
    for name in argv or ["deboule"]:
        total = sum(lines(p) for p in (ROOT / name).rglob("*.py"))
        print(f"{name}/{'':<{34 - len(name)}}{total:>6}")
        print("\n".join(tree(ROOT / name, "  ")))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
