"""File > Season…: the season window on real season files made of small generated
tournaments (tests/season_events.py), checked against the core's own `compute_season`."""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
from pathlib import Path

import pytest

from tests.season_events import season_file as make_season
from tests.season_events import three_events
from tournament.season import SeasonFile, compute_season, player_history
from ui.dialogs.season_dialog import SeasonDialog
from ui.models.rows_model import ROW_ROLE

WAIT = 60000  # ms: reading three files and rating their games, on a loaded machine


@pytest.fixture(autouse=True)
def _data_folder(desk_env):
    """The season's check cache (in the data folder) and the desk's settings in the test's
    own folder, never the user's."""


@pytest.fixture(scope="module")
def events(tmp_path_factory) -> list[Path]:
    return three_events(tmp_path_factory.mktemp("season-events"))


@pytest.fixture
def season_path(tmp_path, events) -> Path:
    """A season of the three events (copied, so a test may change its season file)."""
    copies = []
    for source in events:
        copies.append(Path(shutil.copy(source, tmp_path / source.name)))
    return make_season(tmp_path, copies)


def opened(qtbot, path: Path, current: str = "") -> SeasonDialog:
    dialog = SeasonDialog(path, current)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.computed, timeout=WAIT):
        dialog.show()
    return dialog


def fmt(value: float) -> str:
    """As the window writes a season's number: two decimals, a real minus sign."""
    return f"{value:.2f}".replace("-", "\u2212")


def shown_rows(dialog: SeasonDialog) -> list[list[str]]:
    model = dialog.model
    return [[model.index(r, c).data() for c in range(model.columnCount())]
            for r in range(model.rowCount())]


def test_the_table_is_the_cores_season(qtbot, season_path):
    dialog = opened(qtbot, season_path)
    expected = compute_season(SeasonFile.load(season_path))
    rows = shown_rows(dialog)
    assert [r[1] for r in rows] == [p.player for p in expected.players]
    assert [r[0] for r in rows] == [str(p.place) for p in expected.players]
    assert [r[4] for r in rows] == [fmt(p.score) for p in expected.players]
    assert [r[5] for r in rows] == [fmt(p.rating) for p in expected.players]
    assert [int(r[6]) for r in rows] == [p.games for p in expected.players]
    # The rules are stated, and every event is listed with its players and games.
    assert "Total of every event" in dialog.rules_label.text()
    assert expected.tie_break in dialog.rules_label.text()
    assert dialog.events.count() == 3
    assert "Club night 2" in dialog.events.item(1).text()
    assert "8 players, 2 games" in dialog.events.item(1).text()


def test_a_players_history_and_chart(qtbot, season_path):
    dialog = opened(qtbot, season_path)
    row = next(r for r in range(dialog.model.rowCount())
               if dialog.model.index(r, 1).data() == "Kai Lund")
    dialog.table.selectRow(row)
    qtbot.waitUntil(lambda: dialog.history_model.rowCount() > 0, timeout=WAIT)
    expected = player_history(compute_season(SeasonFile.load(season_path)), "Kai Lund")
    assert expected is not None and len(expected.rows) == 2  # not in the third event
    assert dialog.history_model.rows() == list(expected.rows)
    assert dialog.history_model.index(0, 0).data() == "Club night 1"
    assert dialog.chart.points == tuple(r.rating_after for r in expected.rows)
    assert dialog.chart.player == "Kai Lund"
    assert dialog.chart.labels == ("1", "2")  # the events' numbers in the season
    # The chart's dots are where the ratings are: a higher rating is drawn higher up.
    dialog.chart.resize(400, 220)
    ys = [dialog.chart.map_y(v) for v in dialog.chart.points]
    order = sorted(range(len(ys)), key=lambda i: dialog.chart.points[i])
    assert [ys[i] for i in order] == sorted(ys, reverse=True)
    assert dialog.model.index(row, 0).data(ROW_ROLE).player == "Kai Lund"


