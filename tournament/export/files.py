"""Writing export files whole: written beside the target, then renamed over it, so a reader
never sees half a file and a failed export leaves the old file as it was. Where a file may be
written at all is `tournament.storage.outputs.check_output_path`'s question.
"""

from __future__ import annotations

import io
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any


def write_atomic(path: Path | str, write: Callable[[Path], None]) -> Path:
    """Call `write(temp_path)`, sync it to the disk, then move the finished file to `path`:
    a failed write, sync or rename (a full disk, an I/O error: an OSError) leaves no part of
    the new file, and after a power cut `path` is the old file or the whole new one."""
    path = Path(path)
    partial = path.with_name(f".{path.name}.{os.getpid()}.part")
    try:
        write(partial)
        fd = os.open(partial, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(partial, path)
    finally:
        partial.unlink(missing_ok=True)
    return path


def write_bytes(path: Path | str, data: bytes) -> Path:
    """`data` as the file `path`, whole (see `write_atomic`)."""
    def write(p: Path) -> None:
        p.write_bytes(data)
    return write_atomic(path, write)


def workbook_bytes(workbook: Any) -> bytes:
    """An openpyxl workbook as the bytes of its .xlsx file, made in memory: a disk that
    fails meets one plain write (`write_bytes`), never the zip writer half-way."""
    buffer = io.BytesIO()
    workbook.save(buffer)
    return buffer.getvalue()


def write_text(path: Path | str, text: str, encoding: str = "utf-8") -> Path:
    # newline="" keeps the line ends the text has (CSV writers choose their own).
    def write(p: Path) -> None:
        with p.open("w", encoding=encoding, newline="") as f:
            f.write(text)
    return write_atomic(path, write)
