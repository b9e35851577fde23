"""Reading a players file: CSV text or bytes in any encoding (`detect_encoding`), an XLSX
workbook, or either by its path (`read_players_file`), each bounded by the limits below and
checked row by row by `tournament.players.roster.check_rows` (problems as data, never raised)."""

from __future__ import annotations

import codecs
import csv
import io
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import replace
from pathlib import Path
from typing import Any

from tournament.issue_codes import IssueCode
from tournament.players.roster import LineProblem, Player, PlayerImport, check_rows


def read_csv_text(text: str, existing: Iterable[Player] = (), *, ask_split: bool = False,
                  encoding: str | None = None) -> PlayerImport:
    """Players from CSV text (comma, semicolon or tab separated; a BOM is ignored)."""
    text = text.lstrip("\ufeff")
    if text.count("\n") >= MAX_ROWS:
        # Past MAX_ROWS lines: refused at once if anything but blank lines follows.
        cut = -1
        for _ in range(MAX_ROWS):
            cut = text.index("\n", cut + 1)
        rest = text[cut + 1:]
        if rest.strip():
            blank = len(rest) - len(rest.lstrip())
            line = MAX_ROWS + 1 + rest.count("\n", 0, blank)
            return PlayerImport((), (), (_too_many_lines(line),), encoding=encoding)
        text = text[:cut + 1]
    first = text.split("\n", 1)[0]
    delimiter = max(",;\t", key=first.count) if any(d in first for d in ",;\t") else ","
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    table: list[tuple[int, list[str]]] = []
    try:
        for row in reader:
            # The same width as a workbook's: data past MAX_COLUMNS is refused at once.
            if len(row) > MAX_COLUMNS:
                last = max((i for i, c in enumerate(row) if c.strip()), default=-1) + 1
                if last > MAX_COLUMNS:
                    return PlayerImport((), (), (_too_many_columns(reader.line_num, last,
                                                                   "file"),),
                                        encoding=encoding)
                row = row[:MAX_COLUMNS]
            table.append((reader.line_num, row))  # the line the row ends on
    except csv.Error as exc:
        return PlayerImport((), (), (LineProblem(reader.line_num, "", IssueCode.BAD_CSV,
                                                 f"not readable as CSV: {exc}"),),
                            encoding=encoding)
    if not table:
        return PlayerImport((), (), (LineProblem(1, "name", IssueCode.EMPTY_FILE,
                                                 "the file is empty (it needs a header row "
                                                 "with name columns)"),), encoding=encoding)
    result = check_rows(table[0][1], table[1:], existing, ask_split=ask_split)
    return replace(result, encoding=encoding)


# A players file is read up to these bounds, and refused past them with the bound named, at
# once: a workbook that claims a huge size (a cell at XFD1048576), a CSV of a million lines or
# a zip bomb must not keep the desk busy (each is refused within a second or two: see
# benchmarks/bench_hostile_files.py). 5,000 players is ten times the largest tournaments.
MAX_ROWS = 5000
MAX_COLUMNS = 50
# Bytes: 5,000 lines of 50 columns hold a players list in well under a megabyte; a CSV file
# (as stored) and each part of a workbook (as unpacked, the size its zip declares) may be
# MAX_FILE_BYTES, and a workbook's parts MAX_WORKBOOK_BYTES together.
MAX_FILE_BYTES = 8 * 1024 * 1024
MAX_WORKBOOK_BYTES = 4 * MAX_FILE_BYTES
# Rows past MAX_ROWS are still read to see whether they hold data (a sheet's empty rows cost
# little), but no more than this many: a sheet that goes on is refused as too long.
MAX_SCAN_ROWS = 4 * MAX_ROWS


