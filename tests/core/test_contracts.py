"""The import contracts (pyproject.toml, [tool.importlinter]) cover every core module, and
they break when the core is bent the way an architecture review tried: a database library
imported by a core module, scoring importing the statistics above it."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CORE = ROOT / "tournament"
DATABASE = ["sqlmodel", "sqlalchemy", "psycopg", "alembic"]


def _contracts() -> dict[str, dict[str, object]]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return {c["name"]: c for c in config["tool"]["importlinter"]["contracts"]}


def _core_children() -> set[str]:
    """Every module and package directly under tournament/."""
    names = {p.stem for p in CORE.glob("*.py") if p.name != "__init__.py"}
    names |= {p.name for p in CORE.iterdir() if (p / "__init__.py").is_file()}
    return {f"tournament.{n}" for n in names}


def test_the_database_contract_names_every_core_module_but_storage():
    contract = _contracts()["Only the storage layer imports the database libraries"]
    assert contract["type"] == "forbidden"
    assert sorted(contract["forbidden_modules"]) == sorted(DATABASE)  # type: ignore[arg-type]
    # A new module of the core is added to source_modules the day it is written.
    assert set(contract["source_modules"]) == _core_children() - {"tournament.storage"}  # type: ignore[arg-type]


def test_the_layers_place_every_core_module():
    contract = _contracts()[
        "The core's layers: nothing imports upwards (e.g. scoring never imports the service)"]
    assert contract["containers"] == ["tournament"]
    assert contract["exhaustive"] is True
    placed = {name.strip() for layer in contract["layers"]  # type: ignore[attr-defined]
              for name in layer.split("|")}
    assert {f"tournament.{n}" for n in placed} == _core_children()


def _lint(tree: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(tree)}
    lint = shutil.which("lint-imports")
    command = [lint] if lint else [sys.executable, "-m", "importlinter.cli"]
    return subprocess.run([*command, "--no-cache", "--config", str(tree / "pyproject.toml")],
                          cwd=tree, env=env, capture_output=True, text=True, timeout=120)


def test_the_reviews_probes_break_the_contracts(tmp_path: Path):
    """A copy of the sources with `import sqlalchemy` in standings/awards.py and `scoring`
    importing `standings.stats`: lint-imports refuses it, naming those imports, and keeps the
    other contracts."""
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    shutil.copytree(CORE, tmp_path / "tournament", ignore=ignore)
    shutil.copytree(ROOT / "ui", tmp_path / "ui", ignore=ignore)
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    awards = tmp_path / "tournament" / "standings" / "awards.py"
    awards.write_text(awards.read_text(encoding="utf-8") + "\nimport sqlalchemy  # probe\n",
                      encoding="utf-8")
    scoring = tmp_path / "tournament" / "scoring" / "__init__.py"
    scoring.write_text(scoring.read_text(encoding="utf-8")
                       + "\nimport tournament.standings.stats  # probe\n", encoding="utf-8")

    found = _lint(tmp_path)
    out = " ".join(found.stdout.split())  # long contract names are wrapped
    assert found.returncode == 1, found.stdout + found.stderr
    broken = {name for name in _contracts() if f"{name} BROKEN" in out}
    assert broken == {
        "Only the storage layer imports the database libraries",
        "Nothing but the storage layer imports a database library directly (the GUI neither)",
        "The core's layers: nothing imports upwards (e.g. scoring never imports the service)",
    }, out
    assert "tournament.standings.awards -> sqlalchemy" in out
    assert "tournament.scoring -> tournament.standings.stats" in out


def test_no_module_of_the_core_or_the_gui_is_over_600_lines_but_the_seating_engine():
    """A module past 600 lines is split along its seams (the seating engine, one search,
    is the exception the project keeps): `stats.py` grew to 658 unseen once, and two of the
    GUI's screens to nearly 800."""
    root = Path(__file__).resolve().parents[2]
    long = {str(path.relative_to(root).as_posix()): n
            for package in ("tournament", "ui") for path in (root / package).rglob("*.py")
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > 600}
    assert set(long) <= {"tournament/seating/engine.py"}, long
    assert (root / "tournament" / "seating" / "engine.py").is_file()  # the exception exists
