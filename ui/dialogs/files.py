"""Choosing files: one place, so tests can answer instead of a file dialog (monkeypatch)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QWidget

from tournament.paths import TOURNAMENT_SUFFIX, data_dir
from ui.text import tr


def tournament_filter() -> str:
    return tr("Tournaments (*%1);;All files (*)").replace("%1", TOURNAMENT_SUFFIX)


def choose_tournament_to_open(parent: QWidget | None) -> Path | None:
    name, _ = QFileDialog.getOpenFileName(parent, tr("Open a tournament"), str(data_dir()),
                                          tournament_filter())
    return Path(name) if name else None


def choose_new_tournament_file(parent: QWidget | None, suggested: Path) -> Path | None:
    name, _ = QFileDialog.getSaveFileName(parent, tr("Save the new tournament as"),
                                          str(suggested), tournament_filter())
    if not name:
        return None
    path = Path(name)
    return path if path.suffix else path.with_suffix(TOURNAMENT_SUFFIX)


def choose_players_file(parent: QWidget | None) -> Path | None:
    name, _ = QFileDialog.getOpenFileName(
        parent, tr("Import players"), str(Path.home()),
        tr("Players files (*.csv *.xlsx);;All files (*)"))
    return Path(name) if name else None
