"""File > Connect to a server...: open a tournament kept on the venue's PostgreSQL server.

Every station of a venue points at the same database (docs/venue.md, "Running a venue with several
stations"). The dialog asks for the server's address, the database user and password, the
station's name ("Desk 2": written with every change it makes) and its role: the organiser's
station (the organiser password, when the tournament has one) or a referee station (enters,
corrects and voids hands and paper totals; cannot seat, approve, unlock, change settings,
players or penalties).

Everything but the passwords is remembered for the next time. The dialog never connects by
itself: `submit(request)` does (the main window, on the database worker) and returns an `Op`;
a refusal is shown next to its field (a wrong address, a wrong password, a server that does
not answer) and the dialog stays open with what was typed (`OperationDialog`: OK connects
once, however often it is pressed).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QSysInfo
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from tournament.errors import InvalidInput
from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.target import ServerTarget, parse_url
from tournament.text import check_text
from ui.dialogs.operation_dialog import OperationDialog
from ui.operations import Op
from ui.style import SPACE, font
from ui.text import tr
from ui.widgets.field_message import FieldMessage

# Settings keys (QSettings): what was typed last time, never a password.
ADDRESS_KEY = "server/address"
USER_KEY = "server/user"
ROLE_KEY = "server/role"
STATION_KEY = "server/station"

ORGANISER, REFEREE = "organiser", "referee"


@dataclass(frozen=True)
class ServerRequest:
    """What the station asks for: where, as whom. Its `repr` never shows a password."""

    target: ServerTarget  # with the database user and password
    role: str
    station: str
    password: str | None = dataclasses.field(default=None, repr=False)  # the organiser's


def address_of(text: str) -> str:
    """The address as typed, with the scheme added when left out ("venue-pc/cup")."""
    text = text.strip()
    return text if "://" in text else f"postgresql://{text}"


def read_request(address: str, user: str, db_password: str, role: str, station: str,
                 password: str) -> tuple[ServerRequest | None, list[Issue]]:
    """The request the fields make, or the problems with them (field names: "db",
    "station")."""
    issues: list[Issue] = []
    target: ServerTarget | None = None
    if not address.strip():
        issues.append(Issue(IssueCode.BAD_URL, None, "db", "say which server and database, as in "
                            "postgresql://venue-laptop/cup"))
    else:
        try:
            target = parse_url(address_of(address))
        except InvalidInput as exc:
            issues += exc.issues
    issues += check_text("station", station, what="station's name")
    if not station.strip():
        issues.append(Issue(IssueCode.EMPTY_STATION, None, "station",
                            "give this station a name (e.g. Desk 2): every change made here "
                            "is written with it"))
    if target is None or issues:
        return None, issues
    target = dataclasses.replace(target, user=user.strip() or target.user,
                                 password=db_password or target.password)
    return ServerRequest(target, role, station.strip(),
                         password if role == ORGANISER and password else None), []


class ConnectDialog(OperationDialog):
    general: FieldMessage  # always there

    def __init__(self, settings: Any, submit: Callable[[ServerRequest], Op] | None = None,
                 parent: QWidget | None = None, address: str = "", role: str = "",
                 station: str = ""):
        super().__init__(parent)
        self._settings = settings
        self._submit = submit
        self._asked: ServerRequest | None = None  # the request on its way
        self.request: ServerRequest | None = None  # the one the station connected with
        self.setWindowTitle(tr("Connect to a server"))
        self.setMinimumWidth(700)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(3 * SPACE, 3 * SPACE, 3 * SPACE, 2 * SPACE)
        layout.setSpacing(SPACE)
        title = QLabel(tr("Connect to the venue's server"))
        title.setFont(font(1.3, bold=True))
        layout.addWidget(title)
        explain = QLabel(tr("Every station of the venue opens the same tournament on the "
                            "server; a change made at one shows at the others within a "
                            "second."))
        explain.setObjectName("muted")
        explain.setWordWrap(True)
        layout.addWidget(explain)

        form = QFormLayout()
        remembered = self._remembered(address)
        self.address = QLineEdit(remembered["address"])
        self.address.setPlaceholderText("postgresql://venue-laptop/cup")
        self.address.setToolTip(tr("The server and the tournament's database, as the "
                                   "organiser gave them"))
        self.address_message = FieldMessage()
        self.user = QLineEdit(remembered["user"])
        self.user.setPlaceholderText(tr("as given by the organiser"))
        self.db_password = QLineEdit()
        self.db_password.setEchoMode(QLineEdit.EchoMode.Password)
        self.db_password.setPlaceholderText(tr("not remembered"))
        self.station = QLineEdit(station or remembered["station"])
        self.station.setPlaceholderText(tr("e.g. Desk 2"))
        self.station_message = FieldMessage()
        self.organiser = QRadioButton(tr("Organiser (seats, approves, changes anything)"))
        self.referee = QRadioButton(tr("Referee station (enters and corrects hands)"))
        group = QButtonGroup(self)
        group.addButton(self.organiser)
        group.addButton(self.referee)
        (self.referee if (role or remembered["role"]) == REFEREE else self.organiser
         ).setChecked(True)
        self.password = QLineEdit()
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password.setPlaceholderText(tr("leave empty when the tournament has none"))
        self.password_message = FieldMessage()
        form.addRow(tr("Server"), self.address)
        form.addRow("", self.address_message)
        form.addRow(tr("Database user"), self.user)
        form.addRow(tr("Database password"), self.db_password)
        form.addRow(tr("This station"), self.station)
        form.addRow("", self.station_message)
        form.addRow(tr("Role"), self.organiser)
        form.addRow("", self.referee)
        self.password_label = QLabel(tr("Organiser password"))
        self.password_label.setBuddy(self.password)  # its name for assistive technology
        form.addRow(self.password_label, self.password)
        form.addRow("", self.password_message)
        layout.addLayout(form)
        self.general = FieldMessage(reserve=True)
        layout.addWidget(self.general)
        self.messages = {"db": self.address_message, "station": self.station_message,
                         "password": self.password_message}

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(tr("Connect"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(tr("Cancel"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.organiser.toggled.connect(self._role_changed)
        for field in (self.address, self.user, self.db_password, self.station, self.password):
            field.textChanged.connect(self._edited)
        self._role_changed()
        (self.address if not self.address.text() else
         self.station if not self.station.text() else self.db_password).setFocus()

    def _remembered(self, address: str) -> dict[str, str]:
        def value(key: str) -> str:
            return str(self._settings.value(key, "") or "")

        remembered = {"address": value(ADDRESS_KEY), "user": value(USER_KEY),
                      "role": value(ROLE_KEY), "station": value(STATION_KEY)}
        if address:
            # `riichi-tournament --server URL`: its user goes to the user field, its password
            # (if it has one) stays in the URL the station connects with.
            remembered["address"] = address
            try:
                given = parse_url(address_of(address))
            except InvalidInput:
                pass
            else:
                if given.user:
                    remembered["user"] = given.user
        if not remembered["station"]:
            remembered["station"] = QSysInfo.machineHostName()
        return remembered

    @property
    def role(self) -> str:
        return ORGANISER if self.organiser.isChecked() else REFEREE

    def _role_changed(self, *_: object) -> None:
        organiser = self.organiser.isChecked()
        self.password.setEnabled(organiser)
        self.password_label.setEnabled(organiser)
        self._edited()

    def _edited(self, *_: object) -> None:
        for message in (self.address_message, self.station_message, self.password_message,
                        self.general):
            message.clear_messages()
        self.ok_button.setEnabled(not self.busy and bool(self.address.text().strip()))

    # --- connecting (ui.dialogs.operation_dialog) ---------------------------------------
    def ready(self) -> bool:
        # Not OK's state: `riichi-tournament --server` accepts at once, and an address left
        # empty is then said next to its field.
        return self._submit is not None

    def check(self) -> list[Issue]:
        self._asked, issues = read_request(self.address.text(), self.user.text(),
                                           self.db_password.text(), self.role,
                                           self.station.text(), self.password.text())
        return issues

    def operation(self) -> Op:
        request, submit = self._asked, self._submit
        assert request is not None and submit is not None
        self.general.show_messages([], [tr("Connecting to %1\u2026").replace(
            "%1", request.target.shown)])
        return submit(request)

    def refused(self, issues: list[Issue]) -> None:
        self._edited()
        self.show_issues(issues)
        self.ok_button.setEnabled(True)

    def succeeded(self, op: Op) -> None:
        self.request = self._asked
        assert self.request is not None
        self.remember(self.request)

    def remember(self, request: ServerRequest) -> None:
        """What to fill in next time (never a password)."""
        target = dataclasses.replace(request.target, user=None, password=None)
        self._settings.setValue(ADDRESS_KEY, target.shown)
        self._settings.setValue(USER_KEY, request.target.user or "")
        self._settings.setValue(ROLE_KEY, request.role)
        self._settings.setValue(STATION_KEY, request.station)
