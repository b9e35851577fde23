"""The round clock's controls for the organiser (the rounds page): the time left, start,
pause, resume, minutes added to the room or to one table, the round's length and the warning.

Everything shown comes from the desk's `ClockTicker` (the stored clock, folded at each tick);
every button appends one event to the file (`ui.operations.clock`), so what the panel shows
after a restart of the app is what it showed before.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tournament.clock import DEFAULT_WARNING, RoundClock, TableClock, format_remaining
from tournament.model import Issue
from ui import icons
from ui.clock_final_words import problem_text
from ui.confirm import ask
from ui.operations import Op
from ui.operations import clock as clock_ops
from ui.round_clock import ClockTicker
from ui.session import Session
from ui.style import SPACE, font, set_tone
from ui.text import MINUS, count, tr
from ui.widgets.labels import label_for


def remaining_text(seconds: float) -> str:
    return format_remaining(seconds).replace("\u2212", MINUS)


def clock_status(clock: RoundClock) -> str:
    """"Running", "Paused", "Not started: 90 min", "Time is up" (the room's)."""
    if not clock.started:
        return tr("Not started")
    if clock.time_up:
        return tr("Time is up")
    status = tr("Paused") if clock.paused else tr("Running")
    if clock.warning:
        status += " \u00b7 " + tr("less than %1 min left").replace(
            "%1", str(clock.warning_minutes))
    return status


def table_time_text(table: TableClock) -> str:
    """A table's own time: "12:34", "Last hand", "Game over"."""
    if table.finished:
        return tr("Game over")
    if table.last_hand:
        return tr("Last hand")
    return remaining_text(table.remaining)


def tables_text(numbers: list[int]) -> str:
    return ", ".join(str(n) for n in numbers)


class ClockPanel(QFrame):
    """The clock of one round (`set_round`), with its controls."""

    changed = Signal()  # after the panel's text was updated (tests)

    def __init__(self, session: Session, ticker: ClockTicker, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("card")
        self.session = session
        self.ticker = ticker
        self.round: int | None = None
        self.approved = False  # the round is approved: its clock is over
        self._busy = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2 * SPACE, 3 * SPACE // 2, 2 * SPACE, 3 * SPACE // 2)
        layout.setSpacing(SPACE // 2)

        top = QHBoxLayout()
        top.setSpacing(SPACE)
        self.title = QLabel()
        self.title.setObjectName("sectionTitle")
        self.time_label = QLabel("\u2013")
        self.time_label.setObjectName("clockTime")
        self.time_label.setFont(font(2.0, bold=True))
        # Never narrower than its text ("1:30:00", "Temps écoulé"): the status wraps instead.
        self.time_label.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Preferred)
        self.status_label = QLabel()
        self.status_label.setObjectName("muted")
        self.status_label.setWordWrap(True)
        self.status_label.setMinimumWidth(60)
        self.start_button = QPushButton(icons.icon("play"), tr("Start clock"))
        self.start_button.clicked.connect(self.start_or_pause)
        self.reset_button = QPushButton(icons.icon("reset"), "")
        self.reset_button.setToolTip(tr("Reset the clock (back to before its start)"))
        self.reset_button.setAccessibleName(tr("Reset the clock"))
        # Not connected directly: `clicked(False)` would be taken for confirm=False.
        self.reset_button.clicked.connect(lambda: self.reset())
        top.addWidget(self.title)
        top.addWidget(self.time_label)
        top.addWidget(self.status_label, 1)
        top.addWidget(self.start_button)
        top.addWidget(self.reset_button)
        layout.addLayout(top)

        controls = QHBoxLayout()
        controls.setSpacing(SPACE)
        self.minutes = QSpinBox()
        self.minutes.setRange(1, 600)
        self.minutes.setSuffix(" " + tr("min"))
        self.minutes.setToolTip(tr("The round's length"))
        self.minutes.setValue(session.settings.round_minutes or 90)
        self.minutes.editingFinished.connect(self._length_edited)
        self.warning = QSpinBox()
        self.warning.setRange(0, 600)
        self.warning.setSuffix(" " + tr("min"))
        self.warning.setValue(DEFAULT_WARNING)
        self.warning.setToolTip(tr("A soft gong and the warning colour when this many minutes "
                                   "are left (0: no warning)"))
        self.warning.editingFinished.connect(self._warning_edited)
        self.add_minutes = QSpinBox()
        self.add_minutes.setRange(-600, 600)
        self.add_minutes.setValue(5)
        self.add_minutes.setPrefix("+")
        self.add_minutes.setSuffix(" " + tr("min"))
        self.add_minutes.valueChanged.connect(
            lambda v: self.add_minutes.setPrefix("+" if v >= 0 else ""))
        self.add_to = QComboBox()
        self.add_to.setAccessibleName(tr("Minutes added for"))
        self.add_to.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.add_button = QPushButton(tr("Add time"))
        self.add_button.setToolTip(tr("Extra minutes for the whole room, or for one table (a "
                                      "late start, a referee call)"))
        self.add_button.clicked.connect(self.add)
        for spin in (self.minutes, self.warning, self.add_minutes):
            spin.setMaximumWidth(110)
        controls.addWidget(label_for(tr("Length"), self.minutes))
        controls.addWidget(self.minutes)
        controls.addSpacing(2 * SPACE)
        controls.addWidget(label_for(tr("Warning at"), self.warning))
        controls.addWidget(self.warning)
        controls.addStretch(1)
        layout.addLayout(controls)
        extra = QHBoxLayout()
        extra.setSpacing(SPACE)
        extra.addWidget(label_for(tr("Add"), self.add_minutes))
        extra.addWidget(self.add_minutes)
        extra.addWidget(label_for(tr("for"), self.add_to))
        extra.addWidget(self.add_to)
        extra.addWidget(self.add_button)
        extra.addStretch(1)
        layout.addLayout(extra)

        self.tables_label = QLabel()
        self.tables_label.setTextFormat(Qt.TextFormat.PlainText)
        self.tables_label.setWordWrap(True)
        self.tables_label.setObjectName("muted")
        layout.addWidget(self.tables_label)
        self.message = QLabel()
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setWordWrap(True)
        self.message.setObjectName("fieldError")
        self.message.hide()
        layout.addWidget(self.message)
        ticker.ticked.connect(self.update_clock)
        self.update_clock()

    # --- showing -------------------------------------------------------------------------
    def set_round(self, round: int | None, approved: bool = False) -> None:
        if round != self.round or approved != self.approved:
            if round != self.round:
                self.message.hide()
                self._tables: tuple[int, ...] = ()
            self.round = round
            self.approved = approved
            self.update_clock()

    def clock(self) -> RoundClock | None:
        return self.ticker.clock(self.round)

    def update_clock(self) -> None:
        clock = self.clock()
        self.setEnabled(clock is not None)
        if self.round is None or clock is None:
            self.title.setText(tr("Clock"))
            self.time_label.setText("\u2013")
            self.status_label.setText(tr("Seat the round to use its clock"))
            self.tables_label.setText("")
            self.tables_label.hide()
            self.changed.emit()
            return
        self.title.setText(tr("Clock, round %1").replace("%1", str(self.round)))
        if not clock.started:
            # The length it will start with (the tournament's, or as typed here).
            self.time_label.setText(remaining_text((clock.minutes or self.minutes.value())
                                                   * 60))
        else:
            self.time_label.setText(tr("Time is up") if clock.time_up
                                    else remaining_text(clock.remaining))
        set_tone(self.time_label, "danger" if clock.time_up else "warning" if clock.warning
                 else "")
        self.status_label.setText(clock_status(clock))
        if clock.running:
            self.start_button.setText(tr("Pause"))
            self.start_button.setIcon(icons.icon("pause"))
        elif clock.paused:
            self.start_button.setText(tr("Resume"))
            self.start_button.setIcon(icons.icon("play"))
        else:
            self.start_button.setText(tr("Start clock"))
            self.start_button.setIcon(icons.icon("play"))
        # Not disabled while a press is on its way: a disabled button gives its focus to
        # the next field (the round's length, its number selected, where the next key
        # typed would have gone). A press meanwhile does nothing (`_busy`).
        self.start_button.setEnabled(not self.approved or clock.started)
        self.reset_button.setEnabled(clock.events > 0)
        self.add_button.setEnabled(self.add_minutes.value() != 0)
        # The length and the warning are set before the start, or with the clock paused;
        # while it runs a key typed there would change the round's time.
        for spin in (self.minutes, self.warning):
            spin.setReadOnly(clock.running or self.approved)
        self.minutes.setToolTip(tr("The round's length") if not clock.running else
                                tr("The round's length (pause the clock to change it)"))
        if not self.minutes.hasFocus() or clock.running:
            self.minutes.setValue(clock.minutes or self.minutes.value())
        if not self.warning.hasFocus() or clock.running:
            self.warning.setValue(clock.warning_minutes)
        tables = tuple(t.table for t in clock.tables)
        if tables != getattr(self, "_tables", ()):
            self._tables = tables
            chosen = self.add_to.currentData()
            self.add_to.clear()
            self.add_to.addItem(tr("the whole room"), None)
            for number in tables:
                self.add_to.addItem(tr("table %1").replace("%1", str(number)), number)
            self.add_to.setCurrentIndex(max(self.add_to.findData(chosen), 0))
        line = self.tables_line(clock)
        self.tables_label.setText(line)
        self.tables_label.setVisible(bool(line))
        self.changed.emit()

    def tables_line(self, clock: RoundClock) -> str:
        """The tables with their own time, and the tables playing their last hand."""
        parts = []
        if clock.added_minutes:
            parts.append(tr("Room: %1 min added").replace(
                "%1", f"{clock.added_minutes:+d}".replace("-", MINUS)))
        own = [t for t in clock.tables if t.added_minutes]
        for t in own:
            parts.append(tr("Table %1: %2 min, %3").replace("%1", str(t.table)).replace(
                "%2", f"{t.added_minutes:+d}".replace("-", MINUS))
                .replace("%3", table_time_text(t)))
        last = [t.table for t in clock.tables if t.last_hand]
        if last:
            parts.append(count(len(last), tr("Last hand at table %1"),
                               tr("Last hand at tables %1")).replace(
                "%1", tables_text(last)))
        return "  \u00b7  ".join(parts)

    # --- actions -------------------------------------------------------------------------
    def _run(self, op: Op) -> None:
        self._busy = True
        self.message.hide()
        self.update_clock()

        def finished(done: Op) -> None:
            self._busy = False
            if done.issues:
                self.show_problems(list(done.issues))
            self.update_clock()

        op.then(finished)

    def show_problems(self, issues: list[Issue]) -> None:
        self.message.setText("\n".join(problem_text(i) for i in issues))
        self.message.show()

    def start_or_pause(self) -> None:
        clock = self.clock()
        if clock is None or self.round is None or self._busy:
            return
        now = self.ticker.now
        if clock.running:
            self._run(clock_ops.pause_clock(self.session, self.round, now, self))
        elif clock.paused:
            self._run(clock_ops.resume_clock(self.session, self.round, now, self))
        elif not self.approved:  # an approved round is over: its clock is not started
            self._run(clock_ops.start_clock(self.session, self.round, now,
                                            self.minutes.value(), self.warning.value(), self))

    def add(self) -> None:
        minutes = self.add_minutes.value()
        if self.round is None or self._busy or not minutes:
            return
        self._run(clock_ops.add_time(self.session, self.round, minutes, self.ticker.now,
                                     self.add_to.currentData(), initiator=self))

    def _length_edited(self) -> None:
        clock = self.clock()
        if clock is not None and clock.started and self.round is not None \
                and self.minutes.value() != clock.minutes and not self._busy:
            self._run(clock_ops.set_clock(self.session, self.round, self.ticker.now,
                                          minutes=self.minutes.value(), initiator=self))

    def _warning_edited(self) -> None:
        clock = self.clock()
        if clock is not None and clock.started and self.round is not None \
                and self.warning.value() != clock.warning_minutes and not self._busy:
            self._run(clock_ops.set_clock(self.session, self.round, self.ticker.now,
                                          warning=self.warning.value(), initiator=self))

    def reset(self, confirm: bool = True) -> None:
        clock = self.clock()
        if clock is None or self.round is None or self._busy or not clock.events:
            return
        if confirm and not ask(
                self, tr("Reset the clock"),
                tr("Take the clock of round %1 back to before its start? The time it has "
                   "run is lost.").replace("%1", str(self.round)),
                tr("Reset the clock"), destructive=True):
            return
        self._run(clock_ops.reset_clock(self.session, self.round, self.ticker.now,
                                        initiator=self))
