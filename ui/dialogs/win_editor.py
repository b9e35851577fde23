"""One winner's box in the hand dialog: who won, and what the hand is worth.

The value is given as han and fu (or a yakuman multiple), or through one of the box's
`WinSource`s (by yaku, by tiles). Liability (pao) applies to a yakuman only, so its choice
is enabled only then. The box gives what it has as the core's `WinDraft`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QWidget,
)

from tournament.games.hand_entry import WinDraft
from tournament.model import TableState, Win
from tournament.rules import Ruleset
from tournament.scoring import han_fu_problem, hand_value
from tournament.scoring.validate import MAX_HAN
from ui.dialogs.win_inputs import SOURCES, YakuPickerWidget
from ui.dialogs.win_sources import WinContext, WinSource, WinSourceWidget
from ui.style import SPACE, font
from ui.text import limit_name, points, tr
from ui.widgets.field_message import FieldMessage
from ui.widgets.seat_inputs import SeatChoice

FIELDS = ("winner", "method", "han", "fu", "yakuman", "pao")


class WinEditor(QFrame):
    changed = Signal()
    remove_requested = Signal(object)
    riichi_yaku_changed = Signal(bool)  # the referee ticked or unticked riichi in the detail

    def __init__(self, players: Sequence[str], state: TableState, rules: Ruleset,
                 sources: Sequence[WinSource] = SOURCES, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("card")
        self._players = list(players)
        self._state = state
        self._rules = rules
        self._tsumo = False
        self._index = 0
        # A recorded win whose detail (yaku, dora...) no source can show: kept as it was.
        self._kept: Win | None = None

        grid = QGridLayout(self)
        grid.setContentsMargins(2 * SPACE, 3 * SPACE // 2, 2 * SPACE, 3 * SPACE // 2)
        grid.setHorizontalSpacing(2 * SPACE)
        grid.setVerticalSpacing(SPACE // 2)
        self.title_label = QLabel()
        self.title_label.setObjectName("sectionTitle")
        self.remove_button = QPushButton(tr("Remove"))
        self.remove_button.setObjectName("linkButton")
        self.remove_button.setAutoDefault(False)
        self.remove_button.setToolTip(tr("Remove this winner"))
        self.remove_button.clicked.connect(lambda: self.remove_requested.emit(self))
        grid.addWidget(self.title_label, 0, 0, 1, 2)
        grid.addWidget(self.remove_button, 0, 1, Qt.AlignmentFlag.AlignRight)

        self.winner = SeatChoice(players, state)
        self.winner.setAccessibleName(tr("Winner"))
        self.method = QComboBox()
        self.method.addItem(tr("Han and fu"), "")
        self._sources: dict[str, WinSourceWidget] = {}
        self.source_stack = QStackedWidget()
        self.han = QSpinBox()
        # Every han count a real hand can reach (14 is a real hand; see scoring.validate).
        self.han.setRange(0, MAX_HAN)
        self.han.setValue(1)
        self.han.setAccessibleName(tr("Han"))
        self.fu = QSpinBox()
        self.fu.setRange(0, 130)
        self.fu.setSingleStep(10)
        self.fu.setValue(30)
        self.fu.setAccessibleName(tr("Fu"))
        self.fu.setToolTip(tr("20, 25, or 30 to 130 in tens; may be left at 0 from 5 han on"))
        self.yakuman = QSpinBox()
        self.yakuman.setRange(0, max(rules.yakuman_multiples()))
        self.yakuman.setSpecialValueText(tr("none"))
        self.yakuman.setPrefix("\u00d7")
        self.yakuman.setAccessibleName(tr("Yakuman"))
        self.pao = SeatChoice(players, state, none_text=tr("nobody"))
        self.pao.setAccessibleName(tr("Liable (pao)"))
        self.pao.setToolTip(tr("The player who fed the last pung of Big Three Dragons or "
                               "Big Four Winds (yakuman only)"))

        self.messages: dict[str, FieldMessage] = {}
        self._rows: dict[str, list[QWidget]] = {}
        rows = [
            ("winner", tr("Winner"), self.winner),
            ("method", tr("Enter by"), self.method),
            ("source", "", self.source_stack),
            ("han", tr("Han"), self.han),
            ("fu", tr("Fu"), self.fu),
            ("yakuman", tr("Yakuman"), self.yakuman),
            ("pao", tr("Liable (pao)"), self.pao),
        ]
        # Each field takes two grid rows: label and widget side by side, then its message
        # right below the widget (a hidden message takes no room).
        for number, (key, text, widget) in enumerate(rows):
            row = 1 + 2 * number
            label = QLabel(text)
            label.setBuddy(widget)
            # Beside a second winner (half the width) "Responsable (pao)" was cut: a label
            # takes a second line, broken at a space, rather than lose its end.
            label.setWordWrap(True)
            if isinstance(widget, QSpinBox):
                widget.setFixedWidth(110)  # numbers stay narrow; the message may be wide
                grid.addWidget(widget, row, 1, Qt.AlignmentFlag.AlignLeft)
            else:
                grid.addWidget(widget, row, 1)
            message = FieldMessage(reserve=key == "winner")
            self.messages[key] = message
            grid.addWidget(label, row, 0)
            grid.addWidget(message, row + 1, 1)
            self._rows[key] = [label, widget]
        row = 1 + 2 * len(rows)
        self.value_label = QLabel()
        self.value_label.setFont(font(1.0, bold=True))
        self.value_label.setWordWrap(True)
        grid.addWidget(self.value_label, row, 0, 1, 2)
        self.detail_label = QLabel()
        self.detail_label.setObjectName("muted")
        self.detail_label.setWordWrap(True)
        self.drop_detail_button = QPushButton(tr("Forget the detail"))
        self.drop_detail_button.setObjectName("linkButton")
        self.drop_detail_button.setAutoDefault(False)
        self.drop_detail_button.clicked.connect(self._drop_detail)
        grid.addWidget(self.detail_label, row + 1, 0, 1, 2)
        grid.addWidget(self.drop_detail_button, row + 2, 0, 1, 2, Qt.AlignmentFlag.AlignLeft)
        self.general = FieldMessage()
        self.messages[""] = self.general
        grid.addWidget(self.general, row + 3, 0, 1, 2)
        grid.setColumnStretch(1, 1)
        self.setMinimumWidth(250)

        for source in sources:
            widget = source.create(self)
            widget.changed.connect(self._emit)
            widget.riichi_changed.connect(self.riichi_yaku_changed)
            self._sources[source.key] = widget
            self.method.addItem(source.title(), source.key)
            self.source_stack.addWidget(widget)
        self.method.currentIndexChanged.connect(self._method_changed)
        self.winner.currentIndexChanged.connect(self._emit)
        self.han.valueChanged.connect(self._emit)
        self.fu.valueChanged.connect(self._emit)
        self.yakuman.valueChanged.connect(self._yakuman_changed)
        self.pao.currentIndexChanged.connect(self._emit)
        self._method_changed()
        self._yakuman_changed()
        self._show_detail()

    # --- what it shows ---------------------------------------------------------------------
    def set_index(self, index: int, removable: bool) -> None:
        self._index = index
        self.title_label.setText(tr("Winner %1").replace("%1", str(index + 1)))
        self.remove_button.setVisible(removable)

    def set_tsumo(self, tsumo: bool) -> None:
        self._tsumo = tsumo
        self._update_value()
        self._update_context()

    def set_win(self, win: Win) -> None:
        self.winner.set_seat(win.winner)
        self.han.setValue(win.han)
        self.fu.setValue(win.fu)
        self.yakuman.setValue(win.yakuman)
        self.pao.set_seat(win.pao)
        kept: Win | None = win if _has_detail(win) else None
        for position in range(1, self.method.count()):
            source = self._sources[self.method.itemData(position)]
            if kept is not None and source.set_value(win):
                self.method.setCurrentIndex(position)
                kept = None
                break
        self._kept = kept
        self._show_detail()

    def yaku_picker(self) -> YakuPickerWidget | None:
        """The yaku list, when the win is entered by yaku."""
        source = self._current_source()
        return source if isinstance(source, YakuPickerWidget) else None

    def set_riichi_yaku(self, on: bool) -> None:
        """Tick (or untick) Riichi in the win's detail (the yaku list, the tiles'
        situation), when the win is entered that way."""
        source = self._current_source()
        if source is not None:
            source.set_riichi(on)

    def focus_chain(self) -> list[QWidget]:
        return [self.remove_button, self.winner, *self.value_chain()]

    def value_chain(self) -> list[QWidget]:
        """The fields of the win's value, in tab order (the winner comes before them): han
        and fu as the score sheet has them, then how else it may be entered (by yaku...)."""
        inside: list[QWidget] = []
        for source in self._sources.values():
            inside += [w for w in source.findChildren(QWidget)
                       if w.focusPolicy() & Qt.FocusPolicy.TabFocus]
        return [self.han, self.fu, self.yakuman, self.pao, self.method, *inside]

    def set_field_messages(self, messages: dict[str, tuple[list[str], list[str]]]) -> None:
        """(errors, hints) per field key ("" for the win as a whole)."""
        source = self._current_source()
        for key, label in self.messages.items():
            if key == "source":
                continue
            errors, hints = messages.get(key, ([], []))
            if key == "" and source is not None:
                # The core's words about the detail (yaku, dora) go inside the source, next
                # to what they are about; only "what is missing" stays below it.
                source.show_messages(errors)
                errors = []
            label.show_messages(errors, hints)

    def has_field(self, key: str) -> bool:
        """Whether the field `key` ("" = the win as a whole) is on screen for messages."""
        if key == "":
            return True
        row = self._rows.get(key)
        return row is not None and row[1].isVisibleTo(self)

    # --- what it gives ---------------------------------------------------------------------
    def win_draft(self) -> WinDraft:
        """The winner and the win's value as far as they are filled in."""
        winner = self.winner.seat()
        pao = self.pao.seat()
        source = self._current_source()
        value: Win | None
        if source is not None:
            value = source.value()
        elif self.yakuman.value():
            value = Win(0, yakuman=self.yakuman.value())
        elif self._kept is not None:
            value = replace(self._kept, han=self.han.value(), fu=self.fu.value(), yakuman=0)
        else:
            value = Win(0, han=self.han.value(), fu=self.fu.value())
        return WinDraft(winner, value, pao)

    # --- internals -------------------------------------------------------------------------
    def _current_source(self) -> WinSourceWidget | None:
        key = self.method.currentData()
        return self._sources.get(key) if key else None

    def _emit(self) -> None:
        self._update_value()
        self._update_context()
        self.changed.emit()

    def _method_changed(self) -> None:
        has_sources = self.method.count() > 1
        for widget in self._rows["method"]:
            widget.setVisible(has_sources)
        source = self._current_source()
        for key in ("han", "fu", "yakuman"):
            for widget in self._rows[key]:
                widget.setVisible(source is None)
        for widget in self._rows["source"]:
            widget.setVisible(source is not None)
        if source is None:
            self.messages["source"].hide()
        if source is not None:
            self.source_stack.setCurrentWidget(source)
        self._show_detail()
        self._emit()

    def _yakuman_changed(self) -> None:
        yakuman = bool(self.yakuman.value())
        self.han.setEnabled(not yakuman)
        self.fu.setEnabled(not yakuman)
        self.pao.setEnabled(yakuman)
        self._emit()

    def _drop_detail(self) -> None:
        self._kept = None
        self._show_detail()
        self._emit()

    def _show_detail(self) -> None:
        kept = self._kept
        shown = kept is not None and self._current_source() is None
        if kept is not None and shown:
            parts = []
            if kept.yaku is not None:
                parts.append(tr("yaku: %1").replace("%1", ", ".join(kept.yaku)))
            for number, text in ((kept.dora, tr("dora")), (kept.red_fives, tr("red fives")),
                                 (kept.ura_dora, tr("ura dora"))):
                if number:
                    parts.append(f"{text} {number}")
            if kept.open_hand is not None:
                parts.append(tr("open hand") if kept.open_hand else tr("closed hand"))
            self.detail_label.setText(tr("Recorded detail, kept and checked: %1")
                                      .replace("%1", "; ".join(parts)))
        self.detail_label.setVisible(shown)
        self.drop_detail_button.setVisible(shown)

    def _update_context(self) -> None:
        winner = self.winner.seat()
        context = WinContext(
            rules=self._rules, tsumo=self._tsumo,
            seat_wind=self._state.seat_wind(winner) if winner is not None else None,
            round_wind=self._state.round_wind,
            dealer=winner == self._state.dealer)
        for source in self._sources.values():
            source.set_context(context)

    def _update_value(self) -> None:
        winner = self.winner.seat()
        source = self._current_source()
        if source is not None:
            value = source.value()
            han, fu, yakuman = (value.han, value.fu, value.yakuman) if value else (0, 0, 0)
            if value is None:
                self.value_label.setText("")
                return
        else:
            han, fu, yakuman = self.han.value(), self.fu.value(), self.yakuman.value()
        if winner is None or han_fu_problem(han, fu, yakuman, self._tsumo, self._rules):
            self.value_label.setText("")
            return
        worth = hand_value(han, fu, yakuman, winner == self._state.dealer, self._rules)
        if self._tsumo:
            if worth.dealer_winner:
                text = tr("%1 from each player").replace("%1", points(worth.tsumo_from_other))
            else:
                text = (tr("%1 from the dealer, %2 from the others")
                        .replace("%1", points(worth.tsumo_from_dealer))
                        .replace("%2", points(worth.tsumo_from_other)))
        else:
            text = points(worth.ron)
        limit = worth.limit
        if limit:
            text += f" ({limit_name(limit)})"
        self.value_label.setText(tr("Worth %1").replace("%1", text))


def _has_detail(win: Win) -> bool:
    return (win.yaku is not None or bool(win.dora or win.red_fives or win.ura_dora)
            or win.open_hand is not None)
