"""The live page: a read-only web app for the players' phones (Starlette, Jinja2).

Pages: `/` standings, `/seating` (with "find my table"), `/tables` (each table's progress),
`/clock` (the round timer); the organiser's announcements on every page. Each page is
rendered on the server (it reads without script) and keeps itself up to date: it listens to
`/events`, a server-sent event stream that sends the data's version whenever it changes, and
then fetches its part as JSON (`/api/<part>`) and redraws it with `textContent` only.

Why server-sent events and not a poll: the server looks at the source once for all phones
(`check_every`, half a second), so a change reaches every page within about a second, and a
page that is only open costs nothing between changes; EventSource reconnects by itself after
the venue's Wi-Fi drops or a phone wakes up. A browser without EventSource polls
`/api/version` every 2 seconds instead.

Only GET (and HEAD) is answered; anything else is 405. No page shows a file path, a
database detail or an error's text: errors have their own pages, and what went wrong is told
to the server's log only.
"""

from __future__ import annotations

import asyncio
import logging
import threading
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.middleware.gzip import GZipMiddleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response, StreamingResponse
from starlette.routing import Route
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from tournament.clock import format_remaining
from tournament.web.live import PARTS, LiveData
from tournament.web.source import LiveSource

TEMPLATES = Path(__file__).resolve().parent / "templates"
STATIC = {"live.css": "text/css; charset=utf-8",
          "live.js": "text/javascript; charset=utf-8"}
