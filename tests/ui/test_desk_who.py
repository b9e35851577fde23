"""Who is at the desk: with the "At the desk" field empty, the first change asks for a name,
once; the name goes in the field and in the log. Without one the change is made all the same
and the log says when, never "recorded by" nobody. At 1,366 x 768 and 1,920 x 1,080, in
English and in French."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QDialogButtonBox, QLineEdit

from tests.ui.desk_variants import VARIANTS, english_after, set_up, shot  # noqa: F401
from tests.ui.drive import click
from ui.models.hand_log_model import HandLogTableModel

pytestmark = pytest.mark.usefixtures("english_after", "ask_referee")


class Answerer:
    """Answers "Who is at the desk?" when it comes (it is modal: a timer does it)."""

    def __init__(self, qtbot, window, name: str | None):
        self.qtbot, self.window, self.name = qtbot, window, name
        self.asked: list[str] = []
        self.timer = QTimer()
        self.timer.setInterval(20)
        self.timer.timeout.connect(self._look)
        self.timer.start()

    def _look(self) -> None:
        question = self.window.referee_question
        if question is None or not question.isVisible():
            return
        self.asked.append(question.labelText())
        shot(question, f"who-question-{question.window().width()}")
        buttons = question.findChild(QDialogButtonBox)
        if self.name is None:
            buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
            return
        field = question.findChild(QLineEdit)
        self.qtbot.keyClicks(field, self.name)
        buttons.button(QDialogButtonBox.StandardButton.Ok).click()


def record_draw(qtbot, window):
    """An exhaustive draw, all noten, from the keyboard and OK."""
    view = window.area.table.view
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    before = len(view.controller.hands())
    qtbot.keyClick(view.log_view, Qt.Key.Key_D)
    dialog = view.dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    click(qtbot, dialog.ok_button)
    qtbot.waitUntil(lambda: len(view.controller.hands()) == before + 1, timeout=10000)


def log_tooltip(view, row: int) -> str:
    return view.log_model.data(view.log_model.index(row, HandLogTableModel.OUTCOME),
                               Qt.ItemDataRole.ToolTipRole)


def open_table(qtbot, window):
    with qtbot.waitSignal(window.area.table.table_shown, timeout=10000):
        window.area.open_table(3, 1)
    return window.area.table.view


@pytest.mark.parametrize(("size", "language"), VARIANTS)
def test_the_first_change_asks_for_a_name_once(qtbot, demo_window, size, language):
    window = demo_window
    set_up(qtbot, window, size, language)
    assert window.menus.referee.text() == ""
    view = open_table(qtbot, window)
    answer = Answerer(qtbot, window, "Rita Nowak")
    record_draw(qtbot, window)
    assert len(answer.asked) == 1
    assert window.menus.referee.text() == "Rita Nowak"
    assert window.settings.value("referee") == "Rita Nowak"
    record_draw(qtbot, window)
    assert len(answer.asked) == 1  # asked once
    answer.timer.stop()
    stored = window.session.call(lambda t: t.tables.view(3, 1))
    assert [line.entry.who for line in stored.log] == ["Rita Nowak", "Rita Nowak"]
    by = "recorded by" if language == "en" else "saisie par"
    assert by in log_tooltip(view, 0) and "Rita Nowak" in log_tooltip(view, 0)


@pytest.mark.parametrize(("size", "language"), VARIANTS)
def test_without_a_name_the_log_never_says_by_nobody(qtbot, demo_window, size, language):
    window = demo_window
    set_up(qtbot, window, size, language)
    view = open_table(qtbot, window)
    answer = Answerer(qtbot, window, None)
    record_draw(qtbot, window)
    record_draw(qtbot, window)
    answer.timer.stop()
    assert len(answer.asked) == 1  # "go on without a name": not asked again
    assert window.menus.referee.text() == ""
    stored = window.session.call(lambda t: t.tables.view(3, 1))
    assert [line.entry.who for line in stored.log] == ["", ""]
    tip = log_tooltip(view, 0)
    by, at = ("by", "recorded at") if language == "en" else ("par", "saisie à")
    assert f" {by} " not in tip and f"{by}\n" not in tip and not tip.endswith(by), tip
    assert at in tip, tip
    shot(window, f"who-log-{size[0]}-{language}")


def test_a_name_at_the_desk_is_never_asked_for(qtbot, demo_window):
    window = demo_window
    window.menus.referee.setText("Jiří")
    open_table(qtbot, window)
    answer = Answerer(qtbot, window, "Someone else")
    record_draw(qtbot, window)
    answer.timer.stop()
    assert answer.asked == []
    stored = window.session.call(lambda t: t.tables.view(3, 1))
    assert stored.log[0].entry.who == "Jiří"
