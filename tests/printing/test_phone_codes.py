"""The tables' phone entry codes on paper: the score sheets and the "table codes" sheet carry
each table's code (read back with pdftotext) and a QR code that a phone's camera reads as the
table's entry page with the code in the fragment (the PDF drawn by pdftoppm, read by
zxing-cpp); `print --address` says which address, and a bad one is refused."""

from __future__ import annotations

import re
import shutil
import subprocess

import numpy as np
import pytest
import zxingcpp

from tournament.demo import build_demo_tournament
from tournament.service import Tournament
from ui.printing.cli import main

pytestmark = pytest.mark.skipif(shutil.which("pdftotext") is None
                                or shutil.which("pdftoppm") is None,
                                reason="needs poppler-utils (pdftotext, pdftoppm)")

ADDRESS = "192.168.1.20:8080"


@pytest.fixture(scope="module")
def coded(tmp_path_factory):
    """The demo tournament with codes for its last seated round: (file, round, codes)."""
    path = tmp_path_factory.mktemp("codes") / "demo.rtdb"
    build_demo_tournament(path).close()
    with Tournament.open(path) as t:
        number = t.rounds.current
        codes, _ = t.phones.issue_codes(number)
    return path, number, codes


def text_pages(pdf) -> list[str]:
    """Each page's text, runs of white space as one space."""
    out = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True,
                         text=True, check=True).stdout
    return [" ".join(page.split()) for page in out.split("\f")[:-1]]


def qr_texts(pdf, tmp_path) -> list[str]:
    """Every QR code a camera finds on the PDF's pages (drawn at 150 dpi)."""
    subprocess.run(["pdftoppm", "-r", "150", "-gray", str(pdf), str(tmp_path / "page")],
                   check=True)
    found = []
    for image in sorted(tmp_path.glob("page*.pgm")):
        data = image.read_bytes()
        # A binary PGM: "P5\nWIDTH HEIGHT\n255\n" then one byte per pixel.
        magic, width, height, _top, pixels = re.match(
            rb"(P5)\s+(\d+)\s+(\d+)\s+(\d+)\s(.*)", data, re.S).groups()
        grey = np.frombuffer(pixels, dtype=np.uint8).reshape(int(height), int(width))
        found += [b.text for b in zxingcpp.read_barcodes(grey)]
    return found


def test_the_table_codes_sheet(qapp, coded, tmp_path, capsys):
    path, number, codes = coded
    out = tmp_path / "codes.pdf"
    assert main([str(path), "--what", "table-codes", "--address", ADDRESS,
                 "--out", str(out)]) == 0
    assert capsys.readouterr().err == ""
    pages = text_pages(out)
    assert len(pages) == (len(codes) + 3) // 4  # four tables to a page
    text = "\n".join(pages)
    assert f"Table codes, round {number}" in text
    for table, code in codes.items():
        assert re.search(rf"Table {table}\b", text)
        assert f"Code {code}" in text
    # Every table's QR code opens its own page with its own code.
    expected = sorted(f"http://{ADDRESS}/table/{number}/{table}#code={code}"
                      for table, code in codes.items())
    assert sorted(qr_texts(out, tmp_path)) == expected


@pytest.mark.parametrize("paper", ["A4", "Letter"])
def test_each_score_sheet_carries_its_tables_code(qapp, coded, tmp_path, paper):
    path, number, codes = coded
    out = tmp_path / "sheets.pdf"
    assert main([str(path), "--what", "score-sheets", "--address",
                 f"http://{ADDRESS}/", "--page-size", paper, "--out", str(out)]) == 0
    pages = text_pages(out)
    assert len(pages) == len(codes)  # still one page per table
    for page in pages:
        table = int(re.search(r"Round \d+ · Table (\d+)", page).group(1))
        assert f"Code {codes[table]}" in page
        others = [c for t, c in codes.items() if t != table]
        assert not any(c in page for c in others)
    assert sorted(qr_texts(out, tmp_path)) == sorted(
        f"http://{ADDRESS}/table/{number}/{table}#code={code}" for table, code in codes.items())


def test_without_an_address_the_code_alone(qapp, coded, tmp_path):
    path, number, codes = coded
    out = tmp_path / "codes.pdf"
    assert main([str(path), "--what", "table-codes", "--out", str(out)]) == 0
    text = "\n".join(text_pages(out))
    for table, code in codes.items():
        assert f"Code {code}" in text
        assert f"open /table/{number}/{table} on the live page" in text
    sheets = tmp_path / "sheets.pdf"
    assert main([str(path), "--what", "score-sheets", "--out", str(sheets)]) == 0
    pages = text_pages(sheets)
    assert len(pages) == len(codes)
    for table, code in codes.items():
        assert f"Code {code} (phone entry: /table/{number}/{table})" in pages[table - 1]
    assert qr_texts(out, tmp_path) == [] and qr_texts(sheets, tmp_path) == []


def test_score_sheets_of_a_round_without_codes_are_as_before(qapp, tmp_path):
    path = tmp_path / "plain.rtdb"
    build_demo_tournament(path).close()
    out = tmp_path / "sheets.pdf"
    assert main([str(path), "--what", "score-sheets", "--address", ADDRESS,
                 "--out", str(out)]) == 0
    text = "\n".join(text_pages(out))
    assert "Code" not in text and "phone" not in text
    assert qr_texts(out, tmp_path) == []


@pytest.mark.parametrize("address", ["", "192.168.1.20:8080/table", "ftp://host",
                                     "host:99999", "a b:80", "http://x/?q=1"])
def test_a_bad_address_is_refused(qapp, coded, tmp_path, capsys, address):
    path, _, _ = coded
    out = tmp_path / "codes.pdf"
    assert main([str(path), "--what", "table-codes", "--address", address,
                 "--out", str(out)]) == 2
    said = capsys.readouterr()
    lines = said.err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("--address: ")
    assert not out.exists()
