"""The players import preview on the laptop's screen and the monitor's, in English and French:
an EMA number a spreadsheet shortened (4010023) shows as 04010023, a
refused line shows whose it is, its problem is read without scrolling sideways, and a hostile
file (point 18) is refused in the preview with the limit named."""

from __future__ import annotations

import pytest

from tests import hostile_files as hostile
from tests.ui.screen_checks import assert_fits
from tournament.players.file_reading import MAX_FILE_BYTES
from ui.models.import_preview_model import PROBLEM_CHARACTERS
from ui.models.import_preview_model import ImportPreviewTableModel as M

LONG = "Maximilian Alexander von Hohenzollern-Sigmaringen-Württemberg"[:60]


@pytest.fixture
def parent(qtbot, screen, language):
    from PySide6.QtWidgets import QMainWindow

    window = QMainWindow()
    qtbot.addWidget(window)
    window.setScreen(screen)
    window.move(screen.availableGeometry().topLeft())
    window.resize(screen.availableGeometry().size() * 0.9)
    window.show()
    qtbot.waitExposed(window)
    return window


def open_preview(qtbot, parent, path):
    from ui import screen
    from ui.dialogs.import_players_dialog import ImportPlayersDialog

    screen.install()
    dialog = ImportPlayersDialog(path, [], parent)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def cell(dialog, row, column):
    return dialog.model.data(dialog.model.index(row, column))


def test_a_spreadsheets_csv_previews_with_names_and_readable_problems(qtbot, parent, screen,
                                                                       tmp_path):
    path = tmp_path / "from-excel.csv"
    path.write_bytes(("first_name;last_name;ema_number;country\r\n"
                      "Józef;Wójcik;4010023;POL\r\n"
                      f"{LONG};Müller;12;Atlantis\r\n"
                      "Anna;Berg;04290032;NO\r\n").encode("cp1252", errors="replace"))
    dialog = open_preview(qtbot, parent, path)
    assert dialog.encoding == "cp1252"
    assert cell(dialog, 0, M.EMA) == "04010023"
    # The refused line (file line 3) shows its names and its problems.
    assert (cell(dialog, 1, M.LINE), cell(dialog, 1, M.FIRST), cell(dialog, 1, M.LAST)) == \
        ("3", LONG, "Müller")
    assert "12" in cell(dialog, 1, M.PROBLEM) and "Atlantis" in cell(dialog, 1, M.PROBLEM)
    assert not dialog.ok_button.isEnabled()
    table = dialog.table
    qtbot.waitUntil(lambda: table.columnWidth(M.PROBLEM)
                    >= PROBLEM_CHARACTERS * table.fontMetrics().averageCharWidth())
    assert table.horizontalScrollBar().maximum() == 0  # nothing to scroll sideways to
    assert_fits(qtbot, dialog, screen)


def test_a_million_line_csv_is_refused_in_the_preview(qtbot, parent, screen, tmp_path):
    path = hostile.players_csv(tmp_path / "players.csv", "cp1252")
    dialog = open_preview(qtbot, parent, path)
    assert not dialog.ok_button.isEnabled()
    assert dialog.model.rowCount() == 1
    problem = cell(dialog, 0, M.PROBLEM)
    # The file's size and the limit, in the desk's language.
    assert "17" in problem and str(MAX_FILE_BYTES // 2**20) in problem, problem
    assert_fits(qtbot, dialog, screen)
