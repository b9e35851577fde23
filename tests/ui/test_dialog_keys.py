"""Every dialog of the desk answers the keyboard the same way (ui.dialogs.keys): Enter presses
OK or nothing, never Cancel, however the focus went round; Escape asks before it throws typed
data away; Tab goes from the last button back to the first field.

The hand dialog is the one where it mattered: a draw with its tenpai ticked, Tab past "Record
hand" to "Cancel", Shift+Tab back to a check box, Enter: the dialog closed and nothing was
recorded (Cancel had become the default button)."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton, QScrollArea

from tests.ui.drive import click, open_dialog
from ui.dialogs import keys


def focus(qtbot, widget) -> None:
    widget.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(widget.hasFocus, timeout=2000)


def press(qtbot, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    qtbot.keyClick(QApplication.focusWidget(), key, modifier)


def draw_dialog(qtbot, view):
    """A draw whose hand is complete: the dealer tenpai (the dealer keeps the deal, so the
    game never ends however many are recorded)."""
    dialog = open_dialog(qtbot, view, Qt.Key.Key_D)
    dealer = view.controller.state().dealer
    click(qtbot, dialog.tenpai.boxes[dealer])
    qtbot.waitUntil(dialog.ok_button.isEnabled, timeout=2000)
    return dialog


def closed(dialog) -> bool:
    return not shiboken6.isValid(dialog) or not dialog.isVisible()


def test_enter_after_the_focus_crossed_cancel_records_the_hand(qtbot, view):
    dialog = draw_dialog(qtbot, view)
    cancel = dialog.buttons.button(dialog.buttons.StandardButton.Cancel)
    focus(qtbot, dialog.ok_button)
    press(qtbot, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is cancel
    press(qtbot, Qt.Key.Key_Backtab)
    press(qtbot, Qt.Key.Key_Backtab)
    assert QApplication.focusWidget() is not cancel
    assert QApplication.focusWidget() is not dialog.ok_button
    assert cancel.isDefault() is False and dialog.ok_button.isDefault()
    press(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: closed(dialog), timeout=5000)
    assert len(view.controller.hands()) == 1


def test_no_button_but_ok_takes_enter_when_it_has_the_focus(qtbot, view):
    """Qt makes every push button of a dialog an "auto default": the one with the focus takes
    Enter. The desk keeps that for OK alone (ui.dialogs.keys): for the buttons there when the
    dialog is shown, and for a button that comes later, as it is polished."""
    dialog = draw_dialog(qtbot, view)
    later = QPushButton("Later", dialog)
    assert later.autoDefault()  # Qt's own choice for a button of a dialog
    later.show()
    qtbot.waitUntil(lambda: not later.autoDefault(), timeout=2000)
    buttons = [b for b in dialog.findChildren(QPushButton) if b.window() is dialog]
    others = [b for b in buttons if b is not dialog.ok_button]
    assert len(others) >= 3, [b.text() for b in buttons]  # Cancel, the outcomes, Later
    assert dialog.ok_button.autoDefault() and dialog.ok_button.isDefault()
    assert [b.text() for b in others if b.autoDefault()] == []


def test_enter_from_every_stop_records_or_keeps_the_hand(qtbot, view):
    """From each widget Tab stops at, complete or not, Enter records the hand (OK) or leaves
    the dialog open with what was typed; it never closes it empty-handed."""
    dialog = draw_dialog(qtbot, view)
    stops = keys.tab_round(dialog)
    names = [(type(w).__name__, w.objectName(), getattr(w, "text", lambda: "")())
             for w in stops]
    dialog.reject()
    assert len(stops) > 10, names
    recorded = 0
    for i, name in enumerate(names):
        dialog = draw_dialog(qtbot, view)
        stop = keys.tab_round(dialog)[i]
        assert (type(stop).__name__, stop.objectName(), getattr(stop, "text", lambda: "")()) \
            == name
        focus(qtbot, stop)
        press(qtbot, Qt.Key.Key_Return)
        qtbot.wait(20)
        if closed(dialog):
            recorded += 1
            assert len(view.controller.hands()) == recorded, name
        else:
            assert dialog.tenpai.seats(), name  # kept as it was
            dialog.reject()
            qtbot.waitUntil(lambda: view.dialog is None, timeout=2000)
    assert recorded == len(names)  # complete: every Enter recorded it

    # Incomplete (no winner yet): Enter anywhere keeps the dialog, never closes it.
    dialog = open_dialog(qtbot, view, Qt.Key.Key_R)
    assert not dialog.ok_button.isEnabled()
    for stop in keys.tab_round(dialog):
        focus(qtbot, stop)
        press(qtbot, Qt.Key.Key_Enter)
        assert not closed(dialog), stop
    assert len(view.controller.hands()) == recorded
    dialog.reject()


def test_tab_goes_round_the_fields_and_back(qtbot, view):
    dialog = open_dialog(qtbot, view, Qt.Key.Key_R)
    stops = keys.tab_round(dialog)
    cancel = dialog.buttons.button(dialog.buttons.StandardButton.Cancel)
    assert stops[-2:] == [dialog.ok_button, cancel] or stops[-1] is cancel
    focus(qtbot, cancel)
    press(qtbot, Qt.Key.Key_Tab)
    first = QApplication.focusWidget()
    # The first field: the first outcome (Ron), as on the paper score sheet.
    assert first is stops[0] is next(iter(dialog.outcome_buttons.values()))
    seen = [first]
    for _ in range(len(stops) + 5):
        press(qtbot, Qt.Key.Key_Tab)
        widget = QApplication.focusWidget()
        assert not isinstance(widget, QScrollArea), "the form's scroll area took the focus"
        if widget is first:
            break
        seen.append(widget)
    assert seen[-1] is cancel and first in seen  # went round: the fields, OK, Cancel, again
    assert dialog.editors[0].winner in seen and dialog.discarder in seen
    press(qtbot, Qt.Key.Key_Backtab)
    assert QApplication.focusWidget() is cancel


def test_escape_asks_before_it_discards_what_was_typed(qtbot, view, questions):
    answers, asked = questions
    dialog = open_dialog(qtbot, view, Qt.Key.Key_R)
    # Nothing typed: Escape closes at once.
    press(qtbot, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: closed(dialog), timeout=2000)
    assert asked == []

    dialog = draw_dialog(qtbot, view)
    answers.append(QMessageBox.StandardButton.No)  # "Keep editing"
    press(qtbot, Qt.Key.Key_Escape)
    assert len(asked) == 1 and not closed(dialog)
    assert dialog.tenpai.seats()
    answers.append(QMessageBox.StandardButton.Yes)  # "Discard"
    press(qtbot, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: closed(dialog), timeout=2000)
    assert len(asked) == 2 and view.controller.hands() == []
