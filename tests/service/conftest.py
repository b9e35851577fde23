from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _data_dir(tmp_path, monkeypatch):
    # Never touch the real user data folder.
    monkeypatch.setenv("RIICHI_TOURNAMENT_DATA", str(tmp_path / "data"))


@pytest.fixture
def opened(monkeypatch) -> list[bool]:
    """Each time the service opens a tournament, whether the command line's quick way was on
    then (the tests of the quick way: it never opens through the service)."""
    from tournament.cli import quick
    from tournament.service import Tournament

    ordinary_open = Tournament.open
    seen: list[bool] = []

    def spy(*args, **kwargs):  # type: ignore[no-untyped-def]
        seen.append(quick.ENABLED)
        return ordinary_open(*args, **kwargs)

    monkeypatch.setattr(Tournament, "open", spy)
    return seen
