"""The longest the GUI thread stops answering while long work runs: seating 400 players,
printing every score sheet, exporting. Plain script, prints figures; no asserts.

    nice python benchmarks/bench_stall.py [--players 400] [--runs 3] [--file PATH]

A timer on the GUI thread fires every 5 ms and records the gaps between its firings; a gap is
how long the event loop was busy with something else (a window that does not repaint, keys
that wait). Each user action runs as the desk runs it (`ui.operations`), on a 400-player
tournament with 12 rounds played, opened in a real session with its database worker; the
figure is the longest gap from the action's start to its end (target: under 100 ms), and the
action's own duration.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


class StallMeter:
    """Gaps between the firings of a 5 ms timer on the GUI thread."""

    def __init__(self) -> None:
        from PySide6.QtCore import QTimer

        self.timer = QTimer()
        self.timer.setInterval(5)
        self.timer.timeout.connect(self._tick)
        self.last = time.perf_counter()
        self.longest = 0.0

    def _tick(self) -> None:
        now = time.perf_counter()
        self.longest = max(self.longest, now - self.last)
        self.last = now

    def start(self) -> None:
        self.last = time.perf_counter()
        self.longest = 0.0
        self.timer.start()

    def stop(self) -> float:
        self.timer.stop()
        return self.longest


def measure(app: object, meter: StallMeter, start: Callable[[], object]) -> tuple[float, float]:
    """(longest gap, duration) of the action that `start()` begins (it returns an Op)."""
    from PySide6.QtCore import QCoreApplication

    meter.start()
    begin = time.perf_counter()
    op = start()
    while not op.finished:  # type: ignore[attr-defined]
        QCoreApplication.processEvents()
        time.sleep(0.001)
    duration = time.perf_counter() - begin
    assert op.ok, op.issues  # type: ignore[attr-defined]
    return meter.stop(), duration


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=400)
    parser.add_argument("--rounds", type=int, default=12)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--file", type=Path, help="a tournament built by bench_scale.py")
    args = parser.parse_args()

    from PySide6.QtWidgets import QApplication

    from benchmarks.bench_scale import build
    from tournament.service import Tournament
    from ui.operations import rounds as round_ops
    from ui.session import Session
    from ui.tasks import DatabaseWorker

    folder = Path(tempfile.mkdtemp(prefix="bench-stall-"))
    path = folder / "t.rtdb"
    if args.file:
        path.write_bytes(args.file.read_bytes())
    else:
        build(path, args.players, args.rounds)
    app = QApplication.instance() or QApplication([])
    from ui import collector
    collector.install(app)  # collected on this thread only, as in the desk
    worker = DatabaseWorker()
    worker.start()
    opened = worker.open_now(lambda: Tournament.open(path))
    session = Session(worker, opened.path, opened.settings, referee="bench")
    meter = StallMeter()
    last = session.call(lambda t: t.rounds.current)

    results: dict[str, list[tuple[float, float]]] = {}
    for _ in range(args.runs):
        # Seating a round again: the engine plans the rest of the tournament for 400 players.
        results.setdefault(f"seat round {last} again ({args.players} players)", []).append(
            measure(app, meter, lambda: round_ops.seat_round(session, last)))
    for name, samples in results.items():
        gaps = [g for g, _ in samples]
        took = [d for _, d in samples]
        print(f"{name}: longest GUI stall {statistics.median(gaps) * 1000:.0f} ms "
              f"(max {max(gaps) * 1000:.0f}), the action took "
              f"{statistics.median(took) * 1000:.0f} ms (n={len(samples)})")
    worker.stop()


if __name__ == "__main__":
    main()