def _megabytes(size: int) -> int:
    return -(-size // (1024 * 1024))  # whole megabytes, rounded up: 8.1 MB is 9


def _too_big(size: int, what: str, most: int = MAX_FILE_BYTES,
             variant: str = "file") -> LineProblem:
    return LineProblem(0, "", IssueCode.FILE_TOO_BIG,
                       f"{what} is {_megabytes(size):,} MB; a players "
                       f"{'workbook' if variant == 'workbook' else 'file'} is at most "
                       f"{_megabytes(most):,} MB",
                       {"size": _megabytes(size), "most": _megabytes(most), "variant": variant})


def _too_many_lines(line: int) -> LineProblem:
    return LineProblem(line, "", IssueCode.TOO_MANY_ROWS,
                       f"the file has data on line {line:,}; a players file has at most "
                       f"{MAX_ROWS:,} lines", {"most": MAX_ROWS})


def _too_many_columns(line: int, column: int, what: str) -> LineProblem:
    return LineProblem(line, "", IssueCode.TOO_MANY_COLUMNS,
                       f"the {what} has data in column {column:,}; a players file has at most "
                       f"{MAX_COLUMNS} columns", {"column": column, "most": MAX_COLUMNS})


_ROW = re.compile(rb"<(?:\w+:)?row[\s/>]")


def _count_rows(archive: Any, name: str) -> int:
    """The row elements of a sheet's XML, read a megabyte at a time."""
    count, tail = 0, b""
    with archive.open(name) as part:
        while chunk := part.read(1 << 20):
            data = tail + chunk
            count += len(_ROW.findall(data))
            # A tag cut at the chunk's end is counted with the next chunk.
            cut = data.rfind(b"<")
            tail = data[cut:] if cut >= 0 and len(data) - cut < 16 else b""
            if tail:
                count -= len(_ROW.findall(tail))
    return count


def workbook_problem(source: Path | bytes) -> LineProblem | None:
    """Why a workbook is refused before it is unpacked, from the sizes its zip declares
    (a zip bomb: 20 million empty rows, 10 million shared strings), or None. Python's zip
    reader stops at a part's declared size, so a part that lies about it fails its check
    rather than growing."""
    import zipfile

    try:
        with zipfile.ZipFile(io.BytesIO(source) if isinstance(source, bytes) else source) as z:
            parts = z.infolist()
    except (zipfile.BadZipFile, OSError, ValueError) as exc:
        return LineProblem(1, "", IssueCode.BAD_XLSX, f"not readable as an .xlsx workbook: {exc}")
    total = 0
    for part in parts:
        total += part.file_size
        if part.file_size > MAX_FILE_BYTES:
            return _too_big(part.file_size, f"the workbook's part {part.filename} unpacked",
                            variant="part")
    if total > MAX_WORKBOOK_BYTES:
        return _too_big(total, "the workbook unpacked", MAX_WORKBOOK_BYTES, "workbook")
    # openpyxl reads every sheet whole when it opens a workbook whose sheets do not state
    # their size (<dimension>); rows are counted first, which is quick.
    try:
        with zipfile.ZipFile(io.BytesIO(source) if isinstance(source, bytes) else source) as z:
            for part in parts:
                if part.filename.startswith("xl/worksheets/") and \
                        part.filename.endswith(".xml"):
                    rows = _count_rows(z, part.filename)
                    if rows > MAX_SCAN_ROWS:
                        return LineProblem(
                            MAX_SCAN_ROWS + 1, "", IssueCode.TOO_MANY_ROWS,
                            f"the sheet {part.filename} has {rows:,} rows; a players file "
                            f"has at most {MAX_ROWS:,} lines", {"most": MAX_ROWS})
    except (zipfile.BadZipFile, OSError, ValueError, RuntimeError) as exc:
        return LineProblem(1, "", IssueCode.BAD_XLSX, f"not readable as an .xlsx workbook: {exc}")
    return None


def read_xlsx(source: Path | bytes, existing: Iterable[Player] = (), *,
              ask_split: bool = True) -> PlayerImport:
    """Players from the first sheet of an .xlsx workbook (row 1 is the header).

    Read in openpyxl's read-only (streaming) mode, ignoring the size the sheet claims, and
    only up to MAX_ROWS lines and MAX_COLUMNS columns: data beyond them is a problem."""
    import openpyxl

    refused = workbook_problem(source)
    if refused is not None:
        return PlayerImport((), (), (refused,))
    try:
        handle: Any = io.BytesIO(source) if isinstance(source, bytes) else source
        workbook = openpyxl.load_workbook(handle, read_only=True, data_only=True)
    except Exception as exc:  # openpyxl raises many kinds for a file that is not a workbook
        return PlayerImport((), (), (LineProblem(1, "", IssueCode.BAD_XLSX,
                                                 f"not readable as an .xlsx workbook: {exc}"),))
    too_big: list[LineProblem] = []
    try:
        sheet: Any = workbook.worksheets[0]
        if hasattr(sheet, "reset_dimensions"):
            sheet.reset_dimensions()  # the claimed size, which may be a lie
        rows: list[tuple[Any, ...]] = []
        # Rows missing from the file come back empty and cost nothing; a row is as wide as
        # its last cell, so the width is checked before anything else is done with it.
        for line, row in enumerate(sheet.iter_rows(values_only=True), start=1):
            if len(row) > MAX_COLUMNS and any(v not in (None, "") for v in row[MAX_COLUMNS:]):
                too_big.append(_too_many_columns(line, len(row), "sheet"))
                break
            if line > MAX_ROWS:
                if any(v not in (None, "") for v in row):
                    too_big.append(_too_many_lines(line))
                    break
                if line > MAX_SCAN_ROWS:
                    too_big.append(LineProblem(
                        line, "", IssueCode.TOO_MANY_ROWS,
                        f"the sheet goes on past line {MAX_SCAN_ROWS:,}; a players file has "
                        f"at most {MAX_ROWS:,} lines", {"most": MAX_ROWS}))
                    break
                continue
            rows.append(tuple(row[:MAX_COLUMNS]))
    except Exception as exc:  # a damaged sheet inside a readable zip
        return PlayerImport((), (), (LineProblem(1, "", IssueCode.BAD_XLSX,
                                                 f"not readable as an .xlsx workbook: {exc}"),))
    finally:
        workbook.close()
    if too_big:
        return PlayerImport((), (), tuple(too_big))
    while rows and not any(v not in (None, "") for v in rows[-1]):
        rows.pop()
    if not rows:
        return PlayerImport((), (), (LineProblem(1, "name", IssueCode.EMPTY_FILE,
                                                 "the sheet is empty (it needs a header row "
                                                 "with name columns)"),))
    return check_rows(list(rows[0]), ((i + 2, list(r)) for i, r in enumerate(rows[1:])),
                      existing, ask_split=ask_split)


# -- encodings ----------------------------------------------------------------------------------

# What spreadsheet programs write a "CSV" in, besides UTF-8 and UTF-16: the Windows code page
# of the machine. The order decides between readings that look equally right.
CODE_PAGES = ("cp1252", "cp1250", "cp1251", "cp1257", "cp1254", "cp1253")
ENCODINGS = ("utf-8", "utf-8-sig", "utf-16") + CODE_PAGES + ("iso-8859-1", "iso-8859-2",
                                                             "iso-8859-15", "mac-roman")

# Letters that appear together in names of one language; a word whose accented letters fit
# none of these sets ("Jiøí": ø and í) is a sign of the wrong code page.
_LETTER_SETS = tuple(frozenset(s) for s in (
    "æøåäöéü",  # Danish, Norwegian, Swedish
    "áčďéěíňóřšťúůýžäľĺôŕ",  # Czech, Slovak
    "ąćęłńóśźż",  # Polish
    "áéíóöőúüű",  # Hungarian
    "äöüß",  # German
    "àâçéèêëîïôùûüÿœæ",  # French
    "áéíóúñüçàèòãõâêôïíú",  # Spanish, Portuguese, Catalan
    "àèéìòùíóú",  # Italian
    "ăâîșțşţ",  # Romanian
    "āčēģīķļņšūžąęėįųõäöü",  # Baltic
    "čćđšž",  # Croatian, Slovene, Serbian
    "çğıöşü",  # Turkish
    "ðþæöáéíóúý",  # Icelandic
))


def _oddities(text: str) -> int:
    """How many things in decoded text do not look like names: symbols among letters
    ("£ukasz"), words mixing scripts, words whose accents belong to no one language."""
    count = 0
    for word in re.split(r"[\s,;\t\"']+", text):
        scripts: set[str] = set()
        accents: set[str] = set()
        for ch in word:
            if ord(ch) < 128:
                if ch.isalpha():
                    scripts.add("LATIN")
                continue
            if not unicodedata.category(ch).startswith("L"):
                count += 1
                continue
            scripts.add(unicodedata.name(ch, "?").split(" ")[0])
            if "LATIN" in unicodedata.name(ch, ""):
                accents.add(ch.lower())
        if len(scripts) > 1 and not scripts <= {"LATIN"}:
            count += 1
        if accents and not any(accents <= letters for letters in _LETTER_SETS):
            count += 1
    return count


SAMPLE_BYTES = 32 * 1024  # about a thousand lines of names


def detect_encoding(data: bytes) -> str:
    """The encoding a CSV file from a spreadsheet program was most likely written in."""
    if data.startswith(codecs.BOM_UTF8):
        return "utf-8-sig"
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return "utf-16"
    try:
        data.decode("utf-8")
        return "utf-8"
    except UnicodeDecodeError:
        pass
    import charset_normalizer

    # The names of the first lines tell the code page: a sample keeps a long file quick.
    data = data[:SAMPLE_BYTES]
    # charset-normalizer's language coherence ranks the readings; with the few words of a
    # players list it often cannot tell cp1250 from cp1252, so the reading with fewest
    # oddities wins first.
    coherence: dict[str, float] = {}
    for match in charset_normalizer.from_bytes(data, cp_isolation=list(CODE_PAGES)):
        for name in (match.encoding, *match.could_be_from_charset):
            coherence[name] = max(coherence.get(name, 0.0), match.coherence)
    scored = []
    for order, encoding in enumerate(CODE_PAGES):
        try:
            text = data.decode(encoding)
        except UnicodeDecodeError:
            continue
        scored.append((_oddities(text), -round(coherence.get(encoding, -1.0), 2), order,
                       encoding))
    return min(scored)[3] if scored else "cp1252"


def read_players_file(path: Path | str, existing: Iterable[Player] = (),
                      encoding: str | None = None, *, ask_split: bool = True) -> PlayerImport:
    """A .csv or .xlsx players file; problems (even an unreadable file) come back as data.
    `encoding` reads a CSV file in that encoding instead of the one detected."""
    path = Path(path)
    if path.suffix.lower() in (".xlsx", ".xlsm"):
        if not path.is_file():
            return PlayerImport((), (), (LineProblem(0, "", IssueCode.NO_FILE,
                                                     f"{path}: no such file"),))
        return read_xlsx(path, existing, ask_split=ask_split)
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            return PlayerImport((), (), (_too_big(size, "the file"),))
        data = path.read_bytes()
    except OSError as exc:
        return PlayerImport((), (), (LineProblem(0, "", IssueCode.NO_FILE,
                                                 f"{path}: cannot read ({exc.strerror})"),))
    return read_csv_bytes(data, existing, encoding, ask_split=ask_split)


def read_csv_bytes(data: bytes, existing: Iterable[Player] = (), encoding: str | None = None,
                   *, ask_split: bool = True) -> PlayerImport:
    if len(data) > MAX_FILE_BYTES:
        return PlayerImport((), (), (_too_big(len(data), "the file"),), encoding=encoding)
    used = encoding or detect_encoding(data)
    try:
        codec = codecs.lookup(used).name
        text = data.decode(used)
    except LookupError:
        return PlayerImport((), (), (LineProblem(0, "", IssueCode.BAD_ENCODING,
                                                 f"'{used}' is not an encoding"),),
                            encoding=used)
    except UnicodeDecodeError as exc:
        return PlayerImport((), (), (LineProblem(0, "", IssueCode.BAD_ENCODING,
                                                 f"the file is not readable as {used} "
                                                 f"(byte {exc.start + 1}); choose another "
                                                 f"encoding"),), encoding=used)
    if codec.startswith("utf-16"):
        used = "utf-16"
    return read_csv_text(text, existing, ask_split=ask_split, encoding=used)
