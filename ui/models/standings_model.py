"""The standings as a Qt table model, walking the core's standings columns
(`tournament.standings.spec.desk_columns`): place (shared places shown "3="), name, games,
total, one column per round, firsts to fourths, chombos, the end-of-game chombo deductions
(only under a ruleset that deducts them; already inside the rounds' points, shown apart so
they are not mistaken for referee penalties) and the referee penalties. A final's standings
add its columns (`FinalStandingsTableModel`).

Rows are `StandingLine` values in tournament points (one decimal, real minus signs), written
by the spec's one formatter in the desk's language. New standings of the same players and
columns replace the changed rows in place (`dataChanged`), not the whole model: the sorted
view then moves only those rows, and the column widths are measured on them alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont

from tournament.service.read_models import StandingLine
from tournament.standings import spec
from ui.models.rows_model import CENTER, LEFT, RIGHT, Column, RowsTableModel
from ui.style import colour
from ui.text import QT_TR_NOOP, language, tr

GROUP_WORDS = {
    "substitute": QT_TR_NOOP("substitute"),
    "disqualified": QT_TR_NOOP("disqualified"),
}

# The spec's English titles and tooltips, marked here so pyside6-lupdate (which reads ui/)
# puts them in the translations; tests/ui/test_standings_spec.py checks none is missing.
WORDS = (
    QT_TR_NOOP("Place"), QT_TR_NOOP("Tied"), QT_TR_NOOP("Name"), QT_TR_NOOP("Club"),
    QT_TR_NOOP("Country"), QT_TR_NOOP("EMA number"), QT_TR_NOOP("Status"),
    QT_TR_NOOP("Games"), QT_TR_NOOP("Total"), QT_TR_NOOP("1st"), QT_TR_NOOP("2nd"),
    QT_TR_NOOP("3rd"), QT_TR_NOOP("4th"), QT_TR_NOOP("Chombos"),
    QT_TR_NOOP("Chombo deductions"), QT_TR_NOOP("Referee penalties"), QT_TR_NOOP("Carried"),
    QT_TR_NOOP("Qualifying place"), QT_TR_NOOP("R%1"), QT_TR_NOOP("F%1"),
    QT_TR_NOOP("Deducted at the end of each game with a chombo; already inside the round "
               "columns and the total"),
    QT_TR_NOOP("Point deductions given by a referee, on top of the games"),
    QT_TR_NOOP("The qualifying points each finalist starts the final with"),
    QT_TR_NOOP("The place after the qualifying rounds; players outside the final keep it"),
)

LAST = 10**6  # the sort value of "no place": after every place


def place_text(line: StandingLine) -> str:
    """"1", "3=" for a shared place, the group's word (or "–") for a player without one."""
    if line.place is None:
        return tr(GROUP_WORDS.get(line.group, "")) or "\u2013"
    return spec.format_value(line.place, spec.Kind.PLACE, tied=line.tied)


ALIGN = {spec.Kind.TEXT: LEFT, spec.Kind.PLACE: CENTER, spec.Kind.FLAG: CENTER,
         spec.Kind.INTEGER: RIGHT, spec.Kind.POINTS: RIGHT}


def desk_column(column: spec.Column, decimals: int = 1) -> Column[StandingLine]:
    """A spec column as the desk shows it: its title in the desk's language, its values by
    the spec's formatter; a player without a place shows the group's word, a name with a
    game in play a "*"; empty cells sort below every value, a missing place after all."""
    key = column.key
    show: Any
    sort: Any
    if key == "place":
        show, sort = place_text, (lambda r: LAST if r.place is None else r.place)
    elif key == "player":
        show, sort = (lambda r: r.name + (" *" if r.provisional else "")), None
    else:
        lang = language()

        def show(r: StandingLine) -> str:
            return column.text(r, decimals, lang)

        if key == "qualifying_place":
            def sort(r: StandingLine) -> Any:
                return r.qualifying_place or LAST
        else:
            sort = column.sort_value
    return Column(column.title_in(tr), show, sort=sort, align=ALIGN[column.kind],
                  translate_title=False, key=f"{key}/{decimals}", spec=column)


class StandingsTableModel(RowsTableModel[StandingLine]):
    PLACE, NAME, GAMES, POINTS = range(4)

    def spec_columns(self, rows: Sequence[StandingLine]) -> list[spec.Column]:
        rounds = max((len(r.rounds) for r in rows), default=0)
        return spec.desk_columns(rounds, deductions=any(r.chombo_deductions for r in rows))

    def decimals(self, rows: Sequence[StandingLine]) -> int:
        return 1

    def columns(self, rows: Sequence[Any]) -> list[Column[StandingLine]]:
        places = self.decimals(rows)
        # A final's points to 2 decimals when a halved carry-over needs them (the rounds,
        # what was carried, the total); counts and penalties as ever.
        return [desk_column(c, places if c.key in ("total", "carried") or c.number else 1)
                for c in self.spec_columns(rows)]

    def row_key(self, row: StandingLine) -> Any:
        return row.player_id

    def style(self, row: StandingLine, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.FontRole and column in (self.PLACE, self.NAME, self.POINTS):
            font = QFont()
            font.setBold(row.place is not None)
            font.setItalic(row.provisional)
            return font
        if role == Qt.ItemDataRole.ForegroundRole:
            if row.place is None:
                return colour("muted")
            if column == self.POINTS and row.points < 0:
                return colour("danger")
        return None

    def header_tooltip(self, column: int) -> str | None:
        found = self._columns[column].spec if 0 <= column < len(self._columns) else None
        return tr(found.tooltip) if found is not None and found.tooltip else None

    def tooltip(self, row: StandingLine, column: int) -> str | None:
        if row.provisional:
            return tr("Includes a game still being played")
        if row.tied:
            return tr("Shares this place")
        return None

    def widest_texts(self, column: int, rows: Sequence[int] | None = None) -> list[str]:
        """The texts among which column `column`'s widest is: of `rows` (source row numbers)
        when given, else of every row by its values (the extreme numbers, the longest names),
        without writing every cell."""
        col = self._columns[column]
        lines = self._rows if rows is None else [self._rows[i] for i in rows]
        if not lines:
            return []
        if rows is not None or col.spec is None or not col.spec.kind.numeric:
            if rows is None:
                lines = sorted(lines, key=lambda r: len(r.name), reverse=True)[:3] \
                    if col.spec is not None and col.spec.key == "player" else lines
            return [col.show(r) for r in lines]
        found = col.spec
        # Each row's value once (`Column.shown` in two steps: 2,000 players have 44,000
        # cells).
        raw = list(map(found.value, lines))
        empty = found.blank
        values = [v for v in raw if not empty(v)]
        texts = []
        if values:
            # The most digits are at the extremes (the first row of each, as `min` and `max`
            # find them); a shared place adds "=".
            low, high = min(values), max(values)
            texts = [col.show(lines[raw.index(low)]), col.show(lines[raw.index(high)])]
            if found.kind is spec.Kind.PLACE:
                texts.append(f"{high}=")
        if found.kind is spec.Kind.PLACE and len(values) < len(lines):
            # Players without a place show their group's word ("substitute").
            texts += {col.show(r) for r, v in zip(lines, raw, strict=True) if empty(v)}
        return texts or [col.show(lines[0])]
