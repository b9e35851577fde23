"""The phone entry API against someone who read the code: proxy headers that make up an
address, bodies built to break the parser, path numbers past any integer, phones behind one
address, and many wrong codes sent at once. Each refusal is a JSON answer with one message
and stores nothing; none is a 500 or Starlette's HTML page.

Through Starlette's TestClient over a tournament open in this process (as the desk serves
it), and through a real `serve` process where the real server is what matters."""

from __future__ import annotations

import pytest

from tests.web.entry_venue import venue_for

# -- proxy headers (a real `serve`: uvicorn decides whom it believes) ---------------------------

def test_a_made_up_x_forwarded_for_does_not_escape_the_wrong_code_limit(request, tmp_path):
    with venue_for("sqlite", tmp_path, request, tables=1) as venue:
        venue.start("--entry")
        code = venue.codes[2][1]
        statuses = [venue.request("GET", "/api/table/2/1", f"WRONG{i}",
                                  headers={"X-Forwarded-For": f"10.0.{i}.1"}).status
                    for i in range(40)]
        assert statuses == [403] * 10 + [429] * 30
        blocked = venue.request("GET", "/api/table/2/1", code,
                                headers={"X-Forwarded-For": "10.9.9.9"})
        assert blocked.status == 429
        venue.stop()

        # Behind a proxy on this computer: its header says the phone's address, and only its.
        venue.start("--entry", "--forwarded-allow-ips", "127.0.0.1")
        statuses = [venue.request("GET", "/api/table/2/1", f"WRONG{i}",
                                  headers={"X-Forwarded-For": "10.0.0.1"}).status
                    for i in range(11)]
        assert statuses == [403] * 10 + [429]
        other = venue.request("GET", "/api/table/2/1", code,
                              headers={"X-Forwarded-For": "10.0.0.2"})
        assert other.status == 200
        # 127.0.0.2 is no proxy it was told of: its header is not believed.
        statuses = [venue.request("GET", "/api/table/2/1", f"WRONG{i}", source="127.0.0.2",
                                  headers={"X-Forwarded-For": f"10.1.{i}.1"}).status
                    for i in range(11)]
        assert statuses == [403] * 10 + [429]


@pytest.mark.parametrize("value", ["proxy.local", "10.0.0.0/33", "127.0.0.1,", "*,10.0.0.1"])
def test_serve_refuses_a_forwarded_allow_ips_it_cannot_read(capsys, tmp_path, value):
    from tests.web.helpers import cup
    from tournament.cli import main

    path = cup(tmp_path).path
    code = main(["serve", str(path), "--forwarded-allow-ips", value])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err.startswith("--forwarded-allow-ips: ") and len(err.splitlines()) == 1, err


# -- a tournament served as the desk serves it (TestClient) -------------------------------------

@pytest.fixture
def api(tmp_path):
    """Round 1 seated (two tables), codes issued, table entry on: (tournament, client, codes)."""
    import threading

    from starlette.testclient import TestClient

    from tests.web.helpers import cup
    from tournament.web.app import create_app
    from tournament.web.source import TournamentSource

    t = cup(tmp_path)
    codes, _ = t.phones.issue_codes(1)
    lock = threading.Lock()

    def run(fn):
        with lock:
            return fn(t)

    with TestClient(create_app(TournamentSource(run), entry=run),
                    raise_server_exceptions=False) as client:
        yield t, client, codes
    t.close()


def post(client, path: str, code: str, raw: bytes):
    return client.post(path, content=raw, headers={"X-Table-Code": code,
                                                   "Content-Type": "application/json"})


def refused_alone(answer, status: int = 422) -> dict:
    """`answer` is a JSON refusal with one problem: that problem."""
    assert answer.status_code == status, (answer.status_code, answer.text[:300])
    assert answer.headers["content-type"].startswith("application/json")
    (problem,) = answer.json()["problems"]
    assert set(problem) - {"params"} == {"field", "code", "message", "text", "lang"}
    assert problem["message"] and problem["text"]
    return problem


HAND = b'{"outcome": "ron", "riichi": [], "wins": [{"winner": 1, "loser": 0, "han": 3, "fu": 40}]}'


def nested(levels: int) -> bytes:
    return b"[" * levels + b"]" * levels


