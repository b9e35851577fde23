"""The start page, shown when no tournament is open: new, open, connect to a server, recent
files, the demo."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ui import icons
from ui.screen import scrolling
from ui.style import SPACE, font
from ui.text import rich_safe, tr
from ui.widgets.labels import IconLabel


class StartPage(QWidget):
    new_requested = Signal()
    open_requested = Signal()
    demo_requested = Signal()
    connect_requested = Signal()
    recent_chosen = Signal(object)  # Path

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("StartPage")
        # Its cards and recent files scroll on a screen too short for them (150 %).
        content = QWidget()
        whole = QVBoxLayout(self)
        whole.setContentsMargins(0, 0, 0, 0)
        whole.addWidget(scrolling(content))
        outer = QHBoxLayout(content)
        outer.setContentsMargins(6 * SPACE, 6 * SPACE, 6 * SPACE, 6 * SPACE)
        outer.addStretch(1)
        column = QVBoxLayout()
        column.setSpacing(2 * SPACE)
        title = QLabel(tr("Riichi tournament desk"))
        title.setFont(font(2.4, bold=True))
        subtitle = QLabel(tr("Seating, hands, penalties and standings for a riichi mahjong "
                             "tournament, on this computer. Every change is saved at once."))
        subtitle.setObjectName("muted")
        subtitle.setWordWrap(True)
        column.addWidget(title)
        column.addWidget(subtitle)

        self.message = QLabel()
        self.message.setObjectName("generalError")
        self.message.setWordWrap(True)
        self.message.hide()
        column.addWidget(self.message)

        buttons = QGridLayout()
        buttons.setSpacing(2 * SPACE)
        self.new_button = self._big_button("new", tr("New tournament\u2026"),
                                           tr("Name, rules, rounds and players"))
        self.open_button = self._big_button("open", tr("Open\u2026"),
                                            tr("A tournament file on this computer"))
        self.connect_button = self._big_button(
            "open", tr("Connect to a server\u2026"),
            tr("The venue's tournament, shared by several stations"))
        self.demo_button = self._big_button("demo", tr("Open the demo tournament"),
                                            tr("16 players, two rounds played"))
        self.new_button.clicked.connect(self.new_requested)
        self.open_button.clicked.connect(self.open_requested)
        self.connect_button.clicked.connect(self.connect_requested)
        self.demo_button.clicked.connect(self.demo_requested)
        for i, button in enumerate((self.new_button, self.open_button, self.connect_button,
                                    self.demo_button)):
            buttons.addWidget(button, i // 2, i % 2)
        column.addLayout(buttons)

        recent_title = QLabel(tr("Recent tournaments"))
        recent_title.setObjectName("sectionTitle")
        column.addSpacing(SPACE)
        column.addWidget(recent_title)
        self.recent = QListWidget()
        self.recent.setObjectName("recentList")
        self.recent.setIconSize(QSize(24, 24))
        self.recent.itemActivated.connect(self._chosen)
        self.recent.itemClicked.connect(self._chosen)
        column.addWidget(self.recent, 1)
        self.no_recent = QLabel(tr("No tournament opened yet on this computer."))
        self.no_recent.setObjectName("muted")
        column.addWidget(self.no_recent)
        column.addStretch(1)

        holder = QFrame()
        holder.setObjectName("startColumn")
        holder.setLayout(column)
        holder.setMaximumWidth(900)
        holder.setMinimumWidth(640)
        outer.addWidget(holder, 4)
        outer.addStretch(1)

    def _big_button(self, icon: str, text: str, detail: str) -> QPushButton:
        """A card: the icon, the action in bold and a line saying what it gives."""
        button = QPushButton()
        button.setObjectName("bigButton")
        button.setAccessibleName(text)
        button.setToolTip(detail)
        button.setMinimumSize(240, 92)
        inner = QHBoxLayout(button)
        inner.setContentsMargins(2 * SPACE, SPACE, 2 * SPACE, SPACE)
        inner.setSpacing(3 * SPACE // 2)
        picture = IconLabel(icons.icon(icon), 32)
        words = QVBoxLayout()
        words.setSpacing(2)
        title = QLabel(text)
        title.setFont(font(1.1, bold=True))
        title.setWordWrap(True)  # "Ouvrir le tournoi de démonstration": two lines
        line = QLabel(detail)
        line.setObjectName("muted")
        line.setWordWrap(True)
        words.addWidget(title)
        words.addWidget(line)
        for label in (picture, title, line):
            label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        inner.addWidget(picture, 0, Qt.AlignmentFlag.AlignTop)
        inner.addLayout(words, 1)
        return button

    def set_recent(self, paths: list[Path], names: Mapping[Path, str] | None = None) -> None:
        """The recent files, each shown by its tournament's name (`names`, as it was when
        last opened; the file's name when unknown) and, beside it, where the file is."""
        self.recent.clear()
        for path in paths:
            title = (names or {}).get(path) or path.stem
            where = str(path) if path.exists() else tr("missing: %1").replace("%1", str(path))
            item = QListWidgetItem(icons.icon("open"), f"{title}\n{where}")
            item.setData(Qt.ItemDataRole.UserRole, str(path))
            item.setToolTip(rich_safe(str(path)))
            if not path.exists():
                item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.recent.addItem(item)
        self.recent.setVisible(bool(paths))
        self.recent.setMaximumHeight(16 + 60 * max(len(paths), 1))
        self.no_recent.setVisible(not paths)

    def show_message(self, text: str) -> None:
        self.message.setText(text)
        self.message.setVisible(bool(text))

    def _chosen(self, item: QListWidgetItem) -> None:
        if item.flags() & Qt.ItemFlag.ItemIsEnabled:
            self.recent_chosen.emit(Path(item.data(Qt.ItemDataRole.UserRole)))
