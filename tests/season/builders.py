"""Three small club events with overlapping players, made through the service with paper
totals (no hands), and a season file naming them. Every total below is computed by hand in
the tests (EMA rules: 30,000 return, uma +15/+5/-5/-15 in thousands).

March (2027-03-06), one round:
  table 1: Anna Berg (EMA 10000001) 40000 +25, Björn Lund 32000 +7, Carl Diaz 28000 -7,
           Dora Eck 20000 -25
  table 2: Emil Frey 40000 +25, Fay Gold 32000 +7, Gus Hahn 28000 -7, Ida Jung 20000 -25
  -> places 1= Anna, Emil; 3= Björn, Fay; 5= Carl, Gus; 7= Dora, Ida (8 ranked)
April (2027-04-03), one round; names written otherwise:
  table 1: ANNA BERG 20000 -25, bjorn lund 40000 +25, Ｃａｒｌ Ｄｉａｚ 32000 +7, Dora Eck 28000 -7
  table 2: Emil Frey (EMA 10000005) 50000 +35, Fay Gold 30000 +5, Gus Hahn 25000 -10,
           Jan Kohl 15000 -30
  -> 1 Emil, 2 Björn, 3 Carl, 4 Fay, 5 Dora, 6 Gus, 7 Anna, 8 Jan (8 ranked)
May (2027-05-01), one round, seven players (a substitute is added), Ida disqualified:
  table 1: Anne Borg (EMA 10000001) 40000 +25, Emil Frey (EMA 10000009) 32000 +7,
           Gus Hahn 28000 -7, Güs Hahn 20000 -25
  table 2: Dora Eck 45000 +30, Ida Jung 30000 +5, Carl Diaz 25000 -10, Substitute 1 20000 -25
  -> 1 Dora, 2 Anne, 3 Emil, 4 Gus, 5 Carl, 6 Güs (6 ranked); Ida and the substitute apart
"""

from __future__ import annotations

from pathlib import Path

from tournament.players.roster import PlayerDraft
from tournament.service import Tournament

MARCH = [[("Anna Berg", "10000001", 40000), ("Björn Lund", None, 32000),
          ("Carl Diaz", None, 28000), ("Dora Eck", None, 20000)],
         [("Emil Frey", None, 40000), ("Fay Gold", None, 32000), ("Gus Hahn", None, 28000),
          ("Ida Jung", None, 20000)]]
APRIL = [[("ANNA BERG", None, 20000), ("bjorn lund", None, 40000),
          ("Ｃａｒｌ Ｄｉａｚ", None, 32000), ("Dora Eck", None, 28000)],
         [("Emil Frey", "10000005", 50000), ("Fay Gold", None, 30000),
          ("Gus Hahn", None, 25000), ("Jan Kohl", None, 15000)]]
MAY = [[("Anne Borg", "10000001", 40000), ("Emil Frey", "10000009", 32000),
        ("Gus Hahn", None, 28000), ("Güs Hahn", None, 20000)],
       [("Dora Eck", None, 45000), ("Ida Jung", None, 30000), ("Carl Diaz", None, 25000),
        ("Substitute 1", None, 20000)]]


def event(path: Path, name: str, date: str | None,
          tables: list[list[tuple[str, str | None, int]]],
          disqualified: tuple[str, ...] = (), online: dict[str, str] | None = None) -> Path:
    """One round of the given tables, their totals recorded (the substitute, if named, is
    the one the tournament adds); `online`: players' online names."""
    people = [PlayerDraft(n, ema_number=e, online_name=(online or {}).get(n, ""))
              for table in tables for n, e, _ in table if not n.startswith("Substitute")]
    t = Tournament.create(path, name=name, rounds=1, start_date=date, players=people)
    try:
        t.rounds.set_seating(1, [[n for n, _, _ in table] for table in tables])
        for number, table in enumerate(tables, start=1):
            t.tables.record_totals(1, number, [s for _, _, s in table])
        for who in disqualified:
            t.penalties.add(who, kind="disqualification", reason="left without a word",
                          round=1)
    finally:
        t.close()
    return path


def club_events(folder: Path) -> dict[str, Path]:
    return {
        "march": event(folder / "march.rtdb", "March", "2027-03-06", MARCH),
        "april": event(folder / "april.rtdb", "April", "2027-04-03", APRIL),
        "may": event(folder / "may.rtdb", "May", "2027-05-01", MAY, disqualified=("Ida Jung",)),
    }


def league(path: Path, rounds: int = 3) -> Path:
    """Eight players, `rounds` rounds: Top wins every game, Bottom is last in every game,
    the others in between (seating turned each round)."""
    names = ["Top", "Bottom", "P1", "P2", "P3", "P4", "P5", "P6"]
    t = Tournament.create(path, name="League", rounds=rounds, start_date="2027-06-05",
                          players=[PlayerDraft(n) for n in names])
    try:
        others = names[2:]
        for r in range(1, rounds + 1):
            others = others[1:] + others[:1]
            tables = [["Top", others[0], others[1], others[2]],
                      [others[3], others[4], others[5], "Bottom"]]
            t.rounds.set_seating(r, tables)
            t.tables.record_totals(r, 1, [45000, 30000, 25000, 20000])
            t.tables.record_totals(r, 2, [45000, 30000, 25000, 20000])
    finally:
        t.close()
    return path