@pytest.mark.parametrize(("raw", "what"), [
    (nested(30_000), "nests"),  # a RecursionError in the parser
    (b'{"hand": ' + nested(30_000)[:60_000] + b', "entry_id": "deep"}', "nests"),
    (b'{"entry_id": "deep", "hand": ' + nested(29_000) + b"}", "nests"),
    (b'{"entry_id": "deep", "hand": ' + b'{"a":' * 33 + b"1" + b"}" * 33 + b"}", "nests"),
    (b'{"entry_id": "deep", "hand": ' + nested(32) + b"}", "nests"),
], ids=["30000-brackets", "60-kb-unclosed", "29000-in-hand", "33-objects", "33-levels"])
def test_json_nested_past_32_levels_is_422_with_one_message(api, raw, what):
    t, client, codes = api
    assert len(raw) < 64 * 1024
    for path in ("/api/table/1/1/hands", "/api/table/1/1/check"):
        problem = refused_alone(post(client, path, codes[1], raw))
        assert problem["code"] == "bad_json" and what in problem["message"], problem
    assert t.tables.view(1, 1).hands == ()


def test_32_levels_are_read_and_then_judged_as_a_hand(api):
    t, client, codes = api
    raw = b'{"entry_id": "deep", "hand": ' + nested(31) + b"}"
    problem = refused_alone(post(client, "/api/table/1/1/hands", codes[1], raw))
    assert problem["code"] == "bad_type" and problem["field"] == "hand"


@pytest.mark.parametrize(("raw", "field"), [
    (b'{"hand": ' + HAND + b', "entry_id": "one", "entry_id": "two"}', ""),
    (b'{"hand": ' + HAND + b', "hand": {"outcome": "chombo", "offender": 2}, "entry_id": "x"}',
     ""),
    (b'{"hand": {"outcome": "ron", "riichi": [], "wins": [{"winner": 1, "winner": 2, '
     b'"loser": 0, "han": 3, "fu": 40}]}, "entry_id": "x"}', ""),
], ids=["entry_id", "hand", "winner"])
def test_a_key_given_twice_is_422(api, raw, field):
    t, client, codes = api
    problem = refused_alone(post(client, "/api/table/1/1/hands", codes[1], raw))
    assert problem["code"] == "bad_json" and "twice" in problem["message"]
    assert problem["field"] == field
    assert t.tables.view(1, 1).hands == ()
    # Nothing took the ids.
    for entry_id in ("one", "two", "x"):
        assert not t.entry_applied(f"phone:1:1:{entry_id}")


def win(**numbers: str) -> bytes:
    fields = {"winner": "2", "loser": "1", "han": "3", "fu": "40", **numbers}
    inner = ", ".join(f'"{k}": {v}' for k, v in fields.items())
    return b'{"outcome": "ron", "riichi": [], "wins": [{' + inner.encode() + b"}]}"


@pytest.mark.parametrize(("raw", "code", "field"), [
    # 2.0 is not seat 2, -0.0 not seat 0: a fraction is refused wherever it is.
    (b'{"hand": ' + win(winner="2.0") + b', "entry_id": "f"}', "not_an_integer",
     "hand.wins[0].winner"),
    (b'{"hand": ' + win(loser="-0.0") + b', "entry_id": "f"}', "not_an_integer",
     "hand.wins[0].loser"),
    (b'{"hand": ' + win(han="3e0") + b', "entry_id": "f"}', "not_an_integer",
     "hand.wins[0].han"),
    (b'{"hand": ' + win(fu="1e400") + b', "entry_id": "f"}', "not_an_integer",
     "hand.wins[0].fu"),
    (b'{"hand": ' + HAND + b', "entry_id": "f", "seen": 0.0}', "not_an_integer", "seen"),
    # true is no seat and no counter (the core's own checks say so).
    (b'{"hand": ' + win(winner="true") + b', "entry_id": "f"}', "not_an_integer",
     "wins[0].winner"),
    (b'{"hand": ' + HAND + b', "entry_id": "f", "seen": true}', "bad_seen", "seen"),
    # Numbers past what a hand holds, and what JSON does not have.
    (b'{"hand": ' + win(han="99999999999999999999") + b', "entry_id": "f"}', "bad_json", ""),
    (b'{"hand": ' + HAND + b', "entry_id": "f", "seen": -1234567890}', "bad_json", ""),
    (b'{"hand": ' + win(han="NaN") + b', "entry_id": "f"}', "bad_json", ""),
    (b'{"hand": ' + win(fu="-Infinity") + b', "entry_id": "f"}', "bad_json", ""),
], ids=["2.0", "-0.0", "3e0", "1e400", "seen-0.0", "true-seat", "true-seen", "20-digits",
        "10-digits", "NaN", "-Infinity"])
def test_numbers_are_whole_and_in_range_or_422(api, raw, code, field):
    t, client, codes = api
    for path in ("/api/table/1/1/hands", "/api/table/1/1/check"):
        answer = post(client, path, codes[1], raw)
        if path.endswith("/check") and code in ("not_an_integer", "bad_seen") and \
                field in ("wins[0].winner", "seen"):
            continue  # the core's own problems: /check answers them as problems (200)
        problem = refused_alone(answer)
        assert (problem["code"], problem["field"]) == (code, field), problem
    assert t.tables.view(1, 1).hands == ()


