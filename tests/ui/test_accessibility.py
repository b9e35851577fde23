"""Every control of the desk is named for assistive technology, on every screen and in every
dialog (tests/ui/desk_tour.py), in English and in French: walked through Qt's accessibility
interface (QAccessible), a field is named by its label (a buddy) or an accessible name, an
icon-only button by what it does, a table and a list by what they hold; a screen reader read
83 of some 360 controls as nameless (the navigation at laptop width, the table screen's
icon-only buttons, the clock's spin boxes, every table...)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tests.ui.desk_tour import tour, tournament_with_long_names
from tests.ui.screen_checks import unnamed_controls


@pytest.mark.parametrize(("language", "width"), [("en", 0), ("fr", 0), ("fr", 1000)])
def test_every_control_has_a_name(qtbot, desk_env, questions, demo_file, tmp_path,
                                  monkeypatch, language, width):
    """At the laptop's width, and narrower (the navigation shows its icons alone, the table
    screen's buttons too): what a control shows changes, its name does not."""
    from ui.app import make_settings
    from ui.main_window import MainWindow

    path = tournament_with_long_names(tmp_path, demo_file)
    window = MainWindow(make_settings())
    qtbot.addWidget(window)
    laptop = next(s for s in QApplication.screens() if s.name() == "laptop")
    window.setScreen(laptop)
    window.move(laptop.availableGeometry().topLeft())
    window.show()
    qtbot.waitExposed(window)
    if width:
        window.resize(width, 700)
    if language != "en":
        window.menus.language_actions[language].trigger()
    problems: list[str] = []
    compact: list[bool] = []
    try:
        for name, widget in tour(qtbot, window, path, tmp_path, monkeypatch):
            problems += [f"{name}: {p}" for p in unnamed_controls(widget)]
            if name == "table 3-1":
                view = window.area.table.view
                compact.append(window.area.compact and not view.undo_button.text())
    finally:
        window._confirm_close = lambda: True
        window.close()
    assert compact == [bool(width)]  # the narrow walk saw the icons alone
    assert not problems, "\n".join(["Controls without a name:", *dict.fromkeys(problems)])


def test_a_table_is_sorted_from_the_keyboard(qtbot, demo_window):
    """Its column titles are a stop of Tab after the rows: the arrows go along them, Space
    sorts by the one in focus, again the other way."""
    from PySide6.QtCore import Qt

    from ui.models.players_model import PlayersTableModel

    window = demo_window
    window.show_page("players")
    players = window.area.players
    qtbot.waitUntil(lambda: players.data is not None, timeout=10000)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    table = players.table
    header = table.horizontalHeader()
    table.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(table.hasFocus, timeout=2000)
    qtbot.keyClick(table, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is header
    assert header.accessibleName()
    qtbot.keyClick(header, Qt.Key.Key_Right)  # from Name to EMA number
    qtbot.keyClick(header, Qt.Key.Key_Space)
    assert header.sortIndicatorSection() == PlayersTableModel.EMA
    first = players.proxy.index(0, PlayersTableModel.EMA).data()
    qtbot.keyClick(header, Qt.Key.Key_Space)  # the other way
    assert header.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
    assert players.proxy.index(0, PlayersTableModel.EMA).data() != first
    qtbot.keyClick(header, Qt.Key.Key_Backtab)
    assert QApplication.focusWidget() is table
