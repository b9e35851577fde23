"""The append-only hand log: record, amend, void, undo, redo; refusals change nothing."""

from __future__ import annotations

import pytest

from tests.service.helpers import draw, new_tournament, ron, seat_in_order, tsumo
from tournament.errors import InvalidInput
from tournament.games.hand_log import LogKind
from tournament.players.roster import PlayerDraft
from tournament.service import EntryState, Tournament


@pytest.fixture
def t(tmp_path):
    t = new_tournament(tmp_path, players=4, rounds=1)
    seat_in_order(t, 1, [[1, 2, 3, 4]])
    yield t
    t.close()


def log(t, round=1, table=1):
    return [(line.entry.kind, line.entry.target, line.state)
            for line in t.tables.view(round, table).log]


def test_record_returns_the_new_state_and_payments(t):
    view, changes = t.tables.record_hand(1, 1, ron(1, 3, 3, 30), who="Rita")
    assert view.scores == (30000, 33900, 30000, 26100)
    assert view.state.title == "East 2" and view.seat_winds[1].name == "EAST"
    assert [(p.payer, p.payee, p.amount) for p in view.hands[0].payments] == [(3, 1, 3900)]
    assert view.log[0].entry.who == "Rita" and view.log[0].entry.at.endswith("Z")
    assert changes.tables == ((1, 1),) and changes.standings and not changes.players
    assert not view.finished and view.provisional.places == (2, 1, 2, 4)


def test_a_bad_hand_is_refused_with_the_field_and_nothing_is_written(t):
    t.tables.record_hand(1, 1, ron(1, 3, 3, 30))
    with pytest.raises(InvalidInput) as refused:
        t.tables.record_hand(1, 1, ron(2, 2, 3, 30))
    issue = refused.value.issues[0]
    assert (issue.code, issue.hand, issue.field) == ("winner_is_loser", 1, "wins[0].loser")
    assert t.tables.check_hand(1, 1, ron(2, 2, 3, 30))[0].code == "winner_is_loser"
    assert t.tables.check_hand(1, 1, {"outcome": "ron"})[0].code == "no_winner"
    assert t.tables.check_hand(1, 1, ron(2, 0, 3, 30)) == []
    assert t.tables.preview_hand(1, 1, ron(2, 0, 3, 30)).deltas == (-3900, 0, 3900, 0)
    assert len(t.tables.view(1, 1).log) == 1
    with pytest.raises(InvalidInput, match="has no table 2"):
        t.tables.record_hand(1, 2, ron(2, 0, 3, 30))


def test_amend_replays_the_later_hands(t):
    t.tables.record_hand(1, 1, ron(1, 3, 3, 30))          # 30,000 / 33,900 / 30,000 / 26,100
    t.tables.record_hand(1, 1, tsumo(0, 2, 30))           # +2,000 / -1,000 / -500 / -500
    # The first hand's loser was seat 2, not seat 3.
    view, _ = t.tables.amend_hand(1, 1, 0, ron(1, 2, 3, 30), reason="wrong discarder", who="Rita")
    assert [r.after.scores for r in view.hands] == [
        (30000, 33900, 26100, 30000), (32000, 32900, 25600, 29500)]
    assert log(t) == [(LogKind.HAND, None, EntryState.REPLACED),
                      (LogKind.HAND, None, EntryState.APPLIED),
                      (LogKind.AMEND, 0, EntryState.APPLIED)]
    assert view.log[2].entry.why == "wrong discarder"


def test_amend_is_refused_when_a_later_hand_becomes_impossible(t):
    t.tables.record_hand(1, 1, ron(1, 3, 3, 30))
    t.tables.record_hand(1, 1, tsumo(0, 2, 30))
    with pytest.raises(InvalidInput) as refused:
        t.tables.amend_hand(1, 1, 0, ron(1, 3, 3, 30, last=True), reason="time")
    issue = refused.value.issues[0]
    assert issue.code == "hand_after_end" and issue.hand == 1
    assert "after this correction of hand 0, hand 1" in issue.message
    assert len(t.tables.view(1, 1).log) == 2
    with pytest.raises(InvalidInput, match="already recorded like this"):
        t.tables.amend_hand(1, 1, 0, ron(1, 3, 3, 30))
    with pytest.raises(InvalidInput, match="has no hand 5"):
        t.tables.amend_hand(1, 1, 5, ron(1, 3, 3, 30))


def test_void_takes_a_hand_out_and_keeps_it_in_the_log(t):
    t.tables.record_hand(1, 1, draw((0,)))                # dealer tenpai: 33,000 / 29,000 x 3
    t.tables.record_hand(1, 1, ron(1, 3, 3, 30))          # 1 honba: 3,900 + 300
    view, _ = t.tables.void_hand(1, 1, 0, reason="entered twice", who="Rita")
    assert view.scores == (30000, 33900, 30000, 26100) and len(view.hands) == 1
    assert log(t) == [(LogKind.HAND, None, EntryState.VOIDED),
                      (LogKind.HAND, None, EntryState.APPLIED),
                      (LogKind.VOID, 0, EntryState.APPLIED)]


