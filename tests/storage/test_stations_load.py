"""Several station PROCESSES writing to one tournament on a real PostgreSQL server at once
(tests/pg.py): hand-log changes run side by side and lock the change counter last
(storage.changes), other changes run alone. Whatever the interleaving: no hand lost, none
doubled (two stations retrying the same entry id at once write it once), conflicts on one
table refused and never written after each other unseen, the change counter and its change
rows without gaps, and the ledger one linear chain that `check` verifies."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
from pathlib import Path

import psycopg

from tests.service.helpers import names
from tournament.players.roster import PlayerDraft
from tournament.service import Tournament

ROOT = Path(__file__).resolve().parents[2]

# A station: records `count` hands on its own table, and the same `count` hands (the same
# entry ids) on the table every station shares, retrying a refused one after catching up,
# as a station does after "table changed elsewhere". Prints what it was told.
STATION = r"""
import json, sys
from tournament.errors import InvalidInput
from tournament.service import Tournament
url, name, own, shared, count = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), \
    int(sys.argv[5])
t = Tournament.open(url, station=name, role="referee")
print("ready", flush=True)
sys.stdin.readline()

def hand(table):
    dealer = t.tables.view(1, table).state.dealer
    return {"outcome": "ron", "riichi": [], "wins": [
        {"winner": (dealer + 1) % 4, "loser": (dealer + 2) % 4, "han": 1, "fu": 30}]}

told = []
refused = 0
for k in range(count):
    t.tables.record_hand(1, own, hand(own), entry_id=f"{name}-{k}")
    told.append(f"{name}-{k}")
    for _ in range(50):
        try:
            t.tables.record_hand(1, shared, hand(shared), entry_id=f"shared-{k}")
            told.append(f"shared-{k}")
            break
        except InvalidInput as exc:
            assert exc.issues[0].code == "table_changed", exc.issues
            refused += 1
            t.catch_up()
t.close()
print(json.dumps({"told": told, "refused": refused}), flush=True)
"""


def test_stations_at_once_lose_nothing_double_nothing_and_keep_one_chain(pg_url):
    players = names(24)
    with Tournament.create(pg_url, name="Cup", rounds=2,
                           players=[PlayerDraft(n) for n in players]) as t:
        t.rounds.set_seating(1, [players[i:i + 4] for i in range(0, 24, 4)])
    count, shared = 4, 6
    procs = [subprocess.Popen([sys.executable, "-c", STATION, pg_url, f"Desk {i}", str(i),
                               str(shared), str(count)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True, cwd=ROOT)
             for i in range(1, 5)]
    organiser = Tournament.open(pg_url, station="Organiser")
    announced: list[str] = []

    def announce() -> None:
        # Changes that run alone (an announcement), between the stations' hand-log changes.
        for k in range(4):
            organiser.announcements.announce(f"Lunch in {k + 1} minutes")
            announced.append(str(k))

    try:
        for p in procs:
            assert p.stdout is not None and p.stdout.readline().strip() == "ready"
        for p in procs:
            assert p.stdin is not None
            p.stdin.write("go\n")
            p.stdin.flush()
        side = threading.Thread(target=announce)
        side.start()
        reports = []
        for p in procs:
            out, _ = p.communicate(timeout=240)
            assert p.returncode == 0, out
            reports.append(json.loads(out.strip().splitlines()[-1]))
        side.join(60)
    finally:
        organiser.close()
        for p in procs:
            p.kill()
    assert len(announced) == 4
    told = {entry for r in reports for entry in r["told"]}
    with psycopg.connect(pg_url) as conn:
        ids = [row[0] for row in conn.execute("SELECT entry_id FROM hand_log")]
        shared_seqs = [row[0] for row in conn.execute(
            "SELECT seq FROM hand_log h JOIN tables t ON t.id = h.table_id "
            "WHERE t.number = %s ORDER BY seq", (shared,))]
        counters = [row[0] for row in conn.execute("SELECT counter FROM changes "
                                                   "ORDER BY counter")]
        (counter,) = conn.execute("SELECT value FROM change_counter").fetchone()
        seqs = [row[0] for row in conn.execute("SELECT seq FROM ledger ORDER BY seq")]
        change_links = [row[0] for row in conn.execute(
            "SELECT counter FROM ledger WHERE item = 'change' ORDER BY seq")]
    # Every hand a station was told is saved, once; nothing saved that nobody was told.
    assert sorted(ids) == sorted(told)
    assert len(told) == 4 * count + count  # each station's own, and the shared ones once
    assert shared_seqs == list(range(1, count + 1))
    # The changes one after another: the counter, its rows and the ledger's change links.
    assert counters == list(range(counters[0], counter + 1))
    assert change_links[-len(counters):] == counters
    assert seqs == list(range(1, len(seqs) + 1))
    with Tournament.open(pg_url, read_only=True) as t:
        assert t.ledger.check() == []
        report = t.ledger.verify()
        assert report.problems == () and report.head is not None
        assert report.head.counter == counter


def test_a_change_besides_the_hand_log_waits_for_those_in_progress(pg_url):
    # A hand-log change in progress at another station holds the write gate shared (the
    # server's riichi_append takes it, storage.functions): hands still go through beside
    # it, an announcement waits until it ends, then is written.
    with Tournament.create(pg_url, name="Cup", rounds=1,
                           players=[PlayerDraft(n) for n in names(8)]) as t:
        t.rounds.set_seating(1, [names(8)[:4], names(8)[4:]])
    other = psycopg.connect(pg_url)
    other.execute("SELECT id FROM gate WHERE id = 1 FOR SHARE")
    desk = Tournament.open(pg_url, station="Desk 1")
    done = threading.Event()

    def announce() -> None:
        desk.announcements.announce("Lunch")
        done.set()

    try:
        desk.tables.record_hand(1, 1, {"outcome": "ron", "riichi": [], "wins": [
            {"winner": 1, "loser": 2, "han": 1, "fu": 30}]})
        side = threading.Thread(target=announce)
        side.start()
        assert not done.wait(1.0)  # still waiting for the change in progress
        other.rollback()  # it ends
        side.join(60)
        assert done.is_set()
    finally:
        other.close()
        desk.close()
    with Tournament.open(pg_url, read_only=True) as t:
        assert [a.text for a in t.announcements.all()] == ["Lunch"]
        assert len(t.tables.view(1, 1).hands) == 1
        assert t.ledger.check() == []
