"""The installed Qt for Python does not corrupt the interpreter when a signal carries True.

PySide6 6.12.0 takes a reference from `True` on every `emit(True)`; the desk emits such
signals (the worker's busy flag, toggles) a few times per recorded hand, and after about a
thousand the interpreter aborts. pyproject.toml excludes that release; this keeps it so."""

from __future__ import annotations

import os
import subprocess
import sys

CHILD = """
from PySide6.QtCore import QCoreApplication, QObject, Signal
app = QCoreApplication([])
class Flag(QObject):
    changed = Signal(bool)
flag = Flag()
seen = []
flag.changed.connect(seen.append)
for _ in range(5000):
    flag.changed.emit(True)
    flag.changed.emit(False)
assert len(seen) == 10000
print("ok")
"""


def test_emitting_true_many_times_keeps_the_interpreter_alive():
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True,
                          env=env, timeout=120)
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr[-500:]
