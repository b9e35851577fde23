"""Table entry: the JSON API through which a table's phone enters its own hands (`serve
--entry`, or the desk's live page with "Allow table entry").

    GET  /api/table/{R}/{T}          the table (players, scores, hands so far, `seen`)
    GET  /api/table/{R}/{T}/rules    what the phone may enter (outcomes, yaku...)
    POST /api/table/{R}/{T}/phone    {"key": KEY, "name": NAME?}: the phone's name
    POST /api/table/{R}/{T}/check    {"hand": HAND}: what it would pay; nothing stored
    POST /api/table/{R}/{T}/hands    {"hand": HAND, "entry_id": ID, "seen": N, "phone":
                                     NAME?}: record it
    POST /api/table/{R}/{T}/referee  {"reason": REASON, "phone": NAME?}: call a referee

Every request carries the table's code in the `X-Table-Code` header (never in the address:
it would reach logs and browser histories). A header is what makes a request "not simple"
for a browser, so no page of another site can send one here: a cross-site form cannot write.

The statuses: 403 no code, a wrong code or another table's code (nothing stored); 429 for an
address that gave `WRONG_PER_TABLE` wrong codes for this table in the last minute, or
`WRONG_PER_ADDRESS` for all tables (see `_WrongCodes`); 413 a body over
`MAX_BODY` bytes (the Content-Length said and the bytes read are both counted); 422 a hand
the core refuses, with its problems, or a body that is not one JSON object within the limits
of `tournament.web.body` (nesting, repeated keys, whole numbers, Unicode), with one; 409
`seen` behind the table, or another station changed it meanwhile (naming that station and
person), or an entry id given before to another hand (`entry_id_reused`), or a phone name
another phone of the table has (`phone_name_taken`); 423 entry closed for the table
(switched off, locked or approved, not the current round); 429 too for a table that called
a referee too often (`too_many_calls`, with Retry-After); 201 recorded, or a call made (200:
a hand with that entry id was stored before, answered again, or the table's open call); 503
the tournament cannot be reached or written right now (nothing stored, or, when the
commit's fate is unknown, send it again with the same id); 500 a bug, told to the log: to
the phone, that a hand may or may not have been saved (the fault may have come after the
commit), or for a read that nothing changed. Errors are JSON `{"problems": [{"field",
"code", "message", "params"?, "text", "lang"}]}`, never a page or a traceback: `message` is
the core's English, `text` the problem in the pages' language (the switch's cookie, else
`Accept-Language`, which the entry page sets to its own) from the catalogue of the
problems' words (`tournament.words.issues`, the desk's), `lang` that language; `params` are
what the message names, for a page to word it itself (a seat by the player's name).

What runs the service calls: `run(fn)`, which calls `fn(tournament)` where the tournament
lives, one call at a time (the desk's database worker, or `serve`'s own lock), on one of the
web server's worker threads, never on its event loop. A hand is written in one transaction,
as at the desk. After a hand is written, `changed()` tells the live page at once.
"""

from __future__ import annotations

import asyncio
import hmac
import logging
import re
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from tournament.errors import (
    ConnectionLost,
    InvalidInput,
    MaybeSaved,
    StoreError,
    WriteConflict,
)
from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.service.arguments import issue, refuse
from tournament.service.facade import Tournament
from tournament.service.phone import CLOSED, normal_code
from tournament.web.body import BodyProblem, read_body
from tournament.web.words import COOKIE, language
from tournament.words.issues import issue_text

Run = Callable[[Callable[[Tournament], Any]], Any]

