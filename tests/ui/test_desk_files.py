"""Opening files: a file that is not a tournament shows the store's message and is left as it
was; a file open elsewhere says so; the open tournament stays open after a failed open; the
last tournament reopens at start; `--demo` opens the demo tournament."""

from __future__ import annotations

import os
from pathlib import Path

from tournament.storage.lock import FileLock
from ui.app import make_settings, parse_args, start, subcommand
from ui.main_window import LAST_KEY, MainWindow


def test_a_file_that_is_not_a_tournament_shows_why_and_is_not_touched(qtbot, window, tmp_path):
    notes = tmp_path / "notes.rtdb"
    notes.write_bytes(b"shopping list: tiles, sticks, tea\n")
    before = (notes.read_bytes(), os.stat(notes).st_mtime_ns)
    with qtbot.waitSignal(window.open_failed, timeout=5000) as failed:
        window.opening.open_file(notes)
    assert "is not a tournament file" in failed.args[0]
    box = window.message_box
    assert box is not None and box.isVisible()
    assert box.text() == failed.args[0]
    assert (notes.read_bytes(), os.stat(notes).st_mtime_ns) == before
    # Nothing beside it either: no lock file, no backup, no journal.
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith("notes")] == ["notes.rtdb"]
    assert window.session is None and window.windowTitle() == "riichi-tournament"
    assert window.opening.recent_files() == []


def test_a_missing_file_is_never_created(qtbot, window, tmp_path):
    missing = tmp_path / "typo.rtdb"
    with qtbot.waitSignal(window.open_failed, timeout=5000) as failed:
        window.opening.open_file(missing)
    assert "no such file" in failed.args[0]
    assert not missing.exists()


def test_a_failed_open_leaves_the_open_tournament_open(qtbot, demo_window, tmp_path):
    window = demo_window
    title = window.windowTitle()
    bad = tmp_path / "bad.rtdb"
    bad.write_bytes(b"SQLite format 3\x00" + b"\x00" * 200)
    with qtbot.waitSignal(window.open_failed, timeout=5000):
        window.opening.open_file(bad)
    assert window.windowTitle() == title
    names = window.session.call(lambda t: [p.name for p in t.players.all()])
    assert len(names) == 16


def test_a_file_open_in_another_window_says_so(qtbot, window, demo_file, tmp_path):
    import shutil

    copy = tmp_path / "busy.rtdb"
    shutil.copy(demo_file, copy)
    other = FileLock(copy)  # another instance has it
    other.acquire()
    try:
        with qtbot.waitSignal(window.open_failed, timeout=5000) as failed:
            window.opening.open_file(copy)
    finally:
        other.release()
    assert "already open in another riichi-tournament window" in failed.args[0]
    assert window.session is None


def test_the_title_shows_the_tournament_and_its_file(demo_window, tmp_path):
    assert demo_window.windowTitle() == f"Demo Riichi Open \u2014 {tmp_path / 'demo.rtdb'}"
    assert demo_window.opening.recent_files() == [tmp_path / "demo.rtdb"]


def test_the_last_tournament_opens_at_start_and_close_forgets_it(qtbot, demo_window, tmp_path):
    settings = demo_window.settings
    assert settings.value(LAST_KEY) == str(tmp_path / "demo.rtdb")
    demo_window.close()
    again = MainWindow(make_settings())
    qtbot.addWidget(again)
    with qtbot.waitSignal(again.opened, timeout=5000):
        again.opening.open_last()
    assert again.session.path == tmp_path / "demo.rtdb"
    again.opening.close_tournament()
    assert again.session is None and again.stack.currentWidget() is again.start_page
    assert make_settings().value(LAST_KEY) is None
    assert [p.name for p in again.opening.recent_files()] == ["demo.rtdb"]
    again.close()


def test_demo_flag_opens_a_window_with_the_demo(qtbot, desk_env, questions):
    window = start(["riichi-tournament", "--demo"])
    qtbot.addWidget(window)
    try:
        with qtbot.waitSignal(window.opened, timeout=15000):
            pass
        assert window.isVisible()
        assert window.windowTitle().startswith("Demo Riichi Open \u2014 ")
        area = window.area
        qtbot.waitUntil(lambda: area.rounds.overview is not None)
        rounds = area.rounds.overview.rounds
        assert [(r.seated, r.approved) for r in rounds] == [
            (True, True), (True, True), (True, False), (False, False)]
        qtbot.waitUntil(lambda: area.standings.data is not None)
        assert len(area.standings.data.rows) == 16
        qtbot.waitUntil(lambda: area.penalties.model.rowCount() == 2)
        folder = window.opening.demo_folder.name
    finally:
        window.close()
    assert not os.path.exists(folder)  # the temporary demo file goes with the window


def test_command_line():
    assert parse_args(["--demo"]).demo
    assert str(parse_args(["cup.rtdb", "-platform", "offscreen"]).file) == "cup.rtdb"
    assert subcommand(["riichi-tournament", "cup.rtdb"]) is None


def test_closing_the_window_keeps_every_hand(qtbot, demo_window, tmp_path):
    from tests.ui.drive import hand
    from tournament.service import Tournament

    area = demo_window.area
    with qtbot.waitSignal(area.table.table_shown, timeout=5000):
        area.open_table(3, 2)
    draw = hand(outcome="exhaustive_draw", tenpai=[1])
    area.table.view.controller.record(draw)
    demo_window.close()  # with the change still on its way: the worker finishes it first
    assert demo_window.worker.isFinished()
    with Tournament.open(tmp_path / "demo.rtdb") as t:  # the lock was released
        assert t.tables.view(3, 2).hand_records == (draw,)


def test_a_refused_creation_keeps_the_wizard_open_with_the_reason(qtbot, window, tmp_path):
    from tests.ui.drive import click

    wizard = window.opening.new_tournament()
    qtbot.waitExposed(wizard)
    qtbot.keyClicks(wizard.details.name, "Taken Cup")
    target = Path(wizard.details.file.text())
    wizard.next()
    wizard.next()
    wizard.players.text.setPlainText("Ann\nBen\nCal\nDee")
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text("someone saved a file here meanwhile")
    click(qtbot, wizard.button(wizard.WizardButton.FinishButton))
    assert window.opening.wizard is wizard and wizard.isVisible()
    assert wizard.error.isVisible() and "already exists" in wizard.error.text()
    assert target.read_text() == "someone saved a file here meanwhile"
    assert window.session is None
    wizard.reject()
