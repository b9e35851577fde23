"""Correcting and voiding hands from the log, undo and redo, paper totals, the log model."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.doubles import PLAYERS
from tests.ui.drive import assert_view_matches_core, choose, click, hand, open_dialog, type_number
from tournament.games.hand_log import EntryState
from ui.models.hand_log_model import HandLogTableModel, hand_log_rows

RON = hand(outcome="ron", riichi=[1], wins=[{"winner": 1, "loser": 0, "han": 3, "fu": 40}])
DRAW = hand(outcome="exhaustive_draw", tenpai=[2])
TSUMO = hand(outcome="tsumo", wins=[{"winner": 3, "han": 1, "fu": 30}])


def play(controller, *hands):
    for record in hands:
        assert controller.record(record).ok


def click_log_row(qtbot, view, row):
    rect = view.log_view.visualRect(view.log_model.index(row, 2))
    qtbot.mouseClick(view.log_view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert view.selected_row() is view.log_model.row(row)


def test_correct_a_hand_from_the_log(qtbot, view, controller, rules):
    play(controller, RON, DRAW, TSUMO)
    click_log_row(qtbot, view, 0)
    click(qtbot, view.edit_button)
    dialog = view.dialog
    qtbot.waitExposed(dialog)
    winner = dialog.editors[0]
    assert dialog.discarder.seat() == 0 and winner.winner.seat() == 1
    assert winner.han.value() == 3 and dialog.riichi.seats() == (1,)
    type_number(qtbot, winner.han, 4)
    assert not dialog.ok_button.isEnabled()  # a correction needs a reason
    assert dialog.slots["reason"].text() == "Say why the hand is corrected"
    qtbot.keyClicks(dialog.reason, "han miscounted: dora")
    assert "Aiko pays Bruno 8,000 (ron)" in dialog.payments.lines()
    click(qtbot, dialog.ok_button)

    corrected = hand(outcome="ron", riichi=[1],
                     wins=[{"winner": 1, "loser": 0, "han": 4, "fu": 40}])
    assert_view_matches_core(view, [corrected, DRAW, TSUMO], rules)
    rows = view.log_model.rows()
    assert [r.status for r in rows] == [EntryState.REPLACED, EntryState.APPLIED,
                                        EntryState.APPLIED, EntryState.APPLIED]
    assert rows[0].remark == "Amended: han miscounted: dora"
    assert rows[0].deltas is None and rows[1].summary.endswith("4 han 40 fu")
    assert rows[1].remark == "Corrected entry"


def test_a_correction_that_breaks_a_later_hand_is_refused(qtbot, view, controller):
    last = hand(outcome="exhaustive_draw", tenpai=[1], last_hand=True)
    play(controller, DRAW, last)
    # Making the first hand the last one leaves the second hand after the end of the game.
    click_log_row(qtbot, view, 0)
    click(qtbot, view.edit_button)
    dialog = view.dialog
    click(qtbot, dialog.last_hand)
    qtbot.keyClicks(dialog.reason, "time was called earlier")
    click(qtbot, dialog.ok_button)
    assert dialog.isVisible()
    assert dialog.general.text().startswith("Hand 2: The game has already ended")
    assert controller.hands() == [DRAW, last]


def test_void_a_hand(qtbot, view, controller, rules):
    play(controller, RON, DRAW, TSUMO)
    click_log_row(qtbot, view, 1)
    qtbot.keyClick(view.log_view, Qt.Key.Key_Delete)
    dialog = view.dialog
    assert dialog is not None and dialog.windowTitle() == "Void hand 2"
    assert not dialog.ok_button.isEnabled()
    qtbot.keyClicks(dialog.reason, "entered on the wrong table")
    click(qtbot, dialog.ok_button)

    assert_view_matches_core(view, [RON, TSUMO], rules)
    voided = [r for r in view.log_model.rows() if r.status is EntryState.VOIDED]
    assert len(voided) == 1 and voided[0].summary == "Draw: tenpai Chiara"
    assert voided[0].remark.startswith("Voided: entered on the wrong table")
    click_log_row(qtbot, view, view.log_model.rows().index(voided[0]))
    assert not view.edit_button.isEnabled() and not view.void_button.isEnabled()


def test_undo_and_redo_with_the_keyboard(qtbot, view, controller, rules):
    dialog = open_dialog(qtbot, view, Qt.Key.Key_C)
    choose(qtbot, dialog.offender, "Chiara")
    click(qtbot, dialog.ok_button)
    chombo = hand(outcome="chombo", offender=2)
    assert_view_matches_core(view, [chombo], rules)

    view.activateWindow()
    qtbot.waitUntil(view.isActiveWindow)
    qtbot.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert_view_matches_core(view, [], rules)
    # The log keeps the undone entry, struck through.
    (undone,) = view.log_model.rows()
    assert undone.status is EntryState.UNDONE and undone.remark == "Undone"
    assert view.redo_button.isEnabled() and not view.undo_button.isEnabled()

    qtbot.keyClick(view, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert_view_matches_core(view, [chombo], rules)
    assert not view.redo_button.isEnabled()


def test_undo_takes_back_a_void(qtbot, view, controller, rules):
    play(controller, RON, DRAW)
    assert controller.void(0, "wrong table").ok
    click(qtbot, view.undo_button)
    assert_view_matches_core(view, [RON, DRAW], rules)
    assert all(r.in_effect for r in view.log_model.rows())


def test_paper_totals(qtbot, view, controller):
    click(qtbot, view.totals_button)
    dialog = view.dialog
    qtbot.waitExposed(dialog)
    assert dialog.ok_button.isEnabled()  # 4 x 30,000 to start with
    type_number(qtbot, dialog.scores[0], 41000)
    assert not dialog.ok_button.isEnabled()
    message = dialog.scores_message
    assert message.isVisible() and "11,000 too many" in message.text()
    type_number(qtbot, dialog.scores[3], 19000)
    assert not message.isVisible()
    type_number(qtbot, dialog.chombos[2], 1)
    assert dialog.results[0].text() == "1st place, +26.0"
    click(qtbot, dialog.ok_button)

    state = controller.state()
    assert state.ended and state.scores == (41000, 30000, 30000, 19000)
    assert state.chombos == (0, 0, 1, 0)
    assert view.round_label.text() == "Scored on paper"
    assert all(not b.isEnabled() for b in view.outcome_buttons.values())


def test_hand_log_model(qtmodeltester, controller):
    play(controller, RON, DRAW, TSUMO)
    controller.amend(0, hand(outcome="ron", wins=[{"winner": 1, "loser": 0, "han": 3,
                                                   "fu": 40}]), "no riichi")
    controller.void(1, "duplicate")
    model = HandLogTableModel()
    qtmodeltester.check(model)
    model.set_players(PLAYERS)
    rows = hand_log_rows(controller.log(), controller.results(), PLAYERS, controller.state())
    model.set_rows(rows)
    qtmodeltester.check(model)
    assert model.rowCount() == 4
    assert model.headerData(4, Qt.Orientation.Horizontal) == "Aiko"
    assert model.data(model.index(1, 0)) == "1"
    assert model.data(model.index(1, 1)) == "E1"
    assert model.data(model.index(1, 4)) == "\u22125,200"
    assert model.data(model.index(0, 8)).startswith("Amended: no riichi")
    assert model.data(model.index(0, 2), Qt.ItemDataRole.FontRole).strikeOut()
    assert model.data(model.index(0, 5)) == ""  # no deltas for an entry out of effect
    assert model.data(model.index(2, 8)).startswith("Voided: duplicate")


def test_the_controller_reads_the_service_log(session, controller):
    session.referee = "Eve"
    play(controller, RON, DRAW)
    changes = []
    controller.subscribe(lambda: changes.append(len(controller.hands())))
    assert [i.code for i in controller.void(5, "x").issues] == ["no_such_hand"]
    assert controller.last_problem == "Round 1 table 1 has no such hand"
    assert controller.amend(1, TSUMO, "it was a tsumo").ok
    log = controller.log()
    assert [line.state for line in log] == [
        EntryState.APPLIED, EntryState.REPLACED, EntryState.APPLIED]
    assert log[1].replaced_by == 3 and log[2].replaces == 2
    assert log[1].changed_by.who == "Eve" and log[1].changed_by.why == "it was a tsumo"
    assert controller.undo().ok and controller.hands() == [RON, DRAW]
    assert controller.redo().ok and controller.hands() == [RON, TSUMO]
    assert controller.redo() is None  # nothing left to redo
    assert changes == [2, 2, 2, 2]  # the refusal, the correction, undo, redo
    bad = controller.record(hand(outcome="ron", wins=[{"winner": 1, "loser": 1, "han": 1,
                                                       "fu": 30}]))
    assert [i.code for i in bad.issues] == ["winner_is_loser"]


def test_paper_totals_only_for_a_table_without_hands(qtbot, view, controller):
    assert view.totals_button.isEnabled()
    play(controller, DRAW)
    assert not view.totals_button.isEnabled()
    op = controller.record_totals((30000,) * 4, (0,) * 4)
    assert [i.code for i in op.issues] == ["table_has_hands"]
