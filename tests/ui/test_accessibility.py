"""Every control of the desk is named for assistive technology, and no word is cut, on every
screen and in every dialog (tests/ui/desk_tour.py), in English and in French: one walk checks
both (tests/ui/test_clipped_text.py checks the words of the other places). Names are read
through Qt's accessibility interface (QAccessible): a field is named by its label (a buddy) or
an accessible name, an icon-only button by what it does, a table and a list by what they hold;
a screen reader read 83 of some 360 controls as nameless (the navigation at laptop width, the
table screen's icon-only buttons, the clock's spin boxes, every table...)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QWidget

from tests.ui.desk_tour import tour, tournament_with_long_names
from tests.ui.screen_checks import cut_texts, unnamed_controls


@pytest.mark.parametrize(("language", "width"), [("en", 0), ("fr", 0), ("fr", 1000)])
def test_every_control_has_a_name_and_no_word_is_cut(qtbot, desk_env, questions, demo_file,
                                                     tmp_path, monkeypatch, language, width):
    """One walk of every screen and dialog per language and width, two checks at each stop.

    Names: at the laptop's width, and narrower (the navigation shows its icons alone, the
    table screen's buttons too), what a control shows changes, its name does not.

    Words (at the laptop's 1,366 x 768, where the venue works): no label, button, header or
    placeholder cut, in English and French ("Partie s", "Numé", "Thom…" without a tooltip,
    "Responsable (p", "À la table d'arbitrage : votre n"); a body that scrolls on a short
    screen (150 %) opens whole on this one; the standings show every column without sideways
    scrolling."""
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
    unnamed: list[str] = []
    cut: list[str] = []
    compact: list[bool] = []
    stops = 0
    try:
        for name, widget in tour(qtbot, window, path, tmp_path, monkeypatch):
            stops += 1
            unnamed += [f"{name}: {p}" for p in unnamed_controls(widget)]
            if name == "table 3-1":
                view = window.area.table.view
                compact.append(window.area.compact and not view.undo_button.text())
            if not width:
                cut += words_cut(qtbot, window, name, widget)
    finally:
        window._confirm_close = lambda: True
        window.close()
    assert stops > 40
    assert compact == [bool(width)]  # the narrow walk saw the icons alone
    assert not unnamed, "\n".join(["Controls without a name:", *dict.fromkeys(unnamed)])
    assert not cut, "\n".join(["Words cut:", *cut])


def words_cut(qtbot, window, name: str, widget: QWidget) -> list[str]:
    """What is cut at a stop of the walk at the laptop's width (see above)."""
    if cut_texts(widget):
        # A label whose words wrap is given its height by a layout that may still be to
        # come on a loaded machine: waited for (what stays cut is cut).
        try:
            qtbot.waitUntil(lambda: not cut_texts(widget), timeout=1000)
        except Exception:  # noqa: BLE001 - said below
            pass
    problems = [f"{name}: {text}" for text in cut_texts(widget)]
    for area in widget.findChildren(QAbstractScrollArea, "pageScroll"):
        bar = area.verticalScrollBar()
        if area.isVisible() and bar.maximum() > 0:
            try:
                qtbot.waitUntil(lambda b=bar: b.maximum() == 0, timeout=1000)
            except Exception:  # noqa: BLE001 - said below
                problems.append(f"{name}: opens scrolled ({area.widget().height()} px"
                                f" in {area.viewport().height()})")
    if name == "standings":
        # Every column in sight at 1,366 px: the penalties needed sideways scrolling.
        bar = window.area.standings.table.horizontalScrollBar()
        try:
            qtbot.waitUntil(lambda b=bar: b.maximum() == 0, timeout=1000)
        except Exception:  # noqa: BLE001 - said below
            problems.append(f"standings: scrolls sideways by {bar.maximum()} px")
    return problems


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
