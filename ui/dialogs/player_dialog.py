"""One player's details: add a late arrival, or correct a registered player (every change goes
to the tournament's log, with the reason given).

First and last name as the EMA results file needs them, the name as entered, the EMA number,
the country (typed as people write it; the EMA code the app stores is shown beside it), club,
team, the name in online game rooms (to read their logs), status, and whether the player counts
in the EMA ranking. A name whose split into first and last name was guessed says so, and "The
split is right" confirms it. The dialog never
touches the database: `submit(values)` runs the change and returns its `Op`; the core's
problems come back under the fields they name.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from tournament.model import Issue
from tournament.players.roster import Player, PlayerDraft, PlayerStatus
from ui.dialogs.operation_dialog import OperationDialog
from ui.models.players_model import status_word
from ui.operations import Op
from ui.screen import fit_placeholder
from ui.style import SPACE, font
from ui.text import tr
from ui.widgets.country_field import CountryField
from ui.widgets.field_message import FieldMessage

FIELDS = ("first_name", "last_name", "name", "ema_number", "country", "club", "team",
          "online_name", "status", "ema_ranked")


class PlayerDialog(OperationDialog):
    """`player` None: add a new player (the values become a `PlayerDraft`)."""

    general: FieldMessage  # always there

    def __init__(self, player: Player | None = None,
                 submit: Callable[[dict[str, Any]], Op] | None = None,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.player = player
        self._submit = submit
        adding = player is None
        self.setWindowTitle(tr("Add a player") if adding else tr("Player details"))
        self.setMinimumWidth(640)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(3 * SPACE, 3 * SPACE, 3 * SPACE, 2 * SPACE)
        layout.setSpacing(SPACE)
        heading = QLabel(tr("Add a player") if adding else player.name if player else "")
        heading.setTextFormat(Qt.TextFormat.PlainText)
        heading.setFont(font(1.3, bold=True))
        layout.addWidget(heading)
        self.guess = QLabel()
        self.guess.setObjectName("banner")
        self.guess.setWordWrap(True)
        self.guess.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.guess)

        form = QFormLayout()
        form.setVerticalSpacing(SPACE // 2)
        self.first_name = QLineEdit(player.first_name if player else "")
        self.last_name = QLineEdit(player.last_name if player else "")
        self.entered = QLineEdit(player.entered_name if player else "")
        self.entered.setPlaceholderText(tr("default: first and last name"))
        self.name_ok = QCheckBox(tr("The split into first and last name is right"))
        self.ema_number = QLineEdit((player.ema_number or "") if player else "")
        self.ema_number.setPlaceholderText(tr("eight digits, e.g. 04290032"))
        fit_placeholder(self.ema_number)
        self.ema_number.setMaximumWidth(240)
        self.country = CountryField(player.country if player else "")
        self.club = QLineEdit(player.club if player else "")
        self.team = QLineEdit(player.team if player else "")
        self.online_name = QLineEdit(player.online_name if player else "")
        self.online_name.setPlaceholderText(tr("the name in Tenhou or Mahjong Soul, if "
                                               "another"))
        self.status = QComboBox()
        for status in PlayerStatus:
            self.status.addItem(status_word(status), status.value)
        self.status.setCurrentIndex(self.status.findData(
            (player.status if player else PlayerStatus.ACTIVE).value))
        self.ema_ranked = QCheckBox(tr("Counts in the EMA ranking"))
        self.ema_ranked.setChecked(player.ema_ranked if player else True)
        self.ema_ranked.setToolTip(tr("Substitutes count only if they agreed beforehand"))
        self.reason = QLineEdit()
        self.reason.setPlaceholderText(tr("optional, kept in the log"))
        self.messages = {key: FieldMessage(reserve=key == "last_name") for key in FIELDS}
        for key, label, widget in (
                ("first_name", tr("First name"), self.first_name),
                ("last_name", tr("Last name"), self.last_name),
                ("name", tr("Name as entered"), self.entered),
                ("ema_number", tr("EMA number"), self.ema_number),
                ("country", tr("Country"), self.country),
                ("club", tr("Club"), self.club),
                ("team", tr("Team"), self.team),
                ("online_name", tr("Online name"), self.online_name),
                ("status", tr("Status"), self.status),
                ("ema_ranked", "", self.ema_ranked)):
            form.addRow(label, widget)
            if key == "name" and player is not None and not player.name_checked:
                form.addRow("", self.name_ok)
            form.addRow("", self.messages[key])
        if player is not None:
            form.addRow(tr("Reason"), self.reason)
        layout.addLayout(form)
        self.general = FieldMessage()
        self.general.setObjectName("generalError")
        layout.addWidget(self.general)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(tr("Add player") if adding else tr("Save"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(tr("Cancel"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        if player is not None and not player.name_checked:
            self.guess.setText(tr("First and last name were guessed from \u201c%1\u201d: "
                                  "check them, correct them or tick \u201cThe split is "
                                  "right\u201d.").replace("%1", player.entered_name))
        else:
            self.guess.hide()
        self.status.currentIndexChanged.connect(self._status_changed)
        for edit in (self.first_name, self.last_name):
            edit.textChanged.connect(self._refresh)
        self._refresh()

    def _status_changed(self) -> None:
        # A substitute counts in the EMA ranking only when asked (the core's default too).
        self.ema_ranked.setChecked(self.status.currentData() != PlayerStatus.SUBSTITUTE.value)

    def _refresh(self) -> None:
        has_name = bool(self.first_name.text().strip() or self.last_name.text().strip())
        self.messages["last_name"].show_messages(
            [], [] if has_name else [tr("Type the player's first and last name")])
        self.ok_button.setEnabled(has_name and not self.busy)

    # --- what is sent -------------------------------------------------------------------
    def values(self) -> dict[str, Any]:
        """For `Tournament.players.update`: only what changed."""
        p = self.player
        new: dict[str, Any] = {
            "first_name": self.first_name.text().strip(),
            "last_name": self.last_name.text().strip(),
            "ema_number": self.ema_number.text().strip(),
            "country": self.country.text(),
            "club": self.club.text().strip(), "team": self.team.text().strip(),
            "online_name": self.online_name.text().strip(),
            "status": self.status.currentData(), "ema_ranked": self.ema_ranked.isChecked()}
        entered = self.entered.text().strip()
        if p is None:
            return new | {"name": entered}
        old: dict[str, Any] = {
            "first_name": p.first_name, "last_name": p.last_name,
            "ema_number": p.ema_number or "", "country": p.country, "club": p.club,
            "team": p.team, "online_name": p.online_name, "status": p.status.value,
            "ema_ranked": p.ema_ranked}
        out = {k: v for k, v in new.items() if v != old[k]}
        if entered and entered != p.entered_name:
            out["name"] = entered
        if "name" in out or "first_name" in out or "last_name" in out:
            # first and last name go together: the core re-checks the split
            out["first_name"], out["last_name"] = new["first_name"], new["last_name"]
        if not p.name_checked and self.name_ok.isChecked():
            out["name_checked"] = True
        if out and self.reason.text().strip():
            out["reason"] = self.reason.text().strip()
        return out

    def draft(self) -> PlayerDraft:
        v = self.values()
        return PlayerDraft(name=v.get("name", ""), first_name=v["first_name"],
                           last_name=v["last_name"], ema_number=v["ema_number"] or None,
                           country=v["country"], club=v["club"], team=v["team"],
                           status=PlayerStatus(v["status"]), ema_ranked=v["ema_ranked"],
                           online_name=v["online_name"])

    # --- submitting (ui.dialogs.operation_dialog) ---------------------------------------
    def operation(self) -> Op | None:
        values = self.values()
        if self.player is not None and not values or self._submit is None:
            return None  # nothing changed
        return self._submit(values)

    def field_of(self, issue: Issue) -> str:
        return issue.field.rsplit(".", 1)[-1]  # "players[0].country" from an add

    def refused(self, issues: list[Issue]) -> None:
        self.show_issues(issues)
        self._refresh()
