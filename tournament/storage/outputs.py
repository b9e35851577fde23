"""Where an output (an export, a printout, a copy) may be written: never over the tournament,
its companions, its backups or another tournament file."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.paths import backups_dir
from tournament.storage.format import is_tournament_file
from tournament.target import FileTarget, ServerTarget, Target

# -- where an output may go -------------------------------------------------------------------

# The files SQLite and the app keep beside a tournament while it is open.
COMPANION_SUFFIXES = ("-wal", "-shm", "-journal", ".lock")


def check_output_path(tournament_file: Path | str | Target | None,
                      out: Path | str) -> list[Issue]:
    """Why `out` must not be written (an export, a printout, a copy), as `Issue`s (field
    "out"); empty when it may be. Refused: the tournament itself by any path (compared by file
    identity, so a hard link or a symlink is caught too), one of its backups, a file SQLite or
    the app keeps beside it (-wal, -shm, -journal, .lock), any other tournament file, a
    folder, and anything that is not a regular file (a device, a pipe). Nothing is written.
    """
    out = Path(out)
    if isinstance(tournament_file, ServerTarget):
        tournament_file = tournament_file.anchor  # its backups are beside this stand-in
    elif isinstance(tournament_file, FileTarget):
        tournament_file = tournament_file.path

    def refuse(code: IssueCode, why: str, **params: str) -> list[Issue]:
        # params: what a front end words the problem with in its own language.
        return [Issue(code, None, "out", f"{out} {why}; nothing was written (choose another "
                                         f"file name)", {"path": str(out), **params})]

    if not out.parent.is_dir():
        return [Issue(IssueCode.NO_FOLDER, None, "out", f"{out.parent}: no such folder",
                      {"path": str(out.parent)})]
    try:
        info = out.stat()  # follows a symlink to what it points at
    except FileNotFoundError:
        info = None
    except OSError as exc:
        return refuse(IssueCode.BAD_OUTPUT, f"cannot be checked ({exc.strerror})")
    if info is not None and stat.S_ISDIR(info.st_mode):
        return refuse(IssueCode.OUTPUT_IS_FOLDER, "is a folder, not a file")
    if info is not None and not stat.S_ISREG(info.st_mode):
        return refuse(IssueCode.OUTPUT_NOT_A_FILE, "is not a regular file (a device, a pipe or a "
                                           "socket)")
    real = Path(os.path.realpath(out))
    if tournament_file is not None:
        source = Path(tournament_file)
        source_real = Path(os.path.realpath(source))
        if info is not None and source.exists() and os.path.samefile(out, source):
            return refuse(IssueCode.OUTPUT_IS_TOURNAMENT, "is the tournament file itself",
                          file=source.name)
        for base in {source, source_real}:
            for suffix in COMPANION_SUFFIXES:
                companion = base.with_name(base.name + suffix)
                if real == Path(os.path.realpath(companion)) or (
                        info is not None and companion.exists()
                        and os.path.samefile(out, companion)):
                    return refuse(IssueCode.OUTPUT_IS_TOURNAMENT,
                                  f"is the tournament's own {suffix.lstrip('.-')} file",
                                  file=companion.name)
            folder = backups_dir(base)
            if folder.is_dir():
                if real.parent == Path(os.path.realpath(folder)):
                    return refuse(IssueCode.OUTPUT_IS_BACKUP,
                                  "is in the tournament's backups folder",
                                  path=str(folder))
                if info is not None and any(os.path.samefile(out, b) for b in folder.iterdir()
                                            if b.is_file()):
                    return refuse(IssueCode.OUTPUT_IS_BACKUP, "is one of the tournament's backups",
                                  path=str(folder))
    if info is not None and is_tournament_file(out):
        return refuse(IssueCode.OUTPUT_IS_TOURNAMENT, "is a tournament file; it would be replaced",
                      file=out.name)
    return []
