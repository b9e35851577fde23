"""ServiceTableController on a real tournament file must behave like the in-memory controller
the table view was built on: same hands, same state, same log statuses and positions."""

from __future__ import annotations

import pytest

from tests.ui.conftest import PLAYERS
from tests.ui.drive import hand
from tournament.model import Outcome
from tournament.players_io import PlayerDraft
from tournament.service import Tournament
from ui.controllers import EntryStatus, MemoryTableController, TableController, TableTotals
from ui.service_controller import ServiceTableController
from ui.session import Session
from ui.tasks import DatabaseWorker

RON = hand(outcome="ron", riichi=[1], wins=[{"winner": 1, "loser": 0, "han": 3, "fu": 40}])
RON_FIXED = hand(outcome="ron", riichi=[1], wins=[{"winner": 1, "loser": 0, "han": 4, "fu": 40}])
DRAW = hand(outcome="exhaustive_draw", tenpai=[2])
TSUMO = hand(outcome="tsumo", wins=[{"winner": 3, "han": 1, "fu": 30}])
CHOMBO = hand(outcome="chombo", offender=2)


@pytest.fixture
def session(qapp, tmp_path):
    path = tmp_path / "t.rtdb"
    with Tournament.create(path, name="Test", rounds=2,
                           players=[PlayerDraft(n) for n in PLAYERS]) as t:
        t.set_seating(1, [list(PLAYERS)])
    worker = DatabaseWorker()
    worker.start()
    opened = worker.open_now(lambda: Tournament.open(path))
    yield Session(worker, opened.path, opened.settings, referee="Referee Ann")
    worker.stop()


@pytest.fixture
def both(session, rules):
    return ServiceTableController(session, 1, 1), MemoryTableController(PLAYERS, rules)


def shown_log(controller: TableController) -> list[tuple]:
    """What the hand log shows of each entry (undone entries: the service keeps them)."""
    return [(e.status, e.position, e.hand, e.amends is not None)
            for e in sorted(controller.log(), key=lambda e: (e.position, e.in_effect, e.number))
            if e.status is not EntryStatus.UNDONE]


def same(service: ServiceTableController, memory: MemoryTableController) -> None:
    assert service.hands() == memory.hands()
    assert service.state() == memory.state()
    assert [r.deltas for r in service.results()] == [r.deltas for r in memory.results()]
    assert shown_log(service) == shown_log(memory)
    assert service.time_up() == memory.time_up()
    assert service.can_undo() == memory.can_undo()
    assert service.can_redo() == memory.can_redo()


def test_players_and_rules_come_from_the_tournament(both, rules):
    service, _ = both
    assert service.players() == list(PLAYERS)
    assert service.rules() == rules
    assert isinstance(service, TableController)


def test_record_amend_void_undo_redo_like_the_memory_controller(both):
    service, memory = both
    steps = [
        lambda c: c.record(RON), lambda c: c.record(DRAW), lambda c: c.record(TSUMO),
        lambda c: c.amend(0, RON_FIXED, "dora missed"), lambda c: c.void(1, "wrong table"),
        lambda c: c.undo(), lambda c: c.redo(), lambda c: c.record(CHOMBO),
        lambda c: c.amend(1, hand(outcome="tsumo", wins=[{"winner": 3, "han": 2, "fu": 30}]),
                          "two han"),
    ]
    for step in steps:
        assert step(service) in ([], True)
        assert step(memory) in ([], True)
        same(service, memory)
    statuses = [e.status for e in service.log()]
    assert statuses.count(EntryStatus.AMENDED) == 2
    assert statuses.count(EntryStatus.VOIDED) == 1
    voided = next(e for e in service.log() if e.status is EntryStatus.VOIDED)
    assert voided.reason == "wrong table" and voided.changed_by == "Referee Ann"
    amended = next(e for e in service.log() if e.hand == RON)
    assert amended.amended_by is not None and amended.reason == "dora missed"


def test_undone_entries_stay_in_the_log_struck_out(both):
    service, _ = both
    assert service.record(RON) == []
    assert service.undo()
    (entry,) = service.log()
    assert entry.status is EntryStatus.UNDONE and entry.position == 0
    assert service.hands() == [] and service.can_redo()


def test_refusals_come_back_as_issues_and_change_nothing(both):
    service, _ = both
    issues = service.record(hand(outcome="ron", wins=[{"winner": 1, "loser": 1, "han": 1,
                                                       "fu": 30}]))
    assert issues and service.hands() == [] and service.log() == []
    assert service.amend(3, RON, "no such hand")
    assert service.void(0, "nothing")


def test_time_is_up_makes_the_next_hand_played_the_last(both):
    service, memory = both
    for c in (service, memory):
        c.record(RON)
        c.mark_time_up()
    same(service, memory)
    assert service.can_undo()
    assert service.record(CHOMBO) == []  # a chombo is not a hand played
    assert service.time_up() and not service.state().ended
    assert service.record(DRAW) == []
    assert service.hands()[-1].last_hand and service.state().ended
    assert not service.time_up()


def test_undo_right_after_time_is_up_takes_the_mark_back(both):
    service, _ = both
    service.record(RON)
    service.mark_time_up()
    assert service.undo()
    assert not service.time_up() and service.hands() == [RON]


def test_paper_totals_go_through_the_service(both, session):
    service, _ = both
    assert [i.code for i in service.record_totals(TableTotals(
        (41000, 30000, 30000, 17000), (0, 0, 1, 0), 1))] == ["totals_do_not_add_up"]
    assert service.record_totals(TableTotals((41000, 30000, 31000, 17000), (0, 0, 1, 0),
                                             1)) == []
    assert service.totals() == TableTotals((41000, 30000, 31000, 17000), (0, 0, 1, 0), 1)
    assert service.state().ended
    view = session.call(lambda t: t.table_view(1, 1))
    assert view.totals.scores == (41000, 30000, 31000, 17000)


def test_subscribers_hear_every_change(both):
    service, _ = both
    heard = []
    unsubscribe = service.subscribe(lambda: heard.append(len(service.hands())))
    service.record(RON)
    service.record(DRAW)
    service.undo()
    unsubscribe()
    service.record(TSUMO)
    assert heard == [1, 2, 1]


def test_a_locked_table_refuses_changes(both, session):
    service, _ = both
    service.record(hand(outcome="exhaustive_draw", tenpai=[1], last_hand=True))
    session.change_now(lambda t: t.lock_round(1))
    service.reload()
    assert service.locked() and not service.can_undo()
    issues = service.amend(0, hand(outcome="exhaustive_draw", tenpai=[2], last_hand=True),
                           "tenpai was Chiara")
    assert [i.code for i in issues] == ["table_locked"]
    assert service.unlock("", "score sheet wrong") == []
    assert not service.locked()
    assert service.hands()[0].outcome is Outcome.EXHAUSTIVE_DRAW
