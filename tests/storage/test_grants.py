"""`python -m tournament grant`: the database roles of the referee stations and of the live
page, on the real PostgreSQL server of the suite (tests/pg.py). The station records a whole
game through the app; every statement a dishonest referee could type into psql is refused by
PostgreSQL itself; the reader serves the live page and reads no hash and no audit trail.

Roles are the cluster's, so each test makes its own (unique names) and a database owned by an
ordinary (not superuser) owner role, as a venue has it."""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import psycopg
import pytest

from tests.inprocess import run_cli
from tests.service.helpers import draw, names, ron, tsumo
from tournament.cli import main
from tournament.errors import InvalidInput, StoreError
from tournament.players.roster import PlayerDraft
from tournament.service import Tournament
from tournament.storage import grants, values
from tournament.storage.rows import TABLE_NAMES

ROOT = Path(__file__).resolve().parents[2]
_serial = itertools.count(1)
SEATING = [[f"P{i:02d}" for i in range(t * 4 + 1, t * 4 + 5)] for t in range(3)]
SLIP = [41000, 31000, 27000, 21000]


@dataclass
class Venue:
    server: object
    database: str
    owner: str
    station: str
    reader: str

    def url(self, role: str) -> str:
        return self.server.url(self.database, user=role,  # type: ignore[attr-defined]
                               password=f"secret-{role}")

    def connect(self, role: str) -> psycopg.Connection:
        return psycopg.connect(self.url(role), autocommit=True)


@pytest.fixture
def roles(pg_server):
    """Three login roles and an empty database owned by the first (not a superuser)."""
    tag = f"{os.getpid()}_{next(_serial)}"
    venue = Venue(pg_server, f"g_{tag}", f"own_{tag}", f"st_{tag}", f"rd_{tag}")
    for role in (venue.owner, venue.station, venue.reader):
        pg_server.sql(f"CREATE ROLE {role} LOGIN PASSWORD 'secret-{role}'")
    pg_server.sql(f'CREATE DATABASE "{venue.database}" OWNER {venue.owner} '
                  f"TEMPLATE template0")
    yield venue
    pg_server.sql(f'DROP DATABASE IF EXISTS "{venue.database}" WITH (FORCE)')
    for role in (venue.owner, venue.station, venue.reader):
        pg_server.sql(f"DROP ROLE IF EXISTS {role}")


@pytest.fixture
def venue(roles):
    """Round 1 played and approved (table 1 then unlocked by the organiser for a correction),
    round 2 seated (the current round) with table 3 locked; then `grant`."""
    with Tournament.create(roles.url(roles.owner), name="Cup", rounds=3, password="pw",
                           players=[PlayerDraft(n) for n in names(12)]) as t:
        t.rounds.set_seating(1, SEATING)
        for table in (1, 2, 3):
            t.tables.record_totals(1, table, SLIP)
        t.approvals.approve(1, who="Olga")
        t.approvals.unlock_table(1, 1, "pw", "a slip to check")
        t.penalties.add("P05", points=-2000, reason="late", referee="Olga", password="pw")
        t.rounds.set_seating(2, [SEATING[0][::-1], SEATING[1][::-1], SEATING[2][::-1]])
        t.tables.record_totals(2, 3, SLIP)
        t.approvals.lock_table(2, 3, who="Olga")
    grant(roles)
    return roles


def grant(venue: Venue, *more: str) -> subprocess.CompletedProcess[str]:
    done = run_cli("grant", "--db", venue.url(venue.owner), "--station", venue.station,
                   "--reader", venue.reader, *more)
    assert done.returncode == 0, done.stderr
    assert "secret" not in done.stdout + done.stderr
    return done


def table_grants(venue: Venue, role: str) -> set[tuple[str, str]]:
    with venue.connect(venue.owner) as conn:
        rows = conn.execute(
            "SELECT table_name, privilege_type FROM information_schema.role_table_grants "
            "WHERE grantee = %s UNION SELECT table_name || '.' || column_name, "
            "privilege_type FROM information_schema.column_privileges WHERE grantee = %s "
            "AND table_name IN ('settings', 'change_counter', 'table_states') "
            "AND privilege_type IN ('SELECT', 'UPDATE')", (role, role)).fetchall()
    return {(str(a), str(b)) for a, b in rows}


# -- the privilege map -------------------------------------------------------------------------

