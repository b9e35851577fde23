"""Print preview of a tournament document: choose the document, the round and the paper, look
at every page, then print it or save it as a PDF.

The document's data is read on the database worker (`ui.operations.documents`), so a large
tournament never freezes the window; the preview paints its pages on the GUI thread (Qt's
preview widget needs that), "Save as PDF…" writes the file on the thread pool. The dialog is
not modal: the desk goes on while it is open.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tournament.export.documents import Document
from tournament.export.gather import DocumentKind, resolve_round
from tournament.export.printable import build_document
from ui import icons, screen
from ui.dialogs.print_pages import PrintPages
from ui.issue_words import issue_text
from ui.operations import Op, read
from ui.printing.render import PageSize
from ui.session import Session
from ui.style import SPACE
from ui.text import QT_TR_NOOP, tr
from ui.widgets.labels import label_for

if TYPE_CHECKING:
    # Names only: the service's facade is built on the storage layer, which the desk loads
    # when a tournament is opened, not when this module is imported.
    from tournament.service import Tournament

DOCUMENT_NAMES = {
    DocumentKind.STANDINGS: QT_TR_NOOP("Standings"),
    DocumentKind.SEATING_TABLES: QT_TR_NOOP("Seating by table (for the wall)"),
    DocumentKind.SEATING_PLAYERS: QT_TR_NOOP("Seating by player (for the entrance)"),
    DocumentKind.SCORE_SHEETS: QT_TR_NOOP("Score sheets (one page per table)"),
    DocumentKind.CARDS: QT_TR_NOOP("Result cards (one per player)"),
    DocumentKind.STATISTICS: QT_TR_NOOP("Statistics (players and tournament)"),
    DocumentKind.CERTIFICATES: QT_TR_NOOP("Certificates (one per award winner)"),
    DocumentKind.TABLE_CODES: QT_TR_NOOP("Table codes (phone entry, with QR codes)"),
}


def document_name(kind: DocumentKind) -> str:
    return tr(DOCUMENT_NAMES[kind])


def _read(t: Tournament, kind: DocumentKind, round: int | None, address: str = ""
          ) -> tuple[list[int], int, Document]:
    rounds = [r.number for r in t.rounds.all()]
    chosen = resolve_round(t, kind, round)
    return rounds, chosen, build_document(t, kind, chosen, address)


class PrintPreviewDialog(QDialog):
    loaded = Signal()  # a document is on screen (tests wait for it)
    save_requested = Signal(object)  # the Document: the window asks where to save the PDF
    awards_page_requested = Signal()  # "Choose the awards…" (certificates): the Awards page

    def __init__(self, session: Session, kind: DocumentKind | str,
                 round: int | None = None, parent: QWidget | None = None,
                 address: str = ""):
        super().__init__(parent)
        self.session = session
        # The live page's address, for the QR codes of the phone entry ("" while the desk
        # does not serve it: the sheets then print the codes alone).
        self.address = address
        self.kind = DocumentKind(kind)
        self.round = round
        self.document: Document | None = None
        self._loading = False
        self.setWindowTitle(tr("Print"))
        # A page and the buttons under it, on a laptop's screen as on a large one.
        screen.share_of_screen(self, 0.8, 0.94, minimum=QSize(760, 520))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2 * SPACE, 2 * SPACE, 2 * SPACE, 2 * SPACE)
        layout.setSpacing(SPACE)

        top = QHBoxLayout()
        top.setSpacing(SPACE)
        self.kind_box = QComboBox()
        for each in DocumentKind:
            self.kind_box.addItem(document_name(each), each.value)
        self.kind_box.setCurrentIndex(self.kind_box.findData(self.kind.value))
        # As wide as the room allows (its list opens wide): the row fits a laptop at 150 %.
        self.kind_box.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.kind_box.setMinimumContentsLength(16)
        self.kind_box.view().setMinimumWidth(self.kind_box.view().sizeHintForColumn(0) + 24)
        self.kind_box.activated.connect(self._kind_chosen)
        self.round_box = QComboBox()
        self.round_box.setMinimumContentsLength(10)
        self.round_box.activated.connect(self._round_chosen)
        # The pages, the paper and the buttons under them (shared with the season's preview).
        self.pages = PrintPages(self)
        self.size_box = self.pages.size_box
        top.addWidget(label_for(tr("Document"), self.kind_box))
        top.addWidget(self.kind_box, 1)
        top.addSpacing(SPACE)
        top.addWidget(label_for(tr("Round"), self.round_box))
        top.addWidget(self.round_box)
        top.addSpacing(SPACE)
        top.addWidget(label_for(tr("Paper"), self.size_box))
        top.addWidget(self.size_box)
        layout.addLayout(top)

        self.printer = self.pages.printer
        self.preview = self.pages.preview
        layout.addWidget(self.preview, 1)
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)
        self.progress.setTextVisible(False)
        self.progress.setMaximumHeight(10)
        self.progress.hide()
        layout.addWidget(self.progress)
        self.message = QLabel()
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setObjectName("generalError")
        self.message.setWordWrap(True)
        self.message.hide()
        layout.addWidget(self.message)

        self.pages_label = self.pages.pages_label
        self.print_button = self.pages.print_button
        self.pdf_button = self.pages.pdf_button
        self.pdf_button.clicked.connect(self._save_pdf)
        self.close_button = self.pages.close_button
        # The certificates come from the awards chosen on the Awards page: reached from here.
        self.awards_button = QPushButton(icons.icon("awards"), tr("Choose the awards\u2026"))
        self.awards_button.setToolTip(tr("The Awards page: which awards, in which order, and "
                                         "the players' flags"))
        self.awards_button.clicked.connect(self._choose_awards)
        layout.addLayout(self.pages.buttons(self.awards_button))
        self._update_buttons()
        self.load()

    # --- reading the document on the worker -------------------------------------------
    def load(self) -> Op:
        self._loading = True
        self.progress.show()
        self._update_buttons()
        kind, round, address = self.kind, self.round, self.address
        op = read(self.session, f"preview_{kind.value}",
                  lambda t: _read(t, kind, round, address))
        return op.then(self._loaded)

    def _loaded(self, op: Op) -> None:
        if not shiboken6.isValid(self):
            return
        self._loading = False
        self.progress.hide()
        if op.issues:
            self.document = None
            self.message.setText("\n".join(issue_text(i, []) for i in op.issues))
            self.message.show()
            self._update_buttons()
            self.pages.show(None)
            return
        rounds, chosen, document = op.value
        self.round = chosen
        self.document = document
        self.message.hide()
        self.round_box.clear()
        for number in rounds:
            self.round_box.addItem(tr("Round %1").replace("%1", str(number)), number)
        self.round_box.setCurrentIndex(self.round_box.findData(chosen))
        self.setWindowTitle(tr("Print: %1").replace("%1", document_name(self.kind)))
        self._set_page_size()
        self._update_buttons()
        self.loaded.emit()

    def _choose_awards(self) -> None:
        self.awards_page_requested.emit()
        self.reject()

    def _kind_chosen(self, index: int) -> None:
        self.kind = DocumentKind(self.kind_box.itemData(index))
        self.round = None  # the new document's own default round
        self.load()

    def _round_chosen(self, index: int) -> None:
        self.round = self.round_box.itemData(index)
        self.load()

    # --- pages --------------------------------------------------------------------------
    def page_size(self) -> PageSize:
        return self.pages.page_size()

    def _set_page_size(self) -> None:
        self.pages.show(self.document)

    def page_count(self) -> int:
        return self.preview.pageCount()

    def _update_buttons(self) -> None:
        self.awards_button.setVisible(self.kind is DocumentKind.CERTIFICATES)
        ready = self.document is not None and not self._loading
        self.print_button.setEnabled(ready)
        self.pdf_button.setEnabled(ready)

    # --- out ----------------------------------------------------------------------------
    def print_now(self) -> bool:
        """The system print dialog; prints the pages when it is accepted."""
        return self.pages.print_now()

    def _save_pdf(self) -> None:
        if self.document is not None:
            self.save_requested.emit(self.document)
