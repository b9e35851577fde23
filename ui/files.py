"""Choosing files: one place, so tests can answer instead of a file dialog (monkeypatch).

Every dialog opens in the folder it was last used in during this session, else the
tournaments folder (where new tournaments go) or, for an export, the open tournament's own
folder; never the home folder by default.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QWidget

from tournament.paths import SEASON_SUFFIX, TOURNAMENT_SUFFIX, data_dir
from ui.text import tr

_last: dict[str, Path] = {}  # what the dialog was for -> the folder last chosen in it


def start_folder(purpose: str, fallback: Path | None = None) -> Path:
    """Where a file dialog for `purpose` opens."""
    folder = _last.get(purpose) or fallback or data_dir()
    return folder if folder.is_dir() else data_dir()


def _remember(purpose: str, path: Path) -> Path:
    _last[purpose] = path.parent
    return path


def tournament_filter() -> str:
    return tr("Tournaments (*%1);;All files (*)").replace("%1", TOURNAMENT_SUFFIX)


def choose_tournament_to_open(parent: QWidget | None) -> Path | None:
    name, _ = QFileDialog.getOpenFileName(parent, tr("Open a tournament"),
                                          str(start_folder("tournament")),
                                          tournament_filter())
    return _remember("tournament", Path(name)) if name else None


def choose_new_tournament_file(parent: QWidget | None, suggested: Path) -> Path | None:
    name, _ = QFileDialog.getSaveFileName(parent, tr("Save the new tournament as"),
                                          str(suggested), tournament_filter())
    if not name:
        return None
    path = Path(name)
    return _remember("tournament", path if path.suffix else path.with_suffix(TOURNAMENT_SUFFIX))


def choose_players_file(parent: QWidget | None) -> Path | None:
    name, _ = QFileDialog.getOpenFileName(
        parent, tr("Import players"), str(start_folder("players")),
        tr("Players files (*.csv *.xlsx);;All files (*)"))
    return _remember("players", Path(name)) if name else None


def choose_output_file(parent: QWidget | None, title: str, suggested: Path,
                       file_filter: str) -> Path | None:
    """Where to write an export or a PDF (the dialog does not check it: the caller shows
    `tournament.service.outputs.check_output_path` next to the path)."""
    folder = start_folder("output", suggested.parent)
    name, _ = QFileDialog.getSaveFileName(parent, title, str(folder / suggested.name),
                                          file_filter)
    if not name:
        return None
    path = Path(name)
    if not path.suffix and suggested.suffix:
        path = path.with_suffix(suggested.suffix)
    return _remember("output", path)




def choose_season_file(parent: QWidget | None) -> Path | None:
    """A season file to open, or the name of a new one (it is created): the dialog does not
    ask before choosing a file that exists, it opens it."""
    name, _ = QFileDialog.getSaveFileName(
        parent, tr("Open or create a season"), str(start_folder("season")),
        tr("Seasons (*%1);;All files (*)").replace("%1", SEASON_SUFFIX),
        options=QFileDialog.Option.DontConfirmOverwrite)
    if not name:
        return None
    path = Path(name)
    return _remember("season", path if path.suffix else path.with_suffix(SEASON_SUFFIX))