def test_every_table_of_the_schema_is_in_the_privilege_map(roles):
    assert grants.missing_tables() == []
    with Tournament.create(roles.url(roles.owner), name="Cup", rounds=1):
        pass
    with roles.connect(roles.owner) as conn:
        made = {r[0] for r in conn.execute(
            "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()")}
    assert made == set(TABLE_NAMES) | {"alembic_version"}
    assert made <= set(grants.PRIVILEGES)


def test_grant_twice_gives_exactly_the_map_and_nothing_more(venue):
    first = {role: table_grants(venue, role) for role in (venue.station, venue.reader)}
    grant(venue)  # again: exit 0, the same rights
    assert {role: table_grants(venue, role) for role in (venue.station, venue.reader)} == first
    station, reader = first[venue.station], first[venue.reader]
    # Whole-table privileges: what the map says, and nothing else.
    for table, access in grants.PRIVILEGES.items():
        for kind, have in (("station", station), ("reader", reader)):
            want = {p for p in getattr(access, kind) if p in ("INSERT",) or
                    (p == "SELECT" and table not in grants.SECRET_COLUMNS)}
            got = {p for t, p in have if t == table}
            assert got == want, (kind, table)
    assert not any(p in ("DELETE", "TRUNCATE", "REFERENCES", "TRIGGER") for _, p in station)
    assert {p for _, p in reader} == {"SELECT"}
    assert ("settings.password", "SELECT") not in station | reader
    assert ("settings.name", "SELECT") in station and ("settings.name", "SELECT") in reader
    # The station writes no row itself: its hands and clock go through the owner's
    # functions (storage.functions), which write the ledger, the counter and the ids.
    assert {p for _, p in station} == {"SELECT"}
    assert ("change_counter.value", "UPDATE") not in station
    assert ("table_states.summary", "UPDATE") not in station
    assert ("audit_log", "SELECT") not in reader
    assert not any(t == "gate" for t, _ in station | reader)


# -- the station through the app ---------------------------------------------------------------

def test_the_station_records_a_whole_game_through_the_app(venue):
    url = venue.url(venue.station)
    with Tournament.open(url, role="referee", station="Desk 2", person="Anna") as t:
        assert t.settings.has_password  # told without reading the hash
        t.clock.start(2, minutes=90)
        t.clock.pause(2)
        t.clock.resume(2)
        t.clock.add_time(2, 3, table=1, note="late start")
        t.tables.record_hand(2, 1, ron(0, 1, 3, 30))
        t.tables.record_hand(2, 1, tsumo(2, 2, 30))
        t.tables.record_hand(2, 1, draw((0, 1)))
        t.tables.amend_hand(2, 1, 1, tsumo(2, 3, 30), reason="three han")
        t.tables.void_hand(2, 1, 2, reason="entered twice")
        t.tables.undo(2, 1)
        t.tables.redo(2, 1)
        view, _ = t.tables.record_hand(2, 1, ron(1, 3, 4, 30, last=True))
        assert view.final is not None
        totals, _ = t.tables.record_totals(2, 2, SLIP)
        assert totals.final is not None
        t.tables.record_totals(2, 2, [40000, 32000, 27000, 21000], reason="slip misread")
        mine = t.standings.get()
        # The organiser's steps stay refused by the app (and by the database: below).
        with pytest.raises(InvalidInput):
            t.approvals.lock_table(2, 1)
        with pytest.raises(InvalidInput) as refused:  # a table the organiser unlocked
            t.tables.record_hand(1, 1, ron(0, 1, 1, 30))
        assert refused.value.issues[0].code == "not_allowed"
    with Tournament.open(venue.url(venue.owner), password="pw") as desk:
        assert desk.standings.get() == mine
        assert len(desk.tables.view(2, 1).hands) == 3
        assert [e.kind.value for e in desk.clock.events(2)] == [
            "set", "start", "pause", "resume", "add"]
    with venue.connect(venue.owner) as conn:
        written = conn.execute("SELECT DISTINCT station, person FROM hand_log h JOIN tables t "
                               "ON t.id = h.table_id JOIN rounds r ON r.id = t.round_id "
                               "WHERE r.number = 2 AND t.number IN (1, 2)").fetchall()
    assert written == [("Desk 2", "Anna")]


def test_a_station_opens_a_tournament_whose_closed_tables_need_folding_again(venue):
    # A locked table's stored summary gone (an older file): the station folds it in memory;
    # its role may not store it.
    with venue.connect(venue.owner) as conn:
        conn.execute("DELETE FROM table_states WHERE table_id = (SELECT t.id FROM tables t "
                     "JOIN rounds r ON r.id = t.round_id WHERE r.number = 1 AND t.number = 2)")
    with Tournament.open(venue.url(venue.owner), read_only=True) as desk:
        expected = desk.standings.get()
    with Tournament.open(venue.url(venue.station), role="referee") as t:
        assert t.standings.get() == expected
        t.tables.record_hand(2, 1, ron(0, 1, 2, 30))  # and it still works


