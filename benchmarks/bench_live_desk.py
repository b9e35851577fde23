"""The live page served from the desk app (ui.live_page): 400 players x 12 rounds, the 13th
seated. Plain script, prints medians; no asserts.

    nice python benchmarks/bench_live_desk.py [--players 400] [--rounds 12] [--runs 5] [--keep DIR]

The real parts of the app: its database worker and session with the file open (and locked),
`LivePage` started on a free port of 127.0.0.1 as the dialog starts it, one page listening on
the event stream. Figures:
- start: from Start until the server listens (the web stack already imported: second start);
- a change at the desk (an announcement, through `session.change`, as the dialog makes it)
  until the open page's event stream sends the new version, from when it was asked and from
  when the desk was told it was saved;
- a quick read the desk waits for (`session.call`) while the page reads after each change:
  how long the GUI thread can wait behind the page's reading;
- stop, with the page still listening: until the server's thread has ended.
"""

from __future__ import annotations

import argparse
import http.client
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.bench_scale import build  # noqa: E402


def ms(samples: list[float]) -> str:
    return f"{statistics.median(samples) * 1000:.0f} ms (max {max(samples) * 1000:.0f})"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=400)
    parser.add_argument("--rounds", type=int, default=12)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--keep", type=Path)
    args = parser.parse_args()

    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

    from tournament.service import Tournament
    from ui.live_page import LivePage
    from ui.session import Session
    from ui.tasks import DatabaseWorker

    app = QCoreApplication([])
    folder = args.keep or Path(tempfile.mkdtemp())
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"live-{args.players}x{args.rounds}.rtdb"
    if not path.exists():
        print(f"built {path.name} in {build(path, args.players, args.rounds):.1f} s")

    def spin(until, seconds: float = 30.0) -> None:  # type: ignore[no-untyped-def]
        deadline = time.monotonic() + seconds
        while not until():
            if time.monotonic() > deadline:
                raise TimeoutError
            loop = QEventLoop()
            QTimer.singleShot(5, loop.quit)
            loop.exec()

    worker = DatabaseWorker()
    worker.start()
    opened = worker.open_now(lambda: Tournament.open(path))
    session = Session(worker, opened.path, opened.settings, referee="bench")
    live = LivePage(session)

    starts, stops = [], []
    for _ in range(2):
        begin = time.perf_counter()
        live.start(0, host="127.0.0.1")
        spin(lambda: live.running)
        starts.append(time.perf_counter() - begin)
        if _ == 0:
            live.stop()
    port = live.port

    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    conn.request("GET", "/events")
    stream = conn.getresponse()

    arrivals: list[float] = []  # when each version reached the page

    def listen() -> None:
        try:
            while True:
                line = stream.readline().decode()
                if not line:
                    return
                if line.startswith("data: "):
                    arrivals.append(time.perf_counter())
        except OSError:
            return

    import threading

    reader = threading.Thread(target=listen, daemon=True)
    reader.start()
    spin(lambda: len(arrivals) == 1)
    asked, saved, waits = [], [], []
    for i in range(args.runs):
        done: list[float] = []
        count = len(arrivals)
        begin = time.perf_counter()
        session.change(lambda t, i=i: t.announcements.announce(f"Announcement {i}", who="bench"),
                       lambda _v, done=done: done.append(time.perf_counter()))
        # Meanwhile the desk asks quick reads (every 2 ms), as a table dialog does.
        probes: list[float] = []
        while not (done and len(arrivals) > count) or time.perf_counter() - begin < 0.8:
            start = time.perf_counter()
            session.call(lambda t: t.settings.name)
            probes.append(time.perf_counter() - start)
            app.processEvents()
            time.sleep(0.002)
            if time.perf_counter() - begin > 30:
                raise TimeoutError
        asked.append(arrivals[count] - begin)
        saved.append(max(0.0, arrivals[count] - done[0]))
        waits.append(max(probes))
    begin = time.perf_counter()
    live.stop()
    stops.append(time.perf_counter() - begin)
    conn.close()

    print(f"{args.players} players x {args.rounds} rounds, the live page served from the desk:")
    print(f"  start (second time): {starts[1] * 1000:.0f} ms; first start, imports included: "
          f"{starts[0] * 1000:.0f} ms")
    print(f"  a change at the desk to the open page's event stream: from asked {ms(asked)}; "
          f"from saved {ms(saved)} (the page looks every 500 ms)")
    print(f"  longest wait of a quick read at the desk while the page reads: {ms(waits)}")
    print(f"  stop with a page listening: {stops[0] * 1000:.0f} ms")
    session.close()
    worker.stop()
    del app


if __name__ == "__main__":
    main()