@pytest.mark.parametrize("raw", [
    b'{"hand": {"outcome": "chombo", "offender": 2, "note": "\\ud800"}, "entry_id": "s"}',
    b'{"hand": {"outcome": "chombo", "offender": 2, "\\udfff": 1}, "entry_id": "s"}',
    b'{"hand": {"outcome": "chombo", "offender": 2}, "entry_id": "\\ud83d"}',
    b'{"hand": {"outcome": "chombo", "offender": 2, "note": "\xff"}, "entry_id": "s"}',
    "\ufeff{}".encode(),
    b"",
    b"null",
    b'["hand"]',
], ids=["surrogate-note", "surrogate-key", "surrogate-id", "latin-1", "bom", "empty", "null",
        "array"])
def test_text_that_is_no_unicode_or_no_object_is_422_in_json(api, raw):
    t, client, codes = api
    for path in ("/api/table/1/1/hands", "/api/table/1/1/check"):
        assert refused_alone(post(client, path, codes[1], raw))["code"] == "bad_json"
    assert t.tables.view(1, 1).hands == ()


# -- path numbers ---------------------------------------------------------------------------------

BAD_NUMBERS = ["99999999999999999999", "9" * 5000, "18446744073709551617", "0", "01", "-1",
               "+1", "1.0", "1e3", "10001", "\uff11", "\u0661", "\u00b9", " 1", "1_0"]


@pytest.mark.parametrize("number", BAD_NUMBERS, ids=[f"n{i}" for i in range(len(BAD_NUMBERS))])
def test_a_path_number_that_is_no_table_number_is_a_json_404(api, number):
    t, client, codes = api
    from urllib.parse import quote

    n = quote(number)
    for method, path in (("GET", f"/api/table/{n}/1"), ("GET", f"/api/table/1/{n}"),
                         ("POST", f"/api/table/{n}/1/check"), ("POST", f"/api/table/1/{n}/hands")):
        answer = client.request(method, path, headers={"X-Table-Code": codes[1]},
                                content=b'{"hand": ' + HAND + b', "entry_id": "p"}')
        assert refused_alone(answer, 404)["code"] == "not_found", path
    # The table's page: the live page's own "no such page", not a failure.
    for path in (f"/table/{n}/1", f"/table/1/{n}"):
        page = client.get(path)
        assert page.status_code == 404 and "There is no such page." in page.text, path
    assert t.tables.view(1, 1).hands == ()
    # A bad address is no wrong code: the table is not blocked by them.
    assert client.get("/api/table/1/1", headers={"X-Table-Code": codes[1]}).status_code == 200


def test_the_apis_own_root_answers_in_json_too(api):
    t, client, codes = api
    # (/api/table// is sent on to /api/table by Starlette, which was the live page's HTML)
    for method, path, status in (("GET", "/api/table", 404), ("GET", "/api/table//", 404),
                                 ("GET", "/api/table/", 404), ("POST", "/api/table", 405)):
        answer = client.request(method, path, headers={"X-Table-Code": codes[1]})
        assert refused_alone(answer, status)["code"] in ("not_found", "bad_method"), path


def test_the_highest_table_number_is_a_table_address(api):
    t, client, codes = api
    # (no such table: no code opens it, as for any table that does not exist)
    answer = client.get("/api/table/10000/10000", headers={"X-Table-Code": codes[1]})
    assert refused_alone(answer, 403)["code"] == "bad_code"
    assert client.get("/table/10000/10000").status_code == 200


# -- the wrong-code limit: per address and table, and per address -------------------------------

def get_table(client, round: int, table: int, code: str):
    return client.get(f"/api/table/{round}/{table}", headers={"X-Table-Code": code})


def test_one_tables_wrong_codes_do_not_lock_out_another_table_behind_the_same_address(api):
    t, client, codes = api
    statuses = [get_table(client, 1, 1, f"WRONG{i}").status_code for i in range(11)]
    assert statuses == [403] * 10 + [429]
    blocked = get_table(client, 1, 1, codes[1])
    assert refused_alone(blocked, 429)["code"] == "too_many_wrong_codes"
    assert 1 < int(blocked.headers["retry-after"]) <= 61
    # Table 2's phones share the address (the venue's Wi-Fi): they go on entering.
    assert get_table(client, 1, 2, codes[2]).status_code == 200
    assert [get_table(client, 1, 2, f"WRONG{i}").status_code for i in range(9)] == [403] * 9
    assert get_table(client, 1, 2, codes[2]).status_code == 200
    answer = client.post("/api/table/1/2/hands", headers={"X-Table-Code": codes[2]},
                         json={"hand": {"outcome": "chombo", "offender": 1}, "entry_id": "t2"})
    assert answer.status_code == 201