def test_the_stations_changes_prune_the_change_history_through_the_server(venue):
    with venue.connect(venue.owner) as conn:
        counter = conn.execute("SELECT value FROM change_counter").fetchone()[0]
    with Tournament.open(venue.url(venue.station), role="referee") as t:
        # Enough changes that one of the station's is a 50th: it prunes, and is not refused.
        t.clock.start(2, minutes=90)
        for _ in range(50 - counter % 50):
            t.clock.add_time(2, 1)
        assert t.change_counter() >= counter + 50 - counter % 50
    with venue.connect(venue.owner) as conn:
        kept = conn.execute("SELECT min(counter), max(counter) FROM changes").fetchone()
        high = conn.execute("SELECT value FROM change_counter").fetchone()[0]
    assert kept[1] == high and kept[0] >= 1
    # The station cannot prune (or write) the history itself, nor call the server's own
    # end of a change.
    with venue.connect(venue.station) as conn:
        for sql in ("DELETE FROM changes", "SELECT riichi_close('[]'::jsonb, '{}', '', '', '', "
                    "NULL, NULL, 0, false)"):
            said = refused(conn, sql)
            assert said is not None and "permission denied" in said, sql


# -- what PostgreSQL refuses the station -------------------------------------------------------

def _ids(venue: Venue) -> dict[str, int]:
    with venue.connect(venue.owner) as conn:
        rows = conn.execute("SELECT r.number, t.number, t.id FROM tables t JOIN rounds r "
                            "ON r.id = t.round_id").fetchall()
        penalty = conn.execute("SELECT min(id) FROM penalties").fetchone()[0]
    ids = {f"r{r}t{t}": i for r, t, i in rows}
    ids["penalty"] = penalty
    return ids


def _append_call(table_id: int, seq: int = 99) -> str:
    """What a station's app sends for a hand: a call of the server's own function."""
    entries = json.dumps([[seq, "totals", None, json.dumps({"scores": [25000] * 4}), "", ""]])
    return (f"SELECT riichi_append({table_id}, '{entries}', {seq}, '{{}}', "
            f"'{values.now()}', 'Desk', '', NULL, NULL, NULL, 0, false)")


def _log_insert(table_id: int) -> str:
    return (f"INSERT INTO hand_log (table_id, seq, kind, payload, who, at, why, station, "
            f"person) VALUES ({table_id}, 99, 'hand', '{{}}', '', '2026-01-01', '', '', '')")


