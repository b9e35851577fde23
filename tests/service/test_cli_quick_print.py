"""`print --what standings` on a plain file reads the quick way
(`tournament.cli.quick.quick_printed_standings`: sqlite3 alone) and makes the document from
the same data the service's open gives (`export.gather.gather_standings` over
`service.sources.StandingsSource`): the same rows, places, ties, substitutes and disqualified
players, pending tables, title, heading, ledger fingerprint. What the ordinary way refuses or
must see to first (a round that cannot be printed, a final stage, a file that fails its check
without --force) goes the ordinary way, which words it. The PDF both ways:
tests/printing/test_print_command.py."""

from __future__ import annotations

import argparse
import sqlite3
from pathlib import Path

import pytest

from tests.service.test_cli_quick_export import NAMES, _final, _open, _ready
from tournament.cli.quick import quick_printed_standings
from tournament.export.gather import gather_standings
from tournament.players.roster import PlayerStatus
from tournament.service import Tournament
from tournament.standings.ranking import PenaltyKind


def _args(path: Path, round: int | None = None, force: bool = False) -> argparse.Namespace:
    return argparse.Namespace(file=str(path), round=round, force=force)


def _ordinary(path: Path, round: int | None = None):  # type: ignore[no-untyped-def]
    with Tournament.open(path) as t:
        return gather_standings(t, round)


@pytest.fixture
def ready(built_once) -> Path:
    return built_once("quick-export-ready", _ready)


@pytest.mark.parametrize("round", [None, 1, 2, 3])
def test_the_quick_way_gathers_what_the_service_gathers(ready, opened, round):
    quick = quick_printed_standings(_args(ready, round))
    assert opened == []  # read without the service
    assert quick is not None and quick == _ordinary(ready, round)
    # (The data is not empty: eight players ranked; the substitute, who has not played, is
    # not listed.)
    assert len(quick.rows) == 8 and quick.apart == ()
    assert quick.round == (round or 2) and quick.ledger
    if round is None or round == 2:
        assert quick.rows[0].name == "Pieter Vries"


def test_substitutes_dropped_players_penalties_and_hidden_standings_alike(tmp_path, opened):
    with _open(tmp_path) as t:
        t.players.update("Sam Sub", ema_ranked=True)
        t.tables.record_totals(3, 1, [36000, 34000, 26000, 24000])
        t.players.set_status(NAMES[7], PlayerStatus.DROPPED, "ill")
        t.rounds.set_seating(4, [[NAMES[0], NAMES[1], NAMES[2], "Sam Sub"],
                                 [NAMES[3], NAMES[4], NAMES[5], NAMES[6]]])
        t.tables.record_totals(4, 1, [25000, 25000, 25000, 45000])
        t.penalties.add(NAMES[6], PenaltyKind.DISQUALIFICATION, 0, "cheating", round=4)
        t.penalties.add(NAMES[2], PenaltyKind.DEDUCTION, -2000, "late", round=3)
        t.referee.hide_standings(4)
    path = tmp_path / "open.rtdb"
    for round in (None, 3, 4):
        quick = quick_printed_standings(_args(path, round))
        assert quick is not None and quick == _ordinary(path, round), round
    last = quick_printed_standings(_args(path))
    assert last is not None and last.hidden_from == 4 and last.pending == ((3, 2), (4, 2))
    assert any(line.group == "disqualified" for line in last.apart)
    assert len(opened) == 3  # only the comparisons opened it through the service


@pytest.mark.parametrize("round", [0, 5, 4])
def test_a_round_that_cannot_be_printed_goes_the_ordinary_way(ready, round):
    # 0 and 5: no such round; 4: not seated yet. The ordinary way words each.
    assert quick_printed_standings(_args(ready, round)) is None


def test_a_final_stage_goes_the_ordinary_way(tmp_path):
    assert quick_printed_standings(_args(_final(tmp_path))) is None


def test_a_file_that_fails_its_check_goes_the_ordinary_way_unless_forced(ready):
    conn = sqlite3.connect(ready)
    with conn:
        assert conn.execute("UPDATE players SET country = 'ITA' WHERE country = 'JPN'"
                            ).rowcount == 1
    conn.close()
    assert quick_printed_standings(_args(ready)) is None  # refused there, in its words
    forced = quick_printed_standings(_args(ready, force=True))
    assert forced is not None and forced == _ordinary(ready)
