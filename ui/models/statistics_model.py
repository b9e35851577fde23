"""The statistics as Qt table models: one row per player (every figure `tournament.standings.stats`
computes), a player's yaku counts, and the tournament's biggest hands.

The figures are the core's (`PlayerStats`, `WinRecord`); this module only words them: rates
as percentages ("33.3%", "33,3 %" in French), win values in points, an empty cell where the
core has no value (no hand, no win: nothing to divide). Each column sorts by the number, not
by its text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QLocale, Qt

from tournament.model import Wind
from tournament.standings.stats import PlayerStats, WinRecord
from tournament.yaku.catalogue import YakuDef, standard
from ui.models.rows_model import CENTER, RIGHT, Column, RowsTableModel
from ui.style import colour
from ui.text import QT_TR_NOOP, limit_name, locale, number, outcome_name, tr, wind_name

DASH = "\u2013"  # an empty figure: nothing to divide, no win


def percent(rate: float | None) -> str:
    """A fraction as a percentage with one decimal: 0.25 -> "25.0%" ("25,0 %"); None -> "–"."""
    if rate is None:
        return DASH
    return tr("%1%").replace("%1", number(rate * 100, 1))


def decimal(value: float | None, decimals: int = 2) -> str:
    return DASH if value is None else number(value, decimals)


def whole(value: float | None) -> str:
    """A win value in points ("7,900"); None -> "–"."""
    return DASH if value is None else number(round(value))


def of(part: int, whole_: int) -> str:
    """"2 / 3"."""
    return f"{number(part)} / {number(whole_)}"


_YAKU: dict[str, YakuDef] = {}


def yaku_text(yaku_id: str) -> str:
    """A yaku id as the desk shows it: the romaji and the name in the desk's language
    ("Tanyao (All Simples)"); an unknown name as it was written."""
    if not _YAKU:
        _YAKU.update((y.id, y) for y in standard())
    found = _YAKU.get(yaku_id)
    if found is None:
        return yaku_id
    french = locale().language() == QLocale.Language.French
    local = found.fr if french else found.en
    return found.ja if not local or local.casefold() == found.ja.casefold() else \
        f"{found.ja} ({local})"


def han_fu_text(win: WinRecord) -> str:
    """"3 han 30 fu", "mangan, 5 han", "yakuman", "double yakuman" in the desk's words."""
    if win.yakuman:
        if win.yakuman == 1:
            return tr("yakuman")
        if win.yakuman == 2:
            return tr("double yakuman")
        return tr("%n× yakuman").replace("%n", str(win.yakuman))
    text = tr("%n han").replace("%n", str(win.han)) if not win.fu else \
        tr("%1 han %2 fu").replace("%1", str(win.han)).replace("%2", str(win.fu))
    return f"{limit_name(win.limit)}, {text}" if win.limit else text


_WHEN = re.compile(r"^(East|South|West|North) (\d+)(?:, (\d+) honba)?$")


def when_text(when: str) -> str:
    """The core's "South 2, 1 honba" (`TableState.title`) in the desk's language."""
    found = _WHEN.match(when)
    if found is None:
        return when
    wind, hand, honba = found.groups()
    text = f"{wind_name(Wind[wind.upper()])} {hand}"
    if honba:
        text += ", " + tr("%n honba").replace("%n", honba)
    return text


def _rate_column(title: str, rate: Any) -> Column[PlayerStats]:
    return Column(title, lambda p: percent(rate(p)), sort=rate, align=RIGHT)


def _count_column(title: str, value: Any) -> Column[PlayerStats]:
    return Column(title, lambda p: number(value(p)), sort=value, align=RIGHT)


