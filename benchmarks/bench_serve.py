"""The live page of a tournament on a PostgreSQL server (`serve --db URL`) under load: phones
holding the event stream while referee stations record hands. Plain script, prints figures;
no asserts.

    nice python benchmarks/bench_serve.py [--phones 200] [--writers 4] [--hands 25]
                                          [--pace 1.0] [--runs 3] [--other DIR] [--keep DIR]

A real server is started for the run (tests/pg.py); the tournament (400 players, 8 rounds
played, the 9th seated and empty: benchmarks/bench_scale.py) is copied into a fresh database
for each measurement. Each measurement:
- `python -m tournament serve --db URL` in a process of its own (loopback only), as a role
  with the live page's reader grants only (tests/web/helpers.py); `--other DIR` also
  measures the `serve` of another checkout of the project, e.g. the code before a change
  (as the owner when it cannot run as the reader), alternating with this one;
- PHONES: one process holding that many event streams (`/events`); on each event a phone
  fetches `/api/standings` as the page's script does: when the event's mark for the
  standings (its id line) differs from the one shown, or there is none (older servers),
  with If-None-Match and the ETag it has. The hands recorded end no game, so the standings
  change only with `--live-scores` (then every phone fetches after every change);
- a prober (a process of its own, so that the phones' work does not delay it) opens `/`
  and `/api/standings` every quarter of a second, as a phone that arrives (no ETag): its
  answer times are the figures for GET;
- WRITERS: referee stations (processes) recording one hand every `--pace` seconds each on
  tables of their own, `--hands` hands each.
Figures (median over --runs of each run's 95th percentile):
- GET / and /api/standings: the prober's answer times, with 1 phone and with PHONES;
- commit -> event: from a hand's OK at its station to the event stream of each phone
  delivering a version that shows it (what it shows is read from `/api/tables`: the hands
  played, summed over the tables), over every phone;
- the CPU seconds `serve` used, and the machine's load average when the measurement began
  (the machine may be shared: compare runs made side by side only).
Everything stops by itself: the writers after their hands, the phones a few seconds later
(and at the latest after a deadline), then `serve`.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

# A referee station: one hand every PACE seconds on its own tables; each OK printed.
WRITER = r"""
import json, sys, time
from tournament.errors import InvalidInput
from tournament.service import Tournament
url, name, tables, hands, pace = (sys.argv[1], sys.argv[2], json.loads(sys.argv[3]),
                                  int(sys.argv[4]), float(sys.argv[5]))
t = Tournament.open(url, station=name, role="referee")
current = t.current_round
print("ready", flush=True)
sys.stdin.readline()  # go
start = time.monotonic()
for i in range(hands):
    table = tables[i % len(tables)]
    view = t.tables.view(current, table)
    if view.final is None:
        dealer = view.state.dealer
        hand = {"outcome": "ron", "riichi": [], "wins": [
            {"winner": (dealer + 1) % 4, "loser": (dealer + 2) % 4, "han": 1, "fu": 30}]}
        try:
            t.tables.record_hand(current, table, hand)
            print(json.dumps({"counter": t.seen_counter, "at": time.time()}), flush=True)
        except InvalidInput as exc:
            print(json.dumps({"refused": exc.issues[0].code}), flush=True)
    time.sleep(max(0.0, start + (i + 1) * pace - time.monotonic()))
t.close()
print("done", flush=True)
"""

# The phones and the prober: asyncio, plain HTTP/1.1 on loopback, one JSON line at the end.
PHONES = r"""
import asyncio, json, sys, time

PORT, PHONES, DEADLINE = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])
PROBE = sys.argv[4] == "probe"  # the prober alone (a process of its own), or the phones
events = [[] for _ in range(PHONES)]          # per phone: (time, version)
fetches = []                                   # phones' /api/standings: seconds
probes = {"/": [], "/api/standings": []}       # the prober's answer times
hands_of = {}                                  # version -> hands shown
failures = []
stop = asyncio.Event()


async def read_body(reader, headers):
    if headers.get("transfer-encoding") == "chunked":
        out = b""
        while True:
            size = int((await reader.readline()).strip() or b"0", 16)
            chunk = await reader.readexactly(size + 2)
            if size == 0:
                return out
            out += chunk[:-2]
    return await reader.readexactly(int(headers.get("content-length", "0")))


async def read_head(reader):
    status = int((await reader.readline()).split()[1])
    headers = {}
    while True:
        line = (await reader.readline()).decode("latin-1").strip()
        if not line:
            return status, headers
        key, _, value = line.partition(":")
        headers[key.strip().lower()] = value.strip()


