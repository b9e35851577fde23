"""STYLE.md habit 1: the core never imports Qt or the GUI, not even inside a function."""

from __future__ import annotations

import ast
from pathlib import Path

CORE = Path(__file__).resolve().parents[2] / "tournament"
FORBIDDEN = ("PySide6", "shiboken6", "ui")


def _imports(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            yield node.lineno, node.module


def test_core_has_no_qt_or_ui_import():
    offenders = [
        f"{path.relative_to(CORE.parent)}:{line}: {name}"
        for path in sorted(CORE.rglob("*.py"))
        for line, name in _imports(path)
        if name.split(".")[0] in FORBIDDEN
    ]
    assert offenders == []


def test_only_storage_imports_the_database_layer():
    offenders = [
        f"{path.relative_to(CORE.parent)}:{line}: {name}"
        for path in sorted(CORE.rglob("*.py"))
        if "storage" not in path.relative_to(CORE).parts
        for line, name in _imports(path)
        if name.split(".")[0] in ("sqlmodel", "sqlalchemy", "alembic", "psycopg")
    ]
    assert offenders == []
