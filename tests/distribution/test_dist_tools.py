"""The standalone build's own checks (dist-tools/): the Linux desktop files agree with the
app's desktop id, and the wheel check refuses a wheel without its translations. The build
itself runs in CI (.ci/build-app), not here: it takes minutes and needs the network."""

from __future__ import annotations

import configparser
import importlib.util
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path

import pytest

from ui.app import APP_ID

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "dist-tools" / "linux"


@pytest.fixture(scope="module")
def build_app():
    spec = importlib.util.spec_from_file_location("build_app", ROOT / "dist-tools" /
                                                  "build_app.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_desktop_files_carry_the_app_id():
    desktop = configparser.ConfigParser(interpolation=None)
    desktop.optionxform = str  # type: ignore[assignment,method-assign]
    desktop.read(LINUX / f"{APP_ID}.desktop", encoding="utf-8")
    entry = desktop["Desktop Entry"]
    assert entry["Icon"] == APP_ID
    assert entry["Exec"].split()[0] == "riichi-tournament"
    component = ET.parse(LINUX / f"{APP_ID}.metainfo.xml").getroot()
    assert component.findtext("id") == APP_ID
    assert component.findtext("launchable") == f"{APP_ID}.desktop"
    assert sorted(b.text for b in component.iter("binary")) == [
        "riichi-tournament", "riichi-tournament-cli"]
    assert sorted(p.name for p in LINUX.iterdir()) == [f"{APP_ID}.desktop",
                                                      f"{APP_ID}.metainfo.xml"]


def wheel(tmp_path, names, entry_points="[console_scripts]\n"
          "riichi-tournament-cli = ui.cli:main\n[gui_scripts]\n"
          "riichi-tournament = ui.app:main\n"):
    path = tmp_path / "riichi_tournament-0-py3-none-any.whl"
    with zipfile.ZipFile(path, "w") as archive:
        for name in names:
            archive.writestr(name, "x")
        archive.writestr("riichi_tournament-0.dist-info/entry_points.txt", entry_points)
    return path


COMPLETE = [f"riichi_tournament_resources/{folder}/a.svg"
            for folder in ("icons", "tiles", "winds", "app")] + [
    f"riichi_tournament_resources/translations/{ts.with_suffix('.qm').name}"
    for ts in (ROOT / "resources" / "translations").glob("*.ts")] + [
    f"riichi_tournament_resources/{f.relative_to(ROOT / 'resources').as_posix()}"
    for f in (ROOT / "resources" / "help").rglob("*") if f.suffix in (".html", ".png")]


def test_the_wheel_check_passes_a_complete_wheel(build_app, tmp_path):
    assert len(COMPLETE) >= 6 + 2  # the user guide in two languages too
    assert build_app.check_wheel(wheel(tmp_path, COMPLETE)) == []


def test_the_wheel_check_finds_what_is_missing(build_app, tmp_path):
    names = [n for n in COMPLETE if not n.endswith("_rules_fr.qm")
             and "/tiles/" not in n and not n.endswith("help/guide_fr.html")]
    problems = build_app.check_wheel(wheel(tmp_path, names, entry_points="[gui_scripts]\n"
                                           "riichi-tournament = ui.app:main\n"))
    assert len(problems) == 4
    assert "riichi_tournament_rules_fr.qm" in problems[0]
    assert "tiles/*.svg" in problems[1]
    assert "help/guide_fr.html (the user guide)" in problems[2]
    assert "riichi-tournament-cli = ui.cli:main" in problems[3]


def test_build_warnings_are_found(build_app):
    log = ("copying x\nSetuptoolsDeprecationWarning: old\nWARNING Package 'a' is absent\n"
           "adding 'warnings.py'\n")
    assert build_app.warnings_in(log) == ["SetuptoolsDeprecationWarning: old",
                                          "WARNING Package 'a' is absent"]
