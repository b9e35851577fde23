"""The projector: a second window for a screen at the venue, with the round's countdown, the
standings in large type and, while a round is being played, "find your table" (every player,
alphabetically, with the table and seat wind), one page at a time.

The public screen carries no buttons: the countdown is started, paused and set from the
organiser's window (`ProjectorControls`, shown in the main window while the projector is
open; Space and R work on the projector too). Escape or F11 closes the projector.

The standings count finished games only (as announced results must); the title says after
which round, and how many games of a round in progress are in. The pages turn by themselves
(every `PAGE_SECONDS`); as many rows as fit the window are on a page.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QElapsedTimer, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from tournament.service import Changes
from tournament.service.read_models import (
    ProjectorData,
    SeatLine,
    StandingLine,
    StandingsData,
    projector_data,
)
from ui import icons
from ui.models.standings_model import place_text
from ui.session import Session
from ui.style import DANGER, SPACE, WARNING_BORDER, font
from ui.text import MINUS, count, number, signed, tr, wind_name

PAGE_SECONDS = 12
ROW_SCALE = 1.9  # standings rows: 12 pt x 1.9, readable from the back of a hall
SEAT_SCALE = 1.5  # "find your table": more names on a page, in columns


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


def standings_title(data: ProjectorData) -> str:
    """"Standings after round 2"; "Standings: round 3, 2 of 4 games in" while it is played."""
    if data.counted_round is None:
        return tr("Standings: no game finished yet")
    if data.finished < data.tables:
        return (tr("Standings: round %1, %2 of %3 games in")
                .replace("%1", str(data.counted_round)).replace("%2", str(data.finished))
                .replace("%3", str(data.tables)))
    return tr("Standings after round %1").replace("%1", str(data.counted_round))


class ProjectorWindow(QWidget):
    updated = Signal()  # after new data is on screen
    ticked = Signal()  # the countdown's text changed (the organiser's controls follow it)
    closed = Signal()

    def __init__(self, session: Session, parent: QWidget | None = None):
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("ProjectorWindow")
        self.session = session
        self.setWindowTitle(tr("Projector \u2014 %1").replace("%1", session.settings.name))
        self.countdown = Countdown(session.settings.round_minutes or 90)
        self.provisional = False  # games in play are not counted on the public screen
        self.projected: ProjectorData | None = None
        self.data: StandingsData | None = None
        self.page = 0
        self._loading = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4 * SPACE, 3 * SPACE, 4 * SPACE, 2 * SPACE)
        layout.setSpacing(2 * SPACE)

        top = QHBoxLayout()
        titles = QVBoxLayout()
        self.name = QLabel(session.settings.name)
        self.name.setTextFormat(Qt.TextFormat.PlainText)
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

        QShortcut(QKeySequence(Qt.Key.Key_Space), self, self.toggle)
        QShortcut(QKeySequence(Qt.Key.Key_R), self, self.reset)
        for key in (Qt.Key.Key_Escape, Qt.Key.Key_F11):
            QShortcut(QKeySequence(key), self, self.close)

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

    def add_minutes(self, minutes: int) -> None:
        self.countdown.add_minutes(minutes)
        self._tick()

    def _tick(self) -> None:
        remaining = self.countdown.remaining_ms()
        self.clock.setText(clock(remaining) if remaining > 0 else tr("Time is up"))
        colour = DANGER if remaining <= 0 else WARNING_BORDER if remaining < 5 * 60_000 else ""
        self.clock.setStyleSheet(f"color: {colour};" if colour else "")
        self.ticked.emit()

    # --- data -------------------------------------------------------------------------
    def set_provisional(self, on: bool) -> None:
        """Count the games still in play (off by default: announced results only)."""
        self.provisional = on
        self.refresh()

    def refresh(self) -> None:
        if self._loading:
            return
        self._loading = True
        live = self.provisional
        self.session.read(lambda t: projector_data(t, live), self._show, self._failed)

    def _failed(self, exc: BaseException) -> None:
        self._loading = False

    def _changed(self, changes: Changes, _initiator: object = None) -> None:
        if changes.standings or changes.players or changes.penalties or changes.settings \
                or changes.seating or changes.rounds:
            self.refresh()

    def _show(self, data: ProjectorData) -> None:
        self._loading = False
        self.projected = data
        self.data = data.standings
        self.name.setText(self.session.settings.name)
        self.show_page(self.page)
        self.updated.emit()

    # --- pages: the standings, then "find your table" ----------------------------------
    def _line_height(self, scale: float) -> int:
        probe = QLabel("Xg")
        probe.setFont(font(scale))
        return probe.sizeHint().height() + self.grid.verticalSpacing()

    def rows_per_page(self) -> int:
        line = self._line_height(ROW_SCALE)
        available = self.board.height() - 4 * SPACE - line  # the header row
        return max(4, available // max(line, 1))

    def seat_columns(self) -> int:
        return 3 if self.board.width() >= 1500 else 2

    def seats_per_page(self) -> int:
        line = self._line_height(SEAT_SCALE)
        rows = max(4, (self.board.height() - 4 * SPACE - line) // max(line, 1))
        return rows * self.seat_columns()

    def standings_pages(self) -> int:
        if self.data is None or not self.data.rows:
            return 1
        per = self.rows_per_page()
        return (len(self.data.rows) + per - 1) // per

    def seating_pages(self) -> int:
        seats = self.projected.seats if self.projected is not None else ()
        if not seats:
            return 0
        per = self.seats_per_page()
        return (len(seats) + per - 1) // per

    def pages(self) -> int:
        return self.standings_pages() + self.seating_pages()

    def next_page(self) -> None:
        self.show_page((self.page + 1) % max(self.pages(), 1))

    def page_kind(self, page: int | None = None) -> str:
        """"standings" or "seating" for a page number (the current page by default)."""
        page = self.page if page is None else page
        return "standings" if page < self.standings_pages() else "seating"

    def _clear(self) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        for column in range(self.grid.columnCount()):
            self.grid.setColumnStretch(column, 0)
        for row in range(self.grid.rowCount()):
            self.grid.setRowStretch(row, 0)

    def show_page(self, page: int) -> None:
        self._clear()
        if self.projected is None:
            return
        self.page = page if page < self.pages() else 0
        if self.page_kind() == "standings":
            self._show_standings(self.page)
        else:
            self._show_seating(self.page - self.standings_pages())
        total = self.pages()
        self.page_label.setText(tr("Page %1 of %2").replace("%1", str(self.page + 1))
                                .replace("%2", str(total)) if total > 1 else "")

    def _label(self, text: str, scale: float, bold: bool = False, right: bool = False,
                muted: bool = False) -> QLabel:
        label = QLabel(text)
        label.setTextFormat(Qt.TextFormat.PlainText)  # names are never markup
        label.setFont(font(scale, bold=bold))
        if muted:
            label.setObjectName("projectorMuted")
        if right:
            label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return label

    def _show_standings(self, page: int) -> None:
        assert self.projected is not None
        self.round_label.setText(standings_title(self.projected))
        data = self.projected.standings
        per = self.rows_per_page()
        rows = data.rows[page * per:(page + 1) * per]
        headers = (tr("Place"), tr("Name"), tr("Games"), tr("Total"))
        for column, text in enumerate(headers):
            self.grid.addWidget(self._label(text, 1.3, bold=True, right=column != 1,
                                            muted=True), 0, column)
        for i, line in enumerate(rows, start=1):
            self._add_row(i, line)
        self.grid.setColumnStretch(1, 1)
        self.grid.setRowStretch(len(rows) + 1, 1)

    def _add_row(self, row: int, line: StandingLine) -> None:
        cells = (place_text(line), line.name + (" *" if line.provisional else ""),
                 number(line.games), signed(line.points))
        for column, text in enumerate(cells):
            label = self._label(text, ROW_SCALE, bold=column in (0, 3), right=column != 1)
            if column == 3 and line.points < 0:
                label.setStyleSheet(f"color: {DANGER};")
            self.grid.addWidget(label, row, column)

    def _show_seating(self, page: int) -> None:
        assert self.projected is not None
        data = self.projected
        self.round_label.setText(
            tr("Find your table: round %1").replace("%1", str(data.seating_round)) + "  \u00b7  "
            + count(len(data.seats), tr("%n player"), tr("%n players")))
        per = self.seats_per_page()
        seats = data.seats[page * per:(page + 1) * per]
        columns = self.seat_columns()
        rows = (len(seats) + columns - 1) // columns if seats else 0
        for block in range(columns):
            base = block * 4
            for column, text in enumerate((tr("Name"), tr("Table"), tr("Seat"))):
                self.grid.addWidget(self._label(text, 1.2, bold=True, right=column == 1,
                                                muted=True), 0, base + column)
            for i, seat in enumerate(seats[block * rows:(block + 1) * rows], start=1):
                self._add_seat(i, base, seat)
            self.grid.setColumnStretch(base, 1)
            if block < columns - 1:
                self.grid.setColumnMinimumWidth(base + 3, 4 * SPACE)
        self.grid.setRowStretch(rows + 1, 1)

    def _add_seat(self, row: int, base: int, seat: SeatLine) -> None:
        self.grid.addWidget(self._label(seat.name, SEAT_SCALE), row, base)
        self.grid.addWidget(self._label(number(seat.table), SEAT_SCALE, bold=True, right=True),
                            row, base + 1)
        self.grid.addWidget(self._label(wind_name(seat.wind), SEAT_SCALE, muted=True),
                            row, base + 2)

    def shown_texts(self) -> list[str]:
        """Every text on the board now (tests)."""
        out = []
        for i in range(self.grid.count()):
            item = self.grid.itemAt(i)
            widget = item.widget() if item is not None else None
            if isinstance(widget, QLabel):
                out.append(widget.text())
        return out

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        QTimer.singleShot(0, self, lambda: self.show_page(self.page))

    def closeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().closeEvent(event)
        self.closed.emit()


class ProjectorControls(QToolBar):
    """The projector's countdown and pages, in the organiser's window (never on the public
    screen): start/pause, reset, a minute more or less, games in play counted or not."""

    def __init__(self, projector: ProjectorWindow, parent: QWidget | None = None):
        super().__init__(tr("Projector"), parent)
        self.setObjectName("projectorControls")
        self.setMovable(False)
        self.projector = projector
        self.addWidget(QLabel(tr("Projector:") + " "))
        self.time_label = QLabel()
        self.time_label.setFont(font(1.1, bold=True))
        self.time_label.setMinimumWidth(96)
        self.addWidget(self.time_label)
        self.start_button = QPushButton(icons.icon("play"), tr("Start"))
        self.start_button.clicked.connect(projector.toggle)
        # Icons with their words in the tooltip: the bar fits a 1,024 px window in French too.
        self.reset_button = QPushButton(icons.icon("reset"), "")
        self.reset_button.setToolTip(tr("Reset"))
        self.reset_button.setAccessibleName(tr("Reset"))
        self.reset_button.clicked.connect(projector.reset)
        self.minus_button = QPushButton(f"{MINUS}1 " + tr("min"))
        self.minus_button.clicked.connect(lambda: projector.add_minutes(-1))
        self.plus_button = QPushButton("+1 " + tr("min"))
        self.plus_button.clicked.connect(lambda: projector.add_minutes(1))
        self.next_button = QPushButton(icons.icon("next"), "")
        self.next_button.setToolTip(tr("Next page"))
        self.next_button.setAccessibleName(tr("Next page"))
        self.next_button.clicked.connect(projector.next_page)
        self.in_play = QCheckBox(tr("Count games in play"))
        self.in_play.setToolTip(tr("Off: the public screen shows finished games only"))
        self.in_play.toggled.connect(projector.set_provisional)
        self.close_button = QPushButton(icons.icon("close"), "")
        self.close_button.setToolTip(tr("Close the projector"))
        self.close_button.setAccessibleName(tr("Close the projector"))
        self.close_button.clicked.connect(projector.close)
        for widget in (self.start_button, self.reset_button, self.minus_button,
                       self.plus_button, self.next_button, self.in_play, self.close_button):
            self.addWidget(widget)
        projector.ticked.connect(self._follow)
        self._follow()

    def _follow(self) -> None:
        projector = self.projector
        self.time_label.setText(projector.clock.text())
        running = projector.countdown.running
        self.start_button.setText(tr("Pause") if running else tr("Start"))
        self.start_button.setIcon(icons.icon("pause" if running else "play"))
