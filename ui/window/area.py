"""The screens of one open tournament: the navigation on the left, the screen on the right,
both from the page spec (ui.window.pages). A screen is built the first time it is shown or
asked for, so opening a tournament reads only what the screen it opens on shows."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from tournament.model import Outcome
from ui import icons
from ui.screen import scrolling
from ui.text import tr
from ui.window.pages import KEYS, PAGES

if TYPE_CHECKING:
    from ui.dialogs.final_dialog import FinalDialog
    from ui.session import Session
    from ui.views.awards_view import AwardsView
    from ui.views.penalties_view import PenaltiesView
    from ui.views.players_view import PlayersView
    from ui.views.rounds_view import RoundsView
    from ui.views.standings_view import StandingsView
    from ui.views.statistics_view import StatisticsView
    from ui.views.table_page import TablePage


class TournamentArea(QWidget):
    """The screens of one open tournament: navigation on the left, the screen on the right."""

    # A screen has just been built (its key, the widget): the window connects what it
    # offers (the awards' certificates and projector).
    page_built = Signal(str, object)

    # Below this width the navigation shows icons only: the table view needs ~1000 px.
    COMPACT_BELOW = 1300

    def __init__(self, session: Session, parent: QWidget | None = None):
        from ui.round_clock import ClockTicker

        super().__init__(parent)
        self.session = session
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.nav = QListWidget()
        self.nav.setObjectName("navigation")
        self.nav.setAccessibleName(tr("Pages"))
        self.nav.setIconSize(QSize(24, 24))
        self.nav.setFixedWidth(230)
        self.pages = QStackedWidget()
        self.built: dict[str, QWidget] = {}
        self.nav_texts: list[str] = []
        for page in PAGES:
            text = tr(page.title)
            item = QListWidgetItem(icons.icon(page.icon), text)
            item.setSizeHint(QSize(0, 48))
            item.setToolTip(text)
            # Its name for a screen reader, kept when the words go (icons alone, narrow).
            item.setData(Qt.ItemDataRole.AccessibleTextRole, text)
            self.nav.addItem(item)
            self.nav_texts.append(text)
            self.pages.addWidget(QWidget())  # the screen's place until it is built
        self.compact = False
        self.table_item = self.nav.item(KEYS.index("table"))
        self.table_item.setFlags(Qt.ItemFlag.NoItemFlags)
        self.table_item.setToolTip(tr("Open a table from Rounds & tables"))
        self.nav.currentRowChanged.connect(self._show_row)
        layout.addWidget(self.nav)
        # Above every screen: the tables' open calls for a referee (hidden without any).
        from ui.widgets.referee_calls_bar import RefereeCallsBar

        right = QWidget()
        column = QVBoxLayout(right)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        self.calls = RefereeCallsBar(session)
        column.addWidget(self.calls)
        column.addWidget(self.pages, 1)
        layout.addWidget(right, 1)
        # The round clock: one ticker for every screen of this tournament (ui.round_clock).
        self.clock = ClockTicker(session, parent=self)
        self.final_dialog: FinalDialog | None = None
        self.show_page("rounds")

    # --- the screens, built when first needed -------------------------------------------
    def page(self, key: str) -> QWidget:
        """The screen `key`, built now if it was not yet (it reads what it shows then)."""
        widget = self.built.get(key)
        if widget is None:
            index = KEYS.index(key)
            widget = PAGES[index].build(self.session)
            self.built[key] = widget
            placeholder = self.pages.widget(index)
            self.pages.insertWidget(index, scrolling(widget))
            if placeholder is not None:
                self.pages.removeWidget(placeholder)
                placeholder.deleteLater()
            self._wire(key, widget)
            self.page_built.emit(key, widget)
        return widget

    def _wire(self, key: str, widget: QWidget) -> None:
        """What the screens ask of each other, connected as each is built."""
        if key == "rounds":
            rounds = cast("RoundsView", widget)
            rounds.open_table.connect(self.open_table)
            rounds.set_clock(self.clock)
            rounds.final_requested.connect(self.open_final_dialog)
        elif key == "table":
            table = cast("TablePage", widget)
            table.back_requested.connect(lambda: self.show_page("rounds"))
            table.table_shown.connect(self._table_shown)
            table.set_clock(self.clock)
        elif key == "penalties":
            cast("PenaltiesView", widget).chombo_requested.connect(self.open_chombo)

    def _show_row(self, row: int) -> None:
        if row >= 0:
            self.page(KEYS[row])
            self.pages.setCurrentIndex(row)

    @property
    def players(self) -> PlayersView:
        return cast("PlayersView", self.page("players"))

    @property
    def rounds(self) -> RoundsView:
        return cast("RoundsView", self.page("rounds"))

    @property
    def table(self) -> TablePage:
        return cast("TablePage", self.page("table"))

    @property
    def standings(self) -> StandingsView:
        return cast("StandingsView", self.page("standings"))

    @property
    def penalties(self) -> PenaltiesView:
        return cast("PenaltiesView", self.page("penalties"))

    @property
    def statistics(self) -> StatisticsView:
        return cast("StatisticsView", self.page("statistics"))

    @property
    def awards(self) -> AwardsView:
        return cast("AwardsView", self.page("awards"))

    # --- navigation -----------------------------------------------------------------------
    def show_page(self, name: str) -> None:
        self.nav.setCurrentRow(KEYS.index(name))

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.set_compact(self.width() < self.COMPACT_BELOW)

    def set_compact(self, compact: bool) -> None:
        if compact == self.compact:
            return
        self.compact = compact
        self.nav.setFixedWidth(64 if compact else 230)
        for row, text in enumerate(self.nav_texts):
            self.nav.item(row).setText("" if compact else text)

    def current_page(self) -> str:
        return KEYS[self.pages.currentIndex()]

    def open_table(self, round: int, table: int) -> None:
        self.table.open(round, table)
        self.show_page("table")

    def _table_shown(self, round: int, table: int) -> None:
        self.table_item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
        text = tr("Table %1 \u00b7 round %2").replace("%1", str(table)).replace("%2", str(round))
        self.nav_texts[KEYS.index("table")] = text
        self.table_item.setToolTip(text)
        self.table_item.setData(Qt.ItemDataRole.AccessibleTextRole, text)
        self.table_item.setText("" if self.compact else text)

    def open_chombo(self, round: int, table: int, seat: int) -> None:
        """Open the table, then its hand dialog on a chombo by `seat`."""
        page = self.table

        def shown(r: int, t: int) -> None:
            page.table_shown.disconnect(shown)
            view = page.view
            if (r, t) != (round, table) or view is None:
                return
            dialog = view.open_hand_dialog(Outcome.CHOMBO)
            if dialog is not None:
                dialog.offender.set_seat(seat)

        page.table_shown.connect(shown)
        self.open_table(round, table)

    def open_final_dialog(self) -> FinalDialog | None:
        """The final stage's dialog (after the qualifying rounds)."""
        from ui.dialogs.final_dialog import FinalDialog

        if self.final_dialog is not None:
            return None
        dialog = FinalDialog(self.session, self)
        self.final_dialog = dialog

        def finished(_code: int) -> None:
            self.final_dialog = None
            dialog.deleteLater()

        dialog.finished.connect(finished)
        dialog.open()
        return dialog

    def open_table_page(self) -> TablePage | None:
        """The table screen if it was built (a table was opened), without building it."""
        return cast("TablePage | None", self.built.get("table"))

    def busy_with_input(self) -> bool:
        """A dialog with typed input is open (a hand being entered)."""
        built = self.built
        table = cast("TablePage | None", built.get("table"))
        view = table.view if table is not None else None
        return (view is not None and view.dialog is not None) or any(
            getattr(built.get(key), "dialog", None) is not None
            for key in ("penalties", "players", "table", "rounds"))
