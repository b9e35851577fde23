"""The desk's start and its first open, offscreen: process start to the window shown (the
start page), then a 400-player x 12-round file opened to its standings shown. Plain script,
prints medians; no asserts.

    nice python benchmarks/bench_gui_open.py [--runs 5] [--before DIR] [--file scale-400.rtdb]

- process start -> window shown: `python -m ui` in a new process until the app prints that its
  window is exposed (RIICHI_TOURNAMENT_STARTUP_MARKER), against `python -c pass` and against
  a script that only imports PySide6 and shows an empty QMainWindow (the floor of any Qt app);
- what the process had imported when the window was shown: the storage layer (SQLAlchemy),
  openpyxl, the web stack (starlette), printing (QtPrintSupport), statistics
  (tournament.standings.stats);
- open -> standings shown: in a new process, the app started, its window shown and idle (what
  the first open needs is imported once the window is up: `ui.app.preloaded`), then the clock
  runs from `open_file` until the standings screen (shown as soon as the tournament's screens
  are) holds the file's standings. Target < 0.6 s at 400 players, < 1 s at 2,000;
- its floors, in a new process with the same window shown and idle, on a copy of the same
  file: the service alone (`Tournament.open` + `standings()`), and a raw read into a
  QTableView (plain sqlite3: the players, their seats and each table's stored summary, the
  points summed per player, put in a model of a QTableView on screen). Each run prints the
  project against both, as ratios, and the machine's load (os.getloadavg) before and after.

With --before DIR (another checkout, e.g. `git archive main | tar -x -C DIR`) each figure is
also measured with DIR's code, run by run in turn. --file: bench_scale's 400-player file (built
when not given; opened from a copy).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

MARKER = "riichi-tournament: window shown"
HEAVY = {"sqlalchemy": "storage (SQLAlchemy)", "openpyxl": "openpyxl",
         "starlette": "web stack", "PySide6.QtPrintSupport": "printing",
         "tournament.standings.stats": "statistics", "tournament.service.facade": "the service"}
QT_FLOOR = """
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
window = QMainWindow()
window.resize(1360, 860)
window.show()
app.processEvents()
"""
# Run in a new process with the code under test first on the path: start the app as
# `python -m ui` does, wait until the window is exposed, list what is imported, then open
# the file and time it until the standings screen shows its standings.
OPEN = """
import json, sys, time
from pathlib import Path
from PySide6.QtCore import QEventLoop, QTimer
from ui.app import start
window = start(["riichi-tournament"])
loop = QEventLoop()
while window.windowHandle() is None or not window.windowHandle().isExposed():
    loop.processEvents()
heavy = sorted(m for m in HEAVY if m in sys.modules)

# Waiting as the app's event loop does: asleep until an event comes (a timer wakes it to
# check the time out). A loop of processEvents(AllEvents, 5) returns at once when nothing is
# pending: it spun, and took the interpreter's lock from the database worker over and over
# (an open of 2,000 players took twice as long on the worker as without it).
wake = QTimer()
wake.start(50)

def until(done, timeout=300.0):
    end = time.perf_counter() + timeout
    while not done():
        if time.perf_counter() > end:
            raise SystemExit("timed out")
        loop.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)

import ui.app
if hasattr(ui.app, "preloaded"):  # what the first open needs, imported once the window is up
    until(ui.app.preloaded)

begin = time.perf_counter()
# (--before with a checkout older than the window's parts: the window opened files itself)
(window.opening if hasattr(window, "opening") else window).open_file(Path(sys.argv[1]))
until(lambda: window.area is not None)
window.show_page("standings")
until(lambda: len(window.area.standings.model.rows()) > 0)
elapsed = time.perf_counter() - begin
rows = len(window.area.standings.model.rows())
window.close()
print("RESULT", json.dumps({"heavy": heavy, "open": elapsed, "rows": rows}), flush=True)
"""
# The floors, in a new process: a shown window holding a QTableView, idle, the service
# imported (as the app's preload does); then the service's open + standings, and a raw read
# of the same file into the table view, each on its own copy.
FLOOR = """
import json, sqlite3, sys, time
from collections import defaultdict
from PySide6.QtCore import QEventLoop
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QApplication, QMainWindow, QTableView
app = QApplication([])
window = QMainWindow()
view = QTableView()
window.setCentralWidget(view)
window.resize(1360, 860)
window.show()
loop = QEventLoop()
while window.windowHandle() is None or not window.windowHandle().isExposed():
    loop.processEvents()
