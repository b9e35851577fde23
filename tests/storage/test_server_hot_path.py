"""The hand log's changes on a server (`storage.closing`, `storage.functions`): one call of
the server's function, then the COMMIT: two round trips a hand. What that path
must still do, on the real server: an entry id applied twice is refused with nothing written;
a connection lost while the COMMIT is on its way is "may or may not be saved" (and the retry
with the same id applies once); a connection lost before is "nothing saved"; the database's
own refusals (a role's grants) are told as such; a connection idle for a while is checked
before use, one in use is not checked each time."""

from __future__ import annotations

import pytest

from tests.pg import PgServer
from tests.service.helpers import names, ron
from tests.storage.test_entry_ids import cup  # noqa: F401 (a fixture: two hands on table 1)
from tests.storage.test_grants import SEATING, grant, roles  # noqa: F401, F811 (a fixture)
from tournament.errors import AlreadySaved, ConnectionLost, ReadOnlyFile
from tournament.players.roster import PlayerDraft
from tournament.service import Tournament
from tournament.storage import closing, server


def test_a_hand_with_an_id_already_applied_is_already_saved_and_writes_nothing(cup):  # noqa: F811
    with Tournament.open(cup, station="Desk 1") as t:
        with t.entry("desk1-0001"):
            t.tables.record_hand(1, 1, ron(2, 3, 2, 30))
        counter = t.change_counter()
        # Sent again on another table (the id is what counts): refused, nothing written.
        with t.entry("desk1-0001"), pytest.raises(AlreadySaved):
            t.tables.record_hand(1, 2, ron(0, 1, 2, 30))
        assert t.change_counter() == counter
    with Tournament.open(cup, read_only=True) as t:
        assert len(t.tables.view(1, 1).hands) == 3 and t.tables.view(1, 2).hands == ()
        assert t.ledger.check() == []


def _terminate(server: PgServer, url: str) -> None:
    """End the server side of the station's connections to the database (what a dropped
    network or a killed server process does to them)."""
    assert server.terminate_clients(url.rsplit("/", 1)[1]) >= 1


def test_a_connection_lost_with_the_commit_on_its_way_may_be_saved_and_its_retry_applies_once(
        pg_server, pg_url, monkeypatch):
    with Tournament.create(pg_url, name="Cup", rounds=1,
                           players=[PlayerDraft(n) for n in names(4)]) as t:
        t.rounds.set_seating(1, [["P01", "P02", "P03", "P04"]])
    real = closing._commit

    def lost_first(db):
        # The server side goes away after the change was written, as the last round trip
        # (its COMMIT) leaves.
        monkeypatch.setattr(closing, "_commit", real)
        _terminate(pg_server, pg_url)
        return real(db)

    with Tournament.open(pg_url, station="Desk 1") as desk:
        monkeypatch.setattr(closing, "_commit", lost_first)
        with desk.entry("desk1-0042"), pytest.raises(ConnectionLost) as lost:
            desk.tables.record_hand(1, 1, ron(0, 1, 2, 30))
        assert lost.value.maybe_saved
        assert "may or may not have been saved" in str(lost.value)
        # Sent again with its id: applied once (here it had not reached the server).
        with desk.entry("desk1-0042"):
            view, _ = desk.tables.record_hand(1, 1, ron(0, 1, 2, 30))
        assert len(view.hands) == 1
        with desk.entry("desk1-0042"), pytest.raises(AlreadySaved):
            desk.tables.record_hand(1, 1, ron(0, 1, 2, 30))
    with Tournament.open(pg_url, read_only=True) as t:
        assert len(t.tables.view(1, 1).hands) == 1 and t.ledger.check() == []


