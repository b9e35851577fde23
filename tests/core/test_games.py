"""Whole games, one per preset, with every number worked out by hand (see the comments), and the
replay command that prints them."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tournament.games.record_json import parse_game
from tournament.rules import preset
from tournament.scoring import replay, replay_to_json

GAMES = Path(__file__).resolve().parents[1] / "data" / "games"


def run_game(name: str):
    game, issues = parse_game(json.loads((GAMES / name).read_text(encoding="utf-8")))
    assert not issues and game is not None
    return replay(game.hands, preset(game.ruleset))


# ema_rcr, hand by hand (seat 0..3 start at 30,000):
EMA_RCR_SCORES = [
    # E1: dealer 0 riichi, ron on 2, 3 han 30 fu dealer = 5,800 (+ own stick back)
    ([35800, 30000, 24200, 30000], "E1", 0, 0),
    # E1-1: draw, seat 1 riichi and alone tenpai: 3,000 noten; dealer noten -> E2
    ([34800, 32000, 23200, 29000], "E1", 1, 0),
    # E2-2: seat 3 tsumo 2 han 40 fu: dealer 1,300, others 700, +200 each, + 1 stick
    ([33900, 30500, 22300, 33300], "E2", 2, 1),
    # E3: dealer 2 ron on 0, 4 han 40 fu = dealer mangan 12,000
    ([21900, 30500, 34300, 33300], "E3", 0, 0),
    # E3-1: abortive draw, nothing paid, counter added, dealer stays
    ([21900, 30500, 34300, 33300], "E3", 1, 0),
    # E3-2: chombo by seat 1: 4,000 to the dealer (2), 2,000 to 0 and 3; no counter
    ([23900, 22500, 38300, 35300], "E3", 2, 0),
    # E3-2: seat 0 ron on 3, 1 han 30 fu 1,000 + 600 -> E4
    ([25500, 22500, 38300, 33700], "E3", 2, 0),
    # E4: double ron on 3's discard: seat 0 (nearest) 2 han 30 fu 2,000; seat 1 1 han 40 fu
    # 1,300 and, having declared riichi, his own stick back (003 §3.3.12) -> S1
    ([27500, 23800, 38300, 30400], "E4", 0, 0),
    # S1: dealer 0 tsumo haneman, 6,000 all
    ([45500, 17800, 32300, 24400], "S1", 0, 0),
    # S1-1: seat 2 ron on 0, 3 han 60 fu 7,700 + 300 -> S2
    ([37500, 17800, 40300, 24400], "S1", 1, 0),
    # S2: dealer 1 yakuman ron on 3: 48,000 (scores go below zero: no bust in EMA)
    ([37500, 65800, 40300, -23600], "S2", 0, 0),
    # S2-1: seat 3 ron on 1, mangan 8,000 + 300 -> S3
    ([37500, 57500, 40300, -15300], "S2", 1, 0),
    # S3: draw, seat 2 riichi, tenpai 0 and 2: 1,500 each way; dealer tenpai stays
    ([39000, 56000, 40800, -16800], "S3", 0, 0),
    # S3-1: seat 3 ron on 0, 2 han 25 fu 1,600 + 300 + 1 stick -> S4
    ([37100, 56000, 40800, -13900], "S3", 1, 1),
    # S4: dealer 3 tsumo 3 han 30 fu, 2,000 all; the dealer keeps the deal (no agari-yame)
    ([35100, 54000, 38800, -7900], "S4", 0, 0),
    # S4-1: draw, seat 0 riichi and alone tenpai; the dealer is noten: the game ends
    ([37100, 53000, 37800, -8900], "S4", 1, 0),
]


def test_ema_rcr_hanchan_hand_by_hand():
    result = run_game("ema_rcr_hanchan.json")
    assert result.ok
    got = [(list(r.after.scores), r.before.label, r.before.honba, r.before.sticks)
           for r in result.results]
    assert got == EMA_RCR_SCORES
    assert result.state.ended and result.ended_after_hand == 15
    # 1 stick left: to first place (seat 1). Points: (score - 30,000 + uma) / 1,000.
    assert result.final.scores == (37100, 54000, 37800, -8900)
    assert result.final.places == (3, 1, 2, 4)
    # 7,100 - 5,000; 24,000 + 15,000; 7,800 + 5,000; -38,900 - 15,000.
    assert replay_to_json(result)["final"]["points"] == [2.1, 39.0, 12.8, -53.9]


def test_ema2016_hanchan_chombo_after_uma():
    # The same game without the abortive draw (ema2016 has none); the chombo costs seat 1
    # 20,000 after uma instead of a payment at the table; in E4's double ron seat 1 takes his
    # own riichi stick back (003 §3.3.12). Worked by hand: final scores 34,800 / 61,000
    # (+1,000 leftover stick) / 33,800 / -10,600.
    result = run_game("ema2016_hanchan.json")
    assert result.final.scores == (34800, 62000, 33800, -10600)
    assert result.final.penalties == (0, -20000, 0, 0)
    # 4,800 + 5,000; 32,000 + 15,000 - 20,000; 3,800 - 5,000; -40,600 - 15,000.
    assert replay_to_json(result)["final"]["points"] == [9.8, 27.0, -1.2, -55.6]


def test_wrc_hanchan_kiriage_head_bump_sticks_lost():
    # As ema2016, but: E4's double ron pays only seat 0 (head bump); S1-1's 3 han 60 fu is a
    # kiriage mangan (8,000 + 300); the leftover stick is not awarded; chombo -30,000.
    result = run_game("wrc_hanchan.json")
    assert [r.after.scores for r in result.results][6] == (26200, 29500, 34300, 30000)
    assert result.final.scores == (35500, 58700, 34100, -9300)
    assert sum(result.final.scores) == 120000 - 1000
    assert replay_to_json(result)["final"]["points"] == [10.5, 13.7, -0.9, -54.3]


def test_tenhou_hanchan_into_the_west_round():
    result = run_game("tenhou_hanchan_west.json")
    labels = [r.before.label for r in result.results]
    assert labels == ["E1", "E2", "E3", "E3", "E4", "E4", "S1", "S2", "S3", "S3", "S4", "S4",
                      "W1"]
    scores = [r.after.scores for r in result.results]
    # S3: nagashi mangan by seat 0: dealer (2) pays 4,000, seats 1 and 3 2,000, no honba.
    assert scores[8] == (31400, 25000, 20400, 23200)
    # S4: the dealer (3) is tenpai and first, but below 30,000: play goes on.
    assert scores[10] == (27500, 24000, 19400, 29100) and not result.results[10].after.ended
    # S4-1: the deal passes with nobody at 30,000: into West 1.
    assert result.results[11].after.label == "W1"
    # W1: the dealer wins and is first with 30,400: the game ends (agari-yame).
    assert result.final.scores == (30400, 25300, 16500, 27800)
    # (score - 30,000) / 1,000 + uma 20/10/-10/-20 + oka 20 to first.
    assert replay_to_json(result)["final"]["points"] == [40.4, -14.7, -33.5, 7.8]


def test_tenhou_bust_ends_the_game_at_once_and_ties_go_to_seat_order():
    result = run_game("tenhou_bust.json")
    assert result.ended_after_hand == 1
    assert result.final.scores == (24000, 76300, 24000, -24300)
    assert result.final.places == (2, 1, 3, 4)  # seats 0 and 2 tie: seat 0 sat first
    assert replay_to_json(result)["final"]["points"] == [4.0, 86.3, -16.0, -74.3]


# --- the command line -----------------------------------------------------------------------

def cli(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tournament", *args], capture_output=True,
                          text=True, input=stdin, timeout=60)


def test_replay_command_prints_the_documented_json():
    done = cli("replay", str(GAMES / "ema_rcr_hanchan.json"))
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert set(data) == {"hands", "ended", "ended_after_hand", "final"}
    first = data["hands"][0]
    assert first == {"round": "E1", "honba": 0, "sticks_before": 0, "dealer": 0,
                     "deltas": [5800, 0, -5800, 0], "scores_after": [35800, 30000, 24200, 30000],
                     "sticks_after": 0}
    assert data["ended"] is True and data["ended_after_hand"] == 15
    assert data["final"] == {"scores": [37100, 54000, 37800, -8900], "places": [3, 1, 2, 4],
                             "points": [2.1, 39.0, 12.8, -53.9]}


def test_replay_command_ruleset_option_overrides_the_record():
    done = cli("replay", str(GAMES / "ema_rcr_hanchan.json"), "--ruleset", "ema2016")
    assert done.returncode == 2
    assert done.stdout == ""
    assert "hands[4]" in done.stderr and "no abortive draws" in done.stderr


def test_replay_command_unfinished_game_has_no_final(tmp_path):
    path = tmp_path / "g.json"
    path.write_text(json.dumps({"hands": [{"outcome": "exhaustive_draw", "riichi": [],
                                           "tenpai": [0]}]}))
    data = json.loads(cli("replay", str(path)).stdout)
    assert data["ended"] is False and data["ended_after_hand"] is None and data["final"] is None


@pytest.mark.parametrize(("content", "needle"), [
    ("{not json", "not valid JSON"),
    ('{"hands": [{"outcome": "ron", "wins": [{"winner": 1, "loser": 1, "han": 1, "fu": 20}]}]}',
     "hands[0].wins[0]"),
    ('{"ruleset": "mleague", "hands": []}', "unknown ruleset"),
])
def test_replay_command_bad_input_exits_2_with_a_line_per_problem(tmp_path, content, needle):
    path = tmp_path / "g.json"
    path.write_text(content)
    done = cli("replay", str(path))
    assert done.returncode == 2
    assert done.stdout == ""
    assert needle in done.stderr
    assert "Traceback" not in done.stderr


def test_replay_command_reports_every_problem_on_its_own_line(tmp_path):
    path = tmp_path / "g.json"
    path.write_text(json.dumps({"hands": [
        {"outcome": "ron", "riichi": [], "wins": [{"winner": 1, "loser": 1, "han": 1,
                                                    "fu": 20}]},
        {"outcome": "tsumo", "riichi": [5], "wins": [{"winner": 0, "han": -1, "fu": 30}]},
    ]}))
    done = cli("replay", str(path))
    lines = done.stderr.strip().splitlines()
    assert done.returncode == 2
    assert any(line.startswith("hands[0].wins[0].loser") for line in lines)
    assert any(line.startswith("hands[0].wins[0].fu") for line in lines)
    assert any(line.startswith("hands[1].riichi[0]") for line in lines)
    assert any(line.startswith("hands[1].wins[0].han") for line in lines)


def test_replay_command_missing_file():
    done = cli("replay", "/nonexistent/game.json")
    assert done.returncode == 2 and "cannot read" in done.stderr and done.stdout == ""