from tournament.service import Tournament

begin = time.perf_counter()
t = Tournament.open(sys.argv[1])
service_rows = len(t.standings.get().rows)
t.close()
service = time.perf_counter() - begin

begin = time.perf_counter()
conn = sqlite3.connect(sys.argv[2])
names = dict(conn.execute("SELECT id, name FROM players"))
seats = defaultdict(dict)
for table, seat, player in conn.execute("SELECT table_id, seat, player_id FROM seats"):
    seats[table][seat] = player
totals = dict.fromkeys(names, 0.0)
for table, summary in conn.execute("SELECT table_id, summary FROM table_states"):
    for seat, points in enumerate(json.loads(summary)[16]):
        totals[seats[table][seat]] += points
conn.close()
model = QStandardItemModel(0, 3)
for rank, (player, total) in enumerate(sorted(totals.items(), key=lambda i: -i[1]), 1):
    model.appendRow([QStandardItem(str(rank)), QStandardItem(names[player]),
                     QStandardItem(f"{total:+.1f}")])
view.setModel(model)
view.resizeColumnsToContents()
app.processEvents()
raw = time.perf_counter() - begin
print("RESULT", json.dumps({"service": service, "raw": raw, "rows": model.rowCount(),
                            "service_rows": service_rows}), flush=True)
"""


def environment(folder: Path, code: Path | None) -> dict[str, str]:
    """A new settings file for each process: no last file to open again, no recent list."""
    settings = tempfile.mkstemp(prefix="settings-", suffix=".ini", dir=folder)
    os.close(settings[0])
    os.unlink(settings[1])
    env = dict(os.environ, RIICHI_TOURNAMENT_STARTUP_MARKER="1",
               RIICHI_TOURNAMENT_SETTINGS=settings[1],
               RIICHI_TOURNAMENT_DATA=str(folder / "data"), PYTHONUNBUFFERED="1")
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    if code is not None:
        env["PYTHONPATH"] = str(code)
    return env


def cold_start(folder: Path, code: Path) -> float:
    start = time.perf_counter()
    process = subprocess.Popen([sys.executable, "-m", "ui"], cwd=code,
                               env=environment(folder, code), stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL, text=True)
    try:
        assert process.stdout is not None
        for line in process.stdout:
            if line.strip() == MARKER:
                return time.perf_counter() - start
        raise RuntimeError("the app ended without showing its window")
    finally:
        process.terminate()  # the process this function started, by its handle
        process.wait(10)


def plain(folder: Path, *args: str) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, *args], env=environment(folder, None), cwd=folder,
                   capture_output=True, check=False)
    return time.perf_counter() - start


def open_file(folder: Path, code: Path, path: Path) -> dict[str, object]:
    work = folder / f"open-{code.name}.rtdb"
    shutil.copyfile(path, work)
    script = f"HEAVY = {sorted(HEAVY)!r}\n" + OPEN
    done = subprocess.run([sys.executable, "-c", script, str(work)], cwd=code,
                          env=environment(folder, code), capture_output=True, text=True,
                          timeout=600, check=False)
    for line in done.stdout.splitlines():
        if line.startswith("RESULT "):
            result: dict[str, object] = json.loads(line.removeprefix("RESULT "))
            return result
    raise RuntimeError(f"the open run failed: {done.stderr[-2000:]}")


def floor_run(folder: Path, path: Path) -> dict[str, float]:
    """The service's open + standings and the raw read into a QTableView (module FLOOR)."""
    copies = [folder / "floor-service.rtdb", folder / "floor-raw.rtdb"]
    for copy in copies:
        shutil.copyfile(path, copy)
    done = subprocess.run([sys.executable, "-c", FLOOR, *map(str, copies)], cwd=ROOT,
                          env=environment(folder, ROOT), capture_output=True, text=True,
                          timeout=600, check=False)
    for line in done.stdout.splitlines():
        if line.startswith("RESULT "):
            result: dict[str, float] = json.loads(line.removeprefix("RESULT "))
            return result
    raise RuntimeError(f"the floor run failed: {done.stderr[-2000:]}")