def attacks(ids: dict[str, int]) -> list[tuple[str, str]]:
    """(what it tries, the SQL) for the station: each must be refused."""
    r1t1, r2t3 = ids["r1t1"], ids["r2t3"]
    return [
        ("read the password hash", "SELECT password FROM settings"),
        ("read every settings column", "SELECT * FROM settings"),
        ("replace the password hash", "UPDATE settings SET password = '{\"n\":1}'"),
        ("remove the password", "UPDATE settings SET password = NULL"),
        ("change a setting", "UPDATE settings SET rounds = 9"),
        ("change the ruleset", "UPDATE settings SET ruleset = '{}'"),
        ("unlock a locked table", "UPDATE tables SET locked = false"),
        ("take back an approval", "UPDATE rounds SET approved_at = NULL"),
        ("add a round", "INSERT INTO rounds (number) VALUES (7)"),
        ("delete a round", "DELETE FROM rounds WHERE number = 2"),
        ("insert a penalty", "INSERT INTO penalties (player_id, kind, points, reason, "
                             "referee, at, withdrawn_by, withdrawn_reason) VALUES "
                             "(1, 'deduction', -100000, '', '', '2026-01-01', '', '')"),
        ("zero a penalty", "UPDATE penalties SET points = 0"),
        ("withdraw a penalty", f"UPDATE penalties SET withdrawn_at = '2026-01-01' "
                               f"WHERE id = {ids['penalty']}"),
        ("delete a penalty", "DELETE FROM penalties"),
        ("delete audit lines", "DELETE FROM audit_log"),
        ("rewrite audit lines", "UPDATE audit_log SET detail = ''"),
        ("forge an audit line", "INSERT INTO audit_log (at, who, action, detail, station, "
                                "person) VALUES ('2026-01-01', 'Olga', 'unlock_table', '', "
                                "'', '')"),
        ("delete the change history", "DELETE FROM changes"),
        ("rewrite the change history", "UPDATE changes SET what = '{}'"),
        ("fill the change history ahead", "INSERT INTO changes (counter, at, station, person, "
                                          "what) VALUES (100000, '', '', '', '{}')"),
        ("move the change counter back", "UPDATE change_counter SET value = 1"),
        ("move the change counter ahead", "UPDATE change_counter SET value = value + 10"),
        ("rewrite a hand", "UPDATE hand_log SET payload = '{}'"),
        ("delete a hand", "DELETE FROM hand_log"),
        ("add a hand on a locked table", _log_insert(r2t3)),
        ("add a hand on an approved, earlier round's table the organiser unlocked",
         _log_insert(r1t1)),
        ("write a locked table's summary", f"UPDATE table_states SET summary = '{{}}' "
                                           f"WHERE table_id = {ids['r1t2']}"),
        ("add a summary of an earlier round's table",
         f"INSERT INTO table_states (table_id, seq, summary) VALUES ({r1t1}, 9, '{{}}')"),
        ("delete table summaries", "DELETE FROM table_states"),
        ("rename a player", "UPDATE players SET name = 'X'"),
        ("change a player's status", "UPDATE players SET status = 'dropped'"),
        ("add a player", "INSERT INTO players (name, name_key, club, country, team, status, "
                         "created_at, first_name, last_name, name_checked, ema_ranked) "
                         "VALUES ('Y', 'y', '', '', '', 'active', '', '', '', true, true)"),
        ("delete a player", "DELETE FROM players WHERE id = 12"),
        ("reseat", "UPDATE seats SET player_id = 1"),
        ("delete seats", "DELETE FROM seats"),
        ("add a table", "INSERT INTO tables (round_id, number, locked) VALUES (1, 9, false)"),
        ("delete the seating plan", "DELETE FROM seating_plan"),
        ("rewrite the clock", "UPDATE clock_events SET minutes = 1"),
        ("delete the clock", "DELETE FROM clock_events"),
        ("change the awards", "DELETE FROM award_categories"),
        ("flag a player", "INSERT INTO player_flags (player_id, flag) VALUES (1, 'woman')"),
        ("start a final", "INSERT INTO final_stage (id, after_round, size, carry, seating, "
                          "rounds, finalists, planned_rounds, started_at, started_by) VALUES "
                          "(1, 1, 4, 'none', 'by_rank', 1, '[]', 0, '', '')"),
        ("announce", "INSERT INTO announcements (at, who, text) VALUES ('', '', 'hi')"),
        ("change the schema version", "UPDATE meta SET value = '1'"),
        ("switch off row security", "ALTER TABLE hand_log DISABLE ROW LEVEL SECURITY"),
        ("drop a policy", "DROP POLICY riichi_read ON hand_log"),
        ("add a hand on an open table, by hand", _log_insert(ids["r2t1"])),
        ("write an open table's summary", f"UPDATE table_states SET summary = '{{}}' "
                                          f"WHERE table_id = {ids['r2t1']}"),
        ("take the change counter's lock", "SELECT value FROM change_counter FOR UPDATE"),
        ("move the change counter on by one", "UPDATE change_counter SET value = value + 1"),
        ("append a ledger link", "INSERT INTO ledger (seq, at, counter, station, person, item, "
                                 "label, digest, prev, hash) VALUES (1000000, '', 0, '', '', "
                                 "'x', '', '', '', '')"),
        ("insert an entry id", "INSERT INTO applied_entries (entry_id, counter, at) VALUES "
                               "('stolen', 0, '')"),
        ("start the clock by hand", "INSERT INTO clock_events (round_number, seq, kind, at, "
                                    "who, note, station, person) VALUES (2, 99, 'pause', '', "
                                    "'', '', '', '')"),
        ("end a change through the server's own function",
         "SELECT riichi_close('[]'::jsonb, '{}', '', '', '', NULL, NULL, 0, false)"),
        ("lock the write gate", "SELECT id FROM gate WHERE id = 1 FOR UPDATE"),
        ("share the write gate", "SELECT id FROM gate WHERE id = 1 FOR SHARE"),
        ("read the write gate", "SELECT id FROM gate"),
        ("lock a table of facts", "LOCK TABLE rounds IN SHARE MODE"),
        ("make a temporary table", "CREATE TEMPORARY TABLE t (x integer)"),
        ("add a hand on a locked table through the server",
         _append_call(r2t3)),
        ("add a hand on an approved table the organiser unlocked, through the server",
         _append_call(r1t1)),
        ("drop the counter's trigger", "DROP TRIGGER riichi_counter_step ON change_counter"),
        ("truncate the hand log", "TRUNCATE hand_log"),
        ("hide the standings", "UPDATE settings SET hide_from_round = 1"),
        ("change how the phones enter a win", "UPDATE settings SET phone_entry = 'han'"),
        ("call a referee by hand", "INSERT INTO referee_calls (round_number, table_number, "
                                   "reason, at, station, person, closed_by, closed_station) "
                                   "VALUES (2, 1, 'other', '', '', '', '', '')"),
        ("close every referee call by hand", "UPDATE referee_calls SET closed_at = 'x'"),
        ("delete the referee calls", "DELETE FROM referee_calls"),
        ("call a referee with no reason the app gives, through the server",
         "SELECT riichi_call(2, 1, 'coffee', 'Desk', '', NULL, NULL, 0, false)"),
    ]


