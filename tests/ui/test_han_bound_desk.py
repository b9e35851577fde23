"""The desk's han box takes every han count a real hand can reach (a referee's 14 han: riichi,
tsumo, honitsu and several dora) and the core's bound, nothing beyond."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.drive import assert_view_matches_core, choose, click, hand, open_dialog, type_number
from tournament.scoring.validate import MAX_HAN


def test_fourteen_han_is_recorded_as_a_sanbaiman(qtbot, view, rules):
    dialog = open_dialog(qtbot, view, Qt.Key.Key_R)
    choose(qtbot, dialog.discarder, "Aiko")
    winner = dialog.editors[0]
    choose(qtbot, winner.winner, "Bruno")
    assert winner.han.maximum() == MAX_HAN
    type_number(qtbot, winner.han, 14)
    type_number(qtbot, winner.fu, 0)
    assert dialog.issues() == []
    assert "Aiko pays Bruno 24,000 (ron)" in dialog.payments.lines()
    click(qtbot, dialog.ok_button)
    expected = [hand(outcome="ron", wins=[{"winner": 1, "loser": 0, "han": 14, "fu": 0}])]
    assert_view_matches_core(view, expected, rules)


def test_the_han_box_stops_at_the_bound(qtbot, view):
    dialog = open_dialog(qtbot, view, Qt.Key.Key_T)
    winner = dialog.editors[0]
    type_number(qtbot, winner.han, MAX_HAN)
    winner.han.lineEdit().selectAll()
    qtbot.keyClicks(winner.han, str(MAX_HAN + 1))
    assert winner.han.value() != MAX_HAN + 1  # the box does not take a count beyond the bound
