"""The standings web page exported from the desk speaks the desk's language: in French its
heading, column titles, sections and notes are French, its numbers written +38,3 and its
`lang` "fr"; in English it is, byte for byte, the page `export --format html` writes."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from tests.ui.drive import click
from tests.ui.visible_text import english
from tournament.cli import main
from ui import i18n
from ui.operations.documents import ExportFormat


@pytest.fixture
def english_after():
    yield
    i18n.install("en")


def export_page(qtbot, window, out: Path, round: int) -> str:
    """The standings web page of `round`, exported through the Export menu's dialog."""
    window.menus.export_actions[ExportFormat.HTML].trigger()
    dialog = window.documents.export_dialog
    assert dialog is not None and dialog.fmt is ExportFormat.HTML
    qtbot.waitUntil(lambda: dialog.round_box.count() > 1, timeout=10000)
    dialog.round_box.setCurrentIndex(dialog.round_box.findData(round))
    dialog.round_box.activated.emit(dialog.round_box.currentIndex())
    dialog.path.set_path(out)
    qtbot.waitUntil(dialog.ok_button.isEnabled, timeout=10000)
    with qtbot.waitSignal(dialog.written, timeout=20000):
        click(qtbot, dialog.ok_button)
    return out.read_text(encoding="utf-8")


def page_lines(page: str) -> list[str]:
    """The page's text as a reader sees it: the body's tags taken out, one line per cell or
    paragraph (the style sheet left aside)."""
    body = page.split("<body>", 1)[1]
    text = re.sub(r"<[^>]+>", "\n", body)
    return [html.unescape(line).strip() for line in text.splitlines() if line.strip()]


def test_the_english_desk_exports_the_command_lines_page(qtbot, demo_window, demo_file,
                                                         tmp_path, english_after):
    i18n.install("en")
    page = export_page(qtbot, demo_window, tmp_path / "desk.html", 2)
    command = tmp_path / "command.html"
    assert main(["export", str(demo_file), "--format", "html", "--round", "2",
                 "--out", str(command)]) == 0
    assert page.encode("utf-8") == command.read_bytes()
    assert '<html lang="en">' in page and "Standings after round 2" in page


def test_the_french_desk_exports_a_french_page(qtbot, demo_window, tmp_path, english_after):
    i18n.install("fr")
    page = export_page(qtbot, demo_window, tmp_path / "desk.html", 2)
    assert '<html lang="fr">' in page
    title = re.search(r"<title>(.*)</title>", page)
    assert title is not None and "Classement après le tour 2" in title.group(1)
    lines = page_lines(page)
    assert lines[0] == "Demo Riichi Open\u00a0: Classement après le tour 2"
    assert "21–22 novembre 2026" in lines[1]
    for word in ("Place", "Joueur", "Pays", "T1", "T2", "Total"):
        assert word in lines, word
    assert any(re.fullmatch(r"[+\u2212]\d+,\d", line) for line in lines)  # +38,3
    assert not any(re.fullmatch(r"[+\u2212]\d+\.\d", line) for line in lines)
    assert any(line.startswith("Fait avec ") for line in lines)
    # Nothing left in English (the French desk test's judge; people's names are its
    # exceptions).
    left = [line for line in lines if english(line)]
    assert left == [], [english(line) for line in left]
