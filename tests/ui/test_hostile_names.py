"""People's text is shown as written, never as markup, on every screen that shows names.

Players called "<b>markup</b>", "<img src=x>" and "Tom &amp; Jerry", one with a 60-character
name and one with a right-to-left name play a round; the test walks every widget the desk
shows for them (seat cards, the "dealer ..." line, the hand dialog and its payments, the
paper-totals and void dialogs, standings and the chart's legend, the projector with its
find-your-table page, players, rounds, penalties, the player dialog) and checks each label,
button and tooltip: shown as plain text (or escaped where Qt reads markup), "&" kept in
buttons, right-to-left names isolated inside sentences, and no window pushed wider than
1,024 px by a long name.
"""

from __future__ import annotations

import html

import pytest
from PySide6 import QtGui
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from tests.ui.drive import hand
from tournament.model import Outcome
from tournament.players.roster import PlayerDraft
from tournament.service import Tournament
from ui.text import FSI, PDI

MARKUP = "<b>markup</b>"
IMAGE = "<img src=x>"
AMP = "Tom &amp; Jerry"
LONG = "Maximiliana Josephina von Wolfeschlegelsteinhausenbergerdorff"
RTL = "\u0645\u062d\u0645\u062f \u0627\u0644\u0639\u0644\u064a"  # Arabic: a first and last name
HOSTILE = (MARKUP, IMAGE, AMP)


def drafts() -> list[PlayerDraft]:
    return [PlayerDraft(name=MARKUP), PlayerDraft(first_name="<img", last_name="src=x>"),
            PlayerDraft(first_name="Tom", last_name="&amp; Jerry"),
            PlayerDraft(first_name="Maximiliana Josephina",
                        last_name="von Wolfeschlegelsteinhausenbergerdorff"),
            PlayerDraft(first_name="\u0645\u062d\u0645\u062f",
                        last_name="\u0627\u0644\u0639\u0644\u064a"),
            PlayerDraft(name="Anna Berg"), PlayerDraft(name="Bruno Costa"),
            PlayerDraft(name="Chloe Dubois")]


@pytest.fixture
def hostile_file(tmp_path):
    path = tmp_path / "hostile.rtdb"
    with Tournament.create(path, name="Cup <i>2026</i> & friends", rounds=2,
                           players=drafts()) as t:
        ids = [p.id for p in t.players.all()]
        assert [p.name for p in t.players.all()][:5] == [MARKUP, IMAGE, AMP, LONG, RTL]
        t.rounds.set_seating(1, [ids[:4], ids[4:]])
        t.tables.record_hand(1, 1, hand(outcome="ron", riichi=[0], wins=[
            {"winner": 0, "loser": 1, "han": 3, "fu": 40}]))
        t.tables.record_hand(1, 1, hand(outcome="exhaustive_draw", tenpai=[2, 3]))
        t.tables.record_totals(1, 2, [41000, 29000, 25000, 25000], [0, 0, 0, 0])
        t.rounds.set_seating(2, [[ids[0], ids[4], ids[1], ids[5]],
                                 [ids[2], ids[6], ids[3], ids[7]]])
        t.penalties.add(MARKUP, "deduction", -2000, "talked <b>loudly</b> & long")
    return path


def shown_as(text: str, rich: bool) -> str:
    if not rich:
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText().replace("\u2028", "\n")


def read_as_markup(label: QLabel) -> bool:
    fmt = label.textFormat()
    return fmt == Qt.TextFormat.RichText or (
        fmt == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(label.text()))


def button_text(button: QAbstractButton) -> str:
    """What a button shows: "&&" is one "&", a single "&" marks the shortcut letter."""
    return button.text().replace("&&", "\0").replace("&", "").replace("\0", "&")


def check(widget: QWidget, seen: set[str]) -> None:
    """Every label, button and tooltip under `widget` shows people's text as written."""
    problems = []
    for label in [widget, *widget.findChildren(QWidget)]:
        if isinstance(label, QLabel) and label.text():
            rich = read_as_markup(label)
            shown = shown_as(label.text(), rich)
            for name in HOSTILE:
                raw_markup = name in label.text() and rich
                lost = name.replace("&amp;", "&") in shown and name not in shown and rich
                if raw_markup or lost:
                    problems.append(f"{type(label).__name__} {label.objectName()!r} reads "
                                    f"{label.text()!r} as markup")
                if name in shown:
                    seen.add(name)
        if isinstance(label, QAbstractButton) and label.text():
            shown = button_text(label)
            for name in HOSTILE:
                if name.replace("&amp;", "amp;") in shown and name not in shown:
                    problems.append(f"button {label.text()!r} eats the '&' of {name!r}")
                if name in shown:
                    seen.add(name)
        tip = label.toolTip()
        if tip:
            rich = QtGui.Qt.mightBeRichText(tip)
            for name in HOSTILE:
                if rich and name in tip:
                    problems.append(f"tooltip {tip!r} of {type(label).__name__} reads "
                                    f"{name!r} as markup")
    assert problems == [], "\n".join(problems)


def not_wider_than_1024(widget: QWidget) -> None:
    assert widget.minimumSizeHint().width() <= 1024, type(widget).__name__
    assert widget.minimumWidth() <= 1024, type(widget).__name__


