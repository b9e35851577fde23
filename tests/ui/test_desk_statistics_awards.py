"""The statistics and awards pages of the desk, the statistics exports, the certificates through
the print preview, and the projector's awards and prize-giving, on a small tournament worked
out by hand: the game of tests/core/test_stats.py at table 1 (Anna, Bert, Cleo, Dan), a paper
score slip at table 2 (Eve, Finn, Gus, Hana).

Hand-worked figures (see tests/core/test_stats.py for each hand): six hands at table 1 (the
chombo is not one); Bert won 2 (ron 1, tsumo 1) of 6 hands: 33.3%, tsumo share 50.0%, no
deal-in; his one riichi won (100.0%, riichi rate 16.7%); win values 3,900 and 2,100: average
3,000, largest 3,900; he dealt 3 hands and kept 2; tenpai at the one exhaustive draw. Dan:
the chombo, the largest hand (a mangan, 8,000). Seven records: ron 2 of 7 = 28.6%.
"""

from __future__ import annotations

import csv
import json

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt

from tests.core.test_stats import GAME
from tests.printing.conftest import pdf_pages, pdf_size
from tests.service.test_awards import ORDER, PLAYERS
from tests.ui.drive import click
from tournament.export.formats import STATISTICS_FORMATS, ExportFormat
from tournament.export.gather import DocumentKind
from tournament.service import Tournament
from tournament.standings.stats import CSV_COLUMNS, PlayerStats, Statistics
from ui import i18n
from ui.models.statistics_model import StatisticsTableModel, percent


@pytest.fixture
def cup_file(tmp_path):
    path = tmp_path / "cup.rtdb"
    t = Tournament.create(path, name="Cup", rounds=1, players=PLAYERS)
    t.rounds.set_seating(1, [["Anna", "Bert", "Cleo", "Dan"], ["Eve", "Finn", "Gus", "Hana"]])
    t.tables.record_game(1, 1, {"players": ["Anna", "Bert", "Cleo", "Dan"], "hands": GAME})
    t.close()
    return path


@pytest.fixture
def cup(qtbot, window, cup_file):
    with qtbot.waitSignal(window.opened, timeout=10000):
        window.opening.open_file(cup_file)
    return window


def record_slip(qtbot, window):
    """Table 2's paper score slip, entered at the desk (Eve 41,000 ... Hana 21,000)."""
    done = []
    window.session.change(lambda t: t.tables.record_totals(1, 2, [41000, 31000, 27000, 21000]),
                          done.append)
    qtbot.waitUntil(lambda: bool(done), timeout=10000)


def statistics_page(qtbot, window):
    window.show_page("statistics")
    view = window.area.statistics
    qtbot.waitUntil(lambda: view.stats is not None, timeout=10000)
    return view


def shown_row(view, name: str) -> dict[str, str]:
    """A player's row of the statistics table, header -> text, as the proxy shows it."""
    proxy = view.proxy
    headers = [proxy.headerData(c, Qt.Orientation.Horizontal) for c in
               range(proxy.columnCount())]
    for row in range(proxy.rowCount()):
        if proxy.index(row, 0).data() == name:
            return {h: proxy.index(row, c).data() for c, h in enumerate(headers)}
    raise KeyError(name)


def test_the_statistics_page_shows_the_hand_worked_figures(qtbot, cup):
    view = statistics_page(qtbot, cup)
    assert view.subtitle.text() == "Hand detail: 1 of 1 game"
    bert = shown_row(view, "Bert")
    assert bert == {
        "Player": "Bert", "Games": "1", "Hands": "6", "Wins": "2", "Ron": "1", "Tsumo": "1",
        "Win rate": "33.3%", "Deal-ins": "0", "Deal-in rate": "0.0%", "Riichi": "1",
        "Riichi rate": "16.7%", "Riichi success": "100.0%", "Average win": "3,000",
        "Largest win": "3,900", "Tsumo share": "50.0%", "Dealer keeps": "2 / 3",
        "Noten at draws": "0 / 1", "Chombo": "0", "Yakuman": "0", "Average place": "1.00",
        "1st": "1", "2nd": "0", "3rd": "0", "4th": "0"}
    cleo = shown_row(view, "Cleo")
    assert (cleo["Riichi success"], cleo["Deal-in rate"], cleo["Tsumo share"]) == \
        ("\u2013", "16.7%", "0.0%")  # no riichi: nothing to divide
    assert (shown_row(view, "Dan")["Chombo"], shown_row(view, "Dan")["Largest win"]) == \
        ("1", "8,000")
    # The table follows the standings (Bert, Dan, Cleo, Anna) until a column is sorted.
    assert [view.proxy.index(r, 0).data() for r in range(4)] == ["Bert", "Dan", "Cleo",
                                                                 "Anna"]

    # Every cell is the core's figure, worded: the same numbers as `stats`.
    stats: Statistics = cup.session.call(lambda t: t.standings.statistics())
    for p in stats.players:
        row = shown_row(view, p.player)
        assert row["Hands"] == str(p.hands) and row["Wins"] == str(p.wins)
        assert row["Win rate"] == percent(p.win_rate)
        assert row["Deal-in rate"] == percent(p.deal_in_rate)
        assert row["Average place"] == f"{p.average_placement:.2f}"

    # Sorting by a column sorts by the number: most wins first.
    view.table.sortByColumn(3, Qt.SortOrder.DescendingOrder)
    assert view.proxy.index(0, 0).data() == "Bert"
    view.table.sortByColumn(12, Qt.SortOrder.DescendingOrder)  # average win
    assert [view.proxy.index(r, 0).data() for r in range(4)] == ["Dan", "Anna", "Bert",
                                                                 "Cleo"]


