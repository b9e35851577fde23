"""Opening a tournament and going straight to the standings: the rounds screen the desk
opens on does not compute its seating quality report (it walks every meeting of every round,
most of its read at 2,000 players) while hidden, before or after the standings; shown again,
it has its report with its tables. The tables model sorts by values worked
out once per filling; a table's header, asked for its size at every layout pass, takes a
second line only for a title broken at a space."""

from __future__ import annotations

import shutil
import threading

from PySide6.QtCore import QModelIndex, Qt

from tournament.service import read_models
from ui.models.rows_model import Column, RowsTableModel, SortFilterProxy


def test_the_rounds_report_waits_until_its_screen_is_shown(qtbot, window, demo_file,
                                                                 tmp_path, monkeypatch):
    import ui.views.rounds_view as rounds_view
    import ui.views.standings_view as standings_view

    copy = tmp_path / "demo.rtdb"
    shutil.copy(demo_file, copy)
    reads: list[str] = []
    # The rounds screen's first read waits on the worker until the standings are asked for:
    # the organiser chose them before the rounds screen had its tables.
    gate = threading.Event()
    overview, quality, lines = (rounds_view.rounds_overview, read_models.seating_quality,
                                standings_view.standing_lines)

    def held_overview(*args, **kwargs):
        gate.wait(10)
        return overview(*args, **kwargs)

    def counted_quality(*args, **kwargs):
        reads.append("quality")
        return quality(*args, **kwargs)

    def counted_lines(*args, **kwargs):
        reads.append("standings")
        return lines(*args, **kwargs)

    monkeypatch.setattr(rounds_view, "rounds_overview", held_overview)
    # Both names: the rounds screen's own, and the one the overview's read would use.
    monkeypatch.setattr(rounds_view, "seating_quality", counted_quality, raising=False)
    monkeypatch.setattr(read_models, "seating_quality", counted_quality)
    monkeypatch.setattr(standings_view, "standing_lines", counted_lines)
    with qtbot.waitSignal(window.opened, timeout=10000):
        window.opening.open_file(copy)
    area = window.area
    assert area.current_page() == "rounds"
    rounds = area.built["rounds"]
    window.show_page("standings")
    standings = area.standings
    gate.set()
    qtbot.waitUntil(lambda: len(standings.model.rows()) > 0, timeout=10000)
    qtbot.waitUntil(lambda: not window.worker.busy, timeout=10000)
    # Nobody looks at the rounds screen: its report is not computed.
    assert reads == ["standings"]
    assert rounds.overview is None
    with qtbot.waitSignal(rounds.loaded, timeout=10000):
        window.show_page("rounds")
    assert reads == ["standings", "quality"]
    # The report came with the tables, as when the rounds screen reads it at once.
    assert rounds.overview.quality == window.session.call(
        lambda t: quality(t, rounds.overview.selected))
    assert rounds.quality.meetings.text()


def test_the_shown_rounds_screen_has_its_report_with_its_tables(qtbot, demo_window):
    rounds = demo_window.area.rounds
    qtbot.waitUntil(lambda: rounds.overview is not None, timeout=10000)
    number = rounds.overview.selected
    assert rounds.overview.tables
    assert rounds.overview.quality == demo_window.session.call(
        lambda t: read_models.seating_quality(t, number))


class Counted(RowsTableModel[int]):
    """Numbers shown as text, sorted by a value computed on demand (counted), and a
    `bonus` outside the rows that the model says changed with `dataChanged`."""

    def __init__(self) -> None:
        self.sorts = 0
        self.bonus: dict[int, int] = {}
        super().__init__()

    def columns(self, rows):
        def sort(row: int) -> int:
            self.sorts += 1
            return row + self.bonus.get(row, 0)

        return [Column("Value", lambda r: str(r + self.bonus.get(r, 0)), sort=sort,
                       translate_title=False)]

    def give(self, row_number: int, bonus: int) -> None:
        self.bonus[self._rows[row_number]] = bonus
        index = self.index(row_number, 0)
        self.dataChanged.emit(index, index)


def shown(proxy: SortFilterProxy) -> list[str]:
    return [proxy.index(r, 0).data() for r in range(proxy.rowCount())]


def test_sorting_works_out_each_rows_value_once_and_follows_changes(qapp):
    model = Counted()
    proxy = SortFilterProxy(0)
    proxy.setSourceModel(model)
    proxy.sort(0, Qt.SortOrder.DescendingOrder)
    rows = list(range(300))
    model.set_rows(rows)
    # A sort of 300 rows compares thousands of times; each row's value is worked out once.
    assert model.sorts == len(rows)
    assert shown(proxy)[:3] == ["299", "298", "297"]
    # A row the model says changed is sorted by its new value.
    model.give(0, 1000)
    assert shown(proxy)[0] == "1000"
    # New rows: new values.
    model.set_rows([5, 7, 0])
    assert shown(proxy) == ["1000", "7", "5"]
    model.sorts = 0
    proxy.sort(0, Qt.SortOrder.AscendingOrder)
    assert shown(proxy) == ["5", "7", "1000"]
    assert model.sorts == 0  # sorted again by the values already worked out
    assert model.data(QModelIndex(), 0) is None


def test_a_header_takes_a_second_line_only_for_a_title_broken_at_a_space(qtbot):
    from PySide6.QtGui import QFontMetrics, QStandardItemModel
    from PySide6.QtWidgets import QHeaderView, QTableView

    from ui.widgets.columns import FitHeader, header_font

    model = QStandardItemModel(1, 2)
    model.setHorizontalHeaderLabels(["Referee penalties", "Chombos"])
    view = QTableView()
    qtbot.addWidget(view)
    header = FitHeader(view)
    view.setHorizontalHeader(header)
    view.setModel(model)
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    header.resizeSection(0, 400)
    header.resizeSection(1, 400)
    one = header.sizeHint().height()
    header.resizeSection(1, 30)  # "Chombos" cut ("…"), never broken: still one line
    assert header.lines(1) == [header.lines(1)[0]] and header.lines(1)[0].endswith("\u2026")
    assert header.sizeHint().height() == one
    header.resizeSection(0, 60)  # "Referee penalties" on two lines
    assert len(header.lines(0)) == 2
    two = one + QFontMetrics(header_font(header)).lineSpacing()
    assert header.sizeHint().height() == two
    # A title the model changes is seen by the next hint.
    model.setHeaderData(0, Qt.Orientation.Horizontal, "Penalties")
    assert header.sizeHint().height() == one
    model.setHeaderData(1, Qt.Orientation.Horizontal, "Chombo deductions")
    assert header.sizeHint().height() == two
    model.removeColumn(1)  # and a column gone
    assert header.sizeHint().height() == one
    model.setHorizontalHeaderLabels(["Referee penalties"])
    assert header.sizeHint().height() == two
