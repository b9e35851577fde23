"""One table of the tournament, full screen: the table view on the service, with the round and
table to switch to, and the lock of an approved table.

Each table's `TableController` is kept while the tournament is open, so "time is up" stays
marked on a table while the referee looks at another one. Beside the title, the table's own
time from the round clock (`set_clock`): the room's time plus this table's extra minutes;
"Last hand" once it is up (the table is then marked "time is up" once, as the button does).
Opening a table reads it on the database worker; the view appears when the answer comes
(`table_shown`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tournament.clock import RoundClock
from tournament.service import Changes
from ui import icons, screen
from ui.dialogs.unlock_dialog import UnlockTableDialog
from ui.round_clock import ClockTicker
from ui.session import Session
from ui.style import SPACE, font, set_tone
from ui.table_controller import TableController
from ui.text import rich_safe, tr
from ui.views.table_view import TableView
from ui.widgets.clock_panel import remaining_text


class TablePage(QWidget):
    back_requested = Signal()
    table_shown = Signal(int, int)

    def __init__(self, session: Session, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("TablePage")
        self.session = session
        self.controllers: dict[tuple[int, int], TableController] = {}
        self.controller: TableController | None = None
        self._approved: set[int] = set()
        self.view: TableView | None = None
        self.dialog: UnlockTableDialog | None = None
        self._tables: dict[int, int] = {}  # round -> number of tables
        self.ticker: ClockTicker | None = None
        self._clock_marked: set[tuple[int, int]] = set()  # tables the clock marked "time up"
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)

        bar = QWidget()
        bar.setObjectName("tableBar")
        row = QHBoxLayout(bar)
        self._bar_row = row
        row.setContentsMargins(3 * SPACE, 3 * SPACE // 2, 3 * SPACE, 0)
        row.setSpacing(SPACE)
        self.back_button = QPushButton(icons.icon("back"), tr("All tables"))
        self.back_button.clicked.connect(self.back_requested)
        self.title = QLabel()
        self.title.setFont(font(1.3, bold=True))
        self.title.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.round_box = QComboBox()
        self.table_box = QComboBox()
        self.round_box.setMinimumContentsLength(7)
        self.table_box.setMinimumContentsLength(7)
        self.round_box.setAccessibleName(tr("Round"))
        self.table_box.setAccessibleName(tr("Table"))
        self.round_box.activated.connect(self._round_picked)
        self.table_box.activated.connect(self._table_picked)
        self.next_button = QPushButton(icons.icon("next"), tr("Next table"))
        self.next_button.setToolTip(tr("The next table of this round"))
        self.next_button.clicked.connect(lambda: self._step(1))
        self.unlock_button = QPushButton(icons.icon("lock"), tr("Unlock\u2026"))
        self.unlock_button.setToolTip(tr("This table is approved (locked); unlock it with the "
                                         "organiser password to change it"))
        self.unlock_button.setIconSize(QSize(20, 20))
        self.unlock_button.clicked.connect(self.unlock)
        self.lock_button = QPushButton(icons.icon("lock"), tr("Lock again"))
        self.lock_button.clicked.connect(self.lock)
        for button, text in ((self.back_button, tr("All tables")),
                             (self.next_button, tr("Next table")),
                             (self.unlock_button, tr("Unlock\u2026"))):
            button.setProperty("full_text", text)
            button.setToolTip(button.toolTip() or text)
            # Named by what it does, its words shown or not (narrow: the icon alone).
            button.setAccessibleName(text.rstrip("\u2026"))
            screen.shrinkable(button)
        row.addWidget(self.back_button)
        row.addSpacing(SPACE)
        row.addWidget(self.title)
        self.time_label = QLabel()
        self.time_label.setObjectName("tableTime")
        self.time_label.setFont(font(1.3, bold=True))
        self.time_label.setToolTip(tr("This table's time on the round clock"))
        self.time_label.hide()
        row.addSpacing(2 * SPACE)
        row.addWidget(self.time_label)
        row.addStretch(1)
        row.addWidget(self.unlock_button)
        row.addWidget(self.lock_button)
        row.addSpacing(2 * SPACE)
        row.addWidget(self.round_box)
        row.addWidget(self.table_box)
        row.addWidget(self.next_button)
        layout.addWidget(bar)
        self.problem = QLabel()
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setObjectName("generalError")
        self.problem.setWordWrap(True)
        self.problem.hide()
        holder = QHBoxLayout()
        holder.setContentsMargins(3 * SPACE, SPACE, 3 * SPACE, 0)
        holder.addWidget(self.problem)
        layout.addLayout(holder)
        self.body = QVBoxLayout()
        layout.addLayout(self.body, 1)
        session.changed.connect(self._changed)

    # Narrower than this, the bar's buttons show their icon only (words in the tooltip).
    COMPACT_BELOW = 1100

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._fit_bar()

    def _fit_bar(self) -> None:
        # Also when the words do not fit (French is longer): the title and the time are
        # never cut ("Toutes les table" at 1,360 px).
        buttons = (self.back_button, self.next_button, self.unlock_button)
        compact = (self.width() < self.COMPACT_BELOW
                   or not screen.words_fit(self, self._bar_row, buttons))
        for button in buttons:
            button.setText("" if compact else str(button.property("full_text")))

    @property
    def current(self) -> tuple[int, int] | None:
        if self.controller is None:
            return None
        return self.controller.round, self.controller.table

    def open(self, round: int, table: int) -> None:
        """Show a table (read on the worker first; `table_shown` says when it is there)."""
        key = (round, table)
        controller = self.controllers.get(key)
        if controller is None:
            def made(new: TableController) -> None:
                self.controllers[key] = new
                self._show(new)

            TableController.read(self.session, round, table, made, self._failed)
        else:
            controller.reload(lambda: self._show(controller))

    def _failed(self, exc: BaseException) -> None:
        self.problem.setText(str(exc))
        self.problem.show()

    def _show(self, controller: TableController) -> None:
        previous = self.view
        if self.view is not None:
            if self.view.dialog is not None:
                self.view.dialog.reject()
            self.body.removeWidget(self.view)
            self.view.deleteLater()
        self.controller = controller
        self.view = TableView(controller, self)
        self.body.addWidget(self.view, 1)
        controller.subscribe(self._update_bar)
        self._update_bar()
        # Shown now (a layout shows a new child only later). The one-key shortcuts work
        # wherever the focus is in the window; the focus stays where it was (on "Next
        # table" after a press of it), or goes to the new table's hand log.
        self.view.show()
        focus = QApplication.focusWidget()
        if focus is None or not self.isAncestorOf(focus) or focus is self.view \
                or (previous is not None and previous.isAncestorOf(focus)):
            self.view.log_view.setFocus()
        self._read_rounds()
        self.table_shown.emit(controller.round, controller.table)

    def _read_rounds(self) -> None:
        def got(rounds: list[tuple[int, int, bool]]) -> None:
            self._approved = {number for number, _, approved in rounds if approved}
            self._set_tables({number: tables for number, tables, _ in rounds})
            self._update_bar()

        self.session.read(lambda t: [(r.number, r.tables, r.approved_at is not None)
                                     for r in t.rounds.all()], got)

    def _set_tables(self, tables: dict[int, int]) -> None:
        self._tables = tables
        round, table = self.current or (1, 1)
        self.round_box.clear()
        for number in self._tables:
            self.round_box.addItem(tr("Round %1").replace("%1", str(number)), number)
        self.round_box.setCurrentIndex(self.round_box.findData(round))
        self.table_box.clear()
        for number in range(1, self._tables.get(round, 0) + 1):
            self.table_box.addItem(tr("Table %1").replace("%1", str(number)), number)
        self.table_box.setCurrentIndex(self.table_box.findData(table))

    def _update_bar(self) -> None:
        controller = self.controller
        if controller is None:
            return
        names = ", ".join(controller.players())
        self.title.setText(tr("Round %1 \u00b7 Table %2").replace("%1", str(controller.round))
                           .replace("%2", str(controller.table)))
        self.title.setToolTip(rich_safe(names))
        locked = controller.locked()
        organiser = self.session.organiser  # a referee station cannot unlock or lock
        self.unlock_button.setVisible(locked and organiser)
        # An approved round's table that was unlocked: offer to lock it again.
        self.lock_button.setVisible(not locked and controller.state().ended
                                    and controller.round in self._approved and organiser)
        self.problem.setText(controller.last_problem)
        self.problem.setVisible(bool(controller.last_problem))
        round_tables = self._tables.get(controller.round, 0)
        self.next_button.setEnabled(controller.table < round_tables)
        self.update_time()
        QTimer.singleShot(0, self, self._fit_bar)  # once the new title is laid out

    # --- the round clock -------------------------------------------------------------------
    def set_clock(self, ticker: ClockTicker) -> None:
        self.ticker = ticker
        ticker.ticked.connect(self.update_time)
        self.update_time()

    def update_time(self) -> None:
        controller = self.controller
        clock = self.ticker.clock(controller.round) if self.ticker and controller else None
        if controller is None or clock is None or not clock.started:
            self.time_label.hide()
            return
        text, tone = self.time_text(clock, controller.table)
        self.time_label.setText(text)
        set_tone(self.time_label, tone)
        self.time_label.show()

    def time_text(self, clock: RoundClock, number: int) -> tuple[str, str]:
        """The table's time and its tone (style.set_tone); marks the table's last hand once
        time is up."""
        try:
            table = clock.table(number)
        except KeyError:
            return "", ""
        controller = self.controller
        key = (clock.round, number)
        if table.last_hand and controller is not None and key not in self._clock_marked:
            self._clock_marked.add(key)
            controller.mark_time_up()
        if table.finished:
            return tr("Game over"), ""
        if table.last_hand:
            return tr("Last hand"), "danger"
        text = tr("%1 left").replace("%1", remaining_text(table.remaining))
        if clock.paused:
            text += " (" + tr("paused") + ")"
        return text, "warning" if table.warning else ""

    def _round_picked(self, index: int) -> None:
        round = self.round_box.itemData(index)
        if round is not None:
            self.open(round, 1)

    def _table_picked(self, index: int) -> None:
        table = self.table_box.itemData(index)
        if table is not None and self.controller is not None:
            self.open(self.controller.round, table)

    def _step(self, step: int) -> None:
        if self.controller is not None:
            self.open(self.controller.round, self.controller.table + step)

    def _changed(self, changes: Changes, initiator: object = None) -> None:
        current = self.current
        if current is None or self.controller is None:
            return
        if changes.rounds:
            self._read_rounds()
        if current in changes.tables and initiator is not self.controller:
            self.controller.reload()
        if changes.seating and current[0] in changes.seating:
            # The round was seated again: its tables are other games now.
            self.controllers = {k: c for k, c in self.controllers.items()
                                if k[0] not in changes.seating}
            self.open(*current)

    def unlock(self) -> UnlockTableDialog | None:
        controller = self.controller
        if controller is None or self.dialog is not None:
            return None
        dialog = UnlockTableDialog(
            tr("round %1 table %2").replace("%1", str(controller.round))
            .replace("%2", str(controller.table)),
            self.session.settings.has_password, controller.unlock, self)
        self.dialog = dialog

        def finished(_code: int) -> None:
            self.dialog = None
            dialog.deleteLater()
            # A refusal ("wrong organiser password") was said in the dialog; once it is
            # closed it is not left standing over the table.
            controller.last_problem = ""
            self._update_bar()

        dialog.finished.connect(finished)
        dialog.open()
        return dialog

    def lock(self) -> None:
        if self.controller is not None:
            self.controller.lock()
