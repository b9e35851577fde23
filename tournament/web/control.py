"""The organiser's way into a running `serve FILE --entry`, which holds the file: `phone-entry`
and `table-codes` reach it instead of stopping it (and every table's phones with it).

While it runs, `serve FILE --entry` listens on a second port for these two commands: on this
computer only (127.0.0.1, a port the system chooses), each request carrying a key of 256
random bits (`secrets`) that `serve` writes, with the port and its process id, to a control
file beside the tournament (`.cup.rtdb.serve`, readable and writable by its owner only, gone
when `serve` stops). The command runs inside `serve`, in turn with the phones' hands (the same
`run`), through the same service calls as on a file nobody holds: an organiser-only change of
a tournament with an organiser password needs the password, sent with the request and
forgotten once the command is done; the command's entry id is applied as on the file.

`Control` is the serving side; `find_control` and `send` the command's side (the standard
library only: the commands start as fast as before).
"""

from __future__ import annotations

import contextlib
import hmac
import json
import os
import secrets
import urllib.error
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tournament.errors import InvalidInput
from tournament.issue_codes import IssueCode

TOKEN_HEADER = "X-Control-Key"
MAX_BODY = 64 * 1024  # a command is a few hundred bytes
COMMANDS = ("phone-entry", "table-codes", "referee-calls", "hide-standings")


def control_path(file: Path) -> Path:
    """Where a running `serve FILE --entry` says how to reach it."""
    return file.parent / f".{file.name}.serve"


@dataclass(frozen=True, slots=True)
class Reach:
    """How to reach a running `serve`: its port on 127.0.0.1, its key, its process id."""

    port: int
    key: str
    pid: int


class ControlRefused(Exception):
    """A command `serve` refused or could not run: its problems' messages (and codes)."""

    def __init__(self, problems: list[dict[str, Any]]):
        super().__init__("; ".join(str(p.get("message", "")) for p in problems))
        self.problems = problems

    @property
    def codes(self) -> list[str]:
        return [str(p.get("code", "")) for p in self.problems]


# -- the serving side ----------------------------------------------------------------------

class Control:
    """The control port of a `serve FILE --entry` (see the module's docstring): `start()`
    listens and writes the control file, `stop()` removes it and stops listening."""

    def __init__(self, run: Callable[[Callable[[Any], Any]], Any], file: Path):
        self.run = run
        self.file = Path(file)
        self.key = secrets.token_urlsafe(32)
        self._server: Any = None

    def start(self) -> None:
        from tournament.web.server import LiveServer

        server = LiveServer(_app(self.run, self.key), host="127.0.0.1", port=0)
        server.start()
        self._server = server
        try:
            _write_private(control_path(self.file), json.dumps(
                {"port": server.port, "key": self.key, "pid": os.getpid()}))
        except OSError:
            server.stop()
            self._server = None
            raise

    def stop(self) -> None:
        path = control_path(self.file)
        with contextlib.suppress(OSError, ValueError):
            # Only our own: a control file another `serve` wrote since stays.
            if json.loads(path.read_text(encoding="utf-8")).get("key") == self.key:
                path.unlink()
        if self._server is not None:
            self._server.stop()
            self._server = None


