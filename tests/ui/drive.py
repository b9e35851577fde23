"""Driving the real widgets the way a referee does: keys and clicks, no setters."""

from __future__ import annotations

from typing import Any

import shiboken6
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QAbstractButton, QCheckBox, QComboBox, QSpinBox, QWidget

from tournament.games.record_json import parse_hand
from tournament.model import HandRecord
from tournament.rules import Ruleset
from tournament.scoring import replay
from ui.text import points


def click(qtbot: Any, widget: QAbstractButton) -> None:
    assert widget.isVisible() and widget.isEnabled(), widget.text()
    if isinstance(widget, QCheckBox):
        # On the box itself: a stretched check box does not react right of its text.
        before = widget.isChecked()
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton,
                         pos=QPoint(8, widget.height() // 2))
        assert widget.isChecked() != before, widget.text()
    else:
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def save(qtbot: Any, dialog: QWidget) -> None:
    """Press OK and wait until the change is saved and the dialog closed (the desk's changes
    run on the database worker; with the inline test double this is at once)."""
    click(qtbot, dialog.ok_button)  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: not (shiboken6.isValid(dialog) and dialog.isVisible()),
                    timeout=10000)


def choose(qtbot: Any, combo: QComboBox, name: str) -> None:
    """Type into a combo box (keyboard search picks the item); where two items start alike
    ("By yaku", "By tiles"), go on with the arrow keys as a person would."""
    qtbot.keyClicks(combo, name)
    for _ in range(combo.count()):
        if combo.currentText().startswith(name):
            break
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentText().startswith(name), (combo.currentText(), name)


def type_number(qtbot: Any, spin: QSpinBox, value: int) -> None:
    spin.setFocus()
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, str(value))
    assert spin.value() == value, (spin.value(), value)


def check(qtbot: Any, boxes: list[Any], players: tuple[str, ...], *names: str) -> None:
    for name in names:
        box = boxes[players.index(name)]
        assert not box.isChecked()
        click(qtbot, box)
        assert box.isChecked()


def open_dialog(qtbot: Any, view: QWidget, key: Qt.Key) -> Any:
    # Closing a dialog gives the focus back to the table's window (offscreen, not at once).
    view.activateWindow()
    qtbot.waitUntil(view.isActiveWindow, timeout=2000)
    qtbot.keyClick(view, key)
    dialog = view.dialog
    assert dialog is not None, "the shortcut opened no dialog"
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(dialog.isActiveWindow, timeout=2000)
    return dialog


def hand(**data: Any) -> HandRecord:
    data.setdefault("riichi", [])
    record, issues = parse_hand(data)
    assert record is not None and not issues, issues
    return record


def shown_scores(view: Any) -> list[str]:
    return [panel.score_label.text() for panel in view.seat_panels]


def assert_view_matches_core(view: Any, expected: list[HandRecord], rules: Ruleset) -> None:
    """The view shows what replaying the expected hands through the core gives."""
    assert view.controller.hands() == expected
    result = replay(expected, rules)
    assert result.ok, result.issues
    assert shown_scores(view) == [points(s) for s in result.state.scores]
    assert view.sticks.count() == result.state.sticks
    if not result.state.ended:
        assert view.honba.count() == result.state.honba


class PasswordAnswers:
    """Answers the desk's organiser password question when it comes (it is modal: a timer
    does it), with `answers` in order (None: Cancel); each question's text is kept."""

    def __init__(self, qtbot: Any, window: Any, *answers: str | None):
        from PySide6.QtCore import QTimer

        self.qtbot, self.window, self.answers = qtbot, window, list(answers)
        self.asked: list[str] = []
        self.timer = QTimer()
        self.timer.setInterval(20)
        self.timer.timeout.connect(self._look)
        self.timer.start()

    def _look(self) -> None:
        from PySide6.QtWidgets import QDialogButtonBox, QLineEdit

        question = self.window.password_question
        if question is None or not question.isVisible() or not self.answers:
            return
        self.asked.append(question.labelText())
        answer = self.answers.pop(0)
        buttons = question.findChild(QDialogButtonBox)
        if answer is None:
            buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
            return
        field = question.findChild(QLineEdit)
        assert field.echoMode() is QLineEdit.EchoMode.Password
        self.qtbot.keyClicks(field, answer)
        buttons.button(QDialogButtonBox.StandardButton.Ok).click()
