"""Live page for players: start and stop it, the port, whether tables' scores show before
approval, whether the tables may enter their own hands from a phone, and the address(es) and
QR code to give the players. Not modal: the desk goes on while it is open, and the server
goes on when it is closed (until the tournament closes).

With table entry on, the dialog also gives the current round's tables their codes, switches
entry off (or on) for the round, and opens the table codes sheet to print."""

from __future__ import annotations

import ipaddress
from urllib.parse import urlsplit

import shiboken6
from PySide6.QtCore import QSettings, Qt, Signal
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
from ui.operations import Op
from ui.operations import phone as phone_ops
from ui.style import SPACE, font
from ui.text import tr
from ui.widgets.field_message import FieldMessage
from ui.widgets.qr_code import QrCode

PORT_KEY = "live/port"
LIVE_SCORES_KEY = "live/live_scores"
ENTRY_KEY = "live/entry"


def saved_port(settings: QSettings) -> int:
    try:
        port = int(str(settings.value(PORT_KEY, DEFAULT_PORT)))
    except ValueError:
        return DEFAULT_PORT
    return port if 1 <= port <= 65535 else DEFAULT_PORT


def saved_live_scores(settings: QSettings) -> bool:
    return str(settings.value(LIVE_SCORES_KEY, "false")).lower() in ("true", "1")


def saved_entry(settings: QSettings) -> bool:
    return str(settings.value(ENTRY_KEY, "false")).lower() in ("true", "1")


def local_only(urls: list[str]) -> bool:
    """Only this computer's own address: it is on no network the phones could reach."""
    hosts = [urlsplit(u).hostname or "" for u in urls]
    try:
        return all(ipaddress.ip_address(h).is_loopback for h in hosts)
    except ValueError:
        return False


class LivePageDialog(QDialog):
    print_codes = Signal(int)  # "Print table codes…" for this round (the window opens it)
    phones_loaded = Signal()  # the phone entry line is up to date (tests wait for it)

    def __init__(self, live: LivePage, settings: QSettings, parent: QWidget | None = None):
        super().__init__(parent)
        self.live = live
        self.settings = settings
        self.round: int | None = None  # the round whose phone entry the dialog shows
        self.round_on = True
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
        self.port.setAccessibleName(tr("Port"))
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
        self.entry = QCheckBox(tr("Allow table entry from the tables' phones"))
        self.entry.setToolTip(tr("The players open their table's page with its code (printed "
                                 "on the score sheet and the table codes sheet, with a QR "
                                 "code) and enter each hand; the desk checks it as its own "
                                 "and shows it at once. Set before starting."))
        self.entry.setChecked(live.entry if live.running else saved_entry(settings))
        self.entry.toggled.connect(lambda on: self.settings.setValue(ENTRY_KEY, on))
        layout.addWidget(self.entry)
        # Phone entry of the current round, while the page serves with entry on.
        self.phone_box = QWidget()
        phone_layout = QVBoxLayout(self.phone_box)
        phone_layout.setContentsMargins(0, 0, 0, 0)
        self.phone_status = QLabel()
        self.phone_status.setWordWrap(True)
        phone_layout.addWidget(self.phone_status)
        phone_buttons = QHBoxLayout()
        phone_buttons.setSpacing(SPACE)
        self.codes_button = QPushButton(tr("Issue the tables' codes"))
        self.codes_button.setToolTip(tr("A code for every table of the round that has none"))
        self.codes_button.clicked.connect(self.issue_codes)
        self.print_codes_button = QPushButton(tr("Print table codes\u2026"))
        self.print_codes_button.clicked.connect(
            lambda: self.round is not None and self.print_codes.emit(self.round))
        self.switch_button = QPushButton()
        self.switch_button.clicked.connect(lambda: self.switch_round(not self.round_on))
        for button in (self.codes_button, self.print_codes_button):
            phone_buttons.addWidget(button)
        phone_buttons.addStretch(1)
        phone_layout.addLayout(phone_buttons)
        switch_row = QHBoxLayout()
        switch_row.addWidget(self.switch_button)
        switch_row.addStretch(1)
        phone_layout.addLayout(switch_row)
        self.phone_box.hide()
        layout.addWidget(self.phone_box)

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
        self.ok_button = self.start_button  # what Enter presses (ui.dialogs.keys)
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
        self.live.start(port, self.live_scores.isChecked(), entry=self.entry.isChecked())

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
        self.entry.setEnabled(not running and not starting)
        if running:
            self.entry.setChecked(live.entry)
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
        self.phone_box.setVisible(running and live.entry)
        if running and live.entry:
            self.refresh_phones()
        self.adjustSize()

    # --- phone entry of the current round ----------------------------------------------
    def refresh_phones(self) -> None:
        def read(t: object) -> tuple[int | None, tuple[object, ...]]:
            number = t.rounds.current  # type: ignore[attr-defined]
            return number, (t.phones.entry(number) if number else ())  # type: ignore[attr-defined]

        self.live.session.read(read, self._got_phones)

    def _got_phones(self, result: tuple[int | None, tuple[object, ...]]) -> None:
        if not shiboken6.isValid(self):
            return
        number, lines = result
        self.round = number
        organiser = self.live.session.organiser
        if number is None:
            self.phone_status.setText(tr("No round is seated yet: the tables get their codes "
                                         "once it is."))
            for button in (self.codes_button, self.print_codes_button, self.switch_button):
                button.setEnabled(False)
            self.phones_loaded.emit()
            return
        with_code = sum(bool(getattr(x, "code", False)) for x in lines)
        on = [x for x in lines if getattr(x, "on", False)]
        self.round_on = bool(on) or not lines
        self.phone_status.setText(
            tr("Round %1: %2 of %3 tables have a code; phone entry is %4.")
            .replace("%1", str(number)).replace("%2", str(with_code))
            .replace("%3", str(len(lines)))
            .replace("%4", tr("on") if self.round_on else tr("off")))
        self.codes_button.setEnabled(organiser and with_code < len(lines))
        self.print_codes_button.setEnabled(with_code > 0)
        self.switch_button.setText(tr("Switch entry off for round %1") if self.round_on
                                   else tr("Switch entry on for round %1"))
        self.switch_button.setText(self.switch_button.text().replace("%1", str(number)))
        self.switch_button.setEnabled(organiser)
        self.adjustSize()  # the line and the buttons' words may be longer than before
        self.phones_loaded.emit()

    def issue_codes(self) -> Op | None:
        if self.round is None:
            return None
        return phone_ops.issue_codes(self.live.session, self.round, initiator=self).then(
            self._phones_changed)

    def switch_round(self, on: bool) -> Op | None:
        if self.round is None:
            return None
        return phone_ops.switch_entry(self.live.session, self.round, on, initiator=self).then(
            self._phones_changed)

    def _phones_changed(self, _op: Op) -> None:
        if shiboken6.isValid(self):
            self.refresh_phones()
