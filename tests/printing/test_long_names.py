"""Names at the 80-character limit, right-to-left names and names with letters outside ASCII on
every printed document, rendered to PDF offscreen and read back with poppler's pdftotext
(the words and where they are on the page) and pdftoppm (the certificates' pixels): one page
per table, nothing past the page's edge, no column a letter wide, names in reading order,
certificates framed to the page's edges with nothing else near their foot."""

from __future__ import annotations

import html
import re
import shutil
import subprocess

import pytest

from tests.export.builders import (
    NAME_60,
    NAME_80,
    RTL_NAME,
    long_names_tournament,
)
from tests.printing.conftest import pdf_pages
from tournament.export.printable import build_document
from tournament.words.free_text import FSI, PDI
from ui.printing.render import MARGIN_MM, write_pdf

pytestmark = pytest.mark.skipif(not (shutil.which("pdftotext") and shutil.which("pdftoppm")),
                                reason="poppler's pdftotext and pdftoppm are needed")

MM = 72 / 25.4  # PDF points per millimetre
_WORD = re.compile(r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">'
                   r'(.*?)</word>')
_PAGE = re.compile(r'<page width="([\d.]+)" height="([\d.]+)">(.*?)</page>', re.S)


@pytest.fixture(scope="module")
def long_names(tmp_path_factory):
    t = long_names_tournament(tmp_path_factory.mktemp("long") / "long.rtdb")
    yield t
    t.close()


def pdf_words(path):
    """Per page: (width, height, [(text, x0, y0, x1, y1)...]) in PDF points, y downwards."""
    out = subprocess.run(["pdftotext", "-bbox", str(path), "-"], capture_output=True,
                         text=True, check=True).stdout
    return [(float(w), float(h), [(html.unescape(m[4]), *map(float, m[:4]))
                                  for m in _WORD.findall(body)])
            for w, h, body in _PAGE.findall(out)]


def _render(t, what, tmp_path, round=None, size="A4"):
    path = tmp_path / f"{what}-{size}.pdf"
    pages = write_pdf(build_document(t, what, round), path, size)
    return path, pages


def _inside_margins(path):
    """Every word of every page lies within the page's printable area."""
    margin = MARGIN_MM * MM
    for width, height, words in pdf_words(path):
        assert words
        for text, x0, y0, x1, y1 in words:
            assert x0 >= margin - 1 and x1 <= width - margin + 1, (text, x0, x1, width)
            assert y0 >= margin - 1 and y1 <= height - margin + 1, (text, y0, y1, height)


@pytest.mark.parametrize("size", ["A4", "Letter"])
def test_score_sheets_with_60_and_80_character_names_keep_one_page_per_table(
        qapp, long_names, tmp_path, size):
    path, pages = _render(long_names, "score-sheets", tmp_path, 1, size)
    seating = long_names.rounds.seating(1)
    assert pages == len(seating) == 4
    texts = pdf_pages(path)
    assert len(texts) == 4
    _inside_margins(path)
    for s, text, (_, _, words) in zip(seating, texts, pdf_words(path), strict=True):
        assert f"Round 1 · Table {s.table}" in text
        # The whole names are on the page (in the seats at the top), whatever their length.
        for pid in s.players:
            name = long_names.players.get(pid).name
            assert " ".join(name.split()) in text or name == RTL_NAME
        # The grid's headings are whole words, not a letter per line; each wind heads its
        # seat, its score column and its final box.
        shown = [w[0] for w in words]
        for heading in ("#", "Hand", "Result", "Winner", "From", "Han/fu", "Final",
                        "Signature"):
            assert heading in shown, heading
        for wind in ("East", "South", "West", "North"):
            assert shown.count(wind) == 3, (wind, shown.count(wind))
        # Hand numbers 1-16 are one word each, in order down the page.
        rows = [w for w in words if w[0] in {str(n) for n in range(1, 17)} and w[1] < 60]
        assert [w[0] for w in rows] == [str(n) for n in range(1, 17)]
        assert all(a[2] < b[2] for a, b in zip(rows, rows[1:], strict=False))
    everything = " ".join(texts)
    assert NAME_60 in everything and NAME_80 in everything


def test_the_rtl_name_is_isolated_in_the_printed_html(long_names):
    document = build_document(long_names, "score-sheets", 1)
    assert f"{FSI}{RTL_NAME}{PDI}" in document.body
    assert f"{FSI}Łukasz" not in document.body  # a left-to-right name is left as it is


