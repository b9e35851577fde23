"""How fast hostile files are refused (each within 2 s, the limit named):
a players CSV of 1,000,000 lines (UTF-8, cp1252; and a million short lines under the size
limit), workbooks of 20 million empty rows and of 10 million shared strings, a tournament file
and a game record with 100,000 hands in one game. Each file is written once (tests/
hostile_files.py), then the refusal is timed from the core's reader, the command line (a new
process: `python -m tournament ...`, start-up included) and the desk's import preview
(offscreen).

Run: python benchmarks/bench_hostile_files.py [--runs 3]
Prints the median of the runs per file and path, and the refusal's first line; nothing is
asserted (speed is reported, not tested).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from tests import hostile_files as hostile  # noqa: E402
from tests.service.helpers import new_tournament, seat_in_order  # noqa: E402
from tournament.export import json_io  # noqa: E402
from tournament.players.file_reading import read_players_file  # noqa: E402


def median_s(run: Callable[[], object], runs: int) -> tuple[float, object]:
    times, result = [], None
    for _ in range(runs):
        start = time.perf_counter()
        result = run()
        times.append(time.perf_counter() - start)
    return statistics.median(times), result


def cli(*argv: str) -> str:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-m", "tournament", *argv], env=env,
                          capture_output=True, text=True, check=False)
    assert done.returncode == 2, (argv, done.returncode, done.stderr)
    return done.stderr.strip().splitlines()[0]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    runs = parser.parse_args().runs
    with tempfile.TemporaryDirectory() as folder:
        tmp = Path(folder)
        files: list[tuple[str, Path]] = []
        for encoding in ("utf-8", "cp1252"):
            files.append((f"players CSV, 1,000,000 lines, {encoding}",
                          hostile.players_csv(tmp / f"players-{encoding}.csv", encoding)))
            short = tmp / f"short-{encoding}.csv"
            short.write_bytes(("name\n" + "Zoë\n" * 1_000_000).encode(encoding))
            files.append((f"players CSV, 1,000,000 short lines, {encoding}", short))
        files.append(("XLSX, 20,000,000 empty rows",
                      hostile.xlsx_empty_rows(tmp / "rows.xlsx")))
        files.append(("XLSX, 10,000,000 shared strings",
                      hostile.xlsx_shared_strings(tmp / "strings.xlsx")))
        (tmp / "made").mkdir()
        t = new_tournament(tmp / "made", players=4, rounds=1)
        seat_in_order(t, 1, [[1, 2, 3, 4]])
        export = json_io.export_tournament(t)
        t.close()
        tournament = hostile.tournament_json(tmp / "tournament.json", export)
        game = hostile.game_json(tmp / "game.json")

        from PySide6.QtWidgets import QApplication

        from ui.dialogs.import_players_dialog import ImportPlayersDialog

        app = QApplication.instance() or QApplication([])
        from ui import collector
        collector.install(app)  # collected on this thread only, as in the desk
        dialog = ImportPlayersDialog()
        from tournament.cli.replay import load_json

        # The command line's own start-up (a players file that does not exist): the rest of
        # a CLI figure is the refusal.
        start, _ = median_s(lambda: cli("new", str(tmp / "x.rtdb"), "--name", "C", "--rounds",
                                        "1", "--players", str(tmp / "none.csv")), runs)
        print(f"command line start-up ('new' refusing a missing file): {start:.2f}s")
        print(f"{'file':48} {'core':>8} {'desk':>8} {'CLI':>8}  refusal")
        for name, path in files:
            core, result = median_s(lambda p=path: read_players_file(p), runs)
            desk, _ = median_s(lambda p=path: dialog.load(p), runs)
            app.processEvents()
            out = tmp / "cup.rtdb"
            line = ""

            def run_cli(p: Path = path, o: Path = out) -> str:
                return cli("new", str(o), "--name", "C", "--rounds", "1", "--players",
                           str(p))
            command, line = median_s(run_cli, runs)
            print(f"{name:48} {core:7.2f}s {desk:7.2f}s {command:7.2f}s  "
                  f"{result.problems[0] if result.problems else 'ACCEPTED'}")  # type: ignore[attr-defined]
        for name, argv in (("tournament file, 100,000 hands in a game",
                            ("import", str(tournament), "--out", str(tmp / "i.rtdb"))),
                           ("game record, 100,000 hands", ("replay", str(game)))):
            path = Path(argv[1])
            core, (_, line) = median_s(lambda p=path: load_json(str(p)), runs)
            command, _ = median_s(lambda a=argv: cli(*a), runs)
            print(f"{name:48} {core:7.2f}s {'':>8} {command:7.2f}s  {line}")
        del app


if __name__ == "__main__":
    main()
