"""How long `import` takes for an export of many players (2,500 and 5,000, the players file's
limit): everyone seated in round 1, everyone with a flag, every other player dropped out at the
end. The players' statuses and flags are set in one change each (one per player and flag made
2,500 players take half a minute and 5,000 time out).

Run: python benchmarks/bench_import_players.py [--players 2500 5000] [--runs 3]
Prints the median of the runs per size, the command line's start-up included; nothing is
asserted (speed is reported, not tested).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tournament.export.json_io import export_tournament  # noqa: E402
from tournament.players.roster import PlayerDraft  # noqa: E402
from tournament.service import Tournament  # noqa: E402


def export_of(folder: Path, players: int) -> Path:
    source = folder / f"source{players}.rtdb"
    t = Tournament.create(source, name="Big Cup", rounds=2,
                          players=[PlayerDraft(f"Player {i:05d}") for i in range(players)])
    data = export_tournament(t)
    t.close()
    ids = [p["id"] for p in data["players"]]
    data["rounds"] = [{"number": 1, "tables": [
        {"table": i // 4 + 1, "players": ids[i:i + 4]} for i in range(0, players, 4)]}]
    for i, p in enumerate(data["players"]):
        p["flags"] = ["newcomer"]
        if i % 2:
            p["status"] = "dropped"
    path = folder / f"export{players}.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, nargs="+", default=[2500, 5000])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        for players in args.players:
            export = export_of(folder, players)
            times = []
            for run in range(args.runs):
                out = folder / f"imported{players}-{run}.rtdb"
                start = time.perf_counter()
                subprocess.run([sys.executable, "-m", "tournament", "import", str(export),
                                "--out", str(out)], check=True, cwd=ROOT,
                               stdout=subprocess.DEVNULL)
                times.append(time.perf_counter() - start)
            print(f"import of {players:,} players: {statistics.median(times):.1f} s "
                  f"(median of {args.runs})")


if __name__ == "__main__":
    main()
