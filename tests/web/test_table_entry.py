"""Table entry from the phones (`serve --entry`), through real HTTP against a started server,
on a SQLite file and on the real PostgreSQL server as the referee stations' role after
`grant`: every status of the API, entry ids, conflicts, the rate limit, closed tables, and
the standings after a whole game entered from a phone."""

from __future__ import annotations

import json
import threading

import pytest

from tests.service.helpers import draw, ron
from tests.web.entry_venue import Venue, venue_for
from tests.web.test_source import wait_for

KEYS = {"round", "table", "players", "dealer", "round_wind", "hand_number", "honba",
        "sticks", "scores", "hands", "seen", "finished", "locked", "referee", "phone_entry",
        "standings_hidden_from"}


@pytest.fixture(params=["sqlite", "postgresql"])
def venue(request, tmp_path):
    with venue_for(request.param, tmp_path, request) as v:
        v.start("--entry")
        yield v


def hands_of(venue: Venue, round: int = 2, table: int = 1) -> list[dict]:
    answer = venue.table(round, table)
    assert answer.status == 200
    return answer.body["hands"]


# -- reading, and the code ---------------------------------------------------------------------

def test_get_answers_the_table_with_its_code_and_refuses_any_other(venue):
    answer = venue.table(2, 1)
    assert answer.status == 200
    assert set(answer.body) == KEYS
    body = answer.body
    # Round 2 table 1 is round 1's table 1 turned around.
    assert body["players"] == ["P004", "P003", "P002", "P001"]
    assert (body["round"], body["table"], body["dealer"], body["round_wind"],
            body["hand_number"], body["honba"], body["sticks"]) == (2, 1, 0, "E", 1, 0, 0)
    assert body["scores"] == [30000] * 4 and body["hands"] == [] and body["seen"] == 0
    assert body["finished"] is False and body["locked"] is False
    # The live page's security headers stay on the API's answers.
    assert answer.headers["x-frame-options"] == "DENY"
    assert "default-src 'none'" in answer.headers["content-security-policy"]
    assert answer.headers["content-type"].startswith("application/json")

    codes = venue.codes[2]
    for code in (None, "", "WRONG1", codes[2], venue.codes[1][1]):
        refused = venue.request("GET", "/api/table/2/1", code)
        assert refused.status == 403, code
        assert refused.body["problems"][0]["code"] == "bad_code"
        assert set(refused.body["problems"][0]) - {"params"} == {"field", "code", "message",
                                                                 "text", "lang"}
    # A code is a code whatever its case and spacing; a table that does not exist has none.
    assert venue.request("GET", "/api/table/2/1", " " + codes[1].lower()).status == 200
    assert venue.request("GET", "/api/table/2/9", codes[1]).status == 403
    assert venue.request("GET", "/api/table/9/1", codes[1]).status == 403
    # An address the API does not have: JSON, not a page.
    missing = venue.request("GET", "/api/table/2/1/nothing", codes[1])
    assert missing.status == 404 and missing.body["problems"][0]["code"] == "not_found"


def test_check_says_what_a_hand_pays_and_stores_nothing(venue):
    code = venue.codes[2][1]
    answer = venue.request("POST", "/api/table/2/1/check", code,
                           {"hand": ron(1, 0, 3, 40, riichi=(1,))})
    assert answer.status == 200
    # 3 han 40 fu to a non-dealer: 5,200, plus the winner's own riichi stick back.
    assert answer.body == {"problems": [], "deltas": [-5200, 5200, 0, 0], "next": "East 2",
                           "wins": [{"winner": 1, "han": 3, "fu": 40, "yakuman": 0,
                                     "yaku": [], "dora": 0}]}
    wrong = venue.request("POST", "/api/table/2/1/check", code,
                          {"hand": {"outcome": "ron", "riichi": [], "wins": []}})
    assert wrong.status == 200 and wrong.body["deltas"] is None
    assert [p["code"] for p in wrong.body["problems"]] == ["no_winner"]
    assert all(set(p) - {"params"} == {"field", "code", "message", "text", "lang"}
               for p in wrong.body["problems"])
    assert venue.request("POST", "/api/table/2/1/check", None,
                         {"hand": ron(1, 0, 3, 40)}).status == 403
    assert hands_of(venue) == []


