"""The demo tournament: what `riichi-tournament --demo` opens for a newcomer."""

from __future__ import annotations

from tournament.demo import build_demo_tournament
from tournament.scoring import replay


def test_demo_tournament_has_two_played_rounds_a_chombo_and_a_penalty(tmp_path):
    tournament = build_demo_tournament(tmp_path / "demo.rtdb")
    try:
        assert len(tournament.players.all()) == 16
        assert tournament.settings.rounds == 4
        assert [r.number for r in tournament.rounds.all()] == [1, 2, 3]
        assert [r.approved_at is not None for r in tournament.rounds.all()] == [True, True, False]
        standings = tournament.standings.get()
        assert all(row.games == 2 for row in standings.rows)
        assert len(tournament.penalties.chombos(1)) == 1
        assert [p.reason for p in tournament.penalties.all()] == ["slow play after two warnings"]
        assert len(tournament.rounds.seating(3)) == 4
        # Every played table is a finished game whose hands replay cleanly in the core.
        for table in tournament.rounds.seating(2):
            view = tournament.tables.view(2, table.table)
            result = replay(view.hand_records, tournament.rules)
            assert result.ok and result.final is not None
        # Points add up to zero apart from the penalty (ema_rcr: no oka, sticks to first).
        total = sum(row.points for row in standings.rows)
        assert abs(total - (-2000)) < 1e-6  # raw points
    finally:
        tournament.close()
