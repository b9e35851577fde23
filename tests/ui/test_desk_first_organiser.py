"""What a first-time organiser ran into at the desk, each checked on the real
widgets: an honest chart, scores never cut, penalties with their unit and a sanity check,
number boxes that ignore the wheel while the form scrolls, the correction's reason in sight,
player editing and the names to check, seating again saying what is lost, French everywhere
with French numbers, and the smaller things (hints that keep their line, one line per hand,
equal seat cards, the password typed twice, no stale banner, file dialogs in the tournaments
folder, recent tournaments by name, unavoidable repeats said as such).

(Printing and exports: test_desk_print_export.py; names as markup: test_hostile_names.py; the
projector: test_desk_screens.py.)
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QFont, QFontMetrics, QWheelEvent
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget, QWizard

from tests.ui.drive import click, hand, save
from tournament.model import Outcome
from tournament.players.roster import PlayerDraft
from tournament.service import Tournament
from ui import i18n
from ui.models.standings_model import StandingsTableModel
from ui.operations.table_games import record_hand
from ui.widgets.progress_chart import place_ticks

NO = QMessageBox.StandardButton.No
EIGHT = ["Anna Berg", "Bruno Costa", "Chloe Dubois", "David Evans", "Elena Fabbri",
         "Felix Graf", "Greta Holm", "Hiro Ito"]


@pytest.fixture
def english():
    yield
    i18n.install("en")


def open_file(qtbot, window, path):
    with qtbot.waitSignal(window.opened, timeout=10000):
        window.opening.open_file(path)
    return window.area


def eight_players(tmp_path, rounds=2, ruleset="ema_rcr", seat=(1,), password=None):
    path = tmp_path / "eight.rtdb"
    with Tournament.create(path, name="Eight", ruleset=ruleset, rounds=rounds,
                           players=[PlayerDraft(name=n) for n in EIGHT],
                           password=password) as t:
        # Fixed tables (no seating search): round 2 meets four pairs of round 1 again, as
        # few as 8 players over 2 rounds can.
        tables = {1: [EIGHT[:4], EIGHT[4:]],
                  2: [[EIGHT[0], EIGHT[1], EIGHT[4], EIGHT[5]],
                      [EIGHT[2], EIGHT[3], EIGHT[6], EIGHT[7]]]}
        for number in seat:
            t.rounds.set_seating(number, tables[number])
    return path


def finish_table(t, round, table):
    """A quick whole game: East wins big on South's discard, then time is called."""
    t.tables.record_hand(round, table, hand(outcome="ron", wins=[
        {"winner": 0, "loser": 1, "han": 4, "fu": 30}]))
    t.tables.record_hand(round, table, hand(outcome="exhaustive_draw", tenpai=[2], last_hand=True))


# --- 3. the chart ----------------------------------------------------------------------------

def test_ticks_sit_at_the_values_they_name_and_unplayed_rounds_are_left_out(qtbot,
                                                                           demo_window):
    window = demo_window
    standings = window.area.standings
    window.show_page("standings")
    qtbot.waitUntil(lambda: standings.data is not None)
    standings.tabs.setCurrentIndex(1)
    chart = standings.chart
    qtbot.waitUntil(lambda: len(chart.series()) == 8)
    # Round 3 is seated but no game of it counts yet: it is not on the chart.
    assert window.session.call(lambda t: t.rounds.current) == 3
    assert chart.rounds() == (1, 2)
    assert all(r in (1, 2) for s in chart.series() for r, _ in s.points)
    ticks = chart.y_ticks()
    assert [label for _, label, _ in ticks] == [str(int(v)) for v, _, _ in ticks]
    for value, _, y in ticks:
        assert y == chart.map_y(value)
    ys = {int(v): y for v, _, y in ticks}
    # 16 places: 1, 2, 4, 6... each at its own height, so 1->2 is half of 2->4.
    assert list(ys)[:3] == [1, 2, 4]
    assert ys[4] - ys[2] == pytest.approx(2 * (ys[2] - ys[1]))
    second = next(s for s in chart.series() if s.points[-1][1] == 2)
    assert chart.map_y(second.points[-1][1]) == ys[2]
    # Nothing is drawn outside the plot.
    plot = chart.plot_rect()
    for series in chart.series():
        for r, v in series.points:
            assert plot.contains(QPointF(chart.map_x(r), chart.map_y(v)))
    assert place_ticks(8) == [1, 2, 3, 4, 5, 6, 7, 8]


