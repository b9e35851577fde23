"""Check a built standalone app the way an organiser would use it, with no display.

    python dist-tools/check_app.py dist/riichi-tournament

Runs the folder's own programs (never the checkout's code), in an empty folder and without
PYTHONPATH:
1. `riichi-tournament-cli --version` and `--help` (every command, `print` included);
2. `riichi-tournament-cli demo` writes the demo tournament, `players` lists its players;
3. `riichi-tournament-cli print --what seating-tables` makes a PDF that names every one of them,
   and `riichi-tournament print --what standings` (the app's own subcommand) one more;
   `riichi-tournament-cli serve` answers the live page (its templates, style sheet and script
   are in the folder) and stops on Ctrl+C;
4. `riichi-tournament --demo`, offscreen and in French, shows the demo tournament and closes
   itself ($RIICHI_TOURNAMENT_QUIT_AFTER_MS): exit code 0, no traceback, and no translation
   missing (the app's .qm files and Qt's own);
5. Linux: the desktop entry, AppStream metadata and icons are in share/;
6. none of the Qt parts the app does not use is in the folder (WebEngine, Pdf, Multimedia
   and its FFmpeg libraries, Quick/QML).

Needs pypdf (dist-tools/requirements.txt). Exit code 0 when all is well, 1 otherwise, each
problem on its own line.
"""

from __future__ import annotations

import csv
import io
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tournament import __version__  # noqa: E402
from ui.app import APP_ID  # noqa: E402

SUFFIX = ".exe" if os.name == "nt" else ""
TIMEOUT = 300  # seconds for one program: a cold first start on a busy CI machine is slow


class Failed(Exception):
    pass


def environment(folder: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("PYTHON", "RIICHI_TOURNAMENT_")) and k != "VIRTUAL_ENV"}
    # UTF-8 on the pipes whatever the system's code page (names with accents).
    env.update(QT_QPA_PLATFORM="offscreen", PYTHONIOENCODING="utf-8",
               RIICHI_TOURNAMENT_DATA=str(folder / "data"),
               RIICHI_TOURNAMENT_SETTINGS=str(folder / "settings.ini"))
    return env


def run(program: Path, *args: object, cwd: Path, env: dict[str, str],
        expect: int = 0) -> subprocess.CompletedProcess[str]:
    command = [str(program), *map(str, args)]
    started = time.monotonic()
    try:
        result = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True,
                                encoding="utf-8", errors="replace", timeout=TIMEOUT)
    except subprocess.TimeoutExpired as exc:
        raise Failed(f"{' '.join(command)}: still running after {TIMEOUT} s") from exc
    print(f"$ {program.name} {' '.join(map(str, args))}  [{result.returncode}, "
          f"{time.monotonic() - started:.1f} s]", flush=True)
    if result.returncode != expect:
        raise Failed(f"{' '.join(command)}: exit code {result.returncode} (expected {expect})"
                     f"\n{result.stdout[-2000:]}\n{result.stderr[-2000:]}")
    return result


def pdf_text(path: Path) -> str:
    import pypdf

    if not path.is_file():
        raise Failed(f"{path}: no PDF written")
    pages = pypdf.PdfReader(str(path)).pages
    return " ".join(" ".join((page.extract_text() or "").split()) for page in pages)


def live_page(cli: Path, demo: Path, cwd: Path, env: dict[str, str]) -> list[str]:
    """`serve` on the demo, on a free port of this computer only: the standings page and the
    script answer, and Ctrl+C stops it cleanly."""
    import signal
    import urllib.request

    started = time.monotonic()
    process = subprocess.Popen([str(cli), "serve", str(demo), "--port", "0", "--host",
                                "127.0.0.1"], cwd=cwd, env=env, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, encoding="utf-8")
    problems: list[str] = []
    try:
        assert process.stdout is not None
        lines = [process.stdout.readline() for _ in range(2)]
        url = lines[1].strip()
        if not url.startswith("http://127.0.0.1:"):
            problems.append(f"serve did not say where the live page is: {lines}")
        else:
            for path, needle in (("", "Demo Riichi Open"), ("static/live.js", "EventSource")):
                with urllib.request.urlopen(url + path, timeout=TIMEOUT) as answer:
                    if needle not in answer.read().decode("utf-8"):
                        problems.append(f"the live page's {path or 'standings'} has no "
                                        f"'{needle}'")
    except OSError as exc:
        problems.append(f"the live page did not answer: {exc}")
    finally:
        if process.poll() is None:
            if sys.platform == "win32":
                process.terminate()
            else:
                process.send_signal(signal.SIGINT)
        _, err = process.communicate(timeout=TIMEOUT)
    print(f"$ {cli.name} serve {demo.name} --port 0  [{process.returncode}, "
          f"{time.monotonic() - started:.1f} s]", flush=True)
    if "Traceback" in err:
        problems.append(f"serve: {err.strip()[-2000:]}")
    return problems


