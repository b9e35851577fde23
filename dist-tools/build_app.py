"""Build the standalone app: one folder holding `riichi-tournament` (the app) and
`riichi-tournament-cli` (the headless tools and `print`), with Python, Qt and the translations
inside; nothing to install on the organiser's computer.

    python dist-tools/build_app.py [--archive] [--strict]

Each platform builds its own app (PyInstaller does not cross-build); the same command and the
same spec (dist-tools/riichi-tournament.spec) serve Linux, Windows and macOS. Steps, with
their work under build/app/ and the result in dist/:

1. a venv, build/app/venv, with the build tools of dist-tools/requirements.txt;
2. the project's sdist and, from it, the wheel (`python -m build`), checked: a .qm built for
   every .ts, the images there, and (with --strict, as CI runs it) no warning printed;
3. that wheel installed into the venv (the app is made from what users install, not from the
   checkout) and the icon rendered from resources/app/riichi-tournament.svg (PNG, ICO, ICNS);
4. PyInstaller: dist/riichi-tournament/ (macOS: also dist/riichi-tournament.app);
5. Linux: the desktop entry, AppStream metadata and icons in dist/riichi-tournament/share/,
   checked with desktop-file-validate and appstreamcli when installed (required by --strict);
6. --archive: dist/riichi-tournament-VERSION-SYSTEM-MACHINE.tar.gz (.zip on Windows/macOS).

Prints how long it took and the folder's size.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import shutil
import subprocess
import sys
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TOOLS = ROOT / "dist-tools"
sys.path.insert(0, str(ROOT))

from tournament import __version__  # noqa: E402 - the checkout's, without its dependencies
from ui.app import APP_ID, ICON  # noqa: E402 - ui/app.py imports Qt only when it runs

NAME = "riichi-tournament"
RESOURCES = "riichi_tournament_resources"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
LINUX_ICON_SIZES = (48, 128, 256)


class BuildError(RuntimeError):
    pass


def step(text: str) -> None:
    print(f"\n== {text}", flush=True)


def run(*args: object, cwd: Path | None = None, env: dict[str, str] | None = None,
        log: Path | None = None) -> str:
    """Run a program; its output goes to the console, or to `log` (and is returned)."""
    command = [str(a) for a in args]
    print("$", " ".join(command), flush=True)
    if log is None:
        result = subprocess.run(command, cwd=cwd, env=env, check=False)
        if result.returncode != 0:
            raise BuildError(f"{command[0]} ... ended with exit code {result.returncode}")
        return ""
    result = subprocess.run(command, cwd=cwd, env=env, check=False, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    log.write_text(result.stdout, encoding="utf-8")
    if result.returncode != 0:
        print(result.stdout[-4000:])
        raise BuildError(f"{command[0]} ... ended with exit code {result.returncode} "
                         f"(log: {log})")
    return result.stdout


def venv_python(venv: Path) -> Path:
    return venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def make_venv(venv: Path) -> Path:
    python = venv_python(venv)
    if not python.exists():
        run(sys.executable, "-m", "venv", venv)
    run(python, "-m", "pip", "install", "--upgrade", "-r", TOOLS / "requirements.txt")
    return python


def build_env() -> dict[str, str]:
    # Byte-compiling switched off in the environment would only add a warning of its own.
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def warnings_in(log: str) -> list[str]:
    return [line.strip() for line in log.splitlines()
            if re.search(r"warning\b", line, re.IGNORECASE)]


def check_wheel(wheel: Path) -> list[str]:
    """What the wheel lacks: a .qm for each .ts, the image folders, the user guide, the two
    programs."""
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    problems = []
    sources = sorted((ROOT / "resources" / "translations").glob("*.ts"))
    for ts in sources:
        qm = f"{RESOURCES}/translations/{ts.with_suffix('.qm').name}"
        if qm not in names:
            problems.append(f"{wheel.name} has no {qm}")
    for folder in ("icons", "tiles", "winds", "app"):
        if not any(n.startswith(f"{RESOURCES}/{folder}/") and n.endswith(".svg")
                   for n in names):
            problems.append(f"{wheel.name} has no {RESOURCES}/{folder}/*.svg")
    # The user guide (F1) and its screenshots, file by file: a missing picture is a blank box.
    for source in sorted((ROOT / "resources" / "help").rglob("*")):
        if source.suffix in (".html", ".png"):
            name = f"{RESOURCES}/{source.relative_to(ROOT / 'resources').as_posix()}"
            if name not in names:
                problems.append(f"{wheel.name} has no {name} (the user guide)")
    entry_points = next((n for n in names if n.endswith(".dist-info/entry_points.txt")), None)
    if entry_points is None:
        problems.append(f"{wheel.name} has no entry points")
    else:
        with zipfile.ZipFile(wheel) as archive:
            text = archive.read(entry_points).decode()
        for line in (f"{NAME} = ui.app:main", f"{NAME}-cli = ui.cli:main"):
            if line not in text:
                problems.append(f"{wheel.name}: entry point '{line}' missing")
    return problems


def build_wheel(python: Path, out: Path, strict: bool) -> Path:
    """The sdist, then the wheel from it: what is left out of the sdist fails here too."""
    shutil.rmtree(out, ignore_errors=True)
    log = run(python, "-m", "build", "--outdir", out, ROOT, cwd=ROOT,
              env=build_env(), log=out.parent / "wheel-build.log")
    wheel = next(out.glob("*.whl"))
    problems = check_wheel(wheel)
    warnings = warnings_in(log)
    for line in warnings:
        print(f"  build warning: {line}")
    if strict and warnings:
        problems.append(f"building the wheel printed {len(warnings)} warning(s) "
                        f"(log: {out.parent / 'wheel-build.log'})")
    if problems:
        raise BuildError("; ".join(problems))
    with zipfile.ZipFile(wheel) as archive:
        qms = sorted(Path(n).name for n in archive.namelist() if n.endswith(".qm"))
    print(f"{wheel.name}: translations {', '.join(qms)}; "
          f"{len(warnings) or 'no'} build warning(s)")
    return wheel


def remove_egg_info() -> None:
    # Making the sdist writes *.egg-info into the checkout; a stale one could list files
    # deleted since.
    for info in ROOT.glob("*.egg-info"):
        shutil.rmtree(info, ignore_errors=True)


def install_wheel(python: Path, wheel: Path) -> None:
    # The app is made from what `pip install` gives, without the optional `sound` extra: a
    # build venv made before it was optional may still hold PySide6-Addons (over 400 MB).
    run(python, "-m", "pip", "uninstall", "--yes", "PySide6-Addons", "PySide6")
    run(python, "-m", "pip", "install", wheel)
    # Same version as an earlier build: pip would keep the old files.
    run(python, "-m", "pip", "install", "--force-reinstall", "--no-deps", wheel)


def render_icons(python: Path, out: Path) -> None:
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    run(python, TOOLS / "icons.py", ROOT / "resources" / ICON, out, *PNG_SIZES, env=env)


def pyinstaller(python: Path, work: Path, dist: Path, icons: Path) -> None:
    shutil.rmtree(dist / NAME, ignore_errors=True)
    shutil.rmtree(dist / f"{NAME}.app", ignore_errors=True)
    # Run from the work folder: from the checkout, `python -m` would put the checkout's ui/
    # and tournament/ ahead of the installed wheel.
    run(python, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
        "--distpath", dist, "--workpath", work / "pyinstaller",
        TOOLS / f"{NAME}.spec", "--", "--icons", icons, cwd=work)


def linux_files(folder: Path, icons: Path, strict: bool) -> None:
    """share/ of a Linux desktop app: the .desktop file, AppStream metadata, the icons."""
    share = folder / "share"
    shutil.rmtree(share, ignore_errors=True)
    desktop = TOOLS / "linux" / f"{APP_ID}.desktop"
    metainfo = TOOLS / "linux" / f"{APP_ID}.metainfo.xml"
    for source, target in ((desktop, share / "applications" / desktop.name),
                           (metainfo, share / "metainfo" / metainfo.name),
                           (ROOT / "resources" / ICON,
                            share / "icons/hicolor/scalable/apps" / f"{APP_ID}.svg"),
                           *((icons / f"{NAME}-{size}.png",
                              share / f"icons/hicolor/{size}x{size}/apps/{APP_ID}.png")
                             for size in LINUX_ICON_SIZES)):
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
    checks = (("desktop-file-validate", [share / "applications" / desktop.name]),
              ("appstreamcli", ["validate", "--no-net", share / "metainfo" / metainfo.name]))
    for tool, args in checks:
        if shutil.which(tool) is None:
            message = f"{tool} is not installed: {args[-1].name} not validated"
            if strict:
                raise BuildError(message)
            print(f"  {message}")
            continue
        run(tool, *args)


def folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def archive(dist: Path) -> Path:
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform)
    base = dist / f"{NAME}-{__version__}-{system}-{platform.machine().lower()}"
    if sys.platform == "darwin":
        # ditto keeps the bundle's symlinks and signatures, which a plain zip would break.
        packed = base.with_name(base.name + ".zip")
        run("ditto", "-c", "-k", "--sequesterRsrc", "--keepParent", dist / f"{NAME}.app",
            packed)
        return packed
    kind = "zip" if os.name == "nt" else "gztar"
    return Path(shutil.make_archive(str(base), kind, dist, NAME))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the standalone app (one folder).")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist",
                        help="where the app goes (default: dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "app",
                        help="the venv and the intermediate files (default: build/app/)")
    parser.add_argument("--archive", action="store_true",
                        help="also pack the folder (tar.gz on Linux, zip elsewhere)")
    parser.add_argument("--strict", action="store_true",
                        help="a warning of the wheel build, or a desktop file not validated, "
                             "fails the build (CI)")
    args = parser.parse_args(argv)
    started = time.monotonic()
    work, dist = args.work.resolve(), args.dist.resolve()
    work.mkdir(parents=True, exist_ok=True)
    try:
        step("build tools")
        python = make_venv(work / "venv")
        step("the wheel")
        remove_egg_info()
        wheel = build_wheel(python, work / "wheel", args.strict)
        remove_egg_info()
        install_wheel(python, wheel)
        step("the icon")
        render_icons(python, work / "icons")
        step("the app (PyInstaller)")
        pyinstaller(python, work, dist, work / "icons")
        folder = dist / NAME
        if sys.platform.startswith("linux"):
            step("desktop entry and AppStream metadata")
            linux_files(folder, work / "icons", args.strict)
        packed = archive(dist) if args.archive else None
    except BuildError as exc:
        print(f"\nbuild failed: {exc}", file=sys.stderr)
        return 1
    seconds = time.monotonic() - started
    versions = subprocess.run(
        [str(python), "-c", "import sys, PySide6, PyInstaller; print(sys.version.split()[0], "
         "PySide6.__version__, PyInstaller.__version__)"],
        capture_output=True, text=True, check=False).stdout.split()
    step("done")
    print(f"{folder}: {folder_size(folder) / 1e6:.0f} MB, built in {seconds / 60:.1f} min "
          f"(riichi-tournament {__version__}, Python {versions[0] if versions else '?'}, "
          f"PySide6 {versions[1] if len(versions) > 1 else '?'}, "
          f"PyInstaller {versions[2] if len(versions) > 2 else '?'})")
    if packed is not None:
        print(f"{packed}: {packed.stat().st_size / 1e6:.0f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
