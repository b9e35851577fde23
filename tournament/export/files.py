"""Writing export files whole: written beside the target, then renamed over it, so a reader
never sees half a file and a failed export leaves the old file as it was; and checking, before
anything is written, that the chosen path is a file an export may replace (never the
tournament itself, its SQLite side files, its lock or its backups).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from tournament.model import Issue
from tournament.paths import backups_dir

# Files SQLite and the app keep beside a tournament: replacing one would damage it.
SIDE_FILES = ("-wal", "-shm", "-journal", ".lock")


def _own_files(tournament: Path) -> list[Path]:
    return [tournament] + [tournament.with_name(tournament.name + s) for s in SIDE_FILES]


def _same(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


def output_issue(tournament_path: Path | str | None, out: Path | str) -> Issue | None:
    """Why `out` must not be written by an export of the tournament at `tournament_path`
    (None: it may). Refused: a folder, something that is not a regular file (a device, a
    pipe), a folder that does not exist, and the tournament's own files, compared by file
    identity (a link or another spelling of the same path is caught): the tournament, its
    -wal/-shm/-journal and lock files, anything in its backups folder."""
    out = Path(out)
    if out.is_dir():
        return Issue("output_is_folder", None, "out", f"{out} is a folder: choose a file name",
                     {"path": str(out)})
    if out.exists() and not out.is_file():
        return Issue("output_not_file", None, "out", f"{out} is not a regular file",
                     {"path": str(out)})
    if not out.parent.is_dir():
        return Issue("output_no_folder", None, "out", f"{out.parent}: no such folder",
                     {"path": str(out.parent)})
    if tournament_path is None:
        return None
    tournament = Path(tournament_path)
    for own in _own_files(tournament):
        if (out.exists() and own.exists() and _same(out, own)) or \
                out.resolve() == own.resolve():
            return Issue("output_is_tournament", None, "out",
                         f"{out} is the tournament file or one of its own files "
                         f"({own.name}): writing over it would destroy the tournament",
                         {"path": str(out), "file": own.name})
    backups = backups_dir(tournament)
    if backups.is_dir() and _same(out.parent, backups):
        return Issue("output_in_backups", None, "out",
                     f"{out.parent} holds the tournament's backups: choose another folder",
                     {"path": str(out.parent)})
    return None


def output_problem(tournament_path: Path | str | None, out: Path | str) -> str | None:
    """`output_issue`'s message, for the command line (None: `out` may be written)."""
    found = output_issue(tournament_path, out)
    return found.message if found is not None else None


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
