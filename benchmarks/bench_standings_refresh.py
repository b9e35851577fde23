"""Desk: OK in the hand dialog -> the standings page updated, at 400 x 12 and 2,000 x 12,
next to its floor in the same run (< 40 ms at 400 x 12, < 100 ms at 2,000 players).
Plain script, prints medians and the machine's load; no asserts.

    nice python benchmarks/bench_standings_refresh.py [--players 400 2000] [--rounds 12]
                                                      [--runs 7] [--keep DIR]

Files are built as benchmarks/bench_scale.py builds them (12 played rounds, a 13th seated and
not played). The desk: the real main window with the standings page shown; a hand (an
exhaustive draw) is entered at a table of round 13 through the real hand dialog and the clock
runs from OK until the standings page says it shows the new standings (`updated`).

The floor: the service doing the same job in the same process, on the same file, right after
(record the hand, read the standings lines the page shows: `standing_lines`). The ratio is
of the medians.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from benchmarks.bench_scale import build  # noqa: E402

DRAW = {"outcome": "exhaustive_draw", "riichi": [], "tenpai": [0]}


def ms(value: float) -> str:
    return f"{value * 1000:.0f} ms"


def spread(samples: list[float]) -> str:
    return (f"{ms(statistics.median(samples))} (min {ms(min(samples))}, "
            f"max {ms(max(samples))}, n={len(samples)})")


def desk(path: Path, folder: Path, runs: int) -> tuple[list[float], list[float], float]:
    """OK -> standings updated, `runs` times, on tables 1..runs of the last round; and the
    standings page's own part of it (new standings into its table: rows, widths, sorting)."""
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from tournament.model import Outcome
    from ui.app import make_settings
    from ui.main_window import MainWindow
    from ui.style import apply_app_style

    os.environ["RIICHI_TOURNAMENT_SETTINGS"] = str(folder / "bench.ini")
    os.environ["RIICHI_TOURNAMENT_DATA"] = str(folder / "data")
    app = QApplication.instance() or QApplication([])
    from ui import collector
    collector.install(app)  # collected on this thread only, as in the desk
    apply_app_style(app)  # type: ignore[arg-type]
    window = MainWindow(make_settings())
    window.menus.referee.setText("Desk")  # a name at the desk: the first change would ask for one
    window.resize(1400, 900)
    window.show()

    def wait_for(signal, timeout_ms: int = 600000) -> None:  # type: ignore[no-untyped-def]
        loop = QEventLoop()
        signal.connect(loop.quit)
        QTimer.singleShot(timeout_ms, loop.quit)
        loop.exec()
        signal.disconnect(loop.quit)

    start = time.perf_counter()
    window.opening.open_file(path)
    wait_for(window.opened)
    area = window.area
    standings = area.standings
    window.show_page("standings")
    wait_for(standings.updated)
    opened = time.perf_counter() - start
    last = max(standings.round_box.itemData(i) or 0 for i in range(standings.round_box.count()))
    times: list[float] = []
    own: list[float] = []
    show = standings._show

    def timed_show(result):  # type: ignore[no-untyped-def]
        begin = time.perf_counter()
        show(result)
        own.append(time.perf_counter() - begin)

    standings._show = timed_show  # type: ignore[method-assign]
    for run in range(runs):
        area.table.open(last, run + 1)
        wait_for(area.table.table_shown)
        view = area.table.view
        dialog = view.open_hand_dialog(Outcome.EXHAUSTIVE_DRAW)  # all noten: complete
        assert dialog is not None and dialog.ok_button.isEnabled()
        before = len(view.controller.hands())
        loop = QEventLoop()
        standings.updated.connect(loop.quit)
        begin = time.perf_counter()
        dialog.ok_button.click()
        loop.exec()
        times.append(time.perf_counter() - begin)
        standings.updated.disconnect(loop.quit)
        assert len(view.controller.hands()) == before + 1
    assert len(standings.model.rows()) > 0
    window.close()
    window.deleteLater()
    app.processEvents()
    return times, own[-runs:], opened


def service(path: Path, runs: int) -> list[float]:
    """The floor: record a hand and read the standings lines, on tables after the desk's."""
    from tournament.service import Tournament
    from tournament.service.read_models import standing_lines

    times: list[float] = []
    with Tournament.open(path) as t:
        last = max(r.number for r in t.rounds.all())
        tables = t.rounds.seating(last)
        standing_lines(t, None, provisional=True)
        for seating in tables[runs: 2 * runs]:
            start = time.perf_counter()
            t.tables.record_hand(last, seating.table, DRAW)
            standing_lines(t, None, provisional=True)
            times.append(time.perf_counter() - start)
    return times


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, nargs="+", default=[400, 2000])
    parser.add_argument("--rounds", type=int, default=12)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--keep", type=Path, help="build the files here, or reuse them")
    args = parser.parse_args()
    folder = args.keep or Path(tempfile.mkdtemp(prefix="bench-standings-"))
    folder.mkdir(parents=True, exist_ok=True)
    print(f"load average at start: {os.getloadavg()[0]:.1f} (2-minute jobs on "
          f"{os.cpu_count()} cores)")
    for players in args.players:
        path = folder / f"scale-{players}.rtdb"
        if not path.exists():
            print(f"{players} x {args.rounds}: built in {build(path, players, args.rounds):.0f} s")
        work = folder / f"work-{players}.rtdb"
        work.write_bytes(path.read_bytes())  # measured on a copy: the original stays
        desk_times, own, opened = desk(work, folder, args.runs)
        floor = service(work, args.runs)
        work.unlink()
        d, f = statistics.median(desk_times), statistics.median(floor)
        print(f"{players} x {args.rounds}: opened to standings in {ms(opened)}")
        print(f"  desk, OK -> standings updated: {spread(desk_times)}")
        print(f"  of which the standings page's own work: {spread(own)}")
        print(f"  floor, service record + standings lines: {spread(floor)}")
        print(f"  project vs floor: {ms(d)} vs {ms(f)}, ratio {d / f:.1f}; "
              f"load {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
