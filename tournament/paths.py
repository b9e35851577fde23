"""Where the app keeps its files: the platform's user data folder, or RIICHI_TOURNAMENT_DATA.

Tests and scripts set the environment variable so nothing touches the real data folder.
"""

from __future__ import annotations

import os
import re
import stat
from pathlib import Path

import platformdirs

from tournament.model import Issue

APP_NAME = "riichi-tournament"
ENV_VAR = "RIICHI_TOURNAMENT_DATA"
# The suffix the app gives new tournament files; any name opens (the file says what it is).
TOURNAMENT_SUFFIX = ".rtdb"


def data_dir(create: bool = True) -> Path:
    """The folder for tournament files: $RIICHI_TOURNAMENT_DATA, else the user data folder."""
    override = os.environ.get(ENV_VAR)
    folder = Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME))
    if create:
        folder.mkdir(parents=True, exist_ok=True)
    return folder


def log_dir() -> Path:
    """Where the command line writes the traceback of a bug: "logs" in the data folder when
    $RIICHI_TOURNAMENT_DATA is set, else the platform's log folder (not created here)."""
    override = os.environ.get(ENV_VAR)
    if override:
        return Path(override) / "logs"
    return Path(platformdirs.user_log_dir(APP_NAME))


def slug(name: str) -> str:
    """A file-name-safe form of a tournament name: "Spring Cup 2025" -> "spring-cup-2025"."""
    text = re.sub(r"[^\w]+", "-", name.strip().lower(), flags=re.UNICODE).strip("-_")
    return text or "tournament"


def default_tournament_path(name: str) -> Path:
    """Where a new tournament called `name` goes by default."""
    return data_dir() / f"{slug(name)}{TOURNAMENT_SUFFIX}"


def backups_dir(tournament_file: Path) -> Path:
    """Automatic backups sit next to the tournament, in "<name>-backups/"."""
    tournament_file = Path(tournament_file)
    return tournament_file.parent / f"{tournament_file.stem}-backups"


# -- where an output may go -------------------------------------------------------------------

# The files SQLite and the app keep beside a tournament while it is open.
COMPANION_SUFFIXES = ("-wal", "-shm", "-journal", ".lock")


def check_output_path(tournament_file: Path | str | None, out: Path | str) -> list[Issue]:
    """Why `out` must not be written (an export, a printout, a copy), as `Issue`s (field
    "out"); empty when it may be. Refused: the tournament itself by any path (compared by file
    identity, so a hard link or a symlink is caught too), one of its backups, a file SQLite or
    the app keeps beside it (-wal, -shm, -journal, .lock), any other tournament file, a
    folder, and anything that is not a regular file (a device, a pipe). Nothing is written.
    """
    from tournament.storage.engine import is_tournament_file

    out = Path(out)

    def refuse(code: str, why: str) -> list[Issue]:
        return [Issue(code, None, "out", f"{out} {why}; nothing was written (choose another "
                                         f"file name)")]

    if not out.parent.is_dir():
        return [Issue("no_folder", None, "out", f"{out.parent}: no such folder")]
    try:
        info = out.stat()  # follows a symlink to what it points at
    except FileNotFoundError:
        info = None
    except OSError as exc:
        return refuse("bad_output", f"cannot be checked ({exc.strerror})")
    if info is not None and stat.S_ISDIR(info.st_mode):
        return refuse("output_is_folder", "is a folder, not a file")
    if info is not None and not stat.S_ISREG(info.st_mode):
        return refuse("output_not_a_file", "is not a regular file (a device, a pipe or a "
                                           "socket)")
    real = Path(os.path.realpath(out))
    if tournament_file is not None:
        source = Path(tournament_file)
        source_real = Path(os.path.realpath(source))
        if info is not None and source.exists() and os.path.samefile(out, source):
            return refuse("output_is_tournament", "is the tournament file itself")
        for base in {source, source_real}:
            for suffix in COMPANION_SUFFIXES:
                companion = base.with_name(base.name + suffix)
                if real == Path(os.path.realpath(companion)) or (
                        info is not None and companion.exists()
                        and os.path.samefile(out, companion)):
                    return refuse("output_is_tournament",
                                  f"is the tournament's own {suffix.lstrip('.-')} file")
            folder = backups_dir(base)
            if folder.is_dir():
                if real.parent == Path(os.path.realpath(folder)):
                    return refuse("output_is_backup", "is in the tournament's backups folder")
                if info is not None and any(os.path.samefile(out, b) for b in folder.iterdir()
                                            if b.is_file()):
                    return refuse("output_is_backup", "is one of the tournament's backups")
    if info is not None and is_tournament_file(out):
        return refuse("output_is_tournament", "is a tournament file; it would be replaced")
    return []
