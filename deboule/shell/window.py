"""The game window: pyglet for the window, input, text and sound; moderngl for the 3D scene.

A stack of screens (menus, a game table, pause) receives the window's events; the top screen
draws. Physics advances in fixed 1 ms steps inside each screen's update; drawing follows the
screen's refresh.
"""

from __future__ import annotations

import os
import time

import numpy as np
import pyglet
from pyglet import gl

from deboule import registry
from deboule.shell.frame_report import FrameReport
from deboule.shell.pacing import FPS, FramePacer, asked_fps
from deboule.shell.settings import (
    WINDOW_SIZES,
    Settings,
    load_settings,
    save_settings,
    settings_path,
    window_size_ok,
)
from deboule.shell.sound import Sound
from deboule.text.i18n import Phrase, tr
from deboule.text.terminal import say, warn

NOTICE_SECONDS = 20.0  # how long a notice stays over the screens
MAX_NOTICES = 3
MIN_WINDOW = (960, 540)  # the smallest window the layout is made for
# seconds from the loop's start to the first warm-up step (GameApp.warm_up_steps; the menu is
# drawn by then), and between steps
WARM_UP_DELAY, WARM_UP_GAP = 0.3, 0.2


def fitting_size(wanted: tuple[int, int], screen: tuple[int, int] | None) -> tuple[int, int]:
    """The window size to open: the one wanted, or the largest offered that fits the screen."""
    if screen is None or (wanted[0] <= screen[0] and wanted[1] <= screen[1]):
        return wanted
    fits = [size for size in WINDOW_SIZES if size[0] <= screen[0] and size[1] <= screen[1]]
    return max(fits) if fits else (min(wanted[0], screen[0]), min(wanted[1], screen[1]))


