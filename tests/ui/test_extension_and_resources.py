"""The win source extension point really carries a value into the record; resources fail
loudly; core messages reach the referee with names, not seat numbers."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSpinBox, QVBoxLayout

from tests.ui.doubles import PLAYERS
from tests.ui.drive import check, choose, click, type_number
from tournament.model import Issue, Outcome, Win
from ui import resources
from ui.dialogs.hand_dialog import HandDialog
from ui.dialogs.win_inputs import SOURCES
from ui.dialogs.win_sources import WinSourceWidget
from ui.issue_words import issue_text


class _PresetWidget(WinSourceWidget):
    """A source that offers a fixed yaku list worth the han in its spin box."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.han = QSpinBox()
        self.han.setRange(0, 13)
        self.han.valueChanged.connect(self.changed)
        self.shown: list[str] = []
        QVBoxLayout(self).addWidget(self.han)

    def value(self):
        if not self.han.value():
            return None
        return Win(0, han=self.han.value(), fu=40, yaku=("riichi",) * self.han.value())

    def show_messages(self, messages):
        self.shown = messages


class _PresetSource:
    key = "test"

    def title(self):
        return "By test"

    def create(self, parent=None):
        return _PresetWidget(parent)


def test_another_win_source_fills_the_win(qtbot, controller, rules):
    dialog = HandDialog(PLAYERS, rules, controller.state(), index=0,
                        sources=(*SOURCES, _PresetSource()))
    qtbot.addWidget(dialog)
    dialog.show()
    editor = dialog.editors[0]
    assert editor.method.isVisible()
    assert [editor.method.itemText(i) for i in range(editor.method.count())] == [
        "Han and fu", "By yaku", "By tiles", "By test"]
    editor.method.setCurrentIndex(editor.method.findData("test"))
    assert not editor.han.isVisible()
    check(qtbot, dialog.riichi.boxes, PLAYERS, "Bruno")
    choose(qtbot, dialog.discarder, "Aiko")
    choose(qtbot, editor.winner, "Bruno")
    assert dialog.hand() is None and "Finish the hand above" in editor.general.text()
    widget = editor.source_stack.currentWidget()
    widget.han.setValue(1)
    assert dialog.issues() == []
    win = dialog.hand().wins[0]
    assert win.yaku == ("riichi",) and win.han == 1 and (win.winner, win.loser) == (1, 0)


def _dialog(qtbot, controller, rules, **kwargs):
    dialog = HandDialog(PLAYERS, rules, controller.state(), index=0,
                        submit=lambda hand, _reason: controller.record(hand), **kwargs)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_by_yaku(qtbot, controller, rules):
    dialog = _dialog(qtbot, controller, rules)
    check(qtbot, dialog.riichi.boxes, PLAYERS, "Bruno")
    choose(qtbot, dialog.discarder, "Aiko")
    editor = dialog.editors[0]
    choose(qtbot, editor.winner, "Bruno")
    choose(qtbot, editor.method, "By yaku")
    picker = editor.source_stack.currentWidget()
    assert not editor.han.isVisible() and picker.isVisible()
    qtbot.keyClicks(picker.filter, "riichi")
    visible = [picker.list.item(i).text() for i in range(picker.list.count())
               if not picker.list.item(i).isHidden()]
    assert visible[0] == "Riichi \u2014 1 han"
    picker.filter.clear()
    picker.set_checked(["riichi", "pinfu"])
    type_number(qtbot, picker.dora, 1)
    assert picker.summary.text() == "Riichi 1 + Pinfu 1 + dora 1 = 3 han, 30 fu"
    assert editor.value_label.text() == "Worth 3,900"
    assert "Aiko pays Bruno 3,900 (ron)" in dialog.payments.lines()
    click(qtbot, dialog.ok_button)
    win = controller.hands()[0].wins[0]
    assert (win.han, win.fu, win.yaku, win.dora) == (3, 30, ("riichi", "pinfu"), 1)


def test_by_yaku_reports_the_core_inside(qtbot, controller, rules):
    dialog = _dialog(qtbot, controller, rules)
    choose(qtbot, dialog.discarder, "Aiko")
    editor = dialog.editors[0]
    choose(qtbot, editor.winner, "Bruno")
    choose(qtbot, editor.method, "By yaku")
    picker = editor.source_stack.currentWidget()
    picker.set_checked(["riichi", "tanyao"])  # riichi listed, but nobody declared it
    assert picker.messages.isVisible()
    assert "riichi" in picker.messages.text().lower()
    assert not dialog.ok_button.isEnabled()