MAX_BODY = 64 * 1024
# Wrong codes one address may give in `WRONG_WINDOW` seconds: for one table, and for all
# tables together (phones behind one router share an address: one table's typos must not
# lock out the others, and one address must not guess at every table at full speed).
WRONG_PER_TABLE = 10
WRONG_PER_ADDRESS = 60
WRONG_WINDOW = 60.0
KEPT_COUNTS = 10_000  # (address, table) and address counts remembered at most
CODE_HEADER = "x-table-code"
PREFIX = "/api/table/"
# A round or table number in an address: ASCII digits, no leading zero, 1 to MAX_NUMBER
# (int() would take "٣", "+3" and 5,000 digits; a number past 64 bits cannot be looked up).
MAX_NUMBER = 10_000
_NUMBER = re.compile(r"[1-9][0-9]{0,4}")

log = logging.getLogger("tournament.web")


class FairLock:
    """A lock taken in the order it was asked for: with every table's phone waiting for the
    one tournament, none waits behind phones that came after it (threading.Lock wakes any
    waiter, and under load some wait many times longer than the rest)."""

    def __init__(self) -> None:
        self._guard = threading.Lock()
        self._waiting: deque[threading.Event] = deque()
        self._held = False

    def __enter__(self) -> None:
        with self._guard:
            if not self._held:
                self._held = True
                return
            turn = threading.Event()
            self._waiting.append(turn)
        turn.wait()  # handed over by the holder: held for us

    def __exit__(self, *_exc: object) -> None:
        with self._guard:
            if self._waiting:
                self._waiting.popleft().set()
            else:
                self._held = False


def serial_run(t: Tournament) -> Run:
    """`run` over a tournament open in this process: one call at a time, in turn."""
    lock = FairLock()

    def run(fn: Callable[[Tournament], Any]) -> Any:
        with lock:
            return fn(t)

    return run


class _Refused(Exception):
    def __init__(self, status: int, problems: list[dict[str, Any]],
                 headers: dict[str, str] | None = None, **more: Any):
        super().__init__(status)
        self.status, self.problems, self.headers, self.more = status, problems, headers, more


def _problem(code: IssueCode, field: str, message: str,
             params: dict[str, Any] | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"field": field, "code": code, "message": message}
    if params:
        out["params"] = params
    return out


def _problems(issues: tuple[Issue, ...] | list[Issue]) -> list[dict[str, Any]]:
    # With each problem its parameters (plain values only): the page words it from its code
    # in its language ("seat" 2 is the player at seat 2, "han" 20...).
    return [_problem(i.code, i.field, i.message,
                     {k: v for k, v in (i.params or {}).items()
                      if isinstance(v, str | int | float | bool) or v is None})
            for i in issues]


def _worded(problems: list[dict[str, Any]], request: Request) -> list[dict[str, Any]]:
    """`problems` with their words in the request's language (`text`, `lang`): the seats
    unnamed (the page knows the players' names), so a problem that names one is the core's
    message, and the page words it."""
    lang = language(request.headers.get("accept-language"), request.cookies.get(COOKIE))
    return [{**p, "lang": lang,
             "text": issue_text(Issue(p["code"], None, p.get("field") or "",
                                      str(p.get("message", "")), p.get("params") or {}), lang)}
            for p in problems]


def json_answer(status: int, body: Any, headers: dict[str, str] | None = None) -> Response:
    return JSONResponse(body, status_code=status,
                        headers={"Cache-Control": "no-store", **(headers or {})})


_Key = tuple[str, int, int]  # (address, round, table); (address, 0, 0): the address's total


@dataclass(slots=True)
class _Try:
    """A request's turn to have its code checked: its counts, and whether it holds a place
    among the tries being checked (`counted`)."""

    keys: tuple[_Key, _Key]
    where: tuple[int, int]
    code: str
    counted: bool
    done: bool = False


