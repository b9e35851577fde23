"""Where the live page reads: the desk app's own tournament, or the file read beside it by
another process; either way a change shows within about a second."""

from __future__ import annotations

import subprocess
import sys
import time

import pytest

from tests.web.helpers import BOB, ROOT, cup, finish_table_1
from tournament.errors import NotATournament
from tournament.web.source import FileSource, TournamentSource


def wait_for(check, seconds: float = 10.0):
    deadline = time.monotonic() + seconds
    while True:
        value = check()
        if value or time.monotonic() > deadline:
            return value
        time.sleep(0.05)


def leader(source) -> str:
    return source.data().standings["rows"][0]["name"]


def test_the_desk_apps_tournament_shows_its_changes_at_once(tmp_path):
    t = cup(tmp_path)
    source = TournamentSource.of(t)
    first = source.version()
    assert source.version() == first
    assert source.data().version == first
    finish_table_1(t)
    assert source.version() != first
    assert leader(source) == "Dora Eck"
    source.live_scores = True  # switched by the organiser while serving: a new version
    assert source.data().version != first
    t.close()


def test_on_a_server_another_stations_change_shows_once_the_desk_has_caught_up(tmp_path,
                                                                             pg_url):
    from tournament.service import Tournament

    with cup(tmp_path) as t:
        t.push_to(pg_url)
    desk = Tournament.open(pg_url, station="Desk 1")
    try:
        source = TournamentSource.of(desk)
        first = source.version()
        with Tournament.open(pg_url, station="Desk 2") as other:
            finish_table_1(other)
        assert source.version() == first  # the desk has not heard of it yet
        desk.catch_up()  # what the desk's watcher has its worker do
        assert source.version() != first
        assert leader(source) == "Dora Eck"
    finally:
        desk.close()


def test_a_file_the_desk_app_holds_is_read_beside_it_and_read_again_when_it_changes(tmp_path):
    desk = cup(tmp_path)  # holds the file and its lock, as the app does
    source = FileSource(desk.path)
    try:
        first = source.version()
        assert source.data().seating["tables"][0]["seats"][0]["name"] == BOB
        assert source.version() == first  # nothing changed: nothing read again
        finish_table_1(desk)
        assert wait_for(lambda: source.version() != first, 1.0)
        assert leader(source) == "Dora Eck"
        desk.announcements.announce("Round 2 at 14:00")
        assert wait_for(lambda: source.data().announcements, 1.0)
        assert source.data().announcements[0]["text"] == "Round 2 at 14:00"
    finally:
        source.close()
        desk.close()


def test_a_change_made_by_another_process_shows(tmp_path):
    t = cup(tmp_path)
    path = t.path
    t.close()
    source = FileSource(path)
    try:
        first = source.version()
        script = ("import sys; from tournament.service import Tournament\n"
                  "with Tournament.open(sys.argv[1]) as t:\n"
                  "    t.tables.record_totals(1, 1, [32000, 18000, 26000, 44000])\n")
        subprocess.run([sys.executable, "-c", script, str(path)], check=True, cwd=ROOT,
                       env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
        assert wait_for(lambda: source.version() != first, 1.0)
        assert leader(source) == "Dora Eck"
    finally:
        source.close()


def test_a_file_that_is_no_tournament_is_refused_before_serving(tmp_path):
    path = tmp_path / "notes.txt"
    path.write_text("hello", encoding="utf-8")
    with pytest.raises(NotATournament):
        FileSource(path)