def test_void_is_refused_when_a_later_hand_becomes_impossible(tmp_path):
    # Tenhou rules (25,000 start): a score below zero ends the game at once.
    #  0  draw, seats 0 and 3 tenpai: 26,500 / 23,500 / 23,500 / 26,500; E1, 1 honba
    #  1  dealer 0 ron on 3, haneman 18,000 + 300: seat 3 8,200; 2 honba
    #  2  dealer 0 ron on 3, 2 han 70 fu 6,800 + 600: seat 3 800
    #  3  seat 1 ron on 2
    # Without hand 0 seat 3 has 25,000 - 18,000 - (6,800 + 300) = -100 after hand 2: the game
    # ends there, so hand 3 cannot be played.
    with Tournament.create(tmp_path / "t.rtdb", name="T", ruleset="tenhou", rounds=1,
                           players=[PlayerDraft(n) for n in "ABCD"]) as t:
        t.rounds.set_seating(1, [["A", "B", "C", "D"]])
        for hand in (draw((0, 3)), ron(0, 3, 6, 0), ron(0, 3, 2, 70), ron(1, 2, 1, 30)):
            view, _ = t.tables.record_hand(1, 1, hand)
        assert view.scores[3] == 800 and not view.finished
        with pytest.raises(InvalidInput) as refused:
            t.tables.void_hand(1, 1, 0, reason="test")
        issue = refused.value.issues[0]
        assert issue.code == "hand_after_end" and issue.hand == 3
        assert "without hand 0, hand 3" in issue.message
        assert len(t.tables.view(1, 1).log) == 4


def test_undo_and_redo_are_log_entries(t):
    t.tables.record_hand(1, 1, ron(1, 3, 3, 30))
    t.tables.record_hand(1, 1, tsumo(0, 2, 30))
    view, _ = t.tables.undo(1, 1, who="Rita", reason="wrong table")
    assert len(view.hands) == 1 and view.can_redo
    view, _ = t.tables.redo(1, 1, who="Rita")
    assert view.scores == (32000, 32900, 29500, 25600) and not view.can_redo
    t.tables.undo(1, 1)
    t.tables.undo(1, 1)
    view = t.tables.view(1, 1)
    assert view.hands == () and view.scores == (30000,) * 4 and not view.can_undo
    with pytest.raises(InvalidInput, match="nothing to undo"):
        t.tables.undo(1, 1)
    t.tables.record_hand(1, 1, draw(()))  # a new change: what was undone cannot come back
    with pytest.raises(InvalidInput, match="nothing to redo"):
        t.tables.redo(1, 1)
    assert [line.entry.kind for line in t.tables.view(1, 1).log] == [
        LogKind.HAND, LogKind.HAND, LogKind.UNDO, LogKind.REDO, LogKind.UNDO, LogKind.UNDO,
        LogKind.HAND]
    assert log(t)[0][2] == EntryState.UNDONE and log(t)[1][2] == EntryState.UNDONE


def test_undo_of_an_amend_brings_the_old_hand_back(t):
    t.tables.record_hand(1, 1, ron(1, 3, 3, 30))
    t.tables.amend_hand(1, 1, 0, ron(1, 2, 3, 30))
    view, _ = t.tables.undo(1, 1)
    assert view.scores == (30000, 33900, 30000, 26100)
    assert log(t)[0][2] == EntryState.APPLIED and log(t)[1][2] == EntryState.UNDONE


def test_the_log_survives_reopening(t, tmp_path):
    t.tables.record_hand(1, 1, ron(1, 3, 3, 30))
    t.tables.record_hand(1, 1, tsumo(0, 2, 30))
    t.tables.void_hand(1, 1, 1, reason="oops")
    t.tables.undo(1, 1)
    before = t.tables.view(1, 1)
    t.close()
    with Tournament.open(tmp_path / "cup.rtdb") as again:
        after = again.tables.view(1, 1)
        assert after.log == before.log and after.scores == before.scores


def test_record_game_checks_the_seating_and_appends(t):
    game = {"ruleset": "ema_rcr", "players": ["P01", "P02", "P03", "P04"],
            "hands": [ron(1, 3, 3, 30), tsumo(0, 2, 30, last=True)]}
    wrong = dict(game, players=["P02", "P01", "P03", "P04"])
    with pytest.raises(InvalidInput) as refused:
        t.tables.record_game(1, 1, wrong)
    assert [i.field for i in refused.value.issues] == ["players[0]", "players[1]"]
    with pytest.raises(InvalidInput, match="ruleset_mismatch|tournament plays"):
        t.tables.record_game(1, 1, dict(game, ruleset="wrc"))
    t.tables.record_hand(1, 1, ron(1, 3, 3, 30))
    view, _ = t.tables.record_game(1, 1, game)  # starts with the recorded hand: the rest is added
    assert view.finished and len(view.log) == 2
    with pytest.raises(InvalidInput, match="already recorded"):
        t.tables.record_game(1, 1, game)
