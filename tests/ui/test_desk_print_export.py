"""Printing and exporting from the app while the tournament is open: every Print menu item
goes through its preview to a PDF, every Export menu item to its file, and each file says
what it should. An output path that is the tournament itself (or its side files, a folder,
a device) is refused next to the path, before anything is written."""

from __future__ import annotations

import csv
import json
import os
from pathlib import Path

import pytest
from openpyxl import load_workbook
from PySide6.QtGui import QKeySequence

from tests.printing.conftest import pdf_pages
from tests.ui.drive import click
from tournament.export.gather import DocumentKind
from tournament.service import check_output_path
from ui.operations.documents import ExportFormat
from ui.operations.settings import update_settings


def preview_of(qtbot, window, kind):
    window.menus.print_actions[kind].trigger()
    dialog = window.documents.preview
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.document is not None, timeout=10000)
    qtbot.waitUntil(lambda: dialog.page_count() > 0, timeout=10000)
    return dialog


def save_pdf(qtbot, window, dialog, out: Path) -> list[str]:
    click(qtbot, dialog.pdf_button)
    export = window.documents.export_dialog
    assert export is not None and export.document is dialog.document
    export.path.set_path(out)
    with qtbot.waitSignal(export.written, timeout=20000):
        click(qtbot, export.ok_button)
    return pdf_pages(out)


@pytest.mark.parametrize(("kind", "round", "expected"), [
    (DocumentKind.STANDINGS, 2, "Standings after round 2"),
    (DocumentKind.SEATING_TABLES, 3, "Seating, round 3"),
    (DocumentKind.SEATING_PLAYERS, 3, "Seating by player, round 3"),
    (DocumentKind.SCORE_SHEETS, 3, "Score sheets, round 3"),
    (DocumentKind.CARDS, 2, "Result cards after round 2"),
])
def test_every_print_item_previews_and_saves_a_pdf(qtbot, demo_window, tmp_path, kind, round,
                                                   expected):
    window = demo_window
    dialog = preview_of(qtbot, window, kind)
    if dialog.round != round:
        with qtbot.waitSignal(dialog.loaded, timeout=10000):
            dialog.round_box.setCurrentIndex(dialog.round_box.findData(round))
            dialog.round_box.activated.emit(dialog.round_box.currentIndex())
    assert dialog.round == round
    pages = save_pdf(qtbot, window, dialog, tmp_path / f"{kind.value}.pdf")
    assert expected in pages[0]
    assert "Demo Riichi Open" in pages[0]
    # The tournament stays open and in use: the desk still reads and writes it.
    assert window.session is not None
    assert len(window.session.call(lambda t: t.players.all())) == 16


def test_ctrl_p_prints_what_the_screen_shows(qtbot, demo_window):
    assert demo_window.menus.print_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Print)
    demo_window.show_page("rounds")
    demo_window.menus.print_action.trigger()
    assert demo_window.documents.preview.kind is DocumentKind.SEATING_TABLES
    demo_window.show_page("standings")
    demo_window.menus.print_action.trigger()
    assert demo_window.documents.preview.kind is DocumentKind.STANDINGS


def export_to(qtbot, window, fmt, out: Path, round: int | None = None):
    window.menus.export_actions[fmt].trigger()
    dialog = window.documents.export_dialog
    assert dialog is not None and dialog.fmt is fmt
    if fmt.uses_round:
        qtbot.waitUntil(lambda: dialog.round_box.count() > 1, timeout=10000)
        if round is not None:
            dialog.round_box.setCurrentIndex(dialog.round_box.findData(round))
            dialog.round_box.activated.emit(dialog.round_box.currentIndex())
    dialog.path.set_path(out)
    return dialog


def write(qtbot, dialog):
    qtbot.waitUntil(dialog.ok_button.isEnabled, timeout=10000)
    with qtbot.waitSignal(dialog.written, timeout=20000):
        click(qtbot, dialog.ok_button)


