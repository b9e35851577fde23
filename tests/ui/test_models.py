"""Every table model of the desk passes Qt's model tester, empty and filled, through its
sorting proxy too; rows read from the demo tournament by the desk's queries."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tournament.players.file_reading import read_csv_text
from tournament.service import Tournament
from tournament.service import read_models as queries
from ui.models.import_preview_model import ImportPreviewTableModel, import_rows
from ui.models.penalties_model import PenaltiesTableModel
from ui.models.players_model import PlayersTableModel
from ui.models.round_tables_model import RoundTablesTableModel
from ui.models.rows_model import SORT_ROLE, SortFilterProxy
from ui.models.standings_model import StandingsTableModel, place_text


@pytest.fixture(scope="module")
def demo(demo_file, tmp_path_factory):
    import shutil

    copy = tmp_path_factory.mktemp("models") / "demo.rtdb"
    shutil.copy(demo_file, copy)
    with Tournament.open(copy) as t:
        yield {
            "players": queries.players_data(t).players,
            "tables": queries.table_lines(t, 1) + queries.table_lines(t, 3),
            "standings": queries.standing_lines(t).rows,
            "standings_apart": queries.standing_lines(t).apart,
            "penalties": queries.penalty_lines(t, None),
        }


def check(qtmodeltester, model, rows):
    qtmodeltester.check(model)
    model.set_rows(rows)
    qtmodeltester.check(model)
    proxy = SortFilterProxy(0)
    proxy.setSourceModel(model)
    for column in range(model.columnCount()):
        proxy.sort(column, Qt.SortOrder.DescendingOrder)
        qtmodeltester.check(proxy)
    assert model.rowCount() == len(rows)
    return model


def test_players_model(qtmodeltester, demo):
    check(qtmodeltester, PlayersTableModel(), demo["players"])


def test_import_preview_model(qtmodeltester):
    preview = read_csv_text("name,ema_number\nAnna Berg,04290032\n,12\nAnna  berg,x\n")
    rows = import_rows(preview)
    model = check(qtmodeltester, ImportPreviewTableModel(), rows)
    assert [r.line for r in rows] == [2, 3, 4]
    assert rows[1].problem and rows[2].problem and rows[0].ok
    assert model.data(model.index(1, model.PROBLEM)) == rows[1].problem


def test_round_tables_model(qtmodeltester, demo):
    model = check(qtmodeltester, RoundTablesTableModel(), demo["tables"])
    assert model.headerData(1, Qt.Orientation.Horizontal) == "East"
    assert model.data(model.index(0, model.GAME)) == "Approved"
    assert model.data(model.index(len(demo["tables"]) - 1, model.GAME)) == "Not started"


def test_standings_model(qtmodeltester, demo):
    model = check(qtmodeltester, StandingsTableModel(), demo["standings"])
    headers = [model.headerData(c, Qt.Orientation.Horizontal)
               for c in range(model.columnCount())]
    assert headers[:4] == ["Place", "Name", "Games", "Total"]
    assert headers[4:7] == ["R1", "R2", "R3"]
    first = demo["standings"][0]
    assert model.data(model.index(0, model.POINTS)) == f"+{first.points:.1f}"
    # Sorting by total uses the number, not the text: "−5.8" sorts below "+5.6".
    assert model.data(model.index(0, model.POINTS), SORT_ROLE) == first.points
    check(qtmodeltester, StandingsTableModel(), demo["standings_apart"])


def test_penalties_model(qtmodeltester, demo):
    model = check(qtmodeltester, PenaltiesTableModel(), demo["penalties"])
    kinds = [model.data(model.index(r, model.KIND)) for r in range(model.rowCount())]
    assert kinds == ["Chombo", "Point deduction"]
    assert model.data(model.index(1, model.POINTS)) == "\u22122.0"


def test_shared_places_are_marked(demo):
    from dataclasses import replace

    line = demo["standings"][0]
    assert place_text(replace(line, place=3, tied=True)) == "3="
    assert place_text(replace(line, place=None, group="substitute")) == "substitute"


@pytest.mark.parametrize("kind, key", [(PlayersTableModel, "players"),
                                       (RoundTablesTableModel, "tables"),
                                       (StandingsTableModel, "standings"),
                                       (PenaltiesTableModel, "penalties")])
def test_the_texts_the_columns_fit_measures_are_the_cells(qapp, demo, kind, key):
    model = kind()
    model.set_rows(demo[key])
    for column in range(model.columnCount()):
        cells = [(model.data(model.index(r, column)),
                  model.data(model.index(r, column), Qt.ItemDataRole.FontRole))
                 for r in range(model.rowCount())]
        assert model.cell_texts(column) == cells
        assert all(model.data(model.index(r, column), Qt.ItemDataRole.DecorationRole) is None
                   for r in range(model.rowCount()))


def test_a_model_with_its_own_cells_gives_no_texts_at_once(qapp, demo):
    class Marked(PlayersTableModel):
        def data(self, index, role=Qt.ItemDataRole.DisplayRole):
            value = super().data(index, role)
            return f"* {value}" if role == Qt.ItemDataRole.DisplayRole else value

    model = Marked()
    model.set_rows(demo["players"])
    assert model.cell_texts(0) is None


def _shown(proxy, column):
    return [proxy.index(r, column).data(SORT_ROLE) for r in range(proxy.rowCount())]


def test_rows_already_in_the_order_asked_for_are_shown_without_a_sort(qapp, demo):
    """The standings come ranked: sorted by place they are shown as they come, with no call of
    `lessThan`; rows that come or change out of that order are sorted, either way round, and
    text is still sorted by Qt."""
    from dataclasses import replace

    calls = []

    class Counted(SortFilterProxy):
        def lessThan(self, left, right):  # noqa: N802 - Qt override
            calls.append(1)
            return super().lessThan(left, right)

    rows = list(demo["standings"])
    assert len(rows) > 4
    model = StandingsTableModel()
    proxy = Counted(StandingsTableModel.NAME)
    proxy.setSourceModel(model)
    proxy.sort(StandingsTableModel.POINTS, Qt.SortOrder.DescendingOrder)
    model.set_rows(rows)
    points = [r.points for r in rows]
    assert points == sorted(points, reverse=True)  # ranked by their totals
    assert _shown(proxy, StandingsTableModel.POINTS) == points and calls == []
    # Out of order: sorted, by the numbers. (Emptied first: the same rows again are updated
    # in place, in the order they had.)
    model.set_rows([])
    model.set_rows(rows[::-1])
    assert _shown(proxy, StandingsTableModel.POINTS) == points and calls
    model.set_rows([])
    model.set_rows(rows)
    assert _shown(proxy, StandingsTableModel.POINTS) == points
    proxy.sort(StandingsTableModel.POINTS, Qt.SortOrder.AscendingOrder)
    assert _shown(proxy, StandingsTableModel.POINTS) == points[::-1]
    calls.clear()
    proxy.sort(StandingsTableModel.POINTS, Qt.SortOrder.DescendingOrder)
    assert _shown(proxy, StandingsTableModel.POINTS) == points and calls == []
    # A row changed in place, out of the order: sorted again.
    calls.clear()
    last = replace(rows[-1], points=points[0] + 100)
    model.set_rows([*rows[:-1], last])
    assert _shown(proxy, StandingsTableModel.POINTS)[0] == points[0] + 100 and calls
    # Text by Qt's collator, as before.
    proxy.sort(StandingsTableModel.NAME, Qt.SortOrder.AscendingOrder)
    names = [proxy.index(r, StandingsTableModel.NAME).data() for r in range(proxy.rowCount())]
    assert names == sorted(names, key=str.casefold)


def test_the_widest_texts_of_a_standings_column_hold_its_widest_cell(qapp, demo):
    """`widest_texts` names a few texts instead of every cell (2,000 players): among them is
    always the widest cell, whatever the values (signs, blanks, shared places, substitutes)."""
    from dataclasses import replace

    from PySide6.QtGui import QFont, QFontMetrics

    metrics = QFontMetrics(QFont())
    rows = list(demo["standings"]) + list(demo["standings_apart"])
    rows[1] = replace(rows[1], points=-123.4, penalties=0.0, chombos=0)
    rows[2] = replace(rows[2], tied=True, place=rows[2].place)
    rows[3] = replace(rows[3], points=9999.9, rounds=(1234.5, *rows[3].rounds[1:]))
    rows[4] = replace(rows[4], rounds=(rows[4].rounds[0], -9876.5, *rows[4].rounds[2:]))
    for lines in (rows, rows[::-1]):
        model = StandingsTableModel()
        model.set_rows(lines)
        for column in range(model.columnCount()):
            cells = [model.data(model.index(r, column)) or "" for r in range(model.rowCount())]
            widest = max(metrics.horizontalAdvance(t) for t in cells)
            named = model.widest_texts(column)
            assert named and max(metrics.horizontalAdvance(t) for t in named) >= widest, (
                column, named, cells)
