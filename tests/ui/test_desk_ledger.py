"""Opening a tournament changed behind the app's back says so at once (issue: a venue you can
trust): the ledger (storage.chain) is checked on the worker after the open, a message names
what no longer matches, and the status bar keeps saying it; an untouched file says nothing."""

from __future__ import annotations

import shutil
import sqlite3


def test_a_file_changed_with_sqlite3_is_said_at_once(qtbot, window, demo_file, tmp_path):
    copy = tmp_path / "demo.rtdb"
    shutil.copy(demo_file, copy)
    conn = sqlite3.connect(copy)
    conn.execute("UPDATE penalties SET points = 0")
    conn.execute("UPDATE tables SET locked = 0 WHERE id = 1")
    conn.commit()
    conn.close()
    with qtbot.waitSignal(window.opened, timeout=10000):
        window.opening.open_file(copy)
    qtbot.waitUntil(lambda: window.message_box is not None, timeout=10000)
    text = window.message_box.text()
    assert "changed behind the app" in window.message_box.windowTitle() + text
    assert "Penalty 1 " in text and "Round 1, table 1 (its lock)" in text, text
    assert window.ledger_label.isVisibleTo(window)
    window.message_box.close()


def test_an_untouched_file_opens_without_a_word(qtbot, window, demo_file, tmp_path):
    copy = tmp_path / "demo.rtdb"
    shutil.copy(demo_file, copy)
    with qtbot.waitSignal(window.opened, timeout=10000):
        window.opening.open_file(copy)
    # The check's answer comes back through the worker: wait for a later job to be done.
    done = []
    window.worker.submit(lambda t: None, lambda _r: done.append(True))
    qtbot.waitUntil(lambda: bool(done), timeout=10000)
    qtbot.wait(50)
    assert window.message_box is None
    assert not window.ledger_label.isVisibleTo(window)