class _WrongCodes:
    """The wrong codes each address gave in the last `WRONG_WINDOW` seconds, for each table
    and in all, and the tries whose code is being checked now (on the event loop only: no
    lock).

    A try counts from the moment it is let through, not from its answer: while the tries of
    an address that are wrong or still being checked reach a limit, the next try waits for
    their answers (and is refused if they were wrong). Without that, requests sent all at
    once would each pass before the first was answered: thirty tries instead of ten. A code
    that opened its table before (kept here) is not counted until it is found wrong, so that
    a table's phones do not wait for each other; the limits themselves hold for it too."""

    LIMITS = (WRONG_PER_TABLE, WRONG_PER_ADDRESS)

    def __init__(self) -> None:
        self._at: dict[_Key, deque[float]] = {}
        self._checking: dict[_Key, int] = {}
        self._opened: dict[tuple[int, int], str] = {}  # (round, table) -> its code, as typed
        self._settled: asyncio.Event | None = None  # set when a try's answer is known

    @staticmethod
    def _keys(address: str, round: int, table: int) -> tuple[_Key, _Key]:
        return (address, round, table), (address, 0, 0)

    def _recent(self, key: _Key, now: float) -> deque[float]:
        times = self._at.get(key)
        if times is None:
            return deque()
        while times and now - times[0] > WRONG_WINDOW:
            times.popleft()
        if not times:
            del self._at[key]
        return times

    def blocked(self, address: str, round: int, table: int) -> float:
        """Seconds until this address may try this table again (0: it may now)."""
        now = time.monotonic()
        wait = 0.0
        for key, limit in zip(self._keys(address, round, table), self.LIMITS, strict=True):
            times = self._recent(key, now)
            if len(times) >= limit:
                wait = max(wait, 1.0, WRONG_WINDOW - (now - times[-limit]))
        return wait

    def _full(self, keys: tuple[_Key, _Key]) -> bool:
        now = time.monotonic()
        return any(len(self._recent(key, now)) + self._checking.get(key, 0) >= limit
                   for key, limit in zip(keys, self.LIMITS, strict=True))

    def _opens(self, where: tuple[int, int], code: str) -> bool:
        known = self._opened.get(where)
        given = normal_code(code)
        # Compared in constant time, as the service compares it.
        return known is not None and hmac.compare_digest(given.encode("utf-8"),
                                                         known.encode("utf-8"))

    async def turn(self, address: str, round: int, table: int, code: str) -> _Try | float:
        """This try's turn (to be ended with `end`), or the seconds to wait (429)."""
        keys, where = self._keys(address, round, table), (round, table)
        while True:
            wait = self.blocked(address, round, table)
            if wait:
                return wait
            if self._opens(where, code):
                return _Try(keys, where, code, False)
            if not self._full(keys):
                break
            if self._settled is None:
                self._settled = asyncio.Event()
            await self._settled.wait()
        for key in keys:
            self._checking[key] = self._checking.get(key, 0) + 1
        return _Try(keys, where, code, True)

    def end(self, turn: _Try, wrong: bool | None) -> None:
        """The try's answer: its code was wrong (True), right (False), or is not known (None:
        the tournament could not be asked); a second call does nothing."""
        if turn.done:
            return
        turn.done = True
        if turn.counted:
            for key in turn.keys:
                left = self._checking.get(key, 0) - 1
                if left > 0:
                    self._checking[key] = left
                else:
                    self._checking.pop(key, None)
        if wrong:
            if self._opens(turn.where, turn.code):  # the table's code was changed since
                del self._opened[turn.where]
            for key in turn.keys:
                self._record(key)
        elif wrong is False:
            self._opened[turn.where] = normal_code(turn.code)
        settled, self._settled = self._settled, None
        if settled is not None:
            settled.set()

    def _record(self, key: _Key) -> None:
        if len(self._at) >= KEPT_COUNTS and key not in self._at:
            now = time.monotonic()
            for other in list(self._at):
                self._recent(other, now)
            if len(self._at) >= KEPT_COUNTS:  # a flood: forget the oldest count
                del self._at[next(iter(self._at))]
        self._at.setdefault(key, deque()).append(time.monotonic())


