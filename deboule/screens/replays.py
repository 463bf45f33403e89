""""Revoir une partie" (issue 15, point 3): the list of recorded games, and the viewer that
plays one back on the game's own table.

The list shows the records found where the game keeps them (`deboule.replays.records.records_dir()`,
the window's finished games, and its sub-folders: a sim's record written there, e.g. `deboule sim
--record <data>/records/sims/x.json`, is listed too) and in the Déboulé sim's default folder
(R19: `<temp>/deboule-records`), newest first. It is built in a background thread from each
file's date and head (deboule/replays/record_index.py: the player's own files only, refused files
shown with why); a record is read only when it is opened, in a background thread too, with a line
of progress (issue 32, point 3). The viewer (`ReplayViewer`) draws the game's own screen
(deboule/games/<package>/viewer.py) over a `deboule.screens.playback.Playback`; that screen's HUD
shows the viewer's line of state (paused or playing, the speed, the round, the move, the camera, and
the verdict of `deboule.replays.replay.check_record`, asked in the background: issue 32, point 2)
and keys where a player's keys would be.
"""

from __future__ import annotations

import tempfile
import time
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from deboule import registry
from deboule.replays.record_index import Refused, Scan, read_record, scan
from deboule.replays.record_summary import record_seats
from deboule.replays.records import records_dir
from deboule.replays.replay import (
    EXIT_BAD_FILE,
    EXIT_DIFFERENT,
    EXIT_IDENTICAL,
    EXIT_UNVERIFIABLE,
    MESSAGES,
)
from deboule.replays.replay_base import ReplayError
from deboule.screens.background import Cancelled, Job
from deboule.screens.base import GOLD, GREY, Screen, key_name
from deboule.screens.hud import Hud, Line
from deboule.screens.layout import Rect
from deboule.screens.menus import MainMenu, MenuScreen
from deboule.screens.playback import Outline, Playback, check, outline
from deboule.shell.menu import Item, Menu
from deboule.text.i18n import Phrase, Refusal, known, tr, tr_count

MAX_NAME = 60  # characters of a file's name on a line
MAX_DIFF = 160  # characters of the verdict's difference on the viewer's line


def record_folders() -> list[Path]:
    """Where records are looked for: the data directory's records (and its sub-folders), and
    the folder `deboule sim` writes to when given no --record (R19): a folder of the machine's
    temporary directory, where only the player's own files are read
    (deboule/replays/record_index.py)."""
    return [records_dir(), Path(tempfile.gettempdir()) / "deboule-records"]


def shown_name(path: Path) -> str:
    """A file's name as a line shows it: its folder and name, control characters left out,
    at most MAX_NAME characters."""
    text = "".join(char for char in f"{path.parent.name}/{path.name}"
                   if unicodedata.category(char)[0] != "C")
    return text if len(text) <= MAX_NAME else "…" + text[-(MAX_NAME - 1):]


@dataclass(frozen=True)
class Listed:
    """A record on the list: its file, the file's date and its summary
    (deboule.replays.record_summary; None for a record written before summaries, named by its
    file)."""

    path: Path
    when: float
    summary: dict | None
    # its summary found its own (deboule/replays/record_index.py `Found.checked`)
    checked: bool = True

    def line(self, lang: str) -> str:
        stamp = time.strftime("%d/%m/%Y %H:%M" if lang == "fr" else "%Y-%m-%d %H:%M",
                              time.localtime(self.when))
        if self.summary is None:
            return tr("replays.older", lang, name=shown_name(self.path), date=stamp)
        entry = registry.by_name(self.summary["game"])
        names = short_seat_names(self.summary, lang)  # a line fits four players' scores
        scores = [_score(score) for score in self.summary["scores"]]
        players = " · ".join(f"{name} {score}" for name, score in zip(names, scores,
                                                                      strict=True)) \
            if names else " · ".join(scores)
        line = tr("replays.line", lang, title=entry.title, date=stamp, players=players)
        return line if self.checked else tr("replays.unchecked", lang, line=line)


def short_seat_names(record: dict, lang: str) -> list[str]:
    """Who sat where, briefly: "J2" for a person, the level for a bot ("expert"); [] when the
    seats are not a list of seat names."""
    names = []
    for index, seat in enumerate(record_seats(record)):
        key = f"level.{seat}"
        names.append(tr("replays.short_human", lang, n=index + 1) if seat == "human"
                     else tr(key, lang) if known(key) else str(seat))
    return names


