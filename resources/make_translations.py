"""Build the translations: resources/translations/*.ts -> *.qm, with Qt's lrelease.

    python resources/make_translations.py [FOLDER]

writes the .qm files beside the .ts files (or into FOLDER). The .ts files are the source
(edited in Qt Linguist, refreshed from the code with `python -m ui.i18n`); the .qm files Qt
loads are built from them and never committed. Who runs this:

- setup.py, when a wheel is built (`pip install .`: into the wheel) and for an editable
  install (`pip install -e .`: beside the .ts files);
- the standalone build, through the wheel it installs;
- the test suite on a plain checkout (tests/conftest.py), for a .qm missing or older than its
  .ts.

The app itself never does: without a .qm it stays in English and its log names this command.
lrelease comes with PySide6-Essentials, a build requirement in pyproject.toml; a Qt installed
on the system (`lrelease` on PATH) is used when PySide6 is not there.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SOURCES = HERE / "translations"


class LreleaseMissing(RuntimeError):
    pass


def lrelease() -> str:
    """Qt's lrelease: the one shipped inside the PySide6 package, else one on PATH."""
    # find_spec, not import: PySide6 is only needed as a folder holding the tool.
    spec = importlib.util.find_spec("PySide6")
    folders = list(spec.submodule_search_locations or []) if spec else []
    for folder in folders:
        for name in ("lrelease", "lrelease.exe"):
            candidate = Path(folder) / name
            if candidate.is_file():
                return str(candidate)
    for name in ("pyside6-lrelease", "lrelease", "lrelease-qt6"):
        found = shutil.which(name)
        if found:
            return found
    raise LreleaseMissing("Qt's lrelease was not found: install PySide6-Essentials (it ships "
                          "lrelease) or put a Qt 6 lrelease on PATH")


def sources() -> list[Path]:
    return sorted(SOURCES.glob("*.ts"))


def qm_name(ts: Path) -> str:
    return ts.with_suffix(".qm").name


def stale(out: Path = SOURCES) -> list[Path]:
    """The .ts files whose .qm in `out` is missing or older than them."""
    found = []
    for ts in sources():
        qm = out / qm_name(ts)
        if not qm.is_file() or qm.stat().st_mtime < ts.stat().st_mtime:
            found.append(ts)
    return found


def build(out: Path = SOURCES, only_stale: bool = False) -> list[Path]:
    """Compile the .ts files into `out`; returns the .qm files written. Raises
    LreleaseMissing, or RuntimeError with lrelease's output when a file does not compile."""
    todo = stale(out) if only_stale else sources()
    if not todo:
        return []
    tool = lrelease()
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for ts in todo:
        target = out / qm_name(ts)
        # Written aside and moved into place: a reader never sees half a file.
        partial = out / f".{target.name}.{os.getpid()}.partial"
        try:
            result = subprocess.run([tool, "-silent", str(ts), "-qm", str(partial)],
                                    capture_output=True, text=True, check=False)
            if result.returncode != 0 or partial.stat().st_size == 0:
                raise RuntimeError(f"lrelease failed on {ts}: "
                                   f"{(result.stderr or result.stdout).strip()}")
            os.replace(partial, target)
        finally:
            partial.unlink(missing_ok=True)
        written.append(target)
    return written


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else SOURCES
    try:
        written = build(out)
    except RuntimeError as exc:
        print(exc, file=sys.stderr)
        return 1
    for path in written:
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
