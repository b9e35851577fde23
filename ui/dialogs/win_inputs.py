"""The two other ways to fill a winner in the hand dialog, built on `tournament.yaku`:

- `YakuPickerWidget` ("By yaku"): tick the yaku, give the dora; `describe_win` counts the han
  (and the fu when the yaku fix them) and the yaku go into the record, so the core checks
  the han against them;
- `TileEntryWidget` ("By tiles"): type the hand in mpsz notation and the winning tile; the
  tile calculator gives yaku, han and fu, and the tiles are drawn so a typo shows.

Both report the core's messages about the win's detail (``wins[i].yaku``...) inside.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tournament.model import Issue, Win
from tournament.rules import Ruleset
from tournament.yaku.calculator import HandScore, Situation, read_hand, score_hand
from tournament.yaku.catalogue import (
    CATALOGUE,
    RIICHI_IDS,
    YakuDef,
    counts_as_yakuman,
    playable,
)
from tournament.yaku.describe import WinDescription, describe_win
from tournament.yaku.tiles import parse_meld, parse_tiles
from ui.dialogs.win_sources import WinContext, WinSource, WinSourceWidget
from ui.issue_words import issue_text
from ui.style import SPACE, colour, scheme_changed
from ui.text import tr, yaku_breakdown, yaku_name, yakuman_text
from ui.widgets.field_message import FieldMessage
from ui.widgets.tile_row import TileRow


def _spin(maximum: int, tip: str) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(0, maximum)
    spin.setToolTip(tip)
    spin.setFixedWidth(80)
    return spin


class YakuPickerWidget(WinSourceWidget):
    """A checkable list of the ruleset's yaku, dora counts, and fu when the yaku leave it open.

    A click anywhere on a yaku's line ticks it (or unticks it), not only on its box. Riichi
    (or double riichi) ticked or unticked by the referee is said by `riichi_changed`, so the
    hand dialog keeps the winner's "riichi declared" in step (`set_riichi` the other way)."""

    IdRole = Qt.ItemDataRole.UserRole + 1

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._context: WinContext | None = None
        self._rules: Ruleset | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(SPACE // 2)
        top = QHBoxLayout()
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(tr("Filter: English, romaji or French name"))
        self.filter.textChanged.connect(self._filter)
        self.open_hand = QCheckBox(tr("Open hand"))
        self.open_hand.toggled.connect(self._relabel)
        scheme_changed().connect(self._relabel)  # the greyed names in the new colours
        top.addWidget(self.filter, 1)
        top.addWidget(self.open_hand)
        layout.addLayout(top)
        self.list = QListWidget()
        self.list.setMinimumHeight(180)
        self.list.itemChanged.connect(self._item_changed)
        # A click on a line's text ticks it: the state at the press tells whether the click
        # already went to the box (Qt ticks it on release, before `itemClicked`).
        self._pressed: tuple[QListWidgetItem, Qt.CheckState] | None = None
        self.list.itemPressed.connect(
            lambda item: setattr(self, "_pressed", (item, item.checkState())))
        self.list.itemClicked.connect(self._item_clicked)
        self._riichi = False
        layout.addWidget(self.list)
        grid = QGridLayout()
        grid.setHorizontalSpacing(SPACE)
        self.dora = _spin(20, tr("Dora from the indicators"))
        self.red_fives = _spin(3, tr("Red fives in the hand"))
        self.ura_dora = _spin(20, tr("Ura dora (after a riichi)"))
        self.fu = _spin(130, tr("Fu, when the yaku do not fix them; 0 from 5 han on"))
        self.fu.setSingleStep(10)
        self.fu.setValue(30)
        self._red_label = QLabel(tr("Red fives"))
        for column, (text, spin) in enumerate(((tr("Dora"), self.dora),
                                               (None, self.red_fives),
                                               (tr("Ura dora"), self.ura_dora),
                                               (tr("Fu"), self.fu))):
            label = self._red_label if text is None else QLabel(text)
            label.setBuddy(spin)
            grid.addWidget(label, 0, column)
            grid.addWidget(spin, 1, column)
            spin.valueChanged.connect(lambda _v: self.changed.emit())
        grid.setColumnStretch(4, 1)
        layout.addLayout(grid)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.messages = FieldMessage()
        layout.addWidget(self.messages)
        self.changed.connect(self._summarise)

    # --- WinSourceWidget -------------------------------------------------------------------
    def set_context(self, context: WinContext) -> None:
        self._context = context
        if context.rules != self._rules:
            self._rules = context.rules
            self._fill(context.rules)
        self._summarise()

    def checked(self) -> list[str]:
        return [self.list.item(i).data(self.IdRole) for i in range(self.list.count())
                if self.list.item(i).checkState() == Qt.CheckState.Checked]

    def set_checked(self, ids: list[str]) -> None:
        wanted = set(ids)
        self.list.blockSignals(True)
        for i in range(self.list.count()):
            item = self.list.item(i)
            item.setCheckState(Qt.CheckState.Checked if item.data(self.IdRole) in wanted
                               else Qt.CheckState.Unchecked)
        self.list.blockSignals(False)
        self._riichi = self.riichi()
        self.changed.emit()

    def value(self) -> Win | None:
        ids = self.checked()
        if not ids or self._rules is None:
            return None
        desc = self._describe(ids)
        if desc is None or not desc.countable:
            return None
        fu = 0 if desc.yakuman else (desc.fu or 0)
        return Win(winner=0, han=desc.han, fu=fu, yakuman=desc.yakuman, yaku=tuple(ids),
                   dora=self.dora.value(), red_fives=self.red_fives.value(),
                   ura_dora=self.ura_dora.value(),
                   open_hand=True if self.open_hand.isChecked() else None)

    def set_value(self, value: Win) -> bool:
        if value.yaku is None:
            return False
        known = {self.list.item(i).data(self.IdRole) for i in range(self.list.count())}
        if not set(value.yaku) <= known:
            return False  # names rather than ids, or yaku this list does not offer
        self.open_hand.setChecked(bool(value.open_hand))
        self.dora.setValue(value.dora)
        self.red_fives.setValue(value.red_fives)
        self.ura_dora.setValue(value.ura_dora)
        self.fu.setValue(value.fu)
        self.set_checked(list(value.yaku))
        return True

    def show_messages(self, messages: list[str]) -> None:
        self.messages.show_messages(messages)

    # --- riichi, kept in step with "riichi declared" ---------------------------------------
    def riichi(self) -> bool:
        """Riichi or double riichi is ticked."""
        return bool(set(self.checked()) & set(RIICHI_IDS))

    def set_riichi(self, on: bool) -> None:
        """Tick Riichi (unless double riichi is: it implies riichi), or untick both."""
        if on == self.riichi():
            return
        wanted = set(self.checked())
        if on:
            wanted.add("riichi")
        else:
            wanted -= set(RIICHI_IDS)
        self._riichi = on
        self.set_checked(sorted(wanted))

    def _item_changed(self, _item: QListWidgetItem) -> None:
        self.changed.emit()
        riichi = self.riichi()
        if riichi != self._riichi:
            self._riichi = riichi
            self.riichi_changed.emit(riichi)

    def _item_clicked(self, item: QListWidgetItem) -> None:
        pressed, self._pressed = self._pressed, None
        if pressed is None or pressed[0] is not item or item.checkState() != pressed[1]:
            return  # the box itself was clicked: Qt ticked it
        item.setCheckState(Qt.CheckState.Unchecked if item.checkState() == Qt.CheckState.Checked
                           else Qt.CheckState.Checked)

    # --- internals -------------------------------------------------------------------------
    def _describe(self, ids: list[str]) -> WinDescription:
        """The yaku's count; the fu box counts only when the yaku leave the fu open
        (pinfu and seven pairs fix them; from 5 han on and for a yakuman they do not matter)."""
        context = self._context

        def describe(fu: int | None) -> WinDescription:
            return describe_win(ids, self.dora.value(), self.red_fives.value(),
                                self.ura_dora.value(), self.open_hand.isChecked() or None,
                                fu, self._rules, tsumo=context.tsumo if context else None)

        fixed = describe(None)
        needs_fu = fixed.fu is None and not fixed.yakuman and fixed.han < 5
        self.fu.setEnabled(needs_fu)
        return describe(self.fu.value() or None) if needs_fu else fixed

    def _fill(self, rules: Ruleset) -> None:
        checked = set(self.checked())
        self.list.blockSignals(True)
        self.list.clear()
        for y in CATALOGUE:
            if not playable(y, rules):
                continue
            item = QListWidgetItem()
            item.setData(self.IdRole, y.id)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if y.id in checked
                               else Qt.CheckState.Unchecked)
            item.setToolTip(yaku_name(y.id))
            self.list.addItem(item)
        self.list.blockSignals(False)
        shown = rules.red_fives
        self.red_fives.setVisible(shown)
        self._red_label.setVisible(shown)
        self._relabel()

    def _relabel(self) -> None:
        rules = self._rules
        if rules is None:
            return
        is_open = self.open_hand.isChecked()
        by_id = {y.id: y for y in CATALOGUE}
        self.list.blockSignals(True)
        for i in range(self.list.count()):
            item = self.list.item(i)
            y: YakuDef = by_id[item.data(self.IdRole)]
            if counts_as_yakuman(y, rules):
                value = tr("yakuman")
            elif is_open and y.closed_only:
                value = tr("closed only")
            else:
                value = tr("%1 han").replace("%1", str(y.han(is_open)))
            name = yaku_name(y.id)
            item.setText(f"{name} \u2014 {value}")
            # Closed-only yaku of an open hand in the muted colour; the others in the list's
            # own text colour (light or dark).
            item.setData(Qt.ItemDataRole.ForegroundRole,
                         colour("muted") if is_open and y.closed_only else None)
        self.list.blockSignals(False)
        self.changed.emit()

    def _filter(self, text: str) -> None:
        needle = text.strip().lower()
        by_id = {y.id: y for y in CATALOGUE}
        for i in range(self.list.count()):
            item = self.list.item(i)
            y = by_id[item.data(self.IdRole)]
            names = " ".join((y.id, *y.names, *y.aliases)).lower()
            item.setHidden(bool(needle) and needle not in names)

    def _summarise(self) -> None:
        ids = self.checked()
        if not ids or self._rules is None:
            self.summary.setText(tr("Tick the yaku of the hand."))
            return
        desc = self._describe(ids)
        if desc.yaku:
            text = yaku_breakdown(desc.yaku, desc.dora_han, yakuman_text(desc.yakuman)
                                  if desc.yakuman else f"{desc.han} " + tr("han"))
            if desc.fu and not desc.yakuman:
                text += ", " + tr("%1 fu").replace("%1", str(desc.fu))
            self.summary.setText(text)
        else:
            self.summary.setText("")


