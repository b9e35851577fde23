"""GUI tests run offscreen on the real widgets (STYLE.md habit 9)."""

from __future__ import annotations

import os

# Before anything imports Qt: no display at all on CI and on the shared test machine.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from tournament.rules import preset  # noqa: E402
from ui.controllers import MemoryTableController  # noqa: E402

PLAYERS = ("Aiko", "Bruno", "Chiara", "Dario")


@pytest.fixture(autouse=True, scope="session")
def _style(qapp):
    from ui.style import apply_app_style

    apply_app_style(qapp)


@pytest.fixture
def rules():
    return preset("ema_rcr")


@pytest.fixture
def controller(rules):
    return MemoryTableController(PLAYERS, rules)


@pytest.fixture
def view(qtbot, controller):
    from ui.views.table_view import TableView

    widget = TableView(controller)
    qtbot.addWidget(widget)
    widget.resize(1280, 820)
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow, timeout=2000)
    return widget