def test_standings_exports(qtbot, demo_window, tmp_path):
    window = demo_window
    leader = window.session.call(lambda t: t.standings.get(2).rows[0].name)
    write(qtbot, export_to(qtbot, window, ExportFormat.CSV, tmp_path / "s.csv", 2))
    rows = list(csv.reader((tmp_path / "s.csv").read_text(encoding="utf-8-sig").splitlines()))
    assert rows[0][:3] == ["place", "tied", "player"] and rows[1][2] == leader
    write(qtbot, export_to(qtbot, window, ExportFormat.XLSX, tmp_path / "s.xlsx", 2))
    sheet = load_workbook(tmp_path / "s.xlsx").active
    assert sheet.cell(2, 3).value == leader
    write(qtbot, export_to(qtbot, window, ExportFormat.HTML, tmp_path / "s.html", 2))
    page = (tmp_path / "s.html").read_text(encoding="utf-8")
    assert "<html" in page and leader in page
    write(qtbot, export_to(qtbot, window, ExportFormat.JSON, tmp_path / "t.json"))
    data = json.loads((tmp_path / "t.json").read_text(encoding="utf-8"))
    assert data["format"] == "riichi-tournament" and len(data["players"]) == 16


def test_the_ema_export_shows_what_is_missing_then_writes(qtbot, demo_window, tmp_path):
    window = demo_window
    # An organiser who has not filled in the EMA details yet.
    op = update_settings(window.session, city="", host_country="", mers_weight=None)
    qtbot.waitUntil(lambda: op.ok, timeout=5000)
    dialog = export_to(qtbot, window, ExportFormat.EMA, tmp_path / "ema.csv", 2)
    qtbot.waitUntil(lambda: dialog.readiness is not None and dialog.readiness.round == 2,
                    timeout=10000)
    assert not dialog.readiness.ok
    assert "city" in dialog.problems.text().lower()
    assert not dialog.ok_button.isEnabled()
    click(qtbot, dialog.settings_button)
    settings = window.documents.settings_dialog
    assert settings is not None
    settings.ema.city.setText("Lyon")
    settings.ema.host_country.setText("France")
    assert settings.ema.host_country.resolved.text() == "\u2192 FRA (France)"
    settings.ema.mers_weight.setText("1,5")  # a comma works too
    click(qtbot, settings.ok_button)
    qtbot.waitUntil(lambda: window.documents.settings_dialog is None, timeout=5000)
    qtbot.waitUntil(lambda: dialog.readiness is not None and dialog.readiness.ok,
                    timeout=10000)
    write(qtbot, dialog)
    rows = list(csv.reader((tmp_path / "ema.csv").read_text(encoding="utf-8").splitlines()))
    assert rows[0][0] == "Tournament name" and len(rows[0]) == 19
    assert rows[1][12] == "Lyon" and rows[1][11] == "FRA" and rows[1][13] == "1.5"
    assert len(rows) == 17


def test_the_tournament_file_is_never_an_output(qtbot, demo_window, tmp_path):
    window = demo_window
    tournament = window.session.path
    before = tournament.read_bytes()
    dialog = export_to(qtbot, window, ExportFormat.CSV, tournament)
    assert not dialog.ok_button.isEnabled()
    assert "destroy the tournament" in dialog.path.message.text()
    dialog.accept()  # even pressed anyway: nothing is written
    assert tournament.read_bytes() == before
    for bad in (tmp_path, Path(str(tournament) + "-wal"), Path(str(tournament) + ".lock")):
        dialog.path.set_path(bad)
        assert not dialog.ok_button.isEnabled(), bad
        assert dialog.path.message.isVisible()
    dialog.path.set_path(tmp_path / "fine.csv")
    assert dialog.ok_button.isEnabled() and not dialog.path.message.isVisible()


def test_output_paths_are_compared_by_file_identity(tmp_path):
    tournament = tmp_path / "cup.rtdb"
    tournament.write_bytes(b"x")
    link = tmp_path / "link.csv"
    os.symlink(tournament, link)
    def code(out):
        return [found.code for found in check_output_path(tournament, out)]

    assert code(link) == ["output_is_tournament"]
    assert code(tmp_path / "." / "cup.rtdb") == ["output_is_tournament"]
    assert code(tmp_path) == ["output_is_folder"]
    assert code(tmp_path / "missing" / "x.csv") == ["no_folder"]
    assert code(Path("/dev/null")) == ["output_not_a_file"]
    backups = tmp_path / "cup-backups"
    backups.mkdir()
    assert code(backups / "x.csv") == ["output_is_backup"]
    assert code(tmp_path / "standings.csv") == []
