"""The desk app as a referee station on a 400-player tournament on PostgreSQL (a real server
started for the run, tests/pg.py): how soon a hand recorded at another station shows on the
desk. Plain script, prints figures; no asserts.

    nice python benchmarks/bench_desk_stations.py [--players 400] [--hands 30]

The desk is the real main window (offscreen), connected with `connect_to_server`, showing
table 1. Another station (its own connection, in this process) records `--hands` hands, one
at a time, alternately on table 1 and on another table; for each, from its `record_hand`
returning (the OK at that station) to:
- "announced": the desk's session emitting `changed` for it (the watcher heard the NOTIFY,
  the worker caught up): what every screen reacts to;
- "table shown": for a hand on table 1, the desk's table page showing it.
Median and 95th percentile.
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


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p * (len(ordered) - 1)))]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=400)
    parser.add_argument("--hands", type=int, default=30)
    options = parser.parse_args()

    folder = tempfile.mkdtemp(prefix="bench-desk-")
    os.environ["RIICHI_TOURNAMENT_DATA"] = f"{folder}/data"
    os.environ["RIICHI_TOURNAMENT_SETTINGS"] = f"{folder}/settings.ini"
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from tests.pg import PgServer
    from tournament.players.roster import PlayerDraft
    from tournament.service import Tournament
    from ui.app import start

    server = PgServer.start()
    app = QApplication.instance() or QApplication([])
    from ui import collector
    collector.install(app)  # collected on this thread only, as in the desk

    def spin(ms: int = 5) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    def until(done: object, timeout: float = 10.0) -> float:
        begin = time.perf_counter()
        while not done() and time.perf_counter() - begin < timeout:  # type: ignore[operator]
            spin(2)
        return time.perf_counter()

    try:
        url = server.new_database()
        names = [f"Player {i:03d}" for i in range(1, options.players + 1)]
        with Tournament.create(url, name="Venue Cup", rounds=2,
                               players=[PlayerDraft(n) for n in names]) as t:
            t.rounds.set_seating(1, [names[i:i + 4] for i in range(0, options.players, 4)])
        window = start(["riichi-tournament", "--server", url, "--role", "referee",
                        "--station", "Desk 1"])
        until(lambda: window.session is not None, 60)
        session = window.session
        announced: list[float] = []
        session.changed.connect(lambda *_: announced.append(time.perf_counter()))
        window.area.open_table(1, 1)
        until(lambda: window.area.table.view is not None)
        controller = window.area.table.view.controller
        spin(1500)  # the watcher is listening

        other = Tournament.open(url, station="Desk 2", role="referee")
        to_announce: list[float] = []
        to_table: list[float] = []
        for i in range(options.hands):
            table = 1 if i % 2 == 0 else 2 + i % (options.players // 4 - 1)
            view = other.tables.view(1, table)
            if view.final is not None:
                continue
            dealer = view.state.dealer
            before = len(announced)
            shown = len(controller.hands())
            other.tables.record_hand(1, table, {"outcome": "ron", "riichi": [], "wins": [
                {"winner": (dealer + 1) % 4, "loser": (dealer + 2) % 4, "han": 1, "fu": 30}]})
            ok = time.perf_counter()
            until(lambda b=before: len(announced) > b)
            to_announce.append(announced[before] - ok)
            if table == 1:
                to_table.append(until(lambda n=shown: len(controller.hands()) > n) - ok)
            spin(50)
        other.close()
        window._confirm_close = lambda: True
        window.close()
        for label, values in (("announced at the desk", to_announce),
                              ("shown on the desk's table page", to_table)):
            print(f"OK at another station -> {label}: median "
                  f"{statistics.median(values) * 1000:.0f} ms, p95 "
                  f"{percentile(values, 0.95) * 1000:.0f} ms, max "
                  f"{max(values) * 1000:.0f} ms (n={len(values)})")
    finally:
        server.stop()
        app.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