def test_one_address_guessing_at_every_table_is_stopped_after_60_wrong_codes(api):
    t, client, codes = api
    # Two wrong codes for each of 30 tables (most of which do not exist: no code opens them).
    statuses = [get_table(client, 1, 1 + i % 30, f"WRONG{i}").status_code for i in range(60)]
    assert statuses == [403] * 60
    # Then the address is blocked for every table, with the right code too.
    for table in (1, 2, 31):
        answer = get_table(client, 1, table, codes.get(table, "WRONG"))
        assert refused_alone(answer, 429)["code"] == "too_many_wrong_codes"


def test_a_code_changed_while_a_phone_has_the_old_one_counts_as_wrong(api):
    t, client, codes = api
    assert get_table(client, 1, 1, codes[1]).status_code == 200
    new, _ = t.phones.issue_codes(1, new=True, table=1)
    assert [get_table(client, 1, 1, codes[1]).status_code for _ in range(11)] == [403] * 10 + [429]
    assert get_table(client, 1, 2, codes[2]).status_code == 200
    assert new[1] != codes[1]


def test_wrong_codes_sent_all_at_once_get_ten_tries_and_right_ones_all_pass(request, tmp_path):
    """Against a real server: forty requests in flight at once, each with another wrong code,
    get ten answers and thirty 429s (each passed the limit before the first was answered);
    as many with the right code, from one address, are all answered."""
    import threading
    from collections import Counter

    with venue_for("sqlite", tmp_path, request, tables=3) as venue:
        venue.start("--entry")
        statuses: list[int] = []

        def send(path: str, code: str) -> None:
            statuses.append(venue.request("GET", path, code).status)

        def at_once(path: str, codes: list[str]) -> Counter[int]:
            statuses.clear()
            threads = [threading.Thread(target=send, args=(path, c)) for c in codes]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join(60)
            return Counter(statuses)

        right = venue.codes[2][3]
        assert at_once("/api/table/2/3", [right] * 40) == {200: 40}
        assert at_once("/api/table/2/1", [f"WRONG{i}" for i in range(40)]) == {403: 10, 429: 30}
        assert at_once("/api/table/2/3", [right] * 40) == {200: 40}


# -- errors that say the truth --------------------------------------------------------------------

def test_a_server_fault_never_tells_a_phone_that_nothing_was_saved(tmp_path):
    """A bug after the hand was written: the answer (500) says it may or may not be saved,
    never "send it again" as if nothing had happened; a bug on a read says nothing changed."""
    import threading

    from starlette.testclient import TestClient

    from tests.web.helpers import cup
    from tournament.web.app import create_app
    from tournament.web.source import TournamentSource

    t = cup(tmp_path)
    codes, _ = t.phones.issue_codes(1)
    lock = threading.Lock()

    def run(fn):
        with lock:
            fn(t)
        raise RuntimeError("a bug after the call")

    hand = {"hand": {"outcome": "chombo", "offender": 1}, "entry_id": "bug"}
    try:
        with TestClient(create_app(TournamentSource(run), entry=run),
                        raise_server_exceptions=False) as client:
            answer = client.post("/api/table/1/1/hands", json=hand,
                                 headers={"X-Table-Code": codes[1]})
            problem = refused_alone(answer, 500)
            assert problem["code"] == "server_error"
            assert "may or may not have been saved" in problem["message"]
            assert "nothing" not in problem["message"]
            assert len(t.tables.view(1, 1).hands) == 1  # (it was)
            for method, path in (("GET", "/api/table/1/1"), ("POST", "/api/table/1/1/check")):
                answer = client.request(method, path, json=hand,
                                        headers={"X-Table-Code": codes[1]})
                assert "nothing was changed" in refused_alone(answer, 500)["message"]
    finally:
        t.close()


def test_a_hand_saved_is_201_even_when_telling_the_desk_of_it_fails(tmp_path):
    import threading

    from starlette.testclient import TestClient

    from tests.web.helpers import cup
    from tournament.web.app import create_app
    from tournament.web.source import TournamentSource

    t = cup(tmp_path)
    codes, _ = t.phones.issue_codes(1)
    lock = threading.Lock()

    def run(fn):
        with lock:
            return fn(t)

    def entered(round: int, table: int) -> None:
        raise RuntimeError("the desk's view failed")

    try:
        app = create_app(TournamentSource(run), entry=run, entered=entered)
        with TestClient(app, raise_server_exceptions=False) as client:
            answer = client.post("/api/table/1/1/hands", headers={"X-Table-Code": codes[1]},
                                 json={"hand": {"outcome": "chombo", "offender": 1},
                                       "entry_id": "told"})
            assert answer.status_code == 201 and len(answer.json()["hands"]) == 1
    finally:
        t.close()
