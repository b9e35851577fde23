"""The hand dialog's form: one section per thing a referee says about a hand, shown or hidden
with the outcome, the core's `HandDraft` made from it, and each problem put next to the field
it names. A mixin of `HandDialog` (the dialog's flow, the check and OK are there)."""

from __future__ import annotations

from functools import partial
from typing import Any, cast

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tournament.games.hand_entry import HINT_CODES, HandDraft
from tournament.model import AbortiveKind, HandRecord, Issue, Outcome, TableState
from tournament.rules import MultipleRon, Ruleset
from ui.dialogs.field_slots import WIN_FIELD, fallback, slot_for
from ui.dialogs.win_editor import WinEditor
from ui.dialogs.win_sources import WinSource
from ui.issue_words import issue_text
from ui.screen import fit_placeholder
from ui.style import SPACE
from ui.text import abortive_name, tr
from ui.widgets.field_message import FieldMessage
from ui.widgets.seat_inputs import SeatChecks, SeatChoice

RESERVED = frozenset({"loser", "offender", "abortive_kind", "nagashi_mangan_seats"})


class HandForm:
    """The sections of the hand dialog and what they say. Needs, from the dialog: the
    players, rules, state, index, `_ask_reason`, `form_layout`, `outcome_buttons`,
    `ok_button`, `buttons`, `_refresh` (called on every edit) and `issues()`."""

    _players: list[str]
    _rules: Ruleset
    _state: TableState
    _index: int
    _ask_reason: bool
    form_layout: QVBoxLayout
    outcome_buttons: dict[Outcome, QPushButton]
    ok_button: QPushButton
    buttons: QDialogButtonBox
    editors: list[WinEditor]
    _sources: tuple[WinSource, ...]
    issues_changed: Any  # the dialog's Signal, emitted after the problems are shown

    def _refresh(self) -> None:
        raise NotImplementedError

    def issues(self) -> list[Issue]:
        raise NotImplementedError

    def _build_form(self) -> None:
        self.slots: dict[str, FieldMessage] = {}
        self.sections: dict[str, QWidget] = {}
        players = self._players

        self.riichi = SeatChecks(players)
        self.riichi.changed.connect(self._refresh)
        for seat, box in enumerate(self.riichi.boxes):
            box.toggled.connect(partial(self._riichi_declared, seat))
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
        for kind in self._rules.abortive_kinds():
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
        fit_placeholder(self.note)
        self.note.textChanged.connect(self._refresh)
        self._section("note", tr("Note"), self.note)

        self.reason = QLineEdit()
        self.reason.setPlaceholderText(tr("Why is this hand corrected?"))
        fit_placeholder(self.reason)
        self.reason.textChanged.connect(self._refresh)
        self._section("reason", tr("Reason for the correction"), self.reason)
        self.sections["reason"].setVisible(self._ask_reason)
        if self._ask_reason:
            # A correction cannot be saved without its reason: first, where it is seen.
            self.form_layout.insertWidget(0, self.sections["reason"])
        self.form_layout.addStretch(1)

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
        # The hints that come and go as the referee chooses keep their line: nothing jumps.
        message = FieldMessage(reserve=key in RESERVED)
        layout.addWidget(message)
        self.slots[key] = message
        self.sections[key] = section
        self.form_layout.addWidget(section)

    # --- winners ---------------------------------------------------------------------------
    def _add_editor(self) -> WinEditor:
        editor = WinEditor(self._players, self._state, self._rules, self._sources)
        editor.changed.connect(self._refresh)
        editor.riichi_yaku_changed.connect(partial(self._riichi_yaku, editor))
        editor.winner.currentIndexChanged.connect(partial(self._riichi_to_yaku, editor))
        editor.method.currentIndexChanged.connect(partial(self._riichi_to_yaku, editor))
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
        # Two winners side by side, or one under the other in a narrow dialog.
        columns = 1 if getattr(self, "one_column", False) else 2
        for i, editor in enumerate(self.editors):
            editor.set_index(i, removable=i > 0)
            self.editors_grid.removeWidget(editor)
            span = 2 if len(self.editors) == 1 or columns == 1 else 1
            self.editors_grid.addWidget(editor, i // columns, i % columns, 1, span,
                                        Qt.AlignmentFlag.AlignTop)
        self._update_tab_order()

    # --- riichi declared and the Riichi yaku, kept in step -----------------------------------
    def _riichi_declared(self, seat: int, on: bool) -> None:
        """"Riichi declared" ticked for a winner ticks Riichi in their yaku (and unticked,
        unticks it)."""
        if self._building:
            return
        for editor in self.editors:
            if editor.winner.seat() == seat:
                editor.set_riichi_yaku(on)

    def _riichi_yaku(self, editor: WinEditor, on: bool) -> None:
        """Riichi ticked in a winner's yaku: they declared riichi (and the reverse)."""
        seat = editor.winner.seat()
        if self._building or seat is None:
            return
        box = self.riichi.boxes[seat]
        if box.isChecked() != on and self.sections["riichi"].isVisibleTo(cast(QWidget, self)):
            box.setChecked(on)

    def _riichi_to_yaku(self, editor: WinEditor, _index: int = 0) -> None:
        """A winner chosen, or the yaku list opened: its Riichi follows "riichi declared"."""
        seat = editor.winner.seat()
        if not self._building and seat is not None:
            editor.set_riichi_yaku(self.riichi.boxes[seat].isChecked())

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

    def draft(self) -> HandDraft:
        """The form as the core's draft (None where nothing is chosen yet)."""
        outcome = self.outcome()
        kind = self.abortive_kind.currentData()
        return HandDraft(
            outcome=outcome, riichi=self.riichi.seats(),
            loser=self.discarder.seat() if outcome is Outcome.RON else None,
            wins=tuple(e.win_draft() for e in self.editors) if outcome.is_win else (),
            tenpai=self.tenpai.seats(), abortive_kind=AbortiveKind(kind) if kind else None,
            nagashi_mangan_seats=self.nagashi.seats(), offender=self.offender.seat(),
            last_hand=self.last_hand.isChecked(), note=self.note.text(),
            reason=self.reason.text() if self._ask_reason else None)

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
            match = WIN_FIELD.fullmatch(slot)
            if match:
                index = int(match.group(1))
                if index < len(self.editors):
                    editor = self.editors[index]
                    if editor.has_field(match.group(2) or ""):
                        return slot
            elif slot in self.sections and self.sections[slot].isVisibleTo(
                    cast(QWidget, self)):
                return slot
            slot = fallback(slot)
        return ""

    def message_for(self, field: str) -> str:
        """The message shown for a core field path (tests; "" when none)."""
        slot = self._visible_slot(slot_for(field))
        match = WIN_FIELD.fullmatch(slot)
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
        if self._ask_reason:
            chain.append(self.reason)
        # As the paper score sheet reads: winner, discarder, riichi, then han and fu.
        first, *others = self.editors
        chain += [first.winner, self.discarder, *self.riichi.boxes, *first.value_chain(),
                  first.remove_button]
        for editor in others:
            chain += editor.focus_chain()
        chain += [self.add_winner_button, *self.tenpai.boxes, *self.nagashi.boxes,
                  self.abortive_kind, self.offender, self.last_hand, self.note]
        chain += [] if self._ask_reason else [self.reason]
        chain += [self.ok_button, self.buttons.button(QDialogButtonBox.StandardButton.Cancel)]
        for before, after in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(before, after)

    def _focus_first(self) -> None:
        outcome = self.outcome()
        target: QWidget = {
            Outcome.RON: self.editors[0].winner,
            Outcome.TSUMO: self.editors[0].winner,
            Outcome.EXHAUSTIVE_DRAW: self.tenpai.boxes[0],
            Outcome.ABORTIVE_DRAW: self.abortive_kind,
            Outcome.NAGASHI_MANGAN: self.nagashi.boxes[0],
            Outcome.CHOMBO: self.offender,
        }[outcome]
        target.setFocus()

