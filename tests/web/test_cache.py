"""Each page and answer is built once per version and the same bytes go to every phone
(ETag, 304 Not Modified); one notice wakes every open event stream."""

from __future__ import annotations

import asyncio
import gzip
import http.client
import threading

import pytest
from starlette.testclient import TestClient

from tests.web.helpers import cup, finish_table_1
from tests.web.test_server import read_event
from tournament.web.app import create_app
from tournament.web.server import LiveServer
from tournament.web.source import TournamentSource

CACHED = ("/", "/seating", "/tables", "/api/standings", "/api/seating", "/api/tables",
          "/api/version")


@pytest.fixture
def t(tmp_path):
    t = cup(tmp_path)
    yield t
    t.close()


@pytest.mark.parametrize("path", CACHED)
def test_an_answer_the_phone_has_already_is_304_until_the_data_changes(t, path):
    with TestClient(create_app(TournamentSource.of(t), check_every=0)) as c:
        first = c.get(path)
        etag = first.headers["etag"]
        assert first.status_code == 200 and etag.startswith('W/"')
        assert first.headers["cache-control"] == "no-cache"
        again = c.get(path, headers={"If-None-Match": etag})
        assert again.status_code == 304 and again.content == b""
        assert again.headers["etag"] == etag
        # A list of tags, a strong form of the same tag, and "*" match too.
        assert c.get(path, headers={"If-None-Match": f'"x", {etag[2:]}'}).status_code == 304
        assert c.get(path, headers={"If-None-Match": "*"}).status_code == 304
        assert c.get(path, headers={"If-None-Match": '"other"'}).status_code == 200
        finish_table_1(t)
        changed = c.get(path, headers={"If-None-Match": etag})
        assert changed.status_code == 200 and changed.headers["etag"] != etag
        assert changed.content != first.content


def test_the_same_bytes_go_to_every_phone_compressed_once(t):
    app = create_app(TournamentSource.of(t), check_every=0)
    with TestClient(app) as c:
        plain = c.get("/", headers={"Accept-Encoding": "identity"})
        zipped = [c.get("/", headers={"Accept-Encoding": "gzip"}) for _ in range(3)]
        assert "content-encoding" not in plain.headers
        for answer in zipped:
            assert answer.headers["content-encoding"] == "gzip"
            assert answer.headers["etag"] == plain.headers["etag"]
            assert answer.text == plain.text  # (decompressed by the client)
        body = app.state.live._bodies[next(k for k in app.state.live._bodies
                                           if k[1] == "page:standings:en")]
        assert gzip.decompress(body.gzipped) == body.plain == plain.content


def test_each_page_and_answer_is_built_once_per_version_however_many_phones_ask_at_once(t):
    app = create_app(TournamentSource.of(t), check_every=0)
    live = app.state.live
    paths = ("/", "/api/standings", "/api/tables", "/tables")

    async def phones(n: int) -> list[tuple[str, int, bytes]]:
        return await asyncio.gather(*[asgi_get(app, p) for p in paths for _ in range(n)])

    async def run() -> None:
        async with app.router.lifespan_context(app):
            answers = await phones(25)
            assert {status for _, status, _ in answers} == {200}
            assert live.renders == len(paths)  # 100 answers, 4 builds
            for path in paths:
                assert len({body for p, _, body in answers if p == path}) == 1
            await phones(5)
            assert live.renders == len(paths)  # nothing changed: nothing built
            await asyncio.to_thread(finish_table_1, t)
            answers = await phones(25)
            assert live.renders == 2 * len(paths)  # once more for the new version
            assert b"Dora Eck" in next(body for p, _, body in answers if p == "/")

    asyncio.run(run())


async def asgi_get(app, path: str) -> tuple[str, int, bytes]:  # type: ignore[no-untyped-def]
    """GET `path` straight through the ASGI app (as many at once as the test gathers)."""
    scope = {"type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1",
             "method": "GET", "scheme": "http", "path": path, "raw_path": path.encode(),
             "query_string": b"", "root_path": "", "headers": [(b"host", b"live")],
             "client": ("127.0.0.1", 50000), "server": ("live", 80)}
    sent: list[dict] = []

    async def receive() -> dict:
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message: dict) -> None:
        sent.append(message)

    await app(scope, receive, send)
    return path, sent[0]["status"], b"".join(m.get("body", b"") for m in sent[1:])


class Counting:
    """A source that counts how often it is asked, and can tell of its changes."""

    def __init__(self, t):  # type: ignore[no-untyped-def]
        self.inner = TournamentSource.of(t)
        self.asked = 0
        self.subscribers = []

    def version(self) -> str:
        self.asked += 1
        return self.inner.version()

    def data(self):  # type: ignore[no-untyped-def]
        return self.inner.data()

    def subscribe(self, changed) -> None:  # type: ignore[no-untyped-def]
        self.subscribers.append(changed)


def test_one_notice_wakes_every_open_event_stream_without_a_look_per_phone(t):
    # Looked at every 60 s by itself: a change reaches the streams only by the notice.
    source = Counting(t)
    server = LiveServer(create_app(source, check_every=60), host="127.0.0.1", port=0)
    server.start()
    streams = []
    try:
        for _ in range(20):
            conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
            conn.request("GET", "/events")
            streams.append((conn, conn.getresponse()))
        first = {read_event(stream) for _, stream in streams}
        assert len(first) == 1
        asked = source.asked
        t.announcements.announce("Round 2 at 14:00")
        for changed in source.subscribers:  # what ServerSource does once it caught up
            threading.Thread(target=changed).start()
        news = {read_event(stream) for _, stream in streams}
        assert len(news) == 1 and news != first
        assert source.asked == asked + 1  # one look for twenty phones
    finally:
        server.stop()
        for conn, _ in streams:
            conn.close()


def read_message(stream: http.client.HTTPResponse) -> tuple[dict[str, str], str]:
    """The next event: (its marks by part, from its id line; its data)."""
    marks: dict[str, str] = {}
    while True:
        line = stream.readline().decode("utf-8")
        assert line, "the stream ended"
        if line.startswith("id: "):
            marks = dict(m.split(":", 1) for m in line[4:].split())
        elif line.startswith("data: "):
            return marks, line[6:].strip()


def test_each_event_says_which_parts_changed_so_that_a_page_fetches_only_its_own(t):
    server = LiveServer(create_app(TournamentSource.of(t), check_every=0.05),
                        host="127.0.0.1", port=0)
    server.start()
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
    try:
        conn.request("GET", "/events")
        stream = conn.getresponse()
        marks, version = read_message(stream)
        assert set(marks) == {"standings", "seating", "tables"}
        # A hand that does not end a game: the tables change, the standings do not.
        t.tables.record_hand(1, 1, {"outcome": "ron", "riichi": [], "wins": [
            {"winner": 1, "loser": 2, "han": 1, "fu": 30}]})
        after, newer = read_message(stream)
        assert newer != version
        assert after["tables"] != marks["tables"]
        assert after["standings"] == marks["standings"]
        assert after["seating"] == marks["seating"]
        t.announcements.announce("Round 2 at 14:00")  # shown with every part
        last, _ = read_message(stream)
        assert all(last[name] != after[name] for name in after)
    finally:
        conn.close()
        server.stop()
