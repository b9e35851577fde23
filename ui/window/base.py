"""What the parts of the main window (ui.window: menus, opening, documents, screens) ask of
the window that holds them and of each other, as typed protocols. Each part is a plain object
the window makes in its `__init__` and keeps (`window.opening`, ...); it is given the window
(`Window`: the window's own state and methods, and its parts as `MenusApi`, `OpeningApi`,
`DocumentsApi`, `ScreensApi`) and never inherits from it. So the parts import neither
`ui.main_window` (which imports them) nor each other; mypy checks that the window and each
part give what is declared here. `hold` keeps a part's dialog while it is open."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    import tempfile
    from pathlib import Path

    from PySide6.QtCore import QSettings, Qt, SignalInstance
    from PySide6.QtGui import QScreen
    from PySide6.QtWidgets import (
        QDialog,
        QLabel,
        QLineEdit,
        QMenu,
        QMenuBar,
        QMessageBox,
        QStackedWidget,
        QStatusBar,
        QToolBar,
        QWidget,
    )

    from tournament.export.formats import ExportFormat
    from tournament.export.gather import DocumentKind
    from ui import style
    from ui.dialogs.connect_dialog import ConnectDialog
    from ui.dialogs.guide_dialog import GuideDialog
    from ui.dialogs.print_preview import PrintPreviewDialog
    from ui.session import Session
    from ui.tasks import DatabaseWorker
    from ui.views.projector import ProjectorWindow
    from ui.views.start_page import StartPage
    from ui.window.area import TournamentArea


class MenusApi(Protocol):
    """What ui.window.menus.WindowMenus offers the other parts."""

    recent_menu: QMenu
    referee: QLineEdit

    def add_print_entries(self) -> None: ...

    def update(self) -> None: ...


class OpeningApi(Protocol):
    """What ui.window.opening.Opening offers the other parts and the window."""

    demo_folder: tempfile.TemporaryDirectory[str] | None

    def new_tournament(self) -> object: ...

    def choose_and_open(self) -> None: ...

    def open_file(self, path: Path, quiet: bool = False) -> None: ...

    def open_demo(self) -> None: ...

    def connect_to_server(self, address: str = "", role: str = "", station: str = "",
                          now: bool = False) -> ConnectDialog | None: ...

    def close_tournament(self) -> None: ...

    def remember(self, path: Path, name: str = "") -> None: ...

    def refresh_recent(self) -> None: ...

    def teardown(self) -> None: ...


class DocumentsApi(Protocol):
    """What ui.window.documents.Documents offers the other parts."""

    def print_document(self, kind: DocumentKind | None = None,
                       round: int | None = None) -> PrintPreviewDialog | None: ...

    def export(self, fmt: ExportFormat | str) -> object: ...

    def export_statistics(self, fmt: ExportFormat | str) -> object: ...

    def open_settings(self) -> object: ...

    def open_season(self, path: Path | None = None) -> object: ...

    def connect_area(self, area: TournamentArea) -> None: ...

    def reject_dialogs(self) -> None: ...


class ScreensApi(Protocol):
    """What ui.window.screens.Screens offers the other parts and the window."""

    projector: ProjectorWindow | None

    def show_projector(self) -> ProjectorWindow | None: ...

    def remove_projector_controls(self) -> None: ...

    def close_projector(self) -> None: ...

    def open_live_page(self) -> object: ...

    def open_announcements(self) -> object: ...

    def stop_live_page(self) -> None: ...

    def entry_address(self) -> str: ...


class Window(Protocol):
    """The main window as its parts see it (ui.main_window.MainWindow)."""

    opened: SignalInstance  # OpenResult, once the tournament's screens are shown
    open_failed: SignalInstance
    settings: QSettings
    worker: DatabaseWorker
    session: Session | None
    area: TournamentArea | None
    stack: QStackedWidget
    start_page: StartPage
    # The status bar's words.
    saved_label: QLabel
    server_label: QLabel
    ledger_label: QLabel

    # --- the parts (ui.window), as the others see them -----------------------------------
    @property
    def menus(self) -> MenusApi: ...

    @property
    def opening(self) -> OpeningApi: ...

    @property
    def documents(self) -> DocumentsApi: ...

    @property
    def screens(self) -> ScreensApi: ...

    # --- the window's own ---------------------------------------------------------------
    def show_page(self, name: str) -> None: ...

    def show_message(self, title: str, text: str,
                     icon: QMessageBox.Icon = ...) -> QMessageBox: ...

    def _update_title(self) -> None: ...

    def _referee_changed(self, text: str) -> None: ...

    def _ask_referee(self) -> str: ...

    def _ask_password(self, wrong: bool) -> str | None: ...

    def _confirm_close(self) -> bool: ...

    def set_language(self, code: str) -> None: ...

    def set_appearance(self, appearance: style.Appearance, remember: bool = True) -> None: ...

    def show_guide(self) -> GuideDialog: ...

    def about(self) -> None: ...

    # --- what Qt's main window gives --------------------------------------------------
    def statusBar(self) -> QStatusBar: ...  # noqa: N802

    def menuBar(self) -> QMenuBar: ...  # noqa: N802

    def addToolBar(self, toolbar: QToolBar) -> None: ...  # noqa: N802

    def addToolBarBreak(self, area: Qt.ToolBarArea = ...) -> None: ...  # noqa: N802

    def removeToolBar(self, toolbar: QToolBar) -> None: ...  # noqa: N802

    def screen(self) -> QScreen: ...

    def window(self) -> QWidget: ...  # the window itself, as the parent of what parts make

    def width(self) -> int: ...

    def close(self) -> bool: ...


def hold(owner: object, attribute: str, dialog: QDialog,
         then: Callable[[int], None] | None = None) -> None:
    """Keep `dialog` in `owner.attribute` (a part's, made None in its `__init__`) while it is
    open: set now; when it finishes, cleared (if it is still this dialog), the dialog
    deleted, then `then(result code)`."""
    setattr(owner, attribute, dialog)

    def finished(code: int) -> None:
        if getattr(owner, attribute) is dialog:
            setattr(owner, attribute, None)
        dialog.deleteLater()
        if then is not None:
            then(code)

    dialog.finished.connect(finished)
