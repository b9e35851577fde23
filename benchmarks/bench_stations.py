"""Several stations on one PostgreSQL tournament: 8 station PROCESSES recording hands at once
on a 400-player tournament (100 tables), on a real server started for the run (tests/pg.py).
Plain script, prints figures; no asserts.

    nice python benchmarks/bench_stations.py [--runs 3] [--hands 6]
    nice python benchmarks/bench_stations.py --stations 8 [--hands 6] [--runs 3]
                                             [--conflict] [--kill] [--scale]

Without --stations (the default run): 1, 2, 4 and 8 station processes, each recording on
its share of the 100 tables (`--hands` rounds of hands: 100 x hands in all; timed from the
go to the last station's last hand, its closing and exit left out), against the
floor: as many processes writing the same rows for each hand in raw psycopg (the log entry,
the table's summary, the entry id, the change counter and its change row, two ledger links,
the NOTIFY; one transaction, the counter row locked last), with no ORM, no scoring and no
service. Hands per second, median of --runs, and the machine's load.

With --stations, figures:
- hands per second over all stations (median of --runs);
- the time from OK at one station (its `record_hand` returned) to the change shown at
  another (a watcher in this process hears the NOTIFY, catches up and computes the
  standings, as a station's screen would): median and 95th percentile;
- at the end, against what each station was told succeeded (every hand carries an entry
  id): lost hands (told OK, not in the database) and doubled ones (an id twice, or a table's
  log with hands nobody was told about) must both be 0.
--conflict: 2 stations record on the SAME tables at once: every conflict is refused
  (`table_changed`), none lost, none doubled. --kill: one station is killed (kill -9) in the
  middle of recording: nothing half-written (every table's stored result agrees with its
  log: `check`), the others carry on.
--scale: open + standings for 400 players x 12 rounds, PostgreSQL against SQLite (the file
  of benchmarks/bench_scale.py, pushed to the server).
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
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

# When --kill kills its station (seconds after the start): well inside its recording (its
# 75 hands take about 1.5 s at 8 stations on 2 cores).
KILL_AFTER = 0.4

STATION = r"""
import json, sys, time, uuid
from tournament.errors import InvalidInput, ConnectionLost
from tournament.service import Tournament
url, name, tables, hands = sys.argv[1], sys.argv[2], json.loads(sys.argv[3]), int(sys.argv[4])
t = Tournament.open(url, station=name, role="referee")
print("ready", flush=True)
sys.stdin.readline()  # go
for _ in range(hands):
    for table in tables:
        view = t.tables.view(1, table)
        if view.final is not None:
            continue
        dealer = view.state.dealer
        hand = {"outcome": "ron", "riichi": [], "wins": [
            {"winner": (dealer + 1) % 4, "loser": (dealer + 2) % 4, "han": 1, "fu": 30}]}
        entry = f"{name}-{uuid.uuid4().hex}"
        try:
            t.tables.record_hand(1, table, hand, entry_id=entry)
        except InvalidInput as exc:
            print(json.dumps({"refused": exc.issues[0].code, "table": table}), flush=True)
            continue
        print(json.dumps({"ok": entry, "table": table, "counter": t.seen_counter,
                          "at": time.time()}), flush=True)
print(json.dumps({"finished": time.time()}), flush=True)
t.close()
print("done", flush=True)
"""


# The floor: one station process writing each hand's rows in raw psycopg (see the docstring).
FLOOR = r"""
import json, sys, time, uuid
import psycopg
from tournament.storage.chain import digest, link_hash
url, name, tables, hands = sys.argv[1], sys.argv[2], json.loads(sys.argv[3]), int(sys.argv[4])
conn = psycopg.connect(url, autocommit=False)
ids = dict(conn.execute("SELECT t.number, t.id FROM tables t JOIN rounds r "
                        "ON r.id = t.round_id WHERE r.number = 1").fetchall())
conn.commit()
payload = json.dumps({"outcome": "ron", "riichi": [], "wins": [
    {"winner": 1, "loser": 2, "han": 1, "fu": 30}]}, separators=(",", ":"))
