"""The final stage at the desk: a final of 8 from a 16-player tournament,
started from the rounds page's dialog, for each of kept, halved and reset; its seating, the
standings page (finalists by carry-over + final, everyone else in their qualifying place) and
the printed standings, checked against the example worked out by hand in
tests/service/test_final.py."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt

from tests.service.helpers import new_tournament, seat_in_order
from tests.service.test_final import (
    EXPECTED,
    FINAL_POINTS,
    FINAL_TOTALS,
    OUTSIDE,
    QUALIFYING,
    QUALIFYING_POINTS,
    ROUND_1,
    ROUND_2,
    SEATING,
)
from tests.ui.drive import click
from tests.ui.test_desk_print_export import save_pdf
from tournament.export.gather import DocumentKind
from tournament.standings.final_stage import Carry, FinalSeating
from ui.text import signed


@pytest.fixture
def qualified(tmp_path):
    """16 players, two qualifying rounds played (scores of tests/service/test_final.py)."""
    t = new_tournament(tmp_path, players=16, rounds=2)
    for number, (tables, totals) in enumerate((ROUND_1, ROUND_2), start=1):
        seat_in_order(t, number, tables)
        for table, scores in enumerate(totals, start=1):
            t.tables.record_totals(number, table, scores)
    path = t.path
    t.close()
    return path


def open_file(qtbot, window, path):
    with qtbot.waitSignal(window.opened, timeout=10000):
        window.opening.open_file(path)
    rounds = window.area.rounds
    qtbot.waitUntil(lambda: rounds.overview is not None and rounds.final_button.isVisible(),
                    timeout=5000)
    return rounds


def final_dialog(qtbot, window, rounds):
    click(qtbot, rounds.final_button)
    dialog = window.area.final_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: dialog.preview is not None, timeout=5000)
    return dialog


def preview_names(dialog) -> list[list[str]]:
    return [[dialog.table.item(r, c).text() for c in range(4)]
            for r in range(dialog.table.rowCount())]


def seed(name: str, carry: str) -> str:
    """How the dialog shows a finalist: "2. P01", then "+35.0" (halved: "+35.0 → +17.5",
    "+13.5 → +6.75": quarters are not rounded away)."""
    place = QUALIFYING.index(name) + 1
    points = QUALIFYING_POINTS[place - 1]
    shown = {"kept": signed(points),
             "halved": f"{signed(points)} \u2192 {signed(points / 2, 2 if points % 1 else 1)}",
             "reset": f"{signed(points)} \u2192 {signed(0.0)}"}[carry]
    return f"{place}. {name}\n{shown}"


def headers_of(model) -> list[str]:
    return [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]


@pytest.mark.parametrize("carry", ["kept", "halved", "reset"])
def test_final_of_eight_from_the_desk(qtbot, window, qualified, tmp_path, carry):
    rounds = open_file(qtbot, window, qualified)
    dialog = final_dialog(qtbot, window, rounds)
    assert dialog.chosen_size() == 8 and dialog.chosen_seating() is FinalSeating.SNAKE
    if carry != "kept":
        click(qtbot, dialog.carry_buttons[Carry(carry)])
    qtbot.waitUntil(lambda: preview_names(dialog) == [[seed(n, carry) for n in table]
                                                      for table in SEATING], timeout=5000)
    if carry == "halved":  # worked by hand: P15 qualified 5th with 13.5, carries 6.75
        assert dialog.table.item(0, 2).text() == "5. P15\n+13.5 \u2192 +6.75"
    assert dialog.summary.text().startswith("The top 8 after round 2 play round 3.")
    with qtbot.waitSignal(dialog.finished, timeout=10000):
        click(qtbot, dialog.ok_button)

    # The rounds page: the final is round 3, seated by the snake (1-4-5-8).
    qtbot.waitUntil(lambda: rounds.final is not None and rounds.overview is not None
                    and len(rounds.overview.rounds) == 3, timeout=5000)
    qtbot.waitUntil(lambda: rounds.title.text() == "Final", timeout=5000)
    assert rounds.rounds.item(2).text().startswith("Final\n")
    assert [list(line.names) for line in rounds.overview.tables] == SEATING
    assert "seated by rank" in rounds.quality.engine.text()
    assert not rounds.final_button.isVisible() and rounds.cancel_final_button.isVisible()
    assert not rounds.seat_button.isEnabled()  # the first final round is seated already
    assert rounds.clock_panel is not None and rounds.clock_panel.round == 3

    # The final's games, entered from the score slips (the table page's "totals").
    session = window.session
    done = []
    for table, scores in enumerate(FINAL_TOTALS, start=1):
        session.change(lambda t, table=table, scores=scores:
                       t.tables.record_totals(3, table, scores), done.append)
    qtbot.waitUntil(lambda: len(done) == 2, timeout=5000)

    # The standings page: finalists by carried + final, then the others in their places.
    window.show_page("standings")
    view = window.area.standings
    expected_rows = [(i + 1, name, carried, total)
                     for i, (name, carried, total) in enumerate(EXPECTED[carry])]
    qtbot.waitUntil(lambda: view.data is not None and view.data.final is not None
                    and all(line.games == 3 for line in view.data.rows[:8]), timeout=5000)
    rows = view.data.rows
    assert [(r.place, r.name, r.carried, r.points) for r in rows[:8]] == expected_rows
    assert [(r.place, r.name, r.points) for r in rows[8:]] == OUTSIDE
    assert all(r.carried is None for r in rows[8:])
    assert [r.qualifying_place for r in rows] == [QUALIFYING.index(r.name) + 1 for r in rows]
    model = view.model
    headers = headers_of(model)
    assert headers[:8] == ["Place", "Name", "Games", "Total", "R1", "R2", "Carried", "F1"]
    assert "Qualifying place" in headers
    carried_col, f1_col = headers.index("Carried"), headers.index("F1")
    first = model.index(0, 0)
    assert model.data(first) == "1"
    winner = EXPECTED[carry][0]
    places = 2 if carry == "halved" else 1  # as printed: every value to the same decimals
    assert model.data(model.index(0, carried_col)) == signed(winner[1], places)
    assert model.data(model.index(0, f1_col)) == signed(FINAL_POINTS[winner[0]], places)
    assert model.data(model.index(8, carried_col)) == ""  # P13: outside the final
    if carry == "halved":  # quarters of a point are shown, never rounded away
        assert [model.data(model.index(4, c)) for c in (3, carried_col)] == ["+14.75", "+6.75"]
        assert model.data(model.index(5, 3)) == "\u22129.25"
    assert "Players outside the final keep their qualifying places" in view.final_note.text()
    assert view.subtitle.text().startswith("After the final (round 3)")

    # The qualifying standings are still there, unchanged (after round 2).
    view.round_box.setCurrentIndex(view.round_box.findData(2))
    view.round_box.activated.emit(view.round_box.currentIndex())
    qtbot.waitUntil(lambda: view.data.round == 2, timeout=5000)
    assert [(r.name, r.points) for r in view.data.rows] == list(zip(QUALIFYING,
                                                                    QUALIFYING_POINTS,
                                                                    strict=True))
    assert "Carried" not in headers_of(model)
    assert view.final_note.text().startswith("Qualifying standings after round 2")

    # Printed: the final standings on paper, in the same order, with what was carried.
    preview = window.documents.print_document(DocumentKind.STANDINGS, 3)
    qtbot.waitUntil(lambda: preview.document is not None and preview.page_count() > 0,
                    timeout=10000)
    page = re.sub(r"\s+", " ", save_pdf(qtbot, window, preview, tmp_path / "final.pdf")[0])
    assert "Final standings" in page and "Carried" in page and "F1" in page
    order = [page.index(f" {name} ") for name, _, _ in EXPECTED[carry]] + [
        page.index(f" {name} ") for _, name, _ in OUTSIDE]
    assert order == sorted(order)
    if carry == "halved":
        assert "+14.75" in page and "\u22129.25" in page
    # The final's seating, printed from the same preview.
    seating = window.documents.print_document(DocumentKind.SEATING_TABLES, 3)
    qtbot.waitUntil(lambda: seating.document is not None and seating.page_count() > 0,
                    timeout=10000)
    assert "Seating, final (round 3)" in seating.document.html()


def test_own_seating_and_a_refusal_in_words(qtbot, window, qualified):
    rounds = open_file(qtbot, window, qualified)
    dialog = final_dialog(qtbot, window, rounds)
    # A final of 16 from 16 players is possible; 4 with a manual seating: swap two players.
    dialog.size_box.setCurrentIndex(dialog.size_box.findData(4))
    qtbot.waitUntil(lambda: dialog.table.rowCount() == 1, timeout=5000)
    click(qtbot, dialog.seating_buttons[FinalSeating.MANUAL])
    assert dialog.swap_button.isVisible() and not dialog.swap_button.isEnabled()
    dialog.select_seat(1, 0)
    dialog.select_seat(1, 3)
    click(qtbot, dialog.swap_button)
    assert [dialog.table.item(0, c).text().splitlines()[0].split(" ")[1] for c in range(4)] == [
        "P09", "P01", "P02", "P05"]
    with qtbot.waitSignal(dialog.finished, timeout=10000):
        click(qtbot, dialog.ok_button)
    qtbot.waitUntil(lambda: rounds.final is not None and rounds.overview is not None
                    and len(rounds.overview.rounds) == 3, timeout=5000)
    qtbot.waitUntil(lambda: [list(t.names) for t in rounds.overview.tables] == [
        ["P09", "P01", "P02", "P05"]], timeout=5000)

    # A second final is refused; the dialog says why and starts nothing.
    rounds.cancel_final_button.hide()
    dialog = window.area.open_final_dialog()
    assert dialog is not None
    qtbot.waitUntil(dialog.problems.isVisible, timeout=5000)
    assert "already been started" in dialog.problems.text()
    assert not dialog.ok_button.isEnabled()
    dialog.reject()


def test_a_tie_across_the_cut_and_the_organiser_names_the_finalists(qtbot, window, qualified):
    """P07 (8th, 1.0) loses a point to a referee deduction: 0.0, level with P13 (9th). The
    top 8 is then not decided: the desk says so, and the organiser names the eight."""
    from tournament.service import Tournament

    with Tournament.open(qualified) as t:
        t.penalties.add("P07", "deduction", points=-1000, reason="late", round=2)
    rounds = open_file(qtbot, window, qualified)
    click(qtbot, rounds.final_button)
    dialog = window.area.final_dialog
    qtbot.waitUntil(dialog.problems.isVisible, timeout=5000)
    assert "P07" in dialog.problems.text() and "P13" in dialog.problems.text()
    assert dialog.preview is None and not dialog.ok_button.isEnabled()

    click(qtbot, dialog.name_finalists)
    qtbot.waitUntil(lambda: dialog.candidates.count() == 16, timeout=5000)
    ticked = [dialog.candidates.item(i).text() for i in range(16)
              if dialog.candidates.item(i).checkState() == Qt.CheckState.Checked]
    names = [t.split(" ")[1] for t in ticked]  # the top 7 and both of the shared 8th place
    assert names[:7] == QUALIFYING[:7] and sorted(names[7:]) == ["P07", "P13"]
    assert all(t.startswith("8. ") for t in ticked[7:])
    qtbot.waitUntil(lambda: "8" in dialog.problems.text(), timeout=5000)  # 9 named for 8
    p07 = next(i for i in range(16) if " P07 " in dialog.candidates.item(i).text())
    dialog.candidates.item(p07).setCheckState(Qt.CheckState.Unchecked)
    qtbot.waitUntil(lambda: dialog.preview is not None, timeout=5000)
    assert not dialog.problems.isVisible()
    # P13 is seeded 8th: table 1 = ranks 1, 4, 5, 8.
    assert [dialog.table.item(0, c).text().split("\n")[0] for c in range(4)] == [
        "1. P05", "4. P09", "5. P15", "8. P13"]
    with qtbot.waitSignal(dialog.finished, timeout=10000):
        click(qtbot, dialog.ok_button)
    qtbot.waitUntil(lambda: rounds.overview is not None and rounds.final is not None
                    and len(rounds.overview.rounds) == 3
                    and rounds.overview.selected == 3, timeout=5000)
    assert [list(line.names) for line in rounds.overview.tables] == [
        ["P05", "P09", "P15", "P13"], ["P01", "P02", "P10", "P14"]]
