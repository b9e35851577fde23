"""Only the organiser takes back a round's approval, on a PostgreSQL server: the referee
station's app refuses `unlock_round` before any password, and each statement it would take
(the round's approval cleared, its tables unlocked, the audit line) typed into psql as the
station's role is refused by PostgreSQL itself; the organiser's station does it, and the
ledger still holds. The venue of tests/storage/test_grants.py: round 1 approved (table 1
unlocked since), round 2 the current round."""

from __future__ import annotations

import pytest

from tests.storage.test_grants import REFUSED, refused, roles, venue  # noqa: F401
from tournament.errors import InvalidInput
from tournament.service import Tournament


def round_one(url: str, password: str | None = None) -> tuple[object, tuple[bool, ...]]:
    with Tournament.open(url, password=password, read_only=password is None) as t:
        info = next(r for r in t.rounds.all() if r.number == 1)
        return info.approved_at, tuple(s.locked for s in t.rounds.seating(1))


def test_only_the_organiser_unlocks_a_round(venue):  # noqa: F811
    before = round_one(venue.url(venue.owner))
    assert before[0] is not None and before[1] == (False, True, True)
    with Tournament.open(venue.url(venue.station), role="referee", station="Desk 2") as t:
        with pytest.raises(InvalidInput) as refused_by_app:
            t.approvals.unapprove(1, "pw", "mistake")
        assert [i.code for i in refused_by_app.value.issues] == ["not_allowed"]
    with venue.connect(venue.station) as conn:
        said = {sql: refused(conn, sql) for sql in (
            "UPDATE rounds SET approved_at = NULL, approved_by = '' WHERE number = 1",
            "UPDATE tables SET locked = false WHERE round_id = "
            "(SELECT id FROM rounds WHERE number = 1)",
            "INSERT INTO audit_log (at, who, action, round_number, detail, station, person) "
            "VALUES ('2026-01-01', 'Olga', 'unlock_round', 1, 'mistake', '', '')",
        )}
    assert {sql: s for sql, s in said.items() if s is None or not any(r in s for r in REFUSED)} \
        == {}
    assert round_one(venue.url(venue.owner)) == before

    with Tournament.open(venue.url(venue.owner), password="pw", station="Desk 1") as desk:
        desk.approvals.unapprove(1, "pw", "approved by mistake", who="Olga")
        assert desk.approvals.audit()[-1].detail == "approved by mistake (tables 2, 3 unlocked)"
        assert desk.ledger.issues() == []
    assert round_one(venue.url(venue.owner)) == (None, (False, False, False))
