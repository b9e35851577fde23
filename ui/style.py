"""The look of the app: one base font size, a few colours, spacing, and the style sheet.

Sizes are chosen to be read at arm's length on a laptop at a venue: a 12 pt base font,
scores at twice that, and every gap a multiple of `SPACE`.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QApplication, QWidget

BASE_POINT_SIZE = 12
SPACE = 8  # the unit of every margin and gap

TEXT = "#1f2328"
MUTED = "#5f6b7a"
BORDER = "#d3d9e0"
SURFACE = "#ffffff"
BACKGROUND = "#f3f5f8"
ACCENT = "#1f5fbf"
DANGER = "#c62828"
GAIN = "#1b7a3a"
WARNING_BG = "#fff4d6"
WARNING_BORDER = "#e0b040"

# Wind badge colours, East to North: distinct hues that stay apart for colour-blind eyes
# (the letter and the character are always drawn too).
WIND_COLOURS = ("#c0392b", "#d68910", "#1f5fbf", "#17806d")


def colour(name: str) -> QColor:
    return QColor(name)


STYLE_SHEET = f"""
QWidget#TableView, QDialog {{ background: {BACKGROUND}; }}
QFrame#card {{
    background: {SURFACE}; border: 1px solid {BORDER}; border-radius: 10px;
}}
QFrame#dealerCard {{
    background: {SURFACE}; border: 2px solid {ACCENT}; border-radius: 10px;
}}
QLabel {{ color: {TEXT}; }}
QLabel#muted {{ color: {MUTED}; }}
QLabel#sectionTitle {{ color: {MUTED}; font-weight: 600; }}
QLabel#fieldError {{ color: {DANGER}; }}
QLabel#fieldHint {{ color: {MUTED}; font-style: italic; }}
QLabel#generalError {{
    color: {DANGER}; background: #fdecea; border: 1px solid #f5c2c0; border-radius: 6px;
    padding: 6px 10px;
}}
QLabel#banner {{
    background: {WARNING_BG}; border: 1px solid {WARNING_BORDER}; border-radius: 8px;
    padding: 8px 12px; font-weight: 600;
}}
QLabel#endBanner {{
    background: #e6f0fb; border: 1px solid #9dbbe3; border-radius: 8px;
    padding: 8px 12px; font-weight: 600;
}}
QPushButton {{
    padding: 6px 14px; border: 1px solid {BORDER}; border-radius: 6px; background: {SURFACE};
    min-height: 24px;
}}
QPushButton:hover {{ background: #eaf1fb; }}
QPushButton:pressed {{ background: #d7e5f8; }}
QPushButton:disabled {{ color: #9aa4b0; background: #f0f2f5; }}
QPushButton:default {{ border: 2px solid {ACCENT}; }}
QPushButton#outcomeButton {{
    padding: 8px 14px; font-weight: 600; min-height: 30px;
}}
QPushButton#linkButton {{
    border: none; background: transparent; color: {ACCENT}; padding: 0 4px; min-height: 0;
}}
QPushButton#linkButton:hover {{ text-decoration: underline; }}
QPushButton#outcomeChoice {{ padding: 6px 12px; }}
QPushButton#outcomeChoice:checked {{
    background: {ACCENT}; color: white; border-color: {ACCENT};
}}
QTableView {{
    background: {SURFACE}; border: 1px solid {BORDER}; border-radius: 8px;
    gridline-color: #edf0f3; selection-background-color: #cfe0f7; selection-color: {TEXT};
}}
QHeaderView::section {{
    background: #eef1f5; border: none; border-bottom: 1px solid {BORDER};
    padding: 6px 8px; font-weight: 600; color: {MUTED};
}}
QSpinBox, QComboBox, QLineEdit {{ padding: 3px 6px; }}
QScrollArea#formScroll, QWidget#form {{ background: transparent; }}
QMainWindow, QWizard, QWidget#ProjectorWindow {{ background: {BACKGROUND}; }}
QListWidget#navigation {{
    background: {SURFACE}; border: none; border-right: 1px solid {BORDER}; padding: 8px 0;
}}
QListWidget#navigation::item {{
    padding: 4px 12px; margin: 2px 8px; border-radius: 6px; color: {TEXT};
}}
QListWidget#navigation::item:selected {{ background: #dfe9f8; color: {ACCENT}; }}
QListWidget#navigation::item:disabled {{ color: #9aa4b0; }}
QListWidget#roundList, QListWidget#recentList {{
    background: {SURFACE}; border: 1px solid {BORDER}; border-radius: 8px; padding: 4px;
}}
QListWidget#roundList::item, QListWidget#recentList::item {{
    padding: 6px 8px; border-radius: 6px; color: {TEXT};
}}
QListWidget#roundList::item:selected, QListWidget#recentList::item:selected {{
    background: #dfe9f8; color: {TEXT};
}}
QPushButton#bigButton {{
    background: {SURFACE}; border: 1px solid {BORDER}; border-radius: 10px;
    min-height: 96px; padding: 0;
}}
QPushButton#bigButton:hover {{ border: 1px solid {ACCENT}; background: #f5f9ff; }}
QFrame#projectorBoard {{
    background: {SURFACE}; border: 1px solid {BORDER}; border-radius: 12px;
}}
QLabel#projectorMuted {{ color: {MUTED}; }}
QToolBar#mainToolbar {{ spacing: 6px; padding: 4px 8px; }}
"""


def base_font() -> QFont:
    font = QFont()
    font.setPointSize(BASE_POINT_SIZE)
    return font


def font(scale: float = 1.0, bold: bool = False) -> QFont:
    result = QFont()
    result.setPointSizeF(BASE_POINT_SIZE * scale)
    result.setBold(bold)
    return result


def apply_app_style(app: QApplication) -> None:
    """Fusion style (the same on every platform), the base font and the style sheet."""
    app.setStyle("Fusion")
    app.setFont(base_font())
    app.setStyleSheet(STYLE_SHEET)


def set_role(widget: QWidget, role: str) -> QWidget:
    """Give a widget a style-sheet role (its object name) and return it."""
    widget.setObjectName(role)
    return widget
