"""What the parts of the main window share: its state (the open tournament's session and
screens, the dialogs it keeps one of, the widgets of its bars) and what one part asks of
another. Each part (menus, opening, documents, screens) is a mixin over this class, and
`ui.main_window.MainWindow` joins them; a method a part offers the others is declared here
and defined in its part."""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDialog,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMessageBox,
    QProgressBar,
    QStackedWidget,
    QToolBar,
    QToolButton,
)

if TYPE_CHECKING:
    from tournament.export.gather import DocumentKind
    from ui import style
    from ui.dialogs.announcements_dialog import AnnouncementsDialog
    from ui.dialogs.connect_dialog import ConnectDialog
    from ui.dialogs.export_dialog import ExportDialog
    from ui.dialogs.guide_dialog import GuideDialog
    from ui.dialogs.live_page_dialog import LivePageDialog
    from ui.dialogs.new_tournament_wizard import NewTournamentWizard
    from ui.dialogs.print_preview import PrintPreviewDialog
    from ui.dialogs.season_dialog import SeasonDialog
    from ui.dialogs.settings_dialog import SettingsDialog
    from ui.dialogs.statistics_export_dialog import StatisticsExportDialog
    from ui.live_page import LivePage
    from ui.session import Session
    from ui.tasks import DatabaseWorker
    from ui.views.projector import ProjectorWindow
    from ui.views.projector_controls import CeremonyControls, ProjectorControls
    from ui.views.start_page import StartPage
    from ui.window.area import TournamentArea


class WindowBase(QMainWindow):
    opened = Signal(object)  # OpenResult, once the tournament's screens are shown
    open_failed = Signal(str)

    settings: QSettings
    worker: DatabaseWorker
    session: Session | None
    area: TournamentArea | None
    stack: QStackedWidget
    start_page: StartPage
    demo_folder: tempfile.TemporaryDirectory[str] | None
    _opening: Path | None
    # One of each, while open.
    projector: ProjectorWindow | None
    projector_controls: ProjectorControls | None
    ceremony_controls: CeremonyControls | None
    wizard: NewTournamentWizard | None
    preview: PrintPreviewDialog | None
    export_dialog: ExportDialog | None
    settings_dialog: SettingsDialog | None
    season_dialog: SeasonDialog | None
    statistics_export_dialog: StatisticsExportDialog | None
    live: LivePage | None  # the live page for players, once asked for
    live_dialog: LivePageDialog | None
    announcements_dialog: AnnouncementsDialog | None
    connect_dialog: ConnectDialog | None
    guide: GuideDialog | None
    message_box: QMessageBox | None
    referee_question: QDialog | None  # "Who is at the desk?", while asked
    # The menus and the toolbar (ui.window.menus).
    new_action: QAction
    open_action: QAction
    connect_action: QAction
    demo_action: QAction
    close_action: QAction
    settings_action: QAction
    season_action: QAction
    recent_menu: QMenu
    print_menu: QMenu
    print_action: QAction
    print_actions: dict[DocumentKind, QAction]
    export_menu: QMenu
    export_actions: dict[str, QAction]
    statistics_export_actions: dict[str, QAction]
    export_button: QToolButton
    page_actions: dict[str, QAction]
    projector_action: QAction
    live_action: QAction
    announcements_action: QAction
    language_actions: dict[str, QAction]
    appearance_actions: dict[style.Appearance, QAction]
    guide_action: QAction
    log_folder_action: QAction
    toolbar: QToolBar
    referee: QLineEdit
    # The status bar (ui.main_window).
    saved_label: QLabel
    busy_bar: QProgressBar
    busy_label: QLabel
    server_label: QLabel
    ledger_label: QLabel

    def _hold(self, attribute: str, dialog: QDialog,
              then: Callable[[int], None] | None = None) -> None:
        """Keep `dialog` in `attribute` while it is open: set now; when it finishes, cleared
        (if it is still this dialog), the dialog deleted, then `then(result code)`."""
        setattr(self, attribute, dialog)

        def finished(code: int) -> None:
            if getattr(self, attribute) is dialog:
                setattr(self, attribute, None)
            dialog.deleteLater()
            if then is not None:
                then(code)

        dialog.finished.connect(finished)

    # --- offered by ui.main_window ----------------------------------------------------------
    def show_page(self, name: str) -> None:
        raise NotImplementedError

    def show_message(self, title: str, text: str,
                     icon: QMessageBox.Icon = QMessageBox.Icon.Warning) -> QMessageBox:
        raise NotImplementedError

    def _update_title(self) -> None:
        raise NotImplementedError

    def _referee_changed(self, text: str) -> None:
        raise NotImplementedError

    def _ask_referee(self) -> str:
        raise NotImplementedError

    def _ask_password(self, wrong: bool) -> str | None:
        raise NotImplementedError

    def _confirm_close(self) -> bool:
        raise NotImplementedError

    def set_language(self, code: str) -> None:
        raise NotImplementedError

    def set_appearance(self, appearance: style.Appearance, remember: bool = True) -> None:
        raise NotImplementedError

    def show_guide(self) -> GuideDialog:
        raise NotImplementedError

    def about(self) -> None:
        raise NotImplementedError

    # --- offered by ui.window.menus ---------------------------------------------------------
    def _build_actions(self) -> None:
        raise NotImplementedError

    def _print_entries(self) -> None:
        raise NotImplementedError

    def _update_actions(self) -> None:
        raise NotImplementedError

    # --- offered by ui.window.opening -------------------------------------------------------
    def new_tournament(self) -> NewTournamentWizard | None:
        raise NotImplementedError

    def choose_and_open(self) -> None:
        raise NotImplementedError

    def open_file(self, path: Path, quiet: bool = False) -> None:
        raise NotImplementedError

    def open_demo(self) -> None:
        raise NotImplementedError

    def connect_to_server(self, address: str = "", role: str = "", station: str = "",
                          now: bool = False) -> ConnectDialog | None:
        raise NotImplementedError

    def close_tournament(self) -> None:
        raise NotImplementedError

    def _remember(self, path: Path, name: str = "") -> None:
        raise NotImplementedError

    def _refresh_recent(self) -> None:
        raise NotImplementedError

    def _teardown(self) -> None:
        raise NotImplementedError

    # --- offered by ui.window.documents -----------------------------------------------------
    def print_document(self, kind: DocumentKind | None = None,
                       round: int | None = None) -> PrintPreviewDialog | None:
        raise NotImplementedError

    def export(self, fmt: str) -> ExportDialog | None:
        raise NotImplementedError

    def export_statistics(self, fmt: str) -> StatisticsExportDialog | None:
        raise NotImplementedError

    def open_settings(self) -> SettingsDialog | None:
        raise NotImplementedError

    def open_season(self, path: Path | None = None) -> SeasonDialog | None:
        raise NotImplementedError

    def _connect_area(self, area: TournamentArea) -> None:
        raise NotImplementedError

    # --- offered by ui.window.screens -------------------------------------------------------
    def show_projector(self) -> ProjectorWindow | None:
        raise NotImplementedError

    def _remove_projector_controls(self) -> None:
        raise NotImplementedError

    def open_live_page(self) -> LivePageDialog | None:
        raise NotImplementedError

    def open_announcements(self) -> AnnouncementsDialog | None:
        raise NotImplementedError

    def _stop_live_page(self) -> None:
        raise NotImplementedError

    def _entry_address(self) -> str:
        raise NotImplementedError
