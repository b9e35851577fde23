"""Start the final stage: after the qualifying rounds, the top 4, 8 or 16 play a final
(`tournament.standings.final_stage`).

The organiser picks the size, what the qualifying points become (kept, halved, reset to zero),
how the first final round is seated (by rank in a snake, 1-4-5-8; the top table, 1-2-3-4; or
their own: start from the snake and swap two players at a time) and how many final rounds.
The seating is previewed as the core would store it (names with their qualifying places);
every problem the core sees (a game of the qualifying rounds still open, a tie across the
cut, a finalist who dropped out) is shown and nothing is started. "Start final" is one
transaction: the final is stored and its first round seated.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from tournament.model import Issue, Wind
from tournament.service.values import FinalPlan
from tournament.standings.final_stage import Carry, FinalSeating
from ui import screen
from ui.clock_final_words import problem_text
from ui.operations import Op, refusal
from ui.operations import final as final_ops
from ui.session import Session
from ui.style import SPACE
from ui.text import isolate, number, signed, tr, wind_name

if TYPE_CHECKING:
    # Names only: the service's facade is built on the storage layer, which the desk loads
    # when a tournament is opened, not when this module is imported.
    from tournament.service import Tournament

SIZES = (4, 8, 16)


@dataclass(frozen=True, slots=True)
class Seed:
    """A finalist as the preview shows them."""

    player_id: int
    name: str
    place: int
    points: float


@dataclass(frozen=True, slots=True)
class Preview:
    plan: FinalPlan
    seeds: dict[int, Seed]


def read_preview(t: Tournament, size: int, carry: str, seating: str, rounds: int,
                 tables: list[list[int]] | None,
                 finalists: list[int] | None = None) -> Preview:
    """On the worker: the final as it would start, with the finalists' qualifying places."""
    plan = t.final.preview(size, carry, seating, rounds=rounds, tables=tables,
                           finalists=finalists)
    unit = t.rules.points_unit
    rows = t.standings.get(plan.stage.after_round).rows
    seeds = {r.player_id: Seed(r.player_id, r.name, r.place or 0, r.points / unit)
             for r in rows if r.player_id in set(plan.stage.finalists)}
    return Preview(plan, seeds)


def read_ranked(t: Tournament) -> list[Seed]:
    """On the worker: the ranked players after the last seated round (the candidates when
    the organiser names the finalists), best first."""
    last = t.rounds.current
    if last is None:
        return []
    unit = t.rules.points_unit
    return [Seed(r.player_id, r.name, r.place or 0, r.points / unit)
            for r in t.standings.get(last).rows]


