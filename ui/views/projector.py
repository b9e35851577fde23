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
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QElapsedTimer, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
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

from tournament import standings_spec
from tournament.awards import AwardResult
from tournament.service import Changes
from tournament.service.read_models import (
    PrizeGiving,
    ProjectorData,
    SeatLine,
    StandingLine,
    StandingsData,
    prize_giving,
    projector_data,
)
from tournament.stats import PlayerStats
from ui import icons, screen
from ui.award_words import award_title, award_value
from ui.models.standings_model import place_text
from ui.round_clock import ClockTicker
from ui.session import Session
from ui.style import SPACE, font, set_tone
from ui.tasks import LatestWins
from ui.text import MINUS, count, isolate, language, name_order, number, tr, wind_name
from ui.views.awards_view import AWARD_ICON, award_results
from ui.views.live_corner import LiveCorner
from ui.widgets.labels import ElidedLabel, name_toolbar_overflow

if TYPE_CHECKING:
    # Names only: the service's facade is built on the storage layer, which the desk loads
    # when a tournament is opened, not when this module is imported.
    from tournament.service import Tournament

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


def round_clock_text(seconds: float) -> str:
    """The stored clock's seconds left as the big clock writes them ("04:59", "1:29:59")."""
    return clock(int(seconds * 1000))


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
        columns = standings_spec.projector_columns()
        self._add_header(columns)
        for i, line in enumerate(rows, start=1):
            self._add_row(i, line, columns)
        self.grid.setColumnStretch(1, 1)
        self.grid.setRowStretch(len(rows) + 1, 1)

    def _add_header(self, columns: Sequence[standings_spec.Column]) -> None:
        for column, spec_column in enumerate(columns):
            self.grid.addWidget(self._label(spec_column.title_in(tr), 1.3, bold=True,
                                            right=spec_column.kind.numeric, muted=True),
                                0, column)

    def _add_row(self, row: int, line: StandingLine,
                 columns: Sequence[standings_spec.Column]) -> None:
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

    # --- awards one by one, and the prize-giving (standings from the last place up) ------
    special_changed = Signal()

    def start_awards(self) -> None:
        """Show the award winners, one award per key press (→, Page Down, Enter)."""

        def shown(data: tuple[tuple[AwardResult, ...], dict[int, PlayerStats]]) -> None:
            (self.award_results, self.award_stats), self.award_index = data, 0
            self._enter("awards")

        self.session.read(award_results, shown, self._failed)

    def start_prize_giving(self, top: int | None = None) -> None:
        """The standings (finished games only) revealed from the last place upward, one
        place per key press; players sharing a place are revealed together. `top`: reveal
        only places 1..top one by one (the others are on screen from the start)."""

        def shown(data: PrizeGiving) -> None:
            self.prize, self.presses = data, 0
            self._enter("prize")

        def read(t: Tournament) -> PrizeGiving:
            # The standings after the last round whose games are all finished: a round in
            # play is not announced.
            done = [info.number for info in t.rounds()
                    if t.seating(info.number) and all(
                        t.table_view(info.number, s.table).finished
                        for s in t.seating(info.number))]
            return prize_giving(t, max(done) if done else None, top=top)

        self.session.read(read, shown, self._failed)

    def _enter(self, mode: str) -> None:
        self.special = mode
        self.pager.stop()
        self.show_page(self.page)
        self.special_changed.emit()
        self.updated.emit()

    def end_special(self) -> None:
        """Back to the standings and "find your table"."""
        if self.special is None:
            return
        self.special = None
        self.pager.start()
        self.show_page(0)
        self.special_changed.emit()

    def step(self, by: int = 1) -> None:
        """The next (`by` 1) or previous (-1) award, or place revealed."""
        if self.special == "awards":
            last = max(len(self.award_results) - 1, 0)
            self.award_index = max(0, min(self.award_index + by, last))
        elif self.special == "prize" and self.prize is not None:
            self.presses = max(0, min(self.presses + by, self.prize.presses))
        else:
            return
        self.show_page(self.page)
        self.special_changed.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        forward = (Qt.Key.Key_Right, Qt.Key.Key_PageDown, Qt.Key.Key_Down, Qt.Key.Key_Return,
                   Qt.Key.Key_Enter)
        back = (Qt.Key.Key_Left, Qt.Key.Key_PageUp, Qt.Key.Key_Up, Qt.Key.Key_Backspace)
        if self.special is not None and event.key() in forward:
            self.step(1)
        elif self.special is not None and event.key() in back:
            self.step(-1)
        else:
            super().keyPressEvent(event)

    def _show_special(self) -> None:
        if self.special == "awards":
            self._show_award()
        else:
            self._show_prize()

    def _centred(self, text: str, scale: float, row: int, bold: bool = False,
                 muted: bool = False) -> QLabel:
        label = self._label(text, scale, bold=bold, muted=muted)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setWordWrap(True)
        self.grid.addWidget(label, row, 0)
        return label

    def _show_award(self) -> None:
        results = self.award_results
        if not results:
            self.round_label.setText(tr("Awards"))
            self.grid.setRowStretch(0, 1)
            self._centred(tr("No award chosen yet"), 2.4, 1, muted=True)
            self.grid.setRowStretch(2, 1)
            self.page_label.setText("")
            return
        award = results[self.award_index]
        self.round_label.setText(tr("Awards"))
        self.grid.setRowStretch(0, 1)
        self._centred(award_title(award), 2.6, 1, bold=True, muted=True)
        row = 2
        if award.winners:
            for w in award.winners:
                name = self._centred(w.player, 4.2, row, bold=True)
                set_tone(name, "accent")
                details = [tr("place %1").replace("%1", w.place)] if w.place else []
                details += [part for part in (w.club, w.country) if part]
                self._centred("  ·  ".join(details), 1.6, row + 1, muted=True)
                row += 2
            if not award.category.kind.by_place:  # the place is said above already
                self._centred(award_value(award, self.award_stats), 2.0, row)
        else:
            self._centred(tr("No winner"), 3.0, row, bold=True)
            self._centred(award_value(award, self.award_stats), 1.6, row + 1, muted=True)
            row += 1
        self.grid.setRowStretch(row + 1, 1)
        self.page_label.setText(tr("Award %1 of %2").replace("%1", str(self.award_index + 1))
                                .replace("%2", str(len(results))))

    def prize_title(self) -> str:
        prize = self.prize
        if prize is None or prize.round is None:
            return tr("Prize-giving")
        if prize.round == self.session.settings.rounds:
            return tr("Prize-giving: final standings")
        return tr("Prize-giving: standings after round %1").replace("%1", str(prize.round))

    def _show_prize(self) -> None:
        prize = self.prize
        self.round_label.setText(self.prize_title())
        if prize is None or not prize.steps and not prize.shown_at_start:
            self.grid.setRowStretch(0, 1)
            self._centred(tr("No game finished yet"), 2.4, 1, muted=True)
            self.grid.setRowStretch(2, 1)
            self.page_label.setText("")
            return
        shown = prize.revealed(self.presses)
        if not shown:
            self.grid.setRowStretch(0, 1)
            self._centred(tr("Prize-giving"), 4.0, 1, bold=True)
            self._centred(tr("Press → to reveal the last place"), 1.8, 2, muted=True)
            self.grid.setRowStretch(3, 1)
        else:
            newest = prize.steps[self.presses - 1].lines if self.presses else ()
            # The places revealed last are at the top; the earlier ones go down the screen
            # (and off it, with more players than rows).
            rows = shown[:self.rows_per_page()]
            columns = standings_spec.projector_columns()
            self._add_header(columns)
            for i, line in enumerate(rows, start=1):
                self._add_row(i, line, columns)
                if line in newest:
                    for column in range(len(columns)):
                        item = self.grid.itemAtPosition(i, column)
                        widget = item.widget() if item is not None else None
                        if isinstance(widget, QLabel):
                            widget.setFont(font(ROW_SCALE * 1.15, bold=True))
                            if column == 1:
                                set_tone(widget, "accent")
            self.grid.setColumnStretch(1, 1)
            self.grid.setRowStretch(len(rows) + 1, 1)
        places = len(prize.steps)
        self.page_label.setText(tr("%1 of %2 places revealed").replace(
            "%1", str(self.presses)).replace("%2", str(places)))

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


