"""`riichi-tournament print` never writes its PDF over the tournament, one of its backups or
files, another tournament, a folder or a device; a bug is exit 1 in one line."""

from __future__ import annotations

import os
from pathlib import Path

from tests.faults import snapshot
from tests.service.helpers import new_tournament, seat_in_order
from tournament.paths import backups_dir
from ui.printing import cli
from ui.printing.cli import main


def tournament(folder: Path) -> Path:
    t = new_tournament(folder, players=4, rounds=1)
    seat_in_order(t, 1, [[1, 2, 3, 4]])
    t.tables.record_totals(1, 1, [40000, 30000, 30000, 20000])
    t.approvals.approve(1)
    t.close()
    return folder / "cup.rtdb"


def test_print_refuses_outputs_that_would_destroy_something(qapp, tmp_path, capsys):
    path = tournament(tmp_path)
    backup = next(backups_dir(path).iterdir())
    os.link(path, tmp_path / "hard.rtdb")
    (tmp_path / "sym.rtdb").symlink_to(path)
    (tmp_path / "folder").mkdir()
    targets = [path, tmp_path / "hard.rtdb", tmp_path / "sym.rtdb", backup,
               Path(f"{path}-wal"), Path(f"{path}.lock"), tmp_path / "folder",
               Path("/dev/null")]
    before = snapshot(tmp_path)
    for out in targets:
        assert main([str(path), "--what", "standings", "--out", str(out)]) == 2, out
        said = capsys.readouterr()
        assert said.out == "" and len(said.err.splitlines()) == 1, said.err
        assert "nothing was written" in said.err
    assert snapshot(tmp_path) == before
    out = tmp_path / "standings.pdf"
    assert main([str(path), "--what", "standings", "--out", str(out)]) == 0
    assert out.read_bytes().startswith(b"%PDF")


def test_a_bug_in_print_is_exit_1_in_one_line(qapp, tmp_path, capsys, monkeypatch):
    path = tournament(tmp_path)

    def broken(*args, **kw):
        raise KeyError("a bug")

    monkeypatch.setattr(cli, "_main", broken)
    assert main([str(path), "--what", "standings", "--out", str(tmp_path / "x.pdf")]) == 1
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and "this is a bug" in err and "Traceback" not in err
