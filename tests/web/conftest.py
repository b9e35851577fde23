from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _data_dir(tmp_path, monkeypatch):
    # Never touch the real user data folder.
    monkeypatch.setenv("RIICHI_TOURNAMENT_DATA", str(tmp_path / "data"))
