"""Online games read from their logs (Tenhou, Mahjong Soul), previewed before they are saved.

`OnlineLogDialog` shows one table's game: each hand, our payments (the tournament's ruleset)
beside the online room's; `OnlineRoundDialog` a round seated by an online lobby: each log, its
players and whether its payments agree. Where the room paid otherwise, the game is saved only
when the organiser ticks "record our payments anyway" (each such hand then carries a note).
Saving goes through `OperationDialog`: sent once, a refusal said below the table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QSize
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QDialogButtonBox,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tournament.model import Issue
from tournament.online_logs import Comparison
from ui import screen
from ui.dialogs.operation_dialog import OperationDialog
from ui.issue_words import issue_text
from ui.operations import Op, keep_sending
from ui.style import SPACE, font
from ui.text import tr
from ui.widgets.field_message import FieldMessage


def _payments(values: Sequence[int]) -> str:
    return "  ".join(f"{v:+,}" if v else "0" for v in values)


def unfinished_words(comparison: Comparison) -> str:
    """What is said of a log without its game's end (`Comparison.unfinished`)."""
    last = len(comparison.log.hands) - 1
    return (tr("The log has no final result: the game was cut short after hand %1 (%2), or "
               "the file is an excerpt. It is saved as an unfinished table.")
            .replace("%1", str(last)).replace("%2", comparison.log.hands[last].label))


class _SaveDialog(OperationDialog):
    """What both dialogs share: the differences box, the message line, Save and Cancel."""

    general: FieldMessage  # there once the layout is finished

    def __init__(self, title: str, differences: bool, parent: QWidget | None):
        super().__init__(parent)
        self._submit: Callable[[bool], Op] | None = None
        self.setWindowTitle(title)
        # Most of the screen: a game is 8 to 20 hands, each our payments beside the room's.
        screen.share_of_screen(self, 0.75, 0.85, minimum=QSize(760, 480))
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(3 * SPACE, 3 * SPACE, 3 * SPACE, 2 * SPACE)
        self.layout_.setSpacing(2 * SPACE)
        heading = QLabel(title)
        heading.setFont(font(1.3, bold=True))
        self.layout_.addWidget(heading)
        self.accept_box = QCheckBox(tr("Record our payments where the online room paid "
                                       "otherwise"))
        self.accept_box.setVisible(differences)
        self.accept_box.toggled.connect(self._refresh)
        self._differences = differences

    def _finish_layout(self) -> None:
        self.layout_.addWidget(self.accept_box)
        self.general = FieldMessage()
        self.layout_.addWidget(self.general)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(tr("Save the game"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(tr("Cancel"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.layout_.addWidget(self.buttons)
        self._refresh()

    def _allowed(self) -> bool:
        return not self._differences or self.accept_box.isChecked()

    def _refresh(self, _checked: bool = False) -> None:
        self.ok_button.setEnabled(self.ready() and not self.busy)

    # --- saving (ui.dialogs.operation_dialog) -------------------------------------------
    def ready(self) -> bool:
        return self._allowed() and self._submit is not None

    def operation(self) -> Op:
        assert self._submit is not None
        return keep_sending(self, self._submit(self.accept_box.isChecked()),
                            lambda issue: self.general.show_messages([issue_text(issue, [])]))

    def refused(self, issues: list[Issue]) -> None:
        self.show_issues(issues)
        self._refresh()


class OnlineLogDialog(_SaveDialog):
    """One table's game from its log: the hands, our payments and the room's."""

    def __init__(self, comparison: Comparison, players: Sequence[str],
                 submit: Callable[[bool], Op] | None = None, parent: QWidget | None = None):
        super().__init__(tr("Read an online game log"), bool(comparison.differences), parent)
        self._submit = submit
        log = comparison.log
        explain = QLabel(tr("%1, %2 hands. In the log, East to North: %3. At this table: %4.")
                         .replace("%1", log.room_text)
                         .replace("%2", str(len(log.hands)))
                         .replace("%3", ", ".join(log.names))
                         .replace("%4", ", ".join(players)))
        explain.setWordWrap(True)
        explain.setObjectName("muted")
        self.layout_.addWidget(explain)
        self.table = QTableWidget(len(log.hands), 4)
        self.table.setHorizontalHeaderLabels([tr("Hand"), tr("Result in the log"),
                                              tr("Our payments"), tr("The room's payments")])
        self.table.verticalHeader().hide()
        differing = {d.hand for d in comparison.differences}
        bold = QFont()
        bold.setBold(True)
        results = comparison.result.results
        for row, hand in enumerate(log.hands):
            ours = _payments(results[row].deltas) if row < len(results) else tr("not settled")
            cells = (f"{hand.label}-{hand.honba}", hand.summary, ours,
                     _payments(hand.log_deltas))
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if row in differing:
                    item.setFont(bold)
                    item.setToolTip(tr("Our payments differ from the room's"))
                self.table.setItem(row, column, item)
        self.table.resizeColumnsToContents()
        self.layout_.addWidget(self.table)
        self.differences = FieldMessage()
        self.differences.show_messages([d.message for d in comparison.differences])
        self.layout_.addWidget(self.differences)
        self.unfinished = QLabel(unfinished_words(comparison) if comparison.unfinished else "")
        self.unfinished.setWordWrap(True)
        self.unfinished.setVisible(comparison.unfinished)
        self.layout_.addWidget(self.unfinished)
        self._finish_layout()


class OnlineRoundDialog(_SaveDialog):
    """A round seated by the lobby: one table per log, in the order the logs were chosen."""

    def __init__(self, round: int, comparisons: Sequence[tuple[str, Comparison]],
                 submit: Callable[[bool], Op] | None = None, parent: QWidget | None = None):
        differs = any(c.differences for _, c in comparisons)
        super().__init__(tr("Read a round of online logs"), differs, parent)
        self._submit = submit
        explain = QLabel(tr("Round %1: each log becomes a table, seated as the online room "
                            "seated it. Players are found by their online name or their "
                            "name.").replace("%1", str(round)))
        explain.setWordWrap(True)
        explain.setObjectName("muted")
        self.layout_.addWidget(explain)
        self.table = QTableWidget(len(comparisons), 4)
        self.table.setHorizontalHeaderLabels([tr("Table"), tr("Log"), tr("Players in the log"),
                                              tr("Payments")])
        self.table.verticalHeader().hide()
        for row, (source, comparison) in enumerate(comparisons):
            verdict = (tr("as the room paid") if not comparison.differences else
                       tr("%1 differences").replace("%1", str(len(comparison.differences))))
            if comparison.unfinished:
                verdict += "; " + tr("unfinished")
            for column, text in enumerate((str(row + 1), source,
                                           ", ".join(comparison.log.names), verdict)):
                self.table.setItem(row, column, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        self.layout_.addWidget(self.table)
        self.differences = FieldMessage()
        self.differences.show_messages([f"{source}: {d.message}" for source, c in comparisons
                                        for d in c.differences])
        self.layout_.addWidget(self.differences)
        cut = [f"{source}: {unfinished_words(c)}" for source, c in comparisons if c.unfinished]
        self.unfinished = QLabel("\n".join(cut))
        self.unfinished.setWordWrap(True)
        self.unfinished.setVisible(bool(cut))
        self.layout_.addWidget(self.unfinished)
        self._finish_layout()
