"""The live page at scale: 400 players x 12 rounds (the 13th seated, nothing recorded). Plain
script, prints medians; no asserts.

    nice python benchmarks/bench_live.py [--players 400] [--rounds 12] [--runs 5] [--keep DIR]

Figures:
- what the pages show, read from an open tournament (`live_data`: standings, seating, tables,
  clock inputs): what the desk app's worker does once per change;
- the file read again by `serve` after a change (read-only open + `live_data`);
- /api/standings (JSON, bytes) and / (HTML) answered by the app, from its cache;
- a change to the page knowing it: a commit at the desk until the event stream of a real
  server (uvicorn on a thread) sends the new version, in process and from `serve`'s reading
  of the file.
"""

from __future__ import annotations

import argparse
import http.client
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.bench_scale import build  # noqa: E402


def median_ms(samples: list[float]) -> str:
    return f"{statistics.median(samples) * 1000:.0f} ms"


def timed(fn, runs: int) -> list[float]:  # type: ignore[no-untyped-def]
    out = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        out.append(time.perf_counter() - start)
    return out


def next_event(stream: http.client.HTTPResponse) -> str:
    while True:
        line = stream.readline().decode()
        if line.startswith("data: "):
            return line[6:].strip()


def event_delay(source, change, runs: int) -> list[float]:  # type: ignore[no-untyped-def]
    from tournament.web.app import create_app
    from tournament.web.server import LiveServer

    server = LiveServer(create_app(source), host="127.0.0.1", port=0)
    server.start()
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
    conn.request("GET", "/events")
    stream = conn.getresponse()
    next_event(stream)
    out = []
    for i in range(runs):
        start = time.perf_counter()
        change(i)
        next_event(stream)
        out.append(time.perf_counter() - start)
    conn.close()
    server.stop()
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=400)
    parser.add_argument("--rounds", type=int, default=12)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--keep", type=Path)
    args = parser.parse_args()

    from starlette.testclient import TestClient

    from tournament.service import Tournament
    from tournament.web.app import create_app
    from tournament.web.live import live_data
    from tournament.web.source import FileSource, TournamentSource

    folder = args.keep or Path(tempfile.mkdtemp())
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"live-{args.players}x{args.rounds}.rtdb"
    if not path.exists():
        print(f"built {path.name} in {build(path, args.players, args.rounds):.1f} s")
    Tournament.open(path).close()  # stores the tables' summaries once, as the app would

    print(f"{args.players} players x {args.rounds} rounds, median of {args.runs}:")
    with Tournament.open(path) as t:
        print(f"  live_data from the open tournament: "
              f"{median_ms(timed(lambda: live_data(t, 'v'), args.runs))}")

        source = FileSource(path)

        def reread() -> None:
            with Tournament.open(path, reader=True) as fresh:
                live_data(fresh, "v")

        print(f"  serve reads the file again after a change: "
              f"{median_ms(timed(reread, args.runs))}")
        with TestClient(create_app(source)) as c:
            c.get("/api/standings")
            size = len(c.get("/api/standings").content)
            print(f"  /api/standings from the cache: "
                  f"{median_ms(timed(lambda: c.get('/api/standings'), args.runs))} "
                  f"({size / 1024:.0f} KiB)")
            print(f"  / (HTML) from the cache: "
                  f"{median_ms(timed(lambda: c.get('/'), args.runs))}")

        def announce(i: int) -> None:
            t.announcements.announce(f"Announcement {i}")

        print(f"  a change at the desk to the event stream, in process: "
              f"{median_ms(event_delay(TournamentSource.of(t), announce, args.runs))}")
        print(f"  the same through serve's reading of the file: "
              f"{median_ms(event_delay(source, announce, args.runs))}")
        source.close()


if __name__ == "__main__":
    main()
