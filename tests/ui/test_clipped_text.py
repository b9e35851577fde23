"""No text of the desk is cut without a sign, on the venue laptop and on a monitor, in English
and French: the hand log's names over the score columns end in "…" (they were cut on the left),
the table bar and the table's title keep their words ("Toutes les table", "Partie termin"),
and a finalist's points stay in sight beside a long name."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QLabel, QWidget

from tests.service.helpers import new_tournament, seat_in_order
from tests.service.test_final import ROUND_1, ROUND_2
from tests.ui.drive import click
from ui.models.hand_log_model import HandLogTableModel

# 60 characters: the longest names the players file of the organiser's test had.
LONG = "Maximilian Alexander von Hohenzollern-Sigmaringen-Württemberg"


@pytest.fixture
def long_names(tmp_path):
    """16 players, three of them with 60-character names, two rounds scored from slips."""
    t = new_tournament(tmp_path, players=16, rounds=2)
    for number, (tables, totals) in enumerate((ROUND_1, ROUND_2), start=1):
        seat_in_order(t, number, tables)
        for table, scores in enumerate(totals, start=1):
            t.tables.record_totals(number, table, scores)
    for ref, suffix in (("P01", "Anton"), ("P02", "Bruno"), ("P05", "Chiara")):
        t.players.update(ref, name=f"{suffix} {LONG}"[:60])
    path = t.path
    t.close()
    return path


@pytest.fixture
def desk(qtbot, desk_env, questions, screen, language, long_names):
    from ui.app import make_settings
    from ui.main_window import MainWindow

    window = MainWindow(make_settings())
    qtbot.addWidget(window)
    window.setScreen(screen)
    window.move(screen.availableGeometry().topLeft())
    window.show()
    qtbot.waitExposed(window)
    with qtbot.waitSignal(window.opened, timeout=10000):
        window.opening.open_file(long_names)
    yield window
    window._confirm_close = lambda: True
    window.close()


def assert_whole(label: QLabel) -> None:
    assert label.width() >= label.sizeHint().width(), (label.text(), label.width(),
                                                       label.sizeHint().width())


def assert_apart(widgets: list[QWidget]) -> None:
    shown = sorted((w for w in widgets if w.isVisible()), key=lambda w: w.x())
    for left, right in zip(shown, shown[1:], strict=False):
        assert left.geometry().right() < right.geometry().left(), (left, right)


def test_the_table_bar_and_the_hand_log_keep_their_words(qtbot, desk):
    desk.area.open_table(1, 1)
    page = desk.area.table
    qtbot.waitUntil(lambda: page.view is not None and page.title.text() != "", timeout=10000)
    view = page.view
    qtbot.wait(50)  # the bar is fitted once its title is laid out
    assert_whole(page.title)
    assert_whole(view.round_label)
    assert_apart([page.back_button, page.title, page.unlock_button, page.round_box,
                  page.table_box, page.next_button])
    assert_apart([view.time_button, view.undo_button, view.redo_button])
    assert max(w.geometry().right() for w in (page.next_button, view.redo_button)) < \
        desk.area.width()

    header = view.log_view.horizontalHeader()
    bold = QFont(header.font())
    bold.setWeight(QFont.Weight.DemiBold)
    metrics = QFontMetrics(bold)
    names = view.controller.players()
    assert any(len(n) == 60 for n in names)
    qtbot.wait(50)  # the columns are fitted once the rows are in
    for seat, name in enumerate(names):
        column = HandLogTableModel.FIRST_SEAT + seat
        lines = header.lines(column)  # as the header draws them (ui.widgets.columns)
        # Each line inside the section, broken at a space, marked as cut when it is.
        room = header.sectionSize(column) - header.overhead(column)
        assert all(metrics.horizontalAdvance(line) <= room for line in lines), lines
        shown = " ".join(lines)
        assert shown == name or (shown.endswith("\u2026") and name.startswith(shown[:-1]))
        assert view.log_model.headerData(column, Qt.Orientation.Horizontal,
                                         Qt.ItemDataRole.ToolTipRole) == name


def test_a_finalists_points_stay_beside_a_long_name(qtbot, desk):
    rounds = desk.area.rounds
    qtbot.waitUntil(lambda: rounds.overview is not None and rounds.final_button.isVisible(),
                    timeout=5000)
    click(qtbot, rounds.final_button)
    dialog = desk.area.final_dialog
    qtbot.waitUntil(lambda: dialog.preview is not None and dialog.table.rowCount() > 0,
                    timeout=5000)
    table = dialog.table
    metrics = table.fontMetrics()
    assert not table.wordWrap()
    long_seen = False
    for row in range(table.rowCount()):
        assert table.rowHeight(row) >= 2 * metrics.lineSpacing()
        for column in range(4):
            name_line, points_line = table.item(row, column).text().split("\n")
            long_seen |= LONG[:20] in name_line
            # The points line is whole in its cell; the name line is cut with "…" by the
            # view when it is longer (its whole text is in the tooltip).
            assert metrics.horizontalAdvance(points_line) < table.columnWidth(column) - 8
            assert table.item(row, column).toolTip() == f"{name_line}\n{points_line}"
    assert long_seen
    assert table.textElideMode() == Qt.TextElideMode.ElideRight
    dialog.reject()


# Every screen and dialog at the laptop's size, in English and French, is walked once for
# its names and its words together: tests/ui/test_accessibility.py.


def test_the_projector_ends_a_long_name_in_an_ellipsis(qtbot, desk):
    """A 60-character name on the projector was clipped mid-letter, without "…"."""
    from tests.ui.screen_checks import cut_texts
    from ui.widgets.labels import ElidedLabel

    projector = desk.screens.show_projector()
    projector.showNormal()
    projector.resize(1024, 700)
    qtbot.waitUntil(lambda: projector.projected is not None, timeout=10000)
    seen = 0
    for page in range(projector.pages()):
        projector.show_page(page)
        qtbot.wait(50)
        names = [w for w in projector.findChildren(ElidedLabel) if w.isVisible()]
        assert names
        long = [w for w in names if LONG[:20] in w.text()]
        assert all(w.shown().endswith("\u2026") for w in long), [w.shown() for w in long]
        seen += len(long)
        assert cut_texts(projector) == []
    assert seen >= 3
    projector.close()


def test_a_seat_card_shows_a_name_whole_before_it_cuts_it(qtbot, desk_env):
    """On a laptop at 150 % every seat card read "Oskar …": a name takes smaller type, then
    two lines broken at a space, and ends in "…" only when even that is too narrow."""
    from tournament.model import Wind
    from ui.widgets.seat_panel import MIN_WIDTH, SeatPanel

    card = SeatPanel()
    qtbot.addWidget(card)
    card.resize(MIN_WIDTH, 160)
    card.show()
    qtbot.waitExposed(card)
    for name in ("Oskar Berg", "Greta Lindqvist", "Kaito Mori"):
        card.set_seat(name, Wind.EAST, 30000)
        card.resize(MIN_WIDTH, 161)
        qtbot.wait(20)
        shown = card.name_label.text()
        assert "\u2026" not in shown and shown.replace("\n", " ") == name, shown
    card.set_seat("Thomas Müller-Westernhagen", Wind.EAST, 30000)  # a word wider than the card
    assert card.name_label.text().endswith("\u2026")
    assert card.name_label.toolTip() == "Thomas Müller-Westernhagen"


def test_the_players_typed_in_the_wizard_keep_three_rows_in_sight(qtbot, desk_env):
    """At 150 % the wizard's list of typed players was squeezed to a single row; the page
    scrolls instead (ui.widgets.columns.keep_rows)."""
    from ui.dialogs.new_tournament_wizard import PlayersPage

    page = PlayersPage()
    qtbot.addWidget(page)
    page.show()
    table = page.table
    qtbot.waitUntil(lambda: table.minimumHeight() > 0, timeout=2000)
    row = table.verticalHeader().defaultSectionSize()
    assert table.minimumHeight() >= table.horizontalHeader().sizeHint().height() + 3 * row
