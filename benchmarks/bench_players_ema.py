"""Players file and EMA file speed: reading a 400-player CSV in a Windows code page (encoding
detected), and writing the EMA results file (CSV and XLSX) of the 16-player demo.

Run: python benchmarks/bench_players_ema.py [--players 400] [--runs 5]
Prints medians of several runs; nothing is asserted (speed is reported, not tested).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tournament.demo import build_demo_tournament  # noqa: E402
from tournament.export.ema import ema_results, write_ema  # noqa: E402
from tournament.players.file_reading import read_players_file  # noqa: E402

FIRST = ("Łukasz", "Zofia", "Jiří", "Petra", "Ágnes", "Tomasz", "Ewa", "Marek")
LAST = ("Powęzka", "Wróbel", "Dvořák", "Nováková", "Kovács", "Żak", "Nowak", "Šimek")
COUNTRIES = ("Polska", "Česko", "Magyarország", "PL", "CZ", "HU")


def players_csv(count: int) -> bytes:
    lines = ["first_name,last_name,ema_number,country,club"]
    for i in range(count):
        lines.append(f"{FIRST[i % 8]},{LAST[(i // 8) % 8]}{i},{10_000_000 + i},"
                     f"{COUNTRIES[i % 6]},Klub {i % 20}")
    return ("\n".join(lines) + "\n").encode("cp1250")


def median_ms(run: object, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        run()  # type: ignore[operator]
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=400)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "players.csv"
        path.write_bytes(players_csv(args.players))
        result = read_players_file(path)
        assert result.ok and result.encoding == "cp1250", result.messages()[:3]
        ms = median_ms(lambda: read_players_file(path), args.runs)
        print(f"read {args.players} players (cp1250 detected): {ms:.1f} ms (median of "
              f"{args.runs})")
        t = build_demo_tournament(Path(folder) / "demo.rtdb")
        try:
            for suffix in ("csv", "xlsx"):
                out = Path(folder) / f"ema.{suffix}"
                ms = median_ms(lambda out=out: write_ema(ema_results(t), out), args.runs)
                print(f"EMA results file ({suffix}, 16 players): {ms:.1f} ms (median of "
                      f"{args.runs})")
        finally:
            t.close()


if __name__ == "__main__":
    main()
