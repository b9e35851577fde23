"""Hostile files, written on demand: what an attacker (or a spreadsheet gone wrong) hands the
import. Used by the tests (each is refused, naming the limit) and by
benchmarks/bench_hostile_files.py (how long the refusal takes)."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

ROWS = 1_000_000


def players_csv(path: Path, encoding: str, rows: int = ROWS) -> Path:
    """A players CSV of `rows` lines (names with letters of the encoding's own)."""
    line = "Łukasz;Wójcik;04290032;POL\n" if encoding == "utf-8" else "José;Müller;;GER\n"
    with path.open("wb") as out:
        out.write("first_name;last_name;ema_number;country\n".encode(encoding))
        block = (line * 10_000).encode(encoding)
        for _ in range(rows // 10_000):
            out.write(block)
    return path


_CONTENT_TYPES = (
    '<?xml version="1.0" encoding="UTF-8"?>'
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.'
    'relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-'
    'officedocument.spreadsheetml.sheet.main+xml"/>'
    '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.'
    'openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
    '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.'
    'openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>')
_RELS = (
    '<?xml version="1.0" encoding="UTF-8"?>'
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/'
    'relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>')
_WORKBOOK = (
    '<?xml version="1.0" encoding="UTF-8"?>'
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">'
    '<sheets><sheet name="Players" sheetId="1" r:id="rId1"/></sheets></workbook>')
_WORKBOOK_RELS = (
    '<?xml version="1.0" encoding="UTF-8"?>'
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/'
    'relationships/worksheet" Target="worksheets/sheet1.xml"/>'
    '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/'
    'relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>')
_SHEET_HEAD = ('<?xml version="1.0" encoding="UTF-8"?>'
               '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
               '<sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row>')
_SHEET_TAIL = "</sheetData></worksheet>"


def _workbook(path: Path, sheet_rows, strings) -> Path:
    """An .xlsx whose sheet and shared strings are streamed into the zip (deflated: a few
    megabytes on disk for hundreds of megabytes of XML)."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=1) as z:
        z.writestr("[Content_Types].xml", _CONTENT_TYPES)
        z.writestr("_rels/.rels", _RELS)
        z.writestr("xl/workbook.xml", _WORKBOOK)
        z.writestr("xl/_rels/workbook.xml.rels", _WORKBOOK_RELS)
        with z.open("xl/sharedStrings.xml", "w", force_zip64=True) as out:
            out.write(b'<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.'
                      b'openxmlformats.org/spreadsheetml/2006/main">'
                      b"<si><t>first_name</t></si>")
            for chunk in strings:
                out.write(chunk)
            out.write(b"</sst>")
        with z.open("xl/worksheets/sheet1.xml", "w", force_zip64=True) as out:
            out.write(_SHEET_HEAD.encode())
            for chunk in sheet_rows:
                out.write(chunk)
            out.write(_SHEET_TAIL.encode())
    return path


def xlsx_empty_rows(path: Path, rows: int = 20_000_000) -> Path:
    """A workbook with a header and `rows` empty rows, each an element of its own (a row's
    number is optional: it follows the one before)."""
    def chunks():
        block = b"<row/>" * 100_000
        for _ in range(rows // 100_000):
            yield block
    return _workbook(path, chunks(), ())


def xlsx_shared_strings(path: Path, strings: int = 10_000_000) -> Path:
    """A workbook of one header cell whose shared strings table holds `strings` strings."""
    def chunks():
        block = b"<si><t>x</t></si>" * 100_000
        for _ in range(strings // 100_000):
            yield block
    return _workbook(path, (), chunks())


def tournament_json(path: Path, export: dict, hands: int = 100_000) -> Path:
    """A tournament export (`export`, as `export --format json` writes it) whose first table
    of round 1 has `hands` hands (exhaustive draws, all tenpai)."""
    hand = {"outcome": "exhaustive_draw", "riichi": [], "tenpai": [0, 1, 2, 3]}
    table = export["rounds"][0]["tables"][0]
    table["hands"], table["totals"] = [hand] * hands, None
    path.write_text(json.dumps(export), encoding="utf-8")
    return path


def game_json(path: Path, hands: int = 100_000) -> Path:
    """A game record (`replay`, `record`) of `hands` hands."""
    hand = {"outcome": "exhaustive_draw", "riichi": [], "tenpai": [0, 1, 2, 3]}
    path.write_text(json.dumps({"ruleset": "ema_rcr", "players": ["A", "B", "C", "D"],
                                "hands": [hand] * hands}), encoding="utf-8")
    return path
