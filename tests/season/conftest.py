"""The club's three events (`builders`), built once per module: the tests only read them."""

from __future__ import annotations

import pytest

from tests.season.builders import club_events


@pytest.fixture(scope="module")
def club(tmp_path_factory):
    return club_events(tmp_path_factory.mktemp("club"))
