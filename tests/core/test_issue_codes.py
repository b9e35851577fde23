"""Issue codes are members of `IssueCode` (tournament/issue_codes.py), each used and worded.

- A code written as a string where the core gives one (to `Issue`, `issue`, `Problem`, a
  helper whose `code` parameter is an `IssueCode`, a `code=` keyword, or compared with an
  issue's `.code`) fails: it may be a code nobody declared, and the enum is the list other
  programs and the desk's words are checked against.
- A member no module uses fails: a code the project stopped reporting leaves the enum.
- A member without words in English or in French (the catalogue `tournament.words.issues`:
  the code, or "code:variant") fails; tests/core/test_issue_words.py checks the catalogue
  itself.

The scan reads the sources (ast), so it needs no Qt and no database.
"""

from __future__ import annotations

import ast
import functools
from functools import cache
from pathlib import Path

from tournament.issue_codes import IssueCode
from tournament.words.issues import TEMPLATES

ROOT = Path(__file__).resolve().parents[2]
SOURCES = sorted([*(ROOT / "tournament").rglob("*.py"), *(ROOT / "ui").rglob("*.py")])
ENUM = ROOT / "tournament" / "issue_codes.py"
# Built to carry a code first, wherever they are called.
CARRIERS = {"Issue": 0, "issue": 0}


@cache
@functools.cache
def _trees() -> dict[Path, ast.Module]:
    # (Parsed once for the module's tests, which only read the trees.)
    return {path: ast.parse(path.read_text(encoding="utf-8")) for path in SOURCES}


@functools.cache
def _nodes(path: Path) -> list[ast.AST]:
    """Every node of a module's tree (walked once for the module's tests)."""
    return list(ast.walk(_trees()[path]))


def _annotated_code_params(path: Path) -> tuple[dict[str, int], dict[str, int]]:
    """The functions and classes of one module whose `code` is annotated IssueCode, each with
    the position of `code` among the arguments a call gives: those at the module's top level
    (imported and called anywhere), and the nested helpers and methods (called in the module
    only: two modules may each have their own `bad`)."""
    top: dict[str, int] = {}
    local: dict[str, int] = {}
    outer = set(_trees()[path].body)
    for node in _nodes(path):
        where = top if node in outer else local
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            args = [a for a in node.args.args if a.arg not in ("self", "cls")]
            for i, arg in enumerate(args):
                if arg.arg == "code" and arg.annotation is not None \
                        and "IssueCode" in ast.unparse(arg.annotation):
                    where[node.name] = i
        elif isinstance(node, ast.ClassDef):
            fields = [s for s in node.body if isinstance(s, ast.AnnAssign)]
            for i, f in enumerate(fields):
                if isinstance(f.target, ast.Name) and f.target.id == "code" \
                        and "IssueCode" in ast.unparse(f.annotation):
                    where[node.name] = i
    return top, local


def _literal(node: ast.expr | None) -> list[ast.Constant]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node]
    if isinstance(node, ast.IfExp):
        return _literal(node.body) + _literal(node.orelse)
    return []


def _callee(func: ast.expr) -> str | None:
    return func.id if isinstance(func, ast.Name) else (
        func.attr if isinstance(func, ast.Attribute) else None)


def test_codes_are_members_where_the_core_gives_them() -> None:
    trees = _trees()
    everywhere = dict(CARRIERS)
    params = {path: _annotated_code_params(path) for path in trees}
    for top, _ in params.values():
        everywhere.update(top)
    assert {"Issue", "issue", "Problem", "LineProblem"} <= everywhere.keys()  # the scan works
    written = []
    for path in trees:
        local = {**everywhere, **params[path][1]}
        for node in _nodes(path):
            found: list[ast.Constant] = []
            if isinstance(node, ast.Call):
                name = _callee(node.func)
                if name in local and len(node.args) > local[name]:
                    found += _literal(node.args[local[name]])
                if name in local:
                    for keyword in node.keywords:
                        if keyword.arg == "code":
                            found += _literal(keyword.value)
            elif isinstance(node, ast.Compare):
                sides = [node.left, *node.comparators]
                if any(isinstance(s, ast.Attribute) and s.attr == "code" for s in sides):
                    for side in sides:
                        found += _literal(side)
                        if isinstance(side, (ast.Tuple, ast.List, ast.Set)):
                            for element in side.elts:
                                found += _literal(element)
            written += [f"{path.relative_to(ROOT)}:{c.lineno}: {c.value!r}" for c in found]
    assert written == [], "use an IssueCode member (add one for a new code)"


def test_members_are_used_and_only_members_are_named() -> None:
    used: set[str] = set()
    unknown = []
    for path in _trees():
        if path == ENUM:
            continue
        for node in _nodes(path):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) \
                    and node.value.id == "IssueCode":
                used.add(node.attr)
                if node.attr not in IssueCode.__members__:
                    unknown.append(f"{path.relative_to(ROOT)}:{node.lineno}: {node.attr}")
    assert unknown == []
    assert sorted(set(IssueCode.__members__) - used) == []


def test_values_are_their_names_in_lower_case() -> None:
    # The values are what JSON and the command line print: one spelling, easy to find.
    assert [m.name for m in IssueCode if m.value != m.name.lower()] == []


def test_every_member_has_words_in_english_and_in_french() -> None:
    for language, texts in TEMPLATES.items():
        worded = {key.removesuffix(".one").partition(":")[0] for key in texts}
        assert sorted({m.value for m in IssueCode} - worded) == [], language
