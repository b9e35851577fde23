"""A referee penalty: who, what (yellow card, deduction, disqualification), how many points,
why. The points are typed in tournament points (−2.0), with the unit said beside the field
("points, in thousands: −5 = −5,000"), and given to the caller in raw points. A deduction
larger than one game can swing (`usual_penalty_limit`) is said under the field and asked
about before it is recorded: typing −5000 for −5.0 is a slip of the unit. The dialog never
touches the database: `submit(draft)` says what is wrong, if anything."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from tournament.model import Issue
from tournament.standings.ranking import PenaltyKind
from ui.confirm import ask
from ui.dialogs.operation_dialog import OperationDialog
from ui.models.penalties_model import kind_word
from ui.operations import Op
from ui.screen import open_size, scrolled_body
from ui.style import SPACE, font
from ui.text import MINUS, labelled, number, points, signed, tr
from ui.widgets.field_message import FieldMessage


@dataclass(frozen=True, slots=True)
class PenaltyDraft:
    player: str
    kind: PenaltyKind
    points: int  # raw points, <= 0
    reason: str
    referee: str
    round: int | None
    table: int | None


class PenaltyDialog(OperationDialog):
    def __init__(self, players: Sequence[str], points_unit: int, round: int | None,
                 rounds: int, referee: str = "",
                 submit: Callable[[PenaltyDraft], Op] | None = None,
                 parent: QWidget | None = None, limit: int | None = None):
        super().__init__(parent)
        self._unit = points_unit
        self._limit = limit  # raw points; a larger deduction is asked about
        self._submit = submit
        self.setWindowTitle(tr("Penalty"))
        layout, outer = scrolled_body(self)  # the form scrolls on a short screen (150 %)
        layout.setSpacing(SPACE)
        heading = QLabel(tr("Record a referee penalty"))
        heading.setFont(font(1.3, bold=True))
        layout.addWidget(heading)
        explain = QLabel(tr("A chombo is recorded at its table, as a hand (Chombo button)."))
        explain.setObjectName("muted")
        explain.setWordWrap(True)
        layout.addWidget(explain)
        form = QFormLayout()
        form.setVerticalSpacing(SPACE)
        self.player = QComboBox()
        self.player.setEditable(True)
        self.player.addItems(list(players))
        self.player.setCurrentIndex(-1)
        line = self.player.lineEdit()
        assert line is not None  # an editable combo box has one
        line.setPlaceholderText(tr("Type a name"))
        completer = QCompleter(list(players), self.player)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        self.player.setCompleter(completer)
        self.kind = QComboBox()
        for kind in PenaltyKind:
            self.kind.addItem(kind_word(kind.value), kind.value)
        self.kind.setCurrentIndex(self.kind.findData(PenaltyKind.DEDUCTION.value))
        self.points = QDoubleSpinBox()
        self.points.setDecimals(max(0, len(str(points_unit)) - 3))
        # Wide: a slip of the unit (-5000 for -5) is typed as it is, then said and asked.
        self.points.setRange(-1_000_000, 0)
        self.points.setSingleStep(1.0)
        self.points.setValue(-1.0)
        self.points.setGroupSeparatorShown(True)
        self.points.setAccessibleName(tr("Points"))
        self.unit_label = QLabel(self._unit_text())
        self.unit_label.setObjectName("muted")
        points_row = QHBoxLayout()
        points_row.setSpacing(SPACE)
        points_row.addWidget(self.points)
        points_row.addWidget(self.unit_label, 1)
        self.reason = QLineEdit()
        self.reason.setPlaceholderText(tr("e.g. slow play after two warnings"))
        self.referee = QLineEdit(referee)
        self.round = QSpinBox()
        self.round.setRange(0, max(rounds, 1))
        self.round.setSpecialValueText(tr("whole tournament"))
        self.round.setValue(round or 0)
        self.table = QSpinBox()
        self.table.setRange(0, 999)
        for spin in (self.points, self.round, self.table):
            spin.setMaximumWidth(220)
        self.table.setSpecialValueText(tr("not at a table"))
        self.messages = {key: FieldMessage(reserve=key in ("player", "reason"))
                         for key in ("player", "kind", "points", "reason", "round", "table",
                                     "")}
        form.addRow(tr("Player"), self.player)
        form.addRow("", self.messages["player"])
        form.addRow(tr("Penalty"), self.kind)
        form.addRow(tr("Points"), points_row)
        form.addRow("", self.messages["points"])
        form.addRow(tr("Reason"), self.reason)
        form.addRow("", self.messages["reason"])
        form.addRow(tr("Referee"), self.referee)
        form.addRow(tr("Round"), self.round)
        form.addRow("", self.messages["round"])
        form.addRow(tr("Table"), self.table)
        form.addRow("", self.messages["table"])
        layout.addLayout(form)
        layout.addWidget(self.messages[""])
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(tr("Record penalty"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(tr("Cancel"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)
        open_size(self, 620)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.player.currentTextChanged.connect(self._refresh)
        self.reason.textChanged.connect(self._refresh)
        self.points.valueChanged.connect(self._refresh)
        self._kind_changed()

    def _unit_text(self) -> str:
        """"points, in thousands: −5 = −5,000" (the ruleset's display unit)."""
        unit = self._unit
        if unit == 1000:
            words = tr("points, in thousands")
        elif unit == 100:
            words = tr("points, in hundreds")
        elif unit == 1:
            words = tr("points")
        else:
            words = tr("points, in units of %1").replace("%1", number(unit))
        return labelled(words, f"{MINUS}5 = {points(-5 * unit)}")

    def too_large(self) -> bool:
        """The deduction is beyond what one game can swing under the ruleset."""
        draft = self.draft()
        return (self._limit is not None and draft.kind is PenaltyKind.DEDUCTION
                and abs(draft.points) > self._limit)

    def draft(self) -> PenaltyDraft:
        kind = PenaltyKind(self.kind.currentData())
        points = round(self.points.value() * self._unit) if kind is PenaltyKind.DEDUCTION \
            else 0
        return PenaltyDraft(self.player.currentText().strip(), kind, points,
                            self.reason.text().strip(), self.referee.text().strip(),
                            self.round.value() or None, self.table.value() or None)

    def _kind_changed(self) -> None:
        self.points.setEnabled(self.kind.currentData() == PenaltyKind.DEDUCTION.value)
        self._refresh()

    def _refresh(self) -> None:
        draft = self.draft()
        self.messages["player"].show_messages([], [] if draft.player else
                                              [tr("Choose the player")])
        self.messages["reason"].show_messages([], [] if draft.reason else
                                              [tr("Say why the penalty is given")])
        if self.too_large():
            assert self._limit is not None
            self.messages["points"].show_messages([tr(
                "%1 is %2 points, more than one game can swing (%3): check the unit")
                .replace("%1", signed(self.points.value(), self.points.decimals()))
                .replace("%2", points(draft.points)).replace("%3", points(self._limit))])
        else:
            self.messages["points"].clear_messages()
        self.ok_button.setEnabled(bool(draft.player and draft.reason) and not self.busy)

    # --- submitting (ui.dialogs.operation_dialog) ---------------------------------------
    def ready(self) -> bool:
        if not self.ok_button.isEnabled():
            return False
        if self.too_large() and not self.confirm_large():
            self.points.setFocus()
            self.points.selectAll()
            return False
        return True

    def operation(self) -> Op:
        return self._submit(self.draft()) if self._submit else Op.done()

    def field_of(self, issue: Issue) -> str:
        return issue.field if issue.field in self.messages else ""

    def confirm_large(self) -> bool:
        draft = self.draft()
        return ask(self, tr("A very large deduction"),
                   tr("Take %1 points off %2? That is more than one game can swing.")
                   .replace("%1", points(-draft.points)).replace("%2", draft.player),
                   tr("Take %1 points off").replace("%1", points(-draft.points)),
                   cancel=tr("Change the amount"), destructive=True)
