"""The table view, the referee's main screen for one table.

Top: the round and hand ("South 2, 1 honba"), the riichi sticks and honba on the table, undo
and redo, and "time is up". Then the four players with their seat winds and scores, the
outcome buttons (each with a one-key shortcut), and the hand log with Edit and Void.

Everything shown is read from the `TableController` after each change it reports, so the
screen always shows the core's fold of the table's log; the view keeps no totals of its own.
The dialogs' changes are operations on the database worker: a dialog stays open, OK
disabled, until its change is saved or refused (the dialogs: `ui.views.table_dialogs`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import shiboken6
from PySide6.QtCore import QEvent, QItemSelectionModel, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tournament.games.hand_log import LogKind, LogLine
from tournament.model import Outcome
from tournament.scoring import display_points, final_result
from ui import resources, screen
from ui.models.hand_log_model import HandLogRow, HandLogTableModel, hand_log_rows
from ui.operations import when_done
from ui.style import SPACE, font
from ui.table_controller import TableController
from ui.text import (
    QT_TR_NOOP,
    count,
    end_reason,
    hand_summary,
    outcome_name,
    place,
    round_title,
    signed,
    tr,
)
from ui.views.table_dialogs import TableDialogs
from ui.widgets.columns import NAME, NUMBER, Fit, Kind, fit_columns, keep_rows
from ui.widgets.counters import CounterIndicator
from ui.widgets.labels import ElidedLabel, PlainLabel
from ui.widgets.seat_panel import SeatPanel

# Outcome buttons: (outcome, icon, label, shortcut key).
OUTCOME_BUTTONS = (
    (Outcome.RON, "ron", QT_TR_NOOP("Ron"), "R"),
    (Outcome.TSUMO, "tsumo", QT_TR_NOOP("Tsumo"), "T"),
    (Outcome.EXHAUSTIVE_DRAW, "draw", QT_TR_NOOP("Draw"), "D"),
    (Outcome.ABORTIVE_DRAW, "abortive", QT_TR_NOOP("Abortive"), "A"),
    (Outcome.NAGASHI_MANGAN, "nagashi", QT_TR_NOOP("Nagashi"), "N"),
    (Outcome.CHOMBO, "chombo", QT_TR_NOOP("Chombo"), "C"),
)


def change_text(line: LogLine, players: Sequence[str]) -> str:
    """What an undo or redo acts on: "hand 6 (Ron: Tomasz from Jiří 3 han 40 fu)", "the
    correction of hand 4 (...)", "the void of hand 2", "the paper totals"."""
    entry = line.entry
    if entry.kind is LogKind.TOTALS:
        return tr("the paper totals")
    if entry.kind is LogKind.VOID:
        number = (entry.target or 0) + 1
        return tr("the void of hand %1").replace("%1", str(number))
    number = (line.position if line.position is not None else entry.target or 0) + 1
    summary = hand_summary(line.record, players) if line.record is not None else ""
    text = tr("the correction of hand %1 (%2)") if entry.kind is LogKind.AMEND else \
        tr("hand %1 (%2)")
    return text.replace("%1", str(number)).replace("%2", summary)


