"""Entry ids on every change of the hand log (record, amend, void, undo, redo, totals), on both
backends: a change sent again with the id it was first sent with is never applied twice (a
station that lost the connection while its change was being committed cannot know whether it
was saved); a new id is a new change. And the lost commit itself, on a real server."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from tests.service.helpers import names, ron, tsumo
from tournament.errors import ConnectionLost, InvalidInput
from tournament.players.roster import PlayerDraft
from tournament.service import Tournament


@pytest.fixture
def cup(backend):
    """Round 1 seated (two tables), two hands on table 1; its path or URL."""
    with Tournament.create(backend, name="Cup", rounds=1,
                           players=[PlayerDraft(n) for n in names(8)]) as t:
        t.rounds.set_seating(1, [["P01", "P02", "P03", "P04"], ["P05", "P06", "P07", "P08"]])
        t.tables.record_hand(1, 1, ron(0, 1, 2, 30))
        t.tables.record_hand(1, 1, ron(2, 3, 2, 30))
    return backend


def kinds(t: Tournament, table: int = 1) -> list[str]:
    """The table's log as stored: one kind per entry, undone ones included."""
    return [line.entry.kind.value for line in t.tables.view(1, table).log]


def test_record_hand_twice_with_one_id_is_one_hand(cup):
    with Tournament.open(cup) as t:
        t.tables.record_hand(1, 2, ron(0, 1, 2, 30), entry_id="h-1")
        view, changes = t.tables.record_hand(1, 2, ron(0, 1, 2, 30), entry_id="h-1")
        assert len(view.hands) == 1 and changes.tables == ()
        t.tables.record_hand(1, 2, ron(0, 1, 2, 30), entry_id="h-2")
        assert len(t.tables.view(1, 2).hands) == 2


def test_amend_twice_with_one_id_is_one_correction(cup):
    with Tournament.open(cup) as t:
        t.tables.amend_hand(1, 1, 0, tsumo(0, 2, 30), reason="tsumo", entry_id="a-1")
        view, changes = t.tables.amend_hand(1, 1, 0, tsumo(0, 2, 30), reason="tsumo",
                                     entry_id="a-1")
        assert changes.tables == () and view.hand_records[0].outcome.value == "tsumo"
        assert kinds(t) == ["hand", "hand", "amend"]
        t.tables.amend_hand(1, 1, 0, tsumo(0, 3, 30), reason="3 han", entry_id="a-2")
        assert kinds(t) == ["hand", "hand", "amend", "amend"]


def test_void_twice_with_one_id_voids_one_hand(cup):
    with Tournament.open(cup) as t:
        t.tables.void_hand(1, 1, 0, reason="wrong table", entry_id="v-1")
        view, changes = t.tables.void_hand(1, 1, 0, reason="wrong table", entry_id="v-1")
        assert len(view.hands) == 1 and changes.tables == ()
        t.tables.void_hand(1, 1, 0, reason="this one too", entry_id="v-2")
        assert len(t.tables.view(1, 1).hands) == 0
        assert kinds(t) == ["hand", "hand", "void", "void"]


def test_undo_and_redo_twice_with_one_id_take_back_and_put_back_one_change(cup):
    with Tournament.open(cup) as t:
        t.tables.undo(1, 1, entry_id="u-1")
        view, changes = t.tables.undo(1, 1, entry_id="u-1")
        assert len(view.hands) == 1 and changes.tables == ()  # the first hand stays
        t.tables.undo(1, 1, entry_id="u-2")
        assert len(t.tables.view(1, 1).hands) == 0
        t.tables.redo(1, 1, entry_id="r-1")
        view, changes = t.tables.redo(1, 1, entry_id="r-1")
        assert len(view.hands) == 1 and changes.tables == ()
        t.tables.redo(1, 1, entry_id="r-2")
        assert len(t.tables.view(1, 1).hands) == 2
        assert kinds(t) == ["hand", "hand", "undo", "undo", "redo", "redo"]


def test_totals_twice_with_one_id_are_entered_once(cup):
    with Tournament.open(cup) as t:
        t.tables.record_totals(1, 2, [40000, 30000, 20000, 10000], entry_id="t-1")
        view, changes = t.tables.record_totals(1, 2, [40000, 30000, 20000, 10000], entry_id="t-1")
        assert view.totals is not None and changes.tables == ()
        t.tables.record_totals(1, 2, [35000, 35000, 20000, 10000], reason="slip misread",
                        entry_id="t-2")
        assert kinds(t, 2) == ["totals", "totals"]
        assert list(t.tables.view(1, 2).totals.scores) == [35000, 35000, 20000, 10000]


def test_an_id_in_the_log_answers_before_the_change_is_checked_and_a_refusal_keeps_none(cup):
    with Tournament.open(cup) as t:
        t.tables.undo(1, 1, entry_id="same")
        # An id already in the log means "already saved", whatever change comes with it:
        # the redo this call asks for is not made.
        view, changes = t.tables.redo(1, 1, entry_id="same")
        assert len(view.hands) == 1 and changes.tables == ()
        with pytest.raises(InvalidInput):  # a refused change writes nothing, its id neither
            t.tables.amend_hand(1, 1, 5, ron(0, 1, 2, 30), entry_id="refused")
        t.tables.record_hand(1, 1, ron(1, 2, 2, 30), entry_id="refused")
        assert len(t.tables.view(1, 1).hands) == 2


@contextmanager
def commit_reply_lost(t: Tournament) -> Iterator[None]:
    """The station's next change reaches the server and is committed, but the station loses
    the connection before it hears so (what the server layer reports as a `ConnectionLost`
    with `maybe_saved`)."""
    store = t._store
    real = {name: getattr(store, name) for name in ("transaction", "appending")}

    def lost(name: str) -> Callable[[], Any]:
        @contextmanager
        def block() -> Iterator[Any]:
            with real[name]() as s:
                yield s
            raise ConnectionLost("the connection was lost while the change was being saved",
                                 maybe_saved=True)
        return block

    for name in real:  # the hand log's changes and every other
        setattr(store, name, lost(name))
    try:
        yield
    finally:
        for name, block in real.items():
            setattr(store, name, block)


def test_an_undo_retried_after_a_lost_commit_takes_back_one_change(pg_url):
    with Tournament.create(pg_url, name="Cup", rounds=1,
                           players=[PlayerDraft(n) for n in names(4)]) as t:
        t.rounds.set_seating(1, [["P01", "P02", "P03", "P04"]])
        t.tables.record_hand(1, 1, ron(0, 1, 2, 30))
        t.tables.record_hand(1, 1, ron(2, 3, 2, 30))
    desk = Tournament.open(pg_url, station="Desk 1")
    try:
        with commit_reply_lost(desk), pytest.raises(ConnectionLost) as lost:
            desk.tables.undo(1, 1, entry_id="desk1-0007")
        assert lost.value.maybe_saved
        # The station restarts and sends the undo again, with its id.
        with Tournament.open(pg_url, station="Desk 1") as again:
            view, changes = again.tables.undo(1, 1, entry_id="desk1-0007")
            assert len(view.hands) == 1 and changes.tables == ()
        # The same station object, which never heard of its commit, catches up instead.
        view, changes = desk.tables.undo(1, 1, entry_id="desk1-0007")
        assert len(view.hands) == 1 and changes.tables == ()
    finally:
        desk.close()
    with Tournament.open(pg_url, read_only=True) as t:
        assert kinds(t) == ["hand", "hand", "undo"] and len(t.tables.view(1, 1).hands) == 1
