"""Entering hands through the real dialog, opened from the table view by its shortcut keys;
the table must then show exactly what the core computes for the same hands."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.doubles import PLAYERS, table_controller, table_session
from tests.ui.drive import (
    assert_view_matches_core,
    check,
    choose,
    click,
    hand,
    open_dialog,
    type_number,
)
from tournament.model import Outcome
from tournament.rules import preset
from ui.dialogs.hand_dialog import HandDialog, slot_for
from ui.views.table_view import TableView


def test_ron(qtbot, view, rules):
    dialog = open_dialog(qtbot, view, Qt.Key.Key_R)
    assert dialog.outcome().value == "ron"
    check(qtbot, dialog.riichi.boxes, PLAYERS, "Bruno")
    choose(qtbot, dialog.discarder, "Aiko")
    winner = dialog.editors[0]
    choose(qtbot, winner.winner, "Bruno")
    type_number(qtbot, winner.han, 3)
    type_number(qtbot, winner.fu, 40)
    assert dialog.issues() == []
    assert "Aiko pays Bruno 5,200 (ron)" in dialog.payments.lines()
    assert "Bruno puts 1,000 on the table (riichi)" in dialog.payments.lines()
    assert winner.value_label.text() == "Worth 5,200"
    click(qtbot, dialog.ok_button)

    assert view.dialog is None
    expected = [hand(outcome="ron", riichi=[1],
                     wins=[{"winner": 1, "loser": 0, "han": 3, "fu": 40}])]
    assert_view_matches_core(view, expected, rules)
    assert view.log_model.row(0).summary == "Ron: Bruno from Aiko 3 han 40 fu"
    assert view.round_label.text() == "East 2"


def test_tsumo_by_the_dealer(qtbot, view, rules):
    dialog = open_dialog(qtbot, view, Qt.Key.Key_T)
    assert not dialog.sections["loser"].isVisible()
    winner = dialog.editors[0]
    choose(qtbot, winner.winner, "Aiko")
    type_number(qtbot, winner.han, 2)
    type_number(qtbot, winner.fu, 20)
    assert winner.value_label.text() == "Worth 700 from each player"
    click(qtbot, dialog.ok_button)

    expected = [hand(outcome="tsumo", wins=[{"winner": 0, "han": 2, "fu": 20}])]
    assert_view_matches_core(view, expected, rules)
    assert view.round_label.text() == "East 1, 1 honba"
    assert [p.change_label.text() for p in view.seat_panels] == [
        "+2,100", "\u2212700", "\u2212700", "\u2212700"]


def test_exhaustive_draw_then_double_ron_with_honba(qtbot, view, rules):
    dialog = open_dialog(qtbot, view, Qt.Key.Key_D)
    check(qtbot, dialog.riichi.boxes, PLAYERS, "Aiko")
    check(qtbot, dialog.tenpai.boxes, PLAYERS, "Aiko", "Chiara")
    assert "Bruno pays Aiko 750 (noten)" in dialog.payments.lines()
    click(qtbot, dialog.ok_button)
    assert view.round_label.text() == "East 1, 1 honba"
    assert view.sticks.count() == 1

    dialog = open_dialog(qtbot, view, Qt.Key.Key_R)
    choose(qtbot, dialog.discarder, "Chiara")
    first = dialog.editors[0]
    choose(qtbot, first.winner, "Bruno")
    type_number(qtbot, first.han, 3)
    type_number(qtbot, first.fu, 30)
    click(qtbot, dialog.add_winner_button)
    assert len(dialog.editors) == 2
    second = dialog.editors[1]
    choose(qtbot, second.winner, "Dario")
    type_number(qtbot, second.han, 2)
    type_number(qtbot, second.fu, 30)
    lines = dialog.payments.lines()
    # ema_rcr: each winner gets the honba, the stick goes to the winner nearest the discarder.
    assert "Chiara pays Dario 2,300 (ron)" in lines
    assert "Chiara pays Bruno 4,200 (ron)" in lines
    assert "Dario takes 1,000 from the table (1 riichi stick)" in lines
    click(qtbot, dialog.ok_button)

    expected = [
        hand(outcome="exhaustive_draw", riichi=[0], tenpai=[0, 2]),
        hand(outcome="ron", wins=[{"winner": 1, "loser": 2, "han": 3, "fu": 30},
                                  {"winner": 3, "loser": 2, "han": 2, "fu": 30}]),
    ]
    assert_view_matches_core(view, expected, rules)
    # Both winners first: a line cut at the log's width still shows them.
    assert view.log_model.row(1).summary == (
        "Ron: Bruno + Dario from Chiara (3 han 30 fu + 2 han 30 fu)")


def test_chombo(qtbot, view, rules):
    dialog = open_dialog(qtbot, view, Qt.Key.Key_C)
    assert not dialog.sections["riichi"].isVisible()
    assert not dialog.sections["last_hand"].isVisible()
    assert not dialog.ok_button.isEnabled()
    choose(qtbot, dialog.offender, "Dario")
    assert "Dario pays Aiko 4,000 (chombo)" in dialog.payments.lines()
    click(qtbot, dialog.ok_button)

    assert_view_matches_core(view, [hand(outcome="chombo", offender=3)], rules)
    assert view.seat_panels[3].detail_label.text() == "1 chombo"


def test_one_han_twenty_fu_ron_is_refused_next_to_the_fu_box(qtbot, view):
    dialog = open_dialog(qtbot, view, Qt.Key.Key_R)
    choose(qtbot, dialog.discarder, "Chiara")
    winner = dialog.editors[0]
    choose(qtbot, winner.winner, "Bruno")
    type_number(qtbot, winner.han, 1)
    type_number(qtbot, winner.fu, 20)

    message = winner.messages["fu"]
    assert message.isVisible() and message.is_error()
    assert "a ron is never 20 fu" in message.text().lower()
    # Right below the fu spin box, in the same column.
    assert message.parentWidget() is winner.fu.parentWidget()
    assert message.mapTo(dialog, message.rect().topLeft()).y() > \
        winner.fu.mapTo(dialog, winner.fu.rect().bottomLeft()).y() - 1
    assert not winner.messages["han"].isVisible()
    assert not dialog.ok_button.isEnabled()
    assert dialog.payments.lines() == []

    type_number(qtbot, winner.fu, 30)
    assert not message.isVisible()
    assert dialog.ok_button.isEnabled()


def test_problems_name_players_and_sit_next_to_their_field(qtbot, view):
    dialog = open_dialog(qtbot, view, Qt.Key.Key_D)
    check(qtbot, dialog.riichi.boxes, PLAYERS, "Chiara")
    text = dialog.message_for("tenpai")
    assert "Chiara declared riichi but is not listed as tenpai" in text
    assert "seat" not in text.lower()
    assert dialog.slots["tenpai"].isVisible()
    assert not dialog.ok_button.isEnabled()


def test_missing_choices_are_hints_not_errors(qtbot, view):
    dialog = open_dialog(qtbot, view, Qt.Key.Key_R)
    assert dialog.slots["loser"].text() == "Choose who discarded the winning tile"
    assert not dialog.slots["loser"].is_error()
    assert dialog.editors[0].messages["winner"].text() == "Choose the winner"
    assert not dialog.ok_button.isEnabled()


def test_ok_records_once_even_when_double_clicked(qtbot, view, controller):
    dialog = open_dialog(qtbot, view, Qt.Key.Key_C)
    choose(qtbot, dialog.offender, "Bruno")
    qtbot.mouseDClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    dialog.accept()
    assert len(controller.hands()) == 1
    assert len(controller.log()) == 1


def test_accept_twice_submits_once(qtbot, controller, rules):
    calls = []

    def submit(record, reason):
        calls.append(record)
        return controller.record(record)

    dialog = HandDialog(PLAYERS, rules, controller.state(), index=0, submit=submit)
    qtbot.addWidget(dialog)
    dialog.show()
    choose(qtbot, dialog.discarder, "Aiko")
    choose(qtbot, dialog.editors[0].winner, "Chiara")
    qtbot.keyClick(dialog.editors[0].fu, Qt.Key.Key_Return)  # Enter presses OK
    qtbot.keyClick(dialog.editors[0].fu, Qt.Key.Key_Return)
    dialog.accept()
    assert len(calls) == 1
    assert len(controller.hands()) == 1


def test_a_refused_submit_keeps_the_dialog_open_with_the_message(qtbot, controller, rules):
    from tournament.model import Issue
    from ui.operations import Op

    def submit(record, reason):
        # A refusal as the service words it (seat 2 is Chiara): the desk names the player.
        return Op.done(None, (Issue("winner_pays", 0, "wins[0].winner",
                                    "seat 2 is listed as a winner and also pays this ron",
                                    {"variant": "loser", "seat": 2}),))

    dialog = HandDialog(PLAYERS, rules, controller.state(), index=0, submit=submit)
    qtbot.addWidget(dialog)
    dialog.show()
    choose(qtbot, dialog.discarder, "Aiko")
    choose(qtbot, dialog.editors[0].winner, "Chiara")
    click(qtbot, dialog.ok_button)
    assert dialog.isVisible() and dialog.preview() is not None
    assert dialog.editors[0].messages["winner"].text() == (
        "Chiara is listed as a winner and also pays this ron")
    assert not dialog.ok_button.isEnabled()


def test_head_bump_shows_who_is_paid(qtbot, tmp_path):
    rules = preset("wrc")
    controller = table_controller(table_session(tmp_path, rules))
    dialog = HandDialog(PLAYERS, rules, controller.state(), index=0)
    qtbot.addWidget(dialog)
    dialog.show()
    choose(qtbot, dialog.discarder, "Aiko")
    choose(qtbot, dialog.editors[0].winner, "Dario")
    click(qtbot, dialog.add_winner_button)
    choose(qtbot, dialog.editors[1].winner, "Bruno")
    assert dialog.head_bump_note.isVisible()
    # Bruno plays right after Aiko: the head bump goes to Bruno.
    assert dialog.preview().paid_winners == (1,)
    assert dialog.payments.bump_label.text() == "Head bump: only Bruno is paid; Dario gets nothing"


def test_triple_ron_limit_follows_the_ruleset(qtbot, tmp_path):
    rules = preset("tenhou")  # a triple ron is an abortive draw: two winners at most
    dialog = HandDialog(PLAYERS, rules, table_controller(table_session(tmp_path, rules)).state(),
                        index=0)
    qtbot.addWidget(dialog)
    dialog.show()
    click(qtbot, dialog.add_winner_button)
    assert not dialog.add_winner_button.isEnabled()
    assert dialog.abortive_kind.findData("triple_ron") >= 0


def test_nagashi_is_offered_only_when_the_ruleset_has_it(qtbot, tmp_path):
    for name, offered in (("ema_rcr", False), ("tenhou", True)):
        folder = tmp_path / name
        folder.mkdir()
        view = TableView(table_controller(table_session(folder, preset(name))))
        qtbot.addWidget(view)
        view.show()
        assert view.outcome_buttons[Outcome.NAGASHI_MANGAN].isVisible() is offered
        assert ("N" in view.shortcuts) is offered


def test_time_up_marks_the_next_hand_as_the_last(qtbot, view, controller, rules):
    click(qtbot, view.time_button)
    assert view.banner.isVisible()
    assert not view.time_button.isEnabled()
    dialog = open_dialog(qtbot, view, Qt.Key.Key_D)
    assert dialog.last_hand.isChecked()
    click(qtbot, dialog.ok_button)
    assert controller.hands()[0].last_hand
    assert controller.state().ended
    assert all(not b.isEnabled() for b in view.outcome_buttons.values())
    assert view.seat_panels[0].detail_label.text() == "1st place, 0.0"


def test_tab_goes_through_the_fields_in_the_score_sheets_order(qtbot, view):
    """Outcome, winner, discarder, riichi, han, fu: as the paper score sheet reads."""
    dialog = open_dialog(qtbot, view, Qt.Key.Key_R)
    winner = dialog.editors[0]
    assert dialog.focusWidget() is winner.winner
    order = []
    for _ in range(7):
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
        order.append(dialog.focusWidget())
    assert order == [dialog.discarder, *dialog.riichi.boxes, winner.han, winner.fu]
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Backtab)
    assert dialog.focusWidget() is dialog.riichi.boxes[3]


def test_slot_for_maps_core_fields_to_widgets():
    assert slot_for("wins[0].fu") == "wins[0].fu"
    assert slot_for("wins[1].loser") == "loser"
    assert slot_for("wins[2].yaku") == "wins[2]"
    assert slot_for("wins") == "wins"
    assert slot_for("riichi[1]") == "riichi"
    assert slot_for("tenpai") == "tenpai"
    assert slot_for("offender") == "offender"
    assert slot_for("outcome") == ""
