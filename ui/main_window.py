"""The main window: the start page, or the open tournament with its screens on the left.

Screens: the pages of ui.window.pages (Players, Rounds & tables, Table (the one opened last),
Standings, Penalties, Statistics, Awards), each built when first shown; the projector is a
second window (View > Projector). The title shows the tournament and its file. There is no
Save: the service writes every change in its own transaction before OK returns. Closing waits
for the database worker to finish what it was asked and closes the file.

The window holds its parts as plain objects made in its `__init__` (ui.window):
`menus` (the menus, the toolbar and its "At the desk" field), `opening` (recent files,
opening and closing tournaments), `documents` (printing, exports, the settings, the season)
and `screens` (the projector, the live page, the announcements). It keeps what is its own:
the worker, the open tournament's session and screens, the status bar, messages, the
language and the appearance, the guide, closing the app.
"""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSettings, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QProgressBar,
    QStackedWidget,
    QWidget,
)

from tournament.errors import StoreError
from ui import confirm, i18n, screen, style
from ui.dialogs import keys
from ui.tasks import DatabaseWorker
from ui.text import rich_safe, tr
from ui.views.start_page import StartPage
from ui.window.area import TournamentArea
from ui.window.documents import Documents
from ui.window.menus import EXPORT_ITEMS, STATISTICS_EXPORT_ITEMS, WindowMenus, menu_actions
from ui.window.opening import LAST_KEY, MARKER_ENV, MAX_RECENT, RECENT_KEY, Opening
from ui.window.pages import KEYS as PAGES
from ui.window.screens import Screens

if TYPE_CHECKING:
    from ui.dialogs.guide_dialog import GuideDialog
    from ui.session import Session

# Kept importable from here (tests, benchmarks and older callers name them so).
__all__ = ["EXPORT_ITEMS", "LAST_KEY", "MAX_RECENT", "PAGES", "RECENT_KEY",
           "STATISTICS_EXPORT_ITEMS", "MainWindow", "TournamentArea"]


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


