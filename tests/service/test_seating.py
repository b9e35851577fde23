"""Seating: drawn or typed in, substitutes when the count is not a multiple of four."""

from __future__ import annotations

import pytest

from tests.service.helpers import new_tournament, ron, seat_in_order
from tournament.errors import InvalidInput
from tournament.players.roster import PlayerStatus


def test_seat_round_adds_substitutes_and_seats_everyone_once(tmp_path):
    t = new_tournament(tmp_path, players=14, rounds=2, add_substitutes=False)
    assert len(t.players.all()) == 14
    tables, changes = t.rounds.seat(1, seed=7)
    assert changes.players and changes.seating == (1,)
    assert [p.name for p in t.players.all(PlayerStatus.SUBSTITUTE)] == ["Substitute 1",
                                                                    "Substitute 2"]
    seated = [p for table in tables for p in table.players]
    assert len(tables) == 4 and sorted(seated) == sorted(p.id for p in t.players.all())
    # Seating a round again (nothing played yet) draws again from the same seed.
    again, _ = t.rounds.seat(1, seed=7)
    assert [x.players for x in again] == [x.players for x in tables]
    t.close()


def test_a_played_round_keeps_its_seating(tmp_path):
    t = new_tournament(tmp_path, players=8, rounds=2)
    t.rounds.seat(1)
    t.tables.record_hand(1, 1, ron(1, 3, 3, 30))
    with pytest.raises(InvalidInput, match="already has recorded games"):
        t.rounds.seat(1)
    with pytest.raises(InvalidInput, match="there is no round 3"):
        t.rounds.seat(3)
    t.close()


def test_dropped_players_are_not_seated_and_substitutes_fill_in(tmp_path):
    t = new_tournament(tmp_path, players=8, rounds=2)
    t.players.set_status("P03", PlayerStatus.DROPPED, reason="went home")
    tables, _ = t.rounds.seat(2)
    names = {t.players.get(p).name for table in tables for p in table.players}
    assert "P03" not in names and "Substitute 1" in names and len(names) == 8
    t.close()


def test_typed_seating_is_checked(tmp_path):
    t = new_tournament(tmp_path, players=8, rounds=1)
    with pytest.raises(InvalidInput) as refused:
        t.rounds.set_seating(1, [["P01", "P02", "P03"], ["P04", "P05", "P06", "P01"]])
    assert [(i.code, i.field) for i in refused.value.issues] == [
        ("table_size", "tables[0]"), ("seated_twice", "tables[1][3]"),
        ("player_not_seated", "tables")]
    with pytest.raises(InvalidInput, match="no player 'Zed'"):
        t.rounds.set_seating(1, [["P01", "P02", "P03", "Zed"], ["P05", "P06", "P07", "P08"]])
    assert t.rounds.seating(1) == ()
    seat_in_order(t, 1, [[1, 2, 3, 4], [5, 6, 7, 8]])
    assert [t.players.get(p).name
            for p in t.rounds.seating(1)[1].players] == ["P05", "P06", "P07", "P08"]
    t.close()


def _pairs(t, rounds):
    from collections import Counter

    met = Counter()
    for r in rounds:
        for table in t.rounds.seating(r):
            ids = sorted(table.players)
            met.update((a, b) for i, a in enumerate(ids) for b in ids[i + 1:])
    return met


def test_the_seating_engine_seats_round_after_round_without_repeats(tmp_path):
    # 16 players can play 5 rounds without meeting anyone twice (affine plane AG(2,4)); a
    # random draw repeats pairs by round 2 or 3. Each round is seated when it comes.
    t = new_tournament(tmp_path, players=16, rounds=5)
    for r in range(1, 6):
        t.rounds.seat(r, seed=3, time_limit=5)
    met = _pairs(t, range(1, 6))
    assert max(met.values()) == 1 and len(met) == 5 * 4 * 6
    # Winds: each player sits East, South, West and North 1 or 2 times in 5 rounds.
    winds = {p.id: [0, 0, 0, 0] for p in t.players.all()}
    for r in range(1, 6):
        for table in t.rounds.seating(r):
            for wind, pid in enumerate(table.players):
                winds[pid][wind] += 1
    assert all(1 <= c <= 2 for counts in winds.values() for c in counts)
    t.close()


def test_teammates_are_never_seated_together(tmp_path):
    from tournament.players.roster import PlayerDraft
    from tournament.service import Tournament

    drafts = [PlayerDraft(f"P{i:02d}", team=f"T{i % 4}") for i in range(1, 17)]
    t = Tournament.create(tmp_path / "teams.rtdb", name="Teams", rounds=3, players=drafts)
    team = {p.id: p.team for p in t.players.all()}
    for r in (1, 2, 3):
        for table in t.rounds.seat(r, seed=1, time_limit=5)[0]:
            assert len({team[p] for p in table.players}) == 4
    t.close()


def test_a_drop_out_is_reseated_around_with_earlier_meetings_kept(tmp_path):
    t = new_tournament(tmp_path, players=20, rounds=4)
    t.rounds.seat(1, seed=2, time_limit=5)
    t.players.set_status("P05", PlayerStatus.DROPPED, reason="went home")
    t.rounds.seat(2, seed=2, time_limit=5)  # 19 players + 1 substitute
    seated = {p for table in t.rounds.seating(2) for p in table.players}
    assert t.players.get("P05").id not in seated
    real = {p.id for p in t.players.all() if p.status is not PlayerStatus.SUBSTITUTE}
    met = _pairs(t, (1, 2))
    assert all(n == 1 for (a, b), n in met.items() if a in real and b in real)
    t.close()


def _audit_details(t):
    return [a.detail for a in t.approvals.audit() if a.action == "seat_round"]


def test_the_plan_made_at_the_first_seating_is_stored_and_followed(tmp_path):
    t = new_tournament(tmp_path, players=16, rounds=4)
    first, _ = t.rounds.seat(1)
    for r in (2, 3, 4):
        t.rounds.seat(r)
    details = _audit_details(t)
    assert details[0] == "seated by the seating engine with seed 0"
    assert details[1:] == ["seated from the stored plan (seed 0)"] * 3
    # Every round follows one plan: 16 players, 4 rounds, nobody meets anyone twice.
    met: set[frozenset[int]] = set()
    for r in range(1, 5):
        for table in t.rounds.seating(r):
            pairs = {frozenset((a, b)) for a in table.players for b in table.players if a < b}
            assert not pairs & met
            met |= pairs
    path = t.path
    t.close()
    # The plan is in the file: another session follows it too.
    from tournament.service import Tournament

    with Tournament.open(path) as again:
        assert [s.players for s in again.rounds.seating(1)] == [s.players for s in first]


def test_a_drop_out_makes_the_engine_plan_the_rest_around_what_was_played(tmp_path):
    t = new_tournament(tmp_path, players=16, rounds=4)
    t.rounds.seat(1)
    t.rounds.seat(2)
    t.tables.record_hand(1, 1, ron(1, 3, 3, 30))
    t.tables.record_hand(2, 1, ron(1, 3, 3, 30))
    t.players.set_status("P05", PlayerStatus.DROPPED, reason="train")
    seated, _ = t.rounds.seat(3)
    assert _audit_details(t)[-1].startswith("seated by the seating engine with seed 0; added")
    ids = [p for table in seated for p in table.players]
    assert t.players.get("P05").id not in ids and len(ids) == 16  # a substitute takes the place
    # Seating the next round follows the new plan.
    t.rounds.seat(4)
    assert _audit_details(t)[-1] == "seated from the stored plan (seed 0)"
    t.close()
