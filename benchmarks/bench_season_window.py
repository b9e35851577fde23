"""The desk's season window (File > Season…) on the 12-event season of
`benchmarks/bench_season.py` (100 players an event, 3,600 games): the time from opening the
season to its table on screen, next to the floor, reading the 12 files' standings alone.
Plain script, prints medians and the load; no asserts.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_season_window.py [--runs 5]
        [--cache DIR]

The events are built once into the cache folder (`bench_season.build`, shared with that
benchmark), never in the timed part. Timed, each the median of --runs runs:
- floor: each file opened read-only and its standings read;
- the core alone: `compute_season` on the season file (what the window waits for);
- window: a new `SeasonDialog` shown until its `computed` signal (season file read, every
  event read after its check, matched, scored, rated, the table and its models filled),
  with the events' checks remembered from an earlier reading (the season's check cache in
  the data folder: a season viewed again);
- window, first viewing: the same with that cache emptied before each run (every event's
  check made again).
While the window computes, and for half a second after (the table laid out and painted), a
10 ms timer on the GUI thread records the longest gap between two of its ticks: the window
stays responsive when that gap stays small (the work runs on the thread pool).
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from benchmarks.bench_season import build, load  # noqa: E402
from tournament.season import SeasonFile  # noqa: E402
from tournament.service import Tournament  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--cache", type=Path, default=Path(tempfile.gettempdir())
                        / "riichi-season-bench-1")
    args = parser.parse_args()
    args.cache.mkdir(parents=True, exist_ok=True)
    data = Path(tempfile.mkdtemp(prefix="riichi-season-window-data-"))
    os.environ["RIICHI_TOURNAMENT_DATA"] = str(data)  # the season's check cache goes here
    start = time.perf_counter()
    path = build(args.cache, 12, 100, 12)
    print(f"events ready in {time.perf_counter() - start:.1f} s ({args.cache})")

    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from ui.dialogs.season_dialog import SeasonDialog
    from ui.style import apply_app_style

    app = QApplication([])
    apply_app_style(app)
    files = [SeasonFile.load(path).where(e) for e in SeasonFile.load(path).events]
    print(load())

    def floor() -> float:
        begin = time.perf_counter()
        for where in files:
            with Tournament.open(where, read_only=True) as t:
                t.standings.get()
        return time.perf_counter() - begin

    def window() -> tuple[float, float, int]:
        """Seconds to the table on screen, the longest gap of the GUI's ticks (s), rows."""
        ticks = QElapsedTimer()
        gaps = [0.0]

        def tick() -> None:
            gaps[0] = max(gaps[0], ticks.restart() / 1000)

        timer = QTimer()
        timer.setInterval(10)
        timer.timeout.connect(tick)
        done = []
        begin = time.perf_counter()
        dialog = SeasonDialog(path)
        dialog.computed.connect(lambda: done.append(time.perf_counter()))
        dialog.resize(1366, 768)
        dialog.show()
        ticks.start()
        timer.start()
        while not done:
            app.processEvents()
            time.sleep(0.001)
        # The table laid out and painted after it came (its columns sized): the GUI's
        # ticks are watched a little longer, so that pause is counted too.
        after = time.perf_counter()
        while time.perf_counter() - after < 0.5:
            app.processEvents()
            time.sleep(0.001)
        timer.stop()
        rows = dialog.model.rowCount()
        dialog.close()
        dialog.deleteLater()
        app.processEvents()
        return done[0] - begin, gaps[0], rows

    def season() -> float:
        """The core alone (what the window waits for): `compute_season` on the file."""
        from tournament.season import compute_season

        begin = time.perf_counter()
        compute_season(SeasonFile.load(path))
        return time.perf_counter() - begin

    def checks_forgotten() -> None:
        shutil.rmtree(data / "season-checks", ignore_errors=True)

    window()  # the checks remembered, the imports made: not timed
    floors = [floor() for _ in range(args.runs)]
    core = [season() for _ in range(args.runs)]
    warm = [window() for _ in range(args.runs)]
    cold = []
    for _ in range(args.runs):
        checks_forgotten()
        cold.append(window())
    floor_s = statistics.median(floors)
    for name, runs in (("window, a season viewed again", warm),
                       ("window, first viewing (every check made)", cold)):
        seconds = statistics.median(r[0] for r in runs)
        gap = max(r[1] for r in runs)
        print(f"{name}: {seconds * 1000:.0f} ms to the table ({runs[0][2]} rows), "
              f"{seconds / floor_s:.2f}x the floor; the GUI's longest pause "
              f"{gap * 1000:.0f} ms (median of {args.runs})")
    print(f"floor (open + standings, {len(files)} files): {floor_s * 1000:.0f} ms; the core "
          f"alone (compute_season, a season viewed again): "
          f"{statistics.median(core) * 1000:.0f} ms (medians of {args.runs})")
    print(load())
    shutil.rmtree(data, ignore_errors=True)


if __name__ == "__main__":
    main()
