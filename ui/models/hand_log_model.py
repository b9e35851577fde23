"""The hand log of one table as a Qt table model: one row per log entry.

Rows are in game order: a hand in effect shows where it is played; an amended or voided entry
stays visible, struck through, just above the hand that now stands in its place, with the
reason it was changed. `hand_log_rows` turns the core's folded log (`LogLine`s: state,
position and who changed each entry are the fold's) into rows; `HandLogTableModel` shows
them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont

from tournament.games.hand_log import EntryState, LogLine
from tournament.model import HandResult, TableState
from ui.style import colour
from ui.text import delta, hand_summary, names, rich_safe, round_short, time_text, tr

_Index = QModelIndex | QPersistentModelIndex
# The station a table's phone writes as ("table 3 (phone)", tournament.service.phone).
PHONE_STATION = re.compile(r"table \d+ \(phone\)")


@dataclass(frozen=True, slots=True)
class HandLogRow:
    number: int  # the log entry's number
    hand_index: int | None  # index in the controller's hands() while in effect
    hand_label: str  # what the "#" column shows
    round: str  # "E1 1 honba"
    summary: str  # "Ron: Bruno from Aiko 3 han 40 fu"
    riichi: str  # names of the riichi declarers
    deltas: tuple[int, int, int, int] | None  # None for an entry no longer in effect
    status: EntryState
    remark: str  # voided/amended with reason, last hand, note
    tooltip: str

    @property
    def in_effect(self) -> bool:
        return self.status is EntryState.APPLIED


def _stamp(who: str, at: str) -> str:
    """"Rita, 14:05": who, and the time in local time (the log keeps UTC)."""
    parts = [who] if who else []
    if time_text(at):
        parts.append(time_text(at))
    return ", ".join(parts)


def _done(who: str, at: str, by: str, at_time: str, bare: str) -> str:
    """"... by Rita, 14:05", "... at 14:05" when nobody was named at the desk (never "by"
    nobody), or `bare`; %2 is filled here."""
    if who.strip():
        return by.replace("%2", _stamp(who, at))
    if time_text(at):
        return at_time.replace("%2", time_text(at))
    return bare


def hand_log_rows(lines: Sequence[LogLine], results: Sequence[HandResult],
                  players: Sequence[str], current: TableState) -> list[HandLogRow]:
    def before(position: int) -> TableState:
        return results[position].before if position < len(results) else current

    rows = []
    shown = [line for line in lines if line.record is not None and line.position is not None]
    for line in sorted(shown, key=lambda e: (e.position, e.in_effect, e.entry.seq)):
        hand, position, entry = line.record, line.position, line.entry
        assert hand is not None and position is not None
        result = results[position] if line.in_effect and position < len(results) else None
        by = line.changed_by
        remarks = []
        if line.state is EntryState.VOIDED:
            remarks.append(tr("Voided: %1").replace("%1", by.why if by else ""))
        elif line.state is EntryState.REPLACED:
            remarks.append(tr("Amended: %1").replace("%1", by.why if by else ""))
        elif line.state is EntryState.UNDONE:
            remarks.append(tr("Undone"))
        elif line.replaces is not None:
            remarks.append(tr("Corrected entry"))
        if hand.last_hand:
            remarks.append(tr("Last hand (time)"))
        if hand.note:
            remarks.append(hand.note)
        if PHONE_STATION.fullmatch(entry.who):
            remarks.append(tr("entered at %1").replace("%1", entry.who))
        summary = hand_summary(hand, players, result.paid_winners if result else None)
        seq = str(entry.seq)
        tooltip = _done(entry.who, entry.at,
                        tr("Log entry %1, recorded by %2").replace("%1", seq),
                        tr("Log entry %1, recorded at %2").replace("%1", seq),
                        tr("Log entry %1").replace("%1", seq))
        if not line.in_effect:
            by_texts = {EntryState.VOIDED: (tr("Voided by %2"), tr("Voided at %2"),
                                            tr("Voided")),
                        EntryState.REPLACED: (tr("Amended by %2"), tr("Amended at %2"),
                                              tr("Amended")),
                        EntryState.UNDONE: (tr("Undone by %2"), tr("Undone at %2"),
                                            tr("Undone"))}[line.state]
            tooltip += "\n" + (_done(by.who, by.at, *by_texts) if by else by_texts[2])
        rows.append(HandLogRow(
            number=entry.seq,
            hand_index=position if line.in_effect else None,
            hand_label=str(position + 1),
            round=round_short(before(position)),
            summary=summary,
            riichi=names(hand.riichi, players),
            deltas=result.deltas if result else None,
            status=line.state,
            remark=" \u00b7 ".join(remarks),
            tooltip=tooltip,
        ))
    return rows


class HandLogTableModel(QAbstractTableModel):
    NUMBER, ROUND, OUTCOME, RIICHI = 0, 1, 2, 3
    FIRST_SEAT = 4
    REMARK = 8
    RowRole = Qt.ItemDataRole.UserRole + 1

    def __init__(self) -> None:
        super().__init__()
        self._rows: list[HandLogRow] = []
        self._players: list[str] = ["", "", "", ""]

    # --- filling ---------------------------------------------------------------------------
    def set_rows(self, rows: Sequence[HandLogRow]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def set_players(self, players: Sequence[str]) -> None:
        """The names over the four score columns."""
        if list(players) == self._players:
            return  # a header change re-measures every column: only when names change
        self._players = list(players)
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, self.FIRST_SEAT,
                                    self.FIRST_SEAT + 3)

    def row(self, row: int) -> HandLogRow:
        return self._rows[row]

    def rows(self) -> list[HandLogRow]:
        return list(self._rows)

    # --- Qt --------------------------------------------------------------------------------
    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else 9

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation is not Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if self.FIRST_SEAT <= section < self.FIRST_SEAT + 4:
                # The whole name: the header breaks it at a space, or cuts it with "…" when
                # even that does not fit (ui.widgets.columns); whole in the tooltip.
                return self._players[section - self.FIRST_SEAT]
            return {
                self.NUMBER: tr("#"), self.ROUND: tr("Round"), self.OUTCOME: tr("Outcome"),
                self.RIICHI: tr("Riichi"), self.REMARK: tr("Remarks"),
            }.get(section)
        if role == Qt.ItemDataRole.TextAlignmentRole and \
                self.FIRST_SEAT <= section < self.FIRST_SEAT + 4:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and \
                self.FIRST_SEAT <= section < self.FIRST_SEAT + 4:
            return rich_safe(self._players[section - self.FIRST_SEAT])
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        column = index.column()
        seat = column - self.FIRST_SEAT if self.FIRST_SEAT <= column < self.FIRST_SEAT + 4 \
            else None
        if role == Qt.ItemDataRole.DisplayRole:
            if seat is not None:
                return delta(row.deltas[seat]) if row.deltas is not None else ""
            return {
                self.NUMBER: row.hand_label, self.ROUND: row.round,
                self.OUTCOME: row.summary, self.RIICHI: row.riichi, self.REMARK: row.remark,
            }.get(column)
        if role == Qt.ItemDataRole.ToolTipRole:
            # The whole row in words (a long outcome is elided in its cell); names are
            # people's text, never markup.
            lines = [row.summary]
            if row.riichi:
                lines.append(tr("Riichi: %1").replace("%1", row.riichi))
            lines.append(row.tooltip)
            if row.remark:
                lines.append(row.remark)
            return rich_safe("\n".join(lines))
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if seat is not None or column == self.NUMBER:
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ForegroundRole:
            if not row.in_effect:
                return colour("muted")
            if seat is not None and row.deltas is not None and row.deltas[seat]:
                return colour("gain" if row.deltas[seat] > 0 else "danger")
            return None
        if role == Qt.ItemDataRole.FontRole and not row.in_effect and column != self.REMARK:
            font = QFont()
            font.setStrikeOut(True)
            return font
        if role == self.RowRole:
            return row
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
