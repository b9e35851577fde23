"""`python -m tournament calc`: the headless contract (JSON out, exit 2 with reasons)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tournament.cli import main


def run(capsys, *argv):
    code = main(["calc", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_the_example_of_the_contract(capsys):
    code, out, err = run(capsys, "234456m678p345s88s", "--win", "5s", "--ron", "--riichi",
                         "--seat-wind", "S", "--round-wind", "E", "--dora-indicators", "7p",
                         "--ura-dora-indicators", "3m")
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert set(data) == {"yaku", "han", "fu", "fu_breakdown", "yakuman", "points"}
    assert data["yaku"] == [{"name": "riichi", "han": 1}, {"name": "pinfu", "han": 1},
                            {"name": "tanyao", "han": 1}]
    # riichi pinfu tanyao + dora 8p + ura 4m x2: 6 han haneman, 12,000 from the discarder
    assert (data["han"], data["fu"], data["yakuman"], data["points"]) == (6, 30, 0, 12000)
    assert data["fu_breakdown"] == [{"reason": "base", "fu": 30}]


def test_tsumo_points_are_the_three_payments_added_up(capsys):
    code, out, _ = run(capsys, "234456m678p345s88s", "--win", "5s", "--tsumo",
                       "--seat-wind", "S", "--round-wind", "E")
    data = json.loads(out)
    # menzen tsumo pinfu tanyao: 3 han 20 fu, 1,300 from the dealer + 700 + 700 (001)
    assert (code, data["han"], data["fu"], data["points"]) == (0, 3, 20, 2700)


def test_melds_flags_and_a_yakuman(capsys):
    code, out, _ = run(capsys, "666z777z234m55p", "--meld", "pon:555z", "--win", "4m",
                       "--ron", "--seat-wind", "e", "--round-wind", "S")
    data = json.loads(out)
    assert code == 0 and data["yaku"] == [{"name": "daisangen", "han": 0}]
    assert (data["han"], data["yakuman"], data["points"]) == (0, 1, 48000)  # dealer


def test_double_riichi_implies_riichi_and_ankan_keeps_the_hand_closed(capsys):
    code, out, _ = run(capsys, "234m567p345s88s", "--meld", "ankan:9999s", "--win", "5s",
                       "--tsumo", "--double-riichi", "--rinshan", "--seat-wind", "W",
                       "--round-wind", "E")
    names = [y["name"] for y in json.loads(out)["yaku"]]
    assert code == 0 and names == ["riichi", "double_riichi", "menzen_tsumo", "rinshan"]


def test_red_fives_with_a_ruleset_that_has_them(capsys):
    code, out, _ = run(capsys, "234406m678p345s88s", "--win", "5s", "--ron", "--seat-wind",
                       "S", "--round-wind", "E", "--ruleset", "tenhou")
    assert code == 0 and json.loads(out)["han"] == 3  # pinfu tanyao + red 5m


@pytest.mark.parametrize("argv,fragment", [
    (["234456m678p345s89s", "--win", "5s", "--ron"], "not a winning hand"),
    (["123m456p789s234m99p", "--win", "9p", "--ron"], "no yaku"),
    (["11111m456p789s11z", "--win", "1m", "--ron"], "5 copies of 1m"),
    (["234406m678p345s88s", "--win", "5s", "--ron"], "plays without red fives"),
    (["23456m678p345s88s", "--win", "5s", "--ron"], "the hand has 13 tiles"),
    (["234456m678p345s88s", "--win", "5s", "--ron", "--meld", "pong:777z"], "unknown kind"),
    (["234456m678p345s88s", "--win", "5q", "--ron"], "'q' is not a digit or a suit letter"),
    (["234456m678p345s88s", "--win", "5s", "--ron", "--ura-dora-indicators", "1m"],
     "ura dora indicators are given"),
])
def test_bad_input_exits_2_with_reasons_and_nothing_on_stdout(capsys, argv, fragment):
    code, out, err = run(capsys, *argv, "--seat-wind", "S", "--round-wind", "E")
    assert code == 2 and out == ""
    assert fragment in err
    assert all(line for line in err.splitlines())


def test_several_problems_are_one_line_each(capsys):
    code, out, err = run(capsys, "11111m406p789s11z", "--win", "9s", "--ron", "--seat-wind",
                         "S", "--round-wind", "E")
    assert code == 2 and out == "" and len(err.splitlines()) == 3


def test_usage_errors_exit_2(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["calc", "234456m678p345s88s", "--win", "5s", "--seat-wind", "S",
              "--round-wind", "E"])  # neither --ron nor --tsumo
    assert exc.value.code == 2
    assert capsys.readouterr().out == ""


def test_the_module_runs_as_a_program():
    proc = subprocess.run(
        [sys.executable, "-m", "tournament", "calc", "19m19p19s1234567z1m", "--win", "1m",
         "--tsumo", "--seat-wind", "N", "--round-wind", "S"],
        capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["points"] == 32000
