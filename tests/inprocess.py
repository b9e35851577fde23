"""A command of `python -m tournament` run in the test's process, answered as
`subprocess.run(..., capture_output=True, text=True)` answers: for the tests that need the
command's exit code and its words, not a new process (which costs a Python start and every
import). The tests about the process itself (a closed pipe, a signal, what a new process
imports) keep running it as one."""

from __future__ import annotations

import contextlib
import io
import os
import subprocess
from collections.abc import Iterator


@contextlib.contextmanager
def _environment(env: dict[str, str]) -> Iterator[None]:
    before = {key: os.environ.get(key) for key in env}
    os.environ.update(env)
    try:
        yield
    finally:
        for key, value in before.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


def run_cli(*args: str, env: dict[str, str] | None = None
            ) -> subprocess.CompletedProcess[str]:
    from tournament.cli import main

    out, err = io.StringIO(), io.StringIO()
    with _environment(env or {}), contextlib.redirect_stdout(out), \
            contextlib.redirect_stderr(err):
        try:
            code = main(list(args))
        except SystemExit as exc:  # argparse: a malformed command line
            code = int(exc.code or 0)
    return subprocess.CompletedProcess(["tournament", *args], code, out.getvalue(),
                                       err.getvalue())
