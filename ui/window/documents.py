"""Printing, exports and the tournament's details from the main window: the print preview of
what a screen shows (the page spec says which document), a PDF, the export dialogs of the
standings and of the statistics, the settings dialog; one of each at a time."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QDialog

from ui.text import tr
from ui.window.base import hold
from ui.window.pages import page as page_spec

if TYPE_CHECKING:
    from tournament.export.documents import Document
    from tournament.export.formats import ExportFormat
    from tournament.export.gather import DocumentKind
    from ui.dialogs.export_dialog import ExportDialog
    from ui.dialogs.print_preview import PrintPreviewDialog
    from ui.dialogs.season_dialog import SeasonDialog
    from ui.dialogs.settings_dialog import SettingsDialog
    from ui.dialogs.statistics_export_dialog import StatisticsExportDialog
    from ui.operations import Op
    from ui.printing.render import PageSize
    from ui.views.projector import ProjectorWindow
    from ui.window.area import TournamentArea
    from ui.window.base import Window


class Documents:
    """Print, export, the settings and the season of `window`; one dialog of each at a
    time."""

    def __init__(self, window: Window):
        self._w = window
        self._widget = window.window()  # the parent of the dialogs (Qt's main window)
        self.preview: PrintPreviewDialog | None = None
        self.export_dialog: ExportDialog | None = None
        self.settings_dialog: SettingsDialog | None = None
        self.season_dialog: SeasonDialog | None = None
        self.statistics_export_dialog: StatisticsExportDialog | None = None

    def print_document(self, kind: DocumentKind | None = None,
                       round: int | None = None) -> PrintPreviewDialog | None:
        """The print preview of `kind` (None: what the current screen shows); printing and
        "Save as PDF" are in the preview. The tournament stays open and in use meanwhile."""
        from tournament.export.gather import DocumentKind
        from ui.dialogs.print_preview import PrintPreviewDialog

        if self._w.session is None:
            return None
        area = self._w.area
        if kind is None:
            page = area.current_page() if area is not None else ""
            kind = DocumentKind(page_spec(page).document if page else DocumentKind.STANDINGS)
        if self.preview is not None:
            self.preview.close()
        dialog = PrintPreviewDialog(self._w.session, kind, round, self._widget,
                                    self._w.screens.entry_address())
        hold(self, "preview", dialog)
        dialog.save_requested.connect(
            lambda document: self.save_pdf(document, dialog.page_size()))
        dialog.awards_page_requested.connect(lambda: self._w.show_page("awards"))
        dialog.open()
        return dialog

    def save_pdf(self, document: Document, size: PageSize | None = None
                 ) -> ExportDialog | None:
        """The export dialog writing `document` as a PDF (`size` None: A4)."""
        from ui.dialogs.export_dialog import ExportDialog
        from ui.printing.render import PageSize

        return self._open_export(ExportDialog(self._w.session, None, document,
                                              size or PageSize.A4, self._widget)) \
            if self._w.session is not None else None

    def export(self, fmt: ExportFormat | str) -> ExportDialog | None:
        """The export dialog for `fmt` (the EMA file shows what it still needs first)."""
        from tournament.export.formats import ExportFormat
        from ui.dialogs.export_dialog import ExportDialog

        if self._w.session is None:
            return None
        return self._open_export(ExportDialog(self._w.session, ExportFormat(fmt),
                                              parent=self._widget))

    def _open_export(self, dialog: ExportDialog) -> ExportDialog:
        if self.export_dialog is not None:
            self.export_dialog.close()
        hold(self, "export_dialog", dialog)
        dialog.written.connect(lambda path: self._w.statusBar().showMessage(
            tr("Written: %1").replace("%1", str(path)), 15000))
        dialog.settings_requested.connect(self.open_settings)
        dialog.open()
        return dialog

    def export_statistics(self, fmt: ExportFormat | str) -> StatisticsExportDialog | None:
        """The export dialog of a statistics format (`STATISTICS_FORMATS`: CSV or JSON)."""
        from ui.dialogs.statistics_export_dialog import StatisticsExportDialog

        if self._w.session is None:
            return None
        if self.statistics_export_dialog is not None:
            self.statistics_export_dialog.close()
        dialog = StatisticsExportDialog(self._w.session, fmt, self._widget)
        hold(self, "statistics_export_dialog", dialog)
        dialog.written.connect(lambda path: self._w.statusBar().showMessage(
            tr("Written: %1").replace("%1", str(path)), 15000))
        dialog.open()
        return dialog

    def connect_area(self, area: TournamentArea) -> None:
        """The awards page prints certificates and shows the winners on the projector (once
        it is built: the screens are built when first shown)."""
        area.page_built.connect(self._page_built)
        for key, widget in list(area.built.items()):
            self._page_built(key, widget)

    def _page_built(self, key: str, widget: object) -> None:
        if key != "awards":
            return
        from tournament.export.gather import DocumentKind
        from ui.views.awards_view import AwardsView

        if isinstance(widget, AwardsView):
            widget.certificates_requested.connect(
                lambda: self.print_document(DocumentKind.CERTIFICATES))
            widget.projector_requested.connect(self.show_awards_on_projector)

    def show_awards_on_projector(self) -> ProjectorWindow | None:
        """The projector, showing the award winners one by one."""
        projector = self._w.screens.show_projector()
        if projector is not None:
            projector.start_awards()
        return projector

    def open_settings(self) -> SettingsDialog | None:
        from ui.dialogs.settings_dialog import SettingsDialog
        from ui.operations.settings import update_settings

        session = self._w.session
        if session is None or self.settings_dialog is not None:
            return None

        def submit(values: dict[str, Any]) -> Op:
            return update_settings(session, self._widget, **values)

        parent = self.export_dialog if self.export_dialog is not None else self._widget
        dialog = SettingsDialog(session.settings, submit, parent)

        def finished(code: int) -> None:
            if code == QDialog.DialogCode.Accepted and self._w.session is session:
                self._w._update_title()
                if not session.server:
                    self._w.opening.remember(session.path, session.settings.name)

        hold(self, "settings_dialog", dialog, finished)
        dialog.open()
        return dialog

    def reject_dialogs(self) -> None:
        """The print preview, the export dialogs and the settings dialog closed (another
        tournament opens or this one closes)."""
        for dialog in (self.preview, self.export_dialog, self.settings_dialog,
                       self.statistics_export_dialog):
            if dialog is not None:
                dialog.reject()

    def open_season(self, path: Path | None = None) -> SeasonDialog | None:
        """File > Season…: a season file chosen (an existing one is opened, a new name
        creates it), shown in its window beside the desk; the open tournament is offered
        as an event."""
        from ui import files
        from ui.dialogs.season_dialog import SeasonDialog

        if path is None:
            path = files.choose_season_file(self._widget)
            if path is None:
                return None
        if self.season_dialog is not None:
            self.season_dialog.close()
        session = self._w.session
        current = "" if session is None else session.where
        dialog = SeasonDialog(path, current, self._widget)
        hold(self, "season_dialog", dialog)
        dialog.open()
        return dialog