class ProjectorControls(QToolBar):
    """The projector's countdown and pages, in the organiser's window (never on the public
    screen): start/pause, reset, a minute more or less, games in play counted or not."""

    def __init__(self, projector: ProjectorWindow, parent: QWidget | None = None):
        super().__init__(tr("Projector"), parent)
        self.setObjectName("projectorControls")
        self.setMovable(False)
        name_toolbar_overflow(self)
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
        self.countdown_actions = []  # hidden while the round clock is on the big clock
        for widget in (self.start_button, self.reset_button, self.minus_button,
                       self.plus_button, self.next_button, self.in_play, self.close_button):
            action = self.addWidget(widget)
            if widget in (self.start_button, self.reset_button, self.minus_button,
                          self.plus_button):
                self.countdown_actions.append(action)
        projector.ticked.connect(self._follow)
        self._follow()

    def _follow(self) -> None:
        projector = self.projector
        self.time_label.setText(projector.clock.text())
        # The round clock is set on the rounds page; these buttons are the countdown's own.
        for action in self.countdown_actions:
            action.setVisible(not projector.showing_round_clock)
        running = projector.countdown.running
        self.start_button.setText(tr("Pause") if running else tr("Start"))
        self.start_button.setIcon(icons.icon("pause" if running else "play"))


