"""The whole suite: the translations are built before the first test.

The .qm files are build products (resources/make_translations.py; `pip install .` and
`pip install -e .` build them). A plain checkout run with PYTHONPATH has none, and a .ts
edited since the last build leaves its .qm behind: the tests build what is missing or stale,
as they test the files the app loads. The app itself never builds them.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
# The inner loop's tier, `pytest -m "not slow"`: the core, the service and the storage on
# SQLite, in-process. What starts the desk, a browser or a PostgreSQL server, renders PDFs,
# builds the app, or runs a process per example is marked slow here; the whole suite (the
# README's command) runs everything.
SLOW_FOLDERS = {"ui", "web", "printing", "distribution"}
SLOW_FILES = {
    "core/test_conservation.py",  # hundreds of random games
    "service/test_fuzz.py",  # a command per example
    "service/test_cli_conventions.py", "service/test_cli_truth.py",
    "service/test_cli_quick.py",  # the command line as a process
    "service/test_cli_startup.py",  # what a new process imports, a process per command
    "storage/test_disk_faults.py", "storage/test_hostile_files.py",  # a process per fault
}


def pytest_configure(config):
    # Bytecode is cached during the run even where the environment turns caching off
    # (PYTHONDONTWRITEBYTECODE, as some CI images do): else each test worker rewrites and
    # compiles every test module again, and every command a test starts as a process compiles
    # the program's modules from source again. Set before the workers start, so they and the
    # processes they start inherit it. (The caches are git-ignored __pycache__ folders.)
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    sys.dont_write_bytecode = False
    if not hasattr(config, "workerinput") and config.getoption("numprocesses", None):
        _compile_ahead(config)


def _compile_ahead(config):
    """Before the workers start (the controller of `-n`): the program's modules compiled, and
    the test modules rewritten by pytest's assertion rewriting, into their caches. Every
    worker collects the whole suite at once, so on a fresh checkout (CI's every run) each of
    them rewrote and compiled every module itself, the same work four times over: collecting
    took 15 s instead of 6. Here it is done once, in about 2 s.

    The rewriting is pytest's own (the functions its import hook calls, which are not a public
    interface): where they differ in another pytest, nothing is written here and the workers
    rewrite as they always did."""
    import compileall
    import re

    for folder in ("tournament", "ui", "resources", "benchmarks"):
        compileall.compile_dir(TESTS.parent / folder, quiet=1)
    # (not the test modules, rewritten below, nor the data the tests read)
    compileall.compile_dir(TESTS, quiet=1,
                           rx=re.compile(r"[/\\](test_[^/\\]*|conftest)\.py$|[/\\]data[/\\]"))
    try:
        from _pytest.assertion import rewrite

        state = config.stash[rewrite.assertstate_key]
        for source in sorted(TESTS.rglob("*.py")):
            if not (source.name.startswith("test_") or source.name == "conftest.py"):
                continue
            cache = rewrite.get_cache_dir(source)
            if not rewrite.try_makedirs(cache):
                return
            pyc = cache / (source.name[:-3] + rewrite.PYC_TAIL)
            if rewrite._read_pyc(source, pyc, state.trace) is None:
                source_hash, code = rewrite._rewrite_test(source, config)
                rewrite._write_pyc(state, code, source_hash, pyc)
    except Exception:  # noqa: BLE001 - another pytest: its workers rewrite as before
        return


def pytest_xdist_auto_num_workers(config):
    # `-n auto` (the README's test command): two workers a core, at most `--maxprocesses`.
    # A quarter of a worker's time is spent waiting, not computing: on the processes a test
    # starts (a command, a fault run, a server, a browser) and on timers. On the 2-core
    # machine the whole suite took 538 s with two workers and 479 s with four, for the same
    # 800 s of processor time.
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return 2 * (cores or 1)


def pytest_collection_modifyitems(config, items):
    for item in items:
        try:
            where = Path(str(item.fspath)).resolve().relative_to(TESTS)
        except ValueError:
            continue
        on_server = "pg_server" in getattr(item, "fixturenames", ()) or (
            "postgresql" in item.nodeid)
        if (where.parts[0] in SLOW_FOLDERS or where.as_posix() in SLOW_FILES or on_server
                or item.get_closest_marker("disk_faults_full") is not None):
            item.add_marker(pytest.mark.slow)


@pytest.fixture(autouse=True, scope="session")
def _translations_built():
    from resources import make_translations

    make_translations.build(only_stale=True)
@pytest.fixture(autouse=True, scope="session")
def _cheap_password_hashes():
    # The organiser password's scrypt cost is N = 2^17 (128 MiB, a few tenths of a second);
    # tests hash with a small N so they stay fast, for the whole session: a module's or a
    # session's fixture that sets a password is made before any test's own fixtures, and a
    # hash made at the real cost costs that again at every unlock and signature.
    # tests/storage/test_password.py checks the real cost on a fresh copy of the module.
    from tournament.storage import password

    real = password.COST
    password.COST = {"n": 2**10, "r": 8, "p": 1}
    yield
    password.COST = real


# -- a real PostgreSQL server (tests/pg.py) ---------------------------------------------------
@pytest.fixture(scope="session")
def pg_server():
    """One PostgreSQL server for the whole session, started from the installed binaries and
    stopped at the end. Skipped only when PostgreSQL is not installed."""
    from tests.pg import PgServer, binaries

    if binaries() is None:
        pytest.skip("PostgreSQL is not installed (Debian/Ubuntu: apt-get install postgresql; "
                    ".ci/run installs it): the server tests need initdb and postgres")
    server = PgServer.start()
    yield server
    server.stop()


@pytest.fixture
def pg_url(pg_server):
    """A fresh, empty database on the session's server (its URL); dropped afterwards."""
    url = pg_server.new_database()
    yield url
    pg_server.drop_database(url)


@pytest.fixture(params=["sqlite", "postgresql"])
def backend(request, tmp_path):
    """Where a test's tournament is kept, once per backend: a new file's path (SQLite) or an
    empty database's URL (PostgreSQL). The same test proves the same code path on both."""
    if request.param == "sqlite":
        return tmp_path / "cup.rtdb"
    return request.getfixturevalue("pg_url")


# -- fixtures built once ----------------------------------------------------------------------
@pytest.fixture(scope="session")
def _built_folders(tmp_path_factory):
    return {}


@pytest.fixture
def built_once(_built_folders, tmp_path_factory, tmp_path):
    """`built_once(key, build)`: what `build(folder)` makes in an empty folder (a tournament
    built command by command, the files beside it), made once per session and copied into
    this test's `tmp_path`; returns the path `build` returned, in `tmp_path`. For a fixture
    whose making costs more than the test (a tournament seated by the engine): each test
    still gets its own files, as they were when first built."""
    import shutil

    def make(key, build):
        if key not in _built_folders:
            folder = tmp_path_factory.mktemp("built")
            made = Path(build(folder))
            _built_folders[key] = (folder, made.relative_to(folder))
        folder, made = _built_folders[key]
        for item in folder.iterdir():
            if item.is_dir():
                shutil.copytree(item, tmp_path / item.name)
            else:
                shutil.copy2(item, tmp_path / item.name)
        return tmp_path / made

    return make