def _score(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def opening_work(path: Path, lang: str):
    """What opening a record does off the window's thread: read it (bounded), then play it
    through once (its steps and rounds); progress: ("read",), then ("steps", n)."""

    def work(report) -> tuple[dict, Outline]:
        report("read")
        record = read_record(path)
        report("steps", 0)
        return record, outline(record, lang, lambda steps: report("steps", steps))

    return work


class ReplayListScreen(MenuScreen):
    """The recorded games, one line each; Enter plays the one chosen. The list is looked for
    and a record is opened in background threads: the window goes on drawing, with a line of
    progress, and Esc stops an opening."""

    title_key = "replays.title"

    def __init__(self, app, folders: list[Path] | None = None) -> None:
        super().__init__(app, Menu([self._back_item(app)]))
        self.folders = folders if folders is not None else record_folders()
        self.listed: list[Listed] = []
        self.found: Scan | None = None
        self.looking: Job | None = Job(lambda report: scan(self.folders, report), "record-list")
        self.opening: Job | None = None  # the record chosen, being read and played through

    @staticmethod
    def _back_item(app) -> Item:
        return Item("back", lambda: tr("menu.back", app.settings.lang))

    def _fill(self, found: Scan) -> None:
        """The list once found: the records, the refused files (an item opening their list),
        "Retour"."""
        lang = lambda: self.app.settings.lang  # noqa: E731
        self.found = found
        self.listed = [Listed(f.path, f.when, f.summary, f.checked) for f in found.listed]
        items = [Item(f"record:{index}", lambda listed=listed: listed.line(lang()))
                 for index, listed in enumerate(self.listed)]
        if found.refused_count:
            items.append(Item("refused", lambda: tr_count("replays.refused_item",
                                                          found.refused_count, lang())))
        items.append(self._back_item(self.app))
        self.menu = Menu(items)

    def subtitle(self) -> str:
        lang = self.lang
        if self.looking is not None:
            done, total = self.looking.progress or (0, 0)
            return tr("replays.looking", lang, done=done, total=total)
        if self.opening is not None:
            progress = self.opening.progress
            if len(progress) == 2:
                return tr("replays.opening", lang, n=progress[1])
            return tr("replays.reading", lang)
        found = self.found
        if found is None or not self.listed:
            return tr("replays.none", lang, folder=str(self.folders[0]))
        if found.not_examined:
            return tr_count("replays.older_left", found.not_examined, lang, listed=len(self.listed))
        return ""

    def panel_width(self) -> float:
        return 1180

    def command(self, command: str | None) -> None:
        if command == "back":
            if self.opening is not None:  # Esc while a record opens: stop it, stay here
                self.opening.cancel()
                self.opening = None
                return
            if self.looking is not None:
                self.looking.cancel()
            self.app.pop()
        elif command == "refused" and self.found is not None:
            self.app.push(RefusedFilesScreen(self.app, self.found))
        elif command is not None and command.startswith("record:") and self.opening is None:
            listed = self.listed[int(command.removeprefix("record:"))]
            self.opening = Job(opening_work(listed.path, self.lang), "record-open")

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.looking is not None and self.looking.done:
            job, self.looking = self.looking, None
            try:
                self._fill(job.result())
            except Cancelled:
                pass
        if self.opening is not None and self.opening.done:
            job, self.opening = self.opening, None
            self.open(job)

    def open(self, job: Job) -> None:
        """Show the record the job read and played through (GL: on the window's thread); a
        refusal is told in the window, and nothing changes."""
        try:
            record, plan = job.result()
            viewer = ReplayViewer(self.app, record, plan)
        except Cancelled:
            return
        except (Refusal, ReplayError) as exc:
            self.app.notify(Phrase("replays.refused", reason=exc))
            return
        except Exception as exc:  # noqa: BLE001 - a hostile file must never close the window
            self.app.notify(Phrase("replays.refused", reason=str(exc) or type(exc).__name__))
            return
        self.app.push(viewer)

    def closing(self) -> None:
        for job in (self.looking, self.opening):
            if job is not None:
                job.cancel()


class RefusedFilesScreen(MenuScreen):
    """The files the list left out, each with why (issue 32, point 3: never hidden)."""

    title_key = "replays.refused_title"

    def __init__(self, app, found: Scan) -> None:
        lang = lambda: app.settings.lang  # noqa: E731
        items = [Item(f"file:{index}", lambda refused=refused: self.describe(refused, lang()))
                 for index, refused in enumerate(found.refused)]
        items.append(Item("back", lambda: tr("menu.back", lang())))
        super().__init__(app, Menu(items))
        self.found = found

    @staticmethod
    def describe(refused: Refused, lang: str) -> str:
        return tr("replays.refused_line", lang, name=shown_name(refused.path),
                  reason=refused.reason.text(lang))

    def subtitle(self) -> str:
        shown, count = len(self.found.refused), self.found.refused_count
        return tr("replays.refused_more", self.lang, shown=shown, n=count) \
            if count > shown else ""

    def panel_width(self) -> float:
        return 1180

    def command(self, command: str | None) -> None:
        if command == "back":
            self.app.pop()


class ReplayViewer(Screen):
    """A record played back on its game's table (keys: `viewer.keys`)."""

    def __init__(self, app, record: dict, plan: Outline | None = None,
                 quit_on_leave: bool = False) -> None:
        super().__init__(app)
        self.record = record
        self.playback = Playback(record, self.lang, plan or outline(record, self.lang))
        self.quit_on_leave = quit_on_leave
        self.hud = Hud(app)
        self._shown = False  # whether the game's HUD showed the viewer's lines this frame
        self.inner = self._screen()
        self._version = self.playback.version
        # the verdict of the one verifier (deboule.replays.replay.check_record, as `deboule
        # replay`), asked off the window's thread; read in `update`
        self.checking: Job | None = Job(lambda report: check(record, report), "record-check")
        self.verdict: tuple[int, str] | None = None

    def game_key(self) -> str | None:
        entry = registry.by_name(self.record["game"])
        return entry.key if entry else None

    # ------------------------------------------------------------------ time
    def update(self, dt: float) -> None:
        if self.checking is not None and self.checking.done:
            job, self.checking = self.checking, None
            try:
                self.verdict = job.result()
            except Exception as exc:  # noqa: BLE001 - told on the line, never a crash
                self.verdict = (EXIT_BAD_FILE, str(exc) or type(exc).__name__)
        if not self.playback.paused:
            self._safely(lambda: self.playback.update(dt))
        self._follow()
        self.inner.update(dt)

    def _follow(self) -> None:
        """The feed was replaced (a jump): draw the new match, with the same camera."""
        if self._version == self.playback.version:
            return
        old, self.inner = self.inner, self._screen()
        for attribute in ("camera_mode", "orbit"):
            if hasattr(old, attribute):
                setattr(self.inner, attribute, getattr(old, attribute))
        old.closing()
        self._version = self.playback.version

    def _screen(self):
        """The game's own screen for the feed's match, with the viewer's lines in its HUD
        where the player's keys go (nobody plays: those keys would mislead)."""
        screen = self.playback.feed.screen(self.app)
        screen.viewer_lines = self.lines
        return screen

    # ------------------------------------------------------------------ drawing
    def draw(self) -> None:
        self._shown = False
        self.inner.draw()
        if not self._shown:  # the game's HUD showed its end instead: a band of our own
            self.draw_band()

    def lines(self) -> tuple[str, str]:
        """The state line and the keys, for the game's HUD (which calls this when it shows
        them)."""
        self._shown = True
        return self.status_line(), tr("viewer.keys", self.lang)

    def draw_band(self) -> None:
        """The state line and the keys on a dark band across the bottom of the window."""
        hud = self.hud
        state, keys = self.status_line(), tr("viewer.keys", self.lang)
        width = min(hud.window.w, hud.px(1100))
        box = Rect(hud.window.centre_x - width / 2, 0.0, width,
                   hud.row(15) * 2 + hud.row(12) + hud.px(10))
        hud.panel(box, alpha=220)
        hud.block(box.inset(hud.px(10), hud.px(4)),
                  [Line(state, 15, GOLD, bold=True, max_lines=2),
                   Line(keys, 12, GREY, max_lines=1)], "viewer", align="center")

    def draw_scene(self) -> None:
        self.inner.draw_scene()

    def status_line(self) -> str:
        """paused or playing, the speed, the round, the move, the camera, and the verdict."""
        lang, playback = self.lang, self.playback
        plan = playback.plan
        state = "ended" if playback.ended else ("paused" if playback.paused else "playing")
        speed = f"{playback.speed:g}"
        parts = [tr(f"viewer.{state}", lang), tr("viewer.speed", lang, speed=speed),
                 tr("viewer.round", lang, n=playback.round(), total=plan.rounds),
                 tr("viewer.step", lang, n=playback.feed.steps, total=plan.steps),
                 tr("viewer.camera", lang, name=tr(f"viewer.camera.{self.camera()}", lang)),
                 self.verdict_text()]
        return " — ".join(parts)

    def verdict_text(self) -> str:
        """What deboule.replays.replay.check_record said of the record (the same as `deboule
        replay`), or how far it has got."""
        lang = self.lang
        if self.verdict is None:
            progress = self.checking.progress if self.checking is not None else ()
            if len(progress) == 2 and progress[1]:
                return tr("viewer.checking_count", lang, done=progress[0], total=progress[1])
            return tr("viewer.checking", lang)
        status, message = self.verdict
        if status == EXIT_UNVERIFIABLE and message.startswith(
                MESSAGES["keyframes"].split("{note}")[0]):
            return tr("viewer.keyframes", lang)  # made with another engine (issue 33)
        if status == EXIT_UNVERIFIABLE:
            prefix = MESSAGES["own_bot"].split("{spec}")[0]
            return tr("viewer.unverifiable", lang,
                      reason=_clip(message.removeprefix(prefix), MAX_DIFF))
        if status == EXIT_IDENTICAL:
            return tr("viewer.identical", lang)
        if status == EXIT_DIFFERENT:
            prefix = MESSAGES["different"].split("{diff}")[0]
            detail = message.removeprefix(prefix)
            return tr("viewer.different", lang, diff=_clip(detail, MAX_DIFF))
        return tr("viewer.unusable", lang, reason=_clip(message, MAX_DIFF))

    def camera(self) -> str:
        return str(getattr(self.inner, "camera_mode", "top"))

    # ------------------------------------------------------------------ input
    def on_key(self, symbol: int, modifiers: int) -> None:
        # pyglet.window needs a display: imported once the window is open
        from pyglet.window import key

        name = key_name(symbol)
        playback = self.playback
        digits = {getattr(key, f"_{n}"): n for n in range(1, 10)}
        digits.update({getattr(key, f"NUM_{n}"): n for n in range(1, 10)})
        if name == "escape":
            self.leave()
        elif name == "space":
            playback.toggle_pause()
        elif symbol in (key.PLUS, key.EQUAL, key.NUM_ADD):
            playback.faster()
        elif symbol in (key.MINUS, key.NUM_SUBTRACT):
            playback.slower()
        elif symbol == key.N or name == "enter":
            self._safely(playback.step)
        elif name == "right":
            self._safely(lambda: playback.jump(playback.round() + 1))
        elif name == "left":
            start = playback.plan.round_starts[playback.round() - 1]
            back = playback.round() - (1 if playback.feed.steps <= start else 0)
            self._safely(lambda: playback.jump(back))
        elif symbol in digits:
            self._safely(lambda: playback.jump(digits[symbol]))
        elif symbol == key.C:
            self.inner.next_camera()

    def _safely(self, command) -> None:
        """A step the record refuses (it replayed once at opening: never expected) is told,
        and the playback pauses there rather than close the window."""
        try:
            command()
        except (ReplayError, ValueError, KeyError, TypeError, AttributeError, IndexError) as exc:
            self.playback.paused = True
            self.app.notify(Phrase("replays.refused", reason=str(exc) or type(exc).__name__))
        self._follow()

    def on_mouse_drag(self, x, y, dx, dy, buttons, modifiers) -> None:
        self.inner.on_mouse_drag(x, y, dx, dy, buttons, modifiers)

    def on_mouse_scroll(self, x, y, scroll_x, scroll_y) -> None:
        self.inner.on_mouse_scroll(x, y, scroll_x, scroll_y)

    def leave(self) -> None:
        if self.quit_on_leave:
            self.app.quit()
            return
        self.app.pop()
        if not self.app.screens:
            self.app.push(MainMenu(self.app))

    def closing(self) -> None:
        if self.checking is not None:
            self.checking.cancel()
        self.inner.closing()
        self.playback.close()


def _clip(text: str, limit: int) -> str:
    """`text` escaped as the terminal escapes it (a record's own text, such as its engine's
    stamp, may hold control characters: never drawn as boxes) and at most `limit` long."""
    from deboule.text.terminal import printable

    text = printable(text)
    return text if len(text) <= limit else text[:limit - 1] + "…"

