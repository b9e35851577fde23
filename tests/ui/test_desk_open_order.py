"""The desk's tables sort by values worked out once per filling: a sort of 2,000 rows asks
for each row's value a dozen times."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt

from ui.models.rows_model import Column, RowsTableModel, SortFilterProxy


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