summary = json.dumps({"seq": 0, "mode": "hands", "state": {}}, separators=(",", ":"))
what = '{"tables":[[1,1]]}'
print("ready", flush=True)
sys.stdin.readline()  # go
done = 0
for _ in range(hands):
    for table in tables:
        entry = f"{name}-{uuid.uuid4().hex}"
        at = time.strftime("%Y-%m-%dT%H:%M:%S.000Z", time.gmtime())
        tid = ids[table]
        row_id, seq = conn.execute(
            "INSERT INTO hand_log (table_id, seq, kind, target, payload, who, at, why, "
            "station, person, entry_id) SELECT %s, coalesce(max(seq), 0) + 1, 'hand', NULL, "
            "%s, '', %s, '', %s, '', %s FROM hand_log WHERE table_id = %s RETURNING id, seq",
            (tid, payload, at, name, entry, tid)).fetchone()
        conn.execute("INSERT INTO table_states (table_id, seq, summary) VALUES (%s, %s, %s) "
                     "ON CONFLICT (table_id) DO UPDATE SET seq = excluded.seq, "
                     "summary = excluded.summary", (tid, seq, summary))
        (counter,) = conn.execute("UPDATE change_counter SET value = value + 1 WHERE id = 1 "
                                  "RETURNING value").fetchone()
        last, prev = conn.execute("SELECT seq, hash FROM ledger ORDER BY seq DESC "
                                  "LIMIT 1").fetchone()
        fact = digest([row_id, tid, seq, "hand", None, payload, "", at, "", name, "", entry])
        links = []
        for item, label, dig in ((f"hand_log:{row_id}", f"hand log entry {seq}", fact),
                                 ("change", f"change {counter}", digest([counter]))):
            last += 1
            h = link_hash(prev, last, at, counter, name, "", item, label, dig)
            links.append((last, at, counter, name, "", item, label, dig, prev, h))
            prev = h
        with conn.cursor() as cur:
            cur.executemany("INSERT INTO ledger (seq, at, counter, station, person, item, "
                            "label, digest, prev, hash) VALUES (%s, %s, %s, %s, %s, %s, %s, "
                            "%s, %s, %s)", links)
        conn.execute("INSERT INTO applied_entries (entry_id, counter, at) VALUES (%s, %s, %s)",
                     (entry, counter, at))
        conn.execute("INSERT INTO changes (counter, at, station, person, what) "
                     "VALUES (%s, %s, %s, '', %s)", (counter, at, name, what))
        conn.execute("SELECT pg_notify('riichi_tournament', %s)", (f"{counter} {what}",))
        conn.commit()
        done += 1
