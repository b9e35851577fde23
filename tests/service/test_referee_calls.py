"""A table's call for a referee (the service): made for a table of the current round, one
open call per table (a second call is answered it), at most CALLS_PER_TABLE calls of a table
in CALL_WINDOW seconds, closed once by any desk; a bad reason, another round's table or a
call that is not open is refused and writes nothing. And the standings hidden from the
players from a round on: an organiser setting, signed, refused to a referee."""

from __future__ import annotations

import pytest

from tests.service.helpers import new_tournament, seat_in_order
from tournament.errors import InvalidInput
from tournament.organisation import CALLS_PER_TABLE
from tournament.service import Tournament


@pytest.fixture
def cup(tmp_path):
    t = new_tournament(tmp_path, players=8, rounds=3)
    seat_in_order(t, 1, [[1, 2, 3, 4], [5, 6, 7, 8]])
    yield t
    t.close()


def codes(exc: pytest.ExceptionInfo[InvalidInput]) -> list[str]:
    return [i.code for i in exc.value.issues]


def test_a_call_is_made_answered_again_while_open_and_closed_once(cup):
    counter = cup.change_counter()
    call, made, changes = cup.referee.call(1, 2, "dispute", who="Desk")
    assert made and changes.calls and cup.change_counter() == counter + 1
    assert (call.round, call.table, call.reason, call.open) == (1, 2, "dispute", True)
    # The table calls again while the referee is on the way: the same call, nothing written.
    again, made, changes = cup.referee.call(1, 2, "question")
    assert (again.id, made, changes.calls) == (call.id, False, False)
    assert cup.change_counter() == counter + 1
    assert [c.to_json() for c in cup.referee.calls()] == [
        {"call": call.id, "round": 1, "table": 2, "reason": "dispute", "at": call.at}]
    cup.referee.close_call(call.id, who="Marc")
    assert cup.referee.calls() == ()
    closed = cup.referee.calls(open_only=False)
    assert [(c.id, c.closed_by, c.open) for c in closed] == [(call.id, "Marc", False)]
    with pytest.raises(InvalidInput) as exc:
        cup.referee.close_call(call.id)
    assert codes(exc) == ["no_such_call"]
    assert cup.ledger.check() == []


def test_refused_calls_write_nothing(cup):
    counter = cup.change_counter()
    for args, code in (((1, 1, "coffee"), "bad_reason"), ((1, 9, "question"), "no_such_table"),
                       ((2, 1, "question"), "no_such_round")):
        with pytest.raises(InvalidInput) as exc:
            cup.referee.call(*args)
        assert codes(exc) == [code], args
    seat_in_order(cup, 2, [[1, 5, 2, 6], [3, 7, 4, 8]])
    counter = cup.change_counter()
    with pytest.raises(InvalidInput) as exc:
        cup.referee.call(1, 1, "time")  # round 1 is no longer the one played
    assert codes(exc) == ["not_current_round"]
    assert cup.change_counter() == counter and cup.referee.calls() == ()


def test_a_table_cannot_flood_the_desk(cup):
    for _ in range(CALLS_PER_TABLE):
        call, made, _ = cup.referee.call(1, 1, "question")
        assert made
        cup.referee.close_call(call.id)
    with pytest.raises(InvalidInput) as exc:
        cup.referee.call(1, 1, "question")
    assert codes(exc) == ["too_many_calls"]
    assert 500 < exc.value.issues[0].params["wait"] <= 600
    # Another table is not held back by it.
    assert cup.referee.call(1, 2, "other")[1]


def test_calls_of_another_program_are_seen_after_a_catch_up(cup, tmp_path):
    path = cup.path
    cup.close()
    with Tournament.open(path) as t:
        call, _, _ = t.referee.call(1, 1, "time")
    with Tournament.open(path) as t:
        assert [c.id for c in t.referee.calls()] == [call.id]


def test_standings_hidden_from_a_round(cup):
    assert cup.settings.hide_from_round is None and cup.referee.players_round() is None
    changes = cup.referee.hide_standings(3, who="Org")
    assert changes.settings and cup.settings.hide_from_round == 3
    assert cup.referee.players_round() == 2
    assert cup.referee.hide_standings(3) == type(changes)()  # the same again: nothing written
    with pytest.raises(InvalidInput) as exc:
        cup.referee.hide_standings(4)
    assert codes(exc) == ["bad_round"]
    assert cup.settings.hide_from_round == 3
    cup.referee.hide_standings(None)
    assert cup.settings.hide_from_round is None
    actions = [a.action for a in cup.approvals.audit()]
    assert actions[-2:] == ["hide_standings", "show_standings"]
    assert cup.ledger.check() == []


def test_a_referee_station_calls_and_closes_but_never_hides_the_standings(cup):
    path = cup.path
    cup.close()
    with Tournament.open(path, role="referee", station="Desk 2", person="Ann") as t:
        call, made, _ = t.referee.call(1, 1, "question")
        assert made and (call.station, call.person) == ("Desk 2", "Ann")
        t.referee.close_call(call.id, who="Ann")
        with pytest.raises(InvalidInput) as exc:
            t.referee.hide_standings(2)
        assert codes(exc) == ["not_allowed"]
        assert t.settings.hide_from_round is None
