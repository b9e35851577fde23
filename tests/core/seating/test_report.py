"""quality_report(): the figures, measured on small hand-made schedules."""

from __future__ import annotations

import json

from tournament.seating import Constraints, quality_report

ROUNDS = [
    [(0, 1, 2, 3), (4, 5, 6, 7)],
    [(0, 4, 1, 5), (2, 6, 3, 7)],
    [(4, 0, 5, 1), (6, 2, 7, 3)],
]

REQUIRED = {"repeat_free", "repeated_pairs", "worst_pair", "max_meetings", "wind_histogram",
            "wind_balanced", "table_revisits", "teammates_together", "elapsed_seconds",
            "repeat_free_limit", "best_known", "shortfall"}


def test_repeats_worst_pair_and_shortfall():
    report = quality_report(ROUNDS, elapsed=1.25)
    assert not report.repeat_free
    # 0-1 meet in all three rounds; 0-4, 0-5, 1-4, 1-5, ... in rounds 2 and 3.
    assert report.max_meetings == 3 and report.worst_pair == (0, 1)
    data = report.to_dict()
    assert data["worst_pair"] == {"players": [0, 1], "meetings": 3}
    assert report.repeat_free_rounds == 1
    assert report.repeat_free_limit == 2 and report.best_known == 1
    assert "more than 8 players can play" in report.shortfall
    assert data["elapsed_seconds"] == 1.25
    assert REQUIRED <= set(data)
    json.dumps(data)


def test_wind_histogram_and_balance():
    report = quality_report(ROUNDS)
    hist = dict(report.wind_histogram)
    assert hist[0] == (2, 1, 0, 0) and hist[2] == (1, 1, 1, 0)
    assert not report.wind_balanced and 0 in report.wind_unbalanced_players
    assert report.to_dict()["wind_histogram"]["0"] == [2, 1, 0, 0]


def test_table_revisits():
    report = quality_report(ROUNDS)
    # Tables by round: 0, 1 and 6, 7 stay put (2 returns each), 2, 3, 4, 5 move once.
    assert report.table_revisits == 4 * 2 + 4 * 1


def test_teammates_and_substitutes_together():
    cons = Constraints(teams={0: "a", 1: "a", 6: "b", 7: "b"}, substitutes=frozenset({2, 3}))
    report = quality_report(ROUNDS, cons)
    assert report.teammates_together == 3 + 3  # 0-1 three times, 6-7 three times
    assert report.substitutes_together == 3  # 2-3 share a table every round
    # Pairs with a substitute do not count: the worst counted pair is still 0-1.
    assert report.worst_pair == (0, 1)


def test_repeat_free_schedule():
    report = quality_report([[(0, 1, 2, 3), (4, 5, 6, 7), (8, 9, 10, 11), (12, 13, 14, 15)],
                             [(0, 4, 8, 12), (1, 5, 9, 13), (2, 6, 10, 14), (3, 7, 11, 15)]])
    assert report.repeat_free and report.shortfall is None and report.worst_pair is None
    assert report.meetings_balanced
    assert report.unmet_pairs == 120 - 48
    # 0 and 5 never meet; their common opponents are 1 and 4.
    assert report.min_common_opponents == 2
    assert report.best_known == 5 and report.repeat_free_limit == 5


def test_empty_schedule():
    report = quality_report([])
    assert report.repeat_free and report.players == 0 and report.rounds == 0
