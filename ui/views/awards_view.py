"""Awards: the organiser picks the award categories, gives players their flags (newcomer,
woman...), and sees the winners; certificates are printed through the print preview and the
winners shown one by one on the projector.

The categories are the core's (`tournament.standings.awards`: a kind, a flag or a minimum, a tie
rule, the organiser's own title), stored in the tournament file in their order; the winners are
computed by the core from the standings after the last round and the statistics. Every change
is saved at once; a refusal (a flag name that is not one, an award listed twice) is shown
below the form and changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.service import Changes
from tournament.standings.awards import AwardCategory, AwardKind, AwardResult, Ties
from tournament.standings.stats import PlayerStats
from tournament.words.free_text import collation_key
from ui import icons
from ui.award_words import award_title, award_value, flag_word
from ui.issue_words import issue_text
from ui.operations import Op
from ui.operations import awards as award_ops
from ui.screen import Tabs
from ui.session import Session
from ui.style import SPACE
from ui.tasks import LatestWins
from ui.text import QT_TR_NOOP, number, tr
from ui.views.lazy import RefreshWhenShown
from ui.widgets.columns import NAME, Fit, Kind, fit_columns
from ui.widgets.field_message import FieldMessage
from ui.widgets.labels import label_for, page_heading
from ui.widgets.roles import organiser_only

if TYPE_CHECKING:
    # Names only: the service's facade is built on the storage layer, which the desk loads
    # when a tournament is opened, not when this module is imported.
    from tournament.service import Tournament

# The rosette drawn in ui/icons.py.
AWARD_ICON = "awards"

KIND_NAMES = {
    AwardKind.BEST_COUNTRY: QT_TR_NOOP("Best placed player of each country"),
    AwardKind.BEST_CLUB: QT_TR_NOOP("Best placed player of each club"),
    AwardKind.BEST_TEAM: QT_TR_NOOP("Best placed player of each team"),
    AwardKind.BEST_FLAG: QT_TR_NOOP("Best placed player with a flag"),
    AwardKind.MOST_WINS: QT_TR_NOOP("Most wins"),
    AwardKind.HIGHEST_HAND: QT_TR_NOOP("Highest hand"),
    AwardKind.MOST_YAKUMAN: QT_TR_NOOP("Most yakuman"),
    AwardKind.BEST_AVERAGE_PLACEMENT: QT_TR_NOOP("Best average placement"),
    AwardKind.IRON_DEFENCE: QT_TR_NOOP("Iron defence (lowest deal-in rate)"),
}
TIE_NAMES = {
    Ties.STANDINGS: QT_TR_NOOP("the better placed in the standings wins"),
    Ties.SHARE: QT_TR_NOOP("tied players share the award"),
}
SUGGESTED_FLAGS = ("newcomer", "woman", "junior", "senior")
# The core's award and flag problems in the desk's words (by `Issue.code`); others are worded
# by `ui.issue_words`.
PROBLEMS = {
    "duplicate_award": QT_TR_NOOP("This award is in the list already."),
    "bad_flag": QT_TR_NOOP("A flag is one word of letters, digits and _ (at most 32), "
                           "e.g. newcomer."),
    "bad_minimum": QT_TR_NOOP("The minimum is a whole number from 1."),
    "bad_title": QT_TR_NOOP("An award title is plain text of at most 80 characters."),
}


def problem_text(issue: Issue, on: bool | None = None, player: str = "") -> str:
    """A refusal of the awards page as the organiser reads it (`on`, `player`: the flag
    given or taken away, and to whom)."""
    if issue.code == IssueCode.NO_CHANGE and on is not None:
        return (tr("%1 has this flag already.") if on else
                tr("%1 does not have this flag.")).replace("%1", player)
    template = PROBLEMS.get(issue.code)
    return tr(template) if template is not None else issue_text(issue, [])


def category_text(c: AwardCategory) -> str:
    """A category as the list shows it: "Iron defence (lowest deal-in rate) · at least 40
    hands · tied players share the award"."""
    if c.kind is AwardKind.BEST_FLAG:
        parts = [tr("Best placed player with the flag “%1”").replace("%1", flag_word(c.flag))]
    else:
        parts = [tr(KIND_NAMES[c.kind])]
    if c.minimum is not None:
        parts.append((tr("at least %1 games") if c.kind is AwardKind.BEST_AVERAGE_PLACEMENT
                      else tr("at least %1 hands")).replace("%1", number(c.minimum)))
    if c.ties is Ties.SHARE:
        parts.append(tr(TIE_NAMES[c.ties]))
    if c.title:
        parts.append(tr("title: %1").replace("%1", c.title))
    return "  \u00b7  ".join(parts)


