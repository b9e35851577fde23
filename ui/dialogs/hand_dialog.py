"""The hand entry dialog: what happened in one hand, checked by the core as the referee types.

The form changes with the outcome (winners and discarder, tenpai players, the abortive draw,
nagashi mangan, the chombo offender). At each change the form becomes a `HandDraft` and the
core's `check_entry` says what is still to choose, what is wrong and, once nothing is, what
the hand pays on the table's state, so the payments are on screen before OK.

Every problem is shown right below the field it concerns: the core names the field as a path
(`wins[0].fu`, `tenpai`, `riichi[1]`) and `slot_for` maps that path to a widget. Problems with
no visible widget go to the general message area. OK stays disabled while there is any
problem or anything left to choose.

The dialog never touches the database: its caller passes a `submit` function (record or
amend through the table controller) that returns the running `Op`; the dialog waits for it,
and a refusal comes back to the same fields. OK can be pressed once: a double click, or Enter
pressed twice, records the hand once (`OperationDialog`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tournament.games.hand_entry import HINT_CODES, check_entry
from tournament.model import HandRecord, HandResult, Issue, Outcome, TableState
from tournament.rules import Ruleset
from ui.dialogs.field_slots import slot_for
from ui.dialogs.hand_form import HandForm
from ui.dialogs.operation_dialog import OperationDialog
from ui.dialogs.win_editor import WinEditor
from ui.dialogs.win_inputs import SOURCES
from ui.dialogs.win_sources import WinSource
from ui.operations import Op, keep_sending
from ui.screen import scrolling
from ui.style import SPACE, font
from ui.text import count, round_title, tr
from ui.widgets.field_message import FieldMessage
from ui.widgets.payments_preview import PaymentsPreview

Submit = Callable[[HandRecord, str], Op]

__all__ = ["HandDialog", "slot_for"]


def fitting_size(dialog: QWidget, width: int, height: int) -> tuple[int, int]:
    """`width` x `height`, or less to stay inside the window it opens over and the screen
    (a 1,024 x 768 laptop)."""
    limits = []
    parent = dialog.parentWidget()
    if parent is not None:
        window = parent.window()
        limits.append((window.width() - 40, window.height() - 40))
    screen = dialog.screen()
    if screen is not None:
        area = screen.availableGeometry()
        limits.append((area.width() - 40, area.height() - 40))
    for w, h in limits:
        width, height = min(width, max(w, 900)), min(height, max(h, 600))
    return width, height


class HandDialog(HandForm, OperationDialog):
    """Enter (or correct) one hand. `hand()` is the record once it is complete."""

    issues_changed = Signal()

    def __init__(self, players: Sequence[str], rules: Ruleset, state: TableState, *,
                 index: int, outcome: Outcome = Outcome.RON, hand: HandRecord | None = None,
                 time_up: bool = False, submit: Submit | None = None,
                 ask_reason: bool = False, sources: Sequence[WinSource] = SOURCES,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self._sources = tuple(sources)
        self._players = list(players)
        self._rules = rules
        self._state = state
        self._index = index
        self._submit = submit
        self._ask_reason = ask_reason
        self._record: HandRecord | None = None
        self._preview: HandResult | None = None
        self._issues: list[Issue] = []
        self._submit_issues: list[Issue] = []
        self._building = True
        self.one_column = False  # the winners one under the other (a narrow dialog)
        self.editors: list[WinEditor] = []

        if ask_reason:
            self.setWindowTitle(tr("Correct hand %1").replace("%1", str(index + 1)))
        else:
            self.setWindowTitle(tr("Record hand %1").replace("%1", str(index + 1)))
        # At most the screen's room (ui.screen fits every window to its screen).
        self.setMinimumSize(900, 600)
        self.resize(*fitting_size(self, 1120, 780))
        self._build()
        self._building = False
        if hand is not None:
            self._load(hand)
        else:
            self.set_outcome(outcome)
            self.last_hand.setChecked(time_up)
        self._refresh()
        self._focused = False

    # --- building --------------------------------------------------------------------------
    def _build(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(3 * SPACE, 3 * SPACE, 3 * SPACE, 2 * SPACE)
        outer.setSpacing(2 * SPACE)

        state = self._state
        header = QLabel(round_title(state))
        header.setFont(font(1.5, bold=True))
        sub = [tr("Dealer: %1").replace("%1", self._players[state.dealer])]
        if state.sticks:
            sub.append(count(state.sticks, tr("%n riichi stick on the table"),
                             tr("%n riichi sticks on the table")))
        subtitle = QLabel("  \u00b7  ".join(sub))
        subtitle.setTextFormat(Qt.TextFormat.PlainText)  # a name is never markup
        subtitle.setObjectName("muted")
        head = QVBoxLayout()
        head.setSpacing(2)
        head.addWidget(header)
        head.addWidget(subtitle)
        outer.addLayout(head)

        # Outcome choice: one checkable button per outcome the ruleset has.
        row = QHBoxLayout()
        row.setSpacing(SPACE)
        self.outcome_group = QButtonGroup(self)
        self.outcome_buttons: dict[Outcome, QPushButton] = {}
        mnemonics = {Outcome.RON: tr("&Ron"), Outcome.TSUMO: tr("&Tsumo"),
                     Outcome.EXHAUSTIVE_DRAW: tr("&Draw"),
                     Outcome.ABORTIVE_DRAW: tr("&Abortive draw"),
                     Outcome.NAGASHI_MANGAN: tr("&Nagashi mangan"),
                     Outcome.CHOMBO: tr("&Chombo")}
        offered = self._rules.outcomes()
        for outcome in Outcome:
            button = QPushButton(mnemonics[outcome])
            button.setObjectName("outcomeChoice")
            button.setCheckable(True)
            button.setAutoDefault(False)
            button.setVisible(outcome in offered)
            self.outcome_group.addButton(button)
            self.outcome_buttons[outcome] = button
            button.toggled.connect(partial(self._outcome_toggled, outcome))
            row.addWidget(button)
        row.addStretch(1)
        outer.addLayout(row)

        body = QHBoxLayout()
        body.setSpacing(3 * SPACE)
        outer.addLayout(body, 1)

        form = QWidget()
        form.setObjectName("form")
        self.form_layout = QVBoxLayout(form)
        self.form_layout.setContentsMargins(0, 0, SPACE, 0)
        self.form_layout.setSpacing(2 * SPACE)
        # The form keeps the room its layout needs and scrolls (ui.screen): Qt's own
        # resizable scroll area squeezed a second winner's card, just added, to 12 px.
        scroll = scrolling(form)
        scroll.setObjectName("formScroll")
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        body.addWidget(scroll, 1)
        self.payments = PaymentsPreview()
        # Beside the form, scrolling on its own when the screen is short (150 %).
        self.payments_scroll = scrolling(self.payments)
        self.payments_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        body.addWidget(self.payments_scroll)

        self._build_form()

        self.general = FieldMessage()
        self.general.setObjectName("generalError")
        self.slots[""] = self.general
        outer.addWidget(self.general)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(tr("Save correction") if self._ask_reason else tr("Record hand"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(tr("Cancel"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)
        self._add_editor()
        self._fit_width()

    def _outcome_toggled(self, outcome: Outcome, on: bool) -> None:
        if on:
            self.set_outcome(outcome)

    # --- the record ------------------------------------------------------------------------
    def _check(self) -> list[Issue]:
        check = check_entry(self.draft(), self._state, self._rules, self._index)
        self._record, self._preview = check.record, check.result
        return list(check.issues)

    def hand(self) -> HandRecord | None:
        """The hand as entered, or None while it has problems."""
        return self._record

    def preview(self) -> HandResult | None:
        """What settling the hand on the table's state gives (the payments shown)."""
        return self._preview

    def issues(self) -> list[Issue]:
        """Every problem shown, the caller's (from submitting) included."""
        return self._issues + self._submit_issues

    def reason_text(self) -> str:
        return self.reason.text().strip()

    # --- showing problems ------------------------------------------------------------------
    def _refresh(self) -> None:
        if self._building:
            return
        self._submit_issues = []
        self._issues = self._check()
        self._show_issues()
        self._update_winners_row()
        if self._preview is not None:
            self.payments.show_result(self._preview, self._players)
        elif any(i.code not in HINT_CODES for i in self._issues):
            self.payments.show_blocked(tr("Fix the problems in red to see the payments."))
        else:
            self.payments.show_blocked(tr("The payments appear here once the hand is "
                                          "complete."))
        self.ok_button.setEnabled(self.ready())

    # Narrower than this (a laptop at 150 %), the payments take less room and a second
    # winner goes under the first: the form keeps the width of its fields.
    NARROW_BELOW = 1050

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._fit_width()

    def _fit_width(self) -> None:
        narrow = self.width() < self.NARROW_BELOW
        width = 340 if narrow else 440
        bar = self.payments_scroll.verticalScrollBar().sizeHint().width()
        if self.payments_scroll.minimumWidth() != width + bar:
            self.payments.setFixedWidth(width)
            self.payments_scroll.setFixedWidth(width + bar)
        if narrow != self.one_column:
            self.one_column = narrow
            self._renumber()

    def showEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        if not self._focused:
            # The first thing to fill in for this outcome, not the first button.
            self._focused = True
            self._focus_first()

    # --- OK (ui.dialogs.operation_dialog) ---------------------------------------------------
    def ready(self) -> bool:
        """A complete hand without a problem, and no answer awaited."""
        return (self._record is not None and not self._issues and not self._submit_issues
                and not self.busy)

    def operation(self) -> Op | None:
        record = self._record
        assert record is not None
        if self._submit is None:
            return None
        return keep_sending(self, self._submit(record, self.reason_text()), self._waiting)

    def _waiting(self, issue: Issue) -> None:
        """The server does not answer: say so; what was typed stays, and is sent again."""
        self._submit_issues = [issue]
        self._show_issues()

    def refused(self, issues: list[Issue]) -> None:
        # Shown with the core's own problems; OK waits for the next edit.
        self._submit_issues = issues
        self._show_issues()
        self.ok_button.setEnabled(False)

    def keyPressEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        # Ctrl+Enter records from anywhere, even from the note field.
        if (event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                and event.modifiers() & Qt.KeyboardModifier.ControlModifier):
            self.accept()
            return
        super().keyPressEvent(event)
