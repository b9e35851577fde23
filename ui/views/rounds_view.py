"""Rounds and tables: seat a round, judge the seating, swap two players, approve the round.

Left, the rounds with their progress. Right, the tables of the selected round (East to North)
and the seating quality report (who meets twice, seat-wind balance) over the rounds so far.
Selecting two players (Ctrl+click) and pressing Swap exchanges their seats; the report updates.
Seating runs on the database worker with a progress bar: the window never freezes, even for
200 players. A table opens with a double click, or Enter on it (Tab leaves the grid).
"Approve round" first says what it does (how many tables are locked, where the backup goes)
and asks; a round approved by mistake is taken back with "Unlock the round" (one organiser
password for all its tables).

Above the tables, the round clock of the selected round (`ClockPanel`: start, pause, extra
minutes for the room or one table). After the qualifying rounds, "Start final" opens the
final stage's dialog; the final's rounds are named "Final" in the list, a later final round is
seated by rank, and its printouts are the usual ones for that round.

Once the round's tables have phone entry codes, a "Phone" column says which tables enter
their hands by phone (☎ and the hands entered so), and a right click switches phone entry
off (or on) for a table or the whole round (organiser only).

The screen's parts: the actions on a round (`ui.views.round_actions`), the seating quality
report (`ui.views.seating_quality`), a round's name and state in words
(`ui.views.round_names`).
"""

from __future__ import annotations

from dataclasses import replace

import shiboken6
from PySide6.QtCore import QModelIndex, QPoint, QSize, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tournament.service import Changes
from tournament.service.read_models import (
    RoundsOverview,
    RoundSummary,
    TableLine,
    rounds_overview,
    seating_quality,
)
from tournament.standings.final_stage import FinalStage
from ui import icons
from ui.confirm import ask
from ui.dialogs.unlock_dialog import UnlockRoundDialog
from ui.models.round_tables_model import RoundTablesTableModel
from ui.models.rows_model import ROW_ROLE, SortFilterProxy
from ui.operations import Op
from ui.operations import phone as phone_ops
from ui.round_clock import ClockTicker
from ui.session import Session
from ui.style import SPACE, font
from ui.text import tr
from ui.views.round_actions import RoundActions
from ui.views.round_names import final_title, round_name, round_status
from ui.views.seating_quality import QualityPanel
from ui.widgets.clock_panel import ClockPanel
from ui.widgets.columns import NAME, NUMBER, Fit, Kind, fit_columns, fit_list
from ui.widgets.roles import organiser_only