# --- 4. scores never cut ---------------------------------------------------------------------

def columns_fit(table, model) -> list[str]:
    bold = QFont(table.font())
    bold.setBold(True)
    metrics = QFontMetrics(bold)
    header = table.horizontalHeader()
    cut = []
    for column in range(model.columnCount()):
        texts = [str(model.data(model.index(r, column)) or "") for r in range(model.rowCount())]
        widest = max(metrics.horizontalAdvance(t) for t in texts + [""])
        if header.sectionSize(column) < widest + 8:
            cut.append(str(model.headerData(column, Qt.Orientation.Horizontal)))
    return cut


def test_columns_follow_every_change_and_numbers_are_never_cut(qtbot, window, tmp_path):
    path = eight_players(tmp_path, seat=(1, 2))
    with Tournament.open(path) as t:
        for table in (1, 2):
            finish_table(t, 1, table)
    area = open_file(qtbot, window, path)
    window.show_page("standings")
    standings = area.standings
    qtbot.waitUntil(lambda: standings.data is not None)
    qtbot.waitUntil(lambda: columns_fit(standings.table, standings.model) == [], timeout=2000)
    # Round 2's games come in (a new column, wider values): the columns follow at once.
    for table in (1, 2):
        for record in (hand(outcome="ron", wins=[{"winner": 2, "loser": 3, "han": 13,
                                                  "fu": 0, "yakuman": 1}]),
                       hand(outcome="exhaustive_draw", tenpai=[0], last_hand=True)):
            op = record_hand(window.session, 2, table, record)
            qtbot.waitUntil(lambda op=op: op.finished, timeout=5000)
    qtbot.waitUntil(lambda: standings.model.columnCount() == 4 + 2 + 6, timeout=5000)
    qtbot.waitUntil(lambda: not standings.reads.loading)
    qtbot.waitUntil(lambda: columns_fit(standings.table, standings.model) == [], timeout=2000)
    header = standings.table.horizontalHeader()
    assert not header.stretchLastSection()
    # A name too long for its column ends in "…" (ui.widgets.columns); a number never does.


# --- 5. penalties: the unit, a sanity check, chombo deductions apart --------------------------

def test_a_penalty_says_its_unit_and_asks_before_an_absurd_deduction(qtbot, demo_window,
                                                                     questions):
    answers, asked = questions
    penalties = demo_window.area.penalties
    demo_window.show_page("penalties")
    qtbot.waitUntil(lambda: bool(penalties.players))
    dialog = penalties.open_penalty_dialog()
    qtbot.waitExposed(dialog)
    assert dialog.unit_label.text() == "points, in thousands: \u22125 = \u22125,000"
    dialog.player.setCurrentText("Jonas Weber")
    dialog.reason.setText("slow play")
    dialog.points.setFocus()
    dialog.points.lineEdit().selectAll()
    qtbot.keyClicks(dialog.points, "-5000")
    assert dialog.points.value() == -5000.0  # typed as it is, not cut to -500
    assert dialog.too_large()
    assert "\u22125,000,000 points" in dialog.messages["points"].text()
    answers.append(NO)
    click(qtbot, dialog.ok_button)
    assert len(asked) == 1 and "5,000,000" in asked[0]
    assert dialog.isVisible()  # nothing recorded
    before = len(demo_window.session.call(lambda t: t.penalties.all()))
    dialog.points.lineEdit().selectAll()
    qtbot.keyClicks(dialog.points, "-5")
    assert not dialog.too_large() and not dialog.messages["points"].text()
    save(qtbot, dialog)
    assert len(asked) == 1
    after = demo_window.session.call(lambda t: t.penalties.all())
    assert len(after) == before + 1 and after[-1].points == -5000


def test_chombo_deductions_have_their_own_column(qtbot, window, tmp_path):
    path = eight_players(tmp_path, ruleset="ema2016")
    with Tournament.open(path) as t:
        t.tables.record_hand(1, 1, hand(outcome="chombo", offender=2))
        finish_table(t, 1, 1)
        t.penalties.add(t.rounds.seating(1)[0].players[0], "deduction", -3000, "late")
    area = open_file(qtbot, window, path)
    window.show_page("standings")
    standings = area.standings
    qtbot.waitUntil(lambda: standings.data is not None)
    model = standings.model
    titles = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert titles[-2:] == ["Chombo deductions", "Referee penalties"]
    rows = {r.name: r for r in model.rows()}
    offender = window.session.call(lambda t: t.players.get(t.rounds.seating(1)[0].players[2]).name)
    penalised = window.session.call(lambda t: t.players.get(t.rounds.seating(1)[0].players[0]).name)
    assert rows[offender].chombo_deductions == -20.0 and rows[offender].penalties == 0
    assert rows[penalised].penalties == -3.0 and rows[penalised].chombo_deductions == 0


