"""A language change builds every menu again whole: the Print menu keeps one entry per
document (and the toolbar's Print button the same menu), Export, View, the language list and
the recent files keep theirs, in English and in French, at a laptop's and a desktop's size."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QToolButton

from tournament.export.gather import DocumentKind
from ui import i18n

SIZES = [(1366, 768), (1920, 1080)]


@pytest.fixture
def english_after():
    yield
    i18n.install("en")


def entries(menu: QMenu) -> list[str]:
    """The texts of a menu's entries (separators left out), submenus by their title."""
    return [a.text() for a in menu.actions() if not a.isSeparator()]


def menus(window) -> dict[str, list[str]]:
    return {a.text(): entries(a.menu()) for a in window.menuBar().actions()
            if isinstance(a.menu(), QMenu)}


def print_button_menu(window) -> QMenu:
    button = window.menus.toolbar.widgetForAction(window.menus.print_action)
    assert isinstance(button, QToolButton)
    return button.menu()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_menu_is_whole_after_a_language_switch_and_back(qtbot, demo_window,
                                                              english_after, size):
    window = demo_window
    window.resize(*size)
    english = menus(window)
    print_menu = window.menus.print_menu
    assert len(entries(print_menu)) == 1 + len(DocumentKind)
    assert entries(print_button_menu(window)) == entries(print_menu)

    window.menus.language_actions["fr"].trigger()
    french = menus(window)
    assert list(french) == ["&Fichier", "&Imprimer", "E&xporter", "&Affichage", "Ai&de"]
    assert [len(v) for v in french.values()] == [len(v) for v in english.values()]
    printing = french["&Imprimer"]
    assert printing[0].startswith("&Imprimer")
    assert "Classement\u2026" in printing, printing
    assert any(t.startswith("Feuilles de score") for t in printing), printing
    assert entries(print_button_menu(window)) == printing
    assert all(a.isEnabled() for a in window.menus.print_actions.values())
    assert set(window.menus.print_actions) == set(DocumentKind)

    window.menus.language_actions["en"].trigger()
    assert menus(window) == english
    # Each entry still does its job: the score sheets' preview opens from the menu.
    window.menus.print_actions[DocumentKind.SCORE_SHEETS].trigger()
    preview = window.documents.preview
    assert preview is not None and preview.kind is DocumentKind.SCORE_SHEETS
    preview.reject()


def test_the_old_menus_go_with_their_shortcuts(qtbot, demo_window, english_after):
    """The menus of the language before are deleted, not left behind holding Ctrl+P."""
    window = demo_window
    before = window.menus.print_action
    window.menus.language_actions["fr"].trigger()
    qtbot.waitUntil(lambda: all(a is not before for a in window.findChildren(QAction)),
                    timeout=2000)
    printing = [a for a in window.findChildren(QAction)
                if a.shortcut().toString() == "Ctrl+P"]
    assert printing == [window.menus.print_action]


def test_print_entries_come_with_a_tournament_opened_after_the_switch(
        qtbot, window, demo_file, tmp_path, english_after):
    import shutil

    window.menus.language_actions["fr"].trigger()
    assert entries(window.menus.print_menu) == ["&Imprimer\u2026"]  # no tournament: disabled
    assert not window.menus.print_menu.isEnabled()
    copy = tmp_path / "demo.rtdb"
    shutil.copy(demo_file, copy)
    with qtbot.waitSignal(window.opened, timeout=10000):
        window.opening.open_file(copy)
    assert len(entries(window.menus.print_menu)) == 1 + len(DocumentKind)


def test_the_start_page_built_again_in_french_still_offers_each_way_in(
        qtbot, window, english_after, monkeypatch):
    # Each of the start page's buttons reaches the part that opens (the new start page too:
    # "Connect to a server" did nothing after a language switch).
    called: list[str] = []
    for name in ("new_tournament", "choose_and_open", "open_demo", "connect_to_server"):
        monkeypatch.setattr(window.opening, name, lambda *_a, n=name: called.append(n))
    window.menus.language_actions["fr"].trigger()
    start = window.start_page
    for button in (start.new_requested, start.open_requested, start.demo_requested,
                   start.connect_requested):
        button.emit()
    assert called == ["new_tournament", "choose_and_open", "open_demo", "connect_to_server"]