class RoundsView(RoundActions):
    open_table = Signal(int, int)  # round, table
    loaded = Signal()
    phones_loaded = Signal()  # the Phone column is up to date (tests wait for it)
    final_requested = Signal()  # "Start final" (the main window opens the dialog)

    def __init__(self, session: Session, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("RoundsView")
        self.session = session
        self.overview: RoundsOverview | None = None
        self.final: FinalStage | None = None
        self.clock_panel: ClockPanel | None = None
        self._selected: int | None = None
        # The tables read while the screen was hidden, waiting for their report.
        self._waiting: RoundsOverview | None = None
        self._busy = False
        layout = QHBoxLayout(self)
        layout.setContentsMargins(3 * SPACE, 3 * SPACE, 3 * SPACE, 3 * SPACE)
        splitter = QSplitter()
        layout.addWidget(splitter)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, SPACE, 0)
        title = QLabel(tr("Rounds"))
        title.setFont(font(1.6, bold=True))
        left_layout.addWidget(title)
        self.rounds = QListWidget()
        self.rounds.setObjectName("roundList")
        self.rounds.setIconSize(QSize(20, 20))
        self.rounds.currentRowChanged.connect(self._round_chosen)
        self.rounds.setAccessibleName(tr("Rounds"))
        fit_list(self.rounds)
        left_layout.addWidget(self.rounds, 3)
        # The report under the rounds: the tables keep the full height on the right.
        self.quality = QualityPanel()
        quality_scroll = QScrollArea()
        quality_scroll.setObjectName("formScroll")
        quality_scroll.setWidgetResizable(True)
        quality_scroll.setFrameShape(QFrame.Shape.NoFrame)
        quality_scroll.setWidget(self.quality)
        left_layout.addWidget(quality_scroll, 2)
        self.reseat_button = QPushButton(icons.icon("seat"), tr("Seat coming rounds again"))
        self.reseat_button.setToolTip(tr("After a late arrival or a drop-out: draw new tables "
                                         "for every seated round not played yet"))
        self.reseat_button.clicked.connect(self.reseat_coming)
        left_layout.addWidget(self.reseat_button)
        # With the rounds list, not in the round's action row (which must stay narrow): it
        # makes the selected round's tables from the logs.
        # A short label: the column is as wide as its widest button.
        self.online_button = QPushButton(icons.icon("seat"), tr("Online round\u2026"))
        self.online_button.setToolTip(tr("Read a round of online logs: a round played online "
                                          "and seated by the lobby, its tables made from the "
                                          "games' logs"))
        self.online_button.clicked.connect(lambda: self.read_online_round())
        left_layout.addWidget(self.online_button)
        self.final_button = QPushButton(icons.icon("standings"), tr("Start final\u2026"))
        self.final_button.setToolTip(tr("After the qualifying rounds: the top 4, 8 or 16 play a "
                                        "final, seated by rank"))
        self.final_button.clicked.connect(self.final_requested)
        self.final_label = QLabel()
        self.final_label.setObjectName("muted")
        self.final_label.setWordWrap(True)
        self.final_label.hide()
        self.cancel_final_button = QPushButton(tr("Take the final back"))
        self.cancel_final_button.setToolTip(tr("Only while none of its games has started"))
        self.cancel_final_button.clicked.connect(self.cancel_final)
        self.cancel_final_button.hide()
        left_layout.addWidget(self.final_label)
        left_layout.addWidget(self.final_button)
        left_layout.addWidget(self.cancel_final_button)
        splitter.addWidget(left)

        right = QWidget()
        body = QVBoxLayout(right)
        body.setContentsMargins(SPACE, 0, 0, 0)
        body.setSpacing(SPACE + SPACE // 2)
        head = QHBoxLayout()
        self.title = QLabel()
        self.title.setFont(font(1.6, bold=True))
        self.subtitle = QLabel()
        self.subtitle.setObjectName("muted")
        head.addWidget(self.title)
        head.addSpacing(SPACE)
        head.addWidget(self.subtitle, 1, Qt.AlignmentFlag.AlignBottom)
        body.addLayout(head)
        actions = QHBoxLayout()
        actions.setSpacing(SPACE)
        self.seat_button = QPushButton(icons.icon("seat"), tr("Seat round"))
        self.seat_button.setToolTip(tr("Draw the tables of this round (it must not be played "
                                       "yet)"))
        # Not connected directly: `clicked(False)` would be taken for confirm=False.
        self.seat_button.clicked.connect(lambda: self.seat_selected_round())
        self.swap_button = QPushButton(icons.icon("swap"), tr("Swap players"))
        self.swap_button.setToolTip(tr("Ctrl+click two players in the tables, then swap them"))
        self.swap_button.clicked.connect(self.swap_selected)
        self.open_button = QPushButton(icons.icon("table"), tr("Open table"))
        self.open_button.clicked.connect(self._open_selected)
        self.approve_button = QPushButton(icons.icon("lock"), tr("Approve round"))
        self.approve_button.setToolTip(tr("Every table must be finished; they are locked and "
                                          "a backup is written"))
        # Not connected directly: `clicked(False)` would be taken for confirm=False.
        self.approve_button.clicked.connect(lambda: self.approve())
        self.unlock_round_button = QPushButton(icons.icon("lock"), tr("Unlock the round\u2026"))
        self.unlock_round_button.setToolTip(tr("Approved by mistake? Take the approval back: "
                                               "every table is unlocked, with one organiser "
                                               "password"))
        self.unlock_round_button.clicked.connect(self.unlock_round)
        self.dialog: UnlockRoundDialog | None = None
        # Until the rounds are read there is nothing to approve (what it would do is unknown).
        self.approve_button.setEnabled(False)
        self.unlock_round_button.hide()
        for button in (self.seat_button, self.swap_button, self.open_button):
            actions.addWidget(button)
        actions.addStretch(1)
        actions.addWidget(self.unlock_round_button)
        actions.addWidget(self.approve_button)
        body.addLayout(actions)
        organiser_only(session, self.reseat_button, self.seat_button, self.swap_button,
                       self.approve_button, self.final_button, self.online_button,
                       self.unlock_round_button)
        self.clock_holder = QVBoxLayout()
        self.clock_holder.setContentsMargins(0, 0, 0, 0)
        body.addLayout(self.clock_holder)
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)
        self.progress.setTextVisible(True)
        self.progress.setFormat(tr("Seating\u2026"))
        self.progress.hide()
        body.addWidget(self.progress)
        self.message = QLabel()
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setWordWrap(True)
        self.message.hide()
        body.addWidget(self.message)

        self.model = RoundTablesTableModel()
        self.proxy = SortFilterProxy(RoundTablesTableModel.TABLE)
        self.proxy.setSourceModel(self.model)
        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(RoundTablesTableModel.TABLE, Qt.SortOrder.AscendingOrder)
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setDefaultSectionSize(36)
        self.table.setAccessibleName(tr("Tables of the round"))
        # The players' names whole first (ui.widgets.columns); the game's state cut first.
        fit_columns(self.table, lambda c: NUMBER if c == RoundTablesTableModel.TABLE else
                    Fit(Kind.TEXT, 10) if c == RoundTablesTableModel.GAME else NAME)
        self.table.doubleClicked.connect(self._double_clicked)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._phone_menu)
        # The keyboard: Tab goes on to the next control (the arrows move in the grid) and
        # Enter opens the selected table.
        self.table.setTabKeyNavigation(False)
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            enter = QShortcut(QKeySequence(key), self.table, self._open_selected)
            enter.setContext(Qt.ShortcutContext.WidgetShortcut)
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        # Tab into the grid makes its first table current (without selecting it): Enter and
        # "Open table" open that one.
        self.table.selectionModel().currentChanged.connect(self._update_buttons)
        body.addWidget(self.table, 1)
        splitter.addWidget(right)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([340, 1000])
        session.changed.connect(self._changed)
        self.refresh()

    # --- data -------------------------------------------------------------------------
    def refresh(self, selected: int | None = None) -> None:
        if selected is not None:
            self._selected = selected
        chosen = self._selected
        self._waiting = None  # a newer read is on its way
        self.session.read(lambda t: t.final.stage(), self._got_final)
        self.session.read(lambda t: rounds_overview(t, chosen, quality=False),
                          self._got_tables)

    def _got_tables(self, overview: RoundsOverview) -> None:
        """The round's tables are in; the seating quality report is read next, on its own
        (at 2,000 players it walks every meeting of every round: most of the read), and the
        screen shows both at once (`overview.quality`, then `loaded`, as ever). Hidden by
        then (the desk opened on this screen and the organiser went straight on to
        another), the report is read when the screen is shown again: the worker does not
        compute it, and the screen shown does not wait behind it."""
        if not overview.tables:
            self._show(overview)
            return
        self._waiting = overview
        if self.isVisible():
            self._read_quality()

    def _read_quality(self) -> None:
        overview, self._waiting = self._waiting, None
        if overview is None:
            return
        number = overview.selected
        self.session.read(lambda t: seating_quality(t, number),
                          lambda quality: self._show(replace(overview, quality=quality)))

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)  # a stale screen reads again (its report follows)
        self._read_quality()

    def refresh_phones(self) -> None:
        """Which tables of the shown round enter by phone (after the tables are shown)."""
        if self.overview is None:
            return
        number = self.overview.selected

        def got(lines: tuple[object, ...]) -> None:
            if shiboken6.isValid(self) and self.overview is not None \
                    and self.overview.selected == number:
                self.model.set_phones({line.table: line for line in lines})  # type: ignore[attr-defined]
                self.phones_loaded.emit()

        self.session.read(lambda t: t.phones.entry(number), got)

    def _got_final(self, final: FinalStage | None) -> None:
        self.final = final
        organiser = self.session.organiser
        self.final_button.setVisible(final is None and organiser)
        self.cancel_final_button.setVisible(final is not None and organiser)
        self.final_label.setVisible(final is not None)
        self.final_label.setText(final_title(final) if final is not None else "")

    def set_clock(self, ticker: ClockTicker) -> ClockPanel:
        """Show the round clock of the selected round (the desk's one ticker)."""
        if self.clock_panel is None:
            self.clock_panel = ClockPanel(self.session, ticker)
            self.clock_holder.addWidget(self.clock_panel)
            summary = self.summary()
            self.clock_panel.set_round(self._selected if self.summary_seated() else None,
                                       bool(summary and summary.approved))
        return self.clock_panel

    def summary_seated(self) -> bool:
        summary = self.summary()
        return bool(summary and summary.seated)

    def _show(self, overview: RoundsOverview) -> None:
        self.overview = overview
        self._selected = overview.selected
        self.rounds.blockSignals(True)
        self.rounds.clear()
        for summary in overview.rounds:
            item = QListWidgetItem(
                icons.icon("lock" if summary.approved else "rounds"),
                round_name(summary.number, self.final) + "\n" + round_status(summary))
            item.setData(Qt.ItemDataRole.UserRole, summary.number)
            self.rounds.addItem(item)
        self.rounds.setCurrentRow(overview.selected - 1)
        self.rounds.blockSignals(False)
        summary = overview.rounds[overview.selected - 1]
        self.title.setText(round_name(summary.number, self.final))
        status = round_status(summary)
        if self.final is not None and self.final.is_final_round(summary.number):
            status = tr("Round %1").replace("%1", str(summary.number)) + " \u00b7 " + status
        self.subtitle.setText(status)
        if self.clock_panel is not None:
            self.clock_panel.set_round(summary.number if summary.seated else None,
                                       summary.approved)
        self.model.set_rows(overview.tables)
        self.refresh_phones()
        self.quality.set_quality(overview.quality)
        if self.final is not None and self.final.is_final_round(summary.number) \
                and overview.quality is not None:
            # Seated by rank on purpose: meeting again is no flaw of the draw.
            self.quality.meetings.setObjectName("")
            self.quality.meetings.style().unpolish(self.quality.meetings)
            self.quality.meetings.style().polish(self.quality.meetings)
            self.quality.engine.setText(tr("The final is seated by rank: finalists who met "
                                           "before may meet again."))
        self._update_buttons()
        self.loaded.emit()

    def _changed(self, changes: Changes) -> None:
        if changes.final and changes.seating:
            self._selected = changes.seating[0]  # a final started: show its first round
        if changes.seating or changes.rounds or changes.tables or changes.players \
                or changes.final:
            self.refresh_soon()
        elif self.isVisible():
            # Codes issued and entry switched change no table: the Phone column alone.
            self.refresh_phones()

    def _round_chosen(self, row: int) -> None:
        if row >= 0:
            self.show_message("")
            self.refresh(row + 1)

    def selected_round(self) -> int:
        return self._selected or 1

    def summary(self) -> RoundSummary | None:
        if self.overview is None:
            return None
        return self.overview.rounds[self.selected_round() - 1]

    # --- selection --------------------------------------------------------------------
    def selected_seats(self) -> list[tuple[int, int]]:
        """(table index in the round, seat) of each selected player cell."""
        out = []
        for index in self.table.selectionModel().selectedIndexes():
            source = self.proxy.mapToSource(index)
            if self.model.is_seat(source.column()):
                out.append((source.row(), source.column() - RoundTablesTableModel.FIRST_SEAT))
        return sorted(out)

    def selected_table(self) -> TableLine | None:
        indexes = self.table.selectionModel().selectedIndexes()
        if not indexes:
            return None
        return indexes[0].data(ROW_ROLE)

    def select_seat(self, table: int, seat: int, add: bool = False) -> None:
        """Select the player at `table` (1-based number) and `seat` (0 = East)."""
        from PySide6.QtCore import QItemSelectionModel

        for row in range(self.proxy.rowCount()):
            index = self.proxy.index(row, RoundTablesTableModel.FIRST_SEAT + seat)
            if index.data(ROW_ROLE).table == table:
                flag = QItemSelectionModel.SelectionFlag.Select if add else \
                    QItemSelectionModel.SelectionFlag.ClearAndSelect
                self.table.selectionModel().select(index, flag)
                return
        raise IndexError(f"no table {table}")

    def _update_buttons(self) -> None:
        summary = self.summary()
        seated = bool(summary and summary.seated)
        untouched = bool(summary and not summary.played and not summary.approved)
        self.seat_button.setEnabled(not self._busy and (not seated or untouched))
        self.seat_button.setText(tr("Seat again") if seated else tr("Seat round"))
        final = self.final
        if final is not None and summary is not None and final.is_final_round(summary.number):
            # The first final round is seated when the final starts; later ones by rank.
            self.seat_button.setText(tr("Seat by rank"))
            self.seat_button.setEnabled(not self._busy and summary.number != final.first_round
                                        and (not seated or untouched))
        self.swap_button.setEnabled(untouched and seated and len(self.selected_seats()) == 2)
        self.open_button.setEnabled(self.selected_table() is not None
                                    or self.table.currentIndex().isValid())
        approved = bool(summary and summary.approved)
        self.approve_button.setEnabled(bool(summary and seated and not approved))
        # In the approve button's place once the round is approved.
        self.approve_button.setVisible(not approved and self.session.organiser)
        self.unlock_round_button.setVisible(approved and self.session.organiser)

    def _double_clicked(self, index: QModelIndex) -> None:
        line = index.data(ROW_ROLE)
        if line is not None:
            self.open_table.emit(line.round, line.table)

    def _open_selected(self) -> None:
        current = self.table.currentIndex()
        line = current.data(ROW_ROLE) if current.isValid() else self.selected_table()
        if line is not None:
            self.open_table.emit(line.round, line.table)

    # --- phone entry --------------------------------------------------------------------
    def _phone_menu(self, at: QPoint) -> None:
        if not self.session.organiser or self.overview is None:
            return
        index = self.table.indexAt(at)
        line = index.data(ROW_ROLE) if index.isValid() else None
        number = self.overview.selected
        menu = QMenu(self)
        if line is not None:
            phone = self.model.phone(line.table)
            on = phone is None or phone.on
            text = (tr("Switch phone entry off for table %1") if on
                    else tr("Switch phone entry on for table %1"))
            action = menu.addAction(text.replace("%1", str(line.table)))
            action.triggered.connect(
                lambda _=False, t=line.table, o=on: self.switch_phone_entry(not o, t))
            if phone is not None and phone.code:
                action = menu.addAction(tr("Give table %1 a new code…").replace(
                    "%1", str(line.table)))
                action.triggered.connect(lambda _=False, t=line.table: self.new_table_code(t))
        round_on = any(p.on for p in self.model.phones.values()) or not self.model.phones
        text = (tr("Switch phone entry off for round %1") if round_on
                else tr("Switch phone entry on for round %1"))
        action = menu.addAction(text.replace("%1", str(number)))
        action.triggered.connect(lambda _=False, o=round_on: self.switch_phone_entry(not o))
        menu.popup(self.table.viewport().mapToGlobal(at))

    def new_table_code(self, table: int, confirm: bool = True) -> Op:
        """A fresh code for one table of the shown round (its old one stops working at once:
        a code seen by someone it should not have been, a phone lost), said with the new
        code; the other tables' phones go on."""
        round = self.selected_round()
        if confirm and not ask(
                self, tr("New code"),
                tr("Give table %1 of round %2 a new code? Its old code stops working at once; "
                   "the other tables keep theirs.").replace("%1", str(table)).replace(
                       "%2", str(round)),
                tr("Give a new code"), destructive=True):
            return Op.done(None, name="issue_table_codes")

        def done(op: Op) -> None:
            if not op.ok:
                self._refused(list(op.issues))
                return
            self.refresh_phones()
            from tournament.export.gather import DocumentKind
            from ui.dialogs.print_preview import document_name

            self.show_message(tr("Table %1's new code: %2 (the old one no longer works; "
                                 "print it from Print > %3)").replace(
                                     "%1", str(table)).replace("%2", op.value[table]).replace(
                                     "%3", document_name(DocumentKind.TABLE_CODES)))

        return phone_ops.issue_codes(self.session, round, new=True, table=table,
                                     initiator=self).then(done)

    def switch_phone_entry(self, on: bool, table: int | None = None) -> Op:
        """Phone entry on or off for a table of the shown round, or the whole round."""
        op = phone_ops.switch_entry(self.session, self.selected_round(), on, table, self)
        return op.then(lambda done: self.refresh_phones() if done.ok
                       else self._refused(list(done.issues)))
