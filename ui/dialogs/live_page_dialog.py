"""Live page for players: start and stop it, the port, whether tables' scores show before
approval, and the address(es) and QR code to give the players. Not modal: the desk goes on
while it is open, and the server goes on when it is closed (until the tournament closes)."""

from __future__ import annotations

import ipaddress
from urllib.parse import urlsplit

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ui.live_page import DEFAULT_PORT, LivePage
from ui.style import SPACE, font
from ui.text import tr
from ui.widgets.field_message import FieldMessage
from ui.widgets.qr_code import QrCode

PORT_KEY = "live/port"
LIVE_SCORES_KEY = "live/live_scores"


def saved_port(settings: QSettings) -> int:
    try:
        port = int(str(settings.value(PORT_KEY, DEFAULT_PORT)))
    except ValueError:
        return DEFAULT_PORT
    return port if 1 <= port <= 65535 else DEFAULT_PORT


def saved_live_scores(settings: QSettings) -> bool:
    return str(settings.value(LIVE_SCORES_KEY, "false")).lower() in ("true", "1")


def local_only(urls: list[str]) -> bool:
    """Only this computer's own address: it is on no network the phones could reach."""
    hosts = [urlsplit(u).hostname or "" for u in urls]
    try:
        return all(ipaddress.ip_address(h).is_loopback for h in hosts)
    except ValueError:
        return False


class LivePageDialog(QDialog):
    def __init__(self, live: LivePage, settings: QSettings, parent: QWidget | None = None):
        super().__init__(parent)
        self.live = live
        self.settings = settings
        self.setWindowTitle(tr("Live page for players"))
        self.setMinimumWidth(560)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(3 * SPACE, 3 * SPACE, 3 * SPACE, 2 * SPACE)
        layout.setSpacing(SPACE)
        title = QLabel(tr("Live page for players"))
        title.setFont(font(1.3, bold=True))
        layout.addWidget(title)
        explain = QLabel(tr(
            "Players follow the standings, this round's seating, their table's progress and "
            "your announcements on their phones, on the venue's network. Nothing can be "
            "changed from these pages."))
        explain.setObjectName("muted")
        explain.setWordWrap(True)
        layout.addWidget(explain)

        form = QFormLayout()
        self.port = QSpinBox()
        self.port.setRange(1, 65535)
        self.port.setGroupSeparatorShown(False)
        self.port.setValue(saved_port(settings))
        self.port.setToolTip(tr("The port in the address; 8080 unless another program "
                                "has it"))
        self.port_message = FieldMessage()
        port_box = QVBoxLayout()
        port_box.setSpacing(SPACE // 2)
        port_box.addWidget(self.port, 0, Qt.AlignmentFlag.AlignLeft)
        port_box.addWidget(self.port_message)
        form.addRow(tr("Port"), port_box)
        layout.addLayout(form)
        self.live_scores = QCheckBox(tr("Show the tables' scores before approval"))
        self.live_scores.setToolTip(tr("On: each table's current scores and the games in "
                                       "play count at once. Off: scores show once the round "
                                       "is approved."))
        self.live_scores.setChecked(live.live_scores if live.running
                                    else saved_live_scores(settings))
        self.live_scores.toggled.connect(self._live_scores_toggled)
        layout.addWidget(self.live_scores)

        self.status = QLabel()
        self.status.setFont(font(1.05, bold=True))
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        row = QHBoxLayout()
        row.setSpacing(2 * SPACE)
        self.qr = QrCode(220)
        row.addWidget(self.qr, 0, Qt.AlignmentFlag.AlignTop)
        self.addresses = QLabel()
        self.addresses.setTextFormat(Qt.TextFormat.PlainText)
        self.addresses.setFont(font(1.3, bold=True))
        self.addresses.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.addresses.setWordWrap(True)
        row.addWidget(self.addresses, 1, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(row)
        self.note = QLabel()
        self.note.setObjectName("muted")
        self.note.setWordWrap(True)
        layout.addWidget(self.note)

        self.buttons = QDialogButtonBox()
        self.start_button = QPushButton(tr("Start"))
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self._start_or_stop)
        self.buttons.addButton(self.start_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.close_button = self.buttons.addButton(tr("Close"),
                                                   QDialogButtonBox.ButtonRole.RejectRole)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        live.state_changed.connect(self._follow)
        live.failed.connect(self._failed)
        self._follow()

    def _start_or_stop(self) -> None:
        if self.live.running or self.live.starting:
            self.live.stop()
            return
        self.port_message.clear_messages()
        port = self.port.value()
        self.settings.setValue(PORT_KEY, port)
        self.live.start(port, self.live_scores.isChecked())

    def _live_scores_toggled(self, on: bool) -> None:
        self.settings.setValue(LIVE_SCORES_KEY, on)
        self.live.set_live_scores(on)

    def _failed(self, reason: str) -> None:
        port = self.live.port
        self.port_message.show_messages([
            tr("Port %1 cannot be used: another program is using it, or this computer "
               "reserves it. Choose another port (such as %2) and start again.")
            .replace("%1", str(port)).replace("%2", str(8081 if port == 8080 else 8080))])
        self.port.setFocus()
        self.port.selectAll()

    def _follow(self) -> None:
        live = self.live
        running, starting = live.running, live.starting
        self.port.setEnabled(not running and not starting)
        if running:
            self.port.setValue(live.port)
            self.port_message.clear_messages()
        self.start_button.setText(tr("Stop") if running or starting else tr("Start"))
        urls = live.urls
        if starting:
            self.status.setText(tr("Starting\u2026"))
        elif running:
            self.status.setText(tr("Running: players open this address on their phones "
                                   "(or scan the code):"))
        else:
            self.status.setText(tr("Not running."))
        self.addresses.setText("\n".join(urls))
        self.addresses.setVisible(bool(urls))
        self.qr.set_url(urls[0] if urls else "")
        if running and local_only(urls):
            self.note.setText(tr("This computer is on no network: only this computer can "
                                 "open the page. Connect it to the venue's network, then "
                                 "stop and start again."))
        elif running:
            self.note.setText(tr("The projector shows the address and the code too. The "
                                 "page stops when the tournament or the app is closed."))
        else:
            self.note.setText("")
        self.note.setVisible(bool(self.note.text()))
        self.adjustSize()
