"""Right-to-left names keep the line's direction, and names are listed as people read them, in
English and in French: the players list, the "added" line, the projector's find-your-table
page and the paper-totals dialog, drawn offscreen and measured (where the ink of a label
starts), not only read back as text."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel

from tests.export.builders import RTL_NAME, long_names_tournament
from tests.ui.test_final_stage_desk import qualified  # noqa: F401 - a fixture
from ui import i18n
from ui.models.rows_model import ROW_ROLE
from ui.text import FSI, PDI, name_order, tr

LATE = "فاطمة الزهراء"  # a late arrival, Arabic too


@pytest.fixture(params=["en", "fr"])
def language(request):
    yield request.param
    i18n.install("en")


@pytest.fixture
def long_file(tmp_path):
    """The tournament file, and the table where the Arabic name sits in round 3."""
    path = tmp_path / "long.rtdb"
    t = long_names_tournament(path)
    t.rounds.seat(3, seed=3)  # being played: the projector shows find-your-table
    table = next(s.table for s in t.rounds.seating(3)
                 if any(t.players.get(p).name == RTL_NAME for p in s.players))
    t.close()
    return path, table


@pytest.fixture
def opened(qtbot, window, long_file, language):
    i18n.install("en")  # as the desk starts (ui.app): the collator's locale is set
    if language != "en":
        window.menus.language_actions[language].trigger()
    with qtbot.waitSignal(window.opened, timeout=10000):
        window.opening.open_file(long_file[0])
    window.resize(1366, 768)
    return window


def ink(label: QLabel, width: int = 600) -> tuple[int, int]:
    """The first and last columns with dark pixels when `label` is drawn `width` wide."""
    label.resize(width, max(label.sizeHint().height(), 20))
    image = label.grab().toImage()
    xs = [x for x in range(image.width()) for y in range(image.height())
          if QColor(image.pixel(x, y)).lightness() < 140]
    assert xs, label.text()
    return min(xs), max(xs)


def left_aligned(label: QLabel, width: int = 600) -> bool:
    start, end = ink(label, width)
    return start < 20 and end < width - 100


def test_an_isolated_name_is_drawn_where_a_left_to_right_line_starts(qapp):
    # The measure itself: without isolates Qt lays an Arabic line out right to left, and
    # right-aligns it; isolated, the line keeps its direction.
    assert not left_aligned(QLabel(RTL_NAME + " added."))
    assert left_aligned(QLabel(f"{FSI}{RTL_NAME}{PDI} added."))


def test_players_are_listed_as_people_read_them(qtbot, opened):
    window = opened
    window.show_page("players")
    players = window.area.players
    qtbot.waitUntil(lambda: players.data is not None and players.proxy.rowCount() >= 16)
    shown = [players.proxy.index(r, 0).data(ROW_ROLE).name
             for r in range(players.proxy.rowCount())]
    assert shown.index("Lukas Berg") + 1 == shown.index("Łukasz Nowak")
    assert abs(shown.index("Małgorzata Lis") - shown.index("Maria Rossi")) == 1
    assert shown.index("Łukasz Nowak") < shown.index("Zoltán Kiss")
    assert shown == name_order(shown)


def test_a_late_arrival_with_an_arabic_name_is_added_in_order(qtbot, opened):
    window = opened
    window.show_page("players")
    players = window.area.players
    qtbot.waitUntil(lambda: players.data is not None)
    players.name.setText(LATE)
    players.add_player()
    qtbot.waitUntil(lambda: LATE in players.status.text(), timeout=10000)
    text = players.status.text()
    assert text == tr("%1 added.").replace("%1", f"{FSI}{LATE}{PDI}")
    assert left_aligned(QLabel(text))


def test_projector_find_your_table_in_reading_order_with_names_in_place(qtbot, opened):
    window = opened
    projector = window.screens.show_projector()
    qtbot.addWidget(projector)
    projector.resize(1366, 768)
    qtbot.waitUntil(lambda: projector.projected is not None)
    assert projector.seating_pages() >= 1
    names: list[str] = []
    arabic: list[QLabel] = []
    for page in range(projector.standings_pages(), projector.pages()):
        projector.show_page(page)
        grid = projector.grid
        labels = [grid.itemAt(i).widget() for i in range(grid.count())]
        labels = [w for w in labels if isinstance(w, QLabel)]
        for label in labels:
            plain = label.text().replace(FSI, "").replace(PDI, "")
            if plain in {s.name for s in projector.projected.seats}:
                names.append(plain)
                if plain == RTL_NAME:
                    arabic.append(label)
    assert sorted(names) == sorted(s.name for s in projector.projected.seats)
    # Column by column, page by page: every block of names is in the desk's order.
    assert names.index("Lukas Berg") < names.index("Łukasz Nowak") < names.index("Zoltán Kiss")
    assert arabic and arabic[0].text() == f"{FSI}{RTL_NAME}{PDI}"
    assert left_aligned(arabic[0], arabic[0].width() or 400)


def test_totals_dialog_keeps_the_arabic_name_in_its_place(qtbot, opened, long_file):
    area = opened.area
    with qtbot.waitSignal(area.table.table_shown, timeout=5000):
        area.open_table(3, long_file[1])
    dialog = area.table.view.open_totals_dialog()
    qtbot.waitExposed(dialog)
    labels = [w for w in dialog.findChildren(QLabel) if RTL_NAME in w.text()]
    assert labels and all(w.text() == f"{FSI}{RTL_NAME}{PDI}" for w in labels)
    assert left_aligned(labels[0], 300)
    dialog.reject()



def test_the_final_dialog_keeps_an_arabic_finalists_points_after_the_name(
        qtbot, window, qualified, language):  # noqa: F811 - the fixture imported above
    from tests.ui.test_final_stage_desk import QUALIFYING, final_dialog, open_file
    from tournament.service import Tournament

    i18n.install("en")
    if language != "en":
        window.menus.language_actions[language].trigger()
    with Tournament.open(qualified) as t:  # the leader of the qualifying rounds
        t.players.update(QUALIFYING[0], name=RTL_NAME)
    rounds = open_file(qtbot, window, qualified)
    dialog = final_dialog(qtbot, window, rounds)
    qtbot.waitUntil(lambda: dialog.table.rowCount() > 0 and dialog.table.item(0, 0) is not None,
                    timeout=5000)
    cells = [dialog.table.item(r, c).text() for r in range(dialog.table.rowCount())
             for c in range(4)]
    leader = next(c for c in cells if RTL_NAME in c)
    assert leader.startswith(f"1. {FSI}{RTL_NAME}{PDI}\n+")
    assert left_aligned(QLabel(leader), 300)  # "+29.0" reads from its sign, on the left
    dialog.reject()


def test_the_payments_keep_a_hebrew_name_on_the_left_of_its_column(qtbot, tmp_path):
    """In the hand dialog's payments, a Hebrew name stood against the right edge of the
    left-aligned name column."""
    from tests.ui.doubles import table_session
    from tournament.model import Outcome
    from ui.dialogs.hand_dialog import HandDialog

    hebrew = "דוד לוי"
    session = table_session(tmp_path, players=(hebrew, "Bruno", "Chiara", "Dario"))
    try:
        state = session.call(lambda t: t.tables.view(1, 1)).state
        rules = session.call(lambda t: t.rules)
        dialog = HandDialog([hebrew, "Bruno", "Chiara", "Dario"], rules, state, index=0,
                            outcome=Outcome.EXHAUSTIVE_DRAW)
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.tenpai.boxes[0].setChecked(True)
        cell = dialog.payments._cells[0][0]
        qtbot.waitUntil(lambda: hebrew in cell.text(), timeout=2000)
        assert cell.text() == f"{FSI}{hebrew}{PDI}"
        start, _end = ink(cell, 200)
        assert start < 20  # drawn from the left edge, as "Bruno" below it
    finally:
        session.worker.tournament.close()
