"""Totals only: a table scored on paper gives its four final scores and chombo counts.

The scores plus the riichi sticks left on the table must make what the table started with
(4 x the starting score); the message says how far off they are, next to the scores. The
final placement and points are shown before OK.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tournament.games.hand_log import Totals
from tournament.model import Issue, TableState
from tournament.rules import Ruleset
from tournament.scoring import display_points, final_result
from tournament.scoring.totals import slip_issues
from ui.dialogs.operation_dialog import OperationDialog
from ui.issue_words import issue_text
from ui.operations import Op, keep_sending
from ui.style import SPACE, font
from ui.text import isolate, place, points, signed, tr
from ui.widgets.field_message import FieldMessage
from ui.widgets.labels import PlainLabel

_SEAT_FIELD = re.compile(r"(scores|chombos)\[(\d)\]")


class TotalsDialog(OperationDialog):
    general: FieldMessage  # always there

    def __init__(self, players: Sequence[str], rules: Ruleset, totals: Totals | None = None,
                 submit: Callable[[tuple[int, ...], tuple[int, ...]], Op] | None = None,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self._players = list(players)
        self._rules = rules
        self._submit = submit
        self._issues: list[Issue] = []
        self.setWindowTitle(tr("Totals scored on paper"))
        self.setMinimumWidth(640)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(3 * SPACE, 3 * SPACE, 3 * SPACE, 2 * SPACE)
        layout.setSpacing(2 * SPACE)
        title = QLabel(tr("Final scores from the paper score sheet"))
        title.setFont(font(1.3, bold=True))
        layout.addWidget(title)
        explain = QLabel(tr("For a table scored on paper, with no hands entered. The scores "
                            "and the sticks left on the table must add up to %1.")
                         .replace("%1", points(4 * rules.start_points)))
        explain.setObjectName("muted")
        explain.setWordWrap(True)
        layout.addWidget(explain)

        grid = QGridLayout()
        grid.setHorizontalSpacing(3 * SPACE)
        grid.setVerticalSpacing(SPACE // 2)
        for column, text in enumerate((tr("Player"), tr("Final score"), tr("Chombos"),
                                       tr("Result"))):
            header = QLabel(text)
            header.setObjectName("sectionTitle")
            grid.addWidget(header, 0, column)
        self.scores: list[QSpinBox] = []
        self.chombos: list[QSpinBox] = []
        self.results: list[QLabel] = []
        self.seat_messages: list[FieldMessage] = []
        start = totals.scores if totals else (rules.start_points,) * 4
        counts = totals.chombos if totals else (0, 0, 0, 0)
        for seat, name in enumerate(players):
            row = 1 + 2 * seat
            grid.addWidget(PlainLabel(isolate(name)), row, 0)
            score = QSpinBox()
            score.setRange(-999_900, 999_900)
            score.setSingleStep(100)
            score.setGroupSeparatorShown(True)
            score.setValue(start[seat])
            score.setAccessibleName(tr("Final score of %1").replace("%1", name))
            score.valueChanged.connect(self._changed)
            chombo = QSpinBox()
            chombo.setRange(0, 9)
            chombo.setValue(counts[seat])
            chombo.setAccessibleName(tr("Chombos of %1").replace("%1", name))
            chombo.valueChanged.connect(self._changed)
            result = QLabel()
            result.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(score, row, 1)
            grid.addWidget(chombo, row, 2)
            grid.addWidget(result, row, 3)
            message = FieldMessage()
            grid.addWidget(message, row + 1, 1, 1, 3)
            self.scores.append(score)
            self.chombos.append(chombo)
            self.results.append(result)
            self.seat_messages.append(message)
        layout.addLayout(grid)

        sticks_row = QHBoxLayout()
        sticks_label = QLabel(tr("Riichi sticks left on the table"))
        self.sticks = QSpinBox()
        self.sticks.setRange(0, 40)
        self.sticks.setValue(totals.sticks if totals else 0)
        sticks_label.setBuddy(self.sticks)
        self.sticks.valueChanged.connect(self._changed)
        sticks_row.addWidget(sticks_label)
        sticks_row.addWidget(self.sticks)
        sticks_row.addStretch(1)
        layout.addLayout(sticks_row)
        self.sticks_message = FieldMessage()
        layout.addWidget(self.sticks_message)

        self.sum_label = QLabel()
        self.sum_label.setFont(font(1.0, bold=True))
        layout.addWidget(self.sum_label)
        # The sum is the scores' problem: its message goes right below the score column.
        self.scores_message = FieldMessage()
        layout.addWidget(self.scores_message)
        self.general = FieldMessage()
        layout.addWidget(self.general)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(tr("Save totals"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(tr("Cancel"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._refresh()

    def entered(self) -> tuple[tuple[int, ...], tuple[int, ...], int]:
        """The scores, chombo counts and sticks as typed."""
        return (tuple(s.value() for s in self.scores), tuple(c.value() for c in self.chombos),
                self.sticks.value())

    def issues(self) -> list[Issue]:
        return list(self._issues)

    def _changed(self) -> None:
        self._refresh()

    def _refresh(self, submitted: list[Issue] | None = None) -> None:
        scores, chombos, sticks = self.entered()
        self._issues = submitted if submitted else slip_issues(scores, chombos, sticks,
                                                               self._rules)
        seat_messages: list[list[str]] = [[] for _ in range(4)]
        scores_messages, sticks_messages, general = [], [], []
        for issue in self._issues:
            text = issue_text(issue, self._players)
            match = _SEAT_FIELD.fullmatch(issue.field)
            if match:
                seat_messages[int(match.group(2))].append(text)
            elif issue.field == "scores":
                scores_messages.append(text)
            elif issue.field == "leftover_sticks":
                sticks_messages.append(text)
            else:
                general.append(text)
        for message, texts in zip(self.seat_messages, seat_messages, strict=True):
            message.show_messages(texts)
        self.scores_message.show_messages(scores_messages)
        self.sticks_message.show_messages(sticks_messages)
        self.general.show_messages(general)
        total = sum(scores) + 1000 * sticks
        self.sum_label.setText(tr("Total with the sticks: %1 of %2")
                               .replace("%1", points(total))
                               .replace("%2", points(4 * self._rules.start_points)))
        if self._issues:
            for label in self.results:
                label.setText("")
        else:
            state = TableState(scores=(scores[0], scores[1], scores[2], scores[3]),
                               sticks=sticks, ended=True,
                               chombos=(chombos[0], chombos[1], chombos[2], chombos[3]))
            final = final_result(state, self._rules)
            for seat, label in enumerate(self.results):
                value = display_points(final.points[seat], self._rules)
                label.setText(f"{place(final.places[seat])}, {signed(value)}")
        self.ok_button.setEnabled(not self._issues and not self.busy)

    # --- submitting (ui.dialogs.operation_dialog) ---------------------------------------
    def ready(self) -> bool:
        return not self._issues

    def operation(self) -> Op:
        scores, chombos, _ = self.entered()
        op = self._submit(scores, chombos) if self._submit else Op.done()
        return keep_sending(self, op, lambda issue: self.general.show_messages(
            [issue_text(issue, self._players)]))

    def refused(self, issues: list[Issue]) -> None:
        self._refresh(issues)  # shown where the totals' own checks show theirs
