"""`serve --db URL`: the live page of a tournament on a PostgreSQL server, opened once as the
database's reader role (SELECT on what the page shows, nothing else) and brought up to date
change by change as the server announces them."""

from __future__ import annotations

import http.client
import json
import urllib.request

import psycopg
import pytest

from tests.web.helpers import Serve, cup, drop_role, finish_table_1, reader_role
from tests.web.test_server import read_event
from tests.web.test_source import wait_for
from tournament.service import Tournament
from tournament.web.source import ServerSource


@pytest.fixture
def venue(tmp_path, pg_server, pg_url):
    """A tournament on the server (organiser password set) and a reader role for it:
    (the owner's URL, the reader's URL)."""
    with cup(tmp_path, password="organiser secret") as t:
        t.push_to(pg_url, password="organiser secret")
    role = f"live_{pg_url.rsplit('/', 1)[1]}"
    reader = reader_role(pg_server, pg_url, role)
    yield pg_url, reader
    drop_role(pg_server, pg_url, role)


@pytest.mark.parametrize("statement", [
    "SELECT password FROM settings",
    "SELECT * FROM settings",
    "SELECT * FROM audit_log",
    "SELECT * FROM seating_plan",
    "UPDATE tables SET locked = false",
    "INSERT INTO announcements (at, text) VALUES ('2026-01-01', 'x')",
    "DELETE FROM changes",
    "UPDATE change_counter SET value = value + 1",
])
def test_the_reader_role_of_these_tests_is_refused_everything_else(venue, statement):
    # What the tests below run as: PostgreSQL itself refuses it anything but reading.
    _, reader = venue
    with psycopg.connect(reader) as conn, pytest.raises(psycopg.errors.InsufficientPrivilege):
        conn.execute(statement)


def test_a_server_source_reads_as_the_reader_and_catches_up_with_other_stations(venue):
    owner, reader = venue
    source = ServerSource(reader, poll=0.5)
    heard: list[str] = []
    source.subscribe(lambda: heard.append(source.version()))
    try:
        first = source.version()
        assert source.data().seating["tables"][0]["seats"][0]["name"] == "<b>Bob</b>"
        assert source.reads == 1
        with Tournament.open(owner, station="Desk 2", role="referee") as desk:
            finish_table_1(desk)  # a table: that table is read again, nothing else
            assert wait_for(lambda: source.version() != first)
            assert source.data().standings["rows"][0]["name"] == "Dora Eck"
            tables = source.data().tables["tables"]
            assert tables[0]["status"] == "Finished" and tables[1]["status"] == "Not started"
        with Tournament.open(owner, station="Desk 1", password="organiser secret") as org:
            org.announcements.announce("Round 2 at 14:00")
            assert wait_for(lambda: source.data().announcements)
            assert source.data().announcements[0]["text"] == "Round 2 at 14:00"
            # A change of the players: everything is read again, still as the reader.
            org.players.update("Anna Berg", name="Anna Bergmann")
            assert wait_for(lambda: "Anna Bergmann" in json.dumps(source.data().seating))
        # Caught up, never re-opened: what the page shows was built once per change.
        assert source.problem is None
        assert source.reads == 4 and len(heard) == 3
        assert heard[-1] == source.version()
        assert source.version().split(".")[1] == "1"  # the first opening, caught up
    finally:
        source.close()


def test_a_change_made_before_the_watcher_listens_is_not_missed(venue):
    # Between the open and the watcher's LISTEN a NOTIFY is lost; the counter says it.
    owner, reader = venue
    from tournament.service import watch

    started = watch.Watcher.start

    def late_start(self):  # type: ignore[no-untyped-def]
        with Tournament.open(owner, station="Desk 2", role="referee") as desk:
            finish_table_1(desk)
        started(self)

    watch.Watcher.start = late_start  # type: ignore[method-assign]
    try:
        source = ServerSource(reader, poll=60)
    finally:
        watch.Watcher.start = started  # type: ignore[method-assign]
    try:
        assert wait_for(lambda: source.data().standings["rows"][0]["name"] == "Dora Eck", 5)
    finally:
        source.close()


def test_serve_db_serves_the_page_as_the_reader_and_pushes_another_stations_change(venue):
    owner, reader = venue
    serve = Serve(None, "--db", reader)
    try:
        assert serve.lines[0] == "Live page of Spring <i>Cup</i>; open:\n"
        with urllib.request.urlopen(serve.url, timeout=10) as answer:
            assert answer.status == 200 and b"Bob" in answer.read()
        port = int(serve.url.rsplit(":", 1)[1].strip("/"))
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        conn.request("GET", "/events")
        stream = conn.getresponse()
        version = read_event(stream)
        with Tournament.open(owner, station="Desk 2", role="referee") as desk:
            finish_table_1(desk)
        changed = read_event(stream)  # pushed, without asking
        assert changed != version
        with urllib.request.urlopen(serve.url + "api/standings", timeout=10) as answer:
            body = json.loads(answer.read())
        assert body["version"] == changed
        assert body["standings"]["rows"][0]["name"] == "Dora Eck"
        conn.close()
    finally:
        code, err = serve.stop()
    assert code == 0 and err == "Live page stopped.\n"


def test_a_lost_connection_keeps_the_page_and_catches_up_once_the_server_answers(venue,
                                                                               pg_server):
    owner, reader = venue
    source = ServerSource(reader, poll=0.5)
    try:
        first = source.data()
        # Every connection of the database dropped: the watcher's and the source's own.
        assert pg_server.terminate_clients(owner.rsplit("/", 1)[1]) >= 1
        assert source.data() is first  # what the pages show is kept meanwhile
        with Tournament.open(owner, station="Desk 2", role="referee") as desk:
            finish_table_1(desk)
        assert wait_for(lambda: source.data().standings["rows"][0]["name"] == "Dora Eck")
        assert source.problem is None
    finally:
        source.close()


def test_a_catch_up_that_fails_half_way_is_read_afresh(venue, monkeypatch, caplog):
    # A catch-up interrupted (the connection lost while it reads) may leave a mixture in
    # memory: the source reads the tournament afresh, as a new series of versions.
    from tournament.errors import ConnectionLost

    owner, reader = venue
    source = ServerSource(reader, poll=0.5)
    try:
        def lost():  # type: ignore[no-untyped-def]
            raise ConnectionLost("the connection to the tournament server was lost")

        monkeypatch.setattr(source._t, "catch_up", lost)
        with Tournament.open(owner, station="Desk 2", role="referee") as desk:
            finish_table_1(desk)
        assert wait_for(lambda: source.data().standings["rows"][0]["name"] == "Dora Eck")
        assert source.version().split(".")[1] == "2"  # opened afresh, once
        assert source.problem is None
        assert "cannot catch up with the tournament: ConnectionLost" in caplog.text
    finally:
        source.close()


def test_the_settings_are_read_without_the_password_hash(venue, tmp_path):
    owner, reader = venue
    with Tournament.open(owner, password="organiser secret") as org:
        assert org.settings.has_password and org.settings.name == "Spring <i>Cup</i>"
    with Tournament.open(reader, reader=True) as live:
        # The reader may not know whether there is one; it changes nothing anyway.
        assert live.settings.name == "Spring <i>Cup</i>" and not live.settings.has_password
    (tmp_path / "file").mkdir()
    with cup(tmp_path / "file", password="x") as t:
        assert t.settings.has_password