def test_every_screen_shows_names_as_written(qtbot, window, hostile_file):
    seen: set[str] = set()
    with qtbot.waitSignal(window.opened, timeout=10000):
        window.opening.open_file(hostile_file)
    window.resize(1024, 700)
    area = window.area
    assert "<i>2026</i>" in window.windowTitle()  # a window title is plain text

    # --- the table: seat cards, the dealer line, the hand dialog and its payments --------
    with qtbot.waitSignal(area.table.table_shown, timeout=5000):
        area.open_table(1, 1)
    view = area.table.view
    qtbot.wait(50)
    check(window, seen)
    assert [p._name for p in view.seat_panels][:3] == [MARKUP, IMAGE, AMP]
    assert view.seat_panels[3].name_label.text().endswith("\u2026")  # elided, never cut
    assert view.seat_panels[3].name_label.toolTip() == LONG
    assert MARKUP in view.subtitle_label.text() or IMAGE in view.subtitle_label.text() \
        or AMP in view.subtitle_label.text() or LONG in view.subtitle_label.text()
    not_wider_than_1024(window)

    dialog = view.open_hand_dialog(Outcome.RON)
    qtbot.waitExposed(dialog)
    dialog.discarder.set_seat(2)
    dialog.editors[0].winner.set_seat(1)
    dialog.editors[0].han.setValue(2)
    assert dialog.preview() is not None
    check(dialog, seen)
    assert [b.text() for b in dialog.riichi.boxes][2] == "Tom &&amp; Jerry"
    assert any(IMAGE in line and AMP in line for line in dialog.payments.lines())
    not_wider_than_1024(dialog)
    dialog.reject()

    view.select_hand(0)
    void = view.void_selected()
    qtbot.waitExposed(void)
    check(void, seen)
    void.reject()

    with qtbot.waitSignal(area.table.table_shown, timeout=5000):
        area.open_table(1, 2)
    view = area.table.view
    totals = view.open_totals_dialog()
    qtbot.waitExposed(totals)
    check(totals, seen)
    not_wider_than_1024(totals)
    totals.reject()

    # A right-to-left name inside a sentence is isolated: the words around keep their order.
    with qtbot.waitSignal(area.table.table_shown, timeout=5000):
        area.open_table(2, 1)
    dialog = area.table.view.open_hand_dialog(Outcome.RON)
    qtbot.waitExposed(dialog)
    dialog.discarder.set_seat(1)  # the Arabic name discards
    dialog.editors[0].winner.set_seat(0)
    dialog.editors[0].han.setValue(2)
    assert any(f"{FSI}{RTL}{PDI}" in line for line in dialog.payments.lines())
    check(dialog, seen)
    dialog.reject()

    # --- standings, the chart, players, rounds, penalties ---------------------------------
    window.show_page("standings")
    standings = area.standings
    qtbot.waitUntil(lambda: standings.data is not None)
    standings.tabs.setCurrentIndex(1)
    qtbot.waitUntil(lambda: len(standings.chart.series()) == 8)
    legend = standings.chart.legend_texts()
    assert MARKUP in legend and IMAGE in legend and AMP in legend
    assert any(t.endswith("\u2026") and LONG.startswith(t[:-1]) for t in legend)
    check(window, seen)
    for page in ("players", "rounds", "penalties"):
        window.show_page(page)
        qtbot.wait(100)
        check(window, seen)
        not_wider_than_1024(window)
    penalties = area.penalties
    qtbot.waitUntil(lambda: penalties.model.rowCount() >= 1)
    dialog = penalties.open_penalty_dialog()
    qtbot.waitExposed(dialog)
    check(dialog, seen)
    dialog.reject()

    window.show_page("players")
    players = area.players
    qtbot.waitUntil(lambda: players.data is not None)
    players.select(AMP)
    editor = players.edit_selected()
    qtbot.waitExposed(editor)
    check(editor, seen)
    assert editor.last_name.text() == "&amp; Jerry"
    editor.reject()

    # --- the projector: standings and find-your-table -------------------------------------
    projector = window.screens.show_projector()
    qtbot.addWidget(projector)
    qtbot.waitUntil(lambda: projector.projected is not None)
    for page in range(projector.pages()):
        projector.show_page(page)
        check(projector, seen)
    assert projector.seating_pages() == 1
    assert {MARKUP, IMAGE, AMP} <= seen


def test_plain_text_helpers():
    from ui.text import isolate, mnemonic_safe, rich_safe

    assert rich_safe("Anna Berg") == "Anna Berg"
    assert shown_as(rich_safe(MARKUP), True) == MARKUP
    assert shown_as(rich_safe(AMP), True) == AMP
    # Qt reads a text as markup from its first line only: "a\n<b>b</b>" is shown plain.
    assert rich_safe("a\n<b>b</b>") == "a\n<b>b</b>"
    assert shown_as(rich_safe("<b>b</b>\nc"), True) == "<b>b</b>\nc"
    assert mnemonic_safe("Tom & Jerry") == "Tom && Jerry"
    assert isolate("Anna") == "Anna" and isolate(RTL) == FSI + RTL + PDI
    assert html.escape(MARKUP) not in rich_safe("plain")
