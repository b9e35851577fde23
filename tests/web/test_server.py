"""The real server: uvicorn on a thread (`LiveServer`), started and stopped as the desk app
does, its event stream, and the addresses it gives."""

from __future__ import annotations

import http.client
import json
import socket
import time
import urllib.request

import pytest

from tests.web.helpers import cup
from tournament.web.app import create_app
from tournament.web.server import LiveServer, lan_addresses, url
from tournament.web.source import TournamentSource


@pytest.fixture
def t(tmp_path):
    t = cup(tmp_path)
    yield t
    t.close()


def get(server: LiveServer, path: str) -> tuple[int, str]:
    with urllib.request.urlopen(f"http://127.0.0.1:{server.port}{path}", timeout=10) as r:
        return r.status, r.read().decode("utf-8")


def read_event(stream: http.client.HTTPResponse) -> str:
    """The data of the next event (comments and the retry line skipped)."""
    while True:
        line = stream.readline().decode("utf-8")
        assert line, "the stream ended"
        if line.startswith("data: "):
            assert stream.readline() == b"\n"
            return line[len("data: "):].strip()


def test_the_server_starts_serves_and_stops_with_an_event_stream_open(t):
    server = LiveServer(create_app(TournamentSource.of(t)), host="127.0.0.1", port=0)
    server.start()
    try:
        assert server.running and server.port > 0
        assert server.urls == [f"http://127.0.0.1:{server.port}/"]
        status, html = get(server, "/")
        assert status == 200 and "Spring &lt;i&gt;Cup&lt;/i&gt;" in html
        version = json.loads(get(server, "/api/version")[1])["version"]

        conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
        conn.request("GET", "/events")
        stream = conn.getresponse()
        assert stream.status == 200
        assert stream.headers["content-type"].startswith("text/event-stream")
        assert read_event(stream) == version  # at once: what the page has is current
        t.announcements.announce("Round 1 starts now")
        changed = read_event(stream)  # within about a second, without asking
        assert changed != version
        assert changed == json.loads(get(server, "/api/version")[1])["version"]
        start = time.monotonic()
        server.stop()  # with the stream still open
        stopped = time.monotonic() - start
    finally:
        server.stop()
    print(f"stopped in {stopped:.2f} s with an event stream open")
    assert not server.running
    with pytest.raises(OSError):
        get(server, "/")
    conn.close()


def test_a_port_in_use_is_refused_with_a_message(t):
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    port = taken.getsockname()[1]
    server = LiveServer(create_app(TournamentSource.of(t)), host="127.0.0.1", port=port)
    try:
        with pytest.raises(OSError, match=f"port {port}"):
            server.start()
        assert not server.running
    finally:
        taken.close()


def test_the_server_starts_again_after_a_stop(t):
    app = create_app(TournamentSource.of(t))
    server = LiveServer(app, host="127.0.0.1", port=0)
    for _ in range(2):
        server.start()
        assert get(server, "/api/version")[0] == 200
        server.stop()
        assert not server.running


def test_addresses_for_people():
    assert url("192.168.1.20", 8080) == "http://192.168.1.20:8080/"
    assert url("fe80::1", 80) == "http://[fe80::1]:80/"
    for address in lan_addresses():
        assert not address.startswith("127.") and not address.startswith("169.254.")
        socket.inet_aton(address)
