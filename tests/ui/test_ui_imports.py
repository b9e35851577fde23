"""No ui module loads the storage layer or a database library when it is imported, lazily or
not: the values the desk needs from the service are in light modules (`service.values`,
`organisation`). The desk loads the storage layer later, through the service, when a tournament is
opened (tests/ui/test_start_imports.py).

Each module is imported in a process that has loaded none of the watched modules: a child
forked from an interpreter that has imported Qt and the ui modules already found clean (each
loaded once, not once per module: a child finds exactly what importing its module into that
interpreter loads, and a module already there was itself found clean), or a new interpreter
per module where fork is not available."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WATCHED = ("tournament.storage", "sqlalchemy", "sqlmodel", "psycopg", "alembic")

SCRIPT = """
import importlib, json, os, subprocess, sys
WATCHED = tuple(sys.argv[1].split(","))
names = sys.argv[2:]
def loaded(name):
    try:
        importlib.import_module(name)
    except BaseException as exc:
        return ["cannot import: " + repr(exc)]
    return sorted(m for m in WATCHED if m in sys.modules)
result = {}
if not hasattr(os, "fork"):
    for name in names:
        done = subprocess.run([sys.executable, "-c", "import importlib, json, sys; "
                               "importlib.import_module(sys.argv[1]); "
                               "print(json.dumps(sorted(m for m in sys.argv[2].split(',') "
                               "if m in sys.modules)))", name, ",".join(WATCHED)],
                              capture_output=True, text=True)
        result[name] = (json.loads(done.stdout) if done.returncode == 0
                        else ["cannot import: " + done.stderr[-300:]])
else:
    import PySide6.QtCore, PySide6.QtGui, PySide6.QtWidgets  # what every ui module needs
    assert not [m for m in sys.modules if m.split(".")[0] in ("ui", "tournament")]
    for name in names:
        read, write = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(read)
            os.write(write, json.dumps(loaded(name)).encode())
            os._exit(0)
        os.close(write)
        data = b""
        while chunk := os.read(read, 65536):
            data += chunk
        os.close(read)
        os.waitpid(pid, 0)
        result[name] = json.loads(data)
        if not result[name]:
            # Found clean in a child forked from this very state: loaded here too, so the
            # next children start with it (and what it loaded) instead of loading it again.
            importlib.import_module(name)
            assert not [m for m in WATCHED if m in sys.modules], name
print(json.dumps(result))
"""


def _ui_modules() -> list[str]:
    names = []
    for path in sorted((ROOT / "ui").rglob("*.py")):
        if path.name == "__main__.py":  # runs the app
            continue
        parts = path.relative_to(ROOT).with_suffix("").parts
        names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


@pytest.mark.slow
def test_no_ui_module_loads_the_storage_layer_when_imported(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen",
               RIICHI_TOURNAMENT_SETTINGS=str(tmp_path / "s.ini"),
               RIICHI_TOURNAMENT_DATA=str(tmp_path / "data"))
    modules = _ui_modules()
    done = subprocess.run([sys.executable, "-c", SCRIPT, ",".join(WATCHED), *modules],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    found = json.loads(done.stdout.strip().splitlines()[-1])
    assert set(found) == set(modules)
    assert {name: loaded for name, loaded in found.items() if loaded} == {}
