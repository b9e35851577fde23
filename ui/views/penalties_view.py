"""Penalties: every chombo (from the hand logs) and referee penalty of a round, one list.

A referee penalty is recorded here (yellow card, deduction, disqualification) with its reason;
a chombo is a hand of its table, so "Chombo…" opens that table's chombo entry with the
offender chosen. A penalty can be withdrawn on appeal (it stays listed, struck through).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tournament.service import Changes
from tournament.service.read_models import PenaltyLine, penalty_lines, player_table
from tournament.service.values import usual_penalty_limit
from ui import icons
from ui.confirm import ask_reason
from ui.dialogs.penalty_dialog import PenaltyDialog, PenaltyDraft
from ui.issue_words import issue_text
from ui.models.penalties_model import PenaltiesTableModel
from ui.models.rows_model import ROW_ROLE, SortFilterProxy
from ui.operations import Op
from ui.operations import penalties as penalty_ops
from ui.session import Session
from ui.style import SPACE, font
from ui.text import count, name_order, tr
from ui.views.lazy import RefreshWhenShown
from ui.widgets.columns import NAME, NUMBER, Fit, Kind, fit_columns
from ui.widgets.roles import organiser_only

if TYPE_CHECKING:
    # Names only: the service's facade is built on the storage layer, which the desk loads
    # when a tournament is opened, not when this module is imported.
    from tournament.service import Tournament


class PenaltiesView(RefreshWhenShown):
    chombo_requested = Signal(int, int, int)  # round, table, seat of the offender
    loaded = Signal()

    def __init__(self, session: Session, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("PenaltiesView")
        self.session = session
        self.dialog: PenaltyDialog | None = None
        self.players: list[str] = []
        self._round: int | None = None
        self._current: int | None = None  # the last seated round
        layout = QVBoxLayout(self)
        layout.setContentsMargins(3 * SPACE, 3 * SPACE, 3 * SPACE, 3 * SPACE)
        layout.setSpacing(SPACE + SPACE // 2)
        top = QHBoxLayout()
        title = QLabel(tr("Penalties"))
        title.setFont(font(1.6, bold=True))
        self.summary = QLabel()
        self.summary.setObjectName("muted")
        top.addWidget(title)
        top.addSpacing(2 * SPACE)
        top.addWidget(self.summary, 1, Qt.AlignmentFlag.AlignBottom)
        layout.addLayout(top)
        tools = QHBoxLayout()
        tools.setSpacing(SPACE)
        self.round_box = QComboBox()
        self.round_box.setMinimumContentsLength(12)
        self.round_box.setAccessibleName(tr("Round"))
        self.round_box.activated.connect(lambda _i: self.refresh())
        self.add_button = QPushButton(icons.icon("penalties"), tr("Penalty\u2026"))
        self.add_button.clicked.connect(self.open_penalty_dialog)
        self.chombo_button = QPushButton(icons.icon("chombo"), tr("Chombo\u2026"))
        self.chombo_button.setToolTip(tr("Open the offender's table to record the chombo"))
        self.chombo_button.clicked.connect(self.ask_chombo)
        self.withdraw_button = QPushButton(tr("Withdraw\u2026"))
        self.withdraw_button.clicked.connect(self.withdraw_selected)
        tools.addWidget(QLabel(tr("Round")))
        tools.addWidget(self.round_box)
        tools.addStretch(1)
        tools.addWidget(self.chombo_button)
        tools.addWidget(self.add_button)
        tools.addWidget(self.withdraw_button)
        organiser_only(session, self.add_button, self.withdraw_button)
        layout.addLayout(tools)
        self.model = PenaltiesTableModel()
        self.proxy = SortFilterProxy(PenaltiesTableModel.PLAYER)
        self.proxy.setSourceModel(self.model)
        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(PenaltiesTableModel.TIME, Qt.SortOrder.AscendingOrder)
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setAccessibleName(tr("Penalties"))
        # The player and the points whole first; the reason cut first, whole in its tooltip.
        fit_columns(self.table, [NAME, NAME, NUMBER, NUMBER, NUMBER, Fit(Kind.TEXT, 16), NAME,
                                 NUMBER])
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        layout.addWidget(self.table, 1)
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setObjectName("muted")
        layout.addWidget(self.status)
        session.changed.connect(self._changed)
        self.refresh()

    def selected_round(self) -> int | None:
        return self.round_box.currentData()

    def refresh(self) -> None:
        # Every round at first: the whole day's chombos and penalties on one list.
        chosen = self.round_box.currentData() if self.round_box.count() else None

        def read(t: Tournament) -> tuple[list[int], int | None, list[str], list[PenaltyLine]]:
            rounds = [r.number for r in t.rounds.all()]
            number = chosen
            names = name_order(p.name for p in t.players.all())
            return rounds, number, names, penalty_lines(t, number)

        self.session.read(read, self._show)

    def _show(self, result: tuple[list[int], int | None, list[str], list[PenaltyLine]]) -> None:
        rounds, number, self.players, lines = result
        self._round = number
        self._current = rounds[-1] if rounds else None
        self.round_box.clear()
        self.round_box.addItem(tr("All rounds"), None)
        for r in rounds:
            self.round_box.addItem(tr("Round %1").replace("%1", str(r)), r)
        self.round_box.setCurrentIndex(max(self.round_box.findData(number), 0))
        self.model.set_rows(lines)
        chombos = sum(line.kind == "chombo" for line in lines)
        self.summary.setText(
            count(chombos, tr("%n chombo"), tr("%n chombos")) + "  \u00b7  " +
            count(len(lines) - chombos, tr("%n referee penalty"), tr("%n referee penalties")))
        self._update_buttons()
        self.loaded.emit()

    def _changed(self, changes: Changes) -> None:
        if changes.penalties or changes.tables or changes.players or changes.seating:
            self.refresh_soon()

    def selected(self) -> PenaltyLine | None:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].data(ROW_ROLE) if rows else None

    def _update_buttons(self) -> None:
        line = self.selected()
        self.withdraw_button.setEnabled(line is not None and line.penalty_id is not None
                                        and not line.withdrawn)

    # --- actions ----------------------------------------------------------------------
    def open_penalty_dialog(self) -> PenaltyDialog | None:
        if self.dialog is not None:
            return None
        settings = self.session.settings

        def submit(draft: PenaltyDraft) -> Op:
            return penalty_ops.add_penalty(
                self.session, draft.player, draft.kind, draft.points, draft.reason,
                referee=draft.referee, round=draft.round, table=draft.table, initiator=self)

        dialog = PenaltyDialog(self.players, settings.rules.points_unit,
                               self._round or self._current, settings.rounds,
                               self.session.referee, submit, self,
                               limit=usual_penalty_limit(settings.rules))
        self.dialog = dialog

        def finished(code: int) -> None:
            self.dialog = None
            if code == PenaltyDialog.DialogCode.Accepted:
                draft = dialog.draft()
                self.status.setText(tr("Penalty recorded for %1.").replace("%1", draft.player))
            dialog.deleteLater()

        dialog.finished.connect(finished)
        dialog.open()
        return dialog

    def ask_chombo(self) -> None:
        if not self.players:
            return
        name, ok = QInputDialog.getItem(self, tr("Chombo"), tr("Who made the chombo?"),
                                        self.players, 0, True)
        if ok and name:
            self.chombo_for(name)

    def chombo_for(self, name: str, round: int | None = None) -> None:
        number = round or self._round or self._current

        def found(place: tuple[int, int] | None) -> None:
            if place is None or number is None:
                self.status.setText(tr("%1 has no table in this round.").replace("%1", name))
                return
            self.chombo_requested.emit(number, place[0], place[1])

        self.session.read(lambda t: player_table(t, name, number or 0), found,
                          lambda exc: self.status.setText(str(exc)))

    def withdraw_selected(self) -> None:
        line = self.selected()
        if line is None or line.penalty_id is None:
            return
        reason = ask_reason(self, tr("Withdraw penalty"),
                            tr("Why is it withdrawn? (kept in the log)"),
                            tr("Withdraw penalty"))
        if reason is None:
            return
        def finished(done: Op) -> None:
            if self._alive():
                self.status.setText(tr("Penalty withdrawn.") if done.ok else
                                    "; ".join(issue_text(i, []) for i in done.issues))

        penalty_ops.withdraw_penalty(self.session, line.penalty_id, reason, self).then(finished)

    def _alive(self) -> bool:
        return shiboken6.isValid(self)