# --- 6. the wheel over a scrolling form; fields named in words -------------------------------

def wheel(widget, steps=1):
    event = QWheelEvent(QPointF(5, 5), QPointF(widget.mapToGlobal(QPoint(5, 5))), QPoint(0, 0),
                        QPoint(0, -120 * steps), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def test_scrolling_the_rules_never_changes_them(qtbot, window):
    wizard = window.opening.new_tournament()
    qtbot.waitExposed(wizard)
    wizard.details.name.setText("Cup")
    click(qtbot, wizard.button(QWizard.WizardButton.NextButton))
    form = wizard.rules.form
    spin = form.editors["uma"].spins[1]
    combo = form.editors["multiple_ron"]
    bar = form.scroll_area.verticalScrollBar()
    assert not spin.hasFocus()
    before = (spin.value(), combo.currentIndex(), bar.value())
    for widget in (spin, combo, form.editors["honba_value"]):
        wheel(widget, 3)
    assert (spin.value(), combo.currentIndex()) == before[:2]
    assert bar.value() > before[2]  # the form scrolled instead
    spin.setFocus()
    qtbot.waitUntil(spin.hasFocus, timeout=2000)
    wheel(spin)
    assert spin.value() != before[0]  # focused, the wheel changes it
    wizard.reject()


def test_rule_problems_name_the_field_in_words(qtbot, window):
    wizard = window.opening.new_tournament()
    form = wizard.rules.form
    form.set_value("honba_value", 250)
    assert form.messages["honba_value"].text() == (
        "The honba value must split in three on a tsumo (a multiple of 3)")
    form.set_value("honba_value", -300)
    assert "Honba value must not be negative" in form.messages["honba_value"].text()
    form.set_value("honba_value", 300)
    form.set_value("start_points", 0)
    assert form.messages["start_points"].text().startswith("Start points must be above zero")
    for message in form.messages.values():
        assert "_" not in message.text(), message.text()
    wizard.reject()


# --- 7. correcting a hand at 1,024 px --------------------------------------------------------

def test_the_correction_reason_is_in_sight_and_the_preview_follows(qtbot, window, tmp_path):
    path = eight_players(tmp_path, seat=(1,))
    with Tournament.open(path) as t:
        t.tables.record_hand(1, 1, hand(outcome="ron", wins=[
            {"winner": 0, "loser": 1, "han": 2, "fu": 30}]))
    window.resize(1024, 768)
    area = open_file(qtbot, window, path)
    with qtbot.waitSignal(area.table.table_shown, timeout=5000):
        area.open_table(1, 1)
    view = area.table.view
    view.select_hand(0)
    dialog = view.edit_selected()
    qtbot.waitExposed(dialog)
    assert dialog.width() <= 1024
    scroll = dialog.reason.parentWidget()
    while scroll is not None and not hasattr(scroll, "viewport"):
        scroll = scroll.parentWidget()
    viewport = scroll.viewport()
    top_left = dialog.reason.mapTo(viewport, QPoint(0, 0))
    assert 0 <= top_left.y() and top_left.y() + dialog.reason.height() <= viewport.height()
    assert dialog.message_for("reason") == "Say why the hand is corrected"
    assert not dialog.ok_button.isEnabled()
    before = dialog.payments.lines()
    dialog.editors[0].han.setValue(3)
    assert dialog.payments.lines() != before  # the preview follows before the reason
    assert any("5,800" in line for line in dialog.payments.lines())  # the dealer: 3 han 30 fu
    assert not dialog.ok_button.isEnabled()
    qtbot.keyClicks(dialog.reason, "wrong han")
    assert dialog.ok_button.isEnabled()
    click(qtbot, dialog.ok_button)
    qtbot.waitUntil(lambda: view.controller.hands()[0].wins[0].han == 3, timeout=5000)


# --- 8. players: edit, add late, names to check, seating again --------------------------------

def test_edit_a_player_and_check_a_guessed_name(qtbot, window, tmp_path, questions):
    answers, asked = questions
    path = eight_players(tmp_path, rounds=3, seat=(1, 2))
    with Tournament.open(path) as t:
        t.players.add([PlayerDraft(name="José María García Pérez")])
        for table in (1, 2):
            finish_table(t, 1, table)
    area = open_file(qtbot, window, path)
    window.show_page("players")
    players = area.players
    qtbot.waitUntil(lambda: players.data is not None)
    assert players.names_banner.isVisible()
    assert "José María García Pérez" in players.names_label.text()
    dialog = players.check_next_name()
    qtbot.waitExposed(dialog)
    assert "guessed" in dialog.guess.text()
    dialog.first_name.setText("José María")
    dialog.last_name.setText("García Pérez")
    answers.append(NO)  # "seat the coming rounds again?" (no status change: not asked)
    click(qtbot, dialog.ok_button)
    qtbot.waitUntil(lambda: not players.names_banner.isVisible(), timeout=5000)
    fixed = window.session.call(lambda t: t.players.get("José María García Pérez"))
    assert (fixed.first_name, fixed.last_name, fixed.name_checked) == (
        "José María", "García Pérez", True)

    players.select("Anna Berg")
    dialog = players.edit_selected()
    qtbot.waitExposed(dialog)
    dialog.ema_number.setText("04290032")
    dialog.country.setText("Deutschland")
    assert dialog.country.resolved.text() == "\u2192 GER (Germany)"
    dialog.reason.setText("her EMA card")
    click(qtbot, dialog.ok_button)
    qtbot.waitUntil(lambda: players.dialog is None, timeout=5000)
    anna = window.session.call(lambda t: t.players.get("Anna Berg"))
    assert (anna.ema_number, anna.country) == ("04290032", "GER")
    audit = window.session.call(lambda t: [a for a in t.approvals.audit()
                                           if a.action == "update_player"])
    assert any("her EMA card" in a.detail and "04290032" in a.detail for a in audit)

    # A bad EMA number is said under its field, in words.
    dialog = players.edit_selected()
    dialog.ema_number.setText("12")
    click(qtbot, dialog.ok_button)
    qtbot.waitUntil(lambda: dialog.messages["ema_number"].isVisible(), timeout=5000)
    assert dialog.messages["ema_number"].text() == (
        "\u201c12\u201d is not an EMA number (eight digits, e.g. 04290032)")
    dialog.reject()

    # Late arrival with first and last name; then the desk offers to seat round 2 again
    # (round 1 is played), saying what that replaces.
    dialog = players.open_player_dialog(None)
    dialog.first_name.setText("Ken")
    dialog.last_name.setText("WATANABE")
    dialog.country.setText("JP")
    answers.append(NO)
    click(qtbot, dialog.ok_button)
    qtbot.waitUntil(lambda: len(asked) == 1, timeout=5000)
    assert "Rounds not played yet: 2." in asked[0]
    assert "What is lost: the tables drawn for round 2" in asked[0]
    ken = window.session.call(lambda t: t.players.get("Ken WATANABE"))
    assert (ken.first_name, ken.last_name, ken.country) == ("Ken", "WATANABE", "JPN")


def test_seating_again_says_what_is_lost(qtbot, window, tmp_path, questions):
    answers, asked = questions
    path = eight_players(tmp_path, rounds=2, seat=(1, 2))
    area = open_file(qtbot, window, path)
    rounds = area.rounds
    qtbot.waitUntil(lambda: rounds.overview is not None)
    assert rounds.selected_round() == 2
    before = window.session.call(lambda t: [s.players for s in t.rounds.seating(2)])
    answers.append(NO)
    click(qtbot, rounds.seat_button)
    assert "What is lost: the tables drawn for round 2" in asked[-1]
    assert window.session.call(lambda t: [s.players for s in t.rounds.seating(2)]) == before
    answers.append(NO)
    click(qtbot, rounds.reseat_button)
    qtbot.waitUntil(lambda: len(asked) == 2, timeout=5000)
    assert "What is lost" in asked[-1] and "No game is lost" in asked[-1]


# --- 9. French, French numbers, no clipping at 1,024 px --------------------------------------

def clipped(root) -> list[str]:
    """Buttons and one-line labels shown narrower than their text needs (a name elided on
    purpose, with its tooltip, is not cut: its label ignores its text's width)."""
    from PySide6.QtWidgets import QAbstractButton, QLabel, QSizePolicy

    out = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root) or not isinstance(widget, (QLabel, QAbstractButton)):
            continue
        if isinstance(widget, QLabel) and (widget.wordWrap() or not widget.text()):
            continue
        if widget.sizePolicy().horizontalPolicy() == QSizePolicy.Policy.Ignored:
            continue
        if widget.width() < widget.sizeHint().width() - 1:
            out.append(f"{type(widget).__name__} {widget.text()!r} "
                       f"{widget.width()} < {widget.sizeHint().width()}")
    return out