def test_the_player_card_and_the_tournament_tab(qtbot, cup):
    view = statistics_page(qtbot, cup)
    bert_id = next(p.player_id for p in view.stats.players if p.player == "Bert")
    view.show_player(bert_id)
    card = {key: label.text() for key, label in view.card.items()}
    assert card["wins"] == "2 (ron 1, tsumo 1)"
    assert card["riichi"] == "1, won 1 (success 100.0%, riichi rate 16.7%)"
    assert card["largest_win"] == "3,900: Ron 3 han 30 fu, round 1, table 1, East 1"
    assert card["dealer"] == "kept 2 of 3 hands dealt (66.7%)"
    assert card["noten"] == "noten at 0 of 1 exhaustive draws (0.0%)"
    assert card["average_han"] == "2.50" and card["points"] == "+22.4"
    # Yaku from the wins entered by yaku: pinfu twice, most frequent first.
    yaku = [(view.yaku_model.index(r, 0).data(), view.yaku_model.index(r, 1).data())
            for r in range(view.yaku_model.rowCount())]
    assert yaku[0] == ("Pinfu", "2") and len(yaku) == 4
    assert view.bars.values == ((1, 22.4),)
    # Double-clicking a row opens that player's card.
    dan_row = next(r for r in range(view.proxy.rowCount())
                   if view.proxy.index(r, 0).data() == "Dan")
    view.tabs.setCurrentIndex(0)
    view.table.doubleClicked.emit(view.proxy.index(dan_row, 0))
    assert view.tabs.currentIndex() == 1 and view.picker.currentText() == "Dan"
    assert view.card["largest_win"].text().startswith("8,000: Ron mangan, 5 han")
    assert view.card["chombo"].text() == "1"

    summary = {key: label.text() for key, label in view.summary.items()}
    assert summary["hands"] == "6" and summary["chombos"] == "1"
    assert summary["length"] == "6.0 hands per game"
    assert summary["outcomes"].splitlines() == [
        "Ron: 2 (28.6%)", "Tsumo: 2 (28.6%)", "Draw: 1 (14.3%)", "Abortive draw: 1 (14.3%)",
        "Chombo: 1 (14.3%)"]
    biggest = view.biggest_model
    assert [(biggest.index(r, 0).data(), biggest.index(r, 1).data())
            for r in range(biggest.rowCount())] == [
        ("8,000", "Dan"), ("7,900", "Anna"), ("3,900", "Bert"), ("2,600", "Cleo"),
        ("2,100", "Bert")]


def test_statistics_follow_a_change_and_paper_slips_count_for_placements(qtbot, cup):
    view = statistics_page(qtbot, cup)
    with qtbot.waitSignal(view.updated, timeout=10000):
        record_slip(qtbot, cup)
    assert view.subtitle.text().startswith("Hand detail: 1 of 2 games")
    assert "paper score slip count for placements only" in view.subtitle.text()
    eve = shown_row(view, "Eve")
    assert (eve["Games"], eve["Hands"], eve["Win rate"], eve["1st"], eve["Average place"]) \
        == ("1", "0", "\u2013", "1", "1.00")
    # Eve's row is muted: no hand figures behind it.
    model: StatisticsTableModel = view.model
    index = next(model.index(r, 2) for r in range(model.rowCount())
                 if model.row(r).player == "Eve")
    assert model.data(index, Qt.ItemDataRole.ForegroundRole) is not None


