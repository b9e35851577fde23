"""A tournament served with table entry (`serve --entry`), on a SQLite file or on the suite's
PostgreSQL server as the referee stations' role after `grant`, and an HTTP client for its
API. Shared by the table entry tests and the benchmark."""

from __future__ import annotations

import http.client
import itertools
import json
import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from tests.web.helpers import Serve, ServeHere
from tournament.cli import main
from tournament.players.roster import PlayerDraft
from tournament.service import Tournament

PASSWORD = "organiser pw"
_serial = itertools.count(1)


def names(count: int) -> list[str]:
    return [f"P{i:03d}" for i in range(1, count + 1)]


def arrange(t: Tournament, tables: int = 3) -> dict[int, dict[int, str]]:
    """Round 1 played to a four-way tie (everyone 0 points) and approved; round 2 seated
    (the current round), and with three tables or more, its table 2 finished the same way
    and locked and table 3's phone entry switched off. Codes for both rounds:
    {round: {table: code}}."""
    players = names(tables * 4)
    seating = [players[i * 4:i * 4 + 4] for i in range(tables)]
    t.rounds.set_seating(1, seating)
    for table in range(1, tables + 1):
        t.tables.record_totals(1, table, [30000] * 4)
    t.approvals.approve(1, who="Olga")
    # Round 2: each table's seats turned around (other opponents do not matter here).
    t.rounds.set_seating(2, [s[::-1] for s in seating])
    codes = {1: t.phones.issue_codes(1)[0], 2: t.phones.issue_codes(2)[0]}
    if tables >= 3:
        t.tables.record_totals(2, 2, [30000] * 4)  # (a four-way tie: 0 points each)
        t.approvals.lock_table(2, 2, who="Olga")
        t.phones.switch_entry(2, False, table=3)
    return codes


@dataclass
class Answer:
    status: int
    body: Any
    headers: dict[str, str]


@dataclass
class Venue:
    backend: str
    where: str  # the file's path, or the owner's URL
    codes: dict[int, dict[int, str]]
    serve: Serve | ServeHere | None = None
    cleanup: list[Any] = field(default_factory=list)

    @property
    def url(self) -> str:
        assert self.serve is not None
        return self.serve.url.rstrip("/")

    def request(self, method: str, path: str, code: str | None = None, body: Any = None,
                *, raw: bytes | None = None, headers: dict[str, str] | None = None,
                source: str | None = None, chunked: bool = False) -> Answer:
        parts = urlsplit(self.url)
        conn = http.client.HTTPConnection(
            parts.hostname or "127.0.0.1", parts.port, timeout=30,
            source_address=(source, 0) if source else None)
        sent = dict(headers or {})
        if code is not None:
            sent["X-Table-Code"] = code
        data = raw if raw is not None else (None if body is None else
                                            json.dumps(body).encode("utf-8"))
        if data is not None:
            sent.setdefault("Content-Type", "application/json")
        try:
            if chunked:
                conn.putrequest(method, path)
                for key, value in sent.items():
                    conn.putheader(key, value)
                conn.putheader("Transfer-Encoding", "chunked")
                conn.endheaders()
                assert data is not None
                for start in range(0, len(data), 8192):
                    piece = data[start:start + 8192]
                    try:
                        conn.send(f"{len(piece):x}\r\n".encode() + piece + b"\r\n")
                    except (BrokenPipeError, ConnectionResetError):
                        break  # the server answered (413) and closed: read its answer
                else:
                    conn.send(b"0\r\n\r\n")
            else:
                conn.request(method, path, body=data, headers=sent)
            response = conn.getresponse()
            text = response.read()
            try:
                parsed: Any = json.loads(text)
            except ValueError:
                parsed = text.decode("utf-8", "replace")
            return Answer(response.status, parsed,
                          {k.lower(): v for k, v in response.getheaders()})
        finally:
            conn.close()

    def table(self, round: int, table: int) -> Answer:
        return self.request("GET", f"/api/table/{round}/{table}",
                            self.codes[round][table])

    def post_hand(self, round: int, table: int, hand: dict[str, Any], entry_id: str,
                  seen: int | None = None, code: str | None = None) -> Answer:
        body: dict[str, Any] = {"hand": hand, "entry_id": entry_id}
        if seen is not None:
            body["seen"] = seen
        return self.request("POST", f"/api/table/{round}/{table}/hands",
                            code or self.codes[round][table], body)

    def start(self, *options: str, process: bool = False) -> None:
        """`serve` on the venue's tournament with `options`: in this process (`ServeHere`)
        for the tests of what it serves, as a process of its own (`Serve`) with `process`,
        for those of the process (another command reaching it while it runs)."""
        kind = Serve if process else ServeHere
        if self.backend == "sqlite":
            self.serve = kind(Path(self.where), *options)
        else:
            self.serve = kind(None, "--db", self.station_url, *options)

    def stop(self) -> None:
        if self.serve is not None:
            code, err = self.serve.stop()
            self.serve = None
            assert "Traceback" not in err, err

    station_url: str = ""
    reader_url: str = ""

    @contextmanager
    def organiser(self) -> Iterator[Tournament]:
        """The tournament, opened as the organiser (on SQLite, only while not served: the
        server holds the file)."""
        if self.backend == "sqlite":
            with Tournament.open(self.where) as t:
                yield t
        else:
            with Tournament.open(self.where, password=PASSWORD, station="Desk 1",
                                 person="Olga") as t:
                yield t


@contextmanager
def venue_for(backend: str, tmp_path: Path, request: Any, tables: int = 3
              ) -> Iterator[Venue]:
    """The tournament (see `arrange`), not served yet (`Venue.start`)."""
    if backend == "sqlite":
        path = tmp_path / "cup.rtdb"
        with Tournament.create(path, name="Cup", rounds=3,
                               players=[PlayerDraft(n) for n in names(tables * 4)]) as t:
            codes = arrange(t, tables)
        venue = Venue("sqlite", str(path), codes)
        try:
            yield venue
        finally:
            venue.stop()
        return
    server = request.getfixturevalue("pg_server")
    tag = f"{os.getpid()}_{next(_serial)}"
    database, owner, station, reader = f"e_{tag}", f"eo_{tag}", f"es_{tag}", f"er_{tag}"
    for role in (owner, station, reader):
        server.sql(f"CREATE ROLE {role} LOGIN PASSWORD 'pw-{role}'")
    server.sql(f'CREATE DATABASE "{database}" OWNER {owner} TEMPLATE template0')
    try:
        owner_url = server.url(database, user=owner, password=f"pw-{owner}")
        with Tournament.create(owner_url, name="Cup", rounds=3, password=PASSWORD,
                               players=[PlayerDraft(n) for n in names(tables * 4)]) as t:
            codes = arrange(t, tables)
        assert main(["grant", "--db", owner_url, "--station", station,
                     "--reader", reader]) == 0
        venue = Venue("postgresql", owner_url, codes)
        venue.station_url = server.url(database, user=station, password=f"pw-{station}")
        venue.reader_url = server.url(database, user=reader, password=f"pw-{reader}")
        try:
            yield venue
        finally:
            venue.stop()
    finally:
        server.sql(f'DROP DATABASE IF EXISTS "{database}" WITH (FORCE)')
        for role in (owner, station, reader):
            server.sql(f"DROP ROLE IF EXISTS {role}")
