"""The documentation keeps its promises: the command reference, written from the parser when
the site is built (docs/hooks/cli_reference.py), names every command, option and example; the
README stays short and keeps the two set-up commands that CI runs as written; every page of
docs/ is in the site's nav and every link between pages reaches a page. (`mkdocs build
--strict`, in .ci/run, also checks the anchors; this needs no MkDocs.)"""

from __future__ import annotations

import argparse
import importlib.util
import re
from pathlib import Path

from tournament.cli.commands import COMMANDS, EXAMPLES
from tournament.cli.parser import build_parser

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
GENERATED = "cli-reference.md"  # written by the hook at build time, never committed
INSTALL = "pip install . && riichi-tournament"
TEST = 'pip install -e ".[test]" && python -m pytest'


def _hook():
    spec = importlib.util.spec_from_file_location("cli_reference",
                                                  DOCS / "hooks" / "cli_reference.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_reference_has_every_command_with_its_options_and_example():
    page = _hook().reference()
    sub = next(a for a in build_parser()._actions
               if isinstance(a, argparse._SubParsersAction))
    headings = re.findall(r"^## (\S+)$", page, flags=re.MULTILINE)
    assert headings == ["Commands", *(name for name, _, _ in COMMANDS), "print"]
    for name, _, _ in COMMANDS:
        section = page.split(f"\n## {name}\n", 1)[1].split("\n## ", 1)[0]
        for action in sub.choices[name]._actions:
            if isinstance(action, argparse._HelpAction):
                continue  # (every command has its --help)
            for option in action.option_strings:
                assert f"`{option}" in section or f", {option}" in section, (name, option)
        assert f"python -m tournament {EXAMPLES[name]}" in section, name
    assert "--what" in page.split("\n## print\n", 1)[1]


def test_the_readme_is_short_and_keeps_the_set_up_commands_ci_runs():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(readme.splitlines()) < 200
    commands = re.findall(r"^    (pip install .*)$", readme, flags=re.MULTILINE)
    assert commands == [INSTALL, TEST]
    assert 'python -m pytest -m "not slow"' in readme
    # .ci/run runs the README's test command as written there.
    assert TEST in (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    # The docs site's home page says the same.
    home = (DOCS / "index.md").read_text(encoding="utf-8")
    assert f"    {INSTALL}\n" in home and f"    {TEST}\n" in home


def _nav_pages() -> list[str]:
    config = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    nav = config.split("\nnav:\n", 1)[1]
    return re.findall(r"^\s+- (?:.*: )?([\w./-]+\.md)$", nav, flags=re.MULTILINE)


def test_every_page_is_in_the_nav_once_and_every_nav_entry_is_a_page():
    pages = sorted(p.relative_to(DOCS).as_posix() for p in DOCS.rglob("*.md"))
    nav = _nav_pages()
    assert len(nav) == len(set(nav))
    assert sorted(nav) == sorted([*pages, GENERATED])
    assert not (DOCS / GENERATED).exists()


def test_every_link_between_pages_reaches_a_page():
    known = {p.relative_to(DOCS).as_posix() for p in DOCS.rglob("*.md")} | {GENERATED}
    for page in DOCS.rglob("*.md"):
        text = page.read_text(encoding="utf-8")
        for target in re.findall(r"\]\(([^)#\s]+\.md)(?:#[^)]*)?\)", text):
            assert target in known, f"{page.name}: a link to {target}, which is no page"


def test_the_documents_name_no_path_outside_the_repository():
    files = [ROOT / "README.md", ROOT / "ARCHITECTURE.md", ROOT / "CONTRIBUTING.md",
             *DOCS.rglob("*.md")]
    for f in files:
        text = f.read_text(encoding="utf-8")
        assert not re.search(r"(?<![\w.])/(work|home|Users|tmp)/", text), f.name
        assert "../" not in text, f.name
