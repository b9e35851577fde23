"""The player import dialog on real widgets: the encoding it found and the choice of another,
names to split line by line, and OK only when the file can be imported whole."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tournament.players.roster import Player
from tournament.service import Tournament
from ui.dialogs.import_players_dialog import ImportPlayersDialog
from ui.models.import_preview_model import ImportPreviewTableModel, import_rows

CP1250 = ("first_name,last_name,name,country\n"
          "Łukasz,Powęzka,,Polska\n"
          ",,José María García Pérez,ES\n"
          ",,Mary Ann Smith,UK\n"
          "Zofia,Wróbel,,PL\n")


@pytest.fixture
def players_file(tmp_path):
    path = tmp_path / "players.csv"
    path.write_bytes(CP1250.encode("cp1250"))
    return path


def open_dialog(qtbot, path, existing=()):
    dialog = ImportPlayersDialog(path, existing)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def cell(dialog, row, column):
    return dialog.model.data(dialog.model.index(row, column))


def test_detected_encoding_names_as_written_and_splits_to_choose(qtbot, players_file):
    dialog = open_dialog(qtbot, players_file)
    assert dialog.encoding == "cp1250" and dialog.detected == "cp1250"
    assert dialog.encoding_row.isVisible()
    assert dialog.encoding_box.currentText() == "cp1250"
    assert "Detected: cp1250" in dialog.encoding_note.text()
    m = ImportPreviewTableModel
    assert [cell(dialog, 0, c) for c in (m.LINE, m.FIRST, m.LAST, m.COUNTRY)] == [
        "2", "Łukasz", "Powęzka", "POL"]
    # Two names to split: OK waits for both choices.
    assert sorted(dialog.split_boxes) == [3, 4]
    assert dialog.splits.isVisible()
    assert not dialog.ok_button.isEnabled()
    assert "2 names can be split" in dialog.summary.text()
    assert "choose the first and last name" in cell(dialog, 1, m.PROBLEM)

    box = dialog.split_boxes[3]
    texts = [box.itemText(i) for i in range(box.count())]
    assert texts[0] == "Choose\u2026"
    assert "first name: José María \u2014 last name: García Pérez" in texts
    box.setCurrentIndex(texts.index("first name: José María \u2014 last name: García Pérez"))
    assert not dialog.ok_button.isEnabled() and "1 name can be split" in dialog.summary.text()
    assert (cell(dialog, 1, m.FIRST), cell(dialog, 1, m.LAST)) == ("José María",
                                                                   "García Pérez")
    assert cell(dialog, 1, m.PROBLEM) == ""
    dialog.choose_split(4, "Mary Ann", "Smith")
    assert dialog.ok_button.isEnabled()
    assert dialog.ok_button.text() == "Import 4 players"
    # Back to "Choose...": the import waits again.
    dialog.split_boxes[4].setCurrentIndex(0)
    assert not dialog.ok_button.isEnabled()
    dialog.choose_split(4, "Mary Ann", "Smith")

    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == ImportPlayersDialog.DialogCode.Accepted
    preview = dialog.preview()
    assert preview.ok
    assert [(p.first_name, p.last_name) for p in preview.players] == [
        ("Łukasz", "Powęzka"), ("José María", "García Pérez"), ("Mary Ann", "Smith"),
        ("Zofia", "Wróbel")]


def test_choosing_another_encoding_reads_the_file_again(qtbot, players_file):
    dialog = open_dialog(qtbot, players_file)
    dialog.choose_split(3, "José María", "García Pérez")
    box = dialog.encoding_box
    box.setCurrentIndex(box.findText("cp1252"))
    box.activated.emit(box.currentIndex())  # what a click on the item does
    assert dialog.encoding == "cp1252" and dialog.detected == "cp1250"
    assert cell(dialog, 0, ImportPreviewTableModel.FIRST) == "£ukasz"
    assert dialog.split_boxes[3].currentIndex() == 0  # the file was read again: choose again
    dialog.set_encoding("cp1250")
    assert cell(dialog, 0, ImportPreviewTableModel.FIRST) == "Łukasz"
    dialog.set_encoding("utf-8")  # not what the file is: one problem, nothing to import
    assert not dialog.ok_button.isEnabled()
    assert "not readable as utf-8" in cell(dialog, 0, ImportPreviewTableModel.PROBLEM)


def test_a_workbook_has_no_encoding_to_choose(qtbot, tmp_path):
    import openpyxl

    book = openpyxl.Workbook()
    book.active.append(["first_name", "last_name"])
    book.active.append(["Anna", "Berg"])
    path = tmp_path / "players.xlsx"
    book.save(path)
    dialog = open_dialog(qtbot, path)
    assert dialog.encoding is None and not dialog.encoding_row.isVisible()
    assert not dialog.splits.isVisible() and dialog.ok_button.isEnabled()


def test_bad_lines_keep_ok_disabled_and_clash_with_registered_players(qtbot, tmp_path):
    path = tmp_path / "players.csv"
    path.write_text("first_name,last_name,country\nAnna,Berg,DE\nBo,Ek,Atlantis\n",
                    encoding="utf-8")
    existing = [Player(1, "Anna Berg", first_name="Anna", last_name="Berg",
                       entered_name="Anna Berg")]
    dialog = open_dialog(qtbot, path, existing)
    assert not dialog.ok_button.isEnabled()
    assert "2 lines have a problem" in dialog.summary.text()
    problems = [cell(dialog, r, ImportPreviewTableModel.PROBLEM) for r in range(2)]
    assert problems[0] == "\u201cAnna Berg\u201d is already registered (Anna Berg)"
    assert "\u201cAtlantis\u201d is not a country" in problems[1]


def test_the_chosen_preview_imports_through_the_service(qtbot, players_file, tmp_path):
    dialog = open_dialog(qtbot, players_file)
    dialog.choose_split(3, "José María", "García Pérez")
    dialog.choose_split(4, "Mary Ann", "Smith")
    with Tournament.create(tmp_path / "t.rtdb", name="T", rounds=1) as t:
        added, _ = t.players.import_(dialog.preview())
        assert [(p.name, p.last_name, p.name_checked) for p in added] == [
            ("Łukasz Powęzka", "Powęzka", True),
            ("José María García Pérez", "García Pérez", True),
            ("Mary Ann Smith", "Smith", True), ("Zofia Wróbel", "Wróbel", True)]


def test_model_with_questions(qtmodeltester, players_file):
    from tournament.players.file_reading import read_players_file

    preview = read_players_file(players_file)
    model = ImportPreviewTableModel()
    model.set_rows(import_rows(preview))
    qtmodeltester.check(model)
    assert [r.question for r in model.rows()] == [False, True, True, False]
