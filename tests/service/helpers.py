"""Builders for service tests: hand records as dicts (the core's JSON format)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tournament.players.roster import PlayerDraft
from tournament.service import Tournament


def ron(winner: int, loser: int, han: int, fu: int, riichi: tuple[int, ...] = (),
        last: bool = False) -> dict[str, Any]:
    return {"outcome": "ron", "riichi": list(riichi), "last_hand": last,
            "wins": [{"winner": winner, "loser": loser, "han": han, "fu": fu}]}


def tsumo(winner: int, han: int, fu: int, riichi: tuple[int, ...] = (),
          last: bool = False) -> dict[str, Any]:
    return {"outcome": "tsumo", "riichi": list(riichi), "last_hand": last,
            "wins": [{"winner": winner, "han": han, "fu": fu}]}


def draw(tenpai: tuple[int, ...], riichi: tuple[int, ...] = (),
         last: bool = False) -> dict[str, Any]:
    return {"outcome": "exhaustive_draw", "riichi": list(riichi), "tenpai": list(tenpai),
            "last_hand": last}


def chombo(offender: int) -> dict[str, Any]:
    return {"outcome": "chombo", "offender": offender}


def names(count: int) -> list[str]:
    return [f"P{i:02d}" for i in range(1, count + 1)]


def new_tournament(folder: Path, players: int = 16, rounds: int = 4,
                   **options: Any) -> Tournament:
    return Tournament.create(folder / "cup.rtdb", name="Cup", rounds=rounds,
                             players=[PlayerDraft(n) for n in names(players)], **options)


def seat_in_order(t: Tournament, round: int, tables: list[list[int]]) -> None:
    """Type in a seating given as player numbers (1 = P01)."""
    t.rounds.set_seating(round, [[f"P{n:02d}" for n in table] for table in tables])


def points(t: Tournament) -> dict[str, float]:
    s = t.standings.get()
    return {r.name: t.display(r.points) for r in s.rows + s.substitutes + s.disqualified}
