"""A hand entry draft -> what is still to choose, the problems, the record and its payments."""

from __future__ import annotations

from tournament.games.hand_entry import HandDraft, WinDraft, check_entry, to_draft, to_record
from tournament.model import AbortiveKind, Outcome, Win
from tournament.rules import preset
from tournament.scoring import initial_state

EMA = preset("ema_rcr")
START = initial_state(EMA)


def value(han: int, fu: int, **detail: object) -> Win:
    return Win(winner=0, han=han, fu=fu, **detail)  # type: ignore[arg-type]


def test_an_empty_ron_says_what_to_choose_first():
    check = check_entry(HandDraft(Outcome.RON, wins=(WinDraft(None, None),)), START, EMA, 0)
    assert check.record is None and check.result is None and not check.errors
    assert [(i.code, i.field, i.params["variant"]) for i in check.hints] == [
        ("choose", "wins[0].loser", "discarder"), ("choose", "wins[0].winner", "winner"),
        ("choose", "wins[0]", "value")]


def test_an_impossible_value_shows_while_the_rest_is_still_to_choose():
    draft = HandDraft(Outcome.RON, wins=(WinDraft(1, value(1, 20)),))
    check = check_entry(draft, START, EMA, 0)
    assert [i.field for i in check.hints] == ["wins[0].loser"]
    # 001: a ron is never 20 fu.
    assert [(i.code, i.field, i.params["variant"]) for i in check.errors] == [
        ("impossible_han_fu", "wins[0].fu", "ron_20_fu")]


def test_a_complete_ron_gives_the_record_and_the_payments():
    draft = HandDraft(Outcome.RON, riichi=(1,), loser=2, wins=(WinDraft(1, value(3, 30)),))
    check = check_entry(draft, START, EMA, 0)
    assert check.issues == ()
    assert check.record == to_record(draft)
    assert check.record.wins == (Win(winner=1, han=3, fu=30, loser=2),)
    # 3 han 30 fu non-dealer ron: 3,900; the riichi stake comes back as a stick.
    assert check.result.deltas == (0, 3900, -3900, 0)


def test_the_scoring_core_checks_the_draft_once_complete():
    draft = HandDraft(Outcome.RON, loser=1, wins=(WinDraft(1, value(2, 30)),))
    check = check_entry(draft, START, EMA, 0)
    assert check.record is None
    assert [(i.code, i.field, i.params["seat"]) for i in check.issues] == [
        ("winner_is_loser", "wins[0].loser", 1)]


def test_fields_of_other_outcomes_are_left_out_of_the_record():
    draft = HandDraft(Outcome.EXHAUSTIVE_DRAW, riichi=(2,), loser=1, tenpai=(2, 0),
                      offender=3, abortive_kind=AbortiveKind.FOUR_WINDS)
    record = check_entry(draft, START, EMA, 0).record
    assert record is not None
    assert (record.tenpai, record.offender, record.abortive_kind, record.wins) == (
        (0, 2), None, None, ())


def test_a_correction_needs_its_reason_and_starts_from_the_recorded_hand():
    recorded = to_record(HandDraft(Outcome.TSUMO, wins=(WinDraft(3, value(2, 40)),)))
    draft = to_draft(recorded, reason="  ")
    check = check_entry(draft, START, EMA, 0)
    assert [(i.code, i.field) for i in check.issues] == [("missing_reason", "reason")]
    # Not saved without its reason, but what it would pay is shown meanwhile.
    assert check.record is None
    fixed = check_entry(to_draft(recorded, reason="wrong fu"), START, EMA, 0)
    assert fixed.record == recorded
    assert check.result == fixed.result and check.result is not None


def test_pao_is_kept_on_a_yakuman_only():
    draft = HandDraft(Outcome.TSUMO, wins=(WinDraft(0, value(3, 30), pao=2),))
    assert to_record(draft).wins[0].pao is None
    yakuman = HandDraft(Outcome.TSUMO, wins=(WinDraft(0, Win(0, yakuman=1), pao=2),))
    assert to_record(yakuman).wins[0].pao == 2