# -- recording ---------------------------------------------------------------------------------

def test_a_hand_is_recorded_once_as_the_tables_phone(venue):
    before = venue.request("GET", "/api/tables").body
    answer = venue.post_hand(2, 1, ron(1, 0, 3, 40), "hand-1", seen=0)
    assert answer.status == 201
    assert set(answer.body) == KEYS and answer.body["seen"] == 1
    (hand,) = answer.body["hands"]
    assert hand == {"outcome": "ron", "summary": "Ron: P003 from P004, 3 han 40 fu",
                    "deltas": [-5200, 5200, 0, 0], "station": "table 1 (phone)",
                    "person": "", "hand": {"outcome": "ron", "riichi": [], "wins": [
                        {"winner": 1, "loser": 0, "han": 3, "fu": 40}]}}
    assert answer.body["scores"] == [24800, 35200, 30000, 30000]
    # The live page shows it at once (its event stream was told).
    assert wait_for(lambda: venue.request("GET", "/api/tables").body != before, 5)
    assert venue.request("GET", "/api/tables").body["tables"]["tables"][0]["hands"] == 1

    # The same entry id again (a phone that lost the answer): the stored hand, not a second.
    again = venue.post_hand(2, 1, ron(1, 0, 3, 40), "hand-1", seen=0)
    assert again.status == 200 and len(again.body["hands"]) == 1
    # ... but another hand sent with that id is refused (409), never taken for the first:
    # the phone is told, and nothing is written.
    refused = venue.post_hand(2, 1, draw((0,)), "hand-1")
    assert refused.status == 409
    assert refused.body["problems"][0]["code"] == "entry_id_reused"
    assert len(hands_of(venue)) == 1
    venue.stop()
    with venue.organiser() as t:
        (line,) = [line for line in t.tables.view(2, 1).log]
        assert line.entry.who == "table 1 (phone)"
        assert t.entry_applied("phone:2:1:hand-1")
        log = [entry for entry in t.phones.entry(2)]
        assert [(e.table, e.hands) for e in log] == [(1, 1), (2, 0), (3, 0)]


def test_a_hand_the_core_refuses_is_422_and_nothing_is_stored(venue):
    for hand, code in ((ron(1, 1, 3, 40), "winner_is_loser"),
                       ({"outcome": "ron", "riichi": [], "wins": [], "tenpia": [1]},
                        "unknown_field"),
                       ("ron", "bad_type")):
        answer = venue.post_hand(2, 1, hand, "bad")  # type: ignore[arg-type]
        assert answer.status == 422, (hand, answer.body)
        problems = answer.body["problems"]
        # (`text` and `lang`: the problem in the language the request asks for.)
        assert problems and all(set(p) - {"params"} == {"field", "code", "message", "text",
                                                        "lang"} for p in problems)
        assert code in {p["code"] for p in problems}, problems
    assert venue.post_hand(2, 1, ron(1, 0, 3, 40), "bad id with spaces").status == 422
    body = {"hand": ron(1, 0, 3, 40)}  # no entry id
    assert venue.request("POST", "/api/table/2/1/hands", venue.codes[2][1], body).status == 422
    assert venue.request("POST", "/api/table/2/1/hands", venue.codes[2][1],
                         raw=b"{not json").status == 422
    # ... but a wrong code is 403 whatever comes with it.
    assert venue.request("POST", "/api/table/2/1/hands", "WRONG1",
                         raw=b"{not json").status == 403
    assert venue.request("POST", "/api/table/2/1/check", "WRONG1",
                         {"hand": "ron"}).status == 403
    assert hands_of(venue) == []
    # The failed ones did not take the id.
    assert venue.post_hand(2, 1, ron(1, 0, 3, 40), "bad").status == 201


