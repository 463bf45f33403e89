"""The `deboule` command: `play`, `sim`, `bench`.

Each subcommand imports its module lazily so that a headless `sim` never loads OpenGL.
"""

from __future__ import annotations

import argparse
import importlib
import sys

GAMES = ("deboule", "cul-de-chouette", "enculette")

# game name -> module implementing `run(args) -> int` for `deboule sim`
SIM_MODULES = {
    "deboule": "game.sim_deboule",
    "cul-de-chouette": "game.sim_cdc",
    "enculette": "game.sim_enculette",
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="deboule", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)

    play = sub.add_parser("play", help="open the game window (headless bot match without display)")
    play.add_argument("--lang", choices=("fr", "en"), default="fr")
    play.add_argument("--resume", action="store_true", help="resume the last saved game")

    sim = sub.add_parser("sim", help="play a whole game of bots headless and print it")
    sim.add_argument("--game", choices=GAMES, default="deboule")
    sim.add_argument("--players", type=int, default=2)
    sim.add_argument("--bots", default=None, help="comma-separated bot levels, one per player")
    sim.add_argument("--preset", default=None, help="rule preset (kaamelott, iruo)")
    sim.add_argument("--teams", action="store_true", help="4 players in two teams (Le Déboulé)")
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--record", default=None, help="where to write the game record (JSON)")
    sim.add_argument("--quiet", action="store_true")
    sim.add_argument("--lang", choices=("fr", "en"), default="fr")

    replay = sub.add_parser("replay", help="replay a game record headless and check it")
    replay.add_argument("file", help="a game record (JSON) written by sim or play")
    replay.add_argument("--quiet", action="store_true")

    bench = sub.add_parser("bench", help="run the benchmarks and print figures")
    bench.add_argument("name", nargs="?", default="physics")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "sim":
        module = importlib.import_module(SIM_MODULES[args.game])
        return int(module.run(args) or 0)
    if args.command == "play":
        module = importlib.import_module("game.app")
        return int(module.run(args) or 0)
    if args.command == "replay":
        module = importlib.import_module("game.replay")
        return int(module.run(args) or 0)
    if args.command == "bench":
        module = importlib.import_module(f"bench.{args.name}")
        return int(module.main() or 0)
    return 2


if __name__ == "__main__":
    sys.exit(main())
