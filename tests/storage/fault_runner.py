"""The child process of tests/storage/test_disk_faults.py: started once with the fault shim
preloaded (LD_PRELOAD=faultshim.so) and the program imported, it forks a fresh process for
every run it is asked for, so a run costs a fork, not an interpreter start and a second of
imports. Each forked run is a real process of its own: its fault (set in the shim by
`fault_configure`), its own files, its own death by kill -9.

Requests, one JSON object a line on stdin; one answer a line on stdout:
  {"argv": [...], "fault": {"dir", "kind", "at", "errno", "kill", "sticky", "suffix"} | null,
   "counts": PATH | null}
      -> {"code": exit code (negative: killed by that signal), "stdout": ..., "stderr": ...}
  {"call": "NAME", "args": [...]}   a function of tests.storage.test_disk_faults (no fault)
      -> {"code": 0, "value": what it returned} or {"code": 1, "stderr": the error}
"""

from __future__ import annotations

import ctypes
import gc
import json
import os
import sys
import tempfile
import traceback


def _child(request: dict, out: int, err: int, result: str) -> int:
    os.dup2(out, 1)
    os.dup2(err, 2)
    fault = request.get("fault")
    shim = ctypes.CDLL(None)
    if fault:
        shim.fault_configure(fault["dir"].encode(), fault["kind"].encode(),
                             ctypes.c_long(fault["at"]), fault.get("errno", 5),
                             1 if fault.get("kill") else 0, 1 if fault.get("sticky") else 0,
                             fault.get("suffix", "").encode())
    else:
        shim.fault_configure(b"", b"", ctypes.c_long(0), 5, 0, 0, b"")
    if "argv" in request:
        from tournament.cli import main

        try:
            code = main(request["argv"])
        except SystemExit as exc:  # argparse
            code = exc.code if isinstance(exc.code, int) else 2
        sys.stdout.flush()
        sys.stderr.flush()
        if request.get("counts"):
            shim.fault_write_counts(request["counts"].encode())
        gc.collect()
        return code
    from tests.storage import test_disk_faults

    try:
        value = getattr(test_disk_faults, request["call"])(*request.get("args", []))
    except BaseException:
        traceback.print_exc()
        return 1
    with open(result, "w", encoding="utf-8") as handle:
        json.dump(value, handle)
    return 0


def serve() -> None:
    # Imported once here, in the parent: each forked run finds them loaded (SQLAlchemy's
    # dialect too, which it loads at the first engine, and the modules the commands load
    # when they first need them).
    import sqlalchemy.dialects.sqlite  # noqa: F401

    import tournament.cli
    import tournament.cli.check
    import tournament.cli.export
    import tournament.cli.history
    import tournament.cli.players
    import tournament.cli.recording
    import tournament.cli.results
    import tournament.cli.serve
    import tournament.cli.stage
    import tournament.cli.stats
    import tournament.cli.store
    import tournament.export.json_io
    import tournament.storage.quick  # noqa: F401
    from tests.storage import test_disk_faults  # noqa: F401
    from tournament.service import Tournament  # noqa: F401

    # What is imported is moved out of the collector's sight before the first fork (as
    # Python's gc.freeze documents for a parent that forks): a forked run's collections then
    # walk only what the run made, and never write to (and so copy) the parent's pages.
    gc.freeze()
    for line in sys.stdin:
        request = json.loads(line)
        with tempfile.TemporaryDirectory() as folder:
            paths = [os.path.join(folder, n) for n in ("out", "err", "result")]
            out, err = (os.open(p, os.O_WRONLY | os.O_CREAT, 0o600) for p in paths[:2])
            pid = os.fork()
            if pid == 0:
                code = 1
                try:
                    code = _child(request, out, err, paths[2])
                finally:
                    os._exit(code)
            os.close(out)
            os.close(err)
            _, status = os.waitpid(pid, 0)
            code = os.waitstatus_to_exitcode(status)
            answer = {"code": code}
            for key, path in (("stdout", paths[0]), ("stderr", paths[1])):
                with open(path, encoding="utf-8", errors="replace") as handle:
                    answer[key] = handle.read()
            if "call" in request and code == 0:
                with open(paths[2], encoding="utf-8") as handle:
                    answer["value"] = json.load(handle)
        print(json.dumps(answer), flush=True)


if __name__ == "__main__":
    serve()
