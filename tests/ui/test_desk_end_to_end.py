"""A tournament day at the desk, driven through the real widgets by keys and clicks: create a
tournament with the wizard (players imported from a CSV file, a bad line refused first), seat
round 1, enter a ron, a tsumo, a double ron with honba, an exhaustive draw and a chombo at a
table, correct a hand, undo, give a penalty; the table view and the standings must show what
the core computes for the same hands."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWizard

from tests.ui.drive import (
    assert_view_matches_core,
    check,
    choose,
    click,
    hand,
    open_dialog,
    save,
    type_number,
)
from tournament.rules import preset
from tournament.scoring import display_points, final_result, replay
from ui import files
from ui.text import signed

PLAYERS_CSV = """name,ema_number,club,country
Anna Berg,04290032,Riichi Berlin,DE
Bruno Costa,,Lisboa Mahjong,PT
Chloe Dubois,,Mahjong Paris,FR
David Evans,,London Riichi,GB
Elena Fabbri,,Milano Mahjong,IT
Felix Graf,,Wien Mahjong,AT
Greta Holm,{bad},Stockholm Riichi,SE
"""


def test_a_tournament_day_at_the_desk(qtbot, window, tmp_path, monkeypatch):
    rules = preset("ema_rcr")
    bad = tmp_path / "players-bad.csv"
    bad.write_text(PLAYERS_CSV.format(bad="123"), encoding="utf-8")
    good = tmp_path / "players.csv"
    good.write_text(PLAYERS_CSV.format(bad=""), encoding="utf-8")
    chosen = [bad, good]
    monkeypatch.setattr(files, "choose_players_file", lambda parent: chosen.pop(0))

    # --- the wizard ---------------------------------------------------------------------
    click(qtbot, window.start_page.new_button)
    wizard = window.opening.wizard
    assert wizard is not None
    qtbot.waitExposed(wizard)
    next_button = wizard.button(QWizard.WizardButton.NextButton)
    details = wizard.details
    assert not next_button.isEnabled()  # a tournament needs a name
    qtbot.keyClicks(details.name, "Spring Cup")
    qtbot.keyClicks(details.venue, "Salle Moliere")
    type_number(qtbot, details.rounds, 3)
    assert Path(details.file.text()) == tmp_path / "data" / "spring-cup.rtdb"
    click(qtbot, next_button)

    form = wizard.rules.form
    assert form.preset_name() == "ema_rcr"
    assert set(form.editors) == {n for n in rules.to_dict() if n != "name"}
    assert "split in three" not in form.messages["honba_value"].text()
    type_number(qtbot, form.editors["honba_value"], 250)
    assert "split in three" in form.messages["honba_value"].text()
    assert form.messages["honba_value"].isVisible() and not next_button.isEnabled()
    type_number(qtbot, form.editors["honba_value"], 300)
    assert not form.messages["honba_value"].isVisible() and next_button.isEnabled()
    click(qtbot, next_button)

    page = wizard.players
    click(qtbot, page.import_button)
    dialog = page.import_dialog
    qtbot.waitExposed(dialog)
    assert not dialog.ok_button.isEnabled()  # line 8 has a bad EMA number
    problems = [r for r in dialog.model.rows() if not r.ok]
    assert [r.line for r in problems] == [8] and "EMA number" in problems[0].problem
    click(qtbot, dialog.choose_button)  # the organiser fixed the file
    assert dialog.ok_button.isEnabled() and dialog.ok_button.text() == "Import 7 players"
    click(qtbot, dialog.ok_button)
    qtbot.waitUntil(lambda: page.import_dialog is None)
    page.text.setFocus()
    qtbot.keyClick(page.text, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(page.text, Qt.Key.Key_Return)
    qtbot.keyClicks(page.text, "Hiro Ito, Tokyo Riichi, JP")
    assert len(page.players()) == 8 and page.isComplete()
    with qtbot.waitSignal(window.opened, timeout=10000):
        click(qtbot, wizard.button(QWizard.WizardButton.FinishButton))
    qtbot.waitUntil(lambda: window.opening.wizard is None)
    path = tmp_path / "data" / "spring-cup.rtdb"
    assert window.windowTitle() == f"Spring Cup \u2014 {path}"
    area = window.area
    qtbot.waitUntil(lambda: area.players.model.rowCount() == 8)

    # --- seat round 1 ---------------------------------------------------------------------
    rounds = area.rounds
    assert area.current_page() == "rounds"
    qtbot.waitUntil(lambda: rounds.overview is not None)
    with qtbot.waitSignal(rounds.loaded, timeout=10000):
        click(qtbot, rounds.seat_button)
    qtbot.waitUntil(lambda: rounds.model.rowCount() == 2)
    assert "Nobody meets the same player twice" in rounds.quality.meetings.text()
    rect = rounds.table.visualRect(rounds.proxy.index(0, 1))
    # A double click: Qt's item views need the press of the first click before it.
    qtbot.mouseClick(rounds.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(rounds.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert area.current_page() == "table"
    qtbot.waitUntil(lambda: area.table.view is not None)
    view = area.table.view
    players = tuple(view.controller.players())
    a, b, c, d = players
    assert view.round_label.text() == "East 1"

    # --- hands at the table ---------------------------------------------------------------
    dialog = open_dialog(qtbot, view, Qt.Key.Key_R)
    check(qtbot, dialog.riichi.boxes, players, b)
    choose(qtbot, dialog.discarder, a)
    choose(qtbot, dialog.editors[0].winner, b)
    type_number(qtbot, dialog.editors[0].han, 3)
    type_number(qtbot, dialog.editors[0].fu, 40)
    save(qtbot, dialog)

    dialog = open_dialog(qtbot, view, Qt.Key.Key_T)  # the dealer (b) wins: 1 honba
    choose(qtbot, dialog.editors[0].winner, b)
    type_number(qtbot, dialog.editors[0].han, 2)
    type_number(qtbot, dialog.editors[0].fu, 30)
    save(qtbot, dialog)
    assert view.round_label.text() == "East 2, 1 honba"

    dialog = open_dialog(qtbot, view, Qt.Key.Key_R)  # a double ron on the 1 honba
    choose(qtbot, dialog.discarder, c)
    choose(qtbot, dialog.editors[0].winner, a)
    type_number(qtbot, dialog.editors[0].han, 3)
    type_number(qtbot, dialog.editors[0].fu, 30)
    click(qtbot, dialog.add_winner_button)
    choose(qtbot, dialog.editors[1].winner, d)
    type_number(qtbot, dialog.editors[1].han, 2)
    type_number(qtbot, dialog.editors[1].fu, 30)
    assert f"{c} pays {a} 4,200 (ron)" in dialog.payments.lines()  # 3,900 + 300 honba
    save(qtbot, dialog)

    dialog = open_dialog(qtbot, view, Qt.Key.Key_D)
    check(qtbot, dialog.tenpai.boxes, players, a, c)
    save(qtbot, dialog)

    dialog = open_dialog(qtbot, view, Qt.Key.Key_C)
    choose(qtbot, dialog.offender, d)
    ok = dialog.ok_button
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)  # an impatient double click...
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.dialog is None)
    assert len(view.controller.hands()) == 5  # ...records the chombo once

    ron = hand(outcome="ron", riichi=[1], wins=[{"winner": 1, "loser": 0, "han": 3, "fu": 40}])
    expected = [
        ron,
        hand(outcome="tsumo", wins=[{"winner": 1, "han": 2, "fu": 30}]),
        hand(outcome="ron", wins=[{"winner": 0, "loser": 2, "han": 3, "fu": 30},
                                  {"winner": 3, "loser": 2, "han": 2, "fu": 30}]),
        hand(outcome="exhaustive_draw", tenpai=[0, 2]),
        hand(outcome="chombo", offender=3),
    ]
    assert_view_matches_core(view, expected, rules)

    # --- correct the first hand, then undo a hand entered by mistake ------------------------
    rect = view.log_view.visualRect(view.log_model.index(0, 2))
    qtbot.mouseClick(view.log_view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    click(qtbot, view.edit_button)
    dialog = view.dialog
    qtbot.waitExposed(dialog)
    type_number(qtbot, dialog.editors[0].han, 4)
    qtbot.keyClicks(dialog.reason, "dora missed")
    save(qtbot, dialog)
    expected[0] = hand(outcome="ron", riichi=[1],
                       wins=[{"winner": 1, "loser": 0, "han": 4, "fu": 40}])
    assert_view_matches_core(view, expected, rules)
    assert view.log_model.row(0).remark == "Amended: dora missed"

    dialog = open_dialog(qtbot, view, Qt.Key.Key_D)
    save(qtbot, dialog)  # all noten, on the wrong table
    assert len(view.controller.hands()) == 6
    click(qtbot, view.undo_button)
    qtbot.waitUntil(lambda: len(view.controller.hands()) == 5)
    assert_view_matches_core(view, expected, rules)

    # The file holds what the view shows.
    stored = window.session.call(lambda t: t.tables.view(1, view.controller.table))
    assert stored.hand_records == tuple(expected)

    # --- a penalty --------------------------------------------------------------------------
    window.show_page("penalties")
    penalties = area.penalties
    click(qtbot, penalties.add_button)
    dialog = penalties.dialog
    qtbot.waitExposed(dialog)
    assert not dialog.ok_button.isEnabled()
    qtbot.keyClicks(dialog.player.lineEdit(), c)
    dialog.points.setFocus()
    dialog.points.lineEdit().selectAll()
    qtbot.keyClicks(dialog.points, "-2")
    qtbot.keyClicks(dialog.reason, "slow play after two warnings")
    click(qtbot, dialog.ok_button)
    qtbot.waitUntil(lambda: len(penalties.model.rows()) == 2)
    lines = penalties.model.rows()
    # A chombo paid at the table (a mangan to the others) is no deduction from the standings.
    assert [(p.kind, p.player, p.points, p.paid_at_table) for p in lines] == [
        ("chombo", d, 0.0, 8000), ("deduction", c, -2.0, 0)]
    assert "mangan paid at the table (8,000)" in penalties.proxy.index(
        0, penalties.model.REASON).data()

    # --- the standings: what the core computes ---------------------------------------------
    window.show_page("standings")
    standings = area.standings
    qtbot.waitUntil(lambda: standings.data is not None and not standings.reads.loading)
    service = window.session.call(lambda t: t.standings.get(provisional=True))
    shown = {r.name: r for r in standings.model.rows()}
    assert len(shown) == 8
    for row in service.rows:
        assert shown[row.name].place == row.place
        assert shown[row.name].points == row.points / rules.points_unit
    state = replay(expected, rules).state
    result = final_result(state, rules)
    seat = players.index(c)
    expect_c = display_points(result.points[seat], rules) - 2.0
    assert shown[c].points == expect_c and shown[c].provisional
    row_of_c = next(r for r in range(standings.proxy.rowCount())
                    if standings.proxy.index(r, 1).data().startswith(c))
    assert standings.proxy.index(row_of_c, 3).data() == signed(expect_c)
    qtbot.keyClicks(standings.filter, c.split()[0])
    assert standings.proxy.rowCount() == 1

    # The table view after all this still shows the core's state.
    assert_view_matches_core(view, expected, rules)
