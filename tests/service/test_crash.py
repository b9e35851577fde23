"""kill -9 while recording: every hand the child reported committed is in the file."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.service.helpers import new_tournament, seat_in_order
from tournament.service import Tournament

ROOT = Path(__file__).resolve().parents[2]

# Records hands forever (the dealer stays tenpai, so no game ends) over four tables and
# prints "table count" after each record_hand has returned, i.e. after its commit.
CHILD = textwrap.dedent("""
    import sys
    from tournament.service import Tournament
    t = Tournament.open(sys.argv[1])
    counts = {n: len(t.tables.view(1, n).hands) for n in (1, 2, 3, 4)}
    n = 0
    while True:
        table = 1 + n % 4
        t.tables.record_hand(1, table, {"outcome": "exhaustive_draw", "tenpai": [0], "riichi": [],
                                 "note": f"hand {counts[table]}"})
        counts[table] += 1
        n += 1
        print(table, counts[table], flush=True)
""")


def run_and_kill(path: Path, reports: int) -> dict[int, int]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(path)], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    committed: dict[int, int] = {}
    try:
        while len(committed) < 4 or sum(committed.values()) < reports:
            line = child.stdout.readline()
            assert line, f"the child stopped: {child.stderr.read()}"
            table, count = map(int, line.split())
            committed[table] = count
    finally:
        os.kill(child.pid, signal.SIGKILL)  # in the middle of whatever it is doing
        child.wait()
        child.stdout.close()
        child.stderr.close()
    assert child.returncode == -signal.SIGKILL
    return committed


@pytest.mark.slow  # a process killed mid-change: seconds, in the whole suite only
def test_kill_9_loses_no_committed_hand(tmp_path):
    t = new_tournament(tmp_path, players=16, rounds=1)
    seat_in_order(t, 1, [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16]])
    t.close()
    path = tmp_path / "cup.rtdb"
    for reports in (30, 60):
        committed = run_and_kill(path, reports)
        # The file opens (the kill released the lock, the WAL is recovered, the integrity
        # check passes) and holds every reported hand in order, plus at most the one hand
        # whose commit finished after the last report.
        with Tournament.open(path) as again:
            for table, count in committed.items():
                view = again.tables.view(1, table)
                notes = [r.record.note for r in view.hands]
                assert len(notes) in (count, count + 1), (table, count, len(notes))
                assert notes == [f"hand {i}" for i in range(len(notes))]
                assert view.scores[0] == 30000 + 3000 * len(notes)
