"""The main window: the start page, or the open tournament with its screens on the left.

Screens: Players, Rounds & tables, Table (the one opened last), Standings, Penalties; the
projector is a second window (View > Projector). The title shows the tournament and its file.
There is no Save: the service writes every change in its own transaction before OK returns.
Closing waits for the database worker to finish what it was asked and closes the file.

Opening a file that is not a tournament, is damaged or is open elsewhere shows the store's
message and changes nothing (the tournament open before stays open).
"""

from __future__ import annotations

import os
import sys
import tempfile
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QSettings, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QMessageBox,
    QProgressBar,
    QStackedWidget,
    QToolBar,
    QToolButton,
    QWidget,
)

from tournament.errors import InvalidInput, StoreError
from tournament.export.formats import DESK_FORMATS
from tournament.model import Issue, Outcome
from ui import error_log, files, i18n, icons, screen, style
from ui.export_words import words
from ui.tasks import DatabaseWorker, OpenResult
from ui.text import QT_TR_NOOP, mnemonic_safe, rich_safe, tr
from ui.views.start_page import StartPage

if TYPE_CHECKING:
    # The window shows the start page before any of these is imported (issue 16): the
    # storage layer, the screens of an open tournament, printing and exports load when a
    # tournament is opened or a menu first needs them (imported where they are used).
    from tournament.export.documents import Document
    from tournament.export.formats import ExportFormat
    from tournament.export.gather import DocumentKind
    from tournament.service import Tournament
    from ui.dialogs.announcements_dialog import AnnouncementsDialog
    from ui.dialogs.connect_dialog import ConnectDialog, ServerRequest
    from ui.dialogs.export_dialog import ExportDialog
    from ui.dialogs.final_dialog import FinalDialog
    from ui.dialogs.guide_dialog import GuideDialog
    from ui.dialogs.live_page_dialog import LivePageDialog
    from ui.dialogs.new_tournament_wizard import NewTournamentWizard, TournamentPlan
    from ui.dialogs.print_preview import PrintPreviewDialog
    from ui.dialogs.settings_dialog import SettingsDialog
    from ui.dialogs.statistics_export_dialog import StatisticsExportDialog
    from ui.live_page import LivePage
    from ui.operations import Op
    from ui.operations.awards import StatisticsFormat
    from ui.printing.render import PageSize
    from ui.session import Session
    from ui.views.projector import CeremonyControls, ProjectorControls, ProjectorWindow


RECENT_KEY = "recent"
RECENT_NAMES_KEY = "recent_names"  # the tournament's name of each recent file, same order
LAST_KEY = "last_file"
MAX_RECENT = 8
MARKER_ENV = "RIICHI_TOURNAMENT_STARTUP_MARKER"

PAGES = ("players", "rounds", "table", "standings", "penalties", "statistics", "awards")

# (ExportFormat and StatisticsFormat values, DocumentKind values: their modules load on first
# use.)
# The Export menu: the desk's formats (tournament.export.formats) with their words.
EXPORT_ITEMS = tuple((f.value, words(f).menu) for f in DESK_FORMATS)
STATISTICS_EXPORT_ITEMS = (
    ("csv", QT_TR_NOOP("Statistics as CS&V\u2026")),
    ("json", QT_TR_NOOP("Statistics as JS&ON\u2026")),
)
# Ctrl+P prints what the screen shows: the seating from the rounds, standings elsewhere.
PAGE_DOCUMENTS = {"rounds": "seating-tables", "table": "score-sheets",
                  "statistics": "statistics", "awards": "certificates"}


def _menu_actions(menu: QMenu) -> list[QAction]:
    """Every action of `menu` and of its submenus."""
    found: list[QAction] = []
    for action in menu.actions():
        found.append(action)
        sub = action.menu()
        if isinstance(sub, QMenu):
            found += _menu_actions(sub)
    return found


class _ExposeWatch(QObject):
    """Prints a marker when the window is first on screen (for the cold-start benchmark)."""

    def __init__(self, window: QMainWindow):
        super().__init__(window)
        self._window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Expose and self._window.windowHandle().isExposed():
            print("riichi-tournament: window shown", flush=True)
            watched.removeEventFilter(self)
        return False


class TournamentArea(QWidget):
    """The screens of one open tournament: navigation on the left, the screen on the right."""

    def __init__(self, session: Session, parent: QWidget | None = None):
        from ui.round_clock import ClockTicker
        from ui.views.awards_view import AwardsView
        from ui.views.penalties_view import PenaltiesView
        from ui.views.players_view import PlayersView
        from ui.views.rounds_view import RoundsView
        from ui.views.standings_view import StandingsView
        from ui.views.statistics_view import StatisticsView
        from ui.views.table_page import TablePage

        super().__init__(parent)
        self.session = session
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.nav = QListWidget()
        self.nav.setObjectName("navigation")
        self.nav.setIconSize(QSize(24, 24))
        self.nav.setFixedWidth(230)
        self.pages = QStackedWidget()
        self.players = PlayersView(session)
        self.rounds = RoundsView(session)
        self.table = TablePage(session)
        self.standings = StandingsView(session)
        self.penalties = PenaltiesView(session)
        self.statistics = StatisticsView(session)
        self.awards = AwardsView(session)
        entries = (
            ("players", tr("Players"), self.players),
            ("rounds", tr("Rounds & tables"), self.rounds),
            ("table", tr("Table"), self.table),
            ("standings", tr("Standings"), self.standings),
            ("penalties", tr("Penalties"), self.penalties),
            ("chart", tr("Statistics"), self.statistics),
            ("awards", tr("Awards"), self.awards),
        )
        self.nav_texts: list[str] = []
        for icon, text, page in entries:
            item = QListWidgetItem(icons.icon(icon), text)
            item.setSizeHint(QSize(0, 48))
            item.setToolTip(text)
            self.nav.addItem(item)
            self.nav_texts.append(text)
            self.pages.addWidget(page)
        self.compact = False
        self.table_item = self.nav.item(PAGES.index("table"))
        self.table_item.setFlags(Qt.ItemFlag.NoItemFlags)
        self.table_item.setToolTip(tr("Open a table from Rounds & tables"))
        self.nav.currentRowChanged.connect(self.pages.setCurrentIndex)
        layout.addWidget(self.nav)
        layout.addWidget(self.pages, 1)
        self.rounds.open_table.connect(self.open_table)
        self.table.back_requested.connect(lambda: self.show_page("rounds"))
        self.table.table_shown.connect(self._table_shown)
        self.penalties.chombo_requested.connect(self.open_chombo)
        # The round clock: one ticker for every screen of this tournament (ui.round_clock).
        self.clock = ClockTicker(session, parent=self)
        self.rounds.set_clock(self.clock)
        self.table.set_clock(self.clock)
        self.final_dialog: FinalDialog | None = None
        self.rounds.final_requested.connect(self.open_final_dialog)
        self.show_page("rounds")

    def show_page(self, name: str) -> None:
        self.nav.setCurrentRow(PAGES.index(name))

    # Below this width the navigation shows icons only: the table view needs ~1000 px.
    COMPACT_BELOW = 1300

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
        return PAGES[self.pages.currentIndex()]

    def open_table(self, round: int, table: int) -> None:
        self.table.open(round, table)
        self.show_page("table")

    def _table_shown(self, round: int, table: int) -> None:
        self.table_item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
        text = tr("Table %1 \u00b7 round %2").replace("%1", str(table)).replace("%2", str(round))
        self.nav_texts[PAGES.index("table")] = text
        self.table_item.setToolTip(text)
        self.table_item.setText("" if self.compact else text)

    def open_chombo(self, round: int, table: int, seat: int) -> None:
        """Open the table, then its hand dialog on a chombo by `seat`."""

        def shown(r: int, t: int) -> None:
            self.table.table_shown.disconnect(shown)
            view = self.table.view
            if (r, t) != (round, table) or view is None:
                return
            dialog = view.open_hand_dialog(Outcome.CHOMBO)
            if dialog is not None:
                dialog.offender.set_seat(seat)

        self.table.table_shown.connect(shown)
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

    def busy_with_input(self) -> bool:
        """A dialog with typed input is open (a hand being entered)."""
        view = self.table.view
        return (view is not None and view.dialog is not None) or any(
            d is not None for d in (self.penalties.dialog, self.players.dialog,
                                    self.table.dialog, self.rounds.dialog))


