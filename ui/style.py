"""The look of the app: one base font size, the colours of a light and a dark scheme, spacing,
and the style sheet.

Sizes are chosen to be read at arm's length on a laptop at a venue: a 12 pt base font,
scores at twice that, and every gap a multiple of `SPACE`.

Colours are never constants in the screens: each is a role of `Scheme` (text, muted, danger,
...) with a light and a dark value, read when a widget paints (`colour("danger")`), or a
style-sheet rule picked by a widget's `tone` property (`set_tone(label, "danger")`). The
appearance is the `appearance` setting (View > Appearance): light, dark, or the system's
(Qt's colour scheme, followed while the desk runs). tests/ui/test_appearance.py checks that
every text colour here reads on the backgrounds it is drawn on (WCAG contrast >= 4.5).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import StrEnum

from PySide6.QtCore import QObject, QSettings, Qt, Signal, SignalInstance
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPainter, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QProxyStyle,
    QStyle,
    QStyleFactory,
    QStyleOption,
    QWidget,
)

BASE_POINT_SIZE = 12
SPACE = 8  # the unit of every margin and gap
APPEARANCE_KEY = "appearance"


class Appearance(StrEnum):
    LIGHT = "light"
    DARK = "dark"
    SYSTEM = "system"


@dataclass(frozen=True, slots=True)
class Scheme:
    """Every colour of the desk by role. Text roles are read on `surface` and `background`
    (and the tinted backgrounds named beside them); see TEXT_PAIRS."""

    dark: bool
    text: str
    muted: str
    border: str
    surface: str
    background: str
    accent: str
    on_accent: str  # text on an accent background (a checked outcome button)
    danger: str  # negative points, refusals, time up
    gain: str  # positive points, a finished table
    warning_text: str  # the clock's last minutes
    warning_bg: str
    warning_border: str
    error_bg: str
    error_border: str
    info_bg: str
    info_border: str
    hover: str
    pressed: str
    disabled_text: str
    disabled_bg: str
    grid: str
    selection: str
    header_bg: str
    nav_selected: str
    big_hover: str
    icon: str
    outline_base: str  # what Fusion darkens for the outline of check boxes (dark scheme only)
    # Wind badges, East to North: distinct hues that stay apart for colour-blind eyes (the
    # letter and the character are always drawn too), each with the colour of its glyph.
    winds: tuple[str, str, str, str]
    wind_glyph: str
    # Lines of the charts (Okabe-Ito hues, then others), each distinct from `surface`.
    lines: tuple[str, ...]


LIGHT = Scheme(
    dark=False, text="#1f2328", muted="#505b68", border="#d3d9e0", surface="#ffffff",
    background="#f3f5f8", accent="#1f5fbf", on_accent="#ffffff", danger="#b71c1c",
    gain="#17692f", warning_text="#8a5a00", warning_bg="#fff4d6", warning_border="#e0b040",
    error_bg="#fdecea", error_border="#f5c2c0", info_bg="#e6f0fb", info_border="#9dbbe3",
    hover="#eaf1fb", pressed="#d7e5f8", disabled_text="#9aa4b0", disabled_bg="#f0f2f5",
    grid="#edf0f3", selection="#cfe0f7", header_bg="#eef1f5", nav_selected="#dfe9f8",
    big_hover="#f5f9ff", icon="#37474f", outline_base="#d3d9e0",
    winds=("#b3362a", "#965a00", "#1f5fbf", "#12705f"), wind_glyph="#ffffff",
    lines=("#0072B2", "#C26A00", "#009E73", "#D55E00", "#CC79A7", "#3D8FC4", "#1f2328",
           "#8E7F00", "#6f6f6f", "#8c564b"),
)

DARK = Scheme(
    dark=True, text="#e6edf3", muted="#a3afbc", border="#3a434e", surface="#1e242b",
    background="#15191e", accent="#7eaaf7", on_accent="#0d1520", danger="#ff8a80",
    gain="#5fd38a", warning_text="#e8b64c", warning_bg="#3a3016", warning_border="#a07c24",
    error_bg="#3d2020", error_border="#7a3434", info_bg="#182a40", info_border="#37567c",
    hover="#263140", pressed="#2d3b4e", disabled_text="#6b7580", disabled_bg="#22282f",
    grid="#2a3139", selection="#203858", header_bg="#242b33", nav_selected="#223a5e",
    big_hover="#1f2a38", icon="#c9d1d9", outline_base="#a8b4c2",
    winds=("#ff8f84", "#f2b35a", "#86b0ff", "#5fd0b8"), wind_glyph="#14181d",
    lines=("#56B4E9", "#E69F00", "#2FCB98", "#FF7F50", "#E58FC0", "#A6C8FF", "#e6edf3",
           "#F0E442", "#b0b0b0", "#c99a8a"),
)

SCHEMES = {False: LIGHT, True: DARK}

# (text role, background role) pairs the desk draws text with: tests check each reads
# (WCAG contrast ratio >= 4.5) in both schemes.
TEXT_PAIRS = (
    ("text", "surface"), ("text", "background"), ("text", "header_bg"), ("text", "selection"),
    ("text", "nav_selected"), ("text", "hover"), ("text", "pressed"), ("text", "warning_bg"),
    ("text", "info_bg"), ("text", "error_bg"), ("muted", "surface"), ("muted", "background"),
    ("muted", "header_bg"), ("danger", "surface"), ("danger", "background"),
    ("danger", "error_bg"), ("danger", "selection"), ("gain", "selection"),
    ("muted", "selection"), ("accent", "selection"), ("gain", "surface"),
    ("gain", "background"), ("accent", "surface"), ("accent", "background"),
    ("accent", "nav_selected"), ("on_accent", "accent"), ("warning_text", "surface"),
    ("warning_text", "background"), ("text", "disabled_bg"),
)

_current: list[Scheme] = [LIGHT]


def scheme() -> Scheme:
    """The colours in use now."""
    return _current[0]


def colour(role: str) -> QColor:
    """The colour of `role` (a field of Scheme: "text", "danger"...) in the scheme in use."""
    value = getattr(scheme(), role)
    if not isinstance(value, str):
        raise ValueError(f"'{role}' is not a colour of the scheme")
    return QColor(value)


def contrast(a: str, b: str) -> float:
    """WCAG 2.x contrast ratio of two colours (1 to 21; text wants 4.5, graphics 3)."""

    def luminance(name: str) -> float:
        c = QColor(name)
        channels = []
        for v in (c.redF(), c.greenF(), c.blueF()):
            channels.append(v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4)
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]

    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def colour_roles() -> tuple[str, ...]:
    return tuple(f.name for f in fields(Scheme) if f.type in ("str", str))


def style_sheet(s: Scheme) -> str:
    return f"""
