"""Install size: what `pip install .` puts on disk, against the floor (the same dependency set
without PySide6-Addons, which the desk does not need: the gong's Qt Multimedia is the optional
`riichi-tournament[sound]`). Plain script, prints sizes; no asserts.

    python benchmarks/bench_install.py            # from this environment's installed packages
    python benchmarks/bench_install.py --venv     # a fresh venv in a temporary folder:
                                                  # `pip install .`, then `.[sound]` (minutes)

The default walks the requirements of pyproject.toml through the installed distributions'
metadata (each distribution's RECORD gives its files) and adds up the files on disk: the
project's required set, the `sound` extra on top of it, and the floor (the required set
without PySide6-Addons). `--venv` measures a real install instead (the venv is deleted).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
import tomllib
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MB = 1024 * 1024


def _name(requirement: str) -> str:
    return re.split(r"[\s\[<>=!~;(]", requirement.strip(), maxsplit=1)[0].lower().replace(
        "_", "-")


def _applies(requirement: str) -> bool:
    """Requirements without a marker, or whose marker holds here (extras are not followed)."""
    if ";" not in requirement:
        return True
    marker = requirement.split(";", 1)[1]
    if "extra" in marker:
        return False
    from packaging.markers import Marker

    return Marker(marker).evaluate()


def closure(names: list[str]) -> dict[str, int]:
    """Each installed distribution the names need (themselves included), with its size."""
    seen: dict[str, int] = {}
    todo = [_name(n) for n in names]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            seen[name] = 0
            continue
        size = 0
        for file in dist.files or ():
            path = Path(str(dist.locate_file(file)))
            if path.is_file():
                size += path.stat().st_size
        seen[name] = size
        todo += [_name(r) for r in dist.requires or () if _applies(r)]
    return seen


def from_environment() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    required = list(project["dependencies"])
    sound = [r for r in project.get("optional-dependencies", {}).get("sound", ())
             if _name(r) != "riichi-tournament"]
    floor = [r for r in required if _name(r) != "pyside6-addons"]
    sets = {"required (pip install .)": closure(required),
            "with the sound extra (.[sound])": closure(required + sound),
            "floor: required without PySide6-Addons": closure(floor)}
    base = sum(sets["floor: required without PySide6-Addons"].values())
    for title, found in sets.items():
        total = sum(found.values())
        print(f"{title:42} {total / MB:7.0f} MB in {len(found)} distributions; "
              f"ratio to the floor {total / base:.2f}")
    missing = sorted(n for found in sets.values() for n, size in found.items() if not size)
    if missing:
        print("not installed here (counted as 0):", ", ".join(sorted(set(missing))))
    biggest = sorted(sets["with the sound extra (.[sound])"].items(), key=lambda i: -i[1])[:6]
    print("largest:", ", ".join(f"{n} {s / MB:.0f} MB" for n, s in biggest))


def folder_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def in_venv() -> None:
    with tempfile.TemporaryDirectory(prefix="bench-install-") as name:
        venv = Path(name) / "venv"
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        python = venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
        empty = folder_size(venv)
        for target in (".", ".[sound]"):
            subprocess.run([str(python), "-m", "pip", "install", "-q", target], cwd=ROOT,
                           check=True)
            print(f"venv after `pip install {target}`: {folder_size(venv) / MB:.0f} MB "
                  f"(an empty venv: {empty / MB:.0f} MB)")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--venv", action="store_true",
                        help="measure a real install in a fresh venv (downloads; minutes)")
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    if args.venv:
        in_venv()
    else:
        from_environment()


if __name__ == "__main__":
    main()
