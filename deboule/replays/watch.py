"""`deboule replay FILE --watch`: a game record played back in the game window, with the viewer
of "Revoir une partie" (deboule/screens/replays.py), instead of checked headless
(deboule/replays/replay.py).

It lives apart from deboule/replays/replay.py so that the headless check never imports the window,
and the viewer, which compares the end with deboule.replays.replay's tools, is not imported back by
it."""

from __future__ import annotations

from pathlib import Path

from deboule.replays.records import RecordError, load_record
from deboule.replays.replay import EXIT_BAD_FILE, EXIT_DIFFERENT, MESSAGES
from deboule.replays.replay_base import ReplayError
from deboule.shell.app import display_available, say_unreachable
from deboule.text.i18n import Phrase
from deboule.text.terminal import warn


def watch(path: Path | str) -> int:
    """`deboule replay FILE --watch`: the record played back in the game window (the viewer of
    "Revoir une partie", deboule/screens/replays.py). A file that cannot be used, or that does
    not replay, is one line in French and English and a non-zero exit; nothing opens."""
    try:
        record = load_record(path)
    except RecordError as exc:
        warn(MESSAGES["bad_file"].format(reason=exc))
        return EXIT_BAD_FILE
    # loaded on first use, not with this module: the screens (1 ms)
    from deboule.screens.playback import outline

    try:
        plan = outline(record)  # played through once: a record that does not replay stops here
    except ReplayError as exc:
        warn(MESSAGES["no_replay"].format(reason=exc))
        return EXIT_DIFFERENT

    if not display_available():
        warn(Phrase("cli.watch_failed", reason=Phrase("cli.no_display")).both())
        return EXIT_BAD_FILE
    if say_unreachable("cli.display_unreachable.watch"):
        return EXIT_BAD_FILE
    # loaded on first use, not with this module: the screens, the records, the shell (9 ms)
    from deboule.screens.replays import ReplayViewer
    from deboule.shell.window import GameApp

    app = GameApp()
    app.push(ReplayViewer(app, record, plan, quit_on_leave=True))
    return app.run()


def run(args) -> int:
    """Entry point of `deboule replay FILE --watch`."""
    return watch(args.file)
