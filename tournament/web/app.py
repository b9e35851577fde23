"""The live page: a read-only web app for the players' phones (Starlette, Jinja2).

Pages: `/` standings, `/seating` (with "find my table"), `/tables` (each table's progress),
`/clock` (the round timer); the organiser's announcements on every page. Each page is
rendered on the server (it reads without script) and keeps itself up to date: it listens to
`/events`, a server-sent event stream that sends the data's version whenever it changes, and
then fetches its part as JSON (`/api/<part>`) and redraws it with `textContent` only.

Why server-sent events and not a poll: the server looks at the source once for all phones
(`check_every`, half a second; at once when the source says it changed: `subscribe`), and
one notice wakes every open stream, so a change reaches every page within about a second,
and a page that is only open costs nothing between changes; EventSource reconnects by
itself after the venue's Wi-Fi drops or a phone wakes up. A browser without EventSource
polls `/api/version` every 2 seconds instead.

Each page and each answer is built once per version of the data (the clock's once per
second), compressed once, and the same bytes go to every phone, with an ETag: a phone that
has them already gets "304 Not Modified". A hundred phones asking at the same moment wait for
one build, not a hundred.

Only GET (and HEAD) is answered; anything else is 405, unless table entry is on
(`create_app(entry=...)`): then the tables' phones also POST their hands to `/api/table/...`
(`tournament.web.entry`). No page shows a file path, a
database detail or an error's text: errors have their own pages, and what went wrong is told
to the server's log only.
"""

from __future__ import annotations

import asyncio
import gzip
import hashlib
import json
import logging
import threading
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
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
from tournament.web.entry import Run as EntryRun
from tournament.web.entry import api_error, entry_routes, is_entry_path, path_number
from tournament.web.live import PARTS, LiveData
from tournament.web.season import SeasonBoard, season_routes, season_view
from tournament.web.source import LiveSource
from tournament.web.words import COOKIE, WORDS, language, live_words, say

TEMPLATES = Path(__file__).resolve().parent / "templates"
STATIC = {"live.css": "text/css; charset=utf-8",
          "live.js": "text/javascript; charset=utf-8",
          "table.css": "text/css; charset=utf-8",
          "table.js": "text/javascript; charset=utf-8"}
PAGES = {"/": "standings", "/seating": "seating", "/tables": "tables", "/clock": "clock"}
NAV = (("/", "nav_standings"), ("/seating", "nav_seating"), ("/tables", "nav_tables"),
       ("/clock", "nav_clock"))
PING_SECONDS = 15  # a comment on the event stream, so that idle connections stay open
# The least time between two looks at a source that does not tell of its changes.
LEAST_CHECK = 0.05
# The least time between two tellings of the pages: a burst of changes (every table's phone
# saving at once) is told as one version, built once, fetched once by each page.
PUBLISH_EVERY = 0.25
KEPT_BODIES = 48  # pages and answers kept (a few versions' worth, and the clock's seconds)
GZIP_FROM = 1024  # smaller answers are sent as they are
FIRST_LOOK = 2.0  # how long a new event stream waits for the first look at the source
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


def nav_of(lang: str, season: bool = False) -> list[tuple[str, str]]:
    """The pages' links, in a language (`season`: the season's page too)."""
    return [(href, say(lang, key))
            for href, key in NAV + ((("/season", "nav_season"),) if season else ())]


def page_language(request: Request) -> str:
    """The language a page is answered in: the page's switch (its cookie), else the
    browser's `Accept-Language`."""
    return language(request.headers.get("accept-language"), request.cookies.get(COOKIE))


class Unavailable(Exception):
    """The source could not answer (the desk app is closing its file, the file is gone)."""


@dataclass(frozen=True, slots=True)
class _Body:
    """A page or an answer, built once: its bytes, compressed, and its ETag."""

    plain: bytes
    gzipped: bytes | None
    etag: str
    media_type: str


def _made(plain: bytes, media_type: str) -> _Body:
    gzipped = gzip.compress(plain, compresslevel=5) if len(plain) >= GZIP_FROM else None
    # Weak: the compressed and the plain bytes are the same answer.
    etag = f'W/"{hashlib.blake2b(plain, digest_size=12).hexdigest()}"'
    return _Body(plain, gzipped, etag, media_type)


