"""Implausible numbers are refused with the bound named; scores stay integers."""

from __future__ import annotations

import json

import pytest

from tests.service.helpers import new_tournament, ron, seat_in_order, tsumo
from tournament.cli import main
from tournament.errors import InvalidInput
from tournament.scoring.totals import MAX_CHOMBOS, MAX_LEFTOVER_STICKS
from tournament.scoring.validate import MAX_HAN, MAX_YAKUMAN


@pytest.fixture
def table(tmp_path):
    t = new_tournament(tmp_path, players=4, rounds=1)
    seat_in_order(t, 1, [[1, 2, 3, 4]])
    yield t
    t.close()


@pytest.fixture
def tenhou(tmp_path):
    t = new_tournament(tmp_path, players=4, rounds=1, ruleset="tenhou")
    seat_in_order(t, 1, [[1, 2, 3, 4]])
    yield t
    t.close()


def refused(call, code: str, *words: str) -> None:
    with pytest.raises(InvalidInput) as caught:
        call()
    messages = " ".join(i.message for i in caught.value.issues)
    assert code in {i.code for i in caught.value.issues}, caught.value
    for word in words:
        assert word in messages, messages


@pytest.mark.parametrize("scores, code, words", [
    ([0, 0, 0, 0], "too_many_sticks", ("120 riichi sticks", f"at most {MAX_LEFTOVER_STICKS}")),
    ([10**30, 30000, 30000, -10**30], "implausible_number", ("between -1,200,000",)),
    ([60000, 60000, 0, -10000], "too_many_sticks", ("10 riichi sticks",)),
])
def test_implausible_score_slips_are_refused(table, scores, code, words):
    if scores == [60000, 60000, 0, -10000]:  # 10 sticks left: plausible, accepted
        table.tables.record_totals(1, 1, scores)
        return
    refused(lambda: table.tables.record_totals(1, 1, scores), code, *words)
    assert table.tables.view(1, 1).hands == () and table.tables.view(1, 1).totals is None


def test_implausible_chombo_counts_are_refused(table):
    refused(lambda: table.tables.record_totals(1, 1, [30000] * 4, [10**6, 0, 0, 0]),
            "implausible_number", f"at most {MAX_CHOMBOS} per player")
    table.tables.record_totals(1, 1, [30000] * 4, [MAX_CHOMBOS, 0, 0, 0])


@pytest.mark.parametrize("han", [10**100, 1e308, MAX_HAN + 1, 10**6])
def test_a_han_count_no_hand_reaches_is_refused(table, han):
    refused(lambda: table.tables.record_hand(1, 1, ron(1, 0, han, 30)), "implausible_number",
            f"at most {MAX_HAN}")
    assert table.tables.view(1, 1).hands == ()


@pytest.mark.parametrize("han", [13, 14, 27, MAX_HAN])
def test_a_real_han_count_above_13_is_recorded_as_a_sanbaiman(table, han):
    # Riichi, tsumo, honitsu and several dora make 14 han: a real hand (ema_rcr: no counted
    # yakuman, so 11 han and more is a sanbaiman, 24,000 on a ron).
    view, _ = table.tables.record_hand(1, 1, ron(1, 0, han, 0))
    assert view.scores == (30000 - 24000, 30000 + 24000, 30000, 30000)


def test_a_real_han_count_above_13_is_a_counted_yakuman_under_tenhou(tenhou):
    view, _ = tenhou.tables.record_hand(1, 1, ron(1, 0, 14, 0))
    assert view.scores == (25000 - 32000, 25000 + 32000, 25000, 25000)


def test_a_han_count_beyond_13_is_accepted_when_the_yaku_give_it(table):
    # Riichi, menzen tsumo, pinfu, tanyao, iipeikou, chinitsu = 11 han, with dora 3: 14.
    hand = tsumo(1, 14, 20)
    hand["wins"][0].update(yaku=["riichi", "menzen_tsumo", "pinfu", "tanyao", "iipeikou",
                                 "chinitsu"], dora=3)
    hand["riichi"] = [1]
    assert table.tables.check_hand(1, 1, hand) == []