class StatisticsTableModel(RowsTableModel[PlayerStats]):
    """One row per player, in the standings' order; every statistic of the core."""

    NAME = 0

    def columns(self, rows: Sequence[Any]) -> list[Column[PlayerStats]]:
        return [
            Column(QT_TR_NOOP("Player"), lambda p: p.player),
            _count_column(QT_TR_NOOP("Games"), lambda p: p.games),
            _count_column(QT_TR_NOOP("Hands"), lambda p: p.hands),
            _count_column(QT_TR_NOOP("Wins"), lambda p: p.wins),
            _count_column(QT_TR_NOOP("Ron"), lambda p: p.ron_wins),
            _count_column(QT_TR_NOOP("Tsumo"), lambda p: p.tsumo_wins),
            _rate_column(QT_TR_NOOP("Win rate"), lambda p: p.win_rate),
            _count_column(QT_TR_NOOP("Deal-ins"), lambda p: p.deal_ins),
            _rate_column(QT_TR_NOOP("Deal-in rate"), lambda p: p.deal_in_rate),
            _count_column(QT_TR_NOOP("Riichi"), lambda p: p.riichi),
            _rate_column(QT_TR_NOOP("Riichi rate"), lambda p: p.riichi_rate),
            _rate_column(QT_TR_NOOP("Riichi success"), lambda p: p.riichi_success),
            Column(QT_TR_NOOP("Average win"), lambda p: whole(p.average_win),
                   sort=lambda p: p.average_win, align=RIGHT),
            Column(QT_TR_NOOP("Largest win"), lambda p: whole(p.largest_win),
                   sort=lambda p: p.largest_win, align=RIGHT),
            _rate_column(QT_TR_NOOP("Tsumo share"), lambda p: p.tsumo_share),
            Column(QT_TR_NOOP("Dealer keeps"), lambda p: of(p.dealer_keeps, p.dealer_hands),
                   sort=lambda p: p.dealer_keep_rate, align=CENTER),
            Column(QT_TR_NOOP("Noten at draws"), lambda p: of(p.noten, p.draws),
                   sort=lambda p: p.noten_rate, align=CENTER),
            _count_column(QT_TR_NOOP("Chombo"), lambda p: p.chombo),
            _count_column(QT_TR_NOOP("Yakuman"), lambda p: p.yakuman),
            Column(QT_TR_NOOP("Average place"), lambda p: decimal(p.average_placement),
                   sort=lambda p: p.average_placement, align=RIGHT),
            _count_column(QT_TR_NOOP("1st"), lambda p: p.placements[0]),
            _count_column(QT_TR_NOOP("2nd"), lambda p: p.placements[1]),
            _count_column(QT_TR_NOOP("3rd"), lambda p: p.placements[2]),
            _count_column(QT_TR_NOOP("4th"), lambda p: p.placements[3]),
        ]

    def header_tooltip(self, column: int) -> str | None:
        text = HEADER_TIPS.get(column)
        return tr(text) if text is not None else None

    def style(self, row: Any, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.ForegroundRole and column and not row.hand_games:
            return colour("muted")  # paper score slips only: no hand figures
        return None


# What a column counts, in the header's tooltip (the definitions of tournament/standings/stats.py).
HEADER_TIPS = {
    2: QT_TR_NOOP("Settled hands at the player's tables recorded hand by hand (a chombo is "
                  "not a hand)"),
    7: QT_TR_NOOP("Hands where the player discarded the winning tile (a double ron counts "
                  "once)"),
    12: QT_TR_NOOP("The win's value from the rule tables, before honba and riichi sticks"),
    15: QT_TR_NOOP("Hands dealt that the dealer kept by winning or by being tenpai at an "
                   "exhaustive draw"),
    16: QT_TR_NOOP("Exhaustive draws at which the player was not tenpai"),
}


class YakuTableModel(RowsTableModel[tuple[str, int]]):
    """A player's yaku: name, how many wins had it (most frequent first)."""

    def columns(self, rows: Sequence[Any]) -> list[Column[tuple[str, int]]]:
        return [Column(QT_TR_NOOP("Yaku"), lambda r: yaku_text(r[0])),
                Column(QT_TR_NOOP("Wins"), lambda r: number(r[1]), sort=lambda r: r[1],
                       align=RIGHT)]


class BiggestHandsModel(RowsTableModel[WinRecord]):
    """The tournament's biggest hands: value, who, where, what."""

    def columns(self, rows: Sequence[Any]) -> list[Column[WinRecord]]:
        return [
            Column(QT_TR_NOOP("Points"), lambda w: number(w.points), sort=lambda w: w.points,
                   align=RIGHT),
            Column(QT_TR_NOOP("Player"), lambda w: w.player),
            Column(QT_TR_NOOP("Hand"), lambda w: f"{outcome_name(w.outcome)}, "
                   f"{han_fu_text(w)}"),
            Column(QT_TR_NOOP("Round"), lambda w: number(w.round), sort=lambda w: w.round,
                   align=RIGHT),
            Column(QT_TR_NOOP("Table"), lambda w: number(w.table), sort=lambda w: w.table,
                   align=RIGHT),
            Column(QT_TR_NOOP("When"), lambda w: when_text(w.when)),
            Column(QT_TR_NOOP("Dealt in"), lambda w: w.loser or ""),
        ]