def test_by_tiles(qtbot, controller, rules):
    dialog = _dialog(qtbot, controller, rules)
    check(qtbot, dialog.riichi.boxes, PLAYERS, "Bruno")
    choose(qtbot, dialog.discarder, "Aiko")
    editor = dialog.editors[0]
    choose(qtbot, editor.method, "By tiles")
    tiles = editor.source_stack.currentWidget()
    qtbot.keyClicks(tiles.hand, "234456m678p345s88s")
    qtbot.keyClicks(tiles.win, "5s")
    qtbot.keyClicks(tiles.dora, "4s")
    click(qtbot, tiles.situation["riichi"])
    assert tiles.summary.text().startswith("Choose the winner first")
    choose(qtbot, editor.winner, "Bruno")
    assert tiles.tiles.groups()[0][:3] == ["2m", "3m", "4m"]
    assert tiles.summary.text().endswith("= 4 han 30 fu")
    assert "Aiko pays Bruno 7,700 (ron)" in dialog.payments.lines()
    click(qtbot, dialog.ok_button)
    win = controller.hands()[0].wins[0]
    assert (win.han, win.fu, win.dora) == (4, 30, 1)
    assert set(win.yaku) == {"riichi", "pinfu", "tanyao"}


def test_by_tiles_shows_what_is_wrong_with_the_tiles(qtbot, controller, rules):
    dialog = _dialog(qtbot, controller, rules, outcome=Outcome.TSUMO)
    editor = dialog.editors[0]
    choose(qtbot, editor.winner, "Chiara")
    choose(qtbot, editor.method, "By tiles")
    tiles = editor.source_stack.currentWidget()
    qtbot.keyClicks(tiles.hand, "11112m456p789s11z")
    qtbot.keyClicks(tiles.win, "2m")
    assert tiles.problems.isVisible() and tiles.problems.is_error()
    assert dialog.hand() is None and not dialog.ok_button.isEnabled()


def test_editing_keeps_recorded_detail_until_dropped(qtbot, controller, rules):
    from tests.ui.drive import hand

    record = hand(outcome="ron", wins=[{"winner": 1, "loser": 0, "han": 2, "fu": 30,
                                        "dora": 1}])
    dialog = HandDialog(PLAYERS, rules, controller.state(), index=0, hand=record,
                        ask_reason=True)
    qtbot.addWidget(dialog)
    dialog.show()
    editor = dialog.editors[0]
    assert editor.detail_label.isVisible() and "dora 1" in editor.detail_label.text()
    assert dialog.draft().wins[0].value.dora == 1
    click(qtbot, editor.drop_detail_button)
    assert dialog.draft().wins[0].value.dora == 0


def test_missing_resource_fails_loudly():
    with pytest.raises(resources.MissingResource, match="icons/nothing.svg"):
        resources.icon("nothing")
    assert resources.path("winds/east.svg").is_file()
    assert resources.path(resources.tile_name("0p")).is_file()


def test_core_messages_name_players():
    # Worded from the code and the params (seat 2 is Chiara), not from the English message.
    issue = Issue("riichi_noten", 0, "tenpai", "seat 2 declared riichi but is not tenpai",
                  {"seat": 2})
    assert issue_text(issue, PLAYERS) == (
        "Chiara declared riichi but is not listed as tenpai. A riichi declarer must show a "
        "waiting hand at an exhaustive draw; a noten riichi is a chombo: record a chombo for "
        "Chiara instead, or tick Chiara as tenpai")
    # A problem the desk has no words for is shown as the core words it.
    assert issue_text(Issue("store_error", None, "", "disk full"), PLAYERS) == "Disk full"


def test_tab_goes_into_the_yaku_picker(qtbot, controller, rules):
    dialog = _dialog(qtbot, controller, rules, outcome=Outcome.TSUMO)
    editor = dialog.editors[0]
    choose(qtbot, editor.method, "By yaku")
    picker = editor.source_stack.currentWidget()
    editor.method.setFocus()
    order = []
    for _ in range(3):
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
        order.append(dialog.focusWidget())
    assert order == [picker.filter, picker.open_hand, picker.list]
