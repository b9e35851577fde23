"""Referee calls on a PostgreSQL server: a referee station (and `serve --db URL --entry`,
which runs as one) makes and closes calls only through the server's functions, which keep
the app's rules (the current round, one open call per table, at most CALLS_PER_TABLE calls
of a table in CALL_WINDOW seconds) whatever a station sends; the ledger stays whole. The
attacks by hand are in test_grants (`attacks`)."""

from __future__ import annotations

import pytest

from tests.storage.test_grants import grant, roles, venue  # noqa: F401 - fixtures
from tournament.errors import InvalidInput
from tournament.organisation import CALLS_PER_TABLE
from tournament.service import Tournament


def test_a_station_calls_and_closes_through_the_server(venue):  # noqa: F811
    with Tournament.open(venue.url(venue.station), role="referee", station="table 1 (phone)",
                         person="phone 2") as phone:
        call, made, _ = phone.referee.call(2, 1, "dispute")
        assert made and (call.station, call.person, call.reason) == (
            "table 1 (phone)", "phone 2", "dispute")
        again, made, _ = phone.referee.call(2, 1, "time")
        assert again.id == call.id and not made
        with pytest.raises(InvalidInput) as exc:
            phone.referee.call(1, 1, "time")  # round 1 is over
        assert [i.code for i in exc.value.issues] == ["not_current_round"]
    with Tournament.open(venue.url(venue.station), role="referee", station="Desk 2") as desk:
        assert [c.id for c in desk.referee.calls()] == [call.id]
        desk.referee.close_call(call.id, who="Marc")
        assert desk.referee.calls() == ()
        for _ in range(CALLS_PER_TABLE - 1):
            made_call, made, _ = desk.referee.call(2, 1, "question")
            desk.referee.close_call(made_call.id)
        with pytest.raises(InvalidInput) as exc:
            desk.referee.call(2, 1, "question")
        assert [i.code for i in exc.value.issues] == ["too_many_calls"]
        assert exc.value.issues[0].params["wait"] > 500
    with venue.connect(venue.station) as conn:
        answer = conn.execute("SELECT riichi_call(1, 2, 'other', 'x', '', NULL, NULL, 0, "
                              "false)").fetchone()[0]
        assert answer == {"refused": "not_current_round"}
        answer = conn.execute("SELECT riichi_call(2, 1, 'other', 'x', '', NULL, NULL, 0, "
                              "false)").fetchone()[0]
        assert answer["refused"] == "too_many_calls"
        assert conn.execute("SELECT count(*) FROM referee_calls").fetchone()[0] \
            == CALLS_PER_TABLE
    with Tournament.open(venue.url(venue.owner), password="pw") as owner:
        assert owner.ledger.check() == []
