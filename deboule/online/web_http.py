"""The browser seat's files, served on the room server's own port (docs/online.md, "The
browser seat").

websockets calls `process_request` for every HTTP request before its WebSocket handshake: a
request that asks for a WebSocket goes on to the room server (through the connection gate), any
other GET is answered here and the connection ends. What is served:

- `/` and a room's link `/CODE` (CODE: `ROOM_CODE_LENGTH` letters of `ROOM_CODE_LETTERS`, in
  capitals or not): the page, `index.html`; the page reads the code from its own address
  (`/CODE?watch`: it watches; `/` alone: it offers to make a room, web/src/create.js);
- `/games.json`: the games a room can be made of, their players and bots' levels
  (`deboule/online/web_games.py`);
- `/static/NAME`: a file of the built client (`deboule/online/web_static/`), NAME one of the files
  the folder holds when the server starts (a fixed list: no path is ever built from a request);
- `/text.json`: the translation tables' strings the page shows (`deboule/online/web_text.py`),
  exported from the tables at run time, never copied;
- anything else: 404, one line in French and English.
"""

from __future__ import annotations

import gzip
import json
import re
from collections.abc import Callable
from importlib import resources
from typing import Any

from websockets.datastructures import Headers
from websockets.http11 import Response

from deboule import registry
from deboule.online.protocol import ROOM_CODE_LENGTH, ROOM_CODE_LETTERS
from deboule.online.text import phrase
from deboule.online.web_games import games_body
from deboule.online.web_text import export

STATIC = "web_static"
PAGE = "index.html"
TYPES = {".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8",
         ".css": "text/css; charset=utf-8", ".json": "application/json; charset=utf-8",
         ".png": "image/png", ".svg": "image/svg+xml", ".map": "application/json"}
# a link typed by hand may come in small letters: the page reads the code in capitals
ROOM_PATH = re.compile(f"/[{ROOM_CODE_LETTERS}]{{{ROOM_CODE_LENGTH}}}", re.IGNORECASE)
# the page may load only its own files and talk only to its own server
SECURITY = {"Content-Security-Policy": "default-src 'self'; connect-src 'self' ws: wss:; "
            "img-src 'self' data: blob:; style-src 'self'; script-src 'self'",
            "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer",
            "Cache-Control": "no-cache"}


def _type(name: str) -> str:
    dot = name.rfind(".")
    return TYPES.get(name[dot:] if dot >= 0 else "", "application/octet-stream")


class WebFiles:
    """The built client's files, read once (a few hundred kB), each kept plain and gzipped."""

    def __init__(self, text: Callable[[], dict[str, Any]] | None = None) -> None:
        self.files: dict[str, bytes] = {}
        folder = resources.files("deboule.online").joinpath(STATIC)
        if folder.is_dir():
            for item in folder.iterdir():
                if item.is_file() and not item.name.startswith("."):
                    self.files[item.name] = item.read_bytes()
        self.zipped = {name: gzip.compress(body, 6, mtime=0) for name, body in self.files.items()}
        self.text = text
        self._text_body: bytes | None = None
        self.scenes: dict[str, bytes] = {}

    def built(self) -> bool:
        return PAGE in self.files

    def text_body(self) -> bytes:
        if self._text_body is None:
            self._text_body = json.dumps(export(), ensure_ascii=False,
                                         separators=(",", ":")).encode("utf-8")
        return self._text_body

    def answer(self, path: str, accepts_gzip: bool) -> Response:
        """The answer to a GET of `path` (its query string already cut)."""
        if path == "/" or ROOM_PATH.fullmatch(path):
            return self.file(PAGE, accepts_gzip)
        if path == "/text.json":
            return respond(200, self.text_body(), _type(".json"))
        if path == "/games.json":  # the page at `/` makes a room of one of them
            return respond(200, games_body(), _type(".json"))
        if path.startswith("/scene/") and path.endswith(".json"):
            return self.scene(path[len("/scene/"):-len(".json")])
        if path.startswith("/static/"):
            name = path[len("/static/"):]
            if name in self.files and name != PAGE:
                return self.file(name, accepts_gzip)
        return not_found()

    def scene(self, game: str) -> Response:
        # kept here (b): at the top it would load the renderer, moderngl and PIL into
        # `import deboule.online.server` (+14 ms)
        from deboule.online.web_scene import scene

        if game not in registry.NAMES:  # a fixed list: a request never names a module or a path
            return not_found()
        if game not in self.scenes:
            self.scenes[game] = json.dumps(scene(game), separators=(",", ":")).encode("utf-8")
        return respond(200, self.scenes[game], _type(".json"))

    def file(self, name: str, accepts_gzip: bool) -> Response:
        if name not in self.files:
            return not_found()
        if accepts_gzip and len(self.files[name]) > 1024:
            return respond(200, self.zipped[name], _type(name), {"Content-Encoding": "gzip"})
        return respond(200, self.files[name], _type(name))


def respond(status: int, body: bytes, kind: str, extra: dict[str, str] | None = None
            ) -> Response:
    headers = Headers({"Content-Type": kind, "Content-Length": str(len(body)), **SECURITY,
                       **(extra or {}), "Vary": "Accept-Encoding"})
    reasons = {200: "OK", 404: "Not Found", 405: "Method Not Allowed"}
    return Response(status, reasons.get(status, "Error"), headers, body)


def not_found() -> Response:
    said = phrase("web.http.not_found")
    return respond(404, (said.both() + "\n").encode("utf-8"), "text/plain; charset=utf-8")


def wants_websocket(request: Any) -> bool:
    return "websocket" in request.headers.get("Upgrade", "").lower()


def web_request(files: WebFiles, gate_hook: Callable[[Any, Any], Any]
                ) -> Callable[[Any, Any], Any]:
    """websockets' `process_request`: a WebSocket goes through `gate_hook` (the connection
    gate's own), any other request gets a file of the browser seat or 404."""

    def process_request(connection: Any, request: Any) -> Any:
        refused = gate_hook(connection, request)  # a page's requests count as connections too
        if refused is not None or wants_websocket(request):
            return refused
        path = request.path.split("?", 1)[0].split("#", 1)[0]
        encoding = request.headers.get("Accept-Encoding", "")
        return files.answer(path, "gzip" in encoding.lower())

    return process_request


def room_link(host: str, port: int, code: str) -> str:
    """The link a host shares: http://HOST:PORT/CODE (the same port as the rooms' WebSocket)."""
    shown = f"[{host}]" if ":" in host and not host.startswith("[") else host
    return f"http://{shown}:{port}/{code}"


def page_link(url: str, code: str) -> str:
    """The browser's link to room `code` of the server at `url` (ws:// → http://, wss:// →
    https://: the page is served on the WebSocket's own port)."""
    scheme, sep, rest = url.partition("://")
    web = {"ws": "http", "wss": "https"}.get(scheme.lower(), "http") if sep else "http"
    where = (rest if sep else url).split("/", 1)[0]
    return f"{web}://{where}/{code}"
