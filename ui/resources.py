"""Images and other files under resources/, looked up by name; a missing one fails loudly.

A silently missing icon is how a button ends up blank at the venue; asking for a name that
is not there raises `MissingResource` naming the folder that was searched. The folder is the
repository's resources/ (override with RIICHI_TOURNAMENT_RESOURCES, e.g. for a packaged app).
"""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

ENV = "RIICHI_TOURNAMENT_RESOURCES"


class MissingResource(FileNotFoundError):
    pass


def root() -> Path:
    """resources/ beside ui/ in a checkout, else the installed `riichi_tournament_resources`."""
    override = os.environ.get(ENV)
    if override:
        return Path(override)
    checkout = Path(__file__).resolve().parent.parent / "resources"
    if checkout.is_dir():
        return checkout
    try:
        import riichi_tournament_resources
    except ImportError:
        return checkout  # path() then names the folder it looked in
    return Path(riichi_tournament_resources.__file__).resolve().parent


def path(name: str) -> Path:
    """The file `name` (e.g. "icons/undo.svg") under resources/, or MissingResource."""
    base = root()
    found = base / name
    if not found.is_file():
        raise MissingResource(f"resource '{name}' not found under {base} "
                              f"(run resources/make_images.py to draw the images)")
    return found


@cache
def _renderer(name: str) -> QSvgRenderer:
    renderer = QSvgRenderer(str(path(name)))
    if not renderer.isValid():
        raise MissingResource(f"resource '{name}' is not a readable SVG image")
    return renderer


def render(name: str, painter: QPainter, rect: QRectF) -> None:
    _renderer(name).render(painter, rect)


def pixmap(name: str, size: QSize, colour: QColor | None = None, ratio: float = 1.0) -> QPixmap:
    """An SVG drawn at `size` (device pixel `ratio`), optionally recoloured in one colour."""
    image = QImage(int(size.width() * ratio), int(size.height() * ratio),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    render(name, painter, QRectF(0, 0, image.width(), image.height()))
    if colour is not None:
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
        painter.fillRect(image.rect(), colour)
    painter.end()
    result = QPixmap.fromImage(image)
    result.setDevicePixelRatio(ratio)
    return result


def icon(name: str) -> QIcon:
    """An icon from resources/icons/<name>.svg."""
    return QIcon(str(path(f"icons/{name}.svg")))


def tile_name(tile: str) -> str:
    """The image of a tile in mpsz notation ("5m", "0p" for a red five, "7z"), or "back"."""
    return f"tiles/{tile}.svg"