def _tampered_copy(source: Path, folder: Path) -> Path:
    """A copy of an event whose kept result was changed behind the app's back."""
    import json

    copy = Path(shutil.copy(source, folder / "tampered.rtdb"))
    conn = sqlite3.connect(copy)
    table_id, text = conn.execute("SELECT table_id, summary FROM table_states "
                                  "ORDER BY table_id DESC LIMIT 1").fetchone()
    summary = json.loads(text)
    summary[16] = [99000, -33000, -33000, -33000]
    with conn:
        conn.execute("UPDATE table_states SET summary = ? WHERE table_id = ?",
                     (json.dumps(summary), table_id))
    conn.close()
    return copy


def test_an_event_that_fails_its_check_is_refused_and_nothing_changes(qtbot, tmp_path,
                                                                       season_path, events):
    dialog = opened(qtbot, season_path)
    before = season_path.read_bytes()
    rows = shown_rows(dialog)
    bad = _tampered_copy(events[0], tmp_path)
    with qtbot.waitSignal(dialog.refused, timeout=WAIT):
        assert dialog.add_event(bad)
    qtbot.waitUntil(lambda: not dialog.busy)
    message = dialog.events_message.text()
    assert dialog.events_message.isVisible() and dialog.events_message.is_error()
    assert "tampered.rtdb" in message and "check" in message
    assert "Traceback" not in message
    assert season_path.read_bytes() == before
    assert dialog.events.count() == 3 and shown_rows(dialog) == rows
    # A file that is not there: the same.
    with qtbot.waitSignal(dialog.refused, timeout=WAIT):
        dialog.add_event(tmp_path / "nowhere.rtdb")
    assert "nowhere.rtdb" in dialog.events_message.text()
    assert season_path.read_bytes() == before


def test_adding_and_removing_an_event(qtbot, tmp_path, events):
    path = tmp_path / "new.rtseason"
    dialog = opened(qtbot, path, current=str(events[0]))  # created, empty
    assert path.exists() and dialog.model.rowCount() == 0
    assert dialog.add_current_button.isEnabled()
    with qtbot.waitSignal(dialog.computed, timeout=WAIT):
        dialog.add_current_button.click()
    assert dialog.events.count() == 1 and dialog.model.rowCount() == 8
    assert len(SeasonFile.load(path).events) == 1
    dialog.events.setCurrentRow(0)
    assert dialog.remove_button.isEnabled()
    with qtbot.waitSignal(dialog.computed, timeout=WAIT):
        dialog.remove_button.click()
    assert dialog.events.count() == 0 and SeasonFile.load(path).events == []


def test_the_scoring_choice_changes_the_table(qtbot, season_path):
    dialog = opened(qtbot, season_path)
    before = shown_rows(dialog)
    dialog.scoring_box.setCurrentIndex(dialog.scoring_box.findData("placement"))
    dialog.n_box.setValue(0)  # all events
    dialog.min_box.setValue(3)
    with qtbot.waitSignal(dialog.computed, timeout=WAIT):
        dialog.apply_button.click()
    season = SeasonFile.load(season_path)
    assert (season.scoring, season.min_events) == ("placement", 3)
    expected = compute_season(season)
    rows = shown_rows(dialog)
    assert rows != before
    assert [r[1] for r in rows] == [p.player for p in expected.players]
    assert [r[4] for r in rows] == [fmt(p.score) if p.score is not None else "\u2013"
                                    for p in expected.players]
    # Below the minimum of events: no place (Kai Lund played two, Lea Moss one).
    unranked = {r[1] for r in rows if r[0] == "\u2013"}
    assert unranked == {"Kai Lund", "Lea Moss"}
    assert "at least 3 events" in dialog.rules_label.text()


