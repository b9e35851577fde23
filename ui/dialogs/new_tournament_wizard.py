"""New tournament: name and dates (and what the EMA file will need), the ruleset (every field
visible), then the players.

The wizard collects a `TournamentPlan` and never touches the database: Finish calls the
caller's `submit(plan)` (which creates the file on the worker) and the problems it returns
are shown on the page of the field they concern; the wizard stays open until it succeeds.

Players come from a file (the import preview: first and last names as the file gives them,
or as chosen there) and from lines typed on the page ("Name, club, country, EMA number, team,
status"); the imported players are kept as they were read, never turned back into typed
text, so a first/last split chosen in the preview stays chosen.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
    QWizard,
    QWizardPage,
)

from tournament.model import Issue
from tournament.paths import default_tournament_path
from tournament.players.names import joined
from tournament.players.roster import Player, PlayerDraft, PlayerImport, check_rows
from ui import files, icons, screen
from ui.dialogs.import_players_dialog import ImportPlayersDialog
from ui.dialogs.settings_dialog import EmaSettingsForm, date_edit
from ui.issue_words import issue_text
from ui.models.import_preview_model import (
    ImportPreviewTableModel,
    ImportRow,
    import_rows,
    preview_columns,
)
from ui.models.players_model import status_word
from ui.style import SPACE
from ui.text import count, tr
from ui.widgets.field_message import FieldMessage
from ui.widgets.ruleset_form import RulesetForm
from ui.widgets.wheel_guard import guard_wheel

# The columns of a typed player line, after the name.
TYPED_COLUMNS = ["name", "club", "country", "ema_number", "team", "status"]


@dataclass(frozen=True, slots=True)
class TournamentPlan:
    """Everything `Tournament.create` needs, as the organiser gave it."""

    path: Path
    name: str
    venue: str = ""
    start_date: str | None = None
    end_date: str | None = None
    rounds: int = 4
    round_minutes: int | None = 90
    preset: str = "ema_rcr"
    overrides: dict[str, Any] = field(default_factory=dict)
    players: tuple[PlayerDraft, ...] = ()
    password: str | None = None
    city: str = ""
    host_country: str = ""
    mers_weight: str | None = None
    short_name: str = ""


Submit = Callable[[TournamentPlan], list[Issue]]


def _as_player(number: int, draft: PlayerDraft) -> Player:
    """An imported draft as a registered player would be, for the duplicate checks."""
    return Player(-number, draft.name or joined(draft.first_name, draft.last_name),
                  draft.ema_number, draft.club, draft.country, draft.team, draft.status,
                  draft.first_name, draft.last_name,
                  entered_name=draft.name or joined(draft.first_name, draft.last_name))


def typed_players(text: str, imported: tuple[PlayerDraft, ...] = ()) -> PlayerImport:
    """Players typed one per line: "Name, club, country, EMA number, team" (all but the name
    optional), checked like a file (and against the players imported already); line numbers
    are the lines of the text."""
    reader = csv.reader(io.StringIO(text))
    rows = [(n, [cell.strip() for cell in row]) for n, row in enumerate(reader, start=1)]
    existing = [_as_player(i, d) for i, d in enumerate(imported, start=1)]
    return check_rows(TYPED_COLUMNS, rows, existing)


def imported_rows(players: tuple[PlayerDraft, ...]) -> list[ImportRow]:
    """The players imported from a file, as rows of the preview (no line number: they are
    not lines of the text)."""
    return [ImportRow(0, d.name or joined(d.first_name, d.last_name), d.ema_number or "",
                      d.club, d.country, d.team, status_word(d.status),
                      first_name=d.first_name, last_name=d.last_name, ema_ranked=d.ema_ranked)
            for d in players]


class DetailsPage(QWizardPage):
    def __init__(self) -> None:
        super().__init__()
        self.setTitle(tr("The tournament"))
        self.setSubTitle(tr("Its name, where and when it is played, how many rounds and how "
                            "long a round lasts."))
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()
        scroll.setObjectName("formScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        body = QWidget()
        body.setObjectName("form")
        scroll.setWidget(body)
        outer.addWidget(scroll)
        form = QFormLayout(body)
        form.setVerticalSpacing(SPACE)
        form.setHorizontalSpacing(2 * SPACE)
        self.name = QLineEdit()
        self.name.setPlaceholderText(tr("e.g. Lyon Riichi Open 2026"))
        self.name_message = FieldMessage()
        self.venue = QLineEdit()
        self.start = date_edit()
        self.end = date_edit()
        self.start.setAccessibleName(tr("First day"))
        self.end.setAccessibleName(tr("Last day"))
        self.date_message = FieldMessage()
        self.rounds = QSpinBox()
        self.rounds.setRange(1, 40)
        self.rounds.setValue(4)
        self.rounds.setMaximumWidth(140)
        self.minutes = QSpinBox()
        self.minutes.setMaximumWidth(140)
        self.minutes.setRange(0, 600)
        self.minutes.setValue(90)
        self.minutes.setSuffix(" " + tr("min"))
        self.minutes.setSpecialValueText(tr("no limit"))
        self.file = QLineEdit()
        self.file.setAccessibleName(tr("File"))
        self.file_message = FieldMessage()
        browse = QPushButton(icons.icon("open"), tr("Choose\u2026"))
        browse.clicked.connect(self._browse)
        file_row = QHBoxLayout()
        file_row.addWidget(self.file, 1)
        file_row.addWidget(browse)
        self.use_password = QCheckBox(tr("Protect approved rounds with a password "
                                         "(recommended)"))
        # Why (the desk encourages a password: without one, nothing tells the organiser's
        # changes from a forgery written with the file's public format).
        self.password_why = QLabel(tr(
            "With an organiser password, every organiser change (approvals, penalties, "
            "players, settings) is signed with it, so that a change made behind the app's "
            "back is found. The desk asks for it once, at the first such change."))
        self.password_why.setObjectName("muted")
        self.password_why.setWordWrap(True)
        self.password = QLineEdit()
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password.setEnabled(False)
        self.password.setPlaceholderText(tr("needed to change an approved table"))
        self.password_again = QLineEdit()
        self.password_again.setEchoMode(QLineEdit.EchoMode.Password)
        self.password_again.setEnabled(False)
        self.password_again.setPlaceholderText(tr("the same password again"))
        self.use_password.toggled.connect(self.password.setEnabled)
        self.use_password.toggled.connect(self.password_again.setEnabled)
        self.password_message = FieldMessage()

        form.addRow(tr("Name"), self.name)
        form.addRow("", self.name_message)
        form.addRow(tr("Venue"), self.venue)
        dates = QHBoxLayout()
        dates.setSpacing(SPACE)
        dates.addWidget(self.start)
        dates.addWidget(QLabel(tr("to")))
        dates.addWidget(self.end)
        dates.addStretch(1)
        form.addRow(tr("Dates"), dates)
        form.addRow("", self.date_message)
        form.addRow(tr("Rounds"), self.rounds)
        form.addRow(tr("Time limit per round"), self.minutes)
        form.addRow(tr("File"), file_row)
        form.addRow("", self.file_message)
        form.addRow("", self.use_password)
        form.addRow("", self.password_why)
        form.addRow(tr("Password"), self.password)
        form.addRow(tr("Confirm password"), self.password_again)
        form.addRow("", self.password_message)
        self.ema = EmaSettingsForm()
        form.addRow(self.ema)
        guard_wheel(body)
        self._file_edited = False
        self.name.textChanged.connect(self._name_changed)
        self.file.textEdited.connect(lambda _t: setattr(self, "_file_edited", True))
        for widget in (self.name, self.file, self.password, self.password_again):
            widget.textChanged.connect(self.completeChanged)
        self.use_password.toggled.connect(self.completeChanged)
        self.start.dateChanged.connect(self.completeChanged)
        self.end.dateChanged.connect(self.completeChanged)

    def _name_changed(self, text: str) -> None:
        if not self._file_edited:
            self.file.setText(str(default_tournament_path(text or "tournament")))

    def _browse(self) -> None:
        path = files.choose_new_tournament_file(self, Path(self.file.text()))
        if path is not None:
            self._file_edited = True
            self.file.setText(str(path))

    def problems(self) -> dict[str, str]:
        out = {}
        if not self.name.text().strip():
            out["name"] = tr("The tournament needs a name")
        if self.end.date() < self.start.date():
            out["end_date"] = tr("The last day is before the first day")
        path = Path(self.file.text().strip()) if self.file.text().strip() else None
        if path is None:
            out["path"] = tr("Choose where to save the tournament")
        elif path.exists():
            out["path"] = tr("This file already exists: choose another name")
        elif not path.parent.is_dir():
            out["path"] = tr("This folder does not exist")
        if self.use_password.isChecked():
            if not self.password.text():
                out["password"] = tr("Type a password, or untick the box")
            elif self.password_again.text() != self.password.text():
                out["password"] = tr("The two passwords differ: type the same one twice")
        return out

    def show_problems(self, problems: dict[str, str]) -> None:
        self.name_message.show_messages([problems["name"]] if "name" in problems else [])
        dates = [problems[k] for k in ("start_date", "end_date") if k in problems]
        self.date_message.show_messages(dates)
        self.file_message.show_messages([problems["path"]] if "path" in problems else [])
        self.password_message.show_messages([problems["password"]]
                                            if "password" in problems else [])

    def isComplete(self) -> bool:  # noqa: N802 - Qt override
        problems = self.problems()
        # A still-empty name is a hint, not an error, until the organiser has typed.
        shown = {k: v for k, v in problems.items() if k != "name" or self.name.isModified()}
        if "password" in shown and self.password.text() and not self.password_again.text():
            # Still typing the confirmation: no red message yet.
            shown.pop("password")
        self.show_problems(shown)
        return not problems


class RulesPage(QWizardPage):
    def __init__(self) -> None:
        super().__init__()
        self.setTitle(tr("Rules"))
        # A short line in the wizard's heading (a long one was cut on a short screen), the
        # rest at the top of the page, where it wraps.
        self.setSubTitle(tr("Start from a preset; every rule can be changed."))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        note = QLabel(tr("A changed rule is shown in bold. The rules cannot change once the "
                         "tournament is created."))
        note.setObjectName("muted")
        note.setWordWrap(True)
        layout.addWidget(note)
        self.form = RulesetForm()
        self.form.changed.connect(self.completeChanged)
        layout.addWidget(self.form)

    def isComplete(self) -> bool:  # noqa: N802 - Qt override
        return not self.form.problems()


class PlayersPage(QWizardPage):
    def __init__(self) -> None:
        super().__init__()
        self.setTitle(tr("Players"))
        self.setSubTitle(tr("Import a file, type the players, or both."))
        # The page scrolls on a short screen (150 %) rather than squeeze its lines.
        page = QWidget()
        whole = QVBoxLayout(self)
        whole.setContentsMargins(0, 0, 0, 0)
        whole.addWidget(screen.scrolling(page))
        layout = QVBoxLayout(page)
        note = QLabel(tr("A CSV/XLSX file gives first and last names as it has them. Type one "
                         "player per line: the name, then optionally club, country, EMA "
                         "number, team, separated by commas. Players can also be added "
                         "later."))
        note.setObjectName("muted")
        note.setWordWrap(True)
        layout.addWidget(note)
        layout.setSpacing(SPACE)
        self.body = layout
        top = QHBoxLayout()
        self.import_button = QPushButton(icons.icon("import"), tr("Import a file\u2026"))
        self.import_button.clicked.connect(self.import_file)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.clear_import_button = QPushButton(tr("Remove the imported players"))
        self.clear_import_button.clicked.connect(self.clear_imported)
        self.clear_import_button.hide()
        top.addWidget(self.summary, 1)
        top.addWidget(self.clear_import_button)
        top.addWidget(self.import_button)
        layout.addLayout(top)
        self.text = QPlainTextEdit()
        self.text.setPlaceholderText("Aiko Tanaka, Tokyo Riichi, JP\nBruno Marchal, Mahjong "
                                     "Paris, FR, 04290032")
        self.text.textChanged.connect(self._refresh)
        self.text.setTabChangesFocus(True)  # Tab goes on to the table, as in a form
        self.text.setAccessibleName(tr("Players typed, one per line"))
        layout.addWidget(self.text, 2)
        self.setFocusProxy(self.text)  # the page opens ready to type names
        self.model = ImportPreviewTableModel()
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAccessibleName(tr("The players, as they will be entered"))
        preview_columns(self.table, rows=3)  # three players in sight, the page scrolls
        layout.addWidget(self.table, 3)
        self.imported: tuple[PlayerDraft, ...] = ()
        self.import_dialog: ImportPlayersDialog | None = None
        self._preview = typed_players("")
        self._refresh()

    def import_file(self) -> ImportPlayersDialog | None:
        path = files.choose_players_file(self)
        if path is None:
            return None
        dialog = ImportPlayersDialog(path, [_as_player(i, d) for i, d in
                                            enumerate(self.imported, start=1)], parent=self)
        dialog.setObjectName("wizardImport")
        self.import_dialog = dialog

        def done(code: int) -> None:
            preview = dialog.preview()
            if code == ImportPlayersDialog.DialogCode.Accepted and preview is not None:
                self.add_players(preview.players)
            self.import_dialog = None
            dialog.deleteLater()

        dialog.finished.connect(done)
        dialog.open()
        return dialog

    def add_players(self, players: tuple[PlayerDraft, ...] | list[PlayerDraft]) -> None:
        """Players read from a file, kept as read (first and last names included)."""
        self.imported = self.imported + tuple(players)
        self._refresh()

    def clear_imported(self) -> None:
        self.imported = ()
        self._refresh()

    def players(self) -> tuple[PlayerDraft, ...]:
        return self.imported + self._preview.players

    def _refresh(self) -> None:
        text = self.text.toPlainText()
        self._preview = typed_players(text, self.imported)
        names = {n: line.split(",")[0].strip() for n, line in enumerate(text.splitlines(), 1)}
        self.model.set_rows(imported_rows(self.imported) + import_rows(self._preview, names))
        self.clear_import_button.setVisible(bool(self.imported))
        n = len(self.players())
        if self._preview.problems:
            self.summary.setObjectName("fieldError")
            self.summary.setText(count(len({p.line for p in self._preview.problems}),
                                       tr("%n line has a problem (see the table)."),
                                       tr("%n lines have a problem (see the table).")))
        else:
            self.summary.setObjectName("muted")
            text = count(n, tr("%n player."), tr("%n players."))
            extra = (-n) % 4
            if n and extra:
                text += " " + count(extra, tr("%n substitute will be added to fill the last "
                                              "table."),
                                    tr("%n substitutes will be added to fill the last table."))
            self.summary.setText(text)
        self.summary.style().unpolish(self.summary)
        self.summary.style().polish(self.summary)
        self.completeChanged.emit()

    def isComplete(self) -> bool:  # noqa: N802 - Qt override
        return self._preview.ok


class NewTournamentWizard(QWizard):
    def __init__(self, submit: Submit | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self._submit = submit
        self._busy = False
        self.plan_made: TournamentPlan | None = None
        self.setWindowTitle(tr("New tournament"))
        self.setWizardStyle(QWizard.WizardStyle.ModernStyle)
        self.setOption(QWizard.WizardOption.NoBackButtonOnStartPage, True)
        self.setOption(QWizard.WizardOption.HaveHelpButton, False)
        self.setButtonText(QWizard.WizardButton.NextButton, tr("Next"))
        self.setButtonText(QWizard.WizardButton.BackButton, tr("Back"))
        self.setButtonText(QWizard.WizardButton.CancelButton, tr("Cancel"))
        self.setButtonText(QWizard.WizardButton.FinishButton, tr("Create the tournament"))
        self.details = DetailsPage()
        self.rules = RulesPage()
        self.players = PlayersPage()
        for page in (self.details, self.rules, self.players):
            self.addPage(page)
        self.error = QLabel()
        self.error.setObjectName("generalError")
        self.error.setWordWrap(True)
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        self.error.hide()
        self.players.body.addWidget(self.error)
        screen.share_of_screen(self, 0.8, 0.94, minimum=QSize(900, 560))
        self.details._name_changed("")

    def plan(self) -> TournamentPlan:
        d = self.details
        return TournamentPlan(
            path=Path(d.file.text().strip()), name=d.name.text().strip(),
            venue=d.venue.text().strip(),
            start_date=d.start.date().toString("yyyy-MM-dd"),
            end_date=d.end.date().toString("yyyy-MM-dd"),
            rounds=d.rounds.value(), round_minutes=d.minutes.value() or None,
            preset=self.rules.form.preset_name(), overrides=self.rules.form.overrides(),
            players=self.players.players(),
            password=d.password.text() if d.use_password.isChecked() else None,
            **d.ema.values())

    def accept(self) -> None:
        if self._busy or self.plan_made is not None:
            return
        plan = self.plan()
        if self._submit is not None:
            self._busy = True
            try:
                issues = self._submit(plan)
            finally:
                self._busy = False
            if issues:
                self._show_issues(issues)
                return
        self.plan_made = plan
        super().accept()

    def _show_issues(self, issues: list[Issue]) -> None:
        details: dict[str, str] = {}
        other: list[str] = []
        ema: dict[str, list[str]] = {}
        for issue in issues:
            key = issue.field.split("[")[0]
            text = issue_text(issue, [])
            if key in ("name", "start_date", "end_date", "password", "rounds",
                       "round_minutes", "path"):
                details[key] = text
            elif key in self.details.ema.messages:
                ema.setdefault(key, []).append(text)
            else:
                other.append(text)
        # Shown on the last page, where Finish was pressed; field problems on their page too.
        self.error.setText("\n".join(other + list(details.values())))
        self.error.show()
        if details:
            self.details.show_problems(details)
        self.details.ema.show_issues(ema)
