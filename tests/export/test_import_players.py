"""The import sets its players' statuses and flags in a few changes, whatever their number: a
change (a transaction, an audit line) per player and per flag made an import of 2,500 players
take half a minute and one of 5,000 (the players file's limit) time out. Speed itself is not
asserted here; the number of changes is what grew with the players."""

from __future__ import annotations

from pathlib import Path

import pytest

from tournament.export.json_import import import_tournament
from tournament.export.json_io import export_tournament
from tournament.players.roster import PlayerDraft, PlayerStatus
from tournament.service import Tournament


def crafted(tmp_path: Path, players: int) -> dict:
    """An export of `players` players: round 1 seats the first eight, round 2 the first
    four (the others dropped out meanwhile), then everyone is back but every third player,
    who dropped out at the end; everyone has a flag or two."""
    source = tmp_path / f"source{players}.rtdb"
    t = Tournament.create(source, name="Big Cup", rounds=3,
                          players=[PlayerDraft(f"Player {i:04d}") for i in range(players)])
    ids = [p.id for p in sorted(t.players.all(), key=lambda p: p.id)]

    def statuses(players: list[int], status: PlayerStatus) -> None:
        for pid in players:
            t.players.set_status(pid, status)

    statuses(ids[8:], PlayerStatus.DROPPED)
    t.rounds.set_seating(1, [ids[:4], ids[4:8]])
    statuses(ids[4:8], PlayerStatus.DROPPED)
    t.rounds.set_seating(2, [ids[:4]])
    statuses(ids[4:], PlayerStatus.ACTIVE)
    statuses(ids[::3], PlayerStatus.DROPPED)
    for pid in ids:
        t.awards.set_flag(pid, "newcomer")
        if pid % 2:
            t.awards.set_flag(pid, "woman")
    data = export_tournament(t)
    t.close()
    return data


def restored(t: Tournament) -> list[tuple[str, str, list[str]]]:
    flags = t.awards.player_flags()
    return sorted((p.name, p.status.value, sorted(flags.get(p.id, ()))) for p in t.players.all())


@pytest.mark.parametrize("players", [40])
def test_statuses_and_flags_are_set_in_a_few_changes_whatever_the_players(tmp_path, players):
    counts = {}
    for n in (8, players):
        data = crafted(tmp_path, n)
        with import_tournament(data, tmp_path / f"imported{n}.rtdb") as t:
            counts[n] = (t.change_counter(), len(t.approvals.audit()))
            with Tournament.open(tmp_path / f"source{n}.rtdb") as source:
                assert restored(t) == restored(source)
                assert [s.players for s in t.rounds.seating(2)] == [
                    s.players for s in source.rounds.seating(2)]
    # One change for the statuses before each round and at the end, one for the flags.
    assert counts[8] == counts[players]


def test_the_batch_changes_are_checked_like_one_change_each(tmp_path):
    t = Tournament.create(tmp_path / "cup.rtdb", name="Cup", rounds=1,
                          players=[PlayerDraft(f"P{i}") for i in range(8)])
    before = t.change_counter()
    with pytest.raises(Exception, match="unknown status 'gone'"):
        t.players.set_statuses({"P1": "gone"})
    with pytest.raises(Exception, match="already has the flag 'newcomer'"):
        t.awards.add_flags({"P1": ["newcomer", "newcomer"]})
    with pytest.raises(Exception, match="no player"):
        t.awards.add_flags({"Nobody": ["newcomer"]})
    assert t.change_counter() == before and t.awards.player_flags() == {}
    changed, _ = t.players.set_statuses({"P1": "dropped", "P2": "active"}, "left early")
    assert [p.name for p in changed] == ["P1"]  # (P2 was active already)
    assert t.change_counter() == before + 1
    assert "P1: active -> dropped (left early)" in t.approvals.audit()[-1].detail
    t.close()