class GameApp:
    """The running program. `headless=True` draws into an EGL pbuffer (tests, no display)."""

    def __init__(self, lang: str | None = None, resume: bool = False, headless: bool = False,
                 settings: Settings | None = None, online: dict | None = None) -> None:
        self.started = time.perf_counter()
        if headless:
            pyglet.options["headless"] = True
        pyglet.options["debug_gl"] = False  # moderngl reads leave GL errors pyglet would raise
        # what the player must be told (a refused file, a disk error): shown over every screen
        # for NOTICE_SECONDS, and printed on the terminal in French and English
        self.notices: list[tuple[object, float]] = []
        self.notice_band = None  # where the notices were drawn last frame (a Rect), if any
        self.pointer: tuple[float, float] | None = None  # the mouse, framebuffer pixels
        self.notice_lines: list[str] = []  # what they said
        # a renderer of another quality, built at the next frame once this one said so
        self._pending_quality: str | None = None
        self._pending_told = False
        self._size_unsaved = False  # the player resized the window: saved at quit
        loaded, problem = load_settings() if settings is None else (settings, None)
        self.settings = loaded.with_(lang=lang) if lang else loaded
        if problem is not None:
            self.notify(problem)
        config = pyglet.gl.Config(double_buffer=True, depth_size=24, red_size=8, green_size=8,
                                  blue_size=8, alpha_size=8)
        width, height = fitting_size(self.settings.window, self.screen_size())
        self.window = pyglet.window.Window(
            width, height, caption="Le Déboulé", config=config, resizable=True,
            vsync=False, visible=True, fullscreen=self.settings.fullscreen and not headless,
        )
        if not headless:  # the layout is made for 960 × 540 and up (never more than the screen)
            screen = self.screen_size() or MIN_WINDOW
            self.window.set_minimum_size(min(MIN_WINDOW[0], screen[0]),
                                         min(MIN_WINDOW[1], screen[1]))
        # loaded on first use, not with this module: OpenGL, Pillow, the screens (33 ms)
        from deboule.render import Renderer, attach_window_context
        from deboule.render.context import upload_mip_levels
        from deboule.render.governor import MIN_FPS as GOVERNOR_MIN_FPS
        from deboule.render.governor import FrameGovernor
        from deboule.render.threads import pin_raster_threads
        from deboule.screens.base import TextCache
        self.ctx = attach_window_context()
        # software GL: each raster thread on a core of its own (deboule/render/threads.py)
        self.pinned_raster_threads = pin_raster_threads(self.ctx.info["GL_RENDERER"])
        # graphics quality "auto" starts high; the governor may step it down once (run only:
        # frames driven one by one by tests are not timed). It judges the frames against the
        # loop's own rate: a loop capped lower (DEBOULE_FPS) keeps up at that rate.
        self.frame_rate = asked_fps()
        self.governor = FrameGovernor(min_fps=GOVERNOR_MIN_FPS * self.frame_rate / FPS)
        self._frame_began: float | None = None
        self._frame_moving = False
        self._timing_frames = False
        self._paced_frame = None  # GameApp.run's frame callback
        # this frame's update, while it has not run (GameApp.run sets it; update_in_frame)
        self._frame_update = None
        self.renderer = Renderer(self.ctx, quality=self.render_quality(self.settings),
                                 upload_levels=upload_mip_levels, kept_on_disk=True)
        self.renderer.colour_safe = self.settings.colour_safe
        self.text = TextCache()
        self.sound = Sound(self.settings.volume)
        self.screens: list = []
        self.first_frame_seconds: float | None = None
        self.frames = 0
        # what each frame shows, printed for tests driving the real window (else None)
        self.frame_report = FrameReport.from_environment()
        self._install_handlers()
        # loaded on first use, not with this module: the screens, the shell (3 ms)
        from deboule.screens.menus import MainMenu

        # at launch a saved game found is offered at once (not when asked for by --resume)
        self.push(MainMenu(self, offer_resume=not resume))
        if resume:
            self.screens[-1].resume()
        if online:  # `deboule play --online URL --room CODE`: a seat of an online room
            # loaded on first use, not with this module: the online parts, the screens (75 ms)
            from deboule.screens.online_start import open_seat

            open_seat(self, **online)

    @staticmethod
    def screen_size() -> tuple[int, int] | None:
        """The size of the screen the window opens on, or None when it cannot be known."""
        try:
            screen = pyglet.display.get_display().get_default_screen()
            return int(screen.width), int(screen.height)
        except Exception:  # noqa: BLE001 - no screen to ask: no limit
            return None

    # ------------------------------------------------------------------ screens
    @property
    def screen(self):
        return self.screens[-1]

    @property
    def running(self) -> bool:
        """False once the last screen has left (the window is closing): events still queued
        must not reach a screen."""
        return bool(self.screens)

    def push(self, screen) -> None:
        self.screens.append(screen)

    def pop(self) -> None:
        self._close(self.screens.pop())
        if not self.screens:
            self.quit()

    def replace(self, screen) -> None:
        self._close(self.screens.pop())
        self.screens.append(screen)

    @staticmethod
    def _close(screen) -> None:
        try:
            screen.closing()  # a game screen saves itself here
        finally:
            screen.release_save()  # its autosave may now be resumed, here or in another window

    # ------------------------------------------------------------------ telling the player
    def notify(self, message) -> None:
        """Tell the player: `message` (a deboule.text.i18n Phrase or Refusal) is shown in the window
        in the current language and printed on the terminal in French and English."""
        warn(message.phrase.both() if hasattr(message, "phrase") else message.both())
        self.notices.append((message, time.perf_counter()))
        del self.notices[:-MAX_NOTICES]

    def current_notices(self) -> list[str]:
        now = time.perf_counter()
        self.notices = [(m, at) for m, at in self.notices if now - at < NOTICE_SECONDS]
        return [message.text(self.settings.lang) for message, _ in self.notices]

    def draw_notices(self) -> None:
        # loaded on first use, not with this module: the screens
        from deboule.screens.base import draw_notices

        lines = self.current_notices()
        if self._pending_quality is not None:  # drawn before the slow work of the next frame

            lines.append(tr("notice.quality_wait", self.settings.lang))
            self._pending_told = True
        self.notice_lines = lines
        # the band the notices took last frame (tests check what it leaves uncovered)
        self.notice_band = draw_notices(self, lines, self.screen.notices_below()) if lines \
            else None

    def render_quality(self, settings: Settings) -> str:
        """The renderer's quality for `settings`: "auto" is high until the governor stepped
        it down."""
        if settings.quality != "auto":
            return settings.quality
        return "low" if self.governor.stepped_down else "high"

    def _use_quality(self, quality: str) -> None:
        if self.renderer is not None and self.renderer.quality != quality:
            # loaded on first use, not with this module: OpenGL, Pillow, the screens (40 ms)
            from deboule.render import Renderer
            from deboule.render.context import upload_mip_levels

            colour_safe = self.renderer.colour_safe
            self.renderer.release()
            self.renderer = Renderer(self.ctx, quality=quality,
                                     upload_levels=upload_mip_levels, kept_on_disk=True)
            self.renderer.colour_safe = colour_safe

    def note_frame(self, began: float, camera_moving: bool) -> None:
        """A frame began at `began` (perf_counter seconds), the camera moving in it or not:
        the previous frame's interval goes to the governor, which may step "auto" down."""
        previous, moving = self._frame_began, self._frame_moving
        self._frame_began, self._frame_moving = began, camera_moving
        if previous is None or self.settings.quality != "auto":
            return
        if self.governor.note(began - previous, moving):
            self._use_quality(self.render_quality(self.settings))
            self.notify(Phrase("notice.quality_lowered"))

    def ask_quality(self, quality: str) -> None:
        """Use a renderer of `quality` from the frame after next: building one takes a second
        or more (the high quality's baked textures: 1.5 s on a slow machine), and the menu
        stood frozen with no word; the next frame says to wait first (issue 30, point 10)."""
        if self.renderer is None:
            return
        self._pending_quality = None if quality == self.renderer.quality else quality
        self._pending_told = False

    def _build_asked_quality(self) -> None:
        """The renderer asked for (ask_quality), once a frame has told the player to wait."""
        if self._pending_quality is not None and self._pending_told:
            quality, self._pending_quality = self._pending_quality, None
            self._use_quality(quality)

    def apply_settings(self, settings: Settings) -> None:
        self.ask_quality(self.render_quality(settings))
        if self.renderer is not None:
            self.renderer.colour_safe = settings.colour_safe
        self.settings = settings
        self.sound.volume = settings.volume
        self._size_unsaved = False
        try:
            save_settings(settings)
        except OSError as exc:  # the settings still apply for this session
            self.settings_not_saved(exc)
        if not pyglet.options["headless"]:
            if settings.fullscreen != self.window.fullscreen:
                self.window.set_fullscreen(settings.fullscreen)
            if not settings.fullscreen:
                self.window.set_size(*fitting_size(settings.window, self.screen_size()))

    def follow_resize(self, width: int, height: int) -> None:
        """The window was resized (by the player's hand, or by the settings): its size becomes
        the window-size setting, shown by the settings screen and saved when the game quits
        (issue 30, point 10). Not a fullscreen window's size, nor the size the setting was
        fitted to on a smaller screen."""
        size = (int(width), int(height))
        if self.window.fullscreen or not window_size_ok(size) or size == self.settings.window:
            return
        if size == fitting_size(self.settings.window, self.screen_size()):
            return  # the setting fitted to a smaller screen: not the player's choice
        self.settings = self.settings.with_(window=size)
        self._size_unsaved = True

    def save_window_size(self) -> None:
        """Save the window size the player resized to (a failure is told, never raised)."""
        if not self._size_unsaved:
            return
        self._size_unsaved = False
        try:
            save_settings(self.settings)
        except OSError as exc:
            self.settings_not_saved(exc)

    def settings_not_saved(self, exc: OSError) -> None:
        """Tell that the settings file could not be written, naming it (not its temporary)."""
        # loaded on first use, not with this module: the screens
        from deboule.screens.base import disk_reason
        self.notify(Phrase("notice.settings_not_saved", reason=disk_reason(exc, settings_path())))

    # ------------------------------------------------------------------ loop
    def _install_handlers(self) -> None:
        win = self.window

        def to_screen(method: str):
            """An event handler passing the event to the top screen, if any is left (Enter on
            "Quitter" closes every screen while the key's events are still being handled)."""
            def handler(*args):
                if self.running:
                    getattr(self.screen, method)(*args)
                return pyglet.event.EVENT_HANDLED  # Esc must not close the window
            return handler

        @win.event
        def on_draw():
            self.draw()

        win.push_handlers(
            on_key_press=to_screen("on_key"), on_key_release=to_screen("on_key_release"),
            on_text=to_screen("on_text"), on_mouse_press=to_screen("on_mouse_press"),
            on_mouse_drag=to_screen("on_mouse_drag"),
            on_mouse_release=to_screen("on_mouse_release"),
            on_mouse_scroll=to_screen("on_mouse_scroll"))
        # what is held and where the pointer is, for the screens' loupe (deboule.screens.big_face):
        # pushed last, these see every event first and let it go on to the screen
        self.keys_held = pyglet.window.key.KeyStateHandler()

        def track_pointer(x, y, *_):
            width, height = self.size  # framebuffer pixels (HiDPI), from the bottom left
            self.pointer = (x * width / max(1, win.width), y * height / max(1, win.height))

        win.push_handlers(self.keys_held, on_mouse_motion=track_pointer,
                          on_mouse_drag=track_pointer)
        if self.frame_report is not None:
            win.push_handlers(self.frame_report)

        def on_resize(width: int, height: int):
            self.follow_resize(width, height)  # pyglet's own handler runs after this one

        win.push_handlers(on_resize=on_resize)

        @win.event
        def on_close():
            self.quit()
            return pyglet.event.EVENT_HANDLED

    @property
    def size(self) -> tuple[int, int]:
        return self.window.get_framebuffer_size()

    def draw(self) -> None:
        # loaded on first use, not with this module: OpenGL (2 ms)
        import moderngl

        width, height = self.size
        if min(width, height) <= 0 or not self.running:  # minimised or closing: nothing to draw
            return
        self._build_asked_quality()
        if self._timing_frames:
            self.note_frame(time.perf_counter(), self.screen.camera_moving)
        self.ctx.screen.use()
        self.ctx.viewport = (0, 0, width, height)
        self.screen.draw()
        if not self.running:  # an update run while the screen drew (update_in_frame) closed it
            return
        self.draw_notices()
        self.ctx.disable(moderngl.DEPTH_TEST | moderngl.CULL_FACE)
        self.text.end_frame()
        self.frames += 1
        if self.first_frame_seconds is None:
            self.ctx.finish()
            self.first_frame_seconds = time.perf_counter() - self.started
            if os.environ.get("DEBOULE_PRINT_STARTUP"):
                say(f"first frame after {self.first_frame_seconds:.3f} s")

    def warm_up_steps(self) -> list:
        """What the menu does not need and the next screens do, loaded once the menu is shown
        (issue 35, point 4; docs/rendering.md, "Start time"), one step at a time: the
        sounds (deboule/shell/sound.py), then the default game's rules, which its table's screen
        imports (0.1-0.2 s more to open it otherwise). On the window's own thread: an import in
        another thread deadlocked with this one's (a pyglet window's `__del__` importing while the
        garbage collector ran inside an import)."""
        return [self.sound.load, registry.DEFAULT.rules_module]

    def tick(self, dt: float) -> None:
        if self.running:
            self.screen.update(dt)
            if self.frame_report is not None:
                self.frame_report.updated()

    def owe_update(self, update) -> None:
        """The update this frame owes (a callable): run by `update_in_frame`, once."""
        self._frame_update = update

    def update_in_frame(self) -> bool:
        """Run this frame's update now if the loop has one due (GameApp.run; once a frame). A
        screen calls this while it draws, once a part of its frame is on its way to the
        rasteriser and the next part must wait for it: the update's Python then overlaps the
        raster threads instead of the next wait. Outside the loop (tests driving `frame`)
        there is none due. Returns whether the game still runs (an update may close it)."""
        update, self._frame_update = self._frame_update, None
        if update is not None:
            update()
        return self.running

    def run(self) -> int:
        self._timing_frames = True
        pacer = FramePacer(self.frame_rate)
        clock = pyglet.clock.get_default()
        updated = [clock.time()]

        def paced_frame(dt: float) -> None:
            if not self.running:
                return
            # the loop's time as this frame began: schedule_once counts its delay from there
            began = clock.last_ts

            def update() -> None:
                now = clock.time()
                self.tick(now - updated[0])
                updated[0] = now

            self.owe_update(update)
            self.window.switch_to()
            if self.frame_report is not None:
                self.frame_report.drawing(self.size)
            self.draw()
            # One update a frame, by the time since the one before, while the rasteriser
            # finishes this frame (llvmpipe's threads work from the flush on; the swap waits
            # for them): the next frame shows it. A screen may run it earlier, while it draws
            # (update_in_frame). An update schedule of its own (120 Hz) ran 0.86 times a
            # frame, as pyglet calls a late item once: 14-18 % of a rolling throw's frames
            # showed the world of the frame before, and the next one a double step
            # (bench.window: "frames whose world did not move on").
            if self.running:
                gl.glFlush()
            if not self.update_in_frame():  # the update closed the game
                return
            self.window.flip()
            if self.frame_report is not None:
                self.frame_report.shown()
            pyglet.clock.schedule_once(paced_frame, pacer.delay(began))

        self._paced_frame = paced_frame
        pyglet.clock.schedule_once(paced_frame, 0.0)
        steps = self.warm_up_steps()

        def warm_up(dt: float) -> None:
            if self.running and steps:
                steps.pop(0)()
                pyglet.clock.schedule_once(warm_up, WARM_UP_GAP)

        pyglet.clock.schedule_once(warm_up, WARM_UP_DELAY)
        # the frames are scheduled by paced_frame, on deboule.shell.pacing's grid
        pyglet.app.run(None)
        # loaded on first use, not with this module: the screens
        from deboule.screens.background import stop_all

        stop_all(timeout=None)  # every job's work is bounded: one that never reports ends too
        return 0

    def quit(self) -> None:
        self.save_window_size()
        while self.screens:
            try:
                self._close(self.screens.pop())
            except Exception as exc:  # noqa: BLE001 - every screen must get its chance to close
                from deboule.text.terminal import warn

                warn(f"closing: {exc}")
        if self._paced_frame is not None:
            pyglet.clock.unschedule(self._paced_frame)
        pyglet.app.exit()
        if self.renderer is not None:
            self.renderer.release()
            self.renderer = None
        self.window.close()

    def frame(self, dt: float = 1 / 60) -> None:
        """One update and one drawn frame, for tests driving a headless window."""
        self.window.dispatch_events()
        self.tick(dt)
        self.window.switch_to()
        self.draw()
        self.window.flip()

    def screenshot(self):
        """The current frame as an (h, w, 3) uint8 array, top row first."""
        width, height = self.size
        data = self.ctx.screen.read(components=3)
        image = np.frombuffer(data, dtype=np.uint8).reshape(height, width, 3)
        return image[::-1].copy()
