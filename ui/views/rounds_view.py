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
"""

from __future__ import annotations

from pathlib import Path

import shiboken6
from PySide6.QtCore import QModelIndex, QPoint, QSize, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFileDialog,
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

from tournament.final_stage import FinalStage
from tournament.model import Issue
from tournament.online_logs import Comparison, LogProblem, read_log_file
from tournament.service import Changes
from tournament.service.read_models import (
    RoundsOverview,
    RoundSummary,
    SeatingQuality,
    TableLine,
    rounds_overview,
    swapped,
)
from ui import icons
from ui.clock_final_words import problem_text
from ui.confirm import ask
from ui.dialogs.online_log_dialog import OnlineRoundDialog
from ui.dialogs.unlock_dialog import UnlockRoundDialog
from ui.models.round_tables_model import RoundTablesTableModel
from ui.models.rows_model import ROW_ROLE, SortFilterProxy
from ui.operations import Op
from ui.operations import final as final_ops
from ui.operations import phone as phone_ops
from ui.operations import rounds as rounds_ops
from ui.round_clock import ClockTicker
from ui.session import Session
from ui.style import SPACE, font
from ui.text import count, isolate, labelled, reseat_loss, rich_safe, tr, wind_counts
from ui.views.lazy import RefreshWhenShown
from ui.widgets.clock_panel import ClockPanel
from ui.widgets.columns import NAME, NUMBER, Fit, Kind, fit_columns, fit_list
from ui.widgets.roles import organiser_only


def round_name(number: int, final: FinalStage | None) -> str:
    """"Round 3", or "Final" / "Final, game 2" for a round of the final stage."""
    if final is None or not final.is_final_round(number):
        return tr("Round %1").replace("%1", str(number))
    if final.rounds == 1:
        return tr("Final")
    return tr("Final, game %1").replace("%1", str(number - final.after_round))


def final_title(final: FinalStage) -> str:
    """"Final of the top 8, qualifying points halved, after round 5"."""
    carry = {"kept": tr("qualifying points kept"), "halved": tr("qualifying points halved"),
             "reset": tr("qualifying points reset to zero")}[final.carry.value]
    return (tr("Final of the top %1, %2, after round %3").replace("%1", str(final.size))
            .replace("%2", carry).replace("%3", str(final.after_round)))


def round_status(summary: RoundSummary) -> str:
    if not summary.seated:
        return tr("not seated")
    if summary.approved:
        return tr("approved")
    if summary.finished == summary.tables:
        return tr("all tables finished")
    if summary.played:
        return tr("%1 of %2 tables finished").replace("%1", str(summary.finished)).replace(
            "%2", str(summary.tables))
    return count(summary.tables, tr("%n table seated"), tr("%n tables seated"))


def shortfall_text(engine: dict[str, object]) -> str:
    """Why the seating has repeats, from the seating engine's numbers (its own sentence is
    English for the command line)."""
    rounds, players = engine.get("rounds"), engine.get("players")
    limit, known = engine.get("repeat_free_limit"), engine.get("best_known")
    free = engine.get("repeat_free_rounds")
    if not isinstance(rounds, int) or not isinstance(players, int):
        return ""
    if isinstance(limit, int) and rounds > limit:
        return (tr("%1 rounds are more than %2 players can play without meeting someone "
                   "again (at most %3 rounds).").replace("%1", str(rounds))
                .replace("%2", str(players)).replace("%3", str(limit)))
    if isinstance(known, int) and rounds > known:
        return (tr("No seating of %1 rounds without repeats is known for %2 players (the "
                   "best known has %3).").replace("%1", str(rounds))
                .replace("%2", str(players)).replace("%3", str(known)))
    if isinstance(free, int):
        return (tr("Only the first %1 of %2 rounds are free of repeats.")
                .replace("%1", str(free)).replace("%2", str(rounds)))
    return ""


class QualityPanel(QFrame):
    """The seating quality report in words, with the players' names."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("card")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2 * SPACE, 3 * SPACE // 2, 2 * SPACE, 3 * SPACE // 2)
        layout.setSpacing(SPACE // 2)
        title = QLabel(tr("Seating quality"))
        title.setObjectName("sectionTitle")
        layout.addWidget(title)
        self.meetings = QLabel()
        self.meetings.setWordWrap(True)
        self.winds = QLabel()
        self.winds.setWordWrap(True)
        self.engine = QLabel()
        self.engine.setObjectName("muted")
        self.engine.setWordWrap(True)
        for label in (self.meetings, self.winds, self.engine):
            label.setTextFormat(Qt.TextFormat.PlainText)
            layout.addWidget(label)
        layout.addStretch(1)

    def set_quality(self, quality: SeatingQuality | None) -> None:
        if quality is None:
            self.meetings.setText(tr("This round is not seated yet."))
            self.winds.setText("")
            self.engine.setText("")
            return
        rounds = count(quality.rounds, tr("over %n round"), tr("over %n rounds"))
        if quality.repeats:
            when = tr("(rounds %1)")
            every = [f"{a} & {b} " + when.replace("%1", ", ".join(str(r) for r in m.rounds))
                     for m in quality.repeats for a, b in [m.names]]
            pairs = "; ".join(every[:4])
            self.meetings.setToolTip(rich_safe("\n".join(every)))
            more = len(quality.repeats) - 4
            text = count(len(quality.repeats), tr("%n pair meets more than once"),
                         tr("%n pairs meet more than once")) + " " + labelled(rounds, pairs)
            if more > 0:
                text += " " + tr("and %1 more").replace("%1", str(more))
            if quality.unavoidable:
                # As few repeats as there can be: no draw does better; nothing to fix.
                text += "\n" + tr("Unavoidable: with %1 players over %2 rounds, at least %3 "
                                  "pairs meet twice, whatever the draw.") \
                    .replace("%1", str(quality.players)).replace("%2", str(quality.rounds)) \
                    .replace("%3", str(quality.least_repeats))
                self.meetings.setObjectName("")
            else:
                self.meetings.setObjectName("fieldError")
        else:
            self.meetings.setToolTip("")
            text = tr("Nobody meets the same player twice") + f" {rounds} (" + count(
                quality.pairs, tr("%n pair has met"), tr("%n pairs have met")) + ")."
            self.meetings.setObjectName("")
        self.meetings.setText(text)
        self.meetings.style().unpolish(self.meetings)
        self.meetings.style().polish(self.meetings)
        if quality.wind_spread <= 1:
            self.winds.setText(tr("Seat winds are balanced: nobody has a wind more than once "
                                  "more than another."))
        else:
            worst = ", ".join(f"{isolate(name)} ({wind_counts(c)})"
                              for name, c in quality.unbalanced)
            self.winds.setText(tr("Seat winds: up to %1 more times in one wind than in "
                                  "another, for %2").replace("%1", str(quality.wind_spread))
                               .replace("%2", worst))
        engine = quality.engine
        lines = []
        if engine.get("teammates_together"):
            lines.append(tr("Teammates at one table: %1").replace(
                "%1", str(engine["teammates_together"])))
        if quality.repeats and not quality.unavoidable:
            lines.append(shortfall_text(engine))
        self.engine.setText("\n".join(line for line in lines if line))
        revisits = engine.get("table_revisits")
        self.engine.setToolTip(tr("Players back at a table number they sat at before: %1")
                               .replace("%1", str(revisits)) if revisits is not None else "")


class RoundsView(RefreshWhenShown):
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
        self.session.read(lambda t: t.final_stage(), self._got_final)
        self.session.read(lambda t: rounds_overview(t, chosen), self._show)

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

        self.session.read(lambda t: t.phone_entry(number), got)

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

    def show_message(self, text: str, error: bool = False) -> None:
        self.message.setObjectName("generalError" if error else "muted")
        self.message.style().unpolish(self.message)
        self.message.style().polish(self.message)
        self.message.setText(text)
        self.message.setVisible(bool(text))

    def _refused(self, issues: list[Issue]) -> None:
        self.show_message("\n".join(problem_text(i) for i in issues), error=True)

    # --- actions ----------------------------------------------------------------------
    def seat_selected_round(self, confirm: bool = True) -> None:
        summary = self.summary()
        if summary is None or self._busy:
            return
        number = summary.number
        if self.final is not None and self.final.is_final_round(number):
            self.seat_final_round(number)
            return
        if summary.seated and confirm and not ask(
                self, tr("Seat again"),
                tr("Round %1 is seated already. Draw new tables for it?").replace(
                    "%1", str(number)) + "\n\n" + reseat_loss([number]),
                tr("Draw new tables"), destructive=True):
            return
        self._set_busy(True)

        def finished(op: Op) -> None:
            if not self._alive():
                return
            self._set_busy(False)
            if op.issues:
                self._refused(list(op.issues))
            else:
                self.show_message(tr("Round %1 seated.").replace("%1", str(number)))

        rounds_ops.seat_round(self.session, number, self).then(finished)

    def seat_final_round(self, number: int) -> None:
        """A later round of the final: seated by the final standings (by rank)."""
        self._report(final_ops.seat_final_round(self.session, number, self),
                     tr("%1 seated by rank.").replace("%1", round_name(number, self.final)))

    def cancel_final(self, confirm: bool = True) -> None:
        if self.final is None:
            return
        if confirm and not ask(
                self, tr("Take the final back"),
                tr("Take the final back? Its seating goes; the tournament has its rounds from "
                   "before the final again."), tr("Take the final back"), destructive=True):
            return
        self._report(final_ops.cancel_final(self.session, initiator=self),
                     tr("The final was taken back."))

    def swap_selected(self) -> None:
        seats = self.selected_seats()
        if len(seats) != 2 or self.overview is None:
            return
        tables = self.overview.tables
        (ta, sa), (tb, sb) = seats
        a, b = tables[ta].names[sa], tables[tb].names[sb]
        seating = swapped(tables, seats[0], seats[1])
        number = self.selected_round()
        message = tr("%1 and %2 swapped seats.").replace("%1", a).replace("%2", b)
        self._report(rounds_ops.set_seating(self.session, number, seating, self), message)

    def approve(self, confirm: bool = True) -> None:
        """Approve the selected round, once the organiser has confirmed what it does (a
        round with a table unfinished is refused at once, nothing to confirm)."""
        summary = self.summary()
        if summary is None:
            return
        number = summary.number

        def go() -> None:
            self._report(rounds_ops.approve_round(self.session, number, self),
                         tr("Round %1 approved: its tables are locked and a backup was "
                            "written.").replace("%1", str(number)))

        if not confirm:
            go()
            return

        def decide(read: tuple[Path, bool]) -> None:
            folder, finished = read
            if not finished:
                go()  # refused, each unfinished table named: nothing to confirm
                return
            if ask(
                self, tr("Approve round"),
                tr("Approve round %1?").replace("%1", str(number)) + "\n\n"
                + count(summary.tables,
                        tr("Its %n table is locked: changing it then needs the organiser "
                           "password."),
                        tr("Its %n tables are locked: changing one then needs the organiser "
                           "password.")) + "\n"
                + tr("A backup of the tournament is written to %1").replace("%1", str(folder))
                + "\n\n" + tr("Approved by mistake? \u201cUnlock the round\u201d takes it "
                               "back."),
                tr("Approve and lock round %1").replace("%1", str(number))):
                go()

        # Read now, not from the screen: another station may have just finished a table.
        self.session.read(lambda t: (t.backups_folder(), all(
            t.table_summary(number, s.table).finished for s in t.seating(number))), decide)

    def unlock_round(self) -> UnlockRoundDialog | None:
        """Take back the selected round's approval (one password for all its tables)."""
        summary = self.summary()
        if summary is None or not summary.approved or self.dialog is not None:
            return None
        number = summary.number

        def submit(password: str, reason: str) -> Op:
            return rounds_ops.unlock_round(self.session, number, password, reason, self)

        dialog = UnlockRoundDialog(number, summary.tables, self.session.settings.has_password,
                                   submit, self)
        self.dialog = dialog

        def finished(code: int) -> None:
            self.dialog = None
            dialog.deleteLater()
            if code == QDialog.DialogCode.Accepted and self._alive():
                self.show_message(tr("Round %1 is no longer approved: its tables are "
                                     "unlocked.").replace("%1", str(number)))

        dialog.finished.connect(finished)
        dialog.open()
        return dialog

    def read_online_round(self, paths: list[str] | None = None) -> None:
        """Read the logs of a round played online (asked for when `paths` is None), show
        them under the tournament's ruleset (`OnlineRoundDialog`), then save the round."""
        number = self.selected_round()
        if paths is None:
            paths, _ = QFileDialog.getOpenFileNames(
                self, tr("Read a round of online logs"), "",
                tr("Game logs (*.mjlog *.xml *.json *.gz);;All files (*)"))
            if not paths:
                return
        logs = []
        for path in paths:
            try:
                logs.append((path, read_log_file(path)))
            except LogProblem as problem:
                self.show_message(str(problem), error=True)
                return

        def compared(comparisons: list[tuple[str, Comparison]]) -> None:
            if not self._alive():
                return

            def submit(accept_differences: bool) -> Op:
                return rounds_ops.record_online_round(self.session, number, logs,
                                                      accept_differences, self)

            self.online_dialog = OnlineRoundDialog(number, comparisons, submit, self)
            self.online_dialog.accepted.connect(lambda: self.show_message(
                tr("Round %1 read from its online logs.").replace("%1", str(number))))
            self.online_dialog.open()

        self.session.read(lambda t: [(p, t.compare_online_log(log)) for p, log in logs],
                          compared)

    def _report(self, op: Op, message: str) -> None:
        """Say `message` when the action is done, or why it was refused."""

        def finished(done: Op) -> None:
            if not self._alive():
                return
            if done.issues:
                self._refused(list(done.issues))
            else:
                self.show_message(message)

        op.then(finished)

    def _alive(self) -> bool:
        return shiboken6.isValid(self)

    def reseat_coming(self) -> None:
        if self._busy:
            return

        def decide(rounds: list[int]) -> None:
            if not rounds:
                self.show_message(tr("Every seated round has games recorded: there is no "
                                     "round to seat again."))
                return
            if not ask(
                    self, tr("Seat coming rounds again"),
                    tr("Draw new tables for rounds %1 (not played yet)?").replace(
                        "%1", ", ".join(str(r) for r in rounds)) + "\n\n"
                    + reseat_loss(rounds), tr("Draw new tables"), destructive=True):
                return
            self._set_busy(True)

            def finished(op: Op) -> None:
                if not self._alive():
                    return
                self._set_busy(False)
                if op.issues:
                    self._refused(list(op.issues))
                else:
                    self.show_message(tr("Seated again: round %1.").replace(
                        "%1", ", ".join(str(r) for r in op.value)))

            rounds_ops.reseat_rounds(self.session, rounds, self).then(finished)

        self.session.read(lambda t: list(t.unplayed_rounds()), decide)

    def _set_busy(self, busy: bool) -> None:
        self._busy = busy
        self.progress.setVisible(busy)
        self._update_buttons()

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
