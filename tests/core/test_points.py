"""Every cell of the ron and tsumo tables of 001_3f97329ed93c307d.txt ("Table des scores").

The tables are transcribed below (top value: East/the dealer wins; bottom value: another
player wins). `test_transcription_matches_document` re-reads the document when it is present
so a typo in the transcription cannot hide.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tournament.rules import preset
from tournament.rules.points import base_points, han_fu_problem, hand_value

EMA = preset("ema_rcr")
COLUMNS = ("1", "2", "3", "4", "5", "6-7", "8-10", "11+", "yakuman")

# 001, "Sur défausse (ron)": fu -> (dealer row, non-dealer row), None = empty cell.
RON = {
    25: ([None, 2400, 4800, 9600], [None, 1600, 3200, 6400]),
    30: ([1500, 2900, 5800, 11600], [1000, 2000, 3900, 7700]),
    40: ([2000, 3900, 7700, 12000], [1300, 2600, 5200, 8000]),
    50: ([2400, 4800, 9600, 12000], [1600, 3200, 6400, 8000]),
    60: ([2900, 5800, 11600, 12000, 12000, 18000, 24000, 36000, 48000],
         [2000, 3900, 7700, 8000, 8000, 12000, 16000, 24000, 32000]),
    70: ([3400, 6800, 12000, 12000], [2300, 4500, 8000, 8000]),
    80: ([3900, 7700, 12000, 12000], [2600, 5200, 8000, 8000]),
    90: ([4400, 8700, 12000, 12000], [2900, 5800, 8000, 8000]),
    100: ([4800, 9600, 12000, 12000], [3200, 6400, 8000, 8000]),
    110: ([5300, 10600, 12000, 12000], [3600, 7100, 8000, 8000]),
}

# 001, "Sur pioche (tsumo)": "Est termine la donne : chaque joueur paie la valeur du haut ;
# une autre personne qu'Est termine la donne : Est paie la valeur du haut, les autres la
# valeur du bas".
TSUMO = {
    20: ([None, 700, 1300, 2600], [None, 400, 700, 1300]),
    25: ([None, None, 1600, 3200], [None, None, 800, 1600]),
    30: ([500, 1000, 2000, 3900], [300, 500, 1000, 2000]),
    40: ([700, 1300, 2600, 4000], [400, 700, 1300, 2000]),
    50: ([800, 1600, 3200, 4000], [400, 800, 1600, 2000]),
    60: ([1000, 2000, 3900, 4000, 4000, 6000, 8000, 12000, 16000],
         [500, 1000, 2000, 2000, 2000, 3000, 4000, 6000, 8000]),
    70: ([1200, 2300, 4000, 4000], [600, 1200, 2000, 2000]),
    80: ([1300, 2600, 4000, 4000], [700, 1300, 2000, 2000]),
    90: ([1500, 2900, 4000, 4000], [800, 1500, 2000, 2000]),
    100: ([1600, 3200, 4000, 4000], [800, 1600, 2000, 2000]),
    110: ([1800, 3600, 4000, 4000], [900, 1800, 2000, 2000]),
}


def _column_args(column: int) -> tuple[int, int]:
    """(han, yakuman) for a column of the table."""
    if column < 4:
        return column + 1, 0
    return {4: (5, 0), 5: (6, 0), 6: (8, 0), 7: (11, 0), 8: (0, 1)}[column]


def _cells(table):
    for fu, (top, bottom) in table.items():
        for column, (dealer, other) in enumerate(zip(top, bottom, strict=True)):
            if dealer is None:
                continue
            yield pytest.param(fu, column, dealer, other, id=f"{fu}fu-{COLUMNS[column]}han")


@pytest.mark.parametrize(("fu", "column", "dealer", "other"), list(_cells(RON)))
def test_ron_table_cell(fu, column, dealer, other):
    han, yakuman = _column_args(column)
    assert hand_value(han, fu, yakuman, True, EMA).ron == dealer
    assert hand_value(han, fu, yakuman, False, EMA).ron == other
    assert han_fu_problem(han, fu, yakuman, False, EMA) is None


@pytest.mark.parametrize(("fu", "column", "top", "bottom"), list(_cells(TSUMO)))
def test_tsumo_table_cell(fu, column, top, bottom):
    han, yakuman = _column_args(column)
    dealer_win = hand_value(han, fu, yakuman, True, EMA)
    assert dealer_win.tsumo_from_other == top  # every player pays the top value
    other_win = hand_value(han, fu, yakuman, False, EMA)
    assert other_win.tsumo_from_dealer == top
    assert other_win.tsumo_from_other == bottom
    assert han_fu_problem(han, fu, yakuman, True, EMA) is None


@pytest.mark.parametrize(("fu", "han"), [
    (fu, column + 1) for fu, (top, _) in RON.items() for column, v in enumerate(top[:4])
    if v is None
] + [(20, h) for h in range(1, 5)])
def test_empty_ron_cells_are_refused(fu, han):
    """The empty cells of the ron table (and the missing 20 fu row) are impossible hands."""
    problem = han_fu_problem(han, fu, 0, False, EMA)
    assert problem is not None and problem[0] == "impossible_han_fu"


@pytest.mark.parametrize(("fu", "han"), [
    (fu, column + 1) for fu, (top, _) in TSUMO.items() for column, v in enumerate(top[:4])
    if v is None
])
def test_empty_tsumo_cells_are_refused(fu, han):
    problem = han_fu_problem(han, fu, 0, True, EMA)
    assert problem is not None and problem[0] == "impossible_han_fu"


@pytest.mark.parametrize(("han", "base"), [
    (5, 2000), (6, 3000), (7, 3000), (8, 4000), (9, 4000), (10, 4000), (11, 6000),
    (12, 6000), (13, 6000), (20, 6000),
])
def test_limits_without_counted_yakuman(han, base):
    # The rules README, section "The default ruleset": "11+ sanbaiman (no counted yakuman)".
    assert base_points(han, 30, 0, EMA) == base


def test_counted_yakuman_and_stacking_under_tenhou():
    tenhou = preset("tenhou")
    assert base_points(13, 30, 0, tenhou) == 8000
    assert base_points(12, 30, 0, tenhou) == 6000
    assert hand_value(0, 0, 2, False, tenhou).ron == 64000
    assert han_fu_problem(0, 0, 2, False, tenhou) is None


def test_double_yakuman_refused_when_yakuman_do_not_stack():
    # The rules README, section "The default ruleset": "yakuman do not stack".
    problem = han_fu_problem(0, 0, 2, False, EMA)
    assert problem is not None and problem[0] == "yakuman_not_stacking"


def test_no_rounding_up_without_kiriage():
    # The rules README, section "The default ruleset": "no rounding of 4 han 30 fu / 3 han 60
    # fu up to mangan".
    assert hand_value(4, 30, 0, False, EMA).ron == 7700
    assert hand_value(3, 60, 0, True, EMA).ron == 11600


def test_kiriage_mangan_under_wrc():
    wrc = preset("wrc")
    assert hand_value(4, 30, 0, False, wrc).ron == 8000
    assert hand_value(3, 60, 0, True, wrc).ron == 12000
    assert hand_value(4, 30, 0, False, wrc).tsumo_total == 8000
    assert hand_value(3, 50, 0, False, wrc).ron == 6400  # 1,600 base: not a kiriage cell


@pytest.mark.parametrize(("fu", "code"), [(35, "bad_fu"), (15, "bad_fu"), (140, "bad_fu"),
                                          (0, "bad_fu"), (22, "bad_fu")])
def test_fu_that_cannot_exist(fu, code):
    problem = han_fu_problem(2, fu, 0, False, EMA)
    assert problem is not None and problem[0] == code


def test_fu_may_be_left_out_from_five_han():
    assert han_fu_problem(5, 0, 0, False, EMA) is None
    assert han_fu_problem(4, 0, 0, False, EMA) is not None


def test_high_fu_beyond_the_table():
    # 120 and 130 fu exist (open hands with kongs); 1 han 120 fu ron = 3,900 non-dealer.
    assert hand_value(1, 120, 0, False, EMA).ron == 3900
    assert hand_value(1, 130, 0, True, EMA).ron == 6300


RULES_DIR = Path(__file__).resolve().parents[3] / "shared" / "rules"
DOC = RULES_DIR / "001_3f97329ed93c307d.txt"


def _read_document_tables() -> tuple[dict, dict]:
    text = DOC.read_text(encoding="utf-8")
    ron_part, tsumo_part = text.split("Sur pioche", 1)
    ron_part = ron_part.split("Table des scores", 1)[1]

    def parse(part: str) -> dict:
        table = {}
        lines = part.splitlines()
        for i, line in enumerate(lines):
            if line.split("\t")[0].endswith(" fu"):
                fu = int(line.split()[0])
                top = [int(c) if c.strip() else None for c in line.split("\t")[1:]]
                bottom = [int(c) if c.strip() else None for c in lines[i + 1].split("\t")[1:]]
                while top and top[-1] is None:
                    top.pop()
                while bottom and bottom[-1] is None:
                    bottom.pop()
                table[fu] = (top, bottom)
        return table

    return parse(ron_part), parse(tsumo_part)


@pytest.mark.skipif(not DOC.exists(), reason="the rules documents are not beside the checkout")
def test_transcription_matches_document():
    ron, tsumo = _read_document_tables()
    assert ron == RON
    assert tsumo == TSUMO