def test_a_french_phone_gets_its_problems_in_french(venue):
    """The server words each problem from the catalogue the desk words it from, in the
    language the request asks for (the entry page sends its own as Accept-Language); the
    core's English message and the parameters stay, for a program or a page that words it
    itself."""
    wrong_fu = {"hand": ron(1, 0, 3, 35), "entry_id": "fu35"}
    answers = {lang: venue.request("POST", "/api/table/2/1/hands", venue.codes[2][1],
                                   wrong_fu, headers={"Accept-Language": lang})
               for lang in ("fr-FR,fr;q=0.9", "en-GB", "de")}
    for answer in answers.values():
        assert answer.status == 422
    fr, en, de = ([p for p in a.body["problems"] if p["code"] == "bad_fu"]
                  for a in answers.values())
    assert fr[0]["lang"] == "fr" and fr[0]["text"] == (
        "35 fu est impossible : les fu valent 20, 25 ou un multiple de 10 de 30 à 130")
    assert en[0]["lang"] == "en" and en[0]["text"] == (
        "35 fu is not possible: fu are 20, 25 or a multiple of 10 from 30 to 130")
    assert de[0]["lang"] == "en"  # a language the pages do not speak: English
    # The pages' switch (its cookie) wins over the browser's languages, as for every page.
    switched = venue.request("POST", "/api/table/2/1/check", venue.codes[2][1],
                             {"hand": ron(1, 0, 3, 35)},
                             headers={"Accept-Language": "en", "Cookie": "riichi-lang=fr"})
    assert [p["text"] for p in switched.body["problems"] if p["code"] == "bad_fu"] == [
        fr[0]["text"]]
    assert fr[0]["message"] == en[0]["message"] and fr[0]["params"]["fu"] == 35
    # A problem that names a seat: the server does not name the player, the page does (from
    # the same catalogue, sent in the page); its text is then the core's message.
    answer = venue.request("POST", "/api/table/2/1/check", venue.codes[2][1],
                           {"hand": ron(1, 1, 3, 40)}, headers={"Accept-Language": "fr"})
    (same,) = [p for p in answer.body["problems"] if p["code"] == "winner_is_loser"]
    assert same["params"]["seat"] == 1 and same["text"][:1].isupper()
    assert hands_of(venue) == []


def test_a_hand_entered_on_a_table_changed_since_is_409_naming_who(venue):
    seen = venue.table(2, 1).body["seen"]
    if venue.backend == "postgresql":
        # A referee station records on this table meanwhile.
        from tournament.service import Tournament

        with Tournament.open(venue.station_url, role="referee", station="Desk 2",
                             person="Anna") as desk:
            desk.tables.record_hand(2, 1, draw((0, 1)))
        station, person = "Desk 2", "Anna"
    else:
        # On a file the server is the only writer: the table's second phone.
        assert venue.post_hand(2, 1, draw((0, 1)), "other-phone").status == 201
        station, person = "table 1 (phone)", ""
    answer = venue.post_hand(2, 1, ron(1, 0, 3, 40), "late", seen=seen)
    assert answer.status == 409
    assert answer.body["station"] == station and answer.body["person"] == person
    assert answer.body["problems"][0]["code"] == "table_changed"
    assert f"station '{station}'" in answer.body["problems"][0]["message"]
    assert len(hands_of(venue)) == 1
    # Entered again on the table as it now is: saved.
    now = venue.table(2, 1).body["seen"]
    assert now == seen + 1
    assert venue.post_hand(2, 1, ron(1, 0, 3, 40), "late", seen=now).status == 201


def test_closed_tables_are_423_and_nothing_is_stored(venue):
    codes = venue.codes
    hand = ron(1, 0, 3, 40)
    for round, table, why in ((2, 2, "table_locked"), (2, 3, "entry_off"),
                              (1, 1, "table_locked")):
        answer = venue.post_hand(round, table, hand, f"closed-{round}-{table}")
        assert answer.status == 423, (round, table, answer.body)
        assert answer.body["problems"][0]["code"] == why
        check = venue.request("POST", f"/api/table/{round}/{table}/check",
                              codes[round][table], {"hand": hand})
        assert check.status == 423
    assert hands_of(venue, 2, 2) == [] and hands_of(venue, 2, 3) == []
    assert venue.table(2, 2).body["locked"] is True
    if venue.backend == "postgresql":
        # Switched while served: the organiser turns the whole round off, then on.
        with venue.organiser() as t:
            t.phones.switch_entry(2, False)
        answer = venue.post_hand(2, 1, hand, "off")
        assert answer.status == 423 and answer.body["problems"][0]["code"] == "entry_off"
        with venue.organiser() as t:
            t.phones.switch_entry(2, True)
            t.approvals.unlock_table(1, 1, "organiser pw", "a slip to check")
        assert venue.post_hand(2, 1, hand, "off").status == 201
        # An approved round's table unlocked for a correction is corrected at the desk.
        answer = venue.post_hand(1, 1, hand, "old-round")
        assert answer.status == 423
        assert answer.body["problems"][0]["code"] == "round_approved"


