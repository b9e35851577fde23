"""`riichi-tournament-cli`: one console command for every headless tool, `print` included,
run as a real process (the way a terminal, a script or the standalone app's CI uses it)."""

from __future__ import annotations

import importlib
import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from tests.printing.conftest import pdf_pages
from tournament.cli import COMMAND_MODULES, build_parser
from tournament.demo import DEMO_PLAYERS

ROOT = Path(__file__).resolve().parents[2]


def cli(*args, **env):
    return subprocess.run([sys.executable, "-m", "ui.cli", *map(str, args)],
                          capture_output=True, text=True, cwd=ROOT, timeout=120,
                          env=dict(os.environ, PYTHONPATH=str(ROOT), **env))


@pytest.fixture(scope="module")
def demo_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("cli") / "demo.rtdb"
    result = cli("demo", path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith(f"{path}: Demo Riichi Open")
    return path


def test_the_scripts_are_declared_as_console_and_gui():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["scripts"] == {"riichi-tournament-cli": "ui.cli:main"}
    assert project["gui-scripts"] == {"riichi-tournament": "ui.app:main"}
    for target in (*project["scripts"].values(), *project["gui-scripts"].values()):
        module, _, name = target.partition(":")
        assert callable(getattr(importlib.import_module(module), name))


def commands(help_text: str) -> list[str]:
    """The command names of an argparse --help (one per line, indented by four)."""
    listed = help_text.split("positional arguments:")[1].split("options:")[0]
    return re.findall(r"^    (\S+)", listed, flags=re.MULTILINE)


def test_help_lists_every_command_and_print():
    result = cli("--help")
    assert result.returncode == 0
    assert result.stdout.startswith("usage: riichi-tournament-cli")
    core = commands(build_parser().format_help())
    assert len(core) > len(COMMAND_MODULES) and "demo" in core
    assert commands(result.stdout) == [*core, "print"]


def test_version():
    from tournament import __version__

    result = cli("--version")
    assert (result.returncode, result.stdout.strip()) == (0, f"riichi-tournament {__version__}")


def test_print_through_the_console_command(demo_file, tmp_path):
    out = tmp_path / "seating.pdf"
    result = cli("print", demo_file, "--what", "seating-tables", "--out", out)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith(f"{out}: ")
    text = " ".join(pdf_pages(out))
    assert all(name in text for name, _, _ in DEMO_PLAYERS)


def test_print_refusal_is_exit_code_2(demo_file, tmp_path):
    result = cli("print", demo_file, "--what", "menus", "--out", tmp_path / "x.pdf")
    assert result.returncode == 2 and result.stdout == ""
    assert len(result.stderr.splitlines()) == 1 and "invalid choice: 'menus'" in result.stderr


def test_core_commands_run_without_loading_qt(demo_file):
    code = ("import sys; from ui.cli import main; code = main(sys.argv[1:]); "
            "assert 'PySide6' not in sys.modules, 'Qt was loaded'; sys.exit(code)")
    result = subprocess.run([sys.executable, "-c", code, "standings", str(demo_file)],
                            capture_output=True, text=True, cwd=ROOT, timeout=120,
                            env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert result.returncode == 0, result.stderr
    assert DEMO_PLAYERS[0][0] in result.stdout


def test_demo_refuses_an_existing_file(demo_file):
    before = demo_file.read_bytes()
    result = cli("demo", demo_file)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.strip().endswith("already exists; choose another file name")
    assert demo_file.read_bytes() == before


def test_unknown_command_names_the_console_command():
    result = cli("menus")
    assert result.returncode == 2
    assert "riichi-tournament-cli: error: argument COMMAND: invalid choice" in result.stderr


def test_certificates_with_no_award_chosen_name_the_command_on_stderr(demo_file, tmp_path):
    """The page names the desk's Awards page; a terminal user is told the command."""
    path = tmp_path / "cup.rtdb"
    shutil.copyfile(demo_file, path)  # (the demo is closed: one file)
    assert cli("awards", path, "--set", "").returncode == 0
    out = tmp_path / "certificates.pdf"
    result = cli("print", path, "--what", "certificates", "--out", out)
    assert result.returncode == 0, result.stderr
    assert result.stderr == f"note: no award has been chosen yet: choose them with " \
                            f"'awards {path} --set ...'\n"
    assert "choose them on the Awards page" in " ".join(pdf_pages(out))
    chosen = cli("print", path.parent / "missing.rtdb", "--what", "certificates",
                 "--out", out)
    assert chosen.returncode == 2
