"""The table controller on a real tournament file and the real database worker: every change
an operation on the worker, finished later on the GUI thread; answers from the core's fold."""

from __future__ import annotations

import pytest

from tests.ui.doubles import PLAYERS
from tests.ui.drive import hand
from tournament.games.hand_log import EntryState
from tournament.model import Outcome
from tournament.players.roster import PlayerDraft
from tournament.service import Tournament
from ui.operations import Op
from ui.session import Session
from ui.table_controller import TableController
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
        t.rounds.set_seating(1, [list(PLAYERS)])
    worker = DatabaseWorker()
    worker.start()
    opened = worker.open_now(lambda: Tournament.open(path))
    yield Session(worker, opened.path, opened.settings, referee="Referee Ann")
    worker.stop()


@pytest.fixture
def service(qtbot, session):
    made: list[TableController] = []
    TableController.read(session, 1, 1, made.append)
    qtbot.waitUntil(lambda: bool(made))
    return made[0]


def done(qtbot, op: Op | None) -> Op:
    assert op is not None
    qtbot.waitUntil(lambda: op.finished)
    return op


def test_players_and_rules_come_from_the_tournament(service, rules):
    assert service.players() == list(PLAYERS)
    assert service.rules() == rules


def test_a_change_finishes_later_on_the_gui_thread(qtbot, service):
    op = service.record(RON)
    assert not op.finished  # the worker has it; the GUI thread goes on
    assert done(qtbot, op).ok and service.hands() == [RON]
    assert service.state().title == "East 2"


def test_record_amend_void_undo_redo(qtbot, service):
    for step in (lambda c: c.record(RON), lambda c: c.record(DRAW), lambda c: c.record(TSUMO),
                 lambda c: c.amend(0, RON_FIXED, "dora missed"),
                 lambda c: c.void(1, "wrong table"), lambda c: c.undo(), lambda c: c.redo(),
                 lambda c: c.record(CHOMBO)):
        assert done(qtbot, step(service)).ok
    assert service.hands() == [RON_FIXED, TSUMO, CHOMBO]
    log = service.log()
    assert [line.state for line in log].count(EntryState.REPLACED) == 1
    voided = next(line for line in log if line.state is EntryState.VOIDED)
    assert voided.changed_by.why == "wrong table" and voided.changed_by.who == "Referee Ann"
    amended = next(line for line in log if line.record == RON)
    assert amended.replaced_by is not None and amended.changed_by.why == "dora missed"


def test_undone_entries_stay_in_the_log_struck_out(qtbot, service):
    done(qtbot, service.record(RON))
    done(qtbot, service.undo())
    hand_line, undo_line = service.log()
    assert hand_line.state is EntryState.UNDONE and hand_line.position == 0
    assert hand_line.changed_by == undo_line.entry and undo_line.record is None
    assert service.hands() == [] and service.can_redo()


def test_refusals_come_back_as_issues_and_change_nothing(qtbot, service):
    op = done(qtbot, service.record(hand(outcome="ron", wins=[
        {"winner": 1, "loser": 1, "han": 1, "fu": 30}])))
    assert [i.code for i in op.issues] == ["winner_is_loser"]
    assert service.hands() == [] and service.log() == ()
    assert done(qtbot, service.amend(3, RON, "no such hand")).issues
    assert done(qtbot, service.void(0, "nothing")).issues


def test_time_is_up_makes_the_next_hand_played_the_last(qtbot, service):
    done(qtbot, service.record(RON))
    service.mark_time_up()
    assert service.time_up() and service.can_undo()
    assert done(qtbot, service.record(CHOMBO)).ok  # a chombo is not a hand played
    assert service.time_up() and not service.state().ended
    assert done(qtbot, service.record(DRAW)).ok
    assert service.hands()[-1].last_hand and service.state().ended
    assert not service.time_up()


def test_undo_right_after_time_is_up_takes_the_mark_back(qtbot, service):
    done(qtbot, service.record(RON))
    service.mark_time_up()
    assert service.undo() is None  # nothing for the worker: only the mark goes
    assert not service.time_up() and service.hands() == [RON]


def test_paper_totals_go_through_the_service(qtbot, service, session):
    op = done(qtbot, service.record_totals((41000, 30000, 30000, 20000), (0, 0, 1, 0)))
    assert [i.code for i in op.issues] == ["totals_too_high"]
    assert done(qtbot, service.record_totals((41000, 30000, 31000, 17000), (0, 0, 1, 0))).ok
    totals = service.totals()
    assert totals.scores == (41000, 30000, 31000, 17000) and totals.sticks == 1
    assert service.state().ended
    assert session.call(lambda t: t.tables.view(1, 1)).totals.scores == totals.scores


def test_subscribers_hear_every_change(qtbot, service):
    heard = []
    unsubscribe = service.subscribe(lambda: heard.append(len(service.hands())))
    done(qtbot, service.record(RON))
    done(qtbot, service.record(DRAW))
    done(qtbot, service.undo())
    unsubscribe()
    done(qtbot, service.record(TSUMO))
    assert heard == [1, 2, 1]


def test_a_change_made_elsewhere_is_announced_and_read_again(qtbot, service, session):
    heard = []
    session.changed.connect(lambda changes, initiator: heard.append((changes.tables,
                                                                     initiator)))
    done(qtbot, service.record(RON))
    assert heard == [(((1, 1),), service)]  # its own change: the controller is the initiator
    other = Op("elsewhere")
    session.change(lambda t: t.tables.record_hand(1, 1, DRAW), lambda v: other.finish(v))
    done(qtbot, other)
    assert heard[-1] == (((1, 1),), None) and service.hands() == [RON]
    service.reload()
    qtbot.waitUntil(lambda: len(service.hands()) == 2)


def test_a_locked_table_refuses_changes(qtbot, service, session):
    done(qtbot, service.record(hand(outcome="exhaustive_draw", tenpai=[1], last_hand=True)))
    approved = Op("approve")
    session.change(lambda t: t.approvals.approve(1), lambda v: approved.finish(v))
    done(qtbot, approved)
    service.reload()
    qtbot.waitUntil(service.locked)
    assert not service.can_undo()
    op = done(qtbot, service.amend(0, hand(outcome="exhaustive_draw", tenpai=[2],
                                           last_hand=True), "tenpai was Chiara"))
    assert [i.code for i in op.issues] == ["table_locked"]
    assert done(qtbot, service.unlock("", "score sheet wrong")).ok
    assert not service.locked()
    assert service.hands()[0].outcome is Outcome.EXHAUSTIVE_DRAW