def test_marking_two_names_the_same_person(qtbot, season_path):
    dialog = opened(qtbot, season_path)
    assert dialog.model.rowCount() == 9
    dialog.name_a.setEditText("Kai Lund")
    dialog.name_b.setEditText("Lea Moss")
    with qtbot.waitSignal(dialog.computed, timeout=WAIT):
        dialog.same_button.click()
    assert dialog.model.rowCount() == 8
    assert SeasonFile.load(season_path).same == [("Kai Lund", "Lea Moss")]
    # Said both ways: refused, nothing written.
    before = season_path.read_bytes()
    with qtbot.waitSignal(dialog.refused, timeout=WAIT):
        dialog.different_button.click()
    assert "already" in dialog.names_message.text()
    assert season_path.read_bytes() == before
    # A name nobody in the season carries: refused, nothing written.
    dialog.name_a.setEditText("Nobody Here")
    with qtbot.waitSignal(dialog.refused, timeout=WAIT):
        dialog.different_button.click()
    assert dialog.names_message.is_error() and dialog.names_message.text()
    assert season_path.read_bytes() == before


def test_printing_the_season_table_to_pdf(qtbot, tmp_path, season_path):
    from ui.dialogs.season_print import SeasonPrintDialog

    dialog = opened(qtbot, season_path)
    preview = dialog.print_preview()
    assert isinstance(preview, SeasonPrintDialog)
    qtbot.addWidget(preview)
    qtbot.waitUntil(lambda: preview.preview.pageCount() >= 1, timeout=WAIT)
    pdf = tmp_path / "season.pdf"
    with qtbot.waitSignal(preview.written, timeout=WAIT):
        preview.save_pdf(pdf)
    text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True,
                          text=True, check=True).stdout
    assert "Season table" in text and "Total of every event" in text
    expected = compute_season(SeasonFile.load(season_path))
    for player in expected.players:
        assert player.player in text
    first = expected.players[0]
    line = next(ln for ln in text.splitlines() if first.player in ln)
    assert fmt(first.score) in line and fmt(first.rating) in line
    last = expected.players[-1]
    assert last.score < 0 and fmt(last.score) in next(ln for ln in text.splitlines()
                                                      if last.player in ln)


def test_the_tie_rule_in_words_is_the_cores():
    from tournament.season.scoring import TIE_BREAK
    from ui.printing.season import TIE_WORDS

    assert TIE_WORDS == {TIE_BREAK: TIE_BREAK}  # English: the core's own sentence


def test_french_labels(qtbot, season_path):
    from ui import i18n

    i18n.install("fr")
    try:
        dialog = opened(qtbot, season_path)
        titles = [dialog.model.headerData(c, Qt_horizontal()) for c in range(7)]
        assert titles == ["Place", "Joueur", "Numéro EMA", "Tournois", "Score", "Cote",
                          "Parties"]
        assert "Total de chaque tournoi" in dialog.rules_label.text()
        assert "le plus de tournois comptés d’abord" in dialog.rules_label.text()
        assert dialog.same_button.text() == "Même personne"
        assert "8 joueurs, 2 parties" in dialog.events.item(0).text()
        document = dialog.document()
        assert document is not None and "Classement de la saison" in document.body
    finally:
        i18n.install("en")


def Qt_horizontal():  # noqa: N802 - the orientation, named as Qt names it
    from PySide6.QtCore import Qt

    return Qt.Orientation.Horizontal


def test_file_season_opens_the_window_beside_the_open_tournament(qtbot, window, monkeypatch,
                                                                  events, tmp_path):
    """File > Season… with a tournament open on the desk (and its lock held): a new season
    file is created and the open tournament added to it from the window."""
    from ui import files

    copy = Path(shutil.copy(events[1], tmp_path / "open.rtdb"))
    with qtbot.waitSignal(window.opened, timeout=WAIT):
        window.opening.open_file(copy)
    path = tmp_path / "club"
    monkeypatch.setattr(files, "choose_season_file",
                        lambda parent: path.with_suffix(files.SEASON_SUFFIX))
    assert window.menus.season_action.isEnabled()
    window.menus.season_action.trigger()
    dialog = window.documents.season_dialog
    assert isinstance(dialog, SeasonDialog) and dialog.current == str(copy)
    qtbot.waitUntil(lambda: dialog.season is not None and not dialog.busy, timeout=WAIT)
    assert (tmp_path / "club.rtseason").exists()
    dialog.add_current_button.click()
    qtbot.waitUntil(lambda: not dialog.busy, timeout=WAIT)
    assert dialog.events_message.text() == ""
    assert [e.source for e in SeasonFile.load(tmp_path / "club.rtseason").events] == [
        "open.rtdb"]
    assert dialog.model.rowCount() == 8
    # The desk goes on with its tournament meanwhile.
    assert window.session is not None and window.session.path == copy
    dialog.close()
    qtbot.waitUntil(lambda: window.documents.season_dialog is None)


