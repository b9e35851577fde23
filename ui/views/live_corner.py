"""The projector's strip for the players: the organiser's newest announcements (newest first)
and, while the live page is served, its address and QR code ("results on your phone").

Hidden while there is neither; the standings above take the room back. Announcements are
plain text (never markup) and follow the desk's changes at once.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from tournament.organisation import Announcement
from tournament.service import Changes
from ui.session import Session
from ui.style import SPACE, font
from ui.text import time_text, tr
from ui.widgets.qr_code import QrCode

SHOWN_ANNOUNCEMENTS = 3  # the newest ones; the rest are on the live page
# The code's side: about a quarter of the window's height (198 px on 1280 x 800, 264 px on
# 1920 x 1080), so that a phone reads it from a few metres and the standings keep their room.
QR_SHARE, QR_MIN, QR_MAX = 4, 150, 360


class LiveCorner(QFrame):
    reshaped = Signal()  # shown, hidden or another height: the board above has another size

    def __init__(self, session: Session, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("liveCorner")
        self.session = session
        self.urls: list[str] = []
        self.announcements: tuple[Announcement, ...] = ()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(3 * SPACE, 2 * SPACE, 3 * SPACE, 2 * SPACE)
        layout.setSpacing(4 * SPACE)

        self.news = QWidget()
        news = QVBoxLayout(self.news)
        news.setContentsMargins(0, 0, 0, 0)
        news.setSpacing(SPACE)
        heading = QLabel(tr("Announcements"))
        heading.setObjectName("projectorMuted")
        heading.setFont(font(1.2, bold=True))
        news.addWidget(heading)
        self.lines: list[QLabel] = []
        for i in range(SHOWN_ANNOUNCEMENTS):
            line = QLabel()
            line.setTextFormat(Qt.TextFormat.PlainText)  # the organiser's text, never markup
            line.setWordWrap(True)
            line.setFont(font(1.7 if i == 0 else 1.3, bold=i == 0))
            if i:
                line.setObjectName("projectorMuted")
            news.addWidget(line)
            self.lines.append(line)
        news.addStretch(1)
        layout.addWidget(self.news, 1)

        self.address = QWidget()
        address = QHBoxLayout(self.address)
        address.setContentsMargins(0, 0, 0, 0)
        address.setSpacing(2 * SPACE)
        words = QVBoxLayout()
        words.setSpacing(SPACE)
        phone = QLabel(tr("Standings, seating and tables on your phone:"))
        phone.setObjectName("projectorMuted")
        phone.setFont(font(1.2))
        phone.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.url = QLabel()
        self.url.setTextFormat(Qt.TextFormat.PlainText)
        self.url.setFont(font(1.7, bold=True))
        self.url.setAlignment(Qt.AlignmentFlag.AlignRight)
        words.addStretch(1)
        words.addWidget(phone)
        words.addWidget(self.url)
        words.addStretch(1)
        address.addLayout(words)
        self.qr = QrCode(QR_MIN)
        address.addWidget(self.qr)
        layout.addWidget(self.address, 0, Qt.AlignmentFlag.AlignRight)
        session.changed.connect(self._changed)
        if parent is not None:
            parent.installEventFilter(self)  # its size sets the code's size
        self._update()
        self.refresh()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Resize and isinstance(watched, QWidget):
            self.qr.set_side(max(QR_MIN, min(QR_MAX, watched.height() // QR_SHARE)))
        return False

    def set_urls(self, urls: list[str]) -> None:
        """The live page's addresses ([]: it is not served)."""
        self.urls = list(urls)
        self._update()

    def refresh(self) -> None:
        self.session.read(lambda t: t.announcements.all(), self._show)

    def _changed(self, changes: Changes, _initiator: object = None) -> None:
        if changes.announcements:
            self.refresh()

    def _show(self, announcements: tuple[Announcement, ...]) -> None:
        self.announcements = announcements
        self._update()

    def _update(self) -> None:
        shown = self.announcements[:SHOWN_ANNOUNCEMENTS]
        for i, line in enumerate(self.lines):
            if i < len(shown):
                line.setText(f"{time_text(shown[i].at)}  {shown[i].text}")
            line.setVisible(i < len(shown))
        self.news.setVisible(bool(shown))
        url = self.urls[0] if self.urls else ""
        self.url.setText(url)
        self.qr.set_url(url)
        self.address.setVisible(bool(url))
        visible = bool(shown or url)
        if self.parent() is not None or not visible:  # never a window of its own
            self.setVisible(visible)
        self.reshaped.emit()

    def shown_texts(self) -> list[str]:
        """The announcements shown, newest first, and the address (tests)."""
        return [line.text() for line in self.lines if not line.isHidden()] + (
            [self.url.text()] if self.urls else [])