def test_a_body_over_64_kb_is_413(venue):
    code = venue.codes[2][1]
    big = json.dumps({"hand": ron(1, 0, 3, 40), "entry_id": "big",
                      "pad": "x" * 70_000}).encode()
    assert venue.request("POST", "/api/table/2/1/hands", code, raw=big).status == 413
    # Without a Content-Length (chunked): the bytes read are counted.
    answer = venue.request("POST", "/api/table/2/1/hands", code, raw=big, chunked=True)
    assert answer.status == 413 and answer.body["problems"][0]["code"] == "too_large"
    # A Content-Length over the limit is refused before the body is read.
    assert venue.request("POST", "/api/table/2/1/check", code, raw=big,
                         headers={"Content-Length": str(70_000 * 2)}).status == 413
    assert hands_of(venue) == []


def test_more_than_ten_wrong_codes_in_a_minute_block_that_address_for_that_table(venue):
    statuses = [venue.request("GET", "/api/table/2/1", f"WRONG{i}").status
                for i in range(12)]
    assert statuses == [403] * 10 + [429] * 2
    blocked = venue.request("GET", "/api/table/2/1", venue.codes[2][1])
    assert blocked.status == 429 and int(blocked.headers["retry-after"]) > 0
    assert venue.post_hand(2, 1, ron(1, 0, 3, 40), "blocked").status == 429
    # Another table behind the same address is not blocked, nor is another address.
    assert venue.request("GET", "/api/table/2/3", venue.codes[2][3]).status == 200
    other = venue.request("GET", "/api/table/2/1", venue.codes[2][1], source="127.0.0.2")
    assert other.status == 200 and other.body["hands"] == []


