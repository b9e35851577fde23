"""The main window's other windows: the projector for the venue's screen (its controls in
this window's toolbars, never on the public screen), the live page for players with its
dialog, and the announcements."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ui.text import tr
from ui.window.base import hold

if TYPE_CHECKING:
    from ui.dialogs.announcements_dialog import AnnouncementsDialog
    from ui.dialogs.live_page_dialog import LivePageDialog
    from ui.live_page import LivePage
    from ui.views.projector import ProjectorWindow
    from ui.views.projector_controls import CeremonyControls, ProjectorControls
    from ui.window.base import Window


class Screens:
    """The projector (and its controls in the window's toolbars), the live page and the
    announcements of `window`; one of each at a time."""

    def __init__(self, window: Window):
        self._w = window
        self._widget = window.window()  # the parent of the dialogs (Qt's main window)
        self.projector: ProjectorWindow | None = None
        self.projector_controls: ProjectorControls | None = None
        self.ceremony_controls: CeremonyControls | None = None
        self.live: LivePage | None = None  # the live page for players, once asked for
        self.live_dialog: LivePageDialog | None = None
        self.announcements_dialog: AnnouncementsDialog | None = None

    def show_projector(self) -> ProjectorWindow | None:
        """The projector window for the venue's screen; its controls (countdown, pages) go
        in this window, never on the public screen."""
        from ui.views.projector import ProjectorWindow
        from ui.views.projector_controls import CeremonyControls, ProjectorControls

        if self._w.session is None:
            return None
        if self.projector is None:
            projector = ProjectorWindow(self._w.session)
            self.projector = projector
            # It opens on the desk's screen (fitted to it), to be dragged to the projector's.
            projector.setScreen(self._w.screen())
            projector.move(self._w.screen().availableGeometry().topLeft())
            projector.closed.connect(lambda: self._projector_closed(projector))
            if self._w.area is not None:
                projector.set_round_clock(self._w.area.clock)
            projector.set_live_urls(self.live.urls if self.live is not None else [])
        if self.projector_controls is None:
            self._w.addToolBarBreak()
            self.projector_controls = ProjectorControls(self.projector, self._widget)
            self._w.addToolBar(self.projector_controls)
        if self.ceremony_controls is None:
            self._w.addToolBarBreak()
            self.ceremony_controls = CeremonyControls(self.projector, self._widget)
            self.ceremony_controls.awards_page_requested.connect(
                lambda: self._w.show_page("awards"))
            self._w.addToolBar(self.ceremony_controls)
        self.projector.show()
        self.projector.raise_()
        return self.projector

    def _projector_closed(self, projector: ProjectorWindow) -> None:
        if self.projector is projector:
            self.projector = None
            projector.deleteLater()
        self.remove_projector_controls()

    def close_projector(self) -> None:
        """The projector closed and forgotten, its controls with it (another tournament
        opens or this one closes)."""
        projector, self.projector = self.projector, None
        if projector is not None:
            projector.close()
            projector.deleteLater()
        self.remove_projector_controls()

    def remove_projector_controls(self) -> None:
        if self.ceremony_controls is not None:
            self._w.removeToolBar(self.ceremony_controls)
            self.ceremony_controls.deleteLater()
            self.ceremony_controls = None
        if self.projector_controls is not None:
            self._w.removeToolBar(self.projector_controls)
            self.projector_controls.deleteLater()
            self.projector_controls = None

    # --- the live page for players and announcements --------------------------------------
    def open_live_page(self) -> LivePageDialog | None:
        """The live page's dialog: start or stop serving, the port, the address and its QR
        code (the server goes on when the dialog is closed, until the tournament closes)."""
        from ui.dialogs.live_page_dialog import LivePageDialog
        from ui.live_page import LivePage

        if self._w.session is None:
            return None
        if self.live is None:
            self.live = LivePage(self._w.session, self._widget)
            self.live.state_changed.connect(self._live_page_changed)
        dialog = self.live_dialog
        if dialog is None:
            dialog = LivePageDialog(self.live, self._w.settings, self._widget)
            hold(self, "live_dialog", dialog)
            dialog.print_codes.connect(self._print_table_codes)
        dialog.show()
        dialog.raise_()
        return dialog

    def _print_table_codes(self, round: int) -> None:
        from tournament.export.gather import DocumentKind

        self._w.documents.print_document(DocumentKind.TABLE_CODES, round)

    def entry_address(self) -> str:
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
            self._w.statusBar().showMessage(
                tr("Live page for players: %1").replace("%1", urls[0]), 15000)

    def stop_live_page(self) -> None:
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

        if self._w.session is None:
            return None
        dialog = self.announcements_dialog
        if dialog is None:
            dialog = AnnouncementsDialog(self._w.session, self._widget)
            hold(self, "announcements_dialog", dialog)
        dialog.show()
        dialog.raise_()
        return dialog

