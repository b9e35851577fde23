"""Commands that put a tournament on a server or keep its backups, against a real PostgreSQL
server (tests/pg.py): `import TOURNAMENT.json --db URL` (an export into an empty database)
and the JSON export an approval on a server writes beside its backup; and the one-line
refusal of a `--db` that is not a server's address."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest

from tests.export.builders import awkward_tournament
from tests.export.test_json_io import _rows, _same_export
from tournament.cli import main
from tournament.demo import build_demo_tournament
from tournament.errors import NotATournament
from tournament.export import json_import, json_io
from tournament.players.roster import PlayerDraft
from tournament.service import Tournament

BUILDERS = {"demo": build_demo_tournament, "awkward": awkward_tournament}


@pytest.fixture
def temp_folder(tmp_path, monkeypatch):
    """The system's temporary folder, for this test alone (to see what is left in it)."""
    folder = tmp_path / "tmp"
    folder.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(folder))
    return folder


def leftovers(folder: Path) -> list[str]:
    """What is in the temporary folder but the lock files' own folder (storage.lock)."""
    return sorted(p.name for p in folder.iterdir() if p.name != "riichi-tournament-locks")


def exported(tmp_path: Path, kind: str = "demo") -> tuple[Path, Path]:
    """A tournament file and its `export --format json`."""
    source = tmp_path / f"{kind}.rtdb"
    BUILDERS[kind](source).close()
    out = tmp_path / f"{kind}.json"
    assert main(["export", str(source), "--format", "json", "--out", str(out)]) == 0
    return source, out


def empty(url: str) -> bool:
    try:
        Tournament.open(url).close()
    except NotATournament as exc:
        return "empty database" in str(exc)
    return False


@pytest.mark.parametrize("kind", sorted(BUILDERS))
def test_import_into_a_server_gives_the_tournament_exported(pg_url, tmp_path, temp_folder,
                                                            capsys, kind):
    source, data = exported(tmp_path, kind)
    capsys.readouterr()
    assert main(["import", str(data), "--db", pg_url]) == 0
    said = capsys.readouterr()
    assert said.err == "" and said.out.startswith(f"{pg_url}: ")
    assert said.out.rstrip().endswith("ranked") and len(said.out.splitlines()) == 1
    again = tmp_path / "again.json"
    assert main(["export", "--db", pg_url, "--format", "json", "--out", str(again)]) == 0
    original = json.loads(data.read_text(encoding="utf-8"))
    assert _same_export(json.loads(again.read_text(encoding="utf-8")), original)
    with Tournament.open(source) as a, Tournament.open(pg_url) as b:
        assert b.on_server and b.settings.name == a.settings.name
        for info in a.rounds.all():
            assert _rows(b, info.number) == _rows(a, info.number)
            assert _rows(b, info.number, only_round=True) == _rows(a, info.number,
                                                                   only_round=True)
    assert leftovers(temp_folder) == []  # the file it was built in is gone


def test_import_refuses_a_database_that_is_not_empty(pg_url, tmp_path, temp_folder, capsys):
    _, data = exported(tmp_path)
    with Tournament.create(pg_url, name="Club night", rounds=1,
                           players=[PlayerDraft(n) for n in ("A", "B", "C", "D")]) as t:
        before = json_io.export_tournament(t)
    capsys.readouterr()
    assert main(["import", str(data), "--db", pg_url]) == 2
    said = capsys.readouterr()
    assert said.out == "" and len(said.err.splitlines()) == 1 and "not empty" in said.err
    with Tournament.open(pg_url) as t:
        assert json_io.export_tournament(t) == before
    assert leftovers(temp_folder) == []


def test_import_takes_out_or_db_and_refuses_in_one_line(pg_url, pg_server, tmp_path,
                                                        temp_folder, capsys):
    _, data = exported(tmp_path)
    out = tmp_path / "copy.rtdb"
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    unreachable = pg_server.url("t_gone", password="s3cret-pw").replace(
        f":{pg_server.port}/", ":1/")
    capsys.readouterr()
    for args, said in (
            (["--out", str(out), "--db", pg_url], "one of the two"),
            ([], "one of the two"),
            (["--db", "cup.rtdb"], "not a server's address"),
            (["--db", "postgresql://rt:s3cret-pw@127.0.0.1"], "say which database"),
            (["--db", unreachable], "127.0.0.1:1"),
    ):
        assert main(["import", str(data), *args]) == 2, args
        lines = capsys.readouterr()
        assert lines.out == "" and len(lines.err.splitlines()) == 1, (args, lines.err)
        assert said in lines.err and "s3cret-pw" not in lines.err
    assert main(["import", str(bad), "--db", pg_url]) == 2
    assert "not valid JSON" in capsys.readouterr().err
    assert not out.exists() and empty(pg_url)
    assert leftovers(temp_folder) == []


@pytest.mark.parametrize("command", [["push", "cup.rtdb", "--db", "cup2.rtdb"],
                                     ["pull", "--db", "cup2.rtdb", "cup.rtdb"],
                                     ["standings", "--db", "cup2.rtdb"]])
def test_a_db_that_is_not_a_server_s_address_is_refused_in_one_line(command, capsys):
    assert main(command) == 2
    said = capsys.readouterr()
    assert said.err == "--db cup2.rtdb: not a server's address (postgresql://user@host/dbname)\n"