def _matches(if_none_match: str | None, etag: str) -> bool:
    """Does the phone have these bytes already (If-None-Match, weak comparison)?"""
    if not if_none_match:
        return False
    tags = [tag.strip() for tag in if_none_match.split(",")]
    return "*" in tags or etag.removeprefix("W/") in {t.removeprefix("W/") for t in tags}


def _marks(data: LiveData) -> str:
    """A short fingerprint of what each page's part shows ("standings:1f2e.. seating:..
    tables:.."), sent with each version on the event stream: a page whose part did not
    change does not fetch it again. (The clock changes by itself: it has none.)"""
    now = datetime.now(UTC)
    marks = []
    for name in PARTS:
        if name == "clock":
            continue
        shown = data.part(name, now)
        del shown["version"]
        text = json.dumps(shown, sort_keys=True, separators=(",", ":")).encode("utf-8")
        marks.append(f"{name}:{hashlib.blake2b(text, digest_size=8).hexdigest()}")
    return " ".join(marks)


class _Live:
    """The source as the pages see it: its version looked at most every `check_every`
    seconds whatever the number of phones (at once when the source tells of a change), its
    data read once per version, and each page and answer built once per version."""

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
        self.renders = 0  # pages and answers built (each once per version)
        self._bodies: dict[tuple[str, str], _Body] = {}
        self._building: dict[tuple[str, str], asyncio.Future[_Body]] = {}
        # The version the event streams were last told, and what they wait on for the next.
        self.published: str | None = None
        self.marks = ""  # what each part shows at that version, in short (`_marks`)
        self._next: asyncio.Future[None] | None = None
        self._wake: asyncio.Event | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._task: asyncio.Task[None] | None = None
        subscribe = getattr(source, "subscribe", None)
        if subscribe is not None:
            subscribe(self._poke)

    def start(self) -> None:
        # Locks belong to the running event loop: made anew at each start of the server.
        self._version_lock, self._data_lock = asyncio.Lock(), asyncio.Lock()
        self._checked = 0.0
        self.stopping.clear()
        self._bodies.clear()
        self._building.clear()
        self.published = None
        self.marks = ""
        self._loop = asyncio.get_running_loop()
        self._wake = asyncio.Event()
        self._next = self._loop.create_future()
        self._task = self._loop.create_task(self._broadcast())

    async def stop(self) -> None:
        self.stopping.set()
        if self._task is not None:
            self._task.cancel()
            try:
                await self._task
            except asyncio.CancelledError:
                pass
            self._task = None
        self._publish()  # the open streams end

    def poke(self) -> None:
        """Something changed here (a hand from a phone): look at the source now."""
        self._poke()

    def _poke(self) -> None:
        """The source changed (called from its thread): look at it now."""
        loop, wake = self._loop, self._wake
        if loop is None or wake is None or loop.is_closed():
            return
        try:
            loop.call_soon_threadsafe(wake.set)
        except RuntimeError:  # the loop closed meanwhile: the server is stopping
            pass

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

    async def version(self, *, fresh: bool = False) -> str:
        """The source's version, looked at again when `check_every` has passed since a
        request last looked (`fresh`: now; the event streams' look, which leaves the
        requests' interval alone, so that a page asked for just after a change has it)."""
        assert self._version_lock is not None
        async with self._version_lock:
            if fresh:
                self._version = str(await self._call(self.source.version))
            elif self._version is None or time.monotonic() - self._checked >= self.check_every:
                # Marked before asking: a source that fails is asked again only after
                # `check_every`, however many phones are waiting (they keep the last version).
                self._checked = time.monotonic()
                self._version = str(await self._call(self.source.version))
            return self._version

    async def data(self, version: str | None = None) -> LiveData:
        """The data, read once per version (`version`: the one just looked at)."""
        if version is None:
            version = await self.version()
        assert self._data_lock is not None
        async with self._data_lock:
            if self._data is None or self._data.version != version:
                self._data = await self._call(self.source.data)
            return self._data

    async def body(self, key: tuple[str, str], build: Callable[[], bytes],
                   media_type: str) -> _Body:
        """The page or answer `key` (version, what), built by `build()` once: phones that
        ask while it is being built wait for that build (which goes on if the phone that
        started it goes away)."""
        made = self._bodies.get(key)
        if made is not None:
            return made
        building = self._building.get(key)
        if building is None:
            building = asyncio.ensure_future(self._build(key, build, media_type))
            self._building[key] = building
            # A failure is raised to each phone waiting; none waiting: nothing to tell.
            building.add_done_callback(lambda done: done.cancelled() or done.exception())
        return await asyncio.shield(building)

    async def _build(self, key: tuple[str, str], build: Callable[[], bytes],
                     media_type: str) -> _Body:
        try:
            made = await run_in_threadpool(lambda: _made(build(), media_type))
        finally:
            self._building.pop(key, None)
        self.renders += 1
        while len(self._bodies) >= KEPT_BODIES:
            del self._bodies[next(iter(self._bodies))]  # the oldest
        self._bodies[key] = made
        return made

    # -- the event streams ------------------------------------------------------------------
    async def _broadcast(self) -> None:
        """Look at the source (every `check_every` seconds, at once when poked) and wake
        every open event stream when its version changed: one look for all phones."""
        assert self._wake is not None
        interval = max(self.check_every, LEAST_CHECK)
        while not self.stopping.is_set():
            self._wake.clear()
            told = False
            try:
                current: str | None = await self.version(fresh=True)
                if current is not None and current != self.published:
                    data = await self.data(current)
                    self.marks = await run_in_threadpool(_marks, data)
                    self.published = data.version
                    self._publish()
                    told = True
            except Unavailable:
                pass
            except Exception as exc:  # noqa: BLE001 - a bug: told to the log, streams go on
                text = f"{type(exc).__name__}: {exc}"
                if text != self._reported:
                    log.error("the live page cannot tell the pages of a change",
                              exc_info=exc)
                    self._reported = text
            if told:
                # The changes made meanwhile are told together, at the next look.
                await asyncio.sleep(PUBLISH_EVERY)
                continue
            try:
                await asyncio.wait_for(self._wake.wait(), interval)
            except TimeoutError:
                pass
        self._publish()

    def _publish(self) -> None:
        told, loop = self._next, self._loop
        if loop is not None and not loop.is_closed():
            self._next = loop.create_future()
        if told is not None and not told.done():
            told.set_result(None)

    async def next_change(self, timeout: float) -> bool:
        """Wait until the version changes (True) or `timeout` seconds pass (False)."""
        waiting = self._next
        if waiting is None:
            await asyncio.sleep(timeout)
            return False
        try:
            await asyncio.wait_for(asyncio.shield(waiting), timeout)
        except TimeoutError:
            return False
        return True


