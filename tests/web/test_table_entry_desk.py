"""Table entry over a tournament open in this process (what the desk's live page does with
"Allow table entry"): the API writes through the same open tournament, the desk is told
which table changed, and `serve FILE --entry` is refused while the desk has the file."""

from __future__ import annotations

import subprocess
import sys
import threading

from starlette.testclient import TestClient

from tests.service.helpers import new_tournament, ron, seat_in_order
from tests.web.helpers import ROOT
from tournament.web.app import create_app
from tournament.web.source import TournamentSource


def test_the_desks_open_tournament_takes_the_phones_hands(tmp_path):
    t = new_tournament(tmp_path, players=8, rounds=2, )
    seat_in_order(t, 1, [[1, 2, 3, 4], [5, 6, 7, 8]])
    codes, _ = t.phones.issue_codes(1)
    lock = threading.Lock()
    told: list[tuple[int, int]] = []

    def run(fn):
        with lock:
            return fn(t)

    app = create_app(TournamentSource(run), entry=run,
                     entered=lambda r, table: told.append((r, table)))
    try:
        with TestClient(app) as client:
            revision = t.revision
            answer = client.post("/api/table/1/2/hands", headers={"X-Table-Code": codes[2]},
                                 json={"hand": ron(1, 0, 3, 40), "entry_id": "a"})
            assert answer.status_code == 201
            assert told == [(1, 2)]
            # The desk's own tournament has it (no reload), written as the table's phone.
            assert t.revision == revision + 1
            view = t.tables.view(1, 2)
            assert len(view.hands) == 1 and view.log[0].entry.who == "table 2 (phone)"
            assert [(line.table, line.hands) for line in t.phones.entry(1)] == [(1, 0), (2, 1)]
            # The desk switches table 2 off: the phone is refused at once.
            t.phones.switch_entry(1, False, table=2, who="Olga")
            answer = client.post("/api/table/1/2/hands", headers={"X-Table-Code": codes[2]},
                                 json={"hand": ron(1, 0, 3, 40), "entry_id": "b"})
            assert answer.status_code == 423 and told == [(1, 2)]
            # A page without the header cannot write (a cross-site form sends none).
            form = client.post("/api/table/1/1/hands", data={"hand": "x", "entry_id": "c"})
            assert form.status_code == 403
    finally:
        t.close()


def test_serve_entry_is_refused_while_the_desk_has_the_file(tmp_path):
    t = new_tournament(tmp_path, players=4, rounds=1)
    try:
        done = subprocess.run(
            [sys.executable, "-m", "tournament", "serve", str(t.path), "--entry", "--port",
             "0", "--host", "127.0.0.1"], capture_output=True, text=True, timeout=60,
            cwd=ROOT, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin",
                           "RIICHI_TOURNAMENT_DATA": str(tmp_path / "data")})
    finally:
        t.close()
    assert done.returncode == 2
    assert done.stdout == "" and "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1 and "open" in done.stderr
