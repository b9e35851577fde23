"""Icons of the desk screens (navigation, toolbar), looked up by name.

An icon comes from resources/icons/<name>.svg when that file exists, and is drawn in the
colour scheme in use whenever it is painted (light or dark, ui/style.py). The desk's own icons are
drawn here, in the same 24 x 24 stroke style as resources/make_images.py, until they move into
that script (resources/ belongs to it); an unknown name raises, like `resources.icon`.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QByteArray, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QIconEngine, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ui import resources, style

_HEAD = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24">'
         '<g fill="none" stroke="{colour}" stroke-width="2" stroke-linecap="round" '
         'stroke-linejoin="round">')
_TAIL = "</g></svg>"

DRAWINGS = {
    "awards": '<circle cx="12" cy="9" r="6"/><path d="M8.5 14 L6.5 22 L12 19.5 L17.5 22 '
              'L15.5 14"/><path d="M12 6.5 L12.8 8.3 L14.6 8.5 L13.2 9.7 L13.6 11.5 L12 10.6 '
              'L10.4 11.5 L10.8 9.7 L9.4 8.5 L11.2 8.3 Z"/>',
    "players": '<circle cx="9" cy="8" r="3.5"/><path d="M2.5 20 A6.5 6.5 0 0 1 15.5 20"/>'
               '<circle cx="17" cy="9" r="2.5"/><path d="M16 14 A5 5 0 0 1 22 19"/>',
    "rounds": '<rect x="3" y="3" width="7" height="7" rx="1.5"/>'
              '<rect x="14" y="3" width="7" height="7" rx="1.5"/>'
              '<rect x="3" y="14" width="7" height="7" rx="1.5"/>'
              '<rect x="14" y="14" width="7" height="7" rx="1.5"/>',
    "table": '<rect x="5" y="5" width="14" height="14" rx="2"/><path d="M12 1.5 V3.5 M12 20.5 '
             'V22.5 M1.5 12 H3.5 M20.5 12 H22.5"/>',
    "standings": '<path d="M4 21 V13 H9 V21 M9 21 V7 H15 V21 M15 21 V11 H20 V21 M2.5 21 H21.5"/>',
    "penalties": '<path d="M12 3 L22 20 H2 Z"/><path d="M12 9.5 V14"/><path d="M12 17.2 V17.4"/>',
    "new": '<path d="M14 3 H6 A2 2 0 0 0 4 5 V19 A2 2 0 0 0 6 21 H18 A2 2 0 0 0 20 19 V9 Z"/>'
           '<path d="M14 3 V9 H20"/><path d="M12 12 V18 M9 15 H15"/>',
    "open": '<path d="M3 6 A2 2 0 0 1 5 4 H9.5 L11.5 6.5 H19 A2 2 0 0 1 21 8.5 V18 A2 2 0 0 1 '
            '19 20 H5 A2 2 0 0 1 3 18 Z"/><path d="M3 10 H21"/>',
    "demo": '<path d="M6 3.5 V20.5 L20 12 Z"/>',
    "projector": '<rect x="2.5" y="4" width="19" height="12" rx="1.5"/><path d="M12 16 V20 '
                 'M8 21 H16"/><path d="M6 12 L9 9 L12 11 L16 7"/>',
    "import": '<path d="M12 3 V15 M7.5 10.5 L12 15 L16.5 10.5"/><path d="M4 15 V19 A2 2 0 0 0 '
              '6 21 H18 A2 2 0 0 0 20 19 V15"/>',
    "add": '<path d="M12 5 V19 M5 12 H19"/>',
    "seat": '<path d="M16 3 L20 7 L16 11"/><path d="M20 7 H9 A5 5 0 0 0 4 12"/>'
            '<path d="M8 21 L4 17 L8 13"/><path d="M4 17 H15 A5 5 0 0 0 20 12"/>',
    "swap": '<path d="M7 4 V20 M3.5 7.5 L7 4 L10.5 7.5"/><path d="M17 20 V4 M13.5 16.5 L17 20 '
            'L20.5 16.5"/>',
    "lock": '<rect x="4.5" y="10.5" width="15" height="10.5" rx="2"/><path d="M8 10.5 V7 A4 4 0 '
            '0 1 16 7 V10.5"/>',
    "unlock": '<rect x="4.5" y="10.5" width="15" height="10.5" rx="2"/><path d="M8 10.5 V7 A4 4 '
              '0 0 1 15.5 5"/>',
    "back": '<path d="M15 5 L8 12 L15 19"/>',
    "next": '<path d="M9 5 L16 12 L9 19"/>',
    "chart": '<path d="M3 3 V21 H21"/><path d="M6 16 L10 11 L14 13 L20 6"/>',
    "list": '<path d="M8 6 H21 M8 12 H21 M8 18 H21"/><path d="M3.5 6 H4 M3.5 12 H4 M3.5 18 H4"/>',
    "play": '<path d="M7 4 V20 L20 12 Z"/>',
    "pause": '<path d="M8 4 V20 M16 4 V20"/>',
    "reset": '<path d="M4 12 A8 8 0 1 0 7 5.8"/><path d="M7 1.5 V6 H2.5"/>',
    "drop": '<circle cx="9" cy="8" r="3.5"/><path d="M2.5 20 A6.5 6.5 0 0 1 15.5 20"/>'
            '<path d="M16 11 H22"/>',
    "close": '<path d="M6 6 L18 18 M18 6 L6 18"/>',
    "info": '<circle cx="12" cy="12" r="9"/><path d="M12 11 V17"/><path d="M12 7.4 V7.6"/>',
    "print": '<path d="M6 9 V3 H18 V9"/><rect x="2.5" y="9" width="19" height="8" rx="2"/>'
             '<path d="M6 14 H18 V21 H6 Z"/>',
    "export": '<path d="M12 15 V3 M7.5 7.5 L12 3 L16.5 7.5"/><path d="M4 15 V19 A2 2 0 0 0 '
              '6 21 H18 A2 2 0 0 0 20 19 V15"/>',
    "settings": '<circle cx="12" cy="12" r="3"/><path d="M12 2.5 V5.5 M12 18.5 V21.5 M2.5 12 '
                'H5.5 M18.5 12 H21.5 M5.3 5.3 L7.4 7.4 M16.6 16.6 L18.7 18.7 M5.3 18.7 '
                'L7.4 16.6 M16.6 7.4 L18.7 5.3"/>',
    "edit_player": '<circle cx="9" cy="8" r="3.5"/><path d="M2.5 20 A6.5 6.5 0 0 1 13 15"/>'
                   '<path d="M15 21 L15.5 18.5 L20.5 13.5 L22.5 15.5 L17.5 20.5 Z"/>',
}

_SIDES = (16, 20, 24, 32, 48, 64)


@cache
def _svg(name: str, colour: str) -> QByteArray:
    if name not in DRAWINGS:
        raise resources.MissingResource(f"icon '{name}' is neither in resources/icons nor "
                                        f"drawn in ui/icons.py")
    return QByteArray((_HEAD.format(colour=colour) + DRAWINGS[name] + _TAIL).encode())


@cache
def _pixmap(name: str, side: int, colour: str) -> QPixmap:
    image = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    try:
        # The icons under resources/icons are one-colour strokes too: drawn, then recoloured.
        resources.render(f"icons/{name}.svg", painter, QRectF(0, 0, side, side))
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
        painter.fillRect(image.rect(), QColor(colour))
    except resources.MissingResource:
        QSvgRenderer(_svg(name, colour)).render(painter, QRectF(0, 0, side, side))
    painter.end()
    return QPixmap.fromImage(image)


class _SchemeIconEngine(QIconEngine):
    """Draws the icon in the colours of the scheme in use when it is painted, so a switch to
    dark (or back) recolours every icon already on a button, a menu or the toolbar."""

    def __init__(self, name: str):
        super().__init__()
        self.name = name

    def _colour(self, mode: QIcon.Mode) -> str:
        s = style.scheme()
        if mode == QIcon.Mode.Selected:
            # A selected row of a list or table is a light tint in the light scheme (the
            # navigation's, the rounds'): the accent reads on it, white was faint.
            return s.accent
        if mode == QIcon.Mode.Disabled:
            return s.disabled_text
        return s.icon

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        side = max(1, min(size.width(), size.height()))
        return _pixmap(self.name, side, self._colour(mode))

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode,
              state: QIcon.State) -> None:
        ratio = painter.device().devicePixelRatioF() if painter.device() else 1.0
        side = max(1, int(min(rect.width(), rect.height()) * ratio))
        painter.drawPixmap(rect, _pixmap(self.name, side, self._colour(mode)))

    def actualSize(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QSize:  # noqa: N802
        side = min(size.width(), size.height())
        return QSize(side, side)

    def availableSizes(self, mode: QIcon.Mode = QIcon.Mode.Normal,  # noqa: N802
                       state: QIcon.State = QIcon.State.Off) -> list[QSize]:
        return [QSize(side, side) for side in _SIDES]

    def clone(self) -> QIconEngine:
        return _SchemeIconEngine(self.name)

    def key(self) -> str:
        return "riichi-tournament-scheme"


@cache
def icon(name: str) -> QIcon:
    """The icon `name` (resources/icons/<name>.svg if there is one, else a drawing above) in
    the scheme's icon colour, the accent on a selected row; an unknown name raises.

    One QIcon per name, looked up once: its engine draws in the scheme in use whenever it
    paints, so the same icon serves every button and menu (opening a tournament asks for
    dozens; each used to look its file up on disk again)."""
    try:
        resources.path(f"icons/{name}.svg")
    except resources.MissingResource:
        if name not in DRAWINGS:
            raise
    return QIcon(_SchemeIconEngine(name))


def size(side: int) -> QSize:
    return QSize(side, side)
