"""The tournament's details after it is created: name, venue, dates, rounds, time limit, how
names are shown, and what the EMA results file needs (city, organising country, MERS weight,
short name). The ruleset is fixed once the tournament exists and is not here.

`EmaSettingsForm` is the EMA part, also on the new-tournament wizard's first page.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QDate, QLocale
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tournament.model import Issue
from tournament.organisation import TournamentSettings
from tournament.players.names import NameStyle
from ui.dialogs.operation_dialog import OperationDialog
from ui.operations import Op
from ui.screen import open_size, scrolling
from ui.style import SPACE, font
from ui.text import QT_TR_NOOP, locale, tr
from ui.widgets.country_field import CountryField
from ui.widgets.field_message import FieldMessage
from ui.widgets.wheel_guard import guard_wheel

NAME_STYLES = {
    NameStyle.AS_ENTERED: QT_TR_NOOP("as entered (Anna Berg)"),
    NameStyle.FIRST_LAST: QT_TR_NOOP("first name, LAST NAME (Anna BERG)"),
    NameStyle.LAST_FIRST: QT_TR_NOOP("LAST NAME, first name (BERG Anna)"),
}


def name_style_text(style: NameStyle) -> str:
    return tr(NAME_STYLES[style])


def date_edit(value: str | None = None) -> QDateEdit:
    edit = QDateEdit(QDate.fromString(value, "yyyy-MM-dd") if value else QDate.currentDate())
    edit.setCalendarPopup(True)
    edit.setDisplayFormat(locale().dateFormat(QLocale.FormatType.ShortFormat))
    edit.setMinimumWidth(140)
    return edit


class EmaSettingsForm(QGroupBox):
    """City, organising country, MERS weight, short name: what the EMA results file needs.
    All may stay empty until the EMA file is written."""

    def __init__(self, settings: TournamentSettings | None = None,
                 parent: QWidget | None = None):
        super().__init__(tr("For the EMA ranking (can be filled in later)"), parent)
        form = QFormLayout(self)
        form.setVerticalSpacing(SPACE // 2)
        self.city = QLineEdit(settings.city if settings else "")
        self.host_country = CountryField(settings.host_country if settings else "")
        self.mers_weight = QLineEdit((settings.mers_weight or "") if settings else "")
        self.mers_weight.setPlaceholderText(tr("assigned by the EMA, e.g. 1.5"))
        self.mers_weight.setMinimumWidth(260)
        self.mers_weight.setMaximumWidth(300)
        self.short_name = QLineEdit(settings.short_name if settings else "")
        self.short_name.setPlaceholderText(tr("default: the tournament's name"))
        self.messages = {key: FieldMessage() for key in ("city", "host_country",
                                                         "mers_weight", "short_name")}
        for key, label, widget in (("city", tr("City"), self.city),
                                   ("host_country", tr("Organising country"),
                                    self.host_country),
                                   ("mers_weight", tr("MERS weight"), self.mers_weight),
                                   ("short_name", tr("Short name"), self.short_name)):
            form.addRow(label, widget)
            form.addRow("", self.messages[key])

    def values(self) -> dict[str, Any]:
        return {"city": self.city.text().strip(), "host_country": self.host_country.text(),
                "mers_weight": self.mers_weight.text().strip() or None,
                "short_name": self.short_name.text().strip()}

    def show_issues(self, by_field: Mapping[str, list[str]]) -> None:
        for key, message in self.messages.items():
            message.show_messages(list(by_field.get(key, [])))


class SettingsDialog(OperationDialog):
    """Change the settings; `submit(values)` runs the change and returns its `Op`."""

    general: FieldMessage  # always there

    FIELDS = ("name", "venue", "start_date", "end_date", "rounds", "round_minutes",
              "name_style")

    def __init__(self, settings: TournamentSettings,
                 submit: Callable[[dict[str, Any]], Op] | None = None,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self._settings = settings
        self._submit = submit
        self.setWindowTitle(tr("Tournament details"))
        outer = QVBoxLayout(self)
        outer.setContentsMargins(3 * SPACE, 3 * SPACE, 3 * SPACE, 2 * SPACE)
        outer.setSpacing(SPACE)
        # The fields scroll on a screen too short for them (a laptop at 150 %: the dialog
        # was taller than the screen); the buttons stay in sight.
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, SPACE, 0)
        layout.setSpacing(SPACE)
        outer.addWidget(scrolling(body), 1)
        title = QLabel(tr("Tournament details"))
        title.setFont(font(1.3, bold=True))
        layout.addWidget(title)
        note = QLabel(tr("The rules cannot change once the tournament is created."))
        note.setObjectName("muted")
        layout.addWidget(note)
        form = QFormLayout()
        form.setVerticalSpacing(SPACE // 2)
        self.name = QLineEdit(settings.name)
        self.venue = QLineEdit(settings.venue)
        self.has_dates = QCheckBox(tr("Dates"))
        self.has_dates.setChecked(bool(settings.start_date))
        self.start = date_edit(settings.start_date)
        self.end = date_edit(settings.end_date or settings.start_date)
        self.start.setAccessibleName(tr("First day"))
        self.end.setAccessibleName(tr("Last day"))
        self.has_dates.toggled.connect(self.start.setEnabled)
        self.has_dates.toggled.connect(self.end.setEnabled)
        self.start.setEnabled(self.has_dates.isChecked())
        self.end.setEnabled(self.has_dates.isChecked())
        dates = QHBoxLayout()
        dates.setSpacing(SPACE)
        dates.addWidget(self.has_dates)
        dates.addWidget(self.start)
        dates.addWidget(QLabel(tr("to")))
        dates.addWidget(self.end)
        dates.addStretch(1)
        self.rounds = QSpinBox()
        self.rounds.setRange(1, 40)
        self.rounds.setValue(settings.rounds)
        self.rounds.setMaximumWidth(140)
        self.minutes = QSpinBox()
        self.minutes.setRange(0, 600)
        self.minutes.setValue(settings.round_minutes or 0)
        self.minutes.setSuffix(" " + tr("min"))
        self.minutes.setSpecialValueText(tr("no limit"))
        self.minutes.setMaximumWidth(140)
        self.name_style = QComboBox()
        for style in NameStyle:
            self.name_style.addItem(name_style_text(style), style.value)
        self.name_style.setCurrentIndex(self.name_style.findData(settings.name_style.value))
        self.messages = {key: FieldMessage() for key in self.FIELDS}
        for key, label, widget in (("name", tr("Name"), self.name),
                                   ("venue", tr("Venue"), self.venue),
                                   ("start_date", tr("When"), dates),
                                   ("rounds", tr("Rounds"), self.rounds),
                                   ("round_minutes", tr("Time limit per round"), self.minutes),
                                   ("name_style", tr("Names shown"), self.name_style)):
            form.addRow(label, widget)
            form.addRow("", self.messages[key])
        layout.addLayout(form)
        self.ema = EmaSettingsForm(settings)
        layout.addWidget(self.ema)
        self.general = FieldMessage()
        self.general.setObjectName("generalError")
        outer.addWidget(self.general)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(tr("Save"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(tr("Cancel"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)
        guard_wheel(self)
        open_size(self, 720)

    def values(self) -> dict[str, Any]:
        """What changed, as `Tournament.setup.update` takes it."""
        s = self._settings
        dated = self.has_dates.isChecked()
        new: dict[str, Any] = {
            "name": self.name.text().strip(), "venue": self.venue.text().strip(),
            "start_date": self.start.date().toString("yyyy-MM-dd") if dated else "",
            "end_date": self.end.date().toString("yyyy-MM-dd") if dated else "",
            "rounds": self.rounds.value(), "round_minutes": self.minutes.value(),
            "name_style": self.name_style.currentData(), **self.ema.values()}
        old: dict[str, Any] = {
            "name": s.name, "venue": s.venue, "start_date": s.start_date or "",
            "end_date": s.end_date or "", "rounds": s.rounds,
            "round_minutes": s.round_minutes or 0, "name_style": s.name_style.value,
            "city": s.city, "host_country": s.host_country, "mers_weight": s.mers_weight,
            "short_name": s.short_name}
        return {k: v for k, v in new.items() if v != old.get(k)}

    # --- submitting (ui.dialogs.operation_dialog) ---------------------------------------
    def ready(self) -> bool:
        return True  # OK is disabled only while a change is on its way

    def operation(self) -> Op | None:
        values = self.values()
        if not values or self._submit is None:
            return None  # nothing changed
        return self._submit(values)

    def field_of(self, issue: Issue) -> str:
        return "start_date" if issue.field in ("end_date", "period") else issue.field

    def show_issues(self, issues: Sequence[Issue]) -> None:
        # The EMA fields are a form of their own: theirs go there, the rest as the base does.
        ema = [i for i in issues if self.field_of(i) in self.ema.messages]
        super().show_issues([i for i in issues if i not in ema])
        by_field: dict[str, list[str]] = {}
        for issue in ema:
            by_field.setdefault(self.field_of(issue), []).append(self.issue_line(issue))
        self.ema.show_issues(by_field)


__all__ = ["EmaSettingsForm", "SettingsDialog", "name_style_text"]
