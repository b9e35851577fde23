"""Every field of a Ruleset, editable, each with its explanation in plain words.

A preset fills the form; any field can then be changed. The editor follows the field's type:
a check box for yes/no, a list for a choice, a number box for points, four number boxes for
the uma. `overrides()` gives the fields that differ from the preset; `problems()` checks them
with `Ruleset.with_overrides` and each problem is shown under its own field.
"""

from __future__ import annotations

import enum
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tournament.model import Issue
from tournament.rules import PRESETS, Ruleset
from ui import rule_words
from ui.issue_words import issue_text
from ui.style import SPACE, font
from ui.text import tr
from ui.widgets.field_message import FieldMessage
from ui.widgets.wheel_guard import guard_wheel


def _spin(value: int) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(-1_000_000, 1_000_000)
    spin.setSingleStep(100)
    spin.setGroupSeparatorShown(True)
    spin.setValue(value)
    spin.setMinimumWidth(120)
    return spin


class SpinRow(QWidget):
    """Several number boxes side by side, for a field of several numbers (the uma)."""

    def __init__(self, values: tuple[int, ...], parent: QWidget | None = None):
        super().__init__(parent)
        box = QHBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(SPACE // 2)
        self.spins: list[QSpinBox] = []
        for part in values:
            spin = _spin(part)
            spin.setMinimumWidth(96)
            box.addWidget(spin)
            self.spins.append(spin)


class RulesetForm(QWidget):
    changed = Signal()

    def __init__(self, preset: str = "ema_rcr", parent: QWidget | None = None):
        super().__init__(parent)
        self._building = True
        self._issues: list[Issue] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(SPACE)

        top = QHBoxLayout()
        preset_label = QLabel(tr("Start from"))
        self.preset = QComboBox()
        for name in PRESETS:
            self.preset.addItem(rule_words.preset_name(name), name)
        preset_label.setBuddy(self.preset)
        self.summary = QLabel()
        self.summary.setObjectName("muted")
        top.addWidget(preset_label)
        top.addWidget(self.preset)
        top.addSpacing(2 * SPACE)
        top.addWidget(self.summary, 1)
        layout.addLayout(top)
        self.general = FieldMessage()
        layout.addWidget(self.general)

        body = QWidget()
        body.setObjectName("form")
        grid = QGridLayout(body)
        grid.setContentsMargins(SPACE, SPACE, 2 * SPACE, SPACE)
        grid.setHorizontalSpacing(2 * SPACE)
        grid.setVerticalSpacing(SPACE // 2)
        grid.setColumnStretch(1, 1)
        grid.setColumnMinimumWidth(0, 220)
        self.editors: dict[str, Any] = {}
        self.labels: dict[str, QLabel] = {}
        self.descriptions: dict[str, QLabel] = {}
        self.messages: dict[str, FieldMessage] = {}
        row = 0
        for title, names in rule_words.groups():
            header = QLabel(title)
            header.setObjectName("sectionTitle")
            header.setFont(font(1.1, bold=True))
            if row:
                grid.setRowMinimumHeight(row, SPACE)
                row += 1
            grid.addWidget(header, row, 0, 1, 2)
            row += 1
            for name in names:
                row = self._add_field(grid, row, name)
        scroll = QScrollArea()
        scroll.setObjectName("formScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(body)
        layout.addWidget(scroll, 1)
        self.scroll_area = scroll
        # Scrolling the form over a number box must scroll, not change the rule.
        guard_wheel(body)

        index = self.preset.findData(preset)
        self.preset.setCurrentIndex(max(index, 0))
        self.preset.currentIndexChanged.connect(self._preset_changed)
        self._building = False
        self._preset_changed()

    def _add_field(self, grid: QGridLayout, row: int, name: str) -> int:
        base = PRESETS[self.preset.itemData(0)]
        value = getattr(base, name)
        label = QLabel(rule_words.label(name))
        help_text = rule_words.help_text(name)
        editor: Any
        if isinstance(value, bool):
            editor = QCheckBox()
            editor.toggled.connect(self._edited)
            focus = editor
        elif isinstance(value, enum.Enum):
            editor = QComboBox()
            for member in type(value):
                editor.addItem(rule_words.choice(member.value), member.value)
            editor.currentIndexChanged.connect(self._edited)
            focus = editor
        elif isinstance(value, tuple):
            editor = SpinRow(value)
            for place, spin in enumerate(editor.spins, start=1):
                spin.valueChanged.connect(self._edited)
                # Four boxes, one label: each named by the label and its place ("Uma, 1st").
                spin.setAccessibleName(tr("%1, place %2").replace(
                    "%1", rule_words.label(name)).replace("%2", str(place)))
            focus = editor.spins[0]
        elif isinstance(value, int):
            editor = _spin(value)
            editor.valueChanged.connect(self._edited)
            focus = editor
        else:  # a text field: shown, not edited
            editor = QLabel(str(value))
            focus = editor
        label.setBuddy(focus)
        label.setToolTip(help_text)
        editor.setToolTip(help_text)
        description = QLabel(help_text)
        description.setObjectName("muted")
        description.setWordWrap(True)
        description.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        message = FieldMessage()
        # The explanation under its editor, over the full width: a wide editor (the uma's four
        # boxes) never squeezes the words into a narrow column.
        grid.addWidget(label, row, 0, Qt.AlignmentFlag.AlignVCenter)
        grid.addWidget(editor, row, 1, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
        grid.addWidget(message, row + 1, 1)
        grid.addWidget(description, row + 2, 1)
        grid.setRowMinimumHeight(row + 3, SPACE)
        self.editors[name] = editor
        self.labels[name] = label
        self.descriptions[name] = description
        self.messages[name] = message
        return row + 4

    # --- values -----------------------------------------------------------------------
    def preset_name(self) -> str:
        return str(self.preset.currentData())

    def base(self) -> Ruleset:
        return PRESETS[self.preset_name()]

    def value(self, name: str) -> Any:
        editor = self.editors[name]
        if isinstance(editor, QCheckBox):
            return editor.isChecked()
        if isinstance(editor, QComboBox):
            return editor.currentData()
        if isinstance(editor, QSpinBox):
            return editor.value()
        if isinstance(editor, SpinRow):
            return [s.value() for s in editor.spins]
        return getattr(self.base(), name)

    def set_value(self, name: str, value: Any) -> None:
        editor = self.editors[name]
        if isinstance(value, enum.Enum):
            value = value.value
        if isinstance(editor, QCheckBox):
            editor.setChecked(bool(value))
        elif isinstance(editor, QComboBox):
            editor.setCurrentIndex(editor.findData(value))
        elif isinstance(editor, QSpinBox):
            editor.setValue(int(value))
        elif isinstance(editor, SpinRow):
            for spin, part in zip(editor.spins, value, strict=True):
                spin.setValue(int(part))

    def overrides(self) -> dict[str, Any]:
        """The fields changed from the preset, as JSON values (what the service stores)."""
        base = self.base().to_dict()
        out = {}
        for name in self.editors:
            value = self.value(name)
            if value != base[name]:
                out[name] = value
        return out

    def ruleset(self) -> tuple[Ruleset, list[Issue]]:
        return self.base().with_overrides(self.overrides())

    def problems(self) -> list[Issue]:
        return list(self._issues)

    # --- reacting ---------------------------------------------------------------------
    def _preset_changed(self) -> None:
        self._building = True
        base = self.base()
        for name in self.editors:
            self.set_value(name, getattr(base, name))
        self._building = False
        self._edited()

    def _edited(self, *_: Any) -> None:
        if self._building:
            return
        overrides = self.overrides()
        self._issues = self.base().with_overrides(overrides)[1]
        by_field: dict[str, list[str]] = {}
        general = []
        for issue in self._issues:
            name = issue.field.removeprefix("ruleset.")
            text = issue_text(issue, [])
            if name in self.messages:
                by_field.setdefault(name, []).append(text)
            else:
                general.append(text)
        for name, message in self.messages.items():
            message.show_messages(by_field.get(name, []))
            font = QFont(self.labels[name].font())
            font.setBold(name in overrides)
            self.labels[name].setFont(font)
        self.general.show_messages(general)
        if overrides:
            self.summary.setText(tr("Changed from the preset: %1").replace(
                "%1", ", ".join(rule_words.label(n) for n in overrides)))
        else:
            self.summary.setText(tr("The preset as it is"))
        self.changed.emit()
