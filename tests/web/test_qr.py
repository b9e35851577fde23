"""The QR code of the live page's address: the SVG the projector shows is read back by a QR
decoder (zxing-cpp) after Qt draws it, as a phone's camera would read the screen."""

from __future__ import annotations

import numpy as np
import pytest
import zxingcpp

from tournament.web.qr import qr_svg

URLS = ["http://192.168.1.20:8080/", "http://10.0.0.7:80/", "http://[fe80::1]:8080/"]


def rendered(svg: str, size: int = 400) -> np.ndarray:
    """The SVG drawn by Qt's SVG renderer (what the projector view uses), as grey pixels."""
    from PySide6.QtCore import QByteArray
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(QByteArray(svg.encode("utf-8")))
    assert renderer.isValid()
    image = QImage(size, size, QImage.Format.Format_Grayscale8)
    image.fill(QColor("white"))
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    data = np.frombuffer(image.constBits(), dtype=np.uint8)  # type: ignore[call-overload]
    return data.reshape(size, image.bytesPerLine())[:, :size].copy()


@pytest.mark.parametrize("url", URLS)
def test_the_svg_reads_back_as_the_address(qapp, url):
    svg = qr_svg(url)
    assert svg.startswith("<svg") and 'xmlns="http://www.w3.org/2000/svg"' in svg
    found = zxingcpp.read_barcodes(rendered(svg))
    assert [(f.format, f.text) for f in found] == [(zxingcpp.BarcodeFormat.QRCode, url)]


def test_a_different_address_is_a_different_code(qapp):
    (found,) = zxingcpp.read_barcodes(rendered(qr_svg(URLS[0])))
    assert found.text != URLS[1]
    assert qr_svg(URLS[0]) != qr_svg(URLS[1])
