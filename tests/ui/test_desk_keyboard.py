"""A whole table from the keyboard: the outcome keys (R, T, D, A, C) work anywhere on the
table page (right after "Next table" too, no Tab needed), a text field keeps its letters; on
Rounds & tables, Tab leaves the grid and Enter opens the selected table; the hand dialog goes
in the paper's order, "riichi declared" and the Riichi yaku follow each other, and a click on
a yaku's name ticks it. At 1,366 x 768 and 1,920 x 1,080, in English and in French."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from tests.ui.desk_variants import VARIANTS, english_after, set_up, shot  # noqa: F401
from tests.ui.drive import choose, click
from tournament.model import Outcome
from ui.models.rows_model import ROW_ROLE

pytestmark = pytest.mark.usefixtures("english_after")

KEYS = {Qt.Key.Key_R: Outcome.RON, Qt.Key.Key_T: Outcome.TSUMO,
        Qt.Key.Key_D: Outcome.EXHAUSTIVE_DRAW, Qt.Key.Key_A: Outcome.ABORTIVE_DRAW,
        Qt.Key.Key_C: Outcome.CHOMBO}


def open_table(qtbot, window, round, table):
    area = window.area
    with qtbot.waitSignal(area.table.table_shown, timeout=10000):
        area.open_table(round, table)
    return area.table


def press_for_dialog(qtbot, window, key):
    """Press `key` where the focus is; the hand dialog it opens, closed again."""
    view = window.area.table.view
    # A closed dialog gives the activation back to the window (offscreen, not at once); the
    # focus inside it stays where it was.
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    target = QApplication.focusWidget() or window
    qtbot.keyClick(target, key)
    dialog = view.dialog
    assert dialog is not None, f"{key} opened nothing with the focus on {target!r}"
    qtbot.waitExposed(dialog)
    outcome = dialog.outcome()
    dialog.reject()
    qtbot.waitUntil(lambda: view.dialog is None, timeout=2000)
    return outcome


@pytest.mark.parametrize(("size", "language"), VARIANTS)
def test_outcome_keys_work_anywhere_on_the_table_page(qtbot, demo_window,
                                                      size, language):
    window = demo_window
    set_up(qtbot, window, size, language)
    page = open_table(qtbot, window, 3, 1)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    # "Next table" with the keyboard: the focus stays on the button, the keys work at once.
    # (The button is enabled once the round's tables are read.)
    qtbot.waitUntil(page.next_button.isEnabled, timeout=5000)
    page.next_button.setFocus()
    with qtbot.waitSignal(page.table_shown, timeout=10000):
        qtbot.keyClick(page.next_button, Qt.Key.Key_Space)
    assert page.current == (3, 2)
    # (The offscreen platform drops the window's activation when the table is swapped; a
    # desktop does not. Active again, the focus is where the referee left it.)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    assert QApplication.focusWidget() is page.next_button
    for key, outcome in KEYS.items():
        assert press_for_dialog(qtbot, window, key) is outcome
    # From the navigation and from the table list of the bar, too.
    for widget in (window.area.nav, page.table_box):
        widget.setFocus()
        qtbot.waitUntil(widget.hasFocus, timeout=2000)
        assert press_for_dialog(qtbot, window, Qt.Key.Key_T) is Outcome.TSUMO
    # A text field keeps its letters: a name typed at the desk opens nothing.
    window.menus.referee.setFocus()
    qtbot.keyClicks(window.menus.referee, "Rita")
    assert window.menus.referee.text() == "Rita" and page.view.dialog is None
    # On another page the table's keys do nothing.
    window.show_page("standings")
    window.area.standings.setFocus()
    qtbot.keyClick(window.area.standings, Qt.Key.Key_R)
    assert page.view.dialog is None
    shot(window, f"keyboard-table-{size[0]}-{language}")


@pytest.mark.parametrize(("size", "language"), VARIANTS)
def test_rounds_grid_tab_leaves_and_enter_opens(qtbot, demo_window, size,
                                                language):
    window = demo_window
    set_up(qtbot, window, size, language)
    window.show_page("rounds")
    rounds = window.area.rounds
    qtbot.waitUntil(lambda: rounds.model.rowCount() == 4, timeout=10000)
    grid = rounds.table
    grid.setFocus()
    qtbot.waitUntil(grid.hasFocus, timeout=2000)
    grid.setCurrentIndex(rounds.proxy.index(0, 1))
    qtbot.keyClick(grid, Qt.Key.Key_Down)
    qtbot.keyClick(grid, Qt.Key.Key_Down)
    line = grid.currentIndex().data(ROW_ROLE)
    assert (line.round, line.table) == (3, 3)
    qtbot.keyClick(grid, Qt.Key.Key_Tab)
    assert not grid.hasFocus(), "Tab stayed in the grid"
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backtab)
    assert grid.hasFocus()
    with qtbot.waitSignal(window.area.table.table_shown, timeout=10000) as shown:
        qtbot.keyClick(grid, Qt.Key.Key_Return)
    assert shown.args == [3, 3]
    assert window.area.current_page() == "table"


def item_named(picker, yaku_id):
    for i in range(picker.list.count()):
        item = picker.list.item(i)
        if item.data(picker.IdRole) == yaku_id:
            return item
    raise LookupError(yaku_id)


def click_text(qtbot, picker, item):
    picker.list.scrollToItem(item)
    rect = picker.list.visualItemRect(item)
    qtbot.mouseClick(picker.list.viewport(), Qt.MouseButton.LeftButton,
                     pos=QPoint(rect.left() + rect.width() // 2, rect.center().y()))


@pytest.mark.parametrize(("size", "language"), VARIANTS)
def test_the_hand_dialog_follows_the_paper_and_riichi_follows_the_yaku(
        qtbot, demo_window, size, language):
    from ui.dialogs.win_inputs import TilesSource, YakuSource

    window = demo_window
    set_up(qtbot, window, size, language)
    page = open_table(qtbot, window, 3, 1)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    view = page.view
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_R)
    dialog = view.dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(dialog.isActiveWindow, timeout=2000)
    editor = dialog.editors[0]
    players = view.controller.players()
    # Outcome (chosen by the key), winner, discarder, riichi, han, fu.
    assert dialog.focusWidget() is editor.winner
    order = []
    for _ in range(7):
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
        order.append(dialog.focusWidget())
    assert order == [dialog.discarder, *dialog.riichi.boxes, editor.han, editor.fu]

    choose(qtbot, editor.winner, players[1])
    choose(qtbot, editor.method, YakuSource().title())
    picker = editor.yaku_picker()
    assert picker is not None
    riichi = item_named(picker, "riichi")
    declared = dialog.riichi.boxes[1]
    click(qtbot, declared)  # riichi declared by the winner: the Riichi yaku is ticked
    assert riichi.checkState() == Qt.CheckState.Checked
    click(qtbot, declared)
    assert riichi.checkState() == Qt.CheckState.Unchecked
    click(qtbot, dialog.riichi.boxes[2])  # another player's riichi: not the winner's yaku
    assert riichi.checkState() == Qt.CheckState.Unchecked
    click_text(qtbot, picker, riichi)  # a click on the name ticks it...
    assert riichi.checkState() == Qt.CheckState.Checked
    assert declared.isChecked()  # ...and the winner has declared riichi
    click_text(qtbot, picker, riichi)
    assert riichi.checkState() == Qt.CheckState.Unchecked and not declared.isChecked()
    tanyao = item_named(picker, "tanyao")
    rect = picker.list.visualItemRect(tanyao)
    # The box sits at the line's left end.
    qtbot.mouseClick(picker.list.viewport(), Qt.MouseButton.LeftButton,
                     pos=QPoint(rect.left() + 10, rect.center().y()))
    assert tanyao.checkState() == Qt.CheckState.Checked  # on the box: ticked once, not twice
    click_text(qtbot, picker, tanyao)
    assert tanyao.checkState() == Qt.CheckState.Unchecked
    qtbot.wait(50)  # the layout settles before the picture
    shot(dialog, f"hand-dialog-{size[0]}-{language}")
    # Entered by tiles, the situation's Riichi follows the same way.
    choose(qtbot, editor.method, TilesSource().title())
    tiles = editor.source_stack.currentWidget()
    assert not tiles.situation["riichi"].isChecked()
    click(qtbot, declared)
    assert tiles.situation["riichi"].isChecked()
    click(qtbot, tiles.situation["riichi"])
    assert not declared.isChecked()
    click(qtbot, tiles.situation["double_riichi"])
    assert declared.isChecked()
    dialog.reject()


def test_the_wizards_first_key_lands_in_the_name_and_each_page_starts_in_a_field(
        qtbot, window):
    """The wizard opened on its scroll area (the first name typed was lost); after Next the
    focus sat on a hidden combo box; the players box took Tab as a character."""
    window.menus.language_actions["fr"].trigger()
    wizard = window.opening.new_tournament()
    assert wizard is not None
    qtbot.waitExposed(wizard)
    qtbot.waitUntil(wizard.isActiveWindow, timeout=2000)
    qtbot.wait(20)  # the focus is given once the wizard is on screen
    qtbot.keyClicks(QApplication.focusWidget(), "Lyon")
    assert wizard.details.name.text() == "Lyon"
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # Next
    qtbot.waitUntil(lambda: wizard.currentPage() is wizard.rules, timeout=2000)
    qtbot.waitUntil(lambda: wizard.rules.isAncestorOf(QApplication.focusWidget()),
                    timeout=2000)
    focus = QApplication.focusWidget()
    assert focus.isVisible() and focus.isEnabled(), focus
    wizard.next()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is wizard.players.text, timeout=2000)
    qtbot.keyClicks(wizard.players.text, "Aiko Tanaka")
    qtbot.keyClick(wizard.players.text, Qt.Key.Key_Tab)
    assert wizard.players.text.toPlainText() == "Aiko Tanaka"  # no tab typed
    assert QApplication.focusWidget() is not wizard.players.text
    wizard.reject()


def test_the_rounds_table_has_a_current_table_as_soon_as_it_has_the_focus(qtbot,
                                                                           demo_window):
    window = demo_window
    rounds = window.area.rounds
    qtbot.waitUntil(lambda: rounds.model.rowCount() == 4, timeout=10000)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    rounds.table.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(rounds.table.hasFocus, timeout=2000)
    assert rounds.table.currentIndex().isValid()
    assert rounds.open_button.isEnabled()  # "Ouvrir la table" is offered at once


@pytest.mark.parametrize("language", ["en", "fr"])
def test_each_menu_gives_each_letter_once(qtbot, demo_window, language):
    """In English View had "L" for both "Live page" and "Language"."""
    import re

    from PySide6.QtWidgets import QMenu

    if language != "en":
        demo_window.menus.language_actions[language].trigger()

    def letters(menu: QMenu, where: str) -> None:
        seen: dict[str, str] = {}
        for action in menu.actions():
            if action.isSeparator() or not action.isVisible():
                continue
            found = re.search(r"&([^&])", action.text().replace("&&", ""))
            if found:
                letter = found.group(1).lower()
                assert letter not in seen, (where, seen[letter], action.text())
                seen[letter] = action.text()
            sub = action.menu()
            if isinstance(sub, QMenu):
                letters(sub, f"{where} > {action.text()}")

    top: dict[str, str] = {}
    for action in demo_window.menuBar().actions():
        found = re.search(r"&([^&])", action.text())
        assert found, action.text()
        assert found.group(1).lower() not in top, (top, action.text())
        top[found.group(1).lower()] = action.text()
        letters(action.menu(), action.text())