class Connection:
    def __init__(self):
        self.reader = self.writer = None

    async def get(self, path, extra="", encoding="gzip"):
        for attempt in range(2):  # a keep-alive connection the server closed: once more
            try:
                if self.writer is None:
                    self.reader, self.writer = await asyncio.open_connection("127.0.0.1", PORT)
                self.writer.write(f"GET {path} HTTP/1.1\r\nHost: live\r\n"
                                  f"Accept-Encoding: {encoding}\r\n{extra}\r\n".encode())
                await self.writer.drain()
                status, headers = await read_head(self.reader)
                body = await read_body(self.reader, headers)
                return status, headers, body
            except (OSError, asyncio.IncompleteReadError, ValueError, IndexError):
                self.writer = None
                if attempt:
                    raise


async def phone(n, ready):
    reader, writer = await asyncio.open_connection("127.0.0.1", PORT)
    writer.write(b"GET /events HTTP/1.1\r\nHost: live\r\n\r\n")
    await writer.drain()
    status, headers = await read_head(reader)
    fetcher, etag, dirty = Connection(), None, asyncio.Event()
    # As the page's script: the standings are fetched when the event's mark for them (its
    # id line, when the server sends one) differs from the one shown.
    marks = {"shown": None, "latest": None}

    async def fetch_loop():
        nonlocal etag
        while not stop.is_set():
            await dirty.wait()
            dirty.clear()
            mark = marks["latest"]
            if mark is None or mark != marks["shown"]:
                began = time.perf_counter()
                extra = f"If-None-Match: {etag}\r\n" if etag else ""
                try:
                    status, headers, body = await fetcher.get("/api/standings", extra)
                    fetches.append(time.perf_counter() - began)
                    etag = headers.get("etag", etag)
                    marks["shown"] = mark
                except Exception as exc:
                    failures.append(repr(exc))
            if n == 0:  # the tracker: what each version shows (hands played)
                try:
                    s, h, b = await fetcher.get("/api/tables", encoding="identity")
                    data = json.loads(b)
                    hands_of.setdefault(data["version"],
                                        sum(t["hands"] for t in data["tables"]["tables"]))
                except Exception as exc:
                    failures.append(repr(exc))

    task = asyncio.create_task(fetch_loop())
    buffer, told = b"", False
    try:
        while not stop.is_set():
            size = int((await reader.readline()).strip() or b"0", 16)
            if size == 0:
                break
            buffer += (await reader.readexactly(size + 2))[:-2]
            while b"\n\n" in buffer:
                message, buffer = buffer.split(b"\n\n", 1)
                mark = None
                for line in message.decode().splitlines():
                    if line.startswith("id: "):
                        mark = next((m for m in line[4:].split()
                                     if m.startswith("standings:")), None)
                    elif line.startswith("data: "):
                        events[n].append((time.time(), line[6:].strip()))
                        marks["latest"] = mark
                        if not told:  # the page as first served: this version's
                            told = True
                            marks["shown"] = mark
                            ready.release()
                        dirty.set()
    except (OSError, asyncio.IncompleteReadError, ValueError) as exc:
        if not stop.is_set():
            failures.append(repr(exc))
    finally:
        task.cancel()
        writer.close()


async def prober():
    conn = Connection()
    while not stop.is_set():
        for path in ("/", "/api/standings"):
            began = time.perf_counter()
            try:
                await conn.get(path)
                probes[path].append(time.perf_counter() - began)
            except Exception as exc:
                failures.append(repr(exc))
            await asyncio.sleep(0.125)


async def main():
    ready = asyncio.Semaphore(0)
    tasks = []
    for n in range(PHONES):
        tasks.append(asyncio.create_task(phone(n, ready)))
        if n % 20 == 19:
            await asyncio.sleep(0.05)  # phones arrive over a moment, not in one burst
    for _ in range(PHONES):
        await asyncio.wait_for(ready.acquire(), 60)
    for k in events:
        k.clear()
    fetches.clear()
    hands_of.clear()
    base = 0
    if not PROBE:
        # The hands shown before the writers start: the run's commits count from here.
        s, h, b = await Connection().get("/api/tables", encoding="identity")
        base = sum(t["hands"] for t in json.loads(b)["tables"]["tables"])
    print("ready", flush=True)
    loop = asyncio.get_running_loop()
    await loop.run_in_executor(None, sys.stdin.readline)  # go
    if PROBE:
        tasks.append(asyncio.create_task(prober()))
    # The end: "stop" on stdin, or the deadline.
    try:
        await asyncio.wait_for(loop.run_in_executor(None, sys.stdin.readline), DEADLINE)
    except asyncio.TimeoutError:
        failures.append("deadline")
    stop.set()
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    print(json.dumps({"events": events, "fetches": fetches, "probes": probes, "base": base,
                      "hands_of": hands_of, "failures": failures[:20],
                      "failed": len(failures)}), flush=True)

