"""The desk's start and its first open, offscreen: process start to the window shown (the
start page), then a 400-player x 12-round file opened to its standings shown. Plain script,
prints medians; no asserts.

    nice python benchmarks/bench_gui_open.py [--runs 5] [--before DIR] [--file scale-400.rtdb]

- process start -> window shown: `python -m ui` in a new process until the app prints that its
  window is exposed (RIICHI_TOURNAMENT_STARTUP_MARKER), against `python -c pass` and against
  a script that only imports PySide6 and shows an empty QMainWindow (the floor of any Qt app);
- what the process had imported when the window was shown: the storage layer (SQLAlchemy),
  openpyxl, the web stack (starlette), printing (QtPrintSupport), statistics (tournament.stats);
- open -> standings shown: in a new process, the app started, its window shown and idle (what
  the first open needs is imported once the window is up: `ui.app.preloaded`), then the clock
  runs from `open_file` until the standings screen (shown as soon as the tournament's screens
  are) holds the file's standings. Target < 1 s at 400 players.

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
         "tournament.stats": "statistics", "tournament.service.facade": "the service"}
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

def until(done, timeout=300.0):
    end = time.perf_counter() + timeout
    while not done():
        if time.perf_counter() > end:
            raise SystemExit("timed out")
        loop.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)

import ui.app
if hasattr(ui.app, "preloaded"):  # what the first open needs, imported once the window is up
    until(ui.app.preloaded)

begin = time.perf_counter()
window.open_file(Path(sys.argv[1]))
until(lambda: window.area is not None)
window.show_page("standings")
until(lambda: len(window.area.standings.model.rows()) > 0)
elapsed = time.perf_counter() - begin
rows = len(window.area.standings.model.rows())
window.close()
print("RESULT", json.dumps({"heavy": heavy, "open": elapsed, "rows": rows}), flush=True)
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
    parser.add_argument("--file", type=Path, help="a bench_scale file of 400 players")
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
        floors: dict[str, list[float]] = {"pass": [], "qt": []}
        for _ in range(args.runs):
            floors["pass"].append(plain(folder, "-c", "pass"))
            floors["qt"].append(plain(folder, "-c", QT_FLOOR))
            for name, code in trees.items():
                starts[name].append(cold_start(folder, code))
                opens[name].append(open_file(folder, code, source))
        passed = statistics.median(floors["pass"])
        qt = statistics.median(floors["qt"])
        print(f"medians of {args.runs} runs; python -c pass {ms(passed)}; an empty PySide6 "
              f"window shown {ms(qt)}")
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
            print(f"  open 400 x 12 -> standings shown ({rows} rows): {ms(opened):>8}  "
                  f"(target < 1000 ms)")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
