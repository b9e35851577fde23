"""The user guide (Help > User guide, F1): resources/help/guide_<language>.html in the desk's
language, shown in the app (no browser, no network), with its screenshots beside it
(resources/help/images/, taken by resources/make_guide_images.py). Not modal: the desk goes on
while it is open."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ui import i18n, resources
from ui.style import SPACE
from ui.text import tr

# The guide's sections, as anchors (<a name="...">) every language's guide has, in order.
SECTIONS = ("setup", "round", "hand", "corrections", "penalties", "approval", "printing", "ema",
            "stations", "phones", "season")


def guide_path(language: str) -> Path:
    """The guide in `language`, else the English one (a language without its own guide yet)."""
    try:
        return resources.path(f"help/guide_{language}.html")
    except resources.MissingResource:
        return resources.path("help/guide_en.html")


class GuideDialog(QDialog):
    def __init__(self, language: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(tr("User guide"))
        self.setModal(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(SPACE, SPACE, SPACE, SPACE)
        self.browser = QTextBrowser()
        self.browser.setObjectName("guide")
        self.browser.setAccessibleName(tr("User guide"))
        # Links inside the guide move within it; nothing opens a web browser.
        self.browser.setOpenExternalLinks(False)
        layout.addWidget(self.browser, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self.load(language)
        self._fit_screen()

    def load(self, language: str) -> None:
        """Show the guide in `language` (from its start)."""
        self.language = language if language in i18n.LANGUAGES else "en"
        self.path = guide_path(self.language)
        self.browser.setSource(QUrl.fromLocalFile(str(self.path)))
        # A page's margin around the text: it touched the window's left edge.
        self.browser.document().setDocumentMargin(3 * SPACE)
        self.setWindowTitle(tr("User guide"))

    def show_section(self, name: str) -> None:
        self.browser.setSource(QUrl.fromLocalFile(str(self.path)).resolved(QUrl(f"#{name}")))

    def _fit_screen(self) -> None:
        # The pictures are 640 pixels wide: a little more than that, as tall as the screen
        # allows (a 1366 x 768 laptop with a panel included).
        parent = self.parentWidget()
        screen = parent.screen() if parent is not None else QGuiApplication.primaryScreen()
        room = screen.availableGeometry()
        self.resize(min(760, room.width() - 4 * SPACE), max(400, room.height() - 12 * SPACE))
