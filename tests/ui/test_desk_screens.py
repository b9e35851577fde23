"""The desk's screens on the demo tournament: rounds (swap, approve, seat again after a late
arrival), standings (sorting, chart, substitutes apart), penalties (chombo at its table,
withdraw), projector (countdown, pages)."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton

from tests.ui.drive import click, hand
from tournament.demo import realistic_game
from tournament.model import Outcome
from tournament.players.roster import PlayerDraft
from tournament.service.read_models import seating_quality
from ui.models.standings_model import StandingsTableModel
from ui.operations.table_games import record_hand
from ui.views.countdown import Countdown, clock

YES = QMessageBox.StandardButton.Yes


def choose_round(qtbot, rounds, number):
    if rounds.selected_round() != number:
        with qtbot.waitSignal(rounds.loaded, timeout=5000):
            rounds.rounds.setCurrentRow(number - 1)
    assert rounds.selected_round() == number


def ctrl_click_seat(qtbot, rounds, row, seat):
    index = rounds.proxy.index(row, 1 + seat)
    rect = rounds.table.visualRect(index)
    qtbot.mouseClick(rounds.table.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.ControlModifier, rect.center())


def test_swap_two_players_and_the_report_follows(qtbot, demo_window):
    area = demo_window.area
    rounds = area.rounds
    qtbot.waitUntil(lambda: rounds.overview is not None)
    choose_round(qtbot, rounds, 3)
    before = rounds.overview.tables
    a, b = before[0].names[0], before[1].names[1]
    assert not rounds.swap_button.isEnabled()
    ctrl_click_seat(qtbot, rounds, 0, 0)
    ctrl_click_seat(qtbot, rounds, 1, 1)
    assert rounds.selected_seats() == [(0, 0), (1, 1)]
    with qtbot.waitSignal(rounds.loaded, timeout=5000):
        click(qtbot, rounds.swap_button)
    after = rounds.overview.tables
    assert after[0].names[0] == b and after[1].names[1] == a
    assert rounds.message.text() == f"{a} and {b} swapped seats."
    stored = demo_window.session.call(lambda t: [s.players for s in t.rounds.seating(3)])
    assert [line.player_ids for line in after] == stored
    # The report is the one of the new seating.
    assert rounds.overview.quality == demo_window.session.call(
        lambda t: seating_quality(t, 3))


def test_a_round_with_unfinished_tables_is_not_approved(qtbot, demo_window):
    rounds = demo_window.area.rounds
    qtbot.waitUntil(lambda: rounds.overview is not None)
    choose_round(qtbot, rounds, 3)
    click(qtbot, rounds.approve_button)
    qtbot.waitUntil(lambda: rounds.message.isVisible())
    assert "Round 3 table 1 has no final result yet" in rounds.message.text()
    assert rounds.message.objectName() == "generalError"


def test_a_late_arrival_is_seated_in_the_coming_rounds(qtbot, demo_window, questions):
    answers, asked = questions
    area = demo_window.area
    rounds, players = area.rounds, area.players
    qtbot.waitUntil(lambda: rounds.overview is not None)
    choose_round(qtbot, rounds, 4)
    with qtbot.waitSignal(rounds.loaded, timeout=30000):  # the seating engine searches
        click(qtbot, rounds.seat_button)
    assert rounds.model.rowCount() == 4
    demo_window.show_page("players")
    answers.append(YES)
    qtbot.keyClicks(players.name, "Zoe Late")
    click(qtbot, players.add_button)
    qtbot.waitUntil(lambda: len(asked) == 1, timeout=5000)
    assert "Rounds not played yet: 3, 4" in asked[0]
    qtbot.waitUntil(lambda: "Seated again: round 3, 4." == players.status.text(),
                    timeout=10000)
    seated = demo_window.session.call(
        lambda t: [sorted(t.players.get(p).name for s in t.rounds.seating(r) for p in s.players)
                   for r in (3, 4)])
    for names in seated:
        assert "Zoe Late" in names and len(names) == 20  # 17 players and 3 substitutes
    # The rounds screen, hidden meanwhile, shows the new tables when it is shown.
    with qtbot.waitSignal(rounds.loaded, timeout=5000):
        demo_window.show_page("rounds")
    assert rounds.model.rowCount() == 5


def test_standings_sort_filter_and_chart(qtbot, demo_window):
    area = demo_window.area
    demo_window.show_page("standings")
    standings = area.standings
    qtbot.waitUntil(lambda: standings.data is not None)
    service = demo_window.session.call(lambda t: t.standings.get(provisional=True))
    assert [r.name for r in standings.model.rows()] == [r.name for r in service.rows]
    standings.table.sortByColumn(StandingsTableModel.NAME, Qt.SortOrder.AscendingOrder)
    assert standings.proxy.index(0, 1).data() == "Aiko Tanaka"
    standings.table.sortByColumn(StandingsTableModel.POINTS, Qt.SortOrder.AscendingOrder)
    last = service.rows[-1]
    assert standings.proxy.index(0, 1).data() == last.name
    standings.tabs.setCurrentIndex(1)
    chart = standings.chart
    qtbot.waitUntil(lambda: len(chart.series()) == 8)
    names = [s.name for s in chart.series()]
    assert names == [r.name for r in service.rows[:8]]
    first = chart.series()[0]
    progress = standings.progress_data
    assert [v for _, v in first.points] == [
        p for p in progress.places[names[0]] if p is not None]
    standings.tabs.setCurrentIndex(0)
    standings.table.selectRow(0)
    standings.tabs.setCurrentIndex(1)
    qtbot.waitUntil(lambda: len(chart.series()) == 1)


def test_substitutes_are_listed_apart(qtbot, window, tmp_path):
    from tournament.service import Tournament

    path = tmp_path / "five.rtdb"
    rng = random.Random(3)
    with Tournament.create(path, name="Five", rounds=2,
                           players=[PlayerDraft(n) for n in ("Ann", "Ben", "Cal", "Dee",
                                                             "Eve")]) as t:
        tables, _ = t.rounds.seat(1, seed=1)
        for table in tables:
            for record in realistic_game(rng, t.rules):
                t.tables.record_hand(1, table.table, record)
    with qtbot.waitSignal(window.opened, timeout=5000):
        window.opening.open_file(path)
    standings = window.area.standings
    qtbot.waitUntil(lambda: standings.data is not None)
    ranked = {r.name for r in standings.model.rows()}
    apart = [(r.name, r.place) for r in standings.apart_model.rows()]
    played = window.session.call(
        lambda t: {t.players.get(p).name for s in t.rounds.seating(1) for p in s.players})
    assert ranked == {"Ann", "Ben", "Cal", "Dee", "Eve"} and len(played) == 8
    assert {name for name, _ in apart} == played - ranked
    assert all(place is None for _, place in apart)
    assert standings.apart_table.isVisibleTo(standings)


def test_a_chombo_is_recorded_at_its_table(qtbot, demo_window):
    area = demo_window.area
    penalties = area.penalties
    qtbot.waitUntil(lambda: penalties.model.rowCount() == 2)
    name = demo_window.session.call(lambda t: t.players.get(t.rounds.seating(3)[1].players[2]).name)
    penalties.round_box.setCurrentIndex(penalties.round_box.findData(3))
    with qtbot.waitSignal(area.table.table_shown, timeout=5000):
        penalties.chombo_for(name, 3)
    view = area.table.view
    assert area.current_page() == "table" and view.controller.table == 2
    dialog = view.dialog
    assert dialog is not None and dialog.outcome() is Outcome.CHOMBO
    assert dialog.offender.seat() == 2
    click(qtbot, dialog.ok_button)
    # The penalties screen reads the new chombo when it is shown again.
    with qtbot.waitSignal(penalties.loaded, timeout=5000):
        demo_window.show_page("penalties")
    assert [p.player for p in penalties.model.rows() if p.kind == "chombo"] == [name]


def test_withdraw_a_penalty(qtbot, demo_window, monkeypatch):
    from ui import confirm

    penalties = demo_window.area.penalties
    demo_window.show_page("penalties")
    qtbot.waitUntil(lambda: penalties.model.rowCount() == 2)
    row = next(r for r in range(penalties.proxy.rowCount())
               if penalties.proxy.index(r, 0).data() == "Point deduction")
    penalties.table.selectRow(row)
    asked = []
    monkeypatch.setattr(confirm, "_reason",
                        lambda box: asked.append(box.okButtonText()) or "appeal accepted")
    with qtbot.waitSignal(penalties.loaded, timeout=5000):
        click(qtbot, penalties.withdraw_button)
    assert asked == ["Withdraw penalty"]  # the button says what it does, not "OK"
    line = next(p for p in penalties.model.rows() if p.kind == "deduction")
    assert "appeal accepted" in line.withdrawn
    standings = demo_window.session.call(lambda t: t.standings.get())
    assert standings.row("Jonas Weber").penalties == 0


def test_projector_countdown_and_pages(qtbot, demo_window):
    projector = demo_window.screens.show_projector()
    qtbot.addWidget(projector)
    controls = demo_window.screens.projector_controls
    # The buttons are in the organiser's window, none on the public screen.
    assert controls is not None and controls.window() is demo_window
    assert not projector.findChildren(QPushButton)
    qtbot.waitUntil(controls.start_button.isVisible, timeout=2000)
    assert projector.clock.text() == "1:30:00" == controls.time_label.text()
    click(qtbot, controls.start_button)
    assert projector.countdown.running and controls.start_button.text() == "Pause"
    qtbot.wait(1100)
    projector._tick()  # what the 250 ms ticker does, without depending on its timing
    assert projector.clock.text() in ("1:29:59", "1:29:58")
    click(qtbot, controls.start_button)
    assert not projector.countdown.running
    click(qtbot, controls.reset_button)
    assert projector.clock.text() == "1:30:00"
    click(qtbot, controls.minus_button)
    assert projector.clock.text() == "1:29:00" == controls.time_label.text()
    projector.resize(1000, 560)
    qtbot.waitUntil(lambda: projector.data is not None)
    projector.show_page(0)
    assert projector.standings_pages() >= 2 and projector.seating_pages() >= 1
    shown = [projector.grid.itemAtPosition(r, 1).widget().text()
             for r in range(1, projector.rows_per_page() + 1)
             if projector.grid.itemAtPosition(r, 1) is not None]
    assert shown[0] == projector.data.rows[0].name
    projector.next_page()
    assert projector.page == 1
    assert "Page 2 of" in projector.page_label.text()


def test_the_projector_shows_announced_results_and_finds_tables(qtbot, demo_window):
    """Round 3 is seated and in play in the demo: the public screen does not say "after
    round 3"; it counts finished games only, says how many of round 3 are in, and shows
    where everyone sits."""
    projector = demo_window.screens.show_projector()
    qtbot.addWidget(projector)
    qtbot.waitUntil(lambda: projector.projected is not None)
    data = projector.projected
    finished = demo_window.session.call(
        lambda t: sum(t.tables.view(3, s.table).finished for s in t.rounds.seating(3)))
    expected = demo_window.session.call(lambda t: t.standings.get(3, provisional=False))
    assert [r.name for r in data.standings.rows] == [r.name for r in expected.rows]
    assert not any(r.provisional for r in data.standings.rows)
    projector.show_page(0)
    if finished:
        assert projector.round_label.text() == f"Standings: round 3, {finished} of 4 games in"
    else:
        assert projector.round_label.text() == "Standings after round 2"
    # "Find your table": every player of round 3, alphabetically, with table and wind.
    seats = demo_window.session.call(
        lambda t: {t.players.get(p).name: (s.table, i) for s in t.rounds.seating(3)
                   for i, p in enumerate(s.players)})
    assert [s.name for s in data.seats] == sorted(seats, key=str.casefold)
    assert all((s.table, int(s.wind)) == seats[s.name] for s in data.seats)
    projector.resize(1280, 800)
    first_seating = projector.standings_pages()
    projector.show_page(first_seating)
    assert projector.page_kind() == "seating"
    assert projector.round_label.text().startswith("Find your table: round 3")
    assert data.seats[0].name in projector.shown_texts()
    # The organiser can count the games in play; the public screen then says so.
    op = record_hand(demo_window.session, 3, 1, hand(outcome="ron", wins=[
        {"winner": 1, "loser": 0, "han": 3, "fu": 40}]))
    qtbot.waitUntil(lambda: op.ok, timeout=5000)
    assert not any(r.provisional for r in projector.data.rows)
    demo_window.screens.projector_controls.in_play.setChecked(True)
    qtbot.waitUntil(lambda: any(r.provisional for r in projector.data.rows), timeout=5000)


def test_escape_and_f11_close_the_projector(qtbot, demo_window):
    for key in (Qt.Key.Key_Escape, Qt.Key.Key_F11):
        projector = demo_window.screens.show_projector()
        projector.activateWindow()
        qtbot.waitExposed(projector)
        qtbot.waitUntil(projector.isActiveWindow, timeout=2000)
        qtbot.keyClick(projector, key)
        qtbot.waitUntil(lambda: demo_window.screens.projector is None, timeout=2000)
        assert demo_window.screens.projector_controls is None


def test_countdown_text():
    assert clock(90 * 60_000) == "1:30:00"
    assert clock(4 * 60_000 + 59_500) == "05:00"
    assert clock(-12_000) == "\u221200:12"
    countdown = Countdown(1)
    countdown.add_minutes(-2)
    assert countdown.remaining_ms() == 0
