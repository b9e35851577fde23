"""Small finished tournaments that make a season, for the desk's season window and the live
page's season table: three events of eight players (two tables, one round, paper totals),
the same people in each, one of them spelt with other case and accents in the last event
(matched by the folded name), one joining late. Each is a real tournament file made through
the service; the season file names them."""

from __future__ import annotations

from pathlib import Path

from tournament.players.roster import PlayerDraft
from tournament.service import Tournament

PEOPLE = ["Anna Berg", "Carl Diaz", "Dora Eck", "Emil Frey", "Fay Gold", "Gus Hahn",
          "Ida Joss", "Kai Lund"]
# Each event's table totals (EMA uma): the first of each table's list wins.
TOTALS = [32000, 28000, 22000, 18000]


def event(folder: Path, n: int, names: list[str], date: str,
          ema: dict[str, str] | None = None) -> Path:
    """A finished one-round tournament of eight players named `names` (in seat order:
    table 1 the first four), on `date`; `ema`: EMA numbers by name."""
    path = folder / f"event{n}.rtdb"
    numbers = ema or {}
    t = Tournament.create(path, name=f"Club night {n}", rounds=1, start_date=date,
                          players=[PlayerDraft(name, ema_number=numbers.get(name))
                                   for name in names])
    try:
        t.rounds.set_seating(1, [names[:4], names[4:]])
        t.tables.record_totals(1, 1, TOTALS)
        t.tables.record_totals(1, 2, TOTALS)
    finally:
        t.close()
    return path


def three_events(folder: Path) -> list[Path]:
    """Anna wins table 1 every time; "ÉMIL FREY" in the third is Emil Frey."""
    first = event(folder, 1, PEOPLE, "2027-01-09")
    second = event(folder, 2, [PEOPLE[i] for i in (0, 2, 1, 3, 5, 4, 7, 6)], "2027-02-13")
    third_names = [PEOPLE[0], PEOPLE[3].upper().replace("E", "\u00c9", 1), PEOPLE[1],
                   PEOPLE[2], PEOPLE[4], PEOPLE[5], PEOPLE[6], "Lea Moss"]
    third = event(folder, 3, third_names, "2027-03-13")
    return [first, second, third]


def season_file(folder: Path, events: list[Path], scoring: str = "total") -> Path:
    """A season file naming `events` (added through the core, each checked)."""
    from tournament.season import SeasonFile

    path = folder / "club-2027.rtseason"
    season = SeasonFile.create(path)
    for source in events:
        assert season.add_event(str(source)) == []
    assert season.set_scoring(scoring) == []
    season.save()
    return path