def test_a_connection_closed_before_the_change_ends_is_replaced_and_the_hand_saved_once(
        pg_server, pg_url, monkeypatch):
    """The server ends the station's connection just before its hand's first round trip
    (nothing of it committed): the hand is sent once more on a new connection, saved once."""
    with Tournament.create(pg_url, name="Cup", rounds=1,
                           players=[PlayerDraft(n) for n in names(4)]) as t:
        t.rounds.set_seating(1, [["P01", "P02", "P03", "P04"]])
    real = closing._call
    calls = []

    def lost_first(db, sql, params):
        calls.append(1)
        if len(calls) == 1:
            _terminate(pg_server, pg_url)
        return real(db, sql, params)

    with Tournament.open(pg_url, station="Desk 1") as desk:
        desk.tables.record_hand(1, 1, ron(2, 3, 2, 30))
        monkeypatch.setattr(closing, "_call", lost_first)
        view, _ = desk.tables.record_hand(1, 1, ron(0, 1, 2, 30))
        assert len(view.hands) == 2 and len(calls) == 2
    with Tournament.open(pg_url, read_only=True) as t:
        assert len(t.tables.view(1, 1).hands) == 2 and t.ledger.check() == []


def test_a_server_gone_refuses_the_hand_with_nothing_saved(pg_server, pg_url):
    with Tournament.create(pg_url, name="Cup", rounds=1,
                           players=[PlayerDraft(n) for n in names(4)]) as t:
        t.rounds.set_seating(1, [["P01", "P02", "P03", "P04"]])
    with Tournament.open(pg_url, station="Desk 1") as desk:
        desk.tables.record_hand(1, 1, ron(2, 3, 2, 30))
        pg_server.stop_server()
        try:
            with pytest.raises(ConnectionLost) as lost:
                desk.tables.record_hand(1, 1, ron(0, 1, 2, 30))
            assert not lost.value.maybe_saved and "nothing was saved" in str(lost.value)
        finally:
            pg_server._start_server()
            pg_server.wait_ready()
        view, _ = desk.tables.record_hand(1, 1, ron(0, 1, 2, 30))
        assert len(view.hands) == 2


def test_the_database_refusing_a_role_is_told_and_changes_nothing(roles):  # noqa: F811
    """A referee station whose role lost its right to write hands (a venue revoked it): the
    hand is refused by PostgreSQL itself, nothing is saved, and the station is told it
    cannot change the tournament (not "may or may not")."""
    with Tournament.create(roles.url(roles.owner), name="Cup", rounds=1,
                           players=[PlayerDraft(n) for n in names(12)]) as t:
        t.rounds.set_seating(1, SEATING)
        counter = t.change_counter()
    grant(roles)
    with roles.connect(roles.owner) as conn:
        conn.execute("REVOKE EXECUTE ON FUNCTION riichi_append(bigint, jsonb, integer, text, "
                     "text, text, text, text, text, text, bigint, boolean) FROM "
                     f"{roles.station}")
    with Tournament.open(roles.url(roles.station), station="Desk 1", role="referee") as desk:
        with pytest.raises(ReadOnlyFile) as refused:
            desk.tables.record_hand(1, 1, ron(0, 1, 2, 30))
        assert "nothing was saved" in str(refused.value)
    with Tournament.open(roles.url(roles.owner), read_only=True) as t:
        assert t.tables.view(1, 1).hands == () and t.change_counter() == counter
        assert t.ledger.check() == []


def test_a_connection_in_use_is_not_checked_before_each_change_an_idle_one_is(
        pg_server, pg_url, monkeypatch):
    with Tournament.create(pg_url, name="Cup", rounds=1,
                           players=[PlayerDraft(n) for n in names(4)]) as t:
        t.rounds.set_seating(1, [["P01", "P02", "P03", "P04"]])
    with Tournament.open(pg_url, station="Desk 1") as desk:
        pings = []
        dialect = desk._store.engine.dialect
        real = dialect.do_ping
        monkeypatch.setattr(dialect, "do_ping", lambda c: pings.append(1) or real(c))
        for _ in range(3):
            desk.tables.record_hand(1, 1, ron(0, 1, 2, 30))
        assert pings == []  # each change within IDLE_PING of the last
        monkeypatch.setattr(server, "IDLE_PING", 0.0)  # as after a pause
        desk.tables.record_hand(1, 1, ron(0, 1, 2, 30))
        assert len(pings) >= 1
        # A server gone since the last use is met by that check: the change reconnects.
        _terminate(pg_server, pg_url)
        view, _ = desk.tables.record_hand(1, 1, ron(0, 1, 2, 30))
        assert len(view.hands) == 5