def settled_clipped(qtbot, root) -> list[str]:
    """`clipped` once the page shown has laid itself out (a screen that reads its data on
    the worker fills a moment after it is shown; on a busy machine, later): what is still cut
    after 3 s."""
    try:
        qtbot.waitUntil(lambda: clipped(root) == [], timeout=3000)
    except qtbot.TimeoutError:
        pass
    return clipped(root)


def test_french_everywhere_with_french_numbers(qtbot, window, tmp_path, english):
    path = eight_players(tmp_path, seat=(1,))
    with Tournament.open(path) as t:
        finish_table(t, 1, 1)
    area = open_file(qtbot, window, path)
    window.resize(1024, 768)
    with qtbot.waitSignal(area.table.table_shown, timeout=5000):
        area.open_table(1, 1)
    window.menus.language_actions["fr"].trigger()
    area = window.area
    qtbot.waitUntil(lambda: area.table.view is not None, timeout=5000)
    view = area.table.view
    # The table page stays open and its navigation entry enabled after the switch.
    assert area.table_item.flags() & Qt.ItemFlag.ItemIsEnabled
    assert view.banner.text() == ("La partie est terminée : le temps a été annoncé sur "
                                  "cette main.")
    nnbsp = "\u202f"
    assert all(nnbsp in panel.score_label.text() or len(panel.score_label.text()) < 5
               for panel in view.seat_panels)
    assert window.menus.page_actions["rounds"].text() == "Tours et tables"
    rounds = area.rounds
    window.show_page("rounds")
    qtbot.waitUntil(lambda: rounds.overview is not None)
    click(qtbot, rounds.approve_button)
    qtbot.waitUntil(lambda: rounds.message.isVisible(), timeout=5000)
    assert rounds.message.text() == "Tour 1, table 2 : pas encore de résultat final"
    assert "sur 1 tour" in rounds.quality.meetings.text()
    window.show_page("standings")
    standings = area.standings
    qtbot.waitUntil(lambda: standings.data is not None)
    total = standings.proxy.index(0, StandingsTableModel.POINTS).data()
    assert "," in total and "." not in total
    for page in ("players", "rounds", "standings", "penalties", "table"):
        window.show_page(page)
        assert settled_clipped(qtbot, window) == [], page
    # The payment table's headers are never cut ("aintenant").
    with qtbot.waitSignal(area.table.table_shown, timeout=5000):
        area.open_table(1, 2)
    dialog = area.table.view.open_hand_dialog(Outcome.RON)
    qtbot.waitExposed(dialog)
    dialog.discarder.set_seat(1)
    dialog.editors[0].winner.set_seat(0)
    # (the layout follows the new numbers: once it has, nothing is cut)
    qtbot.waitUntil(lambda: all(h.width() >= h.sizeHint().width()
                                for h in dialog.payments._headers), timeout=3000)
    for header in dialog.payments._headers:
        assert header.width() >= header.sizeHint().width(), header.text()
    assert [h.text() for h in dialog.payments._headers] == ["Joueur", "Actuel", "Variation",
                                                            "Après"]
    assert settled_clipped(qtbot, dialog) == []
    dialog.reject()
    # And in English, at the same 1,024 px.
    window.menus.language_actions["en"].trigger()
    for page in ("players", "rounds", "standings", "penalties", "table"):
        window.show_page(page)
        assert settled_clipped(qtbot, window) == [], page


