"""`deboule play` with no display: a bot match of Le Déboulé, printed, and a picture of the end.

Writes the final table with the score as a PNG in the user's data directory (or --out).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from deboule.files.atomic import os_reason
from deboule.games.deboule import GAME
from deboule.games.deboule.match import DebouleMatch
from deboule.rules.deboule.messages import side_name
from deboule.shell.settings import data_dir
from deboule.text.i18n import Phrase, tr
from deboule.text.terminal import say, warn


def final_picture(match: DebouleMatch, path: Path, lang: str = "fr",
                  size: tuple[int, int] = (1280, 720)) -> Path:
    """Render the table as the match ended, with the score written on it."""
    # loaded on first use, not with this module: Pillow (10 ms)
    from PIL import Image, ImageDraw, ImageFont

    # loaded on first use, not with this module: OpenGL, Pillow, the screens (20 ms)
    from deboule.render import HeadlessRenderer, drawables_from_poses, top_camera
    world = match.world
    with HeadlessRenderer() as renderer:
        image = renderer.image(drawables_from_poses(world.pieces, world.poses()),
                               top_camera(aspect=size[0] / size[1]), size=size)
    picture = Image.fromarray(np.asarray(image)[..., :3])
    draw = ImageDraw.Draw(picture, "RGBA")
    font = ImageFont.load_default(size=28)
    game = match.game
    lines = [tr("headless.side_score", lang, side=side_name(game.layout, side, lang), score=score)
             for side, score in enumerate(game.scores)]
    if game.winner is not None:
        lines.append(tr("game.winner", lang, name=side_name(game.layout, game.winner, lang)))
    draw.rectangle((0, 0, 520, 24 + 38 * len(lines)), fill=(12, 10, 8, 170))
    for i, line in enumerate(lines):
        draw.text((20, 12 + 38 * i), line, font=font, fill=(255, 230, 150, 255))
    path.parent.mkdir(parents=True, exist_ok=True)
    picture.save(path)
    return path


def run_headless(args, out: Path | None = None) -> int:
    lang = getattr(args, "lang", None) or "fr"
    seed = int(getattr(args, "seed", 0) or 0)
    say(tr("headless.no_display", lang))
    match = GAME.new_match({}, ["regular", "expert"], seed=seed, names=["regular", "expert"],
                           lang=lang, headless=True)
    printed = 0
    for _ in range(200_000):  # a guard against a deboule/rules/physics loop; a match needs far less
        if match.over:
            break
        match.update(1.0)
        for line in match.log[printed:]:
            say(line)
        printed = len(match.log)
    else:
        say("la partie n'a pas fini / the match did not end")
        return 1
    path = out or data_dir() / "final-table.png"
    try:
        final_picture(match, path, lang)
    except (OSError, ValueError) as exc:  # a read-only or full data directory: the match stands
        warn(Phrase("headless.picture_failed", path=str(path), reason=os_reason(exc)).both())
        return 0
    say(tr("headless.saved", lang, path=path))
    return 0
