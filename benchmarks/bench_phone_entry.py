"""Table entry under load: every table's phone entering its hands at once through `serve
--entry`, on a SQLite file and on a PostgreSQL server (as the referee stations' role after
`grant`). Plain script, prints figures; no asserts.

    nice python benchmarks/bench_phone_entry.py [--phones 64] [--hands 8] [--runs 3]
                                                [--backend sqlite|postgresql|both]

Each run builds a fresh tournament (4 x PHONES players, round 1 seated, one table per phone,
the codes issued), starts `python -m tournament serve FILE|--db URL --entry` in a process of
its own (loopback), and then PHONES phones (threads of this process, each with its own
keep-alive connection, all released at once) each read their table (GET, for `seen`) and
enter HANDS hands one after another (POST .../hands with a new entry id and the `seen` of
the last answer), as the page does; a hand not answered 201 is sent again with the same
entry id (counted as a retry). Afterwards the server is stopped and the tournament read
back: each table must hold exactly the hands its phone was told were saved.

Figures per backend (median over --runs):
- hands/s: hands saved / seconds from the phones' release to the last answer;
- POST p95 (and median): each POST .../hands answer time, over every phone;
- lost: hands answered 201 that the tournament does not hold; doubled: hands the tournament
  holds more than once (the same entry id twice, or more hands than were saved); both must
  be 0;
- retries: POSTs that were not answered 201 or 200 and were sent again.
The machine may be shared: compare runs made side by side only.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import statistics
import sys
import tempfile
import threading
import time
import uuid
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def build(where: str, phones: int, password: str | None) -> dict[int, str]:
    """The tournament at `where`: 4 x `phones` players, round 1 seated; the codes."""
    from tournament.players.roster import PlayerDraft
    from tournament.service import Tournament

    players = [f"P{i:04d}" for i in range(1, phones * 4 + 1)]
    with Tournament.create(where, name="Bench", rounds=2, password=password,
                           players=[PlayerDraft(n) for n in players]) as t:
        t.rounds.set_seating(1, [players[i * 4:i * 4 + 4] for i in range(phones)])
        codes, _ = t.phones.issue_codes(1)
    return codes


def hand(number: int) -> dict[str, Any]:
    """A hand that keeps a hanchan going: the seat after the dealer rons the one after it
    (the dealer, seat number % 4 in the first 8 hands, moves on each hand)."""
    dealer = number % 4
    return {"outcome": "ron", "riichi": [], "wins": [
        {"winner": (dealer + 1) % 4, "loser": (dealer + 2) % 4, "han": 1, "fu": 30}]}


class Phone(threading.Thread):
    def __init__(self, base: str, table: int, code: str, hands: int,
                 go: threading.Event):
        super().__init__(daemon=True)
        parts = urlsplit(base)
        self.host, self.port = parts.hostname or "127.0.0.1", parts.port or 80
        self.table, self.code, self.hands, self.go = table, code, hands, go
        self.times: list[float] = []
        self.saved: list[str] = []  # entry ids answered 201 (or 200: stored before)
        self.retries = 0
        self.failures: list[str] = []
        self.finished_at = 0.0
        self._conn: http.client.HTTPConnection | None = None

    def _call(self, method: str, path: str, body: Any = None) -> tuple[int, Any]:
        for _ in range(3):
            if self._conn is None:
                self._conn = http.client.HTTPConnection(self.host, self.port, timeout=60)
            headers = {"X-Table-Code": self.code}
            data = None
            if body is not None:
                data = json.dumps(body).encode()
                headers["Content-Type"] = "application/json"
            try:
                self._conn.request(method, path, body=data, headers=headers)
                response = self._conn.getresponse()
                return response.status, json.loads(response.read())
            except (OSError, http.client.HTTPException):
                self._conn.close()
                self._conn = None
        return 0, None

    def run(self) -> None:
        self.go.wait()
        path = f"/api/table/1/{self.table}"
        status, body = self._call("GET", path)
        if status != 200:
            self.failures.append(f"GET {status}")
            return
        seen = body["seen"]
        for number in range(self.hands):
            entry = uuid.uuid4().hex
            for _attempt in range(20):
                start = time.perf_counter()
                status, body = self._call("POST", f"{path}/hands",
                                          {"hand": hand(number), "entry_id": entry,
                                           "seen": seen})
                self.times.append(time.perf_counter() - start)
                if status in (200, 201):
                    self.saved.append(entry)
                    seen = body["seen"]
                    break
                self.retries += 1
                time.sleep(0.2)
            else:
                self.failures.append(f"hand {number}: {status} {body}")
                break
        self.finished_at = time.perf_counter()
        if self._conn is not None:
            self._conn.close()


def measure(backend: str, serve_where: list[str], phones: int, hands: int,
            codes: dict[int, str], read_back: Any) -> dict[str, float]:
    from tests.web.helpers import Serve

    if backend == "sqlite":
        serve = Serve(Path(serve_where[0]), "--entry")
    else:
        serve = Serve(None, *serve_where, "--entry")
    try:
        go = threading.Event()
        crowd = [Phone(serve.url, table, codes[table], hands, go)
                 for table in range(1, phones + 1)]
        for phone in crowd:
            phone.start()
        time.sleep(0.5)
        start = time.perf_counter()
        go.set()
        for phone in crowd:
            phone.join(600)
        end = max(p.finished_at for p in crowd)
    finally:
        _, err = serve.stop()
    if "Traceback" in err:
        print(err, file=sys.stderr)
    stored = read_back()
    acknowledged = {p.table: p.saved for p in crowd}
    lost = doubled = 0
    for table, ids in acknowledged.items():
        have = stored.get(table, [])
        lost += sum(1 for i in ids if i not in have)
        doubled += len(have) - len(set(have)) + max(0, len(set(have)) - len(set(ids)))
    times = sorted(t for p in crowd for t in p.times)
    saved = sum(len(p.saved) for p in crowd)
    failures = [f"table {p.table}: {f}" for p in crowd for f in p.failures]
    for line in failures[:5]:
        print("  failure:", line)
    return {"hands_per_s": saved / (end - start), "p95_ms": 1000 * times[int(0.95 * len(times))],
            "median_ms": 1000 * statistics.median(times), "lost": lost, "doubled": doubled,
            "retries": sum(p.retries for p in crowd), "saved": saved,
            "failed": len(failures)}


def run_sqlite(phones: int, hands: int) -> dict[str, float]:
    import sqlite3

    with tempfile.TemporaryDirectory(prefix="bench-phone-") as folder:
        os.environ["RIICHI_TOURNAMENT_DATA"] = str(Path(folder) / "data")
        path = str(Path(folder) / "bench.rtdb")
        codes = build(path, phones, None)

        def read_back() -> dict[int, list[str]]:
            conn = sqlite3.connect(path)
            try:
                return _ids(conn.execute(
                    "SELECT t.number, h.entry_id FROM hand_log h JOIN tables t ON "
                    "t.id = h.table_id WHERE h.kind = 'hand'").fetchall())
            finally:
                conn.close()

        return measure("sqlite", [path], phones, hands, codes, read_back)


def _ids(rows: list[tuple[int, str | None]]) -> dict[int, list[str]]:
    out: dict[int, list[str]] = {}
    for table, entry in rows:
        out.setdefault(int(table), []).append((entry or "").rsplit(":", 1)[-1])
    return out


def run_postgresql(server: Any, serial: int, phones: int, hands: int) -> dict[str, float]:
    import psycopg

    from tournament.cli import main

    tag = f"{os.getpid()}_{serial}"
    database, owner, station = f"bp_{tag}", f"bpo_{tag}", f"bps_{tag}"
    for role in (owner, station):
        server.sql(f"CREATE ROLE {role} LOGIN PASSWORD 'pw-{role}'")
    server.sql(f'CREATE DATABASE "{database}" OWNER {owner} TEMPLATE template0')
    try:
        owner_url = server.url(database, user=owner, password=f"pw-{owner}")
        station_url = server.url(database, user=station, password=f"pw-{station}")
        codes = build(owner_url, phones, "pw")
        assert main(["grant", "--db", owner_url, "--station", station]) == 0

        def read_back() -> dict[int, list[str]]:
            with psycopg.connect(owner_url) as conn:
                return _ids(conn.execute(
                    "SELECT t.number, h.entry_id FROM hand_log h JOIN tables t ON "
                    "t.id = h.table_id WHERE h.kind = 'hand'").fetchall())

        return measure("postgresql", ["--db", station_url], phones, hands, codes,
                       read_back)
    finally:
        server.sql(f'DROP DATABASE IF EXISTS "{database}" WITH (FORCE)')
        for role in (owner, station):
            server.sql(f"DROP ROLE IF EXISTS {role}")


def report(backend: str, runs: list[dict[str, float]]) -> None:
    def median(key: str) -> float:
        return statistics.median(r[key] for r in runs)

    print(f"{backend}: {len(runs)} runs; median hands/s {median('hands_per_s'):.1f}, "
          f"POST p95 {median('p95_ms'):.0f} ms (median {median('median_ms'):.0f} ms); "
          f"lost {max(r['lost'] for r in runs):.0f}, doubled "
          f"{max(r['doubled'] for r in runs):.0f} (worst run), retries "
          f"{sum(r['retries'] for r in runs):.0f}, failed {sum(r['failed'] for r in runs):.0f}",
          flush=True)


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    options.add_argument("--phones", type=int, default=64)
    options.add_argument("--hands", type=int, default=8)
    options.add_argument("--runs", type=int, default=3)
    options.add_argument("--backend", choices=("sqlite", "postgresql", "both"),
                         default="both")
    args = options.parse_args()
    print(f"{args.phones} phones, {args.hands} hands each; load average "
          f"{os.getloadavg()[0]:.1f}", flush=True)
    if args.backend in ("sqlite", "both"):
        runs = []
        for i in range(args.runs):
            runs.append(run_sqlite(args.phones, args.hands))
            print(f"  sqlite run {i + 1}: " + json.dumps(
                {k: round(v, 1) for k, v in runs[-1].items()}), flush=True)
        report("sqlite", runs)
    if args.backend in ("postgresql", "both"):
        from tests.pg import PgServer

        server = PgServer.start()
        try:
            runs = []
            for i in range(args.runs):
                runs.append(run_postgresql(server, i, args.phones, args.hands))
                print(f"  postgresql run {i + 1}: " + json.dumps(
                    {k: round(v, 1) for k, v in runs[-1].items()}), flush=True)
            report("postgresql", runs)
        finally:
            server.stop()


if __name__ == "__main__":
    main()