# --- 11. the smaller things ------------------------------------------------------------------

def test_hints_keep_their_line_and_hands_one_line(qtbot, window, tmp_path):
    path = eight_players(tmp_path, seat=(1,))
    with Tournament.open(path) as t:
        t.tables.record_hand(1, 1, hand(outcome="ron", riichi=[0, 1, 2], wins=[
            {"winner": 0, "loser": 1, "han": 3, "fu": 40}, {"winner": 2, "loser": 1,
                                                              "han": 2, "fu": 30}]))
    window.resize(1024, 768)
    area = open_file(qtbot, window, path)
    with qtbot.waitSignal(area.table.table_shown, timeout=5000):
        area.open_table(1, 1)
    view = area.table.view
    # One line per hand, the whole outcome in the tooltip; equal seat cards.
    assert not view.log_view.wordWrap()
    assert view.log_view.rowHeight(0) == view.log_view.verticalHeader().defaultSectionSize()
    tip = view.log_model.index(0, view.log_model.OUTCOME).data(Qt.ItemDataRole.ToolTipRole)
    assert "from" in tip
    widths = {panel.width() for panel in view.seat_panels}
    assert max(widths) - min(widths) <= 1
    assert all(panel.score_fits() for panel in view.seat_panels)
    # Choosing the discarder does not move the winners' box under the pointer.
    dialog = view.open_hand_dialog(Outcome.RON)
    qtbot.waitExposed(dialog)
    wins = dialog.sections["wins"]
    y = wins.mapTo(dialog, QPoint(0, 0)).y()
    assert dialog.message_for("wins[0].loser")
    dialog.discarder.set_seat(3)
    qtbot.waitUntil(lambda: not dialog.message_for("wins[0].loser"), timeout=3000)
    assert wins.mapTo(dialog, QPoint(0, 0)).y() == y
    dialog.reject()


