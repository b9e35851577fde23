"""The projector's awards one by one, and the prize-giving (the standings revealed from the
last place up, one place per key press): shown on the board instead of the pages until
ended.

`ProjectorCeremony` is a part of `ui.views.projector.ProjectorWindow`, which builds the
board and offers its pages' helpers (the methods declared at the end)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from tournament.service.read_models import PrizeGiving, StandingLine, prize_giving
from tournament.standings import spec
from tournament.standings.awards import AwardResult
from tournament.standings.stats import PlayerStats
from ui.award_words import award_title, award_value
from ui.session import Session
from ui.style import font, set_tone
from ui.text import tr
from ui.views.awards_view import award_results

if TYPE_CHECKING:
    # Names only: the service's facade is built on the storage layer, which the desk loads
    # when a tournament is opened, not when this module is imported.
    from tournament.service import Tournament

ROW_SCALE = 1.9  # standings rows: 12 pt x 1.9, readable from the back of a hall


class ProjectorCeremony(QWidget):
    updated = Signal()  # after new data is on screen
    special_changed = Signal()  # awards or prize-giving started, stepped or ended

    session: Session
    grid: QGridLayout
    round_label: QLabel
    page_label: QLabel
    pager: QTimer
    page: int
    special: str | None  # "awards" or "prize"
    award_results: tuple[AwardResult, ...]
    award_stats: dict[int, PlayerStats]
    award_index: int
    prize: PrizeGiving | None
    presses: int

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
            done = [info.number for info in t.rounds.all()
                    if t.rounds.seating(info.number) and all(
                        t.tables.view(info.number, s.table).finished
                        for s in t.rounds.seating(info.number))]
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
            columns = spec.projector_columns()
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

    # --- offered by ProjectorWindow -------------------------------------------------------
    def show_page(self, page: int) -> None:
        raise NotImplementedError

    def rows_per_page(self) -> int:
        raise NotImplementedError

    def _failed(self, exc: BaseException) -> None:
        raise NotImplementedError

    def _label(self, text: str, scale: float, bold: bool = False, right: bool = False,
               muted: bool = False, name: bool = False) -> QLabel:
        raise NotImplementedError

    def _add_header(self, columns: Sequence[spec.Column]) -> None:
        raise NotImplementedError

    def _add_row(self, row: int, line: StandingLine,
                 columns: Sequence[spec.Column]) -> None:
        raise NotImplementedError