def entry_routes(run: Run, changed: Callable[[], None] = lambda: None,
                 entered: Callable[[int, int], None] | None = None,
                 called: Callable[[int, int], None] | None = None) -> list[Route]:
    """The API's routes over `run` (see the module's docstring); `changed()` is called on
    the event loop after a hand or a referee call was written, and then `entered(round,
    table)` (the desk refreshes that table's views) or `called(round, table)` (the desk
    shows the call)."""
    wrong = _WrongCodes()

    def where(request: Request) -> tuple[int, int]:
        round, table = (path_number(request.path_params[key]) for key in ("round", "table"))
        if round is None or table is None:
            raise _Refused(404, [_problem(IssueCode.NOT_FOUND, "", f"there is no such table "
                                          f"address: /api/table/ROUND/TABLE, each a number "
                                          f"from 1 to {MAX_NUMBER:,}")])
        return round, table

    async def call(request: Request, where: tuple[int, int],
                   action: Callable[[Tournament, str], Any]) -> Any:
        """`action(t, code)` in one call of `run` on a worker thread, once the address's
        wrong codes allow it; the service checks the code first (`bad_code`: 403)."""
        address = request.client.host if request.client is not None else ""
        round, table = where
        code = request.headers.get(CODE_HEADER, "")

        def too_many(wait: float) -> _Refused:
            return _Refused(429, [_problem(IssueCode.TOO_MANY_WRONG_CODES, "code", "too many "
                                           "wrong codes from this device; wait a minute")],
                            {"Retry-After": str(int(wait) + 1)})

        wait = wrong.blocked(address, round, table)
        if wait:
            raise too_many(wait)
        if not code.strip():
            raise _Refused(403, [_problem(IssueCode.BAD_CODE, "code", "the table's code is needed "
                                          "(in the X-Table-Code header)")])
        turn = await wrong.turn(address, round, table, code)
        if not isinstance(turn, _Try):
            raise too_many(turn)
        try:
            result = await run_in_threadpool(run, lambda t: action(t, code))
        except InvalidInput as exc:
            if any(i.code == IssueCode.BAD_CODE for i in exc.issues):
                wrong.end(turn, True)
                raise _Refused(403, [_problem(IssueCode.BAD_CODE, "code", "this is not the table's "
                                              "code (give it in the X-Table-Code header)")]
                               ) from None
            wrong.end(turn, False)  # (every other refusal comes after the code was found right)
            raise _refusal(exc) from None
        except _Refused:  # a body that is no JSON object, told once the code was found right
            wrong.end(turn, False)
            raise
        except WriteConflict as exc:
            wrong.end(turn, False)
            raise _Refused(409, [_problem(IssueCode.TABLE_CHANGED, "table", str(exc))]) from None
        except (MaybeSaved, ConnectionLost) as exc:
            maybe = isinstance(exc, MaybeSaved) or exc.maybe_saved
            log.warning("table entry: %s", exc)
            raise _Refused(503, [_problem(
                IssueCode.MAYBE_SAVED if maybe else IssueCode.UNAVAILABLE, "",
                "the hand may or may not have been saved: send it again with the same "
                "entry_id (it is never saved twice)" if maybe else
                "the tournament cannot be reached right now; nothing was saved; try again")],
                {"Retry-After": "2"}) from None
        except StoreError as exc:
            log.warning("table entry: %s", exc)
            raise _Refused(503, [_problem(IssueCode.UNAVAILABLE, "", "the tournament cannot be "
                                          "changed right now; nothing was saved")],
                           {"Retry-After": "5"}) from None
        else:
            wrong.end(turn, False)
            return result
        finally:
            wrong.end(turn, None)  # a bug, or the tournament not reached: the code not judged

    async def body(request: Request) -> bytes:
        """The request's bytes, at most MAX_BODY whatever the headers say (413 beyond)."""
        declared = request.headers.get("content-length")
        if declared is not None:
            try:
                too_big = int(declared) > MAX_BODY
            except ValueError:
                raise _Refused(400, [_problem(IssueCode.BAD_REQUEST, "", "a bad Content-Length")]
                               ) from None
            if too_big:
                raise _Refused(413, [_problem(IssueCode.TOO_LARGE, "", f"the request is over "
                                              f"{MAX_BODY // 1024} KB")])
        read = bytearray()
        async for chunk in request.stream():
            read += chunk
            if len(read) > MAX_BODY:
                raise _Refused(413, [_problem(IssueCode.TOO_LARGE, "", f"the request is over "
                                              f"{MAX_BODY // 1024} KB")])
        return bytes(read)

    def guarded(handler: Callable[[Request], Any], *, writes: bool = False
                ) -> Callable[[Request], Any]:
        """`handler` with its refusals answered in JSON, and a bug (any other exception) as a
        JSON 500 that says what is known: a request that `writes` may have been saved."""
        async def answer(request: Request) -> Response:
            try:
                response: Response = await handler(request)
                return response
            except _Refused as refused:
                try:
                    return json_answer(refused.status,
                                       {"problems": _worded(refused.problems, request),
                                        **refused.more}, refused.headers)
                except Exception as exc:  # noqa: BLE001 - (a refusal that cannot be written)
                    failure: Exception = exc
            except Exception as exc:  # noqa: BLE001 - told to the log, never to the phone
                failure = exc
            log.error("table entry failed on %s", request.url.path, exc_info=failure)
            # Never "nothing was saved, send it again": the fault may have come after the
            # commit. A hand sent again with the same entry_id is never saved twice.
            return json_answer(500, {"problems": _worded([_problem(
                IssueCode.SERVER_ERROR, "", "something went wrong on the server: the hand may "
                "or may not have been saved; look at the table's hands before sending it again "
                "(sent again with the same entry_id, it is never saved twice)" if writes else
                "something went wrong on the server; nothing was changed")], request)})
        return answer

    async def table(request: Request) -> Response:
        round, table = where(request)
        view = await call(request, (round, table),
                          lambda t, code: t.phones.table(round, table, code=code))
        return json_answer(200, view.to_json())

    async def check(request: Request) -> Response:
        round, table = where(request)
        raw = await body(request)
        data = _json(raw)

        def check(t: Tournament, code: str) -> Any:
            return t.phones.check_hand(round, table, _data(t, round, table, code, data)
                                      .get("hand"), code=code)

        result = await call(request, (round, table), check)
        return json_answer(200, {
            "problems": _worded(_problems(result.problems), request),
            "deltas": None if result.deltas is None else list(result.deltas),
            "next": result.next, "wins": list(result.wins)})

    async def hands(request: Request) -> Response:
        round, table = where(request)
        raw = await body(request)

        data = _json(raw)

        def record(t: Tournament, code: str) -> Any:
            got = _data(t, round, table, code, data)
            return t.phones.record_hand(round, table, got.get("hand"), got.get("entry_id"),
                                       got.get("seen"), code=code, phone=got.get("phone"))

        view, created = await call(request, (round, table), record)
        if created:
            tell(round, table, entered)
        return json_answer(201 if created else 200, view.to_json())

    def tell(round: int, table: int, hook: Callable[[int, int], None] | None) -> None:
        # Saved: a failure to tell the pages or the desk is the log's, not the phone's (a
        # 500 would send it to look for what it has).
        try:
            changed()
            if hook is not None:
                hook(round, table)
        except Exception as exc:  # noqa: BLE001
            log.error("table entry: round %s table %s saved, but telling of it failed",
                      round, table, exc_info=exc)

    async def rules(request: Request) -> Response:
        round, table = where(request)
        known = await call(request, (round, table),
                           lambda t, code: t.phones.rules(round, table, code=code))
        return json_answer(200, known)

    async def phone(request: Request) -> Response:
        round, table = where(request)
        data = _json(await body(request))

        def name(t: Tournament, code: str) -> Any:
            got = _data(t, round, table, code, data)
            return t.phones.name(round, table, got.get("key"), got.get("name"), code=code)

        return json_answer(200, {"phone": await call(request, (round, table), name)})

    async def referee(request: Request) -> Response:
        round, table = where(request)
        data = _json(await body(request))

        def make(t: Tournament, code: str) -> Any:
            got = _data(t, round, table, code, data)
            return t.phones.call_referee(round, table, got.get("reason"), code=code,
                                        phone=got.get("phone"))

        made_call, made = await call(request, (round, table), make)
        if made:
            tell(round, table, called)
        return json_answer(201 if made else 200, {"call": made_call.id,
                                                  "reason": made_call.reason,
                                                  "at": made_call.at})

    # The numbers are read by `where` (strictly), not by Starlette's int convertor.
    return [
        Route("/api/table/{round}/{table}", guarded(table), methods=["GET"]),
        Route("/api/table/{round}/{table}/check", guarded(check), methods=["POST"]),
        Route("/api/table/{round}/{table}/hands", guarded(hands, writes=True),
              methods=["POST"]),
        Route("/api/table/{round}/{table}/rules", guarded(rules), methods=["GET"]),
        Route("/api/table/{round}/{table}/phone", guarded(phone), methods=["POST"]),
        Route("/api/table/{round}/{table}/referee", guarded(referee, writes=True),
              methods=["POST"]),
    ]