def test_statistics_exports_from_the_export_menu(qtbot, cup, tmp_path):
    record_slip(qtbot, cup)
    for fmt in STATISTICS_FORMATS:
        cup.menus.statistics_export_actions[fmt].trigger()
        dialog = cup.documents.statistics_export_dialog
        assert dialog is not None and dialog.fmt is fmt
        out = tmp_path / f"stats{fmt.suffix}"
        dialog.path.set_path(out)
        qtbot.waitUntil(dialog.ok_button.isEnabled, timeout=5000)
        with qtbot.waitSignal(dialog.written, timeout=20000):
            click(qtbot, dialog.ok_button)
    rows = list(csv.reader((tmp_path / "stats.csv").read_text(encoding="utf-8-sig")
                           .splitlines()))
    assert tuple(rows[0]) == CSV_COLUMNS
    bert = dict(zip(rows[0], next(r for r in rows if r[0] == "Bert"), strict=True))
    assert (bert["wins"], bert["deal_ins"], bert["dealer_keeps"]) == ("2", "0", "2")
    assert float(bert["win_rate"]) == pytest.approx(2 / 6)  # fractions in the files
    data = json.loads((tmp_path / "stats.json").read_text(encoding="utf-8"))
    assert data["tournament"]["games_with_hand_detail"] == 1
    assert data["tournament"]["games"] == 2
    dan = next(p for p in data["players"] if p["player"] == "Dan")
    assert (dan["chombo"], dan["largest_win"], dan["placements"]) == (1, 8000, [0, 1, 0, 0])
    # The tournament's own file is never an export target: refused below the path.
    cup.menus.statistics_export_actions[ExportFormat.STATS_CSV].trigger()
    dialog = cup.documents.statistics_export_dialog
    dialog.path.set_path(cup.session.path)
    assert not dialog.ok_button.isEnabled() and dialog.path.problem() is not None


def test_statistics_print_from_the_print_menu(qtbot, cup, tmp_path):
    record_slip(qtbot, cup)
    cup.show_page("statistics")
    cup.menus.print_action.trigger()  # Ctrl+P prints what the screen shows
    dialog = cup.documents.preview
    assert dialog is not None and dialog.kind is DocumentKind.STATISTICS
    qtbot.waitUntil(lambda: dialog.document is not None and dialog.page_count() > 0,
                    timeout=10000)
    click(qtbot, dialog.pdf_button)
    export = cup.documents.export_dialog
    export.path.set_path(tmp_path / "stats.pdf")
    with qtbot.waitSignal(export.written, timeout=20000):
        click(qtbot, export.ok_button)
    text = " ".join(pdf_pages(tmp_path / "stats.pdf"))
    assert "Hand detail: 1 of 2 games" in text
    assert "Dan" in text and "8,000" in text


def awards_page(qtbot, window):
    window.show_page("awards")
    view = window.area.awards
    qtbot.waitUntil(lambda: view.data is not None, timeout=10000)
    return view


def add_award(qtbot, view, kind: str, flag: str = ""):
    view.left_tabs.setCurrentIndex(0)
    view.kind.setCurrentIndex(view.kind.findData(kind))
    if flag:
        view.flag.setCurrentText(flag)
    click(qtbot, view.add_button)
    op = view.last_op
    qtbot.waitUntil(lambda: op.finished, timeout=10000)
    stored = view.session.call(lambda t: len(t.awards.categories()))
    qtbot.waitUntil(lambda: view.categories.count() == stored, timeout=10000)
    return op


