"""`python -m tournament export` and `import`: files written, exit codes, one line per
problem."""

from __future__ import annotations

import csv
import json

import pytest

from tests.export.builders import awkward_tournament
from tournament.cli import main
from tournament.demo import build_demo_tournament
from tournament.service import Tournament


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    folder = tmp_path_factory.mktemp("cli")
    build_demo_tournament(folder / "demo.rtdb").close()
    awkward_tournament(folder / "awkward.rtdb").close()
    return folder


@pytest.mark.parametrize("fmt, name", [("csv", "s.csv"), ("xlsx", "s.xlsx"), ("ema", "e.csv"),
                                       ("ema", "e.xlsx"), ("html", "s.html"),
                                       ("json", "t.json")])
def test_export_formats(files, tmp_path, capsys, fmt, name):
    out = tmp_path / name
    assert main(["export", str(files / "demo.rtdb"), "--format", fmt, "--out", str(out)]) == 0
    assert out.stat().st_size > 0
    said = capsys.readouterr()
    assert str(out) in said.out
    if fmt == "ema":  # the demo has played 2 of its 4 rounds: written, with warnings
        assert said.err.splitlines() == [
            "warning: the tournament has 4 rounds; the file counts rounds 1 to 2",
            "warning: 13 ranked players come from EMA member countries; the EMA ranks "
            "tournaments with at least 16"]
    else:
        assert said.err == ""


def test_export_round_option(files, tmp_path):
    out = tmp_path / "r1.csv"
    assert main(["export", str(files / "demo.rtdb"), "--format", "csv", "--round", "1",
                 "--out", str(out)]) == 0
    header = next(csv.reader(out.read_text(encoding="utf-8-sig").splitlines()))
    assert "r1" in header and "r2" not in header


def test_export_problems_are_one_line_each(files, tmp_path, capsys):
    out = tmp_path / "e.csv"
    code = main(["export", str(files / "awkward.rtdb"), "--format", "ema", "--round", "2",
                 "--out", str(out)])
    said = capsys.readouterr()
    assert code == 2 and said.out == ""
    assert said.err.splitlines() == [
        "round: round 2 table 2 has no final result: the EMA file needs every game finished "
        "[unfinished]"]
    assert not out.exists()


def test_export_missing_file_and_folder(tmp_path, capsys):
    assert main(["export", str(tmp_path / "nope.rtdb"), "--format", "csv",
                 "--out", str(tmp_path / "x.csv")]) == 2
    assert len(capsys.readouterr().err.splitlines()) == 1
    assert main(["export", str(tmp_path / "nope.rtdb"), "--format", "csv",
                 "--out", str(tmp_path / "no" / "x.csv")]) == 2
    assert capsys.readouterr().err.strip().endswith("no such folder")


def test_export_bad_format_is_a_usage_error(files, tmp_path):
    with pytest.raises(SystemExit) as caught:
        main(["export", str(files / "demo.rtdb"), "--format", "pdf", "--out",
              str(tmp_path / "x.pdf")])
    assert caught.value.code == 2


def test_json_export_import_gives_the_same_standings(files, tmp_path, capsys):
    exported = tmp_path / "t.json"
    assert main(["export", str(files / "awkward.rtdb"), "--format", "json",
                 "--out", str(exported)]) == 0
    copy_path = tmp_path / "copy.rtdb"
    assert main(["import", str(exported), "--out", str(copy_path)]) == 0
    assert str(copy_path) in capsys.readouterr().out
    with Tournament.open(files / "awkward.rtdb") as a, Tournament.open(copy_path) as b:
        for rnd in (1, 2):
            assert [(r.place, r.name, r.points) for r in a.standings.get(rnd).rows] == [
                (r.place, r.name, r.points) for r in b.standings.get(rnd).rows]


def test_import_problems(files, tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "riichi-tournament", "version": 1,
                               "settings": {"name": "", "rounds": 0, "ruleset": {}},
                               "players": [], "rounds": [], "penalties": []}))
    out = tmp_path / "x.rtdb"
    assert main(["import", str(bad), "--out", str(out)]) == 2
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 2 and all(line.startswith("settings.") for line in lines), lines
    assert not out.exists()
    bad.write_text("{not json")
    assert main(["import", str(bad), "--out", str(out)]) == 2
    assert "not valid JSON" in capsys.readouterr().err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.json"]
