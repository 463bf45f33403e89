""""Revoir une partie" (issue 15, point 3): the list of recorded games, and the viewer that
plays one back on the game's own table.

The list shows the records found where the game keeps them (`game.records.records_dir()`, the
window's finished games, and its sub-folders: a sim's record written there, e.g. `deboule sim
--record <data>/records/sims/x.json`, is listed too) and in the Déboulé sim's default folder
(R19: `<temp>/deboule-records`), newest first. The viewer (`ReplayViewer`) draws the game's own
screen (game/<package>/viewer.py) over a `game.screens.playback.Playback`; that screen's HUD
shows the viewer's line of state (paused or playing, the speed, the round, the move, the
camera) and keys where a player's keys would be.
"""

from __future__ import annotations

import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from game import registry
from game.i18n import Phrase, tr, tr_count
from game.menu import Item, Menu
from game.records import RecordError, load_record, records_dir
from game.replay_base import ReplayError
from game.screens.base import GOLD, GREY, Screen, key_name
from game.screens.hud import Hud, Line
from game.screens.layout import Rect
from game.screens.menus import MenuScreen
from game.screens.playback import Outline, Playback, outline

MAX_LISTED = 100  # the newest records only: each is read to be described


def record_folders() -> list[Path]:
    """Where records are looked for: the data directory's records (and its sub-folders), and
    the folder `deboule sim` writes to when given no --record (R19)."""
    return [records_dir(), Path(tempfile.gettempdir()) / "deboule-records"]


def record_files(folders: list[Path] | None = None) -> list[Path]:
    """Every *.json in the folders (two levels deep), newest first."""
    found: dict[Path, float] = {}
    for folder in folders if folders is not None else record_folders():
        for pattern in ("*.json", "*/*.json"):
            for path in folder.glob(pattern):
                try:
                    if path.is_file() and not path.is_symlink():
                        found[path.resolve()] = path.stat().st_mtime
                except OSError:
                    continue
    return sorted(found, key=lambda p: (-found[p], str(p)))


@dataclass(frozen=True)
class Listed:
    """A record on the list: its file and what its line says."""

    path: Path
    record: dict
    when: float

    def line(self, lang: str) -> str:
        entry = registry.by_name(self.record["game"])
        names = short_seat_names(self.record, lang)  # a line fits four players' scores
        scores = self.record["final"]["scores"]
        players = " · ".join(f"{name} {_score(score)}"
                             for name, score in zip(names, scores, strict=False))
        stamp = time.strftime("%d/%m/%Y %H:%M" if lang == "fr" else "%Y-%m-%d %H:%M",
                              time.localtime(self.when))
        return tr("replays.line", lang, title=entry.title, date=stamp, players=players)


def short_seat_names(record: dict, lang: str) -> list[str]:
    """Who sat where, briefly: "J2" for a person, the level for a bot ("expert")."""
    from game.i18n import known

    names = []
    for index, seat in enumerate(record.get("seats") or []):
        key = f"level.{seat}"
        names.append(tr("replays.short_human", lang, n=index + 1) if seat == "human"
                     else tr(key, lang) if known(key) else str(seat))
    return names


def _score(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def list_records(folders: list[Path] | None = None) -> tuple[list[Listed], int]:
    """The readable records (newest first) and how many files were left out as unreadable."""
    listed, unreadable = [], 0
    for path in record_files(folders)[:MAX_LISTED]:
        try:
            record = load_record(path)
            listed.append(Listed(path, record, path.stat().st_mtime))
        except (RecordError, OSError):
            unreadable += 1
    return listed, unreadable


class ReplayListScreen(MenuScreen):
    """The recorded games, one line each; Enter plays the one chosen."""

    title_key = "replays.title"

    def __init__(self, app, folders: list[Path] | None = None) -> None:
        lang = lambda: app.settings.lang  # noqa: E731
        self.folders = folders if folders is not None else record_folders()
        self.listed, self.unreadable = list_records(self.folders)
        items = [Item(f"record:{index}", lambda listed=listed: listed.line(lang()))
                 for index, listed in enumerate(self.listed)]
        items.append(Item("back", lambda: tr("menu.back", lang())))
        super().__init__(app, Menu(items))
        # the record chosen, opened once a frame has said so (a game is played through once
        # first: a second or two)
        self.opening: Listed | None = None
        self._said = False

    def subtitle(self) -> str:
        if self.opening is not None:
            return tr("replays.opening", self.lang)
        if not self.listed:
            return tr("replays.none", self.lang, folder=str(self.folders[0]))
        if self.unreadable:
            return tr_count("replays.unreadable", self.unreadable, self.lang)
        return ""

    def panel_width(self) -> float:
        return 1180

    def command(self, command: str | None) -> None:
        if command == "back":
            self.app.pop()
        elif command is not None and command.startswith("record:"):
            self.opening, self._said = self.listed[int(command.removeprefix("record:"))], False

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.opening is not None and self._said:
            listed, self.opening = self.opening, None
            self.open(listed)

    def draw(self) -> None:
        super().draw()
        self._said = self.opening is not None

    def open(self, listed: Listed) -> None:
        """Play the record (a refusal is told in the window, and nothing changes)."""
        try:
            viewer = ReplayViewer(self.app, listed.record)
        except ReplayError as exc:
            self.app.notify(Phrase("replays.refused", reason=str(exc)))
            return
        self.app.push(viewer)


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

    def game_key(self) -> str | None:
        entry = registry.by_name(self.record["game"])
        return entry.key if entry else None

    # ------------------------------------------------------------------ time
    def update(self, dt: float) -> None:
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
        """paused or playing, the speed, the round, the move, the camera (and the end)."""
        lang, playback = self.lang, self.playback
        plan = playback.plan
        state = "ended" if playback.ended else ("paused" if playback.paused else "playing")
        speed = f"{playback.speed:g}"
        parts = [tr(f"viewer.{state}", lang), tr("viewer.speed", lang, speed=speed),
                 tr("viewer.round", lang, n=playback.round(), total=plan.rounds),
                 tr("viewer.step", lang, n=playback.feed.steps, total=plan.steps),
                 tr("viewer.camera", lang, name=tr(f"viewer.camera.{self.camera()}", lang))]
        if playback.ended:
            parts.append(tr("viewer.identical", lang) if plan.difference is None else
                         tr("viewer.different", lang, diff=plan.difference))
        return " — ".join(parts)

    def camera(self) -> str:
        return str(getattr(self.inner, "camera_mode", "top"))

    # ------------------------------------------------------------------ input
    def on_key(self, symbol: int, modifiers: int) -> None:
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
            from game.screens.menus import MainMenu

            self.app.push(MainMenu(self.app))

    def closing(self) -> None:
        self.inner.closing()
        self.playback.close()