@pytest.mark.parametrize("what", ["standings", "seating-tables", "seating-players", "cards"])
def test_other_documents_lay_out_long_names_within_the_page(qapp, long_names, tmp_path,
                                                             what):
    path, pages = _render(long_names, what, tmp_path)
    texts = pdf_pages(path)
    assert len(texts) == pages
    _inside_margins(path)
    everything = " ".join(texts)
    assert NAME_60 in everything and NAME_80 in everything
    if what in ("standings", "seating-tables", "seating-players"):
        assert pages == 1


def test_seating_by_player_is_in_reading_order(qapp, long_names, tmp_path):
    path, _ = _render(long_names, "seating-players", tmp_path)
    text = pdf_pages(path)[0]
    order = ["Lukas Berg", "Łukasz Nowak", "Małgorzata Lis", "Maria Rossi", "Zoltán Kiss"]
    at = [text.index(name) for name in order]
    assert at == sorted(at), order


def _pixels(path, page, dpi=40):
    """(width, height, rows of (r, g, b)) of one page, from pdftoppm's PPM."""
    data = subprocess.run(["pdftoppm", "-r", str(dpi), "-f", str(page), "-l", str(page),
                           str(path)], capture_output=True, check=True).stdout
    fields = data.split(maxsplit=4)
    assert fields[0] == b"P6" and fields[3] == b"255"
    width, height, raster = int(fields[1]), int(fields[2]), fields[4]
    line = width * 3
    return width, height, [list(zip(raster[y * line:(y + 1) * line:3],
                                    raster[y * line + 1:(y + 1) * line:3],
                                    raster[y * line + 2:(y + 1) * line:3], strict=True))
                           for y in range(height)]


def _gold(rgb):
    r, g, b = rgb
    return r > 120 and 90 < g < 190 and b < 120 and r - b > 60


def test_certificates_are_framed_to_the_page_with_nothing_at_their_foot(qapp, long_names,
                                                                        tmp_path):
    path, pages = _render(long_names, "certificates", tmp_path)
    awards = [a for a in long_names.awards.winners() if a.winners]
    certificates = sum(len(a.winners) for a in awards)
    assert pages == certificates >= 11  # as many pages as the report had, and more
    texts = pdf_pages(path)
    assert len(texts) == pages
    assert all(t.count("Certificate awarded to") == 1 for t in texts)
    _inside_margins(path)
    for page, (_, _, words) in enumerate(pdf_words(path), start=1):
        width, height, rows = _pixels(path, page)
        gold = [(x, y) for y, row in enumerate(rows) for x, rgb in enumerate(row)
                if _gold(rgb)]
        xs = [x for x, _ in gold]
        ys = [y for _, y in gold]
        frame_w = (max(xs) - min(xs)) / width
        frame_h = (max(ys) - min(ys)) / height
        # The frame runs along the printable area (12 mm margins): A4 is 210 x 297 mm, the
        # frame 186 x 273 mm (0.886 x 0.919 of the page; the report measured about 0.7).
        assert frame_w > 0.87 and frame_h > 0.90, (page, frame_w, frame_h)
        assert frame_w * frame_h > 0.80
        # Between the signature's "the organiser" and the frame's foot, inside the frame,
        # nothing is drawn: no stray rule of another certificate.
        middle = (min(ys) + max(ys)) // 2
        inner = [x for x, y in gold if y == middle]
        left, right = min(inner) + 8, max(inner) - 8
        foot = min(y for x, y in gold if x == (left + right) // 2 and y > height // 2)
        signed_at = max(w[4] for w in words if w[0] == "organiser") * 40 / 72
        assert foot - signed_at > height / 40  # the band checked is not empty
        for y in range(int(signed_at) + 3, foot - 2):
            marks = [x for x in range(left, right) if sum(rows[y][x]) < 3 * 235]
            assert not marks, (page, y, len(marks))


@pytest.mark.parametrize("size", ["A4", "Letter"])
def test_an_80_character_winner_keeps_the_certificate_on_one_page(qapp, long_names,
                                                                 tmp_path, size):
    path, pages = _render(long_names, "certificates", tmp_path, size=size)
    texts = pdf_pages(path)
    assert len(texts) == pages
    assert sum(NAME_80 in t for t in texts) >= 1
    assert all(t.count("Certificate") == 1 for t in texts)

