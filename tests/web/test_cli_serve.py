"""`python -m tournament serve` and `announce`: exit codes, messages, no lock taken by serve."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
import time
import urllib.request

import pytest

from tests.web.helpers import ROOT, Serve, cup
from tournament.cli import main
from tournament.service import Tournament


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def path(tmp_path):
    t = cup(tmp_path)
    path = t.path
    t.close()
    return path


def test_announce_adds_a_message_and_refuses_a_bad_one(capsys, path):
    code, out, err = run(capsys, "announce", path, "Round 2 starts at 14:00", "--who", "Desk")
    assert (code, out, err) == (0, "announcement 1: Round 2 starts at 14:00\n", "")
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    code, out, err = run(capsys, "announce", path, "bell \x07")
    assert code == 2 and out == ""
    assert err == "text: the announcement contains a control character (U+0007); " \
                  "it must be plain text [bad_text]\n"
    code, out, err = run(capsys, "announce", path, "   ")
    assert code == 2
    assert err.splitlines() == ["text: the announcement is empty [empty_announcement]"]
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before
    with Tournament.open(path) as t:
        assert [(a.text, a.who) for a in t.announcements.all()] == [("Round 2 starts at 14:00",
                                                                 "Desk")]


def test_announce_while_the_desk_app_has_the_file_says_so(capsys, path):
    with Tournament.open(path):
        code, out, err = run(capsys, "announce", path, "Hello")
    assert code == 2 and len(err.splitlines()) == 1 and "already open" in err


@pytest.mark.parametrize(("argv", "message"), [
    (["--port", "70000"], "--port: 70000 is no port number (0 to 65535)"),
])
def test_serve_refuses_bad_options(capsys, path, argv, message):
    code, out, err = run(capsys, "serve", path, *argv)
    assert (code, out, err) == (2, "", message + "\n")


def test_serve_refuses_a_file_that_is_no_tournament_in_one_line(capsys, tmp_path):
    code, out, err = run(capsys, "serve", tmp_path / "missing.rtdb")
    assert code == 2 and out == ""
    assert err == f"{tmp_path / 'missing.rtdb'}: no such file\n"


def test_serve_runs_beside_the_desk_app_and_stops_on_ctrl_c(path):
    with Tournament.open(path) as desk:  # the desk app has the file (and its lock)
        serve = Serve(path)
        try:
            assert serve.lines[0] == "Live page of Spring <i>Cup</i>; open:\n"
            assert serve.lines[2] == "Press Ctrl+C to stop.\n"
            with urllib.request.urlopen(serve.url + "api/standings", timeout=10) as answer:
                assert json.loads(answer.read())["title"] == "Spring <i>Cup</i>"
            desk.announcements.announce("Seen by the live page")
            deadline = time.monotonic() + 5
            while time.monotonic() < deadline:
                with urllib.request.urlopen(serve.url + "api/standings", timeout=10) as answer:
                    seen = json.loads(answer.read())["announcements"]
                if seen:
                    break
                time.sleep(0.1)
            assert seen and seen[0]["text"] == "Seen by the live page"
        finally:
            code, err = serve.stop()
    assert code == 0 and err == "Live page stopped.\n"


def test_serve_started_with_ctrl_c_ignored_still_stops_on_it(path):
    """A shell's background job (and nohup) starts it with SIGINT ignored: Ctrl+C, or the
    kill -INT a script sends, must still stop it."""
    import signal

    before = signal.signal(signal.SIGINT, signal.SIG_IGN)  # inherited by the child
    try:
        serve = Serve(path)
    finally:
        signal.signal(signal.SIGINT, before)
    code, err = serve.stop()
    assert code == 0 and err == "Live page stopped.\n"


def test_serve_takes_no_lock(path):
    serve = Serve(path)
    try:
        with Tournament.open(path) as desk:  # the desk app opens the file while it serves
            desk.announcements.announce("Opened while serving")
    finally:
        code, err = serve.stop()
    assert code == 0, err


def test_the_other_commands_do_not_load_the_web_server():
    code = ("import sys; from tournament.cli import build_parser; build_parser(); "
            "print(sorted(m for m in ('starlette', 'uvicorn', 'jinja2') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ROOT, check=True, env={"PYTHONPATH": str(ROOT),
                                                    "PATH": "/usr/bin:/bin"}).stdout
    assert out.strip() == "[]"


def test_standings_from_a_tampered_file_are_withheld_unless_forced(tmp_path):
    # docs/ledger.md, "Outputs for the outside world": the standings web page is not made
    # from a tournament that fails its quick check; the other pages are.
    import sqlite3

    from tests.web.helpers import finish_table_1

    t = cup(tmp_path)
    finish_table_1(t)
    path = t.path
    t.close()
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("UPDATE players SET name = 'Mallory' WHERE name = 'Anna Berg'")
    conn.close()

    def standings(serve):
        with urllib.request.urlopen(serve.url + "api/standings", timeout=10) as answer:
            part = json.loads(answer.read())["standings"]
        with urllib.request.urlopen(serve.url, timeout=10) as answer:
            page = answer.read().decode()
        return part, page

    for options in ((), ("--entry",)):
        serve = Serve(path, *options)
        try:
            part, page = standings(serve)
            with urllib.request.urlopen(serve.url + "api/seating", timeout=10) as answer:
                seating = json.loads(answer.read())["seating"]
        finally:
            code, err = serve.stop()
        assert part["rows"] == [] and "fails its check" in part["withheld"], options
        assert "fails its check" in page and "Mallory" not in page
        assert seating["tables"]  # the seating is still served
        assert code == 0 and "warning:" in err and "--force" in err
    serve = Serve(path, "--force")
    try:
        part, page = standings(serve)
    finally:
        serve.stop()
    assert part["withheld"] is None and len(part["rows"]) == 7 and "Mallory" in page
