"""Several stations on one PostgreSQL tournament: 8 station PROCESSES recording hands at once
on a 400-player tournament (100 tables), on a real server started for the run (tests/pg.py).
Plain script, prints figures; no asserts.

    nice python benchmarks/bench_stations.py [--stations 8] [--hands 6] [--runs 3]
                                             [--conflict] [--kill] [--scale]

Figures:
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

# When --kill kills its station (seconds after the start): well inside its recording.
KILL_AFTER = 3.0

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
        view = t.table_view(1, table)
        if view.final is not None:
            continue
        dealer = view.state.dealer
        hand = {"outcome": "ron", "riichi": [], "wins": [
            {"winner": (dealer + 1) % 4, "loser": (dealer + 2) % 4, "han": 1, "fu": 30}]}
        entry = f"{name}-{uuid.uuid4().hex}"
        try:
            t.record_hand(1, table, hand, entry_id=entry)
        except InvalidInput as exc:
            print(json.dumps({"refused": exc.issues[0].code, "table": table}), flush=True)
            continue
        print(json.dumps({"ok": entry, "table": table, "counter": t.seen_counter,
                          "at": time.time()}), flush=True)
t.close()
print("done", flush=True)
"""


def build(url: str, players: int) -> None:
    from tournament.players_io import PlayerDraft
    from tournament.service import Tournament

    names = [f"Player {i:03d}" for i in range(1, players + 1)]
    with Tournament.create(url, name="Venue Cup", rounds=2,
                           players=[PlayerDraft(n) for n in names]) as t:
        t.set_seating(1, [names[i:i + 4] for i in range(0, players, 4)])


def run(server, stations: int, hands: int, conflict: bool, kill: bool) -> dict[str, float]:
    from tournament.service import Tournament, Watcher

    url = server.new_database("bench")
    build(url, 400)
    heard: dict[int, float] = {}
    watcher_t = Tournament.open(url, station="watcher", role="referee")

    def shown(counter: int) -> None:
        # What a station's screen does: catch up, then show the standings.
        watcher_t.catch_up()
        watcher_t.standings(provisional=True)
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
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    procs = [subprocess.Popen([sys.executable, "-c", STATION, url, f"Desk {i + 1}",
                               json.dumps(plan[i]), str(hands)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT)
             for i in range(len(plan))]
    for p in procs:
        assert p.stdout is not None and p.stdout.readline().strip() == "ready"
    start = time.time()
    for p in procs:
        assert p.stdin is not None
        p.stdin.write("go\n")
        p.stdin.flush()
    oks: list[dict] = []
    refused = 0
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
            else:
                refused += 1
        p.wait(300)
    elapsed = time.time() - start
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
        damaged = len(t.check())
    server.drop_database(url)
    return {"hands": len(oks), "seconds": elapsed, "refused": refused, "lost": lost,
            "doubled": doubled, "unconfirmed": unknown, "damaged": damaged,
            "median_ms": statistics.median(latencies) * 1000 if latencies else float("nan"),
            "p95_ms": (statistics.quantiles(latencies, n=20)[-1] * 1000
                       if len(latencies) >= 20 else float("nan")),
            "heard": len(latencies)}


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
            t.standings()
        return time.perf_counter() - began

    for label, where in (("SQLite file", path), ("PostgreSQL", url)):
        samples = [timed(where) for _ in range(runs)]
        print(f"open + standings, 400 players x 12 rounds, {label}: "
              f"{statistics.median(samples) * 1000:.0f} ms (median of {runs})")


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    options.add_argument("--stations", type=int, default=8)
    options.add_argument("--hands", type=int, default=6, help="rounds of hands per station")
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