class TableView(TableDialogs):
    def __init__(self, controller: TableController, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("TableView")
        self.controller = controller
        self.dialog: QDialog | None = None  # the dialog open on this table, if any
        self._build()
        self._unsubscribe: Callable[[], None] = controller.subscribe(self.refresh)
        self.destroyed.connect(lambda *_: self._unsubscribe())
        self.refresh()

    # --- building --------------------------------------------------------------------------
    def _build(self) -> None:
        layout = QVBoxLayout(self)
        layout.setContentsMargins(3 * SPACE, 3 * SPACE, 3 * SPACE, 3 * SPACE)
        layout.setSpacing(2 * SPACE)

        top = QHBoxLayout()
        self._top_row = top
        top.setSpacing(3 * SPACE)
        titles = QVBoxLayout()
        titles.setSpacing(2)
        self.round_label = QLabel()
        self.round_label.setFont(font(2.0, bold=True))
        self.subtitle_label = PlainLabel()
        self.subtitle_label.setObjectName("muted")
        titles.addWidget(self.round_label)
        titles.addWidget(self.subtitle_label)
        top.addLayout(titles)
        counters = QVBoxLayout()
        counters.setSpacing(SPACE // 2)
        self.sticks = CounterIndicator("riichi")
        self.honba = CounterIndicator("honba")
        counters.addWidget(self.sticks)
        counters.addWidget(self.honba)
        top.addLayout(counters)
        top.addStretch(1)
        self.time_button = self._tool_button("time", tr("Time is up"),
                                             tr("Mark the hand being played as the last one"))
        self.time_button.clicked.connect(self.mark_time_up)
        self.undo_button = self._tool_button("undo", tr("Undo"), tr("Undo (Ctrl+Z)"))
        self.undo_button.clicked.connect(self.undo)
        self.redo_button = self._tool_button("redo", tr("Redo"), tr("Redo (Ctrl+Shift+Z)"))
        self.redo_button.clicked.connect(self.redo)
        for button in (self.time_button, self.undo_button, self.redo_button):
            top.addWidget(button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(top)

        self.banner = PlainLabel()
        self.banner.setObjectName("banner")
        self.banner.setWordWrap(True)
        layout.addWidget(self.banner)

        seats = QHBoxLayout()
        seats.setSpacing(3 * SPACE // 2)
        self.seat_panels = [SeatPanel() for _ in range(4)]
        for panel in self.seat_panels:
            seats.addWidget(panel, 1)
        layout.addLayout(seats)

        actions = QHBoxLayout()
        actions.setSpacing(SPACE)
        self.outcome_buttons: dict[Outcome, QPushButton] = {}
        self.shortcuts: dict[str, QShortcut] = {}
        offered_outcomes = self.controller.rules().outcomes()
        for outcome, icon, label, key in OUTCOME_BUTTONS:
            button = QPushButton(resources.icon(icon), f"{tr(label)}  ({key})")
            button.setObjectName("outcomeButton")
            button.setIconSize(QSize(22, 22))
            button.setProperty("full_text", button.text())
            button.setProperty("name_text", tr(label))
            button.setAccessibleName(tr(label))
            screen.shrinkable(button)
            button.setToolTip(tr("Enter a hand: %1 (key %2)").replace("%1", outcome_name(outcome))
                              .replace("%2", key))
            button.clicked.connect(partial(self._outcome_clicked, outcome))
            offered = outcome in offered_outcomes
            button.setVisible(offered)
            actions.addWidget(button)
            self.outcome_buttons[outcome] = button
            if offered:
                self._shortcut(key, partial(self.open_hand_dialog, outcome))
        actions.addStretch(1)
        layout.addLayout(actions)
        self._outcome_row = actions

        log_title = QHBoxLayout()
        title = QLabel(tr("Hand log"))
        title.setObjectName("sectionTitle")
        log_title.addWidget(title)
        # What the last action did ("Undone."), beside the log's title rather than on a
        # line of its own under the log: the log keeps that height for its hands. Cut with
        # "…" before the buttons beside it, whole in its tooltip.
        self.status_label = ElidedLabel()
        self.status_label.setObjectName("muted")
        log_title.addSpacing(2 * SPACE)
        log_title.addWidget(self.status_label, 1)
        self.edit_button = self._tool_button("edit", tr("Correct\u2026"),
                                             tr("Correct the selected hand (Enter)"))
        self.edit_button.clicked.connect(self.edit_selected)
        self.void_button = self._tool_button("void", tr("Void\u2026"),
                                             tr("Void the selected hand (Delete)"))
        self.void_button.clicked.connect(self.void_selected)
        # Rare, and it replaces the hands: with the log, apart from the outcome buttons.
        self.totals_button = self._tool_button("totals", tr("Paper totals\u2026"),
                                               tr("Enter the final scores of a table scored "
                                                  "on paper; they replace the hands"))
        self.totals_button.clicked.connect(self.open_totals_dialog)
        self.online_button = self._tool_button("totals", tr("Online log\u2026"),
                                               tr("Read an online game log: a game played "
                                                  "online (Tenhou, Mahjong Soul), its hands "
                                                  "read from the game's log"))
        self.online_button.clicked.connect(lambda: self.open_online_log())
        log_title.addWidget(self.edit_button)
        log_title.addWidget(self.void_button)
        log_title.addSpacing(2 * SPACE)
        log_title.addWidget(self.online_button)
        log_title.addWidget(self.totals_button)
        layout.addLayout(log_title)
        self._log_title_row = log_title

        self.log_model = HandLogTableModel()
        self.log_view = QTableView()
        self.log_view.setModel(self.log_model)
        self.log_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.log_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.log_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.log_view.verticalHeader().hide()
        self.log_view.setShowGrid(False)
        self.log_view.setAlternatingRowColors(True)
        # One line per hand: a long outcome ends in "…" and is whole in the row's tooltip
        # (wrapped, it took three or four lines in a 1,024 px window).
        self.log_view.setWordWrap(False)
        self.log_view.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.log_view.verticalHeader().setDefaultSectionSize(34)
        self.log_view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.log_view.horizontalHeader().setDefaultAlignment(
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.log_view.setAccessibleName(tr("Hand log"))
        # The desk's column policy (ui.widgets.columns): the players' names over the score
        # columns whole first (on two lines when they must), the outcome and the riichi
        # cut with "…" before them, the whole row in its tooltip.
        model = HandLogTableModel
        self.log_fit = fit_columns(self.log_view, lambda column: {
            model.NUMBER: NUMBER, model.ROUND: NUMBER, model.OUTCOME: Fit(Kind.TEXT, 26),
            model.RIICHI: Fit(Kind.TEXT, 8), model.REMARK: Fit(Kind.TEXT, 10),
        }.get(column, NAME))
        self.log_view.horizontalHeader().geometriesChanged.connect(self._keep_log_rows)
        self.log_view.doubleClicked.connect(lambda _index: self.edit_selected())
        self.log_view.installEventFilter(self)
        self.log_view.selectionModel().selectionChanged.connect(self._update_buttons)
        layout.addWidget(self.log_view, 1)

        self._shortcut("Ctrl+Z", self.undo)
        self._shortcut("Ctrl+Shift+Z", self.redo)
        edit = QShortcut(QKeySequence(Qt.Key.Key_Return), self.log_view, self.edit_selected)
        edit.setContext(Qt.ShortcutContext.WidgetShortcut)
        void = QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.log_view,
                         self.void_selected)
        void.setContext(Qt.ShortcutContext.WidgetShortcut)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.log_view and event.type() == QEvent.Type.Resize:
            self._fit_log_columns()
        return super().eventFilter(watched, event)

    def _fit_log_columns(self) -> None:
        """Narrow: the remarks move to each row's tooltip (struck-through rows stay marked);
        the widths are the column policy's (`log_fit`)."""
        header = self.log_view.horizontalHeader()
        hide = self.log_view.width() < 1150
        if header.isSectionHidden(HandLogTableModel.REMARK) != hide:
            header.setSectionHidden(HandLogTableModel.REMARK, hide)
            self.log_fit.soon()

    def _outcome_clicked(self, outcome: Outcome, _checked: bool = False) -> None:
        self.open_hand_dialog(outcome)

    def _tool_button(self, icon: str, text: str, tip: str) -> QPushButton:
        button = QPushButton(resources.icon(icon), text)
        button.setIconSize(QSize(20, 20))
        button.setToolTip(tip)
        button.setProperty("full_text", text)
        # Named by what it does, its words shown or not (narrow: the icon alone).
        button.setAccessibleName(text.rstrip("\u2026"))
        screen.shrinkable(button)
        return button

    # Narrower than this, time/undo/redo show their icon only (their words are in the
    # tooltip), so the hand being played and the sticks keep their room at 1,024 px.
    COMPACT_BELOW = 1050

    # Lower than this (a 1,366 x 768 laptop: about 560 px for the page), the margins, the
    # spaces and the round's title shrink and the log's rows are as tall as their text, so the
    # hand log shows most of a game instead of one or two hands.
    SHORT_BELOW = 720
    LOG_ROWS = 4

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._fit_top()
        self._fit_height(self.height() < self.SHORT_BELOW)

    def _fit_top(self) -> None:
        # Also when the words do not fit (French): "Partie terminée" is never cut.
        buttons = (self.time_button, self.undo_button, self.redo_button)
        compact = (self.width() < self.COMPACT_BELOW
                   or not screen.words_fit(self, self._top_row, buttons))
        for button in buttons:
            button.setText("" if compact else str(button.property("full_text")))
        # The outcomes: with their key, else their name alone, else their icon (a laptop
        # at 150 %); the tools over the log: with their words, else their icon.
        outcomes = [b for b in self.outcome_buttons.values() if not b.isHidden()]
        screen.fit_words(self, self._outcome_row, outcomes,
                         [str(b.property("full_text")) for b in outcomes],
                         [str(b.property("name_text")) for b in outcomes])
        tools = (self.edit_button, self.void_button, self.online_button, self.totals_button)
        screen.fit_words(self, self._log_title_row, tools,
                         [str(b.property("full_text")) for b in tools])

    def _fit_height(self, short: bool) -> None:
        if self.property("short") == short:
            return
        self.setProperty("short", short)
        layout = self.layout()
        assert layout is not None  # built in _build
        vertical = SPACE if short else 3 * SPACE
        layout.setContentsMargins(3 * SPACE, vertical, 3 * SPACE, vertical)
        layout.setSpacing(SPACE if short else 2 * SPACE)
        self.round_label.setFont(font(1.5 if short else 2.0, bold=True))
        lines = self.log_view.fontMetrics().height()
        self.log_view.verticalHeader().setDefaultSectionSize(lines + (10 if short else 16))
        self._keep_log_rows()

    def _keep_log_rows(self) -> None:
        """Never fewer than LOG_ROWS hands in sight: on a screen too short for that (a laptop
        at 150 %) the page scrolls (ui.window.area) rather than show one hand."""
        keep_rows(self.log_view, self.LOG_ROWS)

    def _shortcut(self, key: str, slot: Callable[[], object]) -> None:
        shortcut = QShortcut(QKeySequence(key), self)
        # Anywhere in the window while this table is on screen (the bar above it with "Next
        # table", the navigation...), not only with the focus inside the view: a shortcut
        # of a hidden view (another page) is not active. A text field keeps its letters.
        shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        shortcut.activated.connect(slot)
        self.shortcuts[key] = shortcut

    # --- showing the table -----------------------------------------------------------------
    def refresh(self) -> None:
        controller = self.controller
        players = controller.players()
        state = controller.state()
        results = controller.results()
        rules = controller.rules()
        totals = controller.totals()

        hands = len(controller.hands())
        if totals is not None:
            self.round_label.setText(tr("Scored on paper"))
        elif state.ended:
            self.round_label.setText(tr("Game over"))
        else:
            self.round_label.setText(round_title(state))
        QTimer.singleShot(0, self, self._fit_top)  # once the new title is laid out
        if state.ended:
            subtitle = count(hands, tr("%n hand played"), tr("%n hands played"))
            if results and totals is None:
                subtitle += "  \u00b7  " + tr("last: %1").replace(
                    "%1", round_title(results[-1].before))
        else:
            subtitle = (tr("Hand %1  \u00b7  dealer %2").replace("%1", str(hands + 1))
                        .replace("%2", players[state.dealer]))
        self.subtitle_label.setText(subtitle)
        self.sticks.set_count(state.sticks)
        self.honba.set_count(state.honba if not state.ended else 0)

        last = results[-1].deltas if results and totals is None else None
        final = final_result(state, rules) if state.ended else None
        # After the end, the winds of the last hand played (there is no next hand).
        winds = results[-1].before if state.ended and results and totals is None else state
        for seat, panel in enumerate(self.seat_panels):
            result = ""
            if final is not None:
                value = display_points(final.points[seat], rules)
                result = f"{place(final.places[seat])}, {signed(value)}"
            panel.set_seat(players[seat], winds.seat_wind(seat), state.scores[seat],
                           dealer=seat == state.dealer and not state.ended,
                           last_change=last[seat] if last else None,
                           chombos=state.chombos[seat], result=result)

        if state.ended:
            self.banner.setObjectName("endBanner")
            ending = results[-1].before if results and totals is None else None
            self.banner.setText(tr("The game is over: %1.").replace(
                "%1", end_reason(state, ending)))
        elif controller.time_up():
            self.banner.setObjectName("banner")
            self.banner.setText(tr("Time is up: the hand being played is the last one."))
        else:
            self.banner.setText("")
        self.banner.style().unpolish(self.banner)
        self.banner.style().polish(self.banner)
        self.banner.setVisible(bool(self.banner.text()))

        for button in self.outcome_buttons.values():
            button.setEnabled(not state.ended)
        self.totals_button.setEnabled(not results)
        self.online_button.setEnabled(not results and controller.totals() is None)
        self.time_button.setEnabled(not state.ended and not controller.time_up())

        selected = self.selected_row()
        self.log_model.set_players(players)
        self.log_model.set_rows(hand_log_rows(controller.log(), results, players, state))
        self._reselect(selected.number if selected else None)
        self._update_buttons()

    def _reselect(self, number: int | None) -> None:
        rows = self.log_model.rows()
        target = next((i for i, r in enumerate(rows) if r.number == number), None)
        if target is None and rows:
            self.log_view.scrollToBottom()
            return
        if target is not None:
            index = self.log_model.index(target, 0)
            self.log_view.selectionModel().select(
                index, QItemSelectionModel.SelectionFlag.ClearAndSelect
                | QItemSelectionModel.SelectionFlag.Rows)
            self.log_view.setCurrentIndex(index)

    def _update_buttons(self) -> None:
        row = self.selected_row()
        editable = row is not None and row.in_effect and self.controller.totals() is None
        self.edit_button.setEnabled(editable)
        self.void_button.setEnabled(editable)
        self.undo_button.setEnabled(self.controller.can_undo())
        self.redo_button.setEnabled(self.controller.can_redo())
        undo, redo = self.undo_text(), self.redo_text()
        self.undo_button.setToolTip(
            tr("Undo %1 (Ctrl+Z)").replace("%1", undo) if undo else tr("Undo (Ctrl+Z)"))
        self.redo_button.setToolTip(
            tr("Redo %1 (Ctrl+Shift+Z)").replace("%1", redo) if redo
            else tr("Redo (Ctrl+Shift+Z)"))

    def undo_text(self) -> str:
        """What Undo would take back, in words ("" when nothing)."""
        controller = self.controller
        if controller.time_up_undoable():
            return tr("\"time is up\"")
        line = controller.undo_line()
        return change_text(line, controller.players()) if line is not None else ""

    def redo_text(self) -> str:
        line = self.controller.redo_line()
        return change_text(line, self.controller.players()) if line is not None else ""

    def selected_row(self) -> HandLogRow | None:
        indexes = self.log_view.selectionModel().selectedRows()
        if not indexes:
            return None
        return self.log_model.row(indexes[0].row())

    def select_hand(self, index: int) -> None:
        """Select the log row of hand `index` (0-based, in effect)."""
        for row, log_row in enumerate(self.log_model.rows()):
            if log_row.hand_index == index:
                self.log_view.selectRow(row)
                return
        raise IndexError(f"no hand {index} in the log")

    # --- actions ---------------------------------------------------------------------------
    def mark_time_up(self) -> None:
        if not self.controller.state().ended and not self.controller.time_up():
            self.controller.mark_time_up()
            self.status_label.setText(tr("Time is up: the next hand entered will be marked "
                                         "as the last one."))

    def undo(self) -> None:
        if self.dialog is not None or not self.controller.can_undo():
            return
        # Said before it is done: after it, the log no longer says what it was.
        said = tr("Undone: %1.").replace("%1", self.undo_text())
        op = self.controller.undo()
        if op is None:
            self.status_label.setText(said)
        else:
            op.then(when_done(self, lambda _value: self.status_label.setText(said)))

    def redo(self) -> None:
        if self.dialog is not None:
            return
        said = tr("Redone: %1.").replace("%1", self.redo_text())
        op = self.controller.redo()
        if op is not None:
            op.then(when_done(self, lambda _value: self.status_label.setText(said)))

    def _alive(self) -> bool:
        return shiboken6.isValid(self)
