"""Where the app keeps its files: the platform's user data folder, or RIICHI_TOURNAMENT_DATA.

Tests and scripts set the environment variable so nothing touches the real data folder.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

APP_NAME = "riichi-tournament"
ENV_VAR = "RIICHI_TOURNAMENT_DATA"
# The suffix the app gives new tournament files; any name opens (the file says what it is).
TOURNAMENT_SUFFIX = ".rtdb"
SEASON_SUFFIX = ".rtseason"  # a club's season (tournament.season)


def data_dir(create: bool = True) -> Path:
    """The folder for tournament files: $RIICHI_TOURNAMENT_DATA, else the user data folder."""
    override = os.environ.get(ENV_VAR)
    if override:
        folder = Path(override)
    else:
        import platformdirs  # (here: most commands are given their file and never ask)

        folder = Path(platformdirs.user_data_dir(APP_NAME))
    if create:
        folder.mkdir(parents=True, exist_ok=True)
    return folder


def log_dir() -> Path:
    """Where the command line writes the traceback of a bug: "logs" in the data folder when
    $RIICHI_TOURNAMENT_DATA is set, else the platform's log folder (not created here)."""
    override = os.environ.get(ENV_VAR)
    if override:
        return Path(override) / "logs"
    import platformdirs

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