print(json.dumps({"done": done, "finished": time.time()}), flush=True)
conn.close()
print("done", flush=True)
"""


def build(url: str, players: int) -> None:
    from tournament.players.roster import PlayerDraft
    from tournament.service import Tournament

    names = [f"Player {i:03d}" for i in range(1, players + 1)]
    with Tournament.create(url, name="Venue Cup", rounds=2,
                           players=[PlayerDraft(n) for n in names]) as t:
        t.rounds.set_seating(1, [names[i:i + 4] for i in range(0, players, 4)])


def run(server, stations: int, hands: int, conflict: bool, kill: bool) -> dict[str, float]:
    from tournament.service import Tournament, Watcher

    url = server.new_database("bench")
    build(url, 400)
    heard: dict[int, float] = {}
    watcher_t = Tournament.open(url, station="watcher", role="referee")

    def shown(counter: int) -> None:
        # What a station's screen does: catch up, then show the standings.
        watcher_t.catch_up()
        watcher_t.standings.get(provisional=True)
        now = time.time()
        for n in range(watcher_t.seen_counter, 0, -1):
            if n in heard:
                break
            heard[n] = now

    watcher = Watcher(watcher_t, shown, poll=30)
    watcher.start()
    time.sleep(0.5)
    tables = list(range(1, 101))
    plan = ([tables[:12], tables[:12]] if conflict
            else [tables[i::stations] for i in range(stations)])
    procs, start = launch(url, STATION, plan, hands)
    oks: list[dict] = []
    refused = 0
    finished = start
    if kill:  # the last station dies (kill -9) while the others, and it, are recording
        victim = procs[-1]
        threading.Timer(KILL_AFTER, lambda: victim.poll() is None and victim.send_signal(
            signal.SIGKILL)).start()  # unless it finished first (a fast machine)
    for p in procs:
        assert p.stdout is not None
        for line in p.stdout:  # a killed station's lines so far are still read
            if line.strip() == "done":
                break
            item = json.loads(line)
            if "ok" in item:
                oks.append(item)
            elif "finished" in item:
                finished = max(finished, item["finished"])
            else:
                refused += 1
        p.wait(300)
    # Until the last hand (not the processes' exit); a killed station's last OK counts.
    elapsed = max([finished, *(o["at"] for o in oks)]) - start
    time.sleep(1.5)
    watcher.stop()
    watcher_t.close()
    latencies = [heard[o["counter"]] - o["at"] for o in oks if o["counter"] in heard]
    import psycopg

    with psycopg.connect(url) as conn:
        stored = conn.execute("SELECT entry_id, count(*) FROM hand_log WHERE kind = 'hand' "
                              "GROUP BY entry_id").fetchall()
    counts = {entry: n for entry, n in stored}
    told = {o["ok"] for o in oks}
    lost = len(told - set(counts))
    doubled = sum(n - 1 for n in counts.values() if n > 1)
    unknown = len(set(counts) - told)  # written, never confirmed (only a killed station's)
    with Tournament.open(url, read_only=True) as t:
        damaged = len(t.ledger.check())
    server.drop_database(url)
    return {"hands": len(oks), "seconds": elapsed, "refused": refused, "lost": lost,
            "doubled": doubled, "unconfirmed": unknown, "damaged": damaged,
            "median_ms": statistics.median(latencies) * 1000 if latencies else float("nan"),
            "p95_ms": (statistics.quantiles(latencies, n=20)[-1] * 1000
                       if len(latencies) >= 20 else float("nan")),
            "heard": len(latencies)}


def launch(url: str, script: str, plan: list[list[int]], hands: int
           ) -> tuple[list[subprocess.Popen[str]], float]:
    """One process running `script` per list of tables in `plan` ("Desk 1", "Desk 2"...),
    told to go together once all are ready: the processes and the time they were told."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    procs = [subprocess.Popen([sys.executable, "-c", script, url, f"Desk {i + 1}",
                               json.dumps(tables), str(hands)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT)
             for i, tables in enumerate(plan)]
    for p in procs:
        assert p.stdout is not None and p.stdout.readline().strip() == "ready"
    start = time.time()
    for p in procs:
        assert p.stdin is not None
        p.stdin.write("go\n")
        p.stdin.flush()
    return procs, start


def timed_stations(url: str, script: str, stations: int, hands: int) -> tuple[int, float]:
    """`stations` processes running `script` on their share of the 100 tables of round 1,
    started together once all are ready: (hands written, seconds)."""
    tables = list(range(1, 101))
    procs, start = launch(url, script, [tables[i::stations] for i in range(stations)], hands)
    written = 0
    finished = start
    for p in procs:
        assert p.stdout is not None
        for line in p.stdout:
            if line.strip() == "done":
                break
            item = json.loads(line)
            written += 1 if "ok" in item else int(item.get("done", 0))
            finished = max(finished, item.get("finished", start))
        p.wait(300)
    # Until the last station's last hand: not its closing, nor its process's exit (the
    # interpreter's teardown, 0.2 s or more per process when eight end at once).
    return written, finished - start