REFUSED = ("permission denied", "row-level security", "must be owner",
           "the change counter only moves on by one", "is closed to this station",
           "riichi_call: a reason")


def refused(conn: psycopg.Connection, sql: str) -> str | None:
    """The server's refusal of `sql` (None: it was allowed; rolled back either way)."""
    try:
        with conn.transaction():
            cursor = conn.execute(sql)
            if sql.startswith(("UPDATE", "DELETE")) and cursor.rowcount == 0:
                # Row-level security's USING: the rows it may not change are not there for it.
                return "row-level security: no row it may change"
            raise _Allowed
    except _Allowed:
        return None
    except psycopg.Error as exc:
        return str(exc).splitlines()[0]


class _Allowed(Exception):
    pass


def test_every_attack_of_a_dishonest_referee_is_refused_by_postgresql(venue):
    ids = _ids(venue)
    with venue.connect(venue.station) as conn:
        outcome = {what: refused(conn, sql) for what, sql in attacks(ids)}
        # What a referee does is allowed to the same statements, on an open table.
        allowed = {
            "add a hand on an open table of the current round, through the server":
                _append_call(ids["r2t1"]),
            "read the table summaries": "SELECT * FROM table_states",
            "ask whether a password is set": "SELECT riichi_has_password()",
        }
        allowed_outcome = {what: refused(conn, sql) for what, sql in allowed.items()}
    print("\nstation attack table:")
    for what, said in outcome.items():
        print(f"  {what}: {'REFUSED (' + said + ')' if said else 'ALLOWED'}")
    assert {w: s for w, s in outcome.items() if s is None or not any(r in s for r in REFUSED)} \
        == {}
    assert allowed_outcome == dict.fromkeys(allowed)


def test_an_approved_and_unlocked_table_cannot_be_amended_through_the_app_either(venue):
    # The issue's attack, replayed: the organiser unlocked round 1 table 1 for a correction;
    # the station's app refuses, and a station program that skips the app's check meets the
    # database's refusal (nothing written).
    with Tournament.open(venue.url(venue.station), role="referee") as t:
        t.tables._writable = lambda seating: None  # type: ignore[method-assign]
        with pytest.raises(StoreError) as refusedby:
            t.tables.record_totals(1, 1, [50000, 30000, 20000, 20000])
        assert "is closed to this station" in str(refusedby.value)
    with Tournament.open(venue.url(venue.owner), read_only=True) as desk:
        assert desk.tables.view(1, 1).totals is not None
        assert list(desk.tables.view(1, 1).totals.scores) == SLIP  # type: ignore[union-attr]


# -- the reader --------------------------------------------------------------------------------

