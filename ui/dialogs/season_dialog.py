"""File > Season…: a club's season on the desk (`tournament.season`).

The window opens a season file (or creates it), adds the open tournament or other events (a
tournament file, or a tournament on a server by its URL), shows the season table with its
scoring and tie rules, the names the organiser still has to sort out (marked here as one
person or two, as `season --same` / `--different` do), the scoring chosen, and one player's
history with a chart of the rating.

Every reading of the season (its file, every event's file, the rating over every game) runs
on Qt's thread pool (`ui.tasks.run_in_pool`), one job at a time, never on the GUI thread: a
season of twelve events does not freeze the window. A change is made to the season in
memory, checked, then written; refused (an event that fails its check, a file that is not
there, a pair of names said both ways), nothing is written and the message is shown next
to the part of the window it is about.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tournament.model import Issue
from tournament.words.issues import event_problem_text
from ui import files, icons, screen
from ui.issue_words import issue_text
from ui.models.rows_model import ROW_ROLE
from ui.models.season_model import SeasonHistoryModel, SeasonTableModel
from ui.printing.season import scoring_text, season_document, tie_text
from ui.style import SPACE, colour
from ui.tasks import run_in_pool
from ui.text import QT_TR_NOOP, date_text, language, tr
from ui.widgets.columns import NAME, NUMBER, fit_columns, fit_list
from ui.widgets.field_message import FieldMessage
from ui.widgets.labels import label_for
from ui.widgets.rating_chart import RatingChart

# The scoring rules offered (`tournament.season` names them), and what their number means.
SCORINGS = (("total", QT_TR_NOOP("Total of every event")),
            ("best", QT_TR_NOOP("Best N events")),
            ("placement", QT_TR_NOOP("Placement points (mean of the best N)")))


def season_issue_text(issue: Issue) -> str:
    """A season's problem in the desk's words, naming the event it is about
    (`event_problem_text`)."""
    return event_problem_text(issue, issue_text(issue, []), language())


def conflict_text(conflict: Issue) -> str:
    """A conflict as the window lists it, in the desk's language (the words' catalogue has
    no hint for the command line ("--same "A=B" merges them"): the window's buttons do that
    here)."""
    return issue_text(conflict, [])


def _issues(problems: list[Issue]) -> list[str]:
    return [season_issue_text(p) for p in problems]


class SeasonDialog(QDialog):
    """One season file, open while the desk goes on (not modal)."""

    computed = Signal()  # a season table is on screen (tests wait for it)
    refused = Signal()  # a change was refused: its message is shown

    def __init__(self, path: Path, current: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self.path = Path(path)
        self.current = current  # the open tournament's file or URL ("" none)
        self.season: Any = None  # tournament.season.SeasonFile, touched by one job at a time
        self.result: Any = None  # the last SeasonResult shown
        self.numbers: dict[tuple[str, str], str] = {}
        self.busy = False
        self.setWindowTitle(tr("Season: %1").replace("%1", self.path.name))
        screen.share_of_screen(self, 0.9, 0.9, minimum=QSize(900, 600))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2 * SPACE, 2 * SPACE, 2 * SPACE, 2 * SPACE)
        layout.setSpacing(SPACE)
        top = QHBoxLayout()
        self.file_label = QLabel(tr("Season file: %1").replace("%1", str(self.path)))
        self.file_label.setTextFormat(Qt.TextFormat.PlainText)
        self.file_label.setObjectName("muted")
        top.addWidget(self.file_label, 1)
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)
        self.progress.setTextVisible(False)
        self.progress.setMaximumSize(160, 10)
        self.progress.hide()
        top.addWidget(self.progress)
        self.print_button = QPushButton(icons.icon("print"), tr("Print\u2026"))
        self.print_button.clicked.connect(self.print_preview)
        top.addWidget(self.print_button)
        close = QPushButton(tr("Close"))
        close.clicked.connect(self.reject)
        top.addWidget(close)
        layout.addLayout(top)
        self.general = FieldMessage()
        layout.addWidget(self.general)

        split = QSplitter(Qt.Orientation.Horizontal)
        split.setChildrenCollapsible(False)
        # The left column scrolls on a short screen (a laptop at 1366 x 768 with a long
        # message under the events) rather than squeeze its buttons over one another.
        left = QScrollArea()
        left.setWidgetResizable(True)
        left.setFrameShape(QScrollArea.Shape.NoFrame)
        left.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        column = self._left()
        left.setWidget(column)
        left.setMinimumWidth(column.minimumSizeHint().width() + 16)
        split.addWidget(left)
        split.addWidget(self._right())
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        layout.addWidget(split, 1)
        self._update_buttons()
        self.open_season()

    # --- building -----------------------------------------------------------------------
    def _left(self) -> QWidget:
        box = QWidget()
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 0, 0, 0)
        events = QGroupBox(tr("Events"))
        grid = QVBoxLayout(events)
        self.events = QListWidget()
        self.events.setAccessibleName(tr("Events"))
        self.events.currentRowChanged.connect(lambda _r: self._update_buttons())
        self.events.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.events.setTextElideMode(Qt.TextElideMode.ElideRight)
        fit_list(self.events)  # a long line ends in "…"
        # As tall as its events (4 lines at least, 10 at most: then it scrolls).
        self.events.setSizeAdjustPolicy(QAbstractItemView.SizeAdjustPolicy.AdjustToContents)
        line = self.events.fontMetrics().lineSpacing()
        self.events.setMinimumHeight(4 * line + 12)
        self.events.setMaximumHeight(10 * line + 12)
        grid.addWidget(self.events, 1)
        self.events_message = FieldMessage()
        grid.addWidget(self.events_message)
        date_row = QHBoxLayout()
        self.date_field = QLineEdit()
        self.date_field.setPlaceholderText(tr("YYYY-MM-DD (optional)"))
        self.date_field.setToolTip(tr("The event's date in the season; left empty, the "
                                      "event's own start date"))
        screen.fit_placeholder(self.date_field)
        date_row.addWidget(label_for(tr("Date"), self.date_field))
        date_row.addWidget(self.date_field, 1)
        grid.addLayout(date_row)
        buttons = QGridLayout()
        self.add_current_button = QPushButton(tr("Add this tournament"))
        self.add_current_button.setToolTip(tr("The tournament open on the desk"))
        self.add_current_button.clicked.connect(lambda: self.add_event(self.current))
        self.add_file_button = QPushButton(icons.icon("open"), tr("Add a file\u2026"))
        self.add_file_button.clicked.connect(self._choose_file)
        self.add_server_button = QPushButton(tr("Add from a server\u2026"))
        self.add_server_button.setToolTip(tr("A tournament on a server, by its address "
                                             "(postgresql://…)"))
        self.add_server_button.clicked.connect(self._ask_url)
        self.remove_button = QPushButton(tr("Remove"))
        self.remove_button.clicked.connect(self._remove_chosen)
        buttons.addWidget(self.add_current_button, 0, 0)
        buttons.addWidget(self.add_file_button, 0, 1)
        buttons.addWidget(self.add_server_button, 1, 0)
        buttons.addWidget(self.remove_button, 1, 1)
        grid.addLayout(buttons)
        column.addWidget(events, 3)

        scoring = QGroupBox(tr("Scoring"))
        form = QGridLayout(scoring)
        self.scoring_box = QComboBox()
        for value, text in SCORINGS:
            self.scoring_box.addItem(tr(text), value)
        self.n_box = QSpinBox()
        self.n_box.setRange(0, 999)
        self.n_box.setSpecialValueText(tr("all"))
        self.min_box = QSpinBox()
        self.min_box.setRange(1, 999)
        self.apply_button = QPushButton(tr("Apply"))
        self.apply_button.clicked.connect(self.apply_scoring)
        self.scoring_box.currentIndexChanged.connect(lambda _i: self._scoring_fields())
        form.addWidget(label_for(tr("Rule"), self.scoring_box), 0, 0)
        form.addWidget(self.scoring_box, 0, 1, 1, 3)
        form.addWidget(label_for(tr("N"), self.n_box), 1, 0)
        form.addWidget(self.n_box, 1, 1)
        form.addWidget(label_for(tr("Least events"), self.min_box), 1, 2)
        form.addWidget(self.min_box, 1, 3)
        form.addWidget(self.apply_button, 2, 3)
        self.scoring_message = FieldMessage()
        form.addWidget(self.scoring_message, 3, 0, 1, 4)
        column.addWidget(scoring)

        names = QGroupBox(tr("Names to sort out"))
        pairs = QGridLayout(names)
        self.conflicts = QListWidget()
        self.conflicts.setAccessibleName(tr("Names to sort out"))
        self.conflicts.setWordWrap(True)
        self.conflicts.currentRowChanged.connect(self._conflict_chosen)
        self.conflicts.setSizeAdjustPolicy(QAbstractItemView.SizeAdjustPolicy.AdjustToContents)
        self.conflicts.setMinimumHeight(3 * line + 12)
        pairs.addWidget(self.conflicts, 0, 0, 1, 4)
        hint = QLabel(tr("A conflict is never guessed: say whether two names are one person "
                         "or two people, and the season is computed again."))
        hint.setWordWrap(True)
        hint.setObjectName("muted")
        pairs.addWidget(hint, 1, 0, 1, 4)
        self.name_a = QComboBox()
        self.name_a.setEditable(True)
        self.name_b = QComboBox()
        self.name_b.setEditable(True)
        pairs.addWidget(label_for(tr("Name"), self.name_a), 2, 0)
        pairs.addWidget(self.name_a, 2, 1)
        pairs.addWidget(label_for(tr("and"), self.name_b), 2, 2)
        pairs.addWidget(self.name_b, 2, 3)
        self.same_button = QPushButton(tr("Same person"))
        self.same_button.clicked.connect(lambda: self.mark(True))
        self.different_button = QPushButton(tr("Different people"))
        self.different_button.clicked.connect(lambda: self.mark(False))
        pairs.addWidget(self.same_button, 3, 1)
        pairs.addWidget(self.different_button, 3, 3)
        self.names_message = FieldMessage()
        pairs.addWidget(self.names_message, 4, 0, 1, 4)
        column.addWidget(names, 2)
        return box

    def _right(self) -> QWidget:
        box = QWidget()
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 0, 0, 0)
        self.rules_label = QLabel()
        self.rules_label.setWordWrap(True)
        self.rules_label.setTextFormat(Qt.TextFormat.PlainText)
        column.addWidget(self.rules_label)
        self.model = SeasonTableModel()
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setAccessibleName(tr("Season table"))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        # The desk's column policy (numbers whole, names next): it measures the longest
        # texts only, so a season of hundreds of players is sized at once.
        fit_columns(self.table, [NUMBER, NAME, NAME, NUMBER, NUMBER, NUMBER, NUMBER])
        self.table.selectionModel().currentRowChanged.connect(
            lambda current, _old: self.show_history(current.row()))
        column.addWidget(self.table, 3)
        below = QHBoxLayout()
        self.history_model = SeasonHistoryModel()
        self.history = QTableView()
        self.history.setModel(self.history_model)
        self.history.setAccessibleName(tr("History"))
        self.history.verticalHeader().hide()
        fit_columns(self.history, [NAME, NUMBER, NUMBER, NUMBER, NUMBER])
        self.chart = RatingChart()
        below.addWidget(self.history, 3)
        below.addWidget(self.chart, 2)
        column.addLayout(below, 2)
        return box

    # --- one job at a time on the thread pool ---------------------------------------------
    def _run(self, job: Callable[[], Any], then: Callable[[Any], None],
             message: FieldMessage) -> bool:
        if self.busy:
            return False
        self.busy = True
        self.progress.show()
        self._update_buttons()

        def done(value: Any) -> None:
            if not shiboken6.isValid(self):
                return
            self._idle()
            then(value)

        def failed(exc: BaseException) -> None:
            if not shiboken6.isValid(self):
                return
            self._idle()
            problems = list(getattr(exc, "issues", ()))
            message.show_messages(_issues(problems) if problems else [str(exc)])
            self.refused.emit()

        run_in_pool(job, done, failed)
        return True

    def _idle(self) -> None:
        self.busy = False
        self.progress.hide()
        self._update_buttons()

    def _update_buttons(self) -> None:
        ready = not self.busy and self.season is not None
        for button in (self.add_file_button, self.add_server_button, self.apply_button,
                       self.same_button, self.different_button):
            button.setEnabled(ready)
        self.add_current_button.setEnabled(ready and bool(self.current))
        self.remove_button.setEnabled(ready and self.events.currentRow() >= 0)
        self.print_button.setEnabled(not self.busy and self.result is not None)

    # --- the season -----------------------------------------------------------------------
    def open_season(self) -> bool:
        from tournament.season import SeasonFile, compute_season

        path = self.path

        def job() -> tuple[Any, Any]:
            season = SeasonFile.load(path) if path.exists() else SeasonFile.create(path)
            if not path.exists():
                season.save()
            return season, compute_season(season)

        def opened(value: tuple[Any, Any]) -> None:
            self.season, result = value
            self._show(result)

        return self._run(job, opened, self.general)

    def _change(self, change: Callable[[Any], list[Issue]], message: FieldMessage,
                undo: Callable[[Any], None] | None = None) -> bool:
        """`change(season)` in memory; refused (problems): nothing written, the problems
        shown in `message`. Done: written, and the season computed again (`undo(season)`
        takes the change back when the computed season names a problem with it)."""
        from tournament.season import compute_season

        season = self.season
        message.clear_messages()

        def job() -> tuple[list[Issue], Any]:
            problems = change(season)
            if problems:
                return problems, None
            result = compute_season(season)
            if undo is not None:
                about = [p for p in result.problems if p.field in ("same", "different")]
                if about:
                    undo(season)
                    return about, None
            season.save()
            return [], result

        def done(value: tuple[list[Issue], Any]) -> None:
            problems, result = value
            if problems:
                message.show_messages(_issues(problems))
                self.refused.emit()
                return
            self._show(result)

        return self._run(job, done, message)

    def add_event(self, source: str | Path) -> bool:
        date = self.date_field.text().strip() or None
        return self._change(lambda s: s.add_event(str(source), date), self.events_message)

    def remove_event(self, source: str) -> bool:
        return self._change(lambda s: s.remove_event(source), self.events_message)

    def apply_scoring(self) -> bool:
        kind = str(self.scoring_box.currentData())
        n = self.n_box.value()
        text = kind if kind == "total" or (kind == "placement" and n == 0) else f"{kind}:{n}"
        least = self.min_box.value()
        return self._change(lambda s: s.set_scoring(text, least), self.scoring_message)

    def mark(self, same: bool) -> bool:
        """Say that the two names are one person (`same`) or two people."""
        a, b = self.name_a.currentText().strip(), self.name_b.currentText().strip()
        if not a or not b or a.casefold() == b.casefold():
            self.names_message.show_messages([tr("Give two different names.")])
            self.refused.emit()
            return False
        pairs = "same" if same else "different"

        def undo(season: Any) -> None:
            kept = getattr(season, pairs)
            if (a, b) in kept:
                kept.remove((a, b))

        return self._change(lambda s: s.add_pair(same, a, b), self.names_message, undo)

    # --- showing ------------------------------------------------------------------------
    def _show(self, result: Any) -> None:
        self.result = result
        season = self.season
        # An event that cannot be counted (its file gone, it fails its check now) is said
        # beside the events list, and listed there, marked, so it can be removed.
        problems = [p for p in result.problems if p.field not in ("same", "different")]
        about_events = [p for p in problems if p.field == "event"]
        self.general.show_messages(_issues([p for p in problems if p not in about_events]))
        self.events_message.show_messages(_issues(about_events))
        self.events.clear()
        counted = {row.source: row for row in result.events}
        self.numbers = {}  # (event, date) -> its number in the list (the chart's labels)
        for event in sorted(season.events, key=lambda e: e.date):
            row = counted.get(event.source)
            if row is not None:
                line = (tr("%1 · %2 · %3 players, %4 games").replace("%1", str(row.event))
                        .replace("%2", date_text(row.date)).replace("%3", str(row.players))
                        .replace("%4", str(row.games)))
            else:
                line = (tr("%1 · %2 · not counted (see below)").replace("%1", event.source)
                        .replace("%2", date_text(event.date)))
            number = str(self.events.count() + 1)
            self.events.addItem(f"{number}. {line}")
            item = self.events.item(self.events.count() - 1)
            item.setData(Qt.ItemDataRole.UserRole, event.source)
            item.setToolTip(item.text() + "\n" + event.source)  # whole, and where it is
            if row is None:
                item.setForeground(colour("danger"))
            else:
                self.numbers[(row.event, row.date)] = number
        kind, _, n = season.scoring.partition(":")
        self.scoring_box.setCurrentIndex(max(0, self.scoring_box.findData(kind)))
        self.n_box.setValue(int(n) if n else 0)
        self.min_box.setValue(season.min_events)
        self._scoring_fields()
        self.rules_label.setText(
            tr("Scoring: %1.").replace("%1", scoring_text(season.scoring, season.min_events))
            + "\n" + tr("Ties: %1.").replace("%1", tie_text(result.tie_break)))
        self.model.set_rows(result.players)
        self.conflicts.clear()
        if result.conflicts:
            self.conflicts.addItems([conflict_text(c) for c in result.conflicts])
        else:
            self.conflicts.addItem(tr("None: every name is one person."))
        names = sorted({p.player for p in result.players})
        for box in (self.name_a, self.name_b):
            text = box.currentText()
            box.clear()
            box.addItems(names)
            box.setEditText(text)
        self.history_model.set_rows([])
        self.chart.show_ratings("", [])
        self._update_buttons()
        self.computed.emit()

    def _scoring_fields(self) -> None:
        kind = self.scoring_box.currentData()
        self.n_box.setEnabled(kind != "total")
        self.n_box.setMinimum(0 if kind == "placement" else 1)

    def show_history(self, row: int) -> None:
        from tournament.season import player_history

        if self.result is None or not 0 <= row < self.model.rowCount():
            return
        player = self.model.index(row, 0).data(ROW_ROLE)
        history = player_history(self.result, player.player)
        rows = list(history.rows) if history is not None else []
        self.history_model.set_rows(rows)
        self.chart.show_ratings(player.player, [r.rating_after for r in rows],
                                [self.numbers.get((r.event, r.date), "?") for r in rows])

    def _conflict_chosen(self, row: int) -> None:
        """A conflict chosen: the two names (or EMA numbers) it is about, in the fields."""
        item = self.conflicts.item(row) if row >= 0 else None
        if item is None or self.result is None or not self.result.conflicts:
            return
        # The two names it is about (or, for one name under two EMA numbers, the numbers).
        names = [str(n) for n in self.result.conflicts[row].params.get("people", [])]
        if len(names) >= 2:
            self.name_a.setEditText(names[0])
            self.name_b.setEditText(names[1])

    # --- choosing -----------------------------------------------------------------------
    def _choose_file(self) -> None:
        path = files.choose_tournament_to_open(self)
        if path is not None:
            self.add_event(path)

    def _ask_url(self) -> None:
        url, ok = QInputDialog.getText(self, tr("Add from a server"),
                                       tr("The tournament's address (postgresql://…)"))
        if ok and url.strip():
            self.add_event(url.strip())

    def _remove_chosen(self) -> None:
        item = self.events.currentItem()
        if item is not None:
            self.remove_event(str(item.data(Qt.ItemDataRole.UserRole)))

    # --- printing -----------------------------------------------------------------------
    def document(self) -> Any:
        """The season table as a printable document (None before the first table)."""
        if self.result is None:
            return None
        return season_document(self.path, self.result, self.season.min_events)

    def print_preview(self) -> QDialog | None:
        from ui.dialogs.season_print import SeasonPrintDialog

        document = self.document()
        if document is None:
            return None
        dialog = SeasonPrintDialog(document, self)
        dialog.open()
        return dialog
