"""What every screen of the window shares: the app handle, text drawing and key names."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from typing import Any, Protocol

from deboule.text.i18n import Phrase, Refusal, known, tr

WHITE = (255, 255, 255, 255)
GOLD = (255, 214, 90, 255)
GREY = (170, 170, 170, 255)
RED = (255, 110, 100, 255)
NOTICE = (255, 190, 170, 255)


PANEL_RGB = (12, 10, 8)  # the dark of the translucent panels behind text
PANEL_ALPHA = 150  # their opacity unless told
# the disk problems already told on the terminal: each once a session, not after every save
_TOLD_ON_TERMINAL: set[str] = set()


class App(Protocol):
    """What a screen may use of the running program (deboule.shell.window.GameApp). The window
    imports the screens; the screens know the window only through this, so that no screen module
    imports deboule.shell.window back (an import cycle: tests/test_structure.py)."""

    settings: Any  # deboule.shell.settings.Settings
    ctx: Any  # the moderngl context
    renderer: Any  # deboule.render.Renderer
    text: TextCache
    sound: Any  # deboule.shell.sound.Sound
    window: Any  # the pyglet window
    screens: list[Screen]
    keys_held: Any  # pyglet's key state
    pointer: tuple[float, float] | None

    @property
    def size(self) -> tuple[int, int]: ...

    @property
    def screen(self) -> Screen: ...

    @property
    def running(self) -> bool: ...

    def push(self, screen: Screen) -> None: ...

    def pop(self) -> None: ...

    def replace(self, screen: Screen) -> None: ...

    def notify(self, message: Any) -> None: ...

    def apply_settings(self, settings: Any) -> None: ...

    def update_in_frame(self) -> bool: ...

    def quit(self) -> None: ...


def draw_notices(app, lines: list[str], below: float = 0.0):
    """What the player must be told (a refused file, a disk error), on a dark band across the
    window, over whatever screen is shown: at the top, or `below` pixels lower (under the
    screen's own top lines, which it would hide: the scores). Returns the band (a Rect)."""
    # loaded on first use, not with this module: the screens, the translations (7 ms)
    from deboule.screens.layout import Rect
    from deboule.text.terminal import printable

    width, height = app.size
    height -= below
    text, size, margin = app.text, 15, 14
    labels, y = [], height - margin
    for line in lines:
        label = text.label(printable(line), 40, y, size=size, color=NOTICE, anchor_y="top",
                           width=max(200, width - 80))
        labels.append(label)
        y -= label.content_height + 6
    band = Rect(0, y - margin + 6, width, height - y + margin - 6)
    text.panel(band.x, band.y, band.w, band.h, alpha=245)
    for label in labels:
        label.draw()
    return band


def rules_reason(error: BaseException | None, lang: str) -> str | None:
    """The tables' line for a rules refusal's code ("refusal.<code>", its pieces named as the
    HUD names them), or None when the error has no code the tables know."""
    # loaded on first use, not with this module: the rules' core (10 ms)
    from deboule.rules.core import IllegalAction
    if not isinstance(error, IllegalAction) or not known(f"refusal.{error.code}"):
        return None
    values = dict(error.params)
    piece = values.get("piece")
    if isinstance(piece, str):  # named by the game whose piece it is (else shown as it is)
        # loaded on first use, not with this module: every game, a game's modules (8 ms)
        from deboule import registry

        for entry in registry.GAMES:
            piece_name = entry.piece_namer()
            if piece_name is None:
                continue
            try:
                values["piece"] = piece_name(piece, lang)
                break
            except ValueError:  # not a piece of that game
                pass
    try:
        return tr(f"refusal.{error.code}", lang, **values)
    except (KeyError, IndexError):  # a line that needs a value the error does not carry
        return None


def refusal_text(exc: Exception, lang: str = "fr") -> str:
    """What the player reads when a move is refused: the game's own words in their language.
    The rules and the physics explain in English (for logs and the command line): when a
    refusal comes from them, the player reads the tables' general line and the English detail
    goes to the terminal."""
    # loaded on first use, not with this module: the translations (2 ms)
    from deboule.text.terminal import warn

    cause = exc.__cause__
    if isinstance(exc, Refusal):
        return exc.text(lang)
    for error in (exc, cause):  # the rules name the reason by a code: its line in the tables
        reason = rules_reason(error, lang)
        if reason is not None:
            warn(f"refused: {error}")
            return reason
    if cause is None or isinstance(cause, Refusal) or hasattr(cause, "message"):
        if hasattr(exc, "message"):  # the games' own errors, French and English
            return exc.message(lang)
        if hasattr(exc, "text"):
            return exc.text(lang)
    warn(f"refused: {exc}")
    return tr("refusal.rules", lang)


def key_name(symbol: int) -> str | None:
    """pyglet key symbol -> the names menus understand ('up', 'enter'...)."""
    # pyglet.window needs a display: imported once the window is open
    from pyglet.window import key

    return {
        key.UP: "up", key.DOWN: "down", key.LEFT: "left", key.RIGHT: "right",
        key.ENTER: "enter", key.RETURN: "enter", key.NUM_ENTER: "enter", key.SPACE: "space",
        key.ESCAPE: "escape", key.TAB: "tab", key.BACKSPACE: "backspace",
    }.get(symbol)


class TextCache:
    """pyglet labels reused across frames (creating a label lays out text: not every frame)."""

    def __init__(self) -> None:
        self._labels: dict[tuple, object] = {}
        self._used: set[tuple] = set()
        self._overlay_ready = False
        # the batched scope open now (see `batched`), and each scope's batch and layer groups
        self._scope: _BatchScope | None = None
        self._batches: dict[str, tuple[object, dict[int, object]]] = {}
        # every text drawn this frame and the last: (region, box, text), box a
        # deboule.screens.layout.Rect; tests check that boxes stay inside the window and apart
        self.drawn: list[tuple[str, object, str]] = []
        self.last_frame: list[tuple[str, object, str]] = []

    def _overlay(self) -> None:
        """Text and panels go over the 3D frame: no depth test (a panel would hide the text
        drawn on it at the same depth)."""
        if not self._overlay_ready:
            # loaded on first use, not with this module: pyglet (12 ms)
            from pyglet import gl

            gl.glDisable(gl.GL_DEPTH_TEST)
            gl.glDisable(gl.GL_CULL_FACE)
            self._overlay_ready = True

    def draw(self, text: str, x: float, y: float, size: int = 16, color=WHITE,
             anchor_x: str = "left", anchor_y: str = "baseline", bold: bool = False,
             width: int | None = None, region: str = "text", slot: str | None = None):
        """Draw `text`; the label (its `content_height` tells how tall wrapped text is).
        `region` names the HUD region the text belongs to (recorded with its box). `slot`:
        text that follows something moving (a length beside a piece under a turning camera)
        keeps one label per slot and moves it, instead of a new label at every position (a
        label costs ~1 ms to make)."""
        label = self.label(text, x, y, size, color, anchor_x, anchor_y, bold, width, slot)
        self._overlay()
        if self._scope is None:
            label.draw()
        if text.strip():
            self.drawn.append((region, label_box(label), text))
        return label

    def label(self, text: str, x: float, y: float, size: int = 16, color=WHITE,
              anchor_x: str = "left", anchor_y: str = "baseline", bold: bool = False,
              width: int | None = None, slot: str | None = None):
        """The label `draw` would draw, laid out but not drawn (to measure it first)."""
        # loaded on first use, not with this module: pyglet (8 ms)
        import pyglet

        where = (round(x), round(y)) if slot is None else ("slot", slot)
        key = (text, *where, size, tuple(color), anchor_x, anchor_y, bold, width,
               *self._place("text"))
        label = self._labels.get(key)
        if label is None and slot is None:
            label = self._moved_label(key)
        if label is None:
            label = pyglet.text.Label(
                text, x=round(x), y=round(y), font_size=size, color=tuple(color),
                anchor_x=anchor_x, anchor_y=anchor_y, weight="bold" if bold else "normal",
                multiline=width is not None, width=width, **self._batch_args(key),
            )
            self._labels[key] = label
        elif slot is not None and (label.x, label.y) != (round(x), round(y)):
            label.position = (round(x), round(y), label.z)
        self._used.add(key)
        return label

    def _moved_label(self, key: tuple):
        """A label of the same text and look as `key` (a label's key with no slot) kept from
        the frame before at another place or in another colour and not drawn yet in this one,
        moved and recoloured to `key` (its key changed to it); else None. A log's lines move
        up and turn grey when a line comes: laid out anew, the five lines on show cost ~1 ms
        each, in the frame the line came (docs/rendering.md)."""
        text, x, y, size, colour = key[:5]
        for old in self._labels:
            # a label (a colour where a panel has its height) of the same text, size, anchors,
            # weight, width and batch layer, not drawn yet
            if len(old) == len(key) and old[0] == text and old[1] != "slot" \
                    and isinstance(old[4], tuple) and old[3] == size and old[5:] == key[5:] \
                    and old not in self._used:
                label = self._labels.pop(old)
                if (old[1], old[2]) != (x, y):
                    label.position = (x, y, label.z)
                if old[4] != colour:
                    label.color = colour
                self._labels[key] = label
                return label
        return None

    def panel(self, x: float, y: float, width: float, height: float, alpha: int = PANEL_ALPHA,
              slot: str | None = None) -> None:
        """A dark translucent rectangle (bottom-left x, y) behind text over the 3D scene;
        `slot` as for `draw` (one rectangle moved and resized)."""
        # loaded on first use, not with this module: pyglet (8 ms)
        import pyglet

        self._overlay()
        box = (round(x), round(y), round(width), round(height))
        key = ("panel", *(box if slot is None else ("slot", slot)), alpha,
               *self._place("panel"))
        rect = self._labels.get(key)
        if rect is None:
            rect = pyglet.shapes.Rectangle(*box, color=(*PANEL_RGB, alpha),
                                           **self._batch_args(key))
            self._labels[key] = rect
        elif slot is not None and (rect.x, rect.y, rect.width, rect.height) != box:
            rect.position = box[:2]
            rect.width, rect.height = box[2:]
        self._used.add(key)
        if self._scope is None:
            rect.draw()

    @contextlib.contextmanager
    def batched(self, name: str) -> Iterator[None]:
        """Text and panels drawn inside are drawn together when the scope ends, from one
        pyglet batch named `name`: labels that share a layer share a draw call (drawn one by
        one, a HUD of a dozen lines cost ~1 ms of GL state changes per frame). The order is
        kept by layers: each run of panels lies behind the text drawn after it and in front
        of what came before. Draw nothing else inside (it would end up under the batch)."""
        # loaded on first use, not with this module: pyglet (8 ms)
        import pyglet

        if self._scope is not None:
            raise RuntimeError("batched scopes do not nest")
        if name not in self._batches:
            self._batches[name] = (pyglet.graphics.Batch(), {})
        self._scope = _BatchScope(name)
        try:
            yield
        finally:
            self._scope = None
            batch, _ = self._batches[name]
            # what the batch holds from earlier frames and was not drawn in this one goes
            for key in [k for k in self._labels if k[-3:-1] == ("batched", name)
                        and k not in self._used]:
                self._labels.pop(key).delete()
            self._overlay()
            batch.draw()

    def _place(self, kind: str) -> tuple:
        """What a label's or a panel's key adds in a batched scope: the scope and the layer."""
        scope = self._scope
        if scope is None:
            return ()
        if kind == "panel" and scope.last == "text":
            scope.layer += 1  # a panel over text already drawn: the next layer up
        scope.last = kind
        return ("batched", scope.name, 2 * scope.layer + (kind == "text"))

    def _batch_args(self, key: tuple) -> dict:
        """pyglet's batch and group for a key made by `_place` (none outside a scope)."""
        # loaded on first use, not with this module: pyglet (8 ms)
        import pyglet

        if key[-3:-1] != ("batched", self._scope.name if self._scope else None):
            return {}
        batch, groups = self._batches[key[-2]]
        order = key[-1]
        if order not in groups:
            groups[order] = pyglet.graphics.Group(order=order)
        return {"batch": batch, "group": groups[order]}

    def end_frame(self) -> None:
        """Forget labels not drawn this frame (their text changed)."""
        for key in set(self._labels) - self._used:
            label = self._labels.pop(key)
            label.delete()
        self._used.clear()
        self._overlay_ready = False
        self.last_frame, self.drawn = self.drawn, []


class _BatchScope:
    """The batched scope open in a TextCache: its name, the layer reached, what came last."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.layer = 0
        self.last = ""


def label_box(label):
    """The box a pyglet label's text takes on screen (deboule.screens.layout.Rect)."""
    # loaded on first use, not with this module: the screens (7 ms)
    from deboule.screens.layout import Rect

    width = label.width if label.multiline and label.width else label.content_width
    return Rect(float(label.left), float(label.bottom), float(width),
                float(label.content_height))


class SceneCache:
    """The last 3D frame, kept in an offscreen framebuffer. While nothing moves (same poses,
    camera and overlays) the window shows it again without drawing; when only some pieces moved
    the caller redraws just the box around them (and their shadows) over it."""

    def __init__(self, app) -> None:
        self.app = app
        self.size: tuple[int, int] | None = None
        self.framebuffer = None
        self.valid = False
        self.full = self.partial = self.hits = self.moving = 0
        # the smaller frame a moving camera draws into (see `moving_target`)
        self._moving_size: tuple[int, int] | None = None
        self._moving_framebuffer = None

    def target(self):
        """The framebuffer to draw into, (re)made at the window's size."""
        ctx, size = self.app.ctx, self.app.size
        if self.size != size:
            self.release()
            self.framebuffer = _colour_depth_framebuffer(ctx, size)
            self.size, self.valid = size, False
        return self.framebuffer

    def moving_target(self, scale: float):
        """The framebuffer a moving camera draws into: `scale` times the window's size. On a
        CPU rasteriser a frame costs its pixels; while the view glides a smaller frame scaled up
        is not seen (the full size comes back as soon as the camera stops)."""
        width, height = self.app.size
        size = (max(1, round(width * scale)), max(1, round(height * scale)))
        if self._moving_size != size:
            self._release_moving()
            self._moving_framebuffer = _colour_depth_framebuffer(self.app.ctx, size)
            self._moving_size = size
        self._moving_framebuffer.viewport = (0, 0, *size)
        return self._moving_framebuffer

    def show_moving(self, tints=()) -> None:
        """Draw the moving camera's frame over the whole window, scaled up as the quality
        says, with the HUD's translucent panels (`tints`) laid on in the same pass
        (Renderer.upscale)."""
        ctx = self.app.ctx
        ctx.screen.viewport = (0, 0, *self.app.size)
        self.app.renderer.upscale(ctx.screen, self._moving_framebuffer.color_attachments[0],
                                  tints)
        self.moving += 1

    def _release_moving(self) -> None:
        _release_framebuffer(self._moving_framebuffer)
        self._moving_framebuffer, self._moving_size = None, None

    def show(self) -> None:
        """Copy the saved frame to the window, colour only. The window's depth/stencil format is
        the driver's choice (32-bit depth under Xvfb against our 24-bit renderbuffer), and a blit
        of depth between different formats fails with GL_INVALID_OPERATION, leaving the window
        undrawn; the overlays drawn after this need no depth."""
        # loaded on first use, not with this module: pyglet (8 ms)
        from pyglet import gl

        ctx = self.app.ctx
        width, height = self.size
        gl.glBindFramebuffer(gl.GL_READ_FRAMEBUFFER, self.framebuffer.glo)
        gl.glBindFramebuffer(gl.GL_DRAW_FRAMEBUFFER, ctx.screen.glo)
        gl.glBlitFramebuffer(0, 0, width, height, 0, 0, width, height,
                             gl.GL_COLOR_BUFFER_BIT, gl.GL_NEAREST)
        ctx.screen.use()

    def release(self) -> None:
        self._release_moving()
        _release_framebuffer(self.framebuffer)
        self.framebuffer = None
        self.valid = False


def _colour_depth_framebuffer(ctx, size: tuple[int, int]):
    """An offscreen frame of `size`: a colour texture (blitted or drawn from) and a depth
    renderbuffer."""
    return ctx.framebuffer(color_attachments=[ctx.texture(size, 4)],
                           depth_attachment=ctx.depth_renderbuffer(size))


def _release_framebuffer(framebuffer) -> None:
    """Free a framebuffer and its attachments (nothing for None)."""
    if framebuffer is not None:
        for attachment in (*framebuffer.color_attachments, framebuffer.depth_attachment):
            attachment.release()
        framebuffer.release()


def disk_reason(exc: Exception, target=None) -> str:
    """Why a file could not be written, naming `target` (the file being written) rather than
    the error's own file, which for an atomic write is its random temporary (issue 32)."""
    # loaded on first use, not with this module: the saves (4 ms)
    from deboule.files.atomic import os_reason

    if isinstance(exc, OSError) and exc.strerror and target is not None:
        return f"{exc.strerror} : {target}"
    return os_reason(exc)


class Screen:
    """One screen of the window. The app calls these; override what the screen needs."""

    # a game screen's autosave slot (deboule.files.saves.Slot), claimed when first saved
    save_slot = None
    # a match of bots the player watches ("Regarder les bots"): never autosaved, so that it
    # never becomes the game "Reprendre" resumes (issue 30, point 7)
    watched = False
    # the camera moves this frame (a full redraw): the frames the quality governor judges
    camera_moving = False

    def __init__(self, app: App) -> None:
        self.app = app

    # ------------------------------------------------------------------ autosave (game screens)
    def store_game(self, kind: str, data: dict):
        """Autosave the game in this screen's own slot. A full or read-only disk never stops
        the game: the previous save stays whole and the message to show is returned, a
        deboule.text.i18n.Phrase (the terminal gets it once, in French and English); so is, once,
        the notice that the game saves in another slot (its slot's lock file cannot be opened:
        deboule.files.saves.claim_slot); else None."""
        # loaded on first use, not with this module: numpy, the rules' core, every game (139 ms)
        from deboule.files.saves import SaveError, claim_slot

        if self.watched:
            return None
        try:
            if self.save_slot is None:
                self.save_slot = claim_slot()
            self.save_slot.write(kind, data)
        except (OSError, SaveError) as exc:
            return self._disk_problem("save.failed", exc, self._slot_file())
        notice = self.save_slot.take_notice()  # saved in another slot than expected: said once
        if notice is not None:
            # loaded on first use, not with this module: the translations (2 ms)
            from deboule.text.terminal import warn

            warn(str(notice))
        return notice

    def finish_game(self, kind: str, match):
        """The game is over: no longer offered for resuming, its record kept for `deboule
        replay`. The message to show (a Phrase) when the disk refused, else None."""
        # loaded on first use, not with this module: numpy, the rules' core, every game (139 ms)
        from deboule.files.saves import SaveError, keep_record

        try:
            if self.save_slot is not None:  # never saved: no slot of its own to clear
                self.save_slot.clear()
        except OSError as exc:
            return self._disk_problem("save.failed", exc, self._slot_file())
        try:
            keep_record(kind, match)
        except (OSError, ValueError, SaveError) as exc:
            # loaded on first use, not with this module: numpy, the rules' core, every game (114 ms)
            from deboule.replays.records import records_dir

            return self._disk_problem("save.record_failed", exc, records_dir())
        return None

    def _slot_file(self):
        """The save file being written (None before a slot is claimed: claiming names its own
        file when it fails)."""
        return self.save_slot.path if self.save_slot is not None else None

    def _disk_problem(self, key: str, exc: Exception, target=None):
        """The Phrase to show for a failed save; the terminal gets it once a session. The file
        named is the save (`target`), never the atomic write's random temporary (issue 32)."""
        # loaded on first use, not with this module: the translations (2 ms)
        from deboule.text.terminal import warn

        phrase = Phrase(key, reason=exc if isinstance(exc, Refusal) else disk_reason(exc, target))
        if phrase.both() not in _TOLD_ON_TERMINAL:
            _TOLD_ON_TERMINAL.add(phrase.both())
            warn(phrase.both())
        return phrase

    def release_save(self) -> None:
        """The screen has left: its slot is free for resuming (here or in another window)."""
        if self.save_slot is not None:
            self.save_slot.release()
            self.save_slot = None

    @property
    def lang(self) -> str:
        return self.app.settings.lang

    def update(self, dt: float) -> None:
        """Advance time (physics, bots, timers)."""

    def draw(self) -> None:
        """Draw the frame: 3D first (self.app.renderer), then text (self.app.text)."""

    def notices_below(self) -> float:
        """Pixels from the window's top that the app's notices leave to this screen's own top
        lines (what a notice must not hide for its seconds: a game's scores)."""
        return 0.0

    def on_key(self, symbol: int, modifiers: int) -> None:
        """A key was pressed."""

    def on_key_release(self, symbol: int, modifiers: int) -> None:
        """A key was released."""

    def on_text(self, text: str) -> None:
        """Typed characters."""

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        """Mouse button down; x, y from the bottom left (pyglet)."""

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int,
                      modifiers: int) -> None:
        """Mouse moved with a button down."""

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> None:
        """Mouse button up."""

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        """Wheel."""

    def game_key(self) -> str | None:
        """The registry key of the game this screen plays (None for menus): the pause menu's
        rules open on it."""
        return None

    def pause_items(self) -> list[tuple[str, Callable[[], str]]]:
        """What this game offers in the pause menu: (identifier, text) pairs; none by default."""
        return []

    def pause_command(self, ident: str) -> None:
        """One of `pause_items` was chosen (the pause menu has closed)."""

    def closing(self) -> None:
        """The screen leaves the stack (save, stop threads)."""
