"""The win source extension point really carries a value into the record; resources fail
loudly; core messages reach the referee with names, not seat numbers."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QSpinBox, QVBoxLayout

from tests.ui.conftest import PLAYERS
from tests.ui.drive import choose, click
from tournament.model import Issue
from ui import resources
from ui.dialogs.hand_dialog import HandDialog
from ui.dialogs.win_sources import (
    WinSourceWidget,
    WinValue,
    register_win_source,
    unregister_win_source,
)
from ui.text import issue_text


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
        return WinValue(han=self.han.value(), fu=30, yaku=("riichi",) * self.han.value())

    def show_messages(self, messages):
        self.shown = messages


class _PresetSource:
    key = "test"

    def title(self):
        return "By test"

    def create(self, parent=None):
        return _PresetWidget(parent)


@pytest.fixture
def source():
    register_win_source(_PresetSource())
    yield
    unregister_win_source("test")


def test_a_registered_win_source_fills_the_win(qtbot, controller, rules, source):
    dialog = HandDialog(PLAYERS, rules, controller.state(), index=0)
    qtbot.addWidget(dialog)
    dialog.show()
    editor = dialog.editors[0]
    assert editor.method.isVisible() and editor.method.count() == 2
    editor.method.setCurrentIndex(1)
    assert not editor.han.isVisible()
    choose(qtbot, dialog.discarder, "Aiko")
    choose(qtbot, editor.winner, "Bruno")
    assert dialog.hand() is None and "Finish the hand above" in editor.general.text()
    widget = editor.source_stack.currentWidget()
    widget.han.setValue(1)
    data, hints = dialog.draft()
    assert hints == []
    assert data["wins"][0]["yaku"] == ["riichi"] and data["wins"][0]["han"] == 1


def test_no_source_means_no_choice(qtbot, controller, rules):
    dialog = HandDialog(PLAYERS, rules, controller.state(), index=0)
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.editors[0].method.isVisible()


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
    assert dialog.draft()[0]["wins"][0]["dora"] == 1
    click(qtbot, editor.drop_detail_button)
    assert "dora" not in dialog.draft()[0]["wins"][0]


def test_missing_resource_fails_loudly():
    with pytest.raises(resources.MissingResource, match="icons/nothing.svg"):
        resources.icon("nothing")
    assert resources.path("winds/east.svg").is_file()
    assert resources.path(resources.tile_name("0p")).is_file()


def test_core_messages_name_players():
    issue = Issue("riichi_noten", 0, "tenpai", "seat 2 declared riichi but is not listed as "
                  "tenpai; add seat 2 to 'tenpai'")
    assert issue_text(issue, PLAYERS) == (
        "Chiara declared riichi but is not listed as tenpai; add Chiara to \u201cTenpai\u201d")
