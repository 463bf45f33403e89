"""The browser seat in Debian's headless chromium (software WebGL, this machine): the page's
weight, its time to first frame and its frame rate, with the browser's own CPU time.

    .venv/bin/python -m bench.web_seat

A room server on 127.0.0.1, one room per game whose first seat the page takes (a bot in the
other); the weight is what the browser transferred (gzip) and unpacked for the page, its
scene and its words (the WebSocket's messages not counted); the first frame is the page's
clock (performance.now) when it first drew the table; the frame rate is `?bench` (a frame
drawn every animation frame, not only when something moves) over FPS_SECONDS."""

from __future__ import annotations

import os
import time
from pathlib import Path

from deboule.online.client import Client
from deboule.online.server import ServerThread

CHROMIUM = "/usr/bin/chromium"  # Debian's (make system); never a downloaded browser
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
FPS_SECONDS = 5.0
SIZES = ((1280, 800), (390, 844))


def descendants(pid: int) -> list[int]:
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            children.setdefault(int(fields[1]), []).append(int(entry.name))
    out, todo = [], [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            out.append(child)
            todo.append(child)
    return out


def cpu_seconds(pids: list[int]) -> float:
    tick, total = os.sysconf("SC_CLK_TCK"), 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += int(fields[11]) + int(fields[12])
    return total / tick


def room(port: int, game: str) -> str:
    host = Client(f"ws://127.0.0.1:{port}", "bench")
    host.connect()
    args = {"players": 2, **({"preset": "short"} if game == "chamot" else {})}
    host.send("create", game=game, args=args, seats=["open", "regular"], autostart=True)
    return str(host.wait_for("room")["room"])


def main() -> None:
    from playwright.sync_api import sync_playwright

    server = ServerThread()
    port = server.start()
    print(f"chromium {CHROMIUM}, software WebGL (--disable-gpu)")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        for game in ("cul-de-chouette", "deboule"):
            for width, height in SIZES:
                context = browser.new_context(viewport={"width": width, "height": height})
                page = context.new_page()
                code = room(port, game)
                page.goto(f"http://127.0.0.1:{port}/{code}?bench")
                page.wait_for_function("() => window.deboule && window.deboule.firstFrameAt",
                                       timeout=60_000)
                weight = page.evaluate("""() => {
                    const all = [performance.getEntriesByType("navigation")[0],
                                 ...performance.getEntriesByType("resource")];
                    return [all.reduce((s, e) => s + e.transferSize, 0),
                            all.reduce((s, e) => s + e.decodedBodySize, 0)]; }""")
                first = page.evaluate("() => window.deboule.firstFrameAt")
                frames0 = page.evaluate("() => window.deboule.frames")
                pids = descendants(os.getpid())
                cpu0, t0 = cpu_seconds(pids), time.monotonic()
                page.wait_for_timeout(FPS_SECONDS * 1000)
                frames = page.evaluate("() => window.deboule.frames") - frames0
                seconds = time.monotonic() - t0
                cpu = cpu_seconds(pids) - cpu0
                print(f"{game:16} {width}×{height}: page {weight[0] / 1024:.0f} KB transferred "
                      f"({weight[1] / 1024:.0f} KB unpacked), first frame {first:.0f} ms, "
                      f"{frames / seconds:.1f} FPS drawing every frame "
                      f"(browser CPU {cpu / seconds:.2f} s a second)")
                context.close()
        browser.close()
    server.stop()


if __name__ == "__main__":
    main()