class MainWindow(QMainWindow):
    opened = Signal(object)  # OpenResult, once the tournament's screens are shown
    open_failed = Signal(str)

    def __init__(self, settings: QSettings, parent: QWidget | None = None):
        super().__init__(parent)
        self.settings = settings
        self.worker = DatabaseWorker(self)
        self.worker.failed.connect(self._worker_failed)
        self.worker.busy_changed.connect(self._busy)
        self.worker.start()
        self.session: Session | None = None
        self.area: TournamentArea | None = None
        self.projector: ProjectorWindow | None = None
        self.projector_controls: ProjectorControls | None = None
        self.ceremony_controls: CeremonyControls | None = None
        self.wizard: NewTournamentWizard | None = None
        self.preview: PrintPreviewDialog | None = None
        self.export_dialog: ExportDialog | None = None
        self.settings_dialog: SettingsDialog | None = None
        self.statistics_export_dialog: StatisticsExportDialog | None = None
        self.live: LivePage | None = None  # the live page for players, once asked for
        self.live_dialog: LivePageDialog | None = None
        self.announcements_dialog: AnnouncementsDialog | None = None
        self.connect_dialog: ConnectDialog | None = None
        self.guide: GuideDialog | None = None
        self.message_box: QMessageBox | None = None
        self.referee_question: QDialog | None = None  # "Who is at the desk?", while asked
        self.demo_folder: tempfile.TemporaryDirectory[str] | None = None
        self._opening: Path | None = None
        self._closing = False

        self.stack = QStackedWidget()
        self.start_page = StartPage()
        self.stack.addWidget(self.start_page)
        self.setCentralWidget(self.stack)
        self.start_page.new_requested.connect(self.new_tournament)
        self.start_page.open_requested.connect(self.choose_and_open)
        self.start_page.demo_requested.connect(self.open_demo)
        self.start_page.connect_requested.connect(self.connect_to_server)
        self.start_page.recent_chosen.connect(self.open_file)
        self._build_actions()
        self._build_status_bar()
        self._refresh_recent()
        self._update_title()
        # Most of the screen it opens on, whatever its size (a 1,366 x 768 laptop too);
        # every window and dialog of the desk is kept within its screen (ui.screen).
        screen.install()
        screen.share_of_screen(self, 0.96, 0.96, minimum=QSize(960, 600))
        chosen = style.chosen_appearance(settings)
        if style.current_appearance() != chosen:
            self.set_appearance(chosen, remember=False)
        if os.environ.get(MARKER_ENV):
            self.winId()
            self.windowHandle().installEventFilter(_ExposeWatch(self))

    # --- building ---------------------------------------------------------------------
    def _build_actions(self) -> None:
        # Built again on a language change: the print entries come back if they were there
        # (they are added with the first open tournament, not here).
        had_print_entries = bool(getattr(self, "print_actions", None))
        menu = self.menuBar()
        file_menu = menu.addMenu(tr("&File"))
        self.new_action = QAction(icons.icon("new"), tr("&New tournament\u2026"), self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.new_tournament)
        self.open_action = QAction(icons.icon("open"), tr("&Open\u2026"), self)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(self.choose_and_open)
        self.connect_action = QAction(icons.icon("open"), tr("Connect to a &server\u2026"),
                                      self)
        self.connect_action.setToolTip(tr("A tournament on the venue's server, shared by "
                                          "several stations"))
        self.connect_action.triggered.connect(lambda: self.connect_to_server())
        self.recent_menu = file_menu.addMenu(tr("Open &recent"))
        self.demo_action = QAction(icons.icon("demo"), tr("Open the &demo tournament"), self)
        self.demo_action.triggered.connect(self.open_demo)
        self.close_action = QAction(icons.icon("close"), tr("&Close tournament"), self)
        self.close_action.setShortcut(QKeySequence.StandardKey.Close)
        self.close_action.triggered.connect(self.close_tournament)
        quit_action = QAction(tr("&Quit"), self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        file_menu.insertAction(self.recent_menu.menuAction(), self.new_action)
        file_menu.insertAction(self.recent_menu.menuAction(), self.open_action)
        file_menu.insertAction(self.recent_menu.menuAction(), self.connect_action)
        file_menu.addAction(self.demo_action)
        file_menu.addSeparator()
        self.settings_action = QAction(icons.icon("settings"),
                                       tr("Tournament &details\u2026"), self)
        self.settings_action.setToolTip(tr("Name, dates, rounds and what the EMA file needs"))
        self.settings_action.triggered.connect(self.open_settings)
        file_menu.addAction(self.settings_action)
        file_menu.addSeparator()
        file_menu.addAction(self.close_action)
        file_menu.addAction(quit_action)

        print_menu = menu.addMenu(tr("&Print"))
        # One entry per document, added with the first open tournament (_print_entries):
        # the menu is disabled until then, and its names come with the printing modules.
        self.print_actions: dict[DocumentKind, QAction] = {}
        self.print_action = QAction(icons.icon("print"), tr("&Print\u2026"), self)
        self.print_action.setShortcut(QKeySequence.StandardKey.Print)
        self.print_action.setToolTip(tr("Print preview of what this screen shows (Ctrl+P): "
                                        "standings, seating, score sheets, result cards"))
        self.print_action.triggered.connect(lambda: self.print_document(None))
        print_menu.addAction(self.print_action)
        print_menu.addSeparator()
        self.print_menu = print_menu
        if had_print_entries:
            self._print_entries()

        export_menu = menu.addMenu(tr("E&xport"))
        self.export_actions: dict[str, QAction] = {}  # by ExportFormat (a StrEnum) value
        for fmt, text in EXPORT_ITEMS:
            action = QAction(icons.icon("export"), tr(text), self)
            action.triggered.connect(lambda _=False, f=fmt: self.export(f))
            export_menu.addAction(action)
            self.export_actions[fmt] = action
        export_menu.addSeparator()
        self.statistics_export_actions: dict[str, QAction] = {}  # by StatisticsFormat value
        for sfmt, text in STATISTICS_EXPORT_ITEMS:
            action = QAction(icons.icon("export"), tr(text), self)
            action.triggered.connect(lambda _=False, f=sfmt: self.export_statistics(f))
            export_menu.addAction(action)
            self.statistics_export_actions[sfmt] = action
        self.export_menu = export_menu

        view_menu = menu.addMenu(tr("&View"))
        self.page_actions: dict[str, QAction] = {}
        for i, (name, text) in enumerate((
                ("players", tr("Players")), ("rounds", tr("Rounds && tables")),
                ("table", tr("Table")), ("standings", tr("Standings")),
                ("penalties", tr("Penalties")), ("statistics", tr("Statistics")),
                ("awards", tr("Awards")))):
            action = QAction(icons.icon({"statistics": "chart"}.get(name, name)), text, self)
            action.setShortcut(QKeySequence(f"Ctrl+{i + 1}"))
            action.triggered.connect(lambda _=False, n=name: self.show_page(n))
            view_menu.addAction(action)
            self.page_actions[name] = action
        view_menu.addSeparator()
        self.projector_action = QAction(icons.icon("projector"), tr("&Projector"), self)
        self.projector_action.setShortcut(QKeySequence("F11"))
        self.projector_action.triggered.connect(self.show_projector)
        view_menu.addAction(self.projector_action)
        self.live_action = QAction(tr("&Live page for players\u2026"), self)
        self.live_action.setToolTip(tr("Standings, seating and tables on the players' phones, "
                                       "with the address and QR code on the projector"))
        self.live_action.triggered.connect(self.open_live_page)
        view_menu.addAction(self.live_action)
        self.announcements_action = QAction(tr("&Announcements\u2026"), self)
        self.announcements_action.setToolTip(tr("Messages to the players, on the projector "
                                                "and the live page"))
        self.announcements_action.triggered.connect(self.open_announcements)
        view_menu.addAction(self.announcements_action)
        view_menu.addSeparator()
        language_menu = view_menu.addMenu(tr("&Language"))
        group = QActionGroup(self)
        current = i18n.chosen_language(self.settings)
        self.language_actions: dict[str, QAction] = {}
        for code, name in i18n.LANGUAGES.items():
            action = QAction(name, self, checkable=True)
            action.setChecked(code == current)
            action.triggered.connect(lambda _=False, c=code: self.set_language(c))
            group.addAction(action)
            language_menu.addAction(action)
            self.language_actions[code] = action
        self._build_appearance_menu(view_menu)

        help_menu = menu.addMenu(tr("&Help"))
        self.guide_action = QAction(icons.icon("info"), tr("User &guide"), self)
        self.guide_action.setShortcut(QKeySequence("F1"))
        self.guide_action.triggered.connect(self.show_guide)
        help_menu.addAction(self.guide_action)
        about = QAction(icons.icon("info"), tr("&About"), self)
        about.triggered.connect(self.about)
        help_menu.addAction(about)
        log_folder = QAction(icons.icon("open"), tr("Show the &log folder"), self)
        log_folder.setToolTip(tr("Where the desk writes what went wrong (send it with a "
                                 "report)"))
        log_folder.triggered.connect(lambda _=False: error_log.show_log_folder())
        help_menu.addAction(log_folder)
        self.log_folder_action = log_folder

        toolbar = QToolBar(tr("Main"))
        toolbar.setObjectName("mainToolbar")
        toolbar.setMovable(False)
        toolbar.setIconSize(QSize(24, 24))
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        toolbar.addAction(self.new_action)
        toolbar.addAction(self.open_action)
        toolbar.addSeparator()
        toolbar.addAction(self.print_action)
        print_button = toolbar.widgetForAction(self.print_action)
        if isinstance(print_button, QToolButton):
            print_button.setMenu(self.print_menu)
            print_button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        self.export_button = QToolButton()
        self.export_button.setText(tr("Export"))
        self.export_button.setIcon(icons.icon("export"))
        self.export_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.export_button.setMenu(self.export_menu)
        self.export_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        toolbar.addWidget(self.export_button)
        toolbar.addSeparator()
        toolbar.addAction(self.projector_action)
        spacer = QWidget()
        spacer.setSizePolicy(spacer.sizePolicy().horizontalPolicy().Expanding,
                             spacer.sizePolicy().verticalPolicy())
        toolbar.addWidget(spacer)
        self.referee = QLineEdit(str(self.settings.value("referee", "") or ""))
        self.referee.setPlaceholderText(tr("At the desk: your name, for the log"))
        self.referee.setToolTip(tr("Who is at the desk: every change is logged with this name"))
        self.referee.setMinimumWidth(220)
        self.referee.setMaximumWidth(340)
        self.referee.textChanged.connect(self._referee_changed)
        toolbar.addWidget(self.referee)
        self.addToolBar(toolbar)
        self.toolbar = toolbar
        self._update_actions()

    def _build_status_bar(self) -> None:
        bar = self.statusBar()
        self.saved_label = QLabel()
        self.saved_label.setObjectName("muted")
        self.busy_bar = QProgressBar()
        self.busy_bar.setRange(0, 0)
        self.busy_bar.setMaximumWidth(160)
        self.busy_bar.setMaximumHeight(14)
        self.busy_bar.setTextVisible(False)
        self.busy_bar.hide()
        self.busy_label = QLabel(tr("Working\u2026"))
        self.busy_label.hide()
        # A tournament on a server: where, as which station; red while it does not answer.
        self.server_label = QLabel()
        self.server_label.setObjectName("muted")
        self.server_label.hide()
        # A tournament whose ledger does not match (changed behind the app's back): said
        # until another is opened.
        self.ledger_label = QLabel()
        self.ledger_label.setObjectName("generalError")
        self.ledger_label.hide()
        bar.addPermanentWidget(self.ledger_label)
        bar.addPermanentWidget(self.server_label)
        bar.addPermanentWidget(self.busy_label)
        bar.addPermanentWidget(self.busy_bar)
        bar.addPermanentWidget(self.saved_label)

    # --- state ------------------------------------------------------------------------
    def _update_title(self) -> None:
        if self.session is None:
            self.setWindowTitle("riichi-tournament")
        else:
            self.setWindowTitle(f"{self.session.settings.name} \u2014 {self.session.where}")

    def _print_entries(self) -> None:
        """The Print menu's entry for each document (once)."""
        from tournament.export.gather import DocumentKind
        from ui.dialogs.print_preview import document_name

        if self.print_actions:
            return
        for kind in DocumentKind:
            action = QAction(icons.icon("print"), mnemonic_safe(document_name(kind)) + "\u2026",
                             self)
            action.triggered.connect(lambda _=False, k=kind: self.print_document(k))
            self.print_menu.addAction(action)
            self.print_actions[kind] = action

    def _update_actions(self) -> None:
        open_ = self.session is not None
        for action in (*self.page_actions.values(), self.projector_action, self.close_action,
                       self.settings_action, self.print_action, *self.print_actions.values(),
                       *self.export_actions.values(),
                       *self.statistics_export_actions.values()):
            action.setEnabled(open_)
        self.print_menu.setEnabled(open_)
        self.export_menu.setEnabled(open_)
        organiser = open_ and self.session is not None and self.session.organiser
        # A referee station enters hands: the organiser's actions are not offered there.
        self.settings_action.setEnabled(organiser)
        self.live_action.setEnabled(open_)
        self.announcements_action.setEnabled(organiser)
        self.export_button.setEnabled(open_)

    def _busy(self, busy: bool) -> None:
        # Only for work that takes a while: a quick read never flashes the bar.
        if busy:
            QTimer.singleShot(300, self, lambda: self._show_busy(self.worker.busy))
        else:
            self._show_busy(False)

    def _show_busy(self, busy: bool) -> None:
        self.busy_bar.setVisible(busy)
        self.busy_label.setVisible(busy)

    def _referee_changed(self, text: str) -> None:
        self.settings.setValue("referee", text.strip())
        if self.session is not None:
            self.session.referee = text.strip()

    def _ask_referee(self) -> str:
        """The first change made while "At the desk" is empty asks for a name, once: what
        is given goes in the field (and so in the log); Cancel goes on without a name."""
        from PySide6.QtWidgets import QApplication, QInputDialog

        parent = QApplication.activeModalWidget() or self
        question = QInputDialog(parent)
        question.setObjectName("askReferee")
        question.setWindowTitle(tr("Who is at the desk?"))
        question.setLabelText(tr("Your name, for the log of this change and the next ones "
                                 "(asked once; it stays in the \"At the desk\" field, "
                                 "where you can change it):"))
        question.setTextValue("")
        question.setOkButtonText(tr("Use this name"))
        question.setCancelButtonText(tr("Go on without a name"))
        for label in question.findChildren(QLabel):
            label.setWordWrap(True)  # a paragraph, not one line across the screen
        question.setMinimumWidth(460)
        self.referee_question = question
        try:
            if question.exec() != QDialog.DialogCode.Accepted:
                return ""
            name = question.textValue().strip()[:80]
        finally:
            self.referee_question = None
            question.deleteLater()
        if name:
            self.referee.setText(name)
        return name

    def show_page(self, name: str) -> None:
        if self.area is not None:
            if name == "table" and self.area.table.view is None:
                name = "rounds"
            self.area.show_page(name)

    def show_message(self, title: str, text: str,
                     icon: QMessageBox.Icon = QMessageBox.Icon.Warning) -> QMessageBox:
        """A message that does not block the window (tests read it from `message_box`)."""
        if self.message_box is not None:
            self.message_box.close()
        box = QMessageBox(icon, title, rich_safe(text), QMessageBox.StandardButton.Ok, self)
        box.setObjectName("messageBox")
        box.setWindowModality(Qt.WindowModality.WindowModal)
        self.message_box = box
        box.finished.connect(lambda _c: setattr(self, "message_box", None)
                             if self.message_box is box else None)
        box.open()
        return box

    def _worker_failed(self, exc: BaseException) -> None:
        if isinstance(exc, StoreError):
            self.show_message(tr("The file cannot be written"), str(exc))
        else:
            self.show_message(tr("Something went wrong"),
                              tr("The last action failed and changed nothing:") +
                              f"\n\n{type(exc).__name__}: {exc}",
                              QMessageBox.Icon.Critical)

    # --- recent files -----------------------------------------------------------------
    def _setting_list(self, key: str) -> list[str]:
        """A list setting (an ini file gives back a lone string for a list of one)."""
        value: Any = self.settings.value(key, []) or []
        return [str(value)] if isinstance(value, str) else [str(v) for v in value]

    def recent_files(self) -> list[Path]:
        return [Path(v) for v in self._setting_list(RECENT_KEY)]

    def recent_names(self) -> dict[Path, str]:
        """The tournament's name of each recent file (as it was when last opened)."""
        names = self._setting_list(RECENT_NAMES_KEY)
        return {path: str(name) for path, name in zip(self.recent_files(), names,
                                                      strict=False) if name}

    def _remember(self, path: Path, name: str = "") -> None:
        known = self.recent_names()
        if name:
            known[path] = name
        paths = ([path] + [p for p in self.recent_files() if p != path])[:MAX_RECENT]
        self.settings.setValue(RECENT_KEY, [str(p) for p in paths])
        self.settings.setValue(RECENT_NAMES_KEY, [known.get(p, "") for p in paths])
        self.settings.setValue(LAST_KEY, str(path))
        self._refresh_recent()

    def _refresh_recent(self) -> None:
        paths = self.recent_files()
        names = self.recent_names()
        self.start_page.set_recent(paths, names)
        self.recent_menu.clear()
        for path in paths:
            text = f"{names[path]}  \u2014  {path}" if path in names else str(path)
            action = self.recent_menu.addAction(mnemonic_safe(text))
            action.setEnabled(path.exists())
            action.triggered.connect(lambda _=False, p=path: self.open_file(p))
        self.recent_menu.setEnabled(bool(paths))

    # --- opening and closing ----------------------------------------------------------
    def open_last(self) -> None:
        last = self.settings.value(LAST_KEY)
        if last and Path(str(last)).exists():
            self.open_file(Path(str(last)), quiet=True)

    def choose_and_open(self) -> None:
        path = files.choose_tournament_to_open(self)
        if path is not None:
            self.open_file(path)

    def open_file(self, path: Path, quiet: bool = False) -> None:
        from tournament.service import Tournament

        path = Path(path).absolute()
        if self._opening is not None:
            return
        if self.session is not None and self.session.path == path:
            return  # already open: it is on screen
        self._opening = path
        self.statusBar().showMessage(tr("Opening %1\u2026").replace("%1", str(path)))

        def failed(exc: BaseException) -> None:
            self._opening = None
            self.statusBar().clearMessage()
            self._resume_watching()
            message = str(exc) if isinstance(exc, StoreError) else \
                f"{type(exc).__name__}: {exc}"
            if quiet:
                self.start_page.show_message(
                    tr("The last tournament could not be opened: %1").replace("%1", message))
            else:
                self.show_message(tr("Cannot open this file"), message)
            self.open_failed.emit(message)

        self._pause_watching()
        self.worker.open_with(lambda: Tournament.open(path), self._opened_file, failed)

    def _opened_file(self, result: OpenResult) -> None:
        self._opened(result)
        self._remember(result.path, result.settings.name)

    def _opened(self, result: OpenResult) -> None:
        from ui.session import Session

        self._print_entries()
        self._opening = None
        self.statusBar().clearMessage()
        self._teardown()
        self.session = Session(self.worker, result.path, result.settings,
                               referee=self.referee.text().strip(), parent=self,
                               server=result.server, role=result.role,
                               station=result.station)
        self.session.ask_referee = self._ask_referee
        self.session.changed.connect(self._saved)
        self.session.connection.connect(self._connection)
        self.session.problem.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.area = TournamentArea(self.session)
        self._connect_area(self.area)
        # Compact from the start in a narrow window (not only after its first resize).
        self.area.set_compact(self.width() < TournamentArea.COMPACT_BELOW)
        self.stack.addWidget(self.area)
        self.stack.setCurrentWidget(self.area)
        self.start_page.show_message("")
        self._update_title()
        self._update_actions()
        self.saved_label.setText(tr("Every change is saved at once"))
        self._connection(True, "")
        self.session.watch()
        self._check_ledger()
        if result.migration_backup is not None:
            self.statusBar().showMessage(
                tr("The file was upgraded; a copy of the old one is at %1").replace(
                    "%1", str(result.migration_backup)), 15000)
        self.opened.emit(result)
        if os.environ.get(MARKER_ENV):
            QTimer.singleShot(0, self, lambda: print("riichi-tournament: tournament shown",
                                               flush=True))

    def _check_ledger(self) -> None:
        """A tournament changed behind the app's back (its ledger does not match: sqlite3,
        psql) is said at once after it opens: the check runs on the worker, the message
        follows, and the status bar keeps saying it."""
        from ui.issue_words import issue_text

        session = self.session

        def job(t: Any) -> Any:
            return t.ledger_issues()

        def done(problems: Any) -> None:
            if not problems or self.session is not session:
                return
            shown = [issue_text(p, ()) for p in problems[:8]]
            if len(problems) > len(shown):
                shown.append(tr("… and %1 more").replace("%1", str(len(problems) - len(shown))))
            self.show_message(
                tr("This tournament was changed behind the app's back"),
                tr("What the results rest on no longer matches its ledger: somebody changed "
                   "the file or database without the app. Find out who, and restore the last "
                   "backup you trust. The command line's check lists every difference.")
                + "\n\n" + "\n".join(shown))
            self.ledger_label.setText(tr("Changed behind the app's back"))
            self.ledger_label.show()

        self.ledger_label.hide()
        self.worker.submit(job, done, lambda _exc: None)

    def _saved(self, changes: Any, initiator: object = None) -> None:
        from ui.session import ELSEWHERE

        said = tr("Changed at another station at %1") if initiator is ELSEWHERE else \
            tr("Saved at %1")
        self.saved_label.setText(said.replace("%1", datetime.now().strftime("%H:%M:%S")))
        if getattr(changes, "settings", False) and self.session is not None:
            self._update_title()

    def _teardown(self) -> None:
        # The live page first: its web threads read through the database worker.
        self._stop_live_page()
        for dialog in (self.preview, self.export_dialog, self.settings_dialog,
                       self.statistics_export_dialog):
            if dialog is not None:
                dialog.reject()
        projector, self.projector = self.projector, None
        if projector is not None:
            projector.close()
            projector.deleteLater()
        self._remove_projector_controls()
        if self.area is not None:
            self.stack.removeWidget(self.area)
            self.area.deleteLater()
            self.area = None
        if self.session is not None:
            self.session.close()
            self.session.deleteLater()
            self.session = None

    def close_tournament(self) -> None:
        if self.session is None:
            return
        if self.area is not None and self.area.busy_with_input() and not self._confirm_close():
            return
        self._teardown()
        self.worker.close_tournament()
        self.settings.remove(LAST_KEY)
        self.stack.setCurrentWidget(self.start_page)
        self._refresh_recent()
        self._update_title()
        self._update_actions()
        self.saved_label.setText("")
        self.server_label.hide()
        self.ledger_label.hide()

    def open_demo(self) -> None:
        """The demo tournament, built in a temporary folder (removed when the app closes)."""
        if self._opening is not None:
            return
        from tournament.demo import build_demo_tournament

        folder = tempfile.TemporaryDirectory(prefix="riichi-demo-")
        path = Path(folder.name) / "demo.rtdb"
        self._opening = path
        self.statusBar().showMessage(tr("Building the demo tournament\u2026"))

        def done(result: OpenResult) -> None:
            old, self.demo_folder = self.demo_folder, folder
            self._opened(result)
            if old is not None:
                old.cleanup()

        def failed(exc: BaseException) -> None:
            self._opening = None
            folder.cleanup()
            self._resume_watching()
            self.show_message(tr("Cannot build the demo"), str(exc))

        self._pause_watching()
        self.worker.open_with(lambda: build_demo_tournament(path), done, failed)

    # --- a tournament on a server ------------------------------------------------------
    def connect_to_server(self, address: str = "", role: str = "", station: str = "",
                          now: bool = False) -> ConnectDialog | None:
        """File > Connect to a server... (`riichi-tournament --server URL`: filled in with
        the URL, and `now`: connecting at once; a refusal leaves the dialog open)."""
        from ui.dialogs.connect_dialog import ConnectDialog

        if self.connect_dialog is not None:
            return None
        dialog = ConnectDialog(self.settings, self._open_server, self, address=address,
                               role=role, station=station)
        self.connect_dialog = dialog

        def finished(_code: int) -> None:
            self.connect_dialog = None
            dialog.deleteLater()

        dialog.finished.connect(finished)
        dialog.open()
        if now:
            dialog.accept()
        return dialog

    def _open_server(self, request: ServerRequest) -> Op:
        """Open the tournament on the server (on the worker); the op's value is the
        `OpenResult`, its issues what the server or the service said."""
        from tournament.service import Tournament
        from ui.operations import Op, refusal

        op = Op("connect")
        if self._opening is not None:
            op.finish(None, (Issue("busy", None, "", "another tournament is being opened"),))
            return op
        self._opening = Path(request.target.database)
        person = self.referee.text().strip()
        self.statusBar().showMessage(tr("Connecting to %1\u2026").replace(
            "%1", request.target.shown))
        self._pause_watching()

        def done(result: OpenResult) -> None:
            self._opened(result)
            op.finish(result)

        def failed(exc: BaseException) -> None:
            self._opening = None
            self.statusBar().clearMessage()
            self._resume_watching()
            op.finish(None, refusal(exc))
            self.open_failed.emit(str(exc))

        self.worker.open_with(
            lambda: Tournament.open(request.target, role=request.role,
                                    station=request.station, person=person,
                                    password=request.password), done, failed)
        return op

    def _pause_watching(self) -> None:
        """Before another tournament is opened: the open one's watcher stops first (the
        worker closes that tournament once the new one is open)."""
        if self.session is not None:
            self.session.stop_watching()

    def _resume_watching(self) -> None:
        if self.session is not None:
            self.session.watch()

    def _connection(self, ok: bool, text: str) -> None:
        """The status bar's word on the server: where and as whom, or that it does not
        answer (said at once; changes are retried, what was typed is kept)."""
        session = self.session
        if session is None or not session.server:
            self.server_label.hide()
            return
        role = tr("organiser") if session.organiser else tr("referee station")
        if ok:
            if self.server_label.objectName() == "generalError":
                self.statusBar().clearMessage()  # the outage's message: it is over
            self.server_label.setObjectName("muted")
            self.server_label.setText(tr("Server %1 \u00b7 %2 (%3)").replace(
                "%1", session.server).replace("%2", session.station or "\u2014")
                .replace("%3", role))
            self.server_label.setToolTip("")
        else:
            self.server_label.setObjectName("generalError")
            self.server_label.setText(tr("The server does not answer: retrying\u2026"))
            self.server_label.setToolTip(text)
            self.statusBar().showMessage(
                tr("What you type is kept and sent again once the server answers."), 15000)
        self.server_label.style().unpolish(self.server_label)
        self.server_label.style().polish(self.server_label)
        self.server_label.show()

    def new_tournament(self) -> NewTournamentWizard | None:
        from ui.dialogs.new_tournament_wizard import NewTournamentWizard

        if self.wizard is not None:
            return None

        def submit(plan: TournamentPlan) -> list[Issue]:
            try:
                opened = self._create(plan)
            except InvalidInput as exc:
                return list(exc.issues)
            except StoreError as exc:
                return [Issue("store_error", None, "path", str(exc))]
            self._opened_file(opened)
            return []

        wizard = NewTournamentWizard(submit, self)
        self.wizard = wizard

        def finished(_code: int) -> None:
            self.wizard = None
            wizard.deleteLater()

        wizard.finished.connect(finished)
        wizard.open()
        return wizard

    def _create(self, plan: TournamentPlan) -> OpenResult:
        """Create the file on the worker and make it the open tournament (waits: a wizard's
        Finish is one short transaction)."""
        from tournament.service import Tournament


        word = tr("Substitute")  # the substitutes it adds, in the desk's language

        def factory() -> Tournament:
            return Tournament.create(
                plan.path, name=plan.name, ruleset=plan.preset, overrides=plan.overrides,
                rounds=plan.rounds, players=plan.players, venue=plan.venue,
                start_date=plan.start_date, end_date=plan.end_date,
                round_minutes=plan.round_minutes, password=plan.password, city=plan.city,
                host_country=plan.host_country, mers_weight=plan.mers_weight,
                short_name=plan.short_name, substitute_name=word)

        self._pause_watching()
        try:
            return self.worker.open_now(factory)
        except BaseException:
            self._resume_watching()
            raise

    # --- printing, exports, settings ---------------------------------------------------
    def print_document(self, kind: DocumentKind | None = None,
                       round: int | None = None) -> PrintPreviewDialog | None:
        """The print preview of `kind` (None: what the current screen shows); printing and
        "Save as PDF" are in the preview. The tournament stays open and in use meanwhile."""
        from tournament.export.gather import DocumentKind
        from ui.dialogs.print_preview import PrintPreviewDialog

        if self.session is None:
            return None
        if kind is None:
            page = self.area.current_page() if self.area is not None else ""
            kind = DocumentKind(PAGE_DOCUMENTS.get(page, DocumentKind.STANDINGS))
        if self.preview is not None:
            self.preview.close()
        dialog = PrintPreviewDialog(self.session, kind, round, self, self._entry_address())
        self.preview = dialog
        dialog.save_requested.connect(
            lambda document: self.save_pdf(document, dialog.page_size()))

        def finished(_code: int) -> None:
            if self.preview is dialog:
                self.preview = None
            dialog.deleteLater()

        dialog.finished.connect(finished)
        dialog.open()
        return dialog

    def save_pdf(self, document: Document, size: PageSize | None = None
                 ) -> ExportDialog | None:
        """The export dialog writing `document` as a PDF (`size` None: A4)."""
        from ui.dialogs.export_dialog import ExportDialog
        from ui.printing.render import PageSize

        return self._open_export(ExportDialog(self.session, None, document,
                                              size or PageSize.A4, self)) \
            if self.session is not None else None

    def export(self, fmt: ExportFormat | str) -> ExportDialog | None:
        """The export dialog for `fmt` (the EMA file shows what it still needs first)."""
        from tournament.export.formats import ExportFormat
        from ui.dialogs.export_dialog import ExportDialog

        if self.session is None:
            return None
        return self._open_export(ExportDialog(self.session, ExportFormat(fmt), parent=self))

    def _open_export(self, dialog: ExportDialog) -> ExportDialog:
        if self.export_dialog is not None:
            self.export_dialog.close()
        self.export_dialog = dialog
        dialog.written.connect(lambda path: self.statusBar().showMessage(
            tr("Written: %1").replace("%1", str(path)), 15000))
        dialog.settings_requested.connect(self.open_settings)

        def finished(_code: int) -> None:
            if self.export_dialog is dialog:
                self.export_dialog = None
            dialog.deleteLater()

        dialog.finished.connect(finished)
        dialog.open()
        return dialog

    def export_statistics(self, fmt: StatisticsFormat | str) -> StatisticsExportDialog | None:
        """The export dialog of the statistics as CSV or JSON."""
        from ui.dialogs.statistics_export_dialog import StatisticsExportDialog

        if self.session is None:
            return None
        if self.statistics_export_dialog is not None:
            self.statistics_export_dialog.close()
        dialog = StatisticsExportDialog(self.session, fmt, self)
        self.statistics_export_dialog = dialog
        dialog.written.connect(lambda path: self.statusBar().showMessage(
            tr("Written: %1").replace("%1", str(path)), 15000))

        def finished(_code: int) -> None:
            if self.statistics_export_dialog is dialog:
                self.statistics_export_dialog = None
            dialog.deleteLater()

        dialog.finished.connect(finished)
        dialog.open()
        return dialog

    def _connect_area(self, area: TournamentArea) -> None:
        """The awards page prints certificates and shows the winners on the projector."""
        from tournament.export.gather import DocumentKind

        area.awards.certificates_requested.connect(
            lambda: self.print_document(DocumentKind.CERTIFICATES))
        area.awards.projector_requested.connect(self.show_awards_on_projector)

    def show_awards_on_projector(self) -> ProjectorWindow | None:
        """The projector, showing the award winners one by one."""
        projector = self.show_projector()
        if projector is not None:
            projector.start_awards()
        return projector

    def open_settings(self) -> SettingsDialog | None:
        from ui.dialogs.settings_dialog import SettingsDialog
        from ui.operations.settings import update_settings

        session = self.session
        if session is None or self.settings_dialog is not None:
            return None

        def submit(values: dict[str, Any]) -> Op:
            return update_settings(session, self, **values)

        parent = self.export_dialog if self.export_dialog is not None else self
        dialog = SettingsDialog(session.settings, submit, parent)
        self.settings_dialog = dialog

        def finished(code: int) -> None:
            self.settings_dialog = None
            dialog.deleteLater()
            if code == QDialog.DialogCode.Accepted and self.session is session:
                self._update_title()
                if not session.server:
                    self._remember(session.path, session.settings.name)

        dialog.finished.connect(finished)
        dialog.open()
        return dialog

    # --- other windows and settings ---------------------------------------------------
    def show_projector(self) -> ProjectorWindow | None:
        """The projector window for the venue's screen; its controls (countdown, pages) go
        in this window, never on the public screen."""
        from ui.views.projector import CeremonyControls, ProjectorControls, ProjectorWindow

        if self.session is None:
            return None
        if self.projector is None:
            projector = ProjectorWindow(self.session)
            self.projector = projector
            # It opens on the desk's screen (fitted to it), to be dragged to the projector's.
            projector.setScreen(self.screen())
            projector.move(self.screen().availableGeometry().topLeft())
            projector.closed.connect(lambda: self._projector_closed(projector))
            if self.area is not None:
                projector.set_round_clock(self.area.clock)
            projector.set_live_urls(self.live.urls if self.live is not None else [])
        if self.projector_controls is None:
            self.addToolBarBreak()
            self.projector_controls = ProjectorControls(self.projector, self)
            self.addToolBar(self.projector_controls)
        if self.ceremony_controls is None:
            self.addToolBarBreak()
            self.ceremony_controls = CeremonyControls(self.projector, self)
            self.addToolBar(self.ceremony_controls)
        self.projector.show()
        self.projector.raise_()
        return self.projector

    def _projector_closed(self, projector: ProjectorWindow) -> None:
        if self.projector is projector:
            self.projector = None
            projector.deleteLater()
        self._remove_projector_controls()

    def _remove_projector_controls(self) -> None:
        if self.ceremony_controls is not None:
            self.removeToolBar(self.ceremony_controls)
            self.ceremony_controls.deleteLater()
            self.ceremony_controls = None
        if self.projector_controls is not None:
            self.removeToolBar(self.projector_controls)
            self.projector_controls.deleteLater()
            self.projector_controls = None

    # --- the live page for players and announcements --------------------------------------
    def open_live_page(self) -> LivePageDialog | None:
        """The live page's dialog: start or stop serving, the port, the address and its QR
        code (the server goes on when the dialog is closed, until the tournament closes)."""
        from ui.dialogs.live_page_dialog import LivePageDialog
        from ui.live_page import LivePage

        if self.session is None:
            return None
        if self.live is None:
            self.live = LivePage(self.session, self)
            self.live.state_changed.connect(self._live_page_changed)
        if self.live_dialog is None:
            dialog = LivePageDialog(self.live, self.settings, self)
            self.live_dialog = dialog
            dialog.print_codes.connect(self._print_table_codes)

            def finished(_code: int) -> None:
                if self.live_dialog is dialog:
                    self.live_dialog = None
                dialog.deleteLater()

            dialog.finished.connect(finished)
        self.live_dialog.show()
        self.live_dialog.raise_()
        return self.live_dialog

    def _print_table_codes(self, round: int) -> None:
        from tournament.export.gather import DocumentKind

        self.print_document(DocumentKind.TABLE_CODES, round)

    def _entry_address(self) -> str:
        """The live page's address for the QR codes the score sheets and the table codes
        print ("" while the desk does not serve it)."""
        from tournament.export.gather import entry_address

        urls = self.live.urls if self.live is not None else []
        return entry_address(urls[0]) if urls else ""

    def _live_page_changed(self) -> None:
        live = self.live
        urls = live.urls if live is not None else []
        if self.projector is not None:
            self.projector.set_live_urls(urls)
        if urls:
            self.statusBar().showMessage(
                tr("Live page for players: %1").replace("%1", urls[0]), 15000)

    def _stop_live_page(self) -> None:
        """Stop serving and wait for it (closing the tournament or the app)."""
        for dialog in (self.live_dialog, self.announcements_dialog):
            if dialog is not None:
                dialog.reject()
        live, self.live = self.live, None
        if live is not None:
            live.state_changed.disconnect(self._live_page_changed)
            live.stop()
            live.deleteLater()

    def open_announcements(self) -> AnnouncementsDialog | None:
        """Write an announcement to the players; the list of those made."""
        from ui.dialogs.announcements_dialog import AnnouncementsDialog

        if self.session is None:
            return None
        if self.announcements_dialog is None:
            dialog = AnnouncementsDialog(self.session, self)
            self.announcements_dialog = dialog

            def finished(_code: int) -> None:
                if self.announcements_dialog is dialog:
                    self.announcements_dialog = None
                dialog.deleteLater()

            dialog.finished.connect(finished)
        self.announcements_dialog.show()
        self.announcements_dialog.raise_()
        return self.announcements_dialog

    def set_language(self, code: str) -> None:
        """Switch the language now: the menus and every screen are built again in it (the
        tournament stays open; only "time is up" marks at tables are forgotten)."""
        self.settings.setValue("language", code)
        i18n.install(code)
        if self.guide is not None:
            self.guide.load(code)
        self._remove_projector_controls()
        # The old menus and their actions go (their shortcuts with them); every menu is
        # then built whole again in the new language.
        old_menus = [m for a in self.menuBar().actions() if isinstance(m := a.menu(), QMenu)]
        self.menuBar().clear()
        for old in old_menus:
            for action in old.findChildren(QAction) + _menu_actions(old):
                if action.parent() is self:
                    action.deleteLater()
            old.deleteLater()
        self.removeToolBar(self.toolbar)
        self.toolbar.deleteLater()
        self._build_actions()
        self.busy_label.setText(tr("Working\u2026"))
        start = StartPage()
        for signal, slot in ((start.new_requested, self.new_tournament),
                             (start.open_requested, self.choose_and_open),
                             (start.demo_requested, self.open_demo),
                             (start.recent_chosen, self.open_file)):
            signal.connect(slot)
        self.stack.insertWidget(0, start)
        self.stack.removeWidget(self.start_page)
        self.start_page.deleteLater()
        self.start_page = start
        self._refresh_recent()
        if self.area is not None and self.session is not None:
            page = self.area.current_page()
            table = self.area.table.current
            self.stack.removeWidget(self.area)
            self.area.deleteLater()
            self.area = TournamentArea(self.session)
            self._connect_area(self.area)
            self.area.set_compact(self.width() < TournamentArea.COMPACT_BELOW)
            self.stack.addWidget(self.area)
            self.stack.setCurrentWidget(self.area)
            if table is not None:
                # The table open before stays open (its navigation entry with it).
                self.area.open_table(*table)
            self.area.show_page(page)
            self.saved_label.setText(tr("Every change is saved at once"))
        else:
            self.stack.setCurrentWidget(self.start_page)
        if self.projector is not None and self.session is not None:
            if self.area is not None:
                self.projector.set_round_clock(self.area.clock)  # the new screens' ticker
            self.projector.setWindowTitle(
                tr("Projector \u2014 %1").replace("%1", self.session.settings.name))
            self.projector.show_page(self.projector.page)
            self.show_projector()

    def _build_appearance_menu(self, view_menu: Any) -> None:
        menu = view_menu.addMenu(tr("Appea&rance"))  # &A is Announcements
        group = QActionGroup(self)
        current = style.chosen_appearance(self.settings)
        self.appearance_actions: dict[style.Appearance, QAction] = {}
        for value, text in ((style.Appearance.LIGHT, tr("&Light")),
                            (style.Appearance.DARK, tr("&Dark")),
                            (style.Appearance.SYSTEM, tr("&System"))):
            action = QAction(text, self, checkable=True)
            action.setChecked(value == current)
            action.triggered.connect(lambda _=False, v=value: self.set_appearance(v))
            group.addAction(action)
            menu.addAction(action)
            self.appearance_actions[value] = action
        self.appearance_actions[style.Appearance.SYSTEM].setToolTip(
            tr("Light or dark as the system is set, following it while the desk runs"))

    def set_appearance(self, appearance: style.Appearance, remember: bool = True) -> None:
        """Light, dark or the system's colours, now (every window) and, remembered, at the
        next start."""
        if remember:
            self.settings.setValue(style.APPEARANCE_KEY, appearance.value)
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        style.set_appearance(app, appearance)
        action = getattr(self, "appearance_actions", {}).get(appearance)
        if action is not None:
            action.setChecked(True)

    def show_guide(self) -> GuideDialog:
        """The user guide in the desk's language (F1), beside the window."""
        from ui.dialogs.guide_dialog import GuideDialog

        language = i18n.chosen_language(self.settings)
        if self.guide is None:
            self.guide = GuideDialog(language, self)
        elif self.guide.language != language:
            self.guide.load(language)
        self.guide.show()
        self.guide.raise_()
        self.guide.activateWindow()
        return self.guide

    def about(self) -> None:
        self.show_message(tr("About"),
                          tr("riichi-tournament: a referee's desk for riichi mahjong "
                             "tournaments.\nEvery change is written to the tournament file "
                             "the moment you press OK.\n\nPython %1, Qt %2").replace(
                              "%1", sys.version.split()[0]).replace(
                              "%2", __import__("PySide6").__version__),
                          QMessageBox.Icon.Information)

    # --- closing ----------------------------------------------------------------------
    def _confirm_close(self) -> bool:
        answer = QMessageBox.question(
            self, tr("A dialog is open"),
            tr("A dialog with typed input is open; what it holds is not saved yet. Close "
               "anyway?"))
        return answer == QMessageBox.StandardButton.Yes

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        if self.area is not None and self.area.busy_with_input() and not self._confirm_close():
            event.ignore()
            return
        self._closing = True
        self._teardown()
        # Everything asked of the worker is done before the file is closed.
        self.worker.stop()
        if self.demo_folder is not None:
            self.demo_folder.cleanup()
            self.demo_folder = None
        super().closeEvent(event)
