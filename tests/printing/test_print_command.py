"""`riichi-tournament print ...`: a PDF without a window; exit code 2 and one line per
problem otherwise."""

from __future__ import annotations

import pytest

from tests.printing.conftest import pdf_pages, pdf_size
from tournament.demo import build_demo_tournament
from ui.printing.cli import main


@pytest.fixture(scope="module")
def demo_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("print") / "demo.rtdb"
    build_demo_tournament(path).close()
    return path


@pytest.mark.parametrize("what, pages", [("standings", 1), ("seating-tables", 1),
                                         ("seating-players", 1), ("score-sheets", 4)])
def test_print_every_document(qapp, demo_file, tmp_path, capsys, what, pages):
    out = tmp_path / "out.pdf"
    assert main(["print", str(demo_file), "--what", what, "--out", str(out)]) == 0
    assert len(pdf_pages(out)) == pages
    said = capsys.readouterr()
    assert said.err == "" and said.out.startswith(f"{out}: ")


def test_round_and_page_size(qapp, demo_file, tmp_path):
    out = tmp_path / "cards.pdf"
    assert main([str(demo_file), "--what", "cards", "--round", "1", "--page-size", "Letter",
                 "--out", str(out)]) == 0
    assert pdf_size(out) == (612, 792)
    assert "Result cards after round 1" in pdf_pages(out)[0]


@pytest.mark.parametrize("args, message", [
    (["--what", "standings", "--round", "9"], "there is no round 9"),
    (["--what", "score-sheets", "--round", "4"], "round 4 is not seated yet"),
    (["--what", "menus"], "invalid choice: 'menus'"),
    (["--what", "standings", "--page-size", "A3"], "invalid choice: 'a3'"),
])
def test_bad_input(qapp, demo_file, tmp_path, capsys, args, message):
    out = tmp_path / "out.pdf"
    assert main([str(demo_file), *args, "--out", str(out)]) == 2
    said = capsys.readouterr()
    assert said.out == ""
    lines = said.err.splitlines()
    assert len(lines) == 1 and message in lines[0]
    assert not out.exists()


def test_missing_file_and_folder(qapp, tmp_path, capsys):
    assert main([str(tmp_path / "nope.rtdb"), "--what", "standings",
                 "--out", str(tmp_path / "x.pdf")]) == 2
    assert capsys.readouterr().err == f"{tmp_path / 'nope.rtdb'}: no such file\n"
    assert main([str(tmp_path / "nope.rtdb"), "--what", "standings",
                 "--out", str(tmp_path / "no" / "x.pdf")]) == 2
    assert capsys.readouterr().err.strip().endswith("no such folder")
    assert list(tmp_path.iterdir()) == []


def test_not_a_tournament(qapp, tmp_path, capsys):
    bogus = tmp_path / "bogus.rtdb"
    bogus.write_text("hello")
    assert main([str(bogus), "--what", "standings", "--out", str(tmp_path / "x.pdf")]) == 2
    assert len(capsys.readouterr().err.splitlines()) == 1
    assert not (tmp_path / "x.pdf").exists()


@pytest.mark.parametrize("round", [None, "1"])
def test_the_standings_read_the_quick_way_print_what_the_service_prints(
        qapp, demo_file, tmp_path, capsys, monkeypatch, round):
    # `print --what standings` on a plain file reads with sqlite3 alone
    # (tournament.cli.quick.quick_printed_standings); turned off, the service's open: the
    # same pages, the same line said.
    from tournament.cli import quick
    from tournament.service import Tournament

    opened: list[bool] = []
    ordinary_open = Tournament.open

    def spy(*args, **kwargs):  # type: ignore[no-untyped-def]
        opened.append(quick.ENABLED)
        return ordinary_open(*args, **kwargs)

    monkeypatch.setattr(Tournament, "open", spy)
    results = []
    for enabled in (False, True):
        monkeypatch.setattr(quick, "ENABLED", enabled)
        out = tmp_path / f"{enabled}.pdf"
        argv = [str(demo_file), "--what", "standings", "--out", str(out)]
        assert main(argv + (["--round", round] if round else [])) == 0
        said = capsys.readouterr()
        results.append((pdf_pages(out), said.out.replace(str(out), "OUT"), said.err))
    assert results[0] == results[1]
    assert opened == [False]  # the quick way never opened it through the service
    pages, said, _ = results[1]
    assert f"Standings after round {round or 2}" in said and "Hugo Lef" in pages[0]