class FinalDialog(QDialog):
    """The final's settings, the preview of its first round, "Start final"."""

    def __init__(self, session: Session, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("FinalDialog")
        self.setWindowTitle(tr("Start the final"))
        self.session = session
        self.preview: Preview | None = None
        self.tables: list[list[int]] = []  # the seating shown (manual: as swapped)
        self.started: Op | None = None
        self._asked = 0
        layout, outer = screen.scrolled_body(self)  # scrolls on a short screen (150 %)
        layout.setSpacing(SPACE + SPACE // 2)
        intro = QLabel(tr("After the qualifying rounds, the best players play on in a final, "
                          "seated by their rank. Everyone else keeps their place."))
        intro.setWordWrap(True)
        intro.setObjectName("muted")
        layout.addWidget(intro)

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.size_box = QComboBox()
        for size in SIZES:
            self.size_box.addItem(tr("Top %1").replace("%1", str(size)), size)
        self.size_box.setCurrentIndex(1)
        form.addRow(tr("Finalists"), self.size_box)
        self.carry_group = QButtonGroup(self)
        carry_row = QHBoxLayout()
        self.carry_buttons: dict[Carry, QRadioButton] = {}
        for carry, text in ((Carry.KEPT, tr("kept")), (Carry.HALVED, tr("halved")),
                            (Carry.RESET, tr("reset to zero"))):
            button = QRadioButton(text)
            self.carry_group.addButton(button)
            self.carry_buttons[carry] = button
            carry_row.addWidget(button)
        carry_row.addStretch(1)
        self.carry_buttons[Carry.KEPT].setChecked(True)
        form.addRow(tr("Qualifying points"), carry_row)
        self.seating_group = QButtonGroup(self)
        seating_row = QHBoxLayout()
        self.seating_buttons: dict[FinalSeating, QRadioButton] = {}
        for method, text, tip in (
                (FinalSeating.SNAKE, tr("snake (1-4-5-8)"),
                 tr("Each table gets one player of each quarter of the field")),
                (FinalSeating.BLOCKS, tr("top table (1-2-3-4)"),
                 tr("The best four at table 1, the next four at table 2...")),
                (FinalSeating.MANUAL, tr("my own"),
                 tr("Start from the snake and swap two players at a time"))):
            button = QRadioButton(text)
            button.setToolTip(tip)
            self.seating_group.addButton(button)
            self.seating_buttons[method] = button
            seating_row.addWidget(button)
        seating_row.addStretch(1)
        self.seating_buttons[FinalSeating.SNAKE].setChecked(True)
        form.addRow(tr("Seating by rank"), seating_row)
        self.rounds = QSpinBox()
        self.rounds.setRange(1, 10)
        self.rounds.setToolTip(tr("Later final rounds are seated by the final standings"))
        form.addRow(tr("Final rounds"), self.rounds)
        layout.addLayout(form)
        # A tie across the cut, or a drop-out in the top places: the organiser names them.
        self.name_finalists = QCheckBox(tr("Choose the finalists myself"))
        self.name_finalists.setToolTip(tr("For a tie across the cut or a player of the top "
                                          "places who dropped out"))
        self.name_finalists.toggled.connect(self._naming_toggled)
        layout.addWidget(self.name_finalists)
        self.candidates = QListWidget()
        self.candidates.setMaximumHeight(150)
        # A long name is cut in its middle: the place and the points stay in sight.
        self.candidates.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.candidates.hide()
        self.candidates.itemChanged.connect(lambda _i: self._candidates_changed())
        layout.addWidget(self.candidates)

        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.summary)
        self.table = QTableWidget(0, 4)
        self.table.setHorizontalHeaderLabels([wind_name(Wind(i)) for i in range(4)])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.MultiSelection)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.table.setAccessibleName(tr("The final's first round"))
        self.table.setCornerButtonEnabled(False)  # a table number per row: nothing to select
        for corner in self.table.findChildren(QAbstractButton):
            corner.setAccessibleName(tr("Select every seat"))
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        # Two lines a seat, the name and the points under it: a long name ends in "…" on its
        # line instead of wrapping and pushing the points out of the row.
        self.table.setWordWrap(False)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.verticalHeader().setDefaultSectionSize(
            2 * self.table.fontMetrics().lineSpacing() + 3 * SPACE)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        layout.addWidget(self.table, 1)
        swap_row = QHBoxLayout()
        self.swap_button = QPushButton(tr("Swap the two selected players"))
        self.swap_button.clicked.connect(self.swap_selected)
        swap_row.addStretch(1)
        swap_row.addWidget(self.swap_button)
        layout.addLayout(swap_row)
        self.problems = QLabel()
        self.problems.setObjectName("generalError")
        self.problems.setTextFormat(Qt.TextFormat.PlainText)
        self.problems.setWordWrap(True)
        self.problems.hide()
        layout.addWidget(self.problems)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = buttons.addButton(tr("Start final"),
                                           QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.rejected.connect(self.reject)
        self.ok_button.clicked.connect(self.submit)
        outer.addWidget(buttons)

        self.size_box.currentIndexChanged.connect(lambda _i: self.ask_preview())
        self.carry_group.buttonClicked.connect(lambda _b: self.ask_preview())
        self.seating_group.buttonClicked.connect(lambda _b: self._seating_changed())
        self.rounds.valueChanged.connect(lambda _v: self.ask_preview())
        screen.share_of_screen(self, 0.7, 0.88, minimum=QSize(640, 420))
        self.ask_preview()

    # --- what is chosen ----------------------------------------------------------------
    def chosen_size(self) -> int:
        return int(self.size_box.currentData())

    def chosen_carry(self) -> Carry:
        return next(c for c, b in self.carry_buttons.items() if b.isChecked())

    def chosen_seating(self) -> FinalSeating:
        return next(m for m, b in self.seating_buttons.items() if b.isChecked())

    def _seating_changed(self) -> None:
        if self.chosen_seating() is FinalSeating.MANUAL and self.tables:
            self._update_buttons()  # keep the tables shown: the organiser swaps from there
            self._show_summary()
        else:
            self.ask_preview()

    # --- the preview ---------------------------------------------------------------------
    def ask_preview(self) -> None:
        self._asked += 1
        asked = self._asked
        size, carry, rounds = self.chosen_size(), self.chosen_carry().value, self.rounds.value()
        method = self.chosen_seating()
        named = self.named_finalists()
        # The organiser's own seating starts from the snake.
        seating = FinalSeating.SNAKE.value if method is FinalSeating.MANUAL else method.value

        def done(preview: Preview) -> None:
            if asked == self._asked and shiboken6.isValid(self):
                self.show_preview(preview)

        def failed(exc: BaseException) -> None:
            if asked == self._asked and shiboken6.isValid(self):
                self.show_preview(None, list(refusal(exc, self.session)))

        self.session.read(lambda t: read_preview(t, size, carry, seating, rounds, None,
                                                 named), done, failed)

    # --- naming the finalists ------------------------------------------------------------
    def named_finalists(self) -> list[int] | None:
        """The players ticked (None: the qualifying top N, the default)."""
        if not self.name_finalists.isChecked():
            return None
        return [int(item.data(Qt.ItemDataRole.UserRole))
                for item in (self.candidates.item(i) for i in range(self.candidates.count()))
                if item is not None and item.checkState() == Qt.CheckState.Checked]

    def _naming_toggled(self, on: bool) -> None:
        self.candidates.setVisible(on)
        if on and not self.candidates.count():
            self.session.read(read_ranked, self._got_ranked)
        else:
            self.ask_preview()

    def _got_ranked(self, ranked: list[Seed]) -> None:
        if not shiboken6.isValid(self):
            return
        self.candidates.blockSignals(True)
        size = self.chosen_size()
        for seed in ranked:
            item = QListWidgetItem(f"{number(seed.place)}. {isolate(seed.name)} "
                                   f"({signed(seed.points)})")
            item.setData(Qt.ItemDataRole.UserRole, seed.player_id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if seed.place <= size
                               else Qt.CheckState.Unchecked)
            self.candidates.addItem(item)
        self.candidates.blockSignals(False)
        self.ask_preview()

    def _candidates_changed(self) -> None:
        self.ask_preview()


    def show_preview(self, preview: Preview | None, issues: list[Issue] | None = None) -> None:
        self.preview = preview
        self.tables = [list(t) for t in preview.plan.tables] if preview is not None else []
        self.show_problems(issues or [])
        self._fill()
        self._show_summary()

    def _show_summary(self) -> None:
        preview = self.preview
        if preview is None:
            self.summary.setText("")
            return
        stage = preview.plan.stage
        carry = {Carry.KEPT: tr("Their qualifying points are kept."),
                 Carry.HALVED: tr("Their qualifying points are halved."),
                 Carry.RESET: tr("Everyone starts the final from zero.")}[self.chosen_carry()]
        rounds = stage.rounds
        text = (tr("The top %1 after round %2 play round %3").replace("%1", str(stage.size))
                .replace("%2", str(stage.after_round)).replace("%3", str(stage.first_round)))
        if rounds > 1:
            text = (tr("The top %1 after round %2 play rounds %3 to %4")
                    .replace("%1", str(stage.size)).replace("%2", str(stage.after_round))
                    .replace("%3", str(stage.first_round)).replace("%4", str(stage.last_round)))
        self.summary.setText(text + ". " + carry)

    def seed_text(self, pid: int) -> str:
        """"3. Chiara" and under it "+45.0 → +22.5": place, name, the points carried into
        the final."""
        assert self.preview is not None
        seed = self.preview.seeds.get(pid)
        if seed is None:
            return str(pid)
        factor = float(self.chosen_carry().factor)
        carried = seed.points * factor
        # Halving 13.5 gives 6.75: two decimals then, never a rounded carry-over.
        places = 2 if abs(carried * 10 - round(carried * 10)) > 1e-9 else 1
        points = signed(seed.points) if factor == 1 else \
            f"{signed(seed.points)} \u2192 {signed(carried, places)}"
        return f"{number(seed.place)}. {isolate(seed.name)}\n{points}"

    def _fill(self) -> None:
        self.table.clearSelection()
        self.table.setRowCount(len(self.tables))
        self.table.setVerticalHeaderLabels([tr("Table %1").replace("%1", str(i + 1))
                                            for i in range(len(self.tables))])
        for row, table in enumerate(self.tables):
            for column, pid in enumerate(table):
                item = QTableWidgetItem(self.seed_text(pid))
                item.setToolTip(item.text())
                item.setData(Qt.ItemDataRole.UserRole, pid)
                self.table.setItem(row, column, item)
        self._update_buttons()

    def _update_buttons(self) -> None:
        manual = self.chosen_seating() is FinalSeating.MANUAL
        self.swap_button.setVisible(manual)
        self.swap_button.setEnabled(manual and len(self.table.selectedItems()) == 2)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.MultiSelection if manual
                                    else QAbstractItemView.SelectionMode.NoSelection)
        self.ok_button.setEnabled(self.preview is not None and self.started is None)

    def select_seat(self, table: int, seat: int) -> None:
        """Select the player at `table` (1-based) and `seat` (0 = East), as a click does."""
        item = self.table.item(table - 1, seat)
        assert item is not None
        item.setSelected(True)

    def swap_selected(self) -> None:
        items = self.table.selectedItems()
        if len(items) != 2 or self.chosen_seating() is not FinalSeating.MANUAL:
            return
        (ra, ca), (rb, cb) = [(i.row(), i.column()) for i in items]
        self.tables[ra][ca], self.tables[rb][cb] = self.tables[rb][cb], self.tables[ra][ca]
        self._fill()

    def show_problems(self, issues: list[Issue]) -> None:
        self.problems.setText("\n".join(problem_text(i) for i in issues))
        self.problems.setVisible(bool(issues))

    # --- starting ------------------------------------------------------------------------
    def submit(self) -> Op | None:
        if self.preview is None or self.started is not None:
            return None
        method = self.chosen_seating()
        tables = self.tables if method is FinalSeating.MANUAL else None
        op = final_ops.start_final(self.session, self.chosen_size(), self.chosen_carry().value,
                                   method.value, self.rounds.value(), tables, self,
                                   finalists=self.named_finalists())
        self.started = op
        self._update_buttons()

        def finished(done: Op) -> None:
            if not shiboken6.isValid(self):
                return
            self.started = None
            if done.issues:
                self.show_problems(list(done.issues))
                self._update_buttons()
            else:
                self.accept()

        op.then(finished)
        return op
