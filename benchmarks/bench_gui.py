"""Desk speed: cold start to a shown window, OK in the hand dialog to updated standings at 400
players, peak memory. Plain script, prints medians; no asserts.

    python benchmarks/bench_gui.py [--players 400] [--rounds 12] [--runs 9] [--starts 5]

Cold start: `python -m ui` in a fresh process (offscreen, or the X display when DISPLAY is
set), timed until the app prints that its window is exposed (RIICHI_TOURNAMENT_STARTUP_MARKER),
once with the start page and once opening the demo tournament file.

OK to standings: a tournament of 400 players and 12 played rounds (1,200 realistic games from
tournament.demo.realistic_game, recorded through the service) and a 13th round seated, opened
in the real main window with the standings screen live. A hand is entered at a table of round
13 through the real dialog; the clock runs from OK until the standings model holds the new
standings (recorded on the worker, table view refreshed, standings read on the worker, 400 rows
set into the model); again with the table screen on and the projector showing the standings.

Peak memory: ru_maxrss of this process after all that (the window with the big tournament),
and of the cold-start processes.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
if "DISPLAY" not in os.environ:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

MARKERS = {"window": "riichi-tournament: window shown",
           "tournament": "riichi-tournament: tournament shown"}


def median_ms(samples: list[float]) -> str:
    return (f"{statistics.median(samples) * 1000:.0f} ms (min {min(samples) * 1000:.0f}, "
            f"max {max(samples) * 1000:.0f}, n={len(samples)})")


def cold_start(folder: Path, args: list[str], marker: str) -> float:
    env = dict(os.environ, RIICHI_TOURNAMENT_STARTUP_MARKER="1",
               RIICHI_TOURNAMENT_SETTINGS=str(folder / "cold.ini"),
               RIICHI_TOURNAMENT_DATA=str(folder / "data"), PYTHONUNBUFFERED="1")
    start = time.perf_counter()
    process = subprocess.Popen([sys.executable, "-m", "ui", *args], cwd=ROOT, env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        assert process.stdout is not None
        for line in process.stdout:
            if line.strip() == marker:
                return time.perf_counter() - start
        raise RuntimeError(f"the app ended without printing '{marker}'")
    finally:
        process.terminate()  # the process this function started, by its handle
        process.wait(10)


def build(path: Path, players: int, rounds: int) -> float:
    from tournament.demo import realistic_game
    from tournament.model import GameRecord
    from tournament.players.roster import PlayerDraft
    from tournament.service import Tournament

    start = time.perf_counter()
    rng = random.Random(400)
    t = Tournament.create(path, name="Big Open", rounds=rounds + 1,
                          players=[PlayerDraft(f"Player {i:03d}") for i in range(players)])
    for r in range(1, rounds + 1):
        tables, _ = t.rounds.seat(r, seed=r)
        for seating in tables:
            names = tuple(t.players.get(p).name for p in seating.players)
            game = realistic_game(rng, t.rules)
            t.tables.record_game(r, seating.table, GameRecord(hands=tuple(game), players=names))
    t.rounds.seat(rounds + 1, seed=99)
    t.close()
    return time.perf_counter() - start


def ok_to_standings(path: Path, folder: Path, round_number: int, runs: int
                    ) -> tuple[list[float], list[float], list[float], float]:
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
    # A name at the desk: the first change would otherwise ask for one.
    window.menus.referee.setText("Desk")
    window.show()

    def wait_for(signal, timeout_ms: int = 60000) -> None:  # type: ignore[no-untyped-def]
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
    wait_for(standings.updated)
    opened = time.perf_counter() - start
    to_standings: list[float] = []
    to_table: list[float] = []
    to_projector: list[float] = []
    # (a) The standings screen is on, a hand is entered from a table (its dialog); (b) the
    # referee is on the table screen and the projector shows the standings.
    window.show_page("standings")
    projector = None
    for run in range(2 * runs):
        on_projector = run >= runs
        if on_projector and projector is None:
            area.open_table(round_number, 1)
            projector = window.screens.show_projector()
            wait_for(projector.updated)
        area.table.open(round_number, run + 1)
        wait_for(area.table.table_shown)
        view = area.table.view
        dialog = view.open_hand_dialog(Outcome.EXHAUSTIVE_DRAW)  # all noten: complete
        assert dialog is not None and dialog.ok_button.isEnabled()
        before = len(view.controller.hands())
        signal = projector.updated if on_projector else standings.updated
        loop = QEventLoop()
        signal.connect(loop.quit)
        table_loop = QEventLoop()
        view.controller.subscribe(table_loop.quit)
        begin = time.perf_counter()
        dialog.ok_button.click()
        table_loop.exec()  # the change saved on the worker, the table view refreshed
        table_done = time.perf_counter()
        assert len(view.controller.hands()) == before + 1
        loop.exec()
        done = time.perf_counter()
        signal.disconnect(loop.quit)
        to_table.append(table_done - begin)
        (to_projector if on_projector else to_standings).append(done - begin)
    assert len(standings.model.rows()) >= 400
    window.close()
    return to_standings, to_projector, to_table, opened


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=400)
    parser.add_argument("--rounds", type=int, default=12)
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--starts", type=int, default=5)
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        from tournament.demo import build_demo_tournament

        demo = folder / "demo.rtdb"
        build_demo_tournament(demo).close()
        cold_start(folder, [], MARKERS["window"])  # warm the OS file cache once
        empty = [cold_start(folder, [], MARKERS["window"]) for _ in range(args.starts)]
        with_file = [cold_start(folder, [str(demo)], MARKERS["tournament"])
                     for _ in range(args.starts)]
        children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
        print(f"cold start to a shown window (start page):       {median_ms(empty)}")
        print(f"cold start to the demo tournament on screen:      {median_ms(with_file)}")
        print(f"peak memory of a started app (ru_maxrss):         {children:.0f} MB")

        big = folder / "big.rtdb"
        seconds = build(big, args.players, args.rounds)
        games = args.players // 4 * args.rounds
        print(f"built {args.players} players, {args.rounds} rounds, {games} games in "
              f"{seconds:.1f} s ({big.stat().st_size / 1e6:.1f} MB)")
        standings, projector, table, opened = ok_to_standings(big, folder, args.rounds + 1,
                                                              args.runs)
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        print(f"open the {args.players}-player file to standings on screen: "
              f"{opened * 1000:.0f} ms")
        print(f"OK in the hand dialog to the table view updated:   {median_ms(table)}")
        print(f"OK in the hand dialog to the standings updated:    {median_ms(standings)}")
        print(f"OK at the table to the projector's standings:      {median_ms(projector)}")
        print(f"peak memory, window with {args.players} players (ru_maxrss): {peak:.0f} MB")


if __name__ == "__main__":
    main()
