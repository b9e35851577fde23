"""Undo and Redo say what they act on ("Undo hand 1 (Ron: Bruno from Aiko 3 han 40 fu)") in
the button's tooltip and, once done, on the table's status line: a hand, a correction, a
void, "time is up". At 1,366 x 768 and 1,920 x 1,080, in English and in French."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.ui.desk_variants import VARIANTS, english_after, set_up, shot  # noqa: F401
from tests.ui.drive import choose, click, save, type_number

pytestmark = pytest.mark.usefixtures("english_after")

WORDS = {
    "en": {"undo": "Undo {} (Ctrl+Z)", "redo": "Redo {} (Ctrl+Shift+Z)",
           "undone": "Undone: {}.", "redone": "Redone: {}.", "hand": "hand {} ({})",
           "ron": "Ron: {} from {} 3 han 40 fu", "void": "the void of hand {}",
           "time": '"time is up"', "nothing": "Undo (Ctrl+Z)"},
    # In French, Undo is "Défaire": "Annuler" is Cancel, and an undone hand is "retirée"
    # ("annulée" is the abortive draw's word).
    "fr": {"undo": "Défaire {} (Ctrl+Z)", "redo": "Rétablir {} (Ctrl+Maj+Z)",
           "undone": "Retiré du journal : {}.", "redone": "Rétabli : {}.",
           "hand": "la main {} ({})", "ron": "Ron\u00a0: {} sur {} 3 han 40 fu",
           "void": "l’invalidation de la main {}", "time": "« temps écoulé »",
           "nothing": "Défaire (Ctrl+Z)"},
}


def bare(text: str) -> str:
    """Without the invisible marks that keep a name's direction (ui.text.isolate)."""
    return "".join(c for c in text if c not in "\u2066\u2067\u2068\u2069")


@pytest.mark.parametrize(("size", "language"), VARIANTS)
def test_undo_and_redo_say_what_they_act_on(qtbot, demo_window, size, language):
    words = WORDS[language]
    window = demo_window
    window.menus.referee.setText("Rita")
    set_up(qtbot, window, size, language)
    with qtbot.waitSignal(window.area.table.table_shown, timeout=10000):
        window.area.open_table(3, 1)
    view = window.area.table.view
    a, b, *_ = view.controller.players()
    assert bare(view.undo_button.toolTip()) == words["nothing"]

    view.activateWindow()
    qtbot.waitUntil(view.window().isActiveWindow, timeout=2000)
    qtbot.keyClick(view.log_view, Qt.Key.Key_R)
    dialog = view.dialog
    qtbot.waitExposed(dialog)
    choose(qtbot, dialog.editors[0].winner, b)
    choose(qtbot, dialog.discarder, a)
    type_number(qtbot, dialog.editors[0].han, 3)
    type_number(qtbot, dialog.editors[0].fu, 40)
    save(qtbot, dialog)
    hand = words["hand"].format(1, words["ron"].format(b, a))
    assert bare(view.undo_button.toolTip()) == words["undo"].format(hand)
    shot(window, f"undo-tooltip-{size[0]}-{language}")

    click(qtbot, view.undo_button)
    qtbot.waitUntil(lambda: not view.controller.hands(), timeout=10000)
    assert bare(view.status_label.text()) == words["undone"].format(hand)
    assert bare(view.redo_button.toolTip()) == words["redo"].format(hand)
    click(qtbot, view.redo_button)
    qtbot.waitUntil(lambda: len(view.controller.hands()) == 1, timeout=10000)
    assert bare(view.status_label.text()) == words["redone"].format(hand)
    shot(window, f"undo-status-{size[0]}-{language}")

    op = view.controller.void(0, "wrong table")
    qtbot.waitUntil(lambda: op.finished, timeout=10000)
    assert op.ok
    assert bare(view.undo_button.toolTip()) == words["undo"].format(words["void"].format(1))

    click(qtbot, view.time_button)
    assert bare(view.undo_button.toolTip()) == words["undo"].format(words["time"])
    click(qtbot, view.undo_button)
    assert bare(view.status_label.text()) == words["undone"].format(words["time"])