@dataclass(frozen=True, slots=True)
class AwardsData:
    categories: tuple[AwardCategory, ...]
    results: tuple[AwardResult, ...]
    players: tuple[tuple[int, str], ...]  # (id, name), by name
    flags: dict[int, frozenset[str]]
    known_flags: tuple[str, ...]
    stats: dict[int, PlayerStats]  # the statistics the awards were decided on, by player id


def award_results(t: Tournament) -> tuple[tuple[AwardResult, ...], dict[int, PlayerStats]]:
    """The winners of the stored awards after the last round, and the statistics they were
    decided on (to word what each was won with)."""
    stats = t.standings.statistics(t.rounds.current)
    return t.awards.winners(), {p.player_id: p for p in stats.players}


def awards_data(t: Tournament) -> AwardsData:
    players = tuple(sorted(((p.id, p.name) for p in t.players.all()),
                           key=lambda p: collation_key(p[1])))
    results, stats = award_results(t)
    return AwardsData(t.awards.categories(), results, players, t.awards.player_flags(),
                      t.awards.known_flags(), stats)


def _card(title: str) -> tuple[QFrame, QVBoxLayout]:
    frame = QFrame()
    frame.setObjectName("card")
    layout = QVBoxLayout(frame)
    layout.setContentsMargins(2 * SPACE, 2 * SPACE, 2 * SPACE, 2 * SPACE)
    layout.setSpacing(SPACE)
    heading = QLabel(title)
    heading.setObjectName("sectionTitle")
    layout.addWidget(heading)
    return frame, layout


