"""The phone API's second part, through real HTTP against `serve --entry` on a file: each
phone's own name (in the hand log and in a conflict's answer), a win given by its yaku (the
core counts the han, an impossible list is refused), the tournament's `--phone-entry yaku`,
nagashi mangan and pao from a phone, the same entry id with another hand, and a table's
call for a referee (made, answered again while open, rate-limited, closed from the command
line through the running serve)."""

from __future__ import annotations

import json

import pytest

from tests.service.helpers import ron
from tests.web.entry_venue import Venue, venue_for
from tournament.cli import main
from tournament.organisation import CALLS_PER_TABLE


@pytest.fixture
def venue(request, tmp_path):
    with venue_for("sqlite", tmp_path, request) as v:
        v.start("--entry")
        yield v


def post(venue: Venue, path: str, body: object, table: int = 1):
    return venue.request("POST", f"/api/table/2/{table}/{path}", venue.codes[2][table], body)


def test_each_phone_has_its_own_name_in_the_log_and_in_a_conflict(venue):
    first = post(venue, "phone", {"key": "phone-key-one"})
    second = post(venue, "phone", {"key": "phone-key-two"})
    assert (first.status, first.body, second.body) == (200, {"phone": "phone 1"},
                                                       {"phone": "phone 2"})
    # Asked again, a phone keeps its name; a name given once is its own.
    assert post(venue, "phone", {"key": "phone-key-one"}).body == {"phone": "phone 1"}
    named = post(venue, "phone", {"key": "phone-key-two", "name": "Marc's phone"})
    assert named.body == {"phone": "Marc's phone"}
    taken = post(venue, "phone", {"key": "phone-key-three", "name": "phone 1"})
    assert taken.status == 409 and taken.body["problems"][0]["code"] == "phone_name_taken"
    for bad in ({"key": "short"}, {"key": "phone-key-one", "name": "x\u202e"},
                {"key": "phone-key-one", "name": "  "}):
        assert post(venue, "phone", bad).status == 422, bad

    saved = post(venue, "hands", {"hand": ron(1, 0, 3, 40), "entry_id": "a-1", "seen": 0,
                                  "phone": "phone 1"})
    assert saved.status == 201
    hand = saved.body["hands"][0]
    assert (hand["station"], hand["person"]) == ("table 1 (phone)", "phone 1")
    assert hand["hand"]["wins"][0] == {"winner": 1, "loser": 0, "han": 3, "fu": 40}
    # The other phone saves on what it saw before: refused, naming the phone that saved.
    late = post(venue, "hands", {"hand": ron(2, 0, 2, 30), "entry_id": "b-1", "seen": 0,
                                 "phone": "Marc's phone"})
    assert late.status == 409
    assert (late.body["station"], late.body["person"]) == ("table 1 (phone)", "phone 1")
    # A new phone after the first has a number after the log's phones.
    assert post(venue, "phone", {"key": "phone-key-four"}).body == {"phone": "phone 2"}


def test_the_same_entry_id_with_another_hand_is_refused_not_taken_for_a_resend(venue):
    assert post(venue, "hands", {"hand": ron(1, 0, 3, 40), "entry_id": "e-1",
                                 "seen": 0}).status == 201
    again = post(venue, "hands", {"hand": ron(1, 0, 3, 40), "entry_id": "e-1", "seen": 0})
    assert again.status == 200 and len(again.body["hands"]) == 1
    other = post(venue, "hands", {"hand": ron(2, 0, 3, 40), "entry_id": "e-1", "seen": 0})
    assert other.status == 409
    assert other.body["problems"][0]["code"] == "entry_id_reused"
    assert len(venue.table(2, 1).body["hands"]) == 1


def test_a_win_given_by_its_yaku_is_counted_by_the_core(venue):
    # Riichi, pinfu, tanyao and one dora on a ron: 4 han 30 fu (pinfu fixes nothing on a
    # ron: the fu are given), 7,700 to a non-dealer, and the riichi stick back.
    hand = {"outcome": "ron", "riichi": [1], "wins": [
        {"winner": 1, "loser": 0, "yaku": ["riichi", "pinfu", "tanyao"], "dora": 1, "fu": 30}]}
    checked = post(venue, "check", {"hand": hand})
    assert checked.status == 200 and checked.body["problems"] == []
    assert checked.body["deltas"] == [-7700, 7700, 0, 0]
    (win,) = checked.body["wins"]
    assert (win["han"], win["fu"], win["yakuman"], win["dora"]) == (4, 30, 0, 1)
    assert win["yaku"] == [["riichi", 1], ["pinfu", 1], ["tanyao", 1]]
    # Seven pairs: the core knows its 25 fu; the phone gives none.
    pairs = {"outcome": "tsumo", "riichi": [], "wins": [
        {"winner": 2, "yaku": ["chiitoitsu", "menzen_tsumo"]}]}
    checked = post(venue, "check", {"hand": pairs})
    assert checked.body["problems"] == [] and checked.body["wins"][0]["fu"] == 25
    assert checked.body["wins"][0]["han"] == 3
    # Impossible lists are refused, with nothing to save: pinfu on an open hand, ura dora
    # without riichi, toitoi with pinfu.
    for win, code in (({"yaku": ["pinfu", "tanyao"], "open": True, "fu": 30},
                       "closed_only_yaku"),
                      ({"yaku": ["tanyao"], "ura_dora": 1, "fu": 30},
                       "ura_dora_without_riichi"),
                      ({"yaku": ["toitoi", "pinfu"], "fu": 40}, "yaku_combination")):
        bad = {"outcome": "ron", "riichi": [], "wins": [{"winner": 1, "loser": 0, **win}]}
        checked = post(venue, "check", {"hand": bad})
        assert checked.body["deltas"] is None, win
        assert code in [p["code"] for p in checked.body["problems"]], checked.body
        refused = post(venue, "hands", {"hand": bad, "entry_id": f"x-{code}", "seen": 0})
        assert refused.status == 422
    saved = post(venue, "hands", {"hand": hand, "entry_id": "y-1", "seen": 0})
    assert saved.status == 201
    stored = saved.body["hands"][0]["hand"]["wins"][0]
    assert (stored["han"], stored["fu"], stored["yaku"], stored["dora"]) == (
        4, 30, ["riichi", "pinfu", "tanyao"], 1)


