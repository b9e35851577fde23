"""The projector: a second window for a screen at the venue, with the round's countdown and the
standings in large type, one page at a time.

The pages turn by themselves (every `PAGE_SECONDS`); as many rows as fit the window are on a
page. The countdown starts from the tournament's time limit per round; start, pause and reset
are at the bottom (or Space and R with the window focused).
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tournament.service import Changes
from tournament.service.read_models import StandingLine, StandingsData, standing_lines
from ui import icons
from ui.models.standings_model import place_text
from ui.session import Session
from ui.style import DANGER, SPACE, WARNING_BORDER, font
from ui.text import MINUS, signed, tr

PAGE_SECONDS = 12
ROW_SCALE = 1.9  # standings rows: 12 pt x 1.9, readable from the back of a hall


def clock(ms: int) -> str:
    """"1:29:59", "04:59", or "−00:12" once time is up."""
    sign = MINUS if ms < 0 else ""
    seconds = (abs(ms) + (999 if ms > 0 else 0)) // 1000
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{sign}{hours}:{minutes:02d}:{secs:02d}"
    return f"{sign}{minutes:02d}:{secs:02d}"


class Countdown:
    """A round's countdown, independent of the widgets: start, pause, reset, remaining."""

    def __init__(self, minutes: int):
        self.total_ms = minutes * 60_000
        self._spent_ms = 0
        self._running = QElapsedTimer()

    @property
    def running(self) -> bool:
        return self._running.isValid()

    def start(self) -> None:
        if not self.running:
            self._running.start()

    def pause(self) -> None:
        if self.running:
            self._spent_ms += self._running.elapsed()
            self._running.invalidate()

    def reset(self, minutes: int | None = None) -> None:
        if minutes is not None:
            self.total_ms = minutes * 60_000
        self._spent_ms = 0
        self._running.invalidate()

    def add_minutes(self, minutes: int) -> None:
        self.total_ms = max(0, self.total_ms + minutes * 60_000)

    def remaining_ms(self) -> int:
        spent = self._spent_ms + (self._running.elapsed() if self.running else 0)
        return self.total_ms - spent