def test_awards_picked_flags_given_and_certificates_printed(qtbot, cup, tmp_path):
    record_slip(qtbot, cup)
    view = awards_page(qtbot, cup)
    assert view.winner_rows() == [] and not view.print_button.isEnabled()
    assert add_award(qtbot, view, "most_wins").ok
    assert add_award(qtbot, view, "best_flag", "newcomer").ok
    assert cup.session.call(lambda t: [c.spec for c in t.awards.categories()]) == [
        "most_wins", "best_flag:newcomer"]
    assert view.winner_rows() == [
        ("Most wins", "Bert", "2", "2 wins"),
        ("Best placed newcomer", "no winner", "", "no ranked player has the flag “newcomer”")]

    # Flags: Dan and Hana are newcomers; the better placed (Dan, 4th) wins.
    view.left_tabs.setCurrentIndex(1)
    names = [view.players.item(r, 0).text() for r in range(view.players.rowCount())]
    for name in ("Dan", "Hana"):
        view.players.selectionModel().select(
            view.players.model().index(names.index(name), 0),
            QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows)
    view.player_flag.setCurrentText("newcomer")
    with qtbot.waitSignal(view.updated, timeout=10000):
        click(qtbot, view.give_button)
    qtbot.waitUntil(lambda: view.last_op is not None and view.last_op.finished)
    qtbot.waitUntil(lambda: view.winner_rows()[1][1] == "Dan", timeout=10000)
    assert cup.session.call(lambda t: sorted(t.players.get(p).name for p, f in
                                             t.awards.player_flags().items() if "newcomer" in f)) \
        == ["Dan", "Hana"]
    assert view.winner_rows()[1] == ("Best placed newcomer", "Dan", "4",
                                     "place 4 in the standings")
    # Giving it again is refused, by name; taking it from Dan gives the award to Hana (8th).
    view.players.clearSelection()
    view.players.selectRow(names.index("Dan"))
    click(qtbot, view.give_button)
    op = view.last_op
    qtbot.waitUntil(lambda: op.finished, timeout=10000)
    assert view.flag_message.text() == "Dan has this flag already."
    click(qtbot, view.take_button)
    qtbot.waitUntil(lambda: view.winner_rows()[1][1] == "Hana", timeout=10000)
    view.players.selectRow(names.index("Dan"))
    with qtbot.waitSignal(view.updated, timeout=10000):
        click(qtbot, view.give_button)
    qtbot.waitUntil(lambda: view.winner_rows()[1][1] == "Dan", timeout=10000)

    # A refusal changes nothing and says why: most_wins is listed already.
    op = add_award(qtbot, view, "most_wins")
    assert op.issues and view.category_message.text() == "This award is in the list already."
    assert view.categories.count() == 2
    # Moving: the newcomer award first.
    view.categories.setCurrentRow(1)
    with qtbot.waitSignal(view.updated, timeout=10000):
        click(qtbot, view.up_button)
    assert cup.session.call(lambda t: [c.spec for c in t.awards.categories()]) == [
        "best_flag:newcomer", "most_wins"]

    # Certificates: one page each, through the print preview, on Letter paper.
    click(qtbot, view.print_button)
    dialog = cup.documents.preview
    assert dialog is not None and dialog.kind is DocumentKind.CERTIFICATES
    qtbot.waitUntil(lambda: dialog.document is not None and dialog.page_count() > 0,
                    timeout=10000)
    assert dialog.page_count() == 2
    dialog.size_box.setCurrentIndex(dialog.size_box.findData("Letter"))
    dialog.size_box.activated.emit(dialog.size_box.currentIndex())
    click(qtbot, dialog.pdf_button)
    export = cup.documents.export_dialog
    out = tmp_path / "certificates.pdf"
    export.path.set_path(out)
    with qtbot.waitSignal(export.written, timeout=20000):
        click(qtbot, export.ok_button)
    pages = pdf_pages(out)
    assert len(pages) == 2 and pdf_size(out) == (612, 792)
    assert "Certificate awarded to" in pages[0]
    assert "Dan" in pages[0] and "Best placed newcomer" in pages[0]
    assert "Bert" in pages[1] and "Most wins" in pages[1] and "2 wins" in pages[1]


def test_prize_giving_reveals_from_the_last_place_one_key_press_at_a_time(qtbot, cup):
    record_slip(qtbot, cup)
    projector = cup.screens.show_projector()
    qtbot.waitUntil(lambda: projector.projected is not None, timeout=10000)
    projector.start_prize_giving()
    qtbot.waitUntil(lambda: projector.special == "prize", timeout=10000)
    assert projector.round_label.text() == "Prize-giving: final standings"
    assert not any(name in projector.shown_texts() for name in ORDER)

    def names_shown() -> list[str]:
        return [text for text in projector.shown_texts() if text in ORDER]

    seen = []
    for press in range(1, len(ORDER) + 1):
        qtbot.keyClick(projector, Qt.Key.Key_Right)
        # The players revealed so far, best place first; one more at each press.
        assert names_shown() == ORDER[-press:]
        seen.append(names_shown()[0])
        assert projector.page_label.text() == f"{press} of 8 places revealed"
    assert seen == ORDER[::-1]  # Hana (8th) first, Eve (1st) last
    qtbot.keyClick(projector, Qt.Key.Key_PageDown)  # nothing more to reveal
    assert names_shown() == ORDER
    qtbot.keyClick(projector, Qt.Key.Key_Left)  # one step back hides the winner again
    assert names_shown() == ORDER[1:]
    # The desk's controls step too, and end the prize-giving.
    controls = cup.screens.ceremony_controls
    assert controls.next_step.isEnabled()
    click(qtbot, controls.next_step)
    assert names_shown() == ORDER
    click(qtbot, controls.end_button)
    assert projector.special is None and not controls.next_step.isEnabled()
    assert projector.page_kind() == "standings"