def sweep(server, runs: int, hands: int) -> None:
    """1, 2, 4, 8 stations against the raw-psycopg floor, each on a fresh copy of one
    400-player tournament (made once, copied as a database template)."""
    import psycopg

    from tournament.service import Tournament

    base = server.new_database("base")
    build(base, 400)
    base_name = base.rsplit("/", 1)[1]
    counts = (1, 2, 4, 8)
    project: dict[int, list[float]] = {n: [] for n in counts}
    floor: dict[int, list[float]] = {n: [] for n in counts}
    loads: list[float] = []
    problems: list[str] = []
    copies = iter(range(1, 10_000))

    def fresh() -> str:
        name = f"copy_{os.getpid()}_{next(copies)}"
        server.sql(f'CREATE DATABASE "{name}" TEMPLATE "{base_name}"')
        return server.url(name)

    for _ in range(runs):
        for n in counts:
            loads.append(os.getloadavg()[0])
            url = fresh()
            done, seconds = timed_stations(url, STATION, n, hands)
            project[n].append(done / seconds)
            with psycopg.connect(url) as conn:
                (stored,) = conn.execute("SELECT count(*) FROM hand_log").fetchone()
                (ids,) = conn.execute("SELECT count(DISTINCT entry_id) FROM hand_log").fetchone()
            with Tournament.open(url, read_only=True) as t:
                damaged = len(t.ledger.check())
            if stored != done or ids != done or damaged:
                problems.append(f"{n} stations: told {done}, stored {stored} ({ids} ids), "
                                f"check: {damaged} problems")
            server.drop_database(url)
            url = fresh()
            done, seconds = timed_stations(url, FLOOR, n, hands)
            floor[n].append(done / seconds)
            server.drop_database(url)
    print(f"stations recording on a 400-player tournament, PostgreSQL, {100 * hands} hands "
          f"per run, median of {runs} runs; load average (1 min) during the runs: "
          f"{statistics.median(loads):.2f} (max {max(loads):.2f}) on {os.cpu_count()} cores")
    for n in counts:
        mine, raw = statistics.median(project[n]), statistics.median(floor[n])
        print(f"  {n} station{'s' if n > 1 else ' '}: {mine:6.1f} hands/s vs raw psycopg "
              f"{raw:6.1f} hands/s, ratio {mine / raw:.2f}x (runs: "
              f"{', '.join(f'{x:.0f}' for x in project[n])} / "
              f"{', '.join(f'{x:.0f}' for x in floor[n])})")
    print("  lost, doubled or damaged: " + ("none" if not problems else "; ".join(problems)))
    server.drop_database(base)


def scale(server, runs: int) -> None:
    from benchmarks.bench_scale import build as build_file
    from tournament.service import Tournament

    folder = Path(tempfile.mkdtemp(prefix="bench-stations-"))
    path = folder / "scale-400.rtdb"
    build_file(path, 400, 12)
    url = server.new_database("scale")
    with Tournament.open(path) as t:
        t.push_to(url)

    def timed(where: object) -> float:
        began = time.perf_counter()
        with Tournament.open(where) as t:
            t.standings.get()
        return time.perf_counter() - began

    for label, where in (("SQLite file", path), ("PostgreSQL", url)):
        samples = [timed(where) for _ in range(runs)]
        print(f"open + standings, 400 players x 12 rounds, {label}: "
              f"{statistics.median(samples) * 1000:.0f} ms (median of {runs})")


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    options.add_argument("--stations", type=int, default=None,
                         help="one figure for this many stations, with latencies (default: "
                              "1, 2, 4, 8 stations against the raw-psycopg floor)")
    options.add_argument("--hands", type=int, default=None,
                         help="rounds of hands on each station's tables (default: 6, "
                              "600 hands a run: 25 a station at 8 stations, as the default "
                              "was, measured their start more than their pace)")
    options.add_argument("--runs", type=int, default=3)
    options.add_argument("--conflict", action="store_true")
    options.add_argument("--kill", action="store_true")
    options.add_argument("--scale", action="store_true")
    args = options.parse_args()
    from tests.pg import PgServer

    server = PgServer.start()
    try:
        if args.scale:
            scale(server, args.runs)
            return
        if args.stations is None and not (args.conflict or args.kill):
            sweep(server, args.runs, args.hands or 6)
            return
        args.stations = args.stations or 8
        args.hands = args.hands or 6
        results = [run(server, args.stations, args.hands, args.conflict, args.kill)
                   for _ in range(args.runs)]
        what = ("2 stations on the same 12 tables" if args.conflict
                else f"{args.stations} stations" + (", one killed mid-way" if args.kill
                                                    else ""))
        rates = [r["hands"] / r["seconds"] for r in results]
        print(f"{what}, 400 players, PostgreSQL ({args.runs} runs):")
        print(f"  hands/s: {statistics.median(rates):.1f} (median; runs: "
              f"{', '.join(f'{x:.1f}' for x in rates)})")
        print(f"  OK -> seen at another station: median "
              f"{statistics.median(r['median_ms'] for r in results):.0f} ms, p95 "
              f"{statistics.median(r['p95_ms'] for r in results):.0f} ms")
        for r in results:
            print(f"  run: {r['hands']} hands OK, {r['refused']} refused, lost {r['lost']}, "
                  f"doubled {r['doubled']}, written but never confirmed {r['unconfirmed']}, "
                  f"tables whose result disagrees with their log {r['damaged']}")
    finally:
        server.stop()


if __name__ == "__main__":
    main()