QWidget#TableView, QDialog {{ background: {s.background}; }}
QFrame#card {{
    background: {s.surface}; border: 1px solid {s.border}; border-radius: 10px;
}}
QFrame#dealerCard {{
    background: {s.surface}; border: 2px solid {s.accent}; border-radius: 10px;
}}
QLabel {{ color: {s.text}; }}
QLabel#muted {{ color: {s.muted}; }}
QLabel#sectionTitle {{ color: {s.muted}; font-weight: 600; }}
QLabel#fieldError {{ color: {s.danger}; }}
QLabel#fieldHint {{ color: {s.muted}; font-style: italic; }}
QLabel#generalError {{
    color: {s.danger}; background: {s.error_bg}; border: 1px solid {s.error_border};
    border-radius: 6px; padding: 6px 10px;
}}
QLabel#banner {{
    background: {s.warning_bg}; border: 1px solid {s.warning_border}; border-radius: 8px;
    padding: 8px 12px; font-weight: 600;
}}
QLabel#endBanner {{
    background: {s.info_bg}; border: 1px solid {s.info_border}; border-radius: 8px;
    padding: 8px 12px; font-weight: 600;
}}
*[tone="danger"] {{ color: {s.danger}; }}
*[tone="gain"] {{ color: {s.gain}; }}
*[tone="muted"] {{ color: {s.muted}; }}
*[tone="warning"] {{ color: {s.warning_text}; }}
*[tone="accent"] {{ color: {s.accent}; }}
QPushButton {{
    padding: 6px 14px; border: 1px solid {s.border}; border-radius: 6px;
    background: {s.surface}; color: {s.text}; min-height: 24px;
}}
QPushButton:hover {{ background: {s.hover}; }}
QPushButton:pressed {{ background: {s.pressed}; }}
QPushButton:disabled {{ color: {s.disabled_text}; background: {s.disabled_bg}; }}
QPushButton:default {{ border: 2px solid {s.accent}; }}
QPushButton#outcomeButton {{
    padding: 8px 14px; font-weight: 600; min-height: 30px;
}}
QPushButton#linkButton {{
    border: none; background: transparent; color: {s.accent}; padding: 0 4px; min-height: 0;
}}
QPushButton#linkButton:hover {{ text-decoration: underline; }}
QPushButton#outcomeChoice {{ padding: 6px 12px; }}
QPushButton#outcomeChoice:checked {{
    background: {s.accent}; color: {s.on_accent}; border-color: {s.accent};
}}
QTableView {{
    background: {s.surface}; border: 1px solid {s.border}; border-radius: 8px;
    gridline-color: {s.grid}; selection-background-color: {s.selection};
    selection-color: {s.text};
}}
QHeaderView::section {{
    background: {s.header_bg}; border: none; border-bottom: 1px solid {s.border};
    padding: 6px 8px; font-weight: 600; color: {s.muted};
}}
QSpinBox, QComboBox, QLineEdit {{ padding: 3px 6px; }}
QScrollArea#formScroll, QWidget#form {{ background: transparent; }}
QMainWindow, QWizard, QWidget#ProjectorWindow {{ background: {s.background}; }}
QListWidget#navigation {{
    background: {s.surface}; border: none; border-right: 1px solid {s.border}; padding: 8px 0;
}}
QListWidget#navigation::item {{
    padding: 4px 12px; margin: 2px 8px; border-radius: 6px; color: {s.text};
}}
QListWidget#navigation::item:selected {{ background: {s.nav_selected}; color: {s.accent}; }}
QListWidget#navigation::item:disabled {{ color: {s.disabled_text}; }}
QListWidget#roundList, QListWidget#recentList {{
    background: {s.surface}; border: 1px solid {s.border}; border-radius: 8px; padding: 4px;
}}
QListWidget#roundList::item, QListWidget#recentList::item {{
    padding: 6px 8px; border-radius: 6px; color: {s.text};
}}
QListWidget#roundList::item:selected, QListWidget#recentList::item:selected {{
    background: {s.nav_selected}; color: {s.text};
}}
QPushButton#bigButton {{
    background: {s.surface}; border: 1px solid {s.border}; border-radius: 10px;
    min-height: 96px; padding: 0;
}}
QPushButton#bigButton:hover {{ border: 1px solid {s.accent}; background: {s.big_hover}; }}
QFrame#projectorBoard {{
    background: {s.surface}; border: 1px solid {s.border}; border-radius: 12px;
}}
QFrame#liveCorner {{
    background: {s.surface}; border: 1px solid {s.border}; border-radius: 12px;
}}
QLabel#projectorMuted {{ color: {s.muted}; }}
QToolBar#mainToolbar {{ spacing: 6px; padding: 4px 8px; }}
QTextBrowser#guide {{ background: {s.surface}; color: {s.text}; border: none; }}
"""


def palette(s: Scheme) -> QPalette:
    """The Fusion palette of a scheme: what the style sheet does not colour (menus, fields,
    combo lists, scroll bars, tool tips, Qt's own dialogs) takes these."""
    result = QPalette()
    role = QPalette.ColorRole
    for r, value in ((role.Window, s.background), (role.WindowText, s.text),
                     (role.Base, s.surface), (role.AlternateBase, s.header_bg),
                     (role.Text, s.text), (role.Button, s.surface), (role.ButtonText, s.text),
                     (role.BrightText, s.danger), (role.Highlight, s.accent),
                     (role.HighlightedText, s.on_accent), (role.ToolTipBase, s.surface),
                     (role.ToolTipText, s.text), (role.PlaceholderText, s.muted),
                     (role.Link, s.accent), (role.LinkVisited, s.accent),
                     (role.Light, s.hover), (role.Midlight, s.border),
                     (role.Mid, s.border), (role.Dark, s.border), (role.Shadow, s.border)):
        result.setColor(r, QColor(value))
    disabled = QPalette.ColorGroup.Disabled
    for r in (role.WindowText, role.Text, role.ButtonText):
        result.setColor(disabled, r, QColor(s.disabled_text))
    return result


def base_font() -> QFont:
    font = QFont()
    font.setPointSize(BASE_POINT_SIZE)
    return font


def font(scale: float = 1.0, bold: bool = False) -> QFont:
    result = QFont()
    result.setPointSizeF(BASE_POINT_SIZE * scale)
    result.setBold(bold)
    return result


def chosen_appearance(settings: QSettings | None) -> Appearance:
    value = settings.value(APPEARANCE_KEY) if settings is not None else None
    try:
        return Appearance(str(value))
    except ValueError:
        return Appearance.SYSTEM


def system_is_dark() -> bool:
    """Does the system ask for dark colours (Qt's colour scheme; unknown counts as light)?"""
    return QGuiApplication.styleHints().colorScheme() == Qt.ColorScheme.Dark


class _Follower(QObject):
    """Follows the system's colour scheme while the appearance is System."""

    changed = Signal()  # the scheme in use was applied again (it may be the same)

    def __init__(self, app: QApplication):
        super().__init__(app)
        self.appearance = Appearance.SYSTEM
        app.styleHints().colorSchemeChanged.connect(self._system_changed)

    def _system_changed(self, *_: object) -> None:
        if self.appearance == Appearance.SYSTEM:
            app = QApplication.instance()
            if isinstance(app, QApplication):
                _apply(app, system_is_dark())
                self.changed.emit()


_follower: list[_Follower] = []


def follower(app: QApplication) -> _Follower:
    if not _follower:
        _follower.append(_Follower(app))
    return _follower[0]


def scheme_changed() -> SignalInstance:
    """Emitted after the colours changed (a switch, or the system's): for what holds a colour
    of its own (an item's foreground) rather than reading it when painted."""
    app = QApplication.instance()
    assert isinstance(app, QApplication), "create the QApplication first"
    return follower(app).changed


def _apply(app: QApplication, dark: bool) -> None:
    _current[0] = SCHEMES[dark]
    app.setPalette(palette(scheme()))
    app.setStyleSheet(style_sheet(scheme()))
    # Widgets that paint themselves (charts, badges, icons) read colour() when they paint.
    for widget in app.allWidgets():
        widget.update()


class _FusionStyle(QProxyStyle):
    """Fusion, with the outline of check boxes and radio buttons visible in dark colours too
    (Fusion draws it a shade darker than the window: on a dark window, nearly black)."""

    _INDICATORS = (QStyle.PrimitiveElement.PE_IndicatorCheckBox,
                   QStyle.PrimitiveElement.PE_IndicatorRadioButton,
                   QStyle.PrimitiveElement.PE_IndicatorItemViewItemCheck)

    def drawPrimitive(self, element: QStyle.PrimitiveElement,  # noqa: N802 - Qt override
                      option: QStyleOption, painter: QPainter,
                      widget: QWidget | None = None) -> None:
        if scheme().dark and element in self._INDICATORS:
            option = type(option)(option)
            option.palette.setColor(QPalette.ColorRole.Window, QColor(scheme().outline_base))
        super().drawPrimitive(element, option, painter, widget)


def apply_app_style(app: QApplication, appearance: Appearance = Appearance.SYSTEM) -> None:
    """Fusion style (the same on every platform), the base font, and the colours of
    `appearance` (System: the system's, followed while the app runs)."""
    if not isinstance(app.style(), _FusionStyle):
        app.setStyle(_FusionStyle(QStyleFactory.create("Fusion")))
    app.setFont(base_font())
    set_appearance(app, appearance)


def set_appearance(app: QApplication, appearance: Appearance) -> None:
    follow = follower(app)
    follow.appearance = appearance
    hints = app.styleHints()
    # Qt's own windows (file dialogs, on platforms that draw them) follow the choice too
    # (Qt 6.8 and later; before, they keep the system's colours).
    if hasattr(hints, "setColorScheme"):
        if appearance == Appearance.SYSTEM:
            hints.unsetColorScheme()
        else:
            hints.setColorScheme(Qt.ColorScheme.Dark if appearance == Appearance.DARK
                                 else Qt.ColorScheme.Light)
    _apply(app, system_is_dark() if appearance == Appearance.SYSTEM
           else appearance == Appearance.DARK)
    follow.changed.emit()


def current_appearance() -> Appearance | None:
    """The appearance applied last (None before `apply_app_style`)."""
    return _follower[0].appearance if _follower else None


def set_tone(widget: QWidget, tone: str) -> None:
    """Colour a widget's text by meaning ("danger", "gain", "muted", "warning", "accent"; ""
    for the usual text), in the colours of the scheme in use, now and after a switch."""
    if widget.property("tone") == tone:
        return
    widget.setProperty("tone", tone)
    widget.style().unpolish(widget)
    widget.style().polish(widget)