def check(app: Path) -> list[str]:
    problems: list[str] = []
    gui, cli = app / f"riichi-tournament{SUFFIX}", app / f"riichi-tournament-cli{SUFFIX}"
    for program in (gui, cli):
        if not program.is_file():
            raise Failed(f"{program}: missing")
    with tempfile.TemporaryDirectory(prefix="check-app-") as name:
        work = Path(name)
        env = environment(work)

        said = run(cli, "--version", cwd=work, env=env).stdout.strip()
        if said != f"riichi-tournament {__version__}":
            problems.append(f"--version says '{said}', the checkout is {__version__}")
        listed = re.findall(r"^    (\S+)", run(cli, "--help", cwd=work, env=env).stdout,
                            flags=re.MULTILINE)
        for command in ("demo", "standings", "export", "print"):
            if command not in listed:
                problems.append(f"riichi-tournament-cli --help does not list '{command}'")

        demo = work / "demo.rtdb"
        run(cli, "demo", demo, cwd=work, env=env)
        rows = csv.DictReader(io.StringIO(run(cli, "players", demo, cwd=work, env=env).stdout))
        names = [row["name"] for row in rows]
        if len(names) < 16:
            problems.append(f"the demo tournament has {len(names)} players, not 16")

        seating = work / "seating.pdf"
        run(cli, "print", demo, "--what", "seating-tables", "--out", seating, cwd=work, env=env)
        text = pdf_text(seating)
        missing = [n for n in names if n not in text]
        if missing:
            problems.append(f"the seating PDF does not name {', '.join(missing)}")
        else:
            print(f"  seating PDF names all {len(names)} players", flush=True)
        standings = work / "standings.pdf"
        run(gui, "print", demo, "--what", "standings", "--out", standings, cwd=work, env=env)
        if "Demo Riichi Open" not in pdf_text(standings):
            problems.append("the standings PDF does not name the tournament")

        problems += live_page(cli, demo, work, env)

        shown = run(gui, "--demo", cwd=work, env=dict(
            env, RIICHI_TOURNAMENT_LANG="fr", RIICHI_TOURNAMENT_STARTUP_MARKER="1",
            RIICHI_TOURNAMENT_QUIT_AFTER_MS="3000"))
        if "riichi-tournament: tournament shown" not in shown.stdout:
            problems.append("riichi-tournament --demo never showed the demo tournament")
        for line in shown.stderr.splitlines():
            if "Traceback" in line or line.startswith("translation "):
                problems.append(f"riichi-tournament --demo: {line}")
        if shown.stderr.strip():
            print("  stderr of the app (Qt's notes):\n    "
                  + "\n    ".join(shown.stderr.strip().splitlines()[:10]), flush=True)

    if not any(app.rglob("riichi_tournament_fr.qm")):
        problems.append("the app folder has no riichi_tournament_fr.qm")
    if sys.platform.startswith("linux"):
        for part in (f"applications/{APP_ID}.desktop", f"metainfo/{APP_ID}.metainfo.xml",
                     f"icons/hicolor/scalable/apps/{APP_ID}.svg",
                     f"icons/hicolor/256x256/apps/{APP_ID}.png"):
            if not (app / "share" / part).is_file():
                problems.append(f"share/{part} is missing")
    problems += [f"{path.relative_to(app)} is in the folder (a Qt part the app does not use)"
                 for path in app.rglob("*") if UNUSED.search(path.name)][:10]
    return problems


# Files of Qt parts the app leaves out (dist-tools/riichi-tournament.spec).
UNUSED = re.compile(r"WebEngine|Qt6?Pdf|Multimedia|ffmpeg|avcodec|avformat|Qt6?(Quick|Qml)",
                    re.IGNORECASE)


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    app = Path(argv[0]).resolve()
    try:
        problems = check(app)
    except Failed as exc:
        problems = [str(exc)]
    for problem in problems:
        print(f"FAILED: {problem}", file=sys.stderr)
    if not problems:
        print(f"{app}: the app starts, opens the demo, prints, and speaks French")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
