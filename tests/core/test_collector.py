"""The garbage collector's pause during a bulk read (`tournament.collector`): off inside,
back as it was after, counted when pauses nest or overlap on two threads, and never turned on
by a pause when it was off before (the desk turns it off for good)."""

from __future__ import annotations

import gc
import threading

import pytest

from tournament.collector import collector_paused, paused


@pytest.fixture(autouse=True)
def _collector_on():
    was = gc.isenabled()
    gc.enable()
    yield
    if not was:
        gc.disable()


def test_off_inside_and_on_again_after():
    with collector_paused():
        assert not gc.isenabled() and paused()
    assert gc.isenabled() and not paused()


def test_on_again_after_an_exception():
    with pytest.raises(RuntimeError), collector_paused():
        raise RuntimeError("a read that fails")
    assert gc.isenabled() and not paused()


def test_nested_pauses_end_with_the_outermost():
    with collector_paused():
        with collector_paused():
            pass
        assert not gc.isenabled()
    assert gc.isenabled()


def test_a_collector_turned_off_before_stays_off():
    gc.disable()
    with collector_paused():
        pass
    assert not gc.isenabled()


def test_overlapping_pauses_on_two_threads():
    """The worker's pause ends while another thread's is still under way: still off, until
    the last one ends."""
    inside, release = threading.Event(), threading.Event()

    def worker():
        with collector_paused():
            inside.set()
            release.wait(5)

    with collector_paused():
        thread = threading.Thread(target=worker)
        thread.start()
        assert inside.wait(5)
    assert not gc.isenabled()  # the worker's pause still lasts
    release.set()
    thread.join(5)
    assert gc.isenabled() and not paused()


def test_the_open_and_the_standings_read_inside_a_pause(tmp_path, monkeypatch):
    """Where the bulk of a tournament is made: reading it at open and computing its
    standings."""
    from tests.service.helpers import new_tournament
    from tournament.service import Tournament
    from tournament.storage import repo

    seen = []
    real_summaries = repo.read_summaries
    monkeypatch.setattr(repo, "read_summaries",
                        lambda *a: (seen.append(("open", gc.isenabled())), real_summaries(*a))[1])
    from tournament.standings import ranking

    real_compute = ranking.compute_standings
    import tournament.service.ranking as service_ranking

    monkeypatch.setattr(service_ranking, "compute_standings",
                        lambda *a, **k: (seen.append(("standings", gc.isenabled())),
                                         real_compute(*a, **k))[1])
    new_tournament(tmp_path, players=8, rounds=2).close()
    seen.clear()
    t = Tournament.open(tmp_path / "cup.rtdb")
    try:
        t.standings.recomputed()
    finally:
        t.close()
    assert ("open", False) in seen and ("standings", False) in seen
    assert gc.isenabled()
