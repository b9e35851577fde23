"""The club's three events (`builders`), built once per module: the tests only read them."""

from __future__ import annotations

import pytest

from tests.season.builders import club_events


@pytest.fixture(scope="module")
def club(tmp_path_factory):
    return club_events(tmp_path_factory.mktemp("club"))


@pytest.fixture(autouse=True)
def _data_folder(tmp_path, monkeypatch):
    # The checks already passed are kept in the data folder: each test its own, never the
    # user's.
    monkeypatch.setenv("RIICHI_TOURNAMENT_DATA", str(tmp_path / "data"))
