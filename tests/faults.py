"""Real faults for the tests that need them: a small full disk (a tmpfs mount), a read-only
folder (a read-only bind mount as root, permissions otherwise), child processes that hold a
file or die by kill -9, and an I/O error injected where a real one cannot be caused."""

from __future__ import annotations

import contextlib
import hashlib
import os
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import event
from sqlalchemy.exc import OperationalError

ROOT = Path(__file__).resolve().parents[1]


def snapshot(folder: Path) -> dict[str, str]:
    """Every file under a folder with its content hash: to show that nothing changed."""
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def child_env() -> dict[str, str]:
    return dict(os.environ, PYTHONPATH=str(ROOT))


def python(*args: str, **kw) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, *args], capture_output=True, text=True,
                          env=child_env(), cwd=ROOT, **kw)


@contextlib.contextmanager
def small_disk(where: Path, size: str = "3m") -> Iterator[Path]:
    """A real small file system (tmpfs) mounted at `where`; skips the test where mounting is
    not allowed."""
    where.mkdir(parents=True, exist_ok=True)
    if os.name != "posix" or os.geteuid() != 0:
        pytest.skip("mounting a small disk needs root")
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)],
                          capture_output=True)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.decode().strip()}")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], capture_output=True)


def fill(disk: Path) -> Path:
    """Fill a disk to the last byte; returns the filler file (delete it to free the space)."""
    filler = disk / "filler.bin"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    try:
        for size in (65536, 4096, 512, 1):
            block = b"\0" * size
            try:
                while True:
                    os.write(fd, block)
            except OSError:
                pass
    finally:
        os.close(fd)
    return filler


@contextlib.contextmanager
def read_only_view(folder: Path) -> Iterator[Path]:
    """`folder` seen read-only: a read-only bind mount as root (permissions do not bind
    root), or the folder itself with its write permission taken away otherwise."""
    if os.name != "posix":
        pytest.skip("POSIX only")
    if os.geteuid() == 0:
        view = folder.parent / (folder.name + "-ro")
        view.mkdir()
        steps = [["mount", "--bind", str(folder), str(view)],
                 ["mount", "-o", "remount,ro,bind", str(view)]]
        for step in steps:
            done = subprocess.run(step, capture_output=True)
            if done.returncode != 0:
                subprocess.run(["umount", "-l", str(view)], capture_output=True)
                pytest.skip(f"cannot make a read-only mount: {done.stderr.decode().strip()}")
        try:
            yield view
        finally:
            subprocess.run(["umount", "-l", str(view)], capture_output=True)
    else:
        modes = {p: p.stat().st_mode for p in [folder, *folder.rglob("*")]}
        for p in modes:
            p.chmod(0o555 if p.is_dir() else 0o444)
        try:
            yield folder
        finally:
            for p, mode in modes.items():
                p.chmod(mode)


def inject_write_error(engine, message: str, at: str = "commit") -> None:
    """Make every commit on `engine` fail as SQLite fails it ("disk I/O error", "database or
    disk is full"), at the COMMIT (`at="commit"`: the change's fate is then unknown) or at
    the first statement that writes (`at="statement"`: certainly not saved). In-process,
    where the real faults of tests/storage/test_disk_faults.py (an LD_PRELOAD shim on a
    child process) cannot reach."""
    if at == "commit":
        @event.listens_for(engine, "commit")
        def _fail(conn) -> None:
            raise OperationalError("COMMIT", None, sqlite3.OperationalError(message))
        return

    @event.listens_for(engine, "before_cursor_execute")
    def _fail_statement(conn, cursor, statement, parameters, context, executemany) -> None:
        if statement.lstrip().upper().startswith(("INSERT", "UPDATE", "DELETE")):
            raise sqlite3.OperationalError(message)


def copy_alone(path: Path, folder: Path) -> Path:
    """What an organiser does: copy the .rtdb file, and nothing beside it, elsewhere."""
    folder.mkdir(parents=True, exist_ok=True)
    return Path(shutil.copyfile(path, folder / path.name))


# A child that opens a tournament and keeps it open until its stdin closes.
HOLDER = """
import sys
from tournament.service import Tournament
t = Tournament.open(sys.argv[1])
print("ready", flush=True)
sys.stdin.read()
t.close()
"""


@contextlib.contextmanager
def held_by_another_process(path: Path) -> Iterator[subprocess.Popen[str]]:
    child = subprocess.Popen([sys.executable, "-c", HOLDER, str(path)],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True, env=child_env(), cwd=ROOT)
    try:
        assert child.stdout is not None
        line = child.stdout.readline()
        assert line.strip() == "ready", child.stderr.read() if child.stderr else ""
        yield child
    finally:
        if child.stdin is not None:
            child.stdin.close()
        child.wait(timeout=60)
        for stream in (child.stdout, child.stderr):
            if stream is not None:
                stream.close()
