"""Desk speed of the statistics and awards pages: a tournament of N players and R played rounds
(realistic games recorded through the service, as benchmarks/bench_gui.py builds it), opened in
the real main window. Plain script, prints medians; no asserts.

    python benchmarks/bench_stats_gui.py [--players 400] [--rounds 12] [--runs 7]
                                         [--first-runs 3]

Timed from the ask to the figures on screen (read on the database worker, rows set into the
model, card and tournament tab filled): the statistics page's first show right after the file
is opened (a new window each run: whatever the open left on the database worker is waited
for too), against its floors in the same run: the service's statistics from the stored
summaries (a fresh open each run) and `compute_statistics` over every table's replayed hands;
then, the file open, the statistics page shown again; the awards page shown (five
award categories: winners from the standings and the statistics); a hand OK at a table of the
next round to the statistics page showing the new figures.
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
if "DISPLAY" not in os.environ:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from benchmarks.bench_gui import build, median_ms  # noqa: E402


def measure(path: Path, folder: Path, round_number: int, runs: int
            ) -> tuple[list[float], list[float], list[float]]:
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from tournament.model import Outcome
    from tournament.service import Tournament
    from ui.app import make_settings
    from ui.main_window import MainWindow
    from ui.style import apply_app_style

    with Tournament.open(path) as t:
        t.awards.set_categories(["best_country", "most_wins", "highest_hand",
                                "best_average_placement", "iron_defence"])
    os.environ["RIICHI_TOURNAMENT_SETTINGS"] = str(folder / "bench.ini")
    os.environ["RIICHI_TOURNAMENT_DATA"] = str(folder / "data")
    app = QApplication.instance() or QApplication([])
    from ui import collector
    collector.install(app)  # collected on this thread only, as in the desk
    apply_app_style(app)  # type: ignore[arg-type]
    window = MainWindow(make_settings())
    # A name at the desk: the first change would otherwise ask for one.
    window.menus.referee.setText("Desk")
    window.show()

    def wait_for(signal, timeout_ms: int = 120000) -> None:  # type: ignore[no-untyped-def]
        loop = QEventLoop()
        signal.connect(loop.quit)
        QTimer.singleShot(timeout_ms, loop.quit)
        loop.exec()
        signal.disconnect(loop.quit)

    window.opening.open_file(path)
    wait_for(window.opened)
    area = window.area
    assert area is not None
    shown_stats: list[float] = []
    shown_awards: list[float] = []
    after_hand: list[float] = []
    for _ in range(runs):
        for page, view, out in (("statistics", area.statistics, shown_stats),
                                ("awards", area.awards, shown_awards)):
            window.show_page("players")
            view._stale = True  # as after a change made while it was hidden
            loop = QEventLoop()
            view.updated.connect(loop.quit)
            begin = time.perf_counter()
            window.show_page(page)
            loop.exec()
            out.append(time.perf_counter() - begin)
            view.updated.disconnect(loop.quit)
    # A hand at a table of the next round, the statistics page on screen (beside the table).
    for run in range(runs):
        area.table.open(round_number, run + 1)
        wait_for(area.table.table_shown)
        view = area.table.view
        assert view is not None
        window.show_page("statistics")
        dialog = view.open_hand_dialog(Outcome.EXHAUSTIVE_DRAW)
        assert dialog is not None and dialog.ok_button.isEnabled()
        loop = QEventLoop()
        area.statistics.updated.connect(loop.quit)
        begin = time.perf_counter()
        dialog.ok_button.click()
        loop.exec()
        after_hand.append(time.perf_counter() - begin)
        area.statistics.updated.disconnect(loop.quit)
    window._confirm_close = lambda: True  # type: ignore[method-assign]
    window.close()
    return shown_stats, shown_awards, after_hand


def first_show(path: Path, folder: Path, runs: int) -> list[float]:
    """The statistics page's first show after the file is opened, a new window each run."""
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from ui.app import make_settings
    from ui.main_window import MainWindow
    from ui.style import apply_app_style

    os.environ["RIICHI_TOURNAMENT_SETTINGS"] = str(folder / "bench.ini")
    os.environ["RIICHI_TOURNAMENT_DATA"] = str(folder / "data")
    app = QApplication.instance() or QApplication([])
    from ui import collector
    collector.install(app)  # collected on this thread only, as in the desk
    apply_app_style(app)  # type: ignore[arg-type]
    out = []
    for _ in range(runs):
        window = MainWindow(make_settings())
        window.menus.referee.setText("Desk")
        window.show()
        loop = QEventLoop()
        window.opened.connect(loop.quit)
        QTimer.singleShot(120000, loop.quit)
        window.opening.open_file(path)
        loop.exec()
        area = window.area
        assert area is not None
        loop = QEventLoop()
        area.statistics.updated.connect(loop.quit)
        begin = time.perf_counter()
        window.show_page("statistics")
        loop.exec()
        out.append(time.perf_counter() - begin)
        window._confirm_close = lambda: True  # type: ignore[method-assign]
        window.close()
        window.deleteLater()
    return out


def floors(path: Path, runs: int) -> tuple[list[float], float]:
    """The service's statistics on a freshly opened file (each run), and `compute_statistics`
    over every table's hands replayed (the replay itself not timed)."""
    from tournament.games.hand_log import TableMode
    from tournament.service import Tournament
    from tournament.standings.stats import GameInput, compute_statistics

    service = []
    for _ in range(runs):
        with Tournament.open(path) as t:
            begin = time.perf_counter()
            t.standings.statistics()
            service.append(time.perf_counter() - begin)
    with Tournament.open(path) as t:
        games = []
        for r in t.rounds.all():
            for seating in t.rounds.seating(r.number):
                view = t.tables.view(r.number, seating.table)
                if view.mode is not TableMode.EMPTY:
                    games.append(GameInput(r.number, seating.table, seating.players,
                                           view.hands if view.mode is TableMode.HANDS else (),
                                           view.final, detail=view.mode is TableMode.HANDS))
        names = {p.id: p.name for p in t.players.all()}
        begin = time.perf_counter()
        compute_statistics(games, names, t.rules)
        computed = time.perf_counter() - begin
    return service, computed


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=400)
    parser.add_argument("--rounds", type=int, default=12)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--first-runs", type=int, default=3,
                        help="how many times the file is opened for the first show")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        big = folder / "big.rtdb"
        seconds = build(big, args.players, args.rounds)
        games = args.players // 4 * args.rounds
        print(f"built {args.players} players, {args.rounds} rounds, {games} games in "
              f"{seconds:.1f} s")
        first = first_show(big, folder, args.first_runs)
        service, computed = floors(big, args.first_runs)
        print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
        print(f"statistics page, first show after the open:      {median_ms(first)}")
        print(f"  floor: Tournament.standings.statistics() after an open:  {median_ms(service)}; "
              f"ratio {statistics.median(first) / statistics.median(service):.1f}x")
        print(f"  floor: compute_statistics, hands replayed:     {computed * 1000:.0f} ms; "
              f"ratio {statistics.median(first) / computed:.1f}x")
        stats, awards, hand = measure(big, folder, args.rounds + 1, args.runs)
        print(f"statistics page shown to its figures on screen:  {median_ms(stats)}")
        print(f"awards page shown to its winners on screen:      {median_ms(awards)}")
        print(f"OK at a table to the statistics page updated:     {median_ms(hand)}")


if __name__ == "__main__":
    main()