asyncio.run(main())
"""


def p95(samples: list[float]) -> float:
    if len(samples) < 20:
        return max(samples, default=float("nan"))
    return statistics.quantiles(samples, n=20)[-1]


def build_file(folder: Path, players: int, rounds: int) -> Path:
    from benchmarks.bench_scale import build
    from tournament.service import Tournament

    path = folder / f"serve-{players}x{rounds}.rtdb"
    if not path.exists():
        build(path, players, rounds)
        Tournament.open(path).close()  # the tables' summaries stored, as the app does
    return path


def cpu_seconds(pid: int) -> float:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return float("nan")


def measure(server, file: Path, tree: Path, reader: bool, phones: int, writers: int,
            hands: int, pace: float, live_scores: bool) -> dict[str, float]:
    from tests.web.helpers import drop_role, reader_role
    from tournament.service import Tournament

    url = server.new_database("serve")
    with Tournament.open(file, read_only=True) as t:
        t.push_to(url)
        tables = [s.table for s in t.rounds.seating(t.rounds.current or 1)]
    role = f"live_{url.rsplit('/', 1)[1]}"
    serve_url = reader_role(server, url, role) if reader else url
    load = os.getloadavg()[0]
    env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONUNBUFFERED": "1"}
    serve = subprocess.Popen([sys.executable, "-m", "tournament", "serve", "--db", serve_url,
                              "--port", "0", "--host", "127.0.0.1",
                              *(["--live-scores"] if live_scores else [])], cwd=tree, env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    procs: list[subprocess.Popen[str]] = []
    try:
        assert serve.stdout is not None
        lines = [serve.stdout.readline() for _ in range(3)]
        if not lines[1].strip().startswith("http://"):
            raise RuntimeError(f"serve did not start: {lines} "
                               f"{serve.stderr.read() if serve.stderr else ''}")
        port = int(lines[1].strip().rstrip("/").rsplit(":", 1)[1])
        own = {**os.environ, "PYTHONPATH": str(ROOT)}
        deadline = hands * pace + 90
        phone_proc, probe_proc = (
            subprocess.Popen([sys.executable, "-c", PHONES, str(port), str(n), str(deadline),
                              mode], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                             env=own, cwd=ROOT)
            for n, mode in ((phones, "phones"), (0, "probe")))
        procs += [phone_proc, probe_proc]
        plan = [tables[i::writers] for i in range(writers)]
        writer_procs = [subprocess.Popen([sys.executable, "-c", WRITER, url, f"Desk {i + 1}",
                                          json.dumps(plan[i]), str(hands), str(pace)],
                                         stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                         text=True, env=own, cwd=ROOT)
                        for i in range(writers)]
        procs += writer_procs
        for p in [phone_proc, probe_proc, *writer_procs]:
            assert p.stdout is not None
            said = p.stdout.readline().strip()
            if said != "ready":
                raise RuntimeError(f"a helper did not start: {said!r}")
        cpu_before = cpu_seconds(serve.pid)
        for p in [phone_proc, probe_proc, *writer_procs]:
            assert p.stdin is not None
            p.stdin.write("go\n")
            p.stdin.flush()
        commits: list[dict[str, float]] = []
        for p in writer_procs:
            assert p.stdout is not None
            for line in p.stdout:
                if line.strip() == "done":
                    break
                item = json.loads(line)
                if "counter" in item:
                    commits.append(item)
            p.wait(60)
        time.sleep(3)  # the last changes reach the phones
        said = []
        for p in (phone_proc, probe_proc):
            assert p.stdin is not None and p.stdout is not None
            p.stdin.write("stop\n")
            p.stdin.flush()
            said.append(json.loads(p.stdout.readline()))
            p.wait(60)
        result = {**said[0], "probes": said[1]["probes"],
                  "failed": said[0]["failed"] + said[1]["failed"]}
        cpu = cpu_seconds(serve.pid) - cpu_before
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
                p.wait()
        if serve.poll() is None:
            serve.send_signal(signal.SIGINT)
            try:
                serve.communicate(timeout=20)
            except subprocess.TimeoutExpired:
                serve.kill()
                serve.communicate()
        if reader:
            drop_role(server, url, role)
        server.drop_database(url)
    return figures(result, commits, load, cpu)


def figures(result: dict, commits: list[dict[str, float]], load: float, cpu: float
            ) -> dict[str, float]:
    """The run's 95th percentiles (see the module's docstring)."""
    hands_of: dict[str, int] = result["hands_of"]
    commits.sort(key=lambda c: c["counter"])
    before = result["base"]
    delays: list[float] = []
    for phone in result["events"]:
        shown = 0  # how many of the run's commits this phone has been told of
        for at, version in phone:
            count = hands_of.get(version)
            if count is None:
                continue  # the tracker never saw this version's data: told by a later one
            while shown < min(count - before, len(commits)):
                delays.append(at - commits[shown]["at"])
                shown += 1
    heard = len(delays) / max(1, len(commits) * len(result["events"]))
    return {"get_page_p95": p95(result["probes"]["/"]) * 1000,
            "get_standings_p95": p95(result["probes"]["/api/standings"]) * 1000,
            "phone_fetch_p95": p95(result["fetches"]) * 1000,
            "event_p95": p95(delays) * 1000,
            "event_median": (statistics.median(delays) * 1000 if delays else float("nan")),
            "heard": heard, "commits": len(commits), "failed": result["failed"],
            "load": load, "cpu": cpu}


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    options.add_argument("--phones", type=int, default=200)
    options.add_argument("--writers", type=int, default=4)
    options.add_argument("--hands", type=int, default=25, help="hands per writer")
    options.add_argument("--pace", type=float, default=1.0, help="seconds between a "
                         "writer's hands")
    options.add_argument("--runs", type=int, default=3)
    options.add_argument("--players", type=int, default=400)
    options.add_argument("--rounds", type=int, default=8)
    options.add_argument("--other", type=Path, help="another checkout of the project to "
                         "measure the same way (e.g. the code before a change)")
    options.add_argument("--other-as-owner", action="store_true", help="run the other "
                         "checkout's serve as the owner (code that cannot run as the reader)")
    options.add_argument("--keep", type=Path, help="keep the tournament file here")
    options.add_argument("--live-scores", action="store_true", help="serve with "
                         "--live-scores: the standings change with every hand, so every "
                         "phone fetches them again after every change")
    args = options.parse_args()
    os.environ.setdefault("RIICHI_TOURNAMENT_DATA", tempfile.mkdtemp(prefix="bench-serve-"))
    from tests.pg import PgServer

    folder = args.keep or Path(tempfile.mkdtemp(prefix="bench-serve-"))
    folder.mkdir(parents=True, exist_ok=True)
    file = build_file(folder, args.players, args.rounds)
    trees = [("this", ROOT, True)]
    if args.other is not None:
        trees.append(("other", args.other.resolve(), not args.other_as_owner))
    server = PgServer.start()
    results: dict[tuple[str, int], list[dict[str, float]]] = {}
    try:
        for run in range(args.runs):
            for label, tree, reader in trees:
                for phones in (1, args.phones):
                    r = measure(server, file, tree, reader, phones, args.writers, args.hands,
                                args.pace, args.live_scores)
                    results.setdefault((label, phones), []).append(r)
                    print(f"run {run + 1} {label} {phones} phones: " + ", ".join(
                        f"{k} {v:.0f}" if k not in ("heard",) else f"{k} {v:.2f}"
                        for k, v in r.items()), flush=True)
    finally:
        server.stop()
    print(f"\n{args.players} players x {args.rounds} rounds, {args.writers} writers x "
          f"{args.hands} hands (one each {args.pace:g} s)"
          f"{', --live-scores' if args.live_scores else ''}, PostgreSQL on loopback; "
          f"median of {args.runs} runs, each run's 95th percentile, ms:")
    head = ("code", "phones", "GET /", "GET /api/standings", "phone fetch",
            "commit->event p95", "median", "serve CPU s", "load")
    print(" | ".join(head))
    for (label, phones), rs in results.items():
        def med(key: str, rs: list[dict[str, float]] = rs) -> float:
            return statistics.median(r[key] for r in rs)
        name = f"{label} ({trees[[t[0] for t in trees].index(label)][1]})"
        print(" | ".join([name, str(phones), f"{med('get_page_p95'):.0f}",
                          f"{med('get_standings_p95'):.0f}", f"{med('phone_fetch_p95'):.0f}",
                          f"{med('event_p95'):.0f}", f"{med('event_median'):.0f}",
                          f"{med('cpu'):.1f}", f"{med('load'):.1f}"]))


if __name__ == "__main__":
    main()