def _write_private(path: Path, text: str) -> None:
    """`text` in `path`, readable and writable by this user only, whole or not at all."""
    part = path.with_name(f"{path.name}.{os.getpid()}.part")
    fd = os.open(part, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(part, path)
    except BaseException:
        with contextlib.suppress(OSError):
            part.unlink()
        raise


def _app(run: Callable[[Callable[[Any], Any]], Any], key: str) -> Any:
    from starlette.applications import Starlette
    from starlette.concurrency import run_in_threadpool
    from starlette.requests import Request
    from starlette.responses import JSONResponse
    from starlette.routing import Route

    from tournament.web.body import BodyProblem, read_body

    def answer(status: int, body: Any) -> JSONResponse:
        return JSONResponse(body, status_code=status, headers={"Cache-Control": "no-store"})

    def refused(status: int, code: IssueCode, message: str) -> JSONResponse:
        return answer(status, {"problems": [{"field": "", "code": code, "message": message}]})

    async def command(request: Request) -> JSONResponse:
        given = request.headers.get(TOKEN_HEADER, "")
        if not hmac.compare_digest(given.encode("utf-8", "replace"), key.encode()):
            return refused(403, IssueCode.NOT_ALLOWED, "this is not the running serve's key")
        raw = b""
        async for chunk in request.stream():
            raw += chunk
            if len(raw) > MAX_BODY:
                return refused(413, IssueCode.BAD_JSON, "the command is too long")
        try:
            body = read_body(raw)
        except BodyProblem as problem:
            return refused(422, problem.code, problem.message)
        try:
            done = await run_in_threadpool(run, lambda t: run_command(t, body))
        except InvalidInput as exc:
            return answer(422, {"problems": [{"field": i.field or "", "code": i.code,
                                              "message": i.message} for i in exc.issues]})
        except Exception as exc:  # noqa: BLE001 - said to the command, which exits 2
            return refused(500, IssueCode.FAILED, f"serve could not do it ({exc})")
        return answer(200, done)

    return Starlette(routes=[Route("/command", command, methods=["POST"])])


def _field(body: dict[str, Any], name: str, kind: type | tuple[type, ...],
           optional: bool = True) -> Any:
    value = body.get(name)
    if value is None and optional:
        return None
    if not isinstance(value, kind) or isinstance(value, bool) and kind is int:
        from tournament.model import Issue

        raise InvalidInput([Issue(IssueCode.BAD_JSON, None, name,
                                  f"{name}: not what the command sends")])
    return value


def run_command(t: Any, body: dict[str, Any]) -> dict[str, Any]:
    """One command inside `serve`, on its open tournament: what the command prints, as
    {"round", "tables", "changed", "already"} (`referee-calls`: {"calls", ...};
    `hide-standings`: {"hidden_from", ...}). The password given is forgotten after."""
    name = _field(body, "command", str, optional=False)
    if name not in COMMANDS:
        from tournament.model import Issue

        raise InvalidInput([Issue(IssueCode.BAD_JSON, None, "command",
                                  f"{name!r} is not a command serve takes")])
    round = _field(body, "round", int, optional=name in ("referee-calls", "hide-standings"))
    table = _field(body, "table", int)
    who = _field(body, "who", str) or ""
    password = _field(body, "password", str)
    entry_id = _field(body, "entry_id", str)
    intent = body.get("intent")
    try:
        if password is not None and not t.setup.check_password(password):
            from tournament.model import Issue

            raise InvalidInput([Issue(IssueCode.BAD_PASSWORD, None, "password",
                                      "wrong organiser password")])
        already = entry_id is not None and t.entry_applied(entry_id, intent)
        if entry_id is not None and not already:
            t.give_entry_id(entry_id, intent)
        changed = False
        if name == "referee-calls":
            done = _field(body, "done", int)
            if done is not None and not already:
                t.referee.close_call(done, who=who)
                changed = True
            return {"calls": [c.to_json() for c in t.referee.calls()], "changed": changed,
                    "already": already}
        if name == "hide-standings":
            hide = None if body.get("off") else _field(body, "from_round", int, optional=False)
            if not already:
                changed = bool(t.referee.hide_standings(hide, who=who).settings)
            return {"hidden_from": t.settings.hide_from_round, "changed": changed,
                    "already": already}
        if name == "table-codes":
            if already:
                codes = t.phones.codes(round)
            else:
                codes, made = t.phones.issue_codes(round, new=bool(body.get("new")),
                                                  table=table, who=who)
                changed = bool(made.audit)
            if table is not None:
                codes = {table: codes[table]} if table in codes else {}
            tables = [{"table": n, "code": c, "path": f"/table/{round}/{n}"}
                      for n, c in sorted(codes.items())]
        else:
            switch = _field(body, "switch", str)
            if switch is not None and not already:
                t.phones.switch_entry(round, switch == "on", table=table, who=who)
                changed = True
            tables = [{"table": line.table, "code": line.code, "on": line.on,
                       "hands": line.hands, "last_at": line.last_at}
                      for line in t.phones.entry(round)]
        return {"round": round, "tables": tables, "changed": changed, "already": already}
    finally:
        t.setup.forget_password()
        t.give_entry_id(None)


# -- the command's side --------------------------------------------------------------------

def find_control(file: Path) -> Reach | None:
    """How to reach the `serve` holding `file`, if one does (None: no control file, or one
    left by a `serve` that is no longer running)."""
    from tournament.storage.opening import pid_alive

    try:
        data = json.loads(control_path(Path(file)).read_text(encoding="utf-8"))
        reach = Reach(int(data["port"]), str(data["key"]), int(data["pid"]))
    except (OSError, ValueError, KeyError, TypeError):
        return None
    if not 0 < reach.port < 65536 or not 0 < reach.pid < 1 << 31 or not pid_alive(reach.pid):
        return None
    return reach


def send(reach: Reach, body: dict[str, Any], timeout: float = 60.0) -> dict[str, Any]:
    """The command `body` run by the `serve` at `reach`: its answer, or `ControlRefused`
    with its problems (an `OSError` when it does not answer)."""
    request = urllib.request.Request(
        f"http://127.0.0.1:{reach.port}/command", data=json.dumps(body).encode("utf-8"),
        headers={TOKEN_HEADER: reach.key, "Content-Type": "application/json"}, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:  # noqa: S310
            answer: dict[str, Any] = json.loads(response.read(1 << 20))
            return answer
    except urllib.error.HTTPError as exc:
        try:
            problems = json.loads(exc.read(1 << 20))["problems"]
        except (OSError, ValueError, KeyError, TypeError):
            problems = [{"code": IssueCode.FAILED, "message": f"serve answered {exc.code}"}]
        raise ControlRefused(problems) from None