@pytest.mark.parametrize("yakuman", [10**100, 7, 1000])
def test_a_huge_yakuman_multiple_is_refused(tenhou, yakuman):
    win = {"outcome": "ron", "riichi": [],
           "wins": [{"winner": 1, "loser": 0, "han": 0, "fu": 0, "yakuman": yakuman}]}
    refused(lambda: tenhou.tables.record_hand(1, 1, win), "implausible_number",
            f"at most {MAX_YAKUMAN} yakuman")


def test_a_six_fold_yakuman_scores_integers(tenhou):
    win = {"outcome": "ron", "riichi": [],
           "wins": [{"winner": 1, "loser": 0, "han": 0, "fu": 0, "yakuman": MAX_YAKUMAN}]}
    view, _ = tenhou.tables.record_hand(1, 1, win)
    assert all(type(s) is int for s in view.scores)
    assert view.scores[1] - 25000 == 6 * 32000


@pytest.mark.parametrize("field, value", [("dora", 10**9), ("ura_dora", 21), ("red_fives", 5)])
def test_implausible_dora_counts_are_refused(table, field, value):
    hand = ron(1, 0, 5, 30)
    hand["wins"][0].update(yaku=["riichi"], **{field: value})
    hand["riichi"] = [1]
    refused(lambda: table.tables.record_hand(1, 1, hand), "implausible_number", "at most")


def exit_code(argv: list[str]) -> object:
    """`main`'s exit code, also when the parser refuses the line (a number too long for it:
    its one line, then SystemExit as the console command exits)."""
    try:
        return main(argv)
    except SystemExit as parsing:
        return parsing.code


def test_the_command_line_refuses_them_in_one_line(tmp_path, capsys):
    players = tmp_path / "p.csv"
    players.write_text("name\nA\nB\nC\nD\n")
    path = tmp_path / "cup.rtdb"
    assert main(["new", str(path), "--name", "C", "--rounds", "1", "--players",
                 str(players)]) == 0
    assert main(["seat", str(path), "--round", "1"]) == 0
    capsys.readouterr()
    for argv in (["--totals", "0", "0", "0", "0"],
                 ["--totals", str(10**30), "0", "0", "0"],
                 ["--totals", "30000", "30000", "30000", "30000", "--chombos", "1000000", "0",
                  "0", "0"]):
        code = exit_code(["record", str(path), "--round", "1", "--table", "1", *argv])
        out, err = capsys.readouterr()
        assert code == 2 and out == "" and "Traceback" not in err and err.strip(), argv
        assert len(err.splitlines()) == 1, err
    game = tmp_path / "game.json"
    for han, expected in ((MAX_HAN + 1, 2), (14, 0)):
        game.write_text(json.dumps({"ruleset": "ema_rcr", "players": ["A", "B", "C", "D"],
                                    "hands": [ron(1, 0, han, 0)]}))
        code = main(["replay", str(game)])
        out, err = capsys.readouterr()
        assert code == expected and "Traceback" not in err, (han, err)
        if expected:
            assert f"at most {MAX_HAN}" in err and len(err.splitlines()) == 1, err
    game.unlink()
    for argv in (["new", str(tmp_path / "x.rtdb"), "--name", "X", "--rounds", str(10**30)],
                 ["new", str(tmp_path / "y.rtdb"), "--name", "Y", "--rounds", "1",
                  "--override", "start_points=1e400"],
                 ["new", str(tmp_path / "z.rtdb"), "--name", "Z", "--rounds", "1",
                  "--override", f"start_points={10**30}"],
                 ["new", str(tmp_path / "w.rtdb"), "--name", "W", "--rounds", "1",
                  "--round-minutes", str(10**12)]):
        assert exit_code(argv) == 2
        err = capsys.readouterr().err
        assert "Traceback" not in err and len(err.splitlines()) == 1, (argv, err)
    assert sorted(p.name for p in tmp_path.iterdir() if p.name != "data") == ["cup.rtdb",
                                                                               "p.csv"]