class CeremonyControls(QToolBar):
    """The projector's awards and prize-giving, in the organiser's window (a row of its own
    below `ProjectorControls`): start either, step forward and back, return to the pages; the
    Awards page, where the awards are chosen, is a click away."""

    awards_page_requested = Signal()

    def __init__(self, projector: ProjectorWindow, parent: QWidget | None = None):
        super().__init__(tr("Prize-giving"), parent)
        self.setObjectName("ceremonyControls")
        self.setMovable(False)
        name_toolbar_overflow(self)
        self.projector = projector
        self.addWidget(QLabel(tr("Prize-giving:") + " "))
        self.awards_button = QPushButton(icons.icon(AWARD_ICON), tr("Awards"))
        self.awards_button.setToolTip(tr("The award winners, one award per step"))
        self.awards_button.clicked.connect(projector.start_awards)
        self.prize_button = QPushButton(icons.icon("standings"), tr("Reveal the standings"))
        self.prize_button.setToolTip(tr("The standings revealed from the last place upward, "
                                        "one place per step (\u2192 or Page Down on the "
                                        "projector)"))
        self.prize_button.clicked.connect(lambda: projector.start_prize_giving())
        self.back_step = QPushButton(icons.icon("back"), "")
        self.back_step.setToolTip(tr("One step back"))
        self.back_step.setAccessibleName(tr("One step back"))
        self.back_step.clicked.connect(lambda: projector.step(-1))
        self.next_step = QPushButton(icons.icon("next"), tr("Step"))
        self.next_step.setToolTip(tr("The next award or place (\u2192 on the projector)"))
        self.next_step.clicked.connect(lambda: projector.step(1))
        self.end_button = QPushButton(icons.icon("list"), tr("Back to the standings pages"))
        self.end_button.clicked.connect(projector.end_special)
        self.choose_button = QPushButton(tr("Choose the awards\u2026"))
        self.choose_button.setToolTip(tr("The Awards page: which awards, in which order, and "
                                         "the players' flags"))
        self.choose_button.clicked.connect(self.awards_page_requested)
        for widget in (self.awards_button, self.prize_button, self.back_step, self.next_step,
                       self.end_button, self.choose_button):
            self.addWidget(widget)
        projector.special_changed.connect(self._follow)
        self._follow()

    def _follow(self) -> None:
        on = self.projector.special is not None
        for button in (self.back_step, self.next_step, self.end_button):
            button.setEnabled(on)
