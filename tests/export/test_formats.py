"""One declaration of the export formats (`tournament.export.formats`): the command line's
`export --format` takes exactly its names, and writes what each format's own reader and
writer write."""

from __future__ import annotations

import pytest

from tournament.cli import build_parser, main
from tournament.demo import build_demo_tournament
from tournament.export.formats import DESK_FORMATS, FORMATS, STATISTICS_FORMATS, ExportFormat
from tournament.service import Tournament
from tournament.words.document_words import ENGLISH_WORDS, Words


def test_the_command_line_offers_the_declared_formats_in_their_order(capsys):
    parser = build_parser(argv=["export"])
    sub = next(a for a in parser._actions if a.dest == "command")
    choices = next(a for a in sub.choices["export"]._actions if a.dest == "format").choices
    assert list(choices) == [f.value for f in FORMATS]
    # (the help, a contract, names them as before; stats-json came after them)
    assert list(choices) == ["csv", "xlsx", "ema", "html", "json", "stats-csv", "stats-json"]
    # The desk's Export menu: every format once, the statistics in a part of their own.
    assert sorted(DESK_FORMATS + STATISTICS_FORMATS) == sorted(FORMATS)
    assert STATISTICS_FORMATS == (ExportFormat.STATS_CSV, ExportFormat.STATS_JSON)


@pytest.fixture(scope="module")
def demo(tmp_path_factory):
    path = tmp_path_factory.mktemp("formats") / "demo.rtdb"
    build_demo_tournament(path).close()
    return path


@pytest.mark.parametrize("fmt", list(ExportFormat))
def test_the_command_writes_what_the_format_writes(demo, tmp_path, capsys, fmt):
    spec = FORMATS[fmt]
    by_command = tmp_path / f"command{spec.suffix}"
    assert main(["export", str(demo), "--format", fmt.value, "--out", str(by_command)]) == 0
    out, err = capsys.readouterr()
    by_spec = tmp_path / f"spec{spec.suffix}"
    with Tournament.open(demo, read_only=True) as t:
        data = spec.read(t, None, "raw")
        assert spec.write(data, by_spec) == by_spec
        assert out.strip() == spec.said(t, data, by_command)
    assert err.splitlines() == [f"warning: {w}" for w in spec.warnings(data)]
    if fmt is ExportFormat.XLSX:  # (a workbook's bytes hold the moment it was written)
        assert by_command.stat().st_size > 0 and by_spec.stat().st_size > 0
    else:
        assert by_command.read_bytes() == by_spec.read_bytes()


class Marked(Words):
    """A language of its own: every code's English between « », its code "xx"."""

    @property
    def language(self) -> str:
        return "xx"

    def template(self, code: str) -> str:
        return f"«{super().template(code)}»"


def test_the_web_page_is_written_in_the_words_given_and_the_data_files_are_not(demo,
                                                                              tmp_path):
    with Tournament.open(demo, read_only=True) as t:
        data = FORMATS[ExportFormat.HTML].read(t, 2, "raw")
    html = FORMATS[ExportFormat.HTML]
    english = html.write(data, tmp_path / "en.html").read_text(encoding="utf-8")
    assert html.write(data, tmp_path / "en2.html", ENGLISH_WORDS).read_text(
        encoding="utf-8") == english
    marked = html.write(data, tmp_path / "xx.html", Marked()).read_text(encoding="utf-8")
    assert '<html lang="en">' in english and '<html lang="xx">' in marked
    assert "«Standings after round 2»" in marked and "«Player»" in marked
    assert "«" not in english
    # A file read by programs has the same keys in every language.
    for fmt in (ExportFormat.CSV, ExportFormat.JSON):
        spec = FORMATS[fmt]
        with Tournament.open(demo, read_only=True) as t:
            read = spec.read(t, 2, "raw")
        plain = spec.write(read, tmp_path / f"plain{spec.suffix}").read_bytes()
        assert spec.write(read, tmp_path / f"xx{spec.suffix}", Marked()).read_bytes() == plain
