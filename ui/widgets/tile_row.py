"""A row of tiles drawn from resources/tiles, so a referee sees the hand that was typed."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from ui import resources

TILE_W, TILE_H = 30, 40  # the images are 60 x 80
GAP = 10  # between groups (the concealed hand, each meld, the winning tile)


class TileRow(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._groups: list[list[str]] = []
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def groups(self) -> list[list[str]]:
        return [list(g) for g in self._groups]

    def set_groups(self, groups: Sequence[Sequence[str]]) -> None:
        """Tiles in mpsz ("5m", "0p", "7z"), one list per group; empty groups are left out."""
        for group in groups:
            for tile in group:
                resources.path(resources.tile_name(tile))  # fail at once on a bad name
        self._groups = [list(g) for g in groups if g]
        self.setAccessibleName(" ".join("".join(g) for g in self._groups))
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        count = sum(len(g) for g in self._groups)
        width = count * (TILE_W + 1) + max(0, len(self._groups) - 1) * GAP
        return QSize(width, TILE_H if count else 0)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(0, self.sizeHint().height())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        x = 0.0
        scale = min(1.0, self.width() / max(1, self.sizeHint().width()))
        for group in self._groups:
            for tile in group:
                resources.render(resources.tile_name(tile), painter,
                                 QRectF(x, 0, TILE_W * scale, TILE_H * scale))
                x += (TILE_W + 1) * scale
            x += GAP * scale
        painter.end()
