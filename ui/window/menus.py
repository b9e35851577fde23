"""The main window's menus and toolbar: File, Print, Export, View (the pages from the page
spec, the projector, the live page, language and appearance), Help, and the "At the desk"
field; a `WindowMenus` builds them all in its `__init__`, and a language change makes the
window a new one (the old menus deleted). Which entries are enabled follows the open
tournament and its role."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QLineEdit, QMenu, QToolBar, QToolButton, QWidget

from tournament.export.formats import DESK_FORMATS, STATISTICS_FORMATS
from ui import error_log, i18n, icons, screen, style
from ui.export_words import words
from ui.text import mnemonic_safe, tr
from ui.widgets.labels import name_toolbar_overflow
from ui.window.pages import PAGES

if TYPE_CHECKING:
    from tournament.export.gather import DocumentKind
    from ui.window.base import Window

# The Export menu: the desk's formats (tournament.export.formats) with their words, the
# statistics below a line.
EXPORT_ITEMS = tuple((f.value, words(f).menu) for f in DESK_FORMATS)
STATISTICS_EXPORT_ITEMS = tuple((f.value, words(f).menu) for f in STATISTICS_FORMATS)


def menu_actions(menu: QMenu) -> list[QAction]:
    """Every action of `menu` and of its submenus."""
    found: list[QAction] = []
    for action in menu.actions():
        found.append(action)
        sub = action.menu()
        if isinstance(sub, QMenu):
            found += menu_actions(sub)
    return found


class WindowMenus:
    """The menus and the toolbar of `window`, built; enables what the open tournament
    allows. `print_entries`: the Print menu's entry for each document now (they are added
    with the first open tournament; a language change builds them again if they were
    there)."""

    def __init__(self, window: Window, print_entries: bool = False):
        self._w = window
        self._widget = window.window()  # the parent of the actions (Qt's main window)
        w, parent = window, self._widget
        menu = w.menuBar()
        file_menu = menu.addMenu(tr("&File"))
        self.new_action = QAction(icons.icon("new"), tr("&New tournament\u2026"), parent)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(w.opening.new_tournament)
        self.open_action = QAction(icons.icon("open"), tr("&Open\u2026"), parent)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(w.opening.choose_and_open)
        self.connect_action = QAction(icons.icon("open"), tr("Connect to a &server\u2026"),
                                      parent)
        self.connect_action.setToolTip(tr("A tournament on the venue's server, shared by "
                                          "several stations"))
        self.connect_action.triggered.connect(lambda: w.opening.connect_to_server())
        self.recent_menu = file_menu.addMenu(tr("Open &recent"))
        self.demo_action = QAction(icons.icon("demo"), tr("Open the &demo tournament"), parent)
        self.demo_action.triggered.connect(w.opening.open_demo)
        self.close_action = QAction(icons.icon("close"), tr("&Close tournament"), parent)
        self.close_action.setShortcut(QKeySequence.StandardKey.Close)
        self.close_action.triggered.connect(w.opening.close_tournament)
        quit_action = QAction(tr("&Quit"), parent)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(w.close)
        file_menu.insertAction(self.recent_menu.menuAction(), self.new_action)
        file_menu.insertAction(self.recent_menu.menuAction(), self.open_action)
        file_menu.insertAction(self.recent_menu.menuAction(), self.connect_action)
        file_menu.addAction(self.demo_action)
        file_menu.addSeparator()
        self.settings_action = QAction(icons.icon("settings"),
                                       tr("&Tournament details\u2026"), parent)
        self.settings_action.setToolTip(tr("Name, dates, rounds and what the EMA file needs"))
        self.settings_action.triggered.connect(w.documents.open_settings)
        file_menu.addAction(self.settings_action)
        self.season_action = QAction(tr("S&eason\u2026"), parent)
        self.season_action.setToolTip(tr("A club's season: its events, the season table and "
                                         "each player's rating"))
        self.season_action.triggered.connect(lambda _=False: w.documents.open_season())
        file_menu.addAction(self.season_action)
        file_menu.addSeparator()
        file_menu.addAction(self.close_action)
        file_menu.addAction(quit_action)

        print_menu = menu.addMenu(tr("&Print"))
        # One entry per document, added with the first open tournament (add_print_entries):
        # the menu is disabled until then, and its names come with the printing modules.
        self.print_actions: dict[DocumentKind, QAction] = {}
        self.print_action = QAction(icons.icon("print"), tr("&Print\u2026"), parent)
        self.print_action.setShortcut(QKeySequence.StandardKey.Print)
        self.print_action.setToolTip(tr("Print preview of what this screen shows (Ctrl+P): "
                                        "standings, seating, score sheets, result cards"))
        self.print_action.triggered.connect(lambda: w.documents.print_document(None))
        print_menu.addAction(self.print_action)
        print_menu.addSeparator()
        self.print_menu = print_menu
        if print_entries:
            self.add_print_entries()

        export_menu = menu.addMenu(tr("E&xport"))
        self.export_actions: dict[str, QAction] = {}  # by ExportFormat (a StrEnum) value
        for fmt, text in EXPORT_ITEMS:
            action = QAction(icons.icon("export"), tr(text), parent)
            action.triggered.connect(lambda _=False, f=fmt: w.documents.export(f))
            export_menu.addAction(action)
            self.export_actions[fmt] = action
        export_menu.addSeparator()
        # By ExportFormat value (the statistics').
        self.statistics_export_actions: dict[str, QAction] = {}
        for sfmt, text in STATISTICS_EXPORT_ITEMS:
            action = QAction(icons.icon("export"), tr(text), parent)
            action.triggered.connect(lambda _=False, f=sfmt: w.documents.export_statistics(f))
            export_menu.addAction(action)
            self.statistics_export_actions[sfmt] = action
        self.export_menu = export_menu

        view_menu = menu.addMenu(tr("&View"))
        self.page_actions: dict[str, QAction] = {}
        for page in PAGES:
            action = QAction(icons.icon(page.icon), mnemonic_safe(tr(page.title)), parent)
            action.setShortcut(QKeySequence(page.shortcut))
            action.triggered.connect(lambda _=False, n=page.key: w.show_page(n))
            view_menu.addAction(action)
            self.page_actions[page.key] = action
        view_menu.addSeparator()
        self.projector_action = QAction(icons.icon("projector"), tr("&Projector"), parent)
        self.projector_action.setShortcut(QKeySequence("F11"))
        self.projector_action.triggered.connect(w.screens.show_projector)
        view_menu.addAction(self.projector_action)
        self.live_action = QAction(tr("L&ive page for players\u2026"), parent)
        self.live_action.setToolTip(tr("Standings, seating and tables on the players' phones, "
                                       "with the address and QR code on the projector"))
        self.live_action.triggered.connect(w.screens.open_live_page)
        view_menu.addAction(self.live_action)
        self.announcements_action = QAction(tr("&Announcements\u2026"), parent)
        self.announcements_action.setToolTip(tr("Messages to the players, on the projector "
                                                "and the live page"))
        self.announcements_action.triggered.connect(w.screens.open_announcements)
        view_menu.addAction(self.announcements_action)
        self.hide_standings_action = QAction(tr("&Hide the standings from players\u2026"), parent)
        self.hide_standings_action.setToolTip(tr("The last rounds' standings kept from the live "
                                                 "page, the projector and the phones until "
                                                 "the prize-giving"))
        self.hide_standings_action.triggered.connect(self.open_hide_standings)
        view_menu.addAction(self.hide_standings_action)
        view_menu.addSeparator()
        language_menu = view_menu.addMenu(tr("&Language"))
        group = QActionGroup(parent)
        current = i18n.chosen_language(w.settings)
        self.language_actions: dict[str, QAction] = {}
        for code, name in i18n.LANGUAGES.items():
            action = QAction(name, parent, checkable=True)
            action.setChecked(code == current)
            action.triggered.connect(lambda _=False, c=code: w.set_language(c))
            group.addAction(action)
            language_menu.addAction(action)
            self.language_actions[code] = action
        self.appearance_actions = self._appearance_menu(view_menu)

        help_menu = menu.addMenu(tr("&Help"))
        self.guide_action = QAction(icons.icon("info"), tr("User &guide"), parent)
        self.guide_action.setShortcut(QKeySequence("F1"))
        self.guide_action.triggered.connect(w.show_guide)
        help_menu.addAction(self.guide_action)
        about = QAction(icons.icon("info"), tr("&About"), parent)
        about.triggered.connect(w.about)
        help_menu.addAction(about)
        log_folder = QAction(icons.icon("open"), tr("Show the &log folder"), parent)
        log_folder.setToolTip(tr("Where the desk writes what went wrong (send it with a "
                                 "report)"))
        log_folder.triggered.connect(lambda _=False: error_log.show_log_folder(parent))
        help_menu.addAction(log_folder)
        self.log_folder_action = log_folder

        toolbar = QToolBar(tr("Main"))
        toolbar.setObjectName("mainToolbar")
        toolbar.setMovable(False)
        name_toolbar_overflow(toolbar)
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
        self.referee = QLineEdit(str(w.settings.value("referee", "") or ""))
        self.referee.setPlaceholderText(tr("At the desk: your name"))
        self.referee.setToolTip(tr("Who is at the desk: every change is logged with this name"))
        self.referee.setAccessibleName(tr("At the desk"))
        self.referee.setMinimumWidth(220)
        self.referee.setMaximumWidth(340)
        screen.fit_placeholder(self.referee)
        self.referee.textChanged.connect(w._referee_changed)
        toolbar.addWidget(self.referee)
        w.addToolBar(toolbar)
        self.toolbar = toolbar
        self.update()

    def add_print_entries(self) -> None:
        """The Print menu's entry for each document (once)."""
        from tournament.export.gather import DocumentKind
        from ui.dialogs.print_preview import document_name

        if self.print_actions:
            return
        for kind in DocumentKind:
            action = QAction(icons.icon("print"), mnemonic_safe(document_name(kind)) + "\u2026",
                             self._widget)
            action.triggered.connect(lambda _=False, k=kind: self._w.documents.print_document(k))
            self.print_menu.addAction(action)
            self.print_actions[kind] = action

    def update(self) -> None:
        """Enables what the open tournament allows."""
        session = self._w.session
        open_ = session is not None
        for action in (*self.page_actions.values(), self.projector_action, self.close_action,
                       self.settings_action, self.print_action, *self.print_actions.values(),
                       *self.export_actions.values(),
                       *self.statistics_export_actions.values()):
            action.setEnabled(open_)
        self.print_menu.setEnabled(open_)
        self.export_menu.setEnabled(open_)
        organiser = open_ and session is not None and session.organiser
        # A referee station enters hands: the organiser's actions are not offered there.
        self.settings_action.setEnabled(organiser)
        self.live_action.setEnabled(open_)
        self.announcements_action.setEnabled(organiser)
        self.hide_standings_action.setEnabled(organiser)
        self.export_button.setEnabled(open_)

    def open_hide_standings(self) -> None:
        from ui.dialogs.hide_standings_dialog import HideStandingsDialog

        if self._w.session is not None:
            HideStandingsDialog(self._w.session, self._widget).exec()

    def _appearance_menu(self, view_menu: QMenu) -> dict[style.Appearance, QAction]:
        menu = view_menu.addMenu(tr("Appea&rance"))  # &A is Announcements
        group = QActionGroup(self._widget)
        current = style.chosen_appearance(self._w.settings)
        actions: dict[style.Appearance, QAction] = {}
        for value, text in ((style.Appearance.LIGHT, tr("&Light")),
                            (style.Appearance.DARK, tr("&Dark")),
                            (style.Appearance.SYSTEM, tr("&System"))):
            action = QAction(text, self._widget, checkable=True)
            action.setChecked(value == current)
            action.triggered.connect(lambda _=False, v=value: self._w.set_appearance(v))
            group.addAction(action)
            menu.addAction(action)
            actions[value] = action
        actions[style.Appearance.SYSTEM].setToolTip(
            tr("Light or dark as the system is set, following it while the desk runs"))
        return actions