def test_the_reader_serves_the_live_page_and_reads_nothing_more(venue):
    from tournament.web.source import FileSource

    url = venue.url(venue.reader)
    source = FileSource(url)
    try:
        data = source.data()
        assert data is not None
    finally:
        source.close()
    with Tournament.open(venue.url(venue.owner), read_only=True) as desk:
        expected = desk.standings.get()
    with Tournament.open(url, reader=True) as t:
        assert t.standings.get() == expected
        assert t.settings.has_password
    ids = _ids(venue)
    with venue.connect(venue.reader) as conn:
        for sql in ("SELECT password FROM settings", "SELECT * FROM audit_log",
                    "SELECT * FROM seating_plan", _log_insert(ids["r2t1"]),
                    "UPDATE change_counter SET value = value + 1",
                    "SELECT value FROM change_counter FOR UPDATE",
                    "INSERT INTO changes (counter, at, station, person, what) "
                    "VALUES (100000, '', '', '', '{}')",
                    "UPDATE tables SET locked = false", "DELETE FROM penalties",
                    "UPDATE table_states SET summary = '{}'", _append_call(ids["r2t1"]),
                    "SELECT riichi_clock(2, '[[\"pause\"]]', '', '', NULL, NULL, 0, false)",
                    "SELECT id FROM gate FOR UPDATE", "CREATE TEMPORARY TABLE t (x integer)",
                    "SELECT * FROM referee_calls",
                    "SELECT riichi_call(2, 1, 'other', '', '', NULL, NULL, 0, false)",
                    "INSERT INTO clock_events (round_number, seq, kind, at, who, note, "
                    "station, person) VALUES (2, 99, 'pause', '', '', '', '', '')"):
            said = refused(conn, sql)
            assert said is not None and "permission denied" in said, sql


def test_the_ledger_takes_the_stations_links_and_nothing_else(venue, capsys):
    """The server appends to the ledger (storage.functions) the links of each hand the
    station records, and the station can check it (the desk does at open, without the
    password); it can neither add, change nor delete a link itself; the reader cannot read
    the ledger at all. `check --db` as the owner finds the chain whole after the station's
    hands."""
    with venue.connect(venue.owner) as conn:
        before = conn.execute("SELECT count(*) FROM ledger").fetchone()[0]
    with Tournament.open(venue.url(venue.station), role="referee", station="Desk 2") as t:
        t.tables.record_hand(2, 1, ron(0, 1, 3, 30))
        t.tables.record_hand(2, 1, draw((0, 2)))
        assert t.ledger.issues() == []
        assert t.ledger.head() is not None
    with venue.connect(venue.owner) as conn:
        rows = conn.execute("SELECT station, item FROM ledger WHERE seq > %s ORDER BY seq",
                            (before,)).fetchall()
    assert [item.split(":")[0] for _, item in rows] == ["hand_log", "table_states",
                                                        "change"] * 2
    assert {station for station, _ in rows} == {"Desk 2"}
    with venue.connect(venue.station) as conn:
        for sql in ("UPDATE ledger SET digest = ''", "DELETE FROM ledger",
                    "TRUNCATE ledger", "INSERT INTO ledger SELECT seq + 1000, at, counter, "
                    "station, person, item, label, digest, hash, hash FROM ledger "
                    "ORDER BY seq DESC LIMIT 1"):
            said = refused(conn, sql)
            assert said is not None and ("permission denied" in said
                                         or "must be owner" in said), sql
    with venue.connect(venue.reader) as conn:
        said = refused(conn, "SELECT * FROM ledger")
        assert said is not None and "permission denied" in said
    capsys.readouterr()
    assert main(["check", "--db", venue.url(venue.owner)]) == 0, capsys.readouterr().err
    assert "ledger: every fact matches" in capsys.readouterr().out


# -- refusals of the command -------------------------------------------------------------------

def test_grant_refuses_bad_input_with_one_line_each(roles, capsys):
    with Tournament.create(roles.url(roles.owner), name="Cup", rounds=1):
        pass
    owner = roles.url(roles.owner)
    cases = [
        (["--db", owner, "--station", "no_such_role_x"], ["no_such_role_x: no such"]),
        (["--db", "cup.rtdb", "--station", roles.station], ["not a server's address"]),
        (["--db", roles.url(roles.station), "--station", roles.reader],
         [f"'{roles.station}' is not the database's owner"]),
        (["--db", owner, "--station", roles.owner], ["that is the owner"]),
        (["--db", owner, "--station", roles.station, "--reader", roles.station],
         ["cannot be both"]),
        (["--db", owner, "--station", "rt"], ["a superuser"]),
        (["--db", owner, "--station", "nobody_a", "--reader", "nobody_b"],
         ["nobody_a: no such", "nobody_b: no such"]),
    ]
    for args, expected in cases:
        code = main(["grant", *args])
        captured = capsys.readouterr()
        lines = captured.err.strip().splitlines()
        assert code == 2, (args, captured.err)
        assert len(lines) == len(expected), lines
        for line, words in zip(lines, expected, strict=True):
            assert words in line, (line, words)
        assert "secret" not in captured.err + captured.out
    # Nothing was given.
    assert table_grants(roles, roles.station) == set()