def test_nagashi_mangan_and_pao_from_a_phone(venue):
    # Nagashi mangan is not played under the EMA ruleset: refused as the desk refuses it.
    nagashi = {"outcome": "nagashi_mangan", "riichi": [], "tenpai": [],
               "nagashi_mangan_seats": [2]}
    checked = post(venue, "check", {"hand": nagashi})
    assert "outcome_not_in_ruleset" in [p["code"] for p in checked.body["problems"]]
    # Big three dragons by tsumo, Dora (seat 3) liable: she pays all of it (EMA: 32,000
    # from the liable player on a non-dealer's yakuman tsumo).
    pao = {"outcome": "tsumo", "riichi": [], "wins": [
        {"winner": 1, "yaku": ["daisangen"], "pao": 3, "open": True}]}
    checked = post(venue, "check", {"hand": pao})
    assert checked.body["problems"] == [], checked.body
    assert checked.body["deltas"] == [0, 32000, 0, -32000]
    assert checked.body["wins"][0]["yakuman"] == 1
    assert post(venue, "hands", {"hand": pao, "entry_id": "p-1", "seen": 0}).status == 201


def test_the_rules_the_phone_is_given(venue):
    rules = venue.request("GET", "/api/table/2/1/rules", venue.codes[2][1])
    assert rules.status == 200
    body = rules.body
    assert body["outcomes"] == ["ron", "tsumo", "exhaustive_draw", "abortive_draw", "chombo"]
    assert body["phone_entry"] == "both" and body["red_fives"] is False
    ids = [y["id"] for y in body["yaku"]]
    assert ids[0] == "riichi" and "daisangen" in ids and "nagashi_mangan" not in ids
    short = [y["id"] for y in body["yaku"] if y["short"]]
    assert ids[:len(short)] == short  # the short list first
    assert {y["id"] for y in body["yaku"] if y["pao"]} == {"daisangen", "daisuushi"}
    assert venue.request("GET", "/api/table/2/1/rules", "WRONG1").status == 403


def test_a_table_calls_a_referee_and_the_desk_closes_it(venue, capsys):
    for bad in ({"reason": "coffee"}, {"reason": 3}, {}):
        refused = post(venue, "referee", bad)
        assert refused.status == 422 and refused.body["problems"][0]["code"] == "bad_reason"
    assert post(venue, "referee", {"reason": "dispute"}, table=1).status == 201
    made = venue.table(2, 1).body["referee"]
    assert made is not None and made["reason"] == "dispute"
    again = post(venue, "referee", {"reason": "question", "phone": "phone 1"})
    assert again.status == 200 and again.body["call"] == made["call"]
    assert venue.request("POST", "/api/table/2/1/referee", "WRONG1",
                         {"reason": "time"}).status == 403

    path = venue.where
    assert main(["referee-calls", path, "--json"]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out) == [{"call": made["call"], "round": 2, "table": 1,
                                "reason": "dispute", "at": made["at"]}]
    assert "done by the serve holding" in err
    assert main(["referee-calls", path, "--done", str(made["call"])]) == 0
    capsys.readouterr()
    assert venue.table(2, 1).body["referee"] is None
    assert main(["referee-calls", path, "--done", str(made["call"])]) == 2
    assert "no open referee call" in capsys.readouterr().err
    # A table that calls again and again is held back (and told how long), another is not.
    for _ in range(CALLS_PER_TABLE - 1):
        call = post(venue, "referee", {"reason": "time"})
        assert call.status == 201
        assert main(["referee-calls", path, "--done", str(call.body["call"])]) == 0
    many = post(venue, "referee", {"reason": "time"})
    assert many.status == 429 and many.body["problems"][0]["code"] == "too_many_calls"
    assert int(many.headers["retry-after"]) > 500
    capsys.readouterr()
    venue.stop()
    assert main(["referee-calls", path]) == 0
    assert capsys.readouterr().out == "no open call for a referee\n"
