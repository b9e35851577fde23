"""A QR code on screen: the live page's address for phones' cameras, drawn from the core's
`qr_svg` with QtSvg, black on white with its quiet zone, every module a whole number of pixels
(no blur that would make it harder to read from the back of a hall)."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from tournament.web.qr import qr_svg


def qr_image(url: str, size: int) -> QImage:
    """The QR code of `url` at most `size` pixels square (its quiet zone included)."""
    renderer = QSvgRenderer(QByteArray(qr_svg(url, scale=1).encode("utf-8")))
    modules = max(1, renderer.defaultSize().width())  # scale 1: one unit per module
    side = modules * max(1, size // modules)
    image = QImage(side, side, QImage.Format.Format_RGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    renderer.render(painter, QRectF(0, 0, side, side))
    painter.end()
    return image


class QrCode(QLabel):
    """The QR code of one address, `size` pixels square at most (hidden without one)."""

    def __init__(self, size: int = 240, parent: QWidget | None = None):
        super().__init__(parent)
        self.url = ""
        self.side = size
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.hide()

    def set_side(self, size: int) -> None:
        """Another size (the window it is on was resized)."""
        if size != self.side:
            self.side = size
            url, self.url = self.url, ""
            self.set_url(url)

    def set_url(self, url: str) -> None:
        if url == self.url:
            return
        self.url = url
        if not url:
            self.clear()
            self.hide()
            return
        pixmap = QPixmap.fromImage(qr_image(url, self.side))
        self.setPixmap(pixmap)
        self.setFixedSize(pixmap.size())
        self.setAccessibleName(url)
        self.show()
