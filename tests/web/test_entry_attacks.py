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
