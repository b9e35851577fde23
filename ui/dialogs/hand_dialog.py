"""The hand entry dialog: what happened in one hand, checked by the core as the referee types.

The form changes with the outcome (winners and discarder, tenpai players, the abortive draw,
nagashi mangan, the chombo offender). At each change the form is turned into the record
format, read by `parse_hand`, checked by `validate_hand` and, once it passes, settled by
`settle_hand` on the table's current state, so the payments are on screen before OK.

Every problem is shown right below the field it concerns: the core names the field as a path
(`wins[0].fu`, `tenpai`, `riichi[1]`) and `slot_for` maps that path to a widget. Problems with
no visible widget go to the general message area. OK stays disabled while there is any
problem or anything left to choose.

The dialog never touches the database: its caller passes a `submit` function (record or
amend through the table controller) whose problems come back to the same fields. OK can be
pressed once: a double click, or Enter pressed twice, records the hand once.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tournament.model import AbortiveKind, HandRecord, HandResult, Issue, Outcome, TableState
from tournament.record import parse_hand
from tournament.rules import MultipleRon, Ruleset
from tournament.scoring import settle_hand, validate_hand
from ui.dialogs.win_editor import WinEditor
from ui.style import SPACE, font
from ui.text import abortive_name, count, issue_text, round_title, tr
from ui.widgets.field_message import FieldMessage
from ui.widgets.payments_preview import PaymentsPreview
from ui.widgets.seat_inputs import SeatChecks, SeatChoice

Submit = Callable[[HandRecord, str], list[Issue]]

# Issues that say something is still to be filled in, shown as muted hints, not red errors.
HINT_CODES = {"choose", "missing_field", "missing_reason"}

_WIN_FIELD = re.compile(r"wins\[(\d+)\](?:\.(\w+))?")
_SIMPLE_SLOTS = {"riichi", "tenpai", "nagashi_mangan_seats", "abortive_kind", "offender",
                 "last_hand", "wins", "reason", "note"}


def slot_for(field: str) -> str:
    """The form slot for a core field path: `wins[0].fu` -> "wins[0].fu", `riichi[2]` ->
    "riichi", `wins[1].loser` -> "loser" (one discarder for every winner), unknown -> ""."""
    match = _WIN_FIELD.match(field)
    if match:
        index, sub = match.groups()
        if sub == "loser":
            return "loser"
        if sub in ("winner", "han", "fu", "yakuman", "pao"):
            return f"wins[{index}].{sub}"
        return f"wins[{index}]"
    base = re.sub(r"\[\d+\]$", "", field)
    return base if base in _SIMPLE_SLOTS else ""


def _fallback(slot: str) -> str:
    """Where a message goes when its slot is not on screen."""
    match = _WIN_FIELD.fullmatch(slot)
    if match and match.group(2):
        return f"wins[{match.group(1)}]"
    if match:
        return "wins"
    return ""


class HandDialog(QDialog):
    """Enter (or correct) one hand. `hand()` is the record once it is complete."""

    issues_changed = Signal()

    OUTCOMES = (Outcome.RON, Outcome.TSUMO, Outcome.EXHAUSTIVE_DRAW, Outcome.ABORTIVE_DRAW,
                Outcome.NAGASHI_MANGAN, Outcome.CHOMBO)

    def __init__(self, players: Sequence[str], rules: Ruleset, state: TableState, *,
                 index: int, outcome: Outcome = Outcome.RON, hand: HandRecord | None = None,
                 time_up: bool = False, submit: Submit | None = None,
                 ask_reason: bool = False, parent: QWidget | None = None):
        super().__init__(parent)
        self._players = list(players)
        self._rules = rules
        self._state = state
        self._index = index
        self._submit = submit
        self._ask_reason = ask_reason
        self._submitting = False
        self._done = False
        self._record: HandRecord | None = None
        self._result: HandResult | None = None
        self._issues: list[Issue] = []
        self._submit_issues: list[Issue] = []
        self._building = True
        self.editors: list[WinEditor] = []

        if ask_reason:
            self.setWindowTitle(tr("Correct hand %1").replace("%1", str(index + 1)))
        else:
            self.setWindowTitle(tr("Record hand %1").replace("%1", str(index + 1)))
        self.setMinimumSize(900, 600)
        self.resize(1120, 780)
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
        for outcome in self.OUTCOMES:
            button = QPushButton(mnemonics[outcome])
            button.setObjectName("outcomeChoice")
            button.setCheckable(True)
            button.setAutoDefault(False)
            button.setVisible(self._offered(outcome))
            self.outcome_group.addButton(button)
            self.outcome_buttons[outcome] = button
            button.toggled.connect(lambda on, o=outcome: on and self.set_outcome(o))
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
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setObjectName("formScroll")
        scroll.viewport().setAutoFillBackground(False)
        scroll.setWidget(form)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        body.addWidget(scroll, 1)
        self.preview = PaymentsPreview()
        body.addWidget(self.preview)

        self.slots: dict[str, FieldMessage] = {}
        self.sections: dict[str, QWidget] = {}
        players = self._players

        self.riichi = SeatChecks(players)
        self.riichi.changed.connect(self._refresh)
        self._section("riichi", tr("Riichi declared (stake paid)"), self.riichi)

        self.discarder = SeatChoice(players, self._state)
        self.discarder.setAccessibleName(tr("Discarder"))
        self.discarder.currentIndexChanged.connect(self._refresh)
        self._section("loser", tr("Discarded the winning tile"), self.discarder)

        wins = QWidget()
        wins_layout = QVBoxLayout(wins)
        wins_layout.setContentsMargins(0, 0, 0, 0)
        wins_layout.setSpacing(SPACE)
        # Two winners side by side; a third (triple ron) goes below.
        self.editors_grid = QGridLayout()
        self.editors_grid.setSpacing(2 * SPACE)
        self.editors_grid.setColumnStretch(0, 1)
        self.editors_grid.setColumnStretch(1, 1)
        wins_layout.addLayout(self.editors_grid)
        self.add_winner_button = QPushButton(tr("Add another winner on this discard"))
        self.add_winner_button.setAutoDefault(False)
        self.add_winner_button.clicked.connect(self._add_editor_clicked)
        self.head_bump_note = QLabel(tr("Head bump: only the winner nearest the discarder "
                                        "(in turn order) is paid."))
        self.head_bump_note.setObjectName("muted")
        self.head_bump_note.setWordWrap(True)
        add_row = QHBoxLayout()
        add_row.setSpacing(2 * SPACE)
        add_row.addWidget(self.add_winner_button, 0, Qt.AlignmentFlag.AlignTop)
        add_row.addWidget(self.head_bump_note, 1)
        add_row.addStretch(0)
        wins_layout.addLayout(add_row)
        self._section("wins", tr("Winners"), wins)

        self.tenpai = SeatChecks(players)
        self.tenpai.changed.connect(self._refresh)
        self._section("tenpai", tr("Tenpai (waiting hands shown)"), self.tenpai)

        self.nagashi = SeatChecks(players)
        self.nagashi.changed.connect(self._refresh)
        self._section("nagashi_mangan_seats", tr("Made nagashi mangan"), self.nagashi)

        self.abortive_kind = QComboBox()
        self.abortive_kind.setPlaceholderText(tr("Choose\u2026"))
        for kind in self._abortive_kinds():
            self.abortive_kind.addItem(abortive_name(kind.value).capitalize(), kind.value)
        self.abortive_kind.setCurrentIndex(-1)
        self.abortive_kind.currentIndexChanged.connect(self._refresh)
        self._section("abortive_kind", tr("Abortive draw"), self.abortive_kind)

        self.offender = SeatChoice(players, self._state)
        self.offender.setAccessibleName(tr("Offender"))
        self.offender.currentIndexChanged.connect(self._refresh)
        self._section("offender", tr("Committed the chombo"), self.offender)

        self.last_hand = QCheckBox(tr("Time is up: this is the last hand of the game"))
        self.last_hand.toggled.connect(self._refresh)
        self._section("last_hand", "", self.last_hand)

        self.note = QLineEdit()
        self.note.setPlaceholderText(tr("Optional remark for the log"))
        self.note.textChanged.connect(self._refresh)
        self._section("note", tr("Note"), self.note)

        self.reason = QLineEdit()
        self.reason.setPlaceholderText(tr("Why is this hand corrected? Kept in the log."))
        self.reason.textChanged.connect(self._refresh)
        self._section("reason", tr("Reason for the correction"), self.reason)
        self.sections["reason"].setVisible(self._ask_reason)
        self.form_layout.addStretch(1)

        self.general = FieldMessage()
        self.general.setObjectName("generalError")
        self.slots[""] = self.general
        outer.addWidget(self.general)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(tr("Save correction") if self._ask_reason else tr("Record hand"))
        self.ok_button.setDefault(True)
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(tr("Cancel"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)
        self._add_editor()

    def _section(self, key: str, title: str, widget: QWidget) -> None:
        if isinstance(widget, QComboBox):
            widget.setMaximumWidth(420)  # a name does not need the whole width
        section = QWidget()
        layout = QVBoxLayout(section)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(SPACE // 2)
        if title:
            label = QLabel(title)
            label.setObjectName("sectionTitle")
            label.setBuddy(widget)
            layout.addWidget(label)
        layout.addWidget(widget)
        message = FieldMessage()
        layout.addWidget(message)
        self.slots[key] = message
        self.sections[key] = section
        self.form_layout.addWidget(section)

    def _offered(self, outcome: Outcome) -> bool:
        if outcome is Outcome.NAGASHI_MANGAN:
            return self._rules.nagashi_mangan
        if outcome is Outcome.ABORTIVE_DRAW:
            return self._rules.abortive_draws or self._rules.triple_ron_abortive
        return True

    def _abortive_kinds(self) -> list[AbortiveKind]:
        kinds = []
        if self._rules.abortive_draws:
            kinds += [AbortiveKind.NINE_TERMINALS, AbortiveKind.FOUR_WINDS,
                      AbortiveKind.FOUR_KONGS, AbortiveKind.FOUR_RIICHI]
        if self._rules.triple_ron_abortive:
            kinds.append(AbortiveKind.TRIPLE_RON)
        return kinds

    # --- winners ---------------------------------------------------------------------------
    def _add_editor(self) -> WinEditor:
        editor = WinEditor(self._players, self._state, self._rules)
        editor.changed.connect(self._refresh)
        editor.remove_requested.connect(self._remove_editor)
        self.editors.append(editor)
        self._renumber()
        return editor

    def _add_editor_clicked(self) -> None:
        editor = self._add_editor()
        self._refresh()
        editor.winner.setFocus()

    def _remove_editor(self, editor: WinEditor) -> None:
        if len(self.editors) <= 1:
            return
        self.editors.remove(editor)
        editor.hide()
        editor.setParent(None)
        editor.deleteLater()
        self._renumber()
        self._refresh()

    def _renumber(self) -> None:
        for i, editor in enumerate(self.editors):
            editor.set_index(i, removable=i > 0)
            span = 2 if len(self.editors) == 1 else 1
            self.editors_grid.addWidget(editor, i // 2, i % 2, 1, span, Qt.AlignmentFlag.AlignTop)
        self._update_tab_order()

    # --- outcome ---------------------------------------------------------------------------
    def outcome(self) -> Outcome:
        for outcome, button in self.outcome_buttons.items():
            if button.isChecked():
                return outcome
        return Outcome.RON

    def set_outcome(self, outcome: Outcome) -> None:
        button = self.outcome_buttons[outcome]
        if not button.isChecked():
            button.setChecked(True)  # comes back here through toggled
            return
        ron, tsumo = outcome is Outcome.RON, outcome is Outcome.TSUMO
        if tsumo:
            while len(self.editors) > 1:
                self._remove_editor(self.editors[-1])
        for editor in self.editors:
            editor.set_tsumo(tsumo)
        visible = {
            "riichi": outcome is not Outcome.CHOMBO,
            "loser": ron,
            "wins": ron or tsumo,
            "tenpai": outcome in (Outcome.EXHAUSTIVE_DRAW, Outcome.NAGASHI_MANGAN),
            "nagashi_mangan_seats": outcome is Outcome.NAGASHI_MANGAN,
            "abortive_kind": outcome is Outcome.ABORTIVE_DRAW,
            "offender": outcome is Outcome.CHOMBO,
            # 004 §3.4: a chombo is followed by a re-deal; the re-dealt hand is the last one.
            "last_hand": outcome is not Outcome.CHOMBO,
        }
        for key, shown in visible.items():
            self.sections[key].setVisible(shown)
        self._refresh()

    # --- loading an existing hand ----------------------------------------------------------
    def _load(self, hand: HandRecord) -> None:
        self._building = True
        try:
            while len(self.editors) < max(1, len(hand.wins)):
                self._add_editor()
            self.set_outcome(hand.outcome)
            self.riichi.set_seats(hand.riichi)
            for editor, win in zip(self.editors, hand.wins, strict=False):
                editor.set_win(win)
            if hand.wins and hand.wins[0].loser is not None:
                self.discarder.set_seat(hand.wins[0].loser)
            self.tenpai.set_seats(hand.tenpai)
            self.nagashi.set_seats(hand.nagashi_mangan_seats)
            if hand.abortive_kind is not None:
                self.abortive_kind.setCurrentIndex(
                    self.abortive_kind.findData(hand.abortive_kind.value))
            self.offender.set_seat(hand.offender)
            self.last_hand.setChecked(hand.last_hand)
            self.note.setText(hand.note)
        finally:
            self._building = False

    # --- the record ------------------------------------------------------------------------
    def draft(self) -> tuple[dict[str, Any], list[Issue]]:
        """The form in the record format, and hints for what is still to be chosen."""
        outcome = self.outcome()
        hints: list[Issue] = []
        data: dict[str, Any] = {"outcome": outcome.value}
        if outcome is not Outcome.CHOMBO:
            data["riichi"] = list(self.riichi.seats())
        if outcome.is_win:
            loser = None
            if outcome is Outcome.RON:
                loser = self.discarder.seat()
                if loser is None:
                    hints.append(Issue("choose", self._index, "wins[0].loser",
                                       tr("Choose who discarded the winning tile")))
            wins = []
            for editor in self.editors:
                win, missing = editor.win_data(loser)
                wins.append(win)
                hints += missing
            data["wins"] = wins
        if outcome in (Outcome.EXHAUSTIVE_DRAW, Outcome.NAGASHI_MANGAN):
            data["tenpai"] = list(self.tenpai.seats())
        if outcome is Outcome.NAGASHI_MANGAN:
            data["nagashi_mangan_seats"] = list(self.nagashi.seats())
        if outcome is Outcome.ABORTIVE_DRAW:
            kind = self.abortive_kind.currentData()
            if kind is None:
                hints.append(Issue("choose", self._index, "abortive_kind",
                                   tr("Choose which abortive draw it was")))
            else:
                data["abortive_kind"] = kind
        if outcome is Outcome.CHOMBO:
            offender = self.offender.seat()
            if offender is None:
                hints.append(Issue("choose", self._index, "offender",
                                   tr("Choose who committed the chombo")))
            else:
                data["offender"] = offender
        elif self.last_hand.isChecked():
            data["last_hand"] = True
        if self.note.text().strip():
            data["note"] = self.note.text().strip()
        if self._ask_reason and not self.reason.text().strip():
            hints.append(Issue("missing_reason", self._index, "reason",
                               tr("Say why the hand is corrected")))
        return data, hints

    def _check(self) -> list[Issue]:
        data, hints = self.draft()
        self._record, self._result = None, None
        if hints:
            # Still something to choose; the han/fu check alone gives feedback meanwhile.
            problems = [p for e in self.editors if (p := e.value_problem()) is not None]
            return hints + problems
        record, issues = parse_hand(data, self._index)
        if record is None:
            return issues
        issues = validate_hand(record, self._state, self._rules, self._index)
        if issues:
            return issues
        self._record = record
        self._result = settle_hand(self._state, record, self._rules, self._index)
        return []

    def hand(self) -> HandRecord | None:
        """The hand as entered, or None while it has problems."""
        return self._record

    def result(self) -> HandResult | None:
        """What settling the hand on the table's state gives (the preview)."""
        return self._result

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
        if self._result is not None:
            self.preview.show_result(self._result, self._players)
        elif any(i.code not in HINT_CODES for i in self._issues):
            self.preview.show_blocked(tr("Fix the problems in red to see the payments."))
        else:
            self.preview.show_blocked(tr("The payments appear here once the hand is "
                                         "complete."))
        self.ok_button.setEnabled(self._can_accept())

    def _show_issues(self) -> None:
        per_slot: dict[str, tuple[list[str], list[str]]] = {}
        for issue in self.issues():
            text = issue_text(issue, self._players)
            if issue.hand is not None and issue.hand != self._index:
                # A later hand that the correction would make impossible.
                text = tr("Hand %1: %2").replace("%1", str(issue.hand + 1)).replace("%2", text)
                slot = ""
            else:
                slot = self._visible_slot(slot_for(issue.field))
            errors, hints = per_slot.setdefault(slot, ([], []))
            target = hints if issue.code in HINT_CODES else errors
            if text not in target:
                target.append(text)
        for key, label in self.slots.items():
            errors, hints = per_slot.get(key, ([], []))
            label.show_messages(errors, hints)
        for i, editor in enumerate(self.editors):
            prefix = f"wins[{i}]."
            fields = {key[len(prefix):]: value for key, value in per_slot.items()
                      if key.startswith(prefix)}
            if f"wins[{i}]" in per_slot:
                fields[""] = per_slot[f"wins[{i}]"]
            editor.set_field_messages(fields)
        self.issues_changed.emit()

    def _visible_slot(self, slot: str) -> str:
        while slot:
            match = _WIN_FIELD.fullmatch(slot)
            if match:
                index = int(match.group(1))
                if index < len(self.editors):
                    editor = self.editors[index]
                    if editor.has_field(match.group(2) or ""):
                        return slot
            elif slot in self.sections and self.sections[slot].isVisibleTo(self):
                return slot
            slot = _fallback(slot)
        return ""

    def message_for(self, field: str) -> str:
        """The message shown for a core field path (tests; "" when none)."""
        slot = self._visible_slot(slot_for(field))
        match = _WIN_FIELD.fullmatch(slot)
        if match:
            editor = self.editors[int(match.group(1))]
            label = editor.messages[match.group(2) or ""]
        else:
            label = self.slots[slot]
        return label.text() if not label.isHidden() else ""

    def _update_winners_row(self) -> None:
        ron = self.outcome() is Outcome.RON
        self.add_winner_button.setVisible(ron)
        self.add_winner_button.setEnabled(len(self.editors) < self._rules.max_ron_winners)
        self.head_bump_note.setVisible(
            ron and self._rules.multiple_ron is MultipleRon.HEAD_BUMP and len(self.editors) > 1)

    def _update_tab_order(self) -> None:
        chain: list[QWidget] = list(self.outcome_buttons.values())
        chain += self.riichi.boxes + [self.discarder]
        for editor in self.editors:
            chain += editor.focus_chain()
        chain += [self.add_winner_button, *self.tenpai.boxes, *self.nagashi.boxes,
                  self.abortive_kind, self.offender, self.last_hand, self.note, self.reason,
                  self.ok_button, self.buttons.button(QDialogButtonBox.StandardButton.Cancel)]
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)

    def showEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        if not self._focused:
            # The first thing to fill in for this outcome, not the first button.
            self._focused = True
            self._focus_first()

    def _focus_first(self) -> None:
        outcome = self.outcome()
        target: QWidget = {
            Outcome.RON: self.discarder,
            Outcome.TSUMO: self.editors[0].winner,
            Outcome.EXHAUSTIVE_DRAW: self.tenpai.boxes[0],
            Outcome.ABORTIVE_DRAW: self.abortive_kind,
            Outcome.NAGASHI_MANGAN: self.nagashi.boxes[0],
            Outcome.CHOMBO: self.offender,
        }[outcome]
        target.setFocus()

    # --- OK --------------------------------------------------------------------------------
    def _can_accept(self) -> bool:
        return (self._record is not None and not self._issues and not self._submit_issues
                and not self._submitting and not self._done)

    def accept(self) -> None:
        # Re-entrancy guard: a double click or a second Enter must not record twice.
        if not self._can_accept():
            return
        record = self._record
        assert record is not None
        self._submitting = True
        self.ok_button.setEnabled(False)
        try:
            issues = self._submit(record, self.reason_text()) if self._submit else []
        finally:
            self._submitting = False
        if issues:
            self._submit_issues = list(issues)
            self._show_issues()
            self.ok_button.setEnabled(False)
            return
        self._done = True
        super().accept()

    def keyPressEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        # Ctrl+Enter records from anywhere, even from the note field.
        if (event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                and event.modifiers() & Qt.KeyboardModifier.ControlModifier):
            self.accept()
            return
        super().keyPressEvent(event)
