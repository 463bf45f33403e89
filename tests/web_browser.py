"""Debian's chromium driven headless by Playwright for Python (never a downloaded browser):
one browser per test module, a fresh context (its own storage) per page, and every console
line and page error each page says, for the tests to read."""

from __future__ import annotations

import shutil
import time
from collections.abc import Callable
from typing import Any

from bench.web_seat import CHROMIUM, FLAGS

NET = 60.0  # seconds: a net against a hang, never what a test measures
# what the browser itself logs when a link fails (a server gone, a 404): said by the page in
# its own line, not a fault of the page's code
NETWORK_LINES = ("WebSocket connection to", "Failed to load resource")


def chromium_path() -> str | None:
    return CHROMIUM if shutil.which(CHROMIUM) else None


class Browser:
    def __init__(self) -> None:
        from playwright.sync_api import sync_playwright

        self.playwright = sync_playwright().start()
        self.browser = self.playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)

    def page(self, width: int = 960, height: int = 600, touch: bool = False) -> Page:
        context = self.browser.new_context(viewport={"width": width, "height": height},
                                           has_touch=touch, is_mobile=touch)
        return Page(context, context.new_page())

    def close(self) -> None:
        self.browser.close()
        self.playwright.stop()


class Page:
    """A page and what it said: console lines by type, errors no handler caught, and every
    WebSocket frame it received."""

    def __init__(self, context: Any, page: Any) -> None:
        self.context, self.page = context, page
        self.console: list[tuple[str, str]] = []
        self.errors: list[str] = []
        self.received: list[str] = []
        page.on("console", lambda m: self.console.append((m.type, m.text)))
        page.on("pageerror", lambda e: self.errors.append(str(e)))
        page.on("websocket", lambda ws: ws.on(
            "framereceived", lambda payload: self.received.append(
                payload if isinstance(payload, str) else payload.decode("utf-8", "replace"))))

    def code_errors(self) -> list[str]:
        """Errors that are the page's own (not the browser's word on a failed link)."""
        said = [text for kind, text in self.console if kind == "error"
                and not text.startswith(NETWORK_LINES)]
        return said + self.errors

    def app(self, expression: str) -> Any:
        return self.page.evaluate(f"() => {{ const app = window.deboule; return {expression}; }}")

    def wait(self, condition: Callable[[], Any], what: str, timeout: float = NET) -> Any:
        deadline = time.monotonic() + timeout
        while True:
            value = condition()
            if value:
                return value
            assert time.monotonic() < deadline, f"timed out waiting for {what}"
            self.page.wait_for_timeout(50)

    def line(self, selector: str) -> str:
        return self.page.locator(selector).inner_text()

    def close(self) -> None:
        self.context.close()