def _environment() -> Environment:
    env = Environment(loader=FileSystemLoader(TEMPLATES), autoescape=True,
                      undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True)
    env.filters["clock_text"] = format_remaining
    return env


class _Guard:
    """Only GET and HEAD (and, with table entry, POST to its API); the security headers on
    every answer."""

    def __init__(self, app: ASGIApp, page: Callable[[int, str], bytes], entry: bool = False):
        self.app = app
        self.page = page
        self.entry = entry

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def secured(message: Message) -> None:
            if message["type"] == "http.response.start":
                message.setdefault("headers", [])
                message["headers"] = list(message["headers"]) + SECURITY_HEADERS
            await send(message)

        if self.entry and is_entry_path(scope["path"]):
            # The API answers every method itself, in JSON (405 for those it does not take).
            await self.app(scope, receive, secured)
            return
        if scope["method"] not in ("GET", "HEAD"):
            body = self.page(405, "This page can only be read.")
            response = Response(body, status_code=405, media_type="text/html",
                                headers={"Allow": "GET, HEAD"})
            await response(scope, receive, secured)
            return
        await self.app(scope, receive, secured)


def create_app(source: LiveSource, *, check_every: float = 0.5,
               entry: EntryRun | None = None,
               entered: Callable[[int, int], None] | None = None,
               called: Callable[[int, int], None] | None = None,
               season: SeasonBoard | None = None) -> Starlette:
    """The live page's web app over `source`. Serve it with `tournament.web.server.LiveServer`
    (or any ASGI server); `app.state.live.stopping.set()` ends the open event streams (the
    server does it when it stops).

    `entry`: table entry from the phones is on (`tournament.web.entry`); `entry(fn)` runs
    `fn(tournament)` where the tournament that is written lives, one call at a time. Without
    it, nothing can be changed: anything but GET is refused (405). With it, the tables'
    own entry pages are served too (`/table/R/T`, `templates/table.html`).
    `entered(round, table)` is called (on the server's event loop) after a phone's hand was
    written, and `called(round, table)` after a table's phone called a referee.
    `season`: the season's table on its own page (`tournament.web.season`)."""
    live = _Live(source, check_every)
    env = _environment()
    static = {name: (TEMPLATES / name).read_bytes() for name in STATIC}

    def error_page(status: int, message: str, lang: str = "en") -> bytes:
        return env.get_template("error.html").render(
            status=status, message=message, title=say(lang, "live_page"), page="error",
            version="", announcements=[], current=None, lang=lang, w=live_words(lang),
            nav=nav_of(lang, season is not None), words={"live": live_words(lang)},
            other="fr" if lang == "en" else "en").encode("utf-8")

    def send(request: Request, body: _Body, lang: str | None = None) -> Response:
        # no-cache: a browser keeps the bytes but asks each time (If-None-Match). A page in
        # a language varies with what asks for it.
        headers = {"Cache-Control": "no-cache", "ETag": body.etag,
                   "Vary": "Accept-Encoding" if lang is None
                   else "Accept-Encoding, Accept-Language, Cookie"}
        if lang is not None:
            headers["Content-Language"] = lang
        if _matches(request.headers.get("if-none-match"), body.etag):
            return Response(status_code=304, headers=headers)
        if body.gzipped is not None and "gzip" in request.headers.get("accept-encoding", ""):
            headers["Content-Encoding"] = "gzip"
            return Response(body.gzipped, media_type=body.media_type, headers=headers)
        return Response(body.plain, media_type=body.media_type, headers=headers)

    async def page(request: Request) -> Response:
        name = PAGES[request.url.path]
        data = await live.data()
        now = datetime.now(UTC)
        current = request.url.path
        lang = page_language(request)
        # The clock page shows the time left: built once per second.
        key = (data.version, f"page:{name}:{lang}" + (f":{int(now.timestamp())}"
                                                      if name == "clock" else ""))

        def build() -> bytes:
            return env.get_template(f"{name}.html").render(
                page=name, title=data.title, version=data.version, round=data.round,
                announcements=data.announcements, current=current, lang=lang,
                w=live_words(lang), nav=nav_of(lang, season is not None),
                words={"live": live_words(lang)}, other="fr" if lang == "en" else "en",
                **{name: data.part(name, now, lang)[name]}).encode("utf-8")

        return send(request, await live.body(key, build, "text/html; charset=utf-8"),
                    lang)

    async def api(request: Request) -> Response:
        part = request.path_params["part"]
        if part not in PARTS:
            raise HTTPException(404)
        data = await live.data()
        now = datetime.now(UTC)
        lang = page_language(request)
        # The clock is read at the moment it is asked (to the second).
        key = (data.version, f"api:{part}:{lang}" + (f":{int(now.timestamp())}"
                                                    if part == "clock" else ""))
        body = await live.body(key, lambda: bytes(JSONResponse(
            data.part(part, now, lang)).body), "application/json")
        return send(request, body, lang)

    async def version(request: Request) -> Response:
        current = await live.version()
        body = await live.body((current, "api:version"),
                               lambda: bytes(JSONResponse({"version": current}).body),
                               "application/json")
        return send(request, body)

    async def events(request: Request) -> Response:
        async def stream() -> AsyncIterator[str]:
            yield "retry: 2000\n\n"
            sent: str | None = None
            current = live.published
            if current is None:  # the first look at the source is not done yet
                await live.next_change(FIRST_LOOK)
                current = live.published
            if current is None:
                try:
                    current = await live.version()
                except Unavailable:
                    current = None
            while not live.stopping.is_set():
                if current is not None and current != sent:
                    # id: what each part shows at this version (`_marks`); the page
                    # fetches its part only when that changed.
                    marks = f"id: {live.marks}\n" if current == live.published else ""
                    yield f"{marks}data: {current}\n\n"
                    sent = current
                # Every stream waits on the same notice: one change wakes them all.
                if not await live.next_change(PING_SECONDS):
                    yield ": ping\n\n"
                current = live.published or current

        return StreamingResponse(stream(), media_type="text/event-stream",
                                 headers={"Cache-Control": "no-store",
                                          "X-Accel-Buffering": "no"})

    async def asset(request: Request) -> Response:
        name = request.path_params["name"]
        if name not in static:
            raise HTTPException(404)
        return Response(static[name], media_type=STATIC[name],
                        headers={"Cache-Control": "no-cache"})

    async def table_page(request: Request) -> Response:
        # The same bytes for every table but its numbers: the words, the table and its code
        # come from the script (the code from the address's fragment, never sent here).
        round_, table = (path_number(request.path_params[key]) for key in ("round", "table"))
        if round_ is None or table is None:
            raise HTTPException(404)
        lang = page_language(request)
        table_words = WORDS[lang]["table"]
        html = env.get_template("table.html").render(
            round=round_, table=table, lang=lang, words=WORDS,
            other="fr" if lang == "en" else "en", switch_to=table_words["switch_to"],
            title=str(table_words["title"]).replace("{t}", str(table)).replace(
                "{r}", str(round_)),
            noscript="This page needs JavaScript." if lang == "en" else
            "Cette page a besoin de JavaScript.")
        return HTMLResponse(html, headers={"Cache-Control": "no-cache",
                                           "Vary": "Accept-Language, Cookie",
                                           "Content-Language": lang})

    async def not_found(request: Request, exc: Exception) -> Response:
        if entry is not None and is_entry_path(request.url.path):
            return api_error(404, request)
        lang = page_language(request)
        return HTMLResponse(error_page(404, say(lang, "no_page"), lang), status_code=404)

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
        await live.stop()

    async def not_allowed(request: Request, exc: Exception) -> Response:
        if entry is not None and is_entry_path(request.url.path):
            return api_error(405, request)
        return HTMLResponse(error_page(405, "This page can only be read."), status_code=405,
                            headers={"Allow": "GET, HEAD"})

    routes = [Route(path, page, methods=["GET"]) for path in PAGES]
    if entry is not None:
        # Before /api/{part}; a hand written wakes the event streams at once.
        routes += entry_routes(entry, live.poke, entered, called)
    if season is not None:
        routes += _season_routes(season, live, env, send)
    routes += [
        Route("/api/version", version, methods=["GET"]),
        Route("/api/{part}", api, methods=["GET"]),
        Route("/events", events, methods=["GET"]),
        Route("/static/{name}", asset, methods=["GET"]),
    ]
    if entry is not None:
        routes.append(Route("/table/{round}/{table}", table_page, methods=["GET"]))
    app = Starlette(
        debug=False, routes=routes, lifespan=lifespan,
        exception_handlers={404: not_found, 405: not_allowed, Unavailable: unavailable,
                            500: failed, Exception: failed})
    app.state.live = live
    # The standings of a big tournament are tens of kilobytes per phone and change; the
    # event stream is never compressed (Starlette leaves text/event-stream alone).
    app.add_middleware(GZipMiddleware, minimum_size=1024, compresslevel=5)
    # Outermost: every answer, the error pages included, gets the headers.
    app.add_middleware(_Guard, page=error_page, entry=entry is not None)
    return app


def _season_routes(board: SeasonBoard, live: _Live, env: Environment,
                   send: Callable[..., Response]) -> list[Route]:
    """The season's page and JSON, each built once per version of the tournament and of
    the season's files (`tournament.web.season`)."""

    async def page(request: Request, key: str, table: dict[str, Any]) -> Response:
        data = await live.data()
        lang = page_language(request)

        def build() -> bytes:
            return env.get_template("season.html").render(
                page="season", title=data.title, version=data.version, round=data.round,
                announcements=data.announcements, current="/season", lang=lang,
                w=live_words(lang), nav=nav_of(lang, True), words={"live": live_words(lang)},
                other="fr" if lang == "en" else "en",
                season=season_view(table, lang)).encode("utf-8")

        body = await live.body((key, f"page:season:{lang}"), build, "text/html; charset=utf-8")
        return send(request, body, lang)

    async def answer(request: Request, key: str, build: Callable[[], bytes]) -> Response:
        return send(request, await live.body((key, "api:season"), build, "application/json"))

    return season_routes(board, live.data, page, answer)