class MainWindow(QMainWindow):
    """The window of the desk; its parts are in ui.window (see there)."""

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
        self.guide: GuideDialog | None = None
        self.message_box: QMessageBox | None = None
        self.referee_question: QInputDialog | None = None  # "Who is at the desk?", while asked
        self.password_question: QInputDialog | None = None  # the organiser password, while asked

        self.stack = QStackedWidget()
        self.start_page = StartPage()
        self.stack.addWidget(self.start_page)
        self.setCentralWidget(self.stack)
        # The status bar.
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
        # The parts: the menus' actions call the others, so they come last.
        self.opening = Opening(self)
        self.documents = Documents(self)
        self.screens = Screens(self)
        self.menus = WindowMenus(self)
        self._connect_start_page()
        self.opening.refresh_recent()
        self._update_title()
        # Most of the screen it opens on, whatever its size (a 1,366 x 768 laptop too);
        # every window and dialog of the desk is kept within its screen (ui.screen), and
        # answers Enter, Escape and Tab the same way (ui.dialogs.keys).
        screen.install()
        keys.install()
        screen.share_of_screen(self, 0.96, 0.96, minimum=QSize(960, 600))
        chosen = style.chosen_appearance(settings)
        if style.current_appearance() != chosen:
            self.set_appearance(chosen, remember=False)
        if os.environ.get(MARKER_ENV):
            self.winId()
            self.windowHandle().installEventFilter(_ExposeWatch(self))

    def _connect_start_page(self) -> None:
        start, opening = self.start_page, self.opening
        start.new_requested.connect(opening.new_tournament)
        start.open_requested.connect(opening.choose_and_open)
        start.demo_requested.connect(opening.open_demo)
        start.connect_requested.connect(opening.connect_to_server)
        start.recent_chosen.connect(opening.open_file)

    # --- state ------------------------------------------------------------------------
    def _update_title(self) -> None:
        if self.session is None:
            self.setWindowTitle("riichi-tournament")
        else:
            self.setWindowTitle(f"{self.session.settings.name} \u2014 {self.session.where}")

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
        from PySide6.QtWidgets import QApplication

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
            self.menus.referee.setText(name)
        return name

    def _ask_password(self, wrong: bool) -> str | None:
        """An organiser change of a tournament with an organiser password was refused for
        want of it: the password, asked for (again, saying so, after a wrong one), or None
        (Cancel: the change is not made). The desk keeps it until the tournament closes."""
        from PySide6.QtWidgets import QApplication, QLineEdit

        parent = QApplication.activeModalWidget() or self
        question = QInputDialog(parent)
        question.setObjectName("askPassword")
        question.setWindowTitle(tr("Organiser password"))
        text = tr("This tournament has an organiser password. Every organiser change is "
                  "signed with it, so that a change made behind the app's back is found. "
                  "Give it once: the desk keeps it until the tournament is closed.")
        if wrong:
            text = tr("Wrong organiser password") + ".\n\n" + text
        question.setLabelText(text)
        question.setTextEchoMode(QLineEdit.EchoMode.Password)
        question.setTextValue("")
        question.setOkButtonText(tr("Use this password"))
        question.setCancelButtonText(tr("Cancel the change"))
        for label in question.findChildren(QLabel):
            label.setWordWrap(True)
        for field in question.findChildren(QLineEdit):
            field.setAccessibleName(tr("Organiser password"))
        question.setMinimumWidth(460)
        self.password_question = question
        try:
            if question.exec() != QDialog.DialogCode.Accepted:
                return None
            return question.textValue()
        finally:
            self.password_question = None
            question.deleteLater()

    def show_page(self, name: str) -> None:
        if self.area is not None:
            table = self.area.open_table_page()
            if name == "table" and (table is None or table.view is None):
                name = "rounds"  # no table opened yet: its screen is not even built
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

    def set_language(self, code: str) -> None:
        """Switch the language now: the menus and every screen are built again in it (the
        tournament stays open; only "time is up" marks at tables are forgotten)."""
        self.settings.setValue("language", code)
        i18n.install(code)
        if self.guide is not None:
            self.guide.load(code)
        self.screens.remove_projector_controls()
        # The old menus and their actions go (their shortcuts with them); every menu is
        # then built whole again in the new language (a new menus part; the print entries
        # come back if they were there).
        old_menus = [m for a in self.menuBar().actions() if isinstance(m := a.menu(), QMenu)]
        self.menuBar().clear()
        for old in old_menus:
            for action in old.findChildren(QAction) + menu_actions(old):
                if action.parent() is self:
                    action.deleteLater()
            old.deleteLater()
        self.removeToolBar(self.menus.toolbar)
        self.menus.toolbar.deleteLater()
        self.menus = WindowMenus(self, print_entries=bool(self.menus.print_actions))
        self.busy_label.setText(tr("Working\u2026"))
        start = StartPage()
        self.stack.insertWidget(0, start)
        self.stack.removeWidget(self.start_page)
        self.start_page.deleteLater()
        self.start_page = start
        self._connect_start_page()
        self.opening.refresh_recent()
        if self.area is not None and self.session is not None:
            page = self.area.current_page()
            shown = self.area.open_table_page()
            table = shown.current if shown is not None else None
            self.stack.removeWidget(self.area)
            self.area.deleteLater()
            self.area = TournamentArea(self.session)
            self.documents.connect_area(self.area)
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
        projector = self.screens.projector
        if projector is not None and self.session is not None:
            if self.area is not None:
                projector.set_round_clock(self.area.clock)  # the new screens' ticker
            projector.setWindowTitle(
                tr("Projector \u2014 %1").replace("%1", self.session.settings.name))
            projector.show_page(projector.page)
            self.screens.show_projector()

    def set_appearance(self, appearance: style.Appearance, remember: bool = True) -> None:
        """Light, dark or the system's colours, now (every window) and, remembered, at the
        next start."""
        if remember:
            self.settings.setValue(style.APPEARANCE_KEY, appearance.value)
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        style.set_appearance(app, appearance)
        action = self.menus.appearance_actions.get(appearance)
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
        return confirm.ask(
            self, tr("A dialog is open"),
            tr("A dialog with typed input is open; what it holds is not saved yet. Close "
               "anyway?"), tr("Close and lose it"), cancel=tr("Go back to the dialog"),
            destructive=True)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        if self.area is not None and self.area.busy_with_input() and not self._confirm_close():
            event.ignore()
            return
        self.opening.teardown()
        # Everything asked of the worker is done before the file is closed.
        self.worker.stop()
        if self.opening.demo_folder is not None:
            self.opening.demo_folder.cleanup()
            self.opening.demo_folder = None
        super().closeEvent(event)