class ProjectorWindow(QWidget):
    updated = Signal()  # after new standings are on screen

    def __init__(self, session: Session, parent: QWidget | None = None):
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("ProjectorWindow")
        self.session = session
        self.setWindowTitle(tr("Projector \u2014 %1").replace("%1", session.settings.name))
        self.countdown = Countdown(session.settings.round_minutes or 90)
        self.data: StandingsData | None = None
        self.page = 0
        self._loading = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4 * SPACE, 3 * SPACE, 4 * SPACE, 2 * SPACE)
        layout.setSpacing(2 * SPACE)

        top = QHBoxLayout()
        titles = QVBoxLayout()
        self.name = QLabel(session.settings.name)
        self.name.setFont(font(2.6, bold=True))
        self.round_label = QLabel()
        self.round_label.setFont(font(1.8))
        self.round_label.setObjectName("projectorMuted")
        titles.addWidget(self.name)
        titles.addWidget(self.round_label)
        top.addLayout(titles, 1)
        self.clock = QLabel(clock(self.countdown.total_ms))
        self.clock.setObjectName("projectorClock")
        self.clock.setFont(font(6.0, bold=True))
        self.clock.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        top.addWidget(self.clock)
        layout.addLayout(top)

        self.board = QFrame()
        self.board.setObjectName("projectorBoard")
        self.board.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.grid = QGridLayout(self.board)
        self.grid.setContentsMargins(3 * SPACE, 2 * SPACE, 3 * SPACE, 2 * SPACE)
        self.grid.setHorizontalSpacing(4 * SPACE)
        self.grid.setVerticalSpacing(SPACE // 2)
        layout.addWidget(self.board, 1)
        self.page_label = QLabel()
        self.page_label.setFont(font(1.2))
        self.page_label.setObjectName("projectorMuted")
        self.page_label.setAlignment(Qt.AlignmentFlag.AlignRight)
        layout.addWidget(self.page_label)

        controls = QHBoxLayout()
        self.start_button = QPushButton(icons.icon("play"), tr("Start"))
        self.start_button.clicked.connect(self.toggle)
        self.reset_button = QPushButton(icons.icon("reset"), tr("Reset"))
        self.reset_button.clicked.connect(self.reset)
        self.minus_button = QPushButton(f"{MINUS}1 " + tr("min"))
        self.plus_button = QPushButton("+1 " + tr("min"))
        self.minus_button.clicked.connect(lambda: self._add(-1))
        self.plus_button.clicked.connect(lambda: self._add(1))
        for button in (self.start_button, self.reset_button, self.minus_button,
                       self.plus_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            controls.addWidget(button)
        controls.addStretch(1)
        layout.addLayout(controls)
        QShortcut(QKeySequence(Qt.Key.Key_Space), self, self.toggle)
        QShortcut(QKeySequence(Qt.Key.Key_R), self, self.reset)

        self.ticker = QTimer(self)
        self.ticker.setInterval(250)
        self.ticker.timeout.connect(self._tick)
        self.ticker.start()
        self.pager = QTimer(self)
        self.pager.setInterval(PAGE_SECONDS * 1000)
        self.pager.timeout.connect(self.next_page)
        self.pager.start()
        session.changed.connect(self._changed)
        self.resize(1280, 800)
        self.refresh()

    # --- countdown --------------------------------------------------------------------
    def toggle(self) -> None:
        if self.countdown.running:
            self.countdown.pause()
        else:
            self.countdown.start()
        self._tick()

    def reset(self) -> None:
        self.countdown.reset(self.session.settings.round_minutes or 90)
        self._tick()

    def _add(self, minutes: int) -> None:
        self.countdown.add_minutes(minutes)
        self._tick()

    def _tick(self) -> None:
        remaining = self.countdown.remaining_ms()
        self.clock.setText(clock(remaining) if remaining > 0 else tr("Time is up"))
        colour = DANGER if remaining <= 0 else WARNING_BORDER if remaining < 5 * 60_000 else ""
        self.clock.setStyleSheet(f"color: {colour};" if colour else "")
        running = self.countdown.running
        self.start_button.setText(tr("Pause") if running else tr("Start"))
        self.start_button.setIcon(icons.icon("pause" if running else "play"))

    # --- standings --------------------------------------------------------------------
    def refresh(self) -> None:
        if self._loading:
            return
        self._loading = True
        self.session.read(lambda t: standing_lines(t, provisional=True), self._show,
                          self._failed)

    def _failed(self, exc: BaseException) -> None:
        self._loading = False

    def _changed(self, changes: Changes) -> None:
        if changes.standings or changes.players or changes.penalties or changes.settings:
            self.refresh()

    def _show(self, data: StandingsData) -> None:
        self._loading = False
        self.data = data
        self.round_label.setText(tr("Standings after round %1").replace("%1", str(data.round))
                                 if data.round else tr("Standings"))
        self.show_page(self.page)
        self.updated.emit()

    def rows_per_page(self) -> int:
        probe = QLabel("Xg")
        probe.setFont(font(ROW_SCALE))
        line = probe.sizeHint().height() + self.grid.verticalSpacing()
        available = self.board.height() - 4 * SPACE - line  # the header row
        return max(4, available // max(line, 1))

    def pages(self) -> int:
        if self.data is None or not self.data.rows:
            return 1
        per = self.rows_per_page()
        return (len(self.data.rows) + per - 1) // per

    def next_page(self) -> None:
        self.show_page((self.page + 1) % self.pages())

    def show_page(self, page: int) -> None:
        data = self.data
        while self.grid.count():
            item = self.grid.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        if data is None:
            return
        per = self.rows_per_page()
        self.page = page if page < self.pages() else 0
        rows = data.rows[self.page * per:(self.page + 1) * per]
        headers = (tr("Place"), tr("Name"), tr("Games"), tr("Total"))
        for column, text in enumerate(headers):
            label = QLabel(text)
            label.setFont(font(1.3, bold=True))
            label.setObjectName("projectorMuted")
            if column != 1:
                label.setAlignment(Qt.AlignmentFlag.AlignRight)
            self.grid.addWidget(label, 0, column)
        for i, line in enumerate(rows, start=1):
            self._add_row(i, line)
        self.grid.setColumnStretch(1, 1)
        self.grid.setRowStretch(len(rows) + 1, 1)
        self.page_label.setText(tr("Page %1 of %2").replace("%1", str(self.page + 1))
                                .replace("%2", str(self.pages())) if self.pages() > 1 else "")

    def _add_row(self, row: int, line: StandingLine) -> None:
        cells = (place_text(line), line.name + (" *" if line.provisional else ""),
                 str(line.games), signed(line.points))
        for column, text in enumerate(cells):
            label = QLabel(text)
            label.setFont(font(ROW_SCALE, bold=column in (0, 3)))
            if column != 1:
                label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if column == 3 and line.points < 0:
                label.setStyleSheet(f"color: {DANGER};")
            self.grid.addWidget(label, row, column)

    def resizeEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        super().resizeEvent(event)
        QTimer.singleShot(0, self, lambda: self.show_page(self.page))
