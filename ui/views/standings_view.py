"""Standings: the live ranking and a chart of each player's place or total over the rounds.

The table sorts by any column and filters by name; shared places show as "3="; substitutes
and disqualified players are listed apart, without a place. "Games in play" counts the tables
still playing at their current scores (their rows are marked *). The chart draws the players
selected in the table, or the leaders when none is selected.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tournament.service import Changes
from tournament.service.read_models import Progress, StandingsData, progress, standing_lines
from tournament.standings.final_stage import FinalStage
from ui.models.final_standings_model import FinalStandingsTableModel
from ui.models.rows_model import ROW_ROLE, SortFilterProxy
from ui.models.standings_model import StandingsTableModel
from ui.screen import Tabs, fit_placeholder
from ui.session import Session
from ui.style import SPACE
from ui.tasks import LatestWins
from ui.text import count, tr
from ui.views.lazy import RefreshWhenShown
from ui.widgets.columns import NAME, NUMBER, Fit, Kind, fit_columns
from ui.widgets.labels import label_for, page_heading
from ui.widgets.progress_chart import ProgressChart

if TYPE_CHECKING:
    # Names only: the service's facade is built on the storage layer, which the desk loads
    # when a tournament is opened, not when this module is imported.
    from tournament.service import Tournament

__all__ = ["ProgressChart", "StandingsView", "standings_fit", "standings_table"]

LEADERS = 8


def standings_table(model: StandingsTableModel, proxy: SortFilterProxy) -> QTableView:
    table = QTableView()
    table.setModel(proxy)
    table.setSortingEnabled(True)
    table.verticalHeader().hide()
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setAlternatingRowColors(True)
    table.verticalHeader().setDefaultSectionSize(32)
    table.setAccessibleName(tr("Standings"))
    fit_columns(table, standings_fit(model))
    return table


def standings_fit(model: StandingsTableModel) -> Callable[[int], Fit]:
    """The standings' columns under the desk's column policy (ui.widgets.columns): the
    numbers never cut, the name whole before the club, the club cut first."""

    def fit(column: int) -> Fit:
        shown = model.column(column)
        found = shown.spec if shown is not None else None
        if found is None or found.kind.numeric:
            return NUMBER
        if found.key in ("club", "status"):
            return Fit(Kind.TEXT, 8)
        return NAME

    return fit


class StandingsView(RefreshWhenShown):
    updated = Signal()  # after the table shows new standings

    def __init__(self, session: Session, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("StandingsView")
        self.session = session
        self.data: StandingsData | None = None
        self.progress_data: Progress | None = None
        self.reads = LatestWins()
        self._chart_stale = True
        # The standings are asked for first, as the controls below start (the latest round,
        # games in play counted): the worker reads them while the screen is built.
        self._read(None, only=False, live=True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(3 * SPACE, 3 * SPACE, 3 * SPACE, 3 * SPACE)
        layout.setSpacing(SPACE + SPACE // 2)
        top, self.subtitle = page_heading(tr("Standings"))
        layout.addLayout(top)

        tools = QHBoxLayout()
        tools.setSpacing(SPACE)
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(tr("Filter by name"))
        self.filter.setClearButtonEnabled(True)
        self.filter.setMaximumWidth(320)
        self.filter.setAccessibleName(tr("Filter by name"))
        fit_placeholder(self.filter)
        self.round_box = QComboBox()
        self.round_box.setAccessibleName(tr("Standings after"))
        self.round_box.setMinimumContentsLength(14)
        self.only_round = QCheckBox(tr("This round only"))
        self.in_play = QCheckBox(tr("Count games in play"))
        self.in_play.setChecked(True)
        self.in_play.setToolTip(tr("Tables still playing count at their current scores "
                                   "(marked *)"))
        tools.addWidget(self.filter)
        tools.addStretch(1)
        tools.addWidget(QLabel(tr("After")))
        tools.addWidget(self.round_box)
        tools.addWidget(self.only_round)
        tools.addWidget(self.in_play)
        layout.addLayout(tools)
        from ui.views.hidden_standings import HiddenStandingsNote

        self.hidden_note = HiddenStandingsNote(session)
        layout.addWidget(self.hidden_note)

        self.tabs = Tabs()  # its least height for a width (ui.screen)
        ranking = QWidget()
        ranking_layout = QVBoxLayout(ranking)
        ranking_layout.setContentsMargins(0, SPACE, 0, 0)
        # With a final: its own columns (carried, F1...) and the qualifying places.
        self.model = FinalStandingsTableModel()
        self.final: FinalStage | None = None
        self.proxy = SortFilterProxy(StandingsTableModel.NAME)
        self.proxy.setSourceModel(self.model)
        self.table = standings_table(self.model, self.proxy)
        self.table.sortByColumn(StandingsTableModel.PLACE, Qt.SortOrder.AscendingOrder)
        ranking_layout.addWidget(self.table, 3)
        self.final_note = QLabel()
        self.final_note.setObjectName("muted")
        self.final_note.setWordWrap(True)
        self.final_note.setTextFormat(Qt.TextFormat.PlainText)
        self.final_note.hide()
        ranking_layout.insertWidget(0, self.final_note)
        self.apart_title = QLabel(tr("Without a place: substitutes and disqualified players"))
        self.apart_title.setObjectName("sectionTitle")
        ranking_layout.addWidget(self.apart_title)
        self.apart_model = StandingsTableModel()
        self.apart_proxy = SortFilterProxy(StandingsTableModel.NAME)
        self.apart_proxy.setSourceModel(self.apart_model)
        self.apart_table = standings_table(self.apart_model, self.apart_proxy)
        self.apart_table.setMaximumHeight(150)
        ranking_layout.addWidget(self.apart_table, 1)
        self.tabs.addTab(ranking, tr("Ranking"))

        chart_page = QWidget()
        chart_layout = QVBoxLayout(chart_page)
        chart_layout.setContentsMargins(0, SPACE, 0, 0)
        chart_tools = QHBoxLayout()
        self.chart_mode = QComboBox()
        self.chart_mode.addItem(tr("Place"), "place")
        self.chart_mode.addItem(tr("Total"), "total")
        self.chart_note = QLabel()
        self.chart_note.setObjectName("muted")
        chart_tools.addWidget(label_for(tr("Show"), self.chart_mode))
        chart_tools.addWidget(self.chart_mode)
        chart_tools.addSpacing(2 * SPACE)
        chart_tools.addWidget(self.chart_note, 1)
        chart_layout.addLayout(chart_tools)
        self.chart = ProgressChart()
        chart_layout.addWidget(self.chart, 1)
        self.tabs.addTab(chart_page, tr("Chart"))
        layout.addWidget(self.tabs, 1)

        self.filter.textChanged.connect(self.proxy.setFilterFixedString)
        self.filter.textChanged.connect(self.apart_proxy.setFilterFixedString)
        self.round_box.activated.connect(lambda _i: self.refresh())
        self.only_round.toggled.connect(lambda _b: self.refresh())
        self.in_play.toggled.connect(lambda _b: self.refresh(chart=True))
        self.chart_mode.currentIndexChanged.connect(lambda _i: self.draw_chart())
        self.tabs.currentChanged.connect(lambda _i: self._chart_if_shown())
        self.table.selectionModel().selectionChanged.connect(lambda *_: self.draw_chart())
        session.changed.connect(self._changed)

    # --- data -------------------------------------------------------------------------
    def chosen_round(self) -> int | None:
        return self.round_box.currentData()

    def refresh(self, chart: bool = False) -> None:
        """Read the standings on the worker; one read at a time, the latest asked for wins."""
        if chart:
            self._chart_stale = True
        self._read(self.chosen_round(), only=self.only_round.isChecked(),
                   live=self.in_play.isChecked())

    def _read(self, round: int | None, only: bool, live: bool) -> None:
        if not self.reads.start():
            return

        def read(t: Tournament) -> tuple[list[int], StandingsData, FinalStage | None]:
            rounds = [r.number for r in t.rounds.all()]
            return rounds, standing_lines(t, round if round in rounds else None,
                                          only_round=only, provisional=live), t.final.stage()

        self.session.read(read, self._show, self._failed)

    def _failed(self, exc: BaseException) -> None:
        self.reads.failed()
        self.session.worker.failed.emit(exc)

    def _show(self, result: tuple[list[int], StandingsData, FinalStage | None]) -> None:
        rounds, data, self.final = result
        again = self.reads.done()
        self.data = data
        current = self.round_box.currentData()
        self.round_box.blockSignals(True)
        self.round_box.clear()
        self.round_box.addItem(tr("the latest round"), None)
        for number in rounds:
            self.round_box.addItem(self.round_text(number), number)
        self.round_box.setCurrentIndex(max(self.round_box.findData(current), 0))
        self.round_box.blockSignals(False)
        selected = self.selected_names()
        # A final round's standings (not "this round only": that is the final's games).
        self.model.set_final(data.final if not self.only_round.isChecked() else None)
        self.model.set_rows(data.rows)
        self._show_final_note(data)
        self.apart_model.set_rows(data.apart)
        self.apart_title.setVisible(bool(data.apart))
        self.apart_table.setVisible(bool(data.apart))
        self._reselect(selected)
        parts = []
        if data.round:
            parts.append(tr("After %1").replace("%1", self.round_text(data.round))
                         if self.final is not None and self.final.is_final_round(data.round)
                         else tr("After round %1").replace("%1", str(data.round)))
        parts.append(count(len(data.rows), tr("%n player ranked"), tr("%n players ranked")))
        if data.pending:
            parts.append(count(len(data.pending), tr("%n game not counted yet"),
                               tr("%n games not counted yet")))
        if any(r.provisional for r in data.rows):
            parts.append(tr("* includes a game in play"))
        self.subtitle.setText("  \u00b7  ".join(parts))
        if again:
            self.refresh()
        self._chart_if_shown()
        self.updated.emit()

    def round_text(self, number: int) -> str:
        """"round 3", or "the final (round 3)" / "final game 2 (round 4)"."""
        final = self.final
        if final is None or not final.is_final_round(number):
            return tr("round %1").replace("%1", str(number))
        if final.rounds == 1:
            return tr("the final (round %1)").replace("%1", str(number))
        return (tr("final game %1 (round %2)").replace("%1", str(number - final.after_round))
                .replace("%2", str(number)))

    def _show_final_note(self, data: StandingsData) -> None:
        """Qualifying or final standings, in words."""
        final = self.final
        if final is None:
            self.final_note.hide()
            return
        if data.final is None:
            text = tr("Qualifying standings after round %1; the top %2 after round %3 play "
                      "the final.").replace("%1", str(data.round or 0)) \
                .replace("%2", str(final.size)).replace("%3", str(final.after_round))
        else:
            carry = {"kept": tr("kept"), "halved": tr("halved"),
                     "reset": tr("reset to zero")}[final.carry.value]
            text = (tr("Final standings: the top %1 after round %2 play the final, their "
                       "qualifying points %3 (Carried). Players outside the final keep their "
                       "qualifying places.").replace("%1", str(final.size))
                    .replace("%2", str(final.after_round)).replace("%3", carry))
        self.final_note.setText(text)
        self.final_note.show()

    def _changed(self, changes: Changes) -> None:
        if changes.standings or changes.players or changes.penalties or changes.rounds \
                or changes.final:
            self._chart_stale = True
            self.refresh_soon()

    # --- chart ------------------------------------------------------------------------
    def selected_names(self) -> list[str]:
        rows = self.table.selectionModel().selectedRows()
        return [index.data(ROW_ROLE).name for index in rows]

    def _reselect(self, names: list[str]) -> None:
        if not names:
            return
        from PySide6.QtCore import QItemSelectionModel

        model = self.table.selectionModel()
        for row in range(self.proxy.rowCount()):
            index = self.proxy.index(row, 0)
            if index.data(ROW_ROLE).name in names:
                model.select(index, QItemSelectionModel.SelectionFlag.Select
                             | QItemSelectionModel.SelectionFlag.Rows)

    def _chart_if_shown(self) -> None:
        if self.tabs.currentIndex() != 1:
            return
        if self._chart_stale or self.progress_data is None:
            self._chart_stale = False
            live = self.in_play.isChecked()
            self.session.read(lambda t: progress(t, live), self._got_progress)
        else:
            self.draw_chart()

    def _got_progress(self, data: Progress) -> None:
        self.progress_data = data
        self.draw_chart()

    def draw_chart(self) -> None:
        data = self.progress_data
        if data is None or self.tabs.currentIndex() != 1:
            return
        names = self.selected_names() or list(data.names[:LEADERS])
        self.chart_note.setText(tr("The players selected in the ranking") if
                                self.selected_names() else
                                tr("The leaders; select players in the ranking to follow "
                                   "them"))
        self.chart.show_progress(data, names, self.chart_mode.currentData())