def test_a_station_meeting_an_older_schema_says_the_organiser_must_open_it(venue):
    from tournament.storage import migrations

    # What a database of the version before looks like: without what the last one added.
    older = migrations.SCHEMA_VERSION - 1
    venue.server.sql(f"DROP TABLE referee_calls; ALTER TABLE settings DROP COLUMN "
                     f"hide_from_round; ALTER TABLE settings DROP COLUMN phone_entry; "
                     f"UPDATE alembic_version SET version_num = "
                     f"'{migrations.revision_of(older)}'; UPDATE meta SET value = '{older}' "
                     f"WHERE key = 'schema_version'", venue.database)
    done = subprocess.run(
        [sys.executable, "-m", "tournament", "standings", "--db", venue.url(venue.station),
         "--role", "referee"], capture_output=True, text=True, cwd=ROOT, timeout=120,
        env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 2, done.stderr
    assert "the organiser's station must open it first to upgrade" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1 and "secret" not in done.stderr


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    """A command as the organiser's terminal runs it (the password in the environment)."""
    return run_cli(*args, env={"RIICHI_TOURNAMENT_PASSWORD": "pw"})


def test_the_commands_with_each_role(venue):
    station, reader = venue.url(venue.station), venue.url(venue.reader)
    done = cli("record", "--db", station, "--role", "referee", "--station", "Desk 3",
               "--round", "2", "--table", "2", "--totals", *map(str, SLIP))
    assert done.returncode == 0, done.stderr
    # The station's user cannot be the organiser's station, even with the password: no hash
    # to check it against. One line, exit 2, nothing written.
    done = cli("penalty", "--db", station, "--player", "P01", "--points", "-1000",
               "--reason", "x")
    assert done.returncode == 2, done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
    assert "may not read that" in done.stderr and "secret" not in done.stderr
    # The reader writes nothing, even as a referee.
    done = cli("record", "--db", reader, "--role", "referee", "--round", "2", "--table", "1",
               "--totals", *map(str, SLIP))
    assert done.returncode == 2, done.stderr
    assert "cannot be changed from this station" in done.stderr
    done = cli("standings", "--db", reader, "--role", "referee")
    assert done.returncode == 0, done.stderr
    # As the organiser (the default), it is told how to open: one line, exit 2.
    done = cli("standings", "--db", reader)
    assert done.returncode == 2 and "--role referee" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
    with Tournament.open(venue.url(venue.owner), read_only=True) as desk:
        assert not desk.penalties.all(round=2)
        assert desk.tables.view(2, 1).totals is None
        assert list(desk.tables.view(2, 2).totals.scores) == SLIP  # type: ignore[union-attr]


def test_a_summary_the_station_cannot_write_and_one_forged_by_the_owner_is_found(venue):
    # The station may not write a table's summary itself (the server writes the one its hand
    # comes with). One forged with the owner's psql is found by `check` (the summary against
    # its ledger link, and the log folded again).
    with Tournament.open(venue.url(venue.station), role="referee") as t:
        t.tables.record_hand(2, 1, ron(0, 1, 3, 30))
    ids = _ids(venue)
    forge = ("UPDATE table_states SET summary = jsonb_set(summary::jsonb, '{14,0}', "
             f"to_jsonb(99000))::text WHERE table_id = {ids['r2t1']}")
    with venue.connect(venue.station) as conn:
        said = refused(conn, forge)
        assert said is not None and "permission denied" in said
    with venue.connect(venue.owner) as conn:
        assert conn.execute(forge).rowcount == 1
    done = cli("check", "--db", venue.url(venue.owner))
    assert done.returncode != 0
    assert "round 2, table 1" in done.stdout + done.stderr


def test_grant_says_when_the_roles_may_create_objects_in_the_schema(roles):
    # PostgreSQL before 15 lets every user create objects in `public`; here it is given.
    with Tournament.create(roles.url(roles.owner), name="Cup", rounds=1):
        pass
    roles.server.sql("GRANT CREATE ON SCHEMA public TO PUBLIC", roles.database)
    done = grant(roles)
    assert f"the station role '{roles.station}' may create objects" in done.stderr
    assert "REVOKE CREATE ON SCHEMA public FROM PUBLIC" in done.stderr


def test_the_organisers_steps_are_refused_by_the_referees_app_before_any_password(venue):
    # The app never asks the database for the hash at a referee station: not_allowed, not a
    # database refusal.
    with Tournament.open(venue.url(venue.station), role="referee") as t:
        for step in (lambda: t.approvals.unlock_table(1, 2, "pw", "why"),
                     lambda: t.penalties.add("P01", points=-1000, reason="x", round=1,
                                           password="pw"),
                     lambda: t.setup.check_password("pw")):
            with pytest.raises(InvalidInput) as refused_by_app:
                step()
            assert refused_by_app.value.issues[0].code == "not_allowed"


def test_each_condition_of_an_open_table_is_held_by_the_database(roles):
    # Round 1 never approved but no longer current; round 2 current, approved, then one of
    # its tables unlocked by the organiser: each alone closes the table to the station.
    with Tournament.create(roles.url(roles.owner), name="Cup", rounds=3, password="pw",
                           players=[PlayerDraft(n) for n in names(12)]) as t:
        t.rounds.set_seating(1, SEATING)
        t.rounds.set_seating(2, [SEATING[0][::-1], SEATING[1][::-1], SEATING[2][::-1]])
    grant(roles)
    with roles.connect(roles.station) as conn:
        said = refused(conn, _append_call(_ids(roles)["r1t1"]))
        assert said is not None and "is closed to this station" in said  # an earlier round
        assert refused(conn, _append_call(_ids(roles)["r2t1"])) is None  # the current one
    with Tournament.open(roles.url(roles.owner), password="pw") as t:
        for table in (1, 2, 3):
            t.tables.record_totals(2, table, SLIP)
        t.approvals.approve(2, who="Olga")
        t.approvals.unlock_table(2, 1, "pw", "a slip to check")
    with roles.connect(roles.station) as conn:
        said = refused(conn, _append_call(_ids(roles)["r2t1"]))
        assert said is not None and "is closed to this station" in said  # approved, unlocked


# -- the tables' phone codes (table entry) -----------------------------------------------------

def test_only_the_owner_issues_phone_codes_the_station_reads_them_the_reader_never(venue):
    with Tournament.open(venue.url(venue.owner), password="pw", station="Desk 1") as t:
        codes, _ = t.phones.issue_codes(2)
        t.phones.switch_entry(2, False, table=3)
    with venue.connect(venue.station) as conn:
        # What `serve --db URL --entry` does as the station: check a phone's code.
        read = dict(conn.execute("SELECT table_number, code FROM table_codes "
                                 "WHERE round_number = 2").fetchall())
        assert read == codes
        assert conn.execute("SELECT enabled FROM entry_switches").fetchall() == [(False,)]
        for sql in ("UPDATE table_codes SET code = 'AAAAAA'",
                    "INSERT INTO table_codes (round_number, table_number, code, issued_at) "
                    "VALUES (3, 1, 'AAAAAA', '')",
                    "DELETE FROM table_codes",
                    "UPDATE entry_switches SET enabled = true",
                    "INSERT INTO entry_switches (round_number, table_number, enabled, at) "
                    "VALUES (2, 0, true, '')",
                    "DELETE FROM entry_switches", "TRUNCATE table_codes"):
            said = refused(conn, sql)
            assert said is not None and "permission denied" in said, sql
    with venue.connect(venue.reader) as conn:
        for sql in ("SELECT code FROM table_codes", "SELECT * FROM table_codes",
                    "SELECT * FROM entry_switches",
                    "UPDATE table_codes SET code = 'AAAAAA'"):
            said = refused(conn, sql)
            assert said is not None and "permission denied" in said, sql
    # Through the app, a referee station is refused before the database is asked.
    with Tournament.open(venue.url(venue.station), role="referee", station="Desk 2") as t:
        for step in (lambda: t.phones.issue_codes(2, new=True), lambda: t.phones.codes(2),
                     lambda: t.phones.switch_entry(2, True)):
            with pytest.raises(InvalidInput) as refusal:
                step()
            assert refusal.value.issues[0].code == "not_allowed"
        # ... but it checks a phone's code, and enters the phone's hand as its station.
        assert t.phones.check_code(2, 1, codes[1])
        assert not t.phones.check_code(2, 1, codes[2])
        view, created = t.phones.record_hand(2, 1, ron(1, 0, 3, 40), "phone-1", seen=0)
        assert created and view.hands[0].station == "table 1 (phone)"
    with venue.connect(venue.owner) as conn:
        assert conn.execute("SELECT station, who FROM hand_log WHERE entry_id = "
                            "'phone:2:1:phone-1'").fetchall() == [("table 1 (phone)",
                                                                   "table 1 (phone)")]
        assert conn.execute("SELECT count(*) FROM applied_entries WHERE entry_id = "
                            "'phone:2:1:phone-1'").fetchone() == (1,)