class TileEntryWidget(WinSourceWidget):
    """The hand in mpsz text, drawn as tiles, scored by the tile calculator."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._context: WinContext | None = None
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setHorizontalSpacing(SPACE)
        layout.setVerticalSpacing(SPACE // 2)
        self.hand = QLineEdit()
        self.hand.setPlaceholderText(tr("e.g. 234456m678p345s88s (winning tile included)"))
        self.win = QLineEdit()
        self.win.setPlaceholderText(tr("e.g. 5s"))
        self.win.setMaximumWidth(90)
        self.melds = QLineEdit()
        self.melds.setPlaceholderText(tr("called sets, e.g. pon:777z chi:123m ankan:9999s"))
        self.dora = QLineEdit()
        self.dora.setPlaceholderText(tr("indicators, e.g. 4s,1z"))
        self.ura = QLineEdit()
        self.ura.setPlaceholderText(tr("after a riichi"))
        rows = ((tr("Hand"), self.hand), (tr("Winning tile"), self.win),
                (tr("Called sets"), self.melds), (tr("Dora indicators"), self.dora),
                (tr("Ura dora indicators"), self.ura))
        for row, (text, edit) in enumerate(rows):
            label = QLabel(text)
            label.setBuddy(edit)
            layout.addWidget(label, row, 0)
            layout.addWidget(edit, row, 1)
            edit.textChanged.connect(self._changed)
        self.situation: dict[str, QCheckBox] = {}
        checks = QGridLayout()
        for i, (key, text) in enumerate((
                ("riichi", tr("Riichi")), ("double_riichi", tr("Double riichi")),
                ("ippatsu", tr("Ippatsu")), ("last_tile", tr("Last tile")),
                ("rinshan", tr("After a kong")), ("chankan", tr("Robbing a kong")))):
            box = QCheckBox(text)
            box.toggled.connect(self._changed)
            if key in RIICHI_IDS:
                box.clicked.connect(lambda _on: self.riichi_changed.emit(self.riichi()))
            self.situation[key] = box
            checks.addWidget(box, i // 3, i % 3)
        layout.addLayout(checks, len(rows), 0, 1, 2)
        self.tiles = TileRow()
        layout.addWidget(self.tiles, len(rows) + 1, 0, 1, 2)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary, len(rows) + 2, 0, 1, 2)
        self.problems = FieldMessage()
        layout.addWidget(self.problems, len(rows) + 3, 0, 1, 2)
        self.messages = FieldMessage()
        layout.addWidget(self.messages, len(rows) + 4, 0, 1, 2)
        layout.setColumnStretch(1, 1)
        self._score: HandScore | None = None
        self._problems: list[str] = []

    def set_context(self, context: WinContext) -> None:
        if context != self._context:
            self._context = context
            self._compute()

    def value(self) -> Win | None:
        score = self._score
        if score is None:
            return None
        return Win(winner=0, han=score.han, fu=score.fu, yakuman=score.yakuman,
                   yaku=tuple(c.id for c in score.yaku), dora=score.dora,
                   red_fives=score.red_fives, ura_dora=score.ura_dora,
                   open_hand=True if score.open_hand else None)

    def show_messages(self, messages: list[str]) -> None:
        self.messages.show_messages(messages)

    def riichi(self) -> bool:
        """Riichi or double riichi is ticked in the situation."""
        return any(self.situation[key].isChecked() for key in RIICHI_IDS)

    def set_riichi(self, on: bool) -> None:
        if on == self.riichi():
            return
        if on:
            self.situation["riichi"].setChecked(True)
        else:
            for key in RIICHI_IDS:
                self.situation[key].setChecked(False)

    def _changed(self) -> None:
        self._compute()
        self.changed.emit()

    def _compute(self) -> None:
        self._score = None
        hand_text, win_text = self.hand.text().strip(), self.win.text().strip()
        meld_texts = self.melds.text().replace(",", " ").split()
        groups = [[str(t) for t in parse_tiles(hand_text)[0]]]
        for text in meld_texts:
            meld, _ = parse_meld(text)
            if meld is not None:
                groups.append([str(t) for t in meld.tiles])
        self.tiles.set_groups(groups)
        problems: list[str] = []
        context = self._context
        if not hand_text or not win_text:
            self.summary.setText(tr("Type the hand and the winning tile."))
        elif context is None or context.seat_wind is None:
            self.summary.setText(tr("Choose the winner first: the seat wind counts."))
        else:
            tsumo = context.tsumo
            last = self.situation["last_tile"].isChecked()
            situation = Situation(
                tsumo=tsumo, riichi=self.situation["riichi"].isChecked(),
                double_riichi=self.situation["double_riichi"].isChecked(),
                ippatsu=self.situation["ippatsu"].isChecked(),
                haitei=last and tsumo, houtei=last and not tsumo,
                rinshan=self.situation["rinshan"].isChecked(),
                chankan=self.situation["chankan"].isChecked())
            hand, found = read_hand(hand_text, win_text, meld_texts, self.dora.text(),
                                    self.ura.text(), situation=situation,
                                    seat_wind=context.seat_wind,
                                    round_wind=context.round_wind)
            if hand is not None:
                score, found = score_hand(hand, context.rules)
                if score is not None:
                    self._score = score
                    total = (yakuman_text(score.yakuman) if score.yakuman else
                             tr("%1 han %2 fu").replace("%1", str(score.han))
                             .replace("%2", str(score.fu)))
                    self.summary.setText(yaku_breakdown(
                        score.yaku, score.dora + score.red_fives + score.ura_dora, total))
            problems = [issue_text(Issue(p.code, None, p.field, p.message), [])
                        for p in found]
            if problems:
                self.summary.setText("")
        self.problems.show_messages(problems)


class YakuSource:
    key = "yaku"

    def title(self) -> str:
        return tr("By yaku")

    def create(self, parent: QWidget | None = None) -> WinSourceWidget:
        return YakuPickerWidget(parent)


class TilesSource:
    key = "tiles"

    def title(self) -> str:
        return tr("By tiles")

    def create(self, parent: QWidget | None = None) -> WinSourceWidget:
        return TileEntryWidget(parent)


# The ways a winner box offers after "Han and fu", in this order.
SOURCES: tuple[WinSource, ...] = (YakuSource(), TilesSource())
