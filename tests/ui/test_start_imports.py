"""The desk shows its window before it imports what the start page does not need:
no storage layer, printing, exports, web stack or statistics when the window is first on
screen; then what the first open needs is imported while the app is idle. In a new process:
this one has imported everything already."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = """
import json, sys, time
from PySide6.QtCore import QEventLoop
import ui.app
HEAVY = ("sqlalchemy", "sqlmodel", "openpyxl", "starlette", "PySide6.QtPrintSupport",
         "tournament.standings.stats", "tournament.service.facade", "tournament.export.gather")
window = ui.app.start(["riichi-tournament"])
loop = QEventLoop()
end = time.monotonic() + 60
while not (window.windowHandle() and window.windowHandle().isExposed()):
    loop.processEvents()
    assert time.monotonic() < end
shown = sorted(m for m in HEAVY if m in sys.modules)
while not ui.app.preloaded():
    loop.processEvents()
    assert time.monotonic() < end
after = sorted(m for m in HEAVY if m in sys.modules)
window.close()
print(json.dumps({"shown": shown, "after": after}))
"""


def test_the_window_shows_before_the_storage_layer_loads(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen",
               RIICHI_TOURNAMENT_SETTINGS=str(tmp_path / "s.ini"),
               RIICHI_TOURNAMENT_DATA=str(tmp_path / "data"))
    done = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["shown"] == []
    # Then, idle, what opening a tournament needs (and only that: no exports, no web).
    assert {"sqlalchemy", "tournament.service.facade"} <= set(result["after"])
    assert not {"openpyxl", "starlette"} & set(result["after"])