def test_concurrent_retries_of_one_entry_id_make_one_hand(venue):
    results: list[int] = []

    def send() -> None:
        results.append(venue.post_hand(2, 1, ron(1, 0, 3, 40), "same-id", seen=0).status)

    threads = [threading.Thread(target=send) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    assert sorted(results) == [200] * 7 + [201]
    assert len(hands_of(venue)) == 1


def test_a_game_entered_from_a_phone_gives_the_standings_computed_by_hand(venue):
    """A double ron and an exhaustive draw among them; the game ends with the last hand."""
    game = [
        # East 1, dealer seat 0: seat 1 rons seat 0, 3 han 40 fu: 5,200.
        ron(1, 0, 3, 40),
        # East 2, dealer seat 1: seats 0 (2 han 30 fu: 2,000) and 2 (1 han 30 fu: 1,000)
        # both ron seat 3 (EMA: every ron is paid).
        {"outcome": "ron", "riichi": [], "wins": [
            {"winner": 0, "loser": 3, "han": 2, "fu": 30},
            {"winner": 2, "loser": 3, "han": 1, "fu": 30}]},
        # East 3, dealer seat 2: exhaustive draw, seats 0 and 2 tenpai: 1,500 from each of
        # seats 1 and 3 to each of them; the dealer was tenpai: East 3 again, 1 honba.
        draw((0, 2)),
        # East 3, 1 honba: seat 3 rons seat 1, 2 han 30 fu: 2,000 + 300; time is up.
        ron(3, 1, 2, 30, last=True),
    ]
    seen = 0
    for i, hand in enumerate(game):
        answer = venue.post_hand(2, 1, hand, f"game-{i}", seen=seen)
        assert answer.status == 201, answer.body
        seen = answer.body["seen"]
    final = venue.table(2, 1).body
    scores = [30000 - 5200 + 2000 + 1500, 30000 + 5200 - 1500 - 2300,
              30000 + 1000 + 1500, 30000 - 3000 - 1500 + 2300]
    assert scores == [28300, 31400, 32500, 27800]
    assert final["finished"] is True and final["scores"] == scores
    assert [h["outcome"] for h in final["hands"]] == ["ron", "ron", "exhaustive_draw", "ron"]
    assert final["hands"][1]["deltas"] == [2000, 0, 1000, -3000]
    assert "P004" in final["hands"][1]["summary"] and "P002" in final["hands"][1]["summary"]
    # Points: (score - 30,000) / 1,000 plus EMA uma +15/+5/-5/-15 by place; round 1 was a
    # four-way tie (0 each); everyone else has played no game of round 2.
    by_seat = {"P004": -1.7 - 5, "P003": 1.4 + 5, "P002": 2.5 + 15, "P001": -2.2 - 15}
    venue.stop()
    with venue.organiser() as t:
        standings = t.standings.get()
        got = {r.name: t.display(r.points) for r in standings.rows}
    for name, want in by_seat.items():
        assert got[name] == pytest.approx(want), name
    assert all(v == 0 for n, v in got.items() if n not in by_seat)


def test_without_entry_the_server_stays_read_only(request, tmp_path):
    for backend in ("sqlite", "postgresql"):
        (tmp_path / backend).mkdir()
        with venue_for(backend, tmp_path / backend, request, tables=1) as v:
            if backend == "postgresql":
                v.serve = None
                from tests.web.helpers import Serve

                v.serve = Serve(None, "--db", v.reader_url)
            else:
                v.start()
            code = v.codes[2][1]
            assert v.post_hand(2, 1, ron(1, 0, 3, 40), "x").status == 405
            assert v.request("POST", "/api/table/2/1/check", code,
                             {"hand": ron(1, 0, 3, 40)}).status == 405
            assert v.request("GET", "/api/table/2/1", code).status == 404
            v.stop()
            with v.organiser() as t:
                assert t.tables.view(2, 1).hands == ()


def _serve_fails(*argv: str) -> str:
    import os
    import subprocess
    import sys

    from tests.web.helpers import ROOT

    done = subprocess.run([sys.executable, "-m", "tournament", "serve", *argv, "--entry",
                           "--port", "0", "--host", "127.0.0.1"], capture_output=True,
                          text=True, timeout=120, cwd=ROOT,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 2, done
    assert done.stdout == "" and "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1, done.stderr
    return done.stderr


def test_serve_entry_refuses_a_tournament_it_cannot_write_or_whose_codes_it_cannot_read(
        request, tmp_path):
    with venue_for("sqlite", tmp_path, request, tables=1) as v:
        from pathlib import Path

        backups = sorted((Path(v.where).parent / "data").rglob("*.rtdb")) or sorted(
            Path(v.where).parent.rglob("cup-backups/*.rtdb"))
        assert backups, "approving round 1 wrote a backup"
        assert "read-only" in _serve_fails(str(backups[0]))
    (tmp_path / "pg").mkdir()
    with venue_for("postgresql", tmp_path / "pg", request, tables=1) as v:
        said = _serve_fails("--db", v.reader_url)
        assert "referee stations' database user" in said and "pw-" not in said


def test_a_hand_the_database_refuses_is_503_and_can_be_sent_again(request, tmp_path):
    """A fault caused for real: the organiser takes the station role's right to write hands
    (through the server's function) while phones are entering (as a venue whose grants went
    wrong)."""
    import psycopg

    from tournament.cli import main

    with venue_for("postgresql", tmp_path, request, tables=1) as v:
        v.start("--entry")
        station = v.station_url.split("//", 1)[1].split(":", 1)[0]
        with psycopg.connect(v.where, autocommit=True) as conn:
            conn.execute("REVOKE EXECUTE ON FUNCTION riichi_append(bigint, jsonb, integer, "
                         "text, text, text, text, text, text, text, bigint, boolean) FROM "
                         f"{station}")
        answer = v.post_hand(2, 1, ron(1, 0, 3, 40), "refused-then-saved")
        assert answer.status == 503 and "retry-after" in answer.headers
        assert answer.body["problems"][0]["code"] == "unavailable"
        assert "Traceback" not in json.dumps(answer.body) and "/" not in \
            answer.body["problems"][0]["message"]
        assert hands_of(v) == []
        reader = v.reader_url.split("//", 1)[1].split(":", 1)[0]
        assert main(["grant", "--db", v.where, "--station", station, "--reader", reader]) == 0
        assert v.post_hand(2, 1, ron(1, 0, 3, 40), "refused-then-saved").status == 201
        assert len(hands_of(v)) == 1
