"""The desk's standings walk the core's standings spec: every title and tooltip of the spec is
marked for translation, the desk writes numbers exactly as its QLocale would, and new
standings of the same players replace the changed rows in place, with the column widths
measured on those rows only (never every cell through `data()`)."""

from __future__ import annotations

import shutil
from dataclasses import replace

import pytest
from PySide6.QtCore import QLocale, Qt

from tournament.service import Tournament
from tournament.service import read_models as queries
from tournament.standings import spec
from ui.models.rows_model import SortFilterProxy
from ui.models.standings_model import WORDS, StandingsTableModel
from ui.views.standings_view import standings_table
from ui.widgets.columns import ColumnFit


@pytest.fixture(scope="module")
def lines(demo_file, tmp_path_factory):
    copy = tmp_path_factory.mktemp("columns") / "demo.rtdb"
    shutil.copy(demo_file, copy)
    with Tournament.open(copy) as t:
        return queries.standing_lines(t).rows


def test_every_title_and_tooltip_of_the_spec_is_marked_for_translation():
    columns = [*spec.CATALOGUE.values(), spec.round_column(1), spec.round_column(2, 2)]
    words = {c.title for c in columns} | {c.tooltip for c in columns if c.tooltip}
    assert words - set(WORDS) == set()


@pytest.mark.parametrize(("language", "locale"), [
    ("en", QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom)),
    ("fr", QLocale(QLocale.Language.French, QLocale.Country.France))])
def test_the_specs_numbers_are_the_desks_locale(language, locale):
    values = [k / 20 for k in range(-2000, 2000)] + [12345.25, 6.75, 0.15, 98765.4321]
    for decimals in (1, 2):
        for value in values:
            assert spec.number_text(abs(value), decimals, language) == \
                locale.toString(abs(value), "f", decimals), (value, decimals)
    assert spec.number_text(30000, 0, language) == locale.toString(30000)


class CountingModel(StandingsTableModel):
    calls = 0

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):  # type: ignore[no-untyped-def]
        if role == Qt.ItemDataRole.DisplayRole:  # what a cell shows (sorting reads others)
            CountingModel.calls += 1
        return super().data(index, role)


def test_new_standings_of_the_same_players_change_rows_in_place(qtbot, lines):
    model = CountingModel()
    proxy = SortFilterProxy(StandingsTableModel.NAME)
    proxy.setSourceModel(model)
    table = standings_table(model, proxy)
    qtbot.addWidget(table)
    table.resize(1800, 600)  # room for every column whole (ui.widgets.columns)
    table.sortByColumn(StandingsTableModel.POINTS, Qt.SortOrder.DescendingOrder)
    resets: list[int] = []
    changed: list[tuple[int, int]] = []
    model.modelReset.connect(lambda: resets.append(1))
    model.dataChanged.connect(lambda a, b, _r=(): changed.append((a.row(), b.row())))
    CountingModel.calls = 0
    model.set_rows(lines)
    assert resets == [1]
    # The widths after a reset come from the rows' values, not from reading every cell.
    table.findChild(ColumnFit).fit()
    assert CountingModel.calls == 0
    name_width = table.horizontalHeader().sectionSize(StandingsTableModel.NAME)

    last = lines[-1]
    leader = replace(last, points=lines[0].points + 100.0, name=last.name + " von Habsburg-"
                     "Lothringen", provisional=True)
    new = list(lines[:-1]) + [leader]
    CountingModel.calls = 0
    model.set_rows(new)
    table.findChild(ColumnFit).fit()
    assert resets == [1]  # no second reset
    assert changed == [(len(lines) - 1, len(lines) - 1)]  # the one changed row
    assert CountingModel.calls < 4 * model.columnCount()  # its cells, and the proxy's
    # The sorted view moved the changed player to the top; the name column grew for it.
    top = proxy.index(0, StandingsTableModel.NAME).data()
    assert top == leader.name + " *"
    # The name column holds the longer name whole.
    assert table.horizontalHeader().sectionSize(StandingsTableModel.NAME) >= max(
        name_width, table.fontMetrics().horizontalAdvance(top))

    # Other players (or other columns): a reset, as before.
    model.set_rows(lines[:-1])
    assert resets == [1, 1]


def test_fit_columns_measures_the_widest_value(qtbot, lines):
    model = StandingsTableModel()
    proxy = SortFilterProxy(StandingsTableModel.NAME)
    proxy.setSourceModel(model)
    table = standings_table(model, proxy)
    qtbot.addWidget(table)
    wide = replace(lines[1], points=-12345.6)  # "−12,345.6": wider than every other total
    model.set_rows([lines[0], wide, *lines[2:]])
    table.findChild(ColumnFit).fit()
    metrics = table.fontMetrics()
    assert table.horizontalHeader().sectionSize(StandingsTableModel.POINTS) >= \
        metrics.horizontalAdvance("\u221212,345.6")