def test_award_winners_one_by_one_on_the_projector(qtbot, cup):
    record_slip(qtbot, cup)
    done = []
    cup.session.change(lambda t: t.awards.set_categories(["most_wins", "highest_hand"]),
                       done.append)
    qtbot.waitUntil(lambda: bool(done), timeout=10000)
    view = awards_page(qtbot, cup)
    qtbot.waitUntil(lambda: len(view.winner_rows()) == 2, timeout=10000)
    click(qtbot, view.projector_button)
    projector = cup.screens.projector
    qtbot.waitUntil(lambda: projector is not None and projector.special == "awards",
                    timeout=10000)
    texts = projector.shown_texts()
    assert "Most wins" in texts and "Bert" in texts and "2 wins" in texts
    assert projector.page_label.text() == "Award 1 of 2"
    qtbot.keyClick(projector, Qt.Key.Key_Return)
    texts = projector.shown_texts()
    assert "Highest hand" in texts and "Dan" in texts and "Bert" not in texts
    qtbot.keyClick(projector, Qt.Key.Key_Right)  # the last award stays
    assert projector.page_label.text() == "Award 2 of 2"
    assert "8,000 points: mangan, 5 han (round 1, table 1)" in projector.shown_texts()


@pytest.fixture
def english():
    yield
    i18n.install("en")


def test_the_awards_speak_the_desk_language(qtbot, cup, english):
    record_slip(qtbot, cup)
    done = []
    cup.session.change(lambda t: t.awards.set_categories(["most_wins", "iron_defence:3",
                                                         "best_country"]), done.append)
    qtbot.waitUntil(lambda: bool(done), timeout=10000)
    cup.menus.language_actions["fr"].trigger()
    view = awards_page(qtbot, cup)
    qtbot.waitUntil(lambda: len(view.winner_rows()) == 5, timeout=10000)
    rows = view.winner_rows()
    assert rows[0] == ("Le plus de victoires", "Bert", "2", "2 victoires")
    # Iron defence over 3 hands at least: Bert and Dan never dealt in; Bert is placed better.
    assert rows[1] == ("Défense de fer", "Bert", "2",
                       "ron concédés\u00a0: 0 en 6 mains (0,0\u00a0%)")
    # The core names the country in English; the desk in French.
    assert rows[2][0] == "Meilleur classé\u00a0: Pays-Bas" and rows[2][1] == "Eve"
    assert rows[2][3] == "place 1 au classement"


def test_percent_is_written_as_the_desk_language_writes_it():
    assert percent(None) == "\u2013"
    assert percent(0.25) == "25.0%"
    assert percent(1 / 3) == "33.3%"
    assert percent(PlayerStats(1, "Nobody").win_rate) == "\u2013"  # no hand: no rate


def test_the_points_per_round_bars_are_drawn_from_zero(qtbot):
    from ui.widgets.round_bars import RoundBars

    bars = RoundBars()
    qtbot.addWidget(bars)
    bars.resize(500, 260)
    bars.show_points([(1, 22.4), (2, -10.0), (4, 5.0)])
    plot = bars.plot_rect()
    zero = bars.map_y(0.0, plot)
    # Every value is inside the axis, above zero when positive, below when negative.
    assert plot.top() <= bars.map_y(22.4, plot) < zero < bars.map_y(-10.0, plot) \
        <= plot.bottom()
    # Ticks are drawn at the values they name: 0 among them, evenly spaced.
    ticks = bars._ticks
    assert 0.0 in ticks and ticks == sorted(ticks)
    steps = {round(b - a, 6) for a, b in zip(ticks, ticks[1:], strict=False)}
    assert len(steps) == 1
    image = bars.grab().toImage()  # it paints without error, with a visible bar
    x = int(plot.left() + plot.width() / 6)
    from ui.style import colour

    assert image.pixelColor(x, int((bars.map_y(22.4, plot) + zero) / 2)).name() == \
        colour("gain").name()  # the scheme's green
