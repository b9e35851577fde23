"""Writing export files whole: written beside the target, then renamed over it, so a reader
never sees half a file and a failed export leaves the old file as it was. Where a file may be
written at all is `tournament.storage.outputs.check_output_path`'s question.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path


def write_atomic(path: Path | str, write: Callable[[Path], None]) -> Path:
    """Call `write(temp_path)`, then move the finished file to `path`."""
    path = Path(path)
    partial = path.with_name(f".{path.name}.{os.getpid()}.part")
    try:
        write(partial)
        os.replace(partial, path)
    finally:
        partial.unlink(missing_ok=True)
    return path


def write_text(path: Path | str, text: str, encoding: str = "utf-8") -> Path:
    # newline="" keeps the line ends the text has (CSV writers choose their own).
    def write(p: Path) -> None:
        with p.open("w", encoding=encoding, newline="") as f:
            f.write(text)
    return write_atomic(path, write)
