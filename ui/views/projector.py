"""The projector: a second window for a screen at the venue, with the round's countdown, the
standings in large type and, while a round is being played, "find your table" (every player,
alphabetically, with the table and seat wind), one page at a time.

The public screen carries no buttons: the countdown is started, paused and set from the
organiser's window (`ProjectorControls`, shown in the main window while the projector is
open; Space and R work on the projector too). Escape or F11 closes the projector.

Once the round clock of the live round is started at the desk (`set_round_clock`: the stored
clock, `ui.round_clock`), the big clock shows it instead of the projector's own countdown,
with the round under it and, after time up, the tables playing their last hand.

The standings count finished games only (as announced results must); the title says after
which round, and how many games of a round in progress are in. The pages turn by themselves
(every `PAGE_SECONDS`); as many rows as fit the window are on a page.

The window's parts: the awards and the prize-giving (`ui.views.projector_ceremony`), the
countdown (`ui.views.countdown`); its controls in the organiser's window are
`ui.views.projector_controls`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tournament.service import Changes
from tournament.service.read_models import (
    PrizeGiving,
    ProjectorData,
    SeatLine,
    StandingLine,
    StandingsData,
    projector_data,
)
from tournament.standings import spec
from tournament.standings.awards import AwardResult
from tournament.standings.stats import PlayerStats
from ui import screen
from ui.models.standings_model import place_text
from ui.round_clock import ClockTicker
from ui.session import Session
from ui.style import SPACE, font, set_tone
from ui.tasks import LatestWins
from ui.text import count, isolate, language, name_order, number, tr, wind_name
from ui.views.countdown import Countdown, clock, round_clock_text
from ui.views.live_corner import LiveCorner
from ui.views.projector_ceremony import ROW_SCALE, ProjectorCeremony
from ui.widgets.labels import ElidedLabel

if TYPE_CHECKING:
    # Names only: the service's facade is built on the storage layer, which the desk loads
    # when a tournament is opened, not when this module is imported.
    pass

PAGE_SECONDS = 12
SEAT_SCALE = 1.5  # "find your table": more names on a page, in columns


def standings_title(data: ProjectorData) -> str:
    """"Standings after round 2"; "Standings: round 3, 2 of 4 games in" while it is played;
    with what the organiser hides until the prize-giving said after it."""
    if data.counted_round is None:
        title = tr("Standings: no game finished yet")
    elif data.finished < data.tables:
        title = (tr("Standings: round %1, %2 of %3 games in")
                 .replace("%1", str(data.counted_round)).replace("%2", str(data.finished))
                 .replace("%3", str(data.tables)))
    else:
        title = tr("Standings after round %1").replace("%1", str(data.counted_round))
    if data.hidden_from is not None:
        title += " \u00b7 " + tr("from round %1 on: at the prize-giving").replace(
            "%1", str(data.hidden_from))
    return title


class ProjectorWindow(ProjectorCeremony):
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
        self.reads = LatestWins()
        # Awards and prize-giving: shown instead of the pages until ended (see `special`).
        self.special: str | None = None  # "awards" or "prize"
        self.award_results: tuple[AwardResult, ...] = ()
        self.award_stats: dict[int, PlayerStats] = {}
        self.award_index = 0
        self.prize: PrizeGiving | None = None
        self.presses = 0
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
        # On a narrow screen the titles wrap rather than push the clock out of view: the
        # clock keeps its whole width (a name on one line beside it was cut at 800 px).
        for label in (self.name, self.round_label):
            label.setWordWrap(True)
        titles.addWidget(self.name)
        titles.addWidget(self.round_label)
        top.addLayout(titles, 1)
        self.clock = QLabel(clock(self.countdown.total_ms))
        self.clock.setObjectName("projectorClock")
        self.clock.setFont(font(6.0, bold=True))
        self.clock.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.clock.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Preferred)
        self.round_clock: ClockTicker | None = None
        self.clock_note = QLabel()
        self.clock_note.setObjectName("projectorMuted")
        self.clock_note.setFont(font(1.6))
        self.clock_note.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.clock_note.setWordWrap(True)
        self.clock_note.hide()
        clock_area = QVBoxLayout()
        clock_area.setSpacing(0)
        clock_area.addWidget(self.clock)
        clock_area.addWidget(self.clock_note)
        top.addLayout(clock_area)
        layout.addLayout(top)

        self.board = QFrame()
        self.board.setObjectName("projectorBoard")
        self.board.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.grid = QGridLayout(self.board)
        self.grid.setContentsMargins(3 * SPACE, 2 * SPACE, 3 * SPACE, 2 * SPACE)
        self.grid.setHorizontalSpacing(4 * SPACE)
        self.grid.setVerticalSpacing(SPACE // 2)
        layout.addWidget(self.board, 1)
        # The organiser's announcements and the live page's address with its QR code.
        self.live_corner = LiveCorner(session, self)
        self.live_corner.reshaped.connect(
            lambda: QTimer.singleShot(0, self, lambda: self.show_page(self.page)))
        layout.addWidget(self.live_corner)
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
        screen.share_of_screen(self, 0.9, 0.9)
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

    def set_round_clock(self, ticker: ClockTicker) -> None:
        """Show the stored round clock (the desk's ticker) once it is started."""
        self.round_clock = ticker
        ticker.ticked.connect(self._tick)
        self._tick()

    @property
    def showing_round_clock(self) -> bool:
        """The big clock shows the stored round clock (not the projector's countdown)."""
        return self.clock_note.isVisibleTo(self)

    def _show_round_clock(self) -> bool:
        """The live round's stored clock on the big clock (False: none started)."""
        ticker = self.round_clock
        live = ticker.live_round() if ticker is not None else None
        clock = ticker.clock(live) if ticker is not None else None
        if ticker is None or live is None or clock is None or not clock.started:
            self.clock_note.hide()
            return False
        self.clock.setText(tr("Time is up") if clock.time_up
                           else round_clock_text(clock.remaining))
        set_tone(self.clock, "danger" if clock.time_up else "warning" if clock.warning else "")
        name = ticker.round_name(live)
        note = (tr("Final") if name == "final" else
                tr("Final, game %1").replace("%1", name.split(":")[1]) if name else
                tr("Round %1").replace("%1", str(live)))
        if clock.paused:
            note += " \u00b7 " + tr("paused")
        last = [t.table for t in clock.tables if t.last_hand]
        playing = [t for t in clock.tables if not t.finished and not t.time_up]
        if clock.time_up and last:
            note += " \u00b7 " + count(len(last), tr("Last hand at table %1"),
                                       tr("Last hand at tables %1")).replace(
                "%1", ", ".join(str(n) for n in last))
        if clock.time_up and playing:
            # Tables with their own extra minutes play on: their time, one line.
            note += "\n" + ", ".join(
                tr("Table %1: %2 left").replace("%1", str(t.table)).replace(
                    "%2", round_clock_text(t.remaining)) for t in playing)
        self.clock_note.setText(note)
        self.clock_note.show()
        return True

    def _tick(self) -> None:
        if self._show_round_clock():
            self.ticked.emit()
            return
        remaining = self.countdown.remaining_ms()
        self.clock.setText(clock(remaining) if remaining > 0 else tr("Time is up"))
        set_tone(self.clock, "danger" if remaining <= 0
                 else "warning" if remaining < 5 * 60_000 else "")
        self.ticked.emit()

    # --- data -------------------------------------------------------------------------
    def set_provisional(self, on: bool) -> None:
        """Count the games still in play (off by default: announced results only)."""
        self.provisional = on
        self.refresh()

    def refresh(self) -> None:
        if not self.reads.start():
            return
        live = self.provisional
        self.session.read(lambda t: projector_data(t, live), self._show, self._failed)

    def _failed(self, exc: BaseException) -> None:
        # A change (or "count games in play") while it loaded: load once more.
        if self.reads.done():
            self.refresh()

    def _changed(self, changes: Changes, _initiator: object = None) -> None:
        if changes.standings or changes.players or changes.penalties or changes.settings \
                or changes.seating or changes.rounds:
            self.refresh()

    def _show(self, data: ProjectorData) -> None:
        if self.reads.done():  # e.g. "count games in play" ticked while it was on its way
            self.refresh()
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
        if self.special is not None:
            self._show_special()
            return
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
                muted: bool = False, name: bool = False) -> QLabel:
        # A name longer than its column ends in "…" (a long name was clipped mid-letter).
        label = ElidedLabel(text) if name else QLabel(text)
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
        columns = spec.projector_columns()
        self._add_header(columns)
        for i, line in enumerate(rows, start=1):
            self._add_row(i, line, columns)
        self.grid.setColumnStretch(1, 1)
        self.grid.setRowStretch(len(rows) + 1, 1)

    def _add_header(self, columns: Sequence[spec.Column]) -> None:
        for column, spec_column in enumerate(columns):
            self.grid.addWidget(self._label(spec_column.title_in(tr), 1.3, bold=True,
                                            right=spec_column.kind.numeric, muted=True),
                                0, column)

    def _add_row(self, row: int, line: StandingLine,
                 columns: Sequence[spec.Column]) -> None:
        """One line, by the standings spec's projector columns: the place and the total in
        bold, a negative total in red."""
        lang = language()
        for column, spec_column in enumerate(columns):
            key = spec_column.key
            text = (place_text(line) if key == "place" else
                    isolate(line.name) + (" *" if line.provisional else "") if key == "player"
                    else spec_column.text(line, 1, lang))
            label = self._label(text, ROW_SCALE, bold=key in ("place", "total"),
                                right=spec_column.kind.numeric, name=key == "player")
            if key == "total" and line.points < 0:
                set_tone(label, "danger")
            self.grid.addWidget(label, row, column)

    def _show_seating(self, page: int) -> None:
        assert self.projected is not None
        data = self.projected
        self.round_label.setText(
            tr("Find your table: round %1").replace("%1", str(data.seating_round)) + "  \u00b7  "
            + count(len(data.seats), tr("%n player"), tr("%n players")))
        per = self.seats_per_page()
        # In the desk's alphabetical order (Qt's collator), to find one's name.
        seats = name_order(data.seats, lambda s: s.name)[page * per:(page + 1) * per]
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
        self.grid.addWidget(self._label(isolate(seat.name), SEAT_SCALE, name=True), row, base)
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

    def set_live_urls(self, urls: list[str]) -> None:
        """The live page's addresses while it is served ([]: not served): shown with their QR
        code in the corner."""
        self.live_corner.set_urls(urls)

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        QTimer.singleShot(0, self, lambda: self.show_page(self.page))

    def closeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().closeEvent(event)
        self.closed.emit()