def is_entry_path(path: str) -> bool:
    """Is `path` the API's (answered in JSON, every method), `/api/table` itself included
    (where Starlette sends `/api/table//` on its way to a route)?"""
    return path == PREFIX.rstrip("/") or path.startswith(PREFIX)


def path_number(text: str) -> int | None:
    """A round or table number as an address gives it, or None (see `MAX_NUMBER`)."""
    if not _NUMBER.fullmatch(text):
        return None
    number = int(text)
    return number if number <= MAX_NUMBER else None


def _json(raw: bytes) -> dict[str, Any] | _Refused:
    """The request's JSON object (`tournament.web.body`: within its limits), or the refusal
    to give once the code is checked."""
    try:
        return read_body(raw)
    except BodyProblem as problem:
        return _Refused(422, [_problem(problem.code, problem.field, problem.message)])


def _data(t: Tournament, round: int, table: int, code: str,
          data: dict[str, Any] | _Refused) -> dict[str, Any]:
    """The request's object; a request that is not one is refused, but after its code: a
    wrong code is 403 whatever it sends."""
    if isinstance(data, _Refused):
        if not t.phones.check_code(round, table, code):
            raise refuse(issue(IssueCode.BAD_CODE, "code", "this is not the table's code"))
        raise data
    return data


def _refusal(exc: InvalidInput) -> _Refused:
    issues = list(exc.issues)
    codes = {i.code for i in issues}
    if codes & CLOSED:
        return _Refused(423, _problems(issues))
    if IssueCode.ENTRY_ID_REUSED in codes or IssueCode.PHONE_NAME_TAKEN in codes:
        return _Refused(409, _problems(issues))
    many = next((i for i in issues if i.code == IssueCode.TOO_MANY_CALLS), None)
    if many is not None:
        return _Refused(429, _problems(issues),
                        {"Retry-After": str(int(many.params.get("wait", 60)))})
    changed = next((i for i in issues if i.code == IssueCode.TABLE_CHANGED), None)
    if changed is not None:
        return _Refused(409, _problems(issues), station=changed.params.get("station", ""),
                        person=changed.params.get("person", ""))
    return _Refused(422, _problems(issues))


def api_error(status: int, request: Request) -> Response:
    """An error of the API's own paths (no such route, a method it does not take) as JSON."""
    messages = {404: "there is no such table address", 405: "this method is not taken here"}
    return json_answer(status, {"problems": _worded([_problem(
        IssueCode.NOT_FOUND if status == 404 else IssueCode.BAD_METHOD, "",
        messages.get(status, "the request cannot be answered"))], request)})