PAGES = {"/": "standings", "/seating": "seating", "/tables": "tables", "/clock": "clock"}
NAV = (("/", "Standings"), ("/seating", "Seating"), ("/tables", "Tables"), ("/clock", "Clock"))
PING_SECONDS = 15  # a comment on the event stream, so that idle connections stay open
# Script, styles and requests from this server only; nothing may frame the page.
SECURITY_HEADERS = [
    (b"content-security-policy",
     b"default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
     b"connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"x-frame-options", b"DENY"),
]

log = logging.getLogger("tournament.web")


class Unavailable(Exception):
    """The source could not answer (the desk app is closing its file, the file is gone)."""


class _Live:
    """The source as the pages see it: its version looked at most every `check_every`
    seconds whatever the number of phones, and its data read once per version."""

    def __init__(self, source: LiveSource, check_every: float):
        self.source = source
        self.check_every = check_every
        self.stopping = threading.Event()  # set by the server when it stops
        self._version: str | None = None
        self._checked = 0.0
        self._data: LiveData | None = None
        self._version_lock: asyncio.Lock | None = None
        self._data_lock: asyncio.Lock | None = None
        self._reported: str | None = None
        self.encoded: dict[tuple[str, str], bytes] = {}  # (version, part): the JSON answer

    def start(self) -> None:
        # Locks belong to the running event loop: made anew at each start of the server.
        self._version_lock, self._data_lock = asyncio.Lock(), asyncio.Lock()
        self._checked = 0.0
        self.stopping.clear()

    async def _call(self, fn: Callable[[], Any]) -> Any:
        try:
            result = await run_in_threadpool(fn)
        except Exception as exc:  # noqa: BLE001 - reported to the log, not to the page
            text = f"{type(exc).__name__}: {exc}"
            if text != self._reported:
                log.warning("the live page cannot read the tournament: %s", text)
                self._reported = text
            raise Unavailable from exc
        self._reported = None
        return result

    async def version(self) -> str:
        assert self._version_lock is not None
        async with self._version_lock:
            if self._version is None or time.monotonic() - self._checked >= self.check_every:
                # Marked before asking: a source that fails is asked again only after
                # `check_every`, however many phones are waiting (they keep the last version).
                self._checked = time.monotonic()
                self._version = str(await self._call(self.source.version))
            return self._version

    async def data(self) -> LiveData:
        version = await self.version()
        assert self._data_lock is not None
        async with self._data_lock:
            if self._data is None or self._data.version != version:
                self._data = await self._call(self.source.data)
            return self._data


def _environment() -> Environment:
    env = Environment(loader=FileSystemLoader(TEMPLATES), autoescape=True,
                      undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True)
    env.globals["nav"] = NAV
    env.filters["clock_text"] = format_remaining
    return env


class _Guard:
    """Only GET and HEAD; the security headers on every answer."""

    def __init__(self, app: ASGIApp, page: Callable[[int, str], bytes]):
        self.app = app
        self.page = page

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def secured(message: Message) -> None:
            if message["type"] == "http.response.start":
                message.setdefault("headers", [])
                message["headers"] = list(message["headers"]) + SECURITY_HEADERS
            await send(message)

        if scope["method"] not in ("GET", "HEAD"):
            body = self.page(405, "This page can only be read.")
            response = Response(body, status_code=405, media_type="text/html",
                                headers={"Allow": "GET, HEAD"})
            await response(scope, receive, secured)
            return
        await self.app(scope, receive, secured)


def create_app(source: LiveSource, *, check_every: float = 0.5) -> Starlette:
    """The live page's web app over `source`. Serve it with `tournament.web.server.LiveServer`
    (or any ASGI server); `app.state.live.stopping.set()` ends the open event streams (the
    server does it when it stops)."""
    live = _Live(source, check_every)
    env = _environment()
    static = {name: (TEMPLATES / name).read_bytes() for name in STATIC}

    def error_page(status: int, message: str) -> bytes:
        return env.get_template("error.html").render(
            status=status, message=message, title="Live page", page="error", version="",
            announcements=[], current=None).encode("utf-8")

    def render(template: str, status: int = 200, **values: Any) -> HTMLResponse:
        html = env.get_template(template).render(**values)
        return HTMLResponse(html, status_code=status, headers={"Cache-Control": "no-store"})

    async def page(request: Request) -> Response:
        name = PAGES[request.url.path]
        data = await live.data()
        now = datetime.now(UTC)
        return render(f"{name}.html", page=name, title=data.title, version=data.version,
                      round=data.round, announcements=data.announcements,
                      current=request.url.path, **{name: data.part(name, now)[name]})

    async def api(request: Request) -> Response:
        part = request.path_params["part"]
        if part not in PARTS:
            raise HTTPException(404)
        data = await live.data()
        headers = {"Cache-Control": "no-store"}
        if part == "clock":  # read at the moment it is asked
            return JSONResponse(data.part(part, datetime.now(UTC)), headers=headers)
        # The same bytes for every phone until the data changes.
        key = (data.version, part)
        if key not in live.encoded:
            live.encoded = {k: v for k, v in live.encoded.items() if k[0] == data.version}
            live.encoded[key] = bytes(JSONResponse(data.part(part, datetime.now(UTC))).body)
        return Response(live.encoded[key], media_type="application/json", headers=headers)

    async def version(request: Request) -> Response:
        return JSONResponse({"version": await live.version()},
                            headers={"Cache-Control": "no-store"})

    async def events(request: Request) -> Response:
        async def stream() -> AsyncIterator[str]:
            yield "retry: 2000\n\n"
            sent: str | None = None
            quiet = 0.0
            while not live.stopping.is_set():
                current: str | None
                try:
                    current = await live.version()
                except Unavailable:
                    current = sent
                if current is not None and current != sent:
                    yield f"data: {current}\n\n"
                    sent, quiet = current, 0.0
                elif quiet >= PING_SECONDS:
                    yield ": ping\n\n"
                    quiet = 0.0
                await asyncio.sleep(live.check_every)
                quiet += live.check_every

        return StreamingResponse(stream(), media_type="text/event-stream",
                                 headers={"Cache-Control": "no-store",
                                          "X-Accel-Buffering": "no"})

    async def asset(request: Request) -> Response:
        name = request.path_params["name"]
        if name not in static:
            raise HTTPException(404)
        return Response(static[name], media_type=STATIC[name],
                        headers={"Cache-Control": "no-cache"})

    async def not_found(request: Request, exc: Exception) -> Response:
        return HTMLResponse(error_page(404, "There is no such page."), status_code=404)

    async def unavailable(request: Request, exc: Exception) -> Response:
        return HTMLResponse(error_page(503, "The tournament cannot be read right now; "
                                            "try again in a moment."), status_code=503,
                            headers={"Retry-After": "5"})

    async def failed(request: Request, exc: Exception) -> Response:
        log.error("the live page failed on %s", request.url.path, exc_info=exc)
        return HTMLResponse(error_page(500, "Something went wrong on the server."),
                            status_code=500)

    @asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        live.start()
        yield
        live.stopping.set()

    routes = [Route(path, page, methods=["GET"]) for path in PAGES]
    routes += [
        Route("/api/version", version, methods=["GET"]),
        Route("/api/{part}", api, methods=["GET"]),
        Route("/events", events, methods=["GET"]),
        Route("/static/{name}", asset, methods=["GET"]),
    ]
    app = Starlette(
        debug=False, routes=routes, lifespan=lifespan,
        exception_handlers={404: not_found, Unavailable: unavailable, 500: failed,
                            Exception: failed})
    app.state.live = live
    # The standings of a big tournament are tens of kilobytes per phone and change; the
    # event stream is never compressed (Starlette leaves text/event-stream alone).
    app.add_middleware(GZipMiddleware, minimum_size=1024, compresslevel=5)
    # Outermost: every answer, the error pages included, gets the headers.
    app.add_middleware(_Guard, page=error_page)
    return app
