"""The main window's other windows: the projector for the venue's screen (its controls in
this window's toolbars, never on the public screen), the live page for players with its
dialog, and the announcements."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ui.text import tr
from ui.window.base import WindowBase

if TYPE_CHECKING:
    from ui.dialogs.announcements_dialog import AnnouncementsDialog
    from ui.dialogs.live_page_dialog import LivePageDialog
    from ui.views.projector import ProjectorWindow


class ScreensPart(WindowBase):
    """The projector, the live page and the announcements."""

    # --- other windows and settings ---------------------------------------------------
    def show_projector(self) -> ProjectorWindow | None:
        """The projector window for the venue's screen; its controls (countdown, pages) go
        in this window, never on the public screen."""
        from ui.views.projector import ProjectorWindow
        from ui.views.projector_controls import CeremonyControls, ProjectorControls

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
            self.ceremony_controls.awards_page_requested.connect(
                lambda: self.show_page("awards"))
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
        dialog = self.live_dialog
        if dialog is None:
            dialog = LivePageDialog(self.live, self.settings, self)
            self._hold("live_dialog", dialog)
            dialog.print_codes.connect(self._print_table_codes)
        dialog.show()
        dialog.raise_()
        return dialog

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
        dialog = self.announcements_dialog
        if dialog is None:
            dialog = AnnouncementsDialog(self.session, self)
            self._hold("announcements_dialog", dialog)
        dialog.show()
        dialog.raise_()
        return dialog