def test_no_raw_option_values_or_rule_references(qtbot):
    from tournament.model import Issue
    from ui.issue_words import issue_text
    from ui.rule_words import help_text

    assert "seat_order" not in help_text("tie_uma") and "\u201cseat order\u201d" in \
        help_text("tie_uma")
    assert "head_bump" not in help_text("multiple_ron")
    assert "multi_ron_sticks" not in help_text("multi_ron_own_stake_back")
    message = Issue("unknown_code", None, "", "a noten riichi is a chombo (004 §3.4.6): "
                    "record it")
    assert issue_text(message, []) == "A noten riichi is a chombo: record it"


def test_the_password_is_typed_twice(qtbot, window):
    wizard = window.opening.new_tournament()
    details = wizard.details
    details.name.setText("Cup")
    details.use_password.setChecked(True)
    details.password.setText("secret")
    assert not details.isComplete()
    details.password_again.setText("secrte")
    assert not details.isComplete()
    assert details.password_message.text() == (
        "The two passwords differ: type the same one twice")
    details.password_again.setText("secret")
    assert details.isComplete()
    wizard.reject()


def test_no_stale_password_banner_after_cancelling(qtbot, window, tmp_path):
    path = eight_players(tmp_path, password="organiser")
    with Tournament.open(path, password="organiser") as t:
        for table in (1, 2):
            finish_table(t, 1, table)
        t.approvals.approve(1)
    area = open_file(qtbot, window, path)
    with qtbot.waitSignal(area.table.table_shown, timeout=5000):
        area.open_table(1, 1)
    page = area.table
    assert page.unlock_button.isVisibleTo(page)
    dialog = page.unlock()
    qtbot.waitExposed(dialog)
    dialog.password.setText("wrong")
    dialog.reason.setText("slip")
    click(qtbot, dialog.ok_button)
    qtbot.waitUntil(lambda: dialog.message.isVisible() and dialog.message.is_error(),
                    timeout=5000)
    assert dialog.message.text() == "Wrong organiser password"
    dialog.reject()
    qtbot.waitUntil(lambda: page.dialog is None)
    assert not page.problem.isVisible()


def test_file_dialogs_open_in_the_tournaments_folder(qtbot, window, desk_env, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    from tournament.paths import data_dir
    from ui import files

    folders: list[str] = []

    def dialog(parent, title, folder, *args, **kwargs):
        folders.append(folder)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(dialog))
    files._last.clear()
    files.choose_players_file(window)
    files.choose_tournament_to_open(window)
    assert folders == [str(data_dir()), str(data_dir())]
    assert Path.home() != data_dir()


def test_recent_tournaments_are_listed_by_name(qtbot, window, tmp_path):
    path = eight_players(tmp_path)
    open_file(qtbot, window, path)
    window.opening.close_tournament()
    item = window.start_page.recent.item(0)
    assert item.text().splitlines() == ["Eight", str(path)]
    assert window.menus.recent_menu.actions()[0].text().startswith("Eight")