def load() -> str:
    one, five, _ = os.getloadavg()
    return f"load {one:.2f} (1 min), {five:.2f} (5 min) on {os.cpu_count()} cores"


def ready(source: Path, folder: Path) -> Path:
    """A copy of `source` opened once: bench_scale writes the hand logs without the results
    kept beside them, which the first open computes and stores (not what is measured)."""
    from tournament.service import Tournament

    path = folder / "ready.rtdb"
    shutil.copyfile(source, path)
    Tournament.open(path).close()
    return path


def ms(value: float) -> str:
    return f"{value * 1000:.0f} ms"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--before", type=Path, help="another checkout, measured side by side")
    parser.add_argument("--file", type=Path, help="a bench_scale file (400 or 2,000 players)")
    args = parser.parse_args()
    trees = {"this": ROOT}
    if args.before:
        trees = {"before": args.before.resolve(), "this": ROOT}
    folder = Path(tempfile.mkdtemp(prefix="bench-gui-open-"))
    try:
        source = args.file
        if source is None:
            from benchmarks.bench_scale import build

            source = folder / "scale-400.rtdb"
            print(f"built a 400 x 12 file in {build(source, 400, 12):.0f} s")
        source = ready(source, folder)
        for code in trees.values():
            cold_start(folder, code)  # the OS file cache warmed once for each
        starts: dict[str, list[float]] = {name: [] for name in trees}
        opens: dict[str, list[dict[str, object]]] = {name: [] for name in trees}
        floors: dict[str, list[float]] = {"pass": [], "qt": [], "service": [], "raw": []}
        print(f"before the runs: {load()}")
        for _ in range(args.runs):
            floors["pass"].append(plain(folder, "-c", "pass"))
            floors["qt"].append(plain(folder, "-c", QT_FLOOR))
            floor = floor_run(folder, source)
            floors["service"].append(floor["service"])
            floors["raw"].append(floor["raw"])
            for name, code in trees.items():
                starts[name].append(cold_start(folder, code))
                opens[name].append(open_file(folder, code, source))
        passed = statistics.median(floors["pass"])
        qt = statistics.median(floors["qt"])
        service = statistics.median(floors["service"])
        raw = statistics.median(floors["raw"])
        print(f"after the runs: {load()}")
        print(f"medians of {args.runs} runs; python -c pass {ms(passed)}; an empty PySide6 "
              f"window shown {ms(qt)}")
        players = max(int(str(r["rows"])) for runs in opens.values() for r in runs)
        # The desk's goals: under 0.6 s at 400 players, under 1 s at 2,000.
        target = "< 600 ms" if players <= 400 else "< 1 s" if players <= 2000 else "none set"
        print(f"floors of open ({players} players) -> standings: the service (open + standings) "
              f"{ms(service)}; a raw read into a QTableView {ms(raw)}")
        for name, code in trees.items():
            shown = statistics.median(starts[name])
            opened = statistics.median([float(str(r["open"])) for r in opens[name]])
            heavy = sorted({str(m) for r in opens[name] for m in r["heavy"]})  # type: ignore[attr-defined]
            rows = {r["rows"] for r in opens[name]}
            print(f"{name} ({code}):")
            print(f"  process start -> window shown: {ms(shown):>8}  {shown / qt:.1f}x an empty "
                  f"Qt window, {shown / passed:.1f}x python -c pass")
            print(f"  imported when the window was shown: "
                  f"{', '.join(HEAVY[m] for m in heavy) if heavy else 'none of the heavy parts'}")
            each = ", ".join(ms(float(str(r["open"]))) for r in opens[name])
            print(f"  open -> standings shown ({'/'.join(map(str, sorted(rows)))} "
                  f"rows): {ms(opened):>8}  {opened / service:.1f}x the service, "
                  f"{opened / raw:.0f}x the raw read (target {target}); runs {each}")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