@pytest.mark.parametrize("argv", [["standings", "cup.rtdb", "--db", "postgresql://u:pw9@h/x"],
                                  ["standings", "--db=postgresql://u:pw9@h/x", "cup.rtdb"],
                                  ["log", "--db", "postgresql://u:pw9@h/x", "--json", "cup.rtdb"]])
def test_file_and_db_together_are_refused_in_one_line_naming_both(argv, capsys):
    # Nothing is opened: neither the file nor the server.
    with pytest.raises(SystemExit) as exit:
        main(argv)
    assert exit.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "given twice" in err and "'cup.rtdb'" in err
    assert "pw9" not in err and "unrecognized" not in err


# -- a JSON export beside each approval's backup on a server ---------------------------------

def played(where: str | Path) -> None:
    """Round 1 of two seated and finished (paper totals), not approved."""
    with Tournament.create(where, name="Cup", rounds=2,
                           players=[PlayerDraft(f"P{i:02d}") for i in range(1, 9)]) as t:
        t.rounds.set_seating(1, [["P01", "P02", "P03", "P04"], ["P05", "P06", "P07", "P08"]])
        t.tables.record_totals(1, 1, [40000, 30000, 20000, 10000])
        t.tables.record_totals(1, 2, [25000, 35000, 30000, 10000], [0, 1, 0, 0])


def round_backup(url: str, round: int = 1) -> Path:
    """The backup file the server's round approval recorded (on this station)."""
    with Tournament.open(url, read_only=True) as t:
        recorded = t.rounds.all()[round - 1].backup
    assert recorded is not None
    return Path(recorded)


def test_approve_on_a_server_writes_the_json_export_beside_the_round_s_backup(
        pg_url, tmp_path, capsys):
    played(pg_url)
    capsys.readouterr()
    assert main(["approve", "--db", pg_url, "--round", "1"]) == 0
    said = capsys.readouterr()
    assert said.err == ""
    backup = round_backup(pg_url)
    written = backup.with_suffix(".json")
    assert backup.parent.parent == tmp_path / "data" and written.exists()
    assert said.out.splitlines() == [
        f"round 1 approved: 2 tables locked; backup {backup}; beside it "
        f"{backup}.pgdump, {written}"]
    data = json.loads(written.read_text(encoding="utf-8"))
    with Tournament.open(pg_url) as t:
        assert data == json_io.export_tournament(t) and data["rounds"][0]["approved"]
        with json_import.import_tournament(data, tmp_path / "from-json.rtdb") as copy:
            assert _rows(copy, 1) == _rows(t, 1)
            assert copy.standings.get() == t.standings.get()
    assert written.read_text(encoding="utf-8") == json_io.json_text(data)  # export's format


def test_the_json_is_written_once_and_only_for_the_approval_just_made(pg_url, tmp_path):
    played(pg_url)
    with Tournament.open(pg_url) as t:
        t.approvals.approve(1)
        first = json_io.write_json_backup(t)
        assert first is not None and first.exists()
        assert json_io.write_json_backup(t) is None  # written already
    with Tournament.open(pg_url) as t, Tournament.open(pg_url) as other:
        t.rounds.set_seating(2, [["P01", "P05", "P03", "P07"], ["P02", "P06", "P04", "P08"]])
        t.tables.record_totals(2, 1, [40000, 30000, 20000, 10000])
        t.tables.record_totals(2, 2, [40000, 30000, 20000, 10000])
        t.approvals.approve(2)
        other.catch_up()
        other.approvals.unlock_table(2, 2, "", reason="slip checked again")
        assert t.catch_up().tables  # another station changed it since the approval
        assert json_io.write_json_backup(t) is None
        t.approvals.approve(2)  # approved again: its own backup, and its JSON
        again = json_io.write_json_backup(t)
        assert again is not None and again != first and "round-02" in again.name
        t.announcements.announce("Lunch")  # any later change here too
        assert json_io.write_json_backup(t) is None
    # Three approvals, each with its backup (a tournament file) and pg_dump; a JSON for the
    # two whose JSON was asked for before anything else changed.
    assert sorted(p.suffix for p in first.parent.iterdir()) == [
        ".json", ".json", ".pgdump", ".pgdump", ".pgdump", ".postgresql", ".postgresql",
        ".postgresql"]


def test_a_tournament_file_needs_no_json_beside_its_backup(tmp_path):
    played(tmp_path / "cup.rtdb")
    with Tournament.open(tmp_path / "cup.rtdb") as t:
        t.approvals.approve(1)
        assert t.last_backups and json_io.write_json_backup(t) is None
    assert not list((tmp_path / "cup-backups").glob("*.json"))


def test_a_json_that_cannot_be_written_is_a_warning_and_the_approval_stands(
        pg_url, tmp_path, capsys, monkeypatch):
    import errno

    def full(path, text, encoding="utf-8"):
        raise OSError(errno.ENOSPC, "No space left on device", str(path))

    played(pg_url)
    monkeypatch.setattr(json_io, "write_text", full)
    capsys.readouterr()
    assert main(["approve", "--db", pg_url, "--round", "1"]) == 0
    said = capsys.readouterr()
    backup = round_backup(pg_url)
    assert backup.exists() and not backup.with_suffix(".json").exists()
    assert said.out.startswith(f"round 1 approved: 2 tables locked; backup {backup}")
    assert said.err.splitlines() == [
        f"warning: {backup.with_suffix('.json')}: the JSON export beside the round's backup "
        f"could not be written (No space left on device); the approval stands, and its "
        f"backup {backup.name} is written"]
    with Tournament.open(pg_url) as t:
        assert t.rounds.all()[0].approved_at is not None
