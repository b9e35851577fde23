"""Where an output (an export, a printout, a copy) may be written, asked of the service: the
desk and the print command check a path with it before writing, without naming the storage
layer (which answers: it knows the tournament's companions and backups), and without loading it
before the first check."""

from __future__ import annotations

from pathlib import Path

from tournament.model import Issue
from tournament.target import Target


def check_output_path(tournament_file: Path | str | Target | None,
                      out: Path | str) -> list[Issue]:
    """Why `out` must not be written, as `Issue`s (field "out"); empty when it may be
    (`tournament.storage.outputs.check_output_path` says what is refused). Nothing is
    written."""
    # Imported here: a module that only offers a file name need not load SQLAlchemy.
    from tournament.storage import outputs

    return outputs.check_output_path(tournament_file, out)