def test_unavoidable_repeats_are_not_shown_as_a_fault(qtbot, window, tmp_path):
    from tournament.service.read_models import least_repeated_pairs

    assert least_repeated_pairs(8, 2) == 4 and least_repeated_pairs(12, 2) == 3
    assert least_repeated_pairs(16, 2) == 0 and least_repeated_pairs(16, 6) == 5
    path = eight_players(tmp_path, rounds=2, seat=(1, 2))
    area = open_file(qtbot, window, path)
    rounds = area.rounds
    qtbot.waitUntil(lambda: rounds.overview is not None)
    assert rounds.selected_round() == 2
    quality = rounds.overview.quality
    assert len(quality.repeats) == 4 and quality.unavoidable
    assert "Unavoidable: with 8 players over 2 rounds, at least 4 pairs meet twice" in \
        rounds.quality.meetings.text()
    assert rounds.quality.meetings.objectName() != "fieldError"


# --- the wizard keeps the names chosen in the import preview, and takes the EMA details --------

def test_the_wizard_keeps_imported_first_and_last_names(qtbot, window, tmp_path, monkeypatch):
    from ui import files

    source = tmp_path / "players.csv"
    source.write_text("name,country\nJosé María García Pérez,ES\nAnna Berg,DE\n"
                      "Bruno Costa,PT\n", encoding="utf-8")
    monkeypatch.setattr(files, "choose_players_file", lambda parent: source)
    wizard = window.opening.new_tournament()
    qtbot.waitExposed(wizard)
    details = wizard.details
    details.name.setText("Split Cup")
    details.ema.city.setText("Lyon")
    details.ema.host_country.setText("France")
    details.ema.mers_weight.setText("1.5")
    click(qtbot, wizard.button(QWizard.WizardButton.NextButton))
    click(qtbot, wizard.button(QWizard.WizardButton.NextButton))
    page = wizard.players
    click(qtbot, page.import_button)
    dialog = page.import_dialog
    qtbot.waitExposed(dialog)
    dialog.choose_split(2, "José María", "García Pérez")
    click(qtbot, dialog.ok_button)
    qtbot.waitUntil(lambda: page.import_dialog is None)
    page.text.setPlainText("Hiro Ito, Tokyo Riichi, JP\nanna berg")  # a typed duplicate
    assert not page.isComplete()
    page.text.setPlainText("Hiro Ito, Tokyo Riichi, JP")
    assert page.isComplete()
    with qtbot.waitSignal(window.opened, timeout=10000):
        click(qtbot, wizard.button(QWizard.WizardButton.FinishButton))
    players = window.session.call(lambda t: {p.entered_name: (p.first_name, p.last_name,
                                                              p.name_checked)
                                             for p in t.players.all()})
    assert players["José María García Pérez"] == ("José María", "García Pérez", True)
    assert players["Hiro Ito"] == ("Hiro", "Ito", True)
    settings = window.session.settings
    assert (settings.city, settings.host_country, settings.mers_weight) == ("Lyon", "FRA",
                                                                           "1.5")


def test_closing_after_the_menus_were_built_again_never_raises(qtbot, window, tmp_path):
    """Once, File > Close tournament after the wizard was opened and cancelled raised
    "Internal C++ object (QMenu) already deleted" in the recent files' refresh: the menus
    (and the start page) are built again whole on a language switch, the old ones deleted."""
    import shiboken6

    path = eight_players(tmp_path)
    open_file(qtbot, window, path)
    wizard = window.opening.new_tournament()
    qtbot.waitExposed(wizard)
    wizard.reject()
    old_menu, old_page = window.menus.recent_menu, window.start_page
    old_menu.deleteLater()  # as Qt deletes the menus of an earlier language
    qtbot.waitUntil(lambda: not shiboken6.isValid(old_menu), timeout=2000)
    window.opening.close_tournament()  # raised RuntimeError
    assert window.session is None
    window.menus.language_actions["fr"].trigger()  # the new menus are filled again
    assert shiboken6.isValid(window.menus.recent_menu) and window.menus.recent_menu is not old_menu
    assert window.menus.recent_menu.actions()[0].text().startswith("Eight")
    assert window.start_page is not old_page
    assert window.start_page.recent.item(0).text().startswith("Eight")
    window.menus.language_actions["en"].trigger()
