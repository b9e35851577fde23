"""A club's season: several tournaments read together (never copied or changed), their
players known across events, a season table by the season's scoring rule, and a rating over
every game. Qt-free. See docs/season.md.

- `file`: the season file (TOML) and its changes;
- `events`: one event read, after its check;
- `identity`: who is who across events (EMA number, online name, folded name; conflicts);
- `scoring`: total, best:N, placement[:N], the tie rule;
- `rating`: openskill's Plackett-Luce over every game;
- `compute`: the season computed, one player's history;
- `output`: the season as text, CSV, XLSX and a web page.
"""

from __future__ import annotations

from tournament.season.compute import (
    HistoryRow,
    PlayerHistory,
    SeasonEventRow,
    SeasonPlayer,
    SeasonResult,
    compute_season,
    player_history,
)
from tournament.season.file import SeasonEvent, SeasonFile

__all__ = ["HistoryRow", "PlayerHistory", "SeasonEvent", "SeasonEventRow", "SeasonFile",
           "SeasonPlayer", "SeasonResult", "compute_season", "player_history"]