def _table(headers: list[str]) -> QTableWidget:
    table = QTableWidget(0, len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.verticalHeader().hide()
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setAlternatingRowColors(True)
    # Names whole first, the award's title and the flags cut first (ui.widgets.columns).
    fit_columns(table, lambda c: NAME if c in (1, 2) or len(headers) == 2 and c == 0
                else Fit(Kind.TEXT, 10))
    return table


class AwardsView(RefreshWhenShown):
    updated = Signal()  # new data is on screen
    certificates_requested = Signal()  # "Print certificates…": the window opens the preview
    projector_requested = Signal()  # "Show on the projector"

    def __init__(self, session: Session, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("AwardsView")
        self.session = session
        self.data: AwardsData | None = None
        self.last_op: Op | None = None
        self.reads = LatestWins()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(3 * SPACE, 3 * SPACE, 3 * SPACE, 3 * SPACE)
        layout.setSpacing(SPACE + SPACE // 2)
        top, self.subtitle = page_heading(tr("Awards"))
        self.print_button = QPushButton(icons.icon("print"), tr("Print certificates\u2026"))
        self.print_button.setToolTip(tr("One page for each winner of each award, A4 or "
                                        "US Letter, in the print preview"))
        self.print_button.clicked.connect(self.certificates_requested)
        self.projector_button = QPushButton(icons.icon("projector"),
                                            tr("Show on the projector"))
        self.projector_button.setToolTip(tr("The winners one by one on the projector; the "
                                            "next award at each key press"))
        self.projector_button.clicked.connect(self.projector_requested)
        top.addWidget(self.print_button)
        top.addWidget(self.projector_button)
        layout.addLayout(top)

        columns = QSplitter(Qt.Orientation.Horizontal)
        columns.setChildrenCollapsible(False)
        self.left_tabs = Tabs()  # its least height for a width (ui.screen)
        self.left_tabs.addTab(self._build_categories(), tr("Award categories"))
        self.left_tabs.addTab(self._build_flags(), tr("Player flags"))
        # A referee station sees the awards and prints them; the organiser gives them.
        organiser_only(session, self.add_button, self.remove_button, self.up_button,
                       self.down_button, self.give_button, self.take_button)
        columns.addWidget(self.left_tabs)
        winners, winners_layout = _card(tr("Winners"))
        self.winners = _table([tr("Award"), tr("Winner"), tr("Place"), tr("With")])
        self.winners.setAccessibleName(tr("Winners"))
        winners_layout.addWidget(self.winners, 1)
        columns.addWidget(winners)
        columns.setStretchFactor(0, 4)
        columns.setStretchFactor(1, 7)
        columns.setSizes([400, 700])  # the winners get most of a small screen
        layout.addWidget(columns, 1)
        session.changed.connect(self._changed)
        self._kind_changed()
        self._stale = True  # read when first shown (RefreshWhenShown)

    # --- building -----------------------------------------------------------------------
    def _build_categories(self) -> QFrame:
        frame, layout = _card(tr("The awards, in the order they are given"))
        self.categories = QListWidget()
        self.categories.setAccessibleName(tr("The awards, in the order they are given"))
        self.categories.setAlternatingRowColors(True)
        self.categories.setWordWrap(True)
        self.categories.setMinimumHeight(120)
        layout.addWidget(self.categories, 1)
        moves = QHBoxLayout()
        self.up_button = QPushButton(tr("Move up"))
        self.down_button = QPushButton(tr("Move down"))
        self.remove_button = QPushButton(tr("Remove"))
        for button in (self.up_button, self.down_button, self.remove_button):
            button.setAutoDefault(False)
            moves.addWidget(button)
        moves.addStretch(1)
        layout.addLayout(moves)
        form = QGridLayout()
        form.setVerticalSpacing(SPACE // 2)
        form.setHorizontalSpacing(SPACE)
        self.kind = QComboBox()
        for kind in AwardKind:
            self.kind.addItem(tr(KIND_NAMES[kind]), kind.value)
        self.flag = QComboBox()
        self.flag.setEditable(True)
        self.flag.setMinimumContentsLength(14)
        self.minimum = QSpinBox()
        self.minimum.setRange(0, 100_000)
        self.minimum.setSpecialValueText(tr("default"))
        self.ties = QComboBox()
        for rule in Ties:
            self.ties.addItem(tr(TIE_NAMES[rule]), rule.value)
        self.award_title = QLineEdit()
        self.award_title.setPlaceholderText(tr("the default title"))
        self.award_title.setMaxLength(80)
        # Narrow boxes (their lists open wide): the winners get the room on a small screen.
        for combo in (self.kind, self.ties, self.flag):
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(10)
            combo.view().setMinimumWidth(combo.view().sizeHintForColumn(0) + 24)
        form.addWidget(label_for(tr("Award"), self.kind), 0, 0)
        form.addWidget(self.kind, 0, 1, 1, 3)
        form.addWidget(label_for(tr("Flag"), self.flag), 1, 0)
        form.addWidget(self.flag, 1, 1)
        form.addWidget(label_for(tr("Minimum"), self.minimum), 1, 2)
        form.addWidget(self.minimum, 1, 3)
        form.addWidget(label_for(tr("Ties"), self.ties), 2, 0)
        form.addWidget(self.ties, 2, 1, 1, 3)
        form.addWidget(label_for(tr("Title"), self.award_title), 3, 0)
        form.addWidget(self.award_title, 3, 1, 1, 3)
        form.setColumnStretch(1, 2)
        form.setColumnStretch(3, 1)
        layout.addLayout(form)
        add_row = QHBoxLayout()
        self.add_button = QPushButton(icons.icon("add"), tr("Add the award"))
        add_row.addWidget(self.add_button)
        add_row.addStretch(1)
        layout.addLayout(add_row)
        self.category_message = FieldMessage()
        layout.addWidget(self.category_message)
        self.kind.currentIndexChanged.connect(lambda _i: self._kind_changed())
        self.add_button.clicked.connect(self.add_category)
        self.remove_button.clicked.connect(self.remove_category)
        self.up_button.clicked.connect(lambda: self.move_category(-1))
        self.down_button.clicked.connect(lambda: self.move_category(1))
        return frame

    def _build_flags(self) -> QFrame:
        frame, layout = _card(tr("Who can win a \u201cbest placed\u201d award"))
        note = QLabel(tr("Select players, then give or take away a flag: newcomer, woman, "
                         "junior\u2026"))
        note.setObjectName("muted")
        note.setWordWrap(True)
        layout.addWidget(note)
        self.players = _table([tr("Player"), tr("Flags")])
        self.players.setAccessibleName(tr("Players and their flags"))
        self.players.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.players.setMinimumHeight(150)
        layout.addWidget(self.players, 1)
        row = QHBoxLayout()
        self.player_flag = QComboBox()
        self.player_flag.setEditable(True)
        self.player_flag.setMinimumContentsLength(12)
        self.player_flag.setAccessibleName(tr("Flag"))
        self.give_button = QPushButton(tr("Give"))
        self.give_button.setToolTip(tr("Give the flag to the players selected"))
        self.take_button = QPushButton(tr("Take away"))
        self.take_button.setToolTip(tr("Take the flag away from the players selected"))
        row.addWidget(self.player_flag, 1)
        row.addWidget(self.give_button)
        row.addWidget(self.take_button)
        layout.addLayout(row)
        self.flag_message = FieldMessage()
        layout.addWidget(self.flag_message)
        self.give_button.clicked.connect(lambda: self.set_flag(True))
        self.take_button.clicked.connect(lambda: self.set_flag(False))
        return frame

    def _kind_changed(self) -> None:
        kind = AwardKind(self.kind.currentData())
        self.flag.setEnabled(kind is AwardKind.BEST_FLAG)
        self.minimum.setEnabled(kind.takes_minimum)
        self.minimum.setToolTip(
            tr("Finished games a player needs; default: as many as anyone played")
            if kind is AwardKind.BEST_AVERAGE_PLACEMENT else
            tr("Hands a player needs; default: half the most anyone played")
            if kind is AwardKind.IRON_DEFENCE else "")
        self.ties.setEnabled(not kind.by_place)

    # --- data ---------------------------------------------------------------------------
    def refresh(self) -> None:
        if self.reads.start():
            self.session.read(awards_data, self._show, self._failed)

    def _failed(self, exc: BaseException) -> None:
        self.reads.failed()
        self.session.worker.failed.emit(exc)

    def _changed(self, changes: Changes, _initiator: object = None) -> None:
        if changes.awards or changes.players or changes.standings or changes.tables \
                or changes.rounds or changes.penalties:
            self.refresh_soon()

    def _show(self, data: AwardsData) -> None:
        again = self.reads.done()
        self.data = data
        row = self.categories.currentRow()
        self.categories.clear()
        for c in data.categories:
            item = QListWidgetItem(category_text(c))
            item.setToolTip(c.spec)
            self.categories.addItem(item)
        if data.categories:
            self.categories.setCurrentRow(min(max(row, 0), len(data.categories) - 1))
        flags = sorted(set(data.known_flags) | set(SUGGESTED_FLAGS))
        for combo in (self.flag, self.player_flag):
            text = combo.currentText()
            combo.clear()
            combo.addItems(flags)
            combo.setCurrentText(text or "newcomer")
        selected = {i.row() for i in self.players.selectionModel().selectedRows()}
        self.players.setRowCount(len(data.players))
        for i, (pid, name) in enumerate(data.players):
            cell = QTableWidgetItem(name)
            cell.setData(Qt.ItemDataRole.UserRole, pid)
            self.players.setItem(i, 0, cell)
            self.players.setItem(i, 1, QTableWidgetItem(", ".join(
                flag_word(f) for f in sorted(data.flags.get(pid, frozenset())))))
        for i in selected:
            if i < len(data.players):
                self.players.selectRow(i)
        self._show_winners(data.results, data.stats)
        given = sum(len(a.winners) for a in data.results)
        self.subtitle.setText(tr("%1 awards chosen, %2 certificates").replace(
            "%1", number(len(data.categories))).replace("%2", number(given)))
        self.print_button.setEnabled(given > 0)
        self.projector_button.setEnabled(bool(data.results))
        if again:
            self.refresh()
        self.updated.emit()

    def _show_winners(self, results: tuple[AwardResult, ...],
                      stats: dict[int, PlayerStats]) -> None:
        self.winners.setRowCount(len(results))
        for i, a in enumerate(results):
            names = ", ".join(w.player for w in a.winners) or tr("no winner")
            places = ", ".join(w.place for w in a.winners)
            cells = (award_title(a), names, places, award_value(a, stats))
            for column, text in enumerate(cells):
                self.winners.setItem(i, column, QTableWidgetItem(text))
        self.winners.resizeRowsToContents()

    def winner_rows(self) -> list[tuple[str, str, str, str]]:
        """What the winners table shows (tests)."""
        def cell(r: int, c: int) -> str:
            item = self.winners.item(r, c)
            return item.text() if item is not None else ""

        return [(cell(r, 0), cell(r, 1), cell(r, 2), cell(r, 3))
                for r in range(self.winners.rowCount())]

    # --- changes ------------------------------------------------------------------------
    def chosen_category(self) -> dict[str, object]:
        """The form as the core's category object (`category_from_dict`)."""
        kind = AwardKind(self.kind.currentData())
        return {"kind": kind.value,
                "flag": self.flag.currentText().strip() if kind is AwardKind.BEST_FLAG else "",
                "minimum": self.minimum.value() or None if kind.takes_minimum else None,
                "ties": self.ties.currentData() if not kind.by_place else Ties.STANDINGS.value,
                "title": self.award_title.text().strip()}

    def _save(self, edit: Callable[[tuple[AwardCategory, ...]],
                                   list[AwardCategory | dict[str, object]]]) -> Op:
        self.category_message.clear_messages()
        op = award_ops.edit_award_categories(self.session, edit, initiator=self)
        self.last_op = op
        op.then(self._saved)
        return op

    def _saved(self, op: Op) -> None:
        if op.issues:
            self.category_message.show_messages([problem_text(i) for i in op.issues])
        else:
            self.award_title.clear()

    def add_category(self) -> Op:
        """Add the form's award at the end of the list."""
        chosen = self.chosen_category()
        op = self._save(lambda current: [*current, chosen])
        op.then(lambda done: self.categories.setCurrentRow(self.categories.count() - 1)
                if done.ok else None)
        return op

    def _selected_spec(self) -> str | None:
        row = self.categories.currentRow()
        if self.data is None or not 0 <= row < len(self.data.categories):
            return None
        return self.data.categories[row].spec

    def remove_category(self) -> Op | None:
        spec = self._selected_spec()
        if spec is None:
            return None
        return self._save(lambda current: [c for c in current if c.spec != spec])

    def move_category(self, step: int) -> Op | None:
        """Move the selected award up (-1) or down (1) the list."""
        spec = self._selected_spec()
        if spec is None:
            return None

        def moved(current: tuple[AwardCategory, ...]) -> list[AwardCategory | dict[str, object]]:
            out: list[AwardCategory | dict[str, object]] = list(current)
            at = next((i for i, c in enumerate(current) if c.spec == spec), None)
            if at is not None and 0 <= at + step < len(out):
                out[at], out[at + step] = out[at + step], out[at]
            return out

        row = self.categories.currentRow() + step
        op = self._save(moved)
        op.then(lambda done: self.categories.setCurrentRow(row) if done.ok else None)
        return op

    def selected_players(self) -> list[int]:
        out = []
        for index in self.players.selectionModel().selectedRows():
            item = self.players.item(index.row(), 0)
            if item is not None:
                out.append(int(item.data(Qt.ItemDataRole.UserRole)))
        return out

    def set_flag(self, on: bool) -> list[Op]:
        """Give (take away) the flag in the box to (from) every player selected."""
        self.flag_message.clear_messages()
        players = self.selected_players()
        if not players:
            self.flag_message.show_messages([tr("Select players in the list first")])
            return []
        flag = self.player_flag.currentText()
        ops = []
        problems: list[str] = []

        names = dict(self.data.players) if self.data is not None else {}

        def finished(name: str) -> Callable[[Op], None]:
            def shown(op: Op) -> None:
                problems.extend(problem_text(i, on, name) for i in op.issues)
                if problems:
                    self.flag_message.show_messages(list(dict.fromkeys(problems)))

            return shown

        for pid in players:
            op = award_ops.set_player_flag(self.session, pid, flag, on, initiator=self)
            op.then(finished(names.get(pid, "")))
            ops.append(op)
        if ops:
            self.last_op = ops[-1]
        return ops