def test_a_conflict_is_listed_and_settled_from_the_window(qtbot, tmp_path, events):
    """One EMA number under two names is listed, never guessed; choosing the conflict puts
    its names in the fields, and "Same person" settles it."""
    from tests.season_events import PEOPLE, event

    copies = [Path(shutil.copy(e, tmp_path / e.name)) for e in events[:2]]
    numbers = {"Anna Berg": "10000001"}
    first = event(tmp_path, 4, PEOPLE, "2027-04-10", numbers)
    renamed = ["Anne Borg", *PEOPLE[1:]]
    second = event(tmp_path, 5, renamed, "2027-05-08", {"Anne Borg": "10000001"})
    path = make_season(tmp_path, [*copies, first, second])
    dialog = opened(qtbot, path)
    texts = [dialog.conflicts.item(i).text() for i in range(dialog.conflicts.count())]
    assert len(texts) == 1 and "10000001" in texts[0] and "Anne Borg" in texts[0]
    names = {dialog.model.index(r, 1).data() for r in range(dialog.model.rowCount())}
    assert {"Anna Berg", "Anne Borg"} <= names  # kept apart until the organiser says
    dialog.conflicts.setCurrentRow(0)
    assert {dialog.name_a.currentText(), dialog.name_b.currentText()} == {"Anna Berg",
                                                                          "Anne Borg"}
    with qtbot.waitSignal(dialog.computed, timeout=WAIT):
        dialog.same_button.click()
    assert dialog.result.conflicts == []
    assert dialog.conflicts.item(0).text() == "None: every name is one person."
    names = {dialog.model.index(r, 1).data() for r in range(dialog.model.rowCount())}
    assert len({"Anna Berg", "Anne Borg"} & names) == 1
    assert len(SeasonFile.load(path).same) == 1


def test_an_event_gone_or_tampered_since_is_said_beside_the_events(qtbot, tmp_path,
                                                                   season_path):
    """The season is shown without the events it cannot count; each is listed, marked,
    and named in the message beside the list (never a traceback), and can be removed."""
    import json

    (season_path.parent / "event2.rtdb").unlink()
    third = season_path.parent / "event3.rtdb"
    conn = sqlite3.connect(third)
    table_id, text = conn.execute("SELECT table_id, summary FROM table_states "
                                  "ORDER BY table_id DESC LIMIT 1").fetchone()
    summary = json.loads(text)
    summary[16] = [99000, -33000, -33000, -33000]
    with conn:
        conn.execute("UPDATE table_states SET summary = ? WHERE table_id = ?",
                     (json.dumps(summary), table_id))
    conn.close()
    dialog = opened(qtbot, season_path)
    message = dialog.events_message.text()
    assert dialog.events_message.isVisible() and dialog.events_message.is_error()
    assert "event2.rtdb" in message and "no such file" in message
    assert "event3.rtdb" in message and "check" in message and "Traceback" not in message
    lines = [dialog.events.item(i).text() for i in range(dialog.events.count())]
    assert len(lines) == 3 and "not counted" in lines[1] and "not counted" in lines[2]
    assert "Club night 1" in lines[0]
    assert dialog.model.rowCount() == 8  # Club night 1 alone
    dialog.events.setCurrentRow(1)
    with qtbot.waitSignal(dialog.computed, timeout=WAIT):
        dialog.remove_button.click()
    assert [e.source for e in SeasonFile.load(season_path).events] == ["event1.rtdb",
                                                                       "event3.rtdb"]
    assert "event2.rtdb" not in dialog.events_message.text()
